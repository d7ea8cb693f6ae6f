"""New game offers a casual game first and the last game's level after (issue 11, a
fresh-user trial: a club player got a provincial event, fouls and all, by default)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.clock import PressMode
from xiangqi_gui.ui.new_game_dialog import NewGameDialog


def _answer(level: str | None, seen: list[str]) -> None:
    """When the New game dialog opens: note its level, choose ``level`` and OK (None:
    Cancel)."""
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, act)
            return
        seen.append(dialog.competition_box.currentData())
        if level is None:
            dialog.reject()
            return
        dialog.competition_box.setCurrentIndex(dialog.competition_box.findData(level))
        dialog.accept()
    QTimer.singleShot(0, act)


def test_a_first_new_game_is_casual_and_the_next_offers_the_last_level(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    assert Preferences(tmp_path).last_setup() is None  # a first start
    seen: list[str] = []
    _answer("casual", seen)
    session.new_game_dialog()
    assert seen == ["casual"]
    game = session.controller.game
    assert not game.setup.competitive and game.setup.press_mode is PressMode.CASUAL
    assert game.setup.show_targets  # a friendly game shows where a piece may go
    _answer("national", seen)
    session.new_game_dialog()
    assert session.controller.game.setup.competition == "national"
    _answer(None, seen)
    session.new_game_dialog()  # offered again: the last choice, kept in the settings file
    assert seen == ["casual", "casual", "national"]
    again = make_session(qtbot, tmp_path)  # the next start of the program
    _answer(None, seen)
    again.new_game_dialog()
    assert seen[-1] == "national"


def test_the_dialog_alone_offers_a_casual_game(qtbot: QtBot) -> None:
    dialog = NewGameDialog(date="2026.12.01")
    qtbot.addWidget(dialog)
    values = dialog.values()
    assert values.competition == "casual"
    assert not values.press_by_hand and values.show_targets
