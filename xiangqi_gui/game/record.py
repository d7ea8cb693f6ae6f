"""GameRecord: headers plus a move tree from a start position.

Headers use the xqbase PGN tag names (``Event``, ``Site``, ``Date``, ``Round``, ``Red``,
``Black``, ``Result``, ``RedTeam``, ``BlackTeam``, ``ECCO``, ``Opening``, ``FEN`` ...);
readers of other formats (XQF, DhtmlXQ) map their fields onto these names.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from functools import lru_cache

from xiangqi_gui.game.node import GameNode
from xiangqi_gui.rules import START_FEN, Move, Position

#: Held while a :meth:`GameRecord.from_line` record makes its tree (one lock for all
#: records: making a tree is short and happens once per record).
_TREE_LOCK = threading.Lock()


@lru_cache(maxsize=256)
def _parsed(fen: str) -> Position:
    """Parse ``fen`` once; callers copy the result (most games share the start position)."""
    return Position.from_fen(fen)


#: Results a record may carry (PGN spelling); ``*`` = unknown / game goes on.
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


class GameRecord:
    """One game: tag pairs, start position, move tree and recorded result.

    Attributes:
        headers: tag name -> value in file order (``FEN`` and ``Result`` included when the
            file has them; :attr:`start_fen` and :attr:`result` are authoritative).
        start_fen: FEN of the position before the first move.
        root: the tree's root node (no move); see :class:`GameNode`.
        result: the recorded result, one of :data:`RESULTS`.

    A record made by :meth:`from_line` (a bare main line read from a file) holds its moves
    as a list and makes the :class:`GameNode` tree only when :attr:`root` is first asked
    for; until then :meth:`plain_line` gives the moves without building nodes (issue 14:
    bulk readers and writers never pay for a tree nobody walks).
    """

    __slots__ = ("headers", "start_fen", "result", "_root", "_line")

    def __init__(self, headers: dict[str, str] | None = None, start_fen: str = START_FEN,
                 root: GameNode | None = None, result: str = "*") -> None:
        self.headers: dict[str, str] = {} if headers is None else headers
        self.start_fen = start_fen
        self.result = result
        self._root: GameNode | None = GameNode() if root is None else root
        self._line: list[Move] | None = None

    @classmethod
    def from_line(cls, headers: dict[str, str], start_fen: str, moves: list[Move],
                  result: str) -> GameRecord:
        """A record whose tree is the single line ``moves`` (no comments, no variations),
        built lazily. ``moves`` is kept, not copied, and must not change afterwards."""
        record = cls.__new__(cls)  # no root node made only to be dropped
        record.headers, record.start_fen, record.result = headers, start_fen, result
        record._root = None
        record._line = moves
        return record

    @property
    def root(self) -> GameNode:
        """The tree's root node (made from the line on first use for :meth:`from_line`).

        Safe from several threads (a reader thread and the UI thread may ask at once):
        the tree is made once, under a lock, and every caller gets that one tree.
        """
        root = self._root
        if root is None:
            with _TREE_LOCK:
                root = self._root
                if root is None:
                    root = _line_tree(self._line or [])
                    self._root = root  # the tree first: a reader seeing no line finds it
                    self._line = None
        return root

    @root.setter
    def root(self, node: GameNode) -> None:
        with _TREE_LOCK:
            self._root = node
            self._line = None

    def plain_line(self) -> list[Move] | None:
        """The moves of a :meth:`from_line` record whose tree was never asked for (a copy),
        else None: then the tree may hold comments, variations or edits, walk :attr:`root`."""
        line = self._line
        return None if line is None else line[:]

    def __repr__(self) -> str:
        line = self._line
        tree = f"line={line!r}" if line is not None else f"root={self._root!r}"
        return (f"GameRecord(headers={self.headers!r}, start_fen={self.start_fen!r}, "
                f"{tree}, result={self.result!r})")

    def start_position(self) -> Position:
        """A fresh :class:`Position` at :attr:`start_fen` (raises ``FenError`` if invalid)."""
        return _parsed(self.start_fen).copy()

    def mainline_nodes(self) -> list[GameNode]:
        """The main line's nodes in playing order (root excluded)."""
        return list(self.root.mainline())

    def mainline_moves(self) -> list[Move]:
        """The main line's moves in playing order."""
        line = self._line
        if line is not None:
            return line[:]
        return [node.move for node in self.root.mainline() if node.move is not None]

    def mainline_length(self) -> int:
        """Number of moves on the main line."""
        line = self._line
        if line is not None:
            return len(line)
        return sum(1 for _ in self.root.mainline())

    def nodes(self) -> Iterator[GameNode]:
        """Every move node of the tree, depth first in file order (root excluded)."""
        return self.root.walk()

    def node_count(self) -> int:
        """Number of move nodes in the whole tree."""
        line = self._line
        if line is not None:
            return len(line)
        return sum(1 for _ in self.root.walk())

    def variation_count(self) -> int:
        """Number of variations: alternatives beyond the first child, summed over the tree."""
        if self._line is not None:
            return 0
        total = max(0, len(self.root.children) - 1)
        for node in self.root.walk():
            total += max(0, len(node.children) - 1)
        return total

    def comment_count(self) -> int:
        """Number of non-empty comments (before or after moves, and the root's)."""
        if self._line is not None:
            return 0
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


def _line_tree(moves: list[Move]) -> GameNode:
    """A root whose only line is ``moves``, nothing else on its nodes."""
    root = parent = GameNode()
    for move in moves:
        node = GameNode(move, parent, [], "", "", None)
        parent.children.append(node)
        parent = node
    return root
