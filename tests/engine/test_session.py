"""The sans-IO session fed with real Fairy-Stockfish lines, and with bad engine output."""

from __future__ import annotations

import pytest

from tests.engine.transcripts import received
from xiangqi_gui.engine import (
    Dialect,
    EngineFailure,
    EngineMove,
    EngineMoveError,
    EngineNote,
    EngineProtocolError,
    EngineReady,
    EngineSession,
    Reaction,
    SearchInfo,
    SearchLimits,
    SessionState,
)
from xiangqi_gui.rules import START_FEN, Move, Position

FSF = "Fairy-Stockfish 11.1 LB 64"
H2E2 = [Move.from_iccs("h2e2")]
AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"


def _feed(session: EngineSession, lines: list[str]) -> Reaction:
    total = Reaction()
    for line in lines:
        step = session.feed(line)
        total.send += step.send
        total.events += step.events
    return total


def _ready(dialect: Dialect = Dialect.UCI_FSF, name: str = "fsf_uci.txt") -> EngineSession:
    session = EngineSession(dialect, label="/usr/games/fairy-stockfish")
    session.start()
    lines = received(name)
    _feed(session, lines[: lines.index("readyok") + 1])
    assert session.state is SessionState.READY
    return session


def test_uci_handshake_from_the_transcript() -> None:
    session = EngineSession(Dialect.UCI_FSF, label="/usr/games/fairy-stockfish")
    assert session.start().send == ["uci"]
    lines = received("fsf_uci.txt")
    upto = lines.index("uciok")
    before = _feed(session, lines[:upto])
    assert before.send == [] and before.events == []
    after = session.feed("uciok")
    assert after.send == ["setoption name UCI_Variant value xiangqi", "isready"]
    ready = session.feed("readyok").events
    assert len(ready) == 1 and isinstance(ready[0], EngineReady)
    assert (ready[0].name, ready[0].author) == (FSF, "Fabian Fichter")
    assert ready[0].options["UCI_Variant"].choices[-1] == "xiangqi"


def test_ucci_handshake_sends_no_variant_option() -> None:
    session = EngineSession(Dialect.UCCI)
    assert session.start().send == ["ucci"]
    lines = received("fsf_ucci.txt")
    reaction = _feed(session, lines[: lines.index("ucciok") + 1])
    assert reaction.send == ["isready"]
    assert session.feed("setoption usemillisec true").events == []  # echo-like noise ignored


def test_search_from_the_transcript_gives_a_checked_move() -> None:
    session = _ready()
    go = session.request(START_FEN, H2E2, SearchLimits(depth=6))
    assert go.send == ["ucinewgame", "position startpos moves h3e3", "go depth 6"]
    lines = received("fsf_uci.txt")
    start = lines.index("readyok") + 1
    end = lines.index("bestmove g7g6 ponder h1g3")
    infos = _feed(session, lines[start:end])
    assert [e.info.depth for e in infos.events if isinstance(e, SearchInfo)] == [1, 2, 3, 4, 5, 6]
    done = session.feed(lines[end])
    assert done.events == [EngineMove(Move.from_iccs("g6g5"), AFTER_H2E2, ponder="h0g2")]
    assert session.state is SessionState.READY


def test_mate_in_one_transcript_and_second_request_has_no_newgame() -> None:
    session = _ready()
    session.request(START_FEN, H2E2, SearchLimits(depth=6))
    session.feed("bestmove g7g6 ponder h1g3")
    fen = "3k5/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1"
    assert session.request(fen, [], SearchLimits(depth=3)).send == [
        f"position fen {fen}", "go depth 3"]
    events = _feed(session, [line for line in received("fsf_uci.txt")
                             if "mate 1" in line] + ["bestmove b1d1"]).events
    assert events[-1] == EngineMove(Move.from_iccs("b0d0"), fen)
    info = events[0]
    assert isinstance(info, SearchInfo) and info.info.score is not None
    assert info.info.score.mate == 1


def test_ucci_search_from_the_transcript() -> None:
    session = _ready(Dialect.UCCI, "fsf_ucci.txt")
    fen = "rr2k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1"
    assert session.request(fen, [], SearchLimits(depth=3)).send == [
        f"position fen {fen}", "go depth 3"]
    assert session.feed("bestmove b9d9").events == [EngineMove(Move.from_iccs("b9d9"), fen)]
    session.request(START_FEN, H2E2, SearchLimits(depth=3))
    assert session.feed("bestmove h9g7 ponder h0g2 draw").events == [
        EngineMove(Move.from_iccs("h9g7"), AFTER_H2E2, "h0g2", offers_draw=True)]


def test_illegal_bestmove_is_an_error_naming_engine_text_and_fen() -> None:
    session = _ready()
    session.request(START_FEN, H2E2, SearchLimits(depth=6))
    # h3e3 (Red's 炮二平五 again) when Black is to move
    events = session.feed("bestmove h3e3 ponder h10g8").events
    assert len(events) == 1 and isinstance(events[0], EngineFailure)
    error = events[0].error
    assert isinstance(error, EngineMoveError)
    assert (error.engine, error.text, error.fen) == (FSF, "h3e3", AFTER_H2E2)
    assert session.state is SessionState.READY   # the engine stays usable
    assert session.request(START_FEN, H2E2, SearchLimits(depth=1)).send[-1] == "go depth 1"


