"""Repetition adjudication (棋例): art. 23 (待判局面), 24 (terms), 25 (总纲), 26.9 (both forbidden).

Fixtures: the AXF test positions of docs/references.md §7 (verified with Fairy-Stockfish) and
the adjudication cases R14 / R15 of docs/references.md §8.
"""

from __future__ import annotations

import pytest

from tests.arbiter._play import casual, play
from xiangqi_gui.arbiter import (
    Arbiter,
    Chase,
    ClaimKind,
    Classification,
    Nature,
    RepetitionRuling,
    RuleSet,
    RulingKind,
    WindowMove,
    judge,
    preset,
)
from xiangqi_gui.rules import Color, Termination

F1_FEN = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"
F1_MOVES = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"


def _twice(cycle: str) -> str:
    return f"{cycle} {cycle}"


def _cxa(moves: str, period: int = 4) -> str:
    """Two more cycles after ``moves`` (which end with two): CXA art. 23.4 counts three
    full cycles, six 回合 on two points, where the engines' AXF count stops at the third
    occurrence."""
    ms = moves.split()
    return " ".join(ms + ms[-period:] * 2)


# (id, FEN, moves, expected result, ply at which our arbiter ends the game)
AXF_FIXTURES = [
    ("F1", F1_FEN, F1_MOVES, "0-1", 9),
    ("F2", F1_FEN, F1_MOVES + " a7b7 a2b2 b7a7", "0-1", 9),
    ("F3", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w - - 0 1",
     "a4a5 a6b6 a5b5 b6a6 b5a5 a6b6 a5b5 b6a6 b5a5", "0-1", 9),
    ("F4", "2bakabr1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1",
     "a4a5 a6b6 a5b5 b6a6 b5a5 a6b6 a5b5 b6a6 b5a5", "1/2-1/2", 9),
    ("F5", "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1", _twice("f4d4 f5d5 d4f4 d5f5"),
     "0-1", 8),
    ("F6", "4k4/7n1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1",
     "f6h6 " + _twice("h8f7 h6h7 f7g5 h7g7 g5i6 g7g6 i6h8 g6h6"), "1/2-1/2", 17),
    ("F7", "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1", _twice("d6e6 e4d4 e6d6 d4e4"),
     "1-0", 8),
    ("F8", "3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1", _twice("f1e1 f2e2 e1f1 e2f2"), "1-0", 8),
    ("F9", "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1", _twice("e3d3 d6e6 d3e3 e6d6"),
     "1/2-1/2", 8),
    ("F10", "3k2b2/4P4/4b4/9/8p/6Bc1/6P1P/3AB4/4pp3/1p1K3R1 w - - 0 1",
     _twice("h0h1 h4h3 h1h0 h3h4"), "1/2-1/2", 8),
    ("F11", "3k5/9/9/3n5/9/9/3r5/9/9/3NK4 w - - 0 1", _twice("d0c2 d3c3 c2d0 c3d3"),
     "1/2-1/2", 8),
    ("F12", "3k5/9/9/9/9/9/3r5/9/9/3NK4 w - - 0 1", _twice("d0c2 d3c3 c2d0 c3d3"), "1-0", 8),
    ("F13", "5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1", _twice("b4c4 b3c3 c4b4 c3b3"),
     "1-0", 8),
]

# CXA: the ply at which the game ends under art. 23.2-23.4 (three full cycles counted
# from the cycle's first move, 12 plies on two points; F3/F4 start with a capture,
# which 23.2 does not count: 13; F6 goes round three points (f7, g5, i6 / h7, g7, g6):
# both sides' nine 回合 of 捉 are judged by the second sentence of 23.4 at ply 18)
CXA_PLIES = {"F3": 13, "F4": 13, "F6": 18}
CXA_PERIODS = {"F6": 8}

# CXA: the same fixtures, except F3 -- under CXA the black chariot's escapes attack the
# unprotected red cannons in turn (b0, then a0), which art. 24.11 counts as 长捉 (一子或数子)
# and AXF does not (same-piece tracking); both sides are then listed in art. 26.9.1
# (chasing a chariot / chasing an unprotected piece). Red's chase is a joint one (the
# cannon needs the red chariot as its screen: 联合捉子, art. 24.17) of the unprotected
# black chariot, Black's a single chariot's 长捉 of unprotected pieces: art. 26.9.3 makes
# Black vary (the 2011 text; 26.9.4 would draw only outside 26.9.1-26.9.3).
CXA_RESULTS = {f[0]: f[3] for f in AXF_FIXTURES} | {"F3": "1-0"}


