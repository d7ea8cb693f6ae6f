"""The notation chooser stays narrow in every language, and the score sheet's headings
break onto two lines rather than being cut (issue 11: at 1366x768 in Vietnamese the sheet
showed "Ký pháp Trung Quố" and "Thờ…"). pytest-qt, offscreen; the whole window at laptop
sizes is test_texts_fit.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_translations import _session
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.live_text import retranslate
from xiangqi_gui.ui.notation_box import EXAMPLES, NotationBox
from xiangqi_gui.ui.score_sheet import Column, ScoreSheet


def test_the_box_shows_the_example_and_lists_the_full_names(qtbot: QtBot) -> None:
    install_language("vi")
    box = NotationBox()
    qtbot.addWidget(box)
    names = [box.itemText(i) for i in range(box.count())]
    assert names == ["Ký pháp Trung Quốc (炮二平五)", "Ký pháp rút gọn (炮25)",
                     "Ký pháp WXF (C2=5)", "Tọa độ ICCS (h2e2)"]
    box.resize(box.sizeHint())  # as narrow as it can be: the example moves
    assert [box.shown_text(i) for i in range(box.count())] == ["炮二平五", "炮25", "C2=5", "h2e2"]
    box.resize(400, box.height())  # room enough: the names
    assert [box.shown_text(i) for i in range(box.count())] == names
    assert box.toolTip() == "Ký pháp Trung Quốc (炮二平五)"
    metrics = QFontMetrics(box.font())
    assert box.sizeHint().width() < metrics.horizontalAdvance(names[0])
    assert box.sizeHint().width() > metrics.horizontalAdvance("炮二平五")
    box.setCurrentIndex(box.findData("wxf"))
    assert box.toolTip() == "Ký pháp WXF (C2=5)"
    install_language("zh_Hant")
    retranslate()  # what the main window does at its LanguageChange
    assert box.itemText(0) == "中文記譜（炮二平五）" and box.toolTip() == "WXF 記譜（C2=5）"
    assert box.currentData() == "wxf"


def _ink_columns(box: NotationBox) -> int:
    """How many pixel columns of the box's face the label inks (the text painted)."""
    image = box.grab().toImage()
    return sum(1 for x in range(image.width() * 2 // 3)
               if any(image.pixelColor(x, y).lightness() < 100
                      for y in range(image.height())))


def test_the_box_paints_the_example_when_the_name_has_no_room(qtbot: QtBot) -> None:
    install_language("vi")
    box = NotationBox()
    qtbot.addWidget(box)
    box.resize(box.sizeHint())
    box.setCurrentIndex(box.findData("iccs"))  # "h2e2": four narrow glyphs
    narrow = _ink_columns(box)
    box.setCurrentIndex(box.findData("chinese"))  # "炮二平五": four wide glyphs
    example = _ink_columns(box)
    assert 0 < narrow < example
    box.resize(400, box.height())
    assert _ink_columns(box) > example  # "Ký pháp Trung Quốc (炮二平五)"


def test_sheet_headings_break_when_the_column_is_narrow(qtbot: QtBot) -> None:
    install_language("vi")
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.resize(290, 400)  # the side panel beside the board and the docks at 1366x768
    sheet.show()
    qtbot.waitExposed(sheet)
    header = sheet.view.horizontalHeader()
    time_heading = sheet.model.headerData(Column.RED_TIME, Qt.Orientation.Horizontal)
    assert time_heading == "Thời\ngian"
    assert header.textElideMode() is Qt.TextElideMode.ElideNone
    metrics = QFontMetrics(header.font())
    for line in str(time_heading).split("\n"):
        assert metrics.horizontalAdvance(line) < header.sectionSize(Column.RED_TIME)
    sheet.resize(700, 400)  # room enough: one line again
    QApplication.processEvents()
    assert sheet.model.headerData(Column.RED_TIME, Qt.Orientation.Horizontal) == "Thời gian"
    assert header.textElideMode() is Qt.TextElideMode.ElideRight
    install_language("en")
    sheet.resize(290, 400)
    QApplication.processEvents()
    assert sheet.model.headerData(Column.BLACK_TIME, Qt.Orientation.Horizontal) == "Time"


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "en", "vi"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_sheet_box_names_its_notation_in_every_language(
        qapp: QApplication, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    """Trial C: the Vietnamese sheet's box showed a bare 炮二平五 where Chinese showed
    中文记谱（炮二平五）: at laptop sizes every language shows a word beside the move."""
    session = _session(tmp_path, language)
    window = session.window
    try:
        window.resize(*size)
        window.show()
        QApplication.processEvents()
        box = window.sheet.notation_box
        assert box.isVisible()
        for index in range(box.count()):
            shown = box.shown_text(index)
            example = EXAMPLES[str(box.itemData(index))]
            assert example in shown and len(shown) > len(example) + 2, shown
        if language == "vi":
            assert box.shown_text(0) in ("Ký pháp Trung Quốc (炮二平五)", "Hán (炮二平五)")
    finally:
        session.controller.stop()
        window.close()
        install_language("en")
