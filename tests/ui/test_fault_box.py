"""A program fault in the UI language (issue 11): the "Unexpected error" box says what
happened, that the game in progress is kept in its journal, and where the log is; the
exception's English (``ValueError: …``) and the place it was raised are only behind
"Show Details…". Each test raises a real exception in a real Qt slot (a menu action's
signal), delivered by PySide6 to the hook the program installs (:func:`install_excepthook`).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from tests.ui.test_translations import english_left
from xiangqi_gui.app.errors import install_excepthook
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import parse_square

SENTENCES = {
    "zh_Hans": ("意外错误", "程序内部出现了意外错误（程序缺陷），程序继续运行。",
                "进行中的对局已保留：每一着都在自动保存记录中，下次启动时可以续局。",
                "技术细节已写入 {0}；报告此问题时请附上该文件。",
                "技术细节见“显示详情”。", "显示详情..."),
    "vi": ("Lỗi không mong đợi",
           "Chương trình gặp một lỗi không lường trước bên trong (lỗi của chương trình). "
           "Chương trình vẫn tiếp tục chạy.",
           "Ván cờ đang diễn ra vẫn được giữ: mọi nước đi đều có trong bản tự lưu, và lần "
           "khởi động sau có thể chơi tiếp ván này.",
           "Chi tiết kỹ thuật đã được ghi vào {0}; hãy gửi kèm tệp đó khi báo lỗi.",
           "Chi tiết kỹ thuật ở mục “Xem chi tiết”.", "Xem chi tiết..."),
    "en": ("Unexpected error",
           "Something went wrong inside the program: an error it did not expect (a program "
           "fault). The program carries on.",
           "The game in progress is kept: every move is in its journal, and the game is "
           "offered again at the next start.",
           "The technical details were written to {0}; please send that file with a report "
           "of the fault.", "The technical details are under Show Details.",
           "Show Details..."),
}


def _faulty_slot() -> None:
    """A program fault: a square name no board has, parsed by the real parser."""
    parse_square("z9")


@pytest.fixture
def hook_restored() -> Iterator[None]:
    previous = sys.excepthook
    yield
    sys.excepthook = previous


def _session(qtbot: QtBot, folder: Path, language: str) -> AppSession:
    """A shown window started in ``language`` (as Preferences left it)."""
    (folder / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    return make_session(qtbot, folder, GameSetup())


def _fault_box(qtbot: QtBot, session: AppSession, log: Path) -> QMessageBox:
    """Install the program's hook as ``main()`` does, fault in the flip action's slot."""
    install_excepthook(lambda: session.window, log, game_kept=session.game_kept)
    session.window.flip_action.toggled.connect(_faulty_slot)
    session.window.flip_action.trigger()  # Qt calls the slot; PySide6 hands on the error
    box: QMessageBox = sys.excepthook.last_box  # type: ignore[attr-defined]
    assert box.isVisible() and box.parent() is session.window
    return box


def _details_button(box: QMessageBox) -> str:
    return next(b.text() for b in box.findChildren(QPushButton)
                if box.buttonRole(b) is QMessageBox.ButtonRole.ActionRole)


@pytest.mark.parametrize("language", ["zh_Hans", "vi", "en"])
def test_fault_during_a_game_is_said_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, hook_restored: None, language: str) -> None:
    session = _session(qtbot, tmp_path, language)
    drag(qtbot, session.window.board, "h2", "e2")  # a game in progress, in its journal
    assert session.game_kept()
    log = tmp_path / "log" / "xiangqi_gui.log"
    box = _fault_box(qtbot, session, log)
    title, what, kept, written, _under, show = SENTENCES[language]
    assert box.windowTitle() == title
    assert box.text() == "\n\n".join([what, kept, written.format(log)])
    assert "ValueError" not in box.text() and "z9" not in box.text()
    if language != "en":
        assert english_left(box.text().replace(str(log), ""), language) == []
    assert box.detailedText().startswith("ValueError: not a square name: 'z9'\n\nFile \"")
    assert box.detailedText().endswith(", in parse_square")
    assert "Traceback" not in box.detailedText()
    assert _details_button(box) == show
    written_log = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written_log
    assert "ValueError: not a square name: 'z9'" in written_log
    session.controller.stop()


def test_fault_without_a_game_or_a_log_in_vietnamese(
        qtbot: QtBot, tmp_path: Path, hook_restored: None) -> None:
    """No game in progress: no word of a journal. A log that cannot be written (its folder
    is a file): the details are said to be behind Show Details, where they are."""
    session = _session(qtbot, tmp_path, "vi")
    assert not session.game_kept()
    (tmp_path / "not-a-folder").write_text("", encoding="utf-8")
    box = _fault_box(qtbot, session, tmp_path / "not-a-folder" / "xiangqi_gui.log")
    _title, what, _kept, _written, under, _show = SENTENCES["vi"]
    assert box.text() == f"{what}\n\n{under}"
    assert box.detailedText().startswith("ValueError: not a square name: 'z9'")
    session.controller.stop()
