"""Long fuzzing run over every reader (issue 12): ``python benchmarks/fuzz.py N [--seed S]``.

Feeds N inputs: byte-mutated corpus records (``$XIANGQI_SHARED/corpus``, by default
``../shared/corpus``; skipped with a note when absent), generated PGN, DhtmlXQ, XQF
(hostile headers), FEN lists, CSV and text game lists (:mod:`tests.fuzz.generate`), and
FEN and move texts given straight to ``parse_fen`` / ``read_move``. Input ``i`` is rebuilt
from ``random.Random(seed + i)``.

Prints: inputs, clean loads, documented errors (``RecordError`` / ``FenError`` /
``NotationError``, raised or carried by a game), anything else with the minimal
reproducer of each distinct failure (type + place), inputs over 2 s of CPU time (wall
time is printed too; on a shared, overloaded machine it measures the neighbours), the
slowest input,
the largest input and the peak resident memory, against the targets: 0 other exceptions,
0 inputs over 2 s, peak memory <= 10 x largest input + 200 MB. Exit status 1 when a
target is missed.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import signal
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fuzz.generate import GENERATORS, corpus_files, fen_text, move_text, mutate  # noqa: E402
from xiangqi_gui.formats import RecordError, load_bytes  # noqa: E402
from xiangqi_gui.notation import NotationError, read_move  # noqa: E402
from xiangqi_gui.rules import FenError, Position  # noqa: E402
from xiangqi_gui.rules.fen import parse_fen  # noqa: E402

SLOW_S = 2.0
HARD_LIMIT_S = 30  # an input still running after this is stopped and counted as a hang
CORPUS = Path(os.environ.get("XIANGQI_SHARED", ROOT.parent / "shared")) / "corpus"
DOCUMENTED = (RecordError, FenError, NotationError)


class _Hang(Exception):
    """Raised by the alarm in an input that runs past HARD_LIMIT_S."""


def _alarm(_signum: int, _frame: FrameType | None) -> None:
    raise _Hang(f"still running after {HARD_LIMIT_S} s")


def run_load(data: bytes, name: str) -> str:
    """'clean' or 'documented'; anything else propagates."""
    try:
        loaded = load_bytes(data, name)
    except RecordError:
        return "documented"
    for game in loaded.games:
        if game.error is not None and not isinstance(game.error, RecordError):
            raise TypeError(f"game error of type {type(game.error).__name__}")
    return "documented" if loaded.errors else "clean"


def run_fen(text: str) -> str:
    try:
        parse_fen(text)
        Position(text)
    except FenError:
        return "documented"
    return "clean"


_START = Position()


def run_move(text: str) -> str:
    try:
        read_move(_START, text)
    except NotationError:
        return "documented"
    return "clean"


def make_input(index: int, seed: int, seeds: list[tuple[bytes, str]]
               ) -> tuple[str, bytes, str]:
    """(kind, payload, file name); FEN and move texts travel as UTF-8 bytes."""
    rng = random.Random(seed + index)
    roll = rng.random()
    if seeds and roll < 0.4:
        data, name = seeds[rng.randrange(len(seeds))]
        return "corpus", mutate(rng, data), name
    if roll < 0.85:
        kind = rng.choice(sorted(GENERATORS))
        data, name = GENERATORS[kind](rng)
        return kind, data, name
    if roll < 0.925:
        return "fen", fen_text(rng).encode("utf-8", "surrogatepass"), ""
    return "move", move_text(rng).encode("utf-8", "surrogatepass"), ""


def check(kind: str, data: bytes, name: str) -> str:
    if kind == "fen":
        return run_fen(data.decode("utf-8", "surrogatepass"))
    if kind == "move":
        return run_move(data.decode("utf-8", "surrogatepass"))
    return run_load(data, name)


def failure_key(exc: BaseException) -> str:
    """Exception type and the innermost project frame: one key per distinct failure."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "xiangqi_gui" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__} at {where}"


