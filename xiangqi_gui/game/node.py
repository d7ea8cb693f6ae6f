"""One node of a game's move tree.

The tree follows the usual record-keeping shape (xqbase PGN, XQF, DhtmlXQ): the root
node holds no move and stands for the start position; every other node holds the move
that leads to it from its parent. ``children[0]`` continues the line the node is on
(the main line when the node is on the main line); ``children[1:]`` are variations
(alternatives to ``children[0]``). Variations may start at any ply, including the very
first move (root alternatives, case R11 of docs/references.md §8).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from xiangqi_gui.rules import Move

#: The move-assessment NAGs of the PGN standard (10) and their symbols.
NAG_SYMBOLS = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
_SYMBOL_NAGS = {symbol: nag for nag, symbol in NAG_SYMBOLS.items()}


def nag_symbol(nags: tuple[int, ...]) -> str:
    """The symbols of the move-assessment NAGs among ``nags`` (``(6,)`` -> ``"?!"``), joined;
    other NAGs (positions, time) have no symbol and are left out.

    >>> nag_symbol((6,)), nag_symbol((2, 14)), nag_symbol(())
    ('?!', '?', '')
    """
    return "".join(NAG_SYMBOLS[n] for n in nags if n in NAG_SYMBOLS)


def symbol_nag(symbol: str) -> int | None:
    """The NAG of a suffix annotation (``"?!"`` -> 6), or None when it is none of
    :data:`NAG_SYMBOLS` (full-width ！？ read as ASCII)."""
    return _SYMBOL_NAGS.get(symbol.replace("！", "!").replace("？", "?"))


@dataclass(eq=False, slots=True)
class GameNode:
    """A move in the tree plus what the record says about it.

    Attributes:
        move: the move leading to this node; ``None`` only for the root.
        parent: the node before; ``None`` only for the root.
        children: continuations; index 0 is the line's own continuation, the others are
            variations, in file order.
        comment: text after the move (for the root: the game's opening comment).
        starting_comment: text before the move (PGN ``( {c} 1. ...)``, a variation's
            introduction); empty when absent.
        clock_ns: the mover's remaining clock time after the move, in integer nanoseconds,
            when the file records it (PGN ``[%clk h:mm:ss]`` comments); ``None`` otherwise.
        nags: the move's Numeric Annotation Glyphs in file order (PGN standard 10:
            ``$1`` !, ``$2`` ?, ``$3`` !!, ``$4`` ??, ``$5`` !?, ``$6`` ?!; a game review
            writes its marks here); empty when none. Only PGN saves them; see
            :func:`nag_symbol`.
    """

    move: Move | None = None
    parent: GameNode | None = None
    children: list[GameNode] = field(default_factory=list)
    comment: str = ""
    starting_comment: str = ""
    clock_ns: int | None = None
    nags: tuple[int, ...] = ()

    def add_child(self, move: Move) -> GameNode:
        """Append a continuation (a variation if a child already exists); return it."""
        child = GameNode(move=move, parent=self)
        self.children.append(child)
        return child

    def child_for(self, move: Move) -> GameNode | None:
        """Return the existing child reached by ``move``, or ``None``."""
        for child in self.children:
            if child.move == move:
                return child
        return None

    @property
    def is_root(self) -> bool:
        """True for the root (start position) node."""
        return self.parent is None

    @property
    def ply(self) -> int:
        """Number of moves from the root to this node (root = 0)."""
        count = 0
        node = self
        while node.parent is not None:
            count += 1
            node = node.parent
        return count

    def is_mainline(self) -> bool:
        """True when every step from the root to here takes the first child."""
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def line_to_here(self) -> list[Move]:
        """The moves from the root to this node, in playing order."""
        moves: list[Move] = []
        node = self
        while node.parent is not None and node.move is not None:
            moves.append(node.move)
            node = node.parent
        moves.reverse()
        return moves

    def mainline(self) -> Iterator[GameNode]:
        """Yield the nodes following ``children[0]`` from here (this node excluded)."""
        node = self
        while node.children:
            node = node.children[0]
            yield node

    def walk(self) -> Iterator[GameNode]:
        """Yield every node below this one, depth first, children in order (self excluded).

        Iterative, so very deep trees (long games, nested variations) need no recursion.
        """
        stack = list(reversed(self.children))
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))
