"""The time accounting of one clock face, as pure functions over a checkpoint.

A :class:`SideState` is the state of a face at a checkpoint (the last press,
pause, start or correction). :func:`advance` projects it forward by the time the
face has run since then, in exact integer nanoseconds, and lists the boundaries
crossed on the way (读秒 entered, periods used, flag). Nothing is accumulated
from timer ticks: the clock calls :func:`advance` with ``now - checkpoint``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from xiangqi_gui.clock.events import ClockEventKind
from xiangqi_gui.clock.timecontrol import DelayKind, Stage, TimeControl


@dataclass(frozen=True)
class SideState:
    """One face at a checkpoint. Durations in ns.

    :ivar main_ns: main time left (>= 0), including carried-over time.
    :ivar stage: 0-based stage number (beyond the stage list the last stage repeats).
    :ivar moves: moves completed by the side.
    :ivar moves_in_stage: moves completed in the current stage (for its quota).
    :ivar in_byoyomi: True once the main time is spent and 读秒 runs.
    :ivar periods_left: 读秒 periods left (including the running one), None without 读秒.
    :ivar period_used_ns: time used in the current 读秒 period.
    :ivar period_moves: moves completed in the current 读秒 period.
    :ivar turn_used_ns: time the face has run in the current, unfinished turn
        (pauses excluded); the delay of art. "Bronstein"/"simple" is measured on it.
    :ivar press_fouls: presses without a move so far (art. 8.1.7).
    :ivar flagged: the losing event kind once the flag fell, else None.
    :ivar flag_at_ns: instant of the flag, ns (meaningful when ``flagged``).
    """

    main_ns: int
    stage: int = 0
    moves: int = 0
    moves_in_stage: int = 0
    in_byoyomi: bool = False
    periods_left: int | None = None
    period_used_ns: int = 0
    period_moves: int = 0
    turn_used_ns: int = 0
    press_fouls: int = 0
    flagged: ClockEventKind | None = None
    flag_at_ns: int = 0

    @classmethod
    def initial(cls, control: TimeControl) -> SideState:
        """The state before the first move: first stage's time, all 读秒 periods."""
        periods = None if control.byoyomi is None else control.byoyomi.periods
        return cls(main_ns=control.stages[0].time_ns, periods_left=periods)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict (all ints, bools, None and strings)."""
        data: dict[str, Any] = dict(self.__dict__)
        data["flagged"] = None if self.flagged is None else self.flagged.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SideState:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` on a bad field."""
        fields = dict(data)
        flagged = fields.get("flagged")
        fields["flagged"] = None if flagged is None else ClockEventKind(flagged)
        try:
            state = cls(**fields)
        except TypeError as exc:
            raise ValueError(f"clock side state: {exc}") from None
        for name, value in fields.items():
            if name not in ("flagged", "in_byoyomi", "periods_left") and (
                isinstance(value, bool) or not isinstance(value, int)
            ):
                raise ValueError(f"clock side state: {name} must be an integer, got {value!r}")
        return state


_FIELDS = frozenset(f.name for f in fields(SideState))


def _with(state: SideState, **changes: Any) -> SideState:
    """``dataclasses.replace`` for a :class:`SideState` without its per-call field
    introspection: the clock makes several per press, thousands when a long game is
    resumed. ``changes`` must name fields (asserted)."""
    assert changes.keys() <= _FIELDS, changes.keys() - _FIELDS
    new = object.__new__(SideState)
    new.__dict__.update(state.__dict__, **changes)
    return new


@dataclass(frozen=True)
class Crossing:
    """A boundary crossed while the face ran: ``offset_ns`` after the checkpoint."""

    offset_ns: int
    kind: ClockEventKind
    periods_left: int | None


def _grace_ns(state: SideState, stage: Stage) -> int:
    """Simple (US) delay still to wait in this turn before the main time counts down."""
    if stage.delay is DelayKind.SIMPLE:
        return max(0, stage.delay_ns - state.turn_used_ns)
    return 0


def next_boundary(state: SideState, control: TimeControl) -> int | None:
    """Offset in ns from the checkpoint to the next boundary (main time end or
    读秒 period end) if the face runs, or None once flagged."""
    if state.flagged is not None:
        return None
    if not state.in_byoyomi:
        return _grace_ns(state, control.stage(state.stage)) + state.main_ns
    assert control.byoyomi is not None
    return control.byoyomi.period_ns - state.period_used_ns


def delay_left_ns(state: SideState, control: TimeControl) -> int:
    """Simple (US) delay the face still has in this turn, ns (0 for other kinds)."""
    if state.in_byoyomi:
        return 0
    return _grace_ns(state, control.stage(state.stage))


