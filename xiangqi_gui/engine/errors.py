"""Exceptions of the engine package.

Every message names the engine (its ``id name`` or executable), and where it applies the
offending text and the FEN of the position, so the GUI can show it as one sentence.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class: anything that went wrong talking to an engine."""


class EngineNotFoundError(EngineError, FileNotFoundError):
    """No engine executable was found (``find_engine``) or the given path does not exist."""


class EngineProtocolError(EngineError, ValueError):
    """A line from the engine that breaks the protocol (UCI 2004 / UCCI 3.0).

    ``line`` is the raw line, ``reason`` says what is wrong with it.
    """

    def __init__(self, line: str, reason: str) -> None:
        super().__init__(f"bad engine output {line!r}: {reason}")
        self.line = line
        self.reason = reason


class EngineMoveError(EngineError, ValueError):
    """The engine's move cannot be played: malformed, or illegal in the position.

    ``engine`` is the engine's name, ``text`` the move exactly as the engine sent it,
    ``fen`` the position it was asked to move in. The move is never played.
    """

    def __init__(self, engine: str, text: str, fen: str, reason: str) -> None:
        super().__init__(f"engine {engine!r} sent move {text!r} in position {fen}: {reason}")
        self.engine = engine
        self.text = text
        self.fen = fen
        self.reason = reason


class EngineTimeoutError(EngineError, TimeoutError):
    """The engine did not answer within the given number of seconds; it has been killed."""


class EngineCrashedError(EngineError):
    """The engine process exited (or could not start) while we were waiting for it."""
