"""附录二 round-robin tables (reference §2.3) against the saved reconstruction, art. 12.1/12.2."""

from __future__ import annotations

import json

import pytest

from tests.conftest import shared_path
from xiangqi_gui.tournament import berger_table, round_robin
from xiangqi_gui.tournament.roundrobin import team_board_red

TABLES = "tournaments/cxa_round_robin_tables_reconstructed.json"


@pytest.mark.parametrize("n", range(3, 17))
def test_reference_2_3_tables_reproduced_exactly(n: int) -> None:
    saved = json.loads(shared_path(TABLES).read_text(encoding="utf-8"))["tables"][str(n)]
    ours = [[list(pair) for pair in rnd] for rnd in berger_table(n)]
    assert ours == saved["rounds"]
    reds: dict[str, int] = {}
    for rnd in ours:
        for red, _ in rnd:
            reds[str(red)] = reds.get(str(red), 0) + 1
    assert reds == {k: v for k, v in saved["reds_per_number"].items() if v}


def test_reference_2_3_eight_player_table_as_printed() -> None:
    # the 8-player table printed in the tournament reference §2.3 (docs/tournament.md)
    assert berger_table(8)[1] == [(8, 5), (6, 4), (7, 3), (1, 2)]
    assert berger_table(8)[6] == [(4, 8), (5, 3), (6, 2), (7, 1)]


def test_reference_2_2_odd_field_byes_are_zero_and_player_1_rests_first() -> None:
    rounds = round_robin(7)
    assert rounds[0][0] == (1, 0)  # 人数逢单，1号轮空
    for rnd in rounds:
        assert sum(1 for pair in rnd if 0 in pair) == 1


@pytest.mark.parametrize("n", [4, 5, 10])
def test_double_round_robin_reverses_colours(n: int) -> None:
    single = round_robin(n)
    double = round_robin(n, double=True)
    assert double[:len(single)] == single
    for first, second in zip(single, double[len(single):], strict=True):
        assert second == [(b, r) if b else (r, 0) for r, b in first]
    met = {}
    for rnd in double:
        for r, b in rnd:
            if b:
                met[(r, b)] = met.get((r, b), 0) + 1
    assert all(v == 1 for v in met.values())  # each colour order exactly once
    assert len(met) == n * (n - 1)


def test_art_12_2_team_colours_by_board() -> None:
    assert [team_board_red(True, b) for b in range(1, 5)] == [True, False, True, False]
    assert [team_board_red(False, b) for b in range(1, 5)] == [False, True, False, True]


def test_round_robin_needs_two_players() -> None:
    with pytest.raises(ValueError, match="at least 2"):
        berger_table(1)