def shrink(data: bytes, fails: Callable[[bytes], bool], budget_s: float = 20.0) -> bytes:
    """Delta debugging: drop ever smaller chunks while ``fails`` stays true."""
    deadline = time.monotonic() + budget_s
    chunk = max(1, len(data) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        start, shrunk = 0, False
        while start < len(data) and time.monotonic() < deadline:
            candidate = data[:start] + data[start + chunk:]
            if candidate != data and fails(candidate):
                data, shrunk = candidate, True
            else:
                start += chunk
        if not shrunk:
            chunk //= 2
    return data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("count", type=int, nargs="?", default=10_000)
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--start", type=int, default=0, metavar="K",
                        help="begin at input K (to finish a run stopped by --time-budget)")
    parser.add_argument("--time-budget", type=float, default=None, metavar="S",
                        help="stop after S seconds and report the inputs run so far")
    args = parser.parse_args()
    files = corpus_files(CORPUS) if CORPUS.is_dir() else []
    if not files:
        print(f"note: {CORPUS} absent: no corpus mutations, generated inputs only")
    seeds = [(p.read_bytes(), p.name) for p in files]
    signal.signal(signal.SIGALRM, _alarm)
    counts = {"clean": 0, "documented": 0, "other": 0}
    failures: dict[str, tuple[int, str, bytes, str, str]] = {}
    slow: list[tuple[float, int, str, int]] = []
    slowest = (0.0, -1, "", 0)
    largest = 0
    slowest_wall = 0.0
    started = time.perf_counter()
    done = 0
    for index in range(args.start, args.count):
        if args.time_budget is not None and time.perf_counter() - started > args.time_budget:
            break
        done += 1
        kind, data, name = make_input(index, args.seed, seeds)
        largest = max(largest, len(data))
        t0, c0 = time.perf_counter(), time.process_time()
        signal.alarm(HARD_LIMIT_S)
        try:
            outcome = check(kind, data, name)
        except Exception as exc:  # noqa: BLE001 - counting them is the point
            outcome = "other"
            key = failure_key(exc)
            if key not in failures:
                failures[key] = (index, kind, data, name, str(exc)[:200])
        finally:
            signal.alarm(0)
        elapsed = time.process_time() - c0
        wall = time.perf_counter() - t0
        counts[outcome] += 1
        if elapsed > slowest[0]:
            slowest = (elapsed, index, kind, len(data))
        slowest_wall = max(slowest_wall, wall)
        if elapsed > SLOW_S:
            slow.append((elapsed, index, kind, len(data)))
        if (index + 1) % 10_000 == 0:
            print(f"  ... {index + 1} inputs, {time.perf_counter() - started:.0f} s, "
                  f"{counts['other']} other", file=sys.stderr, flush=True)
    total_s = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    limit_mb = 10 * largest / 2**20 + 200
    print(f"inputs: {done} (numbers {args.start}..{args.start + done - 1} of {args.count} asked; "
          f"seed {args.seed}, {len(files)} corpus files) "
          f"in {total_s:.0f} s wall, {time.process_time():.0f} s CPU")
    print(f"clean loads: {counts['clean']}")
    print(f"documented errors: {counts['documented']}")
    print(f"anything else: {counts['other']} ({len(failures)} distinct)")
    for key, (index, kind, data, name, message) in failures.items():
        def fails(candidate: bytes, key: str = key, kind: str = kind, name: str = name) -> bool:
            try:
                check(kind, candidate, name)
            except Exception as exc:  # noqa: BLE001
                return failure_key(exc) == key
            return False
        small = shrink(data, fails)
        print(f"  {key}: input {index} ({kind} {name!r}): {message}")
        print(f"    minimal reproducer ({len(small)} bytes): {small[:300]!r}")
    print(f"inputs over {SLOW_S:g} s CPU: {len(slow)}")
    for elapsed, index, kind, size in slow[:10]:
        print(f"  input {index} ({kind}, {size} bytes): {elapsed:.2f} s")
    print(f"slowest input: {slowest[0] * 1000:.0f} ms CPU (input {slowest[1]}, {slowest[2]}, "
          f"{slowest[3]} bytes); slowest wall time {slowest_wall * 1000:.0f} ms")
    print(f"largest input: {largest} bytes; peak memory (max RSS): {peak_mb:.0f} MB "
          f"(target <= {limit_mb:.0f} MB)")
    ok = counts["other"] == 0 and not slow and peak_mb <= limit_mb
    print("targets met" if ok else "TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
