"""Exceptions of the engine package.

Every message names the engine (its ``id name`` or executable), and where it applies the
offending text and the FEN of the position, so the GUI can show it as one sentence. Each
error carries that sentence as a :class:`~xiangqi_gui.rules.message.Message` (``message``,
ids of :mod:`xiangqi_gui.engine.texts`): ``str(error)`` is its English text (logs, the
command line), the window shows it in the UI language.
"""

from __future__ import annotations

from xiangqi_gui.rules.message import Message


class EngineError(Exception):
    """Base class: anything that went wrong talking to an engine.

    Built from a :class:`Message` (``message``; ``str()`` is its English text) or, for
    text made outside this package, a plain string (``message`` is then None).
    """

    def __init__(self, text: str | Message) -> None:
        super().__init__(str(text))
        self.message: Message | None = text if isinstance(text, Message) else None


class EngineNotFoundError(EngineError, FileNotFoundError):
    """No engine executable was found (``find_engine``) or the given path does not exist."""


class EngineProtocolError(EngineError, ValueError):
    """A line from the engine that breaks the protocol (UCI 2004 / UCCI 3.0).

    ``line`` is the raw line, ``reason`` says what is wrong with it (English text;
    ``reason_message`` the same as a message when it was given as one). ``message``
    replaces the whole sentence (``engine.bad_output``) when given.
    """

    def __init__(self, line: str, reason: str | Message, message: Message | None = None) -> None:
        super().__init__(message if message is not None else
                         Message.of("engine.bad_output", line=repr(line), reason=reason))
        self.line = line
        self.reason = str(reason)
        self.reason_message = reason if isinstance(reason, Message) else None


class EngineMoveError(EngineError, ValueError):
    """The engine's move cannot be played: malformed, or illegal in the position.

    ``engine`` is the engine's name, ``text`` the move exactly as the engine sent it,
    ``fen`` the position it was asked to move in, ``reason`` why (English; a message when
    given as one). The move is never played.
    """

    def __init__(self, engine: str, text: str, fen: str, reason: str | Message) -> None:
        super().__init__(Message.of("engine.bad_move", engine=repr(engine), text=repr(text),
                                    fen=fen, reason=reason))
        self.engine = engine
        self.text = text
        self.fen = fen
        self.reason = str(reason)


class EngineTimeoutError(EngineError, TimeoutError):
    """The engine did not answer within the given number of seconds; it has been killed."""


class EngineCrashedError(EngineError):
    """The engine process exited (or could not start) while we were waiting for it."""


from . import texts as _texts  # noqa: E402,F401  (registers the ids used above)
