"""Knockout 淘汰制: seeded brackets, double elimination and playoffs (art. 10.4, 12.4).

The 附录四 tables were not found (tournament-reference.md §3), so brackets are the
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
