"""Game records: headers + a move tree (main line, variations, comments, clock readings)."""

from xiangqi_gui.game.cursor import GameCursor, NavigationError
from xiangqi_gui.game.node import GameNode
from xiangqi_gui.game.record import RESULTS, GameRecord

__all__ = ["RESULTS", "GameCursor", "GameNode", "GameRecord", "NavigationError"]
