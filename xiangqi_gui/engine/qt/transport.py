"""Non-blocking engine transport for the GUI: QProcess + :class:`EngineSession`.

Signals (all delivered in the GUI thread):

* ``ready()`` - handshake done (``uciok``/``ucciok`` then ``readyok``);
* ``info(object)`` - an :class:`~xiangqi_gui.engine.messages.Info` of the running search;
* ``best_move(str)`` - the engine's move in ICCS (``"h2e2"``), already checked legal in the
  requested position;
* ``error(object)`` - an :class:`~xiangqi_gui.engine.errors.EngineError` naming the engine:
  it could not start, crashed, timed out (and was killed), or sent an illegal/missing move.
  ``str()`` of it is the English sentence (logs), its ``message`` the same as a
  :class:`~xiangqi_gui.rules.message.Message` the window shows in the UI language. After a
  start/crash/timeout error the transport is closed; after a move error the engine stays
  usable.

Nothing here blocks except :meth:`close` (at most ``quit_grace_s`` + 1 s).
"""

from __future__ import annotations

import atexit
import logging
import os

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QProcess, QTimer, Signal

from ...rules import Move
from ..commands import SearchLimits
from ..dialect import Dialect
from ..discovery import check_executable, start_dialect
from ..errors import EngineCrashedError, EngineError, EngineTimeoutError
from ..session import (
    EngineFailure,
    EngineMove,
    EngineNote,
    EngineReady,
    EngineSession,
    LineBuffer,
    Reaction,
    SearchInfo,
    SessionState,
)
from ..texts import say, waited_for

_LOG = logging.getLogger(__name__)


