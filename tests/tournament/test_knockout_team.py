"""Knockout, playoffs (art. 10.4, 12.4; reference §3), team events and groups (art. 10.2,
11, 12.2/12.3, 13.2, 14.5–14.8)."""

from __future__ import annotations

import random

import pytest

from xiangqi_gui.clock.timecontrol import minutes, seconds
from xiangqi_gui.tournament import Result, Scoring, scoring
from xiangqi_gui.tournament.knockout import (
    DoubleElimination,
    Kind,
    KnockoutMatch,
    first_round,
    next_round,
    playoff_clocks,
    seed_order,
)
from xiangqi_gui.tournament.roundrobin import group_schedule, snake_groups
from xiangqi_gui.tournament.team import (
    TeamChain,
    TeamMatch,
    lineups,
    ordered_by_rating,
    team_standings,
    total_places_ranking,
    valid_lineup,
)

R, D, B = Result.RED_WIN, Result.DRAW, Result.BLACK_WIN


def test_reference_3_seeded_bracket() -> None:
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seed_order(16)[:4] == [1, 16, 8, 9]
    # 6 players in an 8 bracket: seeds 1 and 2 get the byes
    assert first_round([11, 12, 13, 14, 15, 16]) == [(11, None), (14, 15), (12, None),
                                                     (13, 16)]
    assert next_round([11, 14, 12, 13]) == [(11, 14), (12, 13)]


def test_reference_3_double_elimination_needs_two_losses() -> None:
    de = DoubleElimination([1, 2, 3, 4])
    rng = random.Random(3)
    rounds = 0
    while de.champion is None:
        rounds += 1
        for a, b in de.pairs():
            if b is not None:
                winner, loser = (a, b) if rng.random() < 0.6 else (b, a)
                de.record(winner, loser)
        assert rounds < 20
    assert sum(1 for p in de.seeded if de.losses[p] >= 2) == 3
    assert de.losses[de.champion] <= 1


def test_reference_3_playoff_clock_presets() -> None:
    rapid = playoff_clocks(Kind.RAPID)
    blitz = playoff_clocks(Kind.BLITZ)
    arm = playoff_clocks(Kind.ARMAGEDDON)
    assert rapid and blitz and arm and playoff_clocks(Kind.SLOW) is None
    assert (rapid[0].stages[0].time_ns, rapid[0].stages[0].increment_ns) == (minutes(10),
                                                                             seconds(10))
    assert (blitz[0].stages[0].time_ns, blitz[0].stages[0].increment_ns) == (minutes(5),
                                                                             seconds(3))
    assert (arm[0].stages[0].time_ns, arm[1].stages[0].time_ns) == (minutes(6), minutes(4))
    assert arm[1].stages[0].increment_ns == seconds(3)


def test_reference_3_format_b_slow_rapid_blitz_armageddon_draw_black_wins() -> None:
    m = KnockoutMatch(7, 9, "b")
    g = m.next_game()
    assert g is not None and (g.kind, g.red, g.black) == (Kind.SLOW, 7, 9)
    g.result = D
    g = m.next_game()
    assert g is not None and (g.kind, g.red) == (Kind.RAPID, 9)  # colours reversed
    g.result = D
    g = m.next_game()
    assert g is not None and (g.kind, g.red) == (Kind.BLITZ, 7)
    g.result = D
    with pytest.raises(ValueError, match="armageddon_red"):
        m.next_game()
    g = m.next_game(armageddon_red=7)
    assert g is not None and g.kind is Kind.ARMAGEDDON
    g.result = D
    assert m.winner == 9  # 和棋黑胜
    assert m.next_game() is None


def test_reference_3_slow_win_decides_and_format_e_two_games() -> None:
    m = KnockoutMatch(1, 2, "a")
    g = m.next_game()
    assert g is not None
    g.result = B
    assert m.winner == 2 and m.next_game() is None
    e = KnockoutMatch(1, 2, "e")
    g1 = e.next_game()
    assert g1 is not None
    g1.result = R
    g2 = e.next_game()
    assert g2 is not None and (g2.kind, g2.red) == (Kind.SLOW, 2)  # 12.4: swap in game 2
    g2.result = R
    assert e.winner is None  # 2:2 on points
    g3 = e.next_game()
    assert g3 is not None and g3.kind is Kind.BLITZ
    g3.result = R
    g4 = e.next_game()
    assert g4 is not None and g4.kind is Kind.BLITZ and g4.red != g3.red
    g4.result = D
    assert e.winner == g3.red


def test_art_11_1_and_11_2_board_order_and_lineups() -> None:
    assert ordered_by_rating([("甲", None), ("乙", 2300), ("丙", 2450)]) == ["丙", "乙", "甲"]
    team = ["1", "2", "3", "4", "5", "6"]
    assert len(lineups(team, 4)) == 15  # the seed's example: 4 boards + 2 reserves
    assert valid_lineup(team, ["1", "2", "3", "5"])
    assert valid_lineup(team, ["3", "4", "5", "6"])
    assert not valid_lineup(team, ["2", "1", "3", "4"])


def test_art_13_2_match_and_game_points_with_board_colours() -> None:
    # 4 boards; the first team has Red on boards 1 and 3: board 1 R → first wins; board 2
    # B → first (Black there) wins; board 3 draw; board 4 R → second (Red there) wins
    m = TeamMatch(1, "北京", "上海", [R, B, D, R])
    assert m.game_points(Scoring()) == (5, 3)
    assert m.match_points(Scoring()) == (2, 0)
    level = TeamMatch(1, "北京", "上海", [R, R, D, D])
    assert level.game_points(Scoring()) == (4, 4) and level.match_points(Scoring()) == (1, 1)
    # 13.3 scoring applies board by board: draws worth 2 to Black
    assert level.game_points(scoring("3-1/2-0")) == (3 + 0 + 1 + 2, 0 + 3 + 2 + 1)


