"""Zobrist keys: a 64-bit hash of piece placement and side to move.

Keys come from a fixed-seed PRNG so that a position's key is the same in every
process (the autosave journal and repetition detection rely on that).
"""

from __future__ import annotations

import random

from .types import SQUARE_COUNT

_rng = random.Random(0x5851_4E47)  # "XQNG"

# PIECE_KEYS[code + 7][square] for piece codes -7..7 (0 = empty, all zero keys).
PIECE_KEYS: list[list[int]] = [
    [0] * SQUARE_COUNT if code == 0 else [_rng.getrandbits(64) for _ in range(SQUARE_COUNT)]
    for code in range(-7, 8)
]
BLACK_TO_MOVE_KEY = _rng.getrandbits(64)
