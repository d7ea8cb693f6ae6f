"""Position analysis the arbiter needs beyond the rules core: values, exchanges, mate threats.

Works on :class:`~xiangqi_gui.rules.Position` copies only (never on the game's own
position) through its public API: ``board`` (ints, Red ``+kind``, Black ``-kind``),
``attackers``, ``is_legal``, ``legal_moves``, ``push_unchecked``/``pop``.

Material values follow art. 1.2 of the 2011 CXA rules (子力价值: one chariot = two horses = two
cannons = horse + cannon; horse = cannon; advisor = elephant) on the engine scale
of docs/references.md §7: chariot 4, horse 2, cannon 2, advisor 1, elephant 1,
crossed soldier 1, uncrossed soldier 0; the general is never material (used only to
order captures, 100).
"""

from __future__ import annotations

from collections.abc import Callable

from xiangqi_gui.rules import Color, Move, PieceKind, Position, square_name
from xiangqi_gui.rules.types import ENGLISH_NAMES

KING, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER = range(1, 8)
_VALUE = {KING: 100, ADVISOR: 1, ELEPHANT: 1, HORSE: 2, CHARIOT: 4, CANNON: 2, SOLDIER: 1}


def color_of(code: int) -> Color:
    """Colour of a non-zero board code."""
    return Color.RED if code > 0 else Color.BLACK


def crossed(code: int, sq: int) -> bool:
    """True when a soldier code on ``sq`` has crossed the river (art. 2.2)."""
    rank = sq // 9
    return rank >= 5 if code > 0 else rank <= 4


def value(code: int, sq: int) -> int:
    """Material value of the piece ``code`` standing on ``sq`` (see module docstring)."""
    kind = abs(code)
    if kind == SOLDIER and not crossed(code, sq):
        return 0
    return _VALUE[kind]


def describe(code: int, sq: int) -> str:
    """English name with square, e.g. ``"the black horse on c7"``."""
    color = "red" if code > 0 else "black"
    return f"the {color} {ENGLISH_NAMES[PieceKind(abs(code))]} on {square_name(sq)}"


def side_name(color: Color) -> str:
    """``"Red"`` or ``"Black"``."""
    return "Red" if color is Color.RED else "Black"


def with_turn(pos: Position, color: Color) -> Position:
    """A stack-less copy of ``pos`` with ``color`` to move (see :meth:`Position.with_turn`)."""
    return pos.with_turn(color)


def legal_capturers(pos: Position, sq: int) -> list[int]:
    """Squares of the side to move's pieces that can legally capture on ``sq``."""
    return [a for a in pos.attackers(pos.turn, sq) if pos.is_legal(Move(a, sq))]


def _least_valuable(pos: Position, sq: int) -> int | None:
    best: int | None = None
    best_value = 1000
    board = pos.board
    for a in legal_capturers(pos, sq):
        v = value(board[a], a)
        if v < best_value:
            best, best_value = a, v
    return best


def exchange_gain(pos: Position, attacker: int, target: int) -> int:
    """Net material the side to move wins by ``attacker`` x ``target`` and the best
    exchange on that square afterwards (a static exchange evaluation with legal
    recaptures only, so pinned or "fake" roots (假根, art. 24.16) do not defend).

    ``pos.turn`` must own ``attacker``; the capture must be legal.
    """
    board = pos.board
    gains = [value(board[target], target)]
    on_square = value(board[attacker], attacker)
    pos.push_unchecked(Move(attacker, target))
    pushed = 1
    try:
        while True:
            recapturer = _least_valuable(pos, target)
            if recapturer is None:
                break
            gains.append(on_square - gains[-1])
            on_square = value(board[recapturer], recapturer)
            pos.push_unchecked(Move(recapturer, target))
            pushed += 1
    finally:
        for _ in range(pushed):
            pos.pop()
    while len(gains) > 1:
        last = gains.pop()
        gains[-1] = -max(-gains[-1], last)
    return gains[0]


