"""Colour history 先后手 of a player and the hard colour limits (附录三; reference §1.3 D, F).

A history is the string of colours the player was paired with, ``R`` (先, Red) or ``B``
(后, Black), in round order. Byes add nothing. A forfeit keeps the colour it was paired
with (as Match BP counts it), so a player who forfeits with Red is due Black next.

* 禁连三: nobody gets the same colour three times in a row.
* 禁多三: nobody's Red/Black difference reaches 3.

The colour need ("先数" xianshu of Match BP) is ``100 × (#R − #B) + s``, s being +k after
k Reds in a row at the end of the history and −k after k Blacks: below 0 the player is
due Red (要先), above 0 due Black (要后).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ColourLimits:
    """The two hard limits; either can be switched off (the last-round waiver)."""

    no_three_in_a_row: bool = True
    max_difference: int | None = 2

    def allows(self, history: str, colour: str) -> bool:
        """True when giving ``colour`` ("R"/"B") to a player with ``history`` keeps the
        limits."""
        if self.no_three_in_a_row and history[-2:] == colour * 2:
            return False
        if self.max_difference is not None:
            diff = history.count("R") - history.count("B") + (1 if colour == "R" else -1)
            if abs(diff) > self.max_difference:
                return False
        return True


NO_LIMITS = ColourLimits(False, None)


def streak(history: str) -> int:
    """+k for k Reds in a row at the end of ``history``, −k for k Blacks, 0 when empty."""
    if not history:
        return 0
    last = history[-1]
    k = len(history) - len(history.rstrip(last))
    return k if last == "R" else -k


def need(history: str) -> int:
    """The colour need: 100 × (#R − #B) + streak; < 0 due Red, > 0 due Black."""
    return 100 * (history.count("R") - history.count("B")) + streak(history)


def due(history: str) -> str | None:
    """"R" when due Red (要先), "B" when due Black (要后), None when balanced."""
    n = need(history)
    return "R" if n < 0 else "B" if n > 0 else None


def violations(history: str) -> list[str]:
    """Breaches of the hard limits anywhere in ``history`` (for checks and warnings):
    "three in a row at round-index i" and "difference 3 at i" texts; empty when clean."""
    out = []
    for i in range(2, len(history)):
        if history[i] == history[i - 1] == history[i - 2]:
            out.append(f"three {history[i]} in a row ending at game {i + 1}")
    diff = 0
    for i, c in enumerate(history):
        diff += 1 if c == "R" else -1
        if abs(diff) >= 3:
            out.append(f"colour difference {diff:+d} after game {i + 1}")
    return out
