"""When an input happened: Qt input-event time stamps mapped onto the clock's ns source.

A press of a clock face must count at the instant it was made, not when a busy event loop
got round to handling it. Qt stamps every input event (:meth:`QInputEvent.timestamp`, ms)
from the platform's event clock, whose origin is unknown (X server time on xcb, an elapsed
timer started by Qt elsewhere). The mapping onto :func:`time.monotonic_ns`:

* every input event the application sees (:meth:`EventTime.eventFilter`, installed on the
  ``QApplication``) gives one sample ``offset = monotonic_ns() - timestamp_ms * 10**6``;
  its handling delay only makes the offset larger, so the *smallest* offset seen belongs to
  the event handled with the least delay and is the best estimate of the origin;
* an event stamped ``s`` ms then happened at ``s * 10**6 + min_offset`` ns, never later
  than now;
* a stamp of 0 (synthetic events) or one that would put the event more than
  :data:`MAX_DELAY_NS` in the past (a new origin, e.g. another X server) counts as now,
  and a sample that far off restarts the estimate.

The mapping is used only when the game clock runs on :func:`time.monotonic_ns` (the
controller's default); with another time source (tests' manual clocks) presses count at
the instant they are handled.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QInputEvent

MAX_DELAY_NS = 5_000_000_000
"""Longest delay between an input and its handling that is believed, ns."""


class EventTime(QObject):
    """Maps input-event time stamps (ms) onto :func:`time.monotonic_ns` (module docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._offset: int | None = None

    def observe(self, stamp_ms: int, now_ns: int) -> None:
        """One sample: an event stamped ``stamp_ms`` is handled at ``now_ns``."""
        if stamp_ms <= 0:
            return
        offset = now_ns - stamp_ms * 1_000_000
        if self._offset is None or offset < self._offset \
                or offset - self._offset > MAX_DELAY_NS:
            self._offset = offset

    def to_ns(self, stamp_ms: int, now_ns: int | None = None) -> int:
        """The instant (monotonic ns) of an event stamped ``stamp_ms``, handled ``now_ns``
        (default: now)."""
        now = time.monotonic_ns() if now_ns is None else now_ns
        self.observe(stamp_ms, now)
        if stamp_ms <= 0 or self._offset is None:
            return now
        at = stamp_ms * 1_000_000 + self._offset
        return now if now - at > MAX_DELAY_NS else min(at, now)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if isinstance(event, QInputEvent):
            self.observe(event.timestamp(), time.monotonic_ns())
        return False
