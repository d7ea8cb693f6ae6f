"""Windows that open inside the screen (issue 11, laptop-first: 1366x768, 1280x720).

Qt opens a new window at its size hint, but at most 2/3 of the screen (the time-control
dialog at 1280x720: 480 px, its stage table squeezed to a scroll), and keeps neither a
window asking for more than the screen nor one under a taskbar inside the area the
desktop leaves free (``QScreen.availableGeometry``): the position editor and the
tournament window ran under a 40 px taskbar at 1280x720.

:func:`keep_on_screen` makes a top-level window, each time it is shown, as large as its
layout asks for (a size set with ``resize`` stands instead), at most what the available
geometry leaves beside its frame (:data:`FRAME_GUESS` before the window manager has drawn
it); once it is on the screen, :func:`fit_inside` moves it inside the available geometry
and shrinks it when its real frame does not fit. No window is made smaller than its
layout's minimum: the dialogs keep theirs small enough (tests/ui/test_dialogs_fit).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

FRAME_GUESS = QSize(16, 40)
"""Pixels a window manager's frame and title bar add across and down, guessed before the
window is on the screen (Qt's own dialog placement guesses 10x40)."""


def keep_on_screen(window: QWidget) -> None:
    """Each time the top-level ``window`` is shown: size it for its screen's available
    geometry (before Qt places a dialog over its parent), then, once it is on the screen,
    :func:`fit_inside`."""
    window.installEventFilter(_Keeper(window))


def fit_inside(window: QWidget) -> None:
    """Move the shown ``window`` inside its screen's available geometry, shrunk (down to
    its minimum size) where its frame is larger; a window inside it is left alone."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or not window.isVisible():
        return
    available, frame = screen.availableGeometry(), window.frameGeometry()
    if available.contains(frame):
        return
    extra = frame.size() - window.size()
    window.resize(min(window.width(), available.width() - extra.width()),
                  min(window.height(), available.height() - extra.height()))
    frame = window.frameGeometry()
    window.move(_within(frame.x(), frame.width(), available.x(), available.width()),
                _within(frame.y(), frame.height(), available.y(), available.height()))


def _within(start: int, length: int, low: int, span: int) -> int:
    """``start`` moved so that ``length`` px from it lie in ``low .. low + span`` (the
    start of the span when they cannot)."""
    return max(low, min(start, low + span - length))


class _Keeper(QObject):
    """Sizes its parent window at each show and fits it inside once it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        window = self.parent()
        if watched is window and event.type() == QEvent.Type.Show \
                and isinstance(window, QWidget):
            _size_for_screen(window)
            QTimer.singleShot(0, self, lambda: fit_inside(window))
        return False


def _size_for_screen(window: QWidget) -> None:
    """``window`` at the size its layout asks for (or was given with ``resize``), at most
    the room its screen's available geometry leaves beside a frame."""
    screen = _screen_of(window)
    if screen is None:
        return
    room = _room(screen.availableGeometry(), window)
    wanted = window.size() if window.testAttribute(Qt.WidgetAttribute.WA_Resized) \
        else window.sizeHint()
    width = min(wanted.width(), room.width())
    height = window.heightForWidth(width) if window.hasHeightForWidth() else -1
    height = min(height if height > 0 else wanted.height(), room.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)


def _screen_of(window: QWidget) -> QScreen | None:
    """The screen ``window`` opens on: its parent window's (where Qt centres a dialog)."""
    parent = window.parentWidget()
    screen = parent.window().screen() if parent is not None else window.screen()
    return screen or QGuiApplication.primaryScreen()


def _room(available: QRect, window: QWidget) -> QSize:
    """The most ``available`` leaves ``window`` beside its frame (at least the guess)."""
    frame = window.frameGeometry().size() - window.size()
    return QSize(available.width() - max(frame.width(), FRAME_GUESS.width()),
                 available.height() - max(frame.height(), FRAME_GUESS.height()))
