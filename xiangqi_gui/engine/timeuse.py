"""How long an engine may think on one move when it plays under the game clock.

Engines given only ``wtime``/``btime`` decide for themselves, and Fairy-Stockfish spent
about three minutes on its first move of a 60-minute game. For a club game the program
decides instead, and sends the engine a fixed ``movetime``:

``think = min(remaining / moves_left + 3/4 * increment, MAX_SHARE * remaining) - margin``

- ``moves_left`` is the stage's moves to go when the time control has a quota (art. 6
  stages), else ``max(MIN_MOVES_LEFT, EXPECTED_GAME_MOVES - moves_played)``: a Xiangqi game
  lasts about 60 moves a side, and at least 20 more are always expected;
- no single move takes more than ``MAX_SHARE`` (1/20) of the remaining time;
- ``MARGIN_MS`` (50 ms) is kept back for the transport and the clock press, and the
  result is never below ``MIN_THINK_MS``.
- In 读秒 (byo-yomi) with no main time left, the engine uses ``BYOYOMI_SHARE`` of the
  period, so it always presses in time.

All times are integer milliseconds.

>>> think_time_ms(60 * 60_000, 0, moves_played=0)          # 60 minutes, first move
59950
>>> think_time_ms(60 * 60_000, 0, moves_played=0) <= 60 * 60_000 // 20
True
>>> think_time_ms(10_000, 0, moves_played=80)               # 10 s left, late
450
>>> think_time_ms(0, 0, moves_played=40, byoyomi_ms=30_000)  # 读秒 30 s
24000
"""

from __future__ import annotations

EXPECTED_GAME_MOVES = 60
"""Moves a side is expected to play in a whole game."""
MIN_MOVES_LEFT = 20
"""Fewest moves still expected, however long the game has gone on."""
MAX_SHARE = 1 / 20
"""Largest share of the remaining main time one move may take."""
MARGIN_MS = 50
"""Kept back from every think time for the transport and the press (ms)."""
MIN_THINK_MS = 20
"""Shortest think time ever sent (ms)."""
BYOYOMI_SHARE = 0.8
"""Share of a 读秒 period used when only the period is left."""


def think_time_ms(remaining_ms: int, increment_ms: int, *, moves_played: int,
                  moves_to_go: int | None = None, byoyomi_ms: int = 0) -> int:
    """Milliseconds the engine may think on this move (see the module docstring).

    ``remaining_ms``: the mover's main time left; ``increment_ms``: the mover's own
    increment per move; ``moves_played``: the mover's moves so far; ``moves_to_go``: moves
    until the next stage's time is added, if the control has a quota; ``byoyomi_ms``: the
    length of a 读秒 period (0 if none). Raises ``ValueError`` for negative inputs.
    """
    if min(remaining_ms, increment_ms, moves_played, byoyomi_ms) < 0 or (
            moves_to_go is not None and moves_to_go < 0):
        raise ValueError("times and counts cannot be negative")
    if remaining_ms <= 0:
        return max(MIN_THINK_MS, int(byoyomi_ms * BYOYOMI_SHARE))
    moves_left = moves_to_go or max(MIN_MOVES_LEFT, EXPECTED_GAME_MOVES - moves_played)
    share = remaining_ms // moves_left + increment_ms * 3 // 4
    think = min(share, int(remaining_ms * MAX_SHARE)) - MARGIN_MS
    if byoyomi_ms:
        think = max(think, int(byoyomi_ms * BYOYOMI_SHARE) - MARGIN_MS)
    return max(MIN_THINK_MS, think)
