"""Save and Save as write in a worker thread (issue 12: the UI thread never blocks long);
saving as XQF asks first when headers would not be kept exactly."""

from __future__ import annotations

import threading
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.app.desktop import DesktopShell, SaveWorker
from xiangqi_gui.formats import load_file
from xiangqi_gui.game import GameRecord
from xiangqi_gui.play.setup import GameSetup


def shell_of(session: object) -> DesktopShell:
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    return shell


def test_a_big_record_is_written_off_the_ui_thread_then_becomes_the_open_file(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    record = GameRecord(headers={"Event": "事" * 2_000_000, "Red": " 许银川\n"})
    assert session.browse_record(record, "")
    shell = shell_of(session)
    threads: list[int] = []
    real_run = SaveWorker.run

    def run(worker: SaveWorker) -> None:
        threads.append(threading.get_ident())
        real_run(worker)

    target = tmp_path / "big.pgn"
    SaveWorker.run = run  # type: ignore[method-assign]
    try:
        assert shell.save_to(str(target))
        assert shell.saving and not shell.save_to(str(target))  # one save at a time
        qtbot.waitUntil(lambda: not shell.saving, timeout=30_000)
    finally:
        SaveWorker.run = real_run  # type: ignore[method-assign]
    assert threads and threads[0] != threading.get_ident()
    assert shell.path == str(target)
    assert session.window.windowTitle().startswith("big.pgn")
    [game] = load_file(target).games
    assert game.record.headers["Event"] == "事" * 2_000_000
    assert game.record.headers["Red"] == " 许银川\n"  # byte-exact, escapes and all
    assert not list(tmp_path.glob(".big.saving-*"))


def test_saving_as_xqf_asks_when_headers_would_change(qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[str] = []
    answer = {"yes": False}

    def ask(_title: str, question: str) -> bool:
        asked.append(question)
        return answer["yes"]

    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    session.ask = ask
    record = GameRecord(headers={"Event": "全国象棋个人赛" * 10, "Red": "胡荣华"})
    assert session.browse_record(record, "")
    shell = shell_of(session)
    target = tmp_path / "cut.xqf"
    assert not shell.save_to(str(target))  # declined: nothing written
    assert not target.exists() and not shell.saving
    assert "header Event is cut to 63 bytes" in asked[0]
    answer["yes"] = True
    assert shell.save_to(str(target))
    qtbot.waitUntil(lambda: not shell.saving, timeout=20_000)
    [game] = load_file(target).games
    assert game.record.headers["Red"] == "胡荣华"
    asked.clear()
    record.headers["Event"] = "全国象棋个人赛"
    assert shell.save_to(str(tmp_path / "fits.xqf"))  # fits: no question
    qtbot.waitUntil(lambda: not shell.saving, timeout=20_000)
    assert asked == []


def test_a_failed_save_is_an_error_box_and_leaves_no_file(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    shell = shell_of(session)
    target = tmp_path / "missing" / "x.pgn"
    assert shell.save_to(str(target))
    qtbot.waitUntil(lambda: not shell.saving, timeout=20_000)
    box = session.window.last_message_box
    assert box is not None and str(target) in box.text()
    assert not (tmp_path / "missing").exists() and shell.path is None
