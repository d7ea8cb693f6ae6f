"""积分编排 pairing by the 定位编排法 (CXA 2011 art. 10.3, 12.3, 14.4; 附录三, whose official text
stops at its colour step, completed from Chinese practice: docs/tournament.md).

Round 1 (§1.4.1): players ordered by rating (unrated after rated, then by number) are
paired 拦腰 — i against i + n/2 — or by another :class:`Round1` mode; an odd field gets a
dummy at the bottom, whose opponent has the bye. Colours: odd boards the smaller number
Red, even boards the larger (default), or by the other modes.

Round r ≥ 2 (§1.4.2–§1.4.7):

1. Absolute constraints: no rematch (a forfeit counts as met); no three same colours in
   a row; no Red/Black difference of 3 (:class:`~.colours.ColourLimits`). In the last
   round the colour limits are waived only when no pairing exists with them (§1.3 F,
   option ``last_round_waiver``).
2. Bye (odd field): the lowest scorer who has not had one (lowest-placed first); only
   when nobody without a bye can take it does a player get a second one.
3. Score groups 积分段 top-down. A group is its players plus the floaters from the group
   above, who are paired first. Inside a group each player is paired with an opponent due
   the other colour first (要先 against 要后, 异行配对), then the same colour (同行配对).
   The fewest possible players float down, the lowest-placed first.
4. When a lower group cannot be paired completely, the search goes back up and takes
   pairs apart (拆对): another choice of floaters, then more floaters, group by group.
   Failures are remembered per (group, floaters), so each case is tried once.
5. Colour of each pair (§1.3 G): the smaller colour need takes Red; equal needs →
   whoever had Black in the latest round where the histories differ takes Red; identical
   histories → odd round smaller number Red, even round larger number Red (option ②),
   or by the parity of the numbers' sum (option ①). In the last three rounds, when the
   scores differ by at least ``priority_gap`` points, the higher scorer's due colour wins.
6. Board order (§1.3 I): the higher score of the pair, then the sum, both descending; the
   bye last.

The result is deterministic for a given input. :func:`check_pairing` re-checks a hand-made
pairing and returns warnings. Raises :class:`PairingError` when no pairing keeps the
constraints.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from xiangqi_gui.rules.message import Message

from . import colours as col
from .matching import has_perfect_matching
from .model import Game, Player, Round
from .scoring import Scoring
from .texts import MessageError, say


class PairingError(MessageError):
    """No pairing satisfies the absolute constraints (the message says which round;
    ``message``: the same as a message, id ``tournament.no_pairing``)."""


class Round1(Enum):
    """Round-1 pairing modes (reference §1.3 B)."""

    SPLIT = "split"  # 拦腰 1–(n/2+1), 2–(n/2+2) … (附录三 (一), default)
    ADJACENT = "adjacent"  # 临近 1–2, 3–4 …
    FOLD = "fold"  # 首尾 1–n, 2–(n−1) …


class ColourTie(Enum):
    """Tie rule for identical colour histories (reference §1.3 G.3)."""

    ROUND = "round"  # ② odd round smaller number Red, even round larger (default)
    SUM = "sum"  # ① odd sum of numbers → smaller Red, even → larger Red


@dataclass(frozen=True)
class SwissOptions:
    """Options of a 积分编排 event; the defaults are the reference's.

    Attributes:
        round1: :class:`Round1`.
        colour_tie: :class:`ColourTie`.
        limits: the hard colour limits.
        last_round_waiver: waive the colour limits in the last round when they would make
            pairing impossible.
        priority_gap: score gap (in points, 2-1-0 scale) from which the higher scorer's
            due colour wins in the last three rounds (§1.3 G.4); None switches it off.
        separate_units: keep players of the same unit 单位 apart in round 1 by swapping
            lower-half players with the next pair (§1.3 B); later rounds do not.
    """

    round1: Round1 = Round1.SPLIT
    colour_tie: ColourTie = ColourTie.ROUND
    limits: col.ColourLimits = field(default_factory=col.ColourLimits)
    last_round_waiver: bool = True
    priority_gap: float | None = 2.0
    separate_units: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"round1": self.round1.value, "colour_tie": self.colour_tie.value,
                "no_three_in_a_row": self.limits.no_three_in_a_row,
                "max_difference": self.limits.max_difference,
                "last_round_waiver": self.last_round_waiver,
                "priority_gap": self.priority_gap, "separate_units": self.separate_units}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SwissOptions:
        """Inverse of :meth:`to_dict`."""
        return cls(Round1(data.get("round1", "split")),
                   ColourTie(data.get("colour_tie", "round")),
                   col.ColourLimits(bool(data.get("no_three_in_a_row", True)),
                                    data.get("max_difference", 2)),
                   bool(data.get("last_round_waiver", True)), data.get("priority_gap", 2.0),
                   bool(data.get("separate_units", False)))


@dataclass
class State:
    """What the pairing needs to know of a player before a round."""

    number: int
    score: float
    history: str = ""  # colours, "R"/"B"
    opponents: set[int] = field(default_factory=set)
    byes: int = 0
    rating: int | None = None

    @property
    def need(self) -> int:
        return col.need(self.history)

    @property
    def due(self) -> str | None:
        return col.due(self.history)


def states(players: Iterable[Player], rounds: Sequence[Round], scoring: Scoring) -> dict[
        int, State]:
    """Scores, colour histories, opponents met and byes of every player after ``rounds``.

    Unfinished games count as met and their colours count, with no points.
    """
    out = {p.number: State(p.number, 0.0, rating=p.rating) for p in players}
    for rnd in rounds:
        for game in rnd.games:
            red = out.get(game.red)
            if game.black is None:
                if red is not None:
                    red.byes += 1
                    red.score += scoring.bye
                continue
            black = out.get(game.black)
            pts = scoring.game_points(game) if game.finished else (0.0, 0.0)
            if red is not None:
                red.history += "R"
                red.opponents.add(game.black)
                red.score += pts[0]
            if black is not None:
                black.history += "B"
                black.opponents.add(game.red)
                black.score += pts[1] or 0.0
    return out


# -- round 1 ------------------------------------------------------------------------------

def pair_first_round(players: Sequence[Player], options: SwissOptions) -> list[Game]:
    """Round-1 boards for the active ``players`` (附录三 (一); reference §1.4.1)."""
    order = sorted((p for p in players if p.active),
                   key=lambda p: (p.rating is None, -(p.rating or 0), p.number))
    nums: list[int | None] = [p.number for p in order]
    if len(nums) % 2:
        nums.append(None)  # the dummy 空号
    half = len(nums) // 2
    if options.round1 is Round1.SPLIT:
        pairs = [(nums[i], nums[i + half]) for i in range(half)]
    elif options.round1 is Round1.ADJACENT:
        pairs = [(nums[2 * i], nums[2 * i + 1]) for i in range(half)]
    else:
        pairs = [(nums[i], nums[-1 - i]) for i in range(half)]
    if options.separate_units:
        units = {p.number: p.unit for p in order}
        pairs = _separate_units(pairs, units)
    games: list[Game] = []
    bye: int | None = None
    for board, (upper, lower) in enumerate(pairs, start=1):
        if upper is None or lower is None:
            bye = upper if lower is None else lower
            continue
        red, black = (upper, lower) if board % 2 == 1 else (lower, upper)
        games.append(Game(len(games) + 1, red, black))
    if bye is not None:
        games.append(Game(len(games) + 1, bye, None))
    return games


def _separate_units(pairs: list[tuple[int | None, int | None]],
                    units: dict[int, str]) -> list[tuple[int | None, int | None]]:
    """Swap the lower-half player of a same-unit pair with that of the next (or, for the
    last pair, the previous) pair when the swap leaves neither pair a same-unit one."""
    def clash(a: int | None, b: int | None) -> bool:
        return a is not None and b is not None and bool(units[a]) and units[a] == units[b]
    out = list(pairs)
    for i in range(len(out)):
        if not clash(*out[i]):
            continue
        for j in [*range(i + 1, len(out)), *range(i - 1, -1, -1)]:
            (a, b), (c, d) = out[i], out[j]
            if not clash(a, d) and not clash(c, b):
                out[i], out[j] = (a, d), (c, b)
                break
    return out


# -- rounds 2 and later -------------------------------------------------------------------

class _Budget(Exception):
    pass


class _Pairer:
    """The score-group search for one round (no bye player among ``order``)."""

    def __init__(self, order: list[State], limits: col.ColourLimits, budget: list[int]) -> None:
        self.order = order
        self.index = {s.number: i for i, s in enumerate(order)}
        self.limits = limits
        self.budget = budget
        self.groups: list[list[int]] = []
        for s in order:
            if self.groups and order[self.groups[-1][0]].score == s.score:
                self.groups[-1].append(self.index[s.number])
            else:
                self.groups.append([self.index[s.number]])
        self.failed: set[tuple[int, tuple[int, ...]]] = set()
        self._compat: dict[tuple[int, int], bool] = {}

    def tick(self) -> None:
        self.budget[0] -= 1
        if self.budget[0] < 0:
            raise _Budget

    def compatible(self, i: int, j: int) -> bool:
        key = (i, j) if i < j else (j, i)
        ok = self._compat.get(key)
        if ok is None:
            a, b = self.order[i], self.order[j]
            ok = b.number not in a.opponents and bool(
                _assignments(a.history, b.history, self.limits))
            self._compat[key] = ok
        return ok

    def solve(self) -> list[tuple[int, int]] | None:
        return self._group(0, ())

    def _group(self, gi: int, incoming: tuple[int, ...]) -> list[tuple[int, int]] | None:
        if gi == len(self.groups):
            return [] if not incoming else None
        key = (gi, incoming)
        if key in self.failed:
            return None
        members = list(incoming) + self.groups[gi]
        last = gi == len(self.groups) - 1
        first_f = len(members) % 2
        top_f = first_f if last else len(members)
        for f in range(first_f, top_f + 1, 2):
            # the lowest-placed players float first: combinations over the reversed list
            for floaters in itertools.combinations(reversed(members), f):
                self.tick()
                chosen = set(floaters)
                rest = [m for m in members if m not in chosen]
                pairs = self._match(rest)
                if pairs is None:
                    continue
                below = self._group(gi + 1, tuple(sorted(chosen)))
                if below is not None:
                    return pairs + below
        self.failed.add(key)
        return None

    def _match(self, members: list[int]) -> list[tuple[int, int]] | None:
        """A perfect matching of ``members`` (in order), preferring opposite colour needs
        and the nearest placed opponent; None when there is none."""
        if not members:
            return []
        memo: set[frozenset[int]] = set()
        return self._match_rec(members, memo)

    def _match_rec(self, members: list[int], memo: set[frozenset[int]]) -> list[
            tuple[int, int]] | None:
        if not members:
            return []
        key = frozenset(members)
        if key in memo:
            return None
        self.tick()
        first, rest = members[0], members[1:]
        want = self.order[first].due
        candidates = [m for m in rest if self.compatible(first, m)]
        candidates.sort(key=lambda m: (_clash(want, self.order[m].due), 0))
        for m in candidates:
            sub = self._match_rec([x for x in rest if x != m], memo)
            if sub is not None:
                return [(first, m)] + sub
        memo.add(key)
        return None


def _clash(a: str | None, b: str | None) -> int:
    """1 when two players are due the same colour (a 同行 pair), else 0."""
    return 1 if a is not None and a == b else 0


def _assignments(red_first: str, other: str, limits: col.ColourLimits) -> list[bool]:
    """Allowed colourings: True = the first player Red, False = the second player Red."""
    out = []
    if limits.allows(red_first, "R") and limits.allows(other, "B"):
        out.append(True)
    if limits.allows(red_first, "B") and limits.allows(other, "R"):
        out.append(False)
    return out


def pair_round(players: Sequence[Player], rounds: Sequence[Round], scoring: Scoring,
               options: SwissOptions, total_rounds: int | None = None,
               budget: int = 5_000) -> list[Game]:
    """The boards of the next round (number ``len(rounds) + 1``) for the active players.

    ``total_rounds`` is the planned number of rounds (for the last-round waiver and the
    last-three-rounds colour priority). Raises :class:`PairingError` when no pairing keeps
    the absolute constraints. ``budget`` bounds the steps of the score-group search before
    the exact top-down fallback takes over (see :func:`_solve`).
    """
    round_no = len(rounds) + 1
    if round_no == 1:
        return pair_first_round(players, options)
    active = [p for p in players if p.active]
    return pair_states(states(active, rounds, scoring), round_no, options, total_rounds,
                       budget)


def pair_states(st: dict[int, State], round_no: int, options: SwissOptions,
                total_rounds: int | None = None, budget: int = 5_000) -> list[Game]:
    """Pair the players described by ``st`` (number → :class:`State`) for round
    ``round_no`` ≥ 2: the search of the module text. Returns the boards in printed order,
    the bye last. Raises :class:`PairingError` when no pairing keeps the constraints."""
    limits_list = [options.limits]
    if options.last_round_waiver and total_rounds is not None and round_no >= total_rounds:
        limits_list.append(col.NO_LIMITS)
    for limits in limits_list:
        pairs = _pair_with(st, round_no, limits, budget)
        if pairs is not None:
            return _boards(pairs, st, round_no, total_rounds, options, limits)
    raise PairingError(say("tournament.no_pairing", number=round_no, count=len(st)))


def _placing(st: dict[int, State], round_no: int) -> list[State]:
    """Players in pairing order: score, then the strength of the colour need, then the
    number — ascending in odd rounds, descending in even rounds (§1.3 D)."""
    sign = 1 if round_no % 2 else -1
    return sorted(st.values(), key=lambda s: (-s.score, -abs(s.need), sign * s.number))


def _pair_with(st: dict[int, State], round_no: int, limits: col.ColourLimits,
               budget: int) -> list[tuple[int, int | None]] | None:
    order = _placing(st, round_no)
    if len(order) % 2 == 0:
        return _solve(order, limits, budget)
    # bye candidates: no bye yet first, then the lowest score, the lowest placed first
    place = {s.number: i for i, s in enumerate(order)}
    candidates = sorted(order, key=lambda s: (s.byes, s.score, -place[s.number]))
    for cand in candidates:
        rest = [s for s in order if s is not cand]
        pairs = _solve(rest, limits, budget)
        if pairs is not None:
            return [*pairs, (cand.number, None)]
    return None


def _solve(order: list[State], limits: col.ColourLimits, budget: int) -> list[
        tuple[int, int | None]] | None:
    """Pair ``order`` (even length) completely, or None when that is impossible.

    The score-group search runs with a step budget. If it runs out (late rounds of small
    fields, where many pairs are forbidden), an exact matching test (:mod:`.matching`)
    says whether any complete pairing exists, and if so the pairs are chosen top-down,
    each player taking the most preferred opponent that still leaves a complete pairing
    of the rest.
    """
    pairer = _Pairer(order, limits, [budget])
    everyone = list(range(len(order)))
    try:
        found = pairer.solve()  # exhaustive within the budget: None means impossible
    except _Budget:
        found = _guided(pairer, everyone) if _feasible(pairer, everyone) else None
    if found is None:
        return None
    return [(order[i].number, order[j].number) for i, j in found]


def _feasible(pairer: _Pairer, members: list[int]) -> bool:
    pos = {m: k for k, m in enumerate(members)}
    adj = [[pos[b] for b in members if b != a and pairer.compatible(a, b)] for a in members]
    return has_perfect_matching(adj)


def _guided(pairer: _Pairer, members: list[int]) -> list[tuple[int, int]] | None:
    """Top-down: each first unpaired player takes the nearest-score, opposite-need
    opponent that leaves the rest completely pairable (checked exactly)."""
    order = pairer.order
    rest = list(members)
    pairs: list[tuple[int, int]] = []
    while rest:
        first, others = rest[0], rest[1:]
        want = order[first].due
        cands = [m for m in others if pairer.compatible(first, m)]
        cands.sort(key=lambda m: (order[first].score - order[m].score,
                                  _clash(want, order[m].due), m))
        for m in cands:
            remaining = [x for x in others if x != m]
            if _feasible(pairer, remaining):
                pairs.append((first, m))
                rest = remaining
                break
        else:
            return None
    return pairs


def colour_pair(a: State, b: State, round_no: int, total_rounds: int | None,
                options: SwissOptions, limits: col.ColourLimits | None = None) -> tuple[
                    int, int]:
    """(red, black) for a pair by the G-rules (reference §1.3 G); see the module text."""
    allowed = _assignments(a.history, b.history, limits or options.limits) or [True, False]
    if len(allowed) == 1:
        return (a.number, b.number) if allowed[0] else (b.number, a.number)
    gap = options.priority_gap
    if (gap is not None and total_rounds is not None and round_no > total_rounds - 3
            and abs(a.score - b.score) >= gap):
        hi, lo = (a, b) if a.score > b.score else (b, a)
        if hi.due is not None:
            return (hi.number, lo.number) if hi.due == "R" else (lo.number, hi.number)
    if a.need != b.need:
        return (a.number, b.number) if a.need < b.need else (b.number, a.number)
    for ca, cb in zip(reversed(a.history), reversed(b.history), strict=False):
        if ca != cb:
            return (a.number, b.number) if ca == "B" else (b.number, a.number)
    small, large = sorted((a.number, b.number))
    if options.colour_tie is ColourTie.ROUND:
        small_red = round_no % 2 == 1
    else:
        small_red = (a.number + b.number) % 2 == 1
    return (small, large) if small_red else (large, small)


def _boards(pairs: list[tuple[int, int | None]], st: dict[int, State], round_no: int,
            total_rounds: int | None, options: SwissOptions,
            limits: col.ColourLimits) -> list[Game]:
    games: list[tuple[tuple[float, float, int], Game]] = []
    bye: int | None = None
    for x, y in pairs:
        if y is None:
            bye = x
            continue
        red, black = colour_pair(st[x], st[y], round_no, total_rounds, options, limits)
        hi = max(st[x].score, st[y].score)
        key = (-hi, -(st[x].score + st[y].score), min(x, y))
        games.append((key, Game(0, red, black)))
    games.sort(key=lambda kg: kg[0])
    out = [replace(g, board=i) for i, (_, g) in enumerate(games, start=1)]
    if bye is not None:
        out.append(Game(len(out) + 1, bye, None))
    return out


# -- checks of a (hand-made) pairing ------------------------------------------------------

@dataclass(frozen=True)
class PairingWarning:
    """A broken rule in a pairing: ``code`` is stable, ``text``/``text_zh`` are for people
    (English, Chinese); ``message`` the same as a message (ids ``pairing.*``), which the
    window shows in the UI language."""

    code: str
    players: tuple[int, ...]
    text: str
    text_zh: str
    message: Message | None = field(default=None, compare=False)


def check_pairing(players: Sequence[Player], rounds: Sequence[Round], games: Sequence[Game],
                  scoring: Scoring, options: SwissOptions,
                  swiss: bool = True) -> list[PairingWarning]:
    """Warnings for boards ``games`` proposed as the round after ``rounds``.

    Checks: every active player exactly once, nobody withdrawn or unknown; and, for a
    积分编排 event (``swiss``), no rematch, the colour limits, a second bye while someone
    has none, and the bye going to a player who is not among the lowest scorers.
    """
    warnings: list[PairingWarning] = []
    known = {p.number: p for p in players}
    seen: dict[int, int] = {}
    for g in games:
        for n in g.players():
            seen[n] = seen.get(n, 0) + 1
    for n, count in sorted(seen.items()):
        if n not in known:
            warnings.append(PairingWarning("unknown", (n,), f"no player number {n}",
                                           f"没有{n}号棋手", say("pairing.unknown", number=n)))
        elif count > 1:
            warnings.append(PairingWarning("twice", (n,), f"player {n} is paired {count} times",
                                           f"{n}号棋手被编排{count}次",
                                           say("pairing.twice", number=n, count=count)))
        elif not known[n].active:
            warnings.append(PairingWarning("withdrawn", (n,), f"player {n} has withdrawn",
                                           f"{n}号棋手已退出比赛",
                                           say("pairing.withdrawn", number=n)))
    for p in players:
        if p.active and p.number not in seen:
            warnings.append(PairingWarning("unpaired", (p.number,),
                                           f"player {p.number} is not paired",
                                           f"{p.number}号棋手未被编排",
                                           say("pairing.unpaired", number=p.number)))
    if not swiss:
        return warnings
    st = states(players, rounds, scoring)
    lim = options.limits
    for g in games:
        if g.black is None:
            continue
        red, black = st.get(g.red), st.get(g.black)
        if red is None or black is None:
            continue
        if black.number in red.opponents:
            warnings.append(PairingWarning("rematch", (g.red, g.black),
                                           f"{g.red} and {g.black} have met before",
                                           f"{g.red}号与{g.black}号已相遇过",
                                           say("pairing.rematch", red=g.red, black=g.black)))
        for s, c in ((red, "R"), (black, "B")):
            if not lim.allows(s.history, c):
                warnings.append(PairingWarning(
                    "colour", (s.number,),
                    f"player {s.number} ({s.history or '-'}) cannot take "
                    f"{'Red' if c == 'R' else 'Black'}: three in a row or difference 3",
                    f"{s.number}号棋手（{s.history or '-'}）执{'红' if c == 'R' else '黑'}"
                    "将连三或先后手相差三局",
                    say("pairing.colour_red" if c == "R" else "pairing.colour_black",
                        number=s.number, history=s.history or "-")))
    warnings.extend(_bye_warnings(games, st))
    return warnings


def _bye_warnings(games: Sequence[Game], st: dict[int, State]) -> list[PairingWarning]:
    out: list[PairingWarning] = []
    paired = {n for g in games for n in g.players()}
    for g in games:
        if g.black is not None or g.red not in st:
            continue
        s = st[g.red]
        others = [t for t in st.values() if t.number in paired and t.byes == 0]
        if s.byes > 0 and others:
            out.append(PairingWarning("second_bye", (s.number,),
                                      f"player {s.number} already had a bye",
                                      f"{s.number}号棋手已轮空过",
                                      say("pairing.second_bye", number=s.number)))
        lower = [t for t in others if t.score < s.score]
        if lower:
            out.append(PairingWarning("bye_not_lowest", (s.number,),
                                      f"the bye should go to a lower scorer "
                                      f"(e.g. {lower[0].number})",
                                      f"轮空应给最低分棋手（如{lower[0].number}号）",
                                      say("pairing.bye_not_lowest", number=lower[0].number)))
    return out
