"""The engine sides' spin boxes of the New game dialog show their whole texts (trial C: at
1280 px wide the Vietnamese Elo box read "không giới hạn hệ số" cut at its arrows): each
text has Qt's line-edit margins and a space's width to spare, and the dialog with both
sides played by an engine offering an Elo stays within 1280 px. pytest-qt, real widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from tests.ui.test_translations import _session
from xiangqi_gui.engine import OptionSpec
from xiangqi_gui.ui.fitted_text import LINE_EDIT_MARGINS
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.new_game_dialog import NewGameDialog

#: Fairy-Stockfish 14's strength options (``option name UCI_Elo type spin ...``).
ELO_OPTIONS = {"UCI_Elo": OptionSpec("UCI_Elo", "spin", "1350", 1350, 2850),
               "UCI_LimitStrength": OptionSpec("UCI_LimitStrength", "check", "false")}
SCREEN_WIDTH = 1280


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "en", "vi"])
def test_the_strength_boxes_show_their_whole_texts(
        qapp: QApplication, tmp_path: Path, language: str) -> None:
    session = _session(tmp_path, language)
    window = session.window
    dialog = NewGameDialog(window, date="2026.12.01", engine_path="/usr/games/engine")
    try:
        dialog.show()
        for row in (dialog.red_seat_row, dialog.black_seat_row):
            row.player_box.setCurrentIndex(row.player_box.findData("engine"))
            row._show_options(ELO_OPTIONS)  # what a checked engine with an Elo offers
        QApplication.processEvents()
        assert dialog.red_seat_row.has_elo()
        assert dialog.minimumSizeHint().width() <= SCREEN_WIDTH - 20  # a window frame
        dialog.resize(min(dialog.sizeHint().width(), SCREEN_WIDTH - 20), dialog.height())
        QApplication.processEvents()
        row = dialog.red_seat_row
        for spin in (row.think_spin, row.skill_spin, row.elo_spin):
            metrics = QFontMetrics(spin.font())
            room = spin.lineEdit().width() - LINE_EDIT_MARGINS - metrics.horizontalAdvance(" ")
            for value in (spin.minimum(), spin.maximum()):
                spin.setValue(value)
                assert metrics.horizontalAdvance(spin.text()) <= room, (spin.text(), room)
        row.elo_spin.setValue(row.elo_spin.minimum())
        if language == "vi":  # the text the trial saw cut
            assert row.elo_spin.text() == "không giới hạn hệ số"
    finally:
        dialog.close()
        session.controller.stop()
        window.close()
        install_language("en")
