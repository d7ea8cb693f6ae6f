"""Clock mode: keyboard halves and touches press faces, the debounce, the pause key, the
faces side by side with digits at least 1/12 of the window height at laptop and full-HD
sizes, rotation, and the flag."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage, QKeyEvent

from xiangqi_gui.clock import ChessClock, ManualTimeSource, Side, Stage, TimeControl, seconds
from xiangqi_gui.clock.pressfilter import DEBOUNCE_NS
from xiangqi_gui.ui.clock_mode import ClockModeView


class _Time:
    """A controllable instant for input events."""

    def __init__(self) -> None:
        self.ns = 10 * DEBOUNCE_NS

    def __call__(self, event: QEvent | None) -> int:
        return self.ns


def _view(qtbot, width: int = 1366, height: int = 768):  # type: ignore[no-untyped-def]
    clock_time = _Time()
    view = ClockModeView(time_of_event=clock_time)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    presses: list[tuple[str, int]] = []
    view.face_pressed.connect(lambda face, t: presses.append((face, t)))
    return view, clock_time, presses


def test_keyboard_halves_press_their_faces_and_space_pauses(qtbot) -> None:  # type: ignore[no-untyped-def]
    view, t, presses = _view(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Q)
    t.ns += DEBOUNCE_NS
    qtbot.keyClick(view, Qt.Key.Key_P)
    t.ns += DEBOUNCE_NS
    qtbot.keyClick(view, Qt.Key.Key_B)
    t.ns += DEBOUNCE_NS
    qtbot.keyClick(view, Qt.Key.Key_Slash)
    assert [face for face, _ in presses] == ["left", "right", "left", "right"]
    assert presses[0][1] == 10 * DEBOUNCE_NS  # the event's instant, not the handling one
    with qtbot.waitSignal(view.pause_requested):
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(presses) == 4


def test_a_second_press_within_the_debounce_interval_is_one_press(qtbot) -> None:  # type: ignore[no-untyped-def]
    view, t, presses = _view(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_A)
    t.ns += DEBOUNCE_NS // 2
    qtbot.keyClick(view, Qt.Key.Key_S)  # same half, 125 ms later: bounce
    assert len(presses) == 1
    t.ns += DEBOUNCE_NS
    qtbot.keyClick(view, Qt.Key.Key_A)  # a real second press of the same face
    assert [face for face, _ in presses] == ["left", "left"]
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_L, Qt.KeyboardModifier.NoModifier,
                       "l", True)
    view.keyPressEvent(repeat)  # auto-repeat never presses
    assert len(presses) == 2


def test_mouse_on_a_face_presses_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    view, _, presses = _view(qtbot)
    qtbot.mouseClick(view.right, Qt.MouseButton.LeftButton)
    assert presses and presses[0][0] == "right"


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1366, 768), (1920, 1080)])
def test_faces_stand_side_by_side_like_a_physical_clock(qtbot, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """The left face (the left keys' face) stands left of the right one, as on a clock
    beside the board and as Preferences names the keys; the digits stay at least 1/12 of
    the window's height (fresh-user trial: the faces were stacked, Red above Black)."""
    view, _, _ = _view(qtbot, width, height)
    source = ManualTimeSource()
    clock = ChessClock(_control(), time_source=source)
    clock.start(Side.RED)
    view.show_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert view.layout_mode == "side"
    assert view.left.geometry().right() < view.right.geometry().left()
    assert view.left.geometry().top() == view.right.geometry().top()
    for face in (view.left, view.right):
        assert face.height() >= 0.95 * height
        assert face.width() >= 0.49 * width - 4
        assert face.digit_height() >= height / 12, (face.digit_height(), height)
        assert face.digit_height() >= height / 7  # about 1/6 at these screen shapes
    view.left.set_rotation(180)  # toward the player across a laptop lying flat
    assert view.left.digit_height() >= height / 12
    view.set_layout("stacked")  # only on request: the left face above the right one
    qtbot.wait(10)
    assert view.left.geometry().bottom() < view.right.geometry().top()
    assert view.left.digit_height() >= 0.40 * view.left.height()
    with pytest.raises(ValueError):
        view.set_layout("auto")
    with pytest.raises(ValueError):
        view.left.set_rotation(45)


def test_a_flag_turns_the_whole_face_red(qtbot) -> None:  # type: ignore[no-untyped-def]
    view, _, _ = _view(qtbot, 800, 400)
    source = ManualTimeSource()
    clock = ChessClock(_control(), time_source=source)
    clock.start(Side.RED)
    source.advance(seconds(3 * 3600))
    clock.poll()
    red, black = clock.reading(Side.RED), clock.reading(Side.BLACK)
    assert red.flagged is not None
    view.show_readings(red, black)
    image = view.left.grab().toImage()
    corners = [image.pixelColor(x, y).name() for x, y in ((3, 3), (image.width() - 4, 3),
                                                          (3, image.height() - 4))]
    assert corners == ["#c62828"] * 3
    assert view.left._status_line() == "Flag fell"  # en translation of "FLAG 超时"


def _control() -> TimeControl:
    return TimeControl(stages=(Stage(time_ns=seconds(3600)),))


def _ink_columns(image: QImage, top: int, bottom: int) -> tuple[int, int]:
    """First and last pixel column between rows ``top`` and ``bottom`` that differs from
    the background (the colour of the pixel at (1, top))."""
    background = image.pixelColor(1, top).rgb()
    columns = [x for x in range(image.width())
               if any(image.pixelColor(x, y).rgb() != background for y in range(top, bottom, 2))]
    return columns[0], columns[-1]


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1366, 768)])
def test_the_digits_keep_a_margin_from_the_screen_edges(qtbot, width: int, height: int) -> None:  # type: ignore[no-untyped-def]
    """Fresh-user trial: a wide reading ("1:59:59" of a two-hour game) nearly touched the
    screen's edges and the other face. Measured on the painted pixels of each face's digit
    band: at least 4.5% of the screen's width (58 px at 1280) from the screen edges and from
    the gap between the faces; these seven-character readings still at least 1/8 of the
    height (the target is 1/12)."""
    view, _, _ = _view(qtbot, width, height)
    source = ManualTimeSource()
    clock = ChessClock(TimeControl(stages=(Stage(time_ns=seconds(7200)),)), time_source=source)
    clock.start(Side.RED)
    source.advance(seconds(1))
    clock.poll()
    view.show_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert view.left.digits_text() == "1:59:59" and view.right.digits_text() == "2:00:00"
    qtbot.wait(10)
    image = view.grab().toImage()
    margin = 0.045 * width
    for face in (view.left, view.right):
        geometry = face.geometry()
        band = image.copy(geometry.x(), geometry.y() + round(0.2 * geometry.height()),
                          geometry.width(), round(0.55 * geometry.height()))
        first, last = _ink_columns(band, 0, band.height())
        assert first >= margin and geometry.width() - 1 - last >= margin, (first, last)
        assert face.digit_height() >= height / 8
