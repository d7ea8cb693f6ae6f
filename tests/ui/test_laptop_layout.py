"""Laptop first (issue 11): on 1366x768 and 1280x720 screens with a taskbar the first window
fits the available geometry with the whole board, both clock faces and the navigation
buttons visible; the clock digits are at least 1/12 of the window height; the layout is
restored at the next start; the wheel steps through the moves; a flag fills its face."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QFontMetrics, QImage, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.session import AppSession

TASKBAR = 40


def _session(folder: Path) -> AppSession:
    return create_session(build_parser().parse_args([]), folder=folder,
                          ask=lambda _t, _q: False)


def _global_rect(widget: QWidget, rect: QRect | None = None) -> QRect:
    local = rect if rect is not None else widget.rect()
    return QRect(widget.mapToGlobal(local.topLeft()), local.size())


def _visible_in_panel(session: AppSession, widget: QWidget) -> bool:
    viewport = session.window.side_scroll.viewport()
    return _global_rect(viewport).contains(_global_rect(widget))


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 720)])
def test_first_window_fits_a_laptop_screen(qapp: QApplication, tmp_path: Path,
                                           width: int, height: int) -> None:
    available = QRect(0, 0, width, height - TASKBAR)
    session = _session(tmp_path)
    window = session.window
    try:
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(available)  # as on a first start, once the frame is known
        qapp.processEvents()
        assert available.contains(window.frameGeometry())
        board = window.board
        x, y, w, h = board.geometry_model().board_rect()
        drawn = QRect(round(x), round(y), round(w), round(h))
        assert board.rect().contains(drawn)
        assert available.contains(_global_rect(board, drawn))
        widgets: list[QWidget] = [*window.clock_widget.faces.values(), window.first_button,
                                  window.prev_button, window.next_button, window.last_button]
        for widget in widgets:
            assert widget.isVisible()
            assert available.contains(_global_rect(widget)), widget
            assert _visible_in_panel(session, widget), widget
        for face in window.clock_widget.faces.values():
            digits = QFontMetrics(face.digits_label.font()).tightBoundingRect("0:00")
            assert digits.height() >= window.height() / 12, (digits.height(), window.height())
    finally:
        session.controller.stop()
        window.close()


def test_geometry_and_splitter_are_restored(qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path)
    window = session.window
    window.fit_to_screen(QRect(0, 0, 1366, 728))
    window.show()
    QTest.qWaitForWindowExposed(window)
    window.resize(760, 580)  # the offscreen screen is 800 px square
    window.splitter.setSizes([400, 350])
    qapp.processEvents()
    sizes = window.splitter.sizes()
    session.controller.stop()
    window.close()  # remembers the layout
    again = _session(tmp_path)
    try:
        again.window.show()
        QTest.qWaitForWindowExposed(again.window)
        qapp.processEvents()
        assert again.window.size().toTuple() == (760, 580)
        assert again.window.splitter.sizes() == sizes
    finally:
        again.controller.stop()
        again.window.close()


def test_mouse_wheel_steps_through_a_record(qapp: QApplication, tmp_path: Path) -> None:
    from tests.conftest import corpus_path

    path = corpus_path("walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF")
    session = _session(tmp_path)
    window = session.window
    try:
        assert session.open_file(str(path), 0)
        window.show()
        window.last_action.trigger()
        last = window.sheet.current_ply
        assert last > 4
        centre = QPointF(window.board.width() / 2, window.board.height() / 2)

        def wheel(widget: QWidget, delta: int) -> None:
            event = QWheelEvent(centre, QPointF(widget.mapToGlobal(QPoint(10, 10))),
                                QPoint(0, 0), QPoint(0, delta), Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                                False)
            QApplication.sendEvent(widget, event)

        wheel(window.board, 120)  # away from the user: one move back
        assert window.sheet.current_ply == last - 1
        wheel(window.board, 240)
        assert window.sheet.current_ply == last - 3
        wheel(window.sheet.view.viewport(), -120)  # towards the user: forward
        assert window.sheet.current_ply == last - 2
        wheel(window.board, 60)  # half a notch does nothing yet
        assert window.sheet.current_ply == last - 2
        wheel(window.board, 60)
        assert window.sheet.current_ply == last - 3
    finally:
        session.controller.stop()
        window.close()


def test_long_header_does_not_widen_the_side_panel(qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path)
    window = session.window
    try:
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(QRect(0, 0, 800, 760))
        qapp.processEvents()
        before = window.splitter.sizes()
        window.set_header("红" * 80, "黑" * 80, "很长的赛事名称" * 40)
        qapp.processEvents()
        assert window.splitter.sizes() == before
        assert window.frameGeometry().width() <= 800
    finally:
        session.controller.stop()
        window.close()


def test_flag_fills_the_face(qapp: QApplication) -> None:
    from xiangqi_gui.clock import ClockEventKind, FaceReading, Side
    from xiangqi_gui.clock.chessclock import ClockStatus
    from xiangqi_gui.ui.clock_widget import ClockFace

    face = ClockFace(Side.RED)
    face.resize(300, 180)
    face.show()
    normal = face.palette().color(face.backgroundRole()).name()
    reading = FaceReading(side=Side.RED, running=False, main_ns=0, delay_left_ns=0,
                          in_byoyomi=False, periods_left=None, period_left_ns=0, moves=31,
                          stage=1, stage_quota=None, moves_in_stage=31,
                          flagged=ClockEventKind.FLAG, press_fouls=0)
    face.show_reading(reading, "", ClockStatus.STOPPED)
    assert face.palette().color(face.backgroundRole()).name() == "#c00000" != normal
    assert face.flag_label.text() == "Flag fell"
    assert face.flag_label.font().pixelSize() >= face.digits_label.font().pixelSize() // 3
    face.close()


def _ink_columns(image: QImage, top: int, bottom: int, inset: int) -> tuple[int, int]:
    """First and last pixel column of ``image`` between rows ``top`` and ``bottom`` that
    differs from the background (the colour at (inset, top)), ``inset`` px from the sides
    (the face's frame)."""
    background = image.pixelColor(inset, top).rgb()
    columns = [x for x in range(inset, image.width() - inset)
               if any(image.pixelColor(x, y).rgb() != background for y in range(top, bottom))]
    return columns[0], columns[-1]


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (1280, 720)])
def test_board_mode_digits_keep_a_margin_from_the_face_edges(
        qapp: QApplication, tmp_path: Path, width: int, height: int) -> None:
    """Fresh-user trial: in board mode "2:00:00" of a two-hour game nearly filled its face
    (16-21 px from the edges at 1366x768). Measured on each face's painted pixels: the digits'
    ink keeps SIDE_MARGIN (10%) of the face's width from both edges, as in clock mode, and is
    still at least 1/12 of the window's height."""
    from xiangqi_gui.clock import Stage, TimeControl, seconds
    from xiangqi_gui.play.setup import GameSetup
    from xiangqi_gui.ui.clock_widget import SIDE_MARGIN

    control = TimeControl(stages=(Stage(time_ns=seconds(7200)),))
    setup = GameSetup(competition="provincial", time_preset="custom", red_control=control,
                      black_control=control)
    session = create_session(build_parser().parse_args([]), folder=tmp_path,
                             ask=lambda _t, _q: False, setup=setup)
    window = session.window
    try:
        window.show()
        QTest.qWaitForWindowExposed(window)
        window.fit_to_screen(QRect(0, 0, width, height - TASKBAR))
        qapp.processEvents()
        for face in window.clock_widget.faces.values():
            assert face.digits_label.text() == "2:00:00"
            digits = face.digits_label.geometry()
            image = face.grab().toImage()
            first, last = _ink_columns(image, digits.top(), digits.bottom(), 3)
            margin = SIDE_MARGIN * face.width()
            assert first >= margin - 1 and face.width() - 1 - last >= margin - 1, (
                first, face.width() - 1 - last, face.width())
            rows = [y for y in range(digits.top(), digits.bottom() + 1)
                    if any(image.pixelColor(x, y).rgb() != image.pixelColor(3, y).rgb()
                           for x in range(first, last + 1))]
            assert rows[-1] - rows[0] + 1 >= window.height() / 12, (rows, window.height())
    finally:
        session.controller.stop()
        window.close()
