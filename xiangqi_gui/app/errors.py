"""Never a raw traceback in the GUI: an exception hook that logs and shows a dialog.

:func:`install_excepthook` replaces :data:`sys.excepthook`. An uncaught exception (a program
fault: in a slot, a timer, an event handler) is written with its traceback to the log file
and shown to the user in the UI language: what happened, that a game in progress is kept in
its journal, and where the log is. The exception's own (English) type and message and the
place it was raised go only behind "Show Details…". The box is window-modal and does not
block the event loop.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]

_LOGGER = logging.getLogger("xiangqi_gui")


def setup_log(path: Path) -> bool:
    """Send the ``xiangqi_gui`` logger to ``path`` (its folder is created); False when the
    file cannot be opened (a read-only or full data folder: the program runs without a log)."""
    if any(isinstance(h, logging.FileHandler) and Path(h.baseFilename) == path.resolve()
           for h in _LOGGER.handlers):
        return True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return False
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    _LOGGER.addHandler(handler)
    _LOGGER.setLevel(logging.INFO)
    return True


def error_text(exc: BaseException) -> str:
    """One line for the user: ``"ValueError: bad value"``."""
    message = str(exc).strip()
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def fault_details(exc: BaseException) -> str:
    """The technical lines behind "Show Details…": the exception's type and message, and the
    innermost place it was raised (``File "…/x.py", line 12, in f``); the whole traceback
    is in the log."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return error_text(exc)
    last = frames[-1]
    return f'{error_text(exc)}\n\nFile "{last.filename}", line {last.lineno}, in {last.name}'


def fault_text(game_kept: bool, log_file: Path | None) -> str:
    """The box's sentences in the UI language: what happened, whether the game in progress
    is kept in its journal, and where the details were written (``log_file``; None: no log)."""
    lines = [QCoreApplication.translate(
        "errors", "Something went wrong inside the program: an error it did not expect (a "
                  "program fault). The program carries on.")]
    if game_kept:
        lines.append(QCoreApplication.translate(
            "errors", "The game in progress is kept: every move is in its journal, and the "
                      "game is offered again at the next start."))
    if log_file is not None:
        lines.append(QCoreApplication.translate(
            "errors", "The technical details were written to {0}; please send that file "
                      "with a report of the fault.").format(log_file))
    else:
        lines.append(QCoreApplication.translate(
            "errors", "The technical details are under Show Details."))
    return "\n\n".join(lines)


def install_excepthook(parent: Callable[[], QWidget | None], log_file: Path,
                       game_kept: Callable[[], bool] = lambda: False) -> ExceptHook:
    """Install the hook; returns the previous one. ``parent()`` gives the dialog's parent
    window (may be None); ``game_kept()`` says whether a game in progress is being written
    to its journal. The dialog shown last is kept as ``hook.last_box`` (tests)."""
    logged = setup_log(log_file)
    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        _LOGGER.error("uncaught exception\n%s",
                      "".join(traceback.format_exception(kind, exc, tb)))
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, exc, tb)
            return
        box = QMessageBox(QMessageBox.Icon.Critical,
                          QCoreApplication.translate("errors", "Unexpected error"),
                          fault_text(game_kept(), log_file if logged else None),
                          QMessageBox.StandardButton.Ok, parent())
        box.setDetailedText(fault_details(exc))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        hook.last_box = box  # type: ignore[attr-defined]

    sys.excepthook = hook
    return previous
