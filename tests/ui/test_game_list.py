"""The game list of multi-game files (issue 14): filled from a worker thread, game 1 shown
at once, sortable and filterable, double-click opens a game, broken games marked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.conftest import corpus_path
from xiangqi_gui.formats.open_stream import BATCH_ROWS
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.game_list import PLIES, PROBLEM, RED, GameListWidget

GAMES = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"
BROKEN = """
[Event "broken on purpose"]
[Red "Bad"]
[Black "Move"]

1. h2e2 h9g7 2. e2e9 1-0
"""


def test_list_widget_sorts_filters_and_activates(qtbot: QtBot) -> None:
    widget = GameListWidget()
    qtbot.addWidget(widget)
    widget.model.append_games([{"Red": "许银川", "Black": "吕钦", "Event": "全国个人赛"},
                               {"Red": "胡荣华", "Black": "杨官璘", "ECCO": "C45"},
                               {"Red": "Wang", "Black": "Li", "Date": "2001.05.01"}])
    widget.model.set_checked([(0, 120, ""), (1, 7, ""), (2, 45, "illegal move at 3. e2e9")])
    assert widget.proxy.rowCount() == 3
    widget.table.sortByColumn(PLIES, Qt.SortOrder.AscendingOrder)
    order = [widget.proxy.index(r, RED).data() for r in range(3)]
    assert order == ["胡荣华", "Wang", "许银川"]  # 7, 45, 120 plies: numbers, not text
    widget.filter_edit.setText("c45")  # case-insensitive, any column (the ECCO code)
    qtbot.waitUntil(lambda: not widget.filter_pending, timeout=2000)  # after a pause
    assert widget.proxy.rowCount() == 1 and widget.proxy.index(0, RED).data() == "胡荣华"
    widget.filter_edit.setText("")
    bad = widget.proxy.mapFromSource(widget.model.index(widget.model.row_of(2), PROBLEM))
    assert bad.data() == "illegal move at 3. e2e9"
    assert bad.data(Qt.ItemDataRole.ForegroundRole) is not None
    with qtbot.waitSignal(widget.game_activated) as blocker:  # sorted: row 0 is game 2
        widget.table.doubleClicked.emit(widget.proxy.index(0, RED))
    assert blocker.args == [1]
    widget.table.sortByColumn(RED, Qt.SortOrder.DescendingOrder)
    assert [widget.proxy.index(r, RED).data() for r in range(3)] == ["许银川", "胡荣华", "Wang"]


def test_large_file_opens_in_the_background_and_lists_every_game(
        qtbot: QtBot, tmp_path: Path) -> None:
    source = corpus_path(GAMES)
    path = tmp_path / "games-plus-broken.pgn"
    path.write_bytes(source.read_bytes() + BROKEN.encode("ascii"))
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None
    inserts: list[int] = []  # the UI thread inserts rows in bounded batches (issue 12)
    opener.list.model.rowsInserted.connect(lambda _p, first, last: inserts.append(
        last - first + 1))
    assert session.open_file(str(path))  # returns at once: the worker reads the file
    qtbot.waitUntil(lambda: session.mode == "browse" and session.browser.record is not None,
                    timeout=20_000)
    record = session.browser.record
    assert record is not None and len(record.mainline_moves()) > 0
    qtbot.waitUntil(lambda: opener.list.model.rowCount() == 1126, timeout=60_000)
    assert sum(inserts) == 1126 and max(inserts) <= BATCH_ROWS
    assert opener.dock.isVisible() or not session.window.isVisible()
    model = opener.list.model
    # the plies show as soon as the index has the game (counted, not yet checked)
    assert model.index(model.row_of(0), PLIES).data() == "76"
    qtbot.waitUntil(lambda: model.problem(1125) != "", timeout=300_000)
    assert "illegal move at 2. e2e9" in model.problem(1125)
    assert model.index(model.row_of(1125), PLIES).data() == "2"  # checked: 2 good moves
    assert model.index(model.row_of(1125), RED).data() == "Bad"
    assert model.problem(5) == ""
    # double-click game 6: LIU DaHua - CHEN Yu
    row = opener.list.proxy.mapFromSource(model.index(model.row_of(5), RED))
    opener.list.table.doubleClicked.emit(row)  # read in a GameLoader thread
    qtbot.waitUntil(lambda: "LIU DaHua" in session.window.header_label.text())
    # the broken game opens too, as far as it was read
    assert opener.open_game(1125)
    qtbot.waitUntil(lambda: not opener.busy)
    assert "Bad" in session.window.header_label.text()
    broken = session.browser.record
    assert broken is not None and [m.iccs for m in broken.mainline_moves()] == ["h2e2", "h9g7"]
    opener.stop()


def test_a_position_list_shows_each_name_and_the_filter_finds_it(qtbot: QtBot) -> None:
    """梦入神机.epd (151 named positions, no Event tag): the list built from the header-only
    index shows each position's name in the Event column and the filter matches it."""
    from xiangqi_gui.formats.index import index_file
    from xiangqi_gui.ui.game_list import EVENT, clip_mark, game_row

    index = index_file(corpus_path("walker8088-cchess/examples/梦入神机.epd"))
    assert len(index) == 151
    widget = GameListWidget()
    qtbot.addWidget(widget)
    widget.model.append_rows([game_row(e.headers, clip_mark(), e.plies) for e in index.entries])
    assert widget.proxy.index(0, EVENT).data() == "由中应外"
    widget.filter_edit.setText("诱虎")
    widget.apply_filter()
    assert widget.proxy.rowCount() == 1
    assert widget.proxy.index(0, EVENT).data() == "诱虎夺穴"
    assert widget.proxy.index(0, 0).data() == "4"
