"""GameRecord tree and GameCursor navigation/editing on a real opening with variations.

Main line 炮二平五 马8进7 马二进三 (h2e2 h9g7 h0g2); variations 仙人指路 c3c4 at the very
first move (case R11 of docs/references.md §8: alternatives at the root) and 马2进3 b9c7 at ply 2.
"""

from __future__ import annotations

import pytest

from xiangqi_gui.game import GameCursor, GameRecord, NavigationError
from xiangqi_gui.rules import START_FEN, IllegalMoveError, Move, Position


def _fen_after(*iccs: str) -> str:
    pos = Position()
    for text in iccs:
        pos.push(Move.from_iccs(text))
    return pos.fen()


@pytest.fixture
def record() -> GameRecord:
    rec = GameRecord(headers={"Event": "test"})
    cursor = GameCursor(rec)
    for text in ("h2e2", "h9g7", "h0g2"):
        cursor.play(Move.from_iccs(text))
    cursor.go_to(rec.root)
    cursor.play(Move.from_iccs("c3c4"))
    cursor.go_to(rec.root.children[0])
    cursor.play(Move.from_iccs("b9c7"))
    rec.root.children[0].comment = "中炮"
    rec.root.children[1].starting_comment = "仙人指路"
    return rec


def test_tree_shape_and_counts(record: GameRecord) -> None:
    assert [m.iccs for m in record.mainline_moves()] == ["h2e2", "h9g7", "h0g2"]
    assert [c.move.iccs for c in record.root.children if c.move] == ["h2e2", "c3c4"]
    assert record.node_count() == 5
    assert record.variation_count() == 2
    assert record.comment_count() == 2
    third = record.mainline_nodes()[2]
    assert third.ply == 3 and third.is_mainline()
    assert [m.iccs for m in third.line_to_here()] == ["h2e2", "h9g7", "h0g2"]
    side = record.root.children[0].children[1]
    assert side.move == Move.from_iccs("b9c7") and not side.is_mainline()
    assert record.final_position().fen() == _fen_after("h2e2", "h9g7", "h0g2")


def test_cursor_next_previous_track_the_position(record: GameRecord) -> None:
    cursor = GameCursor(record)
    assert cursor.position.fen() == START_FEN
    cursor.next()
    cursor.next()
    assert cursor.position.fen() == _fen_after("h2e2", "h9g7")
    cursor.previous()
    assert cursor.node is record.root.children[0]
    cursor.previous()
    assert cursor.position.fen() == START_FEN
    with pytest.raises(NavigationError):
        cursor.previous()


def test_into_variation_at_first_move(record: GameRecord) -> None:
    cursor = GameCursor(record)
    assert [n.move.iccs for n in cursor.variations() if n.move] == ["h2e2", "c3c4"]
    cursor.into_variation(1)
    assert cursor.position.fen() == _fen_after("c3c4")
    with pytest.raises(NavigationError):
        cursor.into_variation(0)  # the c3c4 line has no continuation


def test_into_missing_variation_raises(record: GameRecord) -> None:
    cursor = GameCursor(record)
    with pytest.raises(NavigationError):
        cursor.into_variation(2)


def test_promote_and_promote_to_main(record: GameRecord) -> None:
    cursor = GameCursor(record)
    side = record.root.children[0].children[1]
    cursor.promote(side)
    assert record.root.children[0].children[0] is side
    assert [m.iccs for m in record.mainline_moves()] == ["h2e2", "b9c7"]
    c3c4 = record.root.children[1]
    cursor.promote_to_main(c3c4)
    assert record.mainline_moves() == [Move.from_iccs("c3c4")]
    assert record.node_count() == 5  # nothing lost


def test_delete_moves_cursor_out_of_removed_subtree(record: GameRecord) -> None:
    cursor = GameCursor(record)
    cursor.next()
    cursor.next()
    cursor.next()  # at h0g2
    cursor.delete(record.root.children[0].children[0])  # h9g7 and h0g2
    assert cursor.node is record.root.children[0]
    assert cursor.position.fen() == _fen_after("h2e2")
    assert [c.move.iccs for c in cursor.node.children if c.move] == ["b9c7"]
    assert record.node_count() == 3
    with pytest.raises(NavigationError):
        cursor.delete(record.root)


def test_play_reuses_existing_child_and_rejects_illegal(record: GameRecord) -> None:
    cursor = GameCursor(record)
    node = cursor.play(Move.from_iccs("h2e2"))
    assert node is record.root.children[0]
    before = record.node_count()
    with pytest.raises(IllegalMoveError):
        cursor.play(Move.from_iccs("h0h5"))  # a horse cannot move straight
    assert record.node_count() == before
    assert cursor.node is node
