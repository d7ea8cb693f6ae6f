"""One way to put a top-level window full screen: the demo board and clock mode (F11).

``QWidget.showFullScreen`` only asks the window manager; without one (a bare X server such
as Xvfb, a kiosk, some projector set-ups) the window keeps its size in a corner. Setting
the screen and the geometry first makes the window cover the screen either way
(docs/references.md §10: setScreen, setGeometry, showFullScreen, in that order).
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def fill_screen(window: QWidget, screen: QScreen | None = None) -> QScreen | None:
    """Show ``window`` full screen on ``screen`` (None: the screen it is on, else the
    primary one), covering the screen's whole geometry even without a window manager.

    Returns the screen used; None only when Qt reports no screen (the window is then
    just shown).
    """
    screen = screen or window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        window.show()
        return None
    if window.isFullScreen():
        window.showNormal()
    window.setScreen(screen)
    window.setGeometry(screen.geometry())
    window.showFullScreen()
    return screen
