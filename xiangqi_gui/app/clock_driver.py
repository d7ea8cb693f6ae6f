"""The clock's Qt side: :class:`ClockDriver` (display refresh, warning beeps, and the bare
table clock) and :class:`Beeper` (warning sounds).

In a game the :class:`~.controller.GameController` owns the timing: the clock belongs to
the :class:`~xiangqi_gui.play.live.LiveGame` and the controller arms the one deadline timer;
the driver only *shows* that clock (:meth:`ClockDriver.show`): a display refresh every
:data:`DISPLAY_REFRESH_MS` while a face runs, warning beeps when a face crosses a threshold
or a 读秒 second, and the sounds of the events the game reports (:meth:`ClockDriver.sound`).

Without a board (the laptop replacing a table clock, :meth:`ClockDriver.set_clock`) the
driver drives the clock itself: every press of a face completes a move, the pause key
starts/pauses/resumes, and one precise timer fires at the clock's next deadline. There is
no press duty here: who must press after a board move is the game's fact
(:attr:`LiveGame.awaiting_press`).
"""

from __future__ import annotations

import math
import struct
import tempfile
import wave
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QTimer, QUrl, Signal, SignalInstance

from xiangqi_gui.app.sound import sound_effect_class
from xiangqi_gui.clock import (
    ChessClock,
    ClockEvent,
    ClockEventKind,
    ClockStatus,
    Side,
    WarningPolicy,
)

DISPLAY_REFRESH_MS = 50
"""Interval of the display-refresh timer while a face runs, ms."""


class FaceIntents(Protocol):
    """What a clock widget emits (:class:`~xiangqi_gui.ui.clock_widget.ClockWidget`)."""

    @property
    def face_pressed(self) -> SignalInstance: ...

    @property
    def pause_pressed(self) -> SignalInstance: ...


