"""Preferences kept between runs in QSettings (docs/architecture.md, "Settings").

Stored in an INI file beside the journal (``settings.ini`` in the app-data folder, see
:mod:`.paths`), so tests and portable installs redirect both with one folder. Keys:
``game/last_setup`` (the last :class:`~.setup.GameSetup` as JSON, start position
excluded) and ``sheet/notation`` (``chinese``, ``abbr``, ``wxf`` or ``iccs``).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings

from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import START_FEN

SETTINGS_NAME = "settings.ini"
NOTATIONS = ("chinese", "abbr", "wxf", "iccs")


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

    def notation(self) -> str:
        """The score sheet's notation (default ``chinese``)."""
        value = self._settings.value("sheet/notation", "chinese")
        return value if isinstance(value, str) and value in NOTATIONS else "chinese"

    def set_notation(self, notation: str) -> None:
        """Remember the score sheet's notation."""
        self._settings.setValue("sheet/notation", notation)
        self._settings.sync()
