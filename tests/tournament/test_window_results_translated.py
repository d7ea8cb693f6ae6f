"""The tournament window's result words, system names and standings/crosstable headings
follow the UI language (issue 11): they were the core's fixed simplified Chinese
(红胜/和/黑胜, 积分编排, 对手分…) in English, Vietnamese and 繁體. The core keeps its Chinese
for the command line, the CSV and the printed sheets; stored values do not change."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFormLayout, QLabel, QTableWidget
from pytestqt.qtbot import QtBot

from tests.tournament.test_window import new_window, register_by_typing
from xiangqi_gui.tournament import SCORINGS, Result, System, Tournament
from xiangqi_gui.tournament.store import TournamentFile
from xiangqi_gui.ui.i18n import install_language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install_language("en")


class InstantPlayer:
    """Plays every board at once: Red wins (what the main window reports after a mate)."""

    def play(self, tournament: Tournament, round_no: int, board: int,
             done: Callable[[Result, int, int, str | None], None]) -> None:
        done(Result.RED_WIN, 0, 1, None)


#: per language: result combo items, status line after board 1 is played, standings and
#: crosstable headings, the Swiss system's name in the event form
EXPECTED = {
    "en": (["—", "Red wins  1-0", "Draw  1/2", "Black wins  0-1",
            "Red wins by forfeit  +:-", "Black wins by forfeit  -:+", "Both forfeit  -:-"],
           "Round 1 board 1: Red wins",
           ["Rank", "No.", "Name", "Unit", "Points", "Sanctions", "Buchholz", "Wins", "Fouls",
            "Games with Black"],
           ["No.", "Name", "Unit", "Round 1", "Points", "Rank"],
           "Swiss system"),
    "vi": (["—", "Đỏ thắng  1-0", "Hòa  1/2", "Đen thắng  0-1",
            "Đỏ thắng (Đen bỏ cuộc)  +:-", "Đen thắng (Đỏ bỏ cuộc)  -:+",
            "Cả hai bỏ cuộc  -:-"],
           "Vòng 1 bàn 1: Đỏ thắng",
           ["Hạng", "STT", "Tên", "Đơn vị", "Điểm", "Xử phạt", "Buchholz", "Số ván thắng",
            "Phạm quy", "Số ván đi sau"],
           ["STT", "Tên", "Đơn vị", "Vòng 1", "Điểm", "Hạng"],
           "Hệ Thụy Sĩ"),
    "zh_Hant": (["—", "紅勝  1-0", "和  1/2", "黑勝  0-1", "紅+ 黑-  +:-", "紅- 黑+  -:+",
                 "雙方棄權  -:-"],
                "第 1 輪第 1 台：紅勝",
                ["名次", "序號", "姓名", "單位", "積分", "處分", "對手分", "勝局", "犯規",
                 "後走局數"],
                ["序號", "姓名", "單位", "第 1 輪", "積分", "名次"],
                "積分編排"),
}


#: crosstable cells of players 1 and 3 after round 1 (colour marks in the UI language)
CROSS_CELLS = {"en": ["3R 2", "1B 0"], "vi": ["3T 2", "1H 0"], "zh_Hant": ["3先 2", "1後 0"]}


def _heads(table: QTableWidget) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]


@pytest.mark.parametrize("lang", ["en", "vi", "zh_Hant"])
def test_results_and_headings_in_the_ui_language(qtbot: QtBot, tmp_path: Path,
                                                 lang: str) -> None:
    install_language(lang)
    combo_items, status, standings_head, cross_head, swiss = EXPECTED[lang]
    window = new_window(qtbot, tmp_path, System.SWISS)
    window.player = InstantPlayer()
    register_by_typing(qtbot, window, ["A", "B", "C", "D"])
    assert window.system_combo.currentText() == swiss
    assert window.pair_next_round()
    combo = window.result_combo(2)
    assert [combo.itemText(i) for i in range(combo.count())] == combo_items
    assert window.play_board(1, 1)
    assert window.statusBar().currentMessage() == status
    assert window.pairings_text()[0][3] == combo_items[1]
    assert _heads(window.standings_table) == standings_head
    assert _heads(window.crosstable_table) == cross_head
    # board 1 is 1 A – 3 C, won by Red: A's and C's round-1 cells
    cross = window.crosstable_table
    assert [cross.item(0, 3).text(), cross.item(2, 3).text()] == CROSS_CELLS[lang]
    # what is stored does not change with the language
    stored = TournamentFile.open(tmp_path / "event.xqt").tournament.game(1, 1)
    assert stored.result is Result.RED_WIN and stored.black_fouls == 1
    text = " ".join(combo_items + [status, swiss] + standings_head + cross_head
                    + CROSS_CELLS[lang])
    if lang != "zh_Hant":
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in text)  # no Chinese left
    else:
        assert not set("红胜负双弃权积编对后数单轮处") & set(text)  # 繁體 only



#: per language: the event form's labels of rounds, groups, bye value, previous rounds and
#: dropped rounds, then the scoring combo's items (2-1-0, 3-1-0, 3-1/2-0, 1-0.5-0)
EVENT_FORM = {
    "en": (["Rounds (Swiss)", "Groups (group round robin)", "Bye in Buchholz",
            "Previous-rounds comparison", "Dropping the first rounds"],
           ["win 2, draw 1, loss 0", "win 3, draw 1, loss 0",
            "win 3, draw 1 (Red) or 2 (Black), loss 0", "win 1, draw 1/2, loss 0"]),
    "vi": (["Số vòng (hệ Thụy Sĩ)", "Số bảng (vòng tròn chia bảng)",
            "Vòng miễn đấu khi tính điểm đối thủ", "So sánh thành tích vòng trước",
            "Bỏ điểm các vòng đầu"],
           ["thắng 2, hòa 1, thua 0", "thắng 3, hòa 1, thua 0",
            "thắng 3, hòa 1 (Đỏ) hoặc 2 (Đen), thua 0", "thắng 1, hòa 0,5, thua 0"]),
    "zh_Hant": (["輪數（積分編排）", "組數（分組循環）", "輪空計入對手分", "比較前一輪成績",
                 "去除第一輪得分"],
                ["勝 2、和 1、負 0", "勝 3、和 1、負 0", "勝 3、和 1（紅）或 2（黑）、負 0",
                 "勝 1、和 0.5、負 0"]),
    "zh_Hans": (["轮数（积分编排）", "组数（分组循环）", "轮空计入对手分", "比较前一轮成绩",
                 "去除第一轮得分"],
                ["胜 2、和 1、负 0", "胜 3、和 1、负 0", "胜 3、和 1（红）或 2（黑）、负 0",
                 "胜 1、和 0.5、负 0"]),
}


@pytest.mark.parametrize("lang", ["en", "vi", "zh_Hant", "zh_Hans"])
def test_event_form_labels_and_scoring_in_the_ui_language(qtbot: QtBot, tmp_path: Path,
                                                          lang: str) -> None:
    install_language(lang)
    labels, scorings = EVENT_FORM[lang]
    window = new_window(qtbot, tmp_path, System.SWISS)
    page = window.tabs.widget(0)
    form = page.layout()
    assert isinstance(form, QFormLayout)
    shown = []
    for field in (window.rounds_spin, window.groups_spin, window.bye_combo,
                  window.previous_combo, window.drop_combo):
        label = form.labelForField(field)
        assert isinstance(label, QLabel)
        shown.append(label.text())
    assert shown == labels
    combo = window.scoring_combo
    assert [combo.itemText(i) for i in range(combo.count())] == scorings
    # the stored keys behind the words do not change
    assert [combo.itemData(i) for i in range(combo.count())] == list(SCORINGS)
    assert combo.currentData() == "2-1-0"
    text = " ".join(shown + scorings)
    if lang in ("en", "vi"):
        assert not any("\u4e00" <= ch <= "\u9fff" for ch in text)  # no Chinese left
    elif lang == "zh_Hant":
        assert not set("轮组积编环较对计负胜红") & set(text)  # 繁體 only
    else:
        for term in ("积分编排", "分组循环", "对手分", "比较前一轮成绩", "去除第一轮得分"):
            assert term in text