def test_art_14_5_to_14_7_team_rankings() -> None:
    teams = ["甲队", "乙队", "丙队"]
    matches = [TeamMatch(1, "甲队", "乙队", [R, D, D, D]),   # 甲 5:3
               TeamMatch(2, "乙队", "丙队", [R, R, R, R]),   # 乙 4:4 → draw
               TeamMatch(3, "丙队", "甲队", [R, D, D, D])]   # 丙 5:3
    rows = team_standings(teams, matches, Scoring(), TeamChain.ROUND_ROBIN)
    by = {r.team: r for r in rows}
    assert (by["甲队"].match_points, by["乙队"].match_points, by["丙队"].match_points) == (2, 1, 3)
    assert [r.team for r in rows] == ["丙队", "甲队", "乙队"]
    assert by["乙队"].game_points == 3 + 4
    swiss = team_standings(teams, matches, Scoring(), TeamChain.SWISS)
    assert {r.team: r.opponent_score for r in swiss}["乙队"] == 2 + 3
    by_games = team_standings(teams, matches, Scoring(), TeamChain.GAME_POINTS)
    assert [r.game_points for r in by_games] == sorted((r.game_points for r in by_games),
                                                       reverse=True)


def test_art_14_8_sum_of_places() -> None:
    order = total_places_ranking({"甲": [1, 8, 9], "乙": [2, 5, 11], "丙": [3, 4, 10]})
    assert [t for t, _ in order] == ["丙", "甲", "乙"]
    assert [r for _, r in order] == [1, 2, 3]  # 甲 18 vs 乙 18: best place 1 beats 2


def test_art_10_2_seeded_groups() -> None:
    groups = snake_groups(list(range(1, 13)), 3)
    assert groups == [[1, 6, 7, 12], [2, 5, 8, 11], [3, 4, 9, 10]]
    schedule = group_schedule(groups[1])
    assert schedule[0] == [(2, 11), (5, 8)]  # 1–4, 2–3 in the group's numbering
    with pytest.raises(ValueError):
        snake_groups([1, 2, 3], 2)


def test_art_10_5_and_10_6_hybrids() -> None:
    from xiangqi_gui.tournament import EventConfig, Status, System, Tournament
    t = Tournament(EventConfig("混合", System.SWISS, 5))
    for i in range(8):
        t.add_player(f"p{i + 1}", rating=2000 - i)
    for _ in range(3):
        rnd = t.pair_next_round()
        for g in rnd.games:
            t.set_result(rnd.number, g.board, R if g.red < g.black else B)
    # 10.5: the top four go on to a seeded knockout
    top = t.qualifiers(4)
    assert top == [r.number for r in t.standings()][:4]
    assert first_round(top) == [(top[0], top[3]), (top[1], top[2])]
    # 10.6: the last two leave; they are not paired again, their results stand
    gone = t.eliminate_last(2)
    assert gone == [r.number for r in t.standings()][-2:]
    assert all(t.player(n).status is Status.ELIMINATED for n in gone)
    nxt = t.pair_next_round()
    assert not set(gone) & {n for g in nxt.games for n in g.players()}


def test_reference_3_knockout_event_single_elimination_with_playoffs() -> None:
    from xiangqi_gui.tournament.knockout import KnockoutEvent
    ev = KnockoutEvent("杯赛", format="a")
    for i in range(6):
        ev.add_player(f"seed{i + 1}")
    r1 = ev.pair_next_round()
    assert [(s.a, s.b) for s in r1] == [(1, None), (4, 5), (2, None), (3, 6)]
    with pytest.raises(ValueError, match="not decided"):
        ev.pair_next_round()
    m = r1[1].match
    assert m is not None
    g = m.next_game()
    assert g is not None
    g.result = D  # slow game drawn → rapid, colours reversed
    g = m.next_game()
    assert g is not None and g.kind is Kind.RAPID and g.red == 5
    g.result = R  # 5 wins the rapid game
    m6 = r1[3].match
    assert m6 is not None
    g = m6.next_game()
    assert g is not None
    g.result = R  # 3 (Red) wins
    r2 = ev.pair_next_round()
    assert [(s.a, s.b) for s in r2] == [(1, 5), (2, 3)]
    for s in r2:
        assert s.match is not None
        game = s.match.next_game()
        assert game is not None
        game.result = R
    final = ev.pair_next_round()
    assert [(s.a, s.b) for s in final] == [(1, 2)]
    data = ev.to_dict()
    assert KnockoutEvent.from_dict(data).to_dict() == data
    assert final[0].match is not None
    game = final[0].match.next_game()
    assert game is not None
    game.result = B
    assert ev.champion == 2


def test_reference_3_knockout_event_double_elimination() -> None:
    from xiangqi_gui.tournament.knockout import KnockoutEvent
    ev = KnockoutEvent("双败", double=True, format="a")
    for i in range(4):
        ev.add_player(f"p{i + 1}")
    rounds = 0
    while ev.champion is None:
        rounds += 1
        for s in ev.pair_next_round():
            if s.match is not None:
                game = s.match.next_game()
                assert game is not None
                game.result = R if min(s.a, s.b or 0) == game.red else B  # lower seed wins
        assert rounds < 12
    assert ev.champion == 1
