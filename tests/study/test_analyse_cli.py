"""``xiangqi analyse`` agrees with ``xiangqi replay`` and ``notate`` (issue 11, a fresh-user
trial): the same exit status for a record with a bad variation (1: the record was read
only in part), and Black's digits in ASCII (马8进7) as every command prints them and the
score sheet shows them (docs/references.md §2); ``--fullwidth``
writes 马８进７ in the PGN-writing commands."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO
from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.formats import load_file
from xiangqi_gui.play.sheet import ScoreRows
from xiangqi_gui.rules import START_FEN, Move

BAD_VARIATION = ('[Event "t"]\n[Red "A"]\n[Black "B"]\n[Result "*"]\n\n'
                 "1. 炮二平五 (1. 炮二进九 车9进1) 马8进7 2. 马二进三 车9平8 *\n")
MAIN_LINE = ["炮二平五", "马8进7", "马二进三", "车9平8"]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xiangqi_gui.cli", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=180, check=False)


def test_analyse_and_replay_give_the_same_status_for_a_bad_variation(tmp_path: Path) -> None:
    record = tmp_path / "bad_variation.pgn"
    record.write_text(BAD_VARIATION, encoding="utf-8")
    replay = _cli("replay", str(record))
    assert replay.returncode == 1
    engine = fairy_stockfish()
    to_stdout = _cli("analyse", str(record), "--depth", "2", "--engine", engine)
    assert to_stdout.returncode == replay.returncode == 1
    assert "in a variation" in to_stdout.stderr
    assert "the main line was analysed" in to_stdout.stderr
    out = tmp_path / "annotated.pgn"
    to_file = _cli("analyse", str(record), "--depth", "2", "--engine", engine, "-o", str(out))
    assert to_file.returncode == 1
    [annotated] = load_file(out).games
    assert [m.iccs for m in annotated.record.mainline_moves()] == [
        "h2e2", "h9g7", "h0g2", "i9h9"]  # the whole main line, analysed
    good = tmp_path / "good.pgn"
    good.write_text(BAD_VARIATION.replace("(1. 炮二进九 车9进1) ", ""), encoding="utf-8")
    assert _cli("replay", str(good)).returncode == 0
    assert _cli("analyse", str(good), "--depth", "2", "--engine", engine).returncode == 0


def test_every_command_writes_blacks_digits_as_the_score_sheet_shows_them(
        tmp_path: Path) -> None:
    record = tmp_path / "game.pgn"
    record.write_text(BAD_VARIATION.replace("(1. 炮二进九 车9进1) ", ""), encoding="utf-8")
    moves = [Move.from_iccs(m) for m in ("h2e2", "h9g7", "h0g2", "i9h9")]
    rows = ScoreRows.from_moves(START_FEN, moves)  # the sheet's texts (default: ASCII)
    sheet = [rows.entry(p).text("chinese") for p in range(1, 5)]
    assert sheet == MAIN_LINE
    replayed = _cli("replay", str(record)).stdout
    notated = _cli("notate", "h2e2", "h9g7", "h0g2", "i9h9").stdout
    analysed = _cli("analyse", str(record), "--depth", "2", "--engine", fairy_stockfish())
    converted = tmp_path / "converted.pgn"
    assert _cli("convert", str(record), str(converted)).returncode == 0
    for text in (replayed, notated, analysed.stdout, converted.read_text(encoding="utf-8")):
        for move in MAIN_LINE:
            assert move in text, (move, text)
        assert not any(c in text for c in "１２３４５６７８９"), text
    full = tmp_path / "full.pgn"
    assert _cli("convert", str(record), str(full), "--fullwidth").returncode == 0
    assert "马８进７" in full.read_text(encoding="utf-8")
    wide = _cli("analyse", str(record), "--depth", "2", "--engine", fairy_stockfish(),
                "--fullwidth")
    assert "马８进７" in wide.stdout and "车９平８" in wide.stdout


def test_the_pgn_writer_writes_either_digits_for_every_kind_of_move() -> None:
    """Lone pieces, a pair on a file (前/后) and soldiers (docs/references.md §2, the CXA
    worked examples): ASCII with ``fullwidth=False``, full-width by default (files)."""
    from xiangqi_gui.formats.pgn_writer import write_pgn
    from xiangqi_gui.game.record import GameRecord

    cases = [("3k5/9/4c4/9/4c4/9/9/9/9/5K3 b - - 0 1", "e5e3", "前炮进2"),
             ("3k5/9/9/9/9/9/3p5/3p5/9/4K4 b - - 0 1", "d2e2", "前卒平5"),
             ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
              "h9g7", "马8进7")]
    for fen, iccs, ascii_text in cases:
        record = GameRecord(start_fen=fen)
        record.add_mainline([Move.from_iccs(iccs)])
        assert ascii_text in write_pgn(record, "chinese", fullwidth=False)
        wide = ascii_text.translate(str.maketrans("123456789", "１２３４５６７８９"))
        assert wide in write_pgn(record, "chinese")
