"""Shared helpers for the clock tests: a fake time source and short constructors."""

from __future__ import annotations

from xiangqi_gui.clock import ChessClock, ClockEvent, ClockEventKind, ManualTimeSource, TimeControl

S = 1_000_000_000
"""One second in ns (written out so the tests do not rely on the module's constants)."""
MIN = 60 * S
T0 = 1_000 * S
"""Start instant of the fake source: deliberately not 0."""


def make(red: TimeControl, black: TimeControl | None = None) -> tuple[ChessClock, ManualTimeSource]:
    """A READY clock on a fake source standing at :data:`T0`."""
    source = ManualTimeSource(T0)
    return ChessClock(red, black, time_source=source), source


def kinds(events: list[ClockEvent]) -> list[ClockEventKind]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]