@pytest.mark.parametrize(("fid", "fen", "moves", "result", "ply"), AXF_FIXTURES,
                         ids=[f[0] for f in AXF_FIXTURES])
def test_art_23_1_axf_fixtures_of_rules_reference_1_12(fid: str, fen: str, moves: str,
                                                        result: str, ply: int) -> None:
    arbiter, rulings = play(fen, moves, casual("axf"))
    assert arbiter.outcome is not None
    assert arbiter.outcome.result == result
    assert len(rulings) == ply
    assert arbiter.outcome.article == "AXF"


@pytest.mark.parametrize(("fid", "fen", "moves", "result", "ply"), AXF_FIXTURES,
                         ids=[f[0] for f in AXF_FIXTURES])
def test_art_25_cxa_verdicts_on_the_fixtures(fid: str, fen: str, moves: str, result: str,
                                             ply: int) -> None:
    arbiter, rulings = play(fen, _cxa(moves, CXA_PERIODS.get(fid, 4)), casual("cxa"))
    assert arbiter.outcome is not None
    assert arbiter.outcome.result == CXA_RESULTS[fid]
    assert len(rulings) == CXA_PLIES.get(fid, 12)


@pytest.mark.parametrize(("fid", "fen", "moves", "result", "ply"), AXF_FIXTURES,
                         ids=[f[0] for f in AXF_FIXTURES])
def test_art_23_4_cxa_does_not_rule_at_the_engines_third_occurrence(
        fid: str, fen: str, moves: str, result: str, ply: int) -> None:
    arbiter, rulings = play(fen, " ".join(moves.split()[:ply]), casual("cxa"))
    assert arbiter.outcome is None and len(rulings) == ply
    assert arbiter.repetition_verdict() is None


def test_art_23_4_two_points_three_times_is_six_rounds_counting_the_arrival() -> None:
    # F1: c2a2 arrives from outside and counts (art. 23.2): plies 1-12 are three cycles
    moves = _cxa(F1_MOVES)
    for n in range(9, 12):
        arbiter, _ = play(F1_FEN, " ".join(moves.split()[:n]), casual("cxa"))
        assert arbiter.outcome is None, n
    arbiter, rulings = play(F1_FEN, moves, casual("cxa"))
    assert arbiter.outcome is not None and len(rulings) == 12


def test_art_23_2_a_capturing_first_move_is_not_counted() -> None:
    # F4: a4a5 captures the black pawn, so the three cycles start at ply 2
    fen, moves = AXF_FIXTURES[3][1], _cxa(AXF_FIXTURES[3][2])
    arbiter, _ = play(fen, " ".join(moves.split()[:12]), casual("cxa"))
    assert arbiter.outcome is None
    arbiter, rulings = play(fen, moves, casual("cxa"))
    assert arbiter.outcome is not None and len(rulings) == 13


def test_art_25_3_perpetual_chase_names_side_pieces_and_article() -> None:
    arbiter, _ = play(F1_FEN, _cxa(F1_MOVES))
    outcome = arbiter.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "0-1", Termination.PERPETUAL_CHASE, "4.1.5")
    assert outcome.reason.startswith("Red chased perpetually (长捉)")
    assert "the red cannon on b2 chases the black chariot on b7" in outcome.reason
    assert "art. 25.3" in outcome.reason


def test_art_25_1_unilateral_perpetual_check_loses_f7() -> None:
    fen, moves = AXF_FIXTURES[6][1], _cxa(AXF_FIXTURES[6][2])
    arbiter, _ = play(fen, moves)
    assert arbiter.outcome is not None
    assert (arbiter.outcome.result, arbiter.outcome.termination, arbiter.outcome.article) == (
        "1-0", Termination.PERPETUAL_CHECK, "4.1.4")
    assert arbiter.last_verdict is not None
    assert arbiter.last_verdict.black.name == "长将"
    assert arbiter.last_verdict.article == "25.1"


def test_art_26_9_4_mutual_perpetual_check_draws_f9() -> None:
    fen, moves = AXF_FIXTURES[8][1], _cxa(AXF_FIXTURES[8][2])
    arbiter, _ = play(fen, moves)
    assert arbiter.outcome is not None
    assert (arbiter.outcome.result, arbiter.outcome.termination) == (
        "1/2-1/2", Termination.REPETITION_DRAW)
    assert arbiter.last_verdict is not None
    assert (arbiter.last_verdict.red.name, arbiter.last_verdict.black.name) == ("长将", "长将")


# -- case R14 (docs/references.md §8): perpetual chase of a protected chariot by a discovered
#    elephant

