"""Failures speak the UI language (issue 11): an engine that is missing, crashes, exits or
sends a bad move in the analysis pane, the review panel and an engine seat of a live game;
a library that cannot be opened or is damaged (SQLite's and the system's words mapped to
translated ones, the English only behind "Show Details…"). Each drives the real path (the
real Fairy-Stockfish or a scripted engine process, a real SQLite file) and reads what the
user sees; the command line and logs keep the English (``str(error)``)."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.engine import EngineProcess, EngineTimeoutError
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.library import Library, LibraryCorruptError
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import EngineSeat, GameSetup
from xiangqi_gui.rules import START_FEN, Move
from xiangqi_gui.ui.analysis_pane import AnalysisPane
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.messages import error_text, render_all
from xiangqi_gui.ui.review_panel import ReviewPanel

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes and errno")


def test_analysis_pane_missing_and_crashing_engine_in_chinese(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    install_language("zh_Hans")
    missing = tmp_path / "no-such-engine"
    pane = AnalysisPane(engine_path=missing)
    qtbot.addWidget(pane)
    pane.start()
    assert pane.status.text() == f"分析已停止：引擎 '{missing}' 不是可执行文件"
    pane.set_engine(fairy_stockfish())
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1, timeout=5000)
    assert pane._transport is not None
    name = pane._transport.name
    with qtbot.waitSignal(pane.failed, timeout=5000) as failed:
        os.kill(pane._transport.pid, signal.SIGKILL)
    assert failed.args[0] == f"引擎 '{name}' 崩溃了"
    assert pane.status.text() == f"分析已停止：引擎 '{name}' 崩溃了"


def test_analysis_pane_engine_that_exits_in_vietnamese(qtbot: QtBot, tmp_path: Path) -> None:
    install_language("vi")
    script = scripted_engine(tmp_path, [], exit_at_start=3)
    pane = AnalysisPane(engine_path=script)
    qtbot.addWidget(pane)
    with qtbot.waitSignal(pane.failed, timeout=5000):
        pane.start()
    assert pane.status.text() == f"Đã dừng phân tích: máy '{script}' thoát bất ngờ (mã 3)"


def test_review_panel_missing_engine_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    install_language("zh_Hans")
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    record = GameRecord()
    record.add_mainline([Move.from_iccs("h2e2")])
    missing = tmp_path / "none"
    with qtbot.waitSignal(panel.failed, timeout=10_000):
        panel.start(record, missing)
    assert panel.status.text() == f"复盘已停止：引擎 '{missing}' 不是可执行文件"


def test_engine_seat_that_sends_an_illegal_move_in_chinese_and_after_resume(
        qtbot: QtBot, tmp_path: Path) -> None:
    script = scripted_engine(tmp_path, ["e9e7"])  # the general cannot jump two ranks
    setup = GameSetup.casual(black_engine=EngineSeat(str(script), None, 100))
    session = make_session(qtbot, tmp_path / "data", setup, time.monotonic_ns)
    install_language("zh_Hans")  # after the session installed its own
    c = session.controller
    with qtbot.waitSignal(c.engine_failed, timeout=5000) as failed:
        c.act(LiveGame.move, Move.from_iccs("h2e2").from_square,
              Move.from_iccs("h2e2").to_square)
    after = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    because = (f"黑方的引擎出错：引擎 'Scripted Illegal' 在局面 {after} 中给出着法 'e9e7'："
               "e9e7 不是走棋方的合法着法。")
    assert failed.args[0].startswith(because)
    assert "engine" not in failed.args[0] and "not a legal" not in failed.args[0]
    box = session.window.last_message_box
    assert box is not None and box.text() == failed.args[0]
    # the journal keeps the message as data: replayed, the entry says it again, in Vietnamese
    assert c.journal is not None
    contents = c.journal.read()
    assert contents is not None
    at = next(i for i, e in enumerate(contents.entries) if e["op"] == "engine_failed")
    assert contents.entries[at]["a"][1]["id"] == "engine.bad_move"
    c.stop()
    install_language("vi")
    game = LiveGame.replay(contents.header, contents.entries[:at])
    said = render_all(game.apply_entry(contents.entries[at]).messages)
    assert said.startswith(f"Máy của Đen bị lỗi: máy 'Scripted Illegal' gửi nước 'e9e7' ở thế "
                           f"cờ {after}: e9e7 không phải nước đi hợp lệ của bên đi.")
    assert game.setup.black_engine is None


def test_engine_errors_keep_their_english_for_the_log(tmp_path: Path) -> None:
    with pytest.raises(EngineTimeoutError) as caught:
        EngineProcess("/bin/cat", startup_timeout_s=0.2)
    assert str(caught.value) == ("engine '/bin/cat' sent no handshake reply within 0.2 s and "
                                 "was stopped")
    install_language("zh_Hans")
    try:
        assert error_text(caught.value) == "引擎 '/bin/cat' 在 0.2 秒内没有回应握手，已被终止"
    finally:
        install_language("en")


def test_damaged_library_in_chinese_with_sqlite_words_translated(
        qtbot: QtBot, tmp_path: Path) -> None:
    questions: list[tuple[str, str]] = []
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    install_language("zh_Hans")  # after the session installed its own
    session.ask = lambda title, question: questions.append((title, question)) or False
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    panel.db_path.write_bytes(b"garbage, not SQLite" * 200)
    panel.search()
    assert questions == [("棋谱库已损坏",
                          f"{panel.db_path}：棋谱库文件已损坏（该文件不是数据库）。\n\n"
                          "现在重建棋谱库吗？损坏的文件会保留在原处旁边；之后您需要重新导入您的文件。")]
    with pytest.raises(LibraryCorruptError) as caught:
        Library(panel.db_path)
    assert "file is not a database" in str(caught.value)  # the log keeps SQLite's words


@pytest.mark.parametrize(("language", "title", "words"), [
    ("zh_Hans", "棋谱库", "{path}：无法打开棋谱库（不是文件夹）"),
    ("vi", "Thư viện ván cờ", "{path}: không mở được thư viện ván cờ (không phải thư mục)")])
def test_library_that_cannot_be_opened_with_english_only_in_details(
        qtbot: QtBot, tmp_path: Path, language: str, title: str, words: str) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    install_language(language)  # after the session installed its own
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    panel.db_path = blocker / "sub" / "library.sqlite3"  # a file on its way: ENOTDIR
    panel.search()
    box = session.window.last_message_box
    assert box is not None and box.windowTitle() == title
    assert box.text() == words.format(path=panel.db_path)
    assert "Not a directory" in box.detailedText()  # the system's English, behind details


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write a read-only folder")
def test_library_in_a_read_only_folder_in_vietnamese(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    install_language("vi")  # after the session installed its own
    panel = session.library_panel  # type: ignore[attr-defined]
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        panel.db_path = folder / "sub" / "library.sqlite3"
        panel.search()
        box = session.window.last_message_box
        assert box is not None
        assert box.text() == (f"{panel.db_path}: không mở được thư viện ván cờ "
                              "(không có quyền truy cập)")
    finally:
        folder.chmod(0o700)
