"""Knockout 淘汰制: seeded brackets, double elimination and playoffs (art. 10.4, 12.4).

The 附录四 tables were not found (docs/tournament.md, "Not from CXA"), so brackets are the
standard seeded ones (1 v 16, 8 v 9, … for 16; top seeds take the byes) and are marked
"not from CXA". Colours (12.4): by lot in game 1 of a match; in a two-game match the
colours swap in game 2.

Playoffs (附加赛, reference §3, a later CXA text): after a drawn slow game, rapid
(10 min + 10 s), then blitz (5 min + 3 s), each with colours reversed, then an Armageddon
game (Red 6 min, Black 4 min, + 3 s per move) in which a draw counts as a win for Black
(和棋黑胜). :data:`FORMATS` lists formats a)–e) of that text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from xiangqi_gui.clock.timecontrol import Stage, TimeControl, minutes, seconds

from .model import Result

#: Brackets here are generic seeded brackets: 附录四 was not available.
FROM_CXA = False


def bracket_size(n: int) -> int:
    """The smallest power of two ≥ n (n ≥ 2); raises ``ValueError`` below 2."""
    if n < 2:
        raise ValueError(f"a knockout needs at least 2 players, got {n}")
    size = 1
    while size < n:
        size *= 2
    return size


def seed_order(size: int) -> list[int]:
    """Seeds in bracket order for a power-of-two ``size``.

    Seeds 1 and 2 can only meet in the final, 1–4 only in the semi-finals, and so on.

    >>> seed_order(8)
    [1, 8, 4, 5, 2, 7, 3, 6]
    """
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [x for s in order for x in (s, total - s)]
    return order


def first_round(seeded: list[int]) -> list[tuple[int, int | None]]:
    """First-round pairs for players listed in seed order (``seeded[0]`` is seed 1).

    Returns (higher seed, lower seed or None for a bye) in bracket order; byes go to the
    top seeds.
    """
    size = bracket_size(len(seeded))
    order = seed_order(size)
    out: list[tuple[int, int | None]] = []
    for i in range(0, size, 2):
        a, b = order[i], order[i + 1]
        pa = seeded[a - 1]
        pb = seeded[b - 1] if b <= len(seeded) else None
        out.append((pa, pb))
    return out


def next_round(winners: list[int]) -> list[tuple[int, int | None]]:
    """Pairs of the next knockout round from the previous round's winners in bracket
    order (adjacent winners meet)."""
    return [(winners[i], winners[i + 1] if i + 1 < len(winners) else None)
            for i in range(0, len(winners), 2)]


@dataclass
class DoubleElimination:
    """Double elimination 双败淘汰: a player is out after two losses.

    Each round pairs the unbeaten (winners' bracket) among themselves and the once-beaten
    (losers' bracket) among themselves, in seed order, avoiding rematches where possible;
    an odd player out has a bye. When one unbeaten and one once-beaten player are left
    they meet in the final; if the once-beaten player wins, both have one loss and a
    deciding game follows. Not the 附录四 table (not found).
    """

    seeded: list[int]
    losses: dict[int, int] = field(default_factory=dict)
    met: set[frozenset[int]] = field(default_factory=set)

    def __post_init__(self) -> None:
        for p in self.seeded:
            self.losses.setdefault(p, 0)

    @property
    def alive(self) -> list[int]:
        """Players with fewer than two losses, in seed order."""
        return [p for p in self.seeded if self.losses[p] < 2]

    @property
    def champion(self) -> int | None:
        """The winner once only one player is left."""
        alive = self.alive
        return alive[0] if len(alive) == 1 else None

    def pairs(self) -> list[tuple[int, int | None]]:
        """This round's pairs; (p, None) is a bye. Empty once there is a champion."""
        alive = self.alive
        if len(alive) <= 1:
            return []
        if len(alive) == 2:
            return [(alive[0], alive[1])]
        out: list[tuple[int, int | None]] = []
        for losses in (0, 1):
            out.extend(self._pair_bracket([p for p in alive if self.losses[p] == losses]))
        return out

    def _pair_bracket(self, players: list[int]) -> list[tuple[int, int | None]]:
        rest = list(players)
        out: list[tuple[int, int | None]] = []
        while len(rest) >= 2:
            a = rest.pop(0)
            b = next((x for x in reversed(rest) if frozenset((a, x)) not in self.met),
                     rest[-1])
            rest.remove(b)
            out.append((a, b))
        if rest:
            out.append((rest[0], None))
        return out

    def record(self, winner: int, loser: int) -> None:
        """Record a decided match (after any playoff)."""
        self.losses[loser] += 1
        self.met.add(frozenset((winner, loser)))


class Kind(Enum):
    """Kinds of game in a knockout match."""

    SLOW = "slow"  # 慢棋, the event's time control
    RAPID = "rapid"  # 快棋
    BLITZ = "blitz"  # 超快棋
    ARMAGEDDON = "armageddon"  # 附加赛: draw = Black wins

    @property
    def zh(self) -> str:
        """Chinese name."""
        return {"slow": "慢棋", "rapid": "快棋", "blitz": "超快棋",
                "armageddon": "附加赛（和棋黑胜）"}[self.value]


def playoff_clocks(kind: Kind) -> tuple[TimeControl, TimeControl] | None:
    """(Red's, Black's) time control of a playoff game (reference §3), None for SLOW (the
    event's own): rapid 10 min + 10 s, blitz 5 min + 3 s, Armageddon Red 6 min and Black
    4 min, both + 3 s."""
    if kind is Kind.RAPID:
        tc = TimeControl((Stage(minutes(10), increment_ns=seconds(10)),), name="快棋10分钟+10秒")
        return tc, tc
    if kind is Kind.BLITZ:
        tc = TimeControl((Stage(minutes(5), increment_ns=seconds(3)),), name="超快棋5分钟+3秒")
        return tc, tc
    if kind is Kind.ARMAGEDDON:
        red = Stage(minutes(6), increment_ns=seconds(3))
        black = Stage(minutes(4), increment_ns=seconds(3))
        return (TimeControl((red,), name="附加赛红6分钟+3秒"),
                TimeControl((black,), name="附加赛黑4分钟+3秒"))
    return None


#: Formats of the later CXA text (reference §3): the sequence of game kinds after which,
#: if still level, the last kind repeats (format d) or Armageddon decides.
FORMATS: dict[str, tuple[Kind, ...]] = {
    "a": (Kind.SLOW, Kind.RAPID, Kind.ARMAGEDDON),
    "b": (Kind.SLOW, Kind.RAPID, Kind.BLITZ, Kind.ARMAGEDDON),
    "c": (Kind.SLOW, Kind.RAPID, Kind.BLITZ, Kind.BLITZ, Kind.ARMAGEDDON),
    "d": (Kind.SLOW, Kind.RAPID, Kind.BLITZ),  # blitz repeats, colours alternating
    "e": (Kind.SLOW, Kind.SLOW, Kind.BLITZ, Kind.BLITZ, Kind.ARMAGEDDON),  # 两局分先制
}


@dataclass
class MatchGame:
    """One game of a knockout match: its kind, colours and result."""

    kind: Kind
    red: int
    black: int
    result: Result | None = None


@dataclass
class KnockoutMatch:
    """A knockout match between ``a`` and ``b`` played under a playoff format.

    ``a`` has Red in game 1 (drawn by lot beforehand, 12.4). Later games reverse the
    colours of the game before, except Armageddon, where ``armageddon_red`` (the colour
    chosen by the player entitled to choose) says who has Red.
    """

    a: int
    b: int
    format: str = "b"
    games: list[MatchGame] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise ValueError(f"unknown playoff format {self.format!r}; use one of "
                             f"{', '.join(FORMATS)}")

    def next_game(self, armageddon_red: int | None = None) -> MatchGame | None:
        """The next game to play (appended to :attr:`games`), or None when decided.

        Raises ``ValueError`` while the last game has no result, or for an Armageddon
        game without ``armageddon_red``.
        """
        if self.games and self.games[-1].result is None:
            raise ValueError("the last game has no result yet")
        if self.winner is not None:
            return None
        seq = FORMATS[self.format]
        index = len(self.games)
        kind = seq[index] if index < len(seq) else seq[-1]
        if kind is Kind.ARMAGEDDON:
            if armageddon_red not in (self.a, self.b):
                raise ValueError("Armageddon: say who chose Red (armageddon_red)")
            red = armageddon_red
        elif not self.games:
            red = self.a
        else:
            red = self.games[-1].black
        assert red is not None
        game = MatchGame(kind, red, self.b if red == self.a else self.a)
        self.games.append(game)
        return game

    @property
    def winner(self) -> int | None:
        """The match winner once decided, else None."""
        seq = FORMATS[self.format]
        slow = [g for g in self.games if g.kind is Kind.SLOW]
        slow_needed = sum(1 for k in seq if k is Kind.SLOW)
        if len(slow) < slow_needed or any(g.result is None for g in slow):
            return None
        level, lead = self._tally(slow)
        if not level:
            return lead
        extra = self.games[len(slow):]
        if self.format == "e":  # blitz pair decides on points, then Armageddon
            blitz = [g for g in extra if g.kind is Kind.BLITZ and g.result is not None]
            if len(blitz) == 2:
                level, lead = self._tally(blitz)
                if not level:
                    return lead
            extra = [g for g in extra if g.kind is Kind.ARMAGEDDON]
        for g in extra:
            if g.result is None:
                return None
            if g.kind is Kind.ARMAGEDDON:
                return g.red if g.result in (Result.RED_WIN, Result.RED_FORFEIT_WIN) else g.black
            if g.result is not Result.DRAW:
                return g.red if g.result in (Result.RED_WIN, Result.RED_FORFEIT_WIN) else g.black
        return None

    def _tally(self, games: list[MatchGame]) -> tuple[bool, int | None]:
        pts = {self.a: 0.0, self.b: 0.0}
        for g in games:
            assert g.result is not None
            if g.result is Result.DRAW:
                pts[g.red] += 1
                pts[g.black] += 1
            elif g.result in (Result.RED_WIN, Result.RED_FORFEIT_WIN):
                pts[g.red] += 2
            elif g.result in (Result.BLACK_WIN, Result.BLACK_FORFEIT_WIN):
                pts[g.black] += 2
        if pts[self.a] == pts[self.b]:
            return True, None
        return False, self.a if pts[self.a] > pts[self.b] else self.b


@dataclass
class Slot:
    """One place in a knockout round: ``a`` against ``b`` (None: ``a`` has a bye)."""

    a: int
    b: int | None
    match: KnockoutMatch | None = None

    @property
    def winner(self) -> int | None:
        """The player going through, once known."""
        if self.b is None:
            return self.a
        return None if self.match is None else self.match.winner

    @property
    def loser(self) -> int | None:
        """The beaten player, once known (None for a bye)."""
        w = self.winner
        if w is None or self.b is None:
            return None
        return self.b if w == self.a else self.a


@dataclass
class KnockoutEvent:
    """A knockout event 淘汰赛: players 1..n in seed order, single or double elimination,
    each match played under a playoff format (:data:`FORMATS`).

    Raises ``ValueError`` for actions out of turn (the message says why).
    """

    name: str = ""
    players: list[str] = field(default_factory=list)
    format: str = "b"
    double: bool = False
    rounds: list[list[Slot]] = field(default_factory=list)

    def add_player(self, name: str) -> int:
        """Register the next seed (before round 1); returns its number."""
        if self.rounds:
            raise ValueError("players can only be registered before round 1")
        if not name.strip():
            raise ValueError("a player needs a name")
        self.players.append(name.strip())
        return len(self.players)

    @property
    def champion(self) -> int | None:
        """The winner of the event, once decided."""
        if not self.rounds or any(s.winner is None for s in self.rounds[-1]):
            return None
        if self.double:
            de = self._double()
            return de.champion
        last = self.rounds[-1]
        return last[0].winner if len(last) == 1 else None

    def pair_next_round(self) -> list[Slot]:
        """Pair the next round: seeded first round, then winners of adjacent slots (single)
        or the unbeaten and the once-beaten among themselves (double)."""
        if len(self.players) < 2:
            raise ValueError("a knockout needs at least 2 players")
        if self.rounds and any(s.winner is None for s in self.rounds[-1]):
            raise ValueError(f"round {len(self.rounds)} is not decided yet")
        if self.champion is not None:
            raise ValueError("the event is decided")
        if self.double:
            pairs = self._double().pairs()
        elif not self.rounds:
            pairs = first_round(list(range(1, len(self.players) + 1)))
        else:
            winners = [s.winner for s in self.rounds[-1]]
            pairs = next_round([w for w in winners if w is not None])
        slots = [Slot(a, b, None if b is None else KnockoutMatch(a, b, self.format))
                 for a, b in pairs]
        self.rounds.append(slots)
        return slots

    def _double(self) -> DoubleElimination:
        de = DoubleElimination(list(range(1, len(self.players) + 1)))
        for rnd in self.rounds:
            for s in rnd:
                if s.b is not None and s.winner is not None and s.loser is not None:
                    de.record(s.winner, s.loser)
        return de

    def slot(self, round_no: int, index: int) -> Slot:
        """Slot ``index`` (1-based) of round ``round_no``; ValueError when there is none."""
        if not 1 <= round_no <= len(self.rounds) or not 1 <= index <= len(
                self.rounds[round_no - 1]):
            raise ValueError(f"no match {index} in round {round_no}")
        return self.rounds[round_no - 1][index - 1]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"name": self.name, "players": self.players, "format": self.format,
                "double": self.double, "rounds": [[{
                    "a": s.a, "b": s.b, "games": [] if s.match is None else [
                        {"kind": g.kind.value, "red": g.red, "black": g.black,
                         "result": None if g.result is None else g.result.value}
                        for g in s.match.games]} for s in rnd] for rnd in self.rounds]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> KnockoutEvent:
        """Inverse of :meth:`to_dict`."""
        ev = cls(str(data["name"]), list(data["players"]), str(data["format"]),
                 bool(data["double"]))
        for rnd in data["rounds"]:
            slots = []
            for s in rnd:
                match = None
                if s["b"] is not None:
                    match = KnockoutMatch(s["a"], s["b"], ev.format, [
                        MatchGame(Kind(g["kind"]), g["red"], g["black"],
                                  None if g["result"] is None else Result(g["result"]))
                        for g in s["games"]])
                slots.append(Slot(s["a"], s["b"], match))
            ev.rounds.append(slots)
        return ev
