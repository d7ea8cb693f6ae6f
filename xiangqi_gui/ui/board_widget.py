"""BoardWidget: paints a xiangqi position and turns mouse input into intents.

The widget has no xiangqi logic (the chessground split, docs/references.md §10): it
shows a position snapshot and emits what the player did. The arbiter decides.

Signals
-------
``touched(int square)``
    every left-button press on a piece (touch-move reporting, art. 5 of the CXA
    rules is applied by the arbiter, not here);
``move_requested(int from_sq, int to_sq)``
    a drop on another square or the second click of a click-click move;
``move_gesture(int from_sq, int to_sq, bool dropped)``
    the same, saying which: ``dropped`` for a drop of a dragged piece (a placement,
    art. 5.7), False for a second click (a placement only where the piece can go);
``drag_cancelled(int from_sq)``
    a drag released outside the board: the piece snapped back (case R23, docs/references.md §8);
``input_refused(int square)``
    a left-button press on the board while it takes no input (the listener says why:
    a paused clock, a press still due ...);
``message(str)``
    a refusal in words, e.g. the touch-move reason given to
    :meth:`BoardWidget.set_locked_selection`; it is also shown on the board.

Squares are ints 0..89 as in the rules core (``sq = rank * 9 + file``).
Flipping (:meth:`BoardWidget.set_flipped`) rotates the view by 180 degrees and
changes no square (case R21).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from xiangqi_gui.rules import Color
from xiangqi_gui.ui.board_geometry import FILES, RANKS, BoardGeometry, Point
from xiangqi_gui.ui.fonts import board_font, load_bundled_font
from xiangqi_gui.ui.pieces import THEMES, WOOD, PieceRenderer, Theme

if TYPE_CHECKING:
    from xiangqi_gui.rules import Move, Position

#: Pointer travel (logical px) before a press on a piece becomes a drag (chessground uses 3).
DRAG_THRESHOLD = 4.0
#: Default move animation length in milliseconds; 0 disables animation.
DEFAULT_ANIMATION_MS = 160
#: How long a refusal message stays on the board, in milliseconds.
NOTICE_MS = 2500

BACKGROUND = QColor(236, 200, 140)
LINE = QColor(90, 50, 20)
LAST_MOVE = QColor(255, 225, 60, 150)
SELECTED = QColor(30, 150, 60)
LOCKED = QColor(220, 120, 0)
CHECK = QColor(230, 0, 0)
TARGET = QColor(30, 120, 40, 150)
ARROW = QColor(20, 90, 200, 170)
"""The analysis pane's best-move arrow."""

# Cannon and soldier start points, (file, rank): the little corner marks on the board.
_MARK_POINTS = [(f, r) for f in (1, 7) for r in (2, 7)] + [
    (f, r) for f in (0, 2, 4, 6, 8) for r in (3, 6)
]


@dataclass
class _Press:
    """A left-button press on the piece on ``square``, at widget point ``origin``.

    ``was_selected``: the piece was already selected (a click without drag deselects it);
    ``dragging``: the pointer moved at least ``DRAG_THRESHOLD`` pixels since the press.
    """

    square: int
    origin: QPointF
    was_selected: bool
    dragging: bool = False


