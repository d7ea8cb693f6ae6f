"""Art. 14.3 tie-breaks on the two saved Match BP events (reference §4.2, §4.4, §5.1)."""

from __future__ import annotations

import pytest

from tests.tournament.matchbp import EVENTS, load, replay
from xiangqi_gui.tournament import ByeValue, Result


@pytest.mark.parametrize("name", EVENTS)
@pytest.mark.parametrize("bye", [None, ByeValue.LOWEST, ByeValue.LOWEST_SCORED])
def test_reference_5_1_stored_ranks_reproduced(name: str, bye: ByeValue | None) -> None:
    data = load(name)
    rows = replay(data, bye).standings()
    ours = {r.number: r.rank for r in rows}
    stored = {p["no"]: p["rank_stored"] for p in data["players"]}
    assert ours == stored
    points = {r.number: r.points for r in rows}
    assert points == {p["no"]: p["final_points_stored"] for p in data["players"]}


@pytest.mark.parametrize("name", EVENTS)
def test_reference_4_2_values_match_the_computed_check(name: str) -> None:
    data = load(name)
    check = data["computed_check"]["players"]
    for bye, key in ((ByeValue.ZERO, "duishoufen_bye_as_0"),
                     (ByeValue.LOWEST, "duishoufen_bye_as_lowest_final_score")):
        rows = replay(data, bye).standings()
        for r in rows:
            c = check[str(r.number)]
            assert r.values["opponent_score"] == c[key], (r.number, bye)
            assert r.values["progressive"] == c["leijinfen"]
            assert r.values["small_points"] == c["xiaofen_SB"]
            assert r.values["wins"] == c["wins"]
            assert r.values["black_wins"] == c["black_wins"]
            assert r.values["black_games"] == c["black_games"]


def test_reference_4_4_worked_example_event_7() -> None:
    t = replay(load(EVENTS[0]), ByeValue.LOWEST)
    rows = t.standings()
    assert [r.number for r in rows] == [11, 3, 9, 2, 8, 5, 4, 6, 1, 10, 7]
    by = {r.number: r for r in rows}
    # 9 vs 2 and 8 > 5 > 4 are settled by 对手分 (reference §4.4)
    assert by[9].values["opponent_score"] == 56 and by[2].values["opponent_score"] == 52
    assert [by[n].values["opponent_score"] for n in (8, 5, 4)] == [54, 45, 44]


def test_art_20_3_forfeits_in_the_replay_score_two_and_zero() -> None:
    t = replay(load(EVENTS[0]))
    forfeit = t.game(3, 2)  # 3-5 in round 3 was won without play (xs_lianqis "+"/"-")
    assert (forfeit.red, forfeit.black, forfeit.result) == (3, 5, Result.RED_FORFEIT_WIN)
    by = {r.number: r for r in t.standings(after_round=3)}
    assert by[3].round_points[2] == 2 and by[5].round_points[2] == 0


@pytest.mark.parametrize("name", EVENTS)
def test_reference_1_3_d_colour_histories_match_the_stored_strings(name: str) -> None:
    from xiangqi_gui.tournament.swiss import states
    data = load(name)
    t = replay(data)
    st = states(t.players, t.rounds, t.config.scoring)
    check = data["computed_check"]["players"]
    for number, s in st.items():
        stored = check[str(number)]["colour_sequence"]
        assert s.history == stored.replace("-", ""), number  # byes carry no colour
        assert s.byes == stored.count("-")
        assert s.score == check[str(number)]["points"]
