"""Clock sounds: the 读秒 count spoken in the UI language, press clicks and warning tones.

Clips live in ``resources/sounds`` (made by ``packaging/make_sounds.py``; Mandarin for
zh_Hans and zh_Hant, English, Vietnamese). Playback uses QtMultimedia's ``QSoundEffect``,
which comes with the optional extra ``pip install 'xiangqi-gui[sound]'`` (PySide6-Addons).
Without it :attr:`ClockSounds.available` is False, :meth:`ClockSounds.status` says so in one
sentence for the Preferences dialog ("Sound unavailable: install xiangqi-gui[sound]", or no
audio output), and nothing is played (no system bell: a bell in place of a count would
mislead). The Preferences turn sound off (:attr:`ClockSounds.enabled`) or only the spoken
读秒 count (:attr:`ClockSounds.voice`). ``played(str)`` is emitted for every clip due, played or
not, so tests and the status bar can follow.

What is due when is decided by :func:`xiangqi_gui.clock.announce.announcements`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl, Signal

from xiangqi_gui.clock import FaceReading
from xiangqi_gui.clock.announce import announcements
from xiangqi_gui.resources import resource_path

#: UI language -> folder of spoken clips.
VOICE_FOLDERS = {"zh_Hans": "zh", "zh_Hant": "zh", "en": "en", "vi": "vi"}
TONES = ("press", "warning", "flag")


def clip_path(clip: str, language: str = "zh_Hans") -> Path:
    """The WAV file of ``clip`` (a 读秒 clip name or a tone) for UI ``language``."""
    if clip in TONES:
        return resource_path("sounds", "tones", f"{clip}.wav")
    return resource_path("sounds", VOICE_FOLDERS.get(language, "en"), f"{clip}.wav")


MISSING, NO_OUTPUT = "missing", "no_output"
"""Why sound cannot play: the QtMultimedia extra is not installed; no audio output."""


def sound_effect_class() -> tuple[type | None, str]:
    """QtMultimedia's ``QSoundEffect`` and ``""``, or None and why not (:data:`MISSING`,
    :data:`NO_OUTPUT`: a sound server that cannot be reached keeps QtMultimedia retrying in
    the event loop, so nothing is played there)."""
    try:
        from PySide6.QtMultimedia import (  # type: ignore[import-not-found,unused-ignore]
            QMediaDevices,
            QSoundEffect,
        )
    except ImportError:
        return None, MISSING
    if not QMediaDevices.audioOutputs():
        return None, NO_OUTPUT
    return QSoundEffect, ""


class ClockSounds(QObject):
    """Plays the clock's clips (see the module docstring).

    ``language``: the UI language (zh_Hans, zh_Hant, en, vi); ``enabled``: the user's
    setting; ``press_clicks``: a click on every clock press; ``voice``: the 读秒 count
    spoken (off: no 读秒 clip is due).
    """

    played = Signal(str)

    def __init__(self, parent: QObject | None = None, *, language: str = "zh_Hans",
                 enabled: bool = True, press_clicks: bool = True, voice: bool = True) -> None:
        super().__init__(parent)
        self.language = language
        self.enabled = enabled
        self.press_clicks = press_clicks
        self.voice = voice
        self._probed: tuple[type | None, str] | None = None  # QtMultimedia, asked on first use
        self._effects: dict[Path, Any] = {}  # QSoundEffect (optional module, untyped here)
        self._previous: dict[object, FaceReading] = {}

    def prepare(self) -> None:
        """Load QtMultimedia and ask for the audio outputs now (20-30 ms: the program does it
        after the window's first paint, :func:`xiangqi_gui.ui.staged_paint.after_first_paint`;
        otherwise the first sound or :meth:`status` does it)."""
        if self._probed is None:
            self._probed = sound_effect_class()

    @property
    def _effect_class(self) -> type | None:
        self.prepare()
        assert self._probed is not None
        return self._probed[0]

    @property
    def unavailable(self) -> str:
        """Why sound cannot play (:data:`MISSING`, :data:`NO_OUTPUT`), or ``""``."""
        self.prepare()
        assert self._probed is not None
        return self._probed[1]

    @property
    def available(self) -> bool:
        """True when QtMultimedia can play sounds here."""
        return self._effect_class is not None

    def status(self) -> str:
        """One sentence for the Preferences dialog: why sound is unavailable, or whether
        it is on."""
        if self.unavailable == MISSING:
            return self.tr("Sound unavailable: install xiangqi-gui[sound] "
                           "(pip install 'xiangqi-gui[sound]', QtMultimedia).")
        if self.unavailable == NO_OUTPUT:
            return self.tr("Sound unavailable: this computer has no audio output.")
        return self.tr("Sound is on.") if self.enabled else self.tr("Sound is muted.")

    def play(self, clip: str) -> None:
        """Emit ``played(clip)`` and play it when sound is available and enabled."""
        self.played.emit(clip)
        effect_class = self._effect_class if self.enabled else None
        if effect_class is None:
            return
        path = clip_path(clip, self.language)
        effect = self._effects.get(path)
        if effect is None:
            effect = effect_class(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[path] = effect
        effect.play()

    def pressed(self) -> None:
        """A clock press: the click, if wanted."""
        if self.press_clicks:
            self.play("press")

    def on_reading(self, reading: FaceReading, total_periods: int | None) -> list[str]:
        """Feed a face's new reading; plays and returns the 读秒 clips now due (none while
        :attr:`voice` is off)."""
        previous = self._previous.get(reading.side)
        self._previous[reading.side] = reading
        due = announcements(previous, reading, total_periods) if self.voice else []
        for clip in due:
            self.play(clip)
        return due

    def reset(self) -> None:
        """Forget the previous readings (a new game)."""
        self._previous.clear()
