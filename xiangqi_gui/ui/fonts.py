"""Load the bundled CJK fonts so no text shows □ on machines without any CJK font.

Two subsets (SIL OFL 1.1; ``packaging/make_font_subset.py`` builds them, see
``resources/fonts/README.md``):

* ``XiangqiGUI Serif`` (Noto Serif CJK SC Bold): the piece, river and file-number face;
* ``XiangqiGUI Sans`` (Noto Sans CJK SC Regular): the UI face — GB2312, Big5 common,
  CJK punctuation, every translation and every corpus header/comment character.

:func:`install_ui_fonts` registers both and makes them the fallbacks of the application
font (the system's UI family first, then the sans, then the serif subset), so every widget,
the demo board and the PDF printout find a glyph for every Chinese character.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from xiangqi_gui.resources import resource_path

FONT_FILE = "XiangqiGUISerif-Bold.otf"
FONT_FAMILY = "XiangqiGUI Serif"
UI_FONT_FILE = "XiangqiGUISans-Regular.otf"
UI_FONT_FAMILY = "XiangqiGUI Sans"

_loaded_family: str | None = None
_loaded_ui_family: str | None = None


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
    _loaded_family = _register(bundled_font_path())
    return _loaded_family


def _register(path: Path) -> str:
    """Register the font file ``path`` with Qt and return its first family name; raises
    :class:`FontLoadError` when the file is missing or Qt cannot read it."""
    if not path.is_file():
        raise FontLoadError(f"bundled font not found: {path}")
    font_id = QFontDatabase.addApplicationFont(str(path))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        raise FontLoadError(f"Qt could not load the bundled font {path}")
    return families[0]


def load_ui_font() -> str:
    """Register the bundled UI face (``XiangqiGUI Sans``) once and return its family name.

    Needs a ``QGuiApplication``; raises :class:`FontLoadError` like :func:`load_bundled_font`.
    """
    global _loaded_ui_family
    if _loaded_ui_family is None:
        _loaded_ui_family = _register(resource_path("fonts", UI_FONT_FILE))
    return _loaded_ui_family


def fallback_families() -> list[str]:
    """The bundled families to append to any font's family list: sans, then serif."""
    return [load_ui_font(), load_bundled_font()]


def with_fallbacks(font: QFont) -> QFont:
    """``font`` with the bundled CJK faces appended to its families (a copy)."""
    result = QFont(font)
    families = [f for f in (result.families() or [result.family()]) if f]
    result.setFamilies(families + [f for f in fallback_families() if f not in families])
    return result


def install_ui_fonts() -> list[str]:
    """Register both bundled faces and make them the application font's fallbacks.

    Needs a ``QApplication`` (``QGuiApplication`` for the font database). Returns the
    application font's families. Raises :class:`FontLoadError` when a file is missing or
    unreadable (the application font is then left alone).
    """
    fallbacks = fallback_families()
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return fallbacks
    font = with_fallbacks(QGuiApplication.font())
    QGuiApplication.setFont(font)
    return list(font.families())


def board_font(pixel_size: int) -> QFont:
    """Bold bundled font at ``pixel_size`` pixels (at least 1) for board text and pieces."""
    font = QFont(load_bundled_font())
    font.setPixelSize(max(1, pixel_size))
    font.setBold(True)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font
