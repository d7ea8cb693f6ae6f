"""Laptop layout with the Study panes open (issue 11, fresh-user trial): the board keeps
the window's height, the panes stack or tabify beside it, the move field sits under the
score sheet; the clock digits and the score-sheet columns are never cut; the status bar
names the move shown while a record is stepped; a partly read record opens with a notice
in the window, not a dialog."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.conftest import corpus_path
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.ui.score_sheet import Column

RECORD = "walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF"
WILD_HOUSE = "walker8088-cchess/tests/data/WildHouse.xqf"
TASKBAR = 40


def _session(folder: Path) -> AppSession:
    return create_session(build_parser().parse_args([]), folder=folder,
                          ask=lambda _t, _q: False)


def _settle(qapp: QApplication) -> None:
    for _ in range(6):  # the docks and the splitter settle over a few event-loop turns
        qapp.processEvents()
        QTest.qWait(10)


def _open_all_panes(session: AppSession) -> None:
    study = session.study
    for pane in (study.analysis_dock, study.tree_dock, study.review_dock, study.entry_dock):
        pane.show()


def _global(widget: QWidget, rect: QRect | None = None) -> QRect:
    local = rect if rect is not None else widget.rect()
    return QRect(widget.mapToGlobal(local.topLeft()), local.size())


def _drawn_board(session: AppSession) -> QRect:
    x, y, w, h = session.window.board.geometry_model().board_rect()
    return QRect(round(x), round(y), round(w), round(h))


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 720)])
def test_study_panes_leave_the_board_its_height(qapp: QApplication, tmp_path: Path,
                                                width: int, height: int) -> None:
    available = QRect(0, 0, width, height - TASKBAR)
    session = _session(tmp_path)
    window, study = session.window, session.study
    try:
        assert session.open_file(str(corpus_path(RECORD)), 0)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(available)
        _settle(qapp)
        alone = _drawn_board(session).height()
        _open_all_panes(session)
        _settle(qapp)
        board = _drawn_board(session)
        assert board.height() >= 0.6 * window.height(), (board, window.size())
        assert board.height() >= 0.9 * alone  # the panes took (almost) nothing from it
        assert available.contains(window.frameGeometry())
        assert available.contains(_global(window.board, board))
        right = Qt.DockWidgetArea.RightDockWidgetArea
        for dock in (study.analysis_dock, study.tree_dock, study.review_dock):
            assert window.dockWidgetArea(dock) is right  # beside the board, none under it
            assert not dock.isFloating()
        assert study.review_dock in window.tabifiedDockWidgets(study.analysis_dock)
        # the tree stands under the engine panes, in the same column
        assert study.tree_dock.geometry().top() >= study.analysis_dock.geometry().bottom()
        # the move field sits right under the score sheet, in the side panel
        entry = study.entry_dock
        assert entry.parent() is window.side_scroll.widget()
        assert entry.geometry().top() >= window.sheet.geometry().bottom()
        assert entry.geometry().bottom() <= window.first_button.geometry().top()
        assert entry.height() <= window.height() / 4  # compact, not a third of the window
        sheet = _global(window.sheet.view)
        assert sheet.height() >= 150  # a few moves stay in sight
        viewport = _global(window.side_scroll.viewport())
        # a record shown (record_shown -> DesktopShell.sync) has no running clock: its faces
        # leave the side panel; the sheet and the move field stay in sight
        assert not window.clock_widget.isVisible()
        for widget in (window.sheet.view, study.entry.field):
            assert viewport.contains(_global(widget)), widget
    finally:
        study.shutdown()
        session.controller.stop()
        window.close()


def test_closing_the_panes_gives_the_width_back(qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path)
    window, study = session.window, session.study
    try:
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(QRect(0, 0, 1366, 728))
        _settle(qapp)
        panel = window.splitter.sizes()[1]
        study.analysis_dock.show()
        _settle(qapp)
        assert window.splitter.sizes()[1] < panel  # the panel narrowed, not the board
        study.analysis_dock.hide()
        _settle(qapp)
        assert abs(window.splitter.sizes()[1] - panel) <= 4
    finally:
        study.shutdown()
        session.controller.stop()
        window.close()


def _ink_box(image: QImage, area: QRect, background: QColor) -> QRect | None:
    """The bounding box of the pixels in ``area`` that differ from ``background``."""
    left = top = 1 << 30
    right = bottom = -1
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            pixel = image.pixelColor(x, y)
            if abs(pixel.red() - background.red()) + abs(pixel.green() - background.green()) \
                    + abs(pixel.blue() - background.blue()) > 90:
                left, right = min(left, x), max(right, x)
                top, bottom = min(top, y), max(bottom, y)
    return None if right < 0 else QRect(QPoint(left, top), QPoint(right, bottom))


@pytest.mark.parametrize(("width", "height", "panes"),
                         [(1000, 650, False), (1000, 650, True), (1366, 768, False),
                          (1366, 768, True), (1920, 1080, False)])
def test_clock_digits_and_sheet_columns_fit(qapp: QApplication, tmp_path: Path, width: int,
                                            height: int, panes: bool) -> None:
    session = _session(tmp_path)
    window = session.window
    try:
        assert session.open_file(str(corpus_path(RECORD)), 0)
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(QRect(0, 0, width, height))  # a first start on this screen
        window.resize(width, height)  # then maximised: the window is the screen's size
        assert window.size().toTuple() == (width, height)
        if panes:
            _open_all_panes(session)
        _settle(qapp)
        for side, face in window.clock_widget.faces.items():
            label = face.digits_label
            assert label.text() == "1:00:00", side  # the widest text of this control
            image = face.grab().toImage()
            inside = QRect(label.geometry())
            ink = _ink_box(image, inside, face.palette().color(face.backgroundRole()))
            assert ink is not None, side
            # the digits' bounding box lies inside the label, hence the face, not at its edge
            assert inside.adjusted(1, 1, -1, -1).contains(ink), (side, ink, inside)
            assert face.rect().contains(ink)
            # and the digits use the room: as wide as most of the face or as tall as the label
            assert ink.width() >= 0.75 * inside.width() or ink.height() >= 0.6 * inside.height()
        view = window.sheet.view
        widths = [view.columnWidth(c) for c in Column]
        assert sum(widths) <= view.viewport().width() + 1, widths
        metrics = QFontMetricsF(view.font())
        for row in range(view.model().rowCount()):
            for column in Column:
                text = str(view.model().index(row, column).data() or "")
                assert metrics.horizontalAdvance(text) + 8 <= widths[column], (row, text)
        panel = window.side_scroll.widget()
        assert panel.minimumSizeHint().width() <= window.side_scroll.viewport().width()
    finally:
        session.study.shutdown()
        session.controller.stop()
        window.close()


def test_status_bar_names_the_move_shown(qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path)
    window = session.window
    try:
        assert session.open_file(str(corpus_path(RECORD)), 0)
        window.show()
        status = window.statusBar()
        for _ in range(3):
            window.next_action.trigger()  # the → key's action
        assert status.currentMessage() == "Move 2, Red: 马二进三"
        window.next_action.trigger()
        assert status.currentMessage() == "Move 2, Black: 马8进9"
        centre = QPointF(window.board.width() / 2, window.board.height() / 2)
        QApplication.sendEvent(window.board, QWheelEvent(
            centre, QPointF(window.board.mapToGlobal(centre.toPoint())), QPoint(0, 0),
            QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase, False))
        assert status.currentMessage() == "Move 2, Red: 马二进三"
        sheet = window.sheet
        cell = sheet.view.visualRect(sheet.model.index_of(6))  # a click on 车一平二 / 车9平8
        QTest.mouseClick(sheet.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, cell.center())
        assert session.browser.ply == 6
        assert status.currentMessage() == "Move 3, Black: 车9平8"
        sheet.set_notation("wxf")
        window.prev_action.trigger()
        assert status.currentMessage() == "Move 3, Red: R1=2"
        window.first_action.trigger()
        assert status.currentMessage() == "Start position. Red to move."
        # a variation is said to be one
        record = session.browser.record
        assert record is not None
        node = record.mainline_nodes()[0]
        other = next(m for m in session.browser.position().legal_moves() if m != node.move)
        session.browser.play(other)
        assert status.currentMessage().endswith("(in a variation)")
    finally:
        session.controller.stop()
        window.close()


def test_status_bar_in_chinese(qapp: QApplication, tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=zh_Hans\n", encoding="utf-8")
    session = _session(tmp_path)
    window = session.window
    try:
        assert session.open_file(str(corpus_path(RECORD)), 0)
        for _ in range(23):
            window.next_action.trigger()
        assert window.statusBar().currentMessage() == "第12回合 红：车二进三"
        window.next_action.trigger()
        assert window.statusBar().currentMessage() == "第12回合 黑：马3退4"
    finally:
        session.controller.stop()
        window.close()


def test_partly_read_record_opens_with_a_notice(qapp: QApplication, tmp_path: Path) -> None:
    path = corpus_path(WILD_HOUSE)
    session = _session(tmp_path)
    window = session.window
    try:
        window.show()
        assert session.open_file(str(path), 0)
        assert window.last_message_box is None  # no dialog to dismiss
        assert not any(w.isModal() and w.isVisible() for w in QApplication.topLevelWidgets())
        notice = window.notice
        assert notice.isVisible()
        text = notice.label.text()
        for part in ("WildHouse.xqf", "game 1", "byte offset 4510 (0x119E), ply 74: illegal move",
                     "e7f7", "(in a variation)", "The main line is complete"):
            assert part in text, part
        assert text.count("in a variation") == 1
        assert "byte offset 4510" in notice.label.toolTip()  # nothing of the error is lost
        assert session.browser.record is not None
        assert len(session.browser.line) == 65  # the whole main line (the bad move is in a branch)
        window.next_action.trigger()  # the record can be stepped at once
        assert session.browser.ply == 1
        QTest.mouseClick(notice.close_button, Qt.MouseButton.LeftButton)
        assert not notice.isVisible()
        assert session.open_file(str(path), 0)
        assert notice.isVisible()  # each opening says it again
        assert session.open_file(str(corpus_path(RECORD)), 0)
        assert not notice.isVisible()  # a record read in full clears it
    finally:
        session.controller.stop()
        window.close()


def test_a_bad_variation_move_is_said_to_be_in_a_variation_once(
        qapp: QApplication, tmp_path: Path) -> None:
    """dhtmlxq.txt: move 33 e2g4 of a variation is illegal; the notice says "in a
    variation" once (the reason says it), in English and in Chinese (变着中), and names
    the move in the language's notation (E5+3, 相五进三)."""
    from xiangqi_gui.ui.i18n import install_language

    path = corpus_path("fastlight126-vschess/dhtmlxq.txt")
    session = _session(tmp_path)
    window = session.window
    try:
        window.show()
        assert session.open_file(str(path), 0)
        text = window.notice.label.text()
        assert text.startswith("Record partly read: dhtmlxq.txt, game 1, line 1517, ply 65: "
                               "illegal move at 33. E5+3 (e2g4) (in a variation) in position ")
        assert text.count("in a variation") == 1
        install_language("zh_Hans")
        assert session.open_file(str(path), 0)
        text = window.notice.label.text()
        assert "：变着中 第 33 回合红方 相五进三 在局面 " in text, text
        assert text.count("变着中") == 1, text
    finally:
        install_language("en")
        session.controller.stop()
        window.close()


