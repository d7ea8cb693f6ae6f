"""Name a piece on its square the way players of each language say it (Qt-free).

Chinese players name the side, the file counted from that side's own right (Red 一..九 in
Chinese numerals, Black 1..9 in Arabic digits, as in the notation of CXA art. 7.5) and the
piece: 红方二路炮, 黑方8路马; two or three like pieces on one file are told apart by
前/中/后 (前炮). English adds the ICCS square: "Red's cannon on file 2 (h2)". Vietnamese
uses the cờ tướng names (Tướng, Sĩ, Tượng, Mã, Xe, Pháo, Tốt): "Pháo cột 2 của Đỏ (h2)".

Languages: ``zh_Hans``, ``zh_Hant``, ``en``, ``vi`` (the codes of the UI translations).
"""

from __future__ import annotations

from xiangqi_gui.rules import Color, Piece, PieceKind, Position, square_file, square_name
from xiangqi_gui.rules.types import ENGLISH_NAMES

from .chinese import tandem_word
from .glyphs import CHINESE_NUMERALS

LANGUAGES = ("zh_Hans", "zh_Hant", "en", "vi")

_K, _A, _B, _N, _R, _C, _P = (PieceKind.KING, PieceKind.ADVISOR, PieceKind.ELEPHANT,
                              PieceKind.HORSE, PieceKind.CHARIOT, PieceKind.CANNON,
                              PieceKind.SOLDIER)
#: Piece names by language and side (zh_Hant: 帥仕相傌俥炮兵 / 將士象馬車砲卒).
_NAMES = {
    "zh_Hans": {Color.RED: dict(zip((_K, _A, _B, _N, _R, _C, _P), "帅仕相马车炮兵", strict=True)),
                Color.BLACK: dict(zip((_K, _A, _B, _N, _R, _C, _P), "将士象马车炮卒",
                                      strict=True))},
    "zh_Hant": {Color.RED: dict(zip((_K, _A, _B, _N, _R, _C, _P), "帥仕相傌俥炮兵", strict=True)),
                Color.BLACK: dict(zip((_K, _A, _B, _N, _R, _C, _P), "將士象馬車砲卒",
                                      strict=True))},
}
_VIETNAMESE = {_K: "Tướng", _A: "Sĩ", _B: "Tượng", _N: "Mã", _R: "Xe", _C: "Pháo", _P: "Tốt"}
_SIDE = {"zh_Hans": ("红方", "黑方"), "zh_Hant": ("紅方", "黑方"), "en": ("Red's", "Black's"),
         "vi": ("Đỏ", "Đen")}
_TANDEM_TRADITIONAL = str.maketrans({"后": "後"})


def file_number(color: Color, sq: int) -> int:
    """The file of ``sq`` as ``color`` counts it, 1..9 from its own right-hand side.

    >>> from xiangqi_gui.rules import parse_square
    >>> file_number(Color.RED, parse_square("h2")), file_number(Color.BLACK, parse_square("h9"))
    (2, 8)
    """
    file = square_file(sq)
    return 9 - file if color is Color.RED else file + 1


