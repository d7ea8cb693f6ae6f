"""Exceptions of the rules core."""

from __future__ import annotations


class FenError(ValueError):
    """A FEN string that cannot describe a legal Xiangqi position.

    The message names the field, and for placement errors the piece and the square
    (e.g. ``"red advisor on e0 cannot stand there (art. 2.2: palace diagonals only)"``).
    """


class IllegalMoveError(ValueError):
    """A move that is not legal in the position it was applied to (art. 2.2, 3.4)."""
