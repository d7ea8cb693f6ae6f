"""``probe_dialect``: the protocol a program speaks, learned from its answer as the window's
engine check learns it, for the command line (``xiangqi analyse``) where no check ran. Real
processes: Debian's fairy-stockfish, the same under a neutral name, a UCCI-only script and
programs that are no engine."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.engine import Dialect, EngineCrashedError, EngineTimeoutError, probe_dialect
from xiangqi_gui.formats import load_file


def test_fairy_stockfish_is_known_by_its_answer_whatever_its_name(tmp_path: Path) -> None:
    real = fairy_stockfish()
    assert probe_dialect(real) is Dialect.UCI_FSF
    renamed = tmp_path / "myengine"
    renamed.symlink_to(real)
    assert probe_dialect(renamed) is Dialect.UCI_FSF  # the name guessed plain UCI


def test_a_ucci_engine_silent_to_uci_is_asked_ucci(tmp_path: Path) -> None:
    engine = scripted_engine(tmp_path, [], protocol="ucci", line=["h2e2"])
    assert probe_dialect(engine, timeout_s=1.0) is Dialect.UCCI


def test_programs_that_are_no_engine_raise_the_engine_errors(tmp_path: Path) -> None:
    with pytest.raises(EngineCrashedError):
        probe_dialect("/bin/true", timeout_s=1.0)
    silent = tmp_path / "silent"
    silent.write_text("#!/bin/sh\nexec sleep 30\n")
    silent.chmod(0o755)
    with pytest.raises(EngineTimeoutError):
        probe_dialect(silent, timeout_s=0.5)


def test_analyse_speaks_to_a_renamed_fairy_stockfish_in_its_protocol(tmp_path: Path) -> None:
    """Before the probe ``xiangqi analyse --engine myengine`` spoke plain UCI to it: the
    engine played chess (``e2e4``) and the command failed."""
    renamed = tmp_path / "myengine"
    renamed.symlink_to(fairy_stockfish())
    record = tmp_path / "game.pgn"
    record.write_text('[Event "t"]\n[Result "*"]\n\n1. 炮二平五 马8进7 2. 马二进三 车9平8 *\n',
                      encoding="utf-8")
    out = tmp_path / "annotated.pgn"
    done = subprocess.run([sys.executable, "-m", "xiangqi_gui.cli", "analyse", str(record),
                           "--depth", "2", "--engine", str(renamed), "-o", str(out)],
                          cwd=REPO, capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    [annotated] = load_file(out).games
    assert [m.iccs for m in annotated.record.mainline_moves()] == [
        "h2e2", "h9g7", "h0g2", "i9h9"]
    scores = re.findall(r"\{\[[+-]\d+\.\d\d\]", out.read_text(encoding="utf-8"))
    assert len(scores) == 4  # a score after every move: the engine searched each position
