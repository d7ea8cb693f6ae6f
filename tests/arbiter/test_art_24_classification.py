"""Per-move nature (art. 24.1-24.8 terms, art. 26.1-26.4 principles) on real positions."""

from __future__ import annotations

import pytest

from xiangqi_gui.arbiter import Nature, RuleSet, classify
from xiangqi_gui.rules import Move, Position


def nature(fen: str, move: str, rules: RuleSet = RuleSet.CXA) -> Nature:
    return classify(Position.from_fen(fen), Move.from_iccs(move), rules, 2).nature


def test_art_24_1_check() -> None:
    assert nature("9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", "e3d3") is Nature.CHECK


def test_art_24_2_mate_threat_is_kill_under_cxa_and_idle_under_axf() -> None:
    # the chariot on i2 moves to the open h-file: Rh9 would mate (the a8 chariot holds rank 8)
    fen = "4k4/R8/9/8p/9/9/9/8R/9/3K5 w - - 0 1"
    assert nature(fen, "i2h2") is Nature.KILL
    assert not nature(fen, "i2h2", RuleSet.AXF).attacking


def test_art_24_2_kill_needs_the_threat_depth() -> None:
    pos = Position.from_fen("4k4/R8/9/8p/9/9/9/8R/9/3K5 w - - 0 1")
    assert classify(pos, Move.from_iccs("i2h2"), RuleSet.CXA, 0).nature is not Nature.KILL


def test_art_24_3_cannon_chasing_a_chariot_names_both_pieces() -> None:
    pos = Position.from_fen(
        "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1")
    result = classify(pos, Move.from_iccs("c2a2"), RuleSet.CXA, 2)
    assert result.nature is Nature.CHASE
    assert [c.text() for c in result.chases] == [
        "the red cannon on a2 chases the black chariot on a7"]


@pytest.mark.parametrize("rules", list(RuleSet))
def test_art_24_15_chariot_attacking_a_protected_horse_is_no_chase(rules: RuleSet) -> None:
    # the red horse on d0 is protected by its general (the black horse on d6 closes the file)
    assert nature("3k5/9/9/3n5/9/9/2r6/9/9/3NK4 b - - 0 1", "c3d3", rules) is Nature.FOLLOW


@pytest.mark.parametrize("rules", list(RuleSet))
def test_art_24_16_fake_root_by_the_general_counts_as_unprotected(rules: RuleSet) -> None:
    # without the black horse the general cannot retake on d0: the generals would face
    assert nature("3k5/9/9/9/9/9/2r6/9/9/3NK4 b - - 0 1", "c3d3", rules) is Nature.CHASE


@pytest.mark.parametrize("rules", list(RuleSet))
def test_art_24_16_fake_root_by_a_cannon_losing_its_screen(rules: RuleSet) -> None:
    fen = "5k3/9/9/9/9/2C6/1r7/9/1C7/4K4 b - - 0 1"  # F13 after b4c4
    assert nature(fen, "b3c3", rules) is Nature.CHASE


def test_art_24_3_attack_that_was_already_there_is_no_new_chase() -> None:
    # 从捉到捉: the chariot already attacked the unprotected horse and keeps attacking it
    assert nature("4k4/4a4/9/9/n8/9/9/9/9/R2K5 w - - 0 1", "a0a1") is Nature.FOLLOW


def test_art_24_4_same_kind_mutual_attack_is_an_exchange_offer() -> None:
    assert nature("4k4/9/9/9/9/9/9/9/r8/3K4R w - - 0 1", "i0i1") is Nature.EXCHANGE


def test_art_24_5_unprotected_piece_put_en_prise_is_an_offer() -> None:
    assert nature("4k4/9/9/9/9/9/9/9/r8/3K2N2 w - - 0 1", "g0e1") is Nature.OFFER


def test_art_24_6_protected_piece_cutting_a_chariot_line_is_a_block() -> None:
    assert nature("4k4/9/9/9/9/9/9/r8/3KA4/9 w - - 0 1", "e1d2") is Nature.BLOCK


def test_art_24_8_plain_idle_move() -> None:
    assert nature("4k4/9/9/9/9/9/9/9/9/3K1N3 w - - 0 1", "f0e2") is Nature.IDLE


def test_art_26_1_the_generals_own_attack_is_no_chase() -> None:
    result = nature("3k5/9/9/9/9/9/9/9/3n5/4K4 w - - 0 1", "e0e1")
    assert not result.attacking


def test_art_26_1_the_soldiers_own_attack_is_no_chase() -> None:
    # a crossed red soldier steps next to an unprotected black horse
    assert not nature("3k5/9/9/2n6/3P5/9/9/9/9/4K4 w - - 0 1", "d5d6").attacking


def test_art_26_4_check_that_also_chases_reads_as_check_and_keeps_the_chase() -> None:
    # F5: the cannon returns to f4: a check through the screen f6 and a chase of the f1 soldier
    pos = Position.from_fen("5k3/9/9/5C3/3c5/3C5/9/9/5p3/4K4 w - - 0 1")
    result = classify(pos, Move.from_iccs("d4f4"), RuleSet.CXA, 2)
    assert result.nature is Nature.CHECK
    assert [c.text() for c in result.chases] == [
        "the red cannon on f6 chases the black soldier on f1"]
