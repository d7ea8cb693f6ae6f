"""Checking that a chosen file is an engine before it is used: a UCI/UCCI handshake in
the background, through :class:`~xiangqi_gui.engine.qt.transport.QtEngineTransport`.
The analysis pane's "Engine…", the New game dialog's engine sides and the game review's
engine all ask :class:`EngineCheck`.

:class:`EngineCheck` starts the program, waits for its handshake (``uciok``/``ucciok``,
then ``readyok``) without blocking the UI thread and lets it go again. Signals (GUI thread):

* ``accepted(object)`` - a :class:`CheckedEngine`: the path checked, the
  :class:`~xiangqi_gui.engine.dialect.Dialect` it speaks, its ``id name`` and the options
  it declared;
* ``refused(str, object)`` - the path and the
  :class:`~xiangqi_gui.engine.errors.EngineError` why not (not an executable file, it
  exited, crashed, or did not answer within ``timeout_s``).

This check is where the window learns which protocol an engine speaks; what it learned
(:attr:`CheckedEngine.dialect`) goes with the path to wherever the engine is started (an
engine seat and the journal, the review settings, the analysis pane). The handshakes are
tried in :func:`~xiangqi_gui.engine.discovery.handshake_order` (the file name's guess
first; a program silent to it is asked the other: a UCCI engine ignores ``uci``), and the
answer gives the dialect (:func:`~xiangqi_gui.engine.discovery.answered_dialect`: a
Fairy-Stockfish is known by its ``UCI_Variant`` option whatever its file is called). A new
:meth:`EngineCheck.check` abandons the one under way. An engine that answered is
remembered for the program's run while its file is unchanged (same size and modification
time): asked again, it is accepted without being started (the New game dialog opens again
and again with the same engine).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QTimer, Signal

from ..dialect import Dialect
from ..discovery import answered_dialect, handshake_order
from ..errors import EngineError, EngineTimeoutError
from ..messages import OptionSpec
from .transport import QtEngineTransport

CHECK_TIMEOUT_S = 5.0
"""Seconds a program has for each handshake tried before it is refused."""


@dataclass(frozen=True)
class CheckedEngine:
    """An engine that answered the handshake: ``path`` as checked, the ``dialect`` it
    speaks (learned from its answer), its ``name`` (``id name``, the file name when it sent
    none) and the ``options`` it declared, by name."""

    path: str
    dialect: Dialect
    name: str
    options: dict[str, OptionSpec] = field(default_factory=dict)


_ANSWERED: dict[str, tuple[tuple[int, int], CheckedEngine]] = {}
"""Engines that answered this run, by path, with the (size, mtime in ns) of their file."""


def _stamp(path: str) -> tuple[int, int] | None:
    """(size, modification time in ns) of the file at ``path``, None when it is gone."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_size, info.st_mtime_ns


def remembered(path: str | os.PathLike[str]) -> CheckedEngine | None:
    """The engine at ``path`` as it answered earlier this run, None when it did not (or
    its file changed since)."""
    known = _ANSWERED.get(str(path))
    return known[1] if known is not None and known[0] == _stamp(str(path)) else None


class EngineCheck(QObject):
    """One handshake at a time; see the module docstring for the signals."""

    accepted = Signal(object)
    refused = Signal(str, object)

    def __init__(self, parent: QObject | None = None, *,
                 timeout_s: float = CHECK_TIMEOUT_S) -> None:
        super().__init__(parent)
        self.timeout_s = timeout_s
        self._transport: QtEngineTransport | None = None
        self._path = ""
        self._dialects: list[Dialect] = []
        self._serial = 0  # a check answered from memory is dropped once a newer one began

    @property
    def checking(self) -> str:
        """The path being checked, ``""`` when none."""
        return self._path

    def check(self, path: str | os.PathLike[str]) -> None:
        """Check the program at ``path``; ``accepted`` or ``refused`` follows (never at once,
        always from the event loop)."""
        self.cancel()
        self._path = str(path)
        known = remembered(self._path)
        if known is not None:
            serial = self._serial
            QTimer.singleShot(0, self, lambda: self._recalled(serial, known))
            return
        self._dialects = list(handshake_order(self._path))
        self._try_next()

    def cancel(self) -> None:
        """Abandon the check under way (nothing is emitted for it)."""
        self._serial += 1
        self._path = ""
        self._drop_transport()

    def _drop_transport(self) -> None:
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.close_later()
            transport.deleteLater()

    def _recalled(self, serial: int, engine: CheckedEngine) -> None:
        if serial == self._serial:
            self._path = ""
            self.accepted.emit(engine)

    def _try_next(self) -> None:
        dialect = self._dialects.pop(0)
        transport = QtEngineTransport(self, startup_timeout_s=self.timeout_s)
        transport.ready.connect(lambda: self._answered(transport, dialect))
        transport.error.connect(lambda error: self._failed(transport, error))
        self._transport = transport
        try:
            transport.start(self._path, dialect)
        except EngineError as exc:
            error = exc
            QTimer.singleShot(0, self, lambda: self._failed(transport, error))

    def _answered(self, transport: QtEngineTransport, dialect: Dialect) -> None:
        if transport is not self._transport:
            return
        session = transport.session
        options = dict(session.options) if session is not None else {}
        engine = CheckedEngine(self._path, answered_dialect(dialect, options), transport.name,
                               options)
        stamp = _stamp(engine.path)
        if stamp is not None:
            _ANSWERED[engine.path] = (stamp, engine)
        self.cancel()
        self.accepted.emit(engine)

    def _failed(self, transport: QtEngineTransport, error: object) -> None:
        if transport is not self._transport:
            return
        path = self._path
        self._drop_transport()
        if isinstance(error, EngineTimeoutError) and self._dialects:
            self._try_next()  # silent to one handshake: perhaps it speaks the other
            return
        self.cancel()
        self.refused.emit(path, error)
