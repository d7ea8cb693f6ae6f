"""Clock mode in the real window, over the board: the mover presses by key, then the
recorder presses Enter and types the move of the side that pressed (press then type); the
press foul declared from the menu; a clock-only game by key presses alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.conftest import corpus_path
from xiangqi_gui.app.session import setup_from_values, values_from_setup
from xiangqi_gui.clock import ManualTimeSource, Side, Stage, TimeControl, minutes, seconds
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.notation import Notator
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.new_game_dialog import NewGameDialog, SeatValues, setup_details

GAME = "walker8088-cchess/tests/data/game_test.xqf"
CONTROL = TimeControl((Stage(minutes(20), increment_ns=seconds(10)),))


def face_key(ply: int) -> Qt.Key:
    """Red (the first mover) has the left face: Q; Black the right: P."""
    return Qt.Key.Key_Q if ply % 2 == 0 else Qt.Key.Key_P


def test_press_then_type_in_clock_mode_by_keys(qtbot: QtBot, tmp_path: Path) -> None:
    source = ManualTimeSource()
    setup = GameSetup(red="王天一", black="郑惟桐", competition="provincial",
                      red_control=CONTROL, black_control=CONTROL)
    session = make_session(qtbot, tmp_path, setup, source)  # the arbiter starts the clock
    study, controller = session.study, session.controller
    moves = load_file(corpus_path(GAME)).games[0].record.mainline_moves()[:10]
    study.set_clock_mode(True)
    view = study.clock_view
    pos = load_file(corpus_path(GAME)).games[0].record.start_position()
    for ply, move in enumerate(moves):
        source.advance(seconds(6))
        QTest.keyClick(view, face_key(ply))  # the mover presses: the turn passes at once
        game = controller.game
        assert [p.side for p in game.untyped] == [pos.turn], ply
        readings = controller.view().readings
        assert readings is not None
        mover = readings[ply % 2]
        assert not mover.running and readings[1 - ply % 2].running
        assert mover.moves == ply // 2 + 1
        assert mover.main_ns == minutes(20) - (seconds(6) - seconds(10)) * (ply // 2 + 1)
        assert view.hint.isVisible() and "Enter" in view.hint.text()
        # the recorder opens the field and types the move of the side that pressed
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert study.clock_entry.isVisible()
        texts = Notator(pos).texts(move)
        study.clock_entry.field.setText((texts.chinese, texts.wxf, texts.iccs)[ply % 3])
        QTest.keyClick(study.clock_entry.field, Qt.Key.Key_Return)
        assert not study.clock_entry.isVisible(), study.clock_entry.status.text()
        assert view.focusWidget() is view  # the keys press the faces again
        assert game.moves[-1] == move and game.untyped == []
        entry = session.window.sheet.rows.entry(ply + 1)
        assert entry.texts.chinese == texts.chinese
        assert game.sheet.entries[ply].time_ns == seconds(6)
        assert not view.hint.isVisible()
        pos.push(move)
    assert controller.game.arbiter.fouls == []
    # the recorder falls behind: two presses, then both moves typed in turn
    for ply in (10, 11):
        source.advance(seconds(3))
        QTest.keyClick(view, face_key(ply))
    assert [p.side for p in controller.game.untyped] == [pos.turn, pos.turn.opponent]
    extra = load_file(corpus_path(GAME)).games[0].record.mainline_moves()[10:12]
    for move in extra:
        QTest.keyClick(view, Qt.Key.Key_Return)
        study.clock_entry.field.setText(Notator(pos).texts(move).chinese)
        QTest.keyClick(study.clock_entry.field, Qt.Key.Key_Return)
        pos.push(move)
    assert controller.game.moves[-2:] == extra and controller.game.untyped == []
    # a press without a move on the wooden board: the recorder says so (art. 8.1.7)
    source.advance(seconds(2))
    QTest.keyClick(view, face_key(12))
    assert study.no_move_action.isEnabled()
    source.advance(seconds(4))
    study.no_move_action.trigger()
    game = controller.game
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(pos.turn, "8.1.7")]
    assert game.clock.running is Side(pos.turn) and game.untyped == []
    assert game.clock.reading(Side(pos.turn)).moves == 6  # the withdrawn press counts none
    assert not study.no_move_action.isEnabled()


def test_escape_closes_the_move_field_and_keys_press_again(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    source = ManualTimeSource()
    session = make_session(qtbot, tmp_path, GameSetup(competition="provincial"), source)
    study = session.study
    study.set_clock_mode(True)
    view = study.clock_view
    QTest.keyClick(view, Qt.Key.Key_Return)
    field = study.clock_entry.field
    QTest.keyClick(field, Qt.Key.Key_Q)  # typed into the field: no press
    assert field.text() == "q" and session.controller.game.clock.running is Side.RED
    QTest.keyClick(field, Qt.Key.Key_Escape)
    assert not study.clock_entry.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Q)
    assert session.controller.game.clock.running is Side.BLACK


def test_a_clock_only_game_from_clock_mode(qtbot: QtBot, tmp_path: Path) -> None:
    source = ManualTimeSource()
    setup = GameSetup(competition="provincial", red_control=CONTROL, black_control=CONTROL,
                      press_starts_clock=True)
    session = make_session(qtbot, tmp_path, setup, source)
    study = session.study
    assert study.new_clock_only_game()
    game = session.controller.game
    assert game.setup.record_moves is False and study.clock_view.isVisible()
    assert game.setup.red_control == CONTROL
    view = study.clock_view
    QTest.keyClick(view, Qt.Key.Key_Q)  # the first mover's press starts the clock
    for ply in range(6):
        source.advance(seconds(5))
        QTest.keyClick(view, face_key(ply))
        QTest.keyClick(view, face_key(ply))  # again at once: debounced, and a stopped face
    red, black = game.clock.reading(Side.RED), game.clock.reading(Side.BLACK)
    assert (red.moves, black.moves) == (3, 3)
    assert red.main_ns == minutes(20) - 3 * seconds(5) + 3 * seconds(10)
    assert game.arbiter.fouls == [] and game.moves == [] and len(game.sheet) == 0
    QTest.keyClick(view, Qt.Key.Key_Return)  # nothing to type in a clock-only game
    assert not study.clock_entry.isVisible()
    assert not game.can_move() and not session.controller.view().can_move


def test_new_game_dialog_makes_a_clock_only_game(qtbot: QtBot) -> None:
    dialog = NewGameDialog(date="2026.12.01", engine_path="/usr/games/fairy-stockfish")
    qtbot.addWidget(dialog)
    assert dialog.record_box.isChecked() and setup_from_values(dialog.values()).record_moves
    dialog.black_seat_row.set_seat(SeatValues(engine=True, path="/usr/games/fairy-stockfish"))
    dialog.record_box.setChecked(False)
    assert not dialog.red_seat_row.isEnabled() and not dialog.black_seat_row.isEnabled()
    setup = setup_from_values(dialog.values())
    assert setup.record_moves is False and setup.black_engine is None
    again = NewGameDialog(date="2026.12.01")
    qtbot.addWidget(again)
    again.set_values(values_from_setup(setup))
    assert not again.record_box.isChecked()
    assert "clock only, no score sheet" in setup_details(setup)
    assert GameSetup.from_dict(setup.to_dict()) == setup
