"""Abbreviated notation (简写记录): ``炮25``, ``马87``, ``后车6``.

Source: CXA rules art. 7.5 (简写记录 ``炮25 马87``; ``后车平六（后车6）``) and
docs/references.md §3.
The text is the full notation with the direction character dropped and every number in Arabic
digits, for both sides: piece, origin file, last digit. The direction lives in typography:
进 underlines the last digit, 退 overlines it, 平 leaves it plain. :class:`Abbreviated` keeps the
direction beside the plain text so a score sheet can draw the stroke; ``marked`` spells it
with the combining characters U+0332 (low line) and U+0305 (overline).

Reading plain text (no stroke) falls back on legality: when two legal moves fit (``车23`` for
车二进三 and 车二平三), :class:`AmbiguousNotationError` lists both.
"""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi_gui.rules import Move, Position

from .chinese import PawnStyle, classify, layout, parse_origin
from .errors import NotationError
from .facts import Direction, MoveFacts, PositionFacts
from .glyphs import ADVANCE_MARK, PIECE_NAMES, RETREAT_MARK, normalize
from .resolve import Query, resolve
from .texts import say

_MARKS = {Direction.ADVANCE: ADVANCE_MARK, Direction.RETREAT: RETREAT_MARK, Direction.TRAVERSE: ""}


@dataclass(frozen=True)
class Abbreviated:
    """An abbreviated move text.

    Attributes:
        text: the plain text without strokes, e.g. ``"炮25"``, ``"马87"``, ``"后车2"``.
        direction: ``"advance"`` (underline the last digit), ``"retreat"`` (overline it) or
            ``"traverse"`` (no stroke); a :class:`Direction`, which compares equal to those
            strings.
    """

    text: str
    direction: Direction

    def __str__(self) -> str:
        return self.text

    @property
    def marked(self) -> str:
        """The text with the stroke as a combining character after the last digit."""
        return self.text + _MARKS[self.direction]


def format_abbr(facts: MoveFacts, pawn_style: PawnStyle = PawnStyle.TRADITIONAL) -> Abbreviated:
    """Return the :class:`Abbreviated` text of the move described by ``facts``."""
    shape = layout(facts, pawn_style)
    parts = [shape.qualifier]
    if shape.piece:
        parts.append(PIECE_NAMES[facts.color][facts.kind])
    if shape.file:
        parts.append(str(facts.origin.file))
    parts.append(str(facts.number))
    return Abbreviated("".join(parts), facts.direction)


def write_abbr(
    pos: Position, move: Move, *, pawn_style: PawnStyle | str = PawnStyle.TRADITIONAL
) -> Abbreviated:
    """Return the abbreviated notation of ``move`` in ``pos`` (``炮25`` + direction).

    Args:
        pos: the position before the move.
        move: a legal move (legality is not checked).
        pawn_style: as for :func:`~xiangqi_gui.notation.chinese.write_chinese`.

    Raises:
        NotationError: no piece of the side to move on the move's from-square.
    """
    return format_abbr(PositionFacts(pos).move(move), PawnStyle(pawn_style))


def parse_abbr(token: str, direction: Direction | str | None = None) -> Query:
    """Parse an abbreviated token into a :class:`Query`.

    A trailing U+0332 / U+0305 stroke gives the direction; failing that ``direction`` does;
    otherwise the query's direction is None (any).

    Raises:
        NotationError: unknown piece glyph, unexpected character, or an unknown shape.
    """
    text = normalize(token)
    given = Direction(direction) if direction is not None else None
    if text.endswith(ADVANCE_MARK):
        text, given = text[:-1], Direction.ADVANCE
    elif text.endswith(RETREAT_MARK):
        text, given = text[:-1], Direction.RETREAT
    if not text:
        raise NotationError(token, message=say("notation.empty"))
    cls, values = classify(token, text)
    if len(cls) < 2 or cls[-1] != "N":
        raise NotationError(token, message=say("notation.not_abbr"))
    origin = parse_origin(token, cls[:-1], values[:-1])
    number = values[-1]
    assert isinstance(number, int)
    return Query(origin.kind, origin.file, origin.qualifier, given, number)


def read_abbr(pos: Position, text: str, direction: Direction | str | None = None) -> Move:
    """Return the legal move the abbreviated ``text`` names in ``pos``.

    Args:
        pos: the position before the move.
        text: e.g. ``炮25``, ``马87``, ``马2 3``, ``后车6``, or with a combining stroke
            ``后车2̲``.
        direction: "advance"/"retreat"/"traverse" when known from elsewhere (a score sheet
            cell); a stroke in the text takes precedence.

    Raises:
        NotationError: unknown piece, no such piece on that file, not a legal move.
        AmbiguousNotationError: several legal moves fit the plain text.
    """
    return resolve(PositionFacts(pos), text, parse_abbr(text, direction))
