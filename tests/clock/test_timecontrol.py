"""TimeControl values: validation, JSON round-trip, presets (art. 6.1-6.5)."""

from __future__ import annotations

import json

import pytest

from tests.clock.helpers import MIN, S
from xiangqi_gui.clock import (
    PRESETS,
    Byoyomi,
    DelayKind,
    Stage,
    TimeControl,
    TimeControlError,
    minutes,
    preset,
    seconds,
)


def test_unit_helpers_are_exact_integers() -> None:
    assert seconds(30) == 30 * S
    assert minutes(60) == 3600 * S
    assert seconds(0.1) == 100_000_000
    assert isinstance(minutes(1.5), int)


def test_art_6_1_preset_is_60_min_plus_30_s() -> None:
    control = preset("art6.1")
    assert control.stages == (Stage(60 * MIN, increment_ns=30 * S),)
    assert control.byoyomi is None
    assert PRESETS["art6.1"].article == "6.1"


def test_art_6_2_preset_is_60_min_30_moves_then_10_min_10_moves_repeating() -> None:
    control = preset("art6.2")
    assert control.stages == (Stage(60 * MIN, moves=30), Stage(10 * MIN, moves=10))
    # the last stage with a quota repeats: "以后每10分钟内须走满10着"
    assert control.stage(1) == control.stage(5) == Stage(10 * MIN, moves=10)
    assert control.describe() == "60 min / 30 moves, then 10 min / 10 moves (repeating)"


@pytest.mark.parametrize(
    ("key", "stage", "byoyomi", "article"),
    [
        ("sudden-death-90", Stage(90 * MIN), None, "6.3"),
        ("rapid-15+10", Stage(15 * MIN, increment_ns=10 * S), None, "6.4"),
        ("blitz-5+3", Stage(5 * MIN, increment_ns=3 * S), None, "6.4"),
        ("10min-byoyomi-3x30", Stage(10 * MIN), Byoyomi(3, 30 * S), "6.4"),
    ],
)
def test_single_stage_presets(key: str, stage: Stage, byoyomi: Byoyomi | None,
                              article: str) -> None:
    control = preset(key)
    assert control.stages == (stage,)
    assert control.byoyomi == byoyomi
    assert PRESETS[key].article == article


@pytest.mark.parametrize(
    ("key", "rapid"),
    [("art6.1", False), ("art6.2", False), ("sudden-death-90", False), ("rapid-15+10", True),
     ("blitz-5+3", True), ("10min-byoyomi-3x30", True), ("rapid-10-40", True)],
)
def test_rapid_means_at_most_15_minutes_per_side(key: str, rapid: bool) -> None:
    """Art. 6.4: 每方限时15分钟(含)以下 is a rapid game."""
    assert preset(key).is_rapid is rapid


def test_rapid_limit_is_inclusive() -> None:
    assert TimeControl((Stage(15 * MIN),)).is_rapid
    assert not TimeControl((Stage(15 * MIN + 1),)).is_rapid


def test_unknown_preset_names_the_known_keys() -> None:
    with pytest.raises(KeyError, match="art6.1"):
        preset("nope")


def test_time_odds_add_to_the_first_stage_only() -> None:
    """Art. 6.5 贴时: one side gets a different base time."""
    control = preset("art6.2").with_extra_time(5 * MIN)
    assert control.stages[0] == Stage(65 * MIN, moves=30)
    assert control.stages[1] == Stage(10 * MIN, moves=10)
    assert preset("art6.1").with_extra_time(-10 * MIN).base_ns == 50 * MIN
    with pytest.raises(TimeControlError, match="exceed"):
        preset("blitz-5+3").with_extra_time(-6 * MIN)


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_every_preset_round_trips_through_json(key: str) -> None:
    control = preset(key)
    text = json.dumps(control.to_dict())
    assert TimeControl.from_dict(json.loads(text)) == control


def test_custom_control_round_trips_with_every_field() -> None:
    control = TimeControl(
        (Stage(40 * MIN, moves=40, increment_ns=5 * S, delay_ns=2 * S, delay=DelayKind.BRONSTEIN),
         Stage(1 * MIN, delay_ns=3 * S, delay=DelayKind.SIMPLE)),
        name="custom",
    )
    assert TimeControl.from_dict(json.loads(json.dumps(control.to_dict()))) == control
    byo = TimeControl((Stage(0),), Byoyomi(periods=5, period_ns=60 * S, moves=10))
    assert TimeControl.from_dict(byo.to_dict()) == byo


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"stages": []}, "at least one stage"),
        ({"stages": "x"}, "stages: expected a list"),
        ({"stages": [{"moves": 3}]}, r"stages\[0\]: missing field 'time_ns'"),
        ({"stages": [{"time_ns": 60}, {"time_ns": -1}]}, r"stages\[1\]: time_ns: must be >= 0"),
        ({"stages": [{"time_ns": 1.5}]}, r"stages\[0\]: time_ns: expected an integer"),
        ({"stages": [{"time_ns": 60, "delay": "hourglass", "delay_ns": 1}]}, r"stages\[0\]"),
        ({"stages": [{"time_ns": 60, "moves": 0}]}, r"stages\[0\]: moves: must be >= 1"),
        ({"stages": [{"time_ns": 60}], "byoyomi": {"periods": 0, "period_ns": 1}},
         "byoyomi.periods"),
        ({"stages": [7]}, r"stages\[0\]: expected an object"),
    ],
)
def test_bad_dicts_raise_naming_the_field(data: dict[str, object], message: str) -> None:
    with pytest.raises(TimeControlError, match=message):
        TimeControl.from_dict(data)


def test_inconsistent_controls_are_rejected() -> None:
    with pytest.raises(TimeControlError, match="sudden death"):
        TimeControl((Stage(10 * MIN, moves=10),), Byoyomi(3, 30 * S))
    with pytest.raises(TimeControlError, match="delay"):
        TimeControl((Stage(10 * MIN, delay_ns=S, delay=DelayKind.SIMPLE),), Byoyomi(3, 30 * S))
    with pytest.raises(TimeControlError, match="Bronstein"):
        TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.BRONSTEIN),))
    with pytest.raises(TimeControlError, match="nothing else"):
        TimeControl((Stage(0),))
    with pytest.raises(TimeControlError, match="does not fit"):
        Stage(MIN, delay_ns=5 * S)
    with pytest.raises(TimeControlError, match="does not fit"):
        Stage(MIN, delay=DelayKind.SIMPLE)


def test_zero_base_is_valid_with_simple_delay_or_byoyomi() -> None:
    assert TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.SIMPLE),)).base_ns == 0
    assert TimeControl((Stage(0),), Byoyomi(1, 30 * S)).byoyomi == Byoyomi(1, 30 * S)


def test_describe_mentions_increment_delay_and_byoyomi() -> None:
    assert preset("art6.1").describe() == "60 min + 30 s/move"
    assert preset("10min-byoyomi-3x30").describe() == "10 min + 读秒 3 x 30 s"
    simple = TimeControl((Stage(0, delay_ns=5 * S, delay=DelayKind.SIMPLE),))
    assert simple.describe() == "0 s (simple delay 5 s)"
