"""The analysis pane: an engine analyses the position shown and its MultiPV lines are
listed with score, depth, speed and the line in the chosen notation.

The pane owns one :class:`~xiangqi_gui.engine.qt.transport.QtEngineTransport` running an
infinite search (``go infinite``) on the position given to :meth:`AnalysisPane.set_position`;
a new position restarts the search. ``info`` lines only update the Qt-free model
(:class:`~xiangqi_gui.study.analysis.AnalysisLines`); the table is repainted by a timer at
most :data:`REFRESH_PER_S` times a second, so a fast engine cannot flood the UI thread.

Signals: ``best_move_changed(object)`` - the best line's first move (a
:class:`~xiangqi_gui.rules.Move`) or ``None``, for the board's arrow; ``failed(str)`` - the
engine crashed, hung or could not start (the pane has stopped; the game is untouched).

An engine file chosen with "Engine…" (:meth:`AnalysisPane.check_engine`) is used only after
it answered a UCI/UCCI handshake (:class:`~xiangqi_gui.engine.qt.check.EngineCheck`, in the
background) and is then started in the protocol it answered in (whatever the file is
called); a file that does not is refused with a message naming it, and the engine in use
stays. A new engine clears the old engine's lines.

Analysis belongs to casual games, browsing and study; the main window disables the pane
(:meth:`AnalysisPane.set_allowed`) during a competition game in progress.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.engine import Dialect, EngineNotFoundError, SearchLimits, find_engine
from xiangqi_gui.rules import FenError, Move, Position
from xiangqi_gui.study.analysis import AnalysisLines, AnalysisRow
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.engine_choice import checking_text, refused_text
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import error_text
from xiangqi_gui.ui.notation_box import NotationBox
from xiangqi_gui.ui.table_rows import one_line_rows

if TYPE_CHECKING:  # the engine's process code loads at the first engine used (start-up)
    from xiangqi_gui.engine.qt.check import EngineCheck
    from xiangqi_gui.engine.qt.transport import QtEngineTransport

REFRESH_PER_S = 10
"""Most repaints of the line table per second."""


LINE_COLUMN = 3
"""The table's column of the principal variation (the last one, taking the rest)."""


