"""Painting a window in steps, one event each (issue 12), and work put off until the
window has first painted (issue 11, start-up time).

A whole-window paint is one Qt event, and after the layout changed (a dock opened, the
docks fitted) every widget paints anew at its new size: the board's static layer, the
clock's digits, the score sheet's and the games list's texts. Together that took 20-35 ms
of UI-thread CPU in one event (55-58 ms at load 2). Qt leaves a child whose updates are off
out of its parent's paint (its pixels stay as they were) and paints just that child when
its updates come on again; :func:`paint_in_steps` uses that to paint the window first
without its big parts, then each part in an event of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    """Runs its callbacks after ``widget``'s first paint, one event each, then goes away."""

    def __init__(self, widget: QWidget, callbacks: list[Callable[[], object]]) -> None:
        super().__init__(widget)
        self._callbacks = callbacks
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        if self._callbacks:
            self._callbacks.pop(0)()
        if self._callbacks:
            QTimer.singleShot(0, self, self._run)
        else:
            self.deleteLater()


def after_first_paint(widget: QWidget, *callbacks: Callable[[], object]) -> None:
    """Call ``callbacks``, in order, each in an event of its own, after ``widget`` has
    painted for the first time (not at all if it is deleted first). For work the first picture does
    not need: loading QtMultimedia for the clock's sounds."""
    _FirstPaint(widget, list(callbacks))


def paint_in_steps(window: QWidget, parts: Sequence[QWidget],
                   done: Callable[[], object]) -> list[QWidget]:
    """Turn ``window``'s updates on and paint it now, without those of ``parts`` that
    are visible; then paint each of them in an event of its own, in order, and call
    ``done`` in the event after the last. Returns the parts held back.

    Call it with ``window``'s updates off (the parts' updates are then turned off before
    the window's come on, so they never paint in the window's paint). A part turned on
    again by someone else meanwhile simply paints once more; a part deleted meanwhile is
    skipped.
    """
    held = [part for part in parts if part.isVisible()]
    for part in held:
        part.setUpdatesEnabled(False)  # kept off when the window's come on
    window.setUpdatesEnabled(True)
    # re-enabling a top-level window's updates did not repaint it on xcb (the screen kept
    # the old picture until a resize): ask for the paint
    window.repaint()
    _next(window, list(held), done)
    return held


def _next(window: QWidget, waiting: list[QWidget], done: Callable[[], object]) -> None:
    def step() -> None:
        if not waiting:
            done()
            return
        part = waiting.pop(0)
        if shiboken6.isValid(part):
            part.setUpdatesEnabled(True)
            part.repaint()
        _next(window, waiting, done)

    QTimer.singleShot(0, window, step)
