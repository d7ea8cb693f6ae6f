"""Game review in the window: an engine scores every position of the record in a worker
thread, with a progress bar and a cancel button; the evaluation graph under the board shows
the score for Red per ply, the marked moves (缓着 ?!, 错着 ?, 败着 ??) as dots, and a click on
the graph asks to go to that ply. When the review finishes its scores and marks are
written into the record as comments (:func:`xiangqi_gui.study.review.annotate`), so saving
keeps them. The review's work is :func:`xiangqi_gui.study.review.review_game`, the same
code as ``xiangqi analyse``.

Signals of :class:`ReviewPanel`: ``ply_chosen(int)`` (0 = the start position),
``finished(list)`` (the :class:`~xiangqi_gui.study.review.PlyReview` list, after the record
was annotated), ``failed(str)``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QThread, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from xiangqi_gui.engine import Dialect, EngineError, SearchLimits
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.study.review import DEFAULT_LIMITS, Mark, PlyReview, annotate, review_game
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import error_text

CLAMP_CP = 1000
"""Scores beyond ±10 pawns (and mates) are drawn at the graph's edge."""
_MARK_COLOURS = {Mark.INACCURACY: QColor("#f2b705"), Mark.MISTAKE: QColor("#f27405"),
                 Mark.BLUNDER: QColor("#d91e18")}


class _Worker(QObject):
    """Runs :func:`review_game` in its thread; ``progress(done, total)``, ``done(list)``,
    ``failed(str)``."""

    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, record: GameRecord, engine_path: str, dialect: Dialect | None,
                 limits: SearchLimits) -> None:
        super().__init__()
        self.record, self.engine_path, self.limits = record, engine_path, limits
        self.dialect = dialect
        self.cancelled = False

    def run(self) -> None:
        from xiangqi_gui.engine import EngineProcess  # loaded when a review runs

        try:
            with EngineProcess(self.engine_path, self.dialect) as engine:
                reviews = review_game(self.record, engine, self.limits,
                                      progress=self._progress)
        except (EngineError, OSError, ValueError) as exc:
            self.failed.emit(error_text(exc))  # in the UI language (translate is thread-safe)
            return
        self.done.emit(reviews)

    def _progress(self, done: int, total: int) -> bool:
        self.progress.emit(done, total)
        return not self.cancelled


class EvalGraph(QWidget):
    """The evaluation curve (Red's view, centipawns clamped to ±:data:`CLAMP_CP`)."""

    ply_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reviews: list[PlyReview] = []
        self.current = 0
        self.setMinimumHeight(70)

    def set_reviews(self, reviews: list[PlyReview]) -> None:
        """Show ``reviews`` (one per ply from 0)."""
        self.reviews = list(reviews)
        self.update()

    def set_current(self, ply: int) -> None:
        """Mark ply ``ply`` with a vertical line."""
        self.current = ply
        self.update()

    def point(self, ply: int, cp: int) -> QPointF:
        """Where ply ``ply`` with score ``cp`` is drawn."""
        count = max(2, len(self.reviews))
        x = 4 + (self.width() - 8) * ply / (count - 1)
        clamped = max(-CLAMP_CP, min(CLAMP_CP, cp))
        y = self.height() / 2 - (self.height() / 2 - 4) * clamped / CLAMP_CP
        return QPointF(x, y)

    def ply_at(self, x: float) -> int:
        """The ply nearest to horizontal position ``x``."""
        count = max(2, len(self.reviews))
        return max(0, min(count - 1, round((x - 4) / max(1, self.width() - 8) * (count - 1))))

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillRect(self.rect(), QColor("#fbf6ea"))
            mid = self.height() / 2
            painter.fillRect(QRectF(0, mid, self.width(), mid), QColor("#ece3cf"))
            painter.setPen(QPen(QColor("#999999"), 1))
            painter.drawLine(QPointF(0, mid), QPointF(self.width(), mid))
            if not self.reviews:
                return
            path = QPainterPath(self.point(0, self.reviews[0].red_cp))
            for review in self.reviews[1:]:
                path.lineTo(self.point(review.ply, review.red_cp))
            painter.setPen(QPen(QColor("#b41414"), 2))
            painter.drawPath(path)
            for review in self.reviews:
                if review.mark is not None and review.ply + 1 < len(self.reviews):
                    after = self.reviews[review.ply + 1]
                    painter.setBrush(_MARK_COLOURS[review.mark])
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.drawEllipse(self.point(after.ply, after.red_cp), 4, 4)
            x = self.point(self.current, 0).x()
            painter.setPen(QPen(QColor("#1e5aa8"), 1))
            painter.drawLine(QPointF(x, 0), QPointF(x, self.height()))
        finally:
            painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self.reviews and event.button() == Qt.MouseButton.LeftButton:
            self.ply_clicked.emit(self.ply_at(event.position().x()))


