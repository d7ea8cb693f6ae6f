"""Legal move generation for all seven kinds (art. 2.2), check, mate and stalemate
(art. 3.1-3.4, 4.1.1, 4.1.2), make/unmake and the zobrist key; regression cases
R17, R18, R20 of docs/references.md §8."""

from __future__ import annotations

import random

import pytest

from xiangqi_gui.rules import (
    Color,
    IllegalMoveError,
    Move,
    Outcome,
    Position,
    Termination,
    parse_square,
)


def moves_from(pos: Position, name: str) -> set[str]:
    sq = parse_square(name)
    return {m.iccs for m in pos.legal_moves() if m.from_square == sq}


def iccs_set(pos: Position) -> set[str]:
    return {m.iccs for m in pos.legal_moves()}


def test_start_position_move_list() -> None:
    pos = Position()
    assert len(pos.legal_moves()) == 44
    assert moves_from(pos, "h2") == {"h2h1", "h2h3", "h2h4", "h2h5", "h2h6", "h2h9",
                                     "h2g2", "h2f2", "h2e2", "h2d2", "h2c2", "h2i2"}
    assert moves_from(pos, "b0") == {"b0a2", "b0c2"}
    assert moves_from(pos, "c0") == {"c0a2", "c0e2"}
    assert moves_from(pos, "d0") == {"d0e1"}
    assert moves_from(pos, "e0") == {"e0e1"}
    assert moves_from(pos, "a3") == {"a3a4"}
    assert moves_from(pos, "a0") == {"a0a1", "a0a2"}


def test_bug20_cannon_needs_a_screen_to_capture_and_a_clear_path_otherwise() -> None:
    pos = Position()
    assert not pos.is_legal(Move.from_iccs("h2h8"))
    assert pos.is_legal(Move.from_iccs("h2h9"))
    black = Position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b")
    assert not black.is_legal(Move.from_iccs("b7b1"))
    assert black.is_legal(Move.from_iccs("b7b0"))


def test_bug18_soldier_pinned_by_facing_generals() -> None:
    pos = Position("4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1")
    assert iccs_set(pos) == {"e5e6", "e0d0", "e0f0", "e0e1"}
    black = Position("4k4/9/9/9/9/4p4/9/9/9/4K4 b - - 0 1")
    assert iccs_set(black) == {"e4e3", "e9d9", "e9f9", "e9e8"}


def test_horse_leg_blocks_both_ways() -> None:
    pos = Position("5k3/9/9/9/9/9/9/4B4/4N4/3K5 w - - 0 1")  # leg e2 blocked by the elephant
    assert moves_from(pos, "e1") == {"e1c0", "e1g0", "e1c2", "e1g2"}
    black = Position("3k5/4n4/4b4/9/9/9/9/9/9/5K3 b - - 0 1")  # leg e7 blocked
    assert moves_from(black, "e8") == {"e8c9", "e8g9", "e8c7", "e8g7"}


def test_elephant_eye_and_river() -> None:
    pos = Position("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1")  # c4: never across the river
    assert moves_from(pos, "c4") == {"c4a2", "c4e2"}
    blocked = Position("3k5/9/9/9/9/2B6/3r5/9/9/4K4 w - - 0 1")  # eye d3 blocked
    assert moves_from(blocked, "c4") == {"c4a2"}
    black = Position("4k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1")
    assert moves_from(black, "c5") == {"c5a7", "c5e7"}


def test_advisor_and_general_stay_in_the_palace() -> None:
    pos = Position("4k4/9/9/9/9/9/9/3A5/9/5K3 w - - 0 1")
    assert moves_from(pos, "d2") == {"d2e1"}
    assert moves_from(pos, "f0") == {"f0f1"}  # e0 would face the black general
    black = Position("3k5/9/5a3/9/9/9/9/9/9/4K4 b - - 0 1")
    assert moves_from(black, "f7") == {"f7e8"}
    assert moves_from(black, "d9") == {"d9d8"}  # e9 would face the red general


