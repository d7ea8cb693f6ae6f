"""What the clock reports: sides, event kinds and :class:`ClockEvent`.

Every event is self-describing (side, kind, rule article, exact instant in ns)
so the arbiter and the autosave journal can consume it without asking the
clock anything else.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class Side(enum.IntEnum):
    """A clock face. Values equal ``xiangqi_gui.rules.Color`` (RED = 0, BLACK = 1),
    so ``Side(color)`` converts without importing the rules core."""

    RED = 0
    BLACK = 1

    @property
    def opponent(self) -> Side:
        """The other face."""
        return Side(1 - self.value)

    @property
    def label(self) -> str:
        """``"red"`` or ``"black"`` (used in dicts and messages)."""
        return self.name.lower()


class ClockEventKind(enum.Enum):
    """What happened on the clock."""

    STARTED = "started"
    """The arbiter started the clock; ``side`` is the face that runs (art. 6, 20.1)."""
    MOVE_PRESSED = "move_pressed"
    """A press completing a move: the presser's time stops, the opponent's runs (art. 6)."""
    PRESS_WITHOUT_MOVE = "press_without_move"
    """A press although the presser made no move: a foul (art. 8.1.7); ``count``
    is the side's total (the arbiter rules the foul and, at the second, the loss of
    art. 4.1.9)."""
    STAGE_ADVANCED = "stage_advanced"
    """The side completed a stage's move quota; the next stage's time was added (art. 6.2)."""
    BYOYOMI_STARTED = "byoyomi_started"
    """The side's main time is spent; 读秒 begins."""
    PERIOD_EXPIRED = "period_expired"
    """A 读秒 period ran out without its moves; ``periods_left`` remain."""
    FLAG = "flag"
    """Time exhausted (art. 21.3): the side loses (art. 4.1.6, subject to art. 21.6)."""
    QUOTA_MISSED = "quota_missed"
    """A stage's time ran out before its move quota was met (art. 21.1): loss (art. 4.1.6)."""
    PAUSED = "paused"
    """The arbiter stopped the clock (only the arbiter may, art. 8.1.2)."""
    RESUMED = "resumed"
    """The arbiter restarted the clock."""
    CORRECTED = "corrected"
    """The arbiter corrected a side's time, moves or stage (art. 21.4, 22.2)."""
    STOPPED = "stopped"
    """The game is over or replaced; the clock will not run again."""


_LOSING_KINDS = frozenset({ClockEventKind.FLAG, ClockEventKind.QUOTA_MISSED})


@dataclass(frozen=True)
class ClockEvent:
    """One thing the clock did, at an exact instant.

    :ivar kind: :class:`ClockEventKind`.
    :ivar side: the face concerned, or ``None`` for both (pause, resume, stop).
    :ivar at_ns: instant of the time source when it happened, ns. For a flag this
        is the exact instant the time reached zero, not when it was noticed.
    :ivar article: CXA rule article justifying the event, e.g. ``"4.1.6"``, or ``None``.
    :ivar moves: the side's completed moves after the event (0 when ``side`` is None).
    :ivar stage: the side's 1-based stage number after the event.
    :ivar periods_left: 读秒 periods the side has left, ``None`` without 读秒.
    :ivar credited_ns: time given back at this press: increment plus Bronstein refund, ns.
    :ivar count: for ``PRESS_WITHOUT_MOVE``, the side's number of such presses so far.
    """

    kind: ClockEventKind
    side: Side | None
    at_ns: int
    article: str | None = None
    moves: int = 0
    stage: int = 1
    periods_left: int | None = None
    credited_ns: int = 0
    count: int = 0

    @property
    def loses(self) -> bool:
        """True when the event by itself loses the game for ``side``.

        Flags and missed quotas (art. 4.1.6). The arbiter still applies art. 21.6 (a
        mate made with the flag already down stands). A press without a move is only
        reported: the foul and the loss at the second (art. 8.1.7, 4.1.9) are ruled by
        the arbiter (:meth:`Arbiter.clock_press_without_move`), in one place.
        """
        return self.kind in _LOSING_KINDS

    def describe(self) -> str:
        """One English sentence, e.g. ``"Red's flag fell after 41 moves (art. 4.1.6)."``."""
        who = "Both clocks" if self.side is None else self.side.name.capitalize()
        text = _DESCRIPTIONS[self.kind].format(
            who=who, moves=self.moves, stage=self.stage, left=self.periods_left,
            count=self.count, credit=self.credited_ns / 1e9,
        )
        if self.article:
            text += f" (art. {self.article})"
        return text + "."

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict for the autosave journal."""
        return {
            "kind": self.kind.value,
            "side": None if self.side is None else self.side.label,
            "at_ns": self.at_ns,
            "article": self.article,
            "moves": self.moves,
            "stage": self.stage,
            "periods_left": self.periods_left,
            "credited_ns": self.credited_ns,
            "count": self.count,
        }


_DESCRIPTIONS = {
    ClockEventKind.STARTED: "{who}'s clock was started",
    ClockEventKind.MOVE_PRESSED: "{who} pressed the clock after move {moves} (+{credit:g} s)",
    ClockEventKind.PRESS_WITHOUT_MOVE: "{who} pressed the clock without moving (time {count})",
    ClockEventKind.STAGE_ADVANCED: "{who} completed the quota and entered stage {stage}",
    ClockEventKind.BYOYOMI_STARTED: "{who} entered 读秒 with {left} periods",
    ClockEventKind.PERIOD_EXPIRED: "{who} used a 读秒 period, {left} left",
    ClockEventKind.FLAG: "{who}'s flag fell after {moves} moves",
    ClockEventKind.QUOTA_MISSED: "{who} missed the move quota of stage {stage} after {moves} moves",
    ClockEventKind.PAUSED: "{who} were paused",
    ClockEventKind.RESUMED: "{who} were resumed",
    ClockEventKind.CORRECTED: "{who}'s clock was corrected by the arbiter",
    ClockEventKind.STOPPED: "{who} were stopped",
}
