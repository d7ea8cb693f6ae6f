"""Where the application keeps its files: the autosave journal, preferences and the error log.

The folder is the platform's application-data folder for the application name
``xiangqi_gui`` without an organisation level (``QStandardPaths.AppDataLocation``:
``$XDG_DATA_HOME/xiangqi_gui``, by default ``~/.local/share/xiangqi_gui``, on Linux;
``%APPDATA%\\xiangqi_gui`` on Windows; ``~/Library/Application Support/xiangqi_gui`` on
macOS), as README.md says, or the folder named by the environment variable
``XIANGQI_GUI_DATA_DIR`` (tests, portable installs).
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
    location = _app_data_location()
    return Path(location) if location else Path.home() / f".{APP_NAME}"


def _app_data_location() -> str:
    """Qt's AppDataLocation for ``APP_NAME`` with no organisation folder level.

    Qt inserts ``<organisation>/`` before the application name when an organisation name
    is set (which gave ``~/.local/share/xiangqi_gui/xiangqi_gui``); the documented folder
    has one level, so the organisation name is left out of this one look-up.
    """
    if not QCoreApplication.applicationName():
        QCoreApplication.setApplicationName(APP_NAME)
    organisation = QCoreApplication.organizationName()
    QCoreApplication.setOrganizationName("")
    try:
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        QCoreApplication.setOrganizationName(organisation)


def journal_path(folder: Path | None = None) -> Path:
    """The autosave journal file in ``folder`` (default :func:`data_dir`)."""
    return (data_dir() if folder is None else folder) / JOURNAL_NAME


def log_path(folder: Path | None = None) -> Path:
    """The error log file in ``folder`` (default :func:`data_dir`)."""
    return (data_dir() if folder is None else folder) / LOG_NAME
