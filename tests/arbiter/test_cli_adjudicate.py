"""``xiangqi adjudicate`` (README.md, "Command line")."""

from __future__ import annotations

import json

import pytest

from xiangqi_gui.cli import main

F7 = "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1"
#: Three full cycles: CXA art. 23.4 (six 回合 on two points, twelve plies)
F7_MOVES = " ".join(["d6e6 e4d4 e6d6 d4e4"] * 3)


def test_cli_adjudicate_perpetual_check_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adjudicate", "--fen", F7, "--moves", F7_MOVES, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["outcome"]["result"] == "1-0"
    assert data["outcome"]["termination"] == "perpetual_check"
    assert data["outcome"]["article"] == "4.1.4"
    assert data["repetition"]["black"] == "长将"
    assert data["plies"] == 12 and data["unplayed"] == []


def test_art_23_4_cli_two_cycles_are_not_yet_a_pending_position(
        capsys: pytest.CaptureFixture[str]) -> None:
    moves = " ".join(F7_MOVES.split()[:8])
    assert main(["adjudicate", "--fen", F7, "--moves", moves]) == 0
    assert capsys.readouterr().out.strip() == "game goes on: red to move after 8 plies"


def test_cli_adjudicate_axf_text(capsys: pytest.CaptureFixture[str]) -> None:
    fen = "2bakabnr/9/r1n1c4/2p1p1p1p/PP7/9/4P1P1P/2C3NC1/9/1NBAKAB1R w - - 0 1"
    moves = "c2a2 a7b7 a2b2 b7a7 b2a2 a7b7 a2b2 b7a7 b2a2 a7b7"
    assert main(["adjudicate", "--fen", fen, "--moves", moves, "--rules", "axf"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("0-1 perpetual_chase (art. AXF) after ply 9")
    assert out[1].startswith("repetition: red 长捉")
    assert out[2] == "not played (game over): a7b7"


def test_cli_adjudicate_game_goes_on(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adjudicate", "--moves", "h2e2 h9g7"]) == 0
    assert capsys.readouterr().out.strip() == "game goes on: red to move after 2 plies"


def test_cli_adjudicate_illegal_move_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adjudicate", "--moves", "h2e2 h2h8"]) == 1
    assert "ply 2 h2h8" in capsys.readouterr().err


def test_cli_adjudicate_bad_fen_and_bad_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adjudicate", "--fen", "9/9 w"]) == 1
    assert main(["adjudicate", "--moves", "h2e2 zz"]) == 1
    err = capsys.readouterr().err
    assert "bad FEN" in err and "ply 2" in err