def test_flying_general_forbids_facing_and_pins_the_only_blocker() -> None:
    pos = Position("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
    assert iccs_set(pos) == {"d0d1"}
    pinned = Position("4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1")
    assert moves_from(pinned, "e5") == set()
    black_pinned = Position("4k4/9/9/4r4/9/9/9/9/4R4/5K3 b - - 0 1")
    assert moves_from(black_pinned, "e6") == {"e6e7", "e6e8", "e6e5", "e6e4", "e6e3",
                                              "e6e2", "e6e1"}


def test_cannon_check_created_by_adding_a_screen_is_illegal() -> None:
    # the black cannon e7 sees the red general e0 over an empty file: a red piece
    # landing between them would become its screen.
    pos = Position("5k3/9/4c4/9/9/9/9/9/3R5/4K4 w - - 0 1")
    assert pos.is_pseudo_legal(Move.from_iccs("d1e1"))
    assert "d1e1" not in iccs_set(pos)
    assert {"d1d2", "d1a1", "d1i1", "e0e1", "e0d0"} <= iccs_set(pos)
    assert "e0f0" not in iccs_set(pos)  # would face the black general on f9
    black = Position("3k5/4a4/9/9/9/9/9/9/9/4CK3 b - - 0 1")
    # the general may not step onto the file where the advisor e8 screens the cannon e0
    assert "d9e9" not in iccs_set(black)
    assert "d9d8" in iccs_set(black)


def test_check_evasions_only() -> None:
    quiet = Position("4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1")
    assert not quiet.is_check()
    assert quiet.is_stalemate()  # d1 and e0 are covered by the chariot
    pos = Position("5k3/9/9/9/9/9/9/9/9/r2K5 w - - 0 1")
    assert pos.is_check()
    assert iccs_set(pos) == {"d0d1"}


@pytest.mark.parametrize(
    ("fen", "result", "reason"),
    [
        ("3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1", None, ""),
        ("3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", "1-0", "Black is checkmated (将死)."),
        ("4k4/9/9/9/9/9/9/9/r8/3K4r w - - 0 1", "0-1", "Red is checkmated (将死)."),
    ],
)
def test_checkmate_outcome(fen: str, result: str | None, reason: str) -> None:
    pos = Position(fen)
    if result is None:
        assert pos.outcome() is None
        return
    assert pos.is_checkmate()
    assert pos.outcome() == Outcome(result, Termination.CHECKMATE, "4.1.1", reason)


def test_bug17_stalemate_is_a_loss_for_the_side_that_cannot_move() -> None:
    pos = Position("3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1")
    assert not pos.is_check()
    assert pos.legal_moves() == []
    assert pos.is_stalemate() and not pos.is_checkmate()
    outcome = pos.outcome()
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "1-0", Termination.STALEMATE, "4.1.2")


def test_stalemate_of_red_is_a_black_win() -> None:
    pos = Position("4k4/9/9/9/9/9/9/9/6p2/5K3 w - - 0 1")
    # f0: e0 faces the black general, f1 attacked by the soldier on g1? no: g1 attacks f1.
    assert pos.legal_moves() == []
    outcome = pos.outcome()
    assert outcome is not None and outcome.result == "0-1"
    assert outcome.termination is Termination.STALEMATE


def test_push_rejects_illegal_moves_and_leaves_the_position_unchanged() -> None:
    pos = Position()
    with pytest.raises(IllegalMoveError, match="h2h8"):
        pos.push(Move.from_iccs("h2h8"))
    with pytest.raises(IllegalMoveError):
        pos.push(Move.from_iccs("h7h6"))  # Black's cannon, but Red to move
    assert pos.fen() == Position().fen()


def test_gives_check() -> None:
    pos = Position("4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1")
    assert pos.gives_check(Move.from_iccs("f0e0"))  # open e file
    assert pos.gives_check(Move.from_iccs("f0f9"))
    assert not pos.gives_check(Move.from_iccs("f0f8"))
    cannon = Position("4k4/9/9/9/9/9/9/9/4A4/3K1C3 w - - 0 1")
    assert cannon.gives_check(Move.from_iccs("f0e0"))  # screen: the advisor on e1
    discovered = Position("4k4/9/9/9/9/9/9/4N4/4R4/3K5 w - - 0 1")
    assert discovered.gives_check(Move.from_iccs("e2c3"))
    assert not discovered.gives_check(Move.from_iccs("e1d1"))


def test_attackers_reports_every_capture_pattern() -> None:
    pos = Position("4k4/9/9/3c5/2n6/3p5/r2R5/9/9/5K3 w - - 0 1")
    d3 = parse_square("d3")
    expected = sorted(parse_square(s) for s in ("a3", "d4", "c5", "d6"))
    assert pos.attackers(Color.BLACK, d3) == expected
    assert pos.attackers(Color.RED, parse_square("d4")) == [d3]
    assert pos.attackers(Color.RED, parse_square("a3")) == [d3]


def test_push_pop_restores_fen_and_zobrist_over_random_games() -> None:
    rng = random.Random(7)
    for _ in range(20):
        pos = Position()
        history = []
        for _ in range(80):
            moves = pos.legal_moves()
            if not moves:
                break
            history.append((pos.fen(), pos.zobrist))
            pos.push(rng.choice(moves))
            assert pos.zobrist == Position(pos.fen())._compute_zobrist()
        while history:
            pos.pop()
            assert (pos.fen(), pos.zobrist) == history.pop()


def test_copy_is_independent() -> None:
    pos = Position()
    twin = pos.copy()
    twin.push(Move.from_iccs("h2e2"))
    assert pos.fen() != twin.fen()
    assert len(pos.move_stack) == 0 and len(twin.move_stack) == 1


def test_with_turn_is_a_null_move_copy() -> None:
    pos = Position()
    black = pos.with_turn(Color.BLACK)
    assert black.turn is Color.BLACK and pos.turn is Color.RED
    assert black.zobrist == Position(pos.fen().replace(" w ", " b "))._compute_zobrist()
    assert len(black.legal_moves()) == 44 and black.move_stack == []
    assert pos.with_turn(Color.RED).zobrist == pos.zobrist
