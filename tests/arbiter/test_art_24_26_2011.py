"""Art. 24.2, 24.18 and 26.2-26.11 of the 2011 text on real positions (and the verdict
table of 26.9.2/26.9.3 on synthetic windows)."""

from __future__ import annotations

import pytest

from tests.arbiter._play import play
from xiangqi_gui.arbiter import (
    Chase,
    Classification,
    Nature,
    RuleSet,
    WindowMove,
    classify,
    judge,
    preset,
)
from xiangqi_gui.rules import Color, Move, Position


def cls(fen: str, move: str, depth: int = 4, rules: RuleSet = RuleSet.CXA) -> Classification:
    return classify(Position.from_fen(fen), Move.from_iccs(move), rules, depth)


def test_default_mate_threat_depth_is_four_checks() -> None:
    assert preset("provincial").mate_threat_depth == 4 == preset("casual").mate_threat_depth


# -- 24.2 杀: a threat to mate by a check or a series of checks, no depth limit in the text

KILL3 = "4ka2R/9/9/9/9/9/4N4/9/1C3K3/9 w - - 0 1"  # the three-check threat
KILL3_MIRROR = "R2ak4/9/9/9/9/9/4N4/9/3K3C1/9 w - - 0 1"


@pytest.mark.parametrize(("fen", "move"), [(KILL3, "e3d5"), (KILL3_MIRROR, "e3f5")],
                         ids=["issue", "mirrored"])
def test_art_24_2_three_check_mate_threat_is_kill(fen: str, move: str) -> None:
    assert cls(fen, move).nature is Nature.KILL
    assert cls(fen, move, depth=2).nature is not Nature.KILL  # the old two-check cap missed it
    assert not cls(fen, move, rules=RuleSet.AXF).attacking  # AXF: mate threats are idle


def test_art_24_2_kill_in_a_game_uses_the_default_depth() -> None:
    _, rulings = play(KILL3, "e3d5", preset("provincial"))
    assert rulings[0].classification is not None
    assert rulings[0].classification.nature is Nature.KILL


# -- 26.7 a soldier that has not crossed, or has just crossed, is no material

PAWN_FEN = "3akab2/9/4b4/9/2p6/9/9/R8/9/3K5 b - - 0 1"


def test_art_26_7_attacking_a_just_crossed_soldier_is_no_chase() -> None:
    _, rulings = play(PAWN_FEN, "c5c4 a2c2", preset("provincial"))
    result = rulings[1].classification
    assert result is not None and result.nature is not Nature.CHASE and not result.chases


def test_art_26_7_a_horse_attacking_a_just_crossed_soldier_is_no_chase() -> None:
    fen = "3akab2/9/4b4/9/2p6/9/9/4N4/9/3K5 b - - 0 1"
    _, rulings = play(fen, "c5c4 e2d4", preset("provincial"))
    assert rulings[1].classification is not None and not rulings[1].classification.chases


def test_art_26_7_a_soldier_that_crossed_earlier_can_be_chased() -> None:
    # the soldier crossed, Black played another move: attacking it now is a chase
    _, rulings = play(PAWN_FEN, "c5c4 d0e0 d9e8 a2c2", preset("provincial"))
    result = rulings[3].classification
    assert result is not None and result.nature is Nature.CHASE


def test_art_26_7_a_soldier_that_has_not_crossed_is_no_material() -> None:
    result = cls("3akab2/9/4b4/9/2p6/9/9/R8/9/3K5 w - - 0 1", "a2a5")
    assert not result.chases


# -- 26.10 exchange offers that cost the accepting side material are chases

R_EXCHANGE = "2r1k4/7R1/c3N4/9/9/9/9/9/9/3K5 w - - 0 1"


def test_art_26_10_exchange_with_loss_is_chase() -> None:
    # R×R N×R+ forks the general and the a7 cannon
    result = cls(R_EXCHANGE, "h8c8")
    assert result.nature is Nature.CHASE
    assert [c.text() for c in result.chases] == [
        "the red chariot on c8 chases the black chariot on c9"]


def test_art_26_10_exchange_losing_an_elephant_is_chase() -> None:
    # the same fork wins the a7 elephant
    assert cls("2r1k4/7R1/b3N4/9/9/9/9/9/9/3K5 w - - 0 1", "h8c8").nature is Nature.CHASE


