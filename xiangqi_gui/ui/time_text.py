"""Time controls in the players' words, in the UI language (context ``TimeText``).

``1 h 30 min``, ``60 min + 30 s/move``, ``60 min for 30 moves, then 10 min for 10 moves
(repeating)``, ``10 min + byo-yomi 3 × 30 s``; in Chinese ``1小时30分钟``, ``60分钟，每步加30秒``,
``60分钟走满30着，以后10分钟走满10着（循环）``, ``10分钟，读秒3次×30秒`` (the wording of
CXA art. 6). The core's :meth:`~xiangqi_gui.clock.TimeControl.describe` stays the
English log/CLI form.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from xiangqi_gui.clock import DelayKind, Stage, TimeControl
from xiangqi_gui.clock.presets import Preset
from xiangqi_gui.ui.messages import translate

NS_PER_SECOND = 1_000_000_000


class TimeText(QObject):
    """Formats durations and time controls with ``self.tr`` (numerus forms for moves), in
    ``language`` (a code of :data:`~xiangqi_gui.ui.i18n.LANGUAGES`; None: the UI language,
    the printout may use another)."""

    def __init__(self, parent: QObject | None = None, *, language: str | None = None) -> None:
        super().__init__(parent)
        self.language = language

    def tr(self, source: str, disambiguation: str | None = None,
           n: int = -1) -> str:
        """``source`` in this formatter's language (context ``TimeText``)."""
        if self.language is None:
            return super().tr(source, disambiguation, n)
        return translate("TimeText", source, self.language, disambiguation, n)

    def sides(self, red: TimeControl, black: TimeControl) -> str:
        """Both sides' controls: one text when they are the same, else each named."""
        red_text, black_text = self.control(red), self.control(black)
        if red_text == black_text:
            return red_text
        return self.tr("Red {0}; Black {1}").format(red_text, black_text)

    def duration(self, ns: int) -> str:
        """``ns`` nanoseconds as hours, minutes and seconds (``1 h 30 min``, ``45 s``)."""
        total = ns / NS_PER_SECOND
        hours, rest = divmod(int(total), 3600)
        minutes, seconds = divmod(rest, 60)
        fraction = total - int(total)
        parts = []
        if hours:
            parts.append(self.tr("{0} h").format(hours))
        if minutes:
            parts.append(self.tr("{0} min").format(minutes))
        if seconds or fraction or not parts:
            parts.append(self.tr("{0} s").format(f"{seconds + fraction:g}"))
        text = parts[0]
        for part in parts[1:]:
            text = self.tr("{0} {1}", "hours, minutes and seconds of one duration").format(
                text, part)
        return text

    def stage(self, stage: Stage) -> str:
        """One stage: main time, move quota, increment, delay."""
        text = self.duration(stage.time_ns)
        if stage.moves is not None:
            text = self.tr("{0} for %n move(s)", "", stage.moves).format(text)
        if stage.increment_ns:
            text = self.tr("{0} + {1}/move").format(text, self.duration(stage.increment_ns))
        if stage.delay is not DelayKind.NONE and stage.delay_ns:
            text = self.tr("{0}, delay {1}").format(text, self.duration(stage.delay_ns))
        return text

    def control(self, control: TimeControl) -> str:
        """A whole control: its stages, whether the last repeats, and byo-yomi (读秒)."""
        text = self.stage(control.stages[0])
        for stage in control.stages[1:]:
            text = self.tr("{0}, then {1}").format(text, self.stage(stage))
        if len(control.stages) > 1 and control.stages[-1].moves is not None:
            text = self.tr("{0} (repeating)").format(text)
        byoyomi = control.byoyomi
        if byoyomi is not None:
            period = self.duration(byoyomi.period_ns)
            if byoyomi.moves == 1:
                text = self.tr("{0} + byo-yomi {1} × {2}").format(text, byoyomi.periods, period)
            else:
                text = self.tr("{0} + byo-yomi {1} × {2} for %n move(s)", "",
                               byoyomi.moves).format(text, byoyomi.periods, period)
        return text

    def preset(self, item: Preset) -> str:
        """A preset's menu text: its control and its article (``… (art. 6.1)``)."""
        return self.tr("{0} (art. {1})").format(self.control(item.control), item.article)


def control_text(control: TimeControl) -> str:
    """:meth:`TimeText.control` with a throw-away formatter."""
    return TimeText().control(control)


def duration_text(ns: int) -> str:
    """:meth:`TimeText.duration` with a throw-away formatter."""
    return TimeText().duration(ns)
