"""What a clock says aloud during 读秒 (byo-yomi), as Chinese event clocks do.

In each 读秒 period the clock announces, for the side whose face runs:

- at the period's start, which period it is: ``period_1``, ``period_2`` … (第一次读秒 …),
  the first when 读秒 begins, the next each time a period is used up;
- ``ten_seconds`` (十秒) when 10 s are left in the period;
- ``five``, ``four``, ``three``, ``two``, ``one`` (五、四、三、二、一) at 5 … 1 s left.

An announcement is due when the face's whole seconds left (rounded up) cross the mark
between two readings; a period shorter than a mark skips it, and when a late reading has
crossed several marks only the latest is said (a count is useless once past). :func:`announcements`
compares two :class:`~xiangqi_gui.clock.chessclock.FaceReading` values of the same face
and returns the clip names due, in order; the sound layer plays the clip of that name in
the UI language (``resources/sounds/<language>/<name>.wav``). Qt-free.

>>> SCHEDULE_S
(10, 5, 4, 3, 2, 1)
>>> clip_for_second(10), clip_for_second(3), clip_for_second(7)
('ten_seconds', 'three', None)
"""

from __future__ import annotations

import math

from .chessclock import FaceReading
from .timecontrol import NS_PER_SECOND

SCHEDULE_S = (10, 5, 4, 3, 2, 1)
"""Seconds left in a 读秒 period at which the clock speaks."""
_CLIPS = {10: "ten_seconds", 5: "five", 4: "four", 3: "three", 2: "two", 1: "one"}
MAX_PERIOD_CLIP = 10
"""Periods announced by number (``period_1`` … ``period_10``); later ones say nothing."""
CLIP_NAMES = (*(_CLIPS[s] for s in SCHEDULE_S),
              *(f"period_{n}" for n in range(1, MAX_PERIOD_CLIP + 1)))
"""Every clip a language's sound folder must hold."""


def clip_for_second(seconds_left: int) -> str | None:
    """The clip spoken when ``seconds_left`` whole seconds remain, or None."""
    return _CLIPS.get(seconds_left)


def _seconds(reading: FaceReading) -> int:
    return math.ceil(reading.period_left_ns / NS_PER_SECOND)


def announcements(previous: FaceReading | None, reading: FaceReading,
                  total_periods: int | None = None) -> list[str]:
    """Clip names due between ``previous`` and ``reading`` of the same face.

    ``total_periods``: the control's number of 读秒 periods, to number the period that
    starts (``total - periods_left + 1``); without it periods are not announced. Nothing
    is due while the face is stopped or outside 读秒.
    """
    if not reading.running or not reading.in_byoyomi or reading.flagged is not None:
        return []
    due: list[str] = []
    new_period = (previous is None or not previous.in_byoyomi
                  or previous.periods_left != reading.periods_left)
    if new_period and total_periods is not None and reading.periods_left is not None:
        number = total_periods - reading.periods_left + 1
        if 1 <= number <= MAX_PERIOD_CLIP:
            due.append(f"period_{number}")
    before = math.inf if new_period or previous is None else _seconds(previous)
    now = _seconds(reading)
    crossed = [_CLIPS[s] for s in SCHEDULE_S if now <= s < before]
    return due + crossed[-1:]