def has_recapture(pos: Position, attacker: int, target: int) -> bool:
    """After the side to move plays ``attacker`` x ``target``, can the other side legally
    recapture on ``target``? (有根 in the strict sense: a real, legal root.)"""
    pos.push_unchecked(Move(attacker, target))
    try:
        return bool(legal_capturers(pos, target))
    finally:
        pos.pop()


def gives_check_now(pos: Position, color: Color) -> bool:
    """True when ``color`` attacks the other general on the board as it stands."""
    return pos.is_attacked_general(color.opponent)


def is_mated(pos: Position) -> bool:
    """The side to move is in check and has no legal move (将死, art. 3.2)."""
    return pos.is_check() and not pos.legal_moves()


def _may_check(board: list[int], move: Move, king: int) -> bool:
    """Cheap geometric filter: can ``move`` possibly give check to the general on ``king``?

    True when the move starts or ends on the general's file or rank (direct chariot,
    cannon or soldier checks, new or removed cannon screens, discovered lines), starts on
    a square diagonally next to the general (a horse leg), or is a horse or soldier move
    ending close to the general.
    """
    kf, kr = king % 9, king // 9
    f, t = move.from_square, move.to_square
    ff, fr, tf, tr = f % 9, f // 9, t % 9, t // 9
    if ff == kf or fr == kr or tf == kf or tr == kr:
        return True
    if abs(ff - kf) == 1 and abs(fr - kr) == 1:
        return True
    kind = abs(board[f])
    return kind in (HORSE, SOLDIER) and abs(tf - kf) <= 2 and abs(tr - kr) <= 2


def checking_moves(pos: Position) -> list[Move]:
    """Legal moves of the side to move that check the other general."""
    mover = pos.turn
    king = pos.king_square(mover.opponent)
    board = pos.board
    out = []
    for move in pos.legal_moves():
        if not _may_check(board, move, king):
            continue
        pos.push_unchecked(move)
        try:
            if pos.is_attacked_general(mover.opponent):
                out.append(move)
        finally:
            pos.pop()
    return out


_CACHE_LIMIT = 100_000
_mate_cache: dict[tuple[tuple[int, ...], Color, int], bool] = {}


def _cached(pos: Position, depth: int, compute: Callable[[], bool]) -> bool:
    """Memoise a pure search result by (placement, side to move, depth)."""
    key = (tuple(pos.board), pos.turn, depth)
    found = _mate_cache.get(key)
    if found is None:
        if len(_mate_cache) >= _CACHE_LIMIT:
            _mate_cache.clear()
        found = _mate_cache[key] = compute()
    return found


def clear_caches() -> None:
    """Forget memoised search results (benchmarks use it to measure cold costs)."""
    _mate_cache.clear()


def has_mate_in_one(pos: Position) -> bool:
    """The side to move has a checking move after which the opponent is mated."""
    return _cached(pos, 0, lambda: _mate_in_one(pos))


def _mate_in_one(pos: Position) -> bool:
    for move in checking_moves(pos):
        pos.push_unchecked(move)
        try:
            if not pos.legal_moves():
                return True
        finally:
            pos.pop()
    return False


def mate_by_checks(pos: Position, depth: int) -> bool:
    """Can the side to move mate by a series of at most ``depth`` checks, whatever the
    defender replies (the 杀 of art. 24.2: 将军或连续将军以将死对方)?"""
    if depth <= 0:
        return False
    return _cached(pos, depth, lambda: _mate_by_checks(pos, depth))


def _mate_by_checks(pos: Position, depth: int) -> bool:
    for move in checking_moves(pos):
        pos.push_unchecked(move)
        try:
            replies = pos.legal_moves()
            if not replies:
                return True
            if depth > 1 and _all_replies_lose(pos, replies, depth - 1):
                return True
        finally:
            pos.pop()
    return False


def _all_replies_lose(pos: Position, replies: list[Move], depth: int) -> bool:
    for reply in replies:
        pos.push_unchecked(reply)
        try:
            if not mate_by_checks(pos, depth):
                return False
        finally:
            pos.pop()
    return True
