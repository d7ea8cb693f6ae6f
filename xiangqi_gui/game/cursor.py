"""Navigation and editing of a :class:`GameRecord` tree.

The cursor keeps the current node and the matching :class:`Position`, pushed and popped
incrementally: every step costs the same at any ply, and :meth:`GameCursor.go_to` walks
only from the current node to the target through their last common node (one step to
the next or previous move is one push or pop, even at ply 3,000).
"""

from __future__ import annotations

from xiangqi_gui.game.node import GameNode
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Move, Position


class NavigationError(LookupError):
    """A navigation request that has no target (no such variation, already at the root)."""


class GameCursor:
    """Current place in a game tree.

    Attributes:
        record: the game being navigated.
        node: the current node (the root = start position).
        position: the position at :attr:`node` (owned by the cursor; copy before keeping it).
    """

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.node: GameNode = record.root
        self.position: Position = record.start_position()

    # -- moving -------------------------------------------------------------------------
    def variations(self) -> list[GameNode]:
        """The continuations from the current node (index 0 = the line's own next move)."""
        return list(self.node.children)

    def next(self) -> GameNode:
        """Step to the first child (the line's next move); raise NavigationError at the end."""
        return self.into_variation(0)

    def into_variation(self, index: int) -> GameNode:
        """Step into child ``index`` (0 = main continuation, 1.. = variations).

        Raises:
            NavigationError: no child with that index.
        """
        if not 0 <= index < len(self.node.children):
            raise NavigationError(f"no continuation {index} at ply {self.node.ply}")
        child = self.node.children[index]
        assert child.move is not None
        self.position.push(child.move)
        self.node = child
        return child

    def previous(self) -> GameNode:
        """Step back one move; raise NavigationError at the root."""
        if self.node.parent is None:
            raise NavigationError("already at the start position")
        self.position.pop()
        self.node = self.node.parent
        return self.node

    def go_to(self, node: GameNode) -> None:
        """Jump to any node of this record's tree.

        Pops back from the current node to the last node it shares with ``node``'s line,
        then plays forward to ``node``: the cost is the distance in the tree, not the ply.
        The record's moves were checked when it was built or played, so they are replayed
        without a legality test. A node of another tree is reached by replaying its line from
        this record's start position (each move checked; ``IllegalMoveError`` if one fails).
        """
        here = self.node
        stack = self.position.move_stack
        in_step = here.move == (stack[-1] if stack else None)  # position still at ``here``
        if in_step and node.parent is here and node.move is not None:  # one step forward
            self.position.push_unchecked(node.move)
        elif in_step and here.parent is node and stack:  # one step back
            self.position.pop()
        elif node is not here or not in_step:
            self._walk(here, node)
        self.node = node

    def _walk(self, here: GameNode, node: GameNode) -> None:
        """Pop from ``here`` up to the target's line, then push down to ``node``; replay
        from the start instead when ``here`` was cut out of the tree (an edit elsewhere)."""
        target_path = _path_from_root(node)
        index = {id(n): i for i, n in enumerate(target_path)}
        pops = 0
        walker = here
        while id(walker) not in index and walker.parent is not None:
            walker = walker.parent
            pops += 1
        if (target_path[0] is not self.record.root or id(walker) not in index
                or len(self.position.move_stack) != len(_path_from_root(here)) - 1):
            self._replay(node)
            return
        for _ in range(pops):
            self.position.pop()
        for step in target_path[index[id(walker)] + 1:]:
            assert step.move is not None
            self.position.push_unchecked(step.move)

    def _replay(self, node: GameNode) -> None:
        self.position = self.record.start_position()
        for move in node.line_to_here():
            self.position.push(move)

    def play(self, move: Move) -> GameNode:
        """Play ``move`` here: follow the existing child for it, or add a new variation.

        Raises:
            IllegalMoveError: ``move`` is illegal here (from ``Position.push``); the tree is
                unchanged then.
        """
        existing = self.node.child_for(move)
        self.position.push(move)
        self.node = existing if existing is not None else self.node.add_child(move)
        return self.node

    # -- editing ------------------------------------------------------------------------
    def promote(self, node: GameNode | None = None) -> None:
        """Move ``node`` (default: current) one place up among its siblings."""
        target = self.node if node is None else node
        parent = _parent_of(target)
        index = parent.children.index(target)
        if index > 0:
            parent.children[index - 1], parent.children[index] = target, parent.children[index - 1]

    def promote_to_main(self, node: GameNode | None = None) -> None:
        """Make ``node`` (default: current) and each of its ancestors the first child."""
        target = self.node if node is None else node
        while target.parent is not None:
            siblings = target.parent.children
            siblings.remove(target)
            siblings.insert(0, target)
            target = target.parent

    def delete(self, node: GameNode | None = None) -> None:
        """Remove ``node`` (default: current) and everything after it from the tree.

        When the cursor stands inside the removed subtree it moves to the removed node's
        parent. Raises NavigationError for the root.
        """
        target = self.node if node is None else node
        parent = _parent_of(target)
        inside = False
        walker: GameNode | None = self.node
        while walker is not None:
            if walker is target:
                inside = True
                break
            walker = walker.parent
        parent.children.remove(target)
        if inside:
            self.go_to(parent)


def _path_from_root(node: GameNode) -> list[GameNode]:
    """``[root, ..., node]``."""
    path = [node]
    while path[-1].parent is not None:
        path.append(path[-1].parent)
    path.reverse()
    return path


def _parent_of(node: GameNode) -> GameNode:
    if node.parent is None:
        raise NavigationError("the start position cannot be moved or deleted")
    return node.parent
