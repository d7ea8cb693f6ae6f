"""The clock regression cases R25, R26, R27 of docs/references.md §8, each covering its kind."""

from __future__ import annotations

import pytest

from tests.clock.helpers import MIN, T0, S, kinds, make
from xiangqi_gui.clock import (
    Byoyomi,
    ChessClock,
    ClockEventKind,
    ClockStatus,
    DelayKind,
    Side,
    Stage,
    TimeControl,
    TimeControlError,
)

RED, BLACK = Side.RED, Side.BLACK
K = ClockEventKind
FIVE_PLUS_FIVE = TimeControl((Stage(5 * MIN, increment_ns=5 * S),))


# R25: increment credited late -------------------------------------------------------


@pytest.mark.parametrize("mover", [RED, BLACK])
def test_bug25_increment_credited_at_the_press_not_after_the_reply(mover: Side) -> None:
    clock, t = make(FIVE_PLUS_FIVE)
    clock.start()
    if mover is BLACK:
        t.advance(2 * S)
        clock.press(RED)
    t.advance(10 * S)
    [event] = clock.press(mover)
    assert event.credited_ns == 5 * S
    # at the very instant of the press, before the opponent replies
    assert clock.remaining(mover) == (300 - 10 + 5) * S
    t.advance(30 * S)  # the opponent thinks; the mover's time stays
    assert clock.remaining(mover) == 295 * S
    clock.press(mover.opponent)
    assert clock.remaining(mover) == 295 * S  # nothing more credited at the reply


def test_bug25_increment_of_the_stage_the_move_was_made_in() -> None:
    control = TimeControl((Stage(MIN, moves=1, increment_ns=5 * S), Stage(MIN, increment_ns=1 * S)))
    clock, t = make(control)
    clock.start()
    t.advance(10 * S)
    events = clock.press(RED)
    assert [(e.kind, e.credited_ns) for e in events] == [
        (K.MOVE_PRESSED, 5 * S), (K.STAGE_ADVANCED, 0)]
    assert clock.remaining(RED) == (60 - 10 + 5 + 60) * S


# R26: pause broken with a delay and zero base time ---------------------------------


def test_bug26_pause_with_simple_delay_and_zero_base() -> None:
    control = TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.SIMPLE),))
    clock, t = make(control)
    clock.start()
    t.advance(2 * S)
    events = clock.pause()  # no prompt, no reset, no flag
    assert kinds(events) == [K.PAUSED]
    assert clock.status is ClockStatus.PAUSED and clock.running is None
    t.advance(MIN)
    assert clock.reading(RED).delay_left_ns == 3 * S
    assert clock.remaining(RED) == clock.remaining(BLACK) == 0
    clock.resume()
    assert clock.next_deadline() == t.now + 3 * S  # the current delay is restored
    t.advance(3 * S - 1)
    assert clock.poll() == []
    clock.press(RED)
    assert clock.reading(RED).delay_left_ns == 5 * S  # fresh delay next turn
    assert clock.reading(BLACK).delay_left_ns == 5 * S


@pytest.mark.parametrize("side", [RED, BLACK])
def test_bug26_pause_with_bronstein_keeps_the_pending_refund(side: Side) -> None:
    control = TimeControl((Stage(10 * S, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))
    clock, t = make(control)
    clock.start()
    if side is BLACK:
        clock.press(RED)
    t.advance(2 * S)
    clock.pause()
    t.advance(MIN)  # both faces stopped
    assert clock.remaining(side) == 8 * S
    assert clock.remaining(side.opponent) == 10 * S
    clock.resume()
    t.advance(2 * S)
    [event] = clock.press(side)
    assert event.credited_ns == 4 * S  # the 2 s before and the 2 s after the pause
    assert clock.remaining(side) == 10 * S


def test_bug26_bronstein_without_base_time_is_refused_up_front() -> None:
    """The degenerate set-up of the report flags at once; refuse it with a clear message."""
    with pytest.raises(TimeControlError, match="simple"):
        TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))


# R27: previous game's timer / handicap times flag early ----------------------------


def test_bug27_new_game_replaces_every_timer_of_the_old_one() -> None:
    thirty = TimeControl((Stage(30 * S),))
    old, t = make(thirty)
    old.start()
    t.advance(2 * S)
    old.stop()
    new = ChessClock(TimeControl((Stage(MIN),)), time_source=t)
    new.start()
    t.advance(30 * S)  # the old game's flag instant passes
    assert old.poll() == [] and old.next_deadline() is None
    assert old.flag(RED) is None
    assert new.poll() == []
    assert new.remaining(RED) == 30 * S
    assert new.next_deadline() == T0 + 2 * S + MIN


def test_bug27_per_side_controls_are_honoured() -> None:
    """6+3 vs 3+2: each side flags when its own time reaches zero, not before."""
    red = TimeControl((Stage(6 * MIN, increment_ns=3 * S),))
    black = TimeControl((Stage(3 * MIN, increment_ns=2 * S),))
    clock, t = make(red, black)
    clock.start()
    t.advance(10 * S)
    clock.press(RED)
    t.advance(20 * S)
    clock.press(BLACK)
    assert clock.remaining(RED) == (360 - 10 + 3) * S
    assert clock.remaining(BLACK) == (180 - 20 + 2) * S
    t.advance(180 * S)  # Red passes Black's base time without flagging
    assert clock.poll() == []
    assert clock.remaining(RED) == 173 * S
    clock.press(RED)
    assert clock.next_deadline() == t.now + 162 * S
    t.advance(162 * S - 1)
    assert clock.poll() == []
    t.advance(1)
    [flag] = clock.poll()
    assert (flag.side, flag.kind, flag.at_ns) == (BLACK, K.FLAG, t.now)
    assert clock.remaining(RED) == 176 * S


def test_bug27_time_odds_with_byoyomi_and_stages_per_side() -> None:
    red = TimeControl((Stage(MIN, moves=1), Stage(MIN)))
    black = TimeControl((Stage(30 * S),), Byoyomi(1, 10 * S))
    clock, t = make(red, black)
    clock.start()
    t.advance(50 * S)
    clock.press(RED)
    assert clock.remaining(RED) == 70 * S
    t.advance(39 * S)
    assert kinds(clock.poll()) == [K.BYOYOMI_STARTED]
    t.advance(S)
    assert kinds(clock.poll()) == [K.FLAG]
    assert clock.flag(RED) is None
