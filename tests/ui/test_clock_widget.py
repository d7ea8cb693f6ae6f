"""ClockWidget with pytest-qt: press the faces by mouse and keyboard, read the digits."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from xiangqi_gui.app.clock_driver import Beeper, ClockDriver
from xiangqi_gui.clock import (
    Byoyomi,
    ChessClock,
    ClockEventKind,
    ClockStatus,
    FaceReading,
    ManualTimeSource,
    PressMode,
    Side,
    Stage,
    TimeControl,
    WarningPolicy,
    preset,
)
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, parse_square
from xiangqi_gui.ui.clock_widget import (
    ClockWidget,
    KeyBindings,
    format_clock_time,
    keys_from_names,
)

S = 1_000_000_000
MIN = 60 * S
RED, BLACK = Side.RED, Side.BLACK


@pytest.fixture
def rig(qtbot):  # type: ignore[no-untyped-def]
    """A widget on a fake time source, showing the art. 6.1 preset."""

    def build(red: TimeControl | None = None, black: TimeControl | None = None):  # type: ignore[no-untyped-def]
        red = preset("art6.1") if red is None else red
        source = ManualTimeSource(10_000 * S)
        beeper = Beeper(muted=True)
        driver = ClockDriver(ChessClock(red, black, time_source=source), beeper=beeper)
        widget = ClockWidget(driver)
        driver.attach(widget)  # a bare table clock: the driver presses on the intents
        qtbot.addWidget(widget)
        widget.resize(600, 220)
        widget.show()
        qtbot.waitExposed(widget)
        return widget, driver, source, beeper

    return build


def digits(widget: ClockWidget, side: Side) -> str:
    return widget.face_texts(side)["digits"]


@pytest.mark.parametrize(
    ("ns", "text"),
    [(3600 * S, "1:00:00"), (3600 * S - 1, "59:59"), (65 * MIN + 7 * S, "1:05:07"),
     (20 * S, "0:20"), (20 * S - 1, "0:19.9"), (9 * S + 50_000_000, "0:09.0"),
     (99_999_999, "0:00.0"), (0, "0:00.0"), (-5, "0:00.0"), (10 * 3600 * S, "10:00:00")],
)
def test_digit_format(ns: int, text: str) -> None:
    assert format_clock_time(ns) == text


def test_mouse_presses_switch_the_running_face(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig()
    assert digits(widget, RED) == digits(widget, BLACK) == "1:00:00"
    assert widget.face_texts(RED)["state"] == "Ready"
    qtbot.keyClick(widget, Qt.Key.Key_Space)  # the arbiter starts the clock
    assert driver.clock is not None and driver.clock.running is RED
    t.advance(12 * S)
    qtbot.mouseClick(widget.faces[RED], Qt.MouseButton.LeftButton)
    assert digits(widget, RED) == "1:00:18"  # 60:00 - 12 s + 30 s increment
    assert widget.face_texts(RED)["info"] == "Moves 1"
    assert widget.faces[BLACK].lit and not widget.faces[RED].lit
    t.advance(61 * S)
    qtbot.mouseClick(widget.faces[RED], Qt.MouseButton.LeftButton)  # not running: ignored
    driver.changed.emit()
    assert digits(widget, BLACK) == "58:59"
    qtbot.mouseClick(widget.faces[BLACK], Qt.MouseButton.LeftButton)
    assert digits(widget, BLACK) == "59:29"
    assert widget.faces[RED].lit


def test_keyboard_left_and_right_keys_and_pause(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig(preset("blitz-5+3"))
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Space)
    t.advance(4 * S)
    qtbot.keyClick(widget, Qt.Key.Key_Z)  # left face = Red (first mover's left)
    assert digits(widget, RED) == "4:59"
    t.advance(7 * S)
    qtbot.keyClick(widget, Qt.Key.Key_Slash)  # right face = Black
    assert digits(widget, BLACK) == "4:56"
    t.advance(2 * S)
    qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert widget.face_texts(RED)["state"] == "Paused"
    assert driver.clock is not None and driver.clock.status is ClockStatus.PAUSED
    assert not driver.is_timer_active()
    t.advance(MIN)
    qtbot.keyClick(widget, Qt.Key.Key_Z)  # ignored during the pause
    driver.changed.emit()
    assert digits(widget, RED) == "4:57"
    qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert widget.face_texts(RED)["state"] == ""
    t.advance(S)
    driver.changed.emit()
    assert digits(widget, RED) == "4:56"


def test_mirrored_clock_swaps_faces_and_keys(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig(preset("blitz-5+3"))
    assert widget.face_order() == (RED, BLACK)
    assert widget.faces[RED].x() < widget.faces[BLACK].x()
    widget.set_mirrored(True)
    qtbot.wait(10)
    assert widget.face_order() == (BLACK, RED)
    assert widget.faces[BLACK].x() < widget.faces[RED].x()
    driver.start()
    t.advance(S)
    qtbot.keyClick(widget, Qt.Key.Key_Z)  # left face is Black now: not running, ignored
    assert driver.clock is not None and driver.clock.running is RED
    qtbot.keyClick(widget, Qt.Key.Key_Slash)
    assert driver.clock.running is BLACK


def test_configurable_keys(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig()
    widget.set_key_bindings(KeyBindings(left=keys_from_names(["Q"]), right=keys_from_names(["P"]),
                                        pause=keys_from_names(["Return"])))
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    qtbot.keyClick(widget, Qt.Key.Key_Z)
    assert driver.clock is not None and driver.clock.running is RED
    qtbot.keyClick(widget, Qt.Key.Key_Q)
    assert driver.clock.running is BLACK
    with pytest.raises(ValueError, match="Nope"):
        keys_from_names(["Nope"])


def test_flag_indicator_and_tenths(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, beeper = rig(TimeControl((Stage(MIN),)))
    driver.start()
    t.advance(40 * S + 50_000_000)
    driver.changed.emit()
    assert digits(widget, RED) == "0:19.9"
    t.advance(20 * S)
    with qtbot.waitSignal(driver.events) as blocker:
        driver.refresh()
    [flag] = blocker.args[0]
    assert flag.kind is ClockEventKind.FLAG
    assert widget.face_texts(RED)["flag"] == "Flag fell"
    assert digits(widget, RED) == "0:00.0"
    assert widget.face_texts(BLACK)["flag"] == ""
    assert not driver.is_timer_active()


def test_stage_and_quota_display(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig(preset("art6.2"))
    driver.start()
    t.advance(S)
    driver.press(RED)
    assert widget.face_texts(RED)["info"] == "Moves 1 · Stage 1 (1/30)"
    widget.driver.clock.set_moves(RED, 29, moves_in_stage=29)  # type: ignore[union-attr]
    driver.press(BLACK)
    driver.press(RED)
    assert widget.face_texts(RED)["info"] == "Moves 30 · Stage 2 (0/10)"
    assert digits(widget, RED) == "1:09:59"


def test_byoyomi_periods_shown_and_beeped_each_second(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, beeper = rig(TimeControl((Stage(MIN),), Byoyomi(3, 30 * S)))
    beeps: list[str] = []
    beeper.beeped.connect(beeps.append)
    assert widget.face_texts(RED)["byoyomi"] == "+ Byo-yomi 3 × 30 s"
    driver.start()
    t.advance(MIN + 40 * S)
    driver.refresh()
    assert widget.face_texts(RED)["byoyomi"] == "Byo-yomi 2 × 30 s"
    assert digits(widget, RED) == "0:20"
    assert beeps == ["byoyomi", "period"]  # the running second, then the period lost
    for _ in range(3):
        t.advance(S)
        driver._on_display_tick()
    assert beeps == ["byoyomi", "period", "byoyomi", "byoyomi", "byoyomi"]
    t.advance(S // 2)
    driver._on_display_tick()  # still within the same second: no beep
    assert len(beeps) == 5


def test_warning_thresholds() -> None:
    policy = WarningPolicy(thresholds_ns=(60 * S, 10 * S))

    def reading(main: int) -> FaceReading:
        return FaceReading(RED, True, main, 0, False, None, 0, 0, 1, None, 0, None, 0)

    assert policy.crossings(reading(70 * S)) == []
    assert policy.crossings(reading(61 * S)) == []
    assert policy.crossings(reading(60 * S)) == ["warning"]
    assert policy.crossings(reading(5 * S)) == ["warning"]  # a jump crossing one threshold
    policy.enabled = False
    assert policy.crossings(reading(1 * S)) == []


def _game_rig(qtbot, press_mode: PressMode):  # type: ignore[no-untyped-def]
    """A live game's clock shown by the widget; the faces press the game's clock."""
    t = ManualTimeSource(10_000 * S)
    game = LiveGame(GameSetup(press_mode=press_mode), t())
    game.use_time_source(t)
    driver = ClockDriver(beeper=Beeper(muted=True))
    widget = ClockWidget(driver)
    received: list[object] = []

    def press(side: object, _stamp: int) -> None:
        changes = game.press_clock(Color(int(side)), t())  # type: ignore[call-overload]
        received.extend(changes.events)
        driver.show(game.clock)

    widget.face_pressed.connect(press)
    qtbot.addWidget(widget)
    widget.show()
    game.toggle_clock(t())  # the arbiter starts the clock
    driver.show(game.clock)
    return widget, driver, t, game, received


def test_physical_mode_mover_must_press_and_press_without_move_is_reported(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, game, received = _game_rig(qtbot, PressMode.PHYSICAL)
    t.advance(5 * S)
    game.move(parse_square("h2"), parse_square("e2"), t())
    assert game.clock.running is RED  # still Red's time: the mover presses (art. 6)
    t.advance(2 * S)
    qtbot.mouseClick(widget.faces[RED], Qt.MouseButton.LeftButton)
    assert [e.kind for e in received] == [ClockEventKind.MOVE_PRESSED]  # type: ignore[attr-defined]
    assert digits(widget, RED) == "1:00:23"
    t.advance(S)
    received.clear()
    qtbot.mouseClick(widget.faces[BLACK], Qt.MouseButton.LeftButton)  # Black did not move
    kinds = [(e.kind, e.side) for e in received]  # type: ignore[attr-defined]
    assert kinds[0] == (ClockEventKind.PRESS_WITHOUT_MOVE, BLACK)
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.BLACK, "8.1.7")]
    assert widget.face_texts(BLACK)["info"] == "Moves 0"
    assert game.clock.running is BLACK  # the turn came back (art. 8.1.7)


def test_casual_mode_presses_on_each_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, game, _ = _game_rig(qtbot, PressMode.CASUAL)
    t.advance(3 * S)
    game.move(parse_square("h2"), parse_square("e2"), t())
    driver.show(game.clock)
    assert game.clock.running is BLACK
    assert digits(widget, RED) == "1:00:27"
    game.move(parse_square("h9"), parse_square("g7"), t())
    assert game.clock.running is RED
    assert game.clock.moves(BLACK) == 1


def test_new_game_stops_every_timer_of_the_old_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Case R27 (docs/references.md §8) with real time: the old game's flag never fires
    after a new game starts."""
    driver = ClockDriver(beeper=Beeper(muted=True))
    old = ChessClock(TimeControl((Stage(150_000_000),)))  # 0.15 s
    driver.set_clock(old)
    driver.start()
    assert driver.is_timer_active()
    new = ChessClock(TimeControl((Stage(MIN),)))
    driver.set_clock(new)
    assert old.status is ClockStatus.STOPPED
    assert not driver.is_timer_active()
    received: list[object] = []
    driver.events.connect(received.append)
    qtbot.wait(300)
    assert received == [] and old.flag(RED) is None
    driver.start()
    assert driver.deadline_interval_ms() is not None
    assert driver.deadline_interval_ms() > 59_000  # type: ignore[operator]


