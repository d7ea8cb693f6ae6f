"""The chess clock (棋钟, CXA rules art. 6): two faces, one running at a time.

:class:`ChessClock` is driven by an injected monotonic :data:`TimeSource` in
integer nanoseconds. Each face's state changes only at checkpoints (start, press,
pause, correction, flag); remaining time is computed from ``now - checkpoint``
at every query, never accumulated from timer ticks. A UI schedules one precise
timer at :meth:`ChessClock.next_deadline` and calls :meth:`ChessClock.poll`
when it fires.

Every mutating call returns a list of :class:`ClockEvent` for the arbiter.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass, replace
from typing import Any

from xiangqi_gui.clock.events import ClockEvent, ClockEventKind, Side
from xiangqi_gui.clock.sidestate import (
    Crossing,
    SideState,
    advance,
    complete_move,
    delay_left_ns,
    next_boundary,
)
from xiangqi_gui.clock.timecontrol import TimeControl
from xiangqi_gui.clock.timesource import TimeSource

AdvanceResult = tuple[SideState, list[Crossing]]

FORMAT_VERSION = 1
"""Version of the :meth:`ChessClock.to_dict` layout."""

_ARTICLES: dict[ClockEventKind, str | None] = {
    ClockEventKind.STARTED: "6",
    ClockEventKind.MOVE_PRESSED: "6",
    ClockEventKind.STAGE_ADVANCED: "6.2",
    ClockEventKind.BYOYOMI_STARTED: None,
    ClockEventKind.PERIOD_EXPIRED: None,
    ClockEventKind.FLAG: "4.1.6",
    ClockEventKind.QUOTA_MISSED: "4.1.6",
    ClockEventKind.PAUSED: None,
    ClockEventKind.RESUMED: None,
    ClockEventKind.CORRECTED: "21.4",
    ClockEventKind.STOPPED: None,
}


class ClockStateError(RuntimeError):
    """A call that the clock's current status does not allow (e.g. resume while running)."""


class ClockStatus(enum.Enum):
    """Where the clock is in its life."""

    READY = "ready"
    """Set up, not started yet."""
    RUNNING = "running"
    """One face runs."""
    PAUSED = "paused"
    """Stopped by the arbiter; resumes where it stopped (delay and 读秒 state kept)."""
    FLAGGED = "flagged"
    """A flag fell; both faces are frozen until the arbiter corrects or stops."""
    STOPPED = "stopped"
    """Game over or replaced by a new game; nothing runs any more."""


@dataclass(frozen=True)
class FaceReading:
    """What one face shows at an instant (all durations ns).

    :ivar main_ns: main time left (0 in 读秒).
    :ivar delay_left_ns: simple (US) delay still to wait in this turn.
    :ivar in_byoyomi: True while 读秒 runs.
    :ivar periods_left: 读秒 periods left including the running one, None without 读秒.
    :ivar period_left_ns: time left in the running 读秒 period (0 outside 读秒).
    :ivar stage: 1-based stage number; ``stage_quota`` its move quota or None.
    :ivar moves_in_stage: moves made in the current stage.
    :ivar flagged: FLAG or QUOTA_MISSED once the side lost on time, else None.
    """

    side: Side
    running: bool
    main_ns: int
    delay_left_ns: int
    in_byoyomi: bool
    periods_left: int | None
    period_left_ns: int
    moves: int
    stage: int
    stage_quota: int | None
    moves_in_stage: int
    flagged: ClockEventKind | None
    press_fouls: int

    @property
    def display_ns(self) -> int:
        """The time the big digits show: the 读秒 period in 读秒, else the main time."""
        return self.period_left_ns if self.in_byoyomi else self.main_ns


@dataclass(frozen=True)
class ClockSnapshot:
    """The faces at one instant (:meth:`ChessClock.snapshot`); opaque to callers."""

    states: tuple[SideState, ...]
    status: ClockStatus
    active: Side | None
    since: int | None
    reported: int


