"""Time controls (计时方案, CXA rules art. 6) as immutable values.

A :class:`TimeControl` describes the time of ONE side; the two sides of a game may
hold different controls, which is how time odds (贴时, art. 6.5) are expressed.

A control is a list of :class:`Stage` values followed by an optional
:class:`Byoyomi` (读秒):

* a stage gives ``time_ns`` of main time and, optionally, a move quota
  ``moves``: the side must complete that many moves before the stage's time runs
  out (限时限着制, art. 6.2), otherwise it loses (art. 4.1.6, 21.1). Time left at
  the end of a stage carries over into the next one. A last stage WITH a quota
  repeats for the rest of the game ("以后每10分钟内须走满10着", art. 6.2); a last
  stage WITHOUT a quota is sudden death (限时包干制, art. 6.3);
* each stage may add a Fischer increment per completed move (基本用时加秒制,
  art. 6.1) and/or a delay (Bronstein or simple/US, see :class:`DelayKind`);
* after the main time of a sudden-death last stage is spent, the side may play on
  in 读秒: ``periods`` periods of ``period_ns`` each, a period being renewed
  whenever ``moves`` moves are completed inside it.

All durations are integer nanoseconds; :func:`minutes` and :func:`seconds`
convert. Every constructor validates and raises :class:`TimeControlError`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, register

NS_PER_SECOND = 1_000_000_000
NS_PER_MINUTE = 60 * NS_PER_SECOND
RAPID_LIMIT_NS = 15 * NS_PER_MINUTE
"""Art. 6.4: a game with at most 15 minutes per side (inclusive) is a rapid game (快棋)."""


def seconds(value: float) -> int:
    """Return ``value`` seconds as integer nanoseconds (rounded to the nearest ns)."""
    return round(value * NS_PER_SECOND)


def minutes(value: float) -> int:
    """Return ``value`` minutes as integer nanoseconds (rounded to the nearest ns)."""
    return round(value * NS_PER_MINUTE)


class TimeControlError(ValueError):
    """An invalid time control; the message names the offending field.

    Raised with a :class:`~xiangqi_gui.rules.message.Message` (ids ``time.*`` below) where a
    person can make the mistake in the time-control form; ``message`` keeps it for the
    window's language (None for a plain string: malformed data). ``str()`` is English.
    """

    def __init__(self, reason: str | Message) -> None:
        super().__init__(str(reason))
        self.message = reason if isinstance(reason, Message) else None


#: The time-control mistakes a person can make in the form (context ``Message``).
register({
    "time.byoyomi_after_quota": QT_TRANSLATE_NOOP(
        "Message", "byoyomi: the last stage must be sudden death (moves=None)"),
    "time.byoyomi_with_delay": QT_TRANSLATE_NOOP(
        "Message", "byoyomi: cannot be combined with a delay in the last stage"),
    "time.bronstein_no_time": QT_TRANSLATE_NOOP(
        "Message", "stages[0]: a Bronstein delay with no main time flags at once; use a simple "
        "(US) delay for a fixed time per move"),
    "time.no_time": QT_TRANSLATE_NOOP(
        "Message", "stages[0]: time_ns is 0 and nothing else gives time to move"),
    "time.odds_exceed": QT_TRANSLATE_NOOP(
        "Message", "time odds {delta} ns exceed the base time {base}"),
})


class DelayKind(enum.Enum):
    """How a per-move delay protects the clock.

    ``BRONSTEIN``: the clock runs from the start of the turn; at the press that
    completes the move the time used, at most the delay, is given back, so the
    time never rises above its value at the start of the turn. The flag falls
    when the displayed time reaches zero.

    ``SIMPLE`` (US delay): the clock waits for the delay at the start of each
    turn before it starts to count down. The flag falls after the delay plus the
    remaining time.
    """

    NONE = "none"
    BRONSTEIN = "bronstein"
    SIMPLE = "simple"


def _check_int(field: str, value: object, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TimeControlError(f"{field}: expected an integer, got {value!r}")
    if value < minimum:
        raise TimeControlError(f"{field}: must be >= {minimum}, got {value}")
    return value


@dataclass(frozen=True)
class Stage:
    """One period of main time (时限).

    :param time_ns: main time added when the stage begins, ns, >= 0.
    :param moves: move quota of the stage (art. 6.2), or ``None`` for sudden death.
    :param increment_ns: Fischer increment credited at each press completing a
        move in this stage (art. 6.1), ns, >= 0.
    :param delay_ns: delay per move, ns, >= 0; its meaning is ``delay``.
    :param delay: :class:`DelayKind`; must be ``NONE`` exactly when ``delay_ns`` is 0.
    :raises TimeControlError: on a negative or non-integer field or an inconsistent delay.
    """

    time_ns: int
    moves: int | None = None
    increment_ns: int = 0
    delay_ns: int = 0
    delay: DelayKind = DelayKind.NONE

    def __post_init__(self) -> None:
        _check_int("time_ns", self.time_ns, 0)
        if self.moves is not None:
            _check_int("moves", self.moves, 1)
        _check_int("increment_ns", self.increment_ns, 0)
        _check_int("delay_ns", self.delay_ns, 0)
        if not isinstance(self.delay, DelayKind):
            raise TimeControlError(f"delay: expected a DelayKind, got {self.delay!r}")
        if (self.delay is DelayKind.NONE) != (self.delay_ns == 0):
            raise TimeControlError(
                f"delay: kind {self.delay.value!r} does not fit delay_ns={self.delay_ns}"
            )

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict (see :meth:`TimeControl.to_dict`)."""
        return {
            "time_ns": self.time_ns,
            "moves": self.moves,
            "increment_ns": self.increment_ns,
            "delay_ns": self.delay_ns,
            "delay": self.delay.value,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "stage") -> Stage:
        """Build a stage from :meth:`to_dict` output; errors name ``where``."""
        try:
            delay = DelayKind(data.get("delay", "none"))
            return cls(
                time_ns=data["time_ns"],
                moves=data.get("moves"),
                increment_ns=data.get("increment_ns", 0),
                delay_ns=data.get("delay_ns", 0),
                delay=delay,
            )
        except KeyError as exc:
            raise TimeControlError(f"{where}: missing field {exc.args[0]!r}") from None
        except (TimeControlError, ValueError) as exc:
            raise TimeControlError(f"{where}: {exc}") from None


