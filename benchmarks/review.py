"""Game review on real records with the real Fairy-Stockfish: how many moves are marked, and
what it costs.

One command: ``python benchmarks/review.py [--depth N | --movetime MS] [--games K]``
(the corpus is ``$XIANGQI_SHARED/corpus``, by default ``../shared/corpus``).

For game_test.xqf (walker8088-cchess, 58 plies) and the first ``--games`` championship games
of xqdb_traditional.pgn (from game 1) it prints, per game, the plies, the marked moves
(?! / ? / ??), which of the first 10 plies are marked, and the wall time, this process's CPU
time and the engine's CPU time. The default search is the review's default
(:data:`xiangqi_gui.study.review.DEFAULT_LIMITS`, depth 12). Wall time on a loaded machine
is much larger than the CPU times; compare CPU times between runs.

Also ``xiangqi analyse game_test.xqf --movetime 50`` end to end (the issue's target: a
60-ply game at 50 ms a move within 10 s).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from xiangqi_gui.engine import EngineProcess, SearchLimits, find_engine  # noqa: E402
from xiangqi_gui.formats.loader import load_file  # noqa: E402
from xiangqi_gui.game import GameRecord  # noqa: E402
from xiangqi_gui.study.review import DEFAULT_LIMITS, review_game  # noqa: E402

CORPUS = Path(os.environ.get("XIANGQI_SHARED", REPO.parent / "shared")) / "corpus"
GAME_TEST = "walker8088-cchess/tests/data/game_test.xqf"
MASTERS = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def review_one(label: str, record: GameRecord, limits: SearchLimits) -> None:
    """Review ``record`` and print its line of figures."""
    wall, cpu, engine_cpu = time.monotonic(), time.process_time(), _children_cpu()
    with EngineProcess(find_engine(("fairy-stockfish",))) as engine:
        reviews = review_game(record, engine, limits)
    wall, cpu = time.monotonic() - wall, time.process_time() - cpu
    engine_cpu = _children_cpu() - engine_cpu  # the engine has exited: its CPU is counted
    marks = [(r.ply, r.mark.symbol) for r in reviews if r.mark is not None]
    counts = Counter(symbol for _, symbol in marks)
    early = [f"{ply}{symbol}" for ply, symbol in marks if ply < 10]
    print(f"{label:44} plies {len(record.mainline_moves()):3}  marked {len(marks):2} "
          f"(?! {counts['?!']}, ? {counts['?']}, ?? {counts['??']})  first 10: "
          f"{' '.join(early) or '-':12} wall {wall:6.1f} s  CPU {cpu:4.1f} s  "
          f"engine CPU {engine_cpu:5.1f} s")


def analyse_command(path: Path, out: Path) -> None:
    """Time ``xiangqi analyse PATH --movetime 50``."""
    wall, engine_cpu = time.monotonic(), _children_cpu()
    done = subprocess.run([sys.executable, "-m", "xiangqi_gui.cli", "analyse", str(path),
                           "--movetime", "50", "-o", str(out)], cwd=REPO,
                          capture_output=True, text=True, check=False)
    wall, engine_cpu = time.monotonic() - wall, _children_cpu() - engine_cpu
    print(f"xiangqi analyse {path.name} --movetime 50: exit {done.returncode}, "
          f"wall {wall:.1f} s, CPU (CLI and engine) {engine_cpu:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    limit = parser.add_mutually_exclusive_group()
    limit.add_argument("--depth", type=int)
    limit.add_argument("--movetime", type=int, help="milliseconds per position")
    parser.add_argument("--games", type=int, default=3, help="championship games (default 3)")
    args = parser.parse_args()
    if not CORPUS.is_dir():
        print(f"corpus not found at {CORPUS}")
        return 1
    limits = (SearchLimits(depth=args.depth) if args.depth else
              SearchLimits(movetime_ms=args.movetime) if args.movetime else DEFAULT_LIMITS)
    print(f"limits per position: {limits.depth and f'depth {limits.depth}' or ''}"
          f"{limits.movetime_ms and f'{limits.movetime_ms} ms' or ''}")
    review_one("game_test.xqf", load_file(CORPUS / GAME_TEST).games[0].record, limits)
    masters = load_file(CORPUS / MASTERS).games
    for game in masters[1:1 + args.games]:
        headers = game.record.headers
        review_one(f"{headers.get('Red')} - {headers.get('Black')} "
                   f"{headers.get('Event', '')[-4:]}", game.record, limits)
    analyse_command(CORPUS / GAME_TEST, Path("/tmp/review-benchmark.pgn"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
