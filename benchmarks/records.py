"""Benchmark: read, validate and write Chinese notation for the 1,125 ICCS games of
``shared/corpus/maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn``.

Target (issue 4): at most 3 s for the whole run. Prints the number of games and plies, the
time of each phase, and the peak memory (tracemalloc, for the parsed file held open) plus
the process's peak resident set size.

Run from the repository root: ``python benchmarks/records.py [PATH]``.
"""

from __future__ import annotations

import resource
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xiangqi_gui.formats.loader import load_file  # noqa: E402
from xiangqi_gui.formats.pgn_writer import write_pgn_games  # noqa: E402

DEFAULT = (ROOT.parent / "shared" / "corpus" / "maksimkorzh-wukong-xiangqi" / "apps"
           / "game_viewer" / "gui" / "pgn2js" / "games.pgn")
TARGET_S = 3.0


def main() -> int:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    if not path.exists():
        print(f"missing {path} (needs ../shared/corpus)")
        return 2
    t0 = time.perf_counter()
    loaded = load_file(path)
    t1 = time.perf_counter()
    text = write_pgn_games([g.record for g in loaded.games], "chinese")
    t2 = time.perf_counter()
    games = len(loaded.games)
    plies = sum(len(g.record.mainline_moves()) for g in loaded.games)
    errors = len(loaded.errors)
    total = t2 - t1 + (t1 - t0)
    print(f"file            {path.name} ({path.stat().st_size:,} bytes)")
    print(f"games           {games:,} ({errors} with errors)")
    print(f"plies           {plies:,}")
    print(f"read+validate   {t1 - t0:.3f} s")
    print(f"write Chinese   {t2 - t1:.3f} s ({len(text):,} characters)")
    print(f"total           {total:.3f} s (target <= {TARGET_S:.1f} s: "
          f"{'met' if total <= TARGET_S else 'MISSED'})")
    tracemalloc.start()
    held = load_file(path)
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"memory          {current / 2**20:.1f} MiB held with the file open, "
          f"peak {peak / 2**20:.1f} MiB while loading (tracemalloc; {len(held.games)} games)")
    rss_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"max RSS         {rss_kib / 1024:.1f} MiB (whole process)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
