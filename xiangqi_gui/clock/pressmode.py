"""Who presses the clock after a board move (art. 6: 行棋后用走棋的手按钟)."""

from __future__ import annotations

import enum


class PressMode(enum.Enum):
    """Who presses the clock after a board move."""

    PHYSICAL = "physical"
    """Emulate an over-the-board clock: the mover must press their own face; their
    time runs until they do (art. 6: 行棋后用走棋的手按钟)."""
    CASUAL = "casual"
    """Each accepted board move presses the mover's face automatically."""


__all__ = ["PressMode"]
