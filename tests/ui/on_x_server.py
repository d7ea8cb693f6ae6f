"""Run a script in a real X server (xcb under ``xvfb-run``, 1366x768, no window manager)
for the checks offscreen Qt cannot make: what reaches the screen, full-screen geometry."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]

#: Marks a test that needs ``xvfb-run``.
needs_xvfb = pytest.mark.skipif(shutil.which("xvfb-run") is None,
                                reason="xvfb-run not installed (apt-get install xvfb xauth)")


def run_on_x_server(script: str, folder: Path, screen: str = "1366x768") -> dict[str, Any]:
    """Run ``script`` (``sys.argv[1]`` is ``folder``, also HOME) on a ``screen``-sized X
    server and return the JSON object of its last output line; fails the test with the
    script's stderr if it fails."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(REPO), HOME=str(folder))
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24", sys.executable, "-c", script,
         str(folder)], env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result
