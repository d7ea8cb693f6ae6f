"""读秒 announcements (clock/announce.py) against a real ChessClock, and the shipped clips:
every clip exists in every language, loads as WAV, and a count clip ends within its second."""

from __future__ import annotations

import wave

import pytest

from xiangqi_gui.clock import ChessClock, ManualTimeSource, Side, seconds
from xiangqi_gui.clock.announce import CLIP_NAMES, SCHEDULE_S, announcements, clip_for_second
from xiangqi_gui.clock.timecontrol import Byoyomi, Stage, TimeControl
from xiangqi_gui.resources import resource_path


def _byoyomi_clock(periods: int = 2) -> tuple[ChessClock, ManualTimeSource]:
    control = TimeControl(stages=(Stage(time_ns=seconds(5)),),
                          byoyomi=Byoyomi(periods=periods, period_ns=seconds(30)))
    source = ManualTimeSource()
    clock = ChessClock(control, time_source=source)
    clock.start(Side.RED)
    return clock, source


def test_a_period_is_counted_like_an_event_clock() -> None:
    clock, source = _byoyomi_clock()
    said: list[tuple[int, str]] = []
    previous = clock.reading(Side.RED)
    for tenth in range(1, 10 * 61 + 1):  # 5 s main, a 30 s period, 26 s of the next
        source.advance(seconds(1) // 10)
        reading = clock.reading(Side.RED)
        said += [(tenth, clip) for clip in announcements(previous, reading, total_periods=2)]
        previous = reading
    clips = [clip for _, clip in said]
    assert clips == ["period_1", "ten_seconds", "five", "four", "three", "two", "one",
                     "period_2", "ten_seconds", "five", "four"]
    at = {clip: tenth for tenth, clip in said[:7]}
    # 5 s of main time + 20 s of the period: exactly 10 s are left (the ceiling reaches 10)
    assert at["ten_seconds"] == 5 * 10 + 20 * 10
    assert at["one"] == 5 * 10 + 29 * 10


def test_a_late_reading_says_only_the_latest_count() -> None:
    clock, source = _byoyomi_clock()
    source.advance(seconds(6))
    previous = clock.reading(Side.RED)
    source.advance(seconds(27))  # from 29 s left to 2 s left in one step
    assert announcements(previous, clock.reading(Side.RED), total_periods=2) == ["two"]


def test_nothing_is_said_in_main_time_or_while_stopped() -> None:
    clock, source = _byoyomi_clock()
    previous = clock.reading(Side.RED)
    source.advance(seconds(2))
    assert announcements(previous, clock.reading(Side.RED), total_periods=2) == []
    assert announcements(None, clock.reading(Side.BLACK), total_periods=2) == []


def test_schedule() -> None:
    assert [clip_for_second(s) for s in SCHEDULE_S] == [
        "ten_seconds", "five", "four", "three", "two", "one"]


@pytest.mark.parametrize("lang", ["zh", "en", "vi"])
def test_every_clip_ships_and_loads(lang: str) -> None:
    folder = resource_path("sounds") / lang
    for clip in CLIP_NAMES:
        with wave.open(str(folder / f"{clip}.wav")) as wav:
            assert wav.getnchannels() == 1 and wav.getframerate() == 16000
            duration = wav.getnframes() / wav.getframerate()
        assert 0.1 < duration < 3.0, (clip, duration)
        if clip in ("five", "four", "three", "two", "one"):
            assert duration < 0.95, (lang, clip, duration)  # said within its second


def test_tones_and_licence_ship() -> None:
    folder = resource_path("sounds")
    for tone in ("press", "warning", "flag"):
        with wave.open(str(folder / "tones" / f"{tone}.wav")) as wav:
            assert wav.getnframes() > 0
    assert "espeak" in (folder / "LICENSE.txt").read_text(encoding="utf-8").lower()
