"""Every row of the score sheet and of the library's list is as high as the others (issue
11, fresh-user trial: "uneven sheet row heights in some games", "double-height library
rows"). The sheet made a move with a comment 1.8 lines high, and a comment of several
lines ran over its move in that room; the library's rows had Qt's default height (30 px for
17 px of text), and so had the tournament window's tables and the time-control dialog's
stages (whose editors must not be cut). Real records of the corpus in a real window; the
comment is still painted on its move's row."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QTableView
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import corpus_path
from tests.engine.real_engine import fairy_stockfish
from tests.tournament.test_window import new_window, register_by_typing
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.clock import PRESETS
from xiangqi_gui.play.sheet import Annotation
from xiangqi_gui.rules import START_FEN, Color, Move
from xiangqi_gui.tournament import Result, System
from xiangqi_gui.ui.analysis_pane import AnalysisPane
from xiangqi_gui.ui.score_sheet import ScoreSheet
from xiangqi_gui.ui.table_rows import ROW_PADDING
from xiangqi_gui.ui.time_control_dialog import TimeControlDialog

DATA = "walker8088-cchess/tests/data"
COMMENTED = ["030-黄松轩先胜冯敬如.XQF", "WildHouse.xqf"]  # comments of one and of two lines


def _heights(view: QTableView) -> set[int]:
    return {view.rowHeight(row) for row in range(view.model().rowCount())}


def _red_pixels(image: QImage, rect: QRect) -> int:
    """Pixels of ``rect`` in the sheet's note red (ANNOTATION_COLOR, anti-aliased)."""
    count = 0
    for x in range(rect.left(), rect.right() + 1):
        for y in range(rect.top(), rect.bottom() + 1):
            colour = image.pixelColor(x, y)
            count += colour.red() > 120 and colour.green() < 100 and colour.blue() < 100
    return count


@pytest.mark.parametrize("name", COMMENTED)
def test_every_sheet_row_is_one_line_high_and_comments_show_on_it(
        qtbot: QtBot, tmp_path: Path, name: str) -> None:
    record = tmp_path / name
    shutil.copy(corpus_path(f"{DATA}/{name}"), record)
    session = make_session(qtbot, tmp_path / "data")
    assert open_and_wait(qtbot, session, str(record))
    sheet: ScoreSheet = session.window.sheet
    view = sheet.view
    rows = sheet.rows
    commented = [ply for ply in range(1, len(rows) + 1) if rows.notes(ply)]
    assert commented, "the record's comments are on the sheet"
    assert len(_heights(view)) == 1, _heights(view)
    ply = commented[-1]  # the last one: the view scrolls to it
    sheet.set_current_ply(ply)
    qtbot.wait(50)
    cell = sheet.cell_rect(ply)
    assert view.viewport().rect().contains(cell)
    image = view.viewport().grab().toImage()
    assert _red_pixels(image, cell) > 20  # the note is painted in its move's row
    other = sheet.cell_rect(ply + 1 if ply % 2 else ply - 1)  # the same row's other move
    assert other.top() == cell.top() and other.height() == cell.height()


def test_a_foul_written_during_a_game_keeps_its_row_one_line_high(qtbot: QtBot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(420, 500)
    sheet.show()
    for iccs in ("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"):  # three rows
        sheet.append_move(Move.from_iccs(iccs))
    sheet.annotate(2, Annotation.foul(Color.BLACK, "8.1.5", "a second line\nof the reason"))
    sheet.annotate(3, "comment\nin three\nlines")
    assert len(_heights(sheet.view)) == 1, _heights(sheet.view)


def test_library_rows_are_one_line_high_like_the_games_list(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    folder = tmp_path / "records"
    shutil.copytree(corpus_path(DATA), folder)
    session = make_session(qtbot, tmp_path / "data")
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    panel.start_import([str(folder)])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    panel.search()
    table = panel.pane.games_table
    assert table.rowCount() >= 20
    line = table.fontMetrics().height()
    assert _heights(table) == {line + ROW_PADDING}, (_heights(table), line)
    assert not table.wordWrap()  # a long event is cut with "…", not wrapped in its row
    assert open_and_wait(qtbot, session, str(corpus_path(
        "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn")))
    games = session.opener.list.table  # type: ignore[union-attr]
    assert _heights(games) == {games.fontMetrics().height() + ROW_PADDING}


def test_analysis_lines_are_one_line_high(qtbot: QtBot) -> None:
    pane = AnalysisPane(engine_path=fairy_stockfish())
    qtbot.addWidget(pane)
    pane.lines_box.setValue(3)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 3, timeout=5000)
    pane.stop()
    assert _heights(pane.table) == {pane.table.fontMetrics().height() + ROW_PADDING}


QT_DEFAULT_ROW = 30
"""Qt's own row height (Fusion, 96 dpi), the double-height rows of the trial."""


def _editors_fit(table: QTableView) -> list[tuple[int, int]]:
    """(height, size-hint height) of every editor shown in ``table``'s cells."""
    model = table.model()
    return [(widget.height(), widget.sizeHint().height())
            for row in range(model.rowCount()) for column in range(model.columnCount())
            if (widget := table.indexWidget(model.index(row, column))) is not None]


def test_the_tournament_windows_tables_have_one_line_rows(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    register_by_typing(qtbot, window, ["张三", "李四", "王五", "赵六", "钱七"])
    assert window.pair_next_round()
    window.set_result(1, 1, Result.RED_WIN)
    qtbot.wait(10)
    line = window.players_table.fontMetrics().height() + ROW_PADDING
    for table in (window.players_table, window.standings_table, window.crosstable_table):
        assert table.rowCount() == 5 and _heights(table) == {line}, _heights(table)
        assert not table.wordWrap()
    pairings = window.pairings_table  # two boards with a result chooser, and the bye
    assert pairings.rowCount() == 3 and len(_heights(pairings)) == 1
    (height,) = _heights(pairings)
    fits = _editors_fit(pairings)
    assert len(fits) == 2 and all(shown >= hint for shown, hint in fits), fits  # none cut
    assert line <= height == max(hint for _, hint in fits) + 1 < QT_DEFAULT_ROW


def test_the_time_control_stages_are_as_high_as_their_editors(qtbot: QtBot) -> None:
    control = PRESETS["classical-90-40"].control  # two stages
    dialog = TimeControlDialog(red=control)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.rowCount() == 2 and len(_heights(table)) == 1
    (height,) = _heights(table)
    fits = _editors_fit(table)
    assert len(fits) == 10 and all(shown >= hint for shown, hint in fits), fits
    assert height == max(hint for _, hint in fits) + 1 < QT_DEFAULT_ROW
    dialog.add_button.click()  # a stage added later: the same height
    assert table.rowCount() == 3 and _heights(table) == {height}
