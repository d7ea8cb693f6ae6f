"""Command builders: the lines we sent in the real transcripts, and the UCCI shapes."""

from __future__ import annotations

import pytest

from tests.engine.transcripts import sent
from xiangqi_gui.engine import Dialect, SearchLimits, commands as c
from xiangqi_gui.rules import START_FEN, Color, Move

MATE_FEN = "3k5/9/9/9/9/9/9/9/9/RR2K4 w - - 0 1"


def test_builders_reproduce_the_recorded_uci_commands() -> None:
    built = [
        c.handshake(Dialect.UCI_FSF),
        *c.setup_options(Dialect.UCI_FSF, frozenset()),
        c.is_ready(),
        *c.new_game(Dialect.UCI_FSF),
        c.position(Dialect.UCI_FSF, START_FEN, [Move.from_iccs("h2e2")]),
        c.go(Dialect.UCI_FSF, SearchLimits(depth=6), Color.BLACK),
        c.position(Dialect.UCI_FSF, MATE_FEN, []),
        c.go(Dialect.UCI_FSF, SearchLimits(depth=3), Color.RED),
        c.position(Dialect.UCI_FSF, MATE_FEN, [Move.from_iccs("b0d0")]),
        c.go(Dialect.UCI_FSF, SearchLimits(depth=3), Color.BLACK),
        c.position(Dialect.UCI_FSF, START_FEN, []),
        c.go(Dialect.UCI_FSF, SearchLimits.clock(60_000, 60_000, 1_000), Color.RED),
        c.stop(),
        c.quit_(),
    ]
    assert built == sent("fsf_uci.txt")


def test_builders_reproduce_the_recorded_ucci_commands() -> None:
    built = [
        c.handshake(Dialect.UCCI),
        *c.setup_options(Dialect.UCCI, frozenset({"Hash"})),  # no usemillisec listed
        c.is_ready(),
        *c.new_game(Dialect.UCCI),
        c.position(Dialect.UCCI, START_FEN, [Move.from_iccs("h2e2")]),
        c.go(Dialect.UCCI, SearchLimits(depth=5), Color.BLACK),
        c.position(Dialect.UCCI, "rr2k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1", []),
        c.go(Dialect.UCCI, SearchLimits(depth=3), Color.BLACK),
        c.quit_(),
    ]
    assert built == sent("fsf_ucci.txt")


def test_go_with_clock_per_dialect() -> None:
    limits = SearchLimits.clock(red_ms=295_000, black_ms=301_500, inc_ms=2_000)
    assert c.go(Dialect.UCI, limits, Color.BLACK) == \
        "go wtime 295000 btime 301500 winc 2000 binc 2000"
    # UCCI: the side to move's own time first, then the opponent's
    assert c.go(Dialect.UCCI, limits, Color.BLACK) == \
        "go time 301500 increment 2000 opptime 295000 oppincrement 2000"
    assert c.go(Dialect.UCCI, limits, Color.RED) == \
        "go time 295000 increment 2000 opptime 301500 oppincrement 2000"
    staged = SearchLimits.clock(600_000, 540_000, moves_to_go=12)
    assert c.go(Dialect.UCI_FSF, staged, Color.RED) == \
        "go wtime 600000 btime 540000 winc 0 binc 0 movestogo 12"
    assert c.go(Dialect.UCCI, staged, Color.RED) == \
        "go time 600000 movestogo 12 opptime 540000 oppmovestogo 12"


def test_go_movetime_and_depth() -> None:
    assert c.go(Dialect.UCI_FSF, SearchLimits(movetime_ms=250), Color.RED) == "go movetime 250"
    assert c.go(Dialect.UCCI, SearchLimits(movetime_ms=250), Color.RED) == \
        "go time 250 movestogo 1"
    assert c.go(Dialect.UCCI, SearchLimits(depth=8), Color.RED) == "go depth 8"


def test_position_from_a_set_up_fen_sends_the_fen_and_engine_moves() -> None:
    fen = "rr2k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1"
    moves = [Move.from_iccs("b9b1"), Move.from_iccs("d0d1")]
    assert c.position(Dialect.UCI_FSF, fen, moves) == f"position fen {fen} moves b10b2 d1d2"
    assert c.position(Dialect.UCI, fen, moves) == f"position fen {fen} moves b9b1 d0d1"


def test_options_per_dialect() -> None:
    assert c.set_option(Dialect.UCI, "Skill Level", 5) == "setoption name Skill Level value 5"
    assert c.set_option(Dialect.UCCI, "Skill Level", 5) == "setoption Skill_Level 5"
    assert c.set_option(Dialect.UCI, "Ponder", False) == "setoption name Ponder value false"
    assert c.setup_options(Dialect.UCCI, frozenset({"usemillisec"})) == [
        "setoption usemillisec true"]
    assert c.setup_options(Dialect.UCI, frozenset({"UCI_Variant"})) == []


@pytest.mark.parametrize("kwargs", [
    {},                                                   # no limit
    {"red_ms": 1000},                                     # one clock only
    {"red_ms": 1000, "black_ms": 1000, "movetime_ms": 5},  # clock and movetime
    {"movetime_ms": 100, "depth": 3},
    {"movetime_ms": -1},
    {"red_ms": 1000, "black_ms": -5},
])
def test_bad_limits_are_rejected(kwargs: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        SearchLimits(**kwargs)  # type: ignore[arg-type]


def test_budget_is_the_movers_time_plus_increment() -> None:
    limits = SearchLimits.clock(10_000, 20_000, 500)
    assert limits.budget_ms(Color.RED) == 10_500
    assert limits.budget_ms(Color.BLACK) == 20_500
    assert SearchLimits(movetime_ms=300).budget_ms(Color.RED) == 300
    assert SearchLimits(depth=4).budget_ms(Color.RED) is None


def test_limits_from_clock_nanoseconds() -> None:
    limits = SearchLimits.from_clock_ns(295_123_456_789, 1_999_999, 30_000_000_000)
    assert (limits.red_ms, limits.black_ms, limits.inc_ms) == (295_123, 1, 30_000)
    assert SearchLimits.from_clock_ns(-5, 10**9).red_ms == 0


def test_searchmoves_restricts_the_root_moves_in_each_dialect() -> None:
    h2e2, b0c2 = Move.from_iccs("h2e2"), Move.from_iccs("b0c2")
    limits = SearchLimits(depth=10, searchmoves=(h2e2, b0c2))
    assert c.go(Dialect.UCI_FSF, limits, Color.RED) == "go depth 10 searchmoves h3e3 b1c3"
    assert c.go(Dialect.UCI, limits, Color.RED) == "go depth 10 searchmoves h2e2 b0c2"
    assert c.go(Dialect.UCI, SearchLimits(movetime_ms=50, searchmoves=(h2e2,)),
                Color.RED) == "go movetime 50 searchmoves h2e2"
    # UCCI has no searchmoves: every other legal move is banned before "go"
    from xiangqi_gui.rules import Position

    legal = Position().legal_moves()
    assert c.go(Dialect.UCCI, limits, Color.RED) == "go depth 10"
    [line] = c.ban_moves(Dialect.UCCI, limits, legal)
    banned = line.split()[1:]
    assert line.startswith("banmoves ") and len(banned) == len(legal) - 2 == 42
    assert "h2e2" not in banned and "b0c2" not in banned and "h2h9" in banned
    assert c.ban_moves(Dialect.UCI_FSF, limits, legal) == []
    assert c.ban_moves(Dialect.UCCI, SearchLimits(depth=10), legal) == []
