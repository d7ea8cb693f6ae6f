"""Integration: the synchronous driver against the REAL fairy-stockfish binary.

Each test checks the engine's answers with our rules core (CXA art. 2, 3: legality;
art. 4.1.1: checkmate via ``Position.outcome()``).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from tests.engine.real_engine import fairy_stockfish, mating_moves
from tests.engine.scripted import scripted_engine
from xiangqi_gui.engine import (
    Dialect,
    EngineCrashedError,
    EngineMoveError,
    EngineProcess,
    EngineTimeoutError,
    SearchLimits,
)
from xiangqi_gui.rules import START_FEN, Move, Position, Termination

# Two-chariot mates (车): Red to move mates with b0d0, Black with b9d9; the defending
# general cannot step to the e-file (flying general, art. 2.2) nor leave the d-file.
MATE_IN_ONE = [
    "3k5/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1",
    "rr2k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1",
    # horse and cannon: the cannon on e8 pins the crowded palace, the horse mates from d7
    # (Red, only c5d7 mates) or, rotated, from f2 (Black, only g4f2 mates)
    "2bakab2/4C4/9/8p/2N6/9/P8/9/9/3AK4 w - - 0 1",
    "4ka3/9/9/8p/9/6n2/P8/9/4c4/2BAKAB2 b - - 0 1",
]


@pytest.fixture(scope="module")
def engine() -> EngineProcess:
    with EngineProcess(fairy_stockfish(), Dialect.UCI_FSF) as proc:
        yield proc  # type: ignore[misc]


def test_handshake_gives_id_name_and_xiangqi_variant(engine: EngineProcess) -> None:
    assert engine.name.startswith("Fairy-Stockfish")
    assert engine.ready.author == "Fabian Fichter"
    assert "xiangqi" in engine.ready.options["UCI_Variant"].choices
    assert engine.transcript[:1] == ["> uci"]
    assert "> setoption name UCI_Variant value xiangqi" in engine.transcript


def test_start_position_movetime_100ms_gives_a_legal_move(engine: EngineProcess) -> None:
    started = time.monotonic()
    move = engine.best_move(START_FEN, [], SearchLimits(movetime_ms=100))
    assert time.monotonic() - started < 3.0
    assert Position().is_legal(move)
    assert engine.infos and engine.infos[-1].pv[0] == move.iccs


@pytest.mark.parametrize("fen", MATE_IN_ONE)
def test_mate_in_one_is_found(engine: EngineProcess, fen: str) -> None:
    mates = mating_moves(fen)
    assert mates, "fixture must be a mate in one per our rules core"
    move = engine.best_move(fen, [], SearchLimits(depth=4))
    assert move.iccs in mates
    pos = Position.from_fen(fen)
    pos.push(move)
    outcome = pos.outcome()
    assert outcome is not None and outcome.termination is Termination.CHECKMATE
    assert outcome.article == "4.1.1"


def test_twenty_plies_engine_against_engine_are_legal(engine: EngineProcess) -> None:
    pos = Position()
    moves: list[Move] = []
    engine.new_game()
    for _ in range(20):
        move = engine.best_move(START_FEN, moves, SearchLimits(movetime_ms=20))
        assert pos.is_legal(move), f"{move.iccs} illegal in {pos.fen()}"
        pos.push(move)
        moves.append(move)
    assert len(pos.move_stack) == 20


def test_clock_limits_are_respected(engine: EngineProcess) -> None:
    # 1 s left each, no increment: the engine must answer well inside its own time
    moves = [Move.from_iccs("h2e2")]
    started = time.monotonic()
    move = engine.best_move(START_FEN, moves, SearchLimits.clock(1_000, 1_000, 0))
    assert time.monotonic() - started < 1.0
    pos = Position()
    pos.push(moves[0])
    assert pos.is_legal(move)


def test_ucci_mode_of_the_same_binary() -> None:
    with EngineProcess(fairy_stockfish(), Dialect.UCCI) as proc:
        assert proc.transcript[:1] == ["> ucci"]
        move = proc.best_move(START_FEN, [Move.from_iccs("h2e2")], SearchLimits(depth=4))
        pos = Position()
        pos.push(Move.from_iccs("h2e2"))
        assert pos.is_legal(move)
        fen = MATE_IN_ONE[1]
        assert proc.best_move(fen, [], SearchLimits(depth=3)).iccs in mating_moves(fen)


def test_killed_mid_search_raises_crashed() -> None:
    proc = EngineProcess(fairy_stockfish())
    assert proc.dialect is Dialect.UCI_FSF  # guessed from the file name
    threading.Timer(0.3, proc.kill).start()
    started = time.monotonic()
    with pytest.raises(EngineCrashedError, match="exited"):
        proc.best_move(START_FEN, [], SearchLimits(movetime_ms=10_000))
    assert time.monotonic() - started < 3.0
    proc.close()


def test_timeout_kills_the_engine() -> None:
    proc = EngineProcess(fairy_stockfish())
    with pytest.raises(EngineTimeoutError, match="sent no move within 0.3 s and was stopped"):
        proc.best_move(START_FEN, [], SearchLimits(movetime_ms=10_000), timeout_s=0.3)
    assert proc._proc.poll() is not None  # killed
    proc.close()


def test_program_that_never_answers_the_handshake_times_out() -> None:
    cat = Path("/bin/cat")
    if not cat.exists():
        pytest.skip("/bin/cat not available")
    with pytest.raises(EngineTimeoutError, match="sent no handshake reply within 0.3 s"):
        EngineProcess(cat, Dialect.UCI, startup_timeout_s=0.3)


def test_engine_exiting_at_start_is_reported(tmp_path: Path) -> None:
    with pytest.raises(EngineCrashedError, match=r"exited \(status 3\)"):
        EngineProcess(scripted_engine(tmp_path, [], exit_at_start=3), Dialect.UCI)


def test_illegal_move_raises_and_the_engine_stays_usable(tmp_path: Path) -> None:
    with EngineProcess(scripted_engine(tmp_path, ["h9g7", "h2e2"]), Dialect.UCI) as proc:
        with pytest.raises(EngineMoveError) as caught:
            proc.best_move(START_FEN, [], SearchLimits(movetime_ms=10))
        assert (caught.value.engine, caught.value.text, caught.value.fen) == (
            "Scripted Illegal", "h9g7", START_FEN)
        assert proc.best_move(START_FEN, [], SearchLimits(movetime_ms=10)) == \
            Move.from_iccs("h2e2")
