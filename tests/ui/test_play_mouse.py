"""Playing in the main window with the mouse: board -> arbiter -> record -> views.

Real mouse events (pytest-qt) at square centres of the window's BoardWidget, a manual
time source for the clock. Covers the cases of docs/references.md §8: R21 (flipped board
sends the identical model move),
R23 (release outside the board: no move, clock not switched), R25 (increment at the
press), touch-move (art. 5.1, 5.8.3), illegal moves (refused in casual play; foul 8.1.8 at
provincial level, loss 4.1.8 at national level), press without a move (art. 8.1.7).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import (
    NS,
    click,
    click_move,
    drag,
    drag_to_point,
    make_session,
    point,
)
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.clock import ClockStatus, ManualTimeSource, Side, seconds
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.play.sheet import AnnotationKind
from xiangqi_gui.rules import Color, Move, Termination, parse_square

PROVINCIAL = GameSetup(red="Hu Ronghua", black="Xu Yinchuan", competition="provincial")
CASUAL = GameSetup.casual(red="A", black="B")


def status(session: AppSession) -> str:
    return session.window.statusBar().currentMessage()


def press(session: AppSession, side: Side) -> None:
    """Click the clock face of ``side`` (the mover's own button)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    face = session.window.clock_widget.faces[side]
    QTest.mouseClick(face, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("flipped", [False, True], ids=["normal", "flipped"])
@pytest.mark.parametrize("gesture", ["drag", "click-click"])
def test_both_gestures_on_both_orientations_send_the_same_move(
        qtbot: QtBot, tmp_path: Path, flipped: bool, gesture: str) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    window = session.window
    if flipped:
        window.flip_action.trigger()
    assert window.board.is_flipped() is flipped
    move = drag if gesture == "drag" else click_move
    move(qtbot, window.board, "h2", "e2")
    move(qtbot, window.board, "h9", "g7")  # refused: Red must press the clock first
    assert session.controller.game.moves == [Move.from_iccs("h2e2")]
    press(session, Side.RED)
    move(qtbot, window.board, "h9", "g7")
    press(session, Side.BLACK)
    assert session.controller.game.moves == [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    rows = window.sheet.rows
    assert [rows.entry(p).text("chinese") for p in (1, 2)] == ["炮二平五", "马8进7"]
    assert window.board.pieces()[parse_square("e2")] == "C"
    assert window.board.pieces()[parse_square("g7")] == "n"


def test_physical_clock_time_runs_until_the_mover_presses_and_increment_at_press(
        qtbot: QtBot, tmp_path: Path) -> None:
    clock_time = ManualTimeSource(1000 * NS)
    session = make_session(qtbot, tmp_path, PROVINCIAL, clock_time)
    clock = session.controller.clock
    assert clock is not None and clock.running is Side.RED
    clock_time.advance(seconds(7))
    drag(qtbot, session.window.board, "h2", "e2")
    clock_time.advance(seconds(2))  # still Red's time: the clock was not pressed yet
    assert clock.running is Side.RED and "press your clock" in status(session)
    assert not session.window.board.isEnabled() or not session.controller.game.can_move()
    press(session, Side.RED)
    # R25: +30 s credited at the press (art. 6.1 preset: 60 min + 30 s)
    assert clock.remaining(Side.RED) == seconds(3600 - 9 + 30)
    assert clock.running is Side.BLACK
    assert session.window.sheet.rows.entry(1).time_ns == seconds(9)
    assert session.controller.game.can_move()


def test_press_without_moving_is_a_foul_and_the_turn_comes_back(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    press(session, Side.RED)
    arbiter = session.controller.game.arbiter
    assert [(f.side, f.article) for f in arbiter.fouls] == [(Color.RED, "8.1.7")]
    clock = session.controller.clock
    assert clock is not None and clock.running is Side.RED
    notes = session.window.sheet.rows.notes(1)
    assert [(n.kind, n.article, n.side) for n in notes] == [
        (AnnotationKind.FOUL, "8.1.7", Color.RED)]
    press(session, Side.RED)  # the second one loses (art. 4.1.9)
    outcome = session.controller.game.outcome
    assert outcome is not None and (outcome.result, outcome.article) == ("0-1", "4.1.9")


@pytest.mark.parametrize("flipped", [False, True], ids=["normal", "flipped"])
def test_touch_move_locks_the_touched_piece_for_both_sides(
        qtbot: QtBot, tmp_path: Path, flipped: bool) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    board = session.window.board
    board.set_flipped(flipped)
    click(qtbot, board, "h2")  # Red touches the cannon on h2
    assert board.selection() == parse_square("h2")
    assert board.locked_reason() == ("Touch-move (art. 5.1): Red must move Red's cannon on "
                                     "file 2 (h2).")
    click(qtbot, board, "b2")  # the other cannon: refused, with the reason
    assert board.selection() == parse_square("h2")
    assert status(session) == board.locked_reason()
    drag(qtbot, board, "b2", "e2")  # dragging another piece is refused too
    assert session.controller.game.moves == []
    click(qtbot, board, "h4")  # the touched cannon moves: duty met
    assert session.controller.game.moves == [Move.from_iccs("h2h4")]
    press(session, Side.RED)
    click(qtbot, board, "b9")  # Black touches the horse on b9
    assert board.locked_reason() == ("Touch-move (art. 5.1): Black must move Black's horse "
                                     "on file 2 (b9).")
    click(qtbot, board, "h9")  # the other horse: refused
    assert board.selection() == parse_square("b9") and status(session) == board.locked_reason()
    assert session.controller.game.moves == [Move.from_iccs("h2h4")]
    drag(qtbot, board, "b9", "c7")
    assert session.controller.game.moves[-1] == Move.from_iccs("b9c7")
    assert session.controller.game.arbiter.fouls == []


def test_illegal_drop_is_refused_in_casual_play(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, CASUAL)
    board = session.window.board
    drag(qtbot, board, "b0", "b2")  # a horse cannot move straight (art. 2.2)
    assert session.controller.game.moves == []
    assert "Illegal move refused" in status(session)
    assert board.pieces()[parse_square("b0")] == "N"
    assert session.controller.game.arbiter.fouls == [] and session.window.sheet.rows.notes(1) == []
    drag(qtbot, board, "b0", "c2")
    assert session.controller.game.moves == [Move.from_iccs("b0c2")]  # casual: clock auto-pressed
    clock = session.controller.clock
    assert clock is not None and clock.running is Side.BLACK


def test_illegal_drop_is_penalised_in_a_provincial_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    board = session.window.board
    drag(qtbot, board, "b0", "b2")
    arbiter = session.controller.game.arbiter
    assert session.controller.game.moves == []
    assert [(f.side, f.article) for f in arbiter.fouls] == [(Color.RED, "8.1.8")]
    notes = session.window.sheet.rows.notes(1)
    assert [n.label() for n in notes] == ["犯规 8.1.8"]
    # art. 5.8.3: the move is retaken with the touched piece, which stays locked
    assert board.selection() == parse_square("b0") and board.locked_reason() is not None
    drag(qtbot, board, "b0", "b2")  # the second violation loses (art. 4.1.8)
    outcome = session.controller.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "0-1", Termination.ILLEGAL_MOVE, "4.1.8")
    assert session.end_dialog is not None and "4.1.8" in session.end_dialog.ending_label.text()


def test_a_stray_second_click_is_no_placement(qtbot: QtBot, tmp_path: Path) -> None:
    # click the red cannon b2, then the black cannon b7 with no screen between: the cannon
    # cannot get there, so the click is no placement (no foul 8.1.8, no touch 8.1.5); a
    # message says so and the touched cannon stays selected. Only a dropped piece or a
    # click on a point the piece can reach places it.
    session = make_session(qtbot, tmp_path, PROVINCIAL.with_(competition="national"))
    board = session.window.board
    click(qtbot, board, "b2")
    click(qtbot, board, "b7")  # the cannon b2 cannot take the cannon b7 without a screen
    click(qtbot, board, "a5")  # nor go to a5
    game = session.controller.game
    assert game.moves == [] and game.arbiter.fouls == [] and game.outcome is None
    assert "cannot reach" in status(session)
    assert board.selection() == parse_square("b2")
    click(qtbot, board, "b9")  # a point it can reach: the cannon takes the horse
    assert game.moves == [Move.from_iccs("b2b9")]
    press(session, Side.RED)
    drag(qtbot, board, "h9", "h8")  # a dropped piece is always placed: illegal, and loses
    assert game.outcome is not None and game.outcome.article == "4.1.8"


def test_the_arbiter_records_an_illegal_move_the_board_did_not_place(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    board = session.window.board
    click(qtbot, board, "b2")
    click(qtbot, board, "b7")  # a stray click: nothing recorded
    game = session.controller.game
    assert game.arbiter.fouls == []
    assert session.window.illegal_move_action.isEnabled()
    assert session.record_move("b2b7")  # the arbiter saw the cannon put on b7
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.RED, "8.1.8")]
    assert [n.label() for n in session.window.sheet.rows.notes(1)] == ["犯规 8.1.8"]
    assert board.locked_reason() is not None  # art. 5.8.3: the cannon must be moved
    assert not session.record_move("z9a1")  # not a move: a message, nothing recorded
    assert game.moves == []


def test_first_illegal_move_loses_at_a_national_event(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL.with_(competition="national"))
    drag(qtbot, session.window.board, "b0", "b2")
    outcome = session.controller.game.outcome
    assert outcome is not None and (outcome.result, outcome.article) == ("0-1", "4.1.8")
    clock = session.controller.clock
    assert clock is not None and clock.status is ClockStatus.STOPPED
    assert not session.controller.game.can_move()
    assert session.window.take_back_action.isEnabled()  # the arbiter may overrule it


@pytest.mark.parametrize("setup", [CASUAL, PROVINCIAL], ids=["casual", "provincial"])
@pytest.mark.parametrize("flipped", [False, True], ids=["normal", "flipped"])
def test_release_outside_the_board_cancels_the_drag(
        qtbot: QtBot, tmp_path: Path, setup: GameSetup, flipped: bool) -> None:
    session = make_session(qtbot, tmp_path, setup)
    board = session.window.board
    board.set_flipped(flipped)
    outside = QPoint(3, board.height() // 2)
    assert board.square_at(outside.toPointF()) is None
    drag_to_point(qtbot, board, point(board, "h0"), outside)
    clock = session.controller.clock
    assert session.controller.game.moves == []
    assert clock.moves(Side.RED) == 0
    # competition: started by the arbiter and not switched; casual: not started yet
    assert clock.running is (Side.RED if setup.competitive else None)
    assert board.pieces()[parse_square("h0")] == "N"
    assert "Drag cancelled" in status(session)
    drag(qtbot, board, "h0", "g2")  # the piece can be dragged again
    assert session.controller.game.moves == [Move.from_iccs("h0g2")]


def test_resign_ends_the_game_with_the_article(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    session.window.black_resign_action.trigger()
    outcome = session.controller.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "1-0", Termination.RESIGNATION, "4.1.12")
    dialog = session.end_dialog
    assert dialog is not None and dialog.result_label.text().startswith("1-0")
    assert "art. 4.1.12" in dialog.ending_label.text()
    assert dialog.reason_label.text() == "Black resigns (art. 4.1.12)."


def test_draw_offer_is_written_on_the_sheet_and_accepted(qtbot: QtBot,
                                                        tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    board = session.window.board
    drag(qtbot, board, "h2", "e2")
    session.window.offer_draw_action.trigger()  # Red moved, has not pressed: Red's time
    assert session.controller.game.arbiter.pending_offer is Color.RED  # art. 22.1
    assert [(n.label(), n.side) for n in session.window.sheet.rows.notes(1)] == [
        ("提和", Color.RED)]
    press(session, Side.RED)
    drag(qtbot, board, "h9", "g7")  # Black plays on: the offer is declined
    assert session.controller.game.arbiter.pending_offer is None
    session.window.offer_draw_action.trigger()  # Black offers after moving, before pressing
    assert session.controller.game.arbiter.pending_offer is Color.BLACK
    assert [(n.label(), n.side) for n in session.window.sheet.rows.notes(2)] == [
        ("提和", Color.BLACK)]
    press(session, Side.BLACK)
    assert session.window.accept_draw_action.isEnabled()
    session.window.accept_draw_action.trigger()  # Red accepts
    outcome = session.controller.game.outcome
    assert outcome is not None and (outcome.result, outcome.article) == ("1/2-1/2", "4.2.1")


def test_undo_only_in_casual_play(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    drag(qtbot, session.window.board, "h2", "e2")
    assert not session.window.undo_action.isEnabled()
    assert session.controller.undo() is False and len(session.controller.game.moves) == 1
    casual = make_session(qtbot, tmp_path / "c", CASUAL)
    drag(qtbot, casual.window.board, "h2", "e2")
    drag(qtbot, casual.window.board, "h9", "g7")
    assert casual.window.undo_action.isEnabled()
    casual.window.undo_action.trigger()
    assert casual.controller.game.moves == [Move.from_iccs("h2e2")]
    assert casual.window.sheet.ply_count == 1
    clock = casual.controller.clock
    assert clock is not None and clock.running is Side.BLACK
    drag(qtbot, casual.window.board, "b9", "c7")
    assert casual.controller.game.moves[-1] == Move.from_iccs("b9c7")


def test_events_after_the_end_change_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, PROVINCIAL)
    session.window.red_resign_action.trigger()
    first = session.end_dialog
    outcome = session.controller.game.outcome
    assert first is not None and outcome is not None and outcome.result == "0-1"
    assert not session.window.offer_draw_action.isEnabled()
    session.controller.act(LiveGame.resign, Color.BLACK)  # refused: the game is over
    session.controller.act(LiveGame.record_foul, Color.RED, "8.1.1", "late")
    assert session.end_dialog is first and session.controller.game.outcome == outcome
    assert session.controller.game.arbiter.fouls == []
    drag(qtbot, session.window.board, "h2", "e2")
    assert session.controller.game.moves == []


def test_casual_undo_puts_the_clock_back(qtbot: QtBot, tmp_path: Path) -> None:
    # a fresh-user trial found the undone moves' counts and increments left on the clock
    from xiangqi_gui.clock import preset as time_preset

    control = time_preset("art6.1")  # 60 min + 30 s per move (art. 6.1)
    t = ManualTimeSource()
    setup = CASUAL.with_(red_control=control, black_control=control)
    session = make_session(qtbot, tmp_path, setup, t)
    clock = session.controller.clock
    assert clock is not None
    t.advance(seconds(5))  # casual: the clock starts with the first move
    drag(qtbot, session.window.board, "h2", "e2")
    t.advance(seconds(7))
    drag(qtbot, session.window.board, "h9", "g7")
    assert (clock.moves(Side.RED), clock.moves(Side.BLACK)) == (1, 1)
    assert clock.remaining(Side.BLACK) == seconds(3600 - 7 + 30)
    t.advance(seconds(4))
    session.controller.undo()  # casual, two humans: one ply back
    clock = session.controller.clock
    assert clock is not None and clock.running is Side.BLACK
    assert (clock.moves(Side.RED), clock.moves(Side.BLACK)) == (1, 0)
    assert clock.remaining(Side.RED) == seconds(3600 + 30)
    assert clock.remaining(Side.BLACK) == seconds(3600 - 7)  # as when h9g7 was played
    t.advance(seconds(2))
    assert clock.remaining(Side.BLACK) == seconds(3600 - 9)
