"""Chinese full notation (完整记录, 四字记谱): ``炮二平五``, ``马8进7``, ``前炮退二``.

Source: CXA rules art. 7.5 (完整记录; "前""中""后" for like pieces on one file) and the board
of art. 1 (red files 一..九, black files 1..9 from each side's right);
docs/references.md §2 for tandem pawns.

Written form: piece, origin file, 进/退/平, number; Red writes numbers as Chinese numerals,
Black as digits. Tandem pieces (车 马 炮 兵 sharing a file) take 前/后, three pawns 前/中/后,
four or five pawns 前/二/三/四/五, and the file is dropped. 仕/士 and 相/象 are never qualified:
two on one file are told apart by 进/退.

Pawns doubled on two files at once (2+2 or 3+2), :class:`PawnStyle`:

* ``TRADITIONAL`` (default): qualifier, piece and file, 5 characters: ``前兵九平八``,
  ``中兵四平三``. It keeps the file, matches DhtmlXQ and is our default (docs/references.md §2).
* ``SHORT``: the 4-character form without the piece name: ``前九平八``, ``二7平6``.
* ``XQBASE``: pawns on the doubled files numbered 一..五 from the mover's right file to the
  left, front to back within a file, file dropped: ``一兵平五``; also 一..五 for four or five
  pawns on one file.

The reader accepts all three styles, simplified and traditional glyphs (車馬砲俥傌帥將進後),
上/下 for 进/退, Chinese numerals or (full-width) digits for either side, and 前/后 spelt out
for any piece (also 仕/相).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from xiangqi_gui.rules import Color, Move, PieceKind, Position

from .errors import NotationError
from .facts import DIAGONAL_KINDS, UNQUALIFIED_KINDS, Direction, MoveFacts, PositionFacts
from .glyphs import (
    CHINESE_NUMERALS,
    DIRECTION_GLYPHS,
    NUMERALS,
    PIECE_GLYPHS,
    PIECE_NAMES,
    TRADITIONAL_PIECE_NAMES,
    WORD_GLYPHS,
    black_digits,
    normalize,
)
from .resolve import Qualifier, Query, Rank, resolve
from .texts import say


class PawnStyle(StrEnum):
    """How pawns are qualified when two files hold several pawns (see the module doc)."""

    TRADITIONAL = "traditional"
    SHORT = "short"
    XQBASE = "xqbase"


_DIRECTION_TEXT = {Direction.ADVANCE: "进", Direction.RETREAT: "退", Direction.TRAVERSE: "平"}
_TRADITIONAL_DIRECTION_TEXT = {
    Direction.ADVANCE: "進",
    Direction.RETREAT: "退",
    Direction.TRAVERSE: "平",
}
_ORDINALS = "一二三四五"


@dataclass(frozen=True)
class Layout:
    """What precedes the direction in a move text.

    Attributes:
        qualifier: "" or the tandem word (前, 中, 后, 二..五, or 一..五 in the xqbase style).
        piece: whether the piece name is written.
        file: whether the origin file is written.
    """

    qualifier: str
    piece: bool
    file: bool


def tandem_word(index: int, count: int) -> str:
    """Return the qualifier of the ``index``-th piece (0 = front) of ``count`` on a file."""
    if count == 2:
        return "前后"[index]
    if count == 3:
        return "前中后"[index]
    return "前二三四五"[index]


def layout(facts: MoveFacts, pawn_style: PawnStyle = PawnStyle.TRADITIONAL) -> Layout:
    """Return the :class:`Layout` of the move's text under ``pawn_style``."""
    origin = facts.origin
    if not origin.tandem or facts.kind in UNQUALIFIED_KINDS:
        return Layout("", piece=True, file=True)
    if facts.kind == PieceKind.SOLDIER and origin.doubled_files >= 2:
        if pawn_style == PawnStyle.XQBASE and origin.serial is not None:
            return Layout(_ORDINALS[origin.serial], piece=True, file=False)
        word = tandem_word(origin.index, origin.count)
        return Layout(word, piece=pawn_style != PawnStyle.SHORT, file=True)
    if pawn_style == PawnStyle.XQBASE and origin.count >= 4:
        return Layout(_ORDINALS[origin.index], piece=True, file=False)
    return Layout(tandem_word(origin.index, origin.count), piece=True, file=False)


def _numeral(color: Color, n: int, fullwidth: bool) -> str:
    if color == Color.RED:
        return CHINESE_NUMERALS[n - 1]
    return black_digits(str(n)) if fullwidth else str(n)


