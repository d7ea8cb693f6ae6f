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

import re
from dataclasses import dataclass

from . import tables as T
from .errors import FenError
from .message import QT_TRANSLATE_NOOP, Arg, Message, PieceRef, register
from .types import FILE_COUNT, SQUARE_COUNT, Color, Piece, PieceKind, square_name

#: Longest move counter read (ASCII digits only); a longer one is a :class:`FenError`.
MAX_COUNTER_DIGITS = 9
_COUNTER = re.compile(rf"[0-9]{{1,{MAX_COUNTER_DIGITS}}}")

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


#: Why a FEN is refused: ids and English templates (the UI translates them, context
#: ``Message``). A quoted piece of the FEN is passed quoted (``repr``).
TEMPLATES = {
    "fen.ranks": QT_TRANSLATE_NOOP("Message", "FEN placement has {count} ranks, expected 10: "
                                   "{text}"),
    "fen.rank_long": QT_TRANSLATE_NOOP("Message", "rank {rank} has more than 9 points: {text}"),
    "fen.rank_short": QT_TRANSLATE_NOOP("Message", "rank {rank} has {count} points, expected 9: "
                                        "{text}"),
    "fen.unknown_letter": QT_TRANSLATE_NOOP("Message", "unknown piece letter {letter} on rank "
                                            "{rank}"),
    "fen.cannot_stand": QT_TRANSLATE_NOOP(
        "Message", "{side:lower} {kind} on {square} cannot stand there (art. 2.2: {rule})"),
    "fen.too_many": QT_TRANSLATE_NOOP(
        "Message", "{side:lower} {kind} on {square} is one too many: a side has {count} "
        "(art. 1.2)"),
    "fen.no_general": QT_TRANSLATE_NOOP("Message", "{side:lower} general is missing"),
    "fen.counter": QT_TRANSLATE_NOOP(
        "Message", "FEN move counter {text} is not a number of at most {digits} digits 0-9"),
    "fen.too_short": QT_TRANSLATE_NOOP(
        "Message", "FEN needs at least placement and side to move: {text}"),
    "fen.side": QT_TRANSLATE_NOOP("Message", "FEN side to move must be w, r or b, not {text}"),
    "fen.king_squares": QT_TRANSLATE_NOOP("Message", "the palace only"),
    "fen.advisor_squares": QT_TRANSLATE_NOOP("Message", "the palace diagonals only"),
    "fen.elephant_squares": QT_TRANSLATE_NOOP(
        "Message", "its seven points on its own side of the river only"),
    "fen.soldier_squares": QT_TRANSLATE_NOOP(
        "Message", "never behind its start rank, nor beside it before the river"),
}
register(TEMPLATES)


def placed(id: str, piece: Piece, sq: int, **args: Arg) -> Message:  # noqa: A002
    """A message about ``piece`` on ``sq``: English names it ``side kind on square``
    (``{side:lower} {kind} on {square}``), translations may name it ``{where}`` (红方四路仕)."""
    return Message.of(id, side=piece.color, kind=piece, square=square_name(sq),
                      where=PieceRef(piece.code, sq), **args)


def _parse_placement(field: str) -> list[int]:
    rows = field.split("/")
    if len(rows) != 10:
        raise FenError(Message.of("fen.ranks", count=len(rows), text=repr(field[:100])))
    board = [0] * SQUARE_COUNT
    for index, row in enumerate(rows):
        rank = 9 - index
        file = 0
        for ch in row:
            if "0" <= ch <= "9":
                file += ord(ch) - 48
                if file > FILE_COUNT:
                    raise FenError(Message.of("fen.rank_long", rank=rank, text=repr(row[:40])))
                continue
            try:
                piece = Piece.from_symbol(ch)
            except ValueError:
                raise FenError(Message.of("fen.unknown_letter", letter=repr(ch),
                                          rank=rank)) from None
            if file >= FILE_COUNT:
                raise FenError(Message.of("fen.rank_long", rank=rank, text=repr(row[:40])))
            board[rank * FILE_COUNT + file] = piece.code
            file += 1
        if file != FILE_COUNT:
            raise FenError(Message.of("fen.rank_short", rank=rank, count=file,
                                      text=repr(row[:40])))
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
    PieceKind.KING: "fen.king_squares",
    PieceKind.ADVISOR: "fen.advisor_squares",
    PieceKind.ELEPHANT: "fen.elephant_squares",
    PieceKind.SOLDIER: "fen.soldier_squares",
}


def validate_placement(board: list[int]) -> None:
    """Raise :class:`FenError` for a placement no legal game can reach (see module doc)."""
    counts: dict[Piece, int] = {}
    for sq, code in enumerate(board):
        if not code:
            continue
        piece = Piece.from_code(code)
        if not _can_stand(piece, sq):
            raise FenError(placed("fen.cannot_stand", piece, sq,
                                  rule=Message.of(_WHERE[piece.kind])))
        counts[piece] = counts.get(piece, 0) + 1
        if counts[piece] > MAX_COUNT[piece.kind]:
            raise FenError(placed("fen.too_many", piece, sq, count=MAX_COUNT[piece.kind]))
    for color in Color:
        if Piece(color, PieceKind.KING) not in counts:
            raise FenError(Message.of("fen.no_general", side=color))


def _counter(text: str) -> int:
    """A move counter: 1 to 9 ASCII digits, else :class:`FenError`."""
    if _COUNTER.fullmatch(text) is None:
        raise FenError(Message.of("fen.counter", text=repr(text[:20]),
                                  digits=MAX_COUNTER_DIGITS))
    return int(text)


def parse_fen(fen: str) -> FenSetup:
    """Parse and validate a FEN string (see module doc).

    Raises:
        FenError: whatever the text (any characters, any length); never another exception.
    """
    fields = fen.split()
    if len(fields) < 2:
        raise FenError(Message.of("fen.too_short", text=repr(fen[:100])))
    board = _parse_placement(fields[0])
    side = fields[1].lower()
    if side in ("w", "r"):
        turn = Color.RED
    elif side == "b":
        turn = Color.BLACK
    else:
        raise FenError(Message.of("fen.side", text=repr(fields[1][:20])))
    halfmove = _counter(fields[4]) if len(fields) > 4 else 0
    fullmove = _counter(fields[5]) if len(fields) > 5 else 1
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
