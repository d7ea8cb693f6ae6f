"""The tournament window follows a language chosen in Preferences at once (issue 11), as
the main window does: its labels, buttons, combo items, tabs, column headings, table
cells (results, status words, standings and crosstable headings) and title say their
words again on ``QEvent.LanguageChange``, without waiting for its next refresh. The test
switches a zh_Hans session to en and to vi through the real Preferences dialog; after each
switch the open window's texts equal those of a window opened fresh in that language."""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTabWidget,
)

from tests.ui.test_translations import _session, visible_texts
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.tournament import Result
from xiangqi_gui.ui.i18n import current_language, install_language
from xiangqi_gui.ui.tournament_play import open_tournament
from xiangqi_gui.ui.tournament_window import TournamentWindow, result_name


def walk(window: TournamentWindow) -> list[str]:
    """Everything the window says: title, labels, buttons, combo items (the result combos
    of the pairings table too), tips, placeholders, tab titles, headings and cells."""
    texts = list(visible_texts(window))
    texts += [w.placeholderText() for w in window.findChildren(QLineEdit)]
    texts += [w.specialValueText() for w in window.findChildren(QSpinBox)]
    for tabs in window.findChildren(QTabWidget):
        texts += [tabs.tabText(i) for i in range(tabs.count())]
    for table in window.findChildren(QTableWidget):
        texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        texts += [table.item(r, c).text() for r in range(table.rowCount())
                  for c in range(table.columnCount()) if table.item(r, c) is not None]
    texts += [w.currentText() for w in window.findChildren(QComboBox)]
    return [t for t in texts if t]


def test_tournament_window_follows_the_language_chosen_in_preferences(
        qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path, "zh_Hans")
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    window = open_tournament(session, str(tmp_path / "event.xqt"))
    try:
        assert isinstance(window, TournamentWindow)
        for name, unit in (("张三", "上海"), ("李四", "北京"), ("王五", "上海"), ("赵六", "广东")):
            window.tfile.add_player(name, unit, None)
        window.tfile.pair_next_round()
        window.tfile.set_result(1, 1, Result.RED_WIN, 0, 1)
        window.tfile.withdraw(4)
        window.refresh()
        window.tabs.setCurrentIndex(2)
        gc.collect()  # the bindings are the window's: a collection loses none
        chinese = walk(window)
        assert "赛事" in chinese or "比赛" in chinese
        for language in ("en", "vi"):
            dialog = shell.preferences_dialog()
            dialog.language_box.setCurrentIndex(dialog.language_box.findData(language))
            dialog.accept()
            qapp.processEvents()  # Qt posts LanguageChange to each widget
            qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            assert current_language() == language
            texts = walk(window)
            fresh = TournamentWindow(window.tfile, None)
            fresh.round_combo.setCurrentIndex(window.round_combo.currentIndex())
            expected = walk(fresh)
            fresh.deleteLater()
            missing = Counter(expected) - Counter(texts)
            left_over = Counter(texts) - Counter(expected)
            assert (dict(missing), dict(left_over)) == ({}, {}), language
            assert not set(texts) & set(chinese) - set(expected)
        assert window.windowTitle() == "Giải đấu — event"
        assert [window.tabs.tabText(i) for i in range(2)] == ["Giải đấu", "Đăng ký"]
        assert window.result_combo(1).currentText() == f"{result_name(Result.RED_WIN)}  1-0"
        assert window.result_combo(1).currentText().startswith("Đỏ")
    finally:
        window.close()
        session.controller.stop()
        session.window.close()
        install_language("en")
