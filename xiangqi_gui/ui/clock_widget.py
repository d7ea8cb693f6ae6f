"""The dual-face chess clock widget and its Qt driver.

* :class:`ClockDriver` (a ``QObject``) owns the :class:`~xiangqi_gui.clock.ChessClock`
  of the current game. It schedules ONE single-shot ``Qt.PreciseTimer`` at the
  clock's :meth:`~xiangqi_gui.clock.ChessClock.next_deadline` (flag or 读秒 period
  change) plus a display-refresh timer, forwards presses, applies the press
  mode (physical emulation or casual auto-press) and sounds warning beeps.
* :class:`ClockWidget` shows two :class:`ClockFace` side by side like a physical
  clock: big digits, the running face lit, flag, moves and stage, pause state and
  读秒 periods. It only displays and turns mouse clicks and keys into presses.

Digits (the project's own choice): ``h:mm:ss`` from one hour, ``m:ss`` below, and
``m:ss.t`` (tenths) below 20 seconds; values are truncated, so ``0:00.0`` is only
shown once the flag has fallen or in the last tenth.
"""

from __future__ import annotations

import math
import struct
import tempfile
import time
import wave
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from xiangqi_gui.clock import (
    ChessClock,
    ClockEvent,
    ClockEventKind,
    ClockStatus,
    FaceReading,
    PressMode,
    Side,
    WarningPolicy,
)
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP

NS_PER_SECOND = 1_000_000_000
TENTHS_BELOW_NS = 20 * NS_PER_SECOND
"""Below this the digits show tenths of a second."""
DISPLAY_REFRESH_MS = 50
"""Interval of the display-refresh timer while a face runs, ms."""


def format_clock_time(ns: int) -> str:
    """Digits for ``ns`` nanoseconds: ``1:05:00``, ``4:59``, ``0:19.9`` (truncated; < 0 shows 0)."""
    ns = max(0, ns)
    if ns < TENTHS_BELOW_NS:
        tenths = ns // (NS_PER_SECOND // 10)
        return f"0:{tenths // 10:02d}.{tenths % 10}"
    secs = ns // NS_PER_SECOND
    hours, rest = divmod(secs, 3600)
    mins, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{mins:02d}:{secs:02d}"
    return f"{mins}:{secs:02d}"


@dataclass
class KeyBindings:
    """Keys (``Qt.Key`` values) for the left face, the right face and the arbiter's pause.

    The defaults sit at the two ends of the keyboard's bottom rows (``Z``/``A`` and
    ``/``/``'``) on every layout; with ``shift_keys`` the left and right Shift keys
    press the left and right faces too, where the platform tells them apart
    (X11/Wayland, Windows, macOS native key codes). A Shift key presses its face when it
    is RELEASED without another key pressed meanwhile (a tap), so Ctrl+Shift shortcuts
    never press the clock. Keys held with Ctrl, Alt or Meta never press it either.
    """

    left: tuple[int, ...] = (int(Qt.Key.Key_Z), int(Qt.Key.Key_A))
    right: tuple[int, ...] = (int(Qt.Key.Key_Slash), int(Qt.Key.Key_Apostrophe))
    pause: tuple[int, ...] = (int(Qt.Key.Key_Space), int(Qt.Key.Key_Pause))
    shift_keys: bool = True


_SHIFT_CODES = {"windows": (42, 54), "cocoa": (56, 60)}
"""Native (left, right) Shift codes: Windows scan codes, macOS virtual key codes."""
_EVDEV_SHIFT_CODES = (50, 62)
"""X11/Wayland (evdev + 8) key codes of the left and right Shift keys."""


_COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


def _with_command(event: QKeyEvent) -> bool:
    """True when Ctrl, Alt or Meta is held: the key is part of a shortcut."""
    return bool(event.modifiers() & _COMMAND_MODIFIERS)


def shift_key_end(event: QKeyEvent) -> str | None:
    """``"left"`` or ``"right"`` for a Shift key event, None otherwise or when unknown."""
    if event.key() != Qt.Key.Key_Shift:
        return None
    platform = QGuiApplication.platformName()
    left, right = _SHIFT_CODES.get(platform, _EVDEV_SHIFT_CODES)
    code = event.nativeVirtualKey() if platform == "cocoa" else event.nativeScanCode()
    return {left: "left", right: "right"}.get(code)