BUG14 = [
    ("4k4/9/9/9/9/r1r6/3C5/4B4/9/5K3 w - - 0 1", "d3f3 c4g4 f3d3 g4c4",
     "the red elephant on e2 chases the black chariot on c4"),
    ("3ak4/4a4/9/9/2b6/nnrp2B2/1C1p5/B3N3C/3pA4/pp1A1K3 w - - 0 1", "b3b1 c4c0 b1b3 c0c4",
     "the red elephant on a2 chases the black chariot on c4"),
]


@pytest.mark.parametrize("rules", ["cxa", "axf"])
@pytest.mark.parametrize(("fen", "cycle", "chase"), BUG14, ids=["thread-1", "thread-2"])
def test_art_24_3_bug14_discovered_elephant_chase_of_protected_chariot(
        fen: str, cycle: str, chase: str, rules: str) -> None:
    arbiter, rulings = play(fen, _cxa(_twice(cycle)) + " " + cycle.split()[0], casual(rules))
    # every red move uncovers the elephant's eye: a chase (象 attacking 车 always counts)
    red = [r.classification for r in rulings[::2]]
    assert all(c is not None and c.nature is Nature.CHASE for c in red)
    assert arbiter.outcome is not None
    assert arbiter.outcome.result == "0-1"
    assert arbiter.outcome.termination is Termination.PERPETUAL_CHASE
    assert chase in arbiter.outcome.reason
    # AXF: the start position occurs for the third time; CXA: three full cycles (23.4)
    assert len(rulings) == (8 if rules == "axf" else 12)


def test_art_24_3_bug14_first_cycle_is_not_yet_a_pending_position() -> None:
    fen, cycle, _ = BUG14[0]
    arbiter, _ = play(fen, cycle + " d3f3")  # the five plies of the report: 2 occurrences
    assert arbiter.outcome is None
    assert arbiter.occurrences() == 2
    ruling = arbiter.claim(Color.BLACK, ClaimKind.REPETITION)
    assert ruling.kind is RulingKind.CLAIM_REJECTED  # art. 23.3: fewer than three
    assert "23.3" in ruling.message


# -- case R15 (docs/references.md §8): perpetual check by two chariots taking turns

BUG15_FEN = "3ak3C/4a2R1/9/4p3p/2r1rcR2/4C4/1n2P3P/B3B4/4A4/1c2KA3 w - - 0 1"
BUG15_MOVES = ("g5g9 f5f9 g9g5 f9f5 h8h9 e8f9 h9h6 f9e8 g5g9 f5f9 g9g7 f9f3 g7g9 f3f9 g9g8 "
               "f9f1 g8g9 f1f9 g9g2 f9f2 g2g9 f2f9 g9g6 f9f6 h6h9 f6f9 h9h3 f9f6 g6g9 f6f9 "
               "g9g8 f9f7 h3h9 f7f9 h9h0 f9f7 g8g9 f7f9 g9g6 f9f6")


@pytest.mark.parametrize("rules", ["cxa", "axf"])
def test_art_25_1_bug15_alternating_checkers_are_perpetual_check(rules: str) -> None:
    arbiter, rulings = play(BUG15_FEN, BUG15_MOVES, casual(rules))
    assert all(r.classification is not None and r.classification.check for r in rulings[::2])
    assert arbiter.outcome is not None
    assert arbiter.outcome.result == "0-1"
    assert arbiter.outcome.termination is Termination.PERPETUAL_CHECK
    assert len(rulings) == 18  # the start position recurs for the third time at ply 18


def test_art_23_1_competition_rules_on_perpetual_check_when_claimed() -> None:
    settings = preset("national")
    assert settings.repetition_ruling is RepetitionRuling.MUST_CHANGE
    assert not settings.repetition_auto
    arbiter, rulings = play(BUG15_FEN, " ".join(BUG15_MOVES.split()[:19]), settings)
    assert arbiter.outcome is None  # nobody asked for a ruling (art. 23.1)
    assert rulings[17].verdict is not None and "待判局面" in rulings[17].notes[-1]
    assert arbiter.claim(Color.RED, ClaimKind.REPETITION).kind is RulingKind.REFUSED
    # Black claims in his own time, just after Red's next move (art. 22.4)
    ruling = arbiter.claim(Color.BLACK, ClaimKind.REPETITION)
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.PERPETUAL_CHECK, "4.1.4")  # art. 23.5.1: at once


