"""GameRecord: headers plus a move tree from a start position.

Headers use the xqbase PGN tag names (``Event``, ``Site``, ``Date``, ``Round``, ``Red``,
``Black``, ``Result``, ``RedTeam``, ``BlackTeam``, ``ECCO``, ``Opening``, ``FEN`` ...);
readers of other formats (XQF, DhtmlXQ) map their fields onto these names.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from xiangqi_gui.game.node import GameNode
from xiangqi_gui.rules import START_FEN, Move, Position


@lru_cache(maxsize=256)
def _parsed(fen: str) -> Position:
    """Parse ``fen`` once; callers copy the result (most games share the start position)."""
    return Position.from_fen(fen)


#: Results a record may carry (PGN spelling); ``*`` = unknown / game goes on.
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


@dataclass(eq=False)
class GameRecord:
    """One game: tag pairs, start position, move tree and recorded result.

    Attributes:
        headers: tag name -> value in file order (``FEN`` and ``Result`` included when the
            file has them; :attr:`start_fen` and :attr:`result` are authoritative).
        start_fen: FEN of the position before the first move.
        root: the tree's root node (no move); see :class:`GameNode`.
        result: the recorded result, one of :data:`RESULTS`.
    """

    headers: dict[str, str] = field(default_factory=dict)
    start_fen: str = START_FEN
    root: GameNode = field(default_factory=GameNode)
    result: str = "*"

    def start_position(self) -> Position:
        """A fresh :class:`Position` at :attr:`start_fen` (raises ``FenError`` if invalid)."""
        return _parsed(self.start_fen).copy()

    def mainline_nodes(self) -> list[GameNode]:
        """The main line's nodes in playing order (root excluded)."""
        return list(self.root.mainline())

    def mainline_moves(self) -> list[Move]:
        """The main line's moves in playing order."""
        return [node.move for node in self.root.mainline() if node.move is not None]

    def nodes(self) -> Iterator[GameNode]:
        """Every move node of the tree, depth first in file order (root excluded)."""
        return self.root.walk()

    def node_count(self) -> int:
        """Number of move nodes in the whole tree."""
        return sum(1 for _ in self.root.walk())

    def variation_count(self) -> int:
        """Number of variations: alternatives beyond the first child, summed over the tree."""
        total = max(0, len(self.root.children) - 1)
        for node in self.root.walk():
            total += max(0, len(node.children) - 1)
        return total

    def comment_count(self) -> int:
        """Number of non-empty comments (before or after moves, and the root's)."""
        total = 1 if self.root.comment else 0
        for node in self.root.walk():
            total += bool(node.comment) + bool(node.starting_comment)
        return total

    def final_position(self) -> Position:
        """The position after the main line (moves are trusted: checked when loaded)."""
        pos = self.start_position()
        for move in self.mainline_moves():
            pos.push(move)
        return pos

    def add_mainline(self, moves: list[Move]) -> GameNode:
        """Append ``moves`` after the current end of the main line; return the last node."""
        node = self.root
        for existing in self.root.mainline():
            node = existing
        for move in moves:
            node = node.add_child(move)
        return node
