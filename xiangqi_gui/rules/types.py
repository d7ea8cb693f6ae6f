"""Colours, piece kinds, pieces, squares and moves.

Squares are plain ``int`` 0..89 with ``square = rank * 9 + file``: files 0..8 are
``a``..``i`` counted from Red's left, ranks 0..9 counted from Red's side. This is
the ICCS / UCCI coordinate system (docs/references.md §1); ``h2e2`` is Red's
cannon moving from h2 to e2 (炮二平五).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

FILES = "abcdefghi"
FILE_COUNT = 9
RANK_COUNT = 10
SQUARE_COUNT = FILE_COUNT * RANK_COUNT


class Color(enum.IntEnum):
    """The two sides. Red (红方) moves first (art. 2.1)."""

    RED = 0
    BLACK = 1

    @property
    def opponent(self) -> Color:
        """The other side."""
        return Color.BLACK if self is Color.RED else Color.RED

    @property
    def sign(self) -> int:
        """+1 for Red, -1 for Black: the sign of this side's piece codes on the board."""
        return 1 if self is Color.RED else -1


class PieceKind(enum.IntEnum):
    """The seven piece kinds (art. 1.2). The value is the internal piece code."""

    KING = 1  # 帅 / 将
    ADVISOR = 2  # 仕 / 士
    ELEPHANT = 3  # 相 / 象
    HORSE = 4  # 马
    CHARIOT = 5  # 车
    CANNON = 6  # 炮
    SOLDIER = 7  # 兵 / 卒


# FEN letters (xqbase / Pikafish) and the WXF alternatives accepted on input.
_LETTERS = {
    PieceKind.KING: "k",
    PieceKind.ADVISOR: "a",
    PieceKind.ELEPHANT: "b",
    PieceKind.HORSE: "n",
    PieceKind.CHARIOT: "r",
    PieceKind.CANNON: "c",
    PieceKind.SOLDIER: "p",
}
_KIND_OF_LETTER = {letter: kind for kind, letter in _LETTERS.items()}
_KIND_OF_LETTER.update({"e": PieceKind.ELEPHANT, "h": PieceKind.HORSE})

ENGLISH_NAMES = {
    PieceKind.KING: "general",
    PieceKind.ADVISOR: "advisor",
    PieceKind.ELEPHANT: "elephant",
    PieceKind.HORSE: "horse",
    PieceKind.CHARIOT: "chariot",
    PieceKind.CANNON: "cannon",
    PieceKind.SOLDIER: "soldier",
}


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece: its colour and kind. Hashable and immutable."""

    color: Color
    kind: PieceKind

    def symbol(self) -> str:
        """FEN letter: ``K A B N R C P`` for Red, lower case for Black."""
        letter = _LETTERS[self.kind]
        return letter.upper() if self.color is Color.RED else letter

    @classmethod
    def from_symbol(cls, symbol: str) -> Piece:
        """Parse one FEN letter; WXF's ``H`` (horse) and ``E`` (elephant) are accepted.

        Raises ``ValueError`` for any other character.
        """
        kind = _KIND_OF_LETTER.get(symbol.lower()) if len(symbol) == 1 else None
        if kind is None:
            raise ValueError(f"unknown piece letter {symbol!r}")
        return cls(Color.RED if symbol.isupper() else Color.BLACK, kind)

    @property
    def code(self) -> int:
        """Internal board code: +kind for Red, -kind for Black."""
        return int(self.kind) * self.color.sign

    @classmethod
    def from_code(cls, code: int) -> Piece:
        """Inverse of :attr:`code`; raises ``ValueError`` for 0 or an unknown code."""
        if code == 0 or abs(code) > 7:
            raise ValueError(f"no piece has code {code}")
        return cls(Color.RED if code > 0 else Color.BLACK, PieceKind(abs(code)))

    def describe(self) -> str:
        """English description, e.g. ``"red horse"``."""
        return f"{self.color.name.lower()} {ENGLISH_NAMES[self.kind]}"

    def __str__(self) -> str:
        return self.symbol()


def square(file: int, rank: int) -> int:
    """Square of ``file`` (0..8, a..i) and ``rank`` (0..9); raises ``ValueError`` off the board."""
    if not (0 <= file < FILE_COUNT and 0 <= rank < RANK_COUNT):
        raise ValueError(f"no square at file {file}, rank {rank}")
    return rank * FILE_COUNT + file


def square_file(sq: int) -> int:
    """File 0..8 (a..i, from Red's left) of square ``sq``."""
    return sq % FILE_COUNT


def square_rank(sq: int) -> int:
    """Rank 0..9 (from Red's side) of square ``sq``."""
    return sq // FILE_COUNT


def square_name(sq: int) -> str:
    """ICCS name of a square, e.g. ``"h2"``; raises ``ValueError`` for an index outside 0..89."""
    if not 0 <= sq < SQUARE_COUNT:
        raise ValueError(f"no square {sq}")
    return FILES[sq % FILE_COUNT] + str(sq // FILE_COUNT)


def parse_square(name: str) -> int:
    """Parse an ICCS square name (``"h2"``, case-insensitive); raises ``ValueError``."""
    if len(name) != 2 or name[0].lower() not in FILES or not name[1].isdigit():
        raise ValueError(f"not a square name: {name!r}")
    return square(FILES.index(name[0].lower()), int(name[1]))


_ICCS = re.compile(r"^([a-iA-I][0-9])-?([a-iA-I][0-9])$")


@dataclass(frozen=True, slots=True)
class Move:
    """A move from one square to another (ICCS ``h2e2``). Says nothing about legality."""

    from_square: int
    to_square: int

    @property
    def iccs(self) -> str:
        """ICCS / UCCI text, lower case without a dash: ``"h2e2"``."""
        return square_name(self.from_square) + square_name(self.to_square)

    @classmethod
    def from_iccs(cls, text: str) -> Move:
        """Parse ``h2e2`` or the ICCS server form ``H2-E2``; raises ``ValueError``."""
        match = _ICCS.match(text.strip())
        if match is None:
            raise ValueError(f"not an ICCS move: {text!r}")
        return cls(parse_square(match.group(1)), parse_square(match.group(2)))

    def __str__(self) -> str:
        return self.iccs