def test_art_23_5_2_forbidden_side_must_vary_then_loses_when_it_repeats() -> None:
    # art. 23.5.2: the side that must vary has two 回合; 23.5.2.2: not varying loses
    arbiter, rulings = play(F1_FEN, F1_MOVES + " a7b7 a2b2 b7a7 b2a2", preset("provincial"))
    assert arbiter.outcome is None and arbiter.must_change is None
    claim = arbiter.claim(Color.BLACK, ClaimKind.REPETITION)
    assert claim.outcome is None and claim.verdict is not None
    assert claim.verdict.culprit is Color.RED and arbiter.must_change is Color.RED
    assert "Red must vary within two 回合" in claim.message
    assert arbiter.move_iccs(Color.BLACK, "a7b7").outcome is None  # Black may repeat
    assert arbiter.move_iccs(Color.RED, "a2b2").outcome is None  # first of two 回合
    assert arbiter.move_iccs(Color.BLACK, "b7a7").outcome is None
    ruling = arbiter.move_iccs(Color.RED, "b2a2")  # still no change: loses (23.5.2.2)
    assert arbiter.outcome is not None
    assert (arbiter.outcome.result, arbiter.outcome.termination, arbiter.outcome.article) == (
        "0-1", Termination.PERPETUAL_CHASE, "4.1.5")
    assert ruling.outcome == arbiter.outcome


def test_art_23_5_2_forbidden_side_that_varies_plays_on() -> None:
    arbiter, _ = play(F1_FEN, F1_MOVES + " a7b7 a2b2 b7a7 b2a2", preset("provincial"))
    arbiter.claim(Color.BLACK, ClaimKind.REPETITION)
    arbiter.move_iccs(Color.BLACK, "a7b7")
    ruling = arbiter.move_iccs(Color.RED, "i0h0")  # Red varies instead of a2b2
    assert ruling.kind is RulingKind.MOVE and arbiter.outcome is None
    assert arbiter.must_change is None


def test_art_25_2_both_allowed_draw_names_article() -> None:
    fen, moves = AXF_FIXTURES[10][1], _cxa(AXF_FIXTURES[10][2])  # F11
    arbiter, _ = play(fen, moves)
    assert arbiter.outcome is not None
    assert (arbiter.outcome.result, arbiter.outcome.article) == ("1/2-1/2", "4.2.3")
    assert "art. 25.2" in arbiter.outcome.reason


# -- verdict tables on synthetic windows (art. 25-26.9; docs/references.md §7)

_ROOK_CHASE = Chase(attacker=10, attacker_code=6, target=60, target_code=-5, protected=True)
_HORSE_CHASE = Chase(attacker=10, attacker_code=5, target=61, target_code=-4, protected=False)
_OTHER_HORSE = Chase(attacker=10, attacker_code=5, target=70, target_code=-4, protected=False)


def _w(mover: Color, nature: Nature, chase: Chase | None = None, ident: int = 0) -> WindowMove:
    chases = (chase,) if chase else ()
    ids = frozenset({ident}) if chase else frozenset()
    return WindowMove(mover, "a0a1", Classification(nature, nature is Nature.CHECK,
                                                    nature is Nature.KILL, chases), ids)


def _window(red: list[WindowMove], black: list[WindowMove]) -> list[WindowMove]:
    return [m for pair in zip(red, black, strict=True) for m in pair]


IDLE_BLACK = [_w(Color.BLACK, Nature.IDLE), _w(Color.BLACK, Nature.IDLE)]


@pytest.mark.parametrize(("red", "cxa_culprit", "axf_culprit"), [
    ([_w(Color.RED, Nature.KILL), _w(Color.RED, Nature.KILL)], Color.RED, None),  # 长杀
    ([_w(Color.RED, Nature.CHECK), _w(Color.RED, Nature.CHASE, _HORSE_CHASE, 1)],
     Color.RED, None),  # 一将一捉
    ([_w(Color.RED, Nature.CHASE, _HORSE_CHASE, 1), _w(Color.RED, Nature.CHASE, _OTHER_HORSE, 2)],
     Color.RED, None),  # one chariot chasing two horses in turn
    ([_w(Color.RED, Nature.CHASE, _HORSE_CHASE, 1), _w(Color.RED, Nature.IDLE)], None, None),
], ids=["long-kill", "check-chase", "two-targets", "chase-idle"])
def test_art_24_13_forbidden_patterns_cxa_versus_axf(red: list[WindowMove],
                                                     cxa_culprit: Color | None,
                                                     axf_culprit: Color | None) -> None:
    window = _window(red, IDLE_BLACK)
    assert judge(window, RuleSet.CXA).culprit is cxa_culprit
    assert judge(window, RuleSet.AXF).culprit is axf_culprit


