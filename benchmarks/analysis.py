"""Analysis pane costs: the UI thread's work per engine ``info`` line, and how often the
line table repaints under a fast engine.

One command: ``QT_QPA_PLATFORM=offscreen python benchmarks/analysis.py [--seconds 5]``.

Figures:

* ``per info line``: microseconds the pane spends on one ``info`` line (the model's
  ``feed``; the table is not touched), over 20,000 real-shaped MultiPV-5 lines with
  12-move PVs. Target at most 0.2 ms (200 us).
* ``refresh``: with 5 lines of ``fairy-stockfish`` analysing the start position for
  ``--seconds`` seconds (``go infinite``), info lines received, table repaints per second
  (target at most 10) and the cost of one repaint.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.engine import EngineNotFoundError, Info, Score, find_engine  # noqa: E402
from xiangqi_gui.rules import START_FEN  # noqa: E402
from xiangqi_gui.ui.analysis_pane import AnalysisPane  # noqa: E402

_PV = ("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b0c2", "a9b9", "a0b0", "b7b3",
       "g3g4", "c6c5")


def per_info_line(pane: AnalysisPane, count: int = 20_000) -> float:
    """Median microseconds per ``info`` line handed to the pane, over ``count`` lines."""
    infos = [Info(depth=10 + i % 20, multipv=1 + i % 5, score=Score(cp=i % 90 - 45),
                  nodes=i * 1000, nps=1_200_000, pv=_PV) for i in range(count)]
    samples = []
    for chunk in range(0, count, 1000):
        start = time.perf_counter_ns()
        for info in infos[chunk:chunk + 1000]:
            pane._on_info(info)  # noqa: SLF001 (the transport's info signal lands here)
        samples.append((time.perf_counter_ns() - start) / 1000 / 1000)
    return statistics.median(samples)


def refresh_rate(app: QApplication, pane: AnalysisPane, seconds: float) -> tuple[int, float, float]:
    """(info lines, repaints per second, ms per repaint) during a real analysis."""
    received = [0]
    assert pane._transport is not None  # noqa: SLF001
    pane._transport.info.connect(lambda _: received.__setitem__(0, received[0] + 1))  # noqa: SLF001
    before = pane.repaints
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)
    repaints = pane.repaints - before
    start = time.perf_counter_ns()
    for _ in range(50):
        pane._dirty = True  # noqa: SLF001
        pane._refresh()  # noqa: SLF001
    per_repaint = (time.perf_counter_ns() - start) / 50 / 1e6
    return received[0], repaints / seconds, per_repaint


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    pane = AnalysisPane(engine_path="")
    pane.lines_box.setValue(5)
    pane.set_position(START_FEN, [])
    print(f"per info line: {per_info_line(pane):.1f} us (target <= 200 us)")
    try:
        engine = find_engine()
    except EngineNotFoundError as exc:
        print(f"refresh: skipped ({exc})")
        return 0
    pane = AnalysisPane(engine_path=engine)
    pane.lines_box.setValue(5)
    pane.set_position(START_FEN, [])
    pane.start()
    lines, rate, cost = refresh_rate(app, pane, args.seconds)
    pane.stop()
    print(f"refresh: {lines} info lines in {args.seconds:g} s, {rate:.1f} repaints/s "
          f"(target <= 10), {cost:.2f} ms per repaint")
    return 0


if __name__ == "__main__":
    sys.exit(main())
