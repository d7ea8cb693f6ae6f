"""Turn a parsed move description into the one legal move it names.

Every text reader (Chinese, abbreviated, WXF) parses its token into a :class:`Query` and calls
:func:`resolve`, which enumerates the legal moves of the described piece and keeps those whose
:class:`~xiangqi_gui.notation.facts.MoveFacts` fit (docs/references.md §2: enumerate the legal
moves and keep the unique match). Errors name the token and say why it cannot be read.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from xiangqi_gui.rules import Color, Move, Piece, PieceKind
from xiangqi_gui.rules.message import Message

from .errors import AmbiguousNotationError, NotationError
from .facts import DIAGONAL_KINDS, Direction, MoveFacts, PieceFacts, PositionFacts
from .glyphs import PIECE_NAMES
from .texts import say


class Rank(StrEnum):
    """How a qualifier ranks tandem pieces on one file."""

    FRONT = "front"  # 前, WXF "+"
    MIDDLE = "middle"  # 中
    REAR = "rear"  # 后, WXF "." (xqbase) or "-" (two pieces)
    MINUS = "minus"  # WXF "-": rear of two, middle of three (xqbase dialect)
    ORDINAL = "ordinal"  # 一..五 / 1..5 / a..e counted from the front


@dataclass(frozen=True)
class Qualifier:
    """A tandem qualifier; ``ordinal`` (1-based from the front) is used with ``Rank.ORDINAL``."""

    rank: Rank
    ordinal: int = 0


@dataclass(frozen=True)
class Query:
    """A parsed move text.

    Attributes:
        kind: the piece kind named (pawn when the text names only a qualifier and a file).
        file: origin file 1..9 in the mover's numbering, or None when a qualifier replaces it.
        qualifier: tandem qualifier, or None.
        direction: 进/退/平, or None when the text does not say (plain abbreviated notation).
        number: the fourth element 1..9 (destination file or number of steps).
    """

    kind: PieceKind
    file: int | None
    qualifier: Qualifier | None
    direction: Direction | None
    number: int


def _rank_fits(qualifier: Qualifier, has_file: bool, piece: PieceFacts) -> bool:
    if not piece.tandem:
        return False
    index, count = piece.index, piece.count
    if qualifier.rank == Rank.FRONT:
        return index == 0
    if qualifier.rank == Rank.REAR:
        return index == count - 1
    if qualifier.rank == Rank.MIDDLE:
        return count % 2 == 1 and index == count // 2
    if qualifier.rank == Rank.MINUS:
        return index == (1 if count == 3 else count - 1)
    if not has_file and piece.doubled_files >= 2:
        return piece.serial == qualifier.ordinal - 1
    return index == qualifier.ordinal - 1


def origin_fits(query: Query, piece: PieceFacts) -> bool:
    """True when ``piece`` is the one the query's file and qualifier designate."""
    if query.file is not None and piece.file != query.file:
        return False
    if query.qualifier is None:
        return query.file is not None
    return _rank_fits(query.qualifier, query.file is not None, piece)


def move_fits(query: Query, facts: MoveFacts) -> bool:
    """True when the move's direction and number are the query's."""
    if query.direction is not None and facts.direction != query.direction:
        return False
    return facts.number == query.number


#: Red's files as Chinese notation writes them (art. 7.5: Red 一..九, Black 1..9).
_RED_FILES = "一二三四五六七八九"


def _describe_origin(query: Query, name: str, color: Color) -> Message:
    """The piece ``query`` names: "front 车 on file 3" (ids ``notation.*piece*``); the file
    also as Chinese players write it for ``color`` (``file_zh``: 三 for Red, 3 for Black) and
    the piece as a :class:`~xiangqi_gui.rules.Piece` (``kind``: 俥 in 繁體, Xe)."""
    kind = Piece(color, query.kind)
    words = {Rank.FRONT: "notation.front", Rank.MIDDLE: "notation.middle",
             Rank.REAR: "notation.rear", Rank.MINUS: "notation.rear"}
    file = query.file
    if file is not None:
        file_zh = _RED_FILES[file - 1] if color is Color.RED and 1 <= file <= 9 else str(file)
    if query.qualifier is None:
        if file is not None:
            return say("notation.piece_on_file", name=name, file=file, file_zh=file_zh,
                       kind=kind)
        return say("notation.piece", name=name, kind=kind)
    q = query.qualifier
    rank = say(words[q.rank]) if q.rank in words else say("notation.number", ordinal=q.ordinal)
    if file is not None:
        return say("notation.ranked_piece_on_file", rank=rank, name=name, file=file,
                   file_zh=file_zh, kind=kind)
    return say("notation.ranked_piece", rank=rank, name=name, kind=kind)


def resolve(facts: PositionFacts, token: str, query: Query) -> Move:
    """Return the unique legal move ``query`` describes in ``facts.pos``.

    Raises:
        NotationError: no such piece (on that file / with that qualifier), a direction the
            piece cannot take, or no legal move fits.
        AmbiguousNotationError: more than one legal move fits (``.candidates`` lists them).
    """
    color = facts.turn
    name = PIECE_NAMES[color][query.kind]
    kind = Piece(color, query.kind)  # the piece in the reader's language (俥, Xe)
    if query.kind in DIAGONAL_KINDS and query.direction == Direction.TRAVERSE:
        raise NotationError(token, message=say("notation.no_sideways", name=name, kind=kind))
    if query.kind == PieceKind.SOLDIER and query.direction == Direction.RETREAT:
        raise NotationError(token, message=say("notation.no_retreat", name=name, kind=kind))
    pieces = facts.kind(color, query.kind)
    if not pieces:
        raise NotationError(token, message=say("notation.no_such_kind", name=name, kind=kind))
    origins = {sq: p for sq, p in pieces.items() if origin_fits(query, p)}
    if not origins:
        raise NotationError(token, message=say("notation.no_origin",
                                               origin=_describe_origin(query, name, color)))
    matches = [
        move
        for move in facts.legal_moves
        if move.from_square in origins and move_fits(query, facts.move(move))
    ]
    if not matches:
        raise NotationError(token, message=say("notation.not_for_origin",
                                               origin=_describe_origin(query, name, color)))
    if len(matches) > 1:
        raise AmbiguousNotationError(token, matches)
    return matches[0]
