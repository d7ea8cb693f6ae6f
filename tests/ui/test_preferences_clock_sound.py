"""Preferences for the clock and sound (issue 15): clock mode's face keys, the pause key and
the press debounce; sound on/off, the 读秒 voice, the warning thresholds; and what the
dialog says when the sound extra is missing. Stored in QSettings and applied at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.sound import MISSING, NO_OUTPUT
from xiangqi_gui.clock import ClockStatus, ManualTimeSource, Side, seconds
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.preferences_dialog import PreferenceValues, parse_seconds


def shell_of(session: object) -> DesktopShell:
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    return shell


def test_clock_and_sound_preferences_are_stored_and_applied(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    source = ManualTimeSource()
    session = make_session(qtbot, tmp_path, GameSetup(competition="provincial"), source)
    dialog = shell_of(session).preferences_dialog()
    assert dialog.values() == PreferenceValues()
    dialog.voice_box.setChecked(False)
    dialog.warnings_edit.setText("120, 15, x, 120")
    dialog.mode_left_edit.setText("F")
    dialog.mode_right_edit.setText("J")
    dialog.pause_edit.setText("Return")
    dialog.debounce_spin.setValue(1000)
    dialog.accept()
    prefs = Preferences(tmp_path)
    assert (prefs.voice(), prefs.warnings(), prefs.clock_mode_keys(), prefs.debounce_ms()) == (
        False, "120, 15", ("F", "J", "Return"), 1000)
    assert shell_of(session).current_values().debounce_ms == 1000
    driver, study = session.controller.driver, session.study
    assert driver.warnings.thresholds_ns == (seconds(120), seconds(15))
    assert study.sounds.enabled and not study.sounds.voice
    game = session.controller.game
    study.set_clock_mode(True)
    view = study.clock_view
    QTest.keyClick(view, Qt.Key.Key_Q)  # a left-hand key, but not the chosen one
    assert game.clock.running is Side.RED and not game.untyped
    QTest.keyClick(view, Qt.Key.Key_F)  # Red (left face) presses
    assert game.clock.running is Side.BLACK
    source.advance(seconds(1) // 2)
    QTest.keyClick(view, Qt.Key.Key_J)  # Black, 0.5 s later: another side, counts
    assert game.clock.running is Side.RED
    source.advance(seconds(1) // 2)
    QTest.keyClick(view, Qt.Key.Key_F)  # Red again 0.5 s after Black's press: counts
    assert game.clock.running is Side.BLACK
    QTest.keyClick(view, Qt.Key.Key_Space)  # no longer the pause key
    assert game.clock.status is ClockStatus.RUNNING
    QTest.keyClick(view, Qt.Key.Key_Return)  # the chosen pause key
    assert game.clock.status is ClockStatus.PAUSED
    # the board clock's pause key follows too
    assert session.window.clock_widget.keys.pause == (int(Qt.Key.Key_Return),)


def test_a_repeated_press_within_the_chosen_debounce_is_ignored(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    source = ManualTimeSource()
    session = make_session(qtbot, tmp_path, GameSetup(competition="provincial"), source)
    shell = shell_of(session)
    shell.store(PreferenceValues(debounce_ms=1000))
    view = session.study.clock_view
    assert view.debouncer.interval_ns == seconds(1)
    pressed: list[str] = []
    view.face_pressed.connect(lambda face, _t: pressed.append(face))
    session.study.set_clock_mode(True)
    QTest.keyClick(view, Qt.Key.Key_Q)
    source.advance(seconds(1) * 9 // 10)
    QTest.keyClick(view, Qt.Key.Key_Q)  # 0.9 s later: within 1000 ms, ignored
    source.advance(seconds(1) * 2 // 10)
    QTest.keyClick(view, Qt.Key.Key_Q)  # 1.1 s after the first: a press
    assert pressed == ["left", "left"]


def test_the_dialog_says_when_the_sound_extra_is_missing(qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    sounds = session.study.sounds
    sounds._probed = (None, MISSING)  # noqa: SLF001 (no extra)
    dialog = shell_of(session).preferences_dialog()
    assert not dialog.sound_note.isHidden()
    assert dialog.sound_note.text() == ("Sound unavailable: install xiangqi-gui[sound] "
                                        "(pip install 'xiangqi-gui[sound]', QtMultimedia).")


def test_warning_thresholds_are_read_as_whole_seconds() -> None:
    assert parse_seconds("10, 60, 30") == (60, 30, 10)
    assert parse_seconds("0, -1, 1.5, 300") == (300,)
    assert parse_seconds("") == ()


def test_sound_settings_are_disabled_with_the_reason_when_sound_cannot_play(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 11, a fresh-user trial: the sound boxes could be ticked on a computer without
    QtMultimedia or audio output, and nothing sounded."""
    session = make_session(qtbot, tmp_path)
    sounds = session.study.sounds
    sounds._probed = (None, NO_OUTPUT)  # noqa: SLF001 (no device)
    dialog = shell_of(session).preferences_dialog()
    reason = "Sound unavailable: this computer has no audio output."
    for control in (dialog.sound_box, dialog.voice_box, dialog.warnings_edit):
        assert not control.isEnabled()
        assert control.toolTip() == reason
    assert dialog.sound_box.isChecked()  # the stored setting is kept for another computer
    assert dialog.values().sound and dialog.values().voice
    dialog.reject()
    sounds._probed = (object, "")  # noqa: SLF001 (sound plays)
    dialog = shell_of(session).preferences_dialog()
    assert dialog.sound_box.isEnabled() and dialog.voice_box.isEnabled()
    assert dialog.sound_box.toolTip() == "" and dialog.sound_note.isHidden()
    dialog.reject()


@pytest.mark.parametrize(("language", "words"), [
    ("zh_Hans", "声音不可用：请安装 xiangqi-gui[sound]"),
    ("zh_Hant", "聲音不可用：請安裝 xiangqi-gui[sound]"),
    ("vi", "Không có âm thanh: hãy cài xiangqi-gui[sound]"),
])
def test_the_missing_sound_extra_is_said_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, words: str) -> None:
    """A plain ``pip install .`` (no QtMultimedia): the sound section says so in the UI
    language, not in English and not by silence."""
    (tmp_path / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    try:
        session = make_session(qtbot, tmp_path)
        sounds = session.study.sounds
        sounds._probed = (None, MISSING)  # noqa: SLF001 (no extra)
        dialog = shell_of(session).preferences_dialog()
        note = dialog.sound_note.text()
        assert not dialog.sound_note.isHidden() and not dialog.sound_box.isEnabled()
        assert words in note
        assert "Sound unavailable" not in note
        dialog.reject()
    finally:
        install_language("en")