class ReviewPanel(QWidget):
    """Start/cancel, progress and the graph (see the module docstring)."""

    ply_chosen = Signal(int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.graph = EvalGraph()
        self.graph.ply_clicked.connect(self.ply_chosen)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.cancel_button = QPushButton()
        live(self.cancel_button, lambda: self.cancel_button.setText(self.tr("Cancel")))
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel()
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.status)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.graph, 1)
        layout.addLayout(row)
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._record: GameRecord | None = None
        app = QCoreApplication.instance()
        if app is not None:  # never leave the review thread running at exit
            app.aboutToQuit.connect(self.shutdown)

    @property
    def running(self) -> bool:
        """True while a review runs."""
        return self._thread is not None

    def start(self, record: GameRecord, engine_path: str | os.PathLike[str],
              limits: SearchLimits | None = None, *, dialect: Dialect | None = None) -> None:
        """Review ``record``'s main line in the background (default
        :data:`~xiangqi_gui.study.review.DEFAULT_LIMITS`, as ``xiangqi analyse``) with the
        engine at ``engine_path`` speaking ``dialect`` (the protocol its check learned;
        None: guessed from the file name).

        The record is annotated only when the review completes; a cancelled review keeps
        the scores so far in the graph and leaves the record untouched.
        """
        if self.running:
            return
        self._record = record
        worker = _Worker(record, str(engine_path), dialect, limits or DEFAULT_LIMITS)
        thread = QThread(self)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progress.connect(self._on_progress)
        worker.done.connect(self._on_done)
        worker.failed.connect(self._on_failed)
        self._thread, self._worker = thread, worker
        self.progress.setRange(0, len(record.mainline_moves()) + 1)
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.status.setText(self.tr("Reviewing…"))
        thread.start()

    def cancel(self) -> None:
        """Stop after the position being searched."""
        if self._worker is not None:
            self._worker.cancelled = True

    def shutdown(self, timeout_ms: int = 10_000) -> None:
        """Cancel a running review and wait for its thread to end (the program quits or
        the window closes); the record is left untouched."""
        thread = self._thread
        if thread is None:
            return
        self.cancel()
        thread.quit()
        thread.wait(timeout_ms)
        self._thread, self._worker = None, None

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _finish_thread(self) -> None:
        thread, self._thread, self._worker = self._thread, None, None
        if thread is not None:
            thread.quit()
            thread.wait()
            thread.deleteLater()
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)

    def _on_done(self, reviews: list[PlyReview]) -> None:
        cancelled = self._worker is not None and self._worker.cancelled
        self._finish_thread()
        self.graph.set_reviews(reviews)
        if cancelled or self._record is None:
            self.status.setText(self.tr("Review cancelled."))
            return
        marked = sum(1 for r in reviews if r.mark is not None)
        annotate(self._record, reviews)
        self.status.setText(self.tr("%n marked move(s).", "", marked))
        self.finished.emit(reviews)

    def _on_failed(self, message: str) -> None:
        self._finish_thread()
        self.status.setText(self.tr("Review stopped: %1").replace("%1", message))
        self.failed.emit(message)
