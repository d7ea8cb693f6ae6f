"""Run a script in a real X server (xcb under ``xvfb-run``, 1366x768 unless told, no window
manager, a taskbar's place if asked for) for the checks offscreen Qt cannot make: what
reaches the screen, full-screen geometry, the screen's available geometry."""

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


#: The start of a script that drives the main window: the application, ``settle(seconds)``
#: (runs the event loop that long) and ``open_four_docks(session, collection)`` (lists a
#: collection of 15 games, so the Games dock shows, then opens the library, the analysis
#: and the moves panes, as a user does).
PRELUDE = r"""
import json, sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
from xiangqi_gui.app.main import build_parser, create_session

app = QApplication([])

def settle(seconds=0.6):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)

def session_in(root, language):
    # a first start in ``language`` (its own settings folder under ``root``), window shown
    folder = root / language
    folder.mkdir()
    (folder / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    session = create_session(build_parser().parse_args([]), folder=folder,
                             ask=lambda _t, _q: True)
    session.window.show()
    settle()
    return session

def open_four_docks(session, collection):
    session.open_file(collection)
    while session.opener.busy or session.opener.games_in(collection) != 15:
        settle(0.1)
    session.library_panel.dock.show()
    settle()
    session.study.analysis_dock.show()
    settle()
    session.study.tree_dock.show()
    settle(1.0)
"""


def run_on_x_server(script: str, folder: Path, screen: str = "1366x768", *,
                    panel: int = 0, timeout: float = 120) -> dict[str, Any]:
    """Run ``script`` (``sys.argv[1]`` is ``folder``, also HOME) on a ``screen``-sized X
    server and return the JSON object of its last output line; fails the test with the
    script's stderr if it fails (or runs longer than ``timeout`` seconds).

    ``panel``: pixels a panel (a taskbar) takes at the bottom of the screen. The root
    window's ``_NET_WORKAREA`` says so, as a desktop does, and Qt's
    ``QScreen.availableGeometry`` is then the screen less the panel (``xprop``; the
    server does not reset when xprop's connection closes)."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(REPO), HOME=str(folder))
    width, height = (int(n) for n in screen.split("x"))
    command = [sys.executable, "-c", script, str(folder)]
    if panel:
        command = ["sh", "-c", 'xprop -root -f _NET_WORKAREA 32c -set _NET_WORKAREA "$1" && '
                   'xprop -root -f _NET_SUPPORTED 32a -set _NET_SUPPORTED _NET_WORKAREA && '
                   'shift && exec "$@"', "sh", f"0,0,{width},{height - panel}", *command]
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24 -noreset", *command],
        env=env, capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result
