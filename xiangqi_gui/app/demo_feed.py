"""Feed the demo board (:mod:`xiangqi_gui.ui.demo_board`) from the main window.

The demo board mirrors a ``DemoSource``: a ``state_changed`` signal and a
``demo_snapshot()`` method. :class:`DemoFeed` adapts what the main window shows, by the
session's mode (:class:`~xiangqi_gui.play.live.Mode`): the live game's
:class:`~xiangqi_gui.play.live.GameView` (its moves and its clock ticks), or, while a record
is browsed, the record up to the ply on the board (for commentary). A record's result is
shown only once its last move is on the board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from xiangqi_gui.play.live import GameView, Mode
from xiangqi_gui.ui.demo_board import DemoBoardWindow

if TYPE_CHECKING:
    from xiangqi_gui.app.session import AppSession


class DemoFeed(QObject):
    """``state_changed`` after every game change, clock tick and browsing step;
    ``demo_snapshot()``."""

    state_changed = Signal()

    def __init__(self, session: AppSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        session.controller.state_changed.connect(self.state_changed)
        session.window.clock_driver.changed.connect(self.state_changed)
        session.browser.moved.connect(self.state_changed)

    def demo_snapshot(self) -> GameView:
        """The record being browsed (up to the ply shown), else the live game."""
        browser = self.session.browser
        if self.session.mode is Mode.BROWSE and browser.record is not None:
            record = browser.record
            moves = [node.move for node in browser.line[:browser.ply] if node.move is not None]
            headers = dict(record.headers)
            if browser.ply < len(browser.line):
                headers.pop("Result", None)  # the result only after the last move
            return GameView(record.start_fen, moves, headers)
        return self.session.controller.view()


def open_demo_board(session: AppSession, screen: int) -> tuple[DemoBoardWindow, str]:
    """Open the demo board mirroring the main window on screen ``screen`` (-1: default);
    it closes with the main window. Returns ``(window, status sentence)``."""
    feed = DemoFeed(session, session)
    window = DemoBoardWindow()
    window.mirror(feed)
    if screen >= 0:
        window.place_on_screen(screen)
    window.show()
    session.demo_window = window
    return window, "Demo board opened."
