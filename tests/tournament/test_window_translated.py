"""The tournament window speaks the UI language (issue 11): refusals of the event's rules,
a hand-made pairing's warnings (they were simplified Chinese in 繁體 and English in
Vietnamese), files that cannot be opened, read or written (the system's and SQLite's words
translated; the English only behind "Show Details…"). The command line keeps the English
(``str(error)``, ``PairingWarning.text``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.tournament.test_window import new_window, register_by_typing
from tests.ui.test_translations import english_left
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.tournament import Result, System
from xiangqi_gui.tournament.store import KnockoutFile, TournamentFile, TournamentFileError
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.tournament_play import open_tournament


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install_language("en")


def _rematch_dialog(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """Edit round 2 of a Swiss event into two rematches through the window's dialog; the
    text of the question it asks."""
    window = new_window(qtbot, tmp_path, System.SWISS)
    register_by_typing(qtbot, window, ["A", "B", "C", "D"])
    window.pair_next_round()  # 1–3, 4–2
    for board in (1, 2):
        window.set_result(1, board, Result.RED_WIN)
    window.pair_next_round()
    asked: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: ("1-3, 4-2", True))
    monkeypatch.setattr(QMessageBox, "question", lambda _parent, _title, text: (
        asked.append(text), QMessageBox.StandardButton.No)[1])
    window._edit_dialog()
    assert len(asked) == 1
    return asked[0]


def test_pairing_warnings_in_traditional_chinese(qtbot: QtBot, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    install_language("zh_Hant")
    text = _rematch_dialog(qtbot, tmp_path, monkeypatch)
    assert text.startswith("1號與3號已相遇過\n4號與2號已相遇過\n\n")
    assert "号" not in text and "与" not in text  # no simplified characters


def test_pairing_warnings_in_vietnamese(qtbot: QtBot, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    install_language("vi")
    text = _rematch_dialog(qtbot, tmp_path, monkeypatch)
    assert text.startswith("số 1 và số 3 đã gặp nhau\nsố 4 và số 2 đã gặp nhau\n\n")


def test_refusals_and_file_errors_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    install_language("zh_Hans")
    window = new_window(qtbot, tmp_path, System.SWISS)
    register_by_typing(qtbot, window, ["A", "B", "C", "D"])
    assert window.pair_next_round()
    assert not window.pair_next_round()  # results missing: refused in the UI language
    assert window.statusBar().currentMessage() == "第 1 轮还有未登记结果的对局"
    gone = tmp_path / "no-such-folder"
    assert window.export_pdf("pairings", str(gone / "pairings.pdf")) is None
    assert window.statusBar().currentMessage() == (
        f"{gone / 'pairings.pdf'}：无法写入：文件或文件夹不存在")
    assert not window.export_csv(str(gone / "standings.csv"))
    assert window.statusBar().currentMessage() == f"{gone / 'standings.csv'}：文件或文件夹不存在"
    bad = tmp_path / "reg.csv"
    bad.write_text("姓名,单位,等级分\n甲,上海,两千\n", encoding="utf-8")
    assert not window.import_csv(str(bad))
    assert window.statusBar().currentMessage() == f"{bad}：第 2 行：等级分 '两千' 不是数字"


def test_a_file_that_is_no_tournament_in_chinese_with_english_details(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    install_language("zh_Hans")  # after the session installed its own
    path = tmp_path / "notes.xqt"
    path.write_bytes(b"this is not SQLite" * 100)
    assert open_tournament(session, str(path)) is None
    box = session.window.last_message_box
    assert box is not None and box.windowTitle() == "比赛"
    assert box.text() == f"{path}：无法打开：该文件不是数据库"
    assert "file is not a database" in box.detailedText()
    with pytest.raises(TournamentFileError) as caught:  # the command line keeps English
        TournamentFile.open(path)
    assert str(caught.value) == f"{path}: cannot open: file is not a database"


@pytest.mark.parametrize(("language", "expected"), [
    ("zh_Hans", ("{ko}：赛事文件类型不符（这是淘汰赛文件，应为比赛文件）",
                 "{db}：不是本程序的赛事文件")),
    ("vi", ("{ko}: sai loại tệp giải (đây là tệp giải loại trực tiếp, cần tệp giải đấu)",
            "{db}: không phải tệp giải của chương trình này"))])
def test_a_knockout_file_opened_in_the_window_is_named_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, expected: tuple[str, str]) -> None:
    """Knockout events are run from the command line; their file opened in the window (or
    any SQLite file without our event) was refused with Python's English ("format is
    'xiangqi-knockout/1', expected …", "no such table: meta")."""
    from xiangqi_gui.cli import main

    knockout, other = tmp_path / "cup.xqt", tmp_path / "library.sqlite3"
    assert main(["tournament", "ko-new", str(knockout)]) == 0
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE games (id INTEGER)")
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    install_language(language)
    for path, text in zip((knockout, other), expected, strict=True):
        assert open_tournament(session, str(path)) is None
        box = session.window.last_message_box
        assert box is not None
        assert box.text() == text.format(ko=knockout, db=other)
        assert english_left(box.text().replace(str(path), ""), language) == []
    with pytest.raises(TournamentFileError) as caught:  # the command line keeps English
        TournamentFile.open(knockout)
    assert str(caught.value) == (
        f"{knockout}: wrong kind of event file (knockout; expected event)")
    assert KnockoutFile.open(knockout).event.players == []  # still the CLI's knockout file
