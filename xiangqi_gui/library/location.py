"""Where the library database lives by default, without Qt (the core stays Qt-free).

The same folder as the application's data (:mod:`xiangqi_gui.app.paths`):
``XIANGQI_GUI_DATA_DIR`` when set; else ``%APPDATA%/xiangqi_gui`` on Windows,
``~/Library/Application Support/xiangqi_gui`` on macOS, ``$XDG_DATA_HOME/xiangqi_gui``
(default ``~/.local/share/xiangqi_gui``) elsewhere.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "xiangqi_gui"
LIBRARY_NAME = "library.sqlite3"


def data_folder() -> Path:
    """The application's data folder (not created here)."""
    override = os.environ.get("XIANGQI_GUI_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


def default_library_path() -> Path:
    """``<data folder>/library.sqlite3``."""
    return data_folder() / LIBRARY_NAME
