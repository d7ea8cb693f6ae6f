"""Art. 23 of the 2011 rules (待判局面的裁定): counting (23.2-23.4) and the ruling's
timing (23.5.2, 23.5.2.1, 23.5.2.2)."""

from __future__ import annotations

from tests.arbiter._play import casual, play
from xiangqi_gui.arbiter import ClaimKind, RulingKind, preset
from xiangqi_gui.rules import Color, Termination

#: The issue's case: the red chariot follows the unprotected black cannon (长捉)
CANNON_FEN = "3k5/9/1c7/9/9/9/9/1R7/9/5K3 b - - 0 1"
CANNON_CYCLE = "b7c7 b2c2 c7b7 c2b2"
F1_FEN = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"
F1_13 = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"
#: F11 of the AXF test positions (docs/references.md §7): both sides' moves allowed
F11_FEN = "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1"
F11_CYCLE = "d0c2 d3c3 c2d0 c3d3"


def _cycles(cycle: str, times: int) -> str:
    return " ".join([cycle] * times)


def test_art_23_5_2_message_names_the_side_that_must_vary_red() -> None:
    arb, _ = play(CANNON_FEN, _cycles(CANNON_CYCLE, 3), preset("provincial"))
    assert arb.turn is Color.BLACK
    ruling = arb.claim(Color.BLACK, ClaimKind.REPETITION)
    assert ruling.verdict is not None and ruling.verdict.culprit is Color.RED
    assert "Red must vary" in ruling.message and "Black must vary" not in ruling.message


def test_art_23_5_2_message_names_the_side_that_must_vary_when_it_claims() -> None:
    # F1 with Red (the culprit) to move: Red's own claim still names Red, not the claimant
    arb, _ = play(F1_FEN, " ".join(F1_13.split()[:12]), preset("provincial"))
    assert arb.turn is Color.RED
    ruling = arb.claim(Color.RED, ClaimKind.REPETITION)
    assert ruling.verdict is not None and ruling.verdict.culprit is Color.RED
    assert "Red must vary within two 回合" in ruling.message


def test_art_23_5_2_message_in_auto_mode_names_the_culprit() -> None:
    settings = preset("provincial").with_(repetition_auto=True)
    arb, rulings = play(CANNON_FEN, _cycles(CANNON_CYCLE, 3), settings)
    assert arb.outcome is None and arb.must_change is Color.RED
    assert "Red must vary within two 回合" in rulings[-1].notes[-1]


def test_art_23_5_2_timing_two_rounds_to_vary() -> None:
    arb, _ = play(CANNON_FEN, _cycles(CANNON_CYCLE, 3), preset("provincial"))
    arb.claim(Color.BLACK, ClaimKind.REPETITION)
    assert arb.move_iccs(Color.BLACK, "b7c7").outcome is None
    assert arb.move_iccs(Color.RED, "b2c2").outcome is None  # first 回合: no loss yet
    assert arb.move_iccs(Color.BLACK, "c7b7").outcome is None
    ruling = arb.move_iccs(Color.RED, "c2b2")  # second 回合 without a change: loses
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.PERPETUAL_CHASE, "4.1.5")


def test_art_23_5_2_timing_varying_in_the_second_round_saves() -> None:
    arb, _ = play(F1_FEN, F1_13, preset("provincial"))
    arb.claim(Color.BLACK, ClaimKind.REPETITION)
    arb.move_iccs(Color.BLACK, "a7b7")
    assert arb.move_iccs(Color.RED, "a2b2").outcome is None
    arb.move_iccs(Color.BLACK, "b7a7")
    assert arb.move_iccs(Color.RED, "i0h0").outcome is None  # varies in the second 回合
    assert arb.must_change is None
    for text in ("a7b7", "b2a2"):
        assert arb.move_iccs(arb.turn, text).outcome is None


def test_art_23_5_2_1_claimed_draw_only_if_neither_varies() -> None:
    arb, _ = play(F11_FEN, _cycles(F11_CYCLE, 3), preset("provincial"))
    ruling = arb.claim(Color.RED, ClaimKind.REPETITION)
    assert ruling.outcome is None and ruling.verdict is not None
    assert ruling.verdict.culprit is None and "23.5.2.1" in ruling.message
    for text in F11_CYCLE.split()[:3]:
        assert arb.move_iccs(arb.turn, text).outcome is None
    last = arb.move_iccs(arb.turn, F11_CYCLE.split()[3])  # two 回合, nobody varied
    assert last.outcome is not None
    assert (last.outcome.result, last.outcome.termination) == (
        "1/2-1/2", Termination.REPETITION_DRAW)


