"""Benchmark: stream-read, validate and write Chinese notation for a game collection at
1x, 16x and 64x its size (issue 14).

Input: the 1,125 ICCS games of ``shared/corpus/maksimkorzh-wukong-xiangqi/apps/game_viewer/
gui/pgn2js/games.pgn`` (or a PGN given as argument). The 16x and 64x files are made here by
concatenating copies into a temporary folder. Each size runs in its own child process, so
the peak resident set size printed is that size's own. Per size: games, plies (main-line
moves, counted with ``GameRecord.mainline_length``, which builds no move tree), wall and
CPU time, plies/s, time per game, peak RSS; then the time to the first line of
``xiangqi replay --json`` on the 64x file.

Targets (issue 14): read + validate + write Chinese >= 150,000 plies/s at 1x; time per game
at 64x within 1.2x of 1x; peak RSS at 64x <= 300 MB; first replay line within 1 s.

On a shared machine the wall time includes waiting for a CPU; the CPU time of the child
process is printed too, and the ratios are given for both.

Run from the repository root: ``python benchmarks/records.py [PATH] [--sizes 1,16,64]``.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHARED = Path(os.environ.get("XIANGQI_SHARED", ROOT.parent / "shared"))
RELATIVE = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"
DEFAULT = SHARED / "corpus" / RELATIVE
SIZES = (1, 16, 64)
TARGET_PLIES_S = 150_000
TARGET_RATIO = 1.2
TARGET_RSS_MB = 300
TARGET_FIRST_LINE_S = 1.0

WHERE = f"""the benchmark needs {RELATIVE}
from the project's shared data folder (../shared next to the repository, or the folder
named by XIANGQI_SHARED). That folder holds real records gathered from public
repositories (see shared/corpus/SOURCES.md); games.pgn comes from
https://github.com/maksimKorzh/wukong-xiangqi (MIT), 1,125 ICCS games.
Or give any PGN file: python benchmarks/records.py PATH"""


def make_copies(path: Path, folder: Path, sizes: tuple[int, ...]) -> dict[int, Path]:
    """The input (size 1) and its concatenated copies for the other ``sizes``."""
    data = path.read_bytes()
    if not data.endswith(b"\n"):
        data += b"\n"
    files = {1: path} if 1 in sizes else {}
    for times in sizes:
        if times == 1:
            continue
        target = folder / f"{path.stem}-x{times}.pgn"
        with open(target, "wb") as out:
            for _ in range(times):
                out.write(data)
                out.write(b"\n")
        files[times] = target
    return files


def measure(path: str, out: str) -> dict[str, float]:
    """(child process) Stream ``path``: read, validate, write Chinese PGN to ``out``."""
    from xiangqi_gui.formats.index import iter_games
    from xiangqi_gui.formats.pgn_writer import PgnWriter

    wall, cpu = time.perf_counter(), time.process_time()
    games = plies = errors = 0
    writer = PgnWriter("chinese")
    with open(out, "w", encoding="utf-8") as handle:
        for game in iter_games(path):
            games += 1
            plies += game.record.mainline_length()
            errors += game.error is not None
            handle.write(writer.game(game.record))
    return {"games": games, "plies": plies, "errors": errors,
            "wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
            "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def first_line_seconds(path: Path) -> float:
    """Seconds from starting ``xiangqi replay --json`` on ``path`` to its first line."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, "-m", "xiangqi_gui.cli", "replay", "--json",
                           str(path)], stdout=subprocess.PIPE, env=env) as proc:
        assert proc.stdout is not None
        proc.stdout.readline()
        elapsed = time.perf_counter() - start
        proc.kill()
    return elapsed


def _load() -> str:
    """The 1, 5 and 15 minute load averages, or "unknown" where the system has none."""
    try:
        return ", ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "unknown"


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        src, out = sys.argv[2].split(os.pathsep)
        print(json.dumps(measure(src, out)))
        return 0
    argv = sys.argv[1:]
    sizes = SIZES
    if "--sizes" in argv:
        at = argv.index("--sizes")
        sizes = tuple(int(n) for n in argv[at + 1].split(","))
        del argv[at:at + 2]
    path = Path(argv[0]) if argv else DEFAULT
    if not path.exists():
        print(f"records benchmark: {path} not found.\n{WHERE}")
        return 0
    print(f"input           {path} ({path.stat().st_size:,} bytes)")
    print(f"load average    {_load()} at the start (other processes share the CPUs)")
    print(f"{'size':>5} {'games':>8} {'plies':>10} {'wall s':>8} {'cpu s':>8} "
          f"{'plies/s':>9} {'ms/game':>8} {'peak RSS MB':>12}")
    results: dict[int, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        files = make_copies(path, Path(folder), sizes)
        for times, file in files.items():
            out = Path(folder) / f"out-x{times}.pgn"
            child = subprocess.run(
                [sys.executable, __file__, "--child", f"{file}{os.pathsep}{out}"],
                capture_output=True, text=True, check=True)
            r = results[times] = json.loads(child.stdout)
            print(f"{times:>4}x {r['games']:>8,} {r['plies']:>10,} {r['wall']:>8.2f} "
                  f"{r['cpu']:>8.2f} {r['plies'] / r['wall']:>9,.0f} "
                  f"{1000 * r['wall'] / r['games']:>8.3f} {r['rss_mb']:>12.1f}")
        first = first_line_seconds(files[max(sizes)])
    one, big = results[min(sizes)], results[max(sizes)]
    speed = one["plies"] / one["wall"]
    ratio = (big["wall"] / big["games"]) / (one["wall"] / one["games"])
    cpu_ratio = (big["cpu"] / big["games"]) / (one["cpu"] / one["games"])
    cpu_speed = one["plies"] / one["cpu"]
    print(f"1x speed        {speed:,.0f} plies/s wall ({cpu_speed:,.0f} plies/s CPU), "
          f"target >= {TARGET_PLIES_S:,}: {'met' if speed >= TARGET_PLIES_S else 'MISSED'}")
    print(f"{max(sizes)}x / {min(sizes)}x  {ratio:.2f} x wall time per game ({cpu_ratio:.2f} x "
          f"CPU time), target <= {TARGET_RATIO}: {'met' if ratio <= TARGET_RATIO else 'MISSED'}")
    print(f"{max(sizes)}x peak RSS    {big['rss_mb']:.1f} MB, target <= {TARGET_RSS_MB}: "
          f"{'met' if big['rss_mb'] <= TARGET_RSS_MB else 'MISSED'}")
    print(f"first line      {first:.2f} s for `xiangqi replay --json` on the {max(sizes)}x file, "
          f"target <= {TARGET_FIRST_LINE_S}: {'met' if first <= TARGET_FIRST_LINE_S else 'MISSED'}")
    print(f"errors          {int(one['errors'])} games with errors at 1x")
    print(f"load average    {_load()} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
