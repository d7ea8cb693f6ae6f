"""The game-info dialog edits a real record's headers."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit

from tests.conftest import corpus_path
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.ui.game_info_dialog import GameInfoDialog


def test_edit_headers_of_a_corpus_record(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = load_file(corpus_path("walker8088-cchess/tests/data/WildHouse.xqf")).games[0].record
    dialog = GameInfoDialog(record.headers)
    qtbot.addWidget(dialog)
    title = dialog.field("Title")
    assert isinstance(title, QLineEdit) and title.text() == "野马操田"
    red = dialog.field("Red")
    assert isinstance(red, QLineEdit)
    red.setText("许银川")  # QTest types ASCII only; Chinese comes from an input method
    result = dialog.field("Result")
    assert isinstance(result, QComboBox)
    result.setCurrentText("1-0")
    qtbot.keyClicks(dialog.new_name, "Annotator2")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert isinstance(dialog.field("Annotator2"), QLineEdit)
    edited = dialog.headers()
    assert edited["Red"] == "许银川" and edited["Result"] == "1-0"
    assert edited["Title"] == "野马操田"
    assert edited["FEN"] == record.headers["FEN"]
    assert "Annotator2" not in edited  # added but left empty
    assert "Event" not in edited


def test_untouched_values_come_back_exactly_and_huge_ones_are_shown_cut(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    headers = {"Event": "x" * 50_000_000, "Site": " 北京 ", "Title": "第一行\n第二行",
               "Red": "胡荣华"}
    dialog = GameInfoDialog(headers)
    qtbot.addWidget(dialog)
    event = dialog.field("Event")
    assert isinstance(event, QLineEdit) and event.isReadOnly()
    assert event.text().startswith("x" * 200) and len(event.text()) < 300  # cut, with a mark
    assert "50000000" in event.toolTip()
    title = dialog.field("Title")
    assert isinstance(title, QLineEdit) and title.isReadOnly()
    red = dialog.field("Red")
    assert isinstance(red, QLineEdit) and not red.isReadOnly()
    red.setText("  吕钦 ")
    edited = dialog.headers()
    assert edited["Event"] == "x" * 50_000_000  # kept whole, not the 32767 of a line edit
    assert edited["Site"] == " 北京 " and edited["Title"] == "第一行\n第二行"
    assert edited["Red"] == "吕钦"  # an edited value is trimmed
