"""Headers broken into lines at word boundaries, cut with "…" when too long (issue 11, a
fresh-user trial: the demo board and the main header broke long event names mid-word)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from xiangqi_gui.app.clock_driver import ClockDriver
from xiangqi_gui.rules import Position
from xiangqi_gui.ui.demo_board import DemoBoardWindow
from xiangqi_gui.ui.fitted_text import NO_BREAK_SPACE, fit_lines, keep_together
from xiangqi_gui.ui.main_window import MainWindow

EVENT = ("International Xiangqi Invitational Championship Qualification Tournament "
         "Preliminaries Second Stage")
LONG_WORD = "Weltmeisterschaftsqualifikationsturnierendrundengruppe"
CUT = ("…", "...")  # Qt's elision mark: "…" where the font has it
CHINESE = "2019年腾讯棋牌天天象棋全国象棋甲级联赛暨第十三届世界象棋锦标赛选拔赛男子组决赛阶段"


def _font() -> QFont:
    font = QFont(QApplication.font())
    font.setPixelSize(16)
    return font


def _width(text: str) -> int:
    return QFontMetrics(_font()).horizontalAdvance(text)


def test_latin_lines_break_between_words_only(qapp: QApplication) -> None:
    width = _width("International Xiangqi Invitation")
    lines = fit_lines(EVENT, _font(), width, 10)
    assert len(lines) >= 3
    assert " ".join(lines) == EVENT  # nothing lost, every word whole on one line
    assert all(_width(line) <= width for line in lines)


def test_a_word_wider_than_the_line_is_cut_with_an_ellipsis(qapp: QApplication) -> None:
    width = _width(LONG_WORD) // 2
    lines = fit_lines(f"{LONG_WORD} Round 7", _font(), width, 5)
    assert lines[0].endswith(CUT) and LONG_WORD.startswith(lines[0].rstrip(".…"))
    assert lines[1] == "Round 7"
    assert all(_width(line) <= width for line in lines)


def test_chinese_breaks_between_any_two_characters(qapp: QApplication) -> None:
    width = _width(CHINESE) // 3 + 5
    lines = fit_lines(CHINESE, _font(), width, 10)
    assert len(lines) in (3, 4)
    assert "".join(lines) == CHINESE
    assert all(_width(line) <= width for line in lines)


def test_too_many_lines_end_with_an_ellipsis(qapp: QApplication) -> None:
    width = _width("International Xiangqi") + 3
    lines = fit_lines(EVENT, _font(), width, 2)
    assert len(lines) == 2
    assert lines[0] == "International Xiangqi"
    assert lines[1].endswith(CUT) and _width(lines[1]) <= width


def test_kept_together_parts_never_break(qapp: QApplication) -> None:
    text = f"Preliminaries{NO_BREAK_SPACE}· {keep_together('Round 7')}{NO_BREAK_SPACE}· Site"
    for width in range(_width("Round 7"), _width(text), 7):
        lines = fit_lines(text, _font(), width, 10)
        assert not any(line.startswith("·") for line in lines), (width, lines)
        assert not any(line.endswith("Round") for line in lines), (width, lines)
    assert fit_lines("", _font(), 100, 3) == []
    cut = fit_lines(text, _font(), _width("Preliminaries · Round 7 · S"), 1)
    assert cut[0].replace(NO_BREAK_SPACE, " ") in ("Preliminaries · Round 7 …",
                                                   "Preliminaries · Round 7 ...")


@pytest.mark.parametrize("event", [EVENT, f"{LONG_WORD} {EVENT}", CHINESE])
def test_demo_board_header_fits_at_most_three_lines(qtbot: QtBot, event: str) -> None:
    window = DemoBoardWindow()
    qtbot.addWidget(window)
    window.resize(960, 540)
    window.show()
    window.show_game(Position().fen(), [], {"Event": event, "Round": "7",
                                             "Site": "Kuala Lumpur", "Date": "2019.11.25"})
    QApplication.processEvents()
    label = window.header_label
    lines = label.text().split("\n")
    width = label.contentsRect().width()
    metrics = QFontMetrics(label.font())
    assert 1 <= len(lines) <= 3
    assert all(metrics.horizontalAdvance(line) <= width for line in lines), lines
    words = set(re.split(r"[\s\u00a0]+", window.header_text()))
    for line in lines:  # whole words only, but for one cut with "…"
        for word in re.split(r"[\s\u00a0]+", line.strip()):
            assert word in words or word.endswith(CUT) or event is CHINESE, (word, lines)
    assert not any(line.rstrip().endswith("Round") for line in lines)
    if label.text().endswith(CUT):
        assert label.toolTip() == window.header_text()
    assert window.header_text().startswith(event)


def test_main_header_cuts_a_word_too_wide_for_the_panel(qtbot: QtBot) -> None:
    window = MainWindow(ClockDriver())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    details = f"{LONG_WORD}{LONG_WORD} {EVENT}"
    window.set_header("Nguyễn Thành Bảo", "Zhao Xinxin", details)
    QApplication.processEvents()
    html = window.header_label.text()
    body = html.split("color:#444'>", 1)[1].split("</div>")[0]
    lines = body.split("<br>")
    assert 1 <= len(lines) <= 3
    assert lines[0].endswith(CUT)  # the word wider than the panel, cut
    assert f"{LONG_WORD}{LONG_WORD}" in window.header_label.toolTip()
    assert "Nguyễn Thành Bảo" in html and "Zhao Xinxin" in html


def test_main_header_cuts_a_long_event_and_keeps_the_details_in_sight(qtbot: QtBot) -> None:
    window = MainWindow(ClockDriver())
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.set_header("许银川", "吕钦", "long.pgn, game 1 · result 1-0",
                      event=f"{EVENT} {EVENT} {EVENT}")
    QApplication.processEvents()
    body = window.header_label.text().split("color:#444'>", 1)[1].split("</div>")[0]
    lines = body.split("<br>")
    assert len(lines) == 3
    assert lines[-1] == "long.pgn, game 1 · result 1-0"
    assert lines[-2].endswith(CUT)
    assert window.header_label.toolTip().count("Qualification") == 3
    window.set_header("许银川", "吕钦", "long.pgn, game 1", event="全国象棋个人赛 · Round 3")
    QApplication.processEvents()
    body = window.header_label.text().split("color:#444'>", 1)[1].split("</div>")[0]
    assert body == f"全国象棋个人赛 · Round 3{NO_BREAK_SPACE}· long.pgn, game 1"  # one line
    assert window.header_label.toolTip() == ""
