"""Every timing scheme of art. 6 with exact remaining times at chosen instants."""

from __future__ import annotations

import pytest

from tests.clock.helpers import MIN, T0, S, kinds, make
from xiangqi_gui.clock import (
    Byoyomi,
    ClockEventKind,
    ClockStatus,
    DelayKind,
    Side,
    Stage,
    TimeControl,
    preset,
)

RED, BLACK = Side.RED, Side.BLACK
K = ClockEventKind


# -- art. 6.1 基本用时加秒制 ------------------------------------------------------------


def test_fischer_increment_art_6_1_exact_times() -> None:
    clock, t = make(preset("art6.1"))
    clock.start()
    assert clock.remaining(RED) == 3600 * S  # nothing credited before the first move
    t.advance(12 * S)
    assert clock.remaining(RED) == 3588 * S
    events = clock.press(RED)
    assert kinds(events) == [K.MOVE_PRESSED]
    assert events[0].credited_ns == 30 * S and events[0].at_ns == T0 + 12 * S
    assert clock.remaining(RED) == 3618 * S
    t.advance(20 * S)
    assert clock.remaining(BLACK) == 3580 * S
    assert clock.remaining(RED) == 3618 * S  # a stopped face does not move
    clock.press(BLACK)
    assert clock.remaining(BLACK) == 3610 * S
    assert (clock.moves(RED), clock.moves(BLACK)) == (1, 1)


def test_rapid_15_plus_10_and_blitz_5_plus_3() -> None:
    for key, base, inc in (("rapid-15+10", 900, 10), ("blitz-5+3", 300, 3)):
        clock, t = make(preset(key))
        clock.start()
        for used in (7, 1, 13):  # Red moves, Black moves, Red moves
            t.advance(used * S)
            clock.press(clock.running or RED)
        assert clock.remaining(RED) == (base - 7 - 13 + 2 * inc) * S
        assert clock.remaining(BLACK) == (base - 1 + inc) * S


# -- art. 6.2 限时限着制 ------------------------------------------------------------------


def _play(clock_t: tuple, side_seconds: list[tuple[Side, int]]) -> list:  # type: ignore[type-arg]
    clock, t = clock_t
    events = []
    for side, used in side_seconds:
        t.advance(used * S)
        events += clock.press(side)
    return events


def test_stage_quota_met_adds_next_stage_time_art_6_2() -> None:
    clock, t = make(preset("art6.2"))
    clock.start()
    # Red spends 60 s on each of 30 moves, Black 1 s on each reply.
    events = []
    for _ in range(30):
        events += _play((clock, t), [(RED, 60), (BLACK, 1)])
    stage_events = [e for e in events if e.kind is K.STAGE_ADVANCED]
    assert [(e.side, e.stage, e.moves, e.article) for e in stage_events] == [
        (RED, 2, 30, "6.2"), (BLACK, 2, 30, "6.2")]
    assert stage_events[0].at_ns == T0 + (30 * 60 + 29) * S
    assert clock.remaining(RED) == (60 - 30 + 10) * MIN
    assert clock.remaining(BLACK) == (60 * 60 - 30 + 10 * 60) * S
    assert clock.stage(RED) == 2
    # Stage 2 repeats as stage 3: 10 moves of 30 s each, then 10 more minutes.
    for _ in range(10):
        _play((clock, t), [(RED, 30), (BLACK, 1)])
    assert clock.stage(RED) == 3
    assert clock.remaining(RED) == (40 - 5 + 10) * MIN
    reading = clock.reading(RED)
    assert (reading.stage_quota, reading.moves_in_stage, reading.moves) == (10, 0, 40)


def test_quota_missed_at_stage_end_loses_art_4_1_6() -> None:
    clock, t = make(preset("art6.2"))
    clock.start()
    for _ in range(29):
        _play((clock, t), [(RED, 1), (BLACK, 1)])
    red_started = t.now
    assert clock.remaining(RED) == (3600 - 29) * S
    t.advance((3600 - 29) * S - 1)
    assert clock.poll() == []
    assert clock.remaining(RED) == 1
    t.advance(1)
    events = clock.poll()
    assert kinds(events) == [K.QUOTA_MISSED]
    flag = events[0]
    assert (flag.side, flag.article, flag.moves, flag.stage, flag.loses) == (
        RED, "4.1.6", 29, 1, True)
    assert flag.at_ns == red_started + (3600 - 29) * S
    assert clock.status is ClockStatus.FLAGGED
    assert clock.flag(RED) == flag
    assert clock.flag(BLACK) is None


