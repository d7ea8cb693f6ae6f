"""Touch-move (摸子走子): art. 5.1-5.6, 5.8.3, and its foul art. 8.1.5."""

from __future__ import annotations

from xiangqi_gui.arbiter import Arbiter, RulingKind, preset
from xiangqi_gui.rules import START_FEN, Color, Move, Termination, parse_square

# red horse a0 hemmed in by its own chariots on a1 (leg to b2) and b0 (leg to c1);
# the black horse on a5 can be taken by the chariot on a1
HEMMED = "3k5/9/9/9/n8/9/9/9/R8/NR2K4 w - - 0 1"
# as HEMMED without the black horse
HEMMED_ALONE = "3k5/9/9/9/9/9/9/9/R8/NR2K4 w - - 0 1"


def sq(name: str) -> int:
    return parse_square(name)


def mv(text: str) -> Move:
    return Move.from_iccs(text)


def arbiter(fen: str = START_FEN, level: str = "provincial") -> Arbiter:
    return Arbiter(preset(level), fen)


def test_art_5_1_touched_own_piece_must_move() -> None:
    arb = arbiter()
    ruling = arb.touch(Color.RED, sq("h2"))
    assert ruling.kind is RulingKind.TOUCH
    duty = ruling.obligation
    assert duty is not None and duty.article == "5.1"
    assert duty.allowed == {m for m in arb.position.legal_moves() if m.from_square == sq("h2")}
    assert "the red cannon on h2" in duty.text


def test_art_5_1_moving_another_piece_is_a_move_rule_violation_retaken() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h2"))
    ruling = arb.move_iccs(Color.RED, "b2e2")
    assert ruling.kind is RulingKind.RETAKE
    assert [f.article for f in ruling.fouls] == ["8.1.8"]
    assert arb.moves == []  # the move is taken back
    # art. 5.8.3: the moved piece counts as touched, but the cannon on h2 was touched
    # first: a later touch of an own piece adds no duty (art. 5.1), the h2 duty stands
    # (else the retake duty would be the very move just penalised)
    assert ruling.obligation is not None and ruling.obligation.article == "5.1"
    assert all(m.from_square == sq("h2") for m in ruling.obligation.allowed)
    assert arb.move_iccs(Color.RED, "h2e2").kind is RulingKind.MOVE


def test_art_5_1_national_level_first_violation_loses() -> None:
    arb = arbiter(level="national")
    arb.touch(Color.RED, sq("h2"))
    ruling = arb.move_iccs(Color.RED, "b2e2")
    assert ruling.outcome is not None
    assert (ruling.outcome.result, ruling.outcome.termination, ruling.outcome.article) == (
        "0-1", Termination.ILLEGAL_MOVE, "4.1.8")


def test_art_5_1_touch_of_a_piece_that_cannot_move_is_foul_8_1_5_and_frees_the_player() -> None:
    arb = arbiter(HEMMED_ALONE)
    ruling = arb.touch(Color.RED, sq("a0"))
    assert ruling.kind is RulingKind.FOUL
    assert [f.article for f in ruling.fouls] == ["8.1.5"]
    assert "the red horse on a0" in ruling.fouls[0].text
    assert ruling.obligation is None
    assert arb.move_iccs(Color.RED, "e0e1").kind is RulingKind.MOVE


def test_art_5_2_touched_opposing_piece_must_be_captured() -> None:
    arb = arbiter()
    ruling = arb.touch(Color.RED, sq("h9"))
    assert ruling.obligation is not None and ruling.obligation.article == "5.2"
    assert ruling.obligation.allowed == {mv("h2h9")}


def test_art_5_2_touching_an_opposing_piece_nothing_can_take_is_foul_8_1_5() -> None:
    arb = arbiter()
    ruling = arb.touch(Color.RED, sq("a9"))
    assert [f.article for f in ruling.fouls] == ["8.1.5"]
    assert "which no piece can capture" in ruling.fouls[0].text
    assert ruling.obligation is None


def test_art_5_3_1_touch_own_then_opponent_own_piece_captures() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h2"))
    duty = arb.touch(Color.RED, sq("h9")).obligation
    assert duty is not None and (duty.article, duty.allowed) == ("5.3.1", {mv("h2h9")})


def test_art_5_3_2_touch_own_then_opponent_own_piece_cannot_capture_so_it_moves() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("b2"))
    duty = arb.touch(Color.RED, sq("h9")).obligation
    assert duty is not None and duty.article == "5.3.2"
    assert mv("h2h9") not in duty.allowed
    assert all(m.from_square == sq("b2") for m in duty.allowed)


