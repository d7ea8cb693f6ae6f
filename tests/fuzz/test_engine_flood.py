"""An engine that writes megabytes without a line break (issue 12: memory grew by 11 MiB/s
until the watchdog fired): the line is dropped with a message, the buffer stays bounded,
and the engine stays usable when it goes on speaking the protocol."""

from __future__ import annotations

import logging
import stat
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from xiangqi_gui.engine import EngineProcess
from xiangqi_gui.engine.dialect import Dialect
from xiangqi_gui.engine.qt.transport import QtEngineTransport
from xiangqi_gui.engine.session import MAX_LINE_BYTES

FLOOD_BYTES = 8 * 2**20

_SCRIPT = '''#!{python}
import sys
out = sys.stdout.buffer
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == "uci":
        for _ in range({chunks}):
            out.write(b"x" * 65536)
        out.write(b"\\nid name Flood\\nuciok\\n")
        out.flush()
    elif word == "isready":
        out.write(b"readyok\\n")
        out.flush()
    elif word == "quit":
        break
'''


@pytest.fixture
def flood_engine(tmp_path: Path) -> Path:
    path = tmp_path / "flood-engine"
    path.write_text(_SCRIPT.format(python=sys.executable, chunks=FLOOD_BYTES // 65536))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_qt_transport_drops_the_flood_and_stays_usable(
        qtbot: QtBot, flood_engine: Path, caplog: pytest.LogCaptureFixture) -> None:
    engine = QtEngineTransport(startup_timeout_s=60)
    caplog.set_level(logging.WARNING)
    with qtbot.waitSignal(engine.ready, timeout=60_000):
        engine.start(flood_engine, Dialect.UCI)
    assert engine.name == "Flood"
    assert engine._lines.pending <= MAX_LINE_BYTES
    assert any(f"dropped an output line of {FLOOD_BYTES} bytes" in r.getMessage()
               for r in caplog.records)
    engine.close()


def test_engine_process_drops_the_flood(flood_engine: Path) -> None:
    with EngineProcess(flood_engine, Dialect.UCI, startup_timeout_s=60) as engine:
        assert engine.name == "Flood"
        assert not any(len(line) > MAX_LINE_BYTES for line in engine.transcript)