def test_art_26_10_exchange_without_loss_stays_an_exchange() -> None:
    # the black horse on a7 can take the forking horse: accepting costs nothing
    assert cls("2r1k4/7R1/n3N4/9/9/9/9/9/9/3K5 w - - 0 1", "h8c8").nature is Nature.EXCHANGE
    assert cls("2r1k4/7R1/4N4/9/9/9/9/9/9/3K5 w - - 0 1", "h8c8").nature is Nature.EXCHANGE


def test_art_26_10_axf_keeps_the_engine_reading() -> None:
    assert cls(R_EXCHANGE, "h8c8", rules=RuleSet.AXF).nature is Nature.EXCHANGE


# -- 26.11 chariot and horse on a horse

H_CONTACT = "2rakab2/9/4b4/2n6/N8/9/9/9/7R1/R2K5 w - - 0 1"
H_CONTACT_MIRROR = "2bakar2/9/4b4/6n2/8N/9/9/9/1R7/5K2R w - - 0 1"


@pytest.mark.parametrize(("fen", "move"), [(H_CONTACT, "h1c1"), (H_CONTACT_MIRROR, "b1g1")],
                         ids=["issue", "mirrored"])
def test_art_26_11_2_chariot_joining_a_protected_horse_contact_is_exchange(
        fen: str, move: str) -> None:
    result = cls(fen, move)
    assert result.nature is not Nature.CHASE and not result.chases


def test_art_26_11_1_chariot_joining_an_unprotected_horse_contact_is_chase() -> None:
    # no black chariot on c9: the contacted horse has no root
    result = cls("3akab2/9/4b4/2n6/N8/9/9/9/7R1/R2K5 w - - 0 1", "h1c1")
    assert result.nature is Nature.CHASE


# -- 26.5 a root or pinned piece that captures

ROOT_FEN = "5k3/9/9/9/R8/2{}6/9/N7r/9/4K4 w - - 0 1"


def test_art_26_5_root_capturing_at_even_value_is_chase() -> None:
    # the a4 chariot roots the a2 horse: R×c4 horse, then r×a2 horse -- even: 捉
    assert cls(ROOT_FEN.format("n"), "a5a4").nature is Nature.CHASE


def test_art_26_5_root_capturing_at_a_loss_is_idle() -> None:
    # R×c4 soldier (1) leaves the a2 horse (2) to the black chariot: 得不偿失, 闲
    result = cls(ROOT_FEN.format("p"), "a5a4")
    assert result.nature is not Nature.CHASE and not result.chases


# -- 26.8 soldier captures

SOLDIER_FEN = "3rka3/9/9/3nP4/9/9/9/9/R8/5K3 w - - 0 1"


def test_art_26_8_soldier_capture_uncovering_a_check_is_chase() -> None:
    # after a1e1, P×d6 uncovers the chariot's check on the e-file
    result = cls(SOLDIER_FEN, "a1e1")
    assert result.nature is Nature.CHASE
    assert [c.text() for c in result.chases] == [
        "the red soldier on e6 chases the black horse on d6"]


def test_art_26_8_soldier_capture_without_a_check_stays_idle() -> None:
    assert not cls(SOLDIER_FEN, "a1b1").chases
    # an elephant on e7 closes the file: the capture uncovers nothing
    assert not cls("3rka3/9/4b4/3nP4/9/9/9/9/R8/5K3 w - - 0 1", "a1e1").chases


# -- 26.2 the defending side's single attacking piece on a key point

def test_art_26_2_lone_defender_attacking_an_advisor_is_idle() -> None:
    fen = "3aka3/9/9/9/8n/9/9/5A3/9/R2K5 b - - 0 1"
    result = cls(fen, "i5h3")
    assert result.nature is not Nature.CHASE and not result.chases


def test_art_26_2_two_attacking_pieces_still_chase() -> None:
    fen = "c2aka3/9/9/9/8n/9/9/5A3/9/R2K5 b - - 0 1"  # a black cannon too
    assert cls(fen, "i5h3").nature is Nature.CHASE


# -- 24.18 / 26.3 自毙

SELF_FEN = "3ak4/9/9/9/9/R8/9/N7r/9/3K5 w - - 0 1"


def test_art_26_3_root_leaving_to_check_is_the_checkers_own_loss() -> None:
    # the a4 chariot, root of the a2 horse, checks on e4; the block d9e8 leaves the black
    # chariot's old attack on the horse standing: not Black's chase
    _, rulings = play(SELF_FEN, "a4e4 d9e8", preset("provincial"))
    result = rulings[1].classification
    assert result is not None and result.nature is not Nature.CHASE and not result.chases


