"""The autosave journal: atomic replace, exact round trip, survives SIGKILL mid-stream."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.app.journal import Journal, JournalError


def test_round_trip_and_clear(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "sub" / "game.json")
    assert journal.read() is None
    state = {"moves": ["h2e2", "h9g7"], "clock": {"red_ns": 3_600_000_000_000}, "名": "红方"}
    journal.write(state)
    assert journal.read() == state
    journal.write({"moves": ["h2e2"]})
    assert journal.read() == {"moves": ["h2e2"]}
    assert [p.name for p in journal.path.parent.iterdir()] == ["game.json"]  # no temp left
    journal.clear()
    assert journal.read() is None


def test_unserialisable_state_keeps_the_previous_journal(tmp_path: Path) -> None:
    journal = Journal(tmp_path / "game.json")
    journal.write({"ply": 1})
    with pytest.raises(TypeError):
        journal.write({"ply": object()})
    assert journal.read() == {"ply": 1}
    assert len(list(tmp_path.iterdir())) == 1


def test_corrupt_journal_is_reported_with_file_and_offset(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"version": 1, "state": {', encoding="utf-8")
    with pytest.raises(JournalError, match=r"game.json: not a journal \(character 25"):
        Journal(path).read()
    path.write_text(json.dumps({"version": 99, "state": {}}), encoding="utf-8")
    with pytest.raises(JournalError, match="unknown journal version"):
        Journal(path).read()


_WRITER = """
import sys
from pathlib import Path
from xiangqi_gui.app.journal import Journal
journal = Journal(Path(sys.argv[1]))
ply = 0
while True:
    ply += 1
    journal.write({"ply": ply, "moves": ["h2e2"] * ply})
    print(ply, flush=True)
"""


def test_sigkill_during_writes_never_leaves_a_torn_journal(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], cwd=REPO,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    last = 0
    deadline = time.monotonic() + 30
    while last < 50 and time.monotonic() < deadline:
        last = int(proc.stdout.readline())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    state = Journal(path).read()
    assert state is not None
    assert state["ply"] >= last  # every acknowledged write survived
    assert state["moves"] == ["h2e2"] * state["ply"]
