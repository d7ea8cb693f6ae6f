"""Art. 5.8.3 (retake duty), 7.1/22.3 (missing score-sheet moves), 20.2 (double forfeit)
and 22.2 (checks in a natural-limit claim) as the 2011 text has them."""

from __future__ import annotations

from tests.arbiter._play import play
from xiangqi_gui.arbiter import Arbiter, ClaimKind, RulingKind, preset
from xiangqi_gui.rules import Color, Move, Outcome, Termination, parse_square

RETAKE_FEN = "4k3c/9/9/9/n8/9/9/9/4A4/R2AK2N1 w - - 0 1"


def test_art_5_8_3_retake_keeps_the_first_touched_piece_duty() -> None:
    arb = Arbiter(preset("provincial"), RETAKE_FEN)
    arb.touch(Color.RED, parse_square("h0"))
    arb.touch(Color.RED, parse_square("a5"))
    duty = arb.obligation()
    assert duty is not None and duty.article == "5.3.2"  # the horse cannot take a5: it moves
    ruling = arb.move_iccs(Color.RED, "a0a5")  # breaks the duty: foul, retake
    assert ruling.kind is RulingKind.RETAKE and [f.article for f in ruling.fouls] == ["8.1.8"]
    after = arb.obligation()
    assert after is not None
    assert Move.from_iccs("a0a5") not in after.allowed  # never the move just penalised
    assert {m.from_square for m in after.allowed} == {parse_square("h0")}


def test_art_5_8_3_retake_after_an_impossible_move_keeps_the_touched_piece() -> None:
    arb = Arbiter(preset("junior"))
    arb.touch(Color.RED, parse_square("h2"))  # 5.1: the cannon must move
    ruling = arb.move_iccs(Color.RED, "a0a5")  # the chariot cannot pass its soldier
    assert ruling.kind is RulingKind.RETAKE
    duty = arb.obligation()
    assert duty is not None and duty.article == "5.1"
    assert {m.from_square for m in duty.allowed} == {parse_square("h2")}


def test_art_5_8_3_untouched_moved_piece_becomes_touched() -> None:
    arb = Arbiter(preset("provincial"))
    arb.move_iccs(Color.RED, "b0b5")  # a horse cannot move straight: foul, retake
    duty = arb.obligation()
    assert duty is not None and duty.article == "5.1"
    assert {m.from_square for m in duty.allowed} == {parse_square("b0")}


def test_art_20_2_both_players_late_is_a_double_forfeit() -> None:
    arb = Arbiter(preset("national"))
    ruling = arb.arbiter_double_forfeit()
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-0", Termination.DOUBLE_FORFEIT, "20.2")
    assert arb.arbiter_late_arrival(Color.RED).kind is RulingKind.REFUSED  # over
    assert Outcome("0-0", Termination.DOUBLE_FORFEIT, "20.2", "x").to_dict()["result"] == "0-0"


def test_art_20_2_double_forfeit_survives_a_resume_and_prints() -> None:
    import json

    arb = Arbiter(preset("provincial"))
    arb.arbiter_double_forfeit()
    resumed = Arbiter.from_dict(json.loads(json.dumps(arb.to_dict())))
    assert resumed.outcome == arb.outcome
    from xiangqi_gui.ui.print_sheet import TERMINATION_LABELS, label

    assert label(TERMINATION_LABELS[Termination.DOUBLE_FORFEIT], "zh_Hans") == "双方迟到"


# Red's chariot checks from a9/a8 while the black general steps e9/e8: every red move
# is a check. The FEN's halfmove clock (99 plies) counts towards the limit.
CHECKS_FEN = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 99 1"
CHECKS = "a0a9 e9e8 a9a8 e8e9 " + "a8a9 e9e8 a9a8 e8e9 " * 5


def test_art_22_2_excess_claimant_checks_remove_whole_rounds() -> None:
    arb, rulings = play(CHECKS_FEN, CHECKS, preset("provincial"))
    assert len(arb.moves) == 24 and all(r.classification is not None
                                        and r.classification.check for r in rulings[::2])
    # 12 red checks: the 11th and 12th do not count, nor do their 回合 (4 plies)
    assert arb.natural_limit_count(Color.RED) == 99 + 24 - 4
    assert arb.natural_limit_count(Color.BLACK) == 99 + 24  # Black gave no check
    ruling = arb.claim(Color.RED, ClaimKind.NATURAL_LIMIT)  # 119 < 120: not verified
    assert [f.article for f in ruling.fouls] == ["8.1.4"] and arb.outcome is None


def test_art_22_2_ten_checks_count_in_full() -> None:
    moves = " ".join(CHECKS.split()[:20])  # 10 red checks
    arb, _ = play(CHECKS_FEN.replace(" 99 ", " 100 "), moves, preset("provincial"))
    assert arb.natural_limit_count(Color.RED) == 120
    ruling = arb.claim(Color.RED, ClaimKind.NATURAL_LIMIT)
    assert ruling.outcome is not None and ruling.outcome.termination is Termination.NATURAL_LIMIT


def test_art_7_1_missing_moves_are_fouls_and_22_3_blocks_claims() -> None:
    arb = Arbiter(preset("provincial"))
    assert arb.arbiter_missed_record(Color.RED, 3).fouls == ()
    ruling = arb.arbiter_missed_record(Color.RED, 5)
    assert [f.article for f in ruling.fouls] == ["8.1.6"]
    refused = arb.claim(Color.RED, ClaimKind.NATURAL_LIMIT)
    assert refused.kind is RulingKind.REFUSED and "22.3" in refused.message
    assert not arb.fouls_of(Color.RED)[1:]  # the refused claim is no false claim
    assert arb.claim(Color.RED, ClaimKind.REPETITION).kind is RulingKind.REFUSED
    arb.arbiter_missed_record(Color.RED, 0)  # the sheet was completed
    assert arb.claim(Color.RED, ClaimKind.REPETITION).kind is RulingKind.CLAIM_REJECTED


def test_art_7_1_eight_missing_moves_are_two_fouls_and_a_third_loses() -> None:
    arb = Arbiter(preset("provincial"))
    ruling = arb.arbiter_missed_record(Color.BLACK, 8)
    assert [f.article for f in ruling.fouls] == ["8.1.6", "8.1.6"] and arb.outcome is None
    arb.move_iccs(Color.RED, "h2e2")
    last = arb.clock_press_without_move(Color.BLACK)
    assert last.outcome is not None and last.outcome.article == "4.1.10"
