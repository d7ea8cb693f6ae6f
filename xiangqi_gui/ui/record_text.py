"""A record file's error (:class:`~xiangqi_gui.formats.RecordError`) in the UI language.

The readers give each error a :class:`~xiangqi_gui.rules.message.Message` (ids of
:mod:`xiangqi_gui.formats.texts`), shown here through :mod:`xiangqi_gui.ui.messages`; the
place is named the way a reader of the language says it: "第 3 局，第 12 行，第 5 步",
"game 3, line 12, ply 5" (game, then line or byte offset, then ply). An error without a
message (made outside the readers) shows its English reason. These functions may run in
a worker thread (Qt's translate is thread-safe).
"""

from __future__ import annotations

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.messages import language_of, render, translate

CONTEXT = "RecordError"
_GAME = QT_TRANSLATE_NOOP("RecordError", "game {0}")
_LINE = QT_TRANSLATE_NOOP("RecordError", "line {0}")
_OFFSET = QT_TRANSLATE_NOOP("RecordError", "byte offset {0} (0x{1})")
_PLY = QT_TRANSLATE_NOOP("RecordError", "ply {0}")
_NOWHERE = QT_TRANSLATE_NOOP("RecordError", "unknown place")
_THREE_LINES = QT_TRANSLATE_NOOP("RecordError", "File: {0}\nPlace: {1}\nReason: {2}")


def record_reason(error: RecordError, language: str | None = None) -> str:
    """Why ``error``'s record cannot be read, in ``language`` (default: the UI's)."""
    return render(error.message, language) if error.message is not None else error.reason


def record_place(location: Location, language: str | None = None) -> str:
    """``location`` in ``language``: "第 3 局，第 12 行，第 5 步" / "game 3, line 12, ply 5"
    (the parts that are known; "unknown place" when none is)."""
    lang = language_of(language)
    parts = []
    if location.game is not None:
        parts.append(translate(CONTEXT, _GAME, lang).format(location.game + 1))
    if location.line is not None:
        parts.append(translate(CONTEXT, _LINE, lang).format(location.line))
    if location.offset is not None:
        parts.append(translate(CONTEXT, _OFFSET, lang).format(
            location.offset, f"{location.offset:X}"))
    if location.ply is not None:
        parts.append(translate(CONTEXT, _PLY, lang).format(location.ply))
    if not parts:
        return translate(CONTEXT, _NOWHERE, lang)
    return ("，" if lang.startswith("zh") else ", ").join(parts)


def record_error_text(error: RecordError, language: str | None = None) -> str:
    """The three lines of an error box about ``error``: file, place, reason."""
    lang = language_of(language)
    return translate(CONTEXT, _THREE_LINES, lang).format(
        error.source, record_place(error.location, lang), record_reason(error, lang))
