"""Choosing an engine file in the window: the words of its check and the check of a path
typed or chosen in a line edit.

Whether a file is an engine is decided by one handshake owner,
:class:`~xiangqi_gui.engine.qt.check.EngineCheck` (in the background: the UI thread never
waits for the program). This module gives the analysis pane, the New game dialog's engine
sides and the game review's settings the same words for it (:func:`checking_text`,
:func:`refused_text`) and, for a path in a :class:`QLineEdit`, :class:`EngineChoice`: the
path is checked :data:`CHECK_DELAY_MS` after the last edit (or at once,
:meth:`EngineChoice.check_now`), and what is known about it (answered, refused, being
checked) is kept until the path changes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLineEdit

from xiangqi_gui.engine import EngineError
from xiangqi_gui.engine.discovery import check_executable
from xiangqi_gui.ui.messages import error_text

if TYPE_CHECKING:
    from xiangqi_gui.engine.qt.check import CheckedEngine

CHECK_DELAY_MS = 300
"""Wait after the last edit of a typed path before its program is checked (ms)."""


def executable(path: str) -> bool:
    """True when ``path`` names an executable file (a look at the file, no program run)."""
    try:
        check_executable(path)
    except EngineError:
        return False
    return bool(path.strip())


def checking_text(path: str) -> str:
    """"Checking the engine “fairy-stockfish”…" in the UI language (the file's name)."""
    return QCoreApplication.translate("EngineChoice", "Checking the engine “%1”…").replace(
        "%1", os.path.basename(path))


def refused_text(path: str, error: object) -> str:
    """Why the file at ``path`` was not taken, in the UI language: its name and the
    engine error's words (``“true” is not a UCI or UCCI engine and was not taken: engine
    '/bin/true' exited unexpectedly (exit code 0)``)."""
    why = error if isinstance(error, Exception) else str(error)
    return (QCoreApplication.translate(
        "EngineChoice", "“%1” is not a UCI or UCCI engine and was not taken: %2")
        .replace("%1", os.path.basename(path)).replace("%2", error_text(why)))


class EngineChoice(QObject):
    """The engine file named in ``edit``, checked in the background.

    ``changed()`` is emitted whenever what is known about the path changes: edited, being
    checked, answered (:attr:`engine`, a :class:`CheckedEngine`) or refused
    (:attr:`refusal`, the :class:`~xiangqi_gui.engine.EngineError`). After an edit the
    path is checked :data:`CHECK_DELAY_MS` later while ``wanted()`` is true (default:
    always; the New game dialog checks only a side to be played by the engine).
    """

    changed = Signal()

    def __init__(self, edit: QLineEdit, parent: QObject | None = None, *,
                 wanted: Callable[[], bool] | None = None) -> None:
        from xiangqi_gui.engine.qt.check import EngineCheck  # the dialogs' code, not start-up's

        super().__init__(parent if parent is not None else edit)
        self.edit = edit
        self.check = EngineCheck(self)
        self.check.accepted.connect(self._accepted)
        self.check.refused.connect(self._refused)
        self._wanted = wanted if wanted is not None else (lambda: True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(CHECK_DELAY_MS)
        self._timer.timeout.connect(self.check_now)
        self.engine: CheckedEngine | None = None
        self.refusal: object | None = None
        edit.textChanged.connect(self._edited)

    def path(self) -> str:
        """The path in the edit (without surrounding spaces)."""
        return self.edit.text().strip()

    @property
    def checking(self) -> bool:
        """True while the path's check is due or under way."""
        return self._timer.isActive() or bool(self.check.checking)

    def check_now(self) -> None:
        """Check the path now, unless it is empty, known already or being checked."""
        self._timer.stop()
        path = self.path()
        if path and self.engine is None and self.refusal is None and not self.check.checking:
            self.check.check(path)
            self.changed.emit()

    def cancel(self) -> None:
        """Stop a check that is due or under way (the dialog closes)."""
        self._timer.stop()
        self.check.cancel()

    def note(self) -> str:
        """What a person reads about the path: why it was refused, that it is being
        checked, or ``""``."""
        if self.refusal is not None:
            return refused_text(self.path(), self.refusal)
        return checking_text(self.path()) if self.checking else ""

    def _edited(self, *_args: object) -> None:
        self.cancel()
        self.engine = self.refusal = None
        if self.path() and self._wanted():
            self._timer.start()
        self.changed.emit()

    def _accepted(self, engine: object) -> None:
        from xiangqi_gui.engine.qt.check import CheckedEngine

        if isinstance(engine, CheckedEngine) and engine.path == self.path():
            self.engine = engine
            self.changed.emit()

    def _refused(self, path: str, error: object) -> None:
        if path == self.path():
            self.refusal = error
            self.changed.emit()
