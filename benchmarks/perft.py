"""Perft speed of the pure-Python rules core.

Run: ``python benchmarks/perft.py`` (from the repository root, or with the package
installed). Prints nodes, seconds and nodes/s for perft(4) from the start position
(target: at most 2 s on the 2-core reference machine) and perft(3) on middlegame
positions from docs/references.md §6, checking every count against the
published figure.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xiangqi_gui.rules import Position  # noqa: E402
from xiangqi_gui.rules.perft import perft  # noqa: E402

CASES = [
    ("start", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 4,
     3290240),
    ("folium-1", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 3,
     43929),
    ("folium-2", "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1", 3,
     90744),
    ("fsf-perft", "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
     3, 100326),
    ("start-d5", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 5,
     133312995),
]


def run(name: str, fen: str, depth: int, expected: int, repeats: int) -> None:
    times = []
    nodes = 0
    for _ in range(repeats):
        pos = Position.from_fen(fen)
        start = time.perf_counter()
        nodes = perft(pos, depth)
        times.append(time.perf_counter() - start)
    best = min(times)
    status = "ok" if nodes == expected else f"WRONG (expected {expected})"
    print(f"{name:10} perft({depth}) nodes {nodes:>11,} best {best:7.3f} s "
          f"median {sorted(times)[len(times) // 2]:7.3f} s {nodes / best:>12,.0f} nodes/s {status}")
    if nodes != expected:
        raise SystemExit(1)


def main() -> None:
    full = "--d5" in sys.argv
    for name, fen, depth, expected in CASES:
        if depth == 5 and not full:
            continue
        run(name, fen, depth, expected, repeats=1 if depth == 5 else 3)
    print("target: start perft(4) <= 2.0 s (pass --d5 for perft(5), about a minute)")


if __name__ == "__main__":
    main()
