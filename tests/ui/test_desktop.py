"""Desktop conventions (issue 11): Save in place and Save as, Recent files, the window title
with its modified mark, Preferences (stored and applied), Help ▸ About, themes."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.play_helpers import click_move, make_session, wait_opened
from tests.conftest import corpus_path
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.formats import load_file
from xiangqi_gui.ui.preferences_dialog import PreferenceValues, parse_keys

RECORD = "walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF"


def shell_of(session: object) -> DesktopShell:
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    return shell


def test_live_game_title_modified_mark_and_save_as_then_in_place(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    window, shell = session.window, shell_of(session)
    assert window.windowTitle() == "Untitled[*] — xiangqi_gui" and not window.isWindowModified()
    click_move(qtbot, window.board, "h2", "e2")  # 炮二平五
    qtbot.waitUntil(window.isWindowModified)
    target = tmp_path / "game.pgn"
    assert shell.save_to(str(target))  # written in a SaveWorker thread
    qtbot.waitUntil(lambda: not shell.saving)
    assert not window.isWindowModified()
    assert window.windowTitle() == "game.pgn[*] — xiangqi_gui"
    assert len(load_file(target).games) == 1
    first = target.read_text(encoding="utf-8")
    assert "炮二平五" in first
    click_move(qtbot, window.board, "h9", "g7")  # 马8进7
    qtbot.waitUntil(window.isWindowModified)
    window.save_action.trigger()  # Ctrl+S: back to game.pgn without asking
    qtbot.waitUntil(lambda: not shell.saving)
    assert not window.isWindowModified()
    second = target.read_text(encoding="utf-8")
    assert "1. 炮二平五 马８进７" in second  # the PGN writer uses full-width Black digits
    assert sorted(p.name for p in tmp_path.glob("*game*")) == ["game.pgn"]  # no temp left
    assert Preferences(tmp_path).recent_files()[0] == str(target.resolve())


def test_open_record_title_recent_files_and_reopen(qtbot: QtBot, tmp_path: Path) -> None:
    source = corpus_path(RECORD)
    copy = tmp_path / "record.xqf"
    shutil.copy(source, copy)
    session = make_session(qtbot, tmp_path)
    window = session.window
    assert session.open_file(str(copy), 0)
    shell_of(session).sync()
    assert window.windowTitle() == "record.xqf[*] — xiangqi_gui"
    assert not window.clock_widget.isVisible()  # a record has no running clock
    actions = window.recent_menu.actions()
    assert [a.data() for a in actions] == [str(copy.resolve())]
    assert actions[0].text().startswith("&1 ")
    session.start_game(session.controller.game.setup)
    qtbot.waitUntil(window.clock_widget.isVisible)
    actions[0].trigger()  # read in the worker thread, shown when built
    wait_opened(qtbot, session)
    assert session.mode == "browse" and session.record_path == str(copy.resolve())
    assert window.windowTitle() == "record.xqf[*] — xiangqi_gui"
    copy.unlink()
    window.recent_menu.actions()[0].trigger()  # gone: an error, and it leaves the list
    assert window.last_message_box is not None
    assert window.recent_menu.actions() == []


def test_preferences_are_stored_and_applied(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    window, shell = session.window, shell_of(session)
    dialog = shell.preferences_dialog()
    assert dialog.values() == PreferenceValues()  # English start: simplified faces
    dialog.language_box.setCurrentIndex(dialog.language_box.findData("zh_Hant"))
    dialog.pieces_box.setCurrentIndex(1)
    dialog.notation_box.setCurrentIndex(dialog.notation_box.findData("wxf"))
    dialog.theme_box.setCurrentIndex(dialog.theme_box.findData("contrast"))
    dialog.sound_box.setChecked(False)
    dialog.left_edit.setText("Q")
    dialog.accept()
    prefs = Preferences(tmp_path)
    assert (prefs.language(), prefs.traditional_pieces("en"), prefs.notation(), prefs.theme(),
            prefs.sound(), prefs.clock_keys()) == ("zh_Hant", True, "wxf", "contrast", False,
                                                  ("Q", "/, '"))
    assert window.board.theme().name == "contrast"
    assert window.sheet.notation == "wxf"
    assert session.controller.driver.beeper.muted
    assert parse_keys("Q") == [0x51] and parse_keys("Z, A") == [0x5A, 0x41]


def test_traditional_faces_default_on_for_zh_hant(tmp_path: Path) -> None:
    prefs = Preferences(tmp_path)
    assert prefs.traditional_pieces("zh_Hant") and not prefs.traditional_pieces("zh_Hans")
    prefs.set_traditional_pieces(False)
    assert not prefs.traditional_pieces("zh_Hant")


def test_about_shows_version_rules_and_licences(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    dialog = shell_of(session).about_dialog()
    text = dialog.summary_label.text()
    assert "0.1.0" in text and "2011" in text and "中国象棋竞赛规则" in text
    titles = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert "Font licence (SIL OFL 1.1)" in titles
    dialog.close()


def test_a_resumed_game_keeps_its_file_name_and_modified_mark(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """Fresh-user trial: a game saved as a file, then interrupted, came back as "Untitled"
    (未命名) after the restart's resume."""
    session = make_session(qtbot, tmp_path)
    window, shell = session.window, shell_of(session)
    click_move(qtbot, window.board, "h2", "e2")  # 炮二平五
    target = tmp_path / "club game.pgn"
    assert shell.save_to(str(target))
    qtbot.waitUntil(lambda: not shell.saving)
    assert window.windowTitle() == "club game.pgn[*] — xiangqi_gui"
    window.close()  # the journal keeps the game
    again = make_session(qtbot, tmp_path, resume=True)
    assert again.controller.game.moves and again.mode == "play"
    assert again.window.windowTitle() == "club game.pgn[*] — xiangqi_gui"
    assert not again.window.isWindowModified()  # the file holds every move played
    again.controller.toggle_clock()  # a resumed game waits paused until started
    click_move(qtbot, again.window.board, "h9", "g7")  # 马8进7 after the resume
    qtbot.waitUntil(again.window.isWindowModified)
    again.window.save_action.trigger()  # Ctrl+S: back to the same file, no question
    qtbot.waitUntil(lambda: not shell_of(again).saving)
    assert not again.window.isWindowModified()
    assert "1. 炮二平五 马８进７" in target.read_text(encoding="utf-8")
    click_move(qtbot, again.window.board, "h0", "g2")  # 马二进三, not saved
    again.window.close()
    third = make_session(qtbot, tmp_path, resume=True)
    assert third.window.windowTitle() == "club game.pgn[*] — xiangqi_gui"
    assert third.window.isWindowModified()  # a move since the save: the mark is on


