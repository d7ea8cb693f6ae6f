"""Clock mode: the whole window as a dual-face chess clock beside a wooden board.

:class:`ClockModeView` shows two :class:`BigFace` halves of the window. Each face paints its
digits as large as the face allows, and shows
whether it runs, the flag (the whole face turns red with 超时 / FLAG), the move counter,
the stage and the 读秒 periods. A face can be turned by 0, 90, 180 or 270 degrees toward
its player (a laptop lying flat between the players, or standing beside the board).

Layout: ``"side"`` (default) puts the faces side by side, as on a physical clock standing
beside the board: the left face is the "left" face of the keys (Preferences: "Clock mode:
left face keys", the left half of the keyboard) and shows the first mover (Red in a game
from the start position), the right face the other player. Side by side in a landscape
screen the digits are width-bound, with :data:`~xiangqi_gui.ui.clock_widget.SIDE_MARGIN` free
on each side (as in board mode): at 1366x768
"59:59" is about 1/5 of the window height, "1:59:59" about 1/7 (at least 1/12 is the
target, issue 11). ``"stacked"`` puts the left face above the right
one (a window much taller than wide, or a projector stand); it is never chosen by itself.

Pressing, as on a physical clock:

- the left half of the keyboard presses the left face, the right half the right face
  (:func:`xiangqi_gui.clock.pressfilter.key_half`), or the keys chosen in Preferences
  (:meth:`ClockModeView.set_keys`); Space (or Pause, or the key chosen) is the arbiter's
  pause/start key;
- a mouse click or a touch on a face presses it;
- a second press by the same side within the debounce interval
  (:data:`~xiangqi_gui.clock.pressfilter.DEBOUNCE_NS` unless Preferences say otherwise,
  :meth:`ClockModeView.set_debounce_ms`) is ignored, and key auto-repeat never presses.

Recording over the board: Enter (or F4) opens the move field at the bottom of the clock
(:meth:`ClockModeView.attach_entry`); while it has the keyboard, keys type the move and
press no face (a click or a touch still does); Enter records the move, Escape closes the
field. A hint line under the faces says whose moves wait to be typed
(:meth:`ClockModeView.set_hint`).

The view decides nothing about the game: it emits ``face_pressed(str face, int t_ns)``
(``face`` is ``"left"`` or ``"right"``, ``t_ns`` the input event's instant on the clock's
monotonic source, from ``time_of_event``) and ``pause_requested()``, and shows the readings
given to :meth:`ClockModeView.show_readings`. The controller maps faces to sides and plays
the presses through the live game, so art. 6 (increments, stages, 读秒, the press-without-
move foul when moves are recorded) applies exactly as in board mode.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
)
from PySide6.QtWidgets import QBoxLayout, QLabel, QVBoxLayout, QWidget

from xiangqi_gui.clock import FaceReading
from xiangqi_gui.clock.pressfilter import Debouncer, FaceKeys
from xiangqi_gui.ui.clock_widget import SIDE_MARGIN, byoyomi_text, format_clock_time
from xiangqi_gui.ui.fonts import load_bundled_font
from xiangqi_gui.ui.glyph_text import paint_centred

DIGIT_SHARE = 0.42
"""Digit cap height as a share of the face's height at most (a wide face: stacked halves,
or a face turned by 90 degrees); a face narrower than that is bound by its width."""


_RUNNING = QColor("#fff3c4")
_WAITING = QColor("#2b2b2b")
_FLAG = QColor("#c62828")


def _event_ns(event: QEvent | None) -> int:
    """The default instant of an input event (None: a click or touch reported without its
    event): now on ``time.monotonic_ns``. The controller passes its own mapping of
    ``QInputEvent.timestamp()`` onto the game clock's source."""
    del event
    return time.monotonic_ns()


