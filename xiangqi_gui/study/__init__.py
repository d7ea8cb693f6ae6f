"""Study tools, Qt-free: engine review of a whole game (:mod:`.review`), the engine's time
use under a game clock (:mod:`xiangqi_gui.engine.timeuse`) and ``xiangqi analyse``.

Layer: beside ``play``; imports ``formats``, ``engine``, ``game``, ``notation``, ``rules``.
"""

from .review import (
    BLUNDER_CP,
    INACCURACY_CP,
    MISTAKE_CP,
    Mark,
    PlyReview,
    annotate,
    format_score,
    mark_for_loss,
    red_cp,
    review_game,
)

__all__ = [
    "BLUNDER_CP",
    "INACCURACY_CP",
    "MISTAKE_CP",
    "Mark",
    "PlyReview",
    "annotate",
    "format_score",
    "mark_for_loss",
    "red_cp",
    "review_game",
]
