"""``xiangqi replay`` / ``xiangqi convert`` through the real CLI entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import corpus_path
from xiangqi_gui.cli import main
from xiangqi_gui.formats import load_file

KEYS = {"source", "game", "headers", "start_fen", "moves", "variations", "comments",
        "final_fen", "result", "outcome", "error"}


def _json_lines(capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_replay_json_shape_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(corpus_path("hbsxcjp-cchess/01.pgn"))
    assert main(["replay", "--json", path]) == 0
    [game] = _json_lines(capsys)
    assert set(game) == KEYS
    assert game["source"] == path and game["game"] == 0 and game["error"] is None
    moves = game["moves"]
    assert isinstance(moves, list) and len(moves) == 7
    assert moves[0] == {"iccs": "f2g4", "chinese": "马四进三", "abbr": "马43\u0332", "wxf": "H4+3"}
    assert (game["variations"], game["comments"], game["result"]) == (6, 6, "1-0")
    assert game["start_fen"] == "5a3/4ak2r/6R2/8p/9/9/9/B4N2B/4K4/3c5 w - - 0 1"
    assert game["final_fen"] == "4ca3/5k2r/5a3/6N1p/9/9/9/B7B/4K4/9 b - - 1 4"
    # the recorded 红胜 agrees with what the rules core adjudicates: Black is mated
    assert game["outcome"] == {"result": "1-0", "termination": "checkmate",
                               "article": "4.1.1", "reason": "Black is checkmated (将死)."}


def test_replay_reports_errors_with_offset_and_ply(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(corpus_path("walker8088-cchess/tests/data/BadMoveTest3.xqf"))
    assert main(["replay", "--json", path]) == 1
    [game] = _json_lines(capsys)
    error = game["error"]
    assert isinstance(error, dict)
    assert error["offset"] == 0x452 and error["ply"] == 10 and "e1f0" in str(error["message"])
    moves = game["moves"]
    assert "line" not in error and isinstance(moves, list) and len(moves) == 9


def test_replay_file_level_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bogus = tmp_path / "name_only.xqf"
    bogus.write_bytes(b"[Game \"Chinese Chess\"]\n1. h2e2 *\n")
    assert main(["replay", "--json", str(bogus)]) == 1
    [game] = _json_lines(capsys)
    error = game["error"]
    assert isinstance(error, dict) and error["offset"] == 0
    assert "not an XQF file" in str(error["message"]) and "name_only.xqf" in str(error["message"])


def test_replay_text_in_wxf(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(corpus_path("maksimkorzh-wukong-xiangqi/xiangqi_pgn_parser/game_uci.pgn"))
    assert main(["replay", "--notation", "wxf", path]) == 0
    out = capsys.readouterr().out
    assert "95 plies" in out and "1. C2=5 H8+7 2. H2+3 H2+3" in out


@pytest.mark.parametrize(("target", "suffix", "format_tag"), [
    ("pgn-chinese", ".pgn", "Chinese"), ("pgn-wxf", ".pgn", "WXF"), ("pgn-iccs", ".pgn", "ICCS"),
    (None, ".xqf", None),
])
def test_convert_xqf_keeps_the_tree(tmp_path: Path, target: str | None, suffix: str,
                                    format_tag: str | None) -> None:
    source = corpus_path("walker8088-cchess/tests/data/UnitTest.xqf")
    out = tmp_path / ("out" + suffix)
    args = ["convert", str(source), str(out)] + (["--to", target] if target else [])
    assert main(args) == 0
    if format_tag:
        assert f'[Format "{format_tag}"]' in out.read_text(encoding="utf-8")
    original = load_file(source).games[0].record
    converted = load_file(out).games[0].record
    assert [n.move for n in converted.nodes()] == [n.move for n in original.nodes()]
    assert converted.comment_count() == original.comment_count() == 3


def test_convert_refuses_many_games_into_xqf(tmp_path: Path) -> None:
    source = corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/bulk_games_uci.pgn")
    assert main(["convert", str(source), str(tmp_path / "x.xqf")]) == 1
    assert not (tmp_path / "x.xqf").exists()
