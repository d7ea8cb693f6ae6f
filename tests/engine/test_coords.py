"""Move text conversion per dialect (docs/references.md §1) and legality checks."""

from __future__ import annotations

import pytest

from xiangqi_gui.engine import Dialect, EngineMoveError, checked_engine_move, from_engine, to_engine
from xiangqi_gui.engine.coords import replay
from xiangqi_gui.rules import START_FEN, Move, Position

# (ICCS, Fairy-Stockfish UCI) pairs: the first is 炮二平五 (docs/references.md §1 table).
PAIRS = [
    ("h2e2", "h3e3"),      # Red cannon, 炮二平五
    ("b9c7", "b10c8"),     # Black horse from the back rank: two-digit rank
    ("a0a9", "a1a10"),     # whole file, both edge ranks
    ("i9i0", "i10i1"),
    ("e0e1", "e1e2"),
]


@pytest.mark.parametrize(("iccs", "fsf"), PAIRS)
def test_fsf_ranks_are_one_based(iccs: str, fsf: str) -> None:
    move = Move.from_iccs(iccs)
    assert to_engine(move, Dialect.UCI_FSF) == fsf
    assert from_engine(fsf, Dialect.UCI_FSF) == move


@pytest.mark.parametrize("dialect", [Dialect.UCI, Dialect.UCCI])
@pytest.mark.parametrize(("iccs", "fsf"), PAIRS)
def test_pikafish_and_ucci_use_iccs(dialect: Dialect, iccs: str, fsf: str) -> None:
    move = Move.from_iccs(iccs)
    assert to_engine(move, dialect) == iccs
    assert from_engine(iccs, dialect) == move


@pytest.mark.parametrize("dialect", list(Dialect))
def test_every_legal_move_round_trips(dialect: Dialect) -> None:
    # start position (both sides to move) and a middlegame with pieces on ranks 0 and 9
    fens = [START_FEN, START_FEN.replace(" w ", " b "),
            "2bakab2/9/2n1c1n2/p1p1p1p1p/9/9/P1P1P1P1P/2N1C1N2/9/2BAKAB2 w - - 0 1"]
    for fen in fens:
        for move in Position.from_fen(fen).legal_moves():
            assert from_engine(to_engine(move, dialect), dialect) == move


@pytest.mark.parametrize(("text", "dialect"), [
    ("b0c2", Dialect.UCI_FSF),     # rank 0 does not exist in 1..10 numbering
    ("b11c8", Dialect.UCI_FSF),
    ("b10c8", Dialect.UCI),        # two-digit rank in 0..9 numbering
    ("j2e2", Dialect.UCCI),        # file j
    ("h2e", Dialect.UCI),
    ("", Dialect.UCI),
    ("(none)", Dialect.UCI_FSF),
    ("H2-E2", Dialect.UCCI),       # ICCS server form is not engine output
])
def test_malformed_text_is_rejected(text: str, dialect: Dialect) -> None:
    with pytest.raises(ValueError, match="not a move"):
        from_engine(text, dialect)


def test_illegal_engine_move_names_engine_text_and_fen() -> None:
    pos = Position()
    # a FSF-numbered move sent by a UCI (0-9) engine lands one rank off: h3e3 is the
    # Red pawn-rank square h3, empty in the start position
    with pytest.raises(EngineMoveError) as caught:
        checked_engine_move(pos, "h3e3", Dialect.UCI, "Pikafish 2024")
    err = caught.value
    assert (err.engine, err.text, err.fen) == ("Pikafish 2024", "h3e3", START_FEN)
    assert "Pikafish 2024" in str(err) and "h3e3" in str(err) and START_FEN in str(err)


def test_engine_move_for_the_wrong_side_is_illegal() -> None:
    pos = Position()
    with pytest.raises(EngineMoveError, match="not a legal move"):
        checked_engine_move(pos, "h10g8", Dialect.UCI_FSF, "Fairy-Stockfish")  # Black's horse
    assert pos.fen() == START_FEN and not pos.move_stack


def test_legal_engine_move_is_returned_not_played() -> None:
    pos = Position()
    move = checked_engine_move(pos, "h3e3", Dialect.UCI_FSF, "Fairy-Stockfish")
    assert move == Move.from_iccs("h2e2")
    assert pos.fen() == START_FEN


def test_replay_names_the_illegal_ply() -> None:
    moves = [Move.from_iccs("h2e2"), Move.from_iccs("h2e2")]
    with pytest.raises(ValueError, match=r"move 2 \(h2e2\) is illegal"):
        replay(START_FEN, moves)
    with pytest.raises(ValueError, match="bad start FEN"):
        replay("rnbakabnr/9 w", [])
