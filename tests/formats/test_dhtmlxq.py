"""DhtmlXQ / UBB reader on the corpus files (counts from SOURCES.md: 300 move blocks and
515 comment blocks in 七星聚会; 1,447 move blocks and 314 comment blocks in vschess)."""

from __future__ import annotations

import pytest

from tests.conftest import corpus_path
from tests.formats.loaded import cached_load
from xiangqi_gui.formats import load_bytes
from xiangqi_gui.rules import START_FEN

SEVEN_STARS = "maksimkorzh-wukong-xiangqi/apps/ubb_parser/ccbridge gathering of 7stars.txt"


def test_seven_stars_tree_keeps_every_branch_and_comment() -> None:
    loaded = cached_load(corpus_path(SEVEN_STARS))
    assert loaded.kind == "dhtmlxq" and loaded.encoding == "utf-8"
    [game] = loaded.games
    record = game.record
    assert game.error is None
    assert len(record.mainline_moves()) == 85
    assert record.variation_count() == 299  # + the movelist = 300 move blocks
    assert record.comment_count() == 515
    assert record.node_count() == 4561
    assert record.headers["Title"].endswith("七星聚会 v3") and record.result == "1/2-1/2"
    assert record.start_fen.split()[1] == "w"
    assert record.root.comment.count("\n") >= 1  # "||" decoded as line breaks


def test_vschess_file_loads_all_branches_and_names_the_broken_one() -> None:
    [game] = cached_load(corpus_path("fastlight126-vschess/dhtmlxq.txt")).games
    record = game.record
    assert record.variation_count() == 1446 and record.comment_count() == 314
    assert record.node_count() == 106997 and len(record.mainline_moves()) == 53
    assert record.headers["Title"] == "仙人指路全集（史上最全最新版）"
    assert game.error is not None
    assert game.error.location.line == 1517 and game.error.location.ply == 65
    assert "illegal move at 33. e2g4" in game.error.reason


def test_dhtmlxq_inside_html_without_binit_starts_from_the_initial_position() -> None:
    [game] = cached_load(corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_html/116.html")).games
    assert game.error is None
    assert game.record.start_fen == START_FEN
    assert len(game.record.mainline_moves()) == 85
    assert game.record.headers["Red"] == "DING Wa Chong"
    assert game.record.mainline_moves()[0].iccs == "g0e2"  # 6947: x6 y9 -> x4 y7


@pytest.mark.parametrize(("body", "words"), [
    ("[DhtmlXQ_binit]12[/DhtmlXQ_binit]", "binit must be 64 digits"),
    ("[DhtmlXQ_movelist]77474[/DhtmlXQ_movelist]", "4-digit moves"),
    ("[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_9_1]1234[/DhtmlXQ_move_0_9_1]",
     "does not exist"),
])
def test_malformed_blocks_are_record_errors(body: str, words: str) -> None:
    [game] = load_bytes(f"[DhtmlXQ]\n{body}\n[/DhtmlXQ]".encode(), "bad.txt").games
    assert game.error is not None and words in game.error.reason
    assert game.error.location.line == 2


def test_branch_at_the_first_move_and_branch_comments() -> None:
    """Case R11 (docs/references.md §8) in DhtmlXQ: ``move_0_1_1`` replaces ply 1 of the
    main line."""
    text = ("[DhtmlXQ]\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n"
            "[DhtmlXQ_move_0_1_1]17471022[/DhtmlXQ_move_0_1_1]\n"
            "[DhtmlXQ_comment0]开局[/DhtmlXQ_comment0]\n"
            "[DhtmlXQ_comment2]屏风马||之前[/DhtmlXQ_comment2]\n"
            "[DhtmlXQ_comment1_2]右马屏风[/DhtmlXQ_comment1_2]\n[/DhtmlXQ]")
    [game] = load_bytes(text.encode(), "branch.txt").games
    record = game.record
    assert game.error is None
    assert [c.move.iccs for c in record.root.children if c.move] == ["h2e2", "b2e2"]
    assert [m.iccs for m in record.mainline_moves()] == ["h2e2", "h9g7"]
    assert record.root.comment == "开局"
    assert record.mainline_nodes()[1].comment == "屏风马\n之前"
    side = record.root.children[1].children[0]
    assert side.move is not None and side.move.iccs == "b9c7" and side.comment == "右马屏风"
