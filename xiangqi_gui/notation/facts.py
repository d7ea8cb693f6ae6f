"""What every notation is built from: file numbers, direction, number, tandem rank.

Source: CXA rules art. 7.5 (记录) and the board description of art. 1 (red files 一..九 and
black files 1..9, each counted from the mover's own right); docs/references.md §1–2.

* ``file`` numbers run 1..9 from the mover's right: for Red file ``i`` is 1 (一) and ``a`` is 9
  (九); for Black file ``a`` is 1 and ``i`` is 9.
* ``Direction``: 进 (advance, towards the opponent), 退 (retreat), 平 (traverse).
* ``number``: for 平 the destination file; for 进/退 of the straight movers (帅/将, 车, 炮,
  兵/卒) the number of ranks moved; for 进/退 of 马, 相/象 and 仕/士 the destination file.
* Tandem pieces (several of one kind and side on one file) are ranked from the front, the front
  piece being the one nearer the opponent: higher rank for Red, lower rank for Black.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from xiangqi_gui.rules import Color, Move, PieceKind, Position, square_file, square_rank

from .errors import NotationError
from .texts import say

#: Kinds whose 进/退 number is the destination file (they move diagonally).
DIAGONAL_KINDS = frozenset({PieceKind.ADVISOR, PieceKind.ELEPHANT, PieceKind.HORSE})

#: Kinds that are never qualified with 前/后: two on one file are told apart by 进/退.
UNQUALIFIED_KINDS = frozenset({PieceKind.KING, PieceKind.ADVISOR, PieceKind.ELEPHANT})


class Direction(StrEnum):
    """Direction of a move from the mover's point of view (进 / 退 / 平)."""

    ADVANCE = "advance"
    RETREAT = "retreat"
    TRAVERSE = "traverse"


def file_number(color: Color, file_index: int) -> int:
    """Return the mover's file number 1..9 of board file ``file_index`` (0 = a .. 8 = i)."""
    return 9 - file_index if color == Color.RED else file_index + 1


def forward(color: Color) -> int:
    """Return +1 for Red (advancing raises the rank) and -1 for Black."""
    return 1 if color == Color.RED else -1


@dataclass(frozen=True)
class PieceFacts:
    """Where a piece stands among the pieces of its kind and side.

    Attributes:
        square: the piece's square 0..89.
        file: the mover's file number 1..9.
        index: 0-based rank from the front among the same-kind pieces on ``file``.
        count: how many same-kind pieces of the side stand on ``file`` (1..5).
        doubled_files: how many files hold two or more same-kind pieces of the side.
        serial: xqbase numbering (0-based) of the pieces on doubled files: files from the
            mover's right to left, front to back within a file; ``None`` when ``count`` < 2.
    """

    square: int
    file: int
    index: int
    count: int
    doubled_files: int
    serial: int | None

    @property
    def tandem(self) -> bool:
        """True when another piece of the same kind and side shares the file."""
        return self.count >= 2


def kind_facts(pos: Position, color: Color, kind: PieceKind) -> dict[int, PieceFacts]:
    """Return :class:`PieceFacts` of every ``kind`` piece of ``color``, keyed by square."""
    return squares_facts(pos.pieces(color, kind), color)


def squares_facts(squares: Iterable[int], color: Color) -> dict[int, PieceFacts]:
    """Return :class:`PieceFacts` of ``color``'s pieces of one kind standing on ``squares``
    (all of them), keyed by square."""
    step = forward(color)
    by_file: dict[int, list[int]] = {}
    for sq in sorted(squares):
        by_file.setdefault(file_number(color, square_file(sq)), []).append(sq)
    for squares_on_file in by_file.values():
        squares_on_file.sort(key=lambda sq: -step * square_rank(sq))
    doubled = sorted(f for f, on_file in by_file.items() if len(on_file) >= 2)
    serials: dict[int, int] = {}
    for f in doubled:
        for sq in by_file[f]:
            serials[sq] = len(serials)
    facts: dict[int, PieceFacts] = {}
    for f, on_file in by_file.items():
        for i, sq in enumerate(on_file):
            facts[sq] = PieceFacts(sq, f, i, len(on_file), len(doubled), serials.get(sq))
    return facts


