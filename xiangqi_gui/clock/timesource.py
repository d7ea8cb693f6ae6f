"""Monotonic time sources: callables returning integer nanoseconds.

The clock never reads the wall clock itself; it is given a :data:`TimeSource`.
Production code passes :func:`time.monotonic_ns`; tests, benchmarks and replays
pass a :class:`ManualTimeSource` they move by hand.
"""

from __future__ import annotations

from collections.abc import Callable

TimeSource = Callable[[], int]
"""A callable returning a monotonic instant in integer nanoseconds."""


class ManualTimeSource:
    """A time source that only moves when told to (for tests and simulations).

    >>> t = ManualTimeSource(5)
    >>> t.advance(10)
    15
    >>> t()
    15
    """

    def __init__(self, start_ns: int = 0) -> None:
        self._now = start_ns

    def __call__(self) -> int:
        return self._now

    @property
    def now(self) -> int:
        """The current instant, ns."""
        return self._now

    def advance(self, delta_ns: int) -> int:
        """Move forward by ``delta_ns`` >= 0 and return the new instant.

        :raises ValueError: when ``delta_ns`` is negative (time is monotonic).
        """
        if delta_ns < 0:
            raise ValueError(f"a monotonic source cannot go back ({delta_ns} ns)")
        self._now += delta_ns
        return self._now

    def set(self, instant_ns: int) -> None:
        """Jump to ``instant_ns``; raises ``ValueError`` when it is in the past."""
        self.advance(instant_ns - self._now)