class BoardWidget(QWidget):
    """Custom-painted xiangqi board; see the module docstring for the signals."""

    touched = Signal(int)
    move_requested = Signal(int, int)
    move_gesture = Signal(int, int, bool)
    drag_cancelled = Signal(int)
    input_refused = Signal(int)  # a press on a square while the board takes no input
    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(180, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(False)
        self._pieces: dict[int, str] = {}
        self._last_move: tuple[int, int] | None = None
        self._check_square: int | None = None
        self._red_to_move: bool | None = None
        self._selection: int | None = None
        self._lock_reason: str | None = None
        self._dests: dict[int, frozenset[int]] = {}
        self._show_targets = False
        self._interactive = True
        self._flipped = False
        self._traditional = False
        self._press: _Press | None = None
        self._drag_point: QPointF | None = None
        self._dropped: tuple[int, int] | None = None
        self._notice: str | None = None
        self._arrow: Move | None = None
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._clear_notice)
        self._renderer = PieceRenderer()
        self._static: QPixmap | None = None
        self._static_key: tuple[int, int, float, bool] | None = None
        self._anim_move: tuple[int, int] | None = None
        self._anim_progress = 1.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._animation.setDuration(DEFAULT_ANIMATION_MS)
        self._animation.valueChanged.connect(self._on_animation_step)
        self._animation.finished.connect(self._on_animation_finished)

    # ------------------------------------------------------------------ state API

    def set_position(
        self,
        pos: Position,
        *,
        last_move: tuple[int, int] | None = None,
        animate: bool = True,
    ) -> None:
        """Show ``pos`` (a ``xiangqi_gui.rules.Position``).

        ``last_move`` ``(from_sq, to_sq)`` defaults to the last move of
        ``pos.move_stack``; it is highlighted and, when ``animate`` is true and
        the move did not come from a drop on this widget, animated. The general
        of the side to move is marked when ``pos.is_check()``. The selection
        and any touch-move lock are cleared. Knowing the side to move, a press
        on a piece of the side to move while a piece of the other side is
        selected selects it instead of requesting a capture.
        """
        pieces: dict[int, str] = {}
        for sq in range(FILES * RANKS):
            piece = pos.piece_at(sq)
            if piece is not None:
                pieces[sq] = piece.symbol()
        if last_move is None and pos.move_stack:
            move = pos.move_stack[-1]
            last_move = (move.from_square, move.to_square)
        check = pos.king_square(pos.turn) if pos.is_check() else None
        self.set_pieces(pieces, last_move=last_move, check_square=check, animate=animate)
        self._red_to_move = pos.turn == Color.RED

    def set_pieces(
        self,
        pieces: Mapping[int, str],
        *,
        last_move: tuple[int, int] | None = None,
        check_square: int | None = None,
        animate: bool = False,
    ) -> None:
        """Show a placement given as ``{square: FEN letter}``; see :meth:`set_position`.

        Raises ``ValueError`` for a square outside 0..89.
        """
        for sq in pieces:
            if not 0 <= sq < FILES * RANKS:
                raise ValueError(f"square out of range 0..89: {sq}")
        self._finish_animation()
        self._red_to_move = None
        self._pieces = dict(pieces)
        self._last_move = last_move
        self._check_square = check_square
        self._selection = None
        self._lock_reason = None
        self._press = None
        self._drag_point = None
        from_drop = last_move is not None and last_move == self._dropped
        self._dropped = None
        if (
            animate
            and last_move is not None
            and not from_drop
            and last_move[1] in self._pieces
            and self._animation.duration() > 0
        ):
            self._anim_move = last_move
            self._anim_progress = 0.0
            self._animation.start()
        self.update()

    def pieces(self) -> dict[int, str]:
        """The shown placement as ``{square: FEN letter}`` (a copy)."""
        return dict(self._pieces)

    def set_flipped(self, flipped: bool) -> None:
        """Rotate the view by 180 degrees (Black at the bottom) or back; squares never change."""
        if flipped != self._flipped:
            self._flipped = flipped
            self._press = None
            self._drag_point = None
            self.update()

    def is_flipped(self) -> bool:
        """True when Black is at the bottom."""
        return self._flipped

    def set_traditional(self, traditional: bool) -> None:
        """Draw traditional piece characters (帥傌俥 ...) instead of simplified ones."""
        self._traditional = traditional
        self.update()

    def set_theme(self, name: str) -> None:
        """Board and piece colours: ``wood`` (default) or ``contrast`` (see ``pieces.THEMES``;
        an unknown name means ``wood``)."""
        theme = THEMES.get(name, WOOD)
        if theme is not self._renderer.theme:
            self._renderer.set_theme(theme)
            self._static = None
            self.update()

    def theme(self) -> Theme:
        """The colours in use."""
        return self._renderer.theme

    def set_selection(self, square: int | None) -> None:
        """Select ``square`` (or nothing); also releases a touch-move lock."""
        self._selection = square
        self._lock_reason = None
        self.update()

    def set_locked_selection(self, square: int, reason: str) -> None:
        """Select ``square`` and refuse to pick another piece until released (touch-move).

        ``reason`` is the sentence shown (and emitted through ``message``) when
        the player presses another of their pieces, e.g. "Touch-move (art. 5):
        you touched the chariot on h0 and must move it".
        """
        self._selection = square
        self._lock_reason = reason
        self.update()

    def selection(self) -> int | None:
        """The selected square, or None."""
        return self._selection

    def locked_reason(self) -> str | None:
        """The touch-move reason while the selection is locked, else None."""
        return self._lock_reason

    def set_interactive(self, interactive: bool) -> None:
        """Accept (True) or ignore (False) mouse input; ignoring also cancels a drag."""
        self._interactive = interactive
        if not interactive:
            self._press = None
            self._drag_point = None
            self.update()

    def set_dests(self, dests: Mapping[int, Iterable[int]]) -> None:
        """Legal destinations per origin square, used only to draw target dots."""
        self._dests = {sq: frozenset(targets) for sq, targets in dests.items()}
        self.update()

    def set_show_targets(self, show: bool) -> None:
        """Show the legal-target dots of the selected piece (off in competition presets)."""
        self._show_targets = show
        self.update()

    def set_animation_ms(self, ms: int) -> None:
        """Move animation length in milliseconds; 0 disables it (used by tests)."""
        self._finish_animation()
        self._animation.setDuration(max(0, ms))

    def is_animating(self) -> bool:
        """True while a move animation runs."""
        return self._anim_move is not None

    def notice(self) -> str | None:
        """The refusal message currently shown on the board, or None."""
        return self._notice

    # ------------------------------------------------------------------ geometry

    def geometry_model(self) -> BoardGeometry:
        """The current square <-> pixel mapping (logical pixels)."""
        return BoardGeometry(max(1, self.width()), max(1, self.height()), self._flipped)

    def square_center(self, sq: int) -> QPointF:
        """Centre of square ``sq`` in widget coordinates."""
        p = self.geometry_model().point(sq)
        return QPointF(p.x, p.y)

    def square_at(self, point: QPointF) -> int | None:
        """Square under ``point`` (widget coordinates), None outside the board."""
        return self.geometry_model().square_at(point.x(), point.y())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(540, 600)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return round(width * 600 / 540)

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            sq = self.square_at(event.position())
            if not self._interactive and event.button() == Qt.MouseButton.LeftButton \
                    and sq is not None:
                self.input_refused.emit(sq)
            event.ignore()
            return
        self._finish_animation()
        sq = self.square_at(event.position())
        if sq is None:
            if self._lock_reason is None:
                self._selection = None
            self.update()
            return
        self._on_press(sq, event.position())
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        press = self._press
        if press is None:
            return
        if not press.dragging:
            delta = event.position() - press.origin
            if abs(delta.x()) + abs(delta.y()) < DRAG_THRESHOLD:
                return
            press.dragging = True
        self._drag_point = event.position()
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        press = self._press
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = None
        self._drag_point = None
        if press.dragging:
            self._on_drop(press.square, self.square_at(event.position()))
        elif press.was_selected and self._lock_reason is None:
            self._selection = None
        self.update()

    def _on_press(self, sq: int, point: QPointF) -> None:
        symbol = self._pieces.get(sq)
        selected = self._selection
        if symbol is None:
            if selected is not None:
                self._request_move(selected, sq)
            return
        if selected is not None and self._is_capture_attempt(selected, symbol):
            # the press is the destination of the selected piece's move, not a touch of the
            # enemy piece: one illegal capture is one illegal move (art. 8.1.8), not also 8.1.5
            self._request_move(selected, sq)
            return
        self.touched.emit(sq)
        # a listener may have locked the selection (touch-move) in answer to the touch
        selected = self._selection
        if self._lock_reason is not None and selected != sq:
            self._show_notice(self._lock_reason)
            return
        self._press = _Press(sq, point, was_selected=selected == sq)
        self._selection = sq

    def _is_capture_attempt(self, selected: int, symbol: str) -> bool:
        """A press on an enemy of the selected piece, when that piece's side is to move."""
        selected_symbol = self._pieces.get(selected)
        return (
            selected_symbol is not None
            and selected_symbol.isupper() != symbol.isupper()
            and self._red_to_move in (None, selected_symbol.isupper())
        )

    def _on_drop(self, origin: int, target: int | None) -> None:
        if target is None:
            self.drag_cancelled.emit(origin)
            return
        if target != origin:
            self._dropped = (origin, target)
            self._request_move(origin, target, dropped=True)

    def _request_move(self, from_sq: int, to_sq: int, *, dropped: bool = False) -> None:
        if self._lock_reason is None:
            self._selection = None
        self.move_requested.emit(from_sq, to_sq)
        self.move_gesture.emit(from_sq, to_sq, dropped)

    def _show_notice(self, text: str) -> None:
        self._notice = text
        self._notice_timer.start(NOTICE_MS)
        self.message.emit(text)

    def _clear_notice(self) -> None:
        self._notice = None
        self.update()

    # ------------------------------------------------------------------ animation

    def _on_animation_step(self, value: object) -> None:
        self._anim_progress = float(value)  # type: ignore[arg-type]
        self.update()

    def _on_animation_finished(self) -> None:
        self._anim_move = None
        self._anim_progress = 1.0
        self.update()

    def _finish_animation(self) -> None:
        if self._animation.state() == QVariantAnimation.State.Running:
            self._animation.stop()
        self._on_animation_finished()

    # ------------------------------------------------------------------ painting

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        self._static = None
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        try:
            self.paint(painter, self.devicePixelRatioF())
        finally:
            painter.end()

    def paint(self, painter: QPainter, dpr: float = 1.0) -> None:
        """Paint the whole board with ``painter`` at the widget's current size.

        ``dpr`` is the device pixel ratio of the painter's device (the widget's
        ``devicePixelRatioF()``, or a QImage's ``devicePixelRatio()``); pixmap
        caches are built at that resolution.
        """
        geo = self.geometry_model()
        painter.drawPixmap(0, 0, self._static_layer(geo, dpr))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_highlights(painter, geo)
        self._paint_pieces(painter, geo, dpr)
        self._paint_targets(painter, geo)
        self._paint_arrow(painter, geo)
        if self._notice:
            self._paint_notice(painter, geo)

    def _static_layer(self, geo: BoardGeometry, dpr: float) -> QPixmap:
        key = (self.width(), self.height(), dpr, self._flipped)
        if self._static is None or self._static_key != key:
            pix = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(self.palette().color(self.backgroundRole()))
            painter = QPainter(pix)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            paint_static_board(painter, geo, self._renderer.theme)
            painter.end()
            self._static, self._static_key = pix, key
        return self._static

    def _paint_highlights(self, painter: QPainter, geo: BoardGeometry) -> None:
        half = geo.cell * 0.5
        painter.setPen(Qt.PenStyle.NoPen)
        if self._last_move is not None:
            painter.setBrush(LAST_MOVE)
            for sq in self._last_move:
                p = geo.point(sq)
                painter.drawRoundedRect(
                    QRectF(p.x - half, p.y - half, 2 * half, 2 * half), half * 0.2, half * 0.2
                )
        if self._check_square is not None:
            king = _qpoint(geo.point(self._check_square))
            glow = QRadialGradient(king, geo.cell * 0.75)
            glow.setColorAt(0.0, CHECK)
            glow.setColorAt(0.55, QColor(CHECK.red(), 0, 0, 160))
            glow.setColorAt(1.0, QColor(CHECK.red(), 0, 0, 0))
            painter.setBrush(glow)
            painter.drawEllipse(king, geo.cell * 0.75, geo.cell * 0.75)

    def _paint_pieces(self, painter: QPainter, geo: BoardGeometry, dpr: float) -> None:
        radius = geo.piece_radius
        dragged = self._press.square if self._press and self._press.dragging else None
        for sq, symbol in self._pieces.items():
            centre = self._animated_point(geo, sq)
            if sq == dragged:
                self._renderer.draw(
                    painter,
                    symbol,
                    centre,
                    radius,
                    dpr,
                    traditional=self._traditional,
                    opacity=0.35,
                )
                continue
            self._renderer.draw(painter, symbol, centre, radius, dpr, traditional=self._traditional)
        if self._selection is not None and self._selection in self._pieces:
            colour = LOCKED if self._lock_reason is not None else SELECTED
            painter.setPen(QPen(colour, max(2.0, geo.cell * 0.07)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            centre = self._animated_point(geo, self._selection)
            painter.drawEllipse(centre, radius * 1.04, radius * 1.04)
        if dragged is not None and self._drag_point is not None:
            symbol = self._pieces[dragged]
            self._renderer.draw(
                painter, symbol, self._drag_point, radius * 1.08, dpr, traditional=self._traditional
            )

    def _animated_point(self, geo: BoardGeometry, sq: int) -> QPointF:
        if self._anim_move is not None and sq == self._anim_move[1]:
            start, end = geo.point(self._anim_move[0]), geo.point(sq)
            t = self._anim_progress
            return QPointF(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t)
        return _qpoint(geo.point(sq))

    def _paint_targets(self, painter: QPainter, geo: BoardGeometry) -> None:
        if not self._show_targets or self._selection is None:
            return
        painter.setBrush(TARGET)
        painter.setPen(Qt.PenStyle.NoPen)
        for sq in self._dests.get(self._selection, ()):
            p = _qpoint(geo.point(sq))
            if sq in self._pieces:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(TARGET, geo.cell * 0.08))
                painter.drawEllipse(p, geo.piece_radius, geo.piece_radius)
                painter.setBrush(TARGET)
                painter.setPen(Qt.PenStyle.NoPen)
            else:
                painter.drawEllipse(p, geo.cell * 0.14, geo.cell * 0.14)

    def set_arrow(self, move: Move | None) -> None:
        """Draw ``move`` as an arrow over the board (the analysis pane's best move), or
        remove the arrow with ``None``."""
        if self._arrow != move:
            self._arrow = move
            self.update()

    @property
    def arrow(self) -> Move | None:
        """The move drawn as an arrow, or None."""
        return self._arrow

    def _paint_arrow(self, painter: QPainter, geo: BoardGeometry) -> None:
        move = self.arrow
        if move is None:
            return
        start, end = _qpoint(geo.point(move.from_square)), _qpoint(geo.point(move.to_square))
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        head = geo.cell * 0.42
        tip = QPointF(end.x() - ux * geo.piece_radius * 0.3, end.y() - uy * geo.piece_radius * 0.3)
        base = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        painter.setPen(QPen(ARROW, geo.cell * 0.13, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, base)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ARROW)
        wing = head * 0.55
        painter.drawPolygon([tip, QPointF(base.x() - uy * wing, base.y() + ux * wing),
                             QPointF(base.x() + uy * wing, base.y() - ux * wing)])

    def _paint_notice(self, painter: QPainter, geo: BoardGeometry) -> None:
        font = self.font()
        # UI font first, the bundled CJK subset as fallback for Chinese words in the reason
        font.setFamilies([font.family(), load_bundled_font()])
        font.setPixelSize(max(10, round(geo.cell * 0.3)))
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(geo.left, geo.top + geo.cell * 3.7, geo.cell * 8, geo.cell * 1.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 20, 0, 215))
        painter.drawRoundedRect(box, geo.cell * 0.15, geo.cell * 0.15)
        painter.setPen(QColor(255, 240, 200))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(box.adjusted(8, 4, -8, -4), int(flags), self._notice or "")


