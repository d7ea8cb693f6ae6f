"""Competition presets (art. 4.1.8, 8.1.8, 4.2.4) and the JSON state for the autosave journal."""

from __future__ import annotations

import json

import pytest

from tests.arbiter._play import play
from xiangqi_gui.arbiter import (
    PRESETS,
    Arbiter,
    CompetitionSettings,
    Level,
    RepetitionRuling,
    RuleSet,
    RulingKind,
    preset,
)
from xiangqi_gui.rules import Color, parse_square

F1_FEN = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"


def test_art_4_1_8_presets_scale_the_move_rule_penalty() -> None:
    assert preset("national").illegal_moves_to_lose == 1
    assert preset("provincial").illegal_moves_to_lose == 2
    assert preset("junior").illegal_moves_to_lose == 2
    assert preset("casual").illegal_moves_to_lose == 0
    assert not preset("casual").competitive and not preset("casual").touch_move
    assert all(p.touch_move for name, p in PRESETS.items() if name != "casual")


def test_art_4_2_4_presets_default_to_60_moves_and_cxa() -> None:
    for settings in PRESETS.values():
        assert settings.natural_limit_moves == 60
        assert settings.ruleset is RuleSet.CXA
        assert settings.repetition_count == 3
    assert preset("casual").repetition_ruling is RepetitionRuling.IMMEDIATE
    assert preset("casual").repetition_auto and not preset("provincial").repetition_auto
    assert preset("national").repetition_ruling is RepetitionRuling.MUST_CHANGE


def test_unknown_preset_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="national, provincial, junior, casual"):
        preset("blitz")


def test_settings_round_trip_through_json() -> None:
    settings = CompetitionSettings(level=Level.JUNIOR, natural_limit_moves=40,
                                   ruleset=RuleSet.AXF, touch_move=False)
    data = json.loads(json.dumps(settings.to_dict()))
    assert CompetitionSettings.from_dict(data) == settings


def test_state_round_trip_resumes_touch_fouls_offers_and_must_change() -> None:
    # three full cycles (art. 23.4) and Red's next repetition: Black claims
    arb, _ = play(F1_FEN, "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2",
                  preset("provincial"))
    arb.claim(Color.BLACK, "repetition")
    assert arb.must_change is Color.RED
    arb.clock_press_without_move(Color.BLACK)  # 8.1.7: Black pressed before moving
    arb.offer_draw(Color.BLACK)
    arb.touch(Color.BLACK, parse_square("b7"))
    data = json.loads(json.dumps(arb.to_dict(), ensure_ascii=False))
    resumed = Arbiter.from_dict(data)
    assert resumed.to_dict() == arb.to_dict()
    assert resumed.position.fen() == arb.position.fen()
    assert resumed.obligation() == arb.obligation()
    assert resumed.pending_offer is Color.BLACK
    # the resumed game rules as the original would: Black plays on, Red repeats twice
    # (two 回合, art. 23.5.2), Red loses
    for game in (arb, resumed):
        game.move_iccs(Color.BLACK, "a7b7")
        game.move_iccs(Color.RED, "a2b2")
        game.move_iccs(Color.BLACK, "b7a7")
        last = game.move_iccs(Color.RED, "b2a2")
        assert last.outcome is not None and last.outcome.result == "0-1"
    assert resumed.outcome == arb.outcome


def test_state_round_trip_of_a_finished_self_kill_game() -> None:
    arb = Arbiter(preset("national"), "4k4/9/9/p8/9/9/9/9/4A4/4K4 w - - 0 1")
    arb.move_iccs(Color.RED, "e1d2")
    resumed = Arbiter.from_dict(json.loads(json.dumps(arb.to_dict())))
    assert resumed.outcome == arb.outcome and resumed.moves == arb.moves
    assert resumed.move_iccs(Color.BLACK, "e9e8").kind is RulingKind.REFUSED


def test_state_with_an_impossible_move_is_rejected_with_its_number() -> None:
    data = Arbiter().to_dict()
    data["moves"] = ["h2e2", "h2h8"]
    with pytest.raises(ValueError, match="saved move 2 h2h8"):
        Arbiter.from_dict(data)


@pytest.mark.parametrize("level", ["provincial", "casual"])
def test_without_explanations_a_replay_reaches_the_same_state(level: str) -> None:
    """``explain`` off (a log being replayed) drops the 待判局面 note only: the state, the
    verdicts and the outcome are the same, whether the arbiter rules repetitions itself
    (casual: at once) or waits for a claim (provincial)."""
    moves = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2"
    explained = Arbiter(preset(level), F1_FEN)
    quiet = Arbiter(preset(level), F1_FEN)
    quiet.explain = False
    notes: dict[bool, list[str]] = {True: [], False: []}
    for text in moves.split():
        for arbiter in (explained, quiet):
            if arbiter.outcome is None:
                notes[arbiter.explain] += arbiter.move_iccs(arbiter.turn, text).notes
    assert quiet.to_dict() == explained.to_dict()
    assert quiet.last_verdict == explained.last_verdict and quiet.outcome == explained.outcome
    if level == "provincial":  # the claim is the player's: a note says so, when explained
        assert any("待判局面" in n for n in notes[True]) and notes[False] == []
        for arbiter in (explained, quiet):
            arbiter.claim(Color.BLACK, "repetition")
        assert quiet.must_change is explained.must_change is Color.RED
    else:
        assert explained.outcome is not None
