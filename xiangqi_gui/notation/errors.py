"""Exceptions raised by the notation readers and writers."""

from __future__ import annotations

from collections.abc import Sequence

from xiangqi_gui.rules import Move


class NotationError(ValueError):
    """A move text that cannot be read (or a move that cannot be written) in a position.

    Attributes:
        token: the offending text exactly as given (or the ICCS of the move for writers).
        reason: one human sentence: unknown piece, no such piece on that file, not a legal
            move, ambiguous, ...
    """

    def __init__(self, token: str, reason: str) -> None:
        super().__init__(f"{token!r}: {reason}")
        self.token = token
        self.reason = reason


class AmbiguousNotationError(NotationError):
    """A move text that fits more than one legal move.

    Attributes:
        candidates: every legal move the text fits, in the position's legal-move order.
    """

    def __init__(self, token: str, candidates: Sequence[Move]) -> None:
        listed = ", ".join(move.iccs for move in candidates)
        super().__init__(token, f"ambiguous: fits {len(candidates)} legal moves ({listed})")
        self.candidates: list[Move] = list(candidates)
