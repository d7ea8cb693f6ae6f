"""Named time controls as players know them (CXA rules art. 6 and common event formats).

``PRESETS`` maps a stable key (used in settings and the autosave journal) to a
:class:`Preset`. The examples of art. 6.1 and 6.2 are quoted from the rule text;
the others are formats in common use in event regulations (docs/references.md §9).
"""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi_gui.clock.timecontrol import Byoyomi, Stage, TimeControl, minutes, seconds


@dataclass(frozen=True)
class Preset:
    """A named time control.

    :ivar key: stable identifier, e.g. ``"art6.1"``.
    :ivar name: English menu text; ``name_zh`` the Chinese one.
    :ivar article: the CXA article the scheme belongs to (``"6.1"`` .. ``"6.4"``).
    :ivar control: the :class:`TimeControl` (the same for both sides; apply
        :meth:`TimeControl.with_extra_time` for 贴时, art. 6.5).
    """

    key: str
    name: str
    name_zh: str
    article: str
    control: TimeControl


def _preset(key: str, name: str, name_zh: str, article: str, *stages: Stage,
            byoyomi: Byoyomi | None = None) -> Preset:
    return Preset(key, name, name_zh, article, TimeControl(stages, byoyomi, name))


_ALL = (
    _preset("art6.1", "60 min + 30 s per move", "基本用时60分钟，每步加30秒", "6.1",
            Stage(minutes(60), increment_ns=seconds(30))),
    _preset("art6.2", "60 min for 30 moves, then 10 min per 10 moves",
            "60分钟走满30着，以后每10分钟走满10着", "6.2",
            Stage(minutes(60), moves=30), Stage(minutes(10), moves=10)),
    _preset("classical-90-40", "90 min for 40 moves, then 15 min per 10 moves",
            "90分钟走满40着，以后每15分钟走满10着", "6.2",
            Stage(minutes(90), moves=40), Stage(minutes(15), moves=10)),
    _preset("sudden-death-90", "90 min sudden death", "限时包干90分钟", "6.3",
            Stage(minutes(90))),
    _preset("rapid-15+10", "Rapid 15 min + 10 s", "快棋15分钟，每步加10秒", "6.4",
            Stage(minutes(15), increment_ns=seconds(10))),
    _preset("rapid-10-40", "Rapid 10 min for 40 moves, then 5 min per 30 moves",
            "快棋10分钟走满40着，以后每5分钟走满30着", "6.4",
            Stage(minutes(10), moves=40), Stage(minutes(5), moves=30)),
    _preset("blitz-5+3", "Blitz 5 min + 3 s", "超快棋5分钟，每步加3秒", "6.4",
            Stage(minutes(5), increment_ns=seconds(3))),
    _preset("10min-byoyomi-3x30", "10 min + 读秒 3 x 30 s", "10分钟，读秒3次30秒", "6.4",
            Stage(minutes(10)), byoyomi=Byoyomi(periods=3, period_ns=seconds(30))),
)

PRESETS: dict[str, Preset] = {p.key: p for p in _ALL}
"""All presets by key, in menu order."""


def preset(key: str) -> TimeControl:
    """The :class:`TimeControl` of preset ``key``; raises ``KeyError`` naming the known keys."""
    try:
        return PRESETS[key].control
    except KeyError:
        known = ", ".join(PRESETS)
        raise KeyError(f"unknown time control preset {key!r}; known: {known}") from None
