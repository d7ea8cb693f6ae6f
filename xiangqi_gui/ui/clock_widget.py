"""The dual-face chess clock widget.

:class:`ClockWidget` shows two :class:`ClockFace` side by side like a physical clock: big
digits, the running face lit, flag, moves and stage, pause state and 读秒 periods. It only
displays the clock of its source (``source.clock``, refreshed on ``source.changed``; the
app's ``ClockDriver``) and turns mouse clicks and keys into *intents*:
``face_pressed(side, timestamp_ms)`` and ``pause_pressed(timestamp_ms)``, where
``timestamp_ms`` is the input event's :meth:`QInputEvent.timestamp` (ms), so that whoever
presses the clock can count the press at the instant it was made. The widget never presses
the clock itself.

The digits are drawn from cached glyph pixmaps (:mod:`xiangqi_gui.ui.glyph_text`, shared with
clock mode): Qt fills text this large from outlines on every paint. A face that starts
running repaints within the press.

Digits (the project's own choice): ``h:mm:ss`` from one hour, ``m:ss`` below, and
``m:ss.t`` (tenths) below 20 seconds; values are truncated, so ``0:00.0`` is only
shown once the flag has fallen or in the last tenth.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QMargins, QRectF, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from xiangqi_gui.clock import ChessClock, ClockEventKind, ClockStatus, FaceReading, Side
from xiangqi_gui.ui.glyph_text import paint_centred
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.live_text import live

NS_PER_SECOND = 1_000_000_000
TENTHS_BELOW_NS = 20 * NS_PER_SECOND
"""Below this the digits show tenths of a second."""


class ClockSource(Protocol):
    """What the widget shows: a clock (or None) and a signal when to refresh."""

    first_mover: Side

    @property
    def clock(self) -> ChessClock | None: ...

    @property
    def changed(self) -> SignalInstance: ...


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


DIGITS_MARGIN = 2
"""Pixels kept free around the digits' glyphs inside their label."""

SIDE_MARGIN = 0.1
"""Share of a face's width left free on each side of the digits, in board mode and in clock
mode (:mod:`xiangqi_gui.ui.clock_mode`): "2:00:00" nearly filled a board-mode face (16 px
from its edges at 1366x768, fresh-user trial); now about 35 px there, and 68 px from the
screen's edge in clock mode."""