def test_precise_deadline_timer_reports_the_flag_on_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    driver = ClockDriver(beeper=Beeper(muted=True))
    driver.set_clock(ChessClock(TimeControl((Stage(120_000_000),))))  # 0.12 s, real time
    driver.start()
    with qtbot.waitSignal(driver.events, timeout=2000) as blocker:
        pass
    received = time.monotonic_ns()
    [flag] = blocker.args[0]
    assert flag.kind is ClockEventKind.FLAG
    assert 0 <= received - flag.at_ns < 200_000_000  # noticed within 0.2 s even on a busy CI


def _shift(scan_code: int, *, repeat: bool = False, release: bool = False,
           modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.ShiftModifier) -> QKeyEvent:
    kind = QEvent.Type.KeyRelease if release else QEvent.Type.KeyPress
    return QKeyEvent(kind, Qt.Key.Key_Shift, modifiers, scan_code, 0, 0, "", repeat)


def _tap(widget: QWidget, scan_code: int) -> None:
    QApplication.sendEvent(widget, _shift(scan_code))
    QApplication.sendEvent(widget, _shift(scan_code, release=True))


def test_left_and_right_shift_press_their_faces(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig()
    driver.start()
    t.advance(S)
    _tap(widget, 62)  # right Shift: Black's face, not running
    assert driver.clock is not None and driver.clock.running is RED
    QApplication.sendEvent(widget, _shift(50))  # left Shift down: nothing yet (acts on release)
    assert driver.clock.running is RED
    QApplication.sendEvent(widget, _shift(50, release=True))  # left Shift tapped: Red's face
    assert driver.clock.running is BLACK
    QApplication.sendEvent(widget, _shift(62, repeat=True))  # held key: no press
    assert driver.clock.running is BLACK
    _tap(widget, 62)
    assert driver.clock.running is RED
    assert (driver.clock.moves(RED), driver.clock.moves(BLACK)) == (1, 1)
    widget.set_key_bindings(KeyBindings(shift_keys=False))
    QApplication.sendEvent(widget, _shift(50))
    assert driver.clock.running is RED


def test_held_key_auto_repeat_presses_once(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig()
    driver.start()
    qtbot.keyPress(widget, Qt.Key.Key_Z)
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Slash, Qt.KeyboardModifier.NoModifier,
                      "/", True)
    QApplication.sendEvent(widget, event)
    assert driver.clock is not None and driver.clock.running is BLACK
    assert driver.clock.moves(RED) == 1


def test_black_first_mover_stands_left_and_is_started(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A set-up position with Black to move: the clock stands on Black's left (art. 6)."""
    widget, driver, t, _ = rig()
    widget.set_first_mover(BLACK)
    assert widget.face_order() == (BLACK, RED)
    qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert driver.clock is not None and driver.clock.running is BLACK
    t.advance(S)
    qtbot.keyClick(widget, Qt.Key.Key_Z)
    assert driver.clock.running is RED
    assert digits(widget, BLACK) == "1:00:29"


def test_shortcuts_with_ctrl_or_shift_never_press_the_clock(rig, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, driver, t, _ = rig()
    driver.start()
    t.advance(S)
    ctrl = Qt.KeyboardModifier.ControlModifier
    # Ctrl+Shift+C: Shift goes down with Ctrl held, then C, then the keys come up
    QApplication.sendEvent(widget, _shift(50, modifiers=ctrl | Qt.KeyboardModifier.ShiftModifier))
    QTest.keyClick(widget, Qt.Key.Key_C, ctrl | Qt.KeyboardModifier.ShiftModifier)
    QApplication.sendEvent(widget, _shift(50, release=True, modifiers=ctrl))
    # Shift first, then Ctrl+P while Shift is held
    QApplication.sendEvent(widget, _shift(50))
    QTest.keyClick(widget, Qt.Key.Key_P, ctrl | Qt.KeyboardModifier.ShiftModifier)
    QApplication.sendEvent(widget, _shift(50, release=True))
    QTest.keyClick(widget, Qt.Key.Key_Z, ctrl)  # Ctrl+Z is undo, not the left face
    assert driver.clock is not None and driver.clock.running is RED
    assert driver.clock.moves(RED) == 0
    QTest.keyClick(widget, Qt.Key.Key_Z)  # the bare key still presses
    assert driver.clock.running is BLACK
