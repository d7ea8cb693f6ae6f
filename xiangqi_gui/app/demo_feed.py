"""Feed the demo board (:mod:`xiangqi_gui.ui.demo_board`) from the game controller.

The demo board mirrors a ``DemoSource``: a ``state_changed`` signal and a
``demo_snapshot()`` method. :class:`DemoFeed` adapts :class:`~.controller.GameController`
(its game changes and its clock ticks) to that shape. The demo board module is imported
only when a feed is built (it is optional in this build).
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QObject, Signal

from xiangqi_gui.app.controller import GameController


class DemoFeed(QObject):
    """``state_changed`` after every game change and clock tick; ``demo_snapshot()``."""

    state_changed = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        demo_board = importlib.import_module("xiangqi_gui.ui.demo_board")  # optional module
        self._snapshot_type: Any = demo_board.DemoSnapshot
        self.controller = controller
        controller.state_changed.connect(self.state_changed)
        controller.clock_changed.connect(self.state_changed)

    def demo_snapshot(self) -> Any:
        """The game now as a ``demo_board.DemoSnapshot``."""
        snap = self.controller.snapshot()
        readings = snap.readings
        running = None
        if readings is not None:
            running = next((r.side for r in readings if r.running), None)
        return self._snapshot_type(
            start_fen=snap.start_fen, moves=list(snap.moves), headers=snap.headers,
            outcome=snap.outcome, red_clock=readings[0] if readings else "",
            black_clock=readings[1] if readings else "",
            running=None if running is None else snap.turn.__class__(int(running)))


def open_demo_board(controller: GameController, screen: int) -> tuple[Any, str]:
    """Open the demo board mirroring ``controller`` on screen ``screen`` (-1: default).

    Returns ``(window or None, status sentence)``; never raises for a missing module.
    """
    try:
        demo_board = importlib.import_module("xiangqi_gui.ui.demo_board")
    except ImportError:
        return None, "The demo board is not available in this build."
    feed = DemoFeed(controller, controller)
    window = demo_board.DemoBoardWindow()
    window.mirror(feed)
    if screen >= 0:
        window.place_on_screen(screen)
    window.show()
    return window, "Demo board opened."
