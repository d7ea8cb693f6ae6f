"""Every file opened from the window is read off the UI thread (issue 12): game 1 is
built in the worker, a 5 MB header value is cut wherever it is shown and kept whole in the
record, errors still become message boxes and partly-read games the notice bar; a big file
is read by a child process, which a stop ends at once."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest
import shiboken6
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, wait_opened
from xiangqi_gui.app import child as child_module, opener as opener_module
from xiangqi_gui.formats.index import FileIndex, open_index, scan_entries
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.game_list import EVENT, PLIES

GAME = '[Red "许银川"]\n[Black "吕钦"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n'


def test_a_small_file_is_built_in_the_worker_and_shown_when_ready(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "one.pgn"
    path.write_text(GAME, encoding="utf-8")
    threads: list[int] = []
    real = FileIndex.load_entry

    def load_entry(self: FileIndex, *args: object) -> object:
        threads.append(threading.get_ident())
        return real(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(FileIndex, "load_entry", load_entry)
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    assert session.open_file(str(path))  # started, not done
    assert session.mode == "play" and session.opener is not None and session.opener.busy
    with qtbot.waitSignal(session.record_shown, timeout=20_000) as shown:
        pass
    assert shown.args == [str(path)]
    assert session.mode == "browse" and session.window.sheet.ply_count == 4
    assert threads and threading.get_ident() not in threads
    assert "许银川" in session.window.header_label.text()
    assert session.window.windowTitle().startswith("one.pgn")


def test_a_five_megabyte_header_is_cut_for_display_and_kept_in_the_record(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "huge.pgn"
    path.write_text('[Event "' + "赛" * 5_000_000 + '"]\n' + GAME, encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    assert session.open_file(str(path))
    wait_opened(qtbot, session)
    record = session.browser.record
    assert record is not None and record.headers["Event"] == "赛" * 5_000_000
    label = session.window.header_label.text()
    assert "赛" * 201 not in label and len(label) < 2_000
    assert "huge.pgn, game 1" in label  # the details after the cut event are still shown
    # the header shows what fits its lines (issue 11); its tooltip the display cut
    whole = session.window.header_label.toolTip()
    assert "赛" * 200 in whole and "赛" * 201 not in whole and len(whole) < 2_000
    model = session.opener.list.model  # type: ignore[union-attr]
    assert model.rowCount() == 1
    shown = model.index(0, EVENT).data()
    assert shown.startswith("赛" * 200) and len(shown) < 300


def test_errors_are_message_boxes_and_partly_read_games_a_notice(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    missing = tmp_path / "gone.pgn"
    assert session.open_file(str(missing))
    wait_opened(qtbot, session)
    box = session.window.last_message_box
    assert box is not None and box.windowTitle() == "Cannot open the record"
    assert box.text().startswith(f"File: {missing}\n")
    assert box.text().endswith("\nReason: no such file")
    assert session.mode == "play"  # the game on the board was not touched
    broken = tmp_path / "broken.pgn"
    broken.write_text(GAME.replace("i9h9", "e2e9"), encoding="utf-8")
    assert session.open_file(str(broken))
    wait_opened(qtbot, session)
    notice = session.window.notice  # the partly-read notice bar (not a dialog)
    assert notice.isVisible() and "broken.pgn" in notice.label.text()
    assert "illegal move" in notice.label.text() and str(broken) in notice.label.toolTip()
    assert session.mode == "browse" and session.window.sheet.ply_count == 3


def test_opening_another_file_never_waits_for_a_game_being_built(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    two = tmp_path / "two.pgn"
    two.write_text(GAME + "\n" + GAME.replace("许银川", "胡荣华"), encoding="utf-8")
    other = tmp_path / "other.pgn"
    other.write_text(GAME.replace("吕钦", "赵国荣"), encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None
    assert session.open_file(str(two))
    wait_opened(qtbot, session)
    qtbot.waitUntil(lambda: opener.list.model.rowCount() == 2)
    gate, building = threading.Event(), threading.Event()
    real = FileIndex.load

    def slow_load(self: FileIndex, number: int) -> object:  # a huge game being built
        building.set()
        assert gate.wait(20)
        return real(self, number)

    monkeypatch.setattr(FileIndex, "load", slow_load)
    assert opener.open_game(1)
    qtbot.waitUntil(building.is_set)
    assert session.open_file(str(other))  # returns although game 2 is still being built
    assert not gate.is_set()
    wait_opened(qtbot, session)
    assert "赵国荣" in session.window.header_label.text()
    gate.set()  # the abandoned build ends on its own; its game is never shown
    qtbot.wait(200)
    assert "赵国荣" in session.window.header_label.text()
    assert session.record_path == str(other)


def test_a_big_file_is_read_by_a_child_process(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opener_module, "PROCESS_BYTES", 1)  # this small file counts as big
    path = tmp_path / "three.pgn"
    path.write_text("\n".join([GAME, GAME.replace("i9h9", "e2e9"),
                               GAME.replace("许银川", "胡荣华")]), encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None and session.open_file(str(path))
    worker = opener.worker
    assert worker is not None
    wait_opened(qtbot, session)
    model = opener.list.model
    qtbot.waitUntil(lambda: worker.isFinished(), timeout=60_000)
    assert worker.in_process and worker._child is not None and worker._child.ended
    assert worker._child.exit_code == 0
    assert model.rowCount() == 3 and "许银川" in session.window.header_label.text()
    assert [model.index(r, PLIES).data() for r in range(3)] == ["4", "3", "4"]
    assert "illegal move" in model.problem(1)


def test_stopping_ends_the_child_at_once_and_a_dead_child_is_an_error_box(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(opener_module, "PROCESS_BYTES", 1)
    path = tmp_path / "one.pgn"
    path.write_text(GAME, encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None
    monkeypatch.setattr(child_module, "command", lambda _flag, _args: [
        sys.executable, "-c", "import time; time.sleep(60)"])  # a child that never answers
    assert session.open_file(str(path))
    worker = opener.worker
    assert worker is not None
    qtbot.waitUntil(lambda: worker._child is not None, timeout=20_000)
    opener.stop()
    # not the child's 60 s; a finished worker is deleted (deleteLater) and gone at once
    qtbot.waitUntil(lambda: not shiboken6.isValid(worker) or worker.isFinished(),
                    timeout=5_000)
    assert worker._child is not None and worker._child.exit_code is not None
    assert session.window.last_message_box is None  # a stop is no error
    monkeypatch.setattr(child_module, "command", lambda _flag, _args: [
        sys.executable, "-c", "import sys; sys.exit(3)"])  # a child that dies at once
    assert session.open_file(str(path))
    wait_opened(qtbot, session)
    box = session.window.last_message_box
    assert box is not None and box.windowTitle() == "Cannot open the record"
    assert box.text() == f"{path}: the reading process stopped unexpectedly (exit code 3)."


def test_game_1_sent_as_its_entry_is_built_by_the_thread(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "one.pgn"
    path.write_text(GAME, encoding="utf-8")
    index = open_index(path)
    entry = next(scan_entries(index))
    worker = opener_module.IndexWorker(str(path))
    worker._dispatch(("opened", index))
    with qtbot.waitSignal(worker.first, timeout=5_000) as built:
        worker._dispatch(("first_entry", entry))
    assert built.args[0].record.headers["Red"] == "许银川"
    path.unlink()  # gone before game 1 is built: an error box text, no thread traceback
    with qtbot.waitSignal(worker.failed, timeout=5_000) as failed:
        worker._dispatch(("first_entry", entry))
    assert failed.args == [f"File: {path}\nPlace: unknown place\nReason: cannot read file: "
                           "No such file or directory"]


def test_a_long_games_sheet_is_made_by_the_worker_not_the_ui_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Replaying a record's main line into score-sheet rows is done by the thread that read
    the game (IndexWorker for game 1, GameLoader for a double-clicked game); the UI thread
    only shows the rows (issue 12: a 6,000-ply game blocked it 0.2 s)."""
    from xiangqi_gui.play.sheet import ScoreRows

    threads: list[int] = []
    real = ScoreRows.from_moves.__func__  # type: ignore[attr-defined]

    def from_moves(cls: type[ScoreRows], *args: object, **kwargs: object) -> ScoreRows:
        threads.append(threading.get_ident())
        return real(cls, *args, **kwargs)  # type: ignore[no-any-return]

    monkeypatch.setattr(ScoreRows, "from_moves", classmethod(from_moves))
    moves = " ".join(f"{n}. h0g2 h9g7 {n}. g2h0 g7h9" for n in range(1, 301))
    path = tmp_path / "long.pgn"
    path.write_text(f'[Red "A"]\n\n{moves} *\n\n{GAME}', encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None and session.open_file(str(path))
    wait_opened(qtbot, session)
    assert session.window.sheet.ply_count == 1200
    assert threads and threading.get_ident() not in threads
    qtbot.waitUntil(lambda: opener.list.model.rowCount() == 2, timeout=20_000)
    threads.clear()
    assert opener.open_game(1)  # read and built in a GameLoader thread
    qtbot.waitUntil(lambda: not opener.busy, timeout=20_000)
    assert session.window.sheet.ply_count == 4
    assert threads and threading.get_ident() not in threads


def test_the_moves_in_sight_are_notated_by_the_worker_not_the_ui_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The thread that prepares a game also writes the texts of the moves the sheet shows
    first (the first and the last 200); the UI thread's warm-up and paint only draw them
    (issue 12: the sheet notated ~50 moves inside the window's paint, 5-10 ms)."""
    from xiangqi_gui.play import sheet as sheet_module

    threads: list[int] = []
    real = sheet_module._notate

    def notate(*args: object) -> object:
        threads.append(threading.get_ident())
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(sheet_module, "_notate", notate)
    moves = " ".join(f"{n}. h0g2 h9g7 {n}. g2h0 g7h9" for n in range(1, 301))
    path = tmp_path / "long.pgn"
    path.write_text(f'[Red "A"]\n\n{moves} *\n', encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    assert session.open_file(str(path))
    wait_opened(qtbot, session)
    sheet = session.window.sheet
    assert sheet.ply_count == 1200
    qtbot.waitUntil(lambda: sheet.view.viewport().updatesEnabled(), timeout=5_000)
    qtbot.wait(100)  # warmed and painted
    ui = threading.get_ident()
    assert threads.count(ui) == 0
    assert len([t for t in threads if t != ui]) == 400  # the first and the last 200 moves
    first = sheet.view.rowAt(0)
    assert first == 0 and sheet.model.index(0, 1).data() == "马二进三"
    sheet.set_current_ply(1200)  # the end of the game: written by the worker too
    qtbot.wait(100)
    assert threads.count(ui) == 0
    assert sheet.model.index(599, 3).data() == "马7退8"


def test_a_failed_open_leaves_the_previous_list_and_no_opening_message(
        qtbot: QtBot, tmp_path: Path) -> None:
    games = tmp_path / "games.pgn"
    games.write_bytes((Path(__file__).parents[1] / "fixtures/records/fifteen_games.pgn")
                      .read_bytes())
    garbage = tmp_path / "garbage.pgn"
    garbage.write_bytes(b"[Event \xff\xfe\x80\xff]\n" * 40)  # neither UTF-8 nor GB18030/Big5
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    opener = session.opener
    assert opener is not None
    assert session.open_file(str(games))
    wait_opened(qtbot, session)
    qtbot.waitUntil(lambda: opener.games_in(str(games), complete=True) == 15)
    assert opener.open_game(3)
    wait_opened(qtbot, session)
    opener.list.filter_edit.setText("")
    assert opener.dock.isVisible() and opener.list.model.rowCount() == 15
    assert session.open_file(str(garbage))
    assert "Opening garbage.pgn" in session.window.statusBar().currentMessage()
    wait_opened(qtbot, session)
    box = session.window.last_message_box
    assert box is not None and box.windowTitle() == "Cannot open the record"
    assert "garbage.pgn" in box.text()
    status = session.window.statusBar().currentMessage()
    assert status == "garbage.pgn was not opened."
    # the game shown is still game 4 of games.pgn, and its list is back as it was
    assert session.record_path == str(games) and session.record_index == 3
    assert opener.dock.isVisible() and opener.list.model.rowCount() == 15
    assert opener.list.source.toolTip() == str(games)
    assert opener.games_in(str(games), complete=True) == 15
    selected = opener.list.table.selectionModel().selectedRows()
    assert [opener.list.model.game_at(opener.list.proxy.mapToSource(i).row())
            for i in selected] == [3]
    assert opener.open_game(7)  # the list still opens its games
    wait_opened(qtbot, session)
    assert session.record_path == str(games) and session.record_index == 7
