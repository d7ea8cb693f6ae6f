"""ChessClock behaviour: presses, fouls, pause, corrections, deadlines, crash-resume."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tests.clock.helpers import MIN, T0, S, kinds, make
from xiangqi_gui.clock import (
    Byoyomi,
    ChessClock,
    ClockEvent,
    ClockEventKind,
    ClockStateError,
    ClockStatus,
    DelayKind,
    ManualTimeSource,
    Side,
    Stage,
    TimeControl,
    preset,
)

RED, BLACK = Side.RED, Side.BLACK
K = ClockEventKind


def test_side_values_match_the_rules_colours() -> None:
    assert (int(RED), int(BLACK)) == (0, 1)
    assert RED.opponent is BLACK and BLACK.opponent is RED


def test_ready_clock_does_not_run_and_ignores_presses() -> None:
    clock, t = make(preset("art6.1"))
    t.advance(MIN)
    assert clock.status is ClockStatus.READY
    assert clock.press(RED) == [] and clock.press(BLACK) == []
    assert clock.remaining(RED) == clock.remaining(BLACK) == 60 * MIN
    assert clock.next_deadline() is None


def test_start_runs_the_first_movers_face_only_once() -> None:
    clock, t = make(preset("art6.1"))
    [event] = clock.start()
    assert (event.kind, event.side, event.at_ns) == (K.STARTED, RED, T0)
    assert clock.running is RED
    with pytest.raises(ClockStateError, match="cannot start"):
        clock.start()


def test_pressing_the_stopped_face_does_nothing() -> None:
    clock, t = make(preset("art6.1"))
    clock.start()
    t.advance(3 * S)
    assert clock.press(BLACK) == []
    assert clock.running is RED
    assert clock.moves(BLACK) == 0
    assert clock.remaining(RED) == 3597 * S


def test_increment_only_for_completed_moves_and_press_fouls() -> None:
    """Art. 8.1.7 没有走棋先按钟: the clock reports the press without a move and credits
    nothing; the foul and the loss at the second (art. 4.1.9) are the arbiter's ruling
    (tests/arbiter, tests/play/test_live.py)."""
    clock, t = make(preset("art6.1"))
    clock.start()
    t.advance(4 * S)
    [foul] = clock.press(RED, moved=False)
    assert (foul.kind, foul.article, foul.count, foul.loses) == (
        K.PRESS_WITHOUT_MOVE, "8.1.7", 1, False)
    assert foul.credited_ns == 0
    assert clock.remaining(RED) == 3596 * S  # no increment
    assert clock.moves(RED) == 0
    assert clock.running is BLACK  # the clock switched, as a physical one does
    clock.give_turn(RED)  # the arbiter hands the turn back
    assert clock.running is RED
    assert clock.remaining(BLACK) == 3600 * S
    t.advance(2 * S)
    [second] = clock.press(RED, moved=False)
    assert (second.kind, second.article, second.count) == (K.PRESS_WITHOUT_MOVE, "8.1.7", 2)
    assert not second.loses  # one owner for the rule: the arbiter
    assert clock.reading(RED).press_fouls == 2


def test_press_without_move_does_not_refund_bronstein_or_renew_a_period() -> None:
    bron = TimeControl((Stage(MIN, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))
    clock, t = make(bron)
    clock.start()
    t.advance(3 * S)
    clock.press(RED, moved=False)
    assert clock.remaining(RED) == 57 * S
    byo = TimeControl((Stage(0),), Byoyomi(2, 30 * S))
    clock, t = make(byo)
    clock.start()
    t.advance(10 * S)
    clock.press(RED, moved=False)
    assert clock.reading(RED).period_left_ns == 20 * S


def test_pause_resume_keeps_times_delay_and_period_state() -> None:
    clock, t = make(SIMPLE_3)
    clock.start()
    t.advance(2 * S)
    [paused] = clock.pause()
    assert (paused.kind, paused.side, paused.at_ns) == (K.PAUSED, None, T0 + 2 * S)
    assert clock.next_deadline() is None
    t.advance(10 * MIN)
    assert clock.reading(RED).delay_left_ns == 1 * S
    assert clock.remaining(RED) == 60 * S
    [resumed] = clock.resume()
    assert resumed.at_ns == T0 + 10 * MIN + 2 * S
    assert clock.next_deadline() == resumed.at_ns + 1 * S + 60 * S
    t.advance(3 * S)
    assert clock.remaining(RED) == 58 * S


def test_pause_resume_keeps_the_byoyomi_period() -> None:
    clock, t = make(TimeControl((Stage(MIN),), Byoyomi(3, 30 * S)))
    clock.start()
    t.advance(MIN + 10 * S)
    events = clock.pause()
    assert kinds(events) == [K.BYOYOMI_STARTED, K.PAUSED]
    t.advance(3600 * S)
    clock.resume()
    assert clock.next_deadline() == t.now + 20 * S
    reading = clock.reading(RED)
    assert (reading.periods_left, reading.period_left_ns) == (3, 20 * S)


def test_pause_and_resume_state_errors() -> None:
    clock, t = make(preset("art6.1"))
    with pytest.raises(ClockStateError):
        clock.pause()
    clock.start()
    with pytest.raises(ClockStateError, match="cannot resume"):
        clock.resume()
    clock.pause()
    assert clock.press(RED) == []  # presses during a pause are ignored
    with pytest.raises(ClockStateError):
        clock.pause()


def test_stop_ends_everything() -> None:
    clock, t = make(preset("blitz-5+3"))
    clock.start()
    t.advance(10 * S)
    assert kinds(clock.stop()) == [K.STOPPED]
    assert clock.status is ClockStatus.STOPPED
    assert clock.next_deadline() is None
    t.advance(10 * MIN)
    assert clock.poll() == [] and clock.press(RED) == []
    assert clock.remaining(RED) == 290 * S
    assert clock.flag(RED) is None
    assert clock.stop() == []


def test_next_deadline_walks_main_time_then_each_period() -> None:
    clock, t = make(TimeControl((Stage(MIN),), Byoyomi(2, 30 * S)))
    clock.start()
    assert clock.next_deadline() == T0 + MIN
    t.set(T0 + MIN)
    assert kinds(clock.poll()) == [K.BYOYOMI_STARTED]
    assert clock.next_deadline() == T0 + MIN + 30 * S
    t.set(T0 + MIN + 30 * S)
    assert kinds(clock.poll()) == [K.PERIOD_EXPIRED]
    assert clock.next_deadline() == T0 + MIN + 60 * S
    t.set(T0 + MIN + 60 * S)
    assert kinds(clock.poll()) == [K.FLAG]
    assert clock.next_deadline() is None


def test_deadline_is_in_the_past_when_poll_is_late() -> None:
    clock, t = make(TimeControl((Stage(MIN),), Byoyomi(2, 30 * S)))
    clock.start()
    t.advance(MIN + 5 * S)
    assert clock.next_deadline() == T0 + MIN  # still unreported


def test_arbiter_set_time_and_moves() -> None:
    clock, t = make(preset("art6.2"))
    clock.start()
    t.advance(10 * S)
    events = clock.set_time(RED, 55 * MIN)
    assert [(e.kind, e.article) for e in events] == [(K.CORRECTED, "21.4")]
    assert clock.remaining(RED) == 55 * MIN
    t.advance(5 * S)
    assert clock.remaining(RED) == 55 * MIN - 5 * S
    clock.set_moves(RED, 29, moves_in_stage=29)
    t.advance(S)
    events = clock.press(RED)
    assert kinds(events) == [K.MOVE_PRESSED, K.STAGE_ADVANCED]
    assert clock.remaining(RED) == 65 * MIN - 6 * S
    clock.set_moves(BLACK, 12, stage=2)
    assert (clock.moves(BLACK), clock.stage(BLACK)) == (12, 2)
    with pytest.raises(ValueError, match="stage"):
        clock.set_moves(BLACK, 1, stage=0)
    with pytest.raises(ValueError, match="no 读秒"):
        clock.set_time(RED, MIN, periods_left=2)


def test_set_time_clears_a_flag_and_the_arbiter_resumes() -> None:
    """Art. 21.5: a flag caused by a faulty clock is for the arbiter to rule on."""
    clock, t = make(preset("blitz-5+3"))
    clock.start()
    t.advance(6 * MIN)
    assert kinds(clock.poll()) == [K.FLAG]
    with pytest.raises(ClockStateError):
        clock.resume()
    clock.set_time(RED, MIN)
    assert clock.flag(RED) is None
    clock.resume()
    t.advance(10 * S)
    assert clock.remaining(RED) == 50 * S


def test_set_time_into_byoyomi() -> None:
    clock, t = make(preset("10min-byoyomi-3x30"))
    clock.start()
    clock.set_time(RED, 0, periods_left=2, period_left_ns=12 * S)
    reading = clock.reading(RED)
    assert (reading.in_byoyomi, reading.periods_left, reading.period_left_ns) == (True, 2, 12 * S)
    t.advance(12 * S)
    assert [(e.kind, e.periods_left) for e in clock.poll()] == [(K.PERIOD_EXPIRED, 1)]
    with pytest.raises(ValueError, match="out of range"):
        clock.set_time(RED, 0, periods_left=4)


def test_deduct_five_minutes_for_a_false_claim_art_22_2() -> None:
    clock, t = make(preset("art6.1"))
    clock.start()
    t.advance(10 * S)
    clock.add_time(RED, -5 * MIN)
    assert clock.remaining(RED) == (3600 - 10 - 300) * S
    clock.set_time(RED, 4 * MIN)
    events = clock.add_time(RED, -5 * MIN)  # 若因此而超时，则判负
    assert [(e.kind, e.article, e.loses) for e in events] == [(K.FLAG, "22.2", True)]
    assert clock.status is ClockStatus.FLAGGED


def test_time_source_going_back_is_an_error() -> None:
    times = iter([10, 20, 15])
    clock = ChessClock(preset("art6.1"), time_source=lambda: next(times))
    clock.start()
    clock.poll()
    with pytest.raises(ClockStateError, match="went back"):
        clock.poll()


def test_export_restore_round_trips_through_json() -> None:
    control = TimeControl((Stage(MIN, moves=5, increment_ns=2 * S), Stage(MIN)), Byoyomi(3, 10 * S))
    clock, t = make(control, control.with_extra_time(30 * S))
    clock.start()
    for used in (3, 4, 5):
        t.advance(used * S)
        clock.press(clock.running or RED)
    t.advance(7 * S)  # Black's face has run 7 s in its second turn
    clock.press(BLACK, moved=False)
    t.advance(2 * S)
    data = json.loads(json.dumps(clock.to_dict()))
    assert data["status"] == "running" and data["active"] == "red"
    source = ManualTimeSource(5)  # a fresh process: another monotonic origin
    restored = ChessClock.from_dict(data, time_source=source)
    assert restored.status is ClockStatus.PAUSED
    for side in Side:
        assert restored.reading(side) == replace(clock.reading(side), running=False)
        assert restored.control(side) == clock.control(side)
    restored.resume()
    source.advance(S)
    assert restored.remaining(RED) == (60 - 3 - 5 + 4 - 2 - 1) * S
    assert restored.reading(BLACK).press_fouls == 1


def test_export_restore_keeps_a_flag() -> None:
    clock, t = make(preset("blitz-5+3"))
    clock.start()
    t.advance(301 * S)
    data = clock.to_dict()  # the flag fell but was not polled yet
    restored = ChessClock.from_dict(data, time_source=ManualTimeSource())
    flag = restored.flag(RED)
    assert flag is not None and flag.at_ns == T0 + 300 * S and flag.kind is K.FLAG
    assert restored.status is ClockStatus.FLAGGED
    with pytest.raises(ClockStateError):
        restored.resume()


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(version=99), "unsupported version"),
        (lambda d: d["sides"].pop("black"), "sides.black"),
        (lambda d: d["sides"]["red"].update(main_ns="x"), "main_ns"),
        (lambda d: d["controls"]["red"].update(stages=[]), "at least one stage"),
        (lambda d: d.update(status="ticking"), "bad status"),
        (lambda d: d.update(active="green"), "bad active side"),
        (lambda d: d.update(status="paused"), "needs an active side"),
    ],
)
def test_restore_rejects_bad_state(mutate, message) -> None:  # type: ignore[no-untyped-def]
    clock, _ = make(preset("blitz-5+3"))
    data = json.loads(json.dumps(clock.to_dict()))
    mutate(data)
    with pytest.raises(ValueError, match=message):
        ChessClock.from_dict(data)


def test_events_describe_themselves() -> None:
    event = ClockEvent(K.FLAG, RED, 5, "4.1.6", moves=41)
    assert event.describe() == "Red's flag fell after 41 moves (art. 4.1.6)."
    assert event.to_dict() == {
        "kind": "flag", "side": "red", "at_ns": 5, "article": "4.1.6", "moves": 41, "stage": 1,
        "periods_left": None, "credited_ns": 0, "count": 0}
    press = ClockEvent(K.MOVE_PRESSED, BLACK, 9, "6", moves=3, credited_ns=30 * S)
    assert press.describe() == "Black pressed the clock after move 3 (+30 s) (art. 6)."
    assert not press.loses


SIMPLE_3 = TimeControl((Stage(MIN, delay_ns=3 * S, delay=DelayKind.SIMPLE),))