def test_art_24_18_answer_keeping_the_checkers_own_lost_state_is_no_kill() -> None:
    # Red's chariot checks from b9; Black takes it with the b3 chariot. The two black
    # chariots' mate threat against the lone general was there before the check: the
    # answer creates no new 杀 (art. 26.3), where the old reading called it 杀.
    _, rulings = play("3k5/9/1R7/4c4/9/9/1r6r/9/9/4K4 w - - 0 1", "b7b9 b3b9",
                      preset("provincial"))
    result = rulings[1].classification
    assert result is not None and not result.kill and result.nature is not Nature.KILL


# -- 26.9.2 / 26.9.3 single against joint chases (verdict table)

def _w(mover: Color, chase: Chase) -> WindowMove:
    return WindowMove(mover, "a0a1", Classification(Nature.CHASE, False, False, (chase,)),
                      frozenset({chase.target}))


SINGLE_ROOK = Chase(10, 4, 60, -5, protected=True)  # a red horse on a protected chariot
JOINT_ROOK = Chase(70, -5, 20, 5, protected=True, joint=True)
SINGLE_LOOSE = Chase(10, 5, 61, -6, protected=False)
JOINT_LOOSE = Chase(70, -6, 21, 4, protected=False, joint=True)


def _judge(red: Chase, black: Chase) -> tuple[Color | None, str]:
    window = [_w(Color.RED, red), _w(Color.BLACK, black)] * 2
    verdict = judge(window, RuleSet.CXA)
    return verdict.culprit, verdict.article


def test_art_26_9_2_single_chariot_chaser_against_joint_chase_must_vary() -> None:
    assert _judge(SINGLE_ROOK, JOINT_ROOK) == (Color.RED, "26.9.2")
    single_black = Chase(70, -4, 20, 5, protected=True)
    joint_red = Chase(10, 5, 60, -5, protected=True, joint=True)
    assert _judge(joint_red, single_black) == (Color.BLACK, "26.9.2")


def test_art_26_9_3_single_unprotected_chaser_against_joint_chase_must_vary() -> None:
    assert _judge(SINGLE_LOOSE, JOINT_LOOSE) == (Color.RED, "26.9.3")
    assert _judge(JOINT_LOOSE.__class__(10, 6, 61, -4, False, True),
                  Chase(70, -5, 21, 4, protected=False)) == (Color.BLACK, "26.9.3")


def test_art_26_9_4_single_against_single_still_draws() -> None:
    assert _judge(SINGLE_ROOK, Chase(70, -4, 20, 5, protected=True)) == (None, "26.9.4")


def test_art_26_1_2_general_answering_check_uncovers_no_chase() -> None:
    # the general steps off the e-file out of the horse's check and uncovers the e0
    # chariot's attack on the loose cannon: 闲 (26.1.2); without the check it is 捉
    fen = "3k5/9/9/9/4c4/9/9/2n6/4K4/4R4 w - - 0 1"
    assert cls(fen, "e1f1").nature is Nature.IDLE
    assert cls(fen.replace("2n6", "9"), "e1f1").nature is Nature.CHASE


def test_art_26_8_soldier_capture_after_an_even_exchange_is_idle() -> None:
    # H×C, R×H is even; the b6 soldier could then take the chariot: that does not make
    # the horse's attack a chase (the old exchange count said +4, 捉)
    result = cls("2r1k4/9/9/1Pc6/9/9/9/N8/9/5K3 w - - 0 1", "a2b4")
    assert result.nature is not Nature.CHASE and not result.chases


def test_art_26_8_soldier_capture_after_an_uneven_exchange_is_chase() -> None:
    # R×C, R×R is uneven (the chariot for a cannon); the soldier's capture then counts:
    # the chariot's attack is a chase -- without the soldier it is not
    fen = "2r1k4/9/9/1Pc6/9/9/9/9/R8/5K3 w - - 0 1"
    assert cls(fen, "a1c1").nature is Nature.CHASE
    assert cls(fen.replace("1Pc6", "2c6"), "a1c1").nature is not Nature.CHASE


def test_art_26_5_pinned_piece_capturing_at_a_loss_is_idle() -> None:
    # the horse steps onto the a-file between the black chariot and the red one: taking
    # the c6 cannon (2) would give up the red chariot (4): 得不偿失, 闲
    fen = "r3k4/9/9/2c6/9/9/1N7/9/R8/3K5 w - - 0 1"
    assert cls(fen, "b3a5").nature is not Nature.CHASE
    assert cls(fen.replace("r3k4", "4k4"), "b3a5").nature is Nature.CHASE  # not pinned
