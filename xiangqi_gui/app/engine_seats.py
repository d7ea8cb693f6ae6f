"""EngineSeats: one engine process per engine side of the live game.

The controller (:class:`~xiangqi_gui.app.controller.GameController`) starts the seats with
a game, asks :meth:`EngineSeats.sync` after every applied change (which engine is due, which
request no longer fits) and closes them when the game ends or the window closes. An
engine's move comes back as the :class:`~xiangqi_gui.play.live.LiveGame` input
``engine_move``; a failed engine as ``engine_failed`` (a person plays that side from then
on). Each engine runs in a :class:`~xiangqi_gui.engine.qt.transport.QtEngineTransport`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from xiangqi_gui.engine.errors import EngineError
from xiangqi_gui.play.live import Changes, LiveGame
from xiangqi_gui.rules import Color, Move
from xiangqi_gui.rules.message import Message
from xiangqi_gui.ui.messages import language_of, render_all, value_text

if TYPE_CHECKING:
    from xiangqi_gui.app.controller import GameController
    from xiangqi_gui.engine.qt.transport import QtEngineTransport


class EngineSeats(QObject):
    """The engine processes of ``controller``'s game (see the module docstring).

    ``engines``: the running process of each engine side; :attr:`thinking`: a requested
    move has not arrived.
    """

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self._controller = controller
        self.engines: dict[Color, QtEngineTransport] = {}
        self._asked: dict[Color, int] = {}  # side -> the ply its move was asked for

    @property
    def thinking(self) -> bool:
        """True while an engine's requested move has not arrived."""
        return bool(self._asked)

    def start(self) -> None:
        """Start the game's engine sides; an engine that cannot start fails at once (its
        side is a person's), else the engine to move first is asked."""
        failures = []
        for color in Color:
            seat = self._controller.game.setup.engine(color)
            if seat is None:
                continue
            from xiangqi_gui.engine.qt.transport import QtEngineTransport  # first engine game

            engine = QtEngineTransport(self)
            engine.best_move.connect(self._on_best_move)
            engine.error.connect(self._on_engine_error)
            try:
                engine.start(seat.path, seat.dialect, options=seat.options())
            except (EngineError, RuntimeError) as exc:
                engine.deleteLater()
                failures.append((color, _reason(exc)))
                continue
            self.engines[color] = engine
        for color, reason in failures:
            self.fail(color, reason)
        if not failures:
            self._controller.apply(Changes())  # an engine to move first starts thinking

    def sync(self) -> str:
        """Cancel requests that no longer fit; ask the engine that is due. Returns the
        "thinking" sentence, or ``""``."""
        request = self._controller.game.engine_request()
        for color, ply in list(self._asked.items()):
            if request is None or request.color is not color or request.ply != ply:
                del self._asked[color]
                self.engines[color].stop()
        if request is not None and request.color in self.engines \
                and request.color not in self._asked:
            try:
                self.engines[request.color].request(request.start_fen, request.moves,
                                                    request.limits)
            except (ValueError, RuntimeError) as exc:
                QTimer.singleShot(0, lambda c=request.color, e=exc: self.fail(c, _reason(e)))
                return ""
            self._asked[request.color] = request.ply
            if request.cap_ms is not None:
                QTimer.singleShot(request.cap_ms, lambda c=request.color, p=request.ply:
                                  self._cap_reached(c, p))
        return self._thinking_text()

    def _thinking_text(self) -> str:
        for color in self._asked:
            return self.tr("Engine is thinking… ({0}: {1})").format(
                value_text(color, "", language_of(None)), self.engines[color].name)
        return ""

    def _cap_reached(self, color: Color, ply: int) -> None:
        """The engine of ``color`` still thinks on ``ply`` at its think-time cap: it must
        move now (its best move so far)."""
        if self._asked.get(color) == ply and color in self.engines:
            self.engines[color].move_now()

    def _color_of(self, sender: QObject | None) -> Color | None:
        return next((c for c, e in self.engines.items() if e is sender), None)

    def _on_best_move(self, iccs: str) -> None:  # bound methods only: see transport.py
        color = self._color_of(self.sender())
        if color is None or color not in self._asked:
            return
        move = Move.from_iccs(iccs)
        self._controller.act(LiveGame.engine_move, color, move.from_square, move.to_square,
                             self._asked.pop(color))

    def _on_engine_error(self, error: object) -> None:
        color = self._color_of(self.sender())
        if color is not None:
            self.fail(color, _reason(error) if isinstance(error, Exception) else str(error))

    def fail(self, color: Color, text: str | Message) -> None:
        """``color``'s engine failed: close it; a person plays that side from now on.
        ``text`` says why (an engine error's message, shown in the UI language)."""
        engine = self.engines.pop(color, None)
        self._asked.pop(color, None)
        if engine is not None:
            engine.close()
            engine.deleteLater()
        changes = self._controller.act(LiveGame.engine_failed, color, text)
        self._controller.engine_failed.emit(render_all(changes.messages))

    def close(self) -> None:
        """Close every engine process (the game ended, a new one starts, the window
        closes)."""
        self._asked.clear()
        for engine in self.engines.values():
            engine.close()
            engine.deleteLater()
        self.engines.clear()


def _reason(error: BaseException) -> Message | str:
    """Why an engine failed: the engine error's message (translated when shown), else the
    error's text (a ``RuntimeError`` of the transport, English)."""
    message = getattr(error, "message", None)
    return message if isinstance(message, Message) else str(error)