@dataclass(frozen=True)
class Byoyomi:
    """读秒: overtime periods after the main time is spent.

    :param periods: number of periods, >= 1.
    :param period_ns: length of each period, ns, > 0.
    :param moves: moves to complete within a period to renew it (1 = Japanese
        byo-yomi, more = a per-period move quota), >= 1.
    """

    periods: int
    period_ns: int
    moves: int = 1

    def __post_init__(self) -> None:
        _check_int("byoyomi.periods", self.periods, 1)
        _check_int("byoyomi.period_ns", self.period_ns, 1)
        _check_int("byoyomi.moves", self.moves, 1)

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict."""
        return {"periods": self.periods, "period_ns": self.period_ns, "moves": self.moves}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Byoyomi:
        """Build from :meth:`to_dict` output; raises :class:`TimeControlError`."""
        try:
            return cls(data["periods"], data["period_ns"], data.get("moves", 1))
        except KeyError as exc:
            raise TimeControlError(f"byoyomi: missing field {exc.args[0]!r}") from None


@dataclass(frozen=True)
class TimeControl:
    """The time control of one side (art. 6).

    :param stages: one or more :class:`Stage`; see the module docstring for how
        stages follow each other and repeat.
    :param byoyomi: optional 读秒 after a sudden-death last stage.
    :param name: a label for menus and records (free text).
    :raises TimeControlError: when the stages cannot give the side any time to
        move, when 读秒 follows a last stage with a quota, when a stage with 读秒
        also has a delay, or when a Bronstein delay has no main time to protect.
    """

    stages: tuple[Stage, ...]
    byoyomi: Byoyomi | None = None
    name: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.stages, tuple):
            object.__setattr__(self, "stages", tuple(self.stages))
        if not self.stages:
            raise TimeControlError("stages: at least one stage is required")
        for i, stage in enumerate(self.stages):
            if not isinstance(stage, Stage):
                raise TimeControlError(f"stages[{i}]: expected a Stage, got {stage!r}")
        last = self.stages[-1]
        if self.byoyomi is not None:
            if last.moves is not None:
                raise TimeControlError(Message.of("time.byoyomi_after_quota"))
            if last.delay is not DelayKind.NONE:
                raise TimeControlError(Message.of("time.byoyomi_with_delay"))
        first = self.stages[0]
        if first.delay is DelayKind.BRONSTEIN and first.time_ns == 0:
            raise TimeControlError(Message.of("time.bronstein_no_time"))
        if first.time_ns == 0 and first.delay is not DelayKind.SIMPLE and self.byoyomi is None:
            raise TimeControlError(Message.of("time.no_time"))

    # -- queries -----------------------------------------------------------------

    def stage(self, number: int) -> Stage:
        """Return the stage in force for 0-based stage ``number`` (the last repeats)."""
        if number < 0:
            raise ValueError(f"stage number must be >= 0, got {number}")
        return self.stages[min(number, len(self.stages) - 1)]

    @property
    def base_ns(self) -> int:
        """Main time of the first stage, ns."""
        return self.stages[0].time_ns

    @property
    def is_rapid(self) -> bool:
        """True for a rapid game (快棋赛, art. 6.4): at most 15 minutes per side, inclusive.

        The limit is compared with the sum of the stage times, each stage counted
        once (so "10 min / 40 moves, then 5 min / 30 moves" is rapid).
        """
        return sum(s.time_ns for s in self.stages) <= RAPID_LIMIT_NS

    def with_extra_time(self, delta_ns: int) -> TimeControl:
        """Return a copy whose first stage has ``delta_ns`` more main time (贴时, art. 6.5).

        ``delta_ns`` may be negative; raises :class:`TimeControlError` when the
        result would be invalid.
        """
        first = self.stages[0]
        if first.time_ns + delta_ns < 0:
            raise TimeControlError(Message.of("time.odds_exceed", delta=delta_ns,
                                              base=first.time_ns))
        stages = (replace(first, time_ns=first.time_ns + delta_ns), *self.stages[1:])
        return replace(self, stages=stages)

    def describe(self) -> str:
        """A short English description such as ``"60 min + 30 s/move"``."""
        parts = [_describe_stage(s) for s in self.stages]
        text = ", then ".join(parts)
        if len(self.stages) > 1 and self.stages[-1].moves is not None:
            text += " (repeating)"
        if self.byoyomi is not None:
            b = self.byoyomi
            per = "" if b.moves == 1 else f" for {b.moves} moves"
            text += f" + 读秒 {b.periods} x {_fmt_duration(b.period_ns)}{per}"
        return text

    # -- JSON --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """Return a JSON-ready dict: ``{"name", "stages": [...], "byoyomi": {...} | None}``.

        Durations stay integer nanoseconds; :meth:`from_dict` inverts it exactly.
        """
        return {
            "name": self.name,
            "stages": [s.to_dict() for s in self.stages],
            "byoyomi": None if self.byoyomi is None else self.byoyomi.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TimeControl:
        """Build a control from :meth:`to_dict` output.

        :raises TimeControlError: naming the first bad field (e.g. ``stages[1]: ...``).
        """
        if not isinstance(data, Mapping):
            raise TimeControlError(f"time control: expected an object, got {data!r}")
        raw_stages = data.get("stages")
        if not isinstance(raw_stages, list):
            raise TimeControlError("stages: expected a list")
        stages = tuple(
            Stage.from_dict(s, f"stages[{i}]") if isinstance(s, Mapping) else _bad_stage(i, s)
            for i, s in enumerate(raw_stages)
        )
        raw_byo = data.get("byoyomi")
        byoyomi = None if raw_byo is None else Byoyomi.from_dict(raw_byo)
        name = data.get("name", "")
        if not isinstance(name, str):
            raise TimeControlError(f"name: expected a string, got {name!r}")
        return cls(stages, byoyomi, name)


def _bad_stage(index: int, value: object) -> Stage:
    raise TimeControlError(f"stages[{index}]: expected an object, got {value!r}")


def _fmt_duration(ns: int) -> str:
    if ns % NS_PER_MINUTE == 0 and ns >= NS_PER_MINUTE:
        return f"{ns // NS_PER_MINUTE} min"
    if ns % NS_PER_SECOND == 0:
        return f"{ns // NS_PER_SECOND} s"
    return f"{ns / NS_PER_SECOND:g} s"


def _describe_stage(stage: Stage) -> str:
    text = _fmt_duration(stage.time_ns)
    if stage.moves is not None:
        text += f" / {stage.moves} moves"
    if stage.increment_ns:
        text += f" + {_fmt_duration(stage.increment_ns)}/move"
    if stage.delay is not DelayKind.NONE:
        text += f" ({stage.delay.value} delay {_fmt_duration(stage.delay_ns)})"
    return text
