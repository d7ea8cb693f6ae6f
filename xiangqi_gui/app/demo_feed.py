"""Feed the demo board (:mod:`xiangqi_gui.ui.demo_board`) from the main window.

The demo board mirrors a ``DemoSource``: a ``state_changed`` signal and a
``demo_snapshot()`` method. :class:`DemoFeed` adapts what the main window shows: the live
game of the :class:`~.controller.GameController` (its moves and its clock ticks) or, while
a record is being browsed, the :class:`~.browser.RecordBrowser`'s record up to the ply on
the board (for commentary).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from xiangqi_gui.app.browser import RecordBrowser
from xiangqi_gui.app.controller import GameController
from xiangqi_gui.rules import Color
from xiangqi_gui.ui.demo_board import DemoBoardWindow, DemoSnapshot


class DemoFeed(QObject):
    """``state_changed`` after every game change, clock tick and browsing step;
    ``demo_snapshot()``."""

    state_changed = Signal()

    def __init__(self, controller: GameController, browser: RecordBrowser | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.browser = browser
        controller.state_changed.connect(self.state_changed)
        controller.clock_changed.connect(self.state_changed)
        if browser is not None:
            browser.moved.connect(self.state_changed)

    def demo_snapshot(self) -> DemoSnapshot:
        """The record being browsed (up to the ply shown), else the live game."""
        browser = self.browser
        if browser is not None and browser.active and browser.record is not None:
            record = browser.record
            moves = [node.move for node in browser.line[:browser.ply] if node.move is not None]
            return DemoSnapshot(start_fen=record.start_fen, moves=moves,
                                headers=dict(record.headers))
        snap = self.controller.snapshot()
        readings = snap.readings
        running = None
        if readings is not None:
            side = next((r.side for r in readings if r.running), None)
            running = None if side is None else Color(int(side))
        return DemoSnapshot(
            start_fen=snap.start_fen, moves=list(snap.moves), headers=snap.headers,
            outcome=snap.outcome, red_clock=readings[0] if readings else "",
            black_clock=readings[1] if readings else "", running=running)


def open_demo_board(controller: GameController, screen: int,
                    browser: RecordBrowser | None = None) -> tuple[DemoBoardWindow, str]:
    """Open the demo board mirroring the main window on screen ``screen`` (-1: default).

    Returns ``(window, status sentence)``.
    """
    feed = DemoFeed(controller, browser, controller)
    window = DemoBoardWindow()
    window.mirror(feed)
    if screen >= 0:
        window.place_on_screen(screen)
    window.show()
    return window, "Demo board opened."
