"""Sans-IO engine session: the protocol state machine shared by every transport.

A transport (``process.EngineProcess`` for scripts, ``qt.transport.QtEngineTransport`` for
the GUI) writes the :attr:`Reaction.send` lines to the engine's stdin, feeds each stdout
line to :meth:`EngineSession.feed`, and acts on the :attr:`Reaction.events`. No I/O, no
threads, no Qt here.

Life cycle (UCI 2004 / UCCI 3.0)::

    start()  -> "uci"|"ucci"         ... id/option lines ...  "uciok"|"ucciok"
             -> setoptions, "isready"                          "readyok"  => EngineReady
    request()-> ["ucinewgame"], "position ...", "go ..."   ... info ...  => SearchInfo
                                                              "bestmove" => EngineMove
    stop()   -> "stop" (the coming bestmove is discarded)
    quit()   -> "quit"

A request made while the engine still searches stops that search first and is sent when
its (discarded) bestmove arrives, so answers never cross. The engine's move is converted
from the dialect and checked with the rules core; an illegal or missing move becomes an
:class:`EngineFailure` naming the engine, the move text and the FEN - never a Move.

A whole exchange with Fairy-Stockfish (plain UCI, ranks 1..10), lines in and lines out:

>>> from xiangqi_gui.engine import Dialect, SearchLimits
>>> from xiangqi_gui.rules import START_FEN
>>> session = EngineSession(Dialect.UCI_FSF, "fairy-stockfish")
>>> session.start().send
['uci']
>>> session.feed("id name Fairy-Stockfish 14").send, session.feed("uciok").send
([], ['setoption name UCI_Variant value xiangqi', 'isready'])
>>> [type(event).__name__ for event in session.feed("readyok").events]
['EngineReady']
>>> session.request(START_FEN, [], SearchLimits(movetime_ms=100)).send
['ucinewgame', 'position startpos', 'go movetime 100']
>>> session.feed("info depth 5 score cp 30 pv h3e3").events[0].info.pv
('h2e2',)
>>> session.feed("bestmove h3e3").events[0].move.iccs
'h2e2'
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..rules import Move, Position
from . import commands
from .coords import checked_engine_move, replay
from .dialect import Dialect
from .errors import EngineError, EngineMoveError, EngineProtocolError
from .messages import (
    BestMove,
    HandshakeOk,
    IdLine,
    Info,
    NoBestMove,
    OptionSpec,
    ReadyOk,
    parse_line,
)
from .texts import say


class SessionState(enum.Enum):
    """Where the conversation stands."""

    NEW = "new"
    HANDSHAKE = "handshake"      # "uci"/"ucci" sent, waiting for uciok/ucciok
    SYNCING = "syncing"          # "isready" sent, waiting for readyok
    READY = "ready"
    SEARCHING = "searching"      # "go" sent, waiting for bestmove
    STOPPING = "stopping"        # "stop" sent, the coming bestmove is discarded
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class EngineReady:
    """The engine answered the handshake and ``readyok``. ``options`` by name."""

    name: str
    author: str
    options: dict[str, OptionSpec]


@dataclass(frozen=True, slots=True)
class SearchInfo:
    """One ``info`` line of the current search (pv already in ICCS)."""

    info: Info


@dataclass(frozen=True, slots=True)
class EngineMove:
    """The engine's move, legal in ``fen`` (the requested position). ``ponder`` is ICCS.

    ``offers_draw``/``resigns``: the UCCI ``bestmove ... draw|resign`` suffixes.
    """

    move: Move
    fen: str
    ponder: str | None = None
    offers_draw: bool = False
    resigns: bool = False


@dataclass(frozen=True, slots=True)
class EngineFailure:
    """Something the user must hear about: an illegal or missing move, a bad ``bestmove``.

    ``error`` is the exception a synchronous caller raises (:class:`EngineMoveError` for an
    illegal move, :class:`EngineProtocolError` for a malformed line, else
    :class:`EngineError`); ``message`` is its text.
    """

    error: EngineError

    @property
    def message(self) -> str:
        """One sentence naming the engine, the move text and the FEN."""
        return str(self.error)


@dataclass(frozen=True, slots=True)
class EngineNote:
    """A malformed line that did not matter (e.g. a bad ``info``); for the log only."""

    message: str


SessionEvent = EngineReady | SearchInfo | EngineMove | EngineFailure | EngineNote

#: Longest engine output line kept, in bytes (without the line break). UCI/UCCI lines are
#: short (a 100-move ``info pv`` is about 600 bytes); a longer line is dropped with an
#: :class:`EngineNote` and never held whole, so an engine that writes without line breaks
#: cannot make the program's memory grow.
MAX_LINE_BYTES = 64 * 1024


@dataclass(frozen=True, slots=True)
class DroppedLine:
    """An output line longer than the limit, dropped; ``size`` is its length in bytes."""

    size: int


class LineBuffer:
    """Splits engine output bytes into lines, holding at most ``limit`` bytes.

    :meth:`feed` takes any chunk of bytes and returns the complete lines in it (UTF-8,
    undecodable bytes replaced, ``\\r`` removed) and a :class:`DroppedLine` for each line
    longer than ``limit`` bytes; the rest of a line too long is skipped as it arrives.
    """

    def __init__(self, limit: int = MAX_LINE_BYTES) -> None:
        self.limit = limit
        self._partial = bytearray()
        self._skipped = 0  # > 0: dropping the current line; bytes seen so far

    def feed(self, data: bytes) -> list[str | DroppedLine]:
        """Lines completed by ``data`` (see the class docstring)."""
        out: list[str | DroppedLine] = []
        start = 0
        while start < len(data):
            end = data.find(b"\n", start)
            piece = data[start:] if end < 0 else data[start:end]
            self._take(piece)
            if end < 0:
                break
            out.append(self._finish())
            start = end + 1
        return out

    def _take(self, piece: bytes) -> None:
        if self._skipped:
            self._skipped += len(piece)
        elif len(self._partial) + len(piece) > self.limit:
            self._skipped = len(self._partial) + len(piece)
            self._partial.clear()
        else:
            self._partial += piece

    def _finish(self) -> str | DroppedLine:
        if self._skipped:
            dropped, self._skipped = DroppedLine(self._skipped), 0
            return dropped
        line = self._partial.decode("utf-8", errors="replace").replace("\r", "")
        self._partial.clear()
        return line

    @property
    def pending(self) -> int:
        """Bytes of the unfinished line held now (at most ``limit``)."""
        return len(self._partial)


@dataclass(slots=True)
class Reaction:
    """What a transport must do now: write ``send`` lines (in order), handle ``events``."""

    send: list[str] = field(default_factory=list)
    events: list[SessionEvent] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Request:
    start_fen: str
    moves: tuple[Move, ...]
    limits: commands.SearchLimits
    position: Position


class EngineSession:
    """Protocol state for one engine process speaking ``dialect``.

    ``label`` names the engine in messages until it sends ``id name`` (e.g. its path).
    ``options`` (name -> value, e.g. ``{"Skill Level": 5, "MultiPV": 3}``) are sent after the
    handshake, each only if the engine advertises an option of that name (UCI and UCCI
    ``option`` lines; names compare case-insensitively, UCCI's ``_`` matching a space).
    """

    def __init__(self, dialect: Dialect, label: str = "engine",
                 options: dict[str, str | int | bool] | None = None) -> None:
        self.dialect = dialect
        self.wanted_options: dict[str, str | int | bool] = dict(options or {})
        self._option_lines_due: dict[str, str | int | bool] = {}
        self.name = label
        self.author = ""
        self.options: dict[str, OptionSpec] = {}
        self.state = SessionState.NEW
        self._current: _Request | None = None
        self._pending: _Request | None = None
        self._new_game = True

    # -- commands ---------------------------------------------------------------------
    def start(self) -> Reaction:
        """Begin the handshake. Raises ``RuntimeError`` if already started."""
        if self.state is not SessionState.NEW:
            raise RuntimeError(f"session already started ({self.state.value})")
        self.state = SessionState.HANDSHAKE
        return Reaction(send=[commands.handshake(self.dialect)])

    def new_game(self) -> None:
        """The next request starts a new game (``ucinewgame`` is sent before it)."""
        self._new_game = True

    def request(self, start_fen: str, moves: list[Move], limits: commands.SearchLimits
                ) -> Reaction:
        """Ask for a move in the position after ``moves`` from ``start_fen``.

        Raises ``ValueError`` for a bad FEN, an illegal move in ``moves`` or a position
        with no legal move (the game is over: ask the arbiter, not the engine), and
        ``RuntimeError`` after :meth:`quit`.
        """
        if self.state is SessionState.CLOSED:
            raise RuntimeError("engine session is closed")
        pos = replay(start_fen, moves)
        if not pos.legal_moves():
            raise ValueError(f"no legal move in {pos.fen()}: the game is over")
        request = _Request(start_fen, tuple(moves), limits, pos)
        if self.state is SessionState.READY:
            return Reaction(send=self._go(request))
        self._pending = request
        if self.state is SessionState.SEARCHING:
            self.state = SessionState.STOPPING
            return Reaction(send=[commands.stop()])
        return Reaction()

    def stop(self) -> Reaction:
        """Abandon the search (or the queued request); its bestmove will be discarded."""
        self._pending = None
        if self.state is SessionState.SEARCHING:
            self.state = SessionState.STOPPING
            return Reaction(send=[commands.stop()])
        return Reaction()

    def move_now(self) -> Reaction:
        """Ask the searching engine to answer at once; its bestmove is delivered."""
        if self.state is SessionState.SEARCHING:
            return Reaction(send=[commands.stop()])
        return Reaction()

    def quit(self) -> Reaction:
        """End the session: ``stop`` if searching, then ``quit``. Idempotent."""
        if self.state is SessionState.CLOSED:
            return Reaction()
        send = [commands.stop()] if self.state is SessionState.SEARCHING else []
        self.state = SessionState.CLOSED
        self._pending = self._current = None
        return Reaction(send=[*send, commands.quit_()])

    def set_options(self, values: dict[str, str | int | bool]) -> Reaction:
        """Set engine options (e.g. ``MultiPV``) for the searches to come.

        Only advertised options are sent (see the class docstring). When the engine is
        idle they are sent at once; during the handshake they go with it; during a search
        they are sent just before the next ``go`` (UCI options must not change mid-search).
        """
        self.wanted_options.update(values)
        if self.state is SessionState.READY:
            return Reaction(send=self._wanted_lines(values))
        if self.state in (SessionState.SEARCHING, SessionState.STOPPING):
            self._option_lines_due.update(values)
        return Reaction()

    def advertised(self, name: str) -> str | None:
        """The engine's own spelling of option ``name``, or None if it has no such option."""
        key = name.lower().replace("_", " ")
        for own in self.options:
            if own.lower().replace("_", " ") == key:
                return own
        return None

    def _wanted_lines(self, values: dict[str, str | int | bool]) -> list[str]:
        lines = []
        for name, value in values.items():
            own = self.advertised(name)
            if own is not None:
                lines.append(commands.set_option(self.dialect, own, value))
        return lines

    @property
    def searching(self) -> bool:
        """True while a ``go`` is outstanding (including one being stopped)."""
        return self.state in (SessionState.SEARCHING, SessionState.STOPPING)

    @property
    def current_position(self) -> Position | None:
        """The position of the outstanding request, if any."""
        return self._current.position if self._current else None

    @property
    def current_limits(self) -> commands.SearchLimits | None:
        """The limits of the outstanding request, if any."""
        return self._current.limits if self._current else None

    # -- engine output ----------------------------------------------------------------
    def feed(self, line: str) -> Reaction:
        """Handle one line of engine output (newline optional)."""
        if self.state in (SessionState.NEW, SessionState.CLOSED):
            return Reaction()
        try:
            message = parse_line(line, self.dialect)
        except EngineProtocolError as exc:
            return self._bad_line(exc)
        if isinstance(message, IdLine):
            if message.key == "name" and message.value:
                self.name = message.value
            elif message.key == "author":
                self.author = message.value
        elif isinstance(message, OptionSpec):
            self.options[message.name] = message
        elif isinstance(message, HandshakeOk) and self.state is SessionState.HANDSHAKE:
            self.state = SessionState.SYNCING
            options = commands.setup_options(self.dialect, frozenset(self.options))
            options += self._wanted_lines(self.wanted_options)
            return Reaction(send=[*options, commands.is_ready()])
        elif isinstance(message, ReadyOk) and self.state is SessionState.SYNCING:
            return self._on_ready()
        elif isinstance(message, Info) and self.state is SessionState.SEARCHING:
            return Reaction(events=[SearchInfo(message)])
        elif isinstance(message, BestMove | NoBestMove) and self.searching:
            return self._on_best(message)
        return Reaction()

    def feed_output(self, item: str | DroppedLine) -> Reaction:
        """Handle one item of :meth:`LineBuffer.feed`: a line, or a note for a dropped one."""
        if isinstance(item, DroppedLine):
            return Reaction(events=[EngineNote(
                f"engine {self.name!r}: dropped an output line of {item.size} bytes "
                f"(longer than {MAX_LINE_BYTES} bytes)")])
        return self.feed(item)

    def _bad_line(self, exc: EngineProtocolError) -> Reaction:
        if exc.line.startswith("bestmove") and self.state is SessionState.SEARCHING:
            request = self._finish()
            fen = request.position.fen()
            message = say("engine.bad_best_move", line=repr(exc.line),
                          reason=exc.reason_message or exc.reason, engine=repr(self.name),
                          fen=fen)
            return Reaction(send=self._resume(), events=[EngineFailure(EngineProtocolError(
                exc.line, f"{exc.reason} (engine {self.name!r}, position {fen})", message))])
        if exc.line.startswith("bestmove") and self.state is SessionState.STOPPING:
            self._finish()
            return Reaction(send=self._resume())
        return Reaction(events=[EngineNote(f"engine {self.name!r}: {exc}")])

    def _on_ready(self) -> Reaction:
        self.state = SessionState.READY
        ready = EngineReady(self.name, self.author, dict(self.options))
        send: list[str] = []
        if self._pending is not None:
            request, self._pending = self._pending, None
            send = self._go(request)
        return Reaction(send=send, events=[ready])

    def _go(self, request: _Request) -> list[str]:
        send = commands.new_game(self.dialect) if self._new_game else []
        self._new_game = False
        send += self._wanted_lines(self._option_lines_due)
        self._option_lines_due = {}
        self._current = request
        self.state = SessionState.SEARCHING
        banned = commands.ban_moves(self.dialect, request.limits,
                                    request.position.legal_moves())
        return [*send,
                commands.position(self.dialect, request.start_fen, list(request.moves)),
                *banned,
                commands.go(self.dialect, request.limits, request.position.turn)]

    def _finish(self) -> _Request:
        request = self._current
        assert request is not None  # searching implies a current request
        self._current = None
        self.state = SessionState.READY
        return request

    def _resume(self) -> list[str]:
        if self._pending is None:
            return []
        request, self._pending = self._pending, None
        return self._go(request)

    def _on_best(self, message: BestMove | NoBestMove) -> Reaction:
        discarded = self.state is SessionState.STOPPING
        request = self._finish()
        send = self._resume()
        if discarded:
            return Reaction(send=send)
        fen = request.position.fen()
        if isinstance(message, NoBestMove) or message.move is None:
            return Reaction(send=send, events=[EngineFailure(EngineError(
                say("engine.no_move", engine=repr(self.name), fen=fen)))])
        try:
            move = checked_engine_move(request.position, message.move, self.dialect, self.name)
        except EngineMoveError as exc:
            return Reaction(send=send, events=[EngineFailure(exc)])
        return Reaction(send=send, events=[
            EngineMove(move, fen, message.ponder, message.draw, message.resign)])
