"""Benchmark: does the window stay responsive while big records open? (issue 12)

``python benchmarks/responsiveness.py [--size-mb 8] [--header-mb 50]``

Builds two files in a temporary folder: an 8 MB PGN (the wukong ``games.pgn`` of
``../shared/corpus`` repeated, or generated games when the corpus is absent) and a record
whose Event header holds 50 MB. Each is opened through the application's own open path
(``AppSession.open_file``, called from the event loop as File ▸ Open does: a large file
goes to the worker-thread opener and game 1 is shown when found) in a real main window while
a 10 ms ``QTimer`` heartbeat records when the event loop runs. Prints, per file: the
longest gap between heartbeats (target: at most 100 ms), the time until the record is
shown, and the time of one full repaint of the window afterwards.

When opening is done on the UI thread the longest gap is simply the opening time; when a
worker thread does it, the gap is what the UI thread still does (building the view).
Exit status 1 when a gap exceeds the target.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.app.main import build_parser, create_session  # noqa: E402
from xiangqi_gui.app.session import AppSession  # noqa: E402

CORPUS_PGN = (ROOT.parent / "shared" / "corpus" / "maksimkorzh-wukong-xiangqi" / "apps"
              / "game_viewer" / "gui" / "pgn2js" / "games.pgn")
HEARTBEAT_MS = 10
TARGET_GAP_MS = 100.0
TIMEOUT_S = 600.0


def big_pgn(path: Path, size: int) -> None:
    """``size`` bytes of PGN: the corpus file repeated, else generated short games."""
    if CORPUS_PGN.exists():
        chunk = CORPUS_PGN.read_bytes().rstrip() + b"\n\n"
    else:
        game = ('[Event "bench"]\n[Red "A"]\n[Black "B"]\n\n'
                "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 h7i7 *\n\n")
        chunk = (game * 200).encode()
    with path.open("wb") as out:
        written = 0
        while written < size:
            out.write(chunk)
            written += len(chunk)


def big_header(path: Path, size: int) -> None:
    """A one-game PGN whose Event value has ``size`` characters."""
    with path.open("wb") as out:
        out.write(b'[Event "')
        out.write(b"x" * size)
        out.write(b'"]\n[Red "A"]\n[Black "B"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 *\n')


def _worker_done(session: AppSession) -> bool:
    opener = session.opener
    return opener is None or opener.worker is None or opener.worker.isFinished()


def measure(app: QApplication, session: AppSession, path: Path) -> dict[str, float]:
    """Open ``path`` from the event loop with a heartbeat running, until the record is shown
    and the worker has listed and checked every game; return the figures."""
    beats: list[tuple[float, float]] = []  # (wall, CPU time of the UI thread) per beat
    timer = QTimer()
    timer.setInterval(HEARTBEAT_MS)
    timer.timeout.connect(lambda: beats.append((time.perf_counter(), time.thread_time())))
    state = {"returned": 0.0, "shown": 0.0}

    def open_it() -> None:
        session.open_file(str(path))
        state["returned"] = time.perf_counter()

    started = time.perf_counter()
    cpu = time.process_time()
    ui_cpu = time.thread_time()
    timer.start()
    QTimer.singleShot(0, open_it)
    deadline = started + TIMEOUT_S
    while time.perf_counter() < deadline:
        app.processEvents()
        if not state["shown"] and state["returned"] and session.record_path == str(path) \
                and session.browser.record is not None:
            state["shown"] = time.perf_counter()
        if state["shown"] and _worker_done(session):
            break
        time.sleep(0.001)
    done = time.perf_counter()
    for _ in range(20):  # a few more beats after the worker ended
        app.processEvents()
        time.sleep(0.005)
    timer.stop()
    cpu = time.process_time() - cpu
    points = [(started, ui_cpu), *beats]
    gaps = sorted(((b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:], strict=False)),
                  reverse=True)
    t0 = time.perf_counter()
    session.window.repaint()
    app.processEvents()
    repaint = time.perf_counter() - t0
    return {"gap_ms": (gaps[0][0] if gaps else 0.0) * 1000,
            "gap_ui_cpu_ms": (gaps[0][1] if gaps else 0.0) * 1000,
            "second_gap_ms": (gaps[1][0] if len(gaps) > 1 else 0.0) * 1000,
            "most_ui_cpu_ms": max((g[1] for g in gaps), default=0.0) * 1000,
            "shown_s": (state["shown"] or done) - started, "done_s": done - started,
            "cpu_s": cpu, "repaint_ms": repaint * 1000,
            "ok": float(session.record_path == str(path))}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size-mb", type=float, default=8.0)
    parser.add_argument("--header-mb", type=float, default=50.0)
    parser.add_argument("--runs", type=int, default=1, help="open each file this many times")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    worst = 0.0
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        session = create_session(build_parser().parse_args([]), folder=base,
                                 ask=lambda _title, _question: True)
        session.window.resize(1280, 900)
        session.window.show()
        settle = time.perf_counter() + 1.0  # first paints (board layers, fonts) before measuring
        while time.perf_counter() < settle:
            app.processEvents()
            time.sleep(0.01)
        files = []
        pgn = base / "big.pgn"
        big_pgn(pgn, int(args.size_mb * 2**20))
        files.append((f"{pgn.stat().st_size / 2**20:.1f} MB PGN", pgn))
        header = base / "header.pgn"
        big_header(header, int(args.header_mb * 2**20))
        files.append((f"record with a {args.header_mb:g} MB header field", header))
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}, "
              f"{os.cpu_count()} CPUs")
        for label, path in files:
            for run in range(args.runs):
                figures = measure(app, session, path)
                worst = max(worst, figures["gap_ms"])
                print(f"{label} (run {run + 1}): longest heartbeat gap "
                      f"{figures['gap_ms']:.0f} ms (UI thread CPU in it "
                      f"{figures['gap_ui_cpu_ms']:.0f} ms), next {figures['second_gap_ms']:.0f} ms "
                      f"(target <= {TARGET_GAP_MS:.0f} ms); most UI thread CPU between two "
                      f"beats {figures['most_ui_cpu_ms']:.0f} ms; shown after "
                      f"{figures['shown_s']:.2f} s, every game listed and checked after "
                      f"{figures['done_s']:.2f} s wall, {figures['cpu_s']:.2f} s CPU; "
                      f"repaint afterwards {figures['repaint_ms']:.0f} ms"
                      + ("" if figures["ok"] else " - NOT OPENED"), flush=True)
        print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
        session.window.close()
    print("target met" if worst <= TARGET_GAP_MS else "TARGET MISSED")
    return 0 if worst <= TARGET_GAP_MS else 1


if __name__ == "__main__":
    sys.exit(main())
