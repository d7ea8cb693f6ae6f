"""Game records: headers + a move tree (main line, variations, comments, clock readings).

>>> from xiangqi_gui.rules import Move
>>> record = GameRecord()
>>> _ = record.add_mainline([Move.from_iccs("h2e2"), Move.from_iccs("h9g7")])
>>> record.node_count(), record.final_position().fen()
(2, 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2')
"""

from xiangqi_gui.game.cursor import GameCursor, NavigationError
from xiangqi_gui.game.node import GameNode
from xiangqi_gui.game.record import RESULTS, GameRecord

__all__ = ["RESULTS", "GameCursor", "GameNode", "GameRecord", "NavigationError"]
