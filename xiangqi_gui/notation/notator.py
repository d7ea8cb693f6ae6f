"""Notation detection, the notation-dispatching reader and a per-position notator.

:func:`detect_notation` tells the four notations apart by their shape; :func:`read_move` reads a
token in a given or detected notation. :class:`Notator` writes and reads many moves of one
position while computing its legal moves once (score sheets, record replay, tests).
"""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi_gui.rules import Move, Position

from .abbr import Abbreviated, format_abbr, parse_abbr
from .chinese import PawnStyle, format_chinese, parse_chinese
from .errors import NotationError
from .facts import Direction, PositionFacts
from .glyphs import (
    ADVANCE_MARK,
    DIRECTION_GLYPHS,
    NUMERALS,
    PIECE_GLYPHS,
    RETREAT_MARK,
    WORD_GLYPHS,
    normalize,
)
from .iccs import ICCS_PATTERN, check_move, parse_iccs
from .resolve import resolve
from .texts import say
from .wxf import WXF_PATTERNS, format_wxf, parse_wxf

#: Longest move text read, in characters: the longest real text (``前兵九平八̲`` with a stroke,
#: ``1. ...`` glued) is far shorter; a longer text is no move.
MAX_MOVE_TEXT = 40

#: The notation names :func:`read_move` and :func:`detect_notation` use.
NOTATIONS = ("chinese", "abbr", "wxf", "iccs")

_CHINESE_CHARS = set(PIECE_GLYPHS) | set(WORD_GLYPHS) | set(NUMERALS)


def detect_notation(text: str) -> str | None:
    """Return ``"iccs"``, ``"wxf"``, ``"chinese"`` or ``"abbr"`` by the token's shape, or None.

    Shapes (after :func:`~xiangqi_gui.notation.glyphs.normalize`): ICCS ``h2e2``/``H2-E2``;
    WXF letter or digit, file or marker, operator, digit (``C2=5``, ``+C-2``, ``15+1``);
    Chinese: piece/qualifier/numerals with one 进/退/平 (上/下) before the last numeral;
    abbreviated: piece/qualifier and digits without a direction character (``炮25``).
    """
    if len(text) > MAX_MOVE_TEXT:
        return None
    t = normalize(text)
    if ICCS_PATTERN.match(t):
        return "iccs"
    if any(pattern.match(t) for pattern in WXF_PATTERNS):
        return "wxf"
    if len(t) >= 3 and t[-2] in DIRECTION_GLYPHS and all(c in _CHINESE_CHARS for c in t[:-2]):
        return "chinese" if t[-1] in NUMERALS else None
    bare = t.rstrip(ADVANCE_MARK + RETREAT_MARK)
    if (
        len(bare) >= 2
        and all(c in _CHINESE_CHARS for c in bare)
        and bare[-1] in NUMERALS
        and not bare.isascii()
    ):
        return "abbr"
    return None


@dataclass(frozen=True)
class MoveTexts:
    """One move in every notation (the ``notate`` line and the replay JSON's move object)."""

    iccs: str
    chinese: str
    abbr: Abbreviated
    wxf: str


class Notator:
    """Writes and reads the moves of one position, computing its legal moves once.

    The position is a snapshot: do not push or pop moves on it while the notator is in use.
    """

    def __init__(self, pos: Position) -> None:
        self.facts = PositionFacts(pos)

    def chinese(
        self,
        move: Move,
        *,
        fullwidth: bool = False,
        traditional: bool = False,
        pawn_style: PawnStyle | str = PawnStyle.TRADITIONAL,
    ) -> str:
        """Chinese full notation; see :func:`~xiangqi_gui.notation.chinese.write_chinese`."""
        return format_chinese(
            self.facts.move(move),
            fullwidth=fullwidth,
            traditional=traditional,
            pawn_style=PawnStyle(pawn_style),
        )

    def abbr(
        self, move: Move, *, pawn_style: PawnStyle | str = PawnStyle.TRADITIONAL
    ) -> Abbreviated:
        """Abbreviated notation; see :func:`~xiangqi_gui.notation.abbr.write_abbr`."""
        return format_abbr(self.facts.move(move), PawnStyle(pawn_style))

    def wxf(self, move: Move, *, prefix: bool = False) -> str:
        """WXF notation; see :func:`~xiangqi_gui.notation.wxf.write_wxf`."""
        return format_wxf(self.facts.move(move), prefix=prefix)

    def texts(self, move: Move) -> MoveTexts:
        """Return ``move`` in all four notations (default styles)."""
        facts = self.facts.move(move)
        return MoveTexts(move.iccs, format_chinese(facts), format_abbr(facts), format_wxf(facts))

    def read(
        self, text: str, notation: str | None = None, *, direction: Direction | str | None = None
    ) -> Move:
        """Return the legal move ``text`` names; see :func:`read_move`.

        ``direction`` is passed to the abbreviated reader (the stroke known from elsewhere).
        """
        if len(text) > MAX_MOVE_TEXT:
            raise NotationError(text[:MAX_MOVE_TEXT] + "…",
                                message=say("notation.too_long", count=MAX_MOVE_TEXT))
        kind = notation if notation is not None else detect_notation(text)
        if kind == "iccs":
            move = parse_iccs(text)
            check_move(self.facts.pos, text, move, self.facts.legal_moves)
            return move
        if kind == "wxf":
            return resolve(self.facts, text, parse_wxf(text, self.facts))
        if kind == "chinese":
            return resolve(self.facts, text, parse_chinese(text))
        if kind == "abbr":
            return resolve(self.facts, text, parse_abbr(text, direction))
        if notation is not None:
            raise ValueError(f"unknown notation {notation!r}; expected one of {NOTATIONS}")
        raise NotationError(text, message=say("notation.unknown"))


def read_move(pos: Position, text: str, notation: str | None = None) -> Move:
    """Return the legal move ``text`` names in ``pos``.

    Args:
        pos: the position before the move.
        text: one move token in any accepted notation (see the reader of each notation).
        notation: "chinese", "abbr", "wxf" or "iccs"; None detects it with
            :func:`detect_notation`.

    Raises:
        NotationError: unrecognised notation, unknown piece, no such piece on that file, not
            a legal move, a text over :data:`MAX_MOVE_TEXT` characters; whatever the text,
            never another exception (only ``ValueError`` for a bad ``notation`` name).
        AmbiguousNotationError: several legal moves fit (``.candidates``).
        ValueError: ``notation`` is not one of the four names.
    """
    return Notator(pos).read(text, notation)


def notate(pos: Position, move: Move) -> MoveTexts:
    """Return ``move`` (made in ``pos``) in all four notations."""
    return Notator(pos).texts(move)
