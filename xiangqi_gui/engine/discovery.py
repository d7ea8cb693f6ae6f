"""Finding an engine executable and guessing its dialect.

Debian/Ubuntu install ``fairy-stockfish`` as ``/usr/games/fairy-stockfish``, a directory
that is not on root's (or a service's) ``PATH``; :func:`find_engine` therefore looks in
``PATH`` first and then in :data:`EXTRA_DIRS`.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .dialect import Dialect
from .errors import EngineNotFoundError
from .texts import say

DEFAULT_NAMES: tuple[str, ...] = ("fairy-stockfish", "pikafish", "eleeye", "elephanteye")
"""Executable names tried by :func:`find_engine`, best-known first."""

EXTRA_DIRS: tuple[str, ...] = ("/usr/games", "/usr/local/games", "/opt/homebrew/bin",
                               "/usr/local/bin")
"""Directories searched after ``PATH`` (Debian's games directory first)."""


def find_engine(names: tuple[str, ...] = DEFAULT_NAMES, *,
                extra_dirs: tuple[str, ...] = EXTRA_DIRS, path: str | None = None) -> Path:
    """First executable among ``names`` on ``path`` (default ``$PATH``), then in ``extra_dirs``.

    Returns an absolute path. Raises :class:`EngineNotFoundError` listing the names and
    directories searched when none is found.
    """
    search = path if path is not None else os.environ.get("PATH", os.defpath)
    full = os.pathsep.join([search, *extra_dirs])
    for name in names:
        found = shutil.which(name, path=full)
        if found is not None:
            return Path(found).absolute()
    raise EngineNotFoundError(say("engine.not_found", names=", ".join(names),
                                  dirs=", ".join(extra_dirs)))


def guess_dialect(path: str | os.PathLike[str]) -> Dialect:
    """Dialect from the executable's name: ``*fairy*`` -> UCI_FSF, ``*eleeye*``/``*elephant*``
    -> UCCI, anything else (Pikafish, ...) -> UCI with ranks 0..9."""
    name = Path(path).name.lower()
    if "fairy" in name or "fsf" in name:
        return Dialect.UCI_FSF
    if "eleeye" in name or "elephant" in name or "ucci" in name:
        return Dialect.UCCI
    return Dialect.UCI


def check_executable(path: str | os.PathLike[str]) -> Path:
    """``path`` as an absolute Path if it is an executable file, else EngineNotFoundError."""
    target = Path(path).expanduser()
    if not target.is_file() or not os.access(target, os.X_OK):
        raise EngineNotFoundError(say("engine.not_executable", engine=repr(str(path))))
    return target.absolute()
