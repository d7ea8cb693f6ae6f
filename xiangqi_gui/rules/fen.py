"""FEN reading and writing for Xiangqi (docs/references.md §5).

``rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1``: ten
ranks from Black's back rank (rank 9) down to Red's (rank 0), files a..i, digits
are runs of empty points, upper case is Red.

Accepted on input, because real files contain them (cases R07, R09 of docs/references.md §8):
only the first two fields (the rest default to ``- - 0 1``); side ``w`` or ``r``
for Red, ``b`` for Black; WXF letters ``H`` (horse) and ``E`` (elephant) beside
``N`` and ``B``; a full-move number of 0 (read as 1). Output always uses six fields,
``w``/``b`` and ``N``/``B``.

Rejected with :class:`~.errors.FenError` naming the piece and square: a piece on a
point it can never reach (art. 2.2), a missing or second general, more pieces of a
kind than a side owns (art. 1.2), and (checked by :class:`~.position.Position`) the
side not to move being in check.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import tables as T
from .errors import FenError
from .types import FILE_COUNT, SQUARE_COUNT, Color, Piece, PieceKind, square_name

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

# How many pieces of each kind a side owns (art. 1.2).
MAX_COUNT = {
    PieceKind.KING: 1, PieceKind.ADVISOR: 2, PieceKind.ELEPHANT: 2, PieceKind.HORSE: 2,
    PieceKind.CHARIOT: 2, PieceKind.CANNON: 2, PieceKind.SOLDIER: 5,
}


@dataclass(frozen=True)
class FenSetup:
    """The fields of a parsed FEN: ``board`` is 90 piece codes indexed by square."""

    board: tuple[int, ...]
    turn: Color
    halfmove_clock: int
    fullmove_number: int


def _parse_placement(field: str) -> list[int]:
    rows = field.split("/")
    if len(rows) != 10:
        raise FenError(f"FEN placement has {len(rows)} ranks, expected 10: {field!r}")
    board = [0] * SQUARE_COUNT
    for index, row in enumerate(rows):
        rank = 9 - index
        file = 0
        for ch in row:
            if ch.isdigit():
                file += int(ch)
                continue
            try:
                piece = Piece.from_symbol(ch)
            except ValueError:
                raise FenError(f"unknown piece letter {ch!r} on rank {rank}") from None
            if file >= FILE_COUNT:
                raise FenError(f"rank {rank} has more than 9 points: {row!r}")
            board[rank * FILE_COUNT + file] = piece.code
            file += 1
        if file != FILE_COUNT:
            raise FenError(f"rank {rank} has {file} points, expected 9: {row!r}")
    return board


def _can_stand(piece: Piece, sq: int) -> bool:
    color = int(piece.color)
    kind = piece.kind
    if kind is PieceKind.KING:
        return T.in_palace(color, sq)
    if kind is PieceKind.ADVISOR:
        return sq in T.ADVISOR_SQUARES[color]
    if kind is PieceKind.ELEPHANT:
        return sq in T.ELEPHANT_SQUARES[color]
    if kind is PieceKind.SOLDIER:
        return T.soldier_can_stand(color, sq)
    return True


_WHERE = {
    PieceKind.KING: "the palace only",
    PieceKind.ADVISOR: "the palace diagonals only",
    PieceKind.ELEPHANT: "its seven points on its own side of the river only",
    PieceKind.SOLDIER: "never behind its start rank, nor beside it before the river",
}


def validate_placement(board: list[int]) -> None:
    """Raise :class:`FenError` for a placement no legal game can reach (see module doc)."""
    counts: dict[Piece, int] = {}
    for sq, code in enumerate(board):
        if not code:
            continue
        piece = Piece.from_code(code)
        if not _can_stand(piece, sq):
            raise FenError(f"{piece.describe()} on {square_name(sq)} cannot stand there "
                           f"(art. 2.2: {_WHERE[piece.kind]})")
        counts[piece] = counts.get(piece, 0) + 1
        if counts[piece] > MAX_COUNT[piece.kind]:
            raise FenError(f"{piece.describe()} on {square_name(sq)} is one too many: a side has "
                           f"{MAX_COUNT[piece.kind]} (art. 1.2)")
    for color in Color:
        if Piece(color, PieceKind.KING) not in counts:
            raise FenError(f"{color.name.lower()} general is missing")


def parse_fen(fen: str) -> FenSetup:
    """Parse and validate a FEN string (see module doc). Raises :class:`FenError`."""
    fields = fen.split()
    if len(fields) < 2:
        raise FenError(f"FEN needs at least placement and side to move: {fen!r}")
    board = _parse_placement(fields[0])
    side = fields[1].lower()
    if side in ("w", "r"):
        turn = Color.RED
    elif side == "b":
        turn = Color.BLACK
    else:
        raise FenError(f"FEN side to move must be w, r or b, not {fields[1]!r}")
    try:
        halfmove = int(fields[4]) if len(fields) > 4 else 0
        fullmove = int(fields[5]) if len(fields) > 5 else 1
    except ValueError:
        raise FenError(f"FEN move counters are not numbers: {fen!r}") from None
    if halfmove < 0 or fullmove < 0:
        raise FenError(f"FEN move counters are negative: {fen!r}")
    validate_placement(board)
    return FenSetup(tuple(board), turn, halfmove, max(fullmove, 1))


def placement_fen(board: list[int]) -> str:
    """The placement field (first FEN field) of a board of 90 piece codes."""
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(FILE_COUNT):
            code = board[rank * FILE_COUNT + file]
            if code == 0:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += Piece.from_code(code).symbol()
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows)


def write_fen(board: list[int], turn: Color, halfmove: int, fullmove: int) -> str:
    """Six-field FEN of the given state."""
    side = "w" if turn is Color.RED else "b"
    return f"{placement_fen(board)} {side} - - {halfmove} {fullmove}"
