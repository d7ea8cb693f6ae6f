"""The clock keys in Preferences are named in the UI language (trial C: the pause key read
"Space" in the Chinese and Vietnamese dialogs) and stored in Qt's portable names whatever
language named them. pytest-qt, real widgets."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.preferences_dialog import PreferencesDialog, PreferenceValues


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    install_language("en")


@pytest.mark.parametrize(("language", "space", "left"), [
    ("zh_Hans", "空格", "左方向"), ("zh_Hant", "空白鍵", "左鍵"),
    ("vi", "Phím cách", "Trái"), ("en", "Space", "Left"),
])
def test_the_key_fields_name_keys_in_the_ui_language(
        qapp: QApplication, qtbot: QtBot, language: str, space: str, left: str) -> None:
    install_language(language)
    dialog = PreferencesDialog(PreferenceValues(mode_left_keys="Left, F"))
    qtbot.addWidget(dialog)
    assert dialog.pause_edit.text() == space
    assert dialog.mode_left_edit.text() == f"{left}, F"
    assert dialog.left_edit.text() == "Z, A"
    assert (dialog.values().pause_key, dialog.values().mode_left_keys) == ("Space", "Left, F")
    dialog.pause_edit.setText("Return")  # a portable name typed in any language is read
    dialog.mode_right_edit.setText(f"J, {space}")
    assert (dialog.values().pause_key, dialog.values().mode_right_keys) == (
        "Return", "J, Space")
