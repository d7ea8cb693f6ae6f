"""Exceptions raised by the notation readers and writers."""

from __future__ import annotations

from collections.abc import Sequence

from xiangqi_gui.rules import Move
from xiangqi_gui.rules.message import Message

from .texts import say


class NotationError(ValueError):
    """A move text that cannot be read (or a move that cannot be written) in a position.

    Attributes:
        token: the offending text exactly as given (or the ICCS of the move for writers).
        reason: one human sentence in English: unknown piece, no such piece on that file,
            not a legal move, ambiguous, ...
        message: the reason as a :class:`~xiangqi_gui.rules.message.Message` (ids of
            :mod:`xiangqi_gui.notation.texts`) for the window's language, or ``None``.

    ``reason`` defaults to the English text of ``message`` (one of the two is required).
    """

    def __init__(self, token: str, reason: str | None = None, *,
                 message: Message | None = None) -> None:
        if reason is None:
            if message is None:
                raise ValueError("a NotationError needs a reason or a message")
            reason = str(message)
        super().__init__(f"{token!r}: {reason}")
        self.token = token
        self.reason = reason
        self.message = message


class AmbiguousNotationError(NotationError):
    """A move text that fits more than one legal move.

    Attributes:
        candidates: every legal move the text fits, in the position's legal-move order.
    """

    def __init__(self, token: str, candidates: Sequence[Move]) -> None:
        listed = ", ".join(move.iccs for move in candidates)
        super().__init__(token, message=say("notation.ambiguous", count=len(candidates),
                                            moves=listed))
        self.candidates: list[Move] = list(candidates)
