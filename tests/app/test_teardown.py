"""A window destroyed without being closed first (the interpreter exits with it open, as a
script or a session logout does) prints no traceback: its study panes hide while the
widgets they refresh are already gone."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

SCRIPT = """
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication, QDockWidget
from xiangqi_gui.app.main import build_parser, create_session
app = QApplication(sys.argv[:1])
session = create_session(build_parser().parse_args([]), folder=Path(sys.argv[1]),
                         ask=lambda *_: True)
session.window.show()
for dock in session.window.findChildren(QDockWidget):
    dock.show()
app.processEvents()
print("open")
"""


def test_exit_with_the_window_open_prints_no_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.stdout.strip() == "open"
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0
