"""The new-game dialog's Elo choice (read from the real Fairy-Stockfish's options and sent
to it) and the game review's settings dialog (engine, depth or time, remembered)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.session import setup_from_values, values_from_setup
from xiangqi_gui.engine import Dialect, EngineProcess, OptionSpec
from xiangqi_gui.engine.qt.check import remembered
from xiangqi_gui.play.setup import EngineSeat
from xiangqi_gui.study.review import DEFAULT_DEPTH, ReviewSettings
from xiangqi_gui.ui.new_game_dialog import ENGINE_INDEX, NewGameDialog, _elo_range
from xiangqi_gui.ui.review_dialog import ReviewSettingsDialog


def test_elo_is_offered_with_the_engines_range_and_sent(qtbot: QtBot) -> None:
    engine = str(fairy_stockfish())
    dialog = NewGameDialog(date="2026.12.01", engine_path=engine)
    qtbot.addWidget(dialog)
    black = dialog.black_seat_row
    qtbot.wait(500)  # the engine is not started while the side is played by a person
    assert not black.has_elo() and not black.choice.checking
    black.player_box.setCurrentIndex(ENGINE_INDEX)
    qtbot.waitUntil(black.has_elo, timeout=15_000)
    # Fairy-Stockfish 14: option name UCI_Elo type spin default 1350 min 1350 max 2850
    assert (black.elo_spin.minimum(), black.elo_spin.maximum()) == (1349, 2850)
    assert black.elo_spin.text() == "no Elo limit"
    black.elo_spin.setValue(1800)
    assert not black.skill_spin.isEnabled()  # the Elo replaces the Skill Level
    setup = setup_from_values(dialog.values())
    assert setup.black_engine == EngineSeat(engine, Dialect.UCI_FSF, elo=1800)
    assert setup.black_engine.options() == {"UCI_LimitStrength": True, "UCI_Elo": 1800}
    # shown again from the setup (the last game's), the Elo comes back
    again = NewGameDialog(date="2026.12.01", engine_path=engine)
    qtbot.addWidget(again)
    again.set_values(values_from_setup(setup, engine))
    qtbot.waitUntil(again.black_seat_row.has_elo, timeout=15_000)
    assert again.black_seat_row.seat().elo == 1800
    # the real engine receives both options after its handshake, before any search
    with EngineProcess(engine, options=setup.black_engine.options()) as process:
        sent = [line for line in process.transcript if line.startswith("> ")]
        assert "> setoption name UCI_LimitStrength value true" in sent
        assert "> setoption name UCI_Elo value 1800" in sent
        assert sent.index("> setoption name UCI_Elo value 1800") < sent.index("> isready")


def test_no_elo_choice_for_an_engine_without_the_option(qtbot: QtBot, tmp_path: Path) -> None:
    program = tmp_path / "plain-engine"
    program.write_text("#!/bin/sh\nwhile read line; do\n"
                       "  case \"$line\" in uci) echo 'id name plain'; echo uciok;;\n"
                       "  isready) echo readyok;; quit) exit 0;; esac\ndone\n")
    program.chmod(0o755)
    dialog = NewGameDialog(date="2026.12.01", engine_path=str(program))
    qtbot.addWidget(dialog)
    row = dialog.red_seat_row
    row.player_box.setCurrentIndex(ENGINE_INDEX)
    qtbot.waitUntil(lambda: row.choice.engine is not None, timeout=15_000)
    assert remembered(program) == row.choice.engine and row.choice.engine.name == "plain"
    assert not row.has_elo() and row.seat().elo is None
    assert _elo_range({"UCI_Elo": OptionSpec("UCI_Elo", "spin", "1350", 1350, 2850)}) is None
    both = {"UCI_LimitStrength": OptionSpec("UCI_LimitStrength", "check", "false"),
            "UCI_Elo": OptionSpec("UCI_Elo", "spin", "1500", 800, 2400)}
    assert _elo_range(both) == (800, 2400)


def test_review_settings_dialog_and_preferences(qtbot: QtBot, tmp_path: Path) -> None:
    engine = str(fairy_stockfish())
    prefs = Preferences(tmp_path)
    assert prefs.review_settings() == ReviewSettings() == ReviewSettings("", DEFAULT_DEPTH)
    dialog = ReviewSettingsDialog(prefs.review_settings(), default_engine=engine)
    qtbot.addWidget(dialog)
    assert dialog.engine_edit.text() == engine and dialog.depth_radio.isChecked()
    assert dialog.depth_spin.value() == DEFAULT_DEPTH and not dialog.time_spin.isEnabled()
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.waitUntil(ok.isEnabled, timeout=5000)  # once the engine answered its check
    dialog.time_radio.setChecked(True)
    dialog.time_spin.setValue(700)
    assert dialog.settings() == ReviewSettings(engine, depth=None, movetime_ms=700,
                                               dialect=Dialect.UCI_FSF)
    prefs.set_review_settings(dialog.settings())
    assert Preferences(tmp_path).review_settings() == ReviewSettings(engine, None, 700,
                                                                     Dialect.UCI_FSF)
    dialog.engine_edit.setText(str(tmp_path / "missing"))
    assert not ok.isEnabled()
    assert dialog.settings().dialect is None  # another path: nothing learned about it yet
    back = ReviewSettingsDialog(Preferences(tmp_path).review_settings())
    qtbot.addWidget(back)
    assert back.time_radio.isChecked() and back.time_spin.value() == 700
    assert back.engine_edit.text() == engine
    prefs.settings.setValue("review/dialect", "xboard")  # no protocol of ours
    assert Preferences(tmp_path).review_settings() == ReviewSettings(engine, None, 700)
    prefs.settings.remove("review/dialect")  # settings saved before it was kept
    assert Preferences(tmp_path).review_settings().dialect is None
