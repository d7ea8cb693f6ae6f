"""Fouls (犯规, art. 8.1) and the losses they lead to (art. 4.1.8-4.1.11)."""

from __future__ import annotations

import pytest

from xiangqi_gui.arbiter import Arbiter, ClaimKind, RulingKind, preset
from xiangqi_gui.arbiter.settings import FALSE_CLAIM_PENALTY_NS
from xiangqi_gui.rules import Color, Termination, parse_square


def test_art_8_1_3_offering_a_draw_twice_more_than_the_opponent_is_a_foul() -> None:
    arb = Arbiter(preset("provincial"))
    assert arb.offer_draw(Color.RED).kind is RulingKind.DRAW_OFFERED
    arb.move_iccs(Color.RED, "h2e2")
    arb.move_iccs(Color.BLACK, "h9g7")  # playing on declines (art. 22.1)
    assert arb.pending_offer is None
    ruling = arb.offer_draw(Color.RED)
    assert ruling.kind is RulingKind.FOUL
    assert [f.article for f in ruling.fouls] == ["8.1.3"]
    assert arb.pending_offer is None  # the offer is void


def test_art_8_1_3_offers_answered_by_offers_are_no_foul() -> None:
    arb = Arbiter(preset("provincial"))
    arb.offer_draw(Color.RED)
    arb.move_iccs(Color.RED, "h2e2")
    assert arb.decline_draw(Color.BLACK).kind is RulingKind.DRAW_DECLINED
    assert arb.offer_draw(Color.BLACK).kind is RulingKind.DRAW_OFFERED
    arb.move_iccs(Color.BLACK, "h9g7")
    assert arb.offer_draw(Color.RED).kind is RulingKind.DRAW_OFFERED
    assert arb.fouls == []


def test_art_22_1_draw_offer_only_in_own_time() -> None:
    arb = Arbiter(preset("provincial"))
    assert arb.offer_draw(Color.BLACK).kind is RulingKind.REFUSED


def test_art_8_1_4_false_natural_limit_claim_is_a_foul_with_five_minutes() -> None:
    arb = Arbiter(preset("provincial"))
    ruling = arb.claim(Color.RED, ClaimKind.NATURAL_LIMIT)
    assert [f.article for f in ruling.fouls] == ["8.1.4"]
    assert ruling.time_penalty_ns == FALSE_CLAIM_PENALTY_NS == 300_000_000_000
    assert arb.outcome is None


def test_art_4_1_11_second_false_claim_in_the_same_phase_loses() -> None:
    arb = Arbiter(preset("provincial"))
    arb.claim(Color.RED, "natural_limit")
    arb.move_iccs(Color.RED, "h2e2")
    arb.move_iccs(Color.BLACK, "h9g7")
    ruling = arb.claim(Color.RED, "natural_limit")
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.FALSE_CLAIMS, "4.1.11")


def test_art_4_1_11_a_capture_starts_a_new_phase() -> None:
    arb = Arbiter(preset("provincial"))
    arb.claim(Color.RED, "natural_limit")
    for text in ["h2e2", "h9g7", "e2e6"]:  # e2e6 captures: a new natural-limit phase
        arb.move_iccs(arb.turn, text)
    arb.move_iccs(Color.BLACK, "g7e6")
    ruling = arb.claim(Color.RED, "natural_limit")
    assert ruling.outcome is None and [f.article for f in ruling.fouls] == ["8.1.4"]


def test_art_8_1_7_pressing_the_clock_without_moving_is_a_foul() -> None:
    # whether a press follows a move is the live game's press duty (tests/play/test_live.py)
    arb = Arbiter(preset("provincial"))
    ruling = arb.clock_press_without_move(Color.RED)
    assert [f.article for f in ruling.fouls] == ["8.1.7"]
    assert ruling.kind is RulingKind.FOUL and ruling.outcome is None


def test_art_4_1_9_second_clock_press_without_moving_loses() -> None:
    arb = Arbiter(preset("provincial"))
    arb.clock_press_without_move(Color.BLACK)
    ruling = arb.clock_press_without_move(Color.BLACK)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "1-0", Termination.CLOCK_PRESS_FOULS, "4.1.9")


