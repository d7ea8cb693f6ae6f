"""A record read as a bare main line (``GameRecord.from_line``, issue 14) keeps its moves
as a list until its tree is asked for, and then behaves as a record built node by node."""

from __future__ import annotations

import sys
import threading

from xiangqi_gui.game import GameRecord
from xiangqi_gui.rules import Move

LINE = [Move.from_iccs(t) for t in ("h2e2", "h9g7", "h0g2", "i9h9")]


def _built() -> GameRecord:
    record = GameRecord(headers={"Red": "A"}, result="1-0")
    record.add_mainline(LINE)
    return record


def test_a_line_record_answers_without_a_tree_as_a_built_one_does() -> None:
    lazy = GameRecord.from_line({"Red": "A"}, GameRecord().start_fen, list(LINE), "1-0")
    built = _built()
    assert lazy.plain_line() == LINE and built.plain_line() is None
    for ask in ("mainline_moves", "mainline_length", "node_count", "variation_count",
                "comment_count"):
        assert getattr(lazy, ask)() == getattr(built, ask)(), ask
    assert lazy.plain_line() == LINE  # none of these built the tree
    assert "line=" in repr(lazy) and lazy.plain_line() == LINE
    assert lazy.final_position() == built.final_position()


def test_the_tree_is_built_on_first_use_and_then_is_the_record() -> None:
    lazy = GameRecord.from_line({}, GameRecord().start_fen, list(LINE), "*")
    moves = lazy.plain_line()
    assert moves is not None
    moves.append(Move.from_iccs("b0c2"))  # a copy: the record's line is unchanged
    root = lazy.root
    assert [n.move for n in root.mainline()] == LINE
    assert [n.ply for n in root.mainline()] == [1, 2, 3, 4]
    assert all(n.parent is not None and n in n.parent.children for n in root.walk())
    assert lazy.root is root and lazy.plain_line() is None
    lazy.root.children[0].comment = "an edit"  # the tree is the record from now on
    assert lazy.comment_count() == 1
    lazy.add_mainline([Move.from_iccs("b0c2")])
    assert lazy.mainline_length() == 5


def test_an_empty_line_and_a_replaced_root() -> None:
    lazy = GameRecord.from_line({}, GameRecord().start_fen, [], "*")
    assert lazy.mainline_moves() == [] and lazy.root.children == []
    other = GameRecord.from_line({}, GameRecord().start_fen, list(LINE), "*")
    other.root = _built().root
    assert other.plain_line() is None and other.mainline_moves() == LINE


def test_a_line_record_pickles_as_its_moves() -> None:
    """Child processes send games pickled (formats/open_stream.py): a line record goes as
    its move list (no recursion through a node tree) and comes back the same."""
    import pickle

    lazy = GameRecord.from_line({"Red": "A"}, GameRecord().start_fen, list(LINE) * 500, "1-0")
    back = pickle.loads(pickle.dumps(lazy, protocol=5))
    assert back.plain_line() == lazy.plain_line() and back.headers == {"Red": "A"}
    assert (back.start_fen, back.result) == (lazy.start_fen, "1-0")
    built = pickle.loads(pickle.dumps(_built(), protocol=5))
    assert built.plain_line() is None and built.mainline_moves() == LINE


def test_threads_asking_for_the_tree_at_once_get_one_whole_tree() -> None:
    """A reader thread and the UI thread may both ask a line record for its tree first
    (issue 14): every caller gets the same tree, and it holds the whole line."""
    line = [Move.from_iccs(t) for t in ("h2e2", "h9g7", "e2h2", "g7h9")] * 500
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        for _ in range(20):
            record = GameRecord.from_line({}, GameRecord().start_fen, list(line), "*")
            barrier = threading.Barrier(4)
            roots: list[object] = []
            threads = [threading.Thread(target=_ask, args=(record, barrier, roots))
                       for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert len(roots) == 4 and all(root is record.root for root in roots)
            assert record.mainline_moves() == line and record.plain_line() is None
    finally:
        sys.setswitchinterval(interval)


def _ask(record: GameRecord, barrier: threading.Barrier, roots: list[object]) -> None:
    barrier.wait()
    roots.append(record.root)