class QtEngineTransport(QObject):
    """One engine process driven through QProcess. See the module docstring for signals.

    ``startup_timeout_s``: seconds allowed for the handshake. ``grace_s``: seconds allowed
    beyond a search's budget (movetime, or the side's remaining time plus increment)
    before the engine is killed; a depth search gets ``depth_timeout_s``. An infinite
    search (analysis) is killed only when the engine stays silent for ``silence_s``.
    """

    ready = Signal()
    info = Signal(object)
    best_move = Signal(str)
    error = Signal(object)

    def __init__(self, parent: QObject | None = None, *, startup_timeout_s: float = 10.0,
                 grace_s: float = 5.0, depth_timeout_s: float = 60.0,
                 quit_grace_s: float = 0.3, silence_s: float = 30.0) -> None:
        super().__init__(parent)
        self.silence_s = silence_s
        self.startup_timeout_s = startup_timeout_s
        self.grace_s = grace_s
        self.depth_timeout_s = depth_timeout_s
        self.quit_grace_s = quit_grace_s
        self.session: EngineSession | None = None
        self._process: QProcess | None = None
        self._closing = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_timeout)
        self._waiting_for = ""
        self._lines = LineBuffer()
        app = QCoreApplication.instance()
        if app is not None:  # never leave an engine running after the program ends
            app.aboutToQuit.connect(self.close)

    # -- public API -------------------------------------------------------------------
    def start(self, path: str | os.PathLike[str], dialect: Dialect | None = None, *,
              options: dict[str, str | int | bool] | None = None) -> None:
        """Launch the engine and begin the handshake; ``ready`` or ``error`` follows.
        ``dialect``: the one its check learned (None: :func:`start_dialect` guesses it from
        the file name). ``options`` (e.g. ``{"Skill Level": 5}``) are set after the
        handshake where the engine has them.

        Raises :class:`EngineNotFoundError` at once when ``path`` is not an executable file,
        ``RuntimeError`` if already started.
        """
        if self._process is not None:
            raise RuntimeError("engine transport already started")
        exe = check_executable(path)
        self._closing = False
        self.session = EngineSession(start_dialect(exe, dialect), label=str(exe),
                                     options=options)
        self._lines = LineBuffer()
        process = QProcess(self)
        process.setProgram(str(exe))
        process.setWorkingDirectory(str(exe.parent))
        process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        process.setStandardErrorFile(QProcess.nullDevice())
        process.readyReadStandardOutput.connect(self._on_output)
        process.errorOccurred.connect(self._on_process_error)
        process.finished.connect(self._on_finished)
        process.started.connect(self._on_started)
        self._process = process
        self._arm(self.startup_timeout_s, "handshake reply")
        process.start()

    def request(self, start_fen: str, moves: list[Move], limits: SearchLimits) -> None:
        """Ask for a move after ``moves`` from ``start_fen``; ``best_move`` or ``error`` follows.

        Allowed before ``ready`` (queued) and during a search (that search is abandoned).
        Raises ``ValueError`` for a bad position/moves, ``RuntimeError`` when not started
        or closed.
        """
        self._apply(self._live_session().request(start_fen, moves, limits))

    def set_options(self, values: dict[str, str | int | bool]) -> None:
        """Set engine options for the coming searches (:meth:`EngineSession.set_options`).

        Raises ``RuntimeError`` when not started or closed.
        """
        self._apply(self._live_session().set_options(values))

    def stop(self) -> None:
        """Abandon the current search; its answer is discarded (no ``best_move``)."""
        if self.session is not None and self._process is not None:
            self._apply(self.session.stop())

    def move_now(self) -> None:
        """Ask the engine to play its best move found so far (``best_move`` follows)."""
        if self.session is not None and self._process is not None:
            self._apply(self.session.move_now())

    def close(self) -> None:
        """Send ``quit``, then kill the process if it has not exited. Emits nothing."""
        self._watchdog.stop()
        process, self._process = self._process, None
        if process is None:
            return
        self._closing = True
        if process.state() != QProcess.ProcessState.NotRunning:
            if self.session is not None:
                self._write(process, self.session.quit().send)
            if not process.waitForFinished(int(self.quit_grace_s * 1000)):
                process.kill()
                process.waitForFinished(1000)
        process.deleteLater()

    def close_later(self) -> None:
        """Like :meth:`close` without waiting: send ``quit`` and let the process end on its
        own, killed after ``quit_grace_s`` if it has not. Emits nothing; returns at once
        (the transport may be deleted meanwhile: the process outlives it until it ends)."""
        self._watchdog.stop()
        process, self._process = self._process, None
        if process is None:
            return
        self._closing = True
        for signal in (process.readyReadStandardOutput, process.errorOccurred,
                       process.finished, process.started):
            signal.disconnect()
        if process.state() == QProcess.ProcessState.NotRunning:
            process.deleteLater()
            return
        if self.session is not None:
            self._write(process, self.session.quit().send)
        _linger(process, self.quit_grace_s)

    def kill(self) -> None:
        """Kill the engine process now (as a crash would); ``error`` follows."""
        if self._process is not None:
            self._process.kill()

    @property
    def name(self) -> str:
        """The engine's ``id name`` (its path before the handshake; ``""`` before start)."""
        return self.session.name if self.session is not None else ""

    @property
    def pid(self) -> int:
        """Process id of the running engine, 0 when none."""
        return int(self._process.processId()) if self._process is not None else 0

    @property
    def is_running(self) -> bool:
        """True between :meth:`start` and close/crash."""
        return self._process is not None

    @property
    def is_searching(self) -> bool:
        """True while a request is outstanding."""
        return self.session is not None and self.session.searching

    # -- internals --------------------------------------------------------------------
    def _live_session(self) -> EngineSession:
        if self.session is None or self._process is None:
            raise RuntimeError("engine is not running")
        return self.session

    def _arm(self, seconds: float, what: str) -> None:
        self._waiting_for = what
        self._watchdog.start(max(1, int(seconds * 1000)))

    def _on_started(self) -> None:
        # ``started`` may arrive after close() (closed while the process was starting)
        if self.session is not None and self._process is not None and not self._closing:
            self._apply(self.session.start())

    def _apply(self, reaction: Reaction) -> None:
        if self._process is not None:
            self._write(self._process, reaction.send)
            self._rearm(reaction.send)
        for event in reaction.events:
            if isinstance(event, EngineReady):
                self.ready.emit()
            elif isinstance(event, SearchInfo):
                self.info.emit(event.info)
            elif isinstance(event, EngineMove):
                self.best_move.emit(event.move.iccs)
            elif isinstance(event, EngineFailure):
                self.error.emit(event.error)
            elif isinstance(event, EngineNote):
                _LOG.warning("%s", event.message)

    def _rearm(self, sent: list[str]) -> None:
        """Keep the watchdog in step with the session: off when idle, the search budget
        after each ``go``, ``grace_s`` after a ``stop``."""
        session = self.session
        if session is None or session.state in (SessionState.READY, SessionState.CLOSED):
            self._watchdog.stop()
            return
        limits, position = session.current_limits, session.current_position
        if limits is not None and limits.infinite and session.state is SessionState.SEARCHING:
            self._arm(self.silence_s, "output")  # re-armed by every line it sends
        elif any(line.startswith("go ") for line in sent) and limits and position:
            budget = limits.budget_ms(position.turn)
            self._arm(self.depth_timeout_s if budget is None else budget / 1000 + self.grace_s,
                      "move")
        elif "stop" in sent:
            self._arm(self.grace_s, "reply to stop")

    @staticmethod
    def _write(process: QProcess, lines: list[str]) -> None:
        if lines and process.state() == QProcess.ProcessState.Running:
            process.write("".join(f"{line}\n" for line in lines).encode("utf-8"))

    def _on_output(self) -> None:
        """Read everything the engine wrote (so QProcess holds nothing) into the bounded
        :class:`LineBuffer`; a line over ``MAX_LINE_BYTES`` is dropped and logged."""
        process = self._process
        if process is None:
            return
        for item in self._lines.feed(bytes(process.readAllStandardOutput().data())):
            if self.session is None or self._process is None:
                return
            self._apply(self.session.feed_output(item))

    def _fail(self, error: EngineError) -> None:
        """Fatal: report once, kill the process, become closed."""
        if self._closing:
            return
        self._closing = True
        self._watchdog.stop()
        process, self._process = self._process, None
        if process is not None:
            if process.state() != QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(1000)
            process.deleteLater()
        self.error.emit(error)

    def _on_timeout(self) -> None:
        seconds = self._watchdog.interval() / 1000
        self._fail(EngineTimeoutError(say("engine.silent", engine=repr(self.name),
                                          what=waited_for(self._waiting_for),
                                          seconds=f"{seconds:g}")))

    def _on_process_error(self, code: QProcess.ProcessError) -> None:
        if code == QProcess.ProcessError.FailedToStart:
            self._fail(EngineCrashedError(say("engine.could_not_start", engine=repr(self.name))))
        elif code == QProcess.ProcessError.Crashed:
            self._fail(EngineCrashedError(say("engine.crashed", engine=repr(self.name))))

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        if status == QProcess.ExitStatus.CrashExit:
            self._fail(EngineCrashedError(say("engine.crashed", engine=repr(self.name))))
        else:
            self._fail(EngineCrashedError(say("engine.exited", engine=repr(self.name),
                                              code=code)))


_ENDING: set[QProcess] = set()
"""Processes let go by :meth:`QtEngineTransport.close_later`, kept until they end."""
_WATCHING_QUIT = False


def _linger(process: QProcess, grace_s: float) -> None:
    """Keep ``process`` (no parent) until it ends, killing it after ``grace_s`` or when the
    program quits."""
    global _WATCHING_QUIT  # noqa: PLW0603 (one connection per program)
    process.setParent(None)
    app = QCoreApplication.instance()
    if not _WATCHING_QUIT:
        if app is not None:
            app.aboutToQuit.connect(_end_all)
        atexit.register(_end_all)
        _WATCHING_QUIT = True
    _ENDING.add(process)
    process.finished.connect(lambda *_: _ended(process))
    QTimer.singleShot(max(1, int(grace_s * 1000)), process, process.kill)


def _ended(process: QProcess) -> None:
    if process in _ENDING:
        _ENDING.discard(process)
        if shiboken6.isValid(process):
            process.deleteLater()


def _end_all() -> None:
    """The program quits: kill what still lingers (a program that ignored ``quit``)."""
    for process in list(_ENDING):
        _ENDING.discard(process)
        if shiboken6.isValid(process):
            process.kill()
            process.waitForFinished(1000)
