"""Team events: line-ups (art. 11.1–11.3), board colours (12.2/12.3), match and game points
(13.2), team pairing and standings (14.5/14.6)."""

from __future__ import annotations

import pytest

from xiangqi_gui.tournament import Result, System, TournamentError
from xiangqi_gui.tournament.teamevent import TeamEvent, TeamKind

R, D, B = Result.RED_WIN, Result.DRAW, Result.BLACK_WIN


def event(kind: TeamKind, system: System = System.ROUND_ROBIN, teams: int = 4) -> TeamEvent:
    ev = TeamEvent("团体赛", kind, 4, system, 5)
    extra = 0 if kind is TeamKind.FIXED else 2
    for i in range(teams):
        ev.add_team(f"队{i + 1}", [f"T{i + 1}P{b}" for b in range(1, 5 + extra)])
    return ev


def test_art_11_1_fixed_boards_and_12_2_colours() -> None:
    ev = event(TeamKind.FIXED)
    rnd = ev.pair_next_round()
    assert [(p.first, p.second) for p in rnd] == [(1, 4), (2, 3)]  # 附录二, 4 teams
    assert ev.board_players(1, 0) == [("T1P1", "T4P1"), ("T4P2", "T1P2"),
                                      ("T1P3", "T4P3"), ("T4P4", "T1P4")]
    with pytest.raises(TournamentError, match="11.1"):
        ev.set_lineups(1, 0, ["T1P2", "T1P1", "T1P3", "T1P4"], ["T4P1", "T4P2", "T4P3", "T4P4"])
    with pytest.raises(TournamentError, match="needs 4 players"):
        TeamEvent(boards=4).add_team("x", ["a", "b", "c", "d", "e"])


def test_art_11_2_order_kept_and_11_3_any_order() -> None:
    ev = event(TeamKind.SUBSTITUTES)
    ev.pair_next_round()
    with pytest.raises(TournamentError, match="line-ups first"):
        ev.set_board_result(1, 0, 1, R)
    with pytest.raises(TournamentError, match="11.2"):
        ev.set_lineups(1, 0, ["T1P2", "T1P1", "T1P3", "T1P4"], ["T4P1", "T4P2", "T4P3", "T4P4"])
    ev.set_lineups(1, 0, ["T1P1", "T1P3", "T1P5", "T1P6"], ["T4P2", "T4P3", "T4P4", "T4P5"])
    drawn = event(TeamKind.DRAWN)
    drawn.pair_next_round()
    drawn.set_lineups(1, 0, ["T1P4", "T1P1", "T1P3", "T1P2"], ["T4P6", "T4P2", "T4P3", "T4P1"])
    assert drawn.board_players(1, 0)[0] == ("T1P4", "T4P6")


def test_art_13_2_and_14_5_round_robin_team_standings() -> None:
    ev = event(TeamKind.FIXED, teams=3)
    outcomes = {1: [R, B, D, D], 2: [D, D, D, D], 3: [B, R, R, D]}
    while len(ev.rounds) < 3:
        rnd = ev.pair_next_round()
        for i, p in enumerate(rnd):
            if p.second is not None:
                for board, result in enumerate(outcomes[len(ev.rounds)], start=1):
                    ev.set_board_result(len(ev.rounds), i, board, result)
    rows = ev.standings()
    by = {r.team: r for r in rows}
    # round 1: 2–3 R,B,D,D → 队2 wins board 1 (Red) and board 2 (Black there): 6:2
    # round 2: 1–2 all drawn 4:4; round 3: 3–1 B,R,R,D → 队1 wins boards 1 and 2: 5:3
    assert by["队2"].game_points == 6 + 4 and by["队1"].game_points == 4 + 5
    assert by["队2"].match_points == by["队1"].match_points == 2 + 1  # the bye is a rest
    # 14.5: level on 场分, 全队总局分 decides
    assert [r.team for r in rows] == ["队2", "队1", "队3"]
    assert [r.rank for r in rows] == [1, 2, 3]


def test_art_12_3_team_swiss_pairs_on_match_points() -> None:
    ev = event(TeamKind.FIXED, System.SWISS, teams=6)
    for _ in range(3):
        rnd = ev.pair_next_round()
        met = {frozenset((p.first, p.second)) for r in ev.rounds[:-1] for p in r}
        for i, p in enumerate(rnd):
            assert frozenset((p.first, p.second)) not in met
            assert p.second is not None
            for board in range(1, 5):  # the lower-numbered team wins every board
                first_red = board % 2 == 1
                first_wins = p.first < p.second
                ev.set_board_result(len(ev.rounds), i, board,
                                    R if first_red == first_wins else B)
    rows = ev.standings()
    assert rows[0].match_points == 6 and sum(r.match_points for r in rows) == 18
    data = ev.to_dict()
    assert TeamEvent.from_dict(data).to_dict() == data