def test_quota_missed_in_a_repeated_stage() -> None:
    clock, t = make(TimeControl((Stage(2 * MIN, moves=2), Stage(1 * MIN, moves=3))))
    clock.start()
    _play((clock, t), [(RED, 10), (BLACK, 1), (RED, 10), (BLACK, 1)])  # stage 2: 100 + 60 s
    for _ in range(3):
        _play((clock, t), [(RED, 10), (BLACK, 1)])  # stage 3 (repeat): 130 + 60 s
    assert (clock.stage(RED), clock.remaining(RED)) == (3, 190 * S)
    _play((clock, t), [(RED, 100), (BLACK, 1)])  # 1 of 3 moves made in stage 3
    t.advance(89 * S)
    assert clock.poll() == []
    t.advance(1 * S)
    [event] = clock.poll()
    assert (event.kind, event.stage, event.moves) == (K.QUOTA_MISSED, 3, 6)


# -- art. 6.3 限时包干制 -------------------------------------------------------------------


def test_sudden_death_flags_at_exactly_zero_art_6_3() -> None:
    clock, t = make(preset("sudden-death-90"))
    clock.start()
    assert clock.next_deadline() == T0 + 90 * MIN
    t.advance(90 * MIN - 1)
    assert clock.poll() == []
    assert clock.remaining(RED) == 1
    assert clock.flag(RED) is None
    t.advance(1)
    [flag] = clock.poll()
    assert (flag.kind, flag.side, flag.at_ns, flag.article) == (K.FLAG, RED, T0 + 90 * MIN, "4.1.6")
    assert clock.remaining(RED) == 0
    assert clock.next_deadline() is None


def test_late_poll_reports_the_exact_flag_instant_and_freezes() -> None:
    clock, t = make(preset("sudden-death-90"))
    clock.start()
    t.advance(90 * MIN + 5 * S)
    [flag] = clock.poll()
    assert flag.at_ns == T0 + 90 * MIN
    t.advance(MIN)
    assert clock.remaining(RED) == 0
    assert clock.remaining(BLACK) == 90 * MIN  # both faces frozen
    assert clock.running is None
    assert clock.press(RED) == []  # a press after the flag does nothing
    assert clock.poll() == []


def test_press_after_flag_returns_the_flag_not_a_move() -> None:
    clock, t = make(preset("blitz-5+3"))
    clock.start()
    t.advance(5 * MIN)
    events = clock.press(RED)
    assert kinds(events) == [K.FLAG]
    assert clock.moves(RED) == 0
    assert clock.remaining(RED) == 0


# -- 读秒 ---------------------------------------------------------------------------------


def test_byoyomi_period_consumption_and_reset() -> None:
    clock, t = make(preset("10min-byoyomi-3x30"))
    clock.start()
    assert clock.next_deadline() == T0 + 10 * MIN
    t.advance(10 * MIN + 10 * S)
    [entered] = clock.poll()
    assert (entered.kind, entered.at_ns, entered.periods_left) == (
        K.BYOYOMI_STARTED, T0 + 10 * MIN, 3)
    reading = clock.reading(RED)
    assert (reading.in_byoyomi, reading.main_ns, reading.period_left_ns) == (True, 0, 20 * S)
    assert clock.next_deadline() == T0 + 10 * MIN + 30 * S
    clock.press(RED)  # move made within the period: the period is renewed
    assert clock.reading(RED).period_left_ns == 30 * S
    assert clock.reading(RED).periods_left == 3
    t.advance(5 * S)
    clock.press(BLACK)
    turn = t.now
    t.advance(45 * S)
    [expired] = clock.poll()
    assert (expired.kind, expired.at_ns, expired.periods_left) == (
        K.PERIOD_EXPIRED, turn + 30 * S, 2)
    assert clock.reading(RED).period_left_ns == 15 * S
    clock.press(RED)
    assert (clock.reading(RED).periods_left, clock.reading(RED).period_left_ns) == (2, 30 * S)
    t.advance(S)
    clock.press(BLACK)
    turn = t.now
    t.advance(60 * S)  # exactly two periods: the last one ends at exactly zero
    events = clock.poll()
    assert [(e.kind, e.at_ns, e.periods_left) for e in events] == [
        (K.PERIOD_EXPIRED, turn + 30 * S, 1), (K.FLAG, turn + 60 * S, 0)]
    assert events[-1].loses


def test_byoyomi_entered_in_the_same_poll_as_period_expiry() -> None:
    clock, t = make(TimeControl((Stage(1 * MIN),), Byoyomi(5, 10 * S)))
    clock.start()
    t.advance(MIN + 25 * S)
    assert [(e.kind, e.at_ns) for e in clock.poll()] == [
        (K.BYOYOMI_STARTED, T0 + MIN), (K.PERIOD_EXPIRED, T0 + MIN + 10 * S),
        (K.PERIOD_EXPIRED, T0 + MIN + 20 * S)]
    assert clock.reading(RED).periods_left == 3
    assert clock.reading(RED).period_left_ns == 5 * S


