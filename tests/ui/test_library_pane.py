"""The library dock (issue 14): import in a child process with progress, header and
position search of the board shown, double-click opens a game (read and built off the UI
thread, issue 12), damaged file -> rebuild."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.conftest import corpus_path
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.library import Library
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.play.sheet import ScoreRows

PGN = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"


def _panel(qtbot: QtBot, tmp_path: Path) -> LibraryPanel:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    assert panel.db_path == tmp_path / "library.sqlite3"
    return panel


def test_import_search_and_open(qtbot: QtBot, tmp_path: Path,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    panel = _panel(qtbot, tmp_path)
    panel.start_import([str(corpus_path(PGN))])
    assert panel.pane.progress.isVisible() or panel.worker is None
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    assert "15 games added to the library." in panel.pane.summary.text()
    # the board shows the start position: every game of this collection starts there
    panel.search_position()
    assert panel.pane.games_table.rowCount() == 15
    first_moves = {panel.pane.moves_table.item(r, 0).text()
                   for r in range(panel.pane.moves_table.rowCount())}
    assert any("炮二平五" in text for text in first_moves)
    panel.pane.player_edit.setText("nobody at all")
    panel.search()
    assert panel.pane.games_table.rowCount() == 0
    panel.pane.player_edit.setText("")
    panel.search()
    assert panel.pane.games_table.rowCount() == 15
    panel.pane.games_table.setCurrentCell(0, 0)
    with qtbot.waitSignal(panel.pane.game_activated) as blocker:
        panel.pane.games_table.doubleClicked.emit(panel.pane.games_table.currentIndex())
    threads: list[int] = []
    real = Library.record

    def record_of(self: Library, game_id: int) -> GameRecord:
        threads.append(threading.get_ident())
        return real(self, game_id)

    monkeypatch.setattr(Library, "record", record_of)
    sheet_threads: list[int] = []  # the sheet's rows are made by the reader too (issue 12)
    real_rows = ScoreRows.from_moves.__func__  # type: ignore[attr-defined]

    def from_moves(cls: type[ScoreRows], *args: object, **kwargs: object) -> ScoreRows:
        sheet_threads.append(threading.get_ident())
        return real_rows(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(ScoreRows, "from_moves", classmethod(from_moves))
    with qtbot.waitSignal(panel.session.record_shown, timeout=20_000):
        assert panel.open_game(blocker.args[0])  # started: read and built in a thread
    assert threads and threading.get_ident() not in threads  # never on the UI thread
    assert sheet_threads and threading.get_ident() not in sheet_threads
    record = panel.session.browser.record
    assert record is not None and len(record.mainline_moves()) > 10


def test_damaged_library_offers_a_rebuild(qtbot: QtBot, tmp_path: Path) -> None:
    panel = _panel(qtbot, tmp_path)
    panel.db_path.write_bytes(b"garbage, not SQLite" * 200)
    panel.search()  # the session's ask() answers yes: rebuilt, no crash
    assert panel.pane.games_table.rowCount() == 0
    assert any(".damaged-" in p.name for p in tmp_path.iterdir())
    assert panel.db_path.read_bytes().startswith(b"SQLite format 3")


def test_the_whole_file_is_checked_once_a_session(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """``PRAGMA quick_check`` reads the whole database (about 1 s for 70,000 games); each
    search opens the library again on the UI thread, so only the first open checks it."""
    import sqlite3

    panel = _panel(qtbot, tmp_path)
    statements: list[str] = []
    real_connect = sqlite3.connect

    def traced(*args: object, **kwargs: object) -> sqlite3.Connection:
        db = real_connect(*args, **kwargs)  # type: ignore[call-overload]
        db.set_trace_callback(statements.append)
        return db  # type: ignore[no-any-return]

    monkeypatch.setattr(sqlite3, "connect", traced)
    for _ in range(3):
        library = panel._open()
        assert library is not None
        library.close()
    assert sum("quick_check" in s for s in statements) == 1
    with Library(panel.db_path):  # the default checks
        pass
    assert sum("quick_check" in s for s in statements) == 2


def test_the_import_starts_once_its_dock_is_laid_out_and_painted(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The worker waits for the window to settle with the Library dock and paint it: the
    layout and the paint do not compete with the import for the interpreter lock (issue
    12). The order is recorded at each step."""
    panel = _panel(qtbot, tmp_path)
    window = panel.window
    qtbot.waitExposed(window)
    qtbot.wait(300)
    steps: list[str] = []
    real_repaint = window._repaint_settled
    window._repaint_settled = lambda: (real_repaint(), steps.append("painted"))  # type: ignore[method-assign]
    panel.start_import([str(corpus_path(PGN))])
    worker = panel.worker
    assert worker is not None and not worker.isRunning() and not worker.isFinished()
    worker.started.connect(lambda: steps.append("started"), type=Qt.ConnectionType.DirectConnection)
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    assert steps == ["painted", "started"]
    assert panel.dock.isVisible()
    assert "15 games added to the library." in panel.pane.summary.text()