def format_chinese(
    facts: MoveFacts,
    *,
    fullwidth: bool = False,
    traditional: bool = False,
    pawn_style: PawnStyle = PawnStyle.TRADITIONAL,
) -> str:
    """Return the Chinese text of the move described by ``facts`` (see :func:`write_chinese`)."""
    color = facts.color
    names = TRADITIONAL_PIECE_NAMES if traditional else PIECE_NAMES
    directions = _TRADITIONAL_DIRECTION_TEXT if traditional else _DIRECTION_TEXT
    shape = layout(facts, pawn_style)
    parts = [shape.qualifier.replace("后", "後") if traditional else shape.qualifier]
    if shape.piece:
        parts.append(names[color][facts.kind])
    if shape.file:
        parts.append(_numeral(color, facts.origin.file, fullwidth))
    parts.append(directions[facts.direction])
    parts.append(_numeral(color, facts.number, fullwidth))
    return "".join(parts)


def write_lone_chinese(code: int, move: Move, *, fullwidth: bool = False) -> str:
    """The Chinese text of ``move`` by the piece ``code`` (as on
    :attr:`~xiangqi_gui.rules.Position.board`: +kind for Red, -kind for Black) when no
    other piece of its kind and colour shares its file: piece, file, 进/退/平, number (no
    前/后, CXA art. 7.5), as :func:`write_chinese` writes it in the default style, from
    per-side tables without a position.
    """
    f, t = move.from_square, move.to_square
    red = code > 0
    digits = CHINESE_NUMERALS if red else _BLACK_DIGITS[fullwidth]
    change = t // 9 - f // 9 if red else f // 9 - t // 9
    if change == 0 or abs(code) in _DIAGONAL_CODES:
        number = 9 - t % 9 if red else t % 9 + 1
    else:
        number = abs(change)
    return (_NAME_OF_CODE[code] + digits[(8 - f % 9) if red else f % 9]
            + ("平" if change == 0 else "进" if change > 0 else "退") + digits[number - 1])


#: Black's numerals by ``fullwidth``.
_BLACK_DIGITS = ("123456789", "１２３４５６７８９")
_DIAGONAL_CODES = frozenset(int(kind) for kind in DIAGONAL_KINDS)
_NAME_OF_CODE = {int(kind) * color.sign: name
                 for color, names in PIECE_NAMES.items() for kind, name in names.items()}


#: Simplified → traditional glyphs of each side's move texts (the glyphs of
#: :func:`format_chinese` with ``traditional``): pieces, 进 and 后.
_TO_TRADITIONAL = {
    color: str.maketrans({**{PIECE_NAMES[color][kind]: TRADITIONAL_PIECE_NAMES[color][kind]
                             for kind in PIECE_NAMES[color]}, "进": "進", "后": "後"})
    for color in (Color.RED, Color.BLACK)}


def traditional_glyphs(text: str, color: Color) -> str:
    """A move text of ``color`` written in simplified glyphs (Chinese full or abbreviated
    notation, as :func:`format_chinese` / the abbreviated writer give it) in traditional
    ones, the glyphs ``traditional=True`` writes; other characters are kept.

    >>> traditional_glyphs("马八进七", Color.RED), traditional_glyphs("后车8进1", Color.BLACK)
    ('傌八進七', '後車8進1')
    >>> traditional_glyphs("炮25", Color.BLACK)
    '砲25'
    """
    return text.translate(_TO_TRADITIONAL[color])


def write_chinese(
    pos: Position,
    move: Move,
    *,
    fullwidth: bool = False,
    traditional: bool = False,
    pawn_style: PawnStyle | str = PawnStyle.TRADITIONAL,
) -> str:
    """Return the Chinese full notation of ``move`` in ``pos``: ``炮二平五``, ``马8进7``.

    Args:
        pos: the position before the move (the side to move makes it).
        move: a legal move (legality is not checked).
        fullwidth: write Black's digits full-width (``马８进７``) as printed books do.
        traditional: traditional glyphs (帥仕相傌俥炮兵 / 將士象馬車砲卒, 進, 後).
        pawn_style: "traditional" (default), "short" or "xqbase" (see the module doc).

    Raises:
        NotationError: no piece of the side to move on the move's from-square.
    """
    return format_chinese(
        PositionFacts(pos).move(move),
        fullwidth=fullwidth,
        traditional=traditional,
        pawn_style=PawnStyle(pawn_style),
    )


