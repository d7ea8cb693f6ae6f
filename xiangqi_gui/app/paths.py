"""Where the application keeps its files: the autosave journal and the error log.

The folder is the platform's application-data folder
(``QStandardPaths.AppDataLocation``: ``~/.local/share/xiangqi_gui`` on Linux,
``%APPDATA%/xiangqi_gui`` on Windows, ``~/Library/Application Support/xiangqi_gui`` on
macOS), or the folder named by the environment variable ``XIANGQI_GUI_DATA_DIR`` (tests,
portable installs).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

APP_NAME = "xiangqi_gui"
DATA_DIR_ENV = "XIANGQI_GUI_DATA_DIR"
JOURNAL_NAME = "journal.jsonl"
LOG_NAME = "xiangqi_gui.log"


def data_dir() -> Path:
    """The folder for the journal and the log (not created here)."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    if not QCoreApplication.applicationName():
        QCoreApplication.setApplicationName(APP_NAME)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / f".{APP_NAME}"


def journal_path(folder: Path | None = None) -> Path:
    """The autosave journal file in ``folder`` (default :func:`data_dir`)."""
    return (data_dir() if folder is None else folder) / JOURNAL_NAME


def log_path(folder: Path | None = None) -> Path:
    """The error log file in ``folder`` (default :func:`data_dir`)."""
    return (data_dir() if folder is None else folder) / LOG_NAME
