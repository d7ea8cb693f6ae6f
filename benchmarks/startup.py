"""Start-up time of ``xiangqi-gui``: process launch to the main window's first paint.

Usage::

    python benchmarks/startup.py [--runs 10] [--against DIR]

Each run starts a fresh interpreter (``python benchmarks/startup.py --child START_NS``)
that installs an application-wide event filter, then calls
:func:`xiangqi_gui.app.launch.main` exactly as the ``xiangqi-gui`` script does. On the first
``QEvent.Paint`` of the main window the child prints ``CLOCK_MONOTONIC now - START_NS``
and exits at once. The parent prints every run and the median in seconds. Qt's platform
is ``QT_QPA_PLATFORM`` (default ``offscreen``); the journal and settings go to a fresh
temporary folder per run, so each run is a first start (no resume question).

The program runs from compiled bytecode, as installed (pip compiles the modules when it
installs the wheel; the bundle holds ``.pyc`` files): the child may write ``__pycache__``
(``PYTHONDONTWRITEBYTECODE`` is dropped) and one uncounted run first compiles what changed.
``--against DIR`` also starts the program of another checkout (``DIR/xiangqi_gui``, e.g. a
``git worktree`` of the commit before issue 11), alternating the two run by run so that both
see the same machine load, and prints both medians and their difference.
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
    """Run the program and report the time to the main window's first paint (never returns).
    The program is the first ``xiangqi_gui`` on ``PYTHONPATH`` (:func:`run_once`)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QMainWindow

    try:
        from xiangqi_gui.app.launch import main  # the xiangqi-gui script's entry point
    except ImportError:  # a checkout before the launcher (--against)
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
    sys.argv[1:] = []
    main()


def run_once(tree: Path = REPO) -> float:
    """One launch of ``tree``'s program; returns seconds from spawning the interpreter to
    the first paint. Raises :class:`RuntimeError` when the child did not paint."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XIANGQI_GUI_DATA_DIR"] = tempfile.mkdtemp(prefix="xiangqi-startup-")
    env["PYTHONPATH"] = str(tree) + os.pathsep + env.get("PYTHONPATH", "")
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
    parser.add_argument("--against", type=Path, default=None, metavar="DIR",
                        help="also time the checkout in DIR, alternating runs")
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        child(args.child)
        return 0
    trees = [REPO] if args.against is None else [REPO, args.against.resolve()]
    times: dict[Path, list[float]] = {tree: [] for tree in trees}
    for tree in trees:
        run_once(tree)  # uncounted: writes the bytecode of what changed
    for i in range(args.runs):
        for tree in trees:
            seconds = run_once(tree)
            times[tree].append(seconds)
            print(f"run {i + 1}: {seconds:.3f} s  {tree}")
    for tree in trees:
        print(f"launch to first paint: median {statistics.median(times[tree]):.3f} s over "
              f"{args.runs} runs (min {min(times[tree]):.3f} s, max {max(times[tree]):.3f} s)"
              f"  {tree}")
    if args.against is not None:
        difference = statistics.median(times[REPO]) - statistics.median(times[trees[1]])
        print(f"difference of the medians: {difference:+.3f} s (target: at most +0.100 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