def advance(
    state: SideState, control: TimeControl, run_ns: int
) -> tuple[SideState, list[Crossing]]:
    """Project ``state`` forward by ``run_ns`` >= 0 of running time.

    Returns the new state and the boundaries crossed, in order. A boundary
    reached exactly at ``run_ns`` counts as crossed (the flag falls at exactly
    zero). After a flag the returned state is frozen at zero with ``flagged``
    set; the caller fills ``flag_at_ns``.
    """
    if run_ns < 0:
        raise ValueError(f"run_ns must be >= 0, got {run_ns}")
    if state.flagged is not None:
        return state, []
    stage = control.stage(state.stage)
    if state.in_byoyomi:
        moved = _with(state, turn_used_ns=state.turn_used_ns + run_ns)
        return _advance_byoyomi(moved, control, run_ns, 0, [])
    end = _grace_ns(state, stage) + state.main_ns
    if run_ns < end:
        spent = run_ns - min(run_ns, _grace_ns(state, stage))
        return _with(state, main_ns=state.main_ns - spent,
                       turn_used_ns=state.turn_used_ns + run_ns), []
    at_end = _with(state, main_ns=0, turn_used_ns=state.turn_used_ns + end)
    if stage.moves is not None:
        return _flag(at_end, ClockEventKind.QUOTA_MISSED), [
            Crossing(end, ClockEventKind.QUOTA_MISSED, state.periods_left)]
    if control.byoyomi is None or not state.periods_left:
        return _flag(at_end, ClockEventKind.FLAG), [Crossing(end, ClockEventKind.FLAG, None)]
    entered = _with(at_end, in_byoyomi=True, period_used_ns=0, period_moves=0,
                      turn_used_ns=state.turn_used_ns + run_ns)
    crossings = [Crossing(end, ClockEventKind.BYOYOMI_STARTED, entered.periods_left)]
    return _advance_byoyomi(entered, control, run_ns - end, end, crossings)


def _advance_byoyomi(state: SideState, control: TimeControl, run_ns: int, base_ns: int,
                     crossings: list[Crossing]) -> tuple[SideState, list[Crossing]]:
    """Consume ``run_ns`` of 读秒 starting ``base_ns`` after the checkpoint."""
    assert control.byoyomi is not None and state.periods_left is not None
    period = control.byoyomi.period_ns
    left_in_period = period - state.period_used_ns
    if run_ns < left_in_period:
        return _with(state, period_used_ns=state.period_used_ns + run_ns), crossings
    at = base_ns + left_in_period
    rest = run_ns - left_in_period
    periods_left = state.periods_left
    while True:
        periods_left -= 1
        if periods_left <= 0:
            flagged = _with(state, periods_left=0, period_used_ns=period, period_moves=0)
            crossings.append(Crossing(at, ClockEventKind.FLAG, 0))
            return _flag(flagged, ClockEventKind.FLAG), crossings
        crossings.append(Crossing(at, ClockEventKind.PERIOD_EXPIRED, periods_left))
        if rest < period:
            return _with(state, periods_left=periods_left, period_used_ns=rest,
                           period_moves=0), crossings
        rest -= period
        at += period


def _flag(state: SideState, kind: ClockEventKind) -> SideState:
    return _with(state, flagged=kind)


def complete_move(state: SideState, control: TimeControl) -> tuple[SideState, int, bool]:
    """Apply a press that completes a move (checkpointed at the press instant).

    Credits the Fischer increment of the stage the move was made in (art. 6.1)
    and the Bronstein refund (time used this turn, at most the delay); counts the
    move towards the stage quota and, when the quota is met, enters the next
    stage and adds its time (art. 6.2). In 读秒 the move counts towards the
    period; a completed period quota renews the period. No increment in 读秒.

    Returns ``(new_state, credited_ns, stage_advanced)``.
    """
    stage = control.stage(state.stage)
    moves = state.moves + 1
    if state.in_byoyomi:
        assert control.byoyomi is not None
        period_moves = state.period_moves + 1
        if period_moves >= control.byoyomi.moves:
            return _with(state, moves=moves, period_moves=0, period_used_ns=0,
                           turn_used_ns=0), 0, False
        return _with(state, moves=moves, period_moves=period_moves, turn_used_ns=0), 0, False
    refund = min(state.turn_used_ns, stage.delay_ns) if stage.delay is DelayKind.BRONSTEIN else 0
    credited = stage.increment_ns + refund
    new = _with(state, moves=moves, moves_in_stage=state.moves_in_stage + 1,
                  main_ns=state.main_ns + credited, turn_used_ns=0)
    if stage.moves is not None and new.moves_in_stage >= stage.moves:
        number = state.stage + 1
        new = _with(new, stage=number, moves_in_stage=0,
                      main_ns=new.main_ns + control.stage(number).time_ns)
        return new, credited, True
    return new, credited, False
