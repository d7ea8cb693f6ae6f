"""GUI -> engine command lines (no trailing newline), per dialect.

Sources: UCI spec (S. Meyer-Kahlen, April 2004): ``uci``, ``setoption name N value V``,
``isready``, ``ucinewgame``, ``position [startpos|fen F] moves ...``,
``go wtime/btime/winc/binc/movetime/depth``, ``stop``, ``quit``. UCCI 3.0 (xqbase.com):
``ucci``, ``setoption N V``, ``position fen F moves ...``,
``go time T increment I opptime T' oppincrement I'`` (time of the side to move first,
milliseconds once ``usemillisec`` is on - the only unit UCCI 2.3+ recommends), ``go depth D``.
UCCI has no ``movetime``: it is sent as ``go time T movestogo 1``.
``searchmoves`` (UCI ``go ... searchmoves m1 m2``: search only these root moves) has no
UCCI command; UCCI 3.0's ``banmoves m1 m2`` (sent after ``position``, before ``go``) bans
every other legal move instead.

In UCI ``w``/``white`` is Red and ``b``/``black`` is Black.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import START_FEN, Color, Move
from .coords import to_engine
from .dialect import Dialect


@dataclass(frozen=True, slots=True)
class SearchLimits:
    """How long the engine may think. All times are integer milliseconds.

    Either the clock (``red_ms`` and ``black_ms`` remaining, ``inc_ms`` Fischer increment
    per move of Red, ``black_inc_ms`` Black's when it differs (None: the same as
    ``inc_ms``; time odds, art. 6.5), ``moves_to_go`` until the next stage), or
    ``movetime_ms`` (think exactly this long), or ``depth`` (plies), or ``infinite``
    (analyse until stopped: the analysis pane). ``searchmoves`` (any limit) restricts the
    search to these root moves (the game review scores a played move with it); empty means
    every legal move. Raises ``ValueError`` for a negative value, for no limit at all, or
    for mixing them.
    """

    red_ms: int | None = None
    black_ms: int | None = None
    inc_ms: int = 0
    moves_to_go: int | None = None
    movetime_ms: int | None = None
    depth: int | None = None
    infinite: bool = False
    black_inc_ms: int | None = None
    searchmoves: tuple[Move, ...] = ()

    def __post_init__(self) -> None:
        values = (self.red_ms, self.black_ms, self.inc_ms, self.moves_to_go,
                  self.movetime_ms, self.depth, self.black_inc_ms)
        if any(v is not None and v < 0 for v in values):
            raise ValueError(f"search limits cannot be negative: {self}")
        clock = self.red_ms is not None or self.black_ms is not None
        if clock and (self.red_ms is None or self.black_ms is None):
            raise ValueError("give both red_ms and black_ms, or neither")
        fixed = (self.movetime_ms is not None) + (self.depth is not None) + self.infinite
        if clock + fixed != 1:
            raise ValueError("give exactly one of: the clock (red_ms, black_ms), "
                             "movetime_ms, depth, infinite")

    @classmethod
    def clock(cls, red_ms: int, black_ms: int, inc_ms: int = 0,
              moves_to_go: int | None = None, black_inc_ms: int | None = None
              ) -> SearchLimits:
        """Limits from both sides' remaining times (ms) and the increments (ms): ``inc_ms``
        Red's (and Black's when ``black_inc_ms`` is None), ``black_inc_ms`` Black's."""
        return cls(red_ms=red_ms, black_ms=black_ms, inc_ms=inc_ms, moves_to_go=moves_to_go,
                   black_inc_ms=black_inc_ms)

    def increment_ms(self, side: Color) -> int:
        """``side``'s Fischer increment per move, ms."""
        if side is Color.BLACK and self.black_inc_ms is not None:
            return self.black_inc_ms
        return self.inc_ms

    @classmethod
    def from_clock_ns(cls, red_ns: int, black_ns: int, inc_ns: int = 0) -> SearchLimits:
        """Limits from clock readings in nanoseconds (``ChessClock.remaining``), floored to ms.

        A flag already down (negative remaining) is sent as 0 ms.
        """
        return cls.clock(max(red_ns, 0) // 1_000_000, max(black_ns, 0) // 1_000_000,
                         max(inc_ns, 0) // 1_000_000)

    def budget_ms(self, turn: Color) -> int | None:
        """Longest the engine should need, in ms (for watchdogs); None for a depth or an
        infinite search."""
        if self.movetime_ms is not None:
            return self.movetime_ms
        if self.red_ms is None or self.black_ms is None:
            return None
        return (self.red_ms if turn is Color.RED else self.black_ms) + self.increment_ms(turn)


def handshake(dialect: Dialect) -> str:
    """``"uci"`` or ``"ucci"``."""
    return dialect.handshake


def set_option(dialect: Dialect, name: str, value: str | int | bool) -> str:
    """``setoption name Hash value 64`` (UCI) / ``setoption Hash 64`` (UCCI).

    Booleans are written ``true``/``false``. UCCI option names contain no spaces; FSF's UCCI
    mode lists ``Skill Level`` as ``Skill_Level``, so spaces become ``_`` there.
    """
    text = str(value).lower() if isinstance(value, bool) else str(value)
    if dialect is Dialect.UCCI:
        return f"setoption {name.replace(' ', '_')} {text}".rstrip()
    return f"setoption name {name} value {text}".rstrip()


def setup_options(dialect: Dialect, advertised: frozenset[str]) -> list[str]:
    """Options every session sends after the handshake.

    UCI_FSF: ``UCI_Variant xiangqi`` (Fairy-Stockfish starts in chess). UCCI:
    ``usemillisec true`` when the engine lists it (older UCCI engines count seconds).
    """
    if dialect is Dialect.UCI_FSF:
        return [set_option(dialect, "UCI_Variant", "xiangqi")]
    if dialect is Dialect.UCCI and "usemillisec" in advertised:
        return [set_option(dialect, "usemillisec", True)]
    return []


def is_ready() -> str:
    """``isready`` (both dialects); answered by ``readyok``."""
    return "isready"


def new_game(dialect: Dialect) -> list[str]:
    """``ucinewgame`` for UCI dialects; UCCI has no such command (empty list)."""
    return [] if dialect is Dialect.UCCI else ["ucinewgame"]


def position(dialect: Dialect, start_fen: str, moves: list[Move]) -> str:
    """``position startpos|fen <FEN> [moves m1 m2 ...]`` with moves in the dialect's text.

    ``startpos`` is used only when ``start_fen`` is exactly :data:`START_FEN`. The moves
    are sent from the game's start so the engine sees repetitions.
    """
    base = "position startpos" if start_fen == START_FEN else f"position fen {start_fen}"
    if not moves:
        return base
    return base + " moves " + " ".join(to_engine(m, dialect) for m in moves)


def ban_moves(dialect: Dialect, limits: SearchLimits, legal: list[Move]) -> list[str]:
    """UCCI only: ``banmoves`` of every move of ``legal`` outside ``limits.searchmoves``
    (empty list for UCI dialects, for no ``searchmoves``, or when nothing is banned)."""
    if dialect is not Dialect.UCCI or not limits.searchmoves:
        return []
    banned = [to_engine(m, dialect) for m in legal if m not in limits.searchmoves]
    return [f"banmoves {' '.join(banned)}"] if banned else []


def go(dialect: Dialect, limits: SearchLimits, turn: Color) -> str:
    """The ``go`` line for ``limits``; ``turn`` is the side to move (for UCCI's own/opp
    time). UCI dialects append ``searchmoves`` when ``limits.searchmoves`` is set (UCCI gets
    :func:`ban_moves` instead).

    >>> from xiangqi_gui.rules import Move
    >>> go(Dialect.UCI_FSF, SearchLimits(depth=9, searchmoves=(Move.from_iccs("h2e2"),)),
    ...    Color.RED)
    'go depth 9 searchmoves h3e3'
    """
    line = _go(dialect, limits, turn)
    if limits.searchmoves and dialect is not Dialect.UCCI:
        line += " searchmoves " + " ".join(to_engine(m, dialect) for m in limits.searchmoves)
    return line


def _go(dialect: Dialect, limits: SearchLimits, turn: Color) -> str:
    if limits.infinite:
        return "go infinite"
    if limits.depth is not None:
        return f"go depth {limits.depth}"
    if limits.movetime_ms is not None:
        if dialect is Dialect.UCCI:
            return f"go time {limits.movetime_ms} movestogo 1"
        return f"go movetime {limits.movetime_ms}"
    assert limits.red_ms is not None and limits.black_ms is not None  # checked in SearchLimits
    if dialect is Dialect.UCCI:
        own, opp = ((limits.red_ms, limits.black_ms) if turn is Color.RED
                    else (limits.black_ms, limits.red_ms))
        line = f"go time {own}"
        line += f" movestogo {limits.moves_to_go}" if limits.moves_to_go else \
            f" increment {limits.increment_ms(turn)}"
        line += f" opptime {opp}"
        line += f" oppmovestogo {limits.moves_to_go}" if limits.moves_to_go else \
            f" oppincrement {limits.increment_ms(turn.opponent)}"
        return line
    line = (f"go wtime {limits.red_ms} btime {limits.black_ms}"
            f" winc {limits.increment_ms(Color.RED)} binc {limits.increment_ms(Color.BLACK)}")
    if limits.moves_to_go:
        line += f" movestogo {limits.moves_to_go}"
    return line


def stop() -> str:
    """``stop``: the engine answers with ``bestmove`` (UCI) or ``bestmove``/``nobestmove``."""
    return "stop"


def quit_() -> str:
    """``quit`` (UCCI engines answer ``bye``)."""
    return "quit"
