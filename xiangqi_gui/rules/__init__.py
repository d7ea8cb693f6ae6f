"""The Qt-free rules core: squares, pieces, moves, positions, legality, check, mate, stalemate.

Everything here uses the standard library only (docs/architecture.md). Coordinates are ICCS:
``square = rank * 9 + file``, files a..i from Red's left, ranks 0..9 from Red's side.

>>> from xiangqi_gui.rules import Position, Move
>>> pos = Position()
>>> len(pos.legal_moves())
44
>>> pos.push(Move.from_iccs("h2e2"))
>>> pos.fen()
'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1'
"""

from .errors import FenError, IllegalMoveError
from .fen import START_FEN, parse_fen
from .outcome import Outcome, Termination
from .position import Position
from .types import (
    FILES,
    Color,
    Move,
    Piece,
    PieceKind,
    parse_square,
    square,
    square_file,
    square_name,
    square_rank,
)

__all__ = [
    "FILES",
    "START_FEN",
    "Color",
    "FenError",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Piece",
    "PieceKind",
    "Position",
    "Termination",
    "parse_fen",
    "parse_square",
    "square",
    "square_file",
    "square_name",
    "square_rank",
]
