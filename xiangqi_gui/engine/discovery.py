"""Finding an engine executable, and which dialect it speaks.

Debian/Ubuntu install ``fairy-stockfish`` as ``/usr/games/fairy-stockfish``, a directory
that is not on root's (or a service's) ``PATH``; :func:`find_engine` therefore looks in
``PATH`` first and then in :data:`EXTRA_DIRS`.

The dialect of an engine file chosen in the window is learned by its handshake (the check
of :mod:`xiangqi_gui.engine.qt.check`, which tries the handshakes in
:func:`handshake_order` and reads the answer with :func:`answered_dialect`) and travels
with its path from then on (an engine seat, the journal, the review settings).
:func:`start_dialect` is the one rule for starting a program: the dialect learned, else
(data written before the check learned it, a path never checked) the guess from the
file name, :func:`guess_dialect`.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from .dialect import Dialect
from .errors import EngineNotFoundError
from .messages import OptionSpec
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


def handshake_order(path: str | os.PathLike[str]) -> tuple[Dialect, Dialect]:
    """The dialects whose handshakes a check tries on the program at ``path``, in order:
    :func:`guess_dialect`'s first, then the other handshake (``ucci`` after ``uci``, or
    ``uci`` after ``ucci``) for a program silent to the first. The name only orders them.

    >>> handshake_order("/opt/engines/myengine")
    (<Dialect.UCI: 'uci'>, <Dialect.UCCI: 'ucci'>)
    >>> handshake_order("ELEEYE.EXE")
    (<Dialect.UCCI: 'ucci'>, <Dialect.UCI: 'uci'>)
    """
    first = guess_dialect(path)
    return (first, Dialect.UCI) if first is Dialect.UCCI else (first, Dialect.UCCI)


def answered_dialect(asked: Dialect, options: Mapping[str, OptionSpec]) -> Dialect:
    """The dialect of an engine that answered ``asked``'s handshake, from that answer alone
    (its file name plays no part): ``ucciok`` is UCCI; after ``uciok`` an engine whose
    ``UCI_Variant`` option offers ``xiangqi`` is Fairy-Stockfish (:attr:`Dialect.UCI_FSF`:
    ranks 1..10, and Xiangqi only once ``UCI_Variant`` is set), any other is
    :attr:`Dialect.UCI` (ranks 0..9, Pikafish). ``options``: the declared options by name
    (UCI option names are case-insensitive).

    >>> answered_dialect(Dialect.UCI_FSF, {})  # named fairy-stockfish, but no variants
    <Dialect.UCI: 'uci'>
    >>> variants = OptionSpec("UCI_Variant", "combo", "chess", choices=("chess", "xiangqi"))
    >>> answered_dialect(Dialect.UCI, {"UCI_Variant": variants})
    <Dialect.UCI_FSF: 'uci-fsf'>
    """
    if asked is Dialect.UCCI:
        return Dialect.UCCI
    variants = next((spec.choices for name, spec in options.items()
                     if name.lower() == "uci_variant"), ())
    return Dialect.UCI_FSF if "xiangqi" in (v.lower() for v in variants) else Dialect.UCI


def start_dialect(path: str | os.PathLike[str], learned: Dialect | None) -> Dialect:
    """The dialect to start the program at ``path`` in: ``learned`` (what its check
    learned, carried with the path), else :func:`guess_dialect`'s (None: data written
    before the check learned it, or a path never checked, such as ``xiangqi analyse
    --engine``)."""
    return learned if learned is not None else guess_dialect(path)


def check_executable(path: str | os.PathLike[str]) -> Path:
    """``path`` as an absolute Path if it is an executable file, else EngineNotFoundError."""
    target = Path(path).expanduser()
    if not target.is_file() or not os.access(target, os.X_OK):
        raise EngineNotFoundError(say("engine.not_executable", engine=repr(str(path))))
    return target.absolute()
