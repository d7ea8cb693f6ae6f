"""A broken record speaks the players' language (issue 11): the partly-read notice, the
open-failure box, the game list's problem column, the library's import problems and the
XQF question are in the UI language, with the place named "第 2 局，第 11 行，第 3 步";
the command line and logs keep the English (``str(error)``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, wait_opened
from xiangqi_gui.app import opener as opener_module
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.formats import load_file
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.i18n import install_language

GOOD = ('[Game "Chinese Chess"]\n[Red "许银川"]\n[Black "吕钦"]\n\n'
        "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0\n\n")
#: game 2: its third move, 炮五进五, is illegal (the cannon has no screen to capture over
#: and its way is blocked), on line 11 of the file
BAD = '[Game "Chinese Chess"]\n[Red "A"]\n[Black "B"]\n\n1. 炮二平五 马８进７ 2. 炮五进五 *\n'


def _broken_file(folder: Path) -> Path:
    path = folder / "broken.pgn"
    path.write_text(GOOD + BAD, encoding="utf-8")
    error = load_file(path).games[1].error
    assert error is not None  # the file is as this test means it
    assert (error.location.game, error.location.line, error.location.ply) == (1, 11, 3)
    return path


def test_a_broken_record_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    path = _broken_file(tmp_path)
    install_language("zh_Hans")
    assert session.open_file(str(path))
    wait_opened(qtbot, session)
    opener = session.opener
    assert opener is not None
    qtbot.waitUntil(lambda: opener.list.model.problem(1) != "", timeout=30_000)
    problem = opener.list.model.problem(1)  # the game list's problem column
    assert problem == "第 2 回合红方 炮五进五 不是合法着法：五路炮不能这样走"
    assert opener.list.model.problem(0) == ""
    assert opener.open_game(1)
    qtbot.waitUntil(lambda: session.window.notice.isVisible(), timeout=30_000)
    notice = session.window.notice.label
    assert notice.text() == ("棋谱只读取了一部分：broken.pgn，第 2 局，第 11 行，第 3 步："
                             f"{problem}。已显示出错之前的着法。")
    assert notice.toolTip() == (f"文件：{path}\n位置：第 2 局，第 11 行，第 3 步\n原因：{problem}")
    # the command line and logs keep the English
    error = load_file(path).games[1].error
    assert error is not None
    assert str(error) == (f"{path}: line 11, game 2, ply 3: illegal move at 2. 炮五进五: not a "
                          "legal move for the 炮 on file 5")

    missing = tmp_path / "gone.pgn"
    assert session.open_file(str(missing))
    wait_opened(qtbot, session)
    box = session.window.last_message_box
    assert box is not None
    assert box.windowTitle() == "无法打开棋谱"
    assert box.text() == f"文件：{missing}\n位置：位置不明\n原因：文件不存在"


def test_the_same_in_traditional_chinese_and_vietnamese(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    path = tmp_path / "short.xqf"
    path.write_bytes(b"XQ\x0a" + bytes(20))  # an XQF header cut at 23 of 1024 bytes
    for language, expected in (
            ("zh_Hant", f"檔案：{path}\n位置：第 23 位元組（0x17）\n"
                        "原因：XQF 檔頭不完整：只有 23 位元組，應有 1024 位元組"),
            ("vi", f"Tệp: {path}\nVị trí: vị trí byte 23 (0x17)\n"
                   "Lý do: phần đầu XQF bị cắt: 23 trên 1024 byte")):
        install_language(language)
        assert session.open_file(str(path))
        wait_opened(qtbot, session)
        box = session.window.last_message_box
        assert box is not None and box.text() == expected
        box.close()


def test_library_import_problems_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    folder = tmp_path / "records"
    folder.mkdir()
    broken = _broken_file(folder)
    (folder / "empty.pgn").write_text("no moves here\n", encoding="utf-8")
    install_language("zh_Hans")
    panel.start_import([str(folder)])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    assert panel.pane.summary.text() == "已向棋谱库添加 1 局。2 局或文件无法读取。棋谱库现有 1 局。"
    box = session.window.last_message_box
    assert box is not None
    lines = box.text().split("\n")
    assert lines[0] == panel.pane.summary.text()
    assert f"{broken.resolve()}：第 2 局，第 11 行，第 3 步：" \
           "第 2 回合红方 炮五进五 不是合法着法：五路炮不能这样走" in lines
    empty = str((folder / "empty.pgn").resolve())
    assert f"{empty}：第 1 行：未找到对局（不是 PGN 文件？）" in lines


def test_the_xqf_question_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[str] = []
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    session.ask = lambda title, text: asked.append(f"{title}|{text}") is not None and False
    browser_record = load_file(_broken_file(tmp_path)).games[0].record
    browser_record.headers["Opening"] = "中炮对屏风马"  # XQF has no field for it
    assert session.browse_record(browser_record, "test")
    install_language("zh_Hans")
    desktop = session.desktop  # type: ignore[attr-defined]
    assert not desktop.save_to(str(tmp_path / "out.xqf"))  # declined: nothing written
    assert not (tmp_path / "out.xqf").exists()
    (question,) = asked
    assert "棋谱信息 Opening 将丢失：XQF 没有对应的字段" in question
    assert "dropped" not in question


def test_a_big_file_read_by_a_child_process_in_chinese(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The child process that reads a big file sends each error's message (pickled), so
    its problems too read in the UI language."""
    monkeypatch.setattr(opener_module, "PROCESS_BYTES", 1)  # this small file counts as big
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    path = _broken_file(tmp_path)
    install_language("zh_Hans")
    opener = session.opener
    assert opener is not None and session.open_file(str(path))
    worker = opener.worker
    assert worker is not None
    wait_opened(qtbot, session)
    qtbot.waitUntil(lambda: worker.isFinished(), timeout=60_000)
    assert worker.in_process
    assert opener.list.model.problem(1) == ("第 2 回合红方 炮五进五 不是合法着法："
                                            "五路炮不能这样走")
