"""GameController beyond the mouse: clock events to the arbiter (flag, quota, time penalty),
the journal round trip through a closed window, the view a demo board mirrors, records."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import NS, click, drag, make_session, open_and_wait
from xiangqi_gui.app.controller import GameController
from xiangqi_gui.clock import ClockStatus, ManualTimeSource, Side, Stage, TimeControl, seconds
from xiangqi_gui.play.live import LiveGame, LogError
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, Move, Termination, parse_square

SHORT = TimeControl((Stage(seconds(5)),))
QUOTA = TimeControl((Stage(seconds(5), moves=2), Stage(seconds(60), moves=10)))


def test_flag_fall_loses_on_time(qtbot: QtBot, tmp_path: Path) -> None:
    clock_time = ManualTimeSource(NS)
    setup = GameSetup(red_control=SHORT, black_control=SHORT, time_preset="custom")
    session = make_session(qtbot, tmp_path, setup, clock_time)
    controller = session.controller
    clock_time.advance(seconds(6))
    controller.tick()  # what the deadline timer does when it fires
    outcome = controller.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "0-1", Termination.TIME_FORFEIT, "4.1.6")
    assert session.end_dialog is not None
    assert session.end_dialog.reason_label.text() == outcome.reason
    assert not controller.game.can_move()


def test_missed_move_quota_loses(qtbot: QtBot, tmp_path: Path) -> None:
    clock_time = ManualTimeSource(NS)
    setup = GameSetup(red_control=QUOTA, black_control=QUOTA, time_preset="custom")
    session = make_session(qtbot, tmp_path, setup, clock_time)
    controller = session.controller
    drag(qtbot, session.window.board, "h2", "e2")
    controller.act(LiveGame.press_clock, Color.RED)
    clock_time.advance(seconds(6))
    controller.tick()
    outcome = controller.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "1-0", Termination.MOVE_QUOTA, "4.1.6")


def test_false_natural_limit_claim_costs_five_minutes_and_a_foul(
        qtbot: QtBot, tmp_path: Path) -> None:
    clock_time = ManualTimeSource(NS)
    session = make_session(qtbot, tmp_path, GameSetup(), clock_time)
    controller = session.controller
    session.window.claim_limit_action.trigger()
    clock = controller.clock
    assert clock is not None and clock.remaining(Side.RED) == seconds(3600 - 300)  # art. 22.2
    assert [(f.side, f.article) for f in controller.game.arbiter.fouls] == [(Color.RED, "8.1.4")]
    assert [n.label() for n in session.window.sheet.rows.notes(1)] == ["犯规 8.1.4"]
    session.window.claim_repetition_action.trigger()  # not a 待判局面: rejected, no foul
    assert len(controller.game.arbiter.fouls) == 1 and controller.game.outcome is None
    assert "Not a 待判局面" in session.window.statusBar().currentMessage()


def test_state_round_trip_keeps_touch_offer_fouls_and_times(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    clock_time = ManualTimeSource(NS)
    session = make_session(qtbot, tmp_path, GameSetup(red="Xie Jing", black="Wang Bin"),
                           clock_time)
    controller = session.controller
    board = session.window.board
    clock_time.advance(seconds(12))
    drag(qtbot, board, "h2", "e2")
    controller.act(LiveGame.press_clock, Color.RED)
    clock_time.advance(seconds(4))
    controller.act(LiveGame.offer_draw)  # Black offers
    click(qtbot, board, "b9")  # Black touches the horse on b9
    clock_time.advance(seconds(3))
    assert controller.clock.turn_used(Side.BLACK) == seconds(7)
    session.window.close()  # the journal keeps the game, clocks as they are now
    other = make_session(qtbot, tmp_path, GameSetup.casual(), clock_time, resume=True)
    restored = other.controller
    assert restored.game.moves == [Move.from_iccs("h2e2")]
    assert restored.game.arbiter.pending_offer is Color.BLACK
    assert restored.game.arbiter.touch_state.own == parse_square("b9")
    assert other.window.board.selection() == parse_square("b9")
    assert [n.label() for n in other.window.sheet.rows.notes(2)] == ["提和"]
    assert other.window.sheet.rows.entry(1).time_ns == seconds(12)
    assert restored.game.setup.red == "Xie Jing" and not restored.game.setup.show_targets
    clock = restored.clock
    assert clock is not None and clock.status is ClockStatus.PAUSED
    assert clock.remaining(Side.BLACK) == seconds(3600 - 7)
    restored.toggle_clock()
    clock_time.advance(seconds(5))
    drag(qtbot, other.window.board, "b9", "c7")
    restored.act(LiveGame.press_clock, Color.BLACK)
    assert other.window.sheet.rows.entry(2).time_ns == seconds(12)  # 7 before + 5 after
    with pytest.raises(LogError, match="unknown version"):
        LiveGame.replay(dict(restored.game.log_header(), version=99), restored.game.log)
    assert restored.game.moves == [Move.from_iccs("h2e2"), Move.from_iccs("b9c7")]


def test_snapshot_and_state_changed_for_a_mirror(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="Jiang Chuan",
                                                             black="Hong Zhi"))
    controller: GameController = session.controller
    changes: list[int] = []
    controller.state_changed.connect(lambda: changes.append(1))
    drag(qtbot, session.window.board, "h2", "e2")
    drag(qtbot, session.window.board, "h9", "g7")
    assert changes
    snap = controller.view()
    assert snap.moves == (Move.from_iccs("h2e2"), Move.from_iccs("h9g7"))
    assert snap.move_texts == ("炮二平五", "马８进７")
    assert snap.last_move == (parse_square("h9"), parse_square("g7"))
    assert snap.turn is Color.RED and snap.check_square is None and snap.result == "*"
    assert snap.headers["Red"] == "Jiang Chuan" and snap.headers["Result"] == "*"
    assert snap.readings is not None and snap.readings[0].running
    assert snap.clock_status is ClockStatus.RUNNING


def test_demo_feed_builds_demo_snapshots(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.app.demo_feed import DemoFeed
    from xiangqi_gui.ui import demo_board as demo

    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    feed = DemoFeed(session)
    drag(qtbot, session.window.board, "h2", "e2")
    snap = feed.demo_snapshot()
    assert isinstance(snap, demo.DemoSnapshot)
    assert list(snap.moves) == [Move.from_iccs("h2e2")] and snap.running is Color.BLACK


def test_record_of_the_live_game_carries_fouls_as_comments(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup(red="R", black="B"))
    drag(qtbot, session.window.board, "b0", "b2")  # foul 8.1.8, retake
    drag(qtbot, session.window.board, "b0", "c2")
    record = session.controller.game.to_record()
    node = record.root.children[0]
    assert node.move == Move.from_iccs("b0c2")
    assert "犯规 8.1.8" in node.comment and record.result == "*"
    assert record.headers["Red"] == "R"


def test_demo_board_mirrors_the_live_game(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.app.demo_feed import open_demo_board

    session = make_session(qtbot, tmp_path, GameSetup.casual(red="Tao Hanming",
                                                             black="Jin Bo"))
    window, note = open_demo_board(session, -1)
    qtbot.addWidget(window)
    assert note == "Demo board opened."
    drag(qtbot, session.window.board, "h2", "e2")
    assert window.ply() == 1 and window.player_names() == ("Tao Hanming", "Jin Bo")
    assert window.board.pieces() == session.window.board.pieces()
    assert window.running_side() is Color.BLACK


def test_demo_board_follows_a_browsed_record(qtbot: QtBot, tmp_path: Path) -> None:
    # a fresh-user trial found the demo board stuck at the start while the main window
    # stepped through a record: the feed now mirrors the browser too
    from tests.conftest import corpus_path
    from xiangqi_gui.app.demo_feed import open_demo_board

    path = corpus_path("walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn")
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    window, _ = open_demo_board(session, -1)
    qtbot.addWidget(window)
    assert open_and_wait(qtbot, session, str(path))
    session.navigate(9)
    assert session.browser.ply == 9
    assert window.ply() == 9
    assert window.board.pieces() == session.window.board.pieces()
    assert window.current_move_text() == "前炮退二"
    session.navigate(-3)
    assert window.ply() == 6 and window.board.pieces() == session.window.board.pieces()
