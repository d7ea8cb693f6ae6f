"""Study tools, Qt-free: engine review of a whole game (:mod:`.review`), the engine's time
use under a game clock (:mod:`xiangqi_gui.engine.timeuse`) and ``xiangqi analyse``.

Layer: beside ``play``; imports ``formats``, ``engine``, ``game``, ``notation``, ``rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xiangqi_gui.lazy import exported, lazy_exports

if TYPE_CHECKING:
    from .review import (
        BLUNDER_CP as BLUNDER_CP,
        INACCURACY_CP as INACCURACY_CP,
        MISTAKE_CP as MISTAKE_CP,
        Mark as Mark,
        PlyReview as PlyReview,
        annotate as annotate,
        format_score as format_score,
        mark_for_loss as mark_for_loss,
        red_cp as red_cp,
        review_game as review_game,
    )

#: submodule -> the names it gives this package (imported on first use, :mod:`xiangqi_gui.lazy`)
_EXPORTS = {
    "review": (
        "BLUNDER_CP", "INACCURACY_CP", "MISTAKE_CP", "Mark", "PlyReview", "annotate",
        "format_score", "mark_for_loss", "red_cp", "review_game",
    ),
}
__all__ = exported(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