class Beeper(QObject):
    """Warning sounds. Uses QtMultimedia's ``QSoundEffect`` when installed and the machine
    has an audio output, else stays silent (no system bell; the Preferences say why sound
    is unavailable, :meth:`.sound.ClockSounds.status`); ``muted`` silences it.
    ``beeped(kind)`` is emitted for every beep (muted or not), so tests and the UI can
    follow."""

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
        if effect is not None:
            effect.play()  # type: ignore[attr-defined]

    def prepare(self) -> None:
        """Load QtMultimedia and the beep now rather than at the first beep (a flag must
        not wait 20-30 ms for it): the program calls this after the window's first paint."""
        self._sound_effect()

    def _sound_effect(self) -> QObject | None:
        if self._tried:
            return self._effect
        self._tried = True
        effect_class, _why = sound_effect_class()
        if effect_class is None:
            return None
        effect: QObject = effect_class(self)
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
    """Shows a :class:`ChessClock` from the Qt event loop (see the module docstring).

    :param clock: a bare table clock to drive (:meth:`set_clock`), or None.

    Signals: ``changed()`` whenever the display should refresh; ``events(list)`` what a
    driven (table) clock reported.
    """

    events = Signal(object)
    changed = Signal()

    def __init__(self, clock: ChessClock | None = None, parent: QObject | None = None, *,
                 beeper: Beeper | None = None, warnings: WarningPolicy | None = None) -> None:
        super().__init__(parent)
        self._clock: ChessClock | None = None
        self._driving = False
        self.first_mover = Side.RED
        self.beeper = beeper if beeper is not None else Beeper(self)
        self.warnings = warnings if warnings is not None else WarningPolicy()
        self._deadline_timer = QTimer(self)
        self._deadline_timer.setSingleShot(True)
        self._deadline_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._deadline_timer.timeout.connect(self.refresh)
        self._display_timer = QTimer(self)
        self._display_timer.setInterval(DISPLAY_REFRESH_MS)
        self._display_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._display_timer.timeout.connect(self._on_display_tick)
        if clock is not None:
            self.set_clock(clock)

    @property
    def clock(self) -> ChessClock | None:
        """The clock shown."""
        return self._clock

    def show(self, clock: ChessClock | None,
             events: list[ClockEvent] | tuple[ClockEvent, ...] = ()) -> None:
        """Show ``clock`` (a game's clock: the game drives it, not this driver) and sound
        the ``events`` the game reported."""
        self._replace(clock, driving=False, events=events)

    def set_clock(self, clock: ChessClock) -> None:
        """Drive ``clock`` as a bare table clock (no board: every press is a move)."""
        self._replace(clock, driving=True)

    def _replace(self, clock: ChessClock | None, *, driving: bool,
                 events: list[ClockEvent] | tuple[ClockEvent, ...] = ()) -> None:
        old = self._clock
        self._deadline_timer.stop()
        self._display_timer.stop()
        if old is not None and old is not clock and self._driving \
                and old.status is not ClockStatus.STOPPED:
            old.stop()  # a table clock replaced: none of its timers fires again
        if old is not clock:
            self.warnings.reset()
        self._clock, self._driving = clock, driving
        self.sync(events)

    def attach(self, widget: FaceIntents) -> None:
        """Press the driven clock on ``widget``'s face and pause intents (table clock)."""
        widget.face_pressed.connect(self._on_face)
        widget.pause_pressed.connect(self._on_pause)

    def is_timer_active(self) -> bool:
        """True while a deadline or display timer is scheduled (for tests and shutdown)."""
        return self._deadline_timer.isActive() or self._display_timer.isActive()

    def deadline_interval_ms(self) -> int | None:
        """Remaining interval of the scheduled deadline timer, ms, or None."""
        return self._deadline_timer.remainingTime() if self._deadline_timer.isActive() else None

    # -- the table clock ---------------------------------------------------------------

    def start(self, side: Side | None = None) -> None:
        """Start ``side``'s face (default :attr:`first_mover`)."""
        if self._clock is not None and self._clock.status is ClockStatus.READY:
            self._report(self._clock.start(self.first_mover if side is None else side))

    def press(self, side: Side) -> None:
        """A press of ``side``'s face: completes a move (no board, no press duty)."""
        if self._clock is not None:
            self._report(self._clock.press(Side(side), moved=True))

    def toggle_pause(self) -> None:
        """Start a READY clock, pause a running one, resume a paused one."""
        clock = self._clock
        if clock is None:
            return
        if clock.status is ClockStatus.READY:
            self.start()
        elif clock.status is ClockStatus.RUNNING:
            self._report(clock.pause())
        elif clock.status is ClockStatus.PAUSED:
            self._report(clock.resume())

    def refresh(self) -> None:
        """Poll the driven clock now (what the deadline timer does) and reschedule."""
        if self._clock is not None and self._driving:
            self._report(self._clock.poll())

    def _on_face(self, side: object, _timestamp_ms: object = 0) -> None:
        self.press(Side(int(side)))  # type: ignore[call-overload]

    def _on_pause(self, _timestamp_ms: object = 0) -> None:
        self.toggle_pause()

    def _report(self, events: list[ClockEvent]) -> None:
        self.sync(events)
        if events:
            self.events.emit(events)

    # -- display -------------------------------------------------------------------------

    def sync(self, events: list[ClockEvent] | tuple[ClockEvent, ...] = ()) -> None:
        """After a change: (re)arm the timers, check warnings, sound ``events`` (what the
        clock reported), refresh the display."""
        clock = self._clock
        running = clock is not None and clock.status is ClockStatus.RUNNING
        if self._driving and clock is not None:
            deadline = clock.next_deadline()
            if deadline is None:
                self._deadline_timer.stop()
            else:
                delay_ns = max(0, deadline - clock.time_source())
                self._deadline_timer.start(-(-delay_ns // 1_000_000))  # ceil to whole ms
        if running and not self._display_timer.isActive():
            self._display_timer.start()
        elif not running:
            self._display_timer.stop()
        self._check_warnings()
        self.sound(events)
        self.changed.emit()

    def sound(self, events: list[ClockEvent] | tuple[ClockEvent, ...]) -> None:
        """Beep for a fallen flag or a lost 读秒 period among ``events``."""
        for event in events:
            if event.kind in (ClockEventKind.FLAG, ClockEventKind.QUOTA_MISSED):
                self.beeper.beep("flag")
            elif event.kind is ClockEventKind.PERIOD_EXPIRED:
                self.beeper.beep("period")

    def _on_display_tick(self) -> None:
        self._check_warnings()
        self.changed.emit()

    def _check_warnings(self) -> None:
        clock = self._clock
        side = None if clock is None else clock.running
        if clock is not None and side is not None:
            for kind in self.warnings.crossings(clock.reading(side)):
                self.beeper.beep(kind)
