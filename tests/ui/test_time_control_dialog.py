"""The custom time-control editor, driven as a widget."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTime
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QSpinBox, QTimeEdit

from xiangqi_gui.clock import PRESETS, Byoyomi, DelayKind, Stage, TimeControl, preset
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.time_control_dialog import TimeControlDialog

S = 1_000_000_000
MIN = 60 * S


@pytest.fixture
def dialog(qtbot):  # type: ignore[no-untyped-def]
    dlg = TimeControlDialog()
    qtbot.addWidget(dlg)
    return dlg


def ok_enabled(dlg: TimeControlDialog) -> bool:
    return dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_defaults_to_the_art_6_1_preset(dialog: TimeControlDialog) -> None:
    red, black = dialog.controls()
    assert red == black == preset("art6.1")
    assert dialog.preset_combo.currentData() == "art6.1"
    assert dialog.summary_label.text() == "Red: 1 h + 30 s/move"


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_every_preset_can_be_chosen(dialog: TimeControlDialog, key: str) -> None:
    index = dialog.preset_combo.findData(key)
    dialog.preset_combo.setCurrentIndex(index)
    dialog.preset_combo.activated.emit(index)
    assert dialog.controls() == (preset(key), preset(key))
    assert ok_enabled(dialog)


def test_custom_stages_byoyomi_and_odds(dialog: TimeControlDialog) -> None:
    dialog.set_controls(preset("art6.2"))
    assert dialog.table.rowCount() == 2
    dialog.add_button.click()
    assert dialog.table.rowCount() == 3
    moves = dialog.table.cellWidget(2, 1)
    assert isinstance(moves, QSpinBox) and moves.value() == 0  # sudden death by default
    time_edit = dialog.table.cellWidget(2, 0)
    assert isinstance(time_edit, QTimeEdit)
    time_edit.setTime(QTime(0, 5, 0))
    dialog.byoyomi_box.setChecked(True)
    dialog.periods_spin.setValue(5)
    dialog.period_seconds_spin.setValue(20)
    dialog.black_odds_spin.setValue(120)
    red, black = dialog.controls()
    assert red.stages == (Stage(60 * MIN, moves=30), Stage(10 * MIN, moves=10), Stage(5 * MIN))
    assert red.byoyomi == Byoyomi(5, 20 * S)
    assert black.stages[0] == Stage(62 * MIN, moves=30)
    assert black.stages[1:] == red.stages[1:]
    assert dialog.preset_combo.currentData() == "custom"
    assert "Black: 1 h 2 min for 30 moves" in dialog.summary_label.text()


def test_delay_columns(dialog: TimeControlDialog) -> None:
    delay = dialog.table.cellWidget(0, 3)
    kind = dialog.table.cellWidget(0, 4)
    increment = dialog.table.cellWidget(0, 2)
    assert isinstance(delay, QSpinBox) and isinstance(kind, QComboBox)
    assert isinstance(increment, QSpinBox)
    increment.setValue(0)
    delay.setValue(5)
    kind.setCurrentIndex(kind.findData("simple"))
    red, _ = dialog.controls()
    assert red.stages == (Stage(60 * MIN, delay_ns=5 * S, delay=DelayKind.SIMPLE),)


def test_invalid_form_disables_ok_and_names_the_problem(dialog: TimeControlDialog) -> None:
    time_edit = dialog.table.cellWidget(0, 0)
    increment = dialog.table.cellWidget(0, 2)
    assert isinstance(time_edit, QTimeEdit) and isinstance(increment, QSpinBox)
    increment.setValue(0)
    time_edit.setTime(QTime(0, 0, 0))
    assert not ok_enabled(dialog)
    assert dialog.summary_label.text().startswith("Invalid: stages[0]: time_ns is 0")
    dialog.byoyomi_box.setChecked(True)  # 0 + 读秒 3 x 30 s is valid
    assert ok_enabled(dialog)
    assert dialog.controls()[0] == TimeControl((Stage(0),), Byoyomi(3, 30 * S))


def test_round_trip_of_odds(dialog: TimeControlDialog) -> None:
    red = preset("rapid-15+10")
    black = red.with_extra_time(-3 * MIN)
    dialog.set_controls(red, black)
    assert dialog.controls() == (red, black)
    assert "Rapid game" in dialog.summary_label.text()
    with pytest.raises(ValueError, match="beyond time odds"):
        dialog.set_controls(red, preset("blitz-5+3"))


def test_remove_keeps_at_least_one_stage(dialog: TimeControlDialog) -> None:
    dialog.remove_button.click()
    assert dialog.table.rowCount() == 1


def test_the_problem_in_chinese(dialog: TimeControlDialog) -> None:
    """Issue 11: the reason the form is invalid reads in the UI language."""
    install_language("zh_Hans")
    try:
        time_edit = dialog.table.cellWidget(0, 0)
        increment = dialog.table.cellWidget(0, 2)
        assert isinstance(time_edit, QTimeEdit) and isinstance(increment, QSpinBox)
        increment.setValue(0)
        time_edit.setTime(QTime(0, 0, 0))
        assert not ok_enabled(dialog)
        assert dialog.summary_label.text() == ("无效：第一时段的基本用时为 0，"
                                               "又没有其他可用时间走棋")
    finally:
        install_language("en")