class BigFace(QWidget):
    """One face of clock mode (see the module docstring). ``name``: the player's name,
    shown small above the digits."""

    clicked = Signal()

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.rotation = 0
        self.reading: FaceReading | None = None
        self.period_ns: int | None = None
        self.paused = False
        self.last_paint_ns = 0
        """``time.monotonic_ns()`` at the end of the last paint (for the latency benchmark)."""
        self.setMinimumSize(160, 120)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)

    def set_rotation(self, degrees: int) -> None:
        """Turn the face's contents by 0, 90, 180 or 270 degrees (ValueError otherwise)."""
        if degrees not in (0, 90, 180, 270):
            raise ValueError(f"rotation must be 0, 90, 180 or 270, not {degrees}")
        self.rotation = degrees
        self.update()

    def show_reading(self, reading: FaceReading, period_ns: int | None = None,
                     paused: bool = False) -> None:
        """Show ``reading`` (``period_ns``: the 读秒 period length, for its line). A face
        that starts running (the other player pressed) repaints at once, not at the next
        pass of the event loop: the player sees the own clock start within the press."""
        started = reading.running and (self.reading is None or not self.reading.running)
        self.reading, self.period_ns, self.paused = reading, period_ns, paused
        if started and self.isVisible():
            self.repaint()
        else:
            self.update()

    def digits_text(self) -> str:
        """The big digits as shown."""
        return "" if self.reading is None else format_clock_time(self.reading.display_ns)

    def digit_font(self, box_height: float, box_width: float) -> QFont:
        """The largest font whose digits fit ``box_width`` less :data:`SIDE_MARGIN` on each
        side, at most :data:`DIGIT_SHARE` of the face's height (``box_height``)."""
        font = self._font()
        font.setBold(True)
        font.setPixelSize(100)
        cap_share = QFontMetricsF(font).capHeight() / 100 or 0.72
        font.setPixelSize(max(8, round(box_height * DIGIT_SHARE / cap_share)))
        width = QFontMetricsF(font).horizontalAdvance(self.digits_text() or "0:00:00")
        usable = box_width * (1 - 2 * SIDE_MARGIN)
        if width > usable:
            font.setPixelSize(max(8, int(font.pixelSize() * usable / width)))
        return font

    def _font(self) -> QFont:
        """The widget's font with the bundled CJK font as fallback (names, 读秒, 超时)."""
        font = QFont(self.font())
        font.setFamilies([font.family(), load_bundled_font()])
        return font

    def digit_height(self) -> float:
        """Cap height of the digits in pixels at the face's current size and rotation."""
        w, h = self._box()
        return QFontMetricsF(self.digit_font(h, w)).capHeight()

    def _box(self) -> tuple[float, float]:
        if self.rotation in (90, 270):
            return float(self.height()), float(self.width())
        return float(self.width()), float(self.height())

    def paintEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()
        self.last_paint_ns = time.monotonic_ns()

    def _paint(self, painter: QPainter) -> None:
        reading = self.reading
        flagged = reading is not None and reading.flagged is not None
        lit = reading is not None and reading.running and not self.paused
        painter.fillRect(self.rect(), _FLAG if flagged else _RUNNING if lit else _WAITING)
        painter.translate(self.width() / 2, self.height() / 2)
        painter.rotate(self.rotation)
        w, h = self._box()
        painter.translate(-w / 2, -h / 2)
        ink = QColor("#000000") if lit and not flagged else QColor("#f5f5f5")
        painter.setPen(ink)
        # the digits from cached glyph pixmaps: text this large is drawn as outlines by
        # Qt (several ms a face), a pixmap blit costs microseconds
        paint_centred(painter, QRectF(0, h * 0.18, w, h * 0.6), self.digits_text(),
                      self.digit_font(h, w), ink)
        small = self._font()
        small.setPixelSize(max(10, round(h * 0.07)))
        painter.setFont(small)
        painter.drawText(QRectF(0, h * 0.03, w, h * 0.14), Qt.AlignmentFlag.AlignCenter,
                         self.name)
        painter.drawText(QRectF(0, h * 0.80, w, h * 0.17), Qt.AlignmentFlag.AlignCenter,
                         self._status_line())

    def _status_line(self) -> str:
        reading = self.reading
        if reading is None:
            return ""
        if reading.flagged is not None:
            return self.tr("FLAG 超时")
        parts = [self.tr("Moves %1").replace("%1", str(reading.moves))]
        if reading.stage_quota is not None:
            parts.append(self.tr("Stage %1: %2/%3").replace("%1", str(reading.stage)).replace(
                "%2", str(reading.moves_in_stage)).replace("%3", str(reading.stage_quota)))
        byoyomi = byoyomi_text(reading, self.period_ns)
        if byoyomi:
            parts.append(byoyomi)
        if self.paused:
            parts.append(self.tr("PAUSED 暂停"))
        return "   ".join(parts)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.TouchBegin:
            self.clicked.emit()
            event.accept()
            return True
        return super().event(event)


