"""Start-up time of ``xiangqi-gui``: process launch to the main window's first paint.

Usage::

    python benchmarks/startup.py [--runs 10]

Each run starts a fresh interpreter (``python benchmarks/startup.py --child START_NS``)
that installs an application-wide event filter, then calls
:func:`xiangqi_gui.app.main.main` exactly as the ``xiangqi-gui`` script does. On the first
``QEvent.Paint`` of the main window the child prints ``CLOCK_MONOTONIC now - START_NS``
and exits at once. The parent prints every run and the median in seconds. Qt's platform
is ``QT_QPA_PLATFORM`` (default ``offscreen``); the journal and settings go to a fresh
temporary folder per run, so each run is a first start (no resume question).
Target (issue 11): the median at most 0.1 s slower than before translations and fonts.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def child(start_ns: int) -> None:
    """Run the program and report the time to the main window's first paint (never returns)."""
    sys.path.insert(0, str(REPO))
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMainWindow

    from xiangqi_gui.app.main import main

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow):
                elapsed = time.monotonic_ns() - start_ns
                print(f"FIRST_PAINT_NS {elapsed}", flush=True)
                os._exit(0)
            return False

    app = QApplication([sys.argv[0]])
    spy = FirstPaint()
    app.installEventFilter(spy)
    main([])


def run_once() -> float:
    """One launch; returns seconds from spawning the interpreter to the first paint."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XIANGQI_GUI_DATA_DIR"] = tempfile.mkdtemp(prefix="xiangqi-startup-")
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    start = time.monotonic_ns()
    out = subprocess.run([sys.executable, __file__, "--child", str(start)], env=env,
                         capture_output=True, text=True, timeout=120, check=False)
    for line in out.stdout.splitlines():
        if line.startswith("FIRST_PAINT_NS "):
            return int(line.split()[1]) / 1e9
    raise RuntimeError(f"child did not paint: {out.stderr[-2000:]}")


def main() -> int:
    """Command-line entry: run the launches and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child)
        return 0
    times = []
    for i in range(args.runs):
        seconds = run_once()
        times.append(seconds)
        print(f"run {i + 1}: {seconds:.3f} s")
    print(f"launch to first paint: median {statistics.median(times):.3f} s over {len(times)} runs"
          f" (min {min(times):.3f} s, max {max(times):.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