def classify(token: str, text: str) -> tuple[str, list[int | str | PieceKind]]:
    """Return the class string (P piece, W 前中后, N numeral, D direction) and the values."""
    classes = []
    values: list[int | str | PieceKind] = []
    for i, ch in enumerate(text):
        if ch in PIECE_GLYPHS:
            classes.append("P")
            values.append(PIECE_GLYPHS[ch])
        elif ch in WORD_GLYPHS:
            classes.append("W")
            values.append(WORD_GLYPHS[ch])
        elif ch in NUMERALS:
            classes.append("N")
            values.append(NUMERALS[ch])
        elif ch in DIRECTION_GLYPHS:
            classes.append("D")
            values.append(DIRECTION_GLYPHS[ch])
        elif i == 0:
            raise NotationError(token, message=say("notation.unknown_piece", char=repr(ch)))
        else:
            raise NotationError(token, message=say("notation.bad_char", char=repr(ch)))
    return "".join(classes), values


def qualifier_of(cls: str, value: int | str | PieceKind) -> Qualifier:
    """Return the qualifier of a W (前/中/后) or N (ordinal 1..5) element."""
    if cls == "W":
        return Qualifier(Rank(str(value)))
    assert isinstance(value, int)
    return Qualifier(Rank.ORDINAL, value)


# class pattern -> (index of piece or -1 for pawn, index of qualifier or -1, index of file or -1)
_SHAPES: dict[str, tuple[int, int, int]] = {
    "PN": (0, -1, 1),
    "WP": (1, 0, -1),
    "NP": (1, 0, -1),
    "WPN": (1, 0, 2),
    "NPN": (1, 0, 2),
    "WN": (-1, 0, 1),
    "NN": (-1, 0, 1),
    "PW": (0, 1, -1),
}


def parse_origin(token: str, cls: str, values: list[int | str | PieceKind]) -> Query:
    """Return a :class:`Query` (direction None, number 0) for the origin part of a move text.

    ``cls``/``values`` are the elements before the direction (or before the last digit in the
    abbreviated notation).

    Raises:
        NotationError: the elements do not form a known shape, or an ordinal above 5.
    """
    shape = _SHAPES.get(cls)
    if shape is None:
        raise NotationError(token, message=say("notation.bad_shape"))
    piece_at, qual_at, file_at = shape
    kind = values[piece_at] if piece_at >= 0 else PieceKind.SOLDIER
    assert isinstance(kind, PieceKind)
    qualifier = None
    if qual_at >= 0:
        qualifier = qualifier_of(cls[qual_at], values[qual_at])
        if qualifier.rank == Rank.ORDINAL and qualifier.ordinal > 5:
            raise NotationError(token, message=say("notation.bad_ordinal",
                                                   ordinal=qualifier.ordinal))
    file = values[file_at] if file_at >= 0 else None
    assert file is None or isinstance(file, int)
    return Query(kind, file, qualifier, None, 0)


def parse_chinese(token: str) -> Query:
    """Parse a Chinese full-notation token into a :class:`Query` (no position needed).

    Raises:
        NotationError: unknown piece glyph, unexpected character, or an unknown shape.
    """
    text = normalize(token)
    if not text:
        raise NotationError(token, message=say("notation.empty"))
    cls, values = classify(token, text)
    if len(cls) < 3 or cls[-2:] != "DN":
        raise NotationError(token, message=say("notation.not_chinese"))
    origin = parse_origin(token, cls[:-2], values[:-2])
    number = values[-1]
    assert isinstance(number, int)
    return Query(origin.kind, origin.file, origin.qualifier, Direction(str(values[-2])), number)


def read_chinese(pos: Position, text: str) -> Move:
    """Return the legal move that the Chinese full notation ``text`` names in ``pos``.

    Accepts every form listed in the module doc (``炮二平五``, ``马８进７``, ``前炮退二``,
    ``前兵九平八``, ``前九平八``, ``三兵平六``, ``車1進1``, ``炮 二 平 五``, ``1.兵七进一``).

    Raises:
        NotationError: unknown piece, no such piece on that file, not a legal move.
        AmbiguousNotationError: several legal moves fit (e.g. ``炮五退二`` with two cannons
            on file 五 that both can), with ``.candidates``.
    """
    return resolve(PositionFacts(pos), text, parse_chinese(text))
