"""Engine play: UCI / UCCI protocol (Qt-free) and the transports that run an engine.

Qt-free (stdlib + rules): :mod:`.dialect`, :mod:`.coords`, :mod:`.commands`,
:mod:`.messages`, :mod:`.session` (the sans-IO protocol state machine),
:mod:`.discovery`, :mod:`.process` (a synchronous driver for scripts and tests).
Qt: :mod:`.qt.transport` (``QtEngineTransport``, QProcess, what the game controller runs
per engine side) - import it directly; this package does not import PySide6.

Coordinates: ICCS everywhere in our API (``h2e2``, ranks 0..9). Fairy-Stockfish's plain UCI
numbers ranks 1..10 and is spoken as :attr:`Dialect.UCI_FSF`; the conversion is in
:mod:`.coords` (docs/references.md §1).

>>> from xiangqi_gui.engine import Dialect, from_engine, to_engine
>>> from xiangqi_gui.rules import Move
>>> to_engine(Move.from_iccs("h2e2"), Dialect.UCI_FSF)
'h3e3'
>>> from_engine("b10c8", Dialect.UCI_FSF).iccs
'b9c7'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xiangqi_gui.lazy import exported, lazy_exports

if TYPE_CHECKING:
    from .commands import SearchLimits as SearchLimits
    from .coords import (
        checked_engine_move as checked_engine_move,
        from_engine as from_engine,
        to_engine as to_engine,
    )
    from .dialect import Dialect as Dialect
    from .discovery import (
        DEFAULT_NAMES as DEFAULT_NAMES,
        find_engine as find_engine,
        guess_dialect as guess_dialect,
    )
    from .errors import (
        EngineCrashedError as EngineCrashedError,
        EngineError as EngineError,
        EngineMoveError as EngineMoveError,
        EngineNotFoundError as EngineNotFoundError,
        EngineProtocolError as EngineProtocolError,
        EngineTimeoutError as EngineTimeoutError,
    )
    from .messages import (
        BestMove as BestMove,
        Info as Info,
        OptionSpec as OptionSpec,
        Score as Score,
        parse_line as parse_line,
    )
    from .process import (
        EngineProcess as EngineProcess,
        probe_dialect as probe_dialect,
    )
    from .session import (
        EngineFailure as EngineFailure,
        EngineMove as EngineMove,
        EngineNote as EngineNote,
        EngineReady as EngineReady,
        EngineSession as EngineSession,
        Reaction as Reaction,
        SearchInfo as SearchInfo,
        SessionState as SessionState,
    )

#: submodule -> the names it gives this package (imported on first use, :mod:`xiangqi_gui.lazy`)
_EXPORTS = {
    "commands": ("SearchLimits",),
    "coords": ("checked_engine_move", "from_engine", "to_engine"),
    "dialect": ("Dialect",),
    "discovery": ("DEFAULT_NAMES", "find_engine", "guess_dialect"),
    "errors": (
        "EngineCrashedError", "EngineError", "EngineMoveError", "EngineNotFoundError",
        "EngineProtocolError", "EngineTimeoutError",
    ),
    "messages": ("BestMove", "Info", "OptionSpec", "Score", "parse_line"),
    "process": ("EngineProcess", "probe_dialect"),
    "session": (
        "EngineFailure", "EngineMove", "EngineNote", "EngineReady", "EngineSession", "Reaction",
        "SearchInfo", "SessionState",
    ),
}
__all__ = exported(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
