"""Engine play: UCI / UCCI protocol (Qt-free) and the transports that run an engine.

Qt-free (stdlib + rules): :mod:`.dialect`, :mod:`.coords`, :mod:`.commands`,
:mod:`.messages`, :mod:`.session` (the sans-IO protocol state machine),
:mod:`.discovery`, :mod:`.process` (a synchronous driver for scripts and tests).
Qt: :mod:`.qt.transport` (``QtEngineTransport``, QProcess, what the game controller runs
per engine side) - import it directly; this package does not import PySide6.

Coordinates: ICCS everywhere in our API (``h2e2``, ranks 0..9). Fairy-Stockfish's plain UCI
numbers ranks 1..10 and is spoken as :attr:`Dialect.UCI_FSF`; the conversion is in
:mod:`.coords` (docs/references.md §1).

>>> from xiangqi_gui.rules import Move
>>> to_engine(Move.from_iccs("h2e2"), Dialect.UCI_FSF)
'h3e3'
>>> from_engine("b10c8", Dialect.UCI_FSF).iccs
'b9c7'
"""

from .commands import SearchLimits
from .coords import checked_engine_move, from_engine, to_engine
from .dialect import Dialect
from .discovery import DEFAULT_NAMES, find_engine, guess_dialect
from .errors import (
    EngineCrashedError,
    EngineError,
    EngineMoveError,
    EngineNotFoundError,
    EngineProtocolError,
    EngineTimeoutError,
)
from .messages import BestMove, Info, OptionSpec, Score, parse_line
from .process import EngineProcess, probe_dialect
from .session import (
    EngineFailure,
    EngineMove,
    EngineNote,
    EngineReady,
    EngineSession,
    Reaction,
    SearchInfo,
    SessionState,
)

__all__ = [
    "DEFAULT_NAMES",
    "BestMove",
    "Dialect",
    "EngineCrashedError",
    "EngineError",
    "EngineFailure",
    "EngineMove",
    "EngineMoveError",
    "EngineNote",
    "EngineNotFoundError",
    "EngineProcess",
    "EngineProtocolError",
    "EngineReady",
    "EngineSession",
    "EngineTimeoutError",
    "Info",
    "OptionSpec",
    "Reaction",
    "Score",
    "SearchInfo",
    "SearchLimits",
    "SessionState",
    "checked_engine_move",
    "find_engine",
    "from_engine",
    "guess_dialect",
    "parse_line",
    "probe_dialect",
    "to_engine",
]
