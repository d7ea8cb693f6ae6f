"""``EnginePlayer``: the one object the game controller needs to let an engine play.

The controller owns the arbiter and the clock; the engine only proposes moves. It calls
:meth:`EnginePlayer.request_move` with the game's start FEN, the moves so far and the clock
readings, and feeds the Move from ``best_move`` into the arbiter like a player's move.
Independent of the arbiter and of the widgets.

Signals: ``ready(str)`` engine name; ``best_move(object)`` a legal
:class:`~xiangqi_gui.rules.Move` in the requested position; ``info(object)`` search
:class:`~xiangqi_gui.engine.messages.Info`; ``error(str)`` one sentence for the user.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, Signal

from ...rules import Move
from ..commands import SearchLimits
from ..dialect import Dialect
from ..discovery import guess_dialect
from .transport import QtEngineTransport


class EnginePlayer(QObject):
    """A Qt-facing engine opponent (see the module docstring)."""

    ready = Signal(str)
    best_move = Signal(object)
    info = Signal(object)
    error = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._transport: QtEngineTransport | None = None

    def start(self, path: str | os.PathLike[str], dialect: Dialect | None = None) -> None:
        """Launch the engine at ``path`` (dialect guessed from the file name when None).

        Restarts if an engine is already running. Raises :class:`EngineNotFoundError`
        when ``path`` is not executable; later failures arrive as ``error``.
        """
        self.close()
        transport = QtEngineTransport(self)
        transport.ready.connect(self._on_ready)
        transport.info.connect(self._on_info)
        transport.best_move.connect(self._on_best_move)
        transport.error.connect(self._on_error)
        self._transport = transport
        transport.start(path, dialect if dialect is not None else guess_dialect(path))

    def request_move(self, start_fen: str, moves: list[Move], *, red_ms: int | None = None,
                     black_ms: int | None = None, inc_ms: int = 0,
                     movetime_ms: int | None = None, depth: int | None = None) -> None:
        """Ask for a move in the position after ``moves`` from ``start_fen``.

        Give either both clock readings ``red_ms``/``black_ms`` (remaining ms) with the
        increment ``inc_ms``, or ``movetime_ms``, or ``depth``. A running search is
        abandoned. Raises ``ValueError`` for bad limits, a bad FEN, an illegal move in
        ``moves`` or a finished game; ``RuntimeError`` when no engine runs.
        """
        self.request(start_fen, moves, SearchLimits(
            red_ms=red_ms, black_ms=black_ms, inc_ms=inc_ms, movetime_ms=movetime_ms,
            depth=depth))

    def request(self, start_fen: str, moves: list[Move], limits: SearchLimits) -> None:
        """:meth:`request_move` with ready-made limits, e.g.
        ``SearchLimits.from_clock_ns(clock.remaining(Side.RED), clock.remaining(Side.BLACK),
        increment_ns)``. Same errors."""
        if self._transport is None:
            raise RuntimeError("no engine is running: call start() first")
        self._transport.request(start_fen, moves, limits)

    def new_game(self) -> None:
        """The next request belongs to a new game (the engine clears its state)."""
        if self._transport is not None and self._transport.session is not None:
            self._transport.session.new_game()

    def stop(self) -> None:
        """Abandon the current search (undo, game over, pause); no ``best_move`` follows."""
        if self._transport is not None:
            self._transport.stop()

    def move_now(self) -> None:
        """Make the engine play now; ``best_move`` follows."""
        if self._transport is not None:
            self._transport.move_now()

    def close(self) -> None:
        """Quit (and if needed kill) the engine. Safe to call repeatedly."""
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.close()
            transport.deleteLater()

    def _on_ready(self) -> None:
        self.ready.emit(self.name)

    def _on_info(self, info: object) -> None:
        self.info.emit(info)

    def _on_best_move(self, iccs: str) -> None:
        self.best_move.emit(Move.from_iccs(iccs))

    def _on_error(self, message: str) -> None:
        self.error.emit(message)

    @property
    def name(self) -> str:
        """Engine name from ``id name``; ``""`` when none runs."""
        return self._transport.name if self._transport is not None else ""

    @property
    def pid(self) -> int:
        """Process id of the engine, 0 when none runs (for diagnostics)."""
        return self._transport.pid if self._transport is not None else 0

    @property
    def is_running(self) -> bool:
        """True while an engine process is up."""
        return self._transport is not None and self._transport.is_running

    @property
    def is_thinking(self) -> bool:
        """True while a request is outstanding."""
        return self._transport is not None and self._transport.is_searching
