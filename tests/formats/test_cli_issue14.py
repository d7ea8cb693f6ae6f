"""The command lines arbiters script (issue 14): help and version, messages without
internal names, convert's --to check and XQF header warnings, errors once on stderr,
"no such file", garbage FEN-list lines, ``xiangqi-gui`` arguments without a display."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.app.main import parse_args
from xiangqi_gui.cli import build_parser, main

GAME = """[Event "第二十届五羊杯全国象棋冠军邀请赛决赛第一轮第一场慢棋加赛之后的最后一局"]
[Round "3"]
[Red "许银川"]
[Black "吕钦"]
[Opening "中炮对屏风马"]
[Result "1-0"]

1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0
"""


def _all_parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [parser]
    for action in parser._actions:  # noqa: SLF001 (argparse has no public walk)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for sub in action.choices.values():
                found.extend(_all_parsers(sub))
    return found


def test_every_option_and_argument_has_help_text() -> None:
    missing = [f"{p.prog} {a.dest}" for p in _all_parsers(build_parser()) for a in p._actions
               if not isinstance(a, argparse._SubParsersAction) and not a.help]
    assert missing == []


def test_version_and_depth_message(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out == "xiangqi 0.1.0\n"
    with pytest.raises(SystemExit) as done:
        main(["perft", "abc"])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert "DEPTH must be a non-negative integer" in err and "_non_negative" not in err


def test_convert_refuses_a_to_that_contradicts_the_extension(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "game.pgn"
    source.write_text(GAME, encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "out.pgn"), "--to", "xqf"]) == 2
    assert "contradicts the extension" in capsys.readouterr().err
    assert not (tmp_path / "out.pgn").exists()


def test_pgn_to_xqf_names_each_header_it_drops_or_cuts(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "game.pgn"
    source.write_text(GAME, encoding="utf-8")
    assert main(["convert", str(source), str(tmp_path / "out.xqf")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert any("header Round is dropped" in line for line in err)
    assert any("header Opening is dropped" in line for line in err)
    assert any("header Event is cut to 63 bytes" in line for line in err)
    assert not any("Red" in line or "Black" in line for line in err)  # they fit
    assert (tmp_path / "out.xqf").read_bytes()[:2] == b"XQ"


def test_errors_print_once_on_stderr_and_missing_files_say_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "missing.pgn")]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err == f"xiangqi replay: {tmp_path / 'missing.pgn'}: no such file\n"
    bad = tmp_path / "bad.pgn"
    bad.write_text('[Event "x"]\n\n1. h2e2 h9g7 2. e2e9 *\n', encoding="utf-8")
    assert main(["replay", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert "error:" not in out and err.count("illegal move at 2. e2e9") == 1


def test_garbage_line_in_a_fen_list_is_reported(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "list.epd"
    path.write_text("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
                    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1\n"
                    "4k4/9/9/9/9/9/9/4C4/9/3K5 w - - 0 1\n", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    out, err = capsys.readouterr()
    assert "line 2, game 2: not a valid FEN position" in err
    assert out.count("plies") == 3  # the positions before and after it still load


def test_gui_arguments_demo_board_before_the_file() -> None:
    assert vars(parse_args(["--demo-board", "game.pgn"])) == {"file": "game.pgn",
                                                              "demo_board": -1,
                                                              "self_test": False}
    assert vars(parse_args(["game.pgn", "--demo-board"])) == {"file": "game.pgn",
                                                              "demo_board": -1,
                                                              "self_test": False}
    assert vars(parse_args(["--demo-board", "2", "game.pgn"])) == {"file": "game.pgn",
                                                                   "demo_board": 2,
                                                                   "self_test": False}


@pytest.mark.parametrize(("flag", "expected"), [("--help", "usage: xiangqi-gui"),
                                                ("--version", "xiangqi-gui 0.1.0")])
def test_gui_help_and_version_need_no_display(flag: str, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM",
                                                           "WAYLAND_DISPLAY")}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run([sys.executable, "-m", "xiangqi_gui.app.main", flag], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(expected)
