"""Art. 13 scoring and art. 14 ranking on hand-made events (reference §4.1, §4.2)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from xiangqi_gui.tournament import (
    CHAINS,
    ByeValue,
    DropRounds,
    EventConfig,
    PreviousRounds,
    RankingRules,
    Result,
    Sanction,
    SanctionKind,
    Status,
    System,
    TieBreak,
    Tournament,
    TournamentError,
    scoring,
)

R, D, B = Result.RED_WIN, Result.DRAW, Result.BLACK_WIN


def rr(n: int, outcome: Callable[[int, int, int], Result], system: System = System.ROUND_ROBIN,
       **config: object) -> Tournament:
    """A round robin of ``n`` players where ``outcome(red, black, round)`` gives each result."""
    t = Tournament(EventConfig("循环赛", system, **config))  # type: ignore[arg-type]
    for i in range(n):
        t.add_player(f"棋手{i + 1}")
    for _ in range(t.planned_rounds):
        rnd = t.pair_next_round()
        for g in rnd.games:
            if g.black is not None and g.result is None:
                t.set_result(rnd.number, g.board, outcome(g.red, g.black, rnd.number))
    return t


def results(table: dict[frozenset[int], tuple[int | None, ...]]) -> Callable[
        [int, int, int], Result]:
    """table[{a, b}] = winner (None = draw) → a result function."""
    def outcome(red: int, black: int, rnd: int) -> Result:
        winner = table[frozenset((red, black))][0]
        return D if winner is None else R if winner == red else B
    return outcome


def test_art_14_1_small_points_decide() -> None:
    t = rr(4, results({frozenset((1, 4)): (1,), frozenset((2, 3)): (None,),
                       frozenset((4, 3)): (None,), frozenset((1, 2)): (2,),
                       frozenset((2, 4)): (4,), frozenset((3, 1)): (3,)}))
    rows = t.standings()
    assert [r.number for r in rows] == [3, 4, 2, 1]
    by = {r.number: r for r in rows}
    assert [by[n].points for n in (3, 4, 2, 1)] == [4, 3, 3, 2]
    # 4 beat 2 (3 points) and drew 3 (4): 3 + 2 = 5; 2 beat 1 (2) and drew 3: 2 + 2 = 4
    assert by[4].values["small_points"] == 5 and by[2].values["small_points"] == 4


def test_art_14_1_chain_wins_direct_fouls_black_games_black_wins() -> None:
    t = rr(4, results({frozenset((1, 4)): (1,), frozenset((2, 3)): (None,),
                       frozenset((4, 3)): (None,), frozenset((1, 2)): (2,),
                       frozenset((2, 4)): (4,), frozenset((3, 1)): (None,)}))
    game = t.game(3, 1)
    assert (game.red, game.black) == (2, 4)
    t.set_result(3, 1, game.result, black_fouls=1)  # 4 fouls once (art. 8)
    rows = t.standings()
    by = {r.number: r for r in rows}
    assert {r.points for r in rows} == {3}
    assert {r.values["small_points"] for r in rows} == {4.5}
    assert by[3].values["wins"] == 0  # 3 is last on 胜局
    # 1, 2 and 4 beat each other in a cycle: 直胜 leaves them level; 犯规 puts 4 third;
    # 1 and 2 have one Black game each; 2 won with Black (后走胜局)
    assert [by[n].values["direct"] for n in (1, 2, 4)] == [2, 2, 2]
    assert [r.number for r in rows] == [2, 1, 4, 3]
    assert [r.rank for r in rows] == [1, 2, 3, 4]


def test_art_14_1_direct_encounter_between_two() -> None:
    # 1 and 2 finish level on points, small points and wins; 2 beat 1
    t = rr(4, results({frozenset((1, 4)): (1,), frozenset((2, 3)): (2,),
                       frozenset((4, 3)): (3,), frozenset((1, 2)): (2,),
                       frozenset((2, 4)): (4,), frozenset((3, 1)): (1,)}),
           ranking=RankingRules((TieBreak.WINS, TieBreak.DIRECT)))
    rows = t.standings()
    by = {r.number: r for r in rows}
    assert by[1].points == by[2].points == 4 and by[1].values["wins"] == 2
    assert rows.index(by[2]) < rows.index(by[1])
    assert by[2].values["direct"] == 2 and by[1].values["direct"] == 0


def test_art_14_2_match_points_rank_before_game_points() -> None:
    # double round robin of 3: A=1 beats B=2 twice; C=3 beats A once and draws once;
    # B and C win one each. Game points: A 5, C 5, B 2; match points: C ahead. The byes
    # of the odd field are rests and score nothing.
    def outcome(red: int, black: int, rnd: int) -> Result:
        pair = frozenset((red, black))
        cycle = 0 if rnd <= 3 else 1
        if pair == {1, 2}:
            return R if red == 1 else B
        if pair == {1, 3}:
            return (R if red == 3 else B) if cycle == 0 else D
        return (R if red == 2 else B) if cycle == 0 else (R if red == 3 else B)
    t = rr(3, outcome, System.DOUBLE_ROUND_ROBIN, ranking=CHAINS["14.2"])
    assert t.planned_rounds == 6
    rows = t.standings()
    by = {r.number: r for r in rows}
    assert by[1].points == by[3].points == 5 and by[2].points == 2
    assert (by[3].match_points, by[1].match_points, by[2].match_points) == (3, 2, 1)
    assert [r.number for r in rows] == [3, 1, 2]


def test_art_18_5_sanctioned_player_goes_last_among_equals() -> None:
    t = rr(4, results({frozenset((1, 4)): (1,), frozenset((2, 3)): (2,),
                       frozenset((4, 3)): (3,), frozenset((1, 2)): (2,),
                       frozenset((2, 4)): (4,), frozenset((3, 1)): (1,)}))
    before = [r.number for r in t.standings()]
    assert before.index(2) < before.index(1)
    t.add_sanction(Sanction(2, 1, SanctionKind.WARNING))
    after = [r.number for r in t.standings()]
    assert after.index(1) < after.index(2)
    # a disqualification weighs more than any number of warnings
    t.add_sanction(Sanction(1, 2, SanctionKind.DISQUALIFIED))
    t.add_sanction(Sanction(2, 3, SanctionKind.WARNING))
    final = [r.number for r in t.standings()]
    assert final.index(2) < final.index(1)


def swiss_two_rounds(rules: RankingRules) -> list[int]:
    """1: win then loss; 2: loss then win; both end on 2 points."""
    t = Tournament(EventConfig("积分", System.SWISS, 2, ranking=rules))
    for i in range(4):
        t.add_player(f"棋手{i + 1}")
    t.set_pairings(1, [(1, 3), (2, 4)], force=True)
    t.set_result(1, 1, R)
    t.set_result(1, 2, B)
    t.set_pairings(2, [(1, 4), (2, 3)], force=True)
    t.set_result(2, 1, B)
    t.set_result(2, 2, R)
    rows = t.standings()
    assert [r.points for r in rows] == [4, 2, 2, 0]
    return [r.number for r in rows]


@pytest.mark.parametrize("reading,first", [(PreviousRounds.POINTS, 1), (PreviousRounds.RANK, 1)])
def test_art_14_3_1_compare_the_previous_round(reading: PreviousRounds, first: int) -> None:
    order = swiss_two_rounds(RankingRules((TieBreak.PREVIOUS_ROUNDS,), previous_rounds=reading))
    assert order[1] == first


@pytest.mark.parametrize("reading", list(DropRounds))
def test_art_14_3_2_drop_round_one(reading: DropRounds) -> None:
    order = swiss_two_rounds(RankingRules((TieBreak.DROP_ROUNDS,), drop_rounds=reading))
    assert order[1] == 2


def test_art_14_3_progressive_score_example() -> None:
    # reference §4.2: W W W W L → 2 + 4 + 6 + 8 + 8 = 28
    t = Tournament(EventConfig("积分", System.SWISS, 5, ranking=CHAINS["14.3.2"]))
    for i in range(6):
        t.add_player(f"棋手{i + 1}")
    schedule = [[(1, 2), (3, 4), (5, 6)], [(3, 1), (5, 2), (4, 6)], [(1, 5), (6, 3), (2, 4)],
                [(4, 1), (2, 3), (6, 5)], [(1, 6), (4, 5), (3, 2)]]
    for number, pairs in enumerate(schedule, start=1):
        t.set_pairings(number, pairs, force=True)
        for board, (red, _) in enumerate(pairs, start=1):
            won = red == 1 if number != 5 else red != 1
            t.set_result(number, board, R if won or (1 not in pairs[board - 1]
                                                     and board % 2) else B)
    by = {r.number: r for r in t.standings()}
    assert [by[1].round_points[i] for i in range(5)] == [2, 2, 2, 2, 0]
    assert by[1].values["progressive"] == 28


@pytest.mark.parametrize("bye,value", [(ByeValue.LOWEST, 0), (ByeValue.LOWEST_SCORED, 2),
                                       (ByeValue.ZERO, 0)])
def test_art_14_4_bye_value_in_opponent_score(bye: ByeValue, value: float) -> None:
    t = Tournament(EventConfig("积分", System.SWISS, 3,
                               ranking=RankingRules((TieBreak.OPPONENT_SCORE,), bye_value=bye)))
    for i in range(3):
        t.add_player(f"棋手{i + 1}")
    t.set_pairings(1, [(1, 2), (3, None)])
    t.set_result(1, 1, R)
    by = {r.number: r for r in t.standings()}
    assert by[3].points == 2  # the bye scores as a win
    assert by[3].values["opponent_score"] == value
    assert by[3].values["wins"] == 1


def test_art_13_3_draw_worth_more_to_black() -> None:
    s = scoring("3-1/2-0")
    assert s.points(D) == (1, 2) and s.points(R) == (3, 0)
    t = rr(2, lambda red, black, rnd: D, scoring=s)
    by = {r.number: r for r in t.standings()}
    assert (by[1].points, by[2].points) == (1, 2)
    with pytest.raises(ValueError, match="unknown scoring"):
        scoring("4-2")
    assert scoring("2:1:0:2:1:0") == scoring("2-1-0")


def test_art_20_3_forfeits_and_double_forfeit() -> None:
    t = Tournament(EventConfig("积分", System.SWISS, 3))
    for i in range(4):
        t.add_player(f"棋手{i + 1}")
    t.set_pairings(1, [(1, 2), (3, 4)])
    t.set_result(1, 1, Result.parse("+-"))
    t.set_result(1, 2, Result.parse("--"))
    by = {r.number: r for r in t.standings()}
    assert [by[n].points for n in (1, 2, 3, 4)] == [2, 0, 0, 0]
    assert by[1].values["wins"] == 1 and by[3].values["wins"] == 0
    # a double forfeit still counts as met: no rematch next round
    assert [w.code for w in t.set_pairings(2, [(4, 3), (2, 1)])] == ["rematch", "rematch"]


def test_art_19_2_round_robin_withdrawal_before_half_cancels_results() -> None:
    t = Tournament(EventConfig("循环", System.ROUND_ROBIN))
    for i in range(6):
        t.add_player(f"棋手{i + 1}")
    for _ in range(2):
        rnd = t.pair_next_round()
        for g in rnd.games:
            t.set_result(rnd.number, g.board, R)
    t.withdraw(1)  # met 2 of 5
    assert t.cancelled_players() == {1}
    rnd = t.pair_next_round()
    assert all(1 not in g.players() for g in rnd.games)
    rows = t.standings()
    assert 1 not in {r.number for r in rows}
    for r in rows:
        assert all(e.opponent != 1 for e in r.entries)


def test_art_19_2_round_robin_withdrawal_after_half_forfeits_the_rest() -> None:
    t = Tournament(EventConfig("循环", System.ROUND_ROBIN))
    for i in range(6):
        t.add_player(f"棋手{i + 1}")
    for _ in range(3):
        rnd = t.pair_next_round()
        for g in rnd.games:
            t.set_result(rnd.number, g.board, D)
    t.withdraw(2)
    assert t.cancelled_players() == set()
    rnd = t.pair_next_round()
    game = rnd.game_of(2)
    assert game is not None and game.result in (Result.RED_FORFEIT_WIN,
                                                Result.BLACK_FORFEIT_WIN)
    assert t.player(2).status is Status.WITHDRAWN


def test_art_19_3_swiss_withdrawal_forfeits_the_open_game_and_stops_pairing() -> None:
    t = Tournament(EventConfig("积分", System.SWISS, 5))
    for i in range(6):
        t.add_player(f"棋手{i + 1}")
    rnd = t.pair_next_round()
    game = rnd.game_of(3)
    assert game is not None
    t.withdraw(3)
    assert game.result is (Result.BLACK_FORFEIT_WIN if game.red == 3 else
                           Result.RED_FORFEIT_WIN)
    for g in rnd.games:
        if g.result is None:
            t.set_result(1, g.board, D)
    nxt = t.pair_next_round()
    assert all(3 not in g.players() for g in nxt.games)
    assert nxt.games[-1].black is None  # five players left: one bye
    assert 3 in {r.number for r in t.standings()}  # results stand (19.3)


def test_registration_rules() -> None:
    t = Tournament()
    with pytest.raises(TournamentError, match="name"):
        t.add_player("  ")
    t.add_player("甲")
    t.add_player("乙")
    t.add_player("丙")
    t.remove_player(2)  # art. 14.4: before the start
    assert [(p.number, p.name) for p in t.players] == [(1, "甲"), (2, "丙")]
    t.pair_next_round()
    with pytest.raises(TournamentError, match="before round 1"):
        t.add_player("丁")
    with pytest.raises(TournamentError, match="withdraws"):
        t.remove_player(1)


def test_art_10_2_group_round_robin_with_seeds() -> None:
    t = Tournament(EventConfig("分组", System.GROUP_ROUND_ROBIN, groups=2))
    for i in range(7):
        t.add_player(f"棋手{i + 1}", rating=2400 - 50 * i)  # seeds 1..7 = numbers 1..7
    assert t.groups() == [[1, 4, 5], [2, 3, 6, 7]]  # serpentine: 1→A, 2→B, 3→B, 4→A …
    assert t.planned_rounds == 3
    rnd = t.pair_next_round()
    # group A (3 players: 1 rests first) then group B (4 players: 1–4, 2–3 by seed)
    assert [(g.red, g.black) for g in rnd.games] == [(4, 5), (2, 7), (3, 6), (1, None)]
    while len(t.rounds) < t.planned_rounds:
        for g in t.rounds[-1].games:
            if g.black is not None:
                t.set_result(len(t.rounds), g.board, R)
        t.pair_next_round()
    for g in t.rounds[-1].games:
        if g.black is not None:
            t.set_result(len(t.rounds), g.board, D)
    met = {frozenset(g.players()) for r in t.rounds for g in r.games if g.black is not None}
    assert len(met) == 3 + 6  # every pair inside each group once, nobody across groups
    assert {r.number for r in t.standings(group=0)} == {1, 4, 5}
    assert t.group_of(6) == 1
