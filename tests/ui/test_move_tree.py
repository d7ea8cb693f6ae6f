"""The indented move list and the comment pane on a real record with variations."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.conftest import corpus_path
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.game.edit import demote, play_into
from xiangqi_gui.ui.move_tree import CommentPane, MoveTree


def test_tree_shows_variations_and_the_current_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = load_file(corpus_path("walker8088-cchess/tests/data/WildHouse.xqf")).games[0].record
    tree = MoveTree()
    qtbot.addWidget(tree)
    tree.set_record(record)
    first = record.root.children[0]
    assert tree.node_text(first).startswith("1. 车一进四")
    # the file's root alternative 1. 马三进四 is a branch under the first move
    alt = record.root.children[1]
    assert tree.node_text(alt).startswith("1. 马三进四")
    assert tree._items[id(alt)].parent() is tree._items[id(first)]
    black_reply = first.children[0]
    assert tree.node_text(black_reply) == "象5退7"  # Black's reply: no move number
    tree.set_current(black_reply)
    assert tree.current_node() is black_reply
    with qtbot.waitSignal(tree.node_activated) as activated:
        rect = tree.visualItemRect(tree._items[id(alt)])
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert activated.args[0] is alt


def test_editing_through_the_tree_keeps_the_cursor(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = load_file(corpus_path("walker8088-cchess/tests/data/game_test.xqf")).games[0].record
    tree = MoveTree()
    qtbot.addWidget(tree)
    tree.set_record(record)
    pos = record.start_position()
    played = record.root.children[0].move
    other = next(m for m in pos.legal_moves() if m != played)
    branch = play_into(record.root, other)
    tree.rebuild(branch)
    assert tree.current_node() is branch
    with qtbot.waitSignal(tree.tree_edited):
        tree.apply_edit(branch, lambda: demote(record.root.children[0]))
    assert record.root.children[0] is branch and tree.current_node() is branch
    assert tree.node_text(branch).startswith("1. ")


def test_comment_pane_shows_and_edits_the_whole_comment(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = load_file(corpus_path("walker8088-cchess/tests/data/WildHouse.xqf")).games[0].record
    pane = CommentPane()
    qtbot.addWidget(pane)
    pane.set_node(record.root, "开局")
    assert pane.editor.toPlainText().startswith("本局为流行的“野马操田”局")
    node = record.root.children[0]
    pane.set_node(node, "1. 车一进四")
    with qtbot.waitSignal(pane.comment_edited):
        qtbot.keyClicks(pane.editor, "good move")
    assert node.comment == "good move"
    pane.set_node(None)
    assert pane.editor.isReadOnly()
