"""The bundled CJK font subset holds every character the board draws, and Qt loads it."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo, QRawFont

from xiangqi_gui.ui.board_geometry import BLACK_FILE_NUMBERS, RED_FILE_NUMBERS
from xiangqi_gui.ui.fonts import FONT_FAMILY, board_font, bundled_font_path, load_bundled_font
from xiangqi_gui.ui.pieces import SIMPLIFIED, TRADITIONAL

RIVER = "楚河汉界漢"
NOTATION = "一二三四五六七八九进退平前中后進後１２３４５６７８９"


def _drawn_characters() -> set[str]:
    return set(
        "".join(SIMPLIFIED.values())
        + "".join(TRADITIONAL.values())
        + RIVER
        + "".join(RED_FILE_NUMBERS)
        + "".join(BLACK_FILE_NUMBERS)
        + NOTATION
    )


def test_font_file_is_small_and_licensed() -> None:
    path = bundled_font_path()
    assert path.suffix == ".otf"
    assert 10_000 < path.stat().st_size < 200_000
    licence = (path.parent / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence


def test_bundled_font_has_a_glyph_for_every_drawn_character(qapp: object) -> None:
    """Read the file itself (QRawFont), so an installed system CJK font cannot mask a gap."""
    raw = QRawFont(str(bundled_font_path()), 32)
    assert raw.isValid()
    assert raw.familyName() == FONT_FAMILY
    chars = _drawn_characters()
    assert len(chars) > 40
    missing = [ch for ch in sorted(chars) if not raw.supportsCharacter(ord(ch))]
    assert missing == []
    # a character we never draw is really absent: the subset is a subset
    assert not raw.supportsCharacter(ord("龍"))


def test_board_font_resolves_to_the_bundled_family(qapp: object) -> None:
    family = load_bundled_font()
    assert family == FONT_FAMILY
    assert load_bundled_font() is family  # registered once
    font = board_font(24)
    assert QFontInfo(font).family() == FONT_FAMILY
    assert font.pixelSize() == 24 and font.bold()
