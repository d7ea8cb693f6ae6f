"""Synchronous engine driver for scripts, tests and benchmarks (stdlib ``subprocess``).

A reader thread copies the engine's stdout lines into a queue; every wait takes a
timeout in **seconds** (``*_timeout_s``) and kills the engine when it expires, raising
:class:`EngineTimeoutError`. The GUI uses ``qt.transport`` instead (non-blocking).

Example (needs an installed engine, so not run as a doctest)::

    from xiangqi_gui.engine import EngineProcess, SearchLimits, find_engine
    from xiangqi_gui.rules import START_FEN
    with EngineProcess(find_engine()) as engine:      # dialect guessed from the name
        move = engine.best_move(START_FEN, [], SearchLimits(movetime_ms=100))
"""

from __future__ import annotations

import os
import queue
import subprocess
import threading
import time
from pathlib import Path
from types import TracebackType

from ..rules import Move
from ..rules.system_texts import system_error
from .commands import SearchLimits
from .dialect import Dialect
from .discovery import answered_dialect, check_executable, handshake_order, start_dialect
from .errors import EngineCrashedError, EngineTimeoutError
from .messages import Info
from .session import (
    DroppedLine,
    EngineFailure,
    EngineMove,
    EngineReady,
    EngineSession,
    LineBuffer,
    Reaction,
    SearchInfo,
    SessionEvent,
)
from .texts import say, waited_for

_EOF = None