class DigitsLabel(QWidget):
    """The face's digits, drawn from cached glyph pixmaps
    (:func:`~xiangqi_gui.ui.glyph_text.paint_centred`) in the palette's text colour, centred
    as a centred QLabel would show them: Qt fills text this large from its outlines on every
    paint. :meth:`text` and the accessible name (what screen readers say) are the digits
    shown, ``0:59:59``. It asks for no room, so the face, not the digits, decides the size;
    :meth:`ClockFace._fit_digits` sets its font. Unlike a QLabel, a new text only repaints
    the label: it never asks the face to lay itself out again (10 times a second)."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.last_paint_ns = 0
        """``time.monotonic_ns()`` at the end of the last paint (latency benchmark)."""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setMinimumSize(1, 1)
        self.setText(text)

    def text(self) -> str:
        """The digits shown."""
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (QLabel's name)
        """Show ``text`` (a repaint; the accessible name follows)."""
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        try:
            paint_centred(painter, QRectF(self.contentsRect()), self._text, self.font(),
                          self.palette().color(self.foregroundRole()))
        finally:
            painter.end()
        self.last_paint_ns = time.monotonic_ns()


def fitting_pixel_size(base: QFont, text: str, width: int, height: int, margin: int,
                       side_margin: int | None = None) -> int:
    """The largest bold pixel size (at least 12) at which ``text``, centred in a
    ``width`` x ``height`` px box as :func:`~xiangqi_gui.ui.glyph_text.paint_centred`
    (and QLabel) centres it (the line box of ascent + descent centred vertically), keeps
    its glyphs ``margin`` px inside the box above and below, ``side_margin`` px (default
    ``margin``) left and right."""
    side = margin if side_margin is None else side_margin
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(100)
    metrics = QFontMetricsF(font)
    tight = metrics.tightBoundingRect(text)
    ascent, descent = metrics.ascent(), metrics.descent()
    across = max(metrics.horizontalAdvance(text), tight.right() - min(0.0, tight.left()))
    # glyph top: (h - (A + D)) / 2 + A + top >= margin, glyph bottom: ... + bottom <= h - margin
    up = descent - ascent - 2 * tight.top()
    down = ascent - descent + 2 * tight.bottom()
    by_height = (height - 2 * margin) * 100 / max(1.0, up, down)
    by_width = (width - 2 * side) * 100 / max(1.0, across)
    return max(12, int(min(by_height, by_width)))


class ClockFace(QFrame):
    """One face: a large press area with digits, flag, moves, stage, 读秒 and pause state.

    Emits ``pressed(timestamp_ms)`` on a left mouse press anywhere on the face (the mouse
    event's time stamp, ms).
    """

    pressed = Signal(int)

    def __init__(self, side: Side, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setObjectName(f"clockFace_{side.label}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumSize(120, 110)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name_label = QLabel()
        live(self.name_label, lambda: self.name_label.setText(
            self.tr("Red") if side is Side.RED else self.tr("Black")))
        self.digits_label = DigitsLabel("0:00")
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
        self._rows_fitted: tuple[object, ...] = ()
        self.setAutoFillBackground(True)
        self._apply_style()

    def show_reading(self, reading: FaceReading, byoyomi_text: str, status: ClockStatus) -> None:
        """Render ``reading`` (see :class:`~xiangqi_gui.clock.FaceReading`). A face that
        starts running (the other player pressed) repaints at once, not at the next pass
        of the event loop: the player sees the own clock start within the press (as clock
        mode's faces do)."""
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
        if bool(byoyomi_text) != bool(self.byoyomi_label.text()):
            self.byoyomi_label.setText(byoyomi_text)
            self._fit_digits()  # the 读秒 line came or went: the digits' room changed
        else:
            self.byoyomi_label.setText(byoyomi_text)
        status_text = _STATUS_TEXT.get(status, "")
        self.state_label.setText(QCoreApplication.translate("ClockFace", status_text)
                                 if status_text else "")
        self._fit_rows()
        flagged = reading.flagged is not None
        if reading.running != self.lit or flagged != self.flagged:
            started = reading.running and not self.lit
            self.lit = reading.running
            self.flagged = flagged
            self._apply_style()
            if started and self.isVisible():
                self.repaint()

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
        self.setPalette(palette)  # the labels inherit it
        self._size_flag()

    def _size_flag(self) -> None:
        """A fallen flag's words as large as a third of the digits: seen from across the room."""
        digits = self.digits_label.font().pixelSize()
        size = max(12, digits // 3) if self.flagged else max(12, digits // 6)
        if size != self.flag_label.font().pixelSize():
            font = QFont(self.flag_label.font())
            font.setPixelSize(size)
            self.flag_label.setFont(font)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed.emit(event.timestamp())
            event.accept()
        else:
            super().mousePressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit_digits()
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The small texts under the digits (moves, stage, state) shrink, down to 8 px, so
        that a narrow face shows them whole."""
        labels = (self.info_label, self.state_label)
        key = (self.width(), *(label.text() for label in labels))
        if key == self._rows_fitted:
            return  # nothing changed since the last fit (the display ticks 10 times a second)
        self._rows_fitted = key
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        room = self.width() - margins.left() - margins.right() - 8
        font = QFont(self.info_label.font())
        size = float(QFontInfo(self.font()).pixelSize())  # the face's own text size
        while True:
            font.setPixelSize(max(8, round(size)))
            metrics = QFontMetricsF(font)
            width = sum(metrics.horizontalAdvance(label.text()) for label in labels)
            if width <= room or size <= 8:
                break
            size *= 0.9
        if font.pixelSize() != self.info_label.font().pixelSize():
            for label in labels:
                label.setFont(font)

    def _fit_digits(self) -> None:
        """Digits as large as the face allows: the label between the name and the move
        count takes the face's spare height, and the text shown (``4:59`` or ``1:05:00``)
        fits it in both directions."""
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the label's geometry for the rows shown now
        label = self.digits_label
        rect = label.contentsRect()
        size = fitting_pixel_size(label.font(), label.text() or "0:00", rect.width(),
                                  rect.height(), DIGITS_MARGIN,
                                  _side_margin(self.width(), label.x() + rect.x()))
        if size != label.font().pixelSize():
            font = QFont(label.font())
            font.setBold(True)
            font.setPixelSize(size)
            label.setFont(font)
        self._size_flag()

    def height_for_width(self, width: int) -> int:
        """The face height (px) at which digits as wide as a ``width`` px face allows are
        not cut by the height: the rows around the digits plus the digits' own need."""
        label = self.digits_label
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        inner = width - margins.left() - margins.right()
        side = _side_margin(width, margins.left())
        need = 0.0
        for text in {label.text() or "0:00", "00:00"}:  # the widest text now, and m:ss
            size = fitting_pixel_size(label.font(), text, inner, 10_000, DIGITS_MARGIN, side)
            font = QFont(label.font())
            font.setBold(True)
            font.setPixelSize(size)
            metrics = QFontMetricsF(font)
            tight = metrics.tightBoundingRect(text)
            need = max(need, metrics.descent() - metrics.ascent() - 2 * tight.top(),
                       metrics.ascent() - metrics.descent() + 2 * tight.bottom())
        return self.sizeHint().height() + round(need) + 2 * DIGITS_MARGIN + 2

    @property
    def last_paint_ns(self) -> int:
        """``time.monotonic_ns()`` when the face's digits were last painted (latency
        benchmark: the background and the digits are what a player sees switch)."""
        return self.digits_label.last_paint_ns


def _side_margin(face_width: int, inset: int) -> int:
    """Pixels the digits keep free inside their box, left and right, so that their ink
    stays :data:`SIDE_MARGIN` of the face's width from its edges; ``inset``: px from the
    face's edge to the box."""
    return max(DIGITS_MARGIN, math.ceil(SIDE_MARGIN * face_width) - inset)


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

    :param driver: the source whose clock is shown (the app's ``ClockDriver``).

    Signals: ``face_pressed(object, int)``: a :class:`Side`'s face was pressed (mouse or
    key) with the input event's time stamp (ms); ``pause_pressed(int)``: the arbiter's
    start/pause key, with its time stamp.
    """

    face_pressed = Signal(object, int)
    pause_pressed = Signal(int)

    def __init__(self, driver: ClockSource, parent: QWidget | None = None, *,
                 keys: KeyBindings | None = None) -> None:
        super().__init__(parent)
        self.driver = driver
        self.keys = keys if keys is not None else KeyBindings()
        self.faces = {side: ClockFace(side, self) for side in Side}
        for side, face in self.faces.items():
            face.pressed.connect(lambda stamp, s=side: self.face_pressed.emit(s, stamp))
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(12)
        self._first_mover = Side.RED
        self._mirrored = False
        self._shift_tap: str | None = None  # "left"/"right" while a bare Shift is held
        self._arrange()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        driver.changed.connect(self.refresh)
        live(self, self.refresh)  # the faces' words follow the UI language

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

    def height_for_width(self, width: int) -> int:
        """The widget height (px) beyond which, at ``width`` px, taller faces would not
        give larger digits (the width limits them)."""
        margins = self._layout.contentsMargins()
        face_width = (width - margins.left() - margins.right() - self._layout.spacing()) // 2
        faces = max(face.height_for_width(face_width) for face in self.faces.values())
        return faces + margins.top() + margins.bottom()

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
                self.pause_pressed.emit(event.timestamp())
            else:
                self.face_pressed.emit(side, event.timestamp())
        return True

    def handle_key_release(self, event: QKeyEvent) -> bool:
        """A Shift key released after a bare tap presses its face; True when it did."""
        end = shift_key_end(event) if self.keys.shift_keys else None
        tap, self._shift_tap = self._shift_tap, None
        if end is None or end != tap or event.isAutoRepeat():
            return False
        left, right = self.face_order()
        self.face_pressed.emit(left if end == "left" else right, event.timestamp())
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
        """Show the clock's current state on both faces (the running face first: it
        repaints at once when it starts)."""
        clock = self.driver.clock
        if clock is None:
            return
        sides = (clock.running, clock.running.opponent) if clock.running is not None \
            else tuple(Side)
        for side in sides:
            face = self.faces[side]
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
    "SIDE_MARGIN", "ClockFace", "ClockSource", "ClockWidget", "DigitsLabel", "KeyBindings",
    "byoyomi_text",
    "format_clock_time", "keys_from_names", "shift_key_end",
]
