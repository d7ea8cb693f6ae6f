"""The line parser on real Fairy-Stockfish 11.1 output (tests/engine/transcripts)."""

from __future__ import annotations

import pytest

from tests.engine.transcripts import received
from xiangqi_gui.engine import BestMove, Dialect, EngineProtocolError, Info, Score, parse_line
from xiangqi_gui.engine.messages import (
    Bye,
    HandshakeOk,
    IdLine,
    NoBestMove,
    OptionSpec,
    ReadyOk,
    Unknown,
)


def _parsed(name: str, dialect: Dialect) -> list[object]:
    return [parse_line(line, dialect) for line in received(name)]


def test_uci_transcript_parses_completely() -> None:
    messages = _parsed("fsf_uci.txt", Dialect.UCI_FSF)
    assert messages[0] == Unknown("Fairy-Stockfish 11.1 LB 64 by Fabian Fichter")
    assert messages[1] == IdLine("name", "Fairy-Stockfish 11.1 LB 64")
    assert messages[2] == IdLine("author", "Fabian Fichter")
    assert HandshakeOk() in messages and ReadyOk() in messages
    options = {m.name: m for m in messages if isinstance(m, OptionSpec)}
    assert len(options) == 25
    assert options["Hash"] == OptionSpec("Hash", "spin", "16", 1, 131072)
    assert options["Clear Hash"] == OptionSpec("Clear Hash", "button")
    assert options["Debug Log File"] == OptionSpec("Debug Log File", "string", "")
    assert options["SyzygyPath"].default == ""  # "<empty>"
    variant = options["UCI_Variant"]
    assert variant.type == "combo" and variant.default == "chess"
    assert "xiangqi" in variant.choices and "minixiangqi" in variant.choices
    assert options["Protocol"].choices == ("uci", "usi", "ucci", "xboard")


def test_uci_info_lines_convert_pv_to_iccs() -> None:
    infos = [m for m in _parsed("fsf_uci.txt", Dialect.UCI_FSF) if isinstance(m, Info)]
    # "info depth 2 seldepth 2 multipv 1 score cp 225 nodes 152 nps 76000 tbhits 0 time 2
    #  pv b10c8 a1a2 b8b1" (Black to move after 炮二平五)
    assert infos[1] == Info(depth=2, seldepth=2, multipv=1, score=Score(cp=225), nodes=152,
                            nps=76000, time_ms=2, pv=("b9c7", "a0a1", "b7b0"))
    mates = [i for i in infos if i.score is not None and i.score.mate is not None]
    assert [i.score.mate for i in mates if i.score] == [1, 1, 1, 0]
    assert mates[0].pv == ("b0d0",)
    assert mates[-1] == Info(depth=0, score=Score(mate=0))  # "info depth 0 score mate 0"


def test_uci_bestmove_lines() -> None:
    best = [m for m in _parsed("fsf_uci.txt", Dialect.UCI_FSF) if isinstance(m, BestMove)]
    assert best == [
        BestMove("g7g6", ponder="h0g2"),   # raw move text; ponder h1g3 converted to ICCS
        BestMove("b1d1"),
        BestMove(None),                     # "bestmove (none)": side to move is mated
        BestMove("c4c5", ponder="g6g5"),
    ]


def test_ucci_transcript_options_without_name_keyword() -> None:
    messages = _parsed("fsf_ucci.txt", Dialect.UCCI)
    assert HandshakeOk() in messages
    options = {m.name: m for m in messages if isinstance(m, OptionSpec)}
    assert options["Skill_Level"] == OptionSpec("Skill_Level", "spin", "20", -20, 20)
    assert options["UCI_Variant"].default == "xiangqi"
    infos = [m for m in messages if isinstance(m, Info)]
    assert infos[0].pv == ("h9g7",) and infos[0].score == Score(cp=-68)
    best = [m for m in messages if isinstance(m, BestMove)]
    assert best == [BestMove("b7c7", ponder="h0i2"), BestMove("b9d9")]


@pytest.mark.parametrize(("line", "expected"), [
    # UCCI 3.0 shapes (xqbase spec): score without "cp", draw/resign suffixes, nobestmove, bye
    ("info depth 6 score 34 pv h2e2 h9g7", Info(depth=6, score=Score(cp=34),
                                                pv=("h2e2", "h9g7"))),
    ("bestmove h2e2 ponder h9g7 draw", BestMove("h2e2", ponder="h9g7", draw=True)),
    ("bestmove h9g7 resign", BestMove("h9g7", resign=True)),
    ("nobestmove", NoBestMove()),
    ("bye", Bye()),
    ("option usemillisec type check default false",
     OptionSpec("usemillisec", "check", "false")),
    ("ucciok", HandshakeOk()),
])
def test_ucci_shapes(line: str, expected: object) -> None:
    assert parse_line(line, Dialect.UCCI) == expected


def test_uci_bounds_and_info_string() -> None:
    got = parse_line("info depth 9 score cp -15 upperbound nodes 10", Dialect.UCI)
    assert got == Info(depth=9, score=Score(cp=-15, bound="upper"), nodes=10)
    assert parse_line("info string NNUE evaluation using x.nnue", Dialect.UCI) == Info(
        string="NNUE evaluation using x.nnue")
    assert parse_line("bestmove 0000", Dialect.UCI) == BestMove(None)


@pytest.mark.parametrize(("line", "dialect", "reason"), [
    ("info depth x", Dialect.UCI, "'depth' value 'x' is not an integer"),
    ("info depth 3 score cp", Dialect.UCI, "'score cp' has no value"),
    ("info depth 3 pv h2e2 z9z8", Dialect.UCI, "pv:"),
    ("info depth 3 pv h0e0", Dialect.UCI_FSF, "pv:"),          # rank 0 in FSF numbering
    ("bestmove", Dialect.UCI, "without a move"),
    ("bestmove h3e3 ponder b10c8", Dialect.UCI, "ponder move"),  # FSF numbering to a UCI GUI
    ("option name Hash type spin default 16 min one max 9", Dialect.UCI, "'min'"),
    ("option name Hash", Dialect.UCI, "without 'type'"),
])
def test_malformed_lines_raise_protocol_error(line: str, dialect: Dialect, reason: str) -> None:
    with pytest.raises(EngineProtocolError) as caught:
        parse_line(line, dialect)
    assert caught.value.line == line and reason in caught.value.reason


@pytest.mark.parametrize("line", ["", "   ", "copyprotection ok", "Fairy-Stockfish 11.1",
                                  "registration checking"])
def test_other_lines_are_unknown(line: str) -> None:
    assert isinstance(parse_line(line, Dialect.UCI), Unknown)
