"""How games end (art. 3, 4 胜负和; 20-22): every ending is an Outcome with its article."""

from __future__ import annotations

import pytest

from tests.arbiter._play import play
from xiangqi_gui.arbiter import Arbiter, ClaimKind, RulingKind, preset
from xiangqi_gui.rules import Color, Termination

MATE_IN_ONE = "3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1"


def test_art_4_1_1_checkmate() -> None:
    arb, rulings = play(MATE_IN_ONE, "a0a9")
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        "1-0", Termination.CHECKMATE, "4.1.1")
    assert rulings[-1].outcome == arb.outcome


def test_art_4_1_2_bug17_stalemate_start_position_is_a_red_win() -> None:
    arb = Arbiter(preset("casual"), "3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1")
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        "1-0", Termination.STALEMATE, "4.1.2")
    assert arb.move_iccs(Color.BLACK, "d9d8").kind is RulingKind.REFUSED


@pytest.mark.parametrize(("fen", "move", "result"), [
    ("3k5/9/2P6/9/9/9/9/9/9/4K4 w - - 0 1", "c7c8", "1-0"),  # Black cannot move
    ("4k4/9/9/9/9/9/9/6p2/9/5K3 b - - 0 1", "g2g1", "0-1"),  # Red cannot move
], ids=["black-stalemated", "red-stalemated"])
def test_art_4_1_2_stalemate_loses_for_either_side(fen: str, move: str, result: str) -> None:
    arb, _ = play(fen, move)
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination) == (result, Termination.STALEMATE)


@pytest.mark.parametrize(("fen", "move", "result", "why"), [
    ("4k4/9/9/p8/9/9/9/9/4A4/4K4 w - - 0 1", "e1d2", "0-1", "the generals face each other"),
    ("3k1r3/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0f0",
     "0-1", "the red general on f0 can be captured by the black chariot on f9"),
    ("4k4/4n4/9/9/9/9/9/9/9/4K4 b - - 0 1", "e8c7",
     "1-0", "the generals face each other"),
    ("4k4/9/9/9/9/9/9/9/9/3KR4 b - - 0 1", "e9e8",
     "1-0", "the black general on e8 can be captured by the red chariot on e0"),
], ids=["red-opens-file", "red-king-walks-in", "black-pinned-horse", "black-king-walks-in"])
def test_art_4_1_3_self_kill_loses_in_competition(fen: str, move: str, result: str,
                                                  why: str) -> None:
    arb = Arbiter(preset("provincial"), fen)
    ruling = arb.move_iccs(arb.turn, move)
    assert ruling.kind is RulingKind.MOVE
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        result, Termination.SELF_KILL, "4.1.3")
    assert why in arb.outcome.reason
    assert arb.moves[-1].iccs == move  # the move was physically made and stands


def test_art_3_4_self_kill_refused_in_casual_play() -> None:
    arb = Arbiter(preset("casual"), "4k4/9/9/p8/9/9/9/9/4A4/4K4 w - - 0 1")
    ruling = arb.move_iccs(Color.RED, "e1d2")
    assert ruling.kind is RulingKind.REFUSED and "art. 3.4" in ruling.message
    assert arb.outcome is None


def test_art_4_1_12_resignation() -> None:
    ruling = Arbiter().resign(Color.BLACK)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "1-0", Termination.RESIGNATION, "4.1.12")


@pytest.mark.parametrize(("event", "termination"), [
    ("flag", Termination.TIME_FORFEIT),
    ("quota_missed", Termination.MOVE_QUOTA),
])
def test_art_4_1_6_clock_endings(event: str, termination: Termination) -> None:
    arb = Arbiter()
    ruling = getattr(arb, event)(Color.RED)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", termination, "4.1.6")
    assert arb.move_iccs(Color.RED, "h2e2").kind is RulingKind.REFUSED  # the game is over


def test_art_4_1_7_late_arrival_and_4_1_13_refusal() -> None:
    late = Arbiter().arbiter_late_arrival(Color.RED).outcome
    assert late is not None and (late.result, late.article) == ("0-1", "4.1.7")
    refusal = Arbiter().arbiter_refusal(Color.BLACK, "would not record moves").outcome
    assert refusal is not None and (refusal.result, refusal.article) == ("1-0", "4.1.13")
    assert refusal.termination is Termination.REFUSAL


def test_art_4_2_1_agreed_draw() -> None:
    arb = Arbiter()
    assert arb.accept_draw(Color.BLACK).kind is RulingKind.REFUSED  # no offer yet
    arb.offer_draw(Color.RED)
    arb.move_iccs(Color.RED, "h2e2")
    ruling = arb.accept_draw(Color.BLACK)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "1/2-1/2", Termination.AGREED_DRAW, "4.2.1")


def test_art_4_2_2_dead_position_only_generals_advisors_elephants() -> None:
    arb, _ = play("4k4/9/9/9/9/9/9/3p5/4A4/3K5 w - - 0 1", "e1d2")
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        "1/2-1/2", Termination.DEAD_POSITION, "4.2.2")


def test_art_4_2_2_an_uncrossed_soldier_keeps_the_game_alive() -> None:
    arb, _ = play("4k4/9/9/4p4/9/9/9/3p5/4A4/3K5 w - - 0 1", "e1d2")
    assert arb.outcome is None


def test_art_4_2_4_natural_limit_reached_in_casual_play() -> None:
    fen = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 60"
    arb, _ = play(fen, "a0a1")
    assert arb.outcome is not None
    assert (arb.outcome.result, arb.outcome.termination, arb.outcome.article) == (
        "1/2-1/2", Termination.NATURAL_LIMIT, "4.2.4")


def test_art_4_2_4_natural_limit_may_be_reduced() -> None:
    settings = preset("casual").with_(natural_limit_moves=2)
    arb, rulings = play("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a0a1 d9d8 a1a0 d8d9", settings)
    assert len(rulings) == 4 and arb.outcome is not None
    assert arb.outcome.termination is Termination.NATURAL_LIMIT
    with pytest.raises(ValueError, match="4.2.4"):
        preset("casual").with_(natural_limit_moves=61)


def test_art_22_2_natural_limit_claim_verified_in_competition() -> None:
    settings = preset("provincial").with_(natural_limit_moves=2)
    arb, _ = play("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "a0a1 d9d8 a1a0 d8d9", settings)
    assert arb.outcome is None  # competition: a player must claim
    ruling = arb.claim(Color.RED, ClaimKind.NATURAL_LIMIT)
    assert ruling.outcome is not None and ruling.outcome.termination is Termination.NATURAL_LIMIT


def test_art_22_2_claimants_checks_beyond_ten_do_not_count() -> None:
    # Red checks with the chariot on the d-file back and forth; black king steps aside
    settings = preset("provincial").with_(natural_limit_moves=6, claim_checks_counted=1,
                                        repetition_count=5)
    cycle = "a0d0 d9e9 d0a0 e9d9 "
    arb, _ = play("3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1", (cycle * 3).strip(), settings)
    assert arb.outcome is None and len(arb.moves) == 12
    # 12 plies, Red's 3 checks (a0d0) count only once: the 回合 of the other two do not
    # count (art. 22.2 counts 回合): 8 plies < 12 needed
    assert arb.natural_limit_count(Color.RED) == 8
    assert arb.natural_limit_count(Color.BLACK) == 12
    assert arb.claim(Color.RED, "natural_limit").fouls[0].article == "8.1.4"
