"""Clock sounds: which clip plays at which second of a 读秒 period, per UI language, and the
status sentence when QtMultimedia is missing (sound itself is not asserted)."""

from __future__ import annotations

import wave

import pytest

from xiangqi_gui.app.sound import MISSING, NO_OUTPUT, ClockSounds, clip_path
from xiangqi_gui.clock import ChessClock, ManualTimeSource, Side, Stage, TimeControl, seconds
from xiangqi_gui.clock.timecontrol import Byoyomi


@pytest.mark.parametrize(("language", "folder"),
                         [("zh_Hans", "zh"), ("zh_Hant", "zh"), ("en", "en"), ("vi", "vi")])
def test_each_language_has_its_count(language: str, folder: str) -> None:
    path = clip_path("ten_seconds", language)
    assert path.parent.name == folder
    with wave.open(str(path)) as wav:
        assert wav.getnframes() > 0


def test_a_period_plays_its_schedule(qapp) -> None:  # type: ignore[no-untyped-def]
    sounds = ClockSounds(language="zh_Hans", enabled=True)
    heard: list[tuple[int, str]] = []
    source = ManualTimeSource()
    control = TimeControl(stages=(Stage(time_ns=0),), byoyomi=Byoyomi(3, seconds(20)))
    clock = ChessClock(control, time_source=source)
    clock.start(Side.RED)
    for tenth in range(0, 201):
        for clip in sounds.on_reading(clock.reading(Side.RED), total_periods=3):
            heard.append((tenth, clip))
        source.advance(seconds(1) // 10)
    assert heard == [(0, "period_1"), (100, "ten_seconds"), (150, "five"), (160, "four"),
                     (170, "three"), (180, "two"), (190, "one"), (200, "period_2")]
    if not sounds.available:
        assert sounds.status() == STATUS[sounds.unavailable]


STATUS = {
    "": "Sound is muted.",
    MISSING: "Sound unavailable: install xiangqi-gui[sound] (pip install "
             "'xiangqi-gui[sound]', QtMultimedia).",
    NO_OUTPUT: "Sound unavailable: this computer has no audio output.",
}


def test_muted_sounds_still_report(qapp) -> None:  # type: ignore[no-untyped-def]
    sounds = ClockSounds(enabled=False)
    got: list[str] = []
    sounds.played.connect(got.append)
    sounds.pressed()
    assert got == ["press"]
    assert sounds.status() == STATUS[sounds.unavailable]


def test_voice_off_says_no_count(qapp) -> None:  # type: ignore[no-untyped-def]
    sounds = ClockSounds(language="zh_Hans", voice=False)
    got: list[str] = []
    sounds.played.connect(got.append)
    source = ManualTimeSource()
    control = TimeControl(stages=(Stage(time_ns=0),), byoyomi=Byoyomi(3, seconds(20)))
    clock = ChessClock(control, time_source=source)
    clock.start(Side.RED)
    for _tenth in range(0, 201):
        assert sounds.on_reading(clock.reading(Side.RED), total_periods=3) == []
        source.advance(seconds(1) // 10)
    sounds.pressed()  # the press click is not the voice
    assert got == ["press"]
