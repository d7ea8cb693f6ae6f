"""The operating system's and SQLite's error texts as messages (ids ``os.*``, ``sqlite.*``).

An ``OSError``'s ``strerror`` and a ``sqlite3`` error's text are English whatever the user's
language. Every core package that reports one (formats, library, tournament, engine) puts
:func:`system_error` into its own message as an argument instead of the raw text: the common
cases get an id of their own, so the window says them in the UI language (Qt context
``Message``, :mod:`xiangqi_gui.ui.messages`); any other error keeps its English text
(``os.other``, shown as it is). The English templates are glibc's and SQLite's own wording,
so ``str(message)`` (the command line, logs) reads as before.

Errno values are POSIX (``errno`` module); SQLite texts are those of its C library
(``sqlite3_errstr``), matched as substrings of the exception's text.

>>> import errno
>>> str(system_error(FileNotFoundError(errno.ENOENT, "No such file or directory")))
'No such file or directory'
>>> system_error(PermissionError(errno.EACCES, "Permission denied")).id
'os.permission'
>>> import sqlite3
>>> system_error(sqlite3.OperationalError("database is locked")).id
'sqlite.locked'
>>> system_error(ValueError("something else")).id, str(system_error(ValueError("odd")))
('os.other', 'odd')
"""

from __future__ import annotations

import errno

from .message import QT_TRANSLATE_NOOP, Message, register

TEMPLATES = {
    "os.no_such_file": QT_TRANSLATE_NOOP("Message", "No such file or directory"),
    "os.permission": QT_TRANSLATE_NOOP("Message", "Permission denied"),
    "os.not_permitted": QT_TRANSLATE_NOOP("Message", "Operation not permitted"),
    "os.disk_full": QT_TRANSLATE_NOOP("Message", "No space left on device"),
    "os.quota": QT_TRANSLATE_NOOP("Message", "Disk quota exceeded"),
    "os.read_only": QT_TRANSLATE_NOOP("Message", "Read-only file system"),
    "os.is_directory": QT_TRANSLATE_NOOP("Message", "Is a directory"),
    "os.not_directory": QT_TRANSLATE_NOOP("Message", "Not a directory"),
    "os.exists": QT_TRANSLATE_NOOP("Message", "File exists"),
    "os.io": QT_TRANSLATE_NOOP("Message", "Input/output error"),
    "os.name_too_long": QT_TRANSLATE_NOOP("Message", "File name too long"),
    "os.too_many_files": QT_TRANSLATE_NOOP("Message", "Too many open files"),
    "os.busy": QT_TRANSLATE_NOOP("Message", "Device or resource busy"),
    "os.not_executable": QT_TRANSLATE_NOOP("Message", "Exec format error"),
    "os.other": QT_TRANSLATE_NOOP("Message", "{text}"),
    "sqlite.locked": QT_TRANSLATE_NOOP("Message", "database is locked"),
    "sqlite.malformed": QT_TRANSLATE_NOOP("Message", "database disk image is malformed"),
    "sqlite.not_database": QT_TRANSLATE_NOOP("Message", "file is not a database"),
    "sqlite.read_only": QT_TRANSLATE_NOOP("Message", "attempt to write a readonly database"),
    "sqlite.cannot_open": QT_TRANSLATE_NOOP("Message", "unable to open database file"),
    "sqlite.io": QT_TRANSLATE_NOOP("Message", "disk I/O error"),
    "sqlite.full": QT_TRANSLATE_NOOP("Message", "database or disk is full"),
}
register(TEMPLATES)

_ERRNO_IDS = {
    errno.ENOENT: "os.no_such_file",
    errno.EACCES: "os.permission",
    errno.EPERM: "os.not_permitted",
    errno.ENOSPC: "os.disk_full",
    errno.EDQUOT: "os.quota",
    errno.EROFS: "os.read_only",
    errno.EISDIR: "os.is_directory",
    errno.ENOTDIR: "os.not_directory",
    errno.EEXIST: "os.exists",
    errno.EIO: "os.io",
    errno.ENAMETOOLONG: "os.name_too_long",
    errno.EMFILE: "os.too_many_files",
    errno.ENFILE: "os.too_many_files",
    errno.EBUSY: "os.busy",
    errno.ENOEXEC: "os.not_executable",
}
#: SQLite's error texts (substrings of the exception text), most specific first.
_SQLITE_IDS = (
    ("database is locked", "sqlite.locked"),
    ("malformed", "sqlite.malformed"),
    ("file is not a database", "sqlite.not_database"),
    ("readonly database", "sqlite.read_only"),
    ("unable to open database file", "sqlite.cannot_open"),
    ("disk I/O error", "sqlite.io"),
    ("database or disk is full", "sqlite.full"),
)


def system_error(exc: BaseException) -> Message:
    """``exc`` as a message: an ``os.*`` id for an ``OSError`` with a known ``errno``, a
    ``sqlite.*`` id for a known SQLite text, else ``os.other`` carrying the English text
    (``strerror`` for an ``OSError``, else ``str(exc)``)."""
    if isinstance(exc, OSError):
        key = _ERRNO_IDS.get(exc.errno) if exc.errno is not None else None
        if key is not None:
            return Message.of(key)
        return Message.of("os.other", text=str(exc.strerror or exc))
    text = str(exc)
    for needle, key in _SQLITE_IDS:
        if needle in text:
            return Message.of(key)
    return Message.of("os.other", text=text)


def system_error_text(text: str) -> Message:
    """A stored error text (SQLite's, or an OS ``strerror``) as a message: the known texts
    get their id, anything else ``os.other``."""
    for key, template in TEMPLATES.items():
        if key != "os.other" and template == text:
            return Message.of(key)
    return system_error(RuntimeError(text))