def test_byoyomi_with_a_move_quota_per_period() -> None:
    """读秒 with 5 moves per 60 s period: the period runs on across turns."""
    clock, t = make(TimeControl((Stage(0),), Byoyomi(periods=2, period_ns=60 * S, moves=5)))
    clock.start()
    clock.poll()
    for _ in range(4):
        _play((clock, t), [(RED, 10), (BLACK, 3)])
    reading = clock.reading(RED)
    assert (reading.period_left_ns, reading.periods_left, reading.moves) == (20 * S, 2, 4)
    _play((clock, t), [(RED, 10)])  # 5th move: renewed
    assert clock.reading(RED).period_left_ns == 60 * S
    assert clock.reading(BLACK).period_left_ns == 60 * S - 5 * 3 * S + 3 * S  # 4 moves of 3 s


def test_no_increment_in_byoyomi() -> None:
    clock, t = make(TimeControl((Stage(MIN, increment_ns=10 * S),), Byoyomi(1, 20 * S)))
    clock.start()
    t.advance(MIN + 5 * S)
    [event] = [e for e in clock.press(RED) if e.kind is K.MOVE_PRESSED]
    assert event.credited_ns == 0
    assert clock.reading(RED).main_ns == 0
    assert clock.reading(RED).period_left_ns == 20 * S


# -- delays ---------------------------------------------------------------------------


BRONSTEIN = TimeControl((Stage(10 * MIN, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))
SIMPLE = TimeControl((Stage(10 * MIN, delay_ns=5 * S, delay=DelayKind.SIMPLE),))


def test_bronstein_counts_down_at_once_and_refunds_up_to_the_delay() -> None:
    clock, t = make(BRONSTEIN)
    clock.start()
    t.advance(2 * S)
    assert clock.remaining(RED) == 598 * S
    t.advance(1 * S)
    [event] = clock.press(RED)
    assert event.credited_ns == 3 * S
    assert clock.remaining(RED) == 600 * S  # back to the start-of-turn value, never above
    t.advance(S)
    clock.press(BLACK)
    t.advance(8 * S)
    clock.press(RED)
    assert clock.remaining(RED) == 597 * S


def test_simple_delay_waits_before_counting_down() -> None:
    clock, t = make(SIMPLE)
    clock.start()
    assert clock.next_deadline() == T0 + 5 * S + 10 * MIN
    t.advance(3 * S)
    reading = clock.reading(RED)
    assert (reading.main_ns, reading.delay_left_ns) == (600 * S, 2 * S)
    t.advance(5 * S)
    assert clock.remaining(RED) == 597 * S
    [event] = clock.press(RED)
    assert event.credited_ns == 0
    assert clock.remaining(RED) == 597 * S


@pytest.mark.parametrize("control", [BRONSTEIN, SIMPLE], ids=["bronstein", "simple"])
@pytest.mark.parametrize("used", [0, 1, 4 * S, 5 * S, 5 * S + 1, 17 * S])
def test_delay_never_adds_time(control: TimeControl, used: int) -> None:
    clock, t = make(control)
    clock.start()
    t.advance(20 * S)
    clock.press(RED)
    t.advance(S)
    clock.press(BLACK)
    before = clock.remaining(RED)
    t.advance(used)
    clock.press(RED)
    after = clock.remaining(RED)
    assert after <= before
    assert after == before - max(0, used - 5 * S)  # both kinds charge the same per move


def test_bronstein_flags_when_the_display_reaches_zero_simple_after_the_delay() -> None:
    tiny_b = TimeControl((Stage(3 * S, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))
    tiny_s = TimeControl((Stage(3 * S, delay_ns=5 * S, delay=DelayKind.SIMPLE),))
    for control, flag_after in ((tiny_b, 3 * S), (tiny_s, 8 * S)):
        clock, t = make(control)
        clock.start()
        assert clock.next_deadline() == T0 + flag_after
        t.advance(flag_after - 1)
        assert clock.poll() == []
        t.advance(1)
        assert kinds(clock.poll()) == [K.FLAG]


def test_simple_delay_with_zero_base_is_a_fixed_time_per_move() -> None:
    clock, t = make(TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.SIMPLE),)))
    clock.start()
    for _ in range(10):
        t.advance(5 * S - 1)
        clock.press(clock.running or RED)
    assert clock.remaining(RED) == clock.remaining(BLACK) == 0
    assert clock.flag(RED) is None and clock.flag(BLACK) is None
    t.advance(5 * S)
    assert kinds(clock.poll()) == [K.FLAG]
