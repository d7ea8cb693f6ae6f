"""The analysis pane with the real Fairy-Stockfish: MultiPV lines in Chinese notation,
mate scores, following the position, the best-move arrow, a crashing engine, and the
refresh limit."""

from __future__ import annotations

import re
import time

from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.notation import read_move
from xiangqi_gui.rules import START_FEN, Move, Position
from xiangqi_gui.ui.analysis_pane import REFRESH_PER_S, AnalysisPane
from xiangqi_gui.ui.board_widget import BoardWidget

_CHINESE_MOVE = re.compile(r"^[车马相象仕士帅将炮兵卒前中后一二三四五六七八九1-9]{2}[进退平]"
                           r"[一二三四五六七八九1-9]$")


def _pane(qtbot, lines: int = 1) -> AnalysisPane:  # type: ignore[no-untyped-def]
    pane = AnalysisPane(engine_path=fairy_stockfish())
    qtbot.addWidget(pane)
    pane.lines_box.setValue(lines)
    return pane


def test_three_lines_in_chinese_for_the_start_position(qtbot) -> None:  # type: ignore[no-untyped-def]
    pane = _pane(qtbot, lines=3)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 3, timeout=2000)
    start = Position()
    firsts = []
    for r in range(3):
        line = pane.table.item(r, 3).text().split()
        assert all(_CHINESE_MOVE.match(word) for word in line[:1]), line
        firsts.append(read_move(start, line[0], "chinese"))
        assert re.fullmatch(r"[+-](\d+\.\d\d|M\d+)", pane.table.item(r, 0).text())
    assert len(set(firsts)) == 3
    pane.set_position(START_FEN, [])  # the same position again (a clock tick): search goes on
    assert len(pane.rows()) == 3
    pane.stop()
    assert not pane.running


def test_mate_in_two_shows_mate_and_a_legal_first_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    fen = "4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1"
    pane = _pane(qtbot)
    pane.set_position(fen, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1
                    and pane.table.item(0, 0).text() == "+M2", timeout=5000)
    first = pane.rows()[0].first
    assert first is not None and first in Position.from_fen(fen).legal_moves()
    pane.stop()


def test_stepping_updates_the_analysis_and_the_arrow(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = BoardWidget()
    qtbot.addWidget(board)
    pane = _pane(qtbot)
    pane.best_move_changed.connect(board.set_arrow)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: board.arrow is not None, timeout=3000)
    assert board.arrow in Position().legal_moves()
    moves = [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    after = Position()
    for m in moves:
        after.push(m)
    pane.set_position(START_FEN, moves)
    assert board.arrow is None  # the old position's arrow goes at once
    qtbot.waitUntil(lambda: board.arrow is not None, timeout=3000)
    assert board.arrow in after.legal_moves()
    assert pane.rows()[0].first == board.arrow
    pane.stop()
    assert board.arrow is None


def test_a_crashing_engine_stops_the_pane_with_a_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    pane = _pane(qtbot)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1, timeout=3000)
    assert pane._transport is not None
    with qtbot.waitSignal(pane.failed, timeout=3000) as failed:
        pane._transport.kill()
    assert "crashed" in failed.args[0] or "exited" in failed.args[0]
    assert not pane.running and not pane.start_button.isChecked()
    assert "Analysis stopped" in pane.status.text()


def test_a_missing_engine_is_a_message_not_a_crash(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    pane = AnalysisPane(engine_path=tmp_path / "no-such-engine")
    qtbot.addWidget(pane)
    pane.start()
    assert not pane.running
    assert "Analysis stopped" in pane.status.text()


def test_the_table_repaints_at_most_ten_times_a_second(qtbot) -> None:  # type: ignore[no-untyped-def]
    pane = _pane(qtbot, lines=5)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() > 0, timeout=3000)
    before, start = pane.repaints, time.monotonic()
    qtbot.wait(2000)
    rate = (pane.repaints - before) / (time.monotonic() - start)
    pane.stop()
    assert 0 < rate <= REFRESH_PER_S + 0.5


def test_the_line_column_takes_the_rest_of_the_width_with_the_whole_line_as_tooltip(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 11, a fresh-user trial: in the docked pane the line was cut after two moves
    while three number columns took most of the width."""
    pane = _pane(qtbot, lines=2)
    pane.resize(420, 500)  # the dock's width beside the board and the sheet on a laptop
    pane.show()
    qtbot.waitExposed(pane)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 2
                    and len(pane.table.item(0, 3).text().split()) >= 4, timeout=5000)
    pane.stop()
    table = pane.table
    header = table.horizontalHeader()
    numbers = sum(table.columnWidth(c) for c in range(3))
    assert table.columnWidth(3) == table.viewport().width() - numbers  # the rest
    assert table.columnWidth(3) >= table.viewport().width() // 2
    for column in range(3):  # each number column about as wide as its contents
        assert table.columnWidth(column) <= max(
            header.sectionSizeHint(column), table.sizeHintForColumn(column)) + 2
    for row in range(2):
        item = table.item(row, 3)
        assert item.toolTip() == item.text() and len(item.text().split()) >= 4
