"""Preferences kept between runs in QSettings (docs/architecture.md, "Settings").

Stored in an INI file beside the journal (``settings.ini`` in the app-data folder, see
:mod:`.paths`), so tests and portable installs redirect both with one folder. Keys:
``game/last_setup`` (the last :class:`~.setup.GameSetup` as JSON, start position
excluded), ``sheet/notation`` (``chinese``, ``abbr``, ``wxf`` or ``iccs``), and the
Preferences dialog's ``ui/language`` (a code of :data:`LANGUAGE_CODES`, empty = the
system's), ``board/traditional`` (traditional piece faces; unset = on for ``zh_Hant``),
``board/theme`` (:data:`THEMES`), ``sound/enabled``, ``sound/voice`` (the 读秒 count
spoken), ``sound/warnings`` (main-time warning thresholds in seconds, e.g. ``"60, 30, 10"``),
``clock/left_keys`` and ``clock/right_keys`` (Qt key sequences as text, e.g. ``"Z, A"``),
``clockmode/left_keys`` and ``clockmode/right_keys`` (clock mode's face keys; empty = that
half of the keyboard), ``clock/pause_key`` (the arbiter's pause key, default ``Space``),
``clock/debounce_ms`` (clock mode's press debounce, default 250), ``files/recent`` (newest
first, at most :data:`MAX_RECENT`), ``game/live_file`` (the file the live game was saved to,
as JSON with the game's key and its moves then), ``files/last_folder`` (where the file dialogs
start, :mod:`xiangqi_gui.ui.file_folder`), and the window's ``window/geometry``, ``window/state``
and ``window/splitter`` (Qt's opaque byte arrays), and the game review's ``review/engine``
(a path, empty = the first engine found), ``review/dialect`` (the protocol that engine
answered its check in, a :class:`~xiangqi_gui.engine.Dialect` value; empty = unknown),
``review/depth`` (plies) or ``review/movetime_ms`` (the other one empty; see
:class:`~xiangqi_gui.study.review.ReviewSettings`).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings

from xiangqi_gui.engine import Dialect
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import START_FEN

if TYPE_CHECKING:
    from xiangqi_gui.study.review import ReviewSettings

SETTINGS_NAME = "settings.ini"
NOTATIONS = ("chinese", "abbr", "wxf", "iccs")
LANGUAGE_CODES = ("zh_Hans", "zh_Hant", "en", "vi")
THEMES = ("wood", "contrast")
MAX_RECENT = 10
DEFAULT_WARNINGS = "60, 30, 10"
DEFAULT_PAUSE = "Space"
DEFAULT_DEBOUNCE_MS = 250
MAX_DEBOUNCE_MS = 2000


def live_game_key(header: dict[str, Any]) -> str:
    """A live game's identity for :meth:`Preferences.live_file`: a digest of its journal
    header (:meth:`~xiangqi_gui.play.live.LiveGame.log_header`: the setup and the instant it
    was set up), the same for the game resumed from its journal."""
    text = json.dumps(header, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class Preferences:
    """Read and write the preferences in ``folder/settings.ini``."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / SETTINGS_NAME
        self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def last_setup(self) -> GameSetup | None:
        """The setup of the last game started, or None (absent or unreadable)."""
        raw = self._settings.value("game/last_setup", "")
        if not isinstance(raw, str) or not raw:
            return None
        try:
            return GameSetup.from_dict(json.loads(raw))
        except (ValueError, KeyError, TypeError):
            return None

    def set_last_setup(self, setup: GameSetup) -> None:
        """Remember ``setup`` (its start position is not kept)."""
        data = setup.with_(start_fen=START_FEN).to_dict()
        self._settings.setValue("game/last_setup", json.dumps(data, ensure_ascii=False))
        self._settings.sync()

    @property
    def settings(self) -> QSettings:
        """The QSettings behind these preferences (the file dialogs' last folder,
        :mod:`xiangqi_gui.ui.file_folder`, keeps ``files/last_folder`` there)."""
        return self._settings

    def notation(self) -> str:
        """The score sheet's notation (default ``chinese``)."""
        value = self._settings.value("sheet/notation", "chinese")
        return value if isinstance(value, str) and value in NOTATIONS else "chinese"

    def set_notation(self, notation: str) -> None:
        """Remember the score sheet's notation."""
        self._settings.setValue("sheet/notation", notation)
        self._settings.sync()

    # ------------------------------------------------------------------ Preferences dialog

    def _text(self, key: str, default: str = "") -> str:
        value = self._settings.value(key, default)
        return value if isinstance(value, str) else default

    def _set(self, key: str, value: object) -> None:
        self._settings.setValue(key, value)
        self._settings.sync()

    def language(self) -> str:
        """The chosen interface language code, or ``""`` to follow the system locale."""
        value = self._text("ui/language")
        return value if value in LANGUAGE_CODES else ""

    def set_language(self, code: str) -> None:
        """Remember the interface language (``""``: the system's); used at once and at the
        next start."""
        self._set("ui/language", code if code in LANGUAGE_CODES else "")

    def traditional_pieces(self, language: str) -> bool:
        """Traditional piece faces (俥傌炮帥仕相兵 / 車馬砲將士象卒)? Default: on for zh_Hant."""
        value = self._text("board/traditional")
        if value in ("true", "false"):
            return value == "true"
        return language == "zh_Hant"

    def set_traditional_pieces(self, on: bool) -> None:
        """Remember the piece faces."""
        self._set("board/traditional", "true" if on else "false")

    def theme(self) -> str:
        """The board and piece theme (``wood`` by default, or ``contrast``)."""
        value = self._text("board/theme", "wood")
        return value if value in THEMES else "wood"

    def set_theme(self, theme: str) -> None:
        """Remember the board and piece theme."""
        self._set("board/theme", theme if theme in THEMES else "wood")

    def sound(self) -> bool:
        """Clock warning sounds on (default) or off."""
        return self._text("sound/enabled", "true") != "false"

    def set_sound(self, on: bool) -> None:
        """Remember whether the clock sounds."""
        self._set("sound/enabled", "true" if on else "false")

    def voice(self) -> bool:
        """The 读秒 count spoken aloud (default on)."""
        return self._text("sound/voice", "true") != "false"

    def set_voice(self, on: bool) -> None:
        """Remember whether the 读秒 count is spoken."""
        self._set("sound/voice", "true" if on else "false")

    def warnings(self) -> str:
        """Main-time warning thresholds, seconds as text (default ``"60, 30, 10"``)."""
        return self._text("sound/warnings", DEFAULT_WARNINGS)

    def set_warnings(self, text: str) -> None:
        """Remember the warning thresholds (seconds, comma separated)."""
        self._set("sound/warnings", text)

    def clock_mode_keys(self) -> tuple[str, str, str]:
        """Clock mode's (left face, right face) keys as Qt key-sequence text (``""``: that
        half of the keyboard) and the pause key (default ``"Space"``)."""
        return (self._text("clockmode/left_keys"), self._text("clockmode/right_keys"),
                self._text("clock/pause_key", DEFAULT_PAUSE) or DEFAULT_PAUSE)

    def set_clock_mode_keys(self, left: str, right: str, pause: str) -> None:
        """Remember clock mode's face keys and the pause key."""
        self._set("clockmode/left_keys", left)
        self._set("clockmode/right_keys", right)
        self._set("clock/pause_key", pause or DEFAULT_PAUSE)

    def printout(self) -> str:
        """The score-sheet printout's language: ``"cxa"`` (default: the CXA form in
        Chinese, 简体) or ``"ui"`` (the interface language)."""
        value = self._text("print/language", "cxa")
        return value if value in ("cxa", "ui") else "cxa"

    def set_printout(self, choice: str) -> None:
        """Remember the printout's language (``"cxa"`` or ``"ui"``)."""
        self._set("print/language", choice if choice in ("cxa", "ui") else "cxa")

    def debounce_ms(self) -> int:
        """Clock mode's press debounce in ms (default 250; 0..2000)."""
        try:
            value = int(self._text("clock/debounce_ms", str(DEFAULT_DEBOUNCE_MS)))
        except ValueError:
            return DEFAULT_DEBOUNCE_MS
        return value if 0 <= value <= MAX_DEBOUNCE_MS else DEFAULT_DEBOUNCE_MS

    def set_debounce_ms(self, ms: int) -> None:
        """Remember clock mode's press debounce (ms)."""
        self._set("clock/debounce_ms", str(max(0, min(MAX_DEBOUNCE_MS, ms))))

    def clock_keys(self) -> tuple[str, str]:
        """(left face, right face) keys as Qt key-sequence text; default ``("Z, A", "/, '")``."""
        return (self._text("clock/left_keys", "Z, A") or "Z, A",
                self._text("clock/right_keys", "/, '") or "/, '")

    def set_clock_keys(self, left: str, right: str) -> None:
        """Remember the clock keys (Qt key-sequence text, comma separated)."""
        self._set("clock/left_keys", left)
        self._set("clock/right_keys", right)

    def review_settings(self) -> ReviewSettings:
        """The game review's engine, its protocol and the limit (the defaults when unset or
        unreadable; an unknown protocol is None)."""
        from xiangqi_gui.study.review import ReviewSettings  # the review's code, when used

        engine = self._text("review/engine")
        dialect = next((d for d in Dialect if d.value == self._text("review/dialect")), None)
        depth, movetime = self._text("review/depth"), self._text("review/movetime_ms")
        try:
            if movetime and not depth:
                return ReviewSettings(engine, depth=None, movetime_ms=int(movetime),
                                      dialect=dialect)
            if depth:
                return ReviewSettings(engine, depth=int(depth), dialect=dialect)
        except ValueError:
            pass
        return ReviewSettings(engine, dialect=dialect)

    def set_review_settings(self, settings: ReviewSettings) -> None:
        """Remember the game review's engine, its protocol and the limit."""
        self._set("review/engine", settings.engine)
        self._set("review/dialect", "" if settings.dialect is None else settings.dialect.value)
        self._set("review/depth", "" if settings.depth is None else str(settings.depth))
        self._set("review/movetime_ms",
                  "" if settings.movetime_ms is None else str(settings.movetime_ms))

    def recent_files(self) -> list[str]:
        """Recently opened or saved record files, newest first (at most :data:`MAX_RECENT`)."""
        raw = self._text("files/recent")
        try:
            items = json.loads(raw) if raw else []
        except ValueError:
            return []
        return [p for p in items if isinstance(p, str)][:MAX_RECENT]

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` (made absolute) first in the recent files; returns the new list."""
        path = str(Path(path).resolve())
        items = [path, *(p for p in self.recent_files() if p != path)][:MAX_RECENT]
        self._set("files/recent", json.dumps(items, ensure_ascii=False))
        return items

    def remove_recent_file(self, path: str) -> list[str]:
        """Drop ``path`` from the recent files (it could not be opened); returns the new list."""
        items = [p for p in self.recent_files() if p != path]
        self._set("files/recent", json.dumps(items, ensure_ascii=False))
        return items

    def live_file(self, game: str) -> tuple[str, int] | None:
        """The file the live game ``game`` (its key: :func:`live_game_key`) was last saved
        to and how many moves it held then; None for another game or none saved."""
        raw = self._text("game/live_file")
        try:
            found = json.loads(raw) if raw else None
        except ValueError:
            return None
        if not isinstance(found, dict) or found.get("game") != game:
            return None
        path, moves = found.get("path"), found.get("moves")
        if not isinstance(path, str) or not isinstance(moves, int) or isinstance(moves, bool):
            return None
        return path, moves

    def set_live_file(self, game: str, path: str, moves: int) -> None:
        """Remember that the live game ``game`` was saved to ``path`` with ``moves`` moves
        (a resumed game keeps its file name and modified mark, issue 11)."""
        self._set("game/live_file", json.dumps({"game": game, "path": path, "moves": moves},
                                               ensure_ascii=False))

    def window_state(self, key: str) -> bytes:
        """A saved window byte array (``geometry``, ``state`` or ``splitter``), or b"".

        Read from Qt's own ``@ByteArray(...)`` form; the form older versions wrote (a
        pickled Python ``bytes``, ``@Variant(...PySide::PyObjectWrapper...)``) is still
        read, and replaced by Qt's at the next save."""
        value = self._settings.value(f"window/{key}", b"")
        if isinstance(value, (bytes, bytearray)):
            return bytes(value)
        data = getattr(value, "data", None)
        return bytes(data()) if callable(data) else b""

    def set_window_state(self, key: str, value: bytes) -> None:
        """Remember a window byte array (``geometry``, ``state`` or ``splitter``) as a
        ``QByteArray`` (``@ByteArray(...)`` in the file: readable by any Qt, whatever the
        Python or PySide version; a Python ``bytes`` would be pickled)."""
        self._set(f"window/{key}", QByteArray(value))
