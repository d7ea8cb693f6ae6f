"""``xiangqi notate --fen FEN MOVE...`` (README.md: one line ``iccs chinese abbr wxf`` per move)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from xiangqi_gui.cli import main
from xiangqi_gui.notation.cli import notate_command

ROOKS = "4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1"


def test_notate_mixed_notations_from_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["notate", "h2e2", "马８进７", "H2+3", "r9.8", "炮八平六"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "h2e2 炮二平五 炮25 C2=5",
        "h9g7 马8进7 马87 H8+7",
        "h0g2 马二进三 马23 H2+3",
        "i9h9 车9平8 车98 R9=8",
        "b2d2 炮八平六 炮86 C8=6",
    ]


def test_notate_tandem_position(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["notate", "--fen", ROOKS, "前车进四"]) == 0
    assert capsys.readouterr().out == "d4d8 前车进四 前车4 R++4\n"


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        (["h2e2", "h9g7", "炮二平五"], "move 3 '炮二平五': there is no 炮 on file 2"),
        (["h2h8"], "move 1 'h2h8': not a legal move"),
        (["xyz"], "move 1 'xyz': not a move in any known notation"),
    ],
)
def test_notate_errors_name_the_token(
    moves: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["notate", *moves]) == 1
    captured = capsys.readouterr()
    assert message in captured.err
    assert len(captured.out.splitlines()) == len(moves) - 1


def test_notate_bad_fen(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    args = argparse.Namespace(fen="not a fen", moves=["h2e2"])
    assert notate_command(args) == 1
    assert "bad FEN 'not a fen'" in capsys.readouterr().err


def test_notate_as_a_process() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "xiangqi_gui.cli", "notate", "Ｃ２＝５"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, "h2e2 炮二平五 炮25 C2=5\n")
