"""Clock-press filtering for clock mode: which half of the keyboard presses which face,
and the debounce a physical clock has.

A physical clock's lever cannot be pressed twice in a row by the same player: once pressed,
that side's button is down until the other player presses. Keyboards and touch screens
bounce and repeat, so :class:`Debouncer` ignores a second press by the same side within
:data:`DEBOUNCE_NS` (250 ms) of the first; a press by the other side always counts, and
after it the first side may press at once (its lever is up again).
Times are integer nanoseconds of the clock's monotonic source.

>>> d = Debouncer()
>>> d.accept("left", 0), d.accept("left", 100_000_000), d.accept("right", 120_000_000)
(True, False, True)
>>> d.accept("left", 130_000_000), d.accept("left", 200_000_000)
(True, False)
>>> key_half("Q"), key_half("P"), key_half(" ")
('left', 'right', None)
>>> keys = FaceKeys(left=frozenset({0x5A}), right=frozenset({0x2F}))
>>> keys.face(0x5A, "z"), keys.face(0x51, "q"), FaceKeys().face(0x51, "q")
('left', None, 'left')
"""

from __future__ import annotations

from dataclasses import dataclass

DEBOUNCE_NS = 250_000_000
"""A second press by the same side within this many ns of its last accepted press is
ignored (keyboard bounce and auto-repeat, a double tap on a touch screen)."""

LEFT_KEYS = frozenset("`12345QWERTASDFGZXCVB")
"""Keys of the left hand on a QWERTY/QWERTZ/AZERTY keyboard's main block (by the
character of the unshifted key, upper case), which press the left face."""
RIGHT_KEYS = frozenset("67890-=YUIOP[]\\HJKL;'NM,./")
"""Keys of the right hand, which press the right face."""


def key_half(char: str) -> str | None:
    """``"left"``/``"right"`` for a key's character (case-insensitive), None for others
    (Space is the arbiter's pause key, not a press)."""
    up = char.upper()
    if up in LEFT_KEYS:
        return "left"
    if up in RIGHT_KEYS:
        return "right"
    return None


@dataclass(frozen=True)
class FaceKeys:
    """Which keys press which face in clock mode (the Preferences' choice).

    ``left``/``right``: key codes (``Qt.Key`` values as ints) of each face; a face without
    keys (the default) is pressed by its keyboard half (:func:`key_half`). ``pause``: the
    arbiter's pause/start keys (default Space and Pause).
    """

    left: frozenset[int] = frozenset()
    right: frozenset[int] = frozenset()
    pause: frozenset[int] = frozenset({0x20, 0x01000008})  # Qt.Key_Space, Qt.Key_Pause

    def face(self, key: int, text: str) -> str | None:
        """``"left"``/``"right"`` for a key press (its code and text), None when the key
        presses no face."""
        if key in self.left:
            return "left"
        if key in self.right:
            return "right"
        half = key_half(text) if text else None
        if half == "left" and not self.left or half == "right" and not self.right:
            return half
        return None


class Debouncer:
    """Accepts or ignores presses by face (``"left"``/``"right"``) at instants in ns."""

    def __init__(self, interval_ns: int = DEBOUNCE_NS) -> None:
        if interval_ns < 0:
            raise ValueError("the debounce interval cannot be negative")
        self.interval_ns = interval_ns
        self._last: dict[str, int] = {}

    def accept(self, face: str, now_ns: int) -> bool:
        """True when a press of ``face`` at ``now_ns`` counts; remembers it if so."""
        last = self._last.get(face)
        if last is not None and now_ns - last < self.interval_ns:
            return False
        self._last = {face: now_ns}  # the other side's lever is up again
        return True

    def reset(self) -> None:
        """Forget every press (a new game)."""
        self._last.clear()