def test_art_25_1_perpetual_check_against_perpetual_chase_loses() -> None:
    red = [_w(Color.RED, Nature.CHECK), _w(Color.RED, Nature.CHECK)]
    black = [_w(Color.BLACK, Nature.CHASE, _ROOK_CHASE, 7)] * 2
    for rules in RuleSet:
        verdict = judge(_window(red, black), rules)
        assert verdict.culprit is Color.RED and verdict.immediate


def test_art_26_9_1_listed_chase_must_vary_against_unlisted_chase() -> None:
    protected_horse = Chase(10, 5, 61, -4, protected=True)  # 少根: wins by exchange only
    red = [_w(Color.RED, Nature.CHASE, _HORSE_CHASE, 1)] * 2  # 长捉无根子 (listed)
    black = [_w(Color.BLACK, Nature.CHASE, protected_horse, 9)] * 2  # not listed
    verdict = judge(_window(red, black), RuleSet.CXA)
    assert (verdict.culprit, verdict.article) == (Color.RED, "26.9.1")


def test_art_26_9_4_both_listed_chases_draw() -> None:
    red = [_w(Color.RED, Nature.CHASE, _HORSE_CHASE, 1)] * 2
    black = [_w(Color.BLACK, Nature.CHASE, _ROOK_CHASE, 7)] * 2
    verdict = judge(_window(red, black), RuleSet.CXA)
    assert (verdict.culprit, verdict.article) == (None, "26.9.4")
    assert verdict.outcome().result == "1/2-1/2"


def test_art_23_3_claim_before_the_third_occurrence_is_not_accepted() -> None:
    arbiter = Arbiter(preset("junior"), F1_FEN)
    for text in F1_MOVES.split()[:-1]:
        arbiter.move_iccs(arbiter.turn, text)
    assert arbiter.occurrences() == 2
    assert arbiter.claim(Color.BLACK, "repetition").kind is RulingKind.REFUSED  # not his time
    ruling = arbiter.claim(Color.RED, "repetition")
    assert ruling.kind is RulingKind.CLAIM_REJECTED and not arbiter.fouls


def test_art_24_13_f5_check_and_chase_alternating_is_forbidden_under_cxa() -> None:
    fen, moves = AXF_FIXTURES[4][1], _cxa(AXF_FIXTURES[4][2])
    arbiter, _ = play(fen, moves)
    assert arbiter.last_verdict is not None
    assert arbiter.last_verdict.red.name == "一将一捉"
    assert arbiter.outcome is not None
    assert arbiter.outcome.termination is Termination.FORBIDDEN_REPETITION


def test_art_24_11_chasing_two_pieces_in_turn_is_long_chase_under_cxa_only() -> None:
    # F3: the black chariot escapes a6 -> b6 -> a6, attacking the unprotected red cannon
    # on b0, then the one on a0
    fen, moves = AXF_FIXTURES[2][1], AXF_FIXTURES[2][2]
    cxa, _ = play(fen, _cxa(moves), casual("cxa"))
    axf, _ = play(fen, moves, casual("axf"))
    assert cxa.last_verdict is not None and axf.last_verdict is not None
    assert cxa.last_verdict.black.name == "长捉"
    assert not axf.last_verdict.black.forbidden
    assert cxa.last_verdict.article == "26.9.3"  # single against joint (see CXA_RESULTS)


def _fsf_result(fen: str, moves: list[str]) -> str:
    """Fairy-Stockfish's ruling (pyffish ``is_optional_game_end``) after ``moves``."""
    import pyffish

    one_based = [m[0] + str(int(m[1]) + 1) + m[2] + str(int(m[3]) + 1) for m in moves]
    ended, score = pyffish.is_optional_game_end("xiangqi", fen, one_based)
    if not ended:
        return "none"
    if score == 0:
        return "1/2-1/2"
    red_to_move = (fen.split()[1] == "w") == (len(moves) % 2 == 0)
    return "1-0" if (score > 0) == red_to_move else "0-1"


@pytest.mark.parametrize(("fid", "fen", "moves", "result", "ply"), AXF_FIXTURES,
                         ids=[f[0] for f in AXF_FIXTURES])
def test_art_23_1_axf_option_agrees_with_fairy_stockfish(fid: str, fen: str, moves: str,
                                                          result: str, ply: int) -> None:
    pytest.importorskip("pyffish", reason="pyffish (the test extra) is not installed")
    arbiter, rulings = play(fen, moves, casual("axf"))
    played = moves.split()[:len(rulings)]
    assert arbiter.outcome is not None
    assert _fsf_result(fen, played) == arbiter.outcome.result
    assert _fsf_result(fen, played[:-1]) == "none"  # and not a ply earlier
