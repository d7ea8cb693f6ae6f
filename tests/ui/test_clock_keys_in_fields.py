"""Keys typed into a text field of the main window never press the clock.

A fresh-user trial typed ``A4+5`` (WXF) into the move field during a provincial game:
each Shift, ignored by the field, went on to the field's parents, reached the clock as a
face press and was ruled foul 8.1.7 -- twice, a loss under art. 4.1.9.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.play.setup import GameSetup


def _shift(scan_code: int, kind: QEvent.Type) -> QKeyEvent:
    return QKeyEvent(kind, Qt.Key.Key_Shift, Qt.KeyboardModifier.ShiftModifier,
                     scan_code, 0, 0, "")


def _tap_shift(widget: object, scan_code: int) -> None:
    QApplication.sendEvent(widget, _shift(scan_code, QEvent.Type.KeyPress))  # type: ignore[arg-type]
    QApplication.sendEvent(widget, _shift(scan_code, QEvent.Type.KeyRelease))  # type: ignore[arg-type]


def test_shift_typed_in_the_move_field_presses_no_clock(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup(red="甲", black="乙"))  # provincial
    game = session.controller.game
    assert game.clock.running is not None
    running = game.clock.running
    study = session.study
    study.entry_dock.show()
    field = study.entry.field
    field.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field, timeout=2000)
    for scan_code in (50, 62, 50, 62):  # left and right Shift, as in "A4+5" typed twice
        _tap_shift(field, scan_code)
    assert game.clock.running is running
    assert game.arbiter.fouls == []
    assert game.outcome is None
