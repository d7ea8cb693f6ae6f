"""The chess clock (棋钟): time controls of CXA rules art. 6 and a two-face clock model.

Qt-free (stdlib only). All durations are integer nanoseconds from an injected
monotonic time source; see :class:`ChessClock`.

>>> from xiangqi_gui.clock import ChessClock, ManualTimeSource, Side, preset, seconds
>>> t = ManualTimeSource()
>>> clock = ChessClock(preset("art6.1"), time_source=t)
>>> _ = clock.start()
>>> _ = t.advance(seconds(12))
>>> [e.kind.value for e in clock.press(Side.RED)]
['move_pressed']
>>> clock.remaining(Side.RED) == seconds(60 * 60 - 12 + 30)
True
"""

from xiangqi_gui.clock.chessclock import (
    ChessClock,
    ClockSnapshot,
    ClockStateError,
    ClockStatus,
    FaceReading,
)
from xiangqi_gui.clock.events import ClockEvent, ClockEventKind, Side
from xiangqi_gui.clock.presets import PRESETS, Preset, preset
from xiangqi_gui.clock.pressmode import PressMode
from xiangqi_gui.clock.timecontrol import (
    NS_PER_MINUTE,
    NS_PER_SECOND,
    RAPID_LIMIT_NS,
    Byoyomi,
    DelayKind,
    Stage,
    TimeControl,
    TimeControlError,
    minutes,
    seconds,
)
from xiangqi_gui.clock.timesource import ManualTimeSource, TimeSource
from xiangqi_gui.clock.warnings import WarningPolicy

__all__ = [
    "NS_PER_MINUTE",
    "NS_PER_SECOND",
    "PRESETS",
    "RAPID_LIMIT_NS",
    "Byoyomi",
    "ChessClock",
    "ClockEvent",
    "ClockEventKind",
    "ClockSnapshot",
    "ClockStateError",
    "ClockStatus",
    "DelayKind",
    "FaceReading",
    "ManualTimeSource",
    "Preset",
    "PressMode",
    "Side",
    "Stage",
    "TimeControl",
    "TimeControlError",
    "TimeSource",
    "WarningPolicy",
    "minutes",
    "preset",
    "seconds",
]