@dataclass(frozen=True)
class MoveFacts:
    """The notation-independent description of one move.

    Attributes:
        move: the move.
        color: the mover's side.
        kind: the moving piece's kind.
        origin: where the moving piece stands among its kind (see :class:`PieceFacts`).
        direction: 进 / 退 / 平.
        number: the fourth element of Chinese notation, 1..9 (destination file or steps).
    """

    move: Move
    color: Color
    kind: PieceKind
    origin: PieceFacts
    direction: Direction
    number: int


def describe(move: Move, color: Color, kind: PieceKind, origin: PieceFacts) -> MoveFacts:
    """Return the :class:`MoveFacts` of ``move`` made by a ``color`` ``kind`` from ``origin``."""
    direction, number = direction_and_number(move, color, kind)
    return MoveFacts(move, color, kind, origin, direction, number)


def direction_and_number(move: Move, color: Color, kind: PieceKind) -> tuple[Direction, int]:
    """进/退/平 of ``move`` made by a ``color`` ``kind`` and its number 1..9 (the
    destination file, or the ranks moved by a straight mover's 进/退; art. 7.5)."""
    rank_change = (square_rank(move.to_square) - square_rank(move.from_square)) * forward(color)
    if rank_change == 0:
        direction = Direction.TRAVERSE
    else:
        direction = Direction.ADVANCE if rank_change > 0 else Direction.RETREAT
    if direction == Direction.TRAVERSE or kind in DIAGONAL_KINDS:
        return direction, file_number(color, square_file(move.to_square))
    return direction, abs(rank_change)


def board_move_facts(board: Sequence[int], move: Move, color: Color) -> MoveFacts:
    """Return the :class:`MoveFacts` of ``move`` made by ``color`` on ``board`` (90 piece
    codes as :attr:`~xiangqi_gui.rules.Position.board`), with no :class:`Position`.

    Raises:
        NotationError: no piece of ``color`` stands on the move's from-square.
    """
    code = board[move.from_square]
    if code == 0 or (code > 0) != (color == Color.RED):
        key = "notation.no_red_piece_on" if color == Color.RED else "notation.no_black_piece_on"
        raise NotationError(move.iccs, message=say(key, square=move.iccs[:2]))
    squares = [s for s in range(90) if board[s] == code]
    origin = squares_facts(squares, color)[move.from_square]
    return describe(move, color, PieceKind(abs(code)), origin)


class PositionFacts:
    """Cached notation facts of one position (a snapshot: do not mutate ``pos`` meanwhile).

    Writing or reading many moves of one position through one instance computes the legal
    moves and the tandem ranks once.
    """

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        self.turn: Color = pos.turn
        self._kinds: dict[tuple[Color, PieceKind], dict[int, PieceFacts]] = {}
        self._legal: list[Move] | None = None
        self._moves: dict[Move, MoveFacts] = {}

    def kind(self, color: Color, kind: PieceKind) -> dict[int, PieceFacts]:
        """Return :func:`kind_facts` for ``color`` and ``kind`` (cached)."""
        key = (color, kind)
        if key not in self._kinds:
            self._kinds[key] = kind_facts(self.pos, color, kind)
        return self._kinds[key]

    @property
    def legal_moves(self) -> list[Move]:
        """The legal moves of the position (cached)."""
        if self._legal is None:
            self._legal = self.pos.legal_moves()
        return self._legal

    def move(self, move: Move) -> MoveFacts:
        """Return the :class:`MoveFacts` of ``move``.

        Legality is not checked (writers are meant for legal moves).

        Raises:
            NotationError: no piece of the side to move stands on the move's from-square.
        """
        cached = self._moves.get(move)
        if cached is not None:
            return cached
        piece = self.pos.piece_at(move.from_square)
        if piece is None or piece.color != self.turn:
            key = ("notation.no_red_piece_on" if self.turn == Color.RED
                   else "notation.no_black_piece_on")
            raise NotationError(move.iccs, message=say(key, square=move.iccs[:2]))
        origin = self.kind(piece.color, piece.kind)[move.from_square]
        facts = self._moves[move] = describe(move, piece.color, piece.kind, origin)
        return facts
