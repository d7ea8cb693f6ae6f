"""Load the bundled CJK font so pieces render on machines without any CJK font.

The font is a subset of Noto Serif CJK SC Bold (SIL OFL 1.1), renamed
``XiangqiGUI Serif``; see ``resources/fonts/README.md`` and
``packaging/make_font_subset.py`` for the characters it holds.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase

from xiangqi_gui.resources import resource_path

FONT_FILE = "XiangqiGUISerif-Bold.otf"
FONT_FAMILY = "XiangqiGUI Serif"

_loaded_family: str | None = None


class FontLoadError(RuntimeError):
    """The bundled font file is missing or Qt refused to load it."""


def bundled_font_path() -> Path:
    """Path of the bundled font file (``resources/fonts/XiangqiGUISerif-Bold.otf``)."""
    return resource_path("fonts", FONT_FILE)


def load_bundled_font() -> str:
    """Register the bundled font with Qt once and return its family name.

    Needs a ``QGuiApplication``. Raises :class:`FontLoadError` when the file is
    missing or ``QFontDatabase.addApplicationFont`` fails.
    """
    global _loaded_family
    if _loaded_family is not None:
        return _loaded_family
    path = bundled_font_path()
    if not path.is_file():
        raise FontLoadError(f"bundled font not found: {path}")
    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        raise FontLoadError(f"Qt could not load the bundled font {path}")
    _loaded_family = families[0]
    return _loaded_family


def board_font(pixel_size: int) -> QFont:
    """Bold bundled font at ``pixel_size`` pixels (at least 1) for board text and pieces."""
    font = QFont(load_bundled_font())
    font.setPixelSize(max(1, pixel_size))
    font.setBold(True)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font