class AnalysisPane(QWidget):
    """See the module docstring. ``engine_path`` defaults to :func:`find_engine`'s answer."""

    best_move_changed = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QWidget | None = None, *,
                 engine_path: str | os.PathLike[str] | None = None) -> None:
        super().__init__(parent)
        self._path = str(engine_path) if engine_path is not None else _default_engine()
        self._dialect: Dialect | None = None  # None: guessed from the name at start
        self._made_check: EngineCheck | None = None  # made at the first use (start-up)
        self._transport: QtEngineTransport | None = None
        self._start_fen = Position().fen()
        self._moves: list[Move] = []
        self._lines = AnalysisLines(Position())
        self._dirty = False
        self._best: Move | None = None
        self._requested: tuple[str, tuple[Move, ...]] | None = None
        self.repaints = 0
        self._said: tuple[str, Callable[[], str]] | None = None
        self._build()
        self._timer = QTimer(self)
        self._timer.setInterval(1000 // REFRESH_PER_S)
        self._timer.timeout.connect(self._refresh)

    # -- layout ---------------------------------------------------------------------
    def _build(self) -> None:
        self.engine_label = QLabel()
        self.browse_button = QPushButton()
        self.browse_button.clicked.connect(self._choose_engine)
        self.start_button = QPushButton()
        self.start_button.setCheckable(True)
        self.start_button.toggled.connect(self._on_start_toggled)
        self.lines_box = QSpinBox()
        self.lines_box.setRange(1, 5)
        self.lines_box.valueChanged.connect(lambda _: self._restart())
        self.red_view_box = QCheckBox()
        self.red_view_box.setChecked(True)
        self.red_view_box.toggled.connect(self._on_view_changed)
        self.notation_box = NotationBox()
        self.notation_box.currentIndexChanged.connect(self._on_view_changed)
        self.table = QTableWidget(0, 4)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in (0, 1, 2):  # the numbers as wide as they need, the line the rest
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        one_line_rows(self.table)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.status = QLabel()
        self.status.setWordWrap(True)
        # narrow enough to stand beside the board and the score sheet on a laptop screen
        self.engine_label.setWordWrap(True)
        top = QHBoxLayout()
        for widget in (self.start_button, self.lines_box, self.notation_box):
            top.addWidget(widget)
        engine_row = QHBoxLayout()
        engine_row.addWidget(self.engine_label, 1)
        engine_row.addWidget(self.browse_button)
        layout = QVBoxLayout(self)
        layout.addLayout(engine_row)
        layout.addLayout(top)
        layout.addWidget(self.red_view_box)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        """Every label in the UI language (again when it changes); a message in the status
        line is said again when the pane made it (:meth:`_say`)."""
        self.engine_label.setText(self._engine_text())
        self.browse_button.setText(self.tr("Engine…"))
        self.start_button.setText(self.tr("Stop") if self.start_button.isChecked()
                                  else self.tr("Start"))
        self.lines_box.setPrefix(self.tr("Lines: "))
        self.red_view_box.setText(self.tr("Scores for Red"))
        self.red_view_box.setToolTip(self.tr("Unchecked: scores for the side to move"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Score"), self.tr("Depth"), self.tr("kN/s"), self.tr("Line")])
        if self._said is not None and self.status.text() == self._said[0]:
            self._say(self._said[1])

    def _say(self, text: Callable[[], str]) -> None:
        """Show ``text()`` in the status line (said again in a new language)."""
        shown = text()
        self._said = (shown, text)
        self.status.setText(shown)

    def _engine_text(self) -> str:
        if not self._path:
            return self.tr("No engine found: choose one with “Engine…”")
        return self.tr("Engine: %1").replace("%1", os.path.basename(self._path))

    # -- public API -----------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while the engine analyses."""
        return self._transport is not None

    def rows(self) -> list[AnalysisRow]:
        """The lines as last computed (what the table shows after the next refresh)."""
        return self._lines.rows()

    def set_engine(self, path: str | os.PathLike[str], dialect: Dialect | None = None) -> None:
        """Use the engine program at ``path`` speaking ``dialect`` (None: guessed from its
        name) without checking it; another engine's lines go, a running analysis restarts."""
        if str(path) != self._path:
            self._lines.clear()
            self._dirty = True
            self._refresh()
        self._path, self._dialect = str(path), dialect
        self.engine_label.setText(self._engine_text())
        if self.running:
            self.stop()
            self.start()

    def check_engine(self, path: str | os.PathLike[str]) -> None:
        """Use the program at ``path`` once it answers a UCI/UCCI handshake (checked in the
        background: this returns at once and the status line says so); refused, it is named
        in the status line and the engine in use stays."""
        self._check.check(path)
        self._say(lambda: checking_text(str(path)))

    @property
    def _check(self) -> EngineCheck:
        """The handshake check of the engines chosen here (made at the first use)."""
        if self._made_check is None:
            from xiangqi_gui.engine.qt.check import EngineCheck

            self._made_check = EngineCheck(self)
            self._made_check.accepted.connect(self._on_checked)
            self._made_check.refused.connect(self._on_refused)
        return self._made_check

    def _on_checked(self, engine: object) -> None:
        from xiangqi_gui.engine.qt.check import CheckedEngine

        if isinstance(engine, CheckedEngine):
            self.set_engine(engine.path, engine.dialect)
        self._said = None
        self.status.clear()

    def _on_refused(self, path: str, error: object) -> None:
        self._say(lambda: refused_text(path, error))

    def set_allowed(self, allowed: bool) -> None:
        """Enable or disable the pane; disabling stops a running analysis."""
        if not allowed:
            self.stop()
        self.setEnabled(allowed)

    def set_position(self, start_fen: str, moves: list[Move]) -> None:
        """Analyse the position after ``moves`` from ``start_fen`` from now on.

        An impossible position or a finished game (no legal move) shows a message and
        clears the lines; it never raises. The same position again changes nothing (the
        search goes on).
        """
        key = (start_fen, tuple(moves))
        if key == (self._start_fen, tuple(self._moves)) and (
                self._transport is None or self._requested == key):
            return
        self._start_fen, self._moves = start_fen, list(moves)
        self._restart()

    def start(self) -> None:
        """Start the engine (if needed) and analyse the current position."""
        if not self.start_button.isChecked():
            self.start_button.setChecked(True)  # re-enters through _on_start_toggled
            return
        if self._transport is None:
            if not self._path:
                self._fail(self._engine_text)
                return
            from xiangqi_gui.engine.qt.transport import QtEngineTransport  # at the first use

            transport = QtEngineTransport(self)
            transport.info.connect(self._on_info)
            transport.error.connect(self._on_error)
            try:
                transport.start(self._path, self._dialect)
            except (EngineNotFoundError, RuntimeError, OSError) as exc:
                transport.deleteLater()
                self._fail(exc)
                return
            self._transport = transport
        self._timer.start()
        self._restart()

    def stop(self) -> None:
        """Stop analysing and close the engine."""
        self._timer.stop()
        self._requested = None
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.close()
            transport.deleteLater()
        if self.start_button.isChecked():
            self.start_button.blockSignals(True)
            self.start_button.setChecked(False)
            self.start_button.blockSignals(False)
        self.start_button.setText(self.tr("Start"))
        self._set_best(None)

    # -- internals ------------------------------------------------------------------
    def _on_start_toggled(self, on: bool) -> None:
        self.start_button.setText(self.tr("Stop") if on else self.tr("Start"))
        if on:
            self.status.clear()
            self.start()
        else:
            self.stop()

    def _choose_engine(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose an engine program"),
                                              os.path.dirname(self._path or "")
                                              or file_folder.documents_folder())
        if path:
            self.check_engine(path)

    def _model(self) -> AnalysisLines | None:
        try:
            pos = Position.from_fen(self._start_fen)
            for move in self._moves:
                pos.push(move)
        except (FenError, ValueError) as exc:
            error = exc
            self._say(lambda: self.tr("Cannot analyse this position: %1").replace(
                "%1", error_text(error)))
            return None
        return AnalysisLines(pos, self.lines_box.value(),
                             red_view=self.red_view_box.isChecked(),
                             notation=str(self.notation_box.currentData()))

    def _restart(self) -> None:
        model = self._model()
        self._lines = model if model is not None else AnalysisLines(Position())
        self._lines.clear()
        self._dirty = True
        self._set_best(None)
        transport = self._transport
        if transport is None or model is None:
            self._refresh()
            return
        if not model.position.legal_moves():
            transport.stop()
            self._say(lambda: self.tr("The game is over in this position."))
            self._refresh()
            return
        self.status.clear()
        transport.set_options({"MultiPV": self.lines_box.value()})
        transport.request(self._start_fen, self._moves, SearchLimits(infinite=True))
        self._requested = (self._start_fen, tuple(self._moves))

    def _on_view_changed(self) -> None:
        model = self._model()
        if model is None:
            return
        model._latest = self._lines._latest  # noqa: SLF001 (same position, new view)
        self._lines = model
        self._dirty = True
        self._refresh()

    def _on_info(self, info: object) -> None:
        from xiangqi_gui.engine import Info

        if isinstance(info, Info) and self._lines.feed(info):
            self._dirty = True

    def _refresh(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        rows = self._lines.rows()
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            cells = (row.score, str(row.depth), f"{row.nps // 1000:,}" if row.nps else "",
                     row.line)
            for c, text in enumerate(cells):
                item = self.table.item(r, c)
                if item is None:
                    item = QTableWidgetItem(text)
                    self.table.setItem(r, c, item)
                else:
                    item.setText(text)
                if c == LINE_COLUMN:
                    item.setToolTip(text)  # the whole line where the column cuts it
        self.repaints += 1
        self._set_best(self._lines.best_move())

    def _set_best(self, move: Move | None) -> None:
        if move != self._best:
            self._best = move
            self.best_move_changed.emit(move)

    def _on_error(self, error: object) -> None:
        """The engine crashed, hung, could not start or sent a bad line (an
        :class:`~xiangqi_gui.engine.EngineError`): said in the UI language."""
        self._fail(error if isinstance(error, Exception) else str(error))

    def _fail(self, error: Exception | str | Callable[[], str]) -> None:
        """Stop and say why: an error (said in the UI language, again when it changes), or
        a text."""
        self.stop()

        def why() -> str:
            return error() if callable(error) else error_text(error)

        self._say(lambda: self.tr("Analysis stopped: %1").replace("%1", why()))
        self.failed.emit(why())

    def closeEvent(self, event: object) -> None:  # noqa: N802 (Qt override)
        if self._made_check is not None:
            self._made_check.cancel()
        self.stop()
        super().closeEvent(event)  # type: ignore[arg-type]


def no_engine_text() -> str:
    """Why no engine can be used when none was found on this computer, in the UI language
    (the core's :class:`~xiangqi_gui.engine.EngineNotFoundError` sentence is English)."""
    return QCoreApplication.translate(
        "AnalysisPane", "No engine found on this computer: install fairy-stockfish (apt-get "
        "install fairy-stockfish) or choose the engine file.")


def _default_engine() -> str:
    try:
        return str(find_engine())
    except EngineNotFoundError:
        return ""
