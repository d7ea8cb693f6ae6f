"""Checking that a chosen file is an engine before it is used: a UCI/UCCI handshake in
the background, through :class:`~xiangqi_gui.engine.qt.transport.QtEngineTransport`.

:class:`EngineCheck` starts the program, waits for its handshake (``uciok``/``ucciok``,
then ``readyok``) without blocking the UI thread and lets it go again. Signals (GUI thread):

* ``accepted(str, object, str)`` - the path checked, the
  :class:`~xiangqi_gui.engine.dialect.Dialect` it answered in and its ``id name``;
* ``refused(str, object)`` - the path and the
  :class:`~xiangqi_gui.engine.errors.EngineError` why not (not an executable file, it
  exited, crashed, or did not answer within ``timeout_s``).

The dialect tried first is :func:`~xiangqi_gui.engine.discovery.guess_dialect`'s; a program
that stays silent to ``uci`` under a name that does not say Fairy-Stockfish is asked
``ucci`` next (a UCCI engine ignores ``uci``). A new :meth:`EngineCheck.check` abandons the
one under way.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, QTimer, Signal

from ..dialect import Dialect
from ..discovery import guess_dialect
from ..errors import EngineError, EngineTimeoutError
from .transport import QtEngineTransport

CHECK_TIMEOUT_S = 5.0
"""Seconds a program has for each handshake tried before it is refused."""


class EngineCheck(QObject):
    """One handshake at a time; see the module docstring for the signals."""

    accepted = Signal(str, object, str)
    refused = Signal(str, object)

    def __init__(self, parent: QObject | None = None, *,
                 timeout_s: float = CHECK_TIMEOUT_S) -> None:
        super().__init__(parent)
        self.timeout_s = timeout_s
        self._transport: QtEngineTransport | None = None
        self._path = ""
        self._dialects: list[Dialect] = []

    @property
    def checking(self) -> str:
        """The path being checked, ``""`` when none."""
        return self._path if self._transport is not None else ""

    def check(self, path: str | os.PathLike[str]) -> None:
        """Check the program at ``path``; ``accepted`` or ``refused`` follows (never at once,
        always from the event loop)."""
        self.cancel()
        self._path = str(path)
        first = guess_dialect(self._path)
        self._dialects = [first] + ([Dialect.UCCI] if first is Dialect.UCI else [])
        self._try_next()

    def cancel(self) -> None:
        """Abandon the check under way (nothing is emitted for it)."""
        transport, self._transport = self._transport, None
        if transport is not None:
            transport.close_later()
            transport.deleteLater()

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
        name = transport.name
        self.cancel()
        self.accepted.emit(self._path, dialect, name)

    def _failed(self, transport: QtEngineTransport, error: object) -> None:
        if transport is not self._transport:
            return
        self.cancel()
        if isinstance(error, EngineTimeoutError) and self._dialects:
            self._try_next()  # silent to "uci": perhaps a UCCI engine
            return
        self.refused.emit(self._path, error)
