"""WXF letter notation: ``C2=5``, ``H8+7``, ``R+=4``, ``15+1``.

Source: docs/references.md §4 (the Fairy-Stockfish WXF of ``src/apiutil.h``, the xqbase
dialect and the playOK / club-xiangqi dialect, case R06) and the worked examples of
``tests/notation/test_worked_examples.py`` (WXF column produced by Fairy-Stockfish).
Files are numbered 1..9 from the mover's right for both sides; the operator is
``+`` (进), ``-`` (退) or ``=`` (平); the value follows Chinese notation (steps or file).

Written form (the Fairy-Stockfish dialect): letters ``K A E H R C P`` upper case for both
sides. Two 车/马/炮/兵 on a file: the file is replaced by ``+`` (front) or ``-`` (rear) after
the letter: ``R+=4``, ``H--2``. Pawns three or more on a file, or doubled on two files: the
letter is replaced by the pawn's rank from the front and the file is kept: ``15+1``, ``24=3``.
Advisors and elephants take no marker (``E7-5``).

The reader also accepts: lower-case letters (black) and ``E``/``B``, ``H``/``N``; full-width
characters (``Ｃ２＝５``); ``.`` for ``=`` (``C2.5``); the marker before the letter
(``+C-2``, ``-R=7``, as in the xqdb international records); xqbase markers ``+`` 前, ``-`` 中
(of three) and ``.`` 后 (``C+-2``, ``C.+2``), tandem markers on advisors and elephants
(``A+-5``); xqbase pawn ordinals ``a``..``e`` (``Pa.5``) and piece digits 1..7 (``62.5``).
"""

from __future__ import annotations

import re

from xiangqi_gui.rules import Move, PieceKind, Position

from .errors import NotationError
from .facts import UNQUALIFIED_KINDS, Direction, MoveFacts, PositionFacts
from .glyphs import normalize
from .resolve import Qualifier, Query, Rank, resolve
from .texts import say

#: Written letters (Fairy-Stockfish / WXF).
LETTERS = {
    PieceKind.KING: "K",
    PieceKind.ADVISOR: "A",
    PieceKind.ELEPHANT: "E",
    PieceKind.HORSE: "H",
    PieceKind.CHARIOT: "R",
    PieceKind.CANNON: "C",
    PieceKind.SOLDIER: "P",
}

#: Accepted letters (either case) and xqbase piece digits.
_READ_LETTERS = {
    "K": PieceKind.KING,
    "A": PieceKind.ADVISOR,
    "E": PieceKind.ELEPHANT,
    "B": PieceKind.ELEPHANT,
    "H": PieceKind.HORSE,
    "N": PieceKind.HORSE,
    "R": PieceKind.CHARIOT,
    "C": PieceKind.CANNON,
    "P": PieceKind.SOLDIER,
}
_PIECE_DIGITS = {str(int(kind)): kind for kind in PieceKind}  # K=1 A=2 B=3 N=4 R=5 C=6 P=7

_OPERATORS = {"+": Direction.ADVANCE, "-": Direction.RETREAT, "=": Direction.TRAVERSE}
_OPERATOR_TEXT = {Direction.ADVANCE: "+", Direction.RETREAT: "-", Direction.TRAVERSE: "="}
_MARKERS = {"+": Rank.FRONT, "-": Rank.MINUS, ".": Rank.REAR}

# explicit ASCII classes, no IGNORECASE: Unicode case folding would let in letters such
# as the Turkish dotted capital I that the tables below do not know
_LETTER_FIRST = re.compile(r"^([KAEBHNRCPkaebhnrcp])([1-9+\-.A-Ea-e])([+\-=.])([1-9])$")
_MARKER_FIRST = re.compile(r"^([+\-.])([KAEBHNRCPkaebhnrcp])([+\-=.])([1-9])$")
_DIGIT_FIRST = re.compile(r"^([1-7])([1-9+\-.])([+\-=.])([1-9])$")

#: Shapes the reader accepts (used by notation detection).
WXF_PATTERNS = (_LETTER_FIRST, _MARKER_FIRST, _DIGIT_FIRST)


