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


def _least_valuable(pos: Position, sq: int, *, no_king_soldier: bool = False) -> int | None:
    best: int | None = None
    best_value = 1000
    board = pos.board
    for a in legal_capturers(pos, sq):
        if no_king_soldier and abs(board[a]) in (KING, SOLDIER):
            continue
        v = value(board[a], a)
        if v < best_value:
            best, best_value = a, v
    return best


def exchange_gain(pos: Position, attacker: int, target: int, *,
                  even_stops_king_soldier: bool = False) -> int:
    """Net material the side to move wins by ``attacker`` x ``target`` and the best
    exchange on that square afterwards (a static exchange evaluation with legal
    recaptures only, so pinned or "fake" roots (假根, art. 24.16) do not defend).

    ``even_stops_king_soldier`` (art. 26.8, CXA chases): after an even exchange by other
    pieces, a capture by the side to move's soldier or general does not count, so the
    sequence cannot go on with them at that point.
    ``pos.turn`` must own ``attacker``; the capture must be legal.
    """
    board = pos.board
    gains = [value(board[target], target)]
    on_square = value(board[attacker], attacker)
    running = gains[0]  # material won so far by the side to move
    ours = False  # whose turn to recapture: the opponent first
    pos.push_unchecked(Move(attacker, target))
    pushed = 1
    try:
        while True:
            stop = even_stops_king_soldier and ours and running == 0
            recapturer = _least_valuable(pos, target, no_king_soldier=stop)
            if recapturer is None:
                break
            gains.append(on_square - gains[-1])
            running += on_square if ours else -on_square
            on_square = value(board[recapturer], recapturer)
            pos.push_unchecked(Move(recapturer, target))
            pushed += 1
            ours = not ours
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


_CACHE_LIMIT = 200_000
#: Transposition table of the checks-only mate search: zobrist key (placement and side
#: to move) -> (smallest depth known to mate, largest depth known not to mate).
_mate_table: dict[int, tuple[int, int]] = {}
_NO_MATE_KNOWN = 1 << 30


#: best_capture_gain results by (zobrist key, excluded square).
_gain_table: dict[tuple[int, int], int] = {}


def clear_caches() -> None:
    """Forget memoised search results (benchmarks use it to measure cold costs)."""
    _mate_table.clear()
    _gain_table.clear()


def _lookup(key: int, depth: int) -> bool | None:
    entry = _mate_table.get(key)
    if entry is None:
        return None
    mates_at, fails_at = entry
    if depth >= mates_at:
        return True
    if depth <= fails_at:
        return False
    return None


def _store(key: int, depth: int, mates: bool) -> None:
    if len(_mate_table) >= _CACHE_LIMIT:
        _mate_table.clear()
    mates_at, fails_at = _mate_table.get(key, (_NO_MATE_KNOWN, -1))
    if mates:
        mates_at = min(mates_at, depth)
    else:
        fails_at = max(fails_at, depth)
    _mate_table[key] = (mates_at, fails_at)


def has_mate_in_one(pos: Position) -> bool:
    """The side to move has a checking move after which the opponent is mated."""
    return mate_by_checks(pos, 1)


def mate_by_checks(pos: Position, depth: int) -> bool:
    """Can the side to move mate by a series of at most ``depth`` checks, whatever the
    defender replies (the 杀 of art. 24.2: 将军或连续将军以将死对方)?

    ``depth`` counts the attacker's checks: 4 checks are 7 plies. Results are kept in a
    transposition table keyed by the position's zobrist key; a mate found within ``d``
    checks holds for every larger depth, a refutation at ``d`` for every smaller one.
    """
    if depth <= 0:
        return False
    key = pos.zobrist
    known = _lookup(key, depth)
    if known is None:
        known = _mate_by_checks(pos, depth)
        _store(key, depth, known)
    return known


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


# ------------------------------------------------------------ material tactics

MATE_SCORE = 1000


def material(pos: Position, color: Color) -> int:
    """``color``'s material minus the other side's (values of art. 1.2, no generals)."""
    total = 0
    for sq in pos.occupied(Color.RED) | pos.occupied(Color.BLACK):
        code = pos.board[sq]
        if abs(code) == KING:
            continue
        v = value(code, sq)
        total += v if color_of(code) is color else -v
    return total


def tactics(pos: Position, depth: int, root: Color) -> int:
    """Material balance for ``root`` after a short capture line of at most ``depth``
    plies: each side captures (a side in check answers it with any move; a side not in
    check may stop, standing pat). A side left with no legal move loses (将死 or 困毙,
    art. 4.1.1-4.1.2): +-``MATE_SCORE``. Used for "does accepting the exchange cost
    material" (art. 26.10-26.11); ``pos`` is not changed."""
    return _tactics(pos, depth, root, material(pos, root))


def _tactics(pos: Position, depth: int, root: Color, balance: int) -> int:
    if depth == 0:
        return balance
    moves = pos.legal_moves()
    mover_is_root = pos.turn is root
    if not moves:
        return -MATE_SCORE if mover_is_root else MATE_SCORE
    in_check = pos.is_check()
    board = pos.board
    best: int | None = None if in_check else balance
    for move in moves:
        code = board[move.to_square]
        if abs(code) == KING:  # only in a null-move view: the general falls
            return MATE_SCORE if mover_is_root else -MATE_SCORE
        if not in_check and code == 0:
            continue
        gain = value(code, move.to_square) if code else 0
        pos.push_unchecked(move)
        try:
            score = _tactics(pos, depth - 1, root,
                             balance + gain if mover_is_root else balance - gain)
        finally:
            pos.pop()
        if best is None or (score > best if mover_is_root else score < best):
            best = score
    return balance if best is None else best


def best_capture_gain(pos: Position, exclude: int = -1) -> int:
    """The most material the side to move wins by one capture and the exchange on its
    square (0 when nothing is won); captures on ``exclude`` are not considered.
    Memoised by the position's zobrist key."""
    key = (pos.zobrist, exclude)
    found = _gain_table.get(key)
    if found is None:
        if len(_gain_table) >= _CACHE_LIMIT:
            _gain_table.clear()
        found = _gain_table[key] = _best_capture_gain(pos, exclude)
    return found


def _best_capture_gain(pos: Position, exclude: int) -> int:
    best = 0
    for move in pos.legal_moves():
        code = pos.board[move.to_square]
        if move.to_square == exclude or code == 0 or abs(code) == KING:
            continue  # (a null-move view may show a general en prise: not material)
        best = max(best, exchange_gain(pos, move.from_square, move.to_square))
    return best


def exposure(pos: Position, attacker: int, target: int) -> int:
    """How much more the opponent can win elsewhere once the side to move plays
    ``attacker`` x ``target`` (the attacker was a root, 根, or a pinned piece, 被牵:
    art. 26.5); 0 when the capture leaves nothing new en prise."""
    them = pos.with_turn(pos.turn.opponent)
    before = best_capture_gain(them)
    pos.push_unchecked(Move(attacker, target))
    try:
        after = best_capture_gain(pos, exclude=target)
    finally:
        pos.pop()
    return max(after - before, 0)