def _qpoint(p: Point) -> QPointF:
    return QPointF(p.x, p.y)


def paint_static_board(painter: QPainter, geo: BoardGeometry, theme: Theme = WOOD) -> None:
    """Paint the parts that depend only on size and orientation.

    Frame, the 9 x 10 lines (inner files broken by the river), palace
    diagonals, cannon/soldier marks, 楚河 汉界 and the file numbers.
    """
    cell = geo.cell
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.background)
    painter.drawRoundedRect(QRectF(*geo.board_rect()), cell * 0.12, cell * 0.12)
    width = max(1.0, cell * 0.035)
    painter.setPen(QPen(theme.line, width * 2.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = cell * 0.3
    painter.drawRect(
        QRectF(geo.left - frame, geo.top - frame, 8 * cell + 2 * frame, 9 * cell + 2 * frame)
    )
    painter.setPen(QPen(theme.line, width))
    for row in range(RANKS):
        painter.drawLine(_grid(geo, 0, row), _grid(geo, 8, row))
    for column in range(FILES):
        if column in (0, 8):
            painter.drawLine(_grid(geo, column, 0), _grid(geo, column, 9))
        else:
            painter.drawLine(_grid(geo, column, 0), _grid(geo, column, 4))
            painter.drawLine(_grid(geo, column, 5), _grid(geo, column, 9))
    for top in (0, 7):
        painter.drawLine(_grid(geo, 3, top), _grid(geo, 5, top + 2))
        painter.drawLine(_grid(geo, 5, top), _grid(geo, 3, top + 2))
    for file, rank in _MARK_POINTS:
        _paint_mark(painter, geo, *geo.view_cell(rank * FILES + file))
    _paint_river(painter, geo, theme)
    _paint_file_labels(painter, geo, theme)


def _grid(geo: BoardGeometry, column: float, row: float) -> QPointF:
    return _qpoint(geo.grid_point(column, row))


def _paint_mark(painter: QPainter, geo: BoardGeometry, column: int, row: int) -> None:
    gap, arm = geo.cell * 0.08, geo.cell * 0.2
    c = geo.grid_point(column, row)
    for dx in (-1, 1):
        if not 0 <= column + dx <= 8:
            continue
        for dy in (-1, 1):
            x, y = c.x + dx * gap, c.y + dy * gap
            painter.drawLine(QPointF(x, y), QPointF(x + dx * arm, y))
            painter.drawLine(QPointF(x, y), QPointF(x, y + dy * arm))


def _paint_river(painter: QPainter, geo: BoardGeometry, theme: Theme) -> None:
    painter.setFont(board_font(round(geo.cell * 0.62)))
    painter.setPen(theme.line)
    for text, column in (("楚", 1.5), ("河", 2.5), ("汉", 5.5), ("界", 6.5)):
        p = geo.grid_point(column, 4.5)
        box = QRectF(p.x - geo.cell / 2, p.y - geo.cell / 2, geo.cell, geo.cell)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


def _paint_file_labels(painter: QPainter, geo: BoardGeometry, theme: Theme) -> None:
    painter.setFont(board_font(round(geo.cell * 0.34)))
    size = geo.cell * 0.6
    for label in geo.file_labels():
        painter.setPen(theme.red_label if label.red else theme.black_label)
        box = QRectF(label.center.x - size / 2, label.center.y - size / 2, size, size)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label.text)
