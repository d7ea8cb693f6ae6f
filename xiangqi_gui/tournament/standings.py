"""Standings and tie-breaks (CXA 2011 art. 14.1–14.4, 18.5; the options: docs/tournament.md).

Each player's record is built from the finished games of rounds 1..R, then players are
ordered by points (or match points, 14.2) and ties are broken by a chain of
:class:`TieBreak` criteria. Each criterion is applied to the still-tied group only, so
直胜 (direct encounter) compares the players of that group. Players still equal after
the whole chain share a rank.

Definitions (reference §4.2), S(q) being q's final points:

* 小分 (14.1): Σ S(beaten opponents) + ½ Σ S(drawn opponents); forfeit wins count as wins.
* 对手分 (14.3.1): Σ S(opponents met), forfeits included (the pairing was made); a bye
  adds the value chosen by :class:`ByeValue` (14.4: "按有分棋手中的最低得分").
* 累进分 (14.3.2): Σ_r S_r, S_r the running total after round r (a bye counts in its round).
* 胜局: wins, forfeit wins and byes included (a bye "按胜局计分", 14.4).
* 直胜: points scored in the games among the tied players (the mini-table; for two
  players their direct result). More than two players is a documented choice.
* 犯规: fouls recorded on the boards (fewer ranks higher).
* 后走局数 / 后走胜局: games with Black / wins with Black (more ranks higher); a
  forfeit keeps the colour it was paired with, as Match BP counts it.
* 比较前一轮成绩 (14.3.1) and 去除第一轮得分 (14.3.2): see :class:`PreviousRounds` and
  :class:`DropRounds`.
* 18.5: on equal points, players with disqualifications (18.2), then warnings (18.1), go
  last (criterion ``SANCTIONS``, placed right after the points in the CXA chains).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from .model import Player, Round, Sanction, SanctionKind
from .scoring import Scoring


class TieBreak(Enum):
    """One tie-break criterion; the value is its stable key (CLI, JSON, SQLite)."""

    SANCTIONS = "sanctions"  # 18.5
    SMALL_POINTS = "small_points"  # 小分 14.1
    GAME_POINTS = "game_points"  # 局分总和 14.2
    OPPONENT_SCORE = "opponent_score"  # 对手分 14.3.1
    PROGRESSIVE = "progressive"  # 累进分 14.3.2
    WINS = "wins"  # 胜局
    DIRECT = "direct"  # 直胜
    FOULS = "fouls"  # 犯规
    BLACK_GAMES = "black_games"  # 后走局数
    BLACK_WINS = "black_wins"  # 后走胜局
    PREVIOUS_ROUNDS = "previous_rounds"  # 比较前一轮成绩 14.3.1
    DROP_ROUNDS = "drop_rounds"  # 去除第一轮得分 14.3.2

    @property
    def zh(self) -> str:
        """The column heading used on Chinese sheets."""
        return _ZH[self]


_ZH = {
    TieBreak.SANCTIONS: "处分", TieBreak.SMALL_POINTS: "小分", TieBreak.GAME_POINTS: "局分",
    TieBreak.OPPONENT_SCORE: "对手分", TieBreak.PROGRESSIVE: "累进分", TieBreak.WINS: "胜局",
    TieBreak.DIRECT: "直胜", TieBreak.FOULS: "犯规", TieBreak.BLACK_GAMES: "后走局数",
    TieBreak.BLACK_WINS: "后走胜局", TieBreak.PREVIOUS_ROUNDS: "前轮成绩",
    TieBreak.DROP_ROUNDS: "去轮成绩",
}


class Primary(Enum):
    """What ranks first: points (14.1, 14.3) or match points 场分 (14.2, two-game rounds)."""

    POINTS = "points"
    MATCH_POINTS = "match_points"


class ByeValue(Enum):
    """What a bye adds to 对手分 (art. 14.4; reference §4.2 and open question 2).

    ``LOWEST`` (default): the lowest final score of all ranked players (WXF's "the lowest
    player from all"). ``LOWEST_SCORED``: the lowest final score among players with more
    than 0 points (the literal "有分棋手"). ``ZERO``: nothing (Match BP's and yunbisai's
    default; not what 14.4 says).
    """

    LOWEST = "lowest"
    LOWEST_SCORED = "lowest_scored"
    ZERO = "zero"


class PreviousRounds(Enum):
    """Reading of 14.3.1 "比较前一轮成绩，以此类推" (reference §4.2, open question 3).

    ``POINTS`` (default, Match BP dir = 2): compare the points after round R−1, then R−2, ….
    ``RANK``: compare the places in the standings after round R−1, then R−2, … (the
    Leshan notice's "比较前一轮名次"), the standings being computed with the same chain.
    """

    POINTS = "points"
    RANK = "rank"


class DropRounds(Enum):
    """Reading of 14.3.2 "去除第一轮得分…再去除第二轮" (reference §4.2, open question 3).

    ``POINTS`` (default, Match BP dir = 1): the points total without rounds 1..k, k = 1, 2, ….
    ``PROGRESSIVE``: the 累进分 recomputed as if the event started after round k.
    """

    POINTS = "points"
    PROGRESSIVE = "progressive"


@dataclass(frozen=True)
class RankingRules:
    """How to rank: the primary score, the tie-break chain and the ambiguous points."""

    chain: tuple[TieBreak, ...]
    primary: Primary = Primary.POINTS
    bye_value: ByeValue = ByeValue.LOWEST
    previous_rounds: PreviousRounds = PreviousRounds.POINTS
    drop_rounds: DropRounds = DropRounds.POINTS

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"chain": [t.value for t in self.chain], "primary": self.primary.value,
                "bye_value": self.bye_value.value,
                "previous_rounds": self.previous_rounds.value,
                "drop_rounds": self.drop_rounds.value}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RankingRules:
        """Inverse of :meth:`to_dict`; raises ``ValueError``/``KeyError`` on bad data."""
        return cls(tuple(TieBreak(t) for t in data["chain"]), Primary(data["primary"]),
                   ByeValue(data["bye_value"]), PreviousRounds(data["previous_rounds"]),
                   DropRounds(data["drop_rounds"]))


T = TieBreak
#: The chains of art. 14 for individual events. 14.1's last item is OCR'd in the seed as
#: "对局时后走"; read as 后走胜局 (reference §4.1).
CHAINS: dict[str, RankingRules] = {
    "14.1": RankingRules((T.SANCTIONS, T.SMALL_POINTS, T.WINS, T.DIRECT, T.FOULS,
                          T.BLACK_GAMES, T.BLACK_WINS)),
    "14.2": RankingRules((T.SANCTIONS, T.GAME_POINTS, T.WINS, T.DIRECT, T.FOULS,
                          T.BLACK_WINS), primary=Primary.MATCH_POINTS),
    "14.3.1": RankingRules((T.SANCTIONS, T.OPPONENT_SCORE, T.WINS, T.FOULS, T.BLACK_GAMES,
                            T.PREVIOUS_ROUNDS)),
    "14.3.2": RankingRules((T.SANCTIONS, T.PROGRESSIVE, T.WINS, T.FOULS, T.BLACK_GAMES,
                            T.DROP_ROUNDS)),
}
del T


def ranking_rules(name: str) -> RankingRules:
    """The chain of article ``name`` (``14.1``, ``14.2``, ``14.3.1``, ``14.3.2``), or a
    comma-separated list of :class:`TieBreak` keys. Raises ``ValueError``."""
    if name in CHAINS:
        return CHAINS[name]
    try:
        return RankingRules(tuple(TieBreak(k.strip()) for k in name.split(",") if k.strip()))
    except ValueError:
        keys = ", ".join(t.value for t in TieBreak)
        raise ValueError(f"unknown tie-break chain {name!r}; use 14.1, 14.2, 14.3.1, 14.3.2 "
                         f"or a comma-separated list of: {keys}") from None


@dataclass
class Entry:
    """One round of a player's record."""

    round: int
    opponent: int | None  # None: bye
    colour: str | None  # "R", "B", None for a bye
    points: float
    outcome: str  # "W", "D", "L"
    played: bool  # False for forfeits and byes
    opponent_points: float = 0.0  # what the opponent scored in this game


@dataclass
class Row:
    """A player's line in the standings.

    ``values`` maps each :class:`TieBreak` of the event's chain (and every column the
    sheets print) to its value; ``rank`` is 1-based and shared by players the chain
    cannot separate.
    """

    player: Player
    entries: list[Entry] = field(default_factory=list)
    round_points: list[float] = field(default_factory=list)
    points: float = 0.0
    match_points: float = 0.0
    fouls: int = 0
    warnings: int = 0
    disqualifications: int = 0
    values: dict[str, float] = field(default_factory=dict)
    rank: int = 0

    @property
    def number(self) -> int:
        """The player's registration number."""
        return self.player.number

    def after(self, rnd: int) -> float:
        """Points after round ``rnd`` (0 for rnd ≤ 0)."""
        return sum(self.round_points[:max(rnd, 0)])


def standings(players: Iterable[Player], rounds: Sequence[Round], scoring: Scoring,
              rules: RankingRules, *, sanctions: Iterable[Sanction] = (),
              after_round: int | None = None, excluded: Iterable[int] = (),
              rest_byes: bool = False) -> list[Row]:
    """Rank ``players`` on the finished games of ``rounds[:after_round]``.

    A bye scores as a win (14.4, 积分编排) unless ``rest_byes``: in a round robin with an
    odd field the bye is only a rest (休息) and counts for nothing. ``excluded`` players
    (e.g. a round-robin withdrawal whose results are cancelled under art. 19.2) are left
    out, and so are their games for everyone. Returns the rows in rank
    order. Unfinished games are ignored. Runs in O(players × rounds) plus the tie groups.
    """
    last = len(rounds) if after_round is None else min(after_round, len(rounds))
    out = set(excluded)
    rows = {p.number: Row(p, round_points=[0.0] * last) for p in players if p.number not in out}
    for rnd in rounds[:last]:
        _add_round(rows, rnd, scoring, out, rest_byes)
    for s in sanctions:
        if s.player in rows and s.round <= last:
            row = rows[s.player]
            if s.kind is SanctionKind.WARNING:
                row.warnings += 1
            else:
                row.disqualifications += 1
    for row in rows.values():
        row.points = sum(row.round_points)
        row.match_points = _match_points(row, scoring)
    ranker = _Ranker(rows, rules, last, players, rounds, scoring, sanctions, out, rest_byes)
    return ranker.rank()


def _add_round(rows: dict[int, Row], rnd: Round, scoring: Scoring, out: set[int],
               rest_byes: bool) -> None:
    index = rnd.number - 1
    for game in rnd.games:
        if not game.finished or game.red in out or game.black in out:
            continue
        if rest_byes and game.black is None:
            continue
        red_pts, black_pts = scoring.game_points(game)
        played = game.result is not None and game.result.played
        if game.black is None:
            if game.red in rows:
                row = rows[game.red]
                row.round_points[index] += red_pts
                row.entries.append(Entry(rnd.number, None, None, red_pts, "W", False))
            continue
        assert black_pts is not None
        for me, opp, colour, mine, theirs, fouls in (
                (game.red, game.black, "R", red_pts, black_pts, game.red_fouls),
                (game.black, game.red, "B", black_pts, red_pts, game.black_fouls)):
            if me not in rows:
                continue
            outcome = "W" if mine > theirs else "L" if mine < theirs else "D"
            if mine == theirs == scoring.forfeit_loss and not played:
                outcome = "L"  # double forfeit: both lose (art. 20.2)
            row = rows[me]
            row.round_points[index] += mine
            row.fouls += fouls
            row.entries.append(Entry(rnd.number, opp, colour, mine, outcome, played, theirs))


def _match_points(row: Row, scoring: Scoring) -> float:
    """Match points 场分 (14.2, scored like 13.2): all games against one opponent form a
    match, won (a win's value), drawn (half of it) or lost on the points of those games.
    A bye counts as a won match."""
    per_opp: dict[int, list[float]] = {}
    total = 0.0
    for e in row.entries:
        if e.opponent is None:
            total += scoring.win
            continue
        tally = per_opp.setdefault(e.opponent, [0.0, 0.0])
        tally[0] += e.points
        tally[1] += e.opponent_points
    for mine, theirs in per_opp.values():
        total += scoring.win if mine > theirs else scoring.win / 2 if mine == theirs else 0.0
    return total


class _Ranker:
    """Orders rows: primary score, then the chain applied within tied groups."""

    def __init__(self, rows: dict[int, Row], rules: RankingRules, last: int,
                 players: Iterable[Player], rounds: Sequence[Round], scoring: Scoring,
                 sanctions: Iterable[Sanction], out: set[int], rest_byes: bool) -> None:
        self.rows = rows
        self.rest_byes = rest_byes
        self.rules = rules
        self.last = last
        self._context = (list(players), rounds, scoring, list(sanctions), out)
        self._rank_cache: dict[int, dict[int, int]] = {}
        final = [r.points for r in rows.values()]
        if rules.bye_value is ByeValue.ZERO or not final:
            self.bye_value = 0.0
        elif rules.bye_value is ByeValue.LOWEST:
            self.bye_value = min(final)
        else:
            scored = [p for p in final if p > 0]
            self.bye_value = min(scored) if scored else 0.0
        for row in rows.values():
            self._fill_values(row)

    # -- per-player values ---------------------------------------------------------
    def _fill_values(self, row: Row) -> None:
        rows = self.rows
        opp_score = small = 0.0
        wins = black_games = black_wins = 0
        for e in row.entries:
            if e.opponent is None:
                opp_score += self.bye_value
            else:
                s = rows[e.opponent].points if e.opponent in rows else 0.0
                opp_score += s
                if e.outcome == "W":
                    small += s
                elif e.outcome == "D":
                    small += s / 2
            wins += e.outcome == "W"
            if e.colour == "B":
                black_games += 1
                black_wins += e.outcome == "W"
        running = 0.0
        progressive = 0.0
        for pts in row.round_points:
            running += pts
            progressive += running
        v = row.values
        v[TieBreak.SMALL_POINTS.value] = small
        v[TieBreak.GAME_POINTS.value] = row.points
        v[TieBreak.OPPONENT_SCORE.value] = opp_score
        v[TieBreak.PROGRESSIVE.value] = progressive
        v[TieBreak.WINS.value] = wins
        v[TieBreak.FOULS.value] = row.fouls
        v[TieBreak.BLACK_GAMES.value] = black_games
        v[TieBreak.BLACK_WINS.value] = black_wins
        v[TieBreak.SANCTIONS.value] = row.disqualifications * 1000 + row.warnings

    # -- ordering ----------------------------------------------------------------------
    def rank(self) -> list[Row]:
        primary: Callable[[Row], float]
        if self.rules.primary is Primary.MATCH_POINTS:
            def primary(r: Row) -> float:
                return r.match_points
        else:
            def primary(r: Row) -> float:
                return r.points
        start = sorted(self.rows.values(), key=lambda r: (-primary(r), r.number))
        ordered: list[Row] = []
        for group in _runs(start, primary):
            ordered.extend(self._break(group, 0))
        self._assign_ranks(ordered, primary)
        return ordered

    def _break(self, group: list[Row], depth: int) -> list[Row]:
        if len(group) == 1 or depth >= len(self.rules.chain):
            return group
        key = self._key(self.rules.chain[depth], group)
        group = sorted(group, key=lambda r: (key(r), r.number))
        out: list[Row] = []
        for run in _runs(group, key):
            out.extend(self._break(run, depth + 1))
        return out

    def _key(self, tb: TieBreak, group: list[Row]) -> Callable[[Row], Any]:
        """A sort key (smaller sorts first = ranks higher) for ``tb`` within ``group``."""
        if tb in (TieBreak.FOULS, TieBreak.SANCTIONS):
            return lambda r: r.values[tb.value]
        if tb is TieBreak.DIRECT:
            members = {r.number for r in group}
            mini = {r.number: sum(e.points for e in r.entries if e.opponent in members)
                    for r in group}
            for r in group:
                r.values[TieBreak.DIRECT.value] = mini[r.number]
            return lambda r: -mini[r.number]
        if tb is TieBreak.PREVIOUS_ROUNDS:
            return self._previous_key()
        if tb is TieBreak.DROP_ROUNDS:
            return self._drop_key()
        return lambda r: -r.values[tb.value]

    def _previous_key(self) -> Callable[[Row], Any]:
        if self.rules.previous_rounds is PreviousRounds.POINTS:
            return lambda r: tuple(-r.after(k) for k in range(self.last - 1, 0, -1))
        return lambda r: tuple(self._rank_after(k).get(r.number, 10**9)
                               for k in range(self.last - 1, 0, -1))

    def _rank_after(self, rnd: int) -> dict[int, int]:
        if rnd not in self._rank_cache:
            players, rounds, scoring, sanctions, out = self._context
            rules = replace(self.rules, chain=tuple(
                t for t in self.rules.chain if t is not TieBreak.PREVIOUS_ROUNDS))
            rows = standings(players, rounds, scoring, rules, sanctions=sanctions,
                             after_round=rnd, excluded=out, rest_byes=self.rest_byes)
            self._rank_cache[rnd] = {r.number: r.rank for r in rows}
        return self._rank_cache[rnd]

    def _drop_key(self) -> Callable[[Row], Any]:
        last = self.last
        if self.rules.drop_rounds is DropRounds.POINTS:
            return lambda r: tuple(-(r.points - r.after(k)) for k in range(1, last))

        def progressive_without(r: Row, k: int) -> float:
            base = r.after(k)
            return sum(r.after(j) - base for j in range(k + 1, last + 1))
        return lambda r: tuple(-progressive_without(r, k) for k in range(1, last))

    def _assign_ranks(self, ordered: list[Row], primary: Callable[[Row], float]) -> None:
        chain = self.rules.chain
        prev: tuple[Any, ...] | None = None
        for i, row in enumerate(ordered, start=1):
            sig = (primary(row),) + tuple(self._signature(t, row) for t in chain)
            row.rank = ordered[i - 2].rank if prev is not None and sig == prev else i
            prev = sig

    def _signature(self, tb: TieBreak, row: Row) -> Any:
        if tb is TieBreak.DIRECT:
            return row.values.get(tb.value)
        if tb is TieBreak.PREVIOUS_ROUNDS:
            return self._previous_key()(row)
        if tb is TieBreak.DROP_ROUNDS:
            return self._drop_key()(row)
        return row.values[tb.value]


def _runs(rows: list[Row], key: Callable[[Row], Any]) -> list[list[Row]]:
    """Split sorted ``rows`` into runs of equal ``key``."""
    runs: list[list[Row]] = []
    last: Any = object()
    for row in rows:
        k = key(row)
        if runs and k == last:
            runs[-1].append(row)
        else:
            runs.append([row])
        last = k
    return runs
