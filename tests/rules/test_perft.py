"""Perft against published figures (docs/references.md §6). Depth 4 lives in
benchmarks/perft.py; here every position is checked to depth 3 (start to depth 3 too)."""

from __future__ import annotations

import pytest

from xiangqi_gui.cli import main
from xiangqi_gui.rules import Position
from xiangqi_gui.rules.perft import count_legal, divide, perft

from .fixtures import PERFT


@pytest.mark.parametrize(("fen", "counts"), PERFT, ids=[f"pos{i}" for i in range(len(PERFT))])
def test_published_perft_to_depth_3(fen: str, counts: list[int]) -> None:
    pos = Position.from_fen(fen)
    assert [perft(pos, depth) for depth in (1, 2, 3)] == counts[:3]
    assert pos.fen() == Position.from_fen(fen).fen()  # make/unmake left no trace


def test_count_legal_matches_generated_moves_along_published_trees() -> None:
    for fen, _ in PERFT:
        pos = Position.from_fen(fen)
        for move in pos.legal_moves():
            pos.push(move)
            assert count_legal(pos) == len(pos.legal_moves()), (fen, move.iccs)
            pos.pop()


def test_divide_sums_to_perft() -> None:
    rows = divide(Position(), 2)
    assert len(rows) == 44
    assert sum(count for _, count in rows) == 1920
    assert dict((m.iccs, c) for m, c in rows)["h2e2"] == 45  # the h-file opens for the black cannon


def test_cli_perft_last_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "nodes 1920"


def test_cli_perft_divide(capsys: pytest.CaptureFixture[str]) -> None:
    fen = PERFT[3][0]
    assert main(["perft", "2", "--fen", fen, "--divide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 7 + 1
    assert lines[-1] == "nodes 281"


def test_cli_perft_bad_fen_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "1", "--fen", "9/9/9 w"]) == 1
    assert "bad FEN" in capsys.readouterr().err
