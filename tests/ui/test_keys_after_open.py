"""←/→/Home/End step through a record as soon as it is open (issue 11, a fresh-user trial).

The player opened a collection, typed in the games filter, double-clicked a game and
pressed →: nothing moved, the filter's cursor took the key. The same in the typed-move
field. Opening a record gives the board the focus, and an empty move field leaves the
navigation keys to the window (a field with text keeps its cursor keys).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import FIXTURE_RECORDS
from xiangqi_gui.app.session import AppSession

FIFTEEN = FIXTURE_RECORDS / "fifteen_games.pgn"


def _key(qtbot: QtBot, key: Qt.Key) -> None:
    """Press ``key`` where the focus is, as a keyboard would."""
    focus = QApplication.focusWidget()
    assert isinstance(focus, QWidget)
    qtbot.keyClick(focus, key)


def _opened(qtbot: QtBot, tmp_path: Path) -> AppSession:
    session = make_session(qtbot, tmp_path)
    session.window.activateWindow()
    qtbot.waitActive(session.window)
    assert open_and_wait(qtbot, session, str(FIFTEEN))
    return session


def test_the_board_has_the_keys_after_a_game_is_opened_from_the_filtered_list(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = _opened(qtbot, tmp_path)
    assert QApplication.focusWidget() is session.window.board
    _key(qtbot, Qt.Key.Key_Right)
    assert session.browser.ply == 1
    opener = session.opener
    assert opener is not None
    games = opener.list
    games.filter_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is games.filter_edit, timeout=2000)
    games.filter_edit.setText("1")
    games.game_activated.emit(2)  # a double-click on the third game
    qtbot.waitUntil(lambda: not opener.busy, timeout=20_000)
    assert session.browser.record is not None
    assert QApplication.focusWidget() is session.window.board
    _key(qtbot, Qt.Key.Key_Right)
    _key(qtbot, Qt.Key.Key_Right)
    assert session.browser.ply == 2
    _key(qtbot, Qt.Key.Key_End)
    assert session.browser.ply == len(session.browser.line) > 2
    _key(qtbot, Qt.Key.Key_Home)
    assert session.browser.ply == 0


def test_an_empty_move_field_steps_and_a_typed_one_keeps_its_cursor_keys(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = _opened(qtbot, tmp_path)
    session.study.entry_dock.show()
    field = session.study.entry.field
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field, timeout=2000)
    _key(qtbot, Qt.Key.Key_Right)
    _key(qtbot, Qt.Key.Key_Right)
    _key(qtbot, Qt.Key.Key_Right)
    assert session.browser.ply == 3
    _key(qtbot, Qt.Key.Key_Left)
    assert session.browser.ply == 2
    _key(qtbot, Qt.Key.Key_End)
    last = len(session.browser.line)
    assert session.browser.ply == last > 3
    _key(qtbot, Qt.Key.Key_Home)
    assert session.browser.ply == 0
    assert QApplication.focusWidget() is field
    field.setText("炮二")  # typing: the arrows move the cursor in the text
    field.setCursorPosition(2)
    _key(qtbot, Qt.Key.Key_Left)
    assert field.cursorPosition() == 1
    _key(qtbot, Qt.Key.Key_End)
    assert field.cursorPosition() == 2
    _key(qtbot, Qt.Key.Key_Right)
    assert session.browser.ply == 0
