"""Character tables of Chinese notation and the text normalisation every reader applies.

Source: CXA art. 7.5; docs/references.md §2 (piece glyphs, simplified and traditional; 上/下 in old
records) and §3 (combining strokes of the abbreviated notation).
"""

from __future__ import annotations

import re
import unicodedata

from xiangqi_gui.rules import Color, PieceKind

#: Simplified piece names as written by each side.
PIECE_NAMES: dict[Color, dict[PieceKind, str]] = {
    Color.RED: {
        PieceKind.KING: "帅",
        PieceKind.ADVISOR: "仕",
        PieceKind.ELEPHANT: "相",
        PieceKind.HORSE: "马",
        PieceKind.CHARIOT: "车",
        PieceKind.CANNON: "炮",
        PieceKind.SOLDIER: "兵",
    },
    Color.BLACK: {
        PieceKind.KING: "将",
        PieceKind.ADVISOR: "士",
        PieceKind.ELEPHANT: "象",
        PieceKind.HORSE: "马",
        PieceKind.CHARIOT: "车",
        PieceKind.CANNON: "炮",
        PieceKind.SOLDIER: "卒",
    },
}

#: Traditional piece names (帥仕相傌俥炮兵 / 將士象馬車砲卒).
TRADITIONAL_PIECE_NAMES: dict[Color, dict[PieceKind, str]] = {
    Color.RED: {
        PieceKind.KING: "帥",
        PieceKind.ADVISOR: "仕",
        PieceKind.ELEPHANT: "相",
        PieceKind.HORSE: "傌",
        PieceKind.CHARIOT: "俥",
        PieceKind.CANNON: "炮",
        PieceKind.SOLDIER: "兵",
    },
    Color.BLACK: {
        PieceKind.KING: "將",
        PieceKind.ADVISOR: "士",
        PieceKind.ELEPHANT: "象",
        PieceKind.HORSE: "馬",
        PieceKind.CHARIOT: "車",
        PieceKind.CANNON: "砲",
        PieceKind.SOLDIER: "卒",
    },
}

#: Every accepted piece glyph (after :func:`normalize`) and its kind, for either side.
PIECE_GLYPHS: dict[str, PieceKind] = {
    "帅": PieceKind.KING,
    "将": PieceKind.KING,
    "仕": PieceKind.ADVISOR,
    "士": PieceKind.ADVISOR,
    "相": PieceKind.ELEPHANT,
    "象": PieceKind.ELEPHANT,
    "马": PieceKind.HORSE,
    "车": PieceKind.CHARIOT,
    "炮": PieceKind.CANNON,
    "兵": PieceKind.SOLDIER,
    "卒": PieceKind.SOLDIER,
}

#: Traditional and variant glyphs folded to the simplified ones by :func:`normalize`.
_FOLD = str.maketrans(
    {
        "帥": "帅",
        "將": "将",
        "俥": "车",
        "車": "车",
        "伡": "车",
        "傌": "马",
        "馬": "马",
        "㐷": "马",
        "砲": "炮",
        "包": "炮",
        "後": "后",
        "進": "进",
        "〇": "0",
    }
)

CHINESE_NUMERALS = "一二三四五六七八九"

#: Numerals for numbers 1..9: Chinese for either side, ASCII digits after normalisation.
NUMERALS: dict[str, int] = {ch: i + 1 for i, ch in enumerate(CHINESE_NUMERALS)}
NUMERALS.update({str(i): i for i in range(1, 10)})

#: Direction characters (上/下 are the old forms of 进/退).
DIRECTION_GLYPHS = {
    "进": "advance",
    "上": "advance",
    "退": "retreat",
    "下": "retreat",
    "平": "traverse",
}

#: Tandem words; 前 = the piece nearest the opponent.
WORD_GLYPHS = {"前": "front", "中": "middle", "后": "rear"}

#: Combining strokes of the abbreviated notation: low line = 进, overline = 退 (§2.4).
ADVANCE_MARK = "\u0332"
RETREAT_MARK = "\u0305"

_MOVE_NUMBER = re.compile(r"^[0-9]++\s*+(?:\.\s*+)++|^[0-9]++\s*+[、,，)）]\s*+")
_TRAILING = "!?！？#"


def normalize(text: str) -> str:
    """Return ``text`` folded for reading: NFKC (full-width digits, letters and operators
    become ASCII), traditional glyphs simplified (車馬砲 → 车马炮, 帥將 → 帅将, 進後 → 进后),
    every whitespace removed, a glued move number (``1.``, ``12...``, ``3、``) and trailing
    ``!``/``?`` annotations dropped.

    The move number is only dropped when at least three characters remain, so the
    xqbase-style WXF ``62.5`` (cannon 2 to 5) is not mistaken for move 62.
    """
    folded = unicodedata.normalize("NFKC", text).translate(_FOLD)
    folded = "".join(folded.split())
    match = _MOVE_NUMBER.match(folded)
    if match and len(folded) - match.end() >= 3:
        folded = folded[match.end() :]
    return folded.rstrip(_TRAILING)


def black_digits(text: str) -> str:
    """Return ``text`` with ASCII digits 1..9 made full-width (１..９), as printed books do."""
    return text.translate(_FULLWIDTH)


_FULLWIDTH = str.maketrans("123456789", "１２３４５６７８９")