def test_art_23_5_2_1_claimed_draw_one_side_varies_and_play_goes_on() -> None:
    arb, _ = play(F11_FEN, _cycles(F11_CYCLE, 3), preset("provincial"))
    arb.claim(Color.RED, ClaimKind.REPETITION)
    arb.move_iccs(Color.RED, "d0c2")
    assert arb.move_iccs(Color.BLACK, "d3d4").outcome is None  # Black varies
    for text in ("c2d0", "d4d3", "d0c2"):
        assert arb.move_iccs(arb.turn, text).outcome is None


def test_art_23_3_two_cycles_claim_is_not_accepted() -> None:
    arb, _ = play(CANNON_FEN, _cycles(CANNON_CYCLE, 2), preset("provincial"))
    ruling = arb.claim(Color.BLACK, ClaimKind.REPETITION)
    assert ruling.kind is RulingKind.CLAIM_REJECTED and "23.3" in ruling.message
    assert arb.outcome is None and not arb.fouls


def test_art_23_4_three_cycles_on_two_points_are_twelve_plies() -> None:
    arb, rulings = play(CANNON_FEN, _cycles(CANNON_CYCLE, 3), casual())
    assert arb.outcome is not None and len(rulings) == 12
    arb, _ = play(CANNON_FEN, " ".join(_cycles(CANNON_CYCLE, 3).split()[:11]), casual())
    assert arb.outcome is None


# art. 23.4, second sentence: nine 回合 over three or more points.
# Case R15 (docs/references.md §8): two red chariots take turns checking from many points; no
# cycle repeats three full times, but nine 回合 of checks are judged as a 待判局面.
BUG15_FEN = "3ak3C/4a2R1/9/4p3p/2r1rcR2/4C4/1n2P3P/B3B4/4A4/1c2KA3 w - - 0 1"
BUG15_MOVES = ("g5g9 f5f9 g9g5 f9f5 h8h9 e8f9 h9h6 f9e8 g5g9 f5f9 g9g7 f9f3 g7g9 f3f9 g9g8 "
               "f9f1 g8g9 f1f9")


def test_art_23_4_nine_rounds_of_checks_over_three_points() -> None:
    from xiangqi_gui.arbiter.repetition import cycle_start

    arb, rulings = play(BUG15_FEN, BUG15_MOVES, preset("provincial"))
    assert len(rulings) == 18 and arb.outcome is None
    assert cycle_start(arb._keys, 0, 18, arb.settings.ruleset) is None  # not 3 cycles
    assert "待判局面" in rulings[-1].notes[-1]
    arb.move_iccs(Color.RED, "g9g2")
    ruling = arb.claim(Color.BLACK, ClaimKind.REPETITION)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.PERPETUAL_CHECK, "4.1.4")


#: Black's general idles in the palace while Red's general walks round four points.
KINGS_FEN = "4ka3/4a4/9/9/8r/9/9/9/9/4K4 w - - 0 1"
KINGS_WALK = " ".join(x for pair in zip(["e0e1", "e1f1", "f1f0", "f0e0"] * 3,
                                         ["i5i6", "i6i5"] * 6, strict=True) for x in pair)


def test_art_23_4_nine_idle_rounds_only_on_request() -> None:
    arb, rulings = play(KINGS_FEN, " ".join(KINGS_WALK.split()[:18]), casual())
    assert arb.outcome is None  # idle moves: the arbiter does not rule by itself
    assert all(r.classification is not None and r.classification.nature.value == "闲"
               for r in rulings)
    ruling = arb.claim(arb.turn, ClaimKind.REPETITION)
    assert ruling.outcome is not None and ruling.outcome.result == "1/2-1/2"


def test_art_23_4_fewer_than_nine_rounds_are_not_judged() -> None:
    arb, _ = play(KINGS_FEN, " ".join(KINGS_WALK.split()[:17]), casual())
    assert arb.claim(arb.turn, ClaimKind.REPETITION).kind is RulingKind.CLAIM_REJECTED