def test_a_resumed_game_never_saved_is_untitled_and_modified(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    click_move(qtbot, session.window.board, "h2", "e2")
    session.window.close()
    again = make_session(qtbot, tmp_path, resume=True)
    assert again.window.windowTitle() == "Untitled[*] — xiangqi_gui"
    assert again.window.isWindowModified()  # its moves are in no file yet


def test_a_record_changed_in_the_window_shows_the_modified_mark_until_saved(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A typed move that makes a variation (打谱) changes the open record: the title's ``*``
    shows until it is saved, and a record opened afresh has none (fresh-user trial)."""
    copy = tmp_path / "record.xqf"
    shutil.copy(corpus_path(RECORD), copy)
    session = make_session(qtbot, tmp_path)
    window, shell, browser = session.window, shell_of(session), session.browser
    assert session.open_file(str(copy), 0)
    shell.sync()
    assert window.windowTitle() == "record.xqf[*] — xiangqi_gui"
    assert not window.isWindowModified()
    browser.go(0)
    played = {child.move for child in browser.node.children} if browser.node else set()
    move = next(m for m in browser.position().legal_moves() if m not in played)
    session.study.play_move(move)
    qtbot.waitUntil(window.isWindowModified)
    assert window.windowTitle() == "record.xqf[*] — xiangqi_gui"
    target = tmp_path / "edited.pgn"
    assert shell.save_to(str(target))
    qtbot.waitUntil(lambda: not shell.saving)
    assert not window.isWindowModified()
    assert window.windowTitle() == "edited.pgn[*] — xiangqi_gui"
    session.study.play_move(next(m for m in browser.position().legal_moves()))
    qtbot.waitUntil(window.isWindowModified)
    assert session.open_file(str(copy), 0)
    shell.sync()
    assert not window.isWindowModified()


def test_a_title_update_queued_for_a_deleted_window_is_dropped(tmp_path: Path) -> None:
    """The controller's state change queues a title update; a window closed and deleted
    before it runs cancels it (it raised "Internal C++ object (MainWindow) already deleted"
    inside the next test that ran the event loop)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from tests.ui.test_translations import _session

    session = _session(tmp_path, "en")
    errors: list[BaseException] = []
    previous = sys.excepthook
    sys.excepthook = lambda _kind, exc, _tb: errors.append(exc)
    try:
        session.controller.stop()
        session.controller.state_changed.emit()  # the update is queued
        session.window.close()
        session.window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()  # the queued update's turn
    finally:
        sys.excepthook = previous
    assert errors == []
