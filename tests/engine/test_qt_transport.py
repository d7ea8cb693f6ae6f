"""QProcess transport (pytest-qt, offscreen) with the real fairy-stockfish."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.engine.real_engine import fairy_stockfish, mating_moves
from tests.engine.scripted import scripted_engine
from xiangqi_gui.engine import (
    Dialect,
    EngineNotFoundError,
    EngineTimeoutError,
    Info,
    SearchLimits,
)
from xiangqi_gui.engine.qt.transport import QtEngineTransport
from xiangqi_gui.rules import START_FEN, Move, Position

H2E2 = [Move.from_iccs("h2e2")]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie still answers kill(0); look at its state
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().split()[2] != "Z"


@pytest.fixture
def transport(qtbot: QtBot) -> QtEngineTransport:
    engine = QtEngineTransport()
    with qtbot.waitSignal(engine.ready, timeout=10_000):
        engine.start(fairy_stockfish(), Dialect.UCI_FSF)
    yield engine  # type: ignore[misc]
    engine.close()


def test_best_move_signal_for_a_position(qtbot: QtBot, transport: QtEngineTransport) -> None:
    assert transport.name.startswith("Fairy-Stockfish")
    infos: list[Info] = []
    transport.info.connect(infos.append)
    with qtbot.waitSignal(transport.best_move, timeout=5_000) as got:
        transport.request(START_FEN, H2E2, SearchLimits(movetime_ms=100))
        assert transport.is_searching
    iccs = got.args[0]
    pos = Position()
    pos.push(H2E2[0])
    assert isinstance(iccs, str) and pos.is_legal(Move.from_iccs(iccs))
    assert infos and all(isinstance(i, Info) for i in infos)
    assert not transport.is_searching


def test_killing_the_engine_mid_search_emits_error(qtbot: QtBot,
                                                   transport: QtEngineTransport) -> None:
    pid = transport.pid
    transport.request(START_FEN, [], SearchLimits(movetime_ms=10_000))
    qtbot.wait(200)
    with qtbot.assertNotEmitted(transport.best_move), \
            qtbot.waitSignal(transport.error, timeout=3_000) as got:
        os.kill(pid, signal.SIGKILL)
    assert "Fairy-Stockfish" in str(got.args[0]) and "crashed" in str(got.args[0])
    assert not transport.is_running
    with pytest.raises(RuntimeError, match="not running"):
        transport.request(START_FEN, [], SearchLimits(depth=1))


def test_watchdog_kills_an_engine_that_overruns(qtbot: QtBot) -> None:
    engine = QtEngineTransport(grace_s=0.2, depth_timeout_s=0.4)
    with qtbot.waitSignal(engine.ready, timeout=10_000):
        engine.start(fairy_stockfish())
    pid = engine.pid
    with qtbot.waitSignal(engine.error, timeout=3_000) as got:
        engine.request(START_FEN, [], SearchLimits(depth=60))
    assert "sent no move within 0.4 s and was stopped" in str(got.args[0])
    assert not _alive(pid)
    engine.close()


def test_a_new_request_gets_its_own_time_budget(qtbot: QtBot) -> None:
    # the first search's watchdog (10 ms + 0.2 s) must not cut the second one (600 ms)
    engine = QtEngineTransport(grace_s=0.2)
    with qtbot.waitSignal(engine.ready, timeout=10_000):
        engine.start(fairy_stockfish())
    with qtbot.assertNotEmitted(engine.error), \
            qtbot.waitSignal(engine.best_move, timeout=5_000) as got:
        engine.request(START_FEN, [], SearchLimits(movetime_ms=10))
        engine.request(START_FEN, H2E2, SearchLimits(movetime_ms=600))
    pos = Position()
    pos.push(H2E2[0])
    assert pos.is_legal(Move.from_iccs(got.args[0]))
    with qtbot.assertNotEmitted(engine.error, wait=400):
        pass  # idle: no watchdog left running
    engine.close()


def test_close_quits_the_engine_process(qtbot: QtBot, transport: QtEngineTransport) -> None:
    pid = transport.pid
    assert _alive(pid)
    transport.request(START_FEN, [], SearchLimits(movetime_ms=10_000))
    started = time.monotonic()
    with qtbot.assertNotEmitted(transport.error):
        transport.close()
    assert time.monotonic() - started < 2.0
    assert not _alive(pid)


def test_stop_discards_the_answer_then_next_request_works(
        qtbot: QtBot, transport: QtEngineTransport) -> None:
    transport.request(START_FEN, [], SearchLimits(movetime_ms=10_000))
    qtbot.wait(100)
    with qtbot.assertNotEmitted(transport.best_move, wait=300):
        transport.stop()
    with qtbot.waitSignal(transport.best_move, timeout=5_000) as got:
        transport.request(START_FEN, H2E2, SearchLimits(movetime_ms=50))
    pos = Position()
    pos.push(H2E2[0])
    assert pos.is_legal(Move.from_iccs(got.args[0]))


def test_missing_executable_raises_at_once(tmp_path: Path) -> None:
    with pytest.raises(EngineNotFoundError):
        QtEngineTransport().start(tmp_path / "no-such-engine")


def test_engine_that_exits_at_start_emits_error(qtbot: QtBot, tmp_path: Path) -> None:
    engine = QtEngineTransport()
    with qtbot.waitSignal(engine.error, timeout=5_000) as got:
        engine.start(scripted_engine(tmp_path, [], exit_at_start=3))
    assert "exited unexpectedly (status 3)" in str(got.args[0])


def test_program_that_never_answers_emits_a_timeout_error(qtbot: QtBot) -> None:
    engine = QtEngineTransport(startup_timeout_s=0.3)
    with qtbot.waitSignal(engine.error, timeout=5_000) as got:
        engine.start("/bin/cat", Dialect.UCI)
    error = got.args[0]
    assert isinstance(error, EngineTimeoutError)
    assert str(error) == "engine '/bin/cat' sent no handshake reply within 0.3 s and was stopped"
    assert error.message is not None and error.message.id == "engine.silent"
    assert not engine.is_running


def test_illegal_engine_move_is_an_error_and_never_a_move(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    # scripted: first answer moves Black's horse while Red is to move, second is legal
    engine = QtEngineTransport()
    with qtbot.waitSignal(engine.ready, timeout=5_000):
        engine.start(scripted_engine(tmp_path, ["h9g7", "h2e2"]), Dialect.UCI)
    with qtbot.assertNotEmitted(engine.best_move), \
            qtbot.waitSignal(engine.error, timeout=5_000) as got:
        engine.request(START_FEN, [], SearchLimits(movetime_ms=10))
    assert str(got.args[0]) == (f"engine 'Scripted Illegal' sent move 'h9g7' in position "
                                f"{START_FEN}: h9g7 is not a legal move for the side to move")
    with qtbot.waitSignal(engine.best_move, timeout=5_000) as ok:
        engine.request(START_FEN, [], SearchLimits(movetime_ms=10))
    assert ok.args == ["h2e2"]
    engine.close()


def test_engine_player_plays_a_mate_with_the_clock(qtbot: QtBot) -> None:
    player = QtEngineTransport()
    with qtbot.waitSignal(player.ready, timeout=10_000):
        player.start(fairy_stockfish())
    assert player.name.startswith("Fairy-Stockfish")
    fen = "4ka3/9/9/8p/9/6n2/P8/9/4c4/2BAKAB2 b - - 0 1"
    with qtbot.waitSignal(player.best_move, timeout=5_000) as got:
        player.request(fen, [], SearchLimits.clock(60_000, 30_000, 1_000, None, 5_000))
        assert player.is_searching
    move = Move.from_iccs(got.args[0])
    assert move.iccs in mating_moves(fen)
    pid = player.pid
    player.close()
    assert not player.is_running and not _alive(pid)


def test_engine_player_reports_a_crash(qtbot: QtBot) -> None:
    player = QtEngineTransport()
    with qtbot.waitSignal(player.ready, timeout=10_000):
        player.start(fairy_stockfish())
    player.request(START_FEN, [], SearchLimits.clock(600_000, 600_000))
    qtbot.wait(100)
    with qtbot.assertNotEmitted(player.best_move), \
            qtbot.waitSignal(player.error, timeout=3_000) as got:
        os.kill(player.pid, signal.SIGKILL)
    assert str(got.args[0]) == f"engine {player.name!r} crashed"
    assert player.name.startswith("Fairy-Stockfish")
    player.close()


def test_engine_player_game_moves_and_errors(qtbot: QtBot) -> None:
    player = QtEngineTransport()
    with pytest.raises(RuntimeError, match="not running"):
        player.request(START_FEN, [], SearchLimits(movetime_ms=10))
    with qtbot.waitSignal(player.ready, timeout=10_000):
        player.start(fairy_stockfish())
    moves: list[Move] = []
    pos = Position()
    for _ in range(4):
        with qtbot.waitSignal(player.best_move, timeout=5_000) as got:
            player.request(START_FEN, moves, SearchLimits(movetime_ms=30))
        move = Move.from_iccs(got.args[0])
        assert pos.is_legal(move)
        pos.push(move)
        moves.append(move)
    with pytest.raises(ValueError, match="exactly one of"):
        SearchLimits(red_ms=1000, black_ms=1000, movetime_ms=5)
    with pytest.raises(ValueError, match="illegal"):
        player.request(START_FEN, [*moves, moves[-1]], SearchLimits(movetime_ms=5))
    player.close()


def test_close_while_the_engine_is_still_starting_is_quiet(qtbot: QtBot) -> None:
    # resigning right after a new game closes an engine whose QProcess has not started
    # yet; its late ``started`` signal must not run the handshake on a closed session
    engine = QtEngineTransport()
    engine.start(fairy_stockfish(), Dialect.UCI_FSF)
    with qtbot.assertNotEmitted(engine.error):
        engine.close()
        qtbot.wait(300)