def test_panes_are_restored_in_any_language(qapp: QApplication, tmp_path: Path) -> None:
    """The window state names the panes by fixed object names, so a layout saved in English
    comes back in Chinese (the names were made from the translated titles)."""
    session = _session(tmp_path)
    window, study = session.window, session.study
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.fit_to_screen(QRect(0, 0, 800, 760))  # the offscreen screen is 800 px square
    study.analysis_dock.show()
    study.tree_dock.show()
    _settle(qapp)
    names = sorted(d.objectName() for d in window.side_docks())
    assert names == ["dock_analysis", "dock_tree"]
    board = _drawn_board(session).height()
    study.shutdown()
    session.controller.stop()
    window.close()  # remembers the layout
    settings = tmp_path / "settings.ini"
    text = settings.read_text(encoding="utf-8")
    assert "language=" not in text
    settings.write_text(text + "\n[ui]\nlanguage=zh_Hans\n", encoding="utf-8")
    again = _session(tmp_path)
    try:
        again.window.show()
        QTest.qWaitForWindowExposed(again.window)
        _settle(qapp)
        assert again.study.analysis_dock.windowTitle().startswith("分析")
        assert sorted(d.objectName() for d in again.window.side_docks()) == names
        assert again.study.analysis_dock.isVisible() and again.study.tree_dock.isVisible()
        assert abs(_drawn_board(again).height() - board) <= 4
    finally:
        again.study.shutdown()
        again.controller.stop()
        again.window.close()


def test_a_bad_main_line_move_is_named_in_the_notice(qapp: QApplication,
                                                     tmp_path: Path) -> None:
    record = tmp_path / "短局.pgn"
    record.write_text('[Event "练习"]\n\n1. 炮二平五 马8进7 2. 车一进九 车9平8 *\n',
                      encoding="utf-8")  # 车一进九: the own 兵 stands in the way
    session = _session(tmp_path / "data")
    window = session.window
    try:
        window.show()
        assert session.open_file(str(record), 0)
        assert window.last_message_box is None
        text = window.notice.label.text()
        assert text.startswith("Record partly read: 短局.pgn, game 1, line 3, ply 3: ")
        assert text.endswith("The moves before the error are shown.")
        assert len(session.browser.line) == 2
    finally:
        session.controller.stop()
        window.close()
