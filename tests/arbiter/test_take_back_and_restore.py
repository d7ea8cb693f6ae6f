"""Take-back (casual undo) and the arbiter's restorations (art. 5.8.1, 5.8.2) restore the
whole competition state: position, repetition history (art. 23), natural-limit count
(art. 4.2.4), fouls (art. 8.1), touches (art. 5)."""

from __future__ import annotations

import json

import pytest

from tests.arbiter._play import play
from xiangqi_gui.arbiter import Arbiter, ClaimKind, RulingKind, preset
from xiangqi_gui.rules import START_FEN, Color, Position, parse_square

F1_FEN = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"
F1_MOVES = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"


def _fresh(fen: str, moves: str, settings_name: str = "provincial") -> Arbiter:
    arb, _ = play(fen, moves, preset(settings_name))
    return arb


def test_take_back_restores_position_and_repetition_history() -> None:
    arb = _fresh(F1_FEN, F1_MOVES)
    before = _fresh(F1_FEN, " ".join(F1_MOVES.split()[:5]))
    arb.take_back(4)
    assert arb.moves == before.moves
    assert arb.position.fen() == before.position.fen()
    assert arb.occurrences() == before.occurrences() == 2
    assert arb._keys == before._keys
    assert arb.repetition_verdict() is None


def test_take_back_restores_fouls_touch_and_offers_exactly() -> None:
    arb = Arbiter(preset("provincial"))
    arb.move_iccs(Color.RED, "h2e2")
    arb.touch(Color.BLACK, parse_square("a0"))  # 8.1.5 foul by Black (cannot take a0)
    arb.offer_draw(Color.BLACK)
    snapshot = arb.to_dict()
    arb.move_iccs(Color.BLACK, "h9g7")
    arb.clock_press_without_move(Color.RED)  # 8.1.7 by Red after Black's move
    arb.move_iccs(Color.RED, "h0g2")
    assert len(arb.fouls) == 2
    arb.take_back(2)
    assert arb.to_dict() == snapshot
    assert [f.article for f in arb.fouls] == ["8.1.5"]
    assert arb.pending_offer is Color.BLACK
    # the 8.1.7 foul is gone: a new one is again only the first (no art. 4.1.9 loss)
    arb.move_iccs(Color.BLACK, "h9g7")
    assert arb.clock_press_without_move(Color.RED).outcome is None


def test_take_back_restores_the_natural_limit_count_after_a_capture() -> None:
    arb = _fresh(START_FEN, "h2e2 h9g7 e2e6 g7e6 b2c2")  # e2e6, g7e6 capture
    assert arb.natural_limit_count() == 1
    arb.take_back(2)  # back to before g7e6: the count runs from the e2e6 capture
    assert arb.natural_limit_count() == 0 and arb._phase_start == 3
    arb.take_back(3)
    assert arb.natural_limit_count() == 0 and arb._phase_start == 0
    assert arb.position == Position()


def test_take_back_reopens_a_finished_game() -> None:
    arb, _ = play(F1_FEN, F1_MOVES + " a7b7 a2b2 b7a7")  # casual: Red loses at ply 12 (长捉)
    assert arb.outcome is not None
    arb.take_back(1)
    assert arb.outcome is None and len(arb.moves) == 11
    assert arb.move_iccs(Color.BLACK, "h9g7").outcome is None  # Black varies instead


@pytest.mark.parametrize("n", [-1, 3])
def test_take_back_out_of_range_is_a_value_error(n: int) -> None:
    arb = _fresh(START_FEN, "h2e2 h9g7")
    with pytest.raises(ValueError, match="2 played"):
        arb.take_back(n)
    assert len(arb.moves) == 2


def test_take_back_needs_an_int() -> None:
    with pytest.raises(TypeError):
        Arbiter().take_back(1.0)  # type: ignore[arg-type]


def test_take_back_survives_a_json_round_trip() -> None:
    arb = Arbiter(preset("provincial"))
    arb.move_iccs(Color.RED, "h2e2")
    arb.arbiter_foul(Color.BLACK, "8.1.1", "distracted the opponent")
    mid = arb.to_dict()
    arb.move_iccs(Color.BLACK, "h9g7")
    arb.arbiter_foul(Color.RED, "8.1.2", "stopped the clock")
    resumed = Arbiter.from_dict(json.loads(json.dumps(arb.to_dict())))
    resumed.take_back(1)
    assert resumed.to_dict() == mid


def test_version_1_state_still_resumes() -> None:
    arb = _fresh(START_FEN, "h2e2 h9g7")
    data = arb.to_dict()
    data["version"] = 1
    del data["history"]
    data["press_fouls"] = [0, 0]
    resumed = Arbiter.from_dict(data)
    assert resumed.moves == arb.moves


def test_art_5_8_2_arbiter_restores_a_displaced_piece_position_fouls_stand() -> None:
    arb = _fresh(START_FEN, "h2e2 h9g7 h0g2 i9h9")
    arb.arbiter_foul(Color.RED, "8.1.1", "distracted the opponent")
    arb.touch(Color.RED, parse_square("b2"))
    ruling = arb.arbiter_restore(2, "5.8.2", "the red horse was knocked onto another point")
    assert ruling.kind is RulingKind.RESTORED
    assert "art. 5.8.2" in ruling.message and "h0g2 i9h9" in ruling.message
    assert arb.moves == _fresh(START_FEN, "h2e2 h9g7").moves
    assert arb.turn is Color.RED
    assert arb.obligation() is None  # 5.8.2: any piece may be moved
    assert [f.article for f in arb.fouls] == ["8.1.1"]  # fouls stand
    (restoration,) = arb.restorations
    assert (restoration.ply, restoration.annulled, restoration.article) == (
        2, ("h0g2", "i9h9"), "5.8.2")
    # play continues from there and the record keeps the restoration
    assert arb.move_iccs(Color.RED, "b0c2").kind is RulingKind.MOVE
    resumed = Arbiter.from_dict(json.loads(json.dumps(arb.to_dict())))
    assert resumed.restorations == arb.restorations


def test_art_5_8_2_restore_is_limited_to_five_rounds() -> None:
    moves = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2c2 b7b3 g3g4 g6g5 b0a2"
    arb = _fresh(START_FEN, moves)
    with pytest.raises(ValueError, match="five"):
        arb.arbiter_restore(0, "5.8.2", "too late")
    assert arb.arbiter_restore(1, "5.8.2", "ten plies back").kind is RulingKind.RESTORED


def test_art_5_8_1_colours_reversed_replays_from_the_start() -> None:
    arb = _fresh(START_FEN, "h2e2 h9g7")
    with pytest.raises(ValueError, match="5.8.1"):
        arb.arbiter_restore(1, "5.8.1", "colours reversed")
    arb.arbiter_restore(0, "5.8.1", "colours reversed, found after 5 minutes")
    assert arb.moves == [] and arb.restorations[0].annulled == ("h2e2", "h9g7")


def test_art_5_8_restore_repetition_history_follows_the_restored_position() -> None:
    arb = _fresh(F1_FEN, F1_MOVES + " a7b7 a2b2 b7a7 b2a2")
    assert arb.claim(Color.BLACK, ClaimKind.REPETITION).verdict is not None
    arb.arbiter_restore(5, "5.8.2", "a chariot was displaced")
    assert arb.occurrences() == 2 and arb.must_change is None
    assert arb.claim(arb.turn, ClaimKind.REPETITION).kind is RulingKind.CLAIM_REJECTED
