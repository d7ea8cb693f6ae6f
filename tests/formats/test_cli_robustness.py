"""The replay/convert command on awkward real inputs: impossible FENs in a FEN list, a PGN
saved as .txt, a closed pipe, usage errors; errors inside variations say so."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, corpus_path
from xiangqi_gui.cli import main
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.notation import read_move
from xiangqi_gui.rules import Move, Position


def test_fen_list_with_impossible_positions_replays_the_others(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = corpus_path("walker8088-cchess/examples/level1.epd")
    assert main(["replay", "--json", str(path)]) == 1
    out = capsys.readouterr()
    rows = [json.loads(line) for line in out.out.splitlines()]
    assert len(rows) == 235
    bad = [row for row in rows if row["error"] is not None]
    assert [row["error"]["line"] for row in bad] == [9, 42, 43, 121, 175, 218]
    assert all(row["moves"] == [] and row["final_fen"] is None for row in bad)
    assert "red advisor on d9 cannot stand there" in bad[-1]["error"]["message"]


def test_convert_skips_impossible_positions_and_reports_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = corpus_path("walker8088-cchess/examples/level1.epd")
    out = tmp_path / "level1.pgn"
    assert main(["convert", str(path), str(out)]) == 1
    assert "line 218" in capsys.readouterr().err
    assert len(load_file(out).games) == 229


def test_pgn_saved_as_txt_is_read_as_pgn(tmp_path: Path) -> None:
    source = corpus_path("walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn")
    pgn = tmp_path / "game.pgn"
    assert main(["convert", str(source), str(pgn)]) == 0
    txt = tmp_path / "game.txt"
    txt.write_bytes(pgn.read_bytes())
    (game,) = load_file(txt).games
    assert game.error is None
    assert len(game.record.mainline_moves()) == 23


def test_abbreviated_json_text_reads_back(capsys: pytest.CaptureFixture[str]) -> None:
    source = corpus_path("walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn")
    assert main(["replay", "--json", str(source)]) == 0
    moves = json.loads(capsys.readouterr().out)["moves"]
    assert [m["abbr"] for m in moves[:2]] == ["炮25", "炮25"]
    assert moves[4]["abbr"] == "炮54\u0332" and moves[8]["abbr"] == "前炮2\u0305"
    # a stroke makes the text unique (plain traverse texts may still fit an advance too)
    pos = Position()
    for row in moves:
        move = Move.from_iccs(row["iccs"])
        if row["abbr"][-1] in "\u0332\u0305":
            assert read_move(pos, row["abbr"]) == move, row
        pos.push(move)


def test_variation_errors_are_labelled_as_such() -> None:
    loaded = load_file(corpus_path("walker8088-cchess/tests/data/WildHouse.xqf"))
    (game,) = loaded.games
    assert game.error is not None
    assert "(in a variation)" in str(game.error)


def test_negative_perft_depth_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as info:
        main(["perft", "-1"])
    assert info.value.code == 2


def test_closed_pipe_ends_quietly() -> None:
    source = corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_international.pgn")
    proc = subprocess.Popen([sys.executable, "-m", "xiangqi_gui.cli", "replay", str(source)],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.wait(timeout=60)
    assert "Traceback" not in err
