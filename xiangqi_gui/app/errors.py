"""Never a raw traceback in the GUI: an exception hook that logs and shows a dialog.

:func:`install_excepthook` replaces :data:`sys.excepthook`. An uncaught exception (in a
slot, a timer, an event handler) is written with its traceback to the log file and shown
to the user as one sentence (the exception's type and message) plus where the details are,
in a window-modal box that does not block the event loop.
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


def setup_log(path: Path) -> None:
    """Send the ``xiangqi_gui`` logger to ``path`` (its folder is created)."""
    if any(isinstance(h, logging.FileHandler) and Path(h.baseFilename) == path.resolve()
           for h in _LOGGER.handlers):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:  # a read-only or full data folder: the program runs without a log
        return
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    _LOGGER.addHandler(handler)
    _LOGGER.setLevel(logging.INFO)


def error_text(exc: BaseException) -> str:
    """One line for the user: ``"ValueError: bad value"``."""
    message = str(exc).strip()
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def install_excepthook(parent: Callable[[], QWidget | None], log_file: Path
                       ) -> ExceptHook:
    """Install the hook; returns the previous one. ``parent()`` gives the dialog's parent
    window (may be None). The dialog shown last is kept as ``hook.last_box`` (tests)."""
    setup_log(log_file)
    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException,
             tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, exc, tb))
        _LOGGER.error("uncaught exception\n%s", details)
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, exc, tb)
            return
        text = QCoreApplication.translate(
            "errors", "{0}\n\nThe details were written to {1}.").format(error_text(exc), log_file)
        box = QMessageBox(QMessageBox.Icon.Critical,
                          QCoreApplication.translate("errors", "Unexpected error"), text,
                          QMessageBox.StandardButton.Ok, parent())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        hook.last_box = box  # type: ignore[attr-defined]

    sys.excepthook = hook
    return previous
