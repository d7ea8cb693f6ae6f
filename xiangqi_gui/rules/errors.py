"""Exceptions of the rules core."""

from __future__ import annotations

from .message import Message


class FenError(ValueError):
    """A FEN string that cannot describe a legal Xiangqi position.

    The message names the field, and for placement errors the piece and the square
    (e.g. ``"red advisor on e0 cannot stand there (art. 2.2: palace diagonals only)"``).
    Raised with a :class:`~xiangqi_gui.rules.message.Message` (ids ``fen.*`` of
    :mod:`xiangqi_gui.rules.fen`, ``position.*`` of :mod:`xiangqi_gui.rules.position`), kept
    as ``message`` for the window's language; ``str()`` is the English sentence. Raised
    with a plain string, ``message`` is None.
    """

    def __init__(self, reason: str | Message) -> None:
        super().__init__(str(reason))
        self.message = reason if isinstance(reason, Message) else None


class IllegalMoveError(ValueError):
    """A move that is not legal in the position it was applied to (art. 2.2, 3.4)."""