def format_wxf(facts: MoveFacts, *, prefix: bool = False) -> str:
    """Return the WXF text of the move described by ``facts`` (see :func:`write_wxf`)."""
    origin = facts.origin
    tail = _OPERATOR_TEXT[facts.direction] + str(facts.number)
    letter = LETTERS[facts.kind]
    if not origin.tandem or facts.kind in UNQUALIFIED_KINDS:
        return f"{letter}{origin.file}{tail}"
    if facts.kind == PieceKind.SOLDIER and (origin.count >= 3 or origin.doubled_files >= 2):
        return f"{origin.index + 1}{origin.file}{tail}"
    marker = "+" if origin.index == 0 else "-"
    return f"{marker}{letter}{tail}" if prefix else f"{letter}{marker}{tail}"


def write_wxf(pos: Position, move: Move, *, prefix: bool = False) -> str:
    """Return the WXF notation of ``move`` in ``pos``: ``C2=5``, ``H8+7``, ``R+=4``, ``15+1``.

    Args:
        pos: the position before the move.
        move: a legal move (legality is not checked).
        prefix: put the tandem marker before the letter (``+R=4``, ``-P+1``), as the xqdb
            "international" records do, instead of after it (Fairy-Stockfish ``R+=4``).

    Raises:
        NotationError: no piece of the side to move on the move's from-square.
    """
    return format_wxf(PositionFacts(pos).move(move), prefix=prefix)


def _operator(ch: str) -> Direction:
    return Direction.TRAVERSE if ch == "." else _OPERATORS[ch]


def _origin(ch: str) -> tuple[int | None, Qualifier | None]:
    if ch.isdigit():
        return int(ch), None
    if ch in _MARKERS:
        return None, Qualifier(_MARKERS[ch])
    return None, Qualifier(Rank.ORDINAL, "abcde".index(ch.lower()) + 1)


def _pawn_ordinal_fits(facts: PositionFacts, ordinal: int, file: int) -> bool:
    """True when ``ordinal`` + ``file`` can be a pawn ordinal (several pawns on ``file``)."""
    pawns = facts.kind(facts.turn, PieceKind.SOLDIER).values()
    on_file = [p for p in pawns if p.file == file]
    return len(on_file) >= 2 and ordinal <= len(on_file)


def parse_wxf(token: str, facts: PositionFacts | None = None) -> Query:
    """Parse a WXF token into a :class:`Query`.

    ``facts`` (the position) is needed only for the digit-first shape ``XY+Z``: it is the pawn
    ordinal X on file Y when the side has several pawns there, else the xqbase piece digit X.

    Raises:
        NotationError: unknown piece letter or not a WXF shape.
    """
    text = normalize(token)
    match = _LETTER_FIRST.match(text)
    if match:
        letter, origin, op, value = match.groups()
        file, qualifier = _origin(origin)
        kind = _READ_LETTERS[letter.upper()]
        return Query(kind, file, qualifier, _operator(op), int(value))
    match = _MARKER_FIRST.match(text)
    if match:
        marker, letter, op, value = match.groups()
        kind = _READ_LETTERS[letter.upper()]
        qualifier = Qualifier(_MARKERS[marker])
        return Query(kind, None, qualifier, _operator(op), int(value))
    match = _DIGIT_FIRST.match(text)
    if match:
        digit, origin, op, value = match.groups()
        file, qualifier = _origin(origin)
        ordinal = int(digit)
        if file is not None and facts is not None and _pawn_ordinal_fits(facts, ordinal, file):
            qualifier = Qualifier(Rank.ORDINAL, ordinal)
            return Query(PieceKind.SOLDIER, file, qualifier, _operator(op), int(value))
        return Query(_PIECE_DIGITS[digit], file, qualifier, _operator(op), int(value))
    if text[:1].isalpha() and text[:1].upper() not in _READ_LETTERS:
        raise NotationError(token, message=say("notation.unknown_letter", letter=repr(text[0])))
    raise NotationError(token, message=say("notation.not_wxf"))


def read_wxf(pos: Position, text: str) -> Move:
    """Return the legal move the WXF ``text`` names in ``pos`` (dialects: see the module doc).

    Raises:
        NotationError: unknown piece letter, no such piece on that file, not a legal move.
        AmbiguousNotationError: several legal moves fit.
    """
    facts = PositionFacts(pos)
    return resolve(facts, text, parse_wxf(text, facts))
