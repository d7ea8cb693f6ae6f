"""A language chosen in Preferences applies at once (issue 11): the main window's menus and
actions, the docks' titles, the status bar, the clock faces, the score sheet's headers, the
game list's and the library's headers, the analysis pane and every other label say their
words again on ``QEvent.LanguageChange``. The test switches one session zh_Hans → en → vi
through the Preferences dialog and walks the same widgets as test_translations.py; what it
finds must be what a session started in that language shows."""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow

from tests.ui.test_translations import (
    _qt_dialog_texts,
    _session,
    english_left,
    menu_texts,
    visible_texts,
)
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.clock import Side
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.ui.i18n import current_language, install_language
from xiangqi_gui.ui.live_text import bound


def walk(window: QMainWindow) -> list[str]:
    """Menus, labels, buttons, combo items, tips, column headers, dock titles, the status
    bar: what test_translations.py reads, and the docks' titles and the status message."""
    texts = [text for action in window.menuBar().actions()
             for text in menu_texts(action.menu())]  # type: ignore[arg-type]
    texts += list(visible_texts(window))
    texts += _qt_dialog_texts(window)
    texts += [dock.windowTitle() for dock in window.findChildren(QDockWidget)]
    texts.append(window.statusBar().currentMessage())
    return [t for t in texts if t]


def fresh_walk(tmp_path: Path, language: str) -> list[str]:
    session = _session(tmp_path, language)
    try:
        return walk(session.window)
    finally:
        session.controller.stop()
        session.window.close()


def test_switching_language_in_preferences_applies_at_once(qapp: QApplication,
                                                           tmp_path: Path) -> None:
    expected = {language: fresh_walk(tmp_path, language) for language in ("en", "vi")}
    session = _session(tmp_path, "zh_Hans")
    window = session.window
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    try:
        gc.collect()  # the bindings belong to the window's parts: a collection loses none
        assert bound() > 80
        assert window.menuBar().actions()[0].text() == "文件(&F)"
        chinese = walk(window)
        assert len(chinese) > 190
        for language, first_menu in (("en", "&File"), ("vi", "&Tệp")):
            dialog = shell.preferences_dialog()
            dialog.language_box.setCurrentIndex(dialog.language_box.findData(language))
            dialog.accept()
            qapp.processEvents()  # Qt posts LanguageChange to each widget
            qapp.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the closed dialog
            assert current_language() == language
            assert window.menuBar().actions()[0].text() == first_menu
            texts = walk(window)
            missing = Counter(expected[language]) - Counter(texts)
            left_over = Counter(texts) - Counter(expected[language])
            assert (dict(missing), dict(left_over)) == ({}, {}), language
            assert not set(texts) & set(chinese) - set(expected[language])
        assert {t: w for t in walk(window) if (w := english_left(t, "vi"))} == {}
        assert window.statusBar().currentMessage() == "Thế cờ ban đầu. Đỏ đi trước."
        docks = {d.objectName(): d.windowTitle() for d in window.findChildren(QDockWidget)}
        assert docks["libraryDock"] == "Thư viện"
        tree = session.study.tree  # the Moves pane's start entry (a tree item, not a label)
        tree.set_record(GameRecord())
        install_language("en")
        qapp.processEvents()
        assert tree.topLevelItem(0).text(0) == "Start position"
        install_language("vi")
        qapp.processEvents()
        assert tree.topLevelItem(0).text(0) == "Thế cờ ban đầu"
        faces = window.clock_widget.faces
        assert [faces[side].name_label.text() for side in Side] == ["Đỏ", "Đen"]
    finally:
        session.controller.stop()
        window.close()
        install_language("en")