class Beeper(QObject):
    """Warning sounds. Uses QtMultimedia's ``QSoundEffect`` when installed, else
    ``QApplication.beep()``; ``muted`` silences both. ``beeped(kind)`` is emitted
    for every beep (muted or not), so tests and the UI can follow."""

    beeped = Signal(str)

    def __init__(self, parent: QObject | None = None, *, muted: bool = False) -> None:
        super().__init__(parent)
        self.muted = muted
        self._effect: QObject | None = None
        self._tried = False

    def beep(self, kind: str) -> None:
        """Sound one beep of ``kind`` (``warning``, ``byoyomi``, ``flag``, ``period``)."""
        self.beeped.emit(kind)
        if self.muted:
            return
        effect = self._sound_effect()
        if effect is None:
            QApplication.beep()
        else:
            effect.play()  # type: ignore[attr-defined]

    def _sound_effect(self) -> QObject | None:
        if self._tried:
            return self._effect
        self._tried = True
        try:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import (  # type: ignore[import-not-found,unused-ignore]
                QSoundEffect,  # optional: only in the PySide6-Addons wheel
            )
        except ImportError:
            return None
        effect: QObject = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(_beep_wav())))  # type: ignore[attr-defined]
        self._effect = effect
        return effect


def _beep_wav() -> Path:
    """Write a 120 ms 880 Hz tone to a temporary WAV file and return its path."""
    path = Path(tempfile.gettempdir()) / "xiangqi_gui_beep.wav"
    if not path.exists():
        rate = 22050
        frames = b"".join(
            struct.pack("<h", int(12000 * math.sin(2 * math.pi * 880 * i / rate)))
            for i in range(rate * 120 // 1000)
        )
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(rate)
            out.writeframes(frames)
    return path


class ClockDriver(QObject):
    """Drives a :class:`ChessClock` from the Qt event loop.

    :param clock: the clock of the current game (may be set later with :meth:`set_clock`).
        Deadlines become timer intervals through the clock's own ``time_source``.

    Signals: ``events(list[ClockEvent])`` for everything the clock reports (the
    game controller passes them to the arbiter); ``changed()`` whenever the
    display should refresh.
    """

    events = Signal(object)
    changed = Signal()

    def __init__(self, clock: ChessClock | None = None, parent: QObject | None = None, *,
                 beeper: Beeper | None = None, warnings: WarningPolicy | None = None) -> None:
        super().__init__(parent)
        self._clock: ChessClock | None = None
        self.first_mover = Side.RED
        self.mode = PressMode.PHYSICAL
        self.board_attached = False
        self._moved = {Side.RED: False, Side.BLACK: False}
        self.beeper = beeper if beeper is not None else Beeper(self)
        self.warnings = warnings if warnings is not None else WarningPolicy()
        self._deadline_timer = QTimer(self)
        self._deadline_timer.setSingleShot(True)
        self._deadline_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._deadline_timer.timeout.connect(self._on_deadline)
        self._display_timer = QTimer(self)
        self._display_timer.setInterval(DISPLAY_REFRESH_MS)
        self._display_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._display_timer.timeout.connect(self._on_display_tick)
        if clock is not None:
            self.set_clock(clock)

    # -- the game's clock ------------------------------------------------------------

    @property
    def clock(self) -> ChessClock | None:
        """The clock of the current game."""
        return self._clock

    def set_clock(self, clock: ChessClock) -> None:
        """Replace the clock (new game): the old clock is stopped and every timer of
        it cancelled before the new one is scheduled (case R27, docs/references.md §8)."""
        old = self._clock
        self._deadline_timer.stop()
        self._display_timer.stop()
        if old is not None and old.status is not ClockStatus.STOPPED:
            old.stop()
        self._clock = clock
        self._moved = {Side.RED: False, Side.BLACK: False}
        self.warnings.reset()
        self._after_change([])

    def is_timer_active(self) -> bool:
        """True while a deadline or display timer is scheduled (for tests and shutdown)."""
        return self._deadline_timer.isActive() or self._display_timer.isActive()

    def deadline_interval_ms(self) -> int | None:
        """Remaining interval of the scheduled deadline timer, ms, or None."""
        return self._deadline_timer.remainingTime() if self._deadline_timer.isActive() else None

    # -- intents -----------------------------------------------------------------------

    def start(self, side: Side | None = None) -> None:
        """Start ``side``'s face (default :attr:`first_mover`, Red unless a set-up
        position gives Black the move)."""
        if self._clock is not None and self._clock.status is ClockStatus.READY:
            self._after_change(self._clock.start(self.first_mover if side is None else side))

    def press(self, side: Side) -> None:
        """A press of ``side``'s button (mouse or key).

        With a board attached the press counts as a move only when the board
        reported one by ``side`` since its last press (else the clock reports the
        foul of art. 8.1.7); without a board (the laptop replacing a table clock)
        every press completes a move.
        """
        if self._clock is None:
            return
        side = Side(side)
        moved = self._moved[side] if self.board_attached else True
        events = self._clock.press(side, moved=moved)
        if any(e.kind in _PRESS_KINDS and e.side is side for e in events):
            self._moved[side] = False
        self._after_change(events)

    def move_made(self, side: Side) -> None:
        """The game controller reports a move by ``side`` accepted on the board.

        CASUAL mode presses ``side``'s face at once; PHYSICAL mode waits for the
        player's own press. Implies :attr:`board_attached`.
        """
        self.board_attached = True
        side = Side(side)
        self._moved[side] = True
        if self.mode is PressMode.CASUAL:
            self.press(side)

    def toggle_pause(self) -> None:
        """The arbiter's key: start a READY clock, pause a running one, resume a paused one."""
        clock = self._clock
        if clock is None:
            return
        if clock.status is ClockStatus.READY:
            self.start(self.first_mover)
        elif clock.status is ClockStatus.RUNNING:
            self._after_change(clock.pause())
        elif clock.status is ClockStatus.PAUSED:
            self._after_change(clock.resume())

    def refresh(self) -> None:
        """Poll the clock now and reschedule (after arbiter corrections made directly)."""
        if self._clock is not None:
            self._after_change(self._clock.poll())

    # -- timers -----------------------------------------------------------------------

    def _after_change(self, events: list[ClockEvent]) -> None:
        self._schedule()
        self._check_warnings()
        if events:
            self._sound(events)
            self.events.emit(events)
        self.changed.emit()

    def _schedule(self) -> None:
        clock = self._clock
        deadline = None if clock is None else clock.next_deadline()
        if deadline is None:
            self._deadline_timer.stop()
            self._display_timer.stop()
            return
        assert clock is not None
        delay_ns = max(0, deadline - clock.time_source())
        self._deadline_timer.start(-(-delay_ns // 1_000_000))  # ceil to whole ms
        if not self._display_timer.isActive():
            self._display_timer.start()

    def _on_deadline(self) -> None:
        if self._clock is not None:
            self._after_change(self._clock.poll())

    def _on_display_tick(self) -> None:
        self._check_warnings()
        self.changed.emit()

    def _check_warnings(self) -> None:
        clock = self._clock
        side = None if clock is None else clock.running
        if clock is not None and side is not None:
            for kind in self.warnings.crossings(clock.reading(side)):
                self.beeper.beep(kind)

    def _sound(self, events: list[ClockEvent]) -> None:
        for event in events:
            if event.loses and event.kind is not ClockEventKind.PRESS_WITHOUT_MOVE:
                self.beeper.beep("flag")
            elif event.kind is ClockEventKind.PERIOD_EXPIRED:
                self.beeper.beep("period")


_PRESS_KINDS = frozenset({ClockEventKind.MOVE_PRESSED, ClockEventKind.PRESS_WITHOUT_MOVE})


class ClockFace(QFrame):
    """One face: a large press area with digits, flag, moves, stage, 读秒 and pause state.

    Emits ``pressed()`` on a left mouse press anywhere on the face.
    """

    pressed = Signal()

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"clockFace_{side.label}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumSize(160, 110)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name_label = QLabel(self.tr("Red") if side is Side.RED else self.tr("Black"))
        self.digits_label = QLabel("0:00")
        self.digits_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.flag_label = QLabel("")
        self.flag_label.setStyleSheet("font-weight: bold;")
        self.flagged = False
        self.info_label = QLabel("")
        self.byoyomi_label = QLabel("")
        self.state_label = QLabel("")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(self.name_label)
        top.addStretch(1)
        top.addWidget(self.flag_label)
        layout.addLayout(top)
        layout.addWidget(self.digits_label, 1)
        layout.addWidget(self.byoyomi_label)
        bottom = QHBoxLayout()
        bottom.addWidget(self.info_label)
        bottom.addStretch(1)
        bottom.addWidget(self.state_label)
        layout.addLayout(bottom)
        for label in (self.name_label, self.flag_label, self.info_label, self.byoyomi_label,
                      self.state_label, self.digits_label):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.lit = False
        self.last_paint_ns = 0
        self.setAutoFillBackground(True)
        self._apply_style()

    def show_reading(self, reading: FaceReading, byoyomi_text: str, status: ClockStatus) -> None:
        """Render ``reading`` (see :class:`~xiangqi_gui.clock.FaceReading`)."""
        digits = format_clock_time(reading.display_ns)
        if len(digits) != len(self.digits_label.text()):
            self.digits_label.setText(digits)
            self._fit_digits()
        else:
            self.digits_label.setText(digits)
        if reading.flagged is ClockEventKind.QUOTA_MISSED:
            self.flag_label.setText(self.tr("Move quota missed"))
        elif reading.flagged is not None:
            self.flag_label.setText(self.tr("Flag fell"))
        else:
            self.flag_label.setText("")
        info = self.tr("Moves {0}").format(reading.moves)
        if reading.stage_quota is not None or reading.stage > 1:
            quota = "" if reading.stage_quota is None else f" ({reading.moves_in_stage}/"\
                f"{reading.stage_quota})"
            info += self.tr(" · Stage {0}{1}").format(reading.stage, quota)
        if reading.delay_left_ns and reading.running:
            info += self.tr(" · delay {0:.1f}").format(reading.delay_left_ns / NS_PER_SECOND)
        self.info_label.setText(info)
        self.byoyomi_label.setText(byoyomi_text)
        status_text = _STATUS_TEXT.get(status, "")
        self.state_label.setText(QCoreApplication.translate("ClockFace", status_text)
                                 if status_text else "")
        flagged = reading.flagged is not None
        if reading.running != self.lit or flagged != self.flagged:
            self.lit = reading.running
            self.flagged = flagged
            self._apply_style()

    def _apply_style(self) -> None:
        """Light the running face; fill a flagged face red (a palette change: cheap, unlike a
        style sheet)."""
        palette = self.palette()
        if self.flagged:
            window, text = "#c00000", "#ffffff"
        else:
            window, text = ("#fff3c4", "#000000") if self.lit else ("#2b2b2b", "#d8d8d8")
        palette.setColor(QPalette.ColorRole.Window, QColor(window))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
        self.setPalette(palette)
        for label in (self.name_label, self.flag_label, self.info_label, self.byoyomi_label,
                      self.state_label, self.digits_label):
            label.setPalette(palette)
        self._size_flag()

    def _size_flag(self) -> None:
        """A fallen flag's words as large as a third of the digits: seen from across the room."""
        font = QFont(self.flag_label.font())
        digits = self.digits_label.font().pixelSize()
        font.setPixelSize(max(12, digits // 3) if self.flagged else max(12, digits // 6))
        self.flag_label.setFont(font)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed.emit()
            event.accept()
        else:
            super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        self._fit_digits()
        super().resizeEvent(event)

    def _fit_digits(self) -> None:
        """Digits as large as the face allows: about half its height, narrowed only so the
        text shown (``4:59`` or ``1:05:00``) fits its width."""
        font = QFont(self.digits_label.font())
        font.setBold(True)
        font.setPixelSize(100)
        advance = QFontMetrics(font).horizontalAdvance(self.digits_label.text() or "0:00")
        by_width = self.width() * 0.9 * 100 / max(1, advance)
        size = max(18, round(min(self.height() * 0.55, by_width)))
        if size != self.digits_label.font().pixelSize():
            font.setPixelSize(size)
            self.digits_label.setFont(font)
        self._size_flag()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        self.last_paint_ns = time.monotonic_ns()
        super().paintEvent(event)


_STATUS_TEXT = {
    ClockStatus.READY: QT_TRANSLATE_NOOP("ClockFace", "Ready"),
    ClockStatus.PAUSED: QT_TRANSLATE_NOOP("ClockFace", "Paused"),
    ClockStatus.STOPPED: QT_TRANSLATE_NOOP("ClockFace", "Stopped"),
}


def byoyomi_text(reading: FaceReading, period_ns: int | None) -> str:
    """The 读秒 line, translated: ``Byo-yomi 3 × 30 s`` (periods left × period length; in
    Chinese ``读秒 3 × 30 秒``), with ``+ `` before it while main time runs, or ``""``."""
    if period_ns is None or reading.periods_left is None:
        return ""
    seconds = period_ns / NS_PER_SECOND
    text = QCoreApplication.translate("ClockFace", "Byo-yomi {0} × {1} s").format(
        reading.periods_left, f"{seconds:g}")
    return text if reading.in_byoyomi else "+ " + text


class ClockWidget(QWidget):
    """Two faces side by side, like a physical clock.

    The clock stands on the first mover's left (art. 6: 原则上放在先手方左侧), so by
    default the first mover's face is on the left as seen from the board;
    :meth:`set_mirrored` swaps the faces. The left keys press the LEFT face, the
    right keys the RIGHT face, whichever side they show; the pause keys are the
    arbiter's (start / pause / resume). Mouse: click a face.

    :param driver: the :class:`ClockDriver` whose clock is shown and pressed.
    """

    def __init__(self, driver: ClockDriver, parent: QWidget | None = None, *,
                 keys: KeyBindings | None = None) -> None:
        super().__init__(parent)
        self.driver = driver
        self.keys = keys if keys is not None else KeyBindings()
        self.faces = {side: ClockFace(side, self) for side in Side}
        for side, face in self.faces.items():
            face.pressed.connect(lambda s=side: self.driver.press(s))
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(12)
        self._first_mover = Side.RED
        self._mirrored = False
        self._shift_tap: str | None = None  # "left"/"right" while a bare Shift is held
        self._arrange()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        driver.changed.connect(self.refresh)
        self.refresh()

    # -- layout ----------------------------------------------------------------------

    def face_order(self) -> tuple[Side, Side]:
        """Sides shown left to right."""
        first = self._first_mover
        return (first.opponent, first) if self._mirrored else (first, first.opponent)

    def set_mirrored(self, mirrored: bool) -> None:
        """Show the first mover's face on the right instead of the left."""
        self._mirrored = mirrored
        self._arrange()

    def set_first_mover(self, side: Side) -> None:
        """The side that moves first (Red, unless a set-up position says otherwise);
        also the face the arbiter's start key starts."""
        self._first_mover = Side(side)
        self.driver.first_mover = self._first_mover
        self._arrange()

    def _arrange(self) -> None:
        for face in self.faces.values():
            self._layout.removeWidget(face)
        for side in self.face_order():
            self._layout.addWidget(self.faces[side], 1)

    # -- input -------------------------------------------------------------------------

    def set_key_bindings(self, keys: KeyBindings) -> None:
        """Use other keys for the faces and the pause."""
        self.keys = keys

    def handle_key(self, event: QKeyEvent) -> bool:
        """Act on a key press of the clock's bindings; True when it was one.

        Public so a main window can forward keys while another widget has focus (forward
        key releases to :meth:`handle_key_release` too, for the Shift taps). Auto-repeat of
        a held key never presses twice; a key held with Ctrl, Alt or Meta is a shortcut,
        not a clock press.
        """
        key = event.key()
        end = shift_key_end(event) if self.keys.shift_keys else None
        self._shift_tap = end if end is not None and not _with_command(event) else None
        if end is not None or _with_command(event):
            return end is not None
        left, right = self.face_order()
        if key in self.keys.left:
            side: Side | None = left
        elif key in self.keys.right:
            side = right
        elif key in self.keys.pause:
            side = None
        else:
            return False
        if not event.isAutoRepeat():
            if side is None:
                self.driver.toggle_pause()
            else:
                self.driver.press(side)
        return True

    def handle_key_release(self, event: QKeyEvent) -> bool:
        """A Shift key released after a bare tap presses its face; True when it did."""
        end = shift_key_end(event) if self.keys.shift_keys else None
        tap, self._shift_tap = self._shift_tap, None
        if end is None or end != tap or event.isAutoRepeat():
            return False
        left, right = self.face_order()
        self.driver.press(left if end == "left" else right)
        return True

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if self.handle_key_release(event):
            event.accept()
        else:
            super().keyReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if self.handle_key(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    # -- display -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the clock's current state on both faces."""
        clock = self.driver.clock
        if clock is None:
            return
        for side, face in self.faces.items():
            reading = clock.reading(side)
            byo = clock.control(side).byoyomi
            period = None if byo is None else byo.period_ns
            face.show_reading(reading, byoyomi_text(reading, period), clock.status)

    def face_texts(self, side: Side) -> dict[str, str]:
        """The texts a face shows now (digits, flag, info, byoyomi, state)."""
        face = self.faces[Side(side)]
        return {
            "digits": face.digits_label.text(), "flag": face.flag_label.text(),
            "info": face.info_label.text(), "byoyomi": face.byoyomi_label.text(),
            "state": face.state_label.text(),
        }


def keys_from_names(names: Iterable[str]) -> tuple[int, ...]:
    """Qt key codes from names such as ``"Z"``, ``"Slash"``, ``"Space"``
    (``Qt.Key.Key_<name>``); raises ``ValueError`` naming an unknown key."""
    codes = []
    for name in names:
        member = getattr(Qt.Key, f"Key_{name}", None)
        if member is None:
            raise ValueError(f"unknown key name {name!r}")
        codes.append(int(member))
    return tuple(codes)


__all__: Sequence[str] = [
    "Beeper", "ClockDriver", "ClockFace", "ClockWidget", "KeyBindings", "PressMode",
    "WarningPolicy", "byoyomi_text", "format_clock_time", "keys_from_names", "shift_key_end",
]