class ChessClock:
    """A two-face chess clock for one game.

    :param red: time control of Red (the first mover).
    :param black: time control of Black; defaults to ``red`` (different
        controls give time odds, 贴时, art. 6.5).
    :param time_source: monotonic source of integer ns (default
        :func:`time.monotonic_ns`).
    """

    def __init__(self, red: TimeControl, black: TimeControl | None = None, *,
                 time_source: TimeSource = time.monotonic_ns) -> None:
        self._controls = (red, red if black is None else black)
        self._source = time_source
        self._states = [SideState.initial(c) for c in self._controls]
        self._status = ClockStatus.READY
        self._active: Side | None = None
        self._since: int | None = None
        self._reported = 0
        self._last_now: int | None = None
        self._advanced: tuple[SideState, TimeControl, int, AdvanceResult] | None = None

    # -- read-only state ---------------------------------------------------------

    @property
    def status(self) -> ClockStatus:
        """The :class:`ClockStatus`."""
        return self._status

    @property
    def active(self) -> Side | None:
        """The face that runs (or ran when paused/flagged); None before the start."""
        return self._active

    @property
    def time_source(self) -> TimeSource:
        """The monotonic source (ns) the clock reads; a UI schedules its timers with it."""
        return self._source

    @property
    def running(self) -> Side | None:
        """The face whose time is running now, or None."""
        return self._active if self._status is ClockStatus.RUNNING else None

    def control(self, side: Side) -> TimeControl:
        """The time control of ``side``."""
        return self._controls[Side(side)]

    def reading(self, side: Side) -> FaceReading:
        """What ``side``'s face shows now (computed from the time source)."""
        side = Side(side)
        state = self._state_now(side)
        control = self._controls[side]
        period_left = 0
        if state.in_byoyomi and control.byoyomi is not None:
            period_left = control.byoyomi.period_ns - state.period_used_ns
        return FaceReading(
            side=side, running=self.running is side, main_ns=state.main_ns,
            delay_left_ns=delay_left_ns(state, control), in_byoyomi=state.in_byoyomi,
            periods_left=state.periods_left, period_left_ns=period_left, moves=state.moves,
            stage=state.stage + 1, stage_quota=control.stage(state.stage).moves,
            moves_in_stage=state.moves_in_stage, flagged=state.flagged,
            press_fouls=state.press_fouls,
        )

    def turn_used(self, side: Side) -> int:
        """Time ``side``'s face has run in its current, unfinished turn, ns (pauses
        excluded; a press without a move does not end the turn). The thinking time of a
        move is this value at the press that completes it."""
        return self._state_now(Side(side)).turn_used_ns

    def remaining(self, side: Side) -> int:
        """Time ``side``'s digits show now, ns (main time, or the 读秒 period)."""
        return self.reading(side).display_ns

    def moves(self, side: Side) -> int:
        """Moves completed by ``side`` (counted at presses)."""
        return self._states[Side(side)].moves

    def stage(self, side: Side) -> int:
        """1-based stage number of ``side``."""
        return self._states[Side(side)].stage + 1

    def flag(self, side: Side) -> ClockEvent | None:
        """The losing time event of ``side`` (flag or missed quota), or None."""
        state = self._states[Side(side)]
        if state.flagged is None:
            return None
        return self._event(state.flagged, Side(side), state.flag_at_ns, state)

    def next_deadline(self) -> int | None:
        """Absolute instant (ns) of the next unreported boundary of the running
        face (读秒 start or period change, flag), or None when nothing runs.

        Computed from the checkpoint alone; it may lie in the past when
        :meth:`poll` is late. Call :meth:`poll` at that instant.
        """
        if self._status is not ClockStatus.RUNNING or self._active is None:
            return None
        assert self._since is not None
        control = self._controls[self._active]
        state = self._states[self._active]
        offset = 0
        for _ in range(self._reported + 1):
            step = next_boundary(state, control)
            if step is None:
                return None
            offset += step
            state, _crossings = advance(state, control, step)
        return self._since + offset

    # -- the game ----------------------------------------------------------------

    def start(self, side: Side = Side.RED) -> list[ClockEvent]:
        """Start ``side``'s face (the first mover's, art. 6; also when late, art. 20.1).

        :raises ClockStateError: unless the clock is READY.
        """
        self._require(ClockStatus.READY, "start")
        now = self._now()
        self._active, self._since, self._reported = Side(side), now, 0
        self._status = ClockStatus.RUNNING
        return [self._event(ClockEventKind.STARTED, Side(side), now)]

    def press(self, side: Side, moved: bool = True) -> list[ClockEvent]:
        """``side`` presses its button.

        Ignored unless the clock runs and ``side``'s face is the running one, as
        on a physical clock (the result then holds only pending boundary events).
        Otherwise the face stops and the opponent's starts.

        ``moved`` says whether ``side`` made a move since its last press (the
        board knows). A completed move is counted and credited (increment,
        Bronstein refund, stage quota). A press without a move is reported
        (``PRESS_WITHOUT_MOVE``, art. 8.1.7, with the side's running count), credits
        nothing and still switches the clock, as a physical clock would; the arbiter may
        hand the turn back with :meth:`give_turn`. A press after the time ran
        out returns the flag event only and does not switch the clock.
        """
        side = Side(side)
        if self._status is not ClockStatus.RUNNING:
            return []
        now = self._now()
        events = self._collect(now)
        if self._status is not ClockStatus.RUNNING or side is not self._active:
            return events
        state = self._commit(now)
        if moved:
            state, credited, advanced = complete_move(state, self._controls[side])
            self._states[side] = state
            events.append(self._event(ClockEventKind.MOVE_PRESSED, side, now, state,
                                      credited_ns=credited))
            if advanced:
                events.append(self._event(ClockEventKind.STAGE_ADVANCED, side, now, state))
        else:
            state = replace(state, press_fouls=state.press_fouls + 1)
            self._states[side] = state
            # the foul and its loss (art. 4.1.9) are the arbiter's to rule, not the clock's
            events.append(self._event(ClockEventKind.PRESS_WITHOUT_MOVE, side, now, state,
                                      article="8.1.7", count=state.press_fouls))
        self._active, self._since, self._reported = side.opponent, now, 0
        return events

    def poll(self) -> list[ClockEvent]:
        """Report the boundaries the running face crossed since the last report.

        Events carry the exact instant of each boundary. A flag freezes the
        flagged face at zero and stops the clock (status FLAGGED).
        """
        if self._status is not ClockStatus.RUNNING:
            return []
        return self._collect(self._now())

    def pause(self) -> list[ClockEvent]:
        """Stop the running face, keeping its delay and 读秒 state (arbiter only, art. 8.1.2).

        :raises ClockStateError: unless RUNNING.
        """
        self._require(ClockStatus.RUNNING, "pause")
        now = self._now()
        events = self._collect(now)
        if self._status is ClockStatus.RUNNING:
            self._commit(now)
            self._since = None
            self._status = ClockStatus.PAUSED
            events.append(self._event(ClockEventKind.PAUSED, None, now))
        return events

    def resume(self) -> list[ClockEvent]:
        """Restart the face that was running.

        Allowed when PAUSED, or FLAGGED after the arbiter cleared every flag
        with a correction. :raises ClockStateError: otherwise.
        """
        if self._status is ClockStatus.FLAGGED and not any(s.flagged for s in self._states):
            self._status = ClockStatus.PAUSED
        self._require(ClockStatus.PAUSED, "resume")
        now = self._now()
        self._since, self._reported = now, 0
        self._status = ClockStatus.RUNNING
        return [self._event(ClockEventKind.RESUMED, None, now)]

    def stop(self) -> list[ClockEvent]:
        """End the clock for good (game over or a new game replaces it)."""
        if self._status is ClockStatus.STOPPED:
            return []
        now = self._now()
        events = self._collect(now) if self._status is ClockStatus.RUNNING else []
        if self._status is ClockStatus.RUNNING:
            self._commit(now)
        self._since = None
        self._status = ClockStatus.STOPPED
        events.append(self._event(ClockEventKind.STOPPED, None, now))
        return events

    # -- arbiter corrections (art. 21.4, 22.2) ----------------------------------

    def set_time(self, side: Side, main_ns: int, *, periods_left: int | None = None,
                 period_left_ns: int | None = None) -> list[ClockEvent]:
        """Set ``side``'s main time and 读秒 state as the arbiter decides (art. 21.4).

        Clears the side's flag. ``main_ns == 0`` puts a side with 读秒 into 读秒
        (``periods_left`` periods, default all; the running one with
        ``period_left_ns`` left, default a full period). The current turn's
        delay state is kept.

        :raises ValueError: on negative values, 读秒 arguments for a control
            without 读秒, or no time at all left.
        """
        side = Side(side)
        state = self._corrected_state(side, main_ns, periods_left, period_left_ns)
        now = self._now()
        events = self._settle(now)
        self._states[side] = replace(
            state, moves=self._states[side].moves, turn_used_ns=self._states[side].turn_used_ns,
        )
        events.append(self._event(ClockEventKind.CORRECTED, side, now, self._states[side]))
        return events

    def _corrected_state(self, side: Side, main_ns: int, periods_left: int | None,
                         period_left_ns: int | None) -> SideState:
        control = self._controls[side]
        state = replace(self._states[side], main_ns=main_ns, flagged=None, flag_at_ns=0,
                        in_byoyomi=False, period_used_ns=0, period_moves=0)
        if main_ns < 0:
            raise ValueError(f"main_ns must be >= 0, got {main_ns}")
        byo = control.byoyomi
        if byo is None:
            if periods_left is not None or period_left_ns is not None:
                raise ValueError(f"{side.label}'s time control has no 读秒")
            if main_ns == 0:
                raise ValueError("main_ns must be > 0 for a control without 读秒")
            return state
        periods = byo.periods if periods_left is None else periods_left
        left = byo.period_ns if period_left_ns is None else period_left_ns
        if not 1 <= periods <= byo.periods or not 0 < left <= byo.period_ns:
            raise ValueError(f"读秒 correction out of range: {periods} periods, {left} ns left")
        return replace(state, in_byoyomi=main_ns == 0, periods_left=periods,
                       period_used_ns=byo.period_ns - left if main_ns == 0 else 0)

    def give_turn(self, side: Side) -> list[ClockEvent]:
        """Make ``side``'s face the running one without counting a move or crediting
        time, e.g. after a press without a move (art. 8.1.7) or a lever flipped in
        error. Works running, paused or flagged; :raises ClockStateError: when
        READY or STOPPED.
        """
        side = Side(side)
        if self._status in (ClockStatus.READY, ClockStatus.STOPPED):
            raise ClockStateError(f"cannot give the turn: clock is {self._status.value}")
        now = self._now()
        events = self._settle(now)
        self._active = side
        if self._status is ClockStatus.RUNNING:
            self._since, self._reported = now, 0
        events.append(self._event(ClockEventKind.CORRECTED, side, now, self._states[side]))
        return events

    def snapshot(self) -> ClockSnapshot:
        """The faces as they are now, to be put back by :meth:`restore` (e.g. before a press
        whose move may turn out never to have been made, art. 8.1.7)."""
        return ClockSnapshot(tuple(self._states), self._status, self._active, self._since,
                             self._reported)

    def restore(self, snapshot: ClockSnapshot, pressed_at_ns: int) -> list[ClockEvent]:
        """Withdraw the press made at ``pressed_at_ns`` right after ``snapshot``: both faces
        go back to the snapshot and the pressing side's face runs on from its turn's start,
        so the time since the press is charged to it, as if it had never pressed.

        :raises ClockStateError: unless the clock runs, ran at the snapshot, and the
            opponent's face has run since the press without a pause or a correction (the
            press is the clock's last change).
        """
        if (self._status is not ClockStatus.RUNNING
                or snapshot.status is not ClockStatus.RUNNING or snapshot.active is None
                or self._active is not snapshot.active.opponent
                or self._since != pressed_at_ns):
            raise ClockStateError("the press to withdraw is no longer the clock's last change")
        self._states = list(snapshot.states)
        self._active, self._since = snapshot.active, snapshot.since
        self._reported = snapshot.reported
        return self._collect(self._now())

    def add_time(self, side: Side, delta_ns: int) -> list[ClockEvent]:
        """Add (or, negative, deduct) main time, e.g. the 5 minutes of art. 22.2.

        When a deduction exhausts the main time the side enters 读秒 if it has
        any, else loses on time "因此而超时" (FLAG or QUOTA_MISSED, art. 22.2).
        """
        side = Side(side)
        now = self._now()
        events = self._settle(now)
        state = self._states[side]
        if state.flagged is not None or state.in_byoyomi:
            return events
        control = self._controls[side]
        main = state.main_ns + delta_ns
        if main > 0:
            self._states[side] = replace(state, main_ns=main)
            events.append(self._event(ClockEventKind.CORRECTED, side, now, self._states[side]))
            return events
        stage = control.stage(state.stage)
        if stage.moves is None and control.byoyomi is not None:
            self._states[side] = replace(state, main_ns=0, in_byoyomi=True, period_used_ns=0)
            return events + [self._event(ClockEventKind.BYOYOMI_STARTED, side, now,
                                         self._states[side])]
        kind = ClockEventKind.FLAG if stage.moves is None else ClockEventKind.QUOTA_MISSED
        self._states[side] = replace(state, main_ns=0, flagged=kind, flag_at_ns=now)
        self._status, self._since = ClockStatus.FLAGGED, None
        return events + [self._event(kind, side, now, self._states[side], article="22.2")]

    def set_moves(self, side: Side, moves: int, *, moves_in_stage: int | None = None,
                  stage: int | None = None) -> list[ClockEvent]:
        """Correct ``side``'s move counter (and 1-based ``stage`` / moves in it).

        Time is not changed. :raises ValueError: on negative counts or stage < 1.
        """
        side = Side(side)
        if moves < 0 or (moves_in_stage is not None and moves_in_stage < 0):
            raise ValueError("move counts must be >= 0")
        if stage is not None and stage < 1:
            raise ValueError(f"stage must be >= 1, got {stage}")
        now = self._now()
        events = self._settle(now)
        state = self._states[side]
        state = replace(
            state, moves=moves,
            moves_in_stage=state.moves_in_stage if moves_in_stage is None else moves_in_stage,
            stage=state.stage if stage is None else stage - 1,
        )
        self._states[side] = state
        events.append(self._event(ClockEventKind.CORRECTED, side, now, state))
        return events

    # -- crash-resume ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The full state as a JSON-ready dict, projected to now.

        ``{"version", "status", "active", "controls": {"red", "black"},
        "sides": {"red", "black"}, "saved_at_ns"}``. A running clock is saved as
        running; :meth:`from_dict` restores it paused.
        """
        now = self._now()
        return {
            "version": FORMAT_VERSION,
            "status": self._status.value,
            "active": None if self._active is None else self._active.label,
            "controls": {s.label: self._controls[s].to_dict() for s in Side},
            "sides": {s.label: self._state_at(s, now).to_dict() for s in Side},
            "saved_at_ns": now,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], *,
                  time_source: TimeSource = time.monotonic_ns) -> ChessClock:
        """Rebuild a clock saved by :meth:`to_dict` (e.g. after a crash).

        A clock saved RUNNING comes back PAUSED on the same face, so the time
        between the crash and the restart is not charged; the arbiter resumes.
        :raises ValueError: naming the bad field.
        """
        if data.get("version") != FORMAT_VERSION:
            raise ValueError(f"clock state: unsupported version {data.get('version')!r}")
        controls = data.get("controls") or {}
        clock = cls(TimeControl.from_dict(controls.get("red") or {}),
                    TimeControl.from_dict(controls.get("black") or {}), time_source=time_source)
        sides = data.get("sides") or {}
        for side in Side:
            raw = sides.get(side.label)
            if not isinstance(raw, dict):
                raise ValueError(f"clock state: sides.{side.label} missing")
            clock._states[side] = SideState.from_dict(raw)
        try:
            status = ClockStatus(data.get("status"))
        except ValueError:
            raise ValueError(f"clock state: bad status {data.get('status')!r}") from None
        active = data.get("active")
        if active not in (None, "red", "black"):
            raise ValueError(f"clock state: bad active side {active!r}")
        clock._active = None if active is None else Side[str(active).upper()]
        if status is not ClockStatus.READY and clock._active is None:
            raise ValueError(f"clock state: status {status.value} needs an active side")
        if status is ClockStatus.RUNNING:
            status = ClockStatus.PAUSED
        if status is not ClockStatus.STOPPED and any(s.flagged for s in clock._states):
            status = ClockStatus.FLAGGED
        clock._status = status
        return clock

    # -- internals ---------------------------------------------------------------

    def _now(self) -> int:
        now = self._source()
        if self._last_now is not None and now < self._last_now:
            raise ClockStateError(f"time source went back from {self._last_now} to {now}")
        self._last_now = now
        return now

    def _require(self, status: ClockStatus, action: str) -> None:
        if self._status is not status:
            raise ClockStateError(f"cannot {action}: clock is {self._status.value}")

    def _state_at(self, side: Side, now: int) -> SideState:
        """``side``'s state projected to ``now`` (no change to the clock)."""
        state = self._states[side]
        if self._status is not ClockStatus.RUNNING or side is not self._active:
            return state
        assert self._since is not None
        projected, crossings = self._advance(side, now - self._since)
        if projected.flagged is not None:
            projected = replace(projected, flag_at_ns=self._since + crossings[-1].offset_ns)
        return projected

    def _advance(self, side: Side, run_ns: int) -> AdvanceResult:
        """:func:`advance` of ``side``'s checkpoint by ``run_ns``; the last result is kept
        (states are immutable), as a press asks three times for the same instant (the
        thinking time, the pending crossings, the new checkpoint)."""
        state, control = self._states[side], self._controls[side]
        kept = self._advanced
        if kept is not None and kept[0] is state and kept[1] is control and kept[2] == run_ns:
            return kept[3]
        result = advance(state, control, run_ns)
        self._advanced = (state, control, run_ns, result)
        return result

    def _state_now(self, side: Side) -> SideState:
        if self._status is not ClockStatus.RUNNING or side is not self._active:
            return self._states[side]
        # a query reads the source without making it the clock's latest instant, so an
        # input time-stamped before a display refresh may still be applied at its instant
        now = self._source()
        return self._state_at(side, max(now, self._last_now or now))

    def _collect(self, now: int) -> list[ClockEvent]:
        """Events for crossings not yet reported; commits and stops on a flag."""
        side = self._active
        assert side is not None and self._since is not None
        state, crossings = self._advance(side, now - self._since)
        events = []
        for crossing in crossings[self._reported:]:
            at = self._since + crossing.offset_ns
            shown = replace(state, periods_left=crossing.periods_left)
            events.append(self._event(crossing.kind, side, at, shown))
        self._reported = len(crossings)
        if state.flagged is not None:
            at = self._since + crossings[-1].offset_ns
            self._states[side] = replace(state, flag_at_ns=at)
            self._status, self._since, self._reported = ClockStatus.FLAGGED, None, 0
        return events

    def _commit(self, now: int) -> SideState:
        """Make ``now`` the running face's checkpoint; returns its state."""
        side = self._active
        assert side is not None and self._since is not None
        state, _crossings = self._advance(side, now - self._since)
        self._states[side] = state
        self._since, self._reported = now, 0
        return state

    def _settle(self, now: int) -> list[ClockEvent]:
        """Report pending crossings and checkpoint the running face at ``now``."""
        if self._status is not ClockStatus.RUNNING:
            return []
        events = self._collect(now)
        if self._status is ClockStatus.RUNNING:
            self._commit(now)
        return events

    def _event(self, kind: ClockEventKind, side: Side | None, at_ns: int,
               state: SideState | None = None, *, article: str | None = None,
               credited_ns: int = 0, count: int = 0) -> ClockEvent:
        if article is None:
            article = _ARTICLES.get(kind)
        if state is None:
            return ClockEvent(kind, side, at_ns, article)
        return ClockEvent(kind, side, at_ns, article, moves=state.moves, stage=state.stage + 1,
                          periods_left=state.periods_left, credited_ns=credited_ns, count=count)