@pytest.mark.parametrize("level", ["provincial", "junior"])
def test_art_8_1_8_first_illegal_move_is_a_foul_second_loses(level: str) -> None:
    arb = Arbiter(preset(level))
    first = arb.move_iccs(Color.RED, "h2h8")  # cannon over a screen onto an empty point
    assert first.kind is RulingKind.RETAKE
    assert [f.article for f in first.fouls] == ["8.1.8"]
    assert "not a legal move of the red cannon on h2" in first.fouls[0].text
    second = arb.move_iccs(Color.RED, "h2h8")
    assert second.outcome is not None
    assert (second.outcome.result, second.outcome.termination, second.outcome.article) == (
        "0-1", Termination.ILLEGAL_MOVE, "4.1.8")


def test_art_4_1_8_national_level_first_illegal_move_loses() -> None:
    arb = Arbiter(preset("national"))
    arb.move_iccs(Color.RED, "h2e2")
    ruling = arb.move_iccs(Color.BLACK, "b9b7")  # the horse cannot move straight
    assert ruling.outcome is not None and ruling.outcome.result == "1-0"
    assert ruling.outcome.article == "4.1.8"


def test_art_5_8_3_casual_play_refuses_illegal_moves_without_penalty() -> None:
    arb = Arbiter(preset("casual"))
    assert arb.move_iccs(Color.RED, "h2h8").kind is RulingKind.REFUSED
    assert arb.move_iccs(Color.RED, "h9h8").kind is RulingKind.REFUSED  # opposing piece
    assert arb.fouls == [] and arb.moves == []


def test_art_4_1_10_third_foul_loses() -> None:
    arb = Arbiter(preset("provincial"))
    arb.touch(Color.RED, parse_square("a9"))  # 8.1.5: nothing can take the black chariot
    arb.clock_press_without_move(Color.RED)  # 8.1.7
    ruling = arb.arbiter_foul(Color.RED, "8.1.1", "distracted the opponent")
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.THREE_FOULS, "4.1.10")
    assert "art. 8.1.5, art. 8.1.7, art. 8.1.1" in ruling.outcome.reason


def test_art_8_1_fouls_are_counted_per_side() -> None:
    arb = Arbiter(preset("provincial"))
    arb.clock_press_without_move(Color.RED)
    arb.move_iccs(Color.RED, "h2e2")
    arb.touch(Color.BLACK, parse_square("a0"))
    arb.arbiter_foul(Color.BLACK, "8.1.2", "stopped the clock")
    assert [f.article for f in arb.fouls_of(Color.RED)] == ["8.1.7"]
    assert [f.article for f in arb.fouls_of(Color.BLACK)] == ["8.1.5", "8.1.2"]
    assert arb.outcome is None


def test_art_4_1_9_second_press_foul_entered_by_the_arbiter_loses() -> None:
    arb = Arbiter(preset("provincial"))
    assert arb.clock_press_without_move(Color.RED).outcome is None  # from the clock
    ruling = arb.arbiter_foul(Color.RED, "8.1.7", "pressed the clock without moving")
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.CLOCK_PRESS_FOULS, "4.1.9")


def test_art_4_1_9_both_press_fouls_entered_by_hand_lose() -> None:
    arb = Arbiter(preset("junior"))
    arb.move_iccs(Color.RED, "h2e2")
    assert arb.arbiter_foul(Color.BLACK, "8.1.7", "pressed first").outcome is None
    arb.move_iccs(Color.BLACK, "h9g7")
    ruling = arb.arbiter_foul(Color.BLACK, "8.1.7", "pressed first again")
    assert ruling.outcome is not None and ruling.outcome.article == "4.1.9"
    assert ruling.outcome.result == "1-0"
    assert [f.article for f in ruling.fouls] == ["8.1.7"]
    assert [f.article for f in arb.fouls_of(Color.BLACK)] == ["8.1.7", "8.1.7"]


def test_art_4_1_9_hand_entry_then_clock_press_loses_and_other_fouls_do_not_count() -> None:
    arb = Arbiter(preset("provincial"))
    arb.arbiter_foul(Color.RED, "8.1.1", "distracted the opponent")
    arb.arbiter_foul(Color.RED, "8.1.7", "pressed the clock without moving")
    assert arb.outcome is None  # one 8.1.7 foul and one other: two fouls, play on
    ruling = arb.clock_press_without_move(Color.RED)  # the clock path: second 8.1.7
    assert ruling.outcome is not None and ruling.outcome.article == "4.1.9"


def test_art_4_1_9_one_press_foul_per_side() -> None:
    arb = Arbiter(preset("provincial"))
    arb.clock_press_without_move(Color.RED)
    arb.move_iccs(Color.RED, "h2e2")
    assert arb.clock_press_without_move(Color.BLACK).outcome is None
