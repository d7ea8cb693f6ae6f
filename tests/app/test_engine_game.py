"""Games against engines through the GameController, with the real Fairy-Stockfish.

The engine only proposes moves; the arbiter accepts them (the score sheet, journal and
clock follow as for a person's move). Covered: engine seats in the setup and the journal;
engine against engine (only legal moves); the engine's clock press in PHYSICAL mode;
following the game clock; undo against an engine (its reply and the person's move); an
engine that crashes, exits at start or sends an illegal move (message, dialog, clock
paused, the game goes on by hand); no engine process left after the game ends, a new game
starts or the window closes; resume from the journal with a fresh engine process.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.clock import ClockStatus, Side, Stage, TimeControl, seconds
from xiangqi_gui.engine import Dialect
from xiangqi_gui.play.setup import EngineSeat, GameSetup
from xiangqi_gui.rules import Color, Move, Position

REPLY_TIMEOUT_MS = 5000
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX processes and /proc")


def live_session(qtbot: QtBot, folder: Path, setup: GameSetup | None = None, *,
                 resume: bool = False) -> AppSession:
    """A shown main window whose clock runs on the real monotonic time."""
    return make_session(qtbot, folder, setup, time.monotonic_ns, resume=resume)


def process_gone(pid: int) -> bool:
    """True when no process (not even a zombie) has id ``pid``."""
    return not Path(f"/proc/{pid}").exists()


def engine_pids(session: AppSession) -> list[int]:
    return [engine.pid for engine in session.controller.engines.values()]


def status(session: AppSession) -> str:
    return session.window.statusBar().currentMessage()


def black_engine(movetime_ms: int | None = 100) -> EngineSeat:
    return EngineSeat(str(fairy_stockfish()), movetime_ms=movetime_ms)


# ---------------------------------------------------------------------- setup


def test_engine_seats_round_trip_and_old_setups_are_human() -> None:
    setup = GameSetup.casual(red_engine=EngineSeat("/usr/games/fairy-stockfish",
                                                   Dialect.UCI_FSF, 250),
                             black_engine=EngineSeat("/opt/pikafish", skill=3))
    data = setup.to_dict()
    assert data["red_engine"] == {"path": "/usr/games/fairy-stockfish", "dialect": "uci-fsf",
                                  "movetime_ms": 250, "depth": None, "skill": None,
                                  "elo": None}
    assert data["black_engine"] == {"path": "/opt/pikafish", "dialect": None,
                                    "movetime_ms": None, "depth": None, "skill": 3,
                                    "elo": None}
    assert setup.black_engine is not None
    assert setup.black_engine.options() == {"Skill Level": 3}
    assert GameSetup.from_dict(data) == setup
    assert setup.engine(Color.RED) == setup.red_engine
    del data["red_engine"], data["black_engine"]  # a journal written before engine seats
    old = GameSetup.from_dict(data)
    assert old.red_engine is None and old.black_engine is None
    with pytest.raises(ValueError, match="path"):
        EngineSeat("  ")
    with pytest.raises(ValueError, match="movetime_ms"):
        EngineSeat("/usr/games/fairy-stockfish", movetime_ms=0)


# ---------------------------------------------------------------------- real engine


def test_engine_against_engine_plays_only_legal_moves(qtbot: QtBot, tmp_path: Path) -> None:
    path = str(fairy_stockfish())
    setup = GameSetup.casual(red_engine=EngineSeat(path, movetime_ms=50),
                             black_engine=EngineSeat(path, movetime_ms=50))
    session = live_session(qtbot, tmp_path, setup)
    c = session.controller
    pids = engine_pids(session)
    assert len(set(pids)) == 2 and all(pids)  # one process per side
    assert not c.game.can_move()  # no side for a person
    qtbot.waitUntil(lambda: len(c.game.moves) >= 10 or c.game.outcome is not None, timeout=15000)
    c.stop()
    pos = Position()
    for ply, move in enumerate(c.game.moves, start=1):
        assert pos.is_legal(move), f"ply {ply}: {move.iccs} illegal in {pos.fen()}"
        pos.push(move)
    assert len(c.game.moves) >= 10
    assert [e.move for e in session.window.sheet.rows.entries] == c.game.moves
    assert all(process_gone(pid) for pid in pids)
    assert c.engines == {}


def test_engine_presses_its_own_clock_in_physical_mode(qtbot: QtBot, tmp_path: Path) -> None:
    setup = GameSetup(red="Club player", competition="provincial",
                      black_engine=black_engine())
    session = live_session(qtbot, tmp_path, setup)
    c = session.controller
    drag(qtbot, session.window.board, "h2", "e2")
    assert c.game.awaiting_press is Color.RED and not c.engine_thinking  # Red must press first
    QTest.mouseClick(session.window.clock_widget.faces[Side.RED], Qt.MouseButton.LeftButton)
    assert c.engine_thinking and "Engine is thinking…" in status(session)
    qtbot.waitUntil(lambda: len(c.game.moves) == 2, timeout=REPLY_TIMEOUT_MS)
    clock = c.clock
    assert clock is not None and clock.running is Side.RED  # pressed by the engine
    assert c.game.awaiting_press is None and c.game.arbiter.fouls == []
    assert "press your clock" not in status(session)
    used = c.game.sheet.entry(2).time_ns
    assert used is not None and used >= seconds(0.09)
    c.stop()


def test_engine_following_the_clock_spends_its_own_time(qtbot: QtBot, tmp_path: Path) -> None:
    control = TimeControl((Stage(seconds(20)),))
    setup = GameSetup.casual(red_control=control, black_control=control,
                             black_engine=black_engine(None))
    session = live_session(qtbot, tmp_path, setup)
    c = session.controller
    drag(qtbot, session.window.board, "b2", "e2")
    qtbot.waitUntil(lambda: len(c.game.moves) == 2, timeout=REPLY_TIMEOUT_MS + 20000)
    clock = c.clock
    assert clock is not None
    used = seconds(20) - clock.remaining(Side.BLACK)
    thought = c.game.sheet.entry(2).time_ns
    assert thought is not None and used > 0 and abs(used - thought) < seconds(0.1)
    assert used < seconds(10)  # the engine keeps time for the rest of the game
    c.stop()


def test_undo_against_an_engine_takes_back_its_reply_and_the_move(qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    session = live_session(qtbot, tmp_path, GameSetup.casual(black_engine=black_engine()))
    c, board = session.controller, session.window.board
    drag(qtbot, board, "h2", "e2")
    qtbot.waitUntil(lambda: len(c.game.moves) == 2, timeout=REPLY_TIMEOUT_MS)
    assert c.undo()
    assert c.game.moves == [] and c.game.arbiter.turn is Color.RED and c.game.can_move()
    assert session.window.sheet.ply_count == 0 and not c.engine_thinking
    slow = GameSetup.casual(black_engine=black_engine(3000))
    session.start_game(slow)
    drag(qtbot, board, "h2", "e2")
    assert c.engine_thinking
    assert c.undo()  # while the engine thinks: only the person's move
    assert c.game.moves == [] and not c.engine_thinking and c.game.can_move()
    qtbot.wait(300)
    assert c.game.moves == []  # the abandoned search plays nothing
    drag(qtbot, board, "b2", "e2")
    assert c.game.moves == [Move.from_iccs("b2e2")] and c.engine_thinking
    c.stop()


def test_engine_killed_mid_search_pauses_the_clock_and_play_goes_on_by_hand(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = live_session(qtbot, tmp_path, GameSetup.casual(black_engine=black_engine(5000)))
    c, board = session.controller, session.window.board
    drag(qtbot, board, "h2", "e2")
    pid = c.engines[Color.BLACK].pid
    assert c.engine_thinking and pid
    with qtbot.waitSignal(c.engine_failed, timeout=REPLY_TIMEOUT_MS) as failed:
        os.kill(pid, signal.SIGKILL)
    assert "Black's engine failed" in failed.args[0] and "crashed" in failed.args[0]
    assert "Black's engine failed" in status(session)
    box = session.window.last_message_box
    assert box is not None and "crashed" in box.text()
    clock = c.clock
    assert clock is not None and clock.status is ClockStatus.PAUSED
    assert not c.game.is_engine(Color.BLACK) and c.game.setup.black_engine is None
    assert process_gone(pid)
    c.toggle_clock()  # the arbiter restarts the clock; Black now plays by hand
    drag(qtbot, board, "h9", "g7")
    assert c.game.moves == [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    assert clock.running is Side.RED and c.game.outcome is None
    c.stop()


def test_engine_that_exits_at_start_is_reported_and_the_side_is_human(
        qtbot: QtBot, tmp_path: Path) -> None:
    script = scripted_engine(tmp_path, [], exit_at_start=3)
    session = live_session(qtbot, tmp_path,
                           GameSetup.casual(red_engine=EngineSeat(str(script), movetime_ms=100)))
    c = session.controller
    qtbot.waitUntil(lambda: not c.game.is_engine(Color.RED), timeout=REPLY_TIMEOUT_MS)
    assert "Red's engine failed" in status(session) and "status 3" in status(session)
    clock = c.clock
    assert clock is not None and clock.status is ClockStatus.PAUSED
    c.toggle_clock()
    drag(qtbot, session.window.board, "h2", "e2")
    assert c.game.moves == [Move.from_iccs("h2e2")]
    c.stop()


def test_missing_engine_file_is_reported_once_and_the_side_is_human(
        qtbot: QtBot, tmp_path: Path) -> None:
    missing = str(tmp_path / "no-such-engine")
    session = live_session(qtbot, tmp_path,
                           GameSetup.casual(black_engine=EngineSeat(missing, None, 100)))
    c = session.controller
    messages: list[str] = []
    c.engine_failed.connect(messages.append)
    session.start_game(GameSetup.casual(black_engine=EngineSeat(missing, None, 100)))
    assert len(messages) == 1 and "is not an executable file" in messages[0]
    assert missing in messages[0] and not c.game.is_engine(Color.BLACK)
    box = session.window.last_message_box
    assert box is not None and box.text() == messages[0]
    c.toggle_clock()
    drag(qtbot, session.window.board, "h2", "e2")
    drag(qtbot, session.window.board, "h9", "g7")
    assert len(c.game.moves) == 2
    c.stop()


def test_engine_illegal_move_never_reaches_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    script = scripted_engine(tmp_path, ["e9e7"])  # the general cannot jump two ranks
    session = live_session(qtbot, tmp_path,
                           GameSetup.casual(black_engine=EngineSeat(str(script), None, 100)))
    c = session.controller
    drag(qtbot, session.window.board, "h2", "e2")
    with qtbot.waitSignal(c.engine_failed, timeout=REPLY_TIMEOUT_MS) as failed:
        pass
    assert "e9e7" in failed.args[0]
    assert c.game.moves == [Move.from_iccs("h2e2")] and c.game.arbiter.fouls == []
    assert not c.game.is_engine(Color.BLACK)
    c.toggle_clock()
    drag(qtbot, session.window.board, "h9", "g7")
    assert len(c.game.moves) == 2
    c.stop()


def test_game_end_new_game_and_window_close_leave_no_engine_process(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = live_session(qtbot, tmp_path, GameSetup.casual(black_engine=black_engine()))
    c = session.controller
    first = engine_pids(session)
    c.resign(Color.RED)  # the game ends
    assert c.game.outcome is not None and c.engines == {} and all(map(process_gone, first))
    session.start_game(GameSetup.casual(red_engine=black_engine(), black_engine=black_engine()))
    second = engine_pids(session)
    assert len(second) == 2 and not set(second) & set(first)
    session.start_game(GameSetup.casual(black_engine=black_engine()))  # a new game
    assert all(map(process_gone, second))
    third = engine_pids(session)
    drag(qtbot, session.window.board, "h2", "e2")
    assert c.engine_thinking
    session.window.close()  # mid-search
    assert c.engines == {} and all(map(process_gone, third))


def test_resume_starts_a_fresh_engine_that_plays_once_the_clock_runs(
        qtbot: QtBot, tmp_path: Path) -> None:
    first = live_session(qtbot, tmp_path, GameSetup.casual(black_engine=black_engine(300)))
    drag(qtbot, first.window.board, "h2", "e2")
    old_pid = first.controller.engines[Color.BLACK].pid
    first.window.close()  # the journal keeps the game, Black (the engine) to move
    assert process_gone(old_pid)
    second = live_session(qtbot, tmp_path, resume=True)
    c = second.controller
    assert c.game.moves == [Move.from_iccs("h2e2")] and c.game.is_engine(Color.BLACK)
    new_pid = c.engines[Color.BLACK].pid
    assert new_pid and new_pid != old_pid and not process_gone(new_pid)
    clock = c.clock
    assert clock is not None and clock.status is ClockStatus.PAUSED and not c.engine_thinking
    c.toggle_clock()  # the arbiter restarts the clock: the engine thinks
    assert c.engine_thinking and "Engine is thinking…" in status(second)
    qtbot.waitUntil(lambda: len(c.game.moves) == 2, timeout=REPLY_TIMEOUT_MS)
    pos = Position()
    pos.push(c.game.moves[0])
    assert pos.is_legal(c.game.moves[1])
    second.window.close()
    assert process_gone(new_pid)
