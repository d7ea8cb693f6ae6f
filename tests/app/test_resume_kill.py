"""Kill a game process mid-game (SIGKILL) and resume it: nothing is lost.

The child (``tests/app/kill_child.py``) runs the real application offscreen and plays by
mouse: two moves with clock presses, then an illegal drop that is a foul (art. 8.1.8) and
leaves the horse on b0 to be retaken (touch state, art. 5.8.3). After SIGKILL a new session
on the same data folder offers the journal's game; accepting restores moves, clock
readings (the clock comes back paused: the time of the crash is not charged), the foul on
the sheet and the touch-move lock.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

import xiangqi_gui.play.journal as journal_module
from tests.app.play_helpers import NS, drag, make_session
from xiangqi_gui.clock import ClockStatus, Side
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.rules import Color, Move, parse_square

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_kill_mid_game_and_resume_with_nothing_lost(qtbot: QtBot, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    child = subprocess.Popen([sys.executable, "-m", "tests.app.kill_child", str(tmp_path)],
                             cwd=REPO, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        expected = json.loads(child.stdout.readline())
        assert child.stdout.readline().strip() == "READY"
        time.sleep(0.3)  # the child's clock keeps running: Red's time is not charged later
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    assert expected["moves"] == ["h2e2", "h9g7"]
    assert expected["fouls"] == [[0, "8.1.8"]]
    assert Path(expected["journal"]) == tmp_path / "journal.jsonl"

    session = make_session(qtbot, tmp_path, resume=True, answer=True)
    controller = session.controller
    assert controller.game.moves == [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    assert [(f.side, f.article) for f in controller.game.arbiter.fouls] == [(Color.RED, "8.1.8")]
    setup = controller.game.setup
    assert setup.red == "Lü Qin" and setup.competition == "provincial"
    clock = controller.clock
    assert clock is not None and clock.status is ClockStatus.PAUSED
    assert abs(clock.remaining(Side.RED) - expected["red_ns"]) < NS // 2
    assert clock.remaining(Side.BLACK) == expected["black_ns"]
    board = session.window.board
    assert board.selection() == parse_square("b0") == expected["locked"]
    assert board.locked_reason() == ("Touch-move (art. 5.1): Red must move Red's horse on "
                                     "file 8 (b0).")
    rows = session.window.sheet.rows
    assert [rows.entry(p).text("chinese") for p in (1, 2)] == ["炮二平五", "马8进7"]
    assert [n.label() for n in rows.notes(3)] == ["犯规 8.1.8"]
    assert "Lü Qin" in session.window.header_label.text()
    # the arbiter restarts the clock; the duty still holds: only the horse may move
    session.window.clock_action.trigger()
    assert clock.status is ClockStatus.RUNNING and clock.running is Side.RED
    drag(qtbot, board, "h0", "g2")
    assert len(controller.game.moves) == 2
    drag(qtbot, board, "b0", "c2")
    assert controller.game.moves[-1] == Move.from_iccs("b0c2")


def test_declining_the_resume_clears_the_journal(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_session(qtbot, tmp_path)
    drag(qtbot, first.window.board, "h2", "e2")
    journal = tmp_path / "journal.jsonl"
    assert journal.exists()
    second = make_session(qtbot, tmp_path, resume=True, answer=False)
    assert second.controller.game.moves == []
    contents = Journal(journal).read()  # the new game's
    assert contents is not None and contents.entries == []
    assert [p.name for p in tmp_path.iterdir() if "journal" in p.name] == ["journal.jsonl"]


@pytest.mark.parametrize("content", [
    b"{not json", bytes(range(256)), "{\"version\": 1}".encode("utf-16")],
    ids=["text", "random", "utf16"])
def test_unreadable_journal_is_kept_aside_and_the_program_starts(
        qtbot: QtBot, tmp_path: Path, content: bytes) -> None:
    (tmp_path / "journal.jsonl").write_bytes(content)
    (tmp_path / "journal.jsonl.4242.tmp").write_bytes(b"left over by a kill")
    session = make_session(qtbot, tmp_path, resume=True)
    box = session.window.last_message_box
    assert box is not None and "could not be read" in box.text()
    assert "journal.jsonl" in box.detailedText()  # the journal's own words: behind details
    backups = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(backups) == 1 and backups[0].read_bytes() == content
    assert backups[0].name in box.text()
    assert not (tmp_path / "journal.jsonl.4242.tmp").exists()  # leftovers cleaned
    assert session.controller.game.moves == []
    drag(qtbot, session.window.board, "h2", "e2")  # play goes on, journalled afresh
    contents = Journal(tmp_path / "journal.jsonl").read()
    assert contents is not None and [e["op"] for e in contents.entries][-1] == "move"
    assert contents.header["setup"]["competition"] == "casual"


def test_a_journal_directory_is_kept_aside(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "journal.jsonl").mkdir()
    session = make_session(qtbot, tmp_path, resume=True)
    box = session.window.last_message_box
    assert box is not None and "could not be read" in box.text()
    assert session.controller.game.moves == []


def test_a_data_folder_that_cannot_be_written_turns_autosave_off_once(
        qtbot: QtBot, tmp_path: Path) -> None:
    blocked = tmp_path / "data"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    session = make_session(qtbot, blocked)
    boxes = [session.window.last_message_box]
    assert boxes[0] is not None and "Autosave is off" in boxes[0].text()
    assert session.autosave_label.text() == "Autosave off"
    drag(qtbot, session.window.board, "h2", "e2")
    drag(qtbot, session.window.board, "h9", "g7")
    assert len(session.controller.game.moves) == 2  # play goes on
    assert session.window.last_message_box is boxes[0]  # one warning, not one per move


def test_the_game_ending_input_is_on_the_disk_when_it_is_applied(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []  # the journal's size at each fdatasync
    monkeypatch.setattr(journal_module, "_sync_data",
                        lambda fd: synced.append(os.fstat(fd).st_size))
    session = make_session(qtbot, tmp_path)
    drag(qtbot, session.window.board, "h2", "e2")
    changes = session.controller.act(LiveGame.resign, Color.BLACK)
    assert changes.outcome is not None
    size = (tmp_path / "journal.jsonl").stat().st_size
    assert synced and synced[-1] == size  # synced before apply() returned (wait=True)
    contents = Journal(tmp_path / "journal.jsonl").read()
    assert contents is not None and contents.entries[-1]["op"] == "resign"


def test_a_failed_disk_sync_turns_autosave_off_and_play_goes_on(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = make_session(qtbot, tmp_path)
    journal = session.controller.journal
    assert journal is not None
    disk = threading.Event()

    def broken(fd: int) -> None:
        assert disk.wait(10)
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(journal_module, "_sync_data", broken)
    board = session.window.board
    drag(qtbot, board, "h2", "e2")  # written to the kernel; its background sync hangs
    assert session.autosave_label.text() != "Autosave off"
    disk.set()  # ... and fails
    with pytest.raises(OSError, match="could not be synced"):
        journal.sync()
    drag(qtbot, board, "h9", "g7")  # the next append reports the failure
    box = session.window.last_message_box
    assert box is not None and "Autosave is off" in box.text() and "synced" in box.text()
    assert session.autosave_label.text() == "Autosave off" and not journal.is_open
    drag(qtbot, board, "h0", "g2")
    assert len(session.controller.game.moves) == 3  # play goes on
    assert session.window.last_message_box is box  # one warning


def test_a_game_without_moves_is_not_offered(qtbot: QtBot, tmp_path: Path) -> None:
    make_session(qtbot, tmp_path)  # a fresh game writes its (empty) state
    assert (tmp_path / "journal.jsonl").exists()
    asked: list[str] = []
    from xiangqi_gui.app.main import build_parser, create_session

    session = create_session(build_parser().parse_args([]), folder=tmp_path,
                             ask=lambda _t, q: asked.append(q) is None, resume=True)
    qtbot.addWidget(session.window)
    assert asked == []


def test_closing_the_window_mid_game_keeps_the_game_for_the_next_start(
        qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.clock import ManualTimeSource, seconds
    from xiangqi_gui.play.setup import GameSetup

    clock_time = ManualTimeSource(NS)
    first = make_session(qtbot, tmp_path, GameSetup(), clock_time)
    drag(qtbot, first.window.board, "h2", "e2")
    clock_time.advance(seconds(30))  # Red has not pressed yet: his time runs
    first.window.close()
    second = make_session(qtbot, tmp_path, resume=True, clock=clock_time)
    clock = second.controller.clock
    assert second.controller.game.moves == [Move.from_iccs("h2e2")]
    assert clock is not None and clock.remaining(Side.RED) == seconds(3600 - 30)
    assert second.controller.game.awaiting_press is Color.RED
    second.window.clock_action.trigger()  # the arbiter restarts the clock
    first_face = second.window.clock_widget.faces[Side.RED]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(first_face, Qt.MouseButton.LeftButton)  # Red's press completes the move
    assert clock.running is Side.BLACK and second.controller.game.arbiter.fouls == []
    assert second.window.sheet.rows.entry(1).time_ns == seconds(30)


@pytest.mark.parametrize(("language", "expected"), [
    ("zh_Hans", "对局 红甲 – 黑乙 在 3 步（2 回合）后中断。要续局吗？"),
    ("en", "A game 红甲 – 黑乙 was interrupted after 3 plies (2 moves). Resume it?"),
])
def test_the_resume_question_counts_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, expected: str) -> None:
    """The question named "3 plies (3 moves)" in English inside the Chinese sentence."""
    from xiangqi_gui.app.main import build_parser, create_session
    from xiangqi_gui.play.setup import GameSetup
    from xiangqi_gui.ui.i18n import install_language

    first = make_session(qtbot, tmp_path, GameSetup.casual(red="红甲", black="黑乙"))
    for origin, target in (("h2", "e2"), ("h9", "g7"), ("h0", "g2")):
        drag(qtbot, first.window.board, origin, target)
    first.window.close()
    asked: list[str] = []
    (tmp_path / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    try:
        session = create_session(build_parser().parse_args([]), folder=tmp_path,
                                 ask=lambda _t, q: asked.append(q) is None, resume=True)
        qtbot.addWidget(session.window)
    finally:
        install_language("en")
    assert asked == [expected]
