"""Where the file dialogs start: the folder used last, else the user's Documents folder.

A club player opens and saves records in the same few folders; a dialog that opens in the
program's working directory (wherever it was started from, often the home folder or the
install folder) makes them walk there every time (fresh-user trial, issue 11). Every record,
score-sheet, library and tournament dialog asks :func:`start_folder` (or
:func:`start_path` for a proposed file name; :func:`beside` for a new file beside a
record's own file) and reports the file or folder chosen with
:func:`remember`.

The folder is kept in the QSettings given to :func:`use_settings` under ``files/last_folder``
(the app gives its ``settings.ini``, :mod:`xiangqi_gui.app.preferences`); without settings
it is kept for the running program only. A remembered folder that no longer exists is
skipped. The fallback is ``QStandardPaths.DocumentsLocation`` (``~/Documents`` on Linux,
the user's 文档 / Documents folder on Windows and macOS), else the home folder.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

KEY = "files/last_folder"

NAME_BYTES = 150
"""Most UTF-8 bytes of a proposed file name's stem (file systems take 255; a Chinese
character is 3 bytes)."""

_UNSAFE = re.compile(r'(?:\s*[\x00-\x1f<>:"/\\|?*])+\s*')
_RESERVED = frozenset({"CON", "PRN", "AUX", "NUL", *(f"COM{n}" for n in range(1, 10)),
                       *(f"LPT{n}" for n in range(1, 10))})

_settings: QSettings | None = None
_last = ""  # the last folder when no settings are given


def use_settings(settings: QSettings | None) -> None:
    """Keep the last folder in ``settings`` (None: for this run only)."""
    global _settings
    _settings = settings


def documents_folder() -> str:
    """The user's Documents folder (QStandardPaths), else the home folder."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return found if found and os.path.isdir(found) else str(Path.home())


def last_folder() -> str:
    """The folder a file dialog was last used in, "" when none (or it is gone)."""
    value: object = _settings.value(KEY, "") if _settings is not None else _last
    return value if isinstance(value, str) and value and os.path.isdir(value) else ""


def start_folder() -> str:
    """Where a file dialog starts: :func:`last_folder`, else :func:`documents_folder`."""
    return last_folder() or documents_folder()


def start_path(name: str) -> str:
    """A proposed file ``name`` (no folder) in :func:`start_folder`, for a save dialog."""
    return os.path.join(start_folder(), name)


def beside(path: str, name: str) -> str:
    """A proposed file ``name`` in the folder of the file ``path`` (a record's source) when
    that folder still exists and can be written to, else :func:`start_path`."""
    folder = os.path.dirname(os.path.abspath(path)) if path else ""
    if folder and os.path.isdir(folder) and os.access(folder, os.W_OK):
        return os.path.join(folder, name)
    return start_path(name)


def safe_name(text: str, limit: int = NAME_BYTES) -> str:
    """``text`` as a file name stem that Windows, macOS and Linux all take: the characters
    they refuse (``/ \\ : * ? " < > |`` and control characters) and the spaces around them
    become one ``-``, white space runs one space, no space, dot or ``-`` at either end, at
    most ``limit`` UTF-8 bytes; a name Windows reserves (CON, NUL, COM1…) gets ``_`` after
    it. ``""`` stays ``""``.

    >>> safe_name(' 许银川 / 吕钦: "决赛"? ')
    '许银川-吕钦-决赛'
    >>> safe_name("nul"), safe_name("..")
    ('nul_', '')
    """
    name = " ".join(_UNSAFE.sub("-", text).split()).strip(" .-")
    while len(name.encode("utf-8")) > limit:
        name = name[:-1].rstrip(" .-")
    if name.split(".")[0].upper() in _RESERVED:
        name += "_"
    return name


def joined_name(parts: Iterable[str], suffix: str, fallback: str) -> str:
    """A proposed file name: the non-empty ``parts`` each made safe (:func:`safe_name`),
    joined with ``-`` and cut as :func:`safe_name` cuts, then ``suffix`` (``".pdf"``);
    ``fallback`` stands for the stem when nothing is left.

    >>> joined_name(["市象棋赛", "", "第3轮/对阵表"], ".pdf", "pairings")
    '市象棋赛-第3轮-对阵表.pdf'
    >>> joined_name(["?"], ".csv", "standings")
    'standings.csv'
    """
    stem = safe_name("-".join(filter(None, map(safe_name, parts))))
    return f"{stem or fallback}{suffix}"


def remember(path: str) -> None:
    """Remember the folder of ``path`` (a file chosen or written), or ``path`` itself when
    it is a folder; "" is ignored."""
    global _last
    if not path:
        return
    folder = path if os.path.isdir(path) else os.path.dirname(os.path.abspath(path))
    if _settings is not None:
        _settings.setValue(KEY, folder)
        _settings.sync()
    else:
        _last = folder
