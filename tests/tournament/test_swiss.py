"""积分编排 by the 定位编排法 on hand-made fields: the tournament reference §1.3 and §1.4
(docs/tournament.md)."""

from __future__ import annotations

import pytest

from xiangqi_gui.tournament import (
    EventConfig,
    Result,
    SwissOptions,
    System,
    Tournament,
    TournamentError,
)
from xiangqi_gui.tournament.colours import ColourLimits, due, need, violations
from xiangqi_gui.tournament.swiss import (
    ColourTie,
    PairingError,
    Round1,
    State,
    pair_first_round,
    pair_states,
)

OPTS = SwissOptions()


def field_(*specs: tuple[float, str]) -> dict[int, State]:
    """Players 1..n with (score, colour history); nobody has met anybody."""
    return {i: State(i, score, hist) for i, (score, hist) in enumerate(specs, start=1)}


def pairs_of(games: list) -> set[frozenset[int]]:
    return {frozenset(g.players()) for g in games if g.black is not None}


def event(n: int, rounds: int = 7, **kw: object) -> Tournament:
    t = Tournament(EventConfig("test", System.SWISS, rounds, swiss=SwissOptions(**kw)))
    for i in range(n):
        t.add_player(f"棋手{i + 1}", rating=2000 - 10 * i)
    return t


# -- round 1 ------------------------------------------------------------------------------

def test_reference_1_4_1_round_one_split_and_board_colours() -> None:
    t = event(8)
    games = t.pair_next_round().games
    # 拦腰 1–5, 2–6, 3–7, 4–8; odd boards the smaller number Red, even boards the larger
    assert [(g.red, g.black) for g in games] == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_reference_1_4_1_unrated_after_rated() -> None:
    t = Tournament(EventConfig(system=System.SWISS))
    t.add_player("甲")
    t.add_player("乙", rating=1800)
    t.add_player("丙", rating=2100)
    t.add_player("丁")
    games = t.pair_next_round().games
    # order 3, 2, 1, 4 → 3–1, 4–2 (board 2: larger Red)
    assert [(g.red, g.black) for g in games] == [(3, 1), (4, 2)]


def test_reference_1_3_b_odd_field_dummy_gives_the_bye_and_it_is_listed_last() -> None:
    games = pair_first_round(event(7).players, OPTS)
    assert games[-1].black is None and games[-1].red == 4  # 4 meets the dummy 8
    assert [(g.red, g.black) for g in games[:-1]] == [(1, 5), (6, 2), (3, 7)]


@pytest.mark.parametrize("mode,expected", [
    (Round1.ADJACENT, [(1, 2), (4, 3), (5, 6), (8, 7)]),
    (Round1.FOLD, [(1, 8), (7, 2), (3, 6), (5, 4)]),
])
def test_reference_1_3_b_other_round_one_modes(mode: Round1, expected: list) -> None:
    games = pair_first_round(event(8).players, SwissOptions(round1=mode))
    assert [(g.red, g.black) for g in games] == expected


# -- colour need ---------------------------------------------------------------------------

def test_reference_1_3_d_colour_need() -> None:
    assert need("RBR") == 101 and due("RBR") == "B"
    assert need("RRBBB") == -103 and due("RRBBB") == "R"
    assert need("") == 0 and due("") is None
    assert need("RB") == -1 and due("RB") == "R"  # balanced, but the last was Black
    assert violations("RBBB") and violations("RRBRR") == ["colour difference +3 after game 5"]


# -- score groups ---------------------------------------------------------------------------

def test_reference_1_4_3_equal_scores_meet() -> None:
    st = field_((4, "RB"), (4, "BR"), (4, "RB"), (4, "BR"), (2, "RB"), (2, "BR"),
                (0, "RB"), (0, "BR"))
    games = pair_states(st, 3, OPTS)
    for g in games:
        assert g.black is not None and st[g.red].score == st[g.black].score


def test_reference_1_4_3_floaters_are_minimal_and_the_lowest_placed_float() -> None:
    st = field_((4, "RB"), (4, "BR"), (4, "RB"), (2, "BR"), (2, "RB"), (2, "BR"),
                (0, "RB"), (0, "BR"))
    games = pair_states(st, 3, OPTS)
    cross = [g for g in games if st[g.red].score != st[g.black].score]
    assert len(cross) == 1  # one 4-point floater; then the 2-point group is even
    assert sorted((st[cross[0].red].score, st[cross[0].black].score)) == [2, 4]
    # the floater from the top group is its lowest placed player: number 3 in an odd round
    top_floater = next(n for g in cross for n in g.players() if st[n].score == 4)
    assert top_floater == 3