def test_art_5_3_3_touch_own_then_opponent_own_piece_immobile_another_captures() -> None:
    arb = arbiter(HEMMED)
    first = arb.touch(Color.RED, sq("a0"))
    assert [f.article for f in first.fouls] == ["8.1.5"]
    duty = arb.touch(Color.RED, sq("a5")).obligation
    assert duty is not None and (duty.article, duty.allowed) == ("5.3.3", {mv("a1a5")})


def test_art_5_3_4_touch_own_then_opponent_nothing_possible_is_free() -> None:
    arb = arbiter(HEMMED)
    arb.touch(Color.RED, sq("a0"))
    ruling = arb.touch(Color.RED, sq("d9"))  # the black general: never capturable
    assert ruling.obligation is None
    assert [f.article for f in arb.fouls_of(Color.RED)] == ["8.1.5", "8.1.5"]


def test_art_5_4_1_touch_opponent_then_own_own_piece_captures() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h9"))
    duty = arb.touch(Color.RED, sq("h2")).obligation
    assert duty is not None and (duty.article, duty.allowed) == ("5.4.1", {mv("h2h9")})


def test_art_5_4_2_touch_opponent_then_own_another_piece_captures() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h9"))
    duty = arb.touch(Color.RED, sq("b2")).obligation
    # the order matters: compare art. 5.3.2 where the own piece must move
    assert duty is not None and (duty.article, duty.allowed) == ("5.4.2", {mv("h2h9")})


def test_art_5_4_3_touch_opponent_nobody_captures_then_own_piece_moves() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("a9"))
    duty = arb.touch(Color.RED, sq("b2")).obligation
    assert duty is not None and duty.article == "5.4.3"
    assert all(m.from_square == sq("b2") for m in duty.allowed)


def test_art_5_4_4_touch_opponent_then_own_nothing_possible_is_free() -> None:
    arb = arbiter(HEMMED_ALONE)
    arb.touch(Color.RED, sq("d9"))
    assert arb.touch(Color.RED, sq("a0")).obligation is None


def test_art_5_5_touch_both_at_once_follows_5_4() -> None:
    arb = arbiter()
    duty = arb.touch(Color.RED, sq("b2"), sq("h9")).obligation
    assert duty is not None and (duty.article, duty.allowed) == ("5.4.2", {mv("h2h9")})


def test_art_5_5_black_side_touch_both_at_once() -> None:
    arb = arbiter()
    arb.move_iccs(Color.RED, "a3a4")
    duty = arb.touch(Color.BLACK, sq("b7"), sq("b0")).obligation
    assert duty is not None and (duty.article, duty.allowed) == ("5.4.1", {mv("b7b0")})


def test_art_5_6_declared_adjustment_is_no_touch() -> None:
    arb = arbiter()
    assert arb.declare_adjust(Color.RED).kind is RulingKind.NOTHING
    assert arb.touch(Color.RED, sq("h2")).obligation is None
    arb.release(Color.RED, sq("h2"))
    assert arb.touch(Color.RED, sq("b2")).obligation is not None


def test_art_5_6_adjusting_only_in_own_time() -> None:
    arb = arbiter()
    assert arb.declare_adjust(Color.BLACK).kind is RulingKind.REFUSED


def test_art_5_7_release_without_moving_keeps_the_duty() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h2"))
    ruling = arb.release(Color.RED, None)  # dropped off the board (case R23, docs/references.md §8)
    assert ruling.obligation is not None and ruling.obligation.article == "5.1"


def test_art_5_touches_in_the_opponents_time_do_not_count() -> None:
    arb = arbiter()
    assert arb.touch(Color.BLACK, sq("h7")).kind is RulingKind.NOTHING
    assert arb.obligation() is None


def test_art_5_touch_move_off_in_casual_play() -> None:
    arb = arbiter(level="casual")
    assert arb.touch(Color.RED, sq("h2")).obligation is None
    assert arb.move_iccs(Color.RED, "b2e2").kind is RulingKind.MOVE


def test_art_5_1_duty_ends_with_the_move() -> None:
    arb = arbiter()
    arb.touch(Color.RED, sq("h2"))
    arb.move_iccs(Color.RED, "h2e2")
    assert arb.obligation() is None
    assert arb.touch(Color.BLACK, sq("h9")).obligation is not None