class EngineProcess:
    """One engine process driven synchronously.

    ``path`` is the executable; ``dialect`` defaults to :func:`start_dialect`'s. The
    handshake runs in the constructor (``startup_timeout_s``); raises
    :class:`EngineNotFoundError`, :class:`EngineCrashedError` or
    :class:`EngineTimeoutError`. Use as a context manager or call :meth:`close`.
    """

    def __init__(self, path: str | os.PathLike[str], dialect: Dialect | None = None, *,
                 startup_timeout_s: float = 10.0,
                 options: dict[str, str | int | bool] | None = None) -> None:
        self.path = check_executable(path)
        self.dialect = start_dialect(self.path, dialect)
        self.session = EngineSession(self.dialect, label=str(self.path), options=options)
        self.infos: list[Info] = []
        self.transcript: list[str] = []
        self._lines: queue.Queue[str | DroppedLine | None] = queue.Queue()
        try:
            self._proc = subprocess.Popen(
                [str(self.path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, bufsize=0, cwd=self.path.parent)
        except OSError as exc:
            raise EngineCrashedError(say("engine.did_not_start", engine=repr(str(self.path)),
                                         error=system_error(exc))) from None
        self._reader = threading.Thread(target=self._read, name="engine-stdout", daemon=True)
        self._reader.start()
        try:
            ready = self._until(self.session.start(), EngineReady, startup_timeout_s,
                                "handshake reply")
        except BaseException:
            self.close(timeout_s=0.1)
            raise
        assert isinstance(ready, EngineReady)
        self.ready = ready

    @property
    def name(self) -> str:
        """The engine's ``id name`` (its path before the handshake)."""
        return self.session.name

    @property
    def pid(self) -> int:
        """Process id of the engine."""
        return self._proc.pid

    def best_move(self, start_fen: str, moves: list[Move], limits: SearchLimits, *,
                  timeout_s: float | None = None) -> Move:
        """Search the position after ``moves`` and return the engine's (legal) move.

        ``timeout_s`` defaults to the limits' budget plus 5 s (30 s for a depth search).
        Raises :class:`EngineMoveError` for an illegal move, :class:`EngineError` for a
        missing one, :class:`EngineTimeoutError`, :class:`EngineCrashedError`, and
        ``ValueError`` for a bad request (see :meth:`EngineSession.request`).
        """
        self.infos = []
        reaction = self.session.request(start_fen, moves, limits)
        position = self.session.current_position
        budget = limits.budget_ms(position.turn) if position is not None else None
        wait = timeout_s if timeout_s is not None else (
            30.0 if budget is None else budget / 1000 + 5.0)
        found = self._until(reaction, EngineMove, wait, "move")
        assert isinstance(found, EngineMove)
        return found.move

    def analyse(self, start_fen: str, moves: list[Move], limits: SearchLimits, *,
                multipv: int = 1, timeout_s: float | None = None) -> tuple[Move, list[Info]]:
        """Search like :meth:`best_move` with ``multipv`` lines (1..5); return the best move
        and the last ``info`` of each line that carried a score and a pv, best line first.

        ``multipv`` above 1 is sent as the ``MultiPV`` option where the engine has it (else
        one line comes back). Raises what :meth:`best_move` raises, and ``ValueError`` for
        ``multipv`` outside 1..5.
        """
        if not 1 <= multipv <= 5:
            raise ValueError(f"multipv must be 1..5, not {multipv}")
        self._write(self.session.set_options({"MultiPV": multipv}).send)
        move = self.best_move(start_fen, moves, limits, timeout_s=timeout_s)
        lines: dict[int, Info] = {}
        for info in self.infos:
            if info.score is not None and info.pv:
                lines[info.multipv or 1] = info
        return move, [lines[k] for k in sorted(lines) if k <= multipv]

    def new_game(self) -> None:
        """Send ``ucinewgame`` before the next search."""
        self.session.new_game()

    def close(self, timeout_s: float = 2.0) -> None:
        """Send ``quit``, wait up to ``timeout_s`` seconds, then kill. Idempotent."""
        if self._proc.poll() is None:
            self._write(self.session.quit().send)
            try:
                self._proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        for stream in (self._proc.stdin, self._proc.stdout):
            if stream is not None:
                stream.close()

    def kill(self) -> None:
        """Kill the engine at once (SIGKILL on POSIX)."""
        self._proc.kill()
        self._proc.wait()

    def __enter__(self) -> EngineProcess:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    # -- internals --------------------------------------------------------------------
    def _read(self) -> None:
        """Reader thread: raw chunks through a bounded :class:`LineBuffer` into the queue."""
        stdout = self._proc.stdout
        assert stdout is not None
        buffer = LineBuffer()
        try:
            while chunk := stdout.read(65536):
                for item in buffer.feed(chunk):
                    self._lines.put(item)
        except (OSError, ValueError):
            pass
        self._lines.put(_EOF)

    def _write(self, lines: list[str]) -> None:
        stdin = self._proc.stdin
        if not lines or stdin is None:
            return
        self.transcript.extend(f"> {line}" for line in lines)
        try:
            stdin.write("".join(f"{line}\n" for line in lines).encode("utf-8"))
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            pass  # the reader sees EOF and reports the crash

    def _until(self, reaction: Reaction, wanted: type[SessionEvent], timeout_s: float,
               what: str) -> SessionEvent:
        """Apply reactions until an event of type ``wanted`` arrives."""
        deadline = time.monotonic() + timeout_s
        while True:
            self._write(reaction.send)
            for event in reaction.events:
                if isinstance(event, wanted):
                    return event
                self._handle(event)
            remaining = deadline - time.monotonic()
            try:
                line = self._lines.get(timeout=max(remaining, 0.0)) if remaining > 0 else \
                    self._lines.get_nowait()
            except queue.Empty:
                self.kill()
                raise EngineTimeoutError(say(
                    "engine.silent", engine=repr(self.name), what=waited_for(what),
                    seconds=f"{timeout_s:g}")) from None
            if line is _EOF:
                code = self._proc.wait()
                raise EngineCrashedError(say("engine.exited_waiting", engine=repr(self.name),
                                             code=code, what=waited_for(what)))
            if isinstance(line, str):
                self.transcript.append(f"< {line}")
            reaction = self.session.feed_output(line)

    def _handle(self, event: SessionEvent) -> None:
        if isinstance(event, SearchInfo):
            self.infos.append(event.info)
        elif isinstance(event, EngineFailure):
            raise event.error


def probe_dialect(path: str | os.PathLike[str], *, timeout_s: float = 5.0) -> Dialect:
    """The dialect the program at ``path`` speaks, learned from its answer as the window's
    engine check learns it (``engine/qt/check.py``): the handshakes of
    :func:`~.discovery.handshake_order` are tried in turn, each for ``timeout_s`` seconds (a
    program silent to ``uci`` is asked ``ucci``), and :func:`~.discovery.answered_dialect`
    reads the answer (a Fairy-Stockfish is known by its ``UCI_Variant`` option, whatever
    its file is called). The program is started once per handshake tried and closed again.

    Raises :class:`EngineNotFoundError` (not an executable file),
    :class:`EngineCrashedError` (it exited) or :class:`EngineTimeoutError` (silent to every
    handshake) as :class:`EngineProcess` does.
    """
    first, second = handshake_order(path)
    try:
        return _answer(path, first, timeout_s)
    except EngineTimeoutError:
        return _answer(path, second, timeout_s)


def _answer(path: str | os.PathLike[str], asked: Dialect, timeout_s: float) -> Dialect:
    with EngineProcess(path, asked, startup_timeout_s=timeout_s) as engine:
        return answered_dialect(asked, engine.session.options)


def record_transcript(path: str | os.PathLike[str], script: list[str],
                      settle_s: float = 0.5) -> list[str]:
    """Run ``path`` with raw ``script`` lines, return ``"> sent"``/``"< received"`` lines.

    For making fixtures from a real engine: each line is written, then output is collected
    for ``settle_s`` seconds (a line ``wait N`` in the script waits N seconds instead).
    """
    proc = subprocess.Popen([str(Path(path))], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, bufsize=1)
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line.rstrip("\r\n"))
        lines.put(_EOF)

    threading.Thread(target=read, daemon=True).start()
    out: list[str] = []
    assert proc.stdin is not None
    for command in script:
        if command.startswith("wait "):
            end = time.monotonic() + float(command.split()[1])
        else:
            proc.stdin.write(command + "\n")
            proc.stdin.flush()
            out.append(f"> {command}")
            end = time.monotonic() + settle_s
        while (left := end - time.monotonic()) > 0:
            try:
                got = lines.get(timeout=left)
            except queue.Empty:
                break
            if got is None:
                break
            out.append(f"< {got}")
    proc.wait(5)
    return out
