"""Board paint time, offscreen: ``python benchmarks/paint.py [RUNS]``.

Renders a BoardWidget (32 pieces, last-move, check-free selection and target
dots) into a QImage of 1920x1080 and 3840x2160 logical pixels at device pixel
ratio 1, and prints the first (cold: static board layer and piece pixmaps are
built) paint time and the median of RUNS warm paints (default 60).
Targets (issue 7): median <= 8 ms at 1920x1080 and <= 20 ms at 3840x2160.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.rules import Move, Position  # noqa: E402
from xiangqi_gui.ui.board_widget import BoardWidget  # noqa: E402

TARGETS_MS = {(1920, 1080): 8.0, (3840, 2160): 20.0}
OPENING = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]


def paint_once(board: BoardWidget, image: QImage) -> float:
    """Paint ``board`` into ``image``; return the elapsed milliseconds."""
    start = time.perf_counter_ns()
    painter = QPainter(image)
    board.paint(painter, image.devicePixelRatio())
    painter.end()
    return (time.perf_counter_ns() - start) / 1e6


def measure(width: int, height: int, runs: int) -> tuple[float, float]:
    """Return (cold ms, median warm ms) for a board of ``width`` x ``height``."""
    pos = Position()
    for iccs in OPENING:
        pos.push(Move.from_iccs(iccs))
    board = BoardWidget()
    board.set_animation_ms(0)
    board.resize(width, height)
    board.set_position(pos)
    dests: dict[int, list[int]] = {}
    for move in pos.legal_moves():
        dests.setdefault(move.from_square, []).append(move.to_square)
    board.set_dests(dests)
    board.set_show_targets(True)
    board.set_selection(pos.move_stack[-2].to_square)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    cold = paint_once(board, image)
    warm = [paint_once(board, image) for _ in range(runs)]
    return cold, statistics.median(warm)


def main(argv: list[str]) -> int:
    """Print one line per size; exit status 1 when a median misses its target."""
    runs = int(argv[1]) if len(argv) > 1 else 60
    app = QApplication.instance() or QApplication([])
    ok = True
    for (width, height), target in TARGETS_MS.items():
        cold, median = measure(width, height, runs)
        verdict = "ok" if median <= target else "SLOW"
        ok = ok and median <= target
        print(
            f"paint {width}x{height}: median {median:.2f} ms over {runs} runs "
            f"(target <= {target:.0f} ms, {verdict}); first paint {cold:.1f} ms"
        )
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
