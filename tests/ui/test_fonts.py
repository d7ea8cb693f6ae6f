"""The bundled CJK font subset holds every character the board draws, and Qt loads it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QFontInfo, QRawFont

from tests.conftest import REPO
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


_NO_SYSTEM_FONTS_SCRIPT = """
import sys
from PySide6.QtGui import QFontDatabase, QFontInfo, QFontMetrics, QImage, QPainter, QColor
from PySide6.QtWidgets import QApplication
app = QApplication([])
before = set(QFontDatabase.families())
from xiangqi_gui.rules import Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.fonts import board_font
from xiangqi_gui.ui.pieces import SIMPLIFIED
font = board_font(40)
metrics = QFontMetrics(font)
drawn = set(SIMPLIFIED.values()) | set("楚河汉界一九")
missing = [c for c in drawn if not metrics.inFontUcs4(ord(c))]
board = BoardWidget()
board.resize(540, 600)
board.set_position(Position())
image = QImage(540, 600, QImage.Format.Format_ARGB32_Premultiplied)
image.fill(QColor("white"))
painter = QPainter(image)
board.paint(painter, 1.0)
painter.end()
c = board.square_center(4)  # e0, the red general
red = sum(
    1
    for y in range(int(c.y()) - 12, int(c.y()) + 12)
    for x in range(int(c.x()) - 12, int(c.x()) + 12)
    if image.pixelColor(x, y).red() > 150 and image.pixelColor(x, y).green() < 90
)
print(sorted(before), QFontInfo(font).family(), missing, red, sep="|")
"""


def test_pieces_render_on_a_machine_without_system_fonts(tmp_path: Path) -> None:
    """A fontconfig with no font directories stands in for a machine with no CJK font."""
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        f"<?xml version='1.0'?><fontconfig><dir>{tmp_path / 'none'}</dir>"
        f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    result = subprocess.run(
        [sys.executable, "-c", _NO_SYSTEM_FONTS_SCRIPT],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    families, family, missing, red = result.stdout.strip().splitlines()[-1].split("|")
    assert "CJK" not in families and FONT_FAMILY not in families  # nothing installed
    assert family == FONT_FAMILY
    assert missing == "[]"
    assert int(red) > 20  # the red 帅 was drawn on e0