def test_dialect_mismatch_is_reported_not_played() -> None:
    # FSF's 1..10 ranks read by a session that was told "Pikafish" (0..9)
    session = _ready(Dialect.UCI)
    session.request(START_FEN, H2E2, SearchLimits(depth=6))
    events = session.feed("bestmove b10c8 ponder h1g3").events
    assert len(events) == 1 and isinstance(events[0], EngineFailure)
    error = events[0].error
    assert isinstance(error, EngineMoveError)
    assert (error.engine, error.text, error.fen) == (FSF, "b10c8", AFTER_H2E2)
    assert "ranks 0-9" in error.reason
    # a well-formed move with a ponder move in the other numbering: the line is rejected
    session.request(START_FEN, H2E2, SearchLimits(depth=6))
    events = session.feed("bestmove h9g7 ponder h1g10").events
    assert len(events) == 1 and isinstance(events[0].error, EngineProtocolError)
    assert FSF in events[0].message and AFTER_H2E2 in events[0].message


@pytest.mark.parametrize("line", ["bestmove (none)", "nobestmove", "bestmove 0000"])
def test_missing_move_when_moves_exist_is_an_error(line: str) -> None:
    session = _ready()
    session.request(START_FEN, [], SearchLimits(movetime_ms=100))
    events = session.feed(line).events
    assert len(events) == 1 and isinstance(events[0], EngineFailure)
    assert events[0].message == f"engine {FSF!r} returned no move in position {START_FEN}"


def test_malformed_info_is_a_note_and_the_search_goes_on() -> None:
    session = _ready()
    session.request(START_FEN, [], SearchLimits(movetime_ms=100))
    events = session.feed("info depth 3 score cp abc pv h3e3").events
    assert len(events) == 1 and isinstance(events[0], EngineNote)
    assert session.state is SessionState.SEARCHING
    assert isinstance(session.feed("bestmove h3e3").events[0], EngineMove)


def test_request_during_search_stops_it_and_discards_its_answer() -> None:
    session = _ready()
    session.request(START_FEN, [], SearchLimits(movetime_ms=5000))
    assert session.request(START_FEN, H2E2, SearchLimits(movetime_ms=100)).send == ["stop"]
    assert session.state is SessionState.STOPPING
    late = session.feed("bestmove h3e3")   # answer to the abandoned search
    assert late.events == []
    assert late.send == ["position startpos moves h3e3", "go movetime 100"]
    assert session.feed("bestmove h10g8").events == [
        EngineMove(Move.from_iccs("h9g7"), AFTER_H2E2)]


def test_stop_discards_and_move_now_delivers() -> None:
    session = _ready()
    session.request(START_FEN, [], SearchLimits(movetime_ms=5000))
    assert session.stop().send == ["stop"]
    assert session.feed("bestmove h3e3").events == []
    assert session.state is SessionState.READY
    session.request(START_FEN, [], SearchLimits(movetime_ms=5000))
    assert session.move_now().send == ["stop"]
    assert session.feed("bestmove h3e3").events == [EngineMove(H2E2[0], START_FEN)]


def test_request_before_ready_is_sent_after_readyok() -> None:
    session = EngineSession(Dialect.UCI_FSF)
    session.start()
    assert session.request(START_FEN, [], SearchLimits(depth=2)).send == []
    session.feed("uciok")
    reaction = session.feed("readyok")
    assert reaction.send == ["ucinewgame", "position startpos", "go depth 2"]
    assert isinstance(reaction.events[0], EngineReady)


def test_finished_game_and_bad_input_are_refused() -> None:
    session = _ready()
    mated = "3k5/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1"
    assert Position.from_fen(mated).legal_moves()
    with pytest.raises(ValueError, match="game is over"):
        session.request(mated, [Move.from_iccs("b0d0")], SearchLimits(depth=3))
    with pytest.raises(ValueError, match="illegal"):
        session.request(START_FEN, [Move.from_iccs("h9g7")], SearchLimits(depth=3))
    assert session.state is SessionState.READY


def test_quit_stops_a_search_and_ignores_later_lines() -> None:
    session = _ready()
    session.request(START_FEN, [], SearchLimits(movetime_ms=5000))
    assert session.quit().send == ["stop", "quit"]
    assert session.feed("bestmove h3e3").events == []
    assert session.quit().send == []
    with pytest.raises(RuntimeError):
        session.request(START_FEN, [], SearchLimits(depth=1))


def test_ucci_searchmoves_become_banmoves_before_go() -> None:
    from xiangqi_gui.engine import Dialect, SearchLimits

    session = EngineSession(Dialect.UCCI, "eleeye")
    session.start()
    session.feed("ucciok")
    session.feed("readyok")
    only = Move.from_iccs("h2e2")
    send = session.request(START_FEN, [], SearchLimits(depth=8, searchmoves=(only,))).send
    assert send[0] == "position startpos" and send[1].startswith("banmoves ")
    assert "h2e2" not in send[1].split() and len(send[1].split()) == 1 + 43
    assert send[2] == "go depth 8"
