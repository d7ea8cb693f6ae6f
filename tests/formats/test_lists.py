"""FEN lists (.epd/.eglib/CSV/text, optional solutions) and plain game lists; counts from
../shared/corpus/SOURCES.md (position counts per file, 41 Kaggle games of 2,644 rows,
16 text games)."""

from __future__ import annotations

import pytest

from tests.conftest import corpus_path
from tests.formats.loaded import cached_load
from xiangqi_gui.rules import Position

W = "walker8088-cchess/"


@pytest.mark.parametrize(("relative", "positions", "solved_plies"), [
    (W + "examples/endgames.epd", 165, 0),
    (W + "examples/level0.epd", 28, 0),
    (W + "examples/梦入神机.epd", 151, 0),
    (W + "examples/适情雅趣360.epd", 356, 0),
    (W + "demo/end_game/梦入神机.eglib", 138, 138),
    (W + "demo/end_game/烂柯神机.eglib", 223, 223),
    (W + "demo/end_game/泥马渡康王.eglib", 30, 30),
    (W + "end_game/残局大全/马兵类杀法.csv", 209, 1507),
    (W + "end_game/残局大全/车类杀法.csv", 119, 899),
    (W + "demo/马兵类杀法.csv", 12, 38),
    (W + "end_game/中局攻杀谱.csv", 495, 17547),
    (W + "end_game/残局大全/马兵类杀法.txt", 213, 0),
])
def test_fen_lists(relative: str, positions: int, solved_plies: int) -> None:
    loaded = cached_load(corpus_path(relative))
    assert loaded.kind == "fenlist"
    assert len(loaded.games) == positions and not loaded.errors
    assert sum(len(g.record.mainline_moves()) for g in loaded.games) == solved_plies


def test_level1_rejects_six_impossible_positions_and_loads_the_rest() -> None:
    """Lines 9, 42, 43, 121, 175: the side not to move is in check (pyffish agrees);
    line 218: a red advisor on d9, outside Red's palace (art. 2.2)."""
    loaded = cached_load(corpus_path(W + "examples/level1.epd"))
    assert len(loaded.games) == 235
    bad = {e.location.line: e.reason for e in loaded.errors}
    assert sorted(bad) == [9, 42, 43, 121, 175, 218]
    assert all("is in check" in bad[line] for line in (9, 42, 43, 121, 175))
    assert "red advisor on d9" in bad[218]
    assert sum(g.ok for g in loaded.games) == 229


def test_eglib_name_fen_and_solution() -> None:
    game = cached_load(corpus_path(W + "demo/end_game/泥马渡康王.eglib")).games[0]
    assert game.record.headers["Title"]
    pos = Position.from_fen(game.record.start_fen)
    assert all(pos.is_legal(m) for m in game.record.mainline_moves()[:1])


def test_move_lines_after_a_fen_form_a_game() -> None:
    game = cached_load(corpus_path(W + "tests/data/test1_move.txt")).games[0]
    assert game.error is None and len(game.record.mainline_moves()) == 110
    uci = cached_load(corpus_path(W + "tests/data/uci_test_move.txt")).games[0]
    assert [m.iccs for m in uci.record.mainline_moves()] == ["g4g8", "d8d9", "e6c7", "d9e9",
                                                             "g8g9"]
    assert uci.record.result == "1-0"


def test_perft_file_lists_its_two_fens_and_skips_the_table() -> None:
    loaded = cached_load(corpus_path("maksimkorzh-wukong-xiangqi/res/xiangqi_perft.txt"))
    assert len(loaded.games) == 2 and not loaded.errors


def test_puzzle_generator_three_line_list() -> None:
    loaded = cached_load(corpus_path("maksimkorzh-wukong-xiangqi/puzzle_generator/games.pgn"))
    assert loaded.kind == "gamelist" and len(loaded.games) == 15 and not loaded.errors
    first = loaded.games[0].record
    assert first.headers["Red"] == "ZHAO GuoRong" and first.headers["Black"] == "KE YongQing"
    assert first.headers["Event"] == "Zhongli Cup TV fast game Champion 1997"
    assert sum(len(g.record.mainline_moves()) for g in loaded.games) == 1378
    same = cached_load(corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/bulk_games_uci.pgn"))
    assert first.mainline_moves() == same.games[0].record.mainline_moves()


def test_kaggle_csv_interleaves_per_side_turns() -> None:
    loaded = cached_load(corpus_path("jenci2114-csc111-project/data/middle_sample.csv"))
    assert len(loaded.games) == 41 and not loaded.errors
    assert sum(len(g.record.mainline_moves()) for g in loaded.games) == 2644
    small = cached_load(corpus_path("jenci2114-csc111-project/small_sample.csv"))
    assert [len(g.record.mainline_moves()) for g in small.games] == [6, 6]
    # C2.5 (red) then h2+3 (black 马2进3): per-side rows interleaved red, black, red ...
    assert [m.iccs for m in small.games[0].record.mainline_moves()[:2]] == ["h2e2", "b9c7"]


def test_xqstudio_text_tournament_export() -> None:
    path = corpus_path(W + "game_book/对局谱/2001年象棋排位赛/"
                       "2001年象棋排位赛（文本版本）/象棋排位赛01a.txt")
    loaded = cached_load(path)
    assert len(loaded.games) == 16 and not loaded.errors
    first = loaded.games[0].record
    assert (first.headers["Red"], first.headers["Black"], first.result) == \
        ("辽宁卜凤波", "北京张强", "1-0")
    assert first.headers["Event"] == "第一站2001·8·14（上午）"
    assert len(first.mainline_moves()) == 111
    fourth = loaded.games[3].record
    assert (fourth.headers["Red"], fourth.headers["Black"], fourth.result) == \
        ("廖二平", "吉林陶汉明", "0-1")
    assert sum(len(g.record.mainline_moves()) for g in loaded.games) == 1594