def test_after_settled_runs_in_the_next_event_when_nothing_settles(
        qtbot: QtBot, tmp_path: Path) -> None:
    panel = _panel(qtbot, tmp_path)
    qtbot.waitExposed(panel.window)
    qtbot.wait(300)
    calls: list[int] = []
    panel.window.after_settled(lambda: calls.append(1))
    assert calls == []  # from the event loop, not inside the caller
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)


def test_an_import_waits_for_the_repaint_also_when_the_layout_is_fitted_meanwhile(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A resize or a screen change fits the docks again (``fit_docks``) while the Library
    dock is settling with the window's updates off: the worker still starts only after the
    one repaint that turns them on."""
    panel = _panel(qtbot, tmp_path)
    window = panel.window
    qtbot.waitExposed(window)
    qtbot.wait(300)
    steps: list[str] = []
    real_repaint = window._repaint_settled
    window._repaint_settled = lambda: (real_repaint(), steps.append("painted"))  # type: ignore[method-assign]
    panel.start_import([str(corpus_path(PGN))])
    assert not window.updatesEnabled()  # settling: one paint at the end
    window.fit_docks()  # as a resize does
    worker = panel.worker
    assert worker is not None
    worker.started.connect(lambda: steps.append(f"started, updates {window.updatesEnabled()}"),
                           type=Qt.ConnectionType.DirectConnection)
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    assert steps == ["painted", "started, updates True"]


def test_the_window_does_not_wait_for_the_import_child_to_exit(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After its report the import's child still closes the library (a checkpoint of its
    log): the window shows the report at once and lets the worker end on its own, where it
    waited for it on the UI thread (issue 12: heartbeat gaps of 130-240 ms at the end of an
    import). A child that takes 3 s to end after its report stands for a slow close."""
    import sys

    from PySide6.QtCore import QTimer

    from xiangqi_gui.app import child as child_module

    script = ("import pickle, sys, time\n"
              "from xiangqi_gui.library.importer import ImportReport\n"
              "out = sys.stdout.buffer\n"
              "def send(*m):\n"
              "    out.write(pickle.dumps(m, protocol=5)); out.flush()\n"
              "send('progress', 1, 1, 3, 'x.pgn')\n"
              "send('report', ImportReport(files=1, imported=3), 3)\n"
              "time.sleep(3)\n"
              "send('end')\n")
    monkeypatch.setattr(child_module, "command",
                        lambda _flag, _args: [sys.executable, "-c", script])
    panel = _panel(qtbot, tmp_path)
    beats: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: beats.append(time.perf_counter()))
    timer.start()
    panel.start_import([str(tmp_path / "x.pgn")])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=20_000)
    reported = time.perf_counter()
    assert "3 games added to the library" in panel.pane.summary.text()
    qtbot.waitUntil(lambda: not panel._retired, timeout=20_000)  # the worker ran out
    ended = time.perf_counter()
    timer.stop()
    gaps = [b - a for a, b in zip(beats, beats[1:], strict=False) if b > reported - 1]
    assert max(gaps) < 0.5  # the window went on while the child ended
    assert ended - reported > 2.0  # and the child did take its 3 s


def test_a_capped_search_says_how_many_games_match_in_all(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The search lists SEARCH_LIMIT games at most; the summary then gives the number found
    in all (counted by SQLite) and says only the first ones are listed."""
    from xiangqi_gui.app import library_panel

    panel = _panel(qtbot, tmp_path)
    panel.start_import([str(corpus_path(PGN))])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    monkeypatch.setattr(library_panel, "SEARCH_LIMIT", 10)
    panel.search()
    assert panel.pane.games_table.rowCount() == 10
    assert panel.pane.summary.text() == (
        "15 games found; the first 10 are listed. Narrow the search to list the others.")
    monkeypatch.setattr(library_panel, "SEARCH_LIMIT", 15)
    panel.search()
    assert panel.pane.games_table.rowCount() == 15
    assert panel.pane.summary.text() == "15 games found."


def test_a_capped_position_search_says_how_many_games_reach_it(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from xiangqi_gui.app import library_panel

    panel = _panel(qtbot, tmp_path)
    panel.start_import([str(corpus_path(PGN))])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    monkeypatch.setattr(library_panel, "SEARCH_LIMIT", 10)
    panel.search_position()  # the start position: all 15 games
    assert panel.pane.games_table.rowCount() == 10
    assert panel.pane.summary.text() == ("15 games reach this position; 15 continue from it; "
                                         "Red scores –. The first 10 are listed.")
