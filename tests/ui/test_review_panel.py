"""Game review in the window with the real Fairy-Stockfish: background progress, the graph,
cancel, annotation of the record, and a click on the graph choosing a ply."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.engine import SearchLimits
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Move
from xiangqi_gui.ui.review_panel import ReviewPanel

# a common opening: 中炮 against 屏风马, twelve plies
_MOVES = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 a9b9 a0b0 b7b3 g3g4 c6c5"


def _record() -> GameRecord:
    record = GameRecord()
    record.add_mainline([Move.from_iccs(m) for m in _MOVES.split()])
    return record


def test_review_fills_the_graph_and_annotates(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(600, 120)
    record = _record()
    with qtbot.waitSignal(panel.finished, timeout=60_000) as done:
        panel.start(record, fairy_stockfish(), SearchLimits(depth=6))
        assert panel.running and not panel.progress.isHidden()
    reviews = done.args[0]
    assert len(reviews) == 13 and [r.ply for r in reviews] == list(range(13))
    assert not panel.running and panel.progress.isHidden()
    assert all(node.comment for node in record.mainline_nodes())
    assert len(panel.graph.reviews) == 13
    with qtbot.waitSignal(panel.ply_chosen) as chosen:
        x = round(panel.graph.point(6, 0).x())
        qtbot.mouseClick(panel.graph, Qt.MouseButton.LeftButton, pos=QPoint(x, 10))
    assert chosen.args[0] == 6


def _reviewing(qtbot) -> tuple[ReviewPanel, GameRecord]:  # type: ignore[no-untyped-def]
    """A panel whose review of :func:`_record` has searched its first position."""
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    record = _record()
    panel.start(record, fairy_stockfish(), SearchLimits(movetime_ms=200))
    qtbot.waitUntil(lambda: panel.progress.value() >= 1, timeout=10_000)
    return panel, record


def test_cancel_leaves_the_record_untouched(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, record = _reviewing(qtbot)
    panel.cancel()
    qtbot.waitUntil(lambda: not panel.running, timeout=10_000)
    assert "cancelled" in panel.status.text()
    assert 1 <= len(panel.graph.reviews) < 13
    assert not any(node.comment for node in record.mainline_nodes())


def test_a_missing_engine_is_reported(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    with qtbot.waitSignal(panel.failed, timeout=10_000):
        panel.start(_record(), tmp_path / "none")
    assert "Review stopped" in panel.status.text() and not panel.running


def test_shutdown_waits_for_a_running_review(qtbot) -> None:  # type: ignore[no-untyped-def]
    panel, record = _reviewing(qtbot)
    panel.shutdown()
    assert not panel.running
    assert not any(node.comment for node in record.mainline_nodes())
