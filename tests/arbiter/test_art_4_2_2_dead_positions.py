"""Art. 4.2.2 (双方均无取胜可能的简单局势): dead positions are judged at every position,
the start position included, and declared only for material the endgame solver proves
dead (xiangqi_gui.arbiter.endgames)."""

from __future__ import annotations

import pytest

from tests.arbiter._play import play
from xiangqi_gui.arbiter import Arbiter, preset
from xiangqi_gui.arbiter.endgames import DEAD_SETS, Solver, is_dead, material_set
from xiangqi_gui.rules import Position, Termination


def _dead_at_start(fen: str) -> bool:
    outcome = Arbiter(preset("provincial"), fen).outcome
    return outcome is not None and outcome.termination is Termination.DEAD_POSITION


def test_art_4_2_2_bare_generals_set_up_from_fen_are_dead_at_once() -> None:
    arb = Arbiter(preset("provincial"), "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        "1/2-1/2", Termination.DEAD_POSITION, "4.2.2")
    assert arb.move_iccs(arb.turn, "e0e1").outcome == arb.outcome  # no move after it


def test_art_4_2_2_generals_advisors_and_elephants_from_fen_are_dead() -> None:
    assert _dead_at_start("3akab2/9/9/9/9/9/9/9/4A4/3K1AB2 w - - 0 1")


@pytest.fixture(scope="module")
def solver() -> Solver:
    return Solver()


def test_art_4_2_2_solver_proves_general_and_cannon_against_general_dead(
        solver: Solver) -> None:
    solution = solver.solve(("C", ""))
    assert solution.positions > 9000 and solution.dead
    assert ("C", "") in DEAD_SETS
    assert _dead_at_start("3k5/9/9/9/9/9/9/9/4C4/5K3 b - - 0 1")
    assert _dead_at_start("4k4/9/9/9/c8/9/9/9/9/3K5 w - - 0 1")  # the same set, colours swapped


def test_art_4_2_2_solver_finds_general_and_horse_against_general_a_win(
        solver: Solver) -> None:
    solution = solver.solve(("H", ""))
    assert not solution.dead and solution.red_wins > 0 and solution.black_wins == 0
    assert ("H", "") not in DEAD_SETS and ("", "H") not in DEAD_SETS
    assert not _dead_at_start("3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1")


def test_art_4_2_2_only_solver_proven_sets_are_declared(solver: Solver) -> None:
    # every listed set small enough to solve here is proven dead, with its captures
    for ms in DEAD_SETS:
        if len(ms[0]) + len(ms[1]) <= 1:
            assert solver.solve(ms).dead, ms


def test_art_4_2_2_a_capture_into_a_dead_set_ends_the_game() -> None:
    # Red's cannon takes Black's last horse over its own general: general and cannon
    # against general
    arb, rulings = play("3k5/9/9/9/9/9/9/9/3CKn3/9 w - - 0 1", "d1f1", preset("casual"))
    assert arb.outcome is not None and arb.outcome.termination is Termination.DEAD_POSITION
    assert "solver" in arb.outcome.reason and rulings[-1].outcome == arb.outcome


def test_art_4_2_2_cannon_and_advisor_against_advisor_goes_on() -> None:
    # the K+A+C v K+A: the solver finds Red wins (the advisor screens the cannon)
    assert not _dead_at_start("3ak4/9/9/9/9/9/9/9/4C4/3AK4 w - - 0 1")


def test_art_4_2_2_material_with_a_winning_chance_goes_on() -> None:
    arb, _ = play("3k5/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1", "e1c2", preset("casual"))
    assert arb.outcome is None
    assert not is_dead(Position.from_fen("3k5/9/9/9/4p4/9/9/9/9/5K3 w - - 0 1").board)
    assert material_set(Position.from_fen("3k5/9/9/9/9/9/9/9/4C4/5K3 w - - 0 1").board) == (
        "C", "")


@pytest.mark.slow
def test_art_4_2_2_solver_proves_cannon_against_one_defender_dead(solver: Solver) -> None:
    # (C v E and the horse sets take minutes more: the module's main checks them)
    assert solver.solve(("C", "A")).dead and ("C", "A") in DEAD_SETS
    assert ("H", "A") not in DEAD_SETS and ("H", "E") not in DEAD_SETS
    assert ("AC", "A") not in DEAD_SETS  # the solver run: Red wins 203 342 positions
    assert _dead_at_start("3ak4/9/9/9/9/9/9/9/4C4/5K3 w - - 0 1")  # K+C v K+A
    assert not _dead_at_start("3ak4/9/9/9/9/9/9/9/4N4/5K3 w - - 0 1")  # K+H v K+A