def describe_piece(piece: Piece, sq: int, language: str = "zh_Hans",
                   position: Position | None = None, *, tandem: str | None = None,
                   side: bool = True) -> str:
    """``piece`` standing on ``sq`` in the words of ``language``.

    With ``position``, a piece sharing its file with like pieces of its side gets
    前/中/后 in Chinese (and front/middle/rear in English); ``tandem`` gives that word
    directly (``"前"``, ``"中"``, ``"后"`` or ``""``, as :func:`tandem_of` found it).
    ``side=False`` leaves the side out (二路炮, "cannon on file 2 (h2)"), for a sentence
    that names it already. Raises ``ValueError`` for an unknown language.

    >>> from xiangqi_gui.rules import parse_square
    >>> cannon, horse = Piece(Color.RED, PieceKind.CANNON), Piece(Color.BLACK, PieceKind.HORSE)
    >>> describe_piece(cannon, parse_square("h2"))
    '红方二路炮'
    >>> describe_piece(horse, parse_square("h9"), "zh_Hant")
    '黑方8路馬'
    >>> describe_piece(cannon, parse_square("h2"), "en")
    "Red's cannon on file 2 (h2)"
    >>> describe_piece(horse, parse_square("b9"), "vi")
    'Mã cột 2 của Đen (b9)'
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    number = file_number(piece.color, sq)
    if tandem is None:
        tandem = tandem_of(piece, sq, position)
    if not side:
        return _bare(piece, sq, language, number, tandem)
    side_text = _SIDE[language][int(piece.color)]
    return _with_side(side_text, _bare(piece, sq, language, number, tandem), language)


def _with_side(side: str, bare: str, language: str) -> str:
    if language in _NAMES:
        return f"{side}{bare}"
    if language == "en":
        return f"{side} {bare}"
    head, _, where = bare.rpartition(" (")
    return f"{head} của {side} ({where}"


def _bare(piece: Piece, sq: int, language: str, number: int, tandem: str) -> str:
    """The piece without its side: 二路炮, "cannon on file 2 (h2)", "Pháo cột 2 (h2)"."""
    if language in _NAMES:
        name = _NAMES[language][piece.color][piece.kind]
        digits = CHINESE_NUMERALS[number - 1] if piece.color is Color.RED else str(number)
        if tandem:
            word = tandem.translate(_TANDEM_TRADITIONAL) if language == "zh_Hant" else tandem
            return f"{word}{name}（{digits}路）"
        return f"{digits}路{name}"
    where = square_name(sq)
    if language == "en":
        english = {"前": "front ", "中": "middle ", "后": "rear "}.get(tandem, "")
        return f"{english}{ENGLISH_NAMES[piece.kind]} on file {number} ({where})"
    viet = {"前": " trước", "中": " giữa", "后": " sau"}.get(tandem, "")
    return f"{_VIETNAMESE[piece.kind]}{viet} cột {number} ({where})"


def side_word(color: Color, language: str) -> str:
    """The side as a sentence's subject: 红方/黑方 (紅方), "Red"/"Black", "Đỏ"/"Đen".

    Raises ``ValueError`` for an unknown language.

    >>> side_word(Color.RED, "zh_Hant"), side_word(Color.BLACK, "vi")
    ('紅方', 'Đen')
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    if language == "en":
        return "Red" if color is Color.RED else "Black"
    return _SIDE[language][int(color)]


def piece_name(piece: Piece, language: str) -> str:
    """The name of a kind of piece, no square: 炮 (砲 for Black in zh_Hant), "cannon", "Pháo".

    Raises ``ValueError`` for an unknown language.

    >>> piece_name(Piece(Color.BLACK, PieceKind.KING), "zh_Hans"), piece_name(
    ...     Piece(Color.RED, PieceKind.HORSE), "en")
    ('将', 'horse')
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    if language in _NAMES:
        return _NAMES[language][piece.color][piece.kind]
    if language == "en":
        return ENGLISH_NAMES[piece.kind]
    return _VIETNAMESE[piece.kind]


def tandem_of(piece: Piece, sq: int, position: Position | None) -> str:
    """前/中/后 for a piece sharing its file with like pieces of its side (else ``""``).

    >>> from xiangqi_gui.rules import parse_square
    >>> pos = Position.from_fen("3k5/9/9/9/9/9/7C1/9/7C1/4K4 w - - 0 1")
    >>> tandem_of(Piece(Color.RED, PieceKind.CANNON), parse_square("h3"), pos)
    '前'
    """
    if position is None:
        return ""
    file = square_file(sq)
    same = [s for s in range(90) if square_file(s) == file and position.piece_at(s) == piece]
    if len(same) < 2 or sq not in same or len(same) > 3:
        return ""
    # front = nearest the opponent: highest rank for Red (rank grows towards Black)
    same.sort(reverse=piece.color is Color.RED)
    return tandem_word(same.index(sq), len(same))
