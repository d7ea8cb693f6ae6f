"""Property checks against a plain re-computation (hypothesis, small example counts)."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from tests.clock.helpers import MIN, S, make
from xiangqi_gui.clock import ChessClock, DelayKind, Side, Stage, TimeControl
from xiangqi_gui.rules import Color

# a turn: (time before an optional pause, pause length or None, time after)
turns = st.lists(
    st.tuples(st.integers(0, 20 * S), st.none() | st.integers(0, 10 * MIN), st.integers(0, 20 * S)),
    min_size=1, max_size=30,
)


def _turn(clock: ChessClock, t, side: Side, turn: tuple[int, int | None, int]) -> None:  # type: ignore[no-untyped-def]
    before, pause, after = turn
    t.advance(before)
    if pause is not None:
        clock.pause()
        t.advance(pause)
        clock.resume()
    t.advance(after)
    clock.press(side)


@settings(max_examples=60, deadline=None)
@given(turns, st.sampled_from(list(DelayKind)))
def test_time_charged_per_move_matches_the_rule(plays: list, delay: DelayKind) -> None:  # type: ignore[type-arg]
    """Fischer 5 s plus a 3 s delay: each move costs max(0, used - delay) - increment,
    pauses cost nothing, and the time never rises above the start-of-turn value plus
    the increment."""
    delay_ns = 0 if delay is DelayKind.NONE else 3 * S
    control = TimeControl((Stage(10 * MIN, increment_ns=5 * S, delay_ns=delay_ns, delay=delay),))
    clock, t = make(control)
    clock.start()
    expected = {Side.RED: 10 * MIN, Side.BLACK: 10 * MIN}
    side = Side.RED
    for play in plays:
        start_value = clock.remaining(side)
        _turn(clock, t, side, play)
        used = play[0] + play[2]
        expected[side] += 5 * S - max(0, used - delay_ns)
        assert clock.remaining(side) == expected[side]
        assert clock.remaining(side) <= start_value + 5 * S
        side = side.opponent
    assert clock.moves(Side.RED) + clock.moves(Side.BLACK) == len(plays)


def test_side_converts_from_the_rules_colour() -> None:
    assert Side(Color.RED) is Side.RED and Side(Color.BLACK) is Side.BLACK
    assert Side(Color.RED.opponent) is Side.RED.opponent