class ClockModeView(QWidget):
    """The two faces filling the window (see the module docstring).

    ``time_of_event`` maps an input event to its instant in ns on the clock's source
    (default: the handling instant on ``time.monotonic_ns``).
    """

    face_pressed = Signal(str, object)  # object: ns exceed a 32-bit int
    pause_requested = Signal()
    entry_opened = Signal()

    def __init__(self, parent: QWidget | None = None, *,
                 time_of_event: Callable[[QEvent | None], int] = _event_ns) -> None:
        super().__init__(parent)
        self.left = BigFace()
        self.right = BigFace()
        self.debouncer = Debouncer()
        self._time_of_event = time_of_event
        self._last_event: QEvent | None = None
        self.keys = FaceKeys()
        self.layout_mode = "side"
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        self._halves = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._halves.setContentsMargins(0, 0, 0, 0)
        self._halves.setSpacing(4)
        self._halves.addWidget(self.left, 1)
        self._halves.addWidget(self.right, 1)
        outer.addLayout(self._halves, 1)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint_font = self.hint.font()
        hint_font.setPixelSize(18)
        self.hint.setFont(hint_font)
        self.hint.hide()
        outer.addWidget(self.hint)
        self._outer = outer
        self.entry: QWidget | None = None
        self.left.clicked.connect(lambda: self._press("left"))
        self.right.clicked.connect(lambda: self._press("right"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_keys(self, keys: FaceKeys) -> None:
        """Use ``keys`` for the faces and the pause (see :class:`FaceKeys`)."""
        self.keys = keys

    def set_debounce_ms(self, ms: int) -> None:
        """Ignore a second press by the same side within ``ms`` milliseconds (0..5000;
        ValueError otherwise)."""
        if not 0 <= ms <= 5000:
            raise ValueError(f"debounce must be 0..5000 ms, not {ms}")
        self.debouncer = Debouncer(ms * 1_000_000)

    def attach_entry(self, entry: QWidget) -> None:
        """Put the move field ``entry`` at the bottom of the clock, hidden until
        :meth:`open_entry` (Enter or F4 open it while ``entry`` is enabled)."""
        self.entry = entry
        entry.hide()
        self._outer.addWidget(entry)

    def open_entry(self) -> None:
        """Show the move field and give it the keyboard (keys type, they press no face)."""
        if self.entry is None:
            return
        self.entry.show()
        field = getattr(self.entry, "field", self.entry)
        field.setFocus()
        self.entry_opened.emit()

    def close_entry(self) -> None:
        """Hide the move field; the keys press the faces again."""
        if self.entry is not None and self.entry.isVisible():
            self.entry.hide()
        self.setFocus()

    def set_hint(self, text: str) -> None:
        """The line under the faces (e.g. whose moves wait to be typed); "" hides it."""
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def set_layout(self, mode: str) -> None:
        """``"side"`` or ``"stacked"`` (see the module docstring); ValueError for anything
        else."""
        if mode not in ("side", "stacked"):
            raise ValueError(f"unknown clock-mode layout {mode!r}")
        self.layout_mode = mode
        self._arrange()

    def _arrange(self) -> None:
        direction = (QBoxLayout.Direction.TopToBottom if self.layout_mode == "stacked"
                     else QBoxLayout.Direction.LeftToRight)
        if self._halves.direction() != direction:
            self._halves.setDirection(direction)
            self._halves.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._arrange()
        super().resizeEvent(event)

    def face(self, which: str) -> BigFace:
        """The ``"left"`` or ``"right"`` face."""
        return self.left if which == "left" else self.right

    def show_readings(self, left: FaceReading, right: FaceReading, *,
                      period_ns: int | None = None, paused: bool = False) -> None:
        """Show both faces' readings (the face that starts running first)."""
        faces = [(self.left, left), (self.right, right)]
        if right.running:
            faces.reverse()
        for face, reading in faces:
            face.show_reading(reading, period_ns, paused)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        if event.isAutoRepeat():
            return
        key = event.key()
        if self.entry is not None and self.entry.isVisible():
            if key == Qt.Key.Key_Escape:  # from the move field: close it
                self.close_entry()
            return  # keys that reach the clock while the field is open press nothing
        if int(key) in self.keys.pause:
            self.pause_requested.emit()
            return
        if self.entry is not None and self.entry.isEnabled() and key in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F4):
            self.open_entry()
            return
        half = self.keys.face(int(key), event.text())
        if half is None:
            super().keyPressEvent(event)
            return
        self._last_event = event
        self._press(half)

    def _press(self, face: str) -> None:
        event = self._last_event
        self._last_event = None
        now = self._time_of_event(event)
        if self.debouncer.accept(face, now):
            self.face_pressed.emit(face, now)
