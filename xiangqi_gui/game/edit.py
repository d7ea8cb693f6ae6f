"""Editing a record's move tree (打谱): play a move into the tree, promote, demote and delete
variations, and edit comments. Qt-free; the record window's editing actions call these.

The tree's shape is :class:`~xiangqi_gui.game.node.GameNode`'s: ``children[0]`` continues a
line, ``children[1:]`` are its variations in order. "Promote" moves a variation one place
toward the front (at the front it becomes the line's continuation: for a node on the main
line, the main line), "demote" one place back; both keep every subtree intact.

>>> from xiangqi_gui.game.record import GameRecord
>>> from xiangqi_gui.rules import Move
>>> record = GameRecord()
>>> end = record.add_mainline([Move.from_iccs("h2e2"), Move.from_iccs("h9g7")])
>>> first = record.root.children[0]
>>> side = play_into(first, Move.from_iccs("b9c7"))     # a new variation at ply 2
>>> [c.move.iccs for c in first.children]
['h9g7', 'b9c7']
>>> promote(side) and [c.move.iccs for c in first.children]
['b9c7', 'h9g7']
>>> play_into(first, Move.from_iccs("h9g7")) is first.children[1]   # follows, adds nothing
True
"""

from __future__ import annotations

from xiangqi_gui.rules import Move

from .node import GameNode


def play_into(node: GameNode, move: Move) -> GameNode:
    """The child of ``node`` reached by ``move``: the existing one if the tree has it (the
    line is followed), else a new last variation. Legality is the caller's check."""
    existing = node.child_for(move)
    return existing if existing is not None else node.add_child(move)


def _siblings(node: GameNode) -> list[GameNode]:
    if node.parent is None:
        raise ValueError("the root has no siblings: it cannot be promoted, demoted or deleted")
    return node.parent.children


def promote(node: GameNode) -> bool:
    """Move ``node`` one place toward the front of its siblings; False when it is already
    first. Raises ``ValueError`` for the root."""
    siblings = _siblings(node)
    i = siblings.index(node)
    if i == 0:
        return False
    siblings[i - 1], siblings[i] = siblings[i], siblings[i - 1]
    return True


def promote_to_main(node: GameNode) -> int:
    """Make the line through ``node`` the main line: at every fork from the root down to
    ``node``, its branch goes first. Returns the number of forks changed."""
    changed = 0
    current: GameNode | None = node
    while current is not None and current.parent is not None:
        siblings = current.parent.children
        i = siblings.index(current)
        if i:
            siblings.insert(0, siblings.pop(i))
            changed += 1
        current = current.parent
    return changed


def demote(node: GameNode) -> bool:
    """Move ``node`` one place toward the back of its siblings; False when it is last.
    Raises ``ValueError`` for the root."""
    siblings = _siblings(node)
    i = siblings.index(node)
    if i == len(siblings) - 1:
        return False
    siblings[i + 1], siblings[i] = siblings[i], siblings[i + 1]
    return True


def delete(node: GameNode) -> GameNode:
    """Remove ``node`` and everything after it; return its parent (where the cursor goes).
    Deleting a main-line move cuts the game there, and its first variation (if any) becomes
    the continuation. Raises ``ValueError`` for the root."""
    siblings = _siblings(node)
    siblings.remove(node)
    parent = node.parent
    assert parent is not None
    node.parent = None
    return parent


def set_comment(node: GameNode, text: str) -> None:
    """Replace the comment after ``node``'s move (for the root: the game's opening
    comment). Line ends are normalised to ``\\n``; surrounding blank space is dropped."""
    node.comment = text.replace("\r\n", "\n").replace("\r", "\n").strip()
