"""SeatEngine: one engine process playing one side of the live game.

A thin adapter between :class:`~xiangqi_gui.engine.qt.player.EnginePlayer` (one process, one
protocol session) and the :class:`~.controller.GameController`: it remembers which side it
plays and for which ply a move was requested, so that the controller can drop an answer
that arrives for a position that is no longer on the board (undo, pause, game over).

The engine only proposes moves; the controller feeds them to the arbiter like a player's
move. Signals are connected to bound methods only (lambdas connected to EnginePlayer
signals crashed PySide6 6.11 with a second player).

Signals:
    moved(object, object, int): the side (:class:`~xiangqi_gui.rules.Color`), the engine's
        :class:`~xiangqi_gui.rules.Move` (legal in the requested position, checked by the
        engine package) and the ply it was requested for (number of moves played then).
    failed(object, str): the side and one sentence: the engine could not start, crashed,
        timed out or sent an illegal or no move.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QProcess, Signal

from xiangqi_gui.engine.commands import SearchLimits
from xiangqi_gui.engine.qt.player import EnginePlayer
from xiangqi_gui.play.setup import EngineSeat
from xiangqi_gui.rules import Color, Move


class SeatEngine(QObject):
    """The engine of ``seat`` playing ``color`` (see the module docstring)."""

    moved = Signal(object, object, int)
    failed = Signal(object, str)

    def __init__(self, color: Color, seat: EngineSeat, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.color = color
        self.seat = seat
        self.request_ply: int | None = None
        self.player = EnginePlayer(self)
        self.player.best_move.connect(self._on_best_move)
        self.player.error.connect(self._on_error)

    def start(self) -> None:
        """Launch the engine process. Raises :class:`~xiangqi_gui.engine.EngineNotFoundError`
        when the path is not an executable file; later failures arrive as ``failed``."""
        self.player.start(self.seat.path, self.seat.dialect)

    def request(self, start_fen: str, moves: list[Move], limits: SearchLimits) -> None:
        """Ask for a move after ``moves`` from ``start_fen``; ``moved`` or ``failed`` follows.

        Raises ``ValueError`` (bad position or limits) or ``RuntimeError`` (the engine is
        not running), as :meth:`EnginePlayer.request` does.
        """
        self.request_ply = len(moves)
        try:
            self.player.request(start_fen, moves, limits)
        except (ValueError, RuntimeError):
            self.request_ply = None
            raise

    @property
    def thinking(self) -> bool:
        """True while a requested move has not arrived."""
        return self.request_ply is not None

    @property
    def pid(self) -> int:
        """Process id of the engine, 0 when none runs."""
        return self.player.pid

    @property
    def label(self) -> str:
        """The engine's name (``id name``), else its file path."""
        return self.player.name or self.seat.path

    def cancel(self) -> None:
        """Abandon the outstanding request, if any (no ``moved`` follows for it)."""
        if self.request_ply is not None:
            self.request_ply = None
            self.player.stop()

    def close(self) -> None:
        """Quit (or kill) the engine process; waits at most about 2.3 s. Idempotent.

        A process still starting is first waited for (up to 1 s): closing the transport
        while QProcess has not yet reported ``started`` makes its late ``started`` handler
        raise ``RuntimeError`` (session already closed) inside the event loop.
        """
        self.request_ply = None
        for process in self.player.findChildren(QProcess):
            if process.state() is QProcess.ProcessState.Starting:
                process.waitForStarted(1000)
        self.player.close()

    def _on_best_move(self, move: object) -> None:
        ply, self.request_ply = self.request_ply, None
        if ply is not None and isinstance(move, Move):
            self.moved.emit(self.color, move, ply)

    def _on_error(self, message: str) -> None:
        self.request_ply = None
        self.failed.emit(self.color, message)