def test_reference_1_4_3_floater_paired_first_in_the_group_below() -> None:
    st = field_((4, "RB"), (2, "BR"), (2, "RB"), (2, "BR"), (2, "RB"), (0, "BR"))
    games = pair_states(st, 3, OPTS)
    partner = next(g for g in games if 1 in g.players())
    assert st[next(n for n in partner.players() if n != 1)].score == 2
    assert pairs_of(games) & {frozenset((6, n)) for n in (2, 3, 4, 5)}  # 6 meets a 2-pointer


def test_reference_1_4_4_pairs_above_are_taken_apart_when_the_last_group_is_stuck() -> None:
    st = field_((4, "RB"), (4, "BR"), (2, "RB"), (2, "BR"), (0, "RB"), (0, "BR"))
    st[5].opponents.add(6)
    st[6].opponents.add(5)
    games = pair_states(st, 3, OPTS)
    pairs = pairs_of(games)
    assert frozenset((1, 2)) in pairs  # the top group stays intact
    assert frozenset((5, 6)) not in pairs
    assert pairs - {frozenset((1, 2))} in ({frozenset((3, 5)), frozenset((4, 6))},
                                           {frozenset((3, 6)), frozenset((4, 5))})


def test_reference_1_4_2_no_rematch_even_if_the_group_must_split() -> None:
    st = field_((4, "RB"), (4, "BR"), (2, "RB"), (2, "BR"))
    st[1].opponents.add(2)
    st[2].opponents.add(1)
    pairs = pairs_of(pair_states(st, 3, OPTS))
    assert frozenset((1, 2)) not in pairs and len(pairs) == 2


# -- colours ---------------------------------------------------------------------------------

def test_reference_1_3_e_due_red_meets_due_black_first() -> None:
    st = field_((2, "R"), (2, "R"), (2, "B"), (2, "B"))
    games = pair_states(st, 2, OPTS)
    for g in games:
        assert g.red in (3, 4) and g.black in (1, 2)


def test_reference_1_3_f_no_three_in_a_row_splits_same_need_players() -> None:
    st = field_((2, "BRR"), (2, "BRR"), (2, "RBB"), (2, "RBB"))
    games = pair_states(st, 4, OPTS)
    assert pairs_of(games).isdisjoint({frozenset((1, 2)), frozenset((3, 4))})
    for g in games:
        assert g.red in (3, 4)


def test_reference_1_3_f_impossible_pairing_is_an_error_unless_last_round() -> None:
    st = field_((2, "BRR"), (2, "BRR"))
    with pytest.raises(PairingError, match="round 4"):
        pair_states(st, 4, OPTS, total_rounds=7)
    games = pair_states(st, 4, OPTS, total_rounds=4)  # last round: the waiver
    assert len(games) == 1


def test_reference_1_3_g_colour_rules() -> None:
    # G.1 the smaller need takes Red
    st = field_((2, "RB"), (2, "BR"))
    [g] = pair_states(st, 3, OPTS)
    assert (g.red, g.black) == (1, 2)  # 1 ends on Black (need +… −1) → Red
    # G.3 identical histories: odd round smaller number Red, even round larger
    st = field_((2, "RB"), (2, "RB"))
    st[1].opponents = set()
    [g] = pair_states(st, 3, OPTS)
    assert (g.red, g.black) == (1, 2)
    [g] = pair_states(field_((2, "RB"), (2, "RB")), 4, OPTS)
    assert (g.red, g.black) == (2, 1)
    # option ①: by the parity of the sum (1 + 2 = 3 odd → smaller Red) in any round
    [g] = pair_states(field_((2, "RB"), (2, "RB")), 4, SwissOptions(colour_tie=ColourTie.SUM))
    assert (g.red, g.black) == (1, 2)


def test_reference_1_3_g4_last_three_rounds_higher_scorer_colour_wins() -> None:
    # both due Red, 2's need stronger; 1 leads by 2 points in round 6 of 7 → 1 gets Red
    def st() -> dict[int, State]:
        return {1: State(1, 8, "BRRB"), 2: State(2, 6, "BRB")}
    [g] = pair_states(st(), 6, OPTS, total_rounds=7)
    assert g.red == 1
    [g] = pair_states(st(), 6, OPTS, total_rounds=12)
    assert g.red == 2  # not the last three rounds: the stronger need (G.1) decides


