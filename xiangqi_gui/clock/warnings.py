"""When the clock should sound a warning: main-time thresholds and 读秒 seconds.

Qt-free; times are integer nanoseconds as everywhere in :mod:`xiangqi_gui.clock`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .chessclock import FaceReading
from .events import Side
from .timecontrol import NS_PER_SECOND


@dataclass
class WarningPolicy:
    """When to beep: main time crossing any of ``thresholds_ns`` (default 60, 30, 10 s),
    and each whole second of the last ``byoyomi_seconds`` of a 读秒 period
    (``None``: every second of the period, 读秒 as announced by an arbiter)."""

    thresholds_ns: tuple[int, ...] = (60 * NS_PER_SECOND, 30 * NS_PER_SECOND, 10 * NS_PER_SECOND)
    byoyomi_seconds: int | None = None
    enabled: bool = True
    _last: dict[Side, FaceReading] = field(default_factory=dict, repr=False)

    def reset(self) -> None:
        """Forget the previous readings (new game)."""
        self._last.clear()

    def crossings(self, reading: FaceReading) -> list[str]:
        """Beep kinds due since the previous reading of the same face (``"warning"``,
        ``"byoyomi"``); updates the memory."""
        previous = self._last.get(reading.side)
        self._last[reading.side] = reading
        if not self.enabled or previous is None or not reading.running:
            return []
        if reading.in_byoyomi:
            return ["byoyomi"] if self._byoyomi_tick(previous, reading) else []
        before, now = previous.main_ns, reading.main_ns
        return ["warning" for th in self.thresholds_ns if before > th >= now]

    def _byoyomi_tick(self, previous: FaceReading, reading: FaceReading) -> bool:
        now_s = math.ceil(reading.period_left_ns / NS_PER_SECOND)
        before_s = (math.ceil(previous.period_left_ns / NS_PER_SECOND)
                    if previous.in_byoyomi and previous.periods_left == reading.periods_left
                    else now_s + 1)
        limit = self.byoyomi_seconds
        return now_s < before_s and (limit is None or now_s < limit)


__all__ = ["WarningPolicy"]