# -- byes ------------------------------------------------------------------------------------

def test_reference_1_4_5_bye_to_the_lowest_scorer_without_one() -> None:
    st = field_((4, "RB"), (2, "BR"), (2, "RB"), (0, "B"), (0, "BR"))
    st[4].byes = 1
    games = pair_states(st, 3, OPTS)
    assert games[-1].black is None and games[-1].red == 5


def test_reference_1_4_5_second_bye_only_when_no_other_player_can_take_it() -> None:
    st = field_((2, "R"), (2, "B"), (0, "R"))
    st[1].byes = st[2].byes = 1
    st[3].byes = 0
    st[1].opponents, st[2].opponents = {2}, {1}
    games = pair_states(st, 3, OPTS)
    # 3 has no bye but 1 and 2 have met: 3 must play, so 1 or 2 gets a second bye
    assert games[-1].black is None and games[-1].red in (1, 2)


def test_deterministic() -> None:
    def run() -> list:
        t = event(11, rounds=5)
        for _ in range(4):
            rnd = t.pair_next_round()
            for g in rnd.games:
                if g.black is not None:
                    g.result = [Result.RED_WIN, Result.DRAW, Result.BLACK_WIN][(g.red + g.black)
                                                                                % 3]
        return [[(g.red, g.black) for g in r.games] for r in t.rounds]
    assert run() == run()


# -- manual pairing ----------------------------------------------------------------------------

def test_reference_1_4_8_manual_override_rechecked_with_warnings() -> None:
    t = event(4)
    t.pair_next_round()  # 1–3, 4–2
    for g in t.rounds[0].games:
        g.result = Result.RED_WIN
    warnings = t.set_pairings(2, [(1, 3), (2, None)])
    codes = sorted(w.code for w in warnings)
    assert codes == ["rematch", "unpaired"]
    assert len(t.rounds) == 1  # refused without force
    warnings = t.set_pairings(2, [(1, 3), (2, 4)], force=True)
    assert [w.code for w in warnings] == ["rematch", "rematch"]
    assert len(t.rounds) == 2
    assert "已相遇过" in next(w.text_zh for w in warnings if w.code == "rematch")
    assert t.set_pairings(2, [(1, 2), (4, 3)]) == []  # legal: taken without force


def test_reference_1_4_8_manual_colour_and_bye_warnings() -> None:
    t = event(5)
    t.set_pairings(1, [(1, 2), (3, 4), (5, None)])
    for g in t.rounds[0].games[:2]:
        g.result = Result.DRAW
    t.set_pairings(2, [(1, 3), (2, 5), (4, None)])
    for g in t.rounds[1].games[:2]:
        g.result = Result.DRAW
    codes = sorted(w.code for w in t.set_pairings(3, [(1, 4), (2, 3), (5, None)]))
    # 1 would have Red a third time; 5 (3 points) would have a second bye while 1–3
    # (2 points) have none
    assert codes == ["bye_not_lowest", "colour", "second_bye"]


def test_colour_limit_text_mentions_both() -> None:
    lim = ColourLimits()
    assert not lim.allows("RR", "R") and lim.allows("RR", "B")
    assert not lim.allows("RBRR", "R") and not lim.allows("RRBR", "R")


def test_pairing_refused_while_results_are_missing() -> None:
    t = event(6)
    t.pair_next_round()
    with pytest.raises(TournamentError, match="without a result"):
        t.pair_next_round()


def test_reference_1_3_b_same_unit_players_kept_apart_in_round_one() -> None:
    def first_round(separate: bool) -> set[frozenset[int]]:
        t = Tournament(EventConfig("test", System.SWISS, 5,
                                   swiss=SwissOptions(separate_units=separate)))
        for i, unit in enumerate(["北京", "上海", "广东", "北京", "天津", "四川"]):
            t.add_player(f"p{i + 1}", unit, rating=2000 - i)
        return {frozenset(g.players()) for g in t.pair_next_round().games}
    assert frozenset((1, 4)) in first_round(False)  # 拦腰: 1–4 are both 北京
    pairs = first_round(True)
    # the lower-half players 4 and 5 swap places: 1–5 and 2–4
    assert pairs == {frozenset((1, 5)), frozenset((2, 4)), frozenset((3, 6))}
