"""Cost of the arbiter processing one move late in a long game full of repetitions.

One command: ``python benchmarks/adjudication.py [--plies 300] [--trials 30] [--seed 7]``.

The game is generated deterministically from the start position: a random walk without
captures that prefers to undo the move made two plies earlier, so almost every position
occurs twice (no third time before the last cycle), and whose last twelve plies go
round one two-point cycle three times, so the last ply completes a 待判局面 under the
2011 count (art. 23.4: six 回合) and the arbiter must classify the whole repetition
window and judge it (棋例). Settings: the national preset (touch-move on, CXA, must-change
rulings, natural limit by claim) with its default 杀 search (art. 24.2: four checks,
seven plies, with a transposition table).

Figures (wall clock, ``time.perf_counter_ns``, and the process's CPU time,
``time.process_time_ns``, which leaves out time the machine gave to other processes):

* ``in game``: the game is replayed from scratch ``--trials`` times (search caches
  cleared before each replay) and move N is timed as played: legality + classification
  of the move + repetition detection + the verdict (the window's earlier moves were
  classified when they were played, as in a real game); also every one of the last 50
  moves.
* ``resumed``: the arbiter is resumed from its JSON state at ply N-1 with every cache
  empty, then move N is timed: the whole window is classified from scratch (the worst
  case, once after loading an autosave).

Targets (issue 13): cost of processing the move at ply N: median at most 1 ms, 99th
percentile at most 10 ms, over the replays. The cost of each of the last 50 moves (most
of them new positions whose classification, 杀 search included, is computed for the
first time) is printed for information.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xiangqi_gui.arbiter import Arbiter, RulingKind, preset  # noqa: E402
from xiangqi_gui.arbiter.analysis import clear_caches  # noqa: E402
from xiangqi_gui.rules import Move, Position  # noqa: E402


def generate(plies: int, seed: int) -> list[Move]:
    """Moves of a capture-free game of ``plies`` plies whose last 12 plies are one
    two-point cycle played three times (a 待判局面 under art. 23.4 at the last ply);
    earlier positions occur at most twice. Raises RuntimeError when the seed leads
    nowhere."""
    rng = random.Random(seed)
    pos = Position()
    seen = Counter([pos.zobrist])
    moves: list[Move] = []
    while len(moves) < plies - 12:
        legal = [m for m in pos.legal_moves() if pos.board[m.to_square] == 0]
        rng.shuffle(legal)
        if len(moves) >= 2 and rng.random() < 0.7:
            back = Move(moves[-2].to_square, moves[-2].from_square)
            if back in legal:
                legal.remove(back)
                legal.insert(0, back)
        for move in legal:
            pos.push(move)
            if seen[pos.zobrist] < 2 and pos.outcome() is None:
                seen[pos.zobrist] += 1
                moves.append(move)
                break
            pos.pop()
        else:
            raise RuntimeError(f"seed {seed}: stuck at ply {len(moves)}")
    cycle = _fresh_cycle(pos, seen)
    if cycle is None:
        raise RuntimeError(f"seed {seed}: no fresh two-move cycle at ply {len(moves)}")
    return moves + cycle + cycle + cycle


def _fresh_cycle(pos: Position, seen: Counter[int]) -> list[Move] | None:
    """X Y X' Y' (X' undoes X) through positions never seen before, or None (also when
    the current position occurred twice already)."""
    if seen[pos.zobrist] != 1:
        return None
    for x in pos.legal_moves():
        if pos.board[x.to_square]:
            continue
        pos.push(x)
        try:
            if seen[pos.zobrist]:
                continue
            for y in pos.legal_moves():
                if pos.board[y.to_square]:
                    continue
                x_back, y_back = Move(x.to_square, x.from_square), Move(y.to_square, y.from_square)
                pos.push(y)
                ok = not seen[pos.zobrist] and pos.is_legal(x_back)
                if ok:
                    pos.push(x_back)
                    ok = not seen[pos.zobrist] and pos.is_legal(y_back)
                    pos.pop()
                pos.pop()
                if ok:
                    return [x, y, x_back, y_back]
        finally:
            pos.pop()
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--plies", type=int, default=300)
    parser.add_argument("--trials", type=int, default=30)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    seed = args.seed
    for seed in range(args.seed, args.seed + 50):
        try:
            moves = generate(args.plies, seed)
            break
        except RuntimeError as exc:
            print(f"skipped: {exc}")
    else:
        raise SystemExit("no seed produced a game")
    settings = preset("national")
    n = len(moves)
    in_game: list[int] = []
    late: list[int] = []
    in_game_cpu: list[int] = []
    late_cpu: list[int] = []
    state: dict[str, object] = {}
    arb = Arbiter(settings)
    for _ in range(args.trials):
        clear_caches()
        arb = Arbiter(settings)
        for i, move in enumerate(moves):
            if i == n - 1:
                state = arb.to_dict()
            c0, t0 = time.process_time_ns(), time.perf_counter_ns()
            ruling = arb.move(arb.turn, move.from_square, move.to_square)
            elapsed = time.perf_counter_ns() - t0
            cpu = time.process_time_ns() - c0
            if ruling.kind is not RulingKind.MOVE or (arb.outcome and i < n - 1):
                raise SystemExit(f"ply {i + 1} {move.iccs}: {ruling.message}")
            if i >= n - 50:
                late.append(elapsed)
                late_cpu.append(cpu)
        in_game.append(elapsed)
        in_game_cpu.append(cpu)
    last = moves[-1]
    cold: list[int] = []
    for _ in range(args.trials):
        clear_caches()
        resumed = Arbiter.from_dict(state)
        t0 = time.perf_counter_ns()
        cold_ruling = resumed.move(resumed.turn, last.from_square, last.to_square)
        cold.append(time.perf_counter_ns() - t0)
        assert cold_ruling.verdict is not None, cold_ruling.message
    verdict = ruling.verdict
    print(f"game: {n} plies (seed {seed}), "
          f"{_repeated(moves)} positions occur twice or more, last ply completes three "
          f"cycles (art. 23.4); 杀 search depth {settings.mate_threat_depth} checks")
    if verdict is not None:
        print(f"verdict at ply {n}: red {verdict.red.name}, black {verdict.black.name},"
              f" culprit {'none' if verdict.culprit is None else verdict.culprit.name.lower()}, "
              f"art. {verdict.article}; window of 12 plies")
    print(f"outcome: {arb.outcome.to_dict() if arb.outcome else None}")
    _report(f"in game: move {n} (legality + classification + repetition verdict), "
            f"{args.trials} replays", in_game)
    _report(f"in game, CPU time of this process: move {n}", in_game_cpu)
    _report(f"in game: each of moves {n - 49}..{n}, {args.trials} replays", late)
    _report(f"in game, CPU time of this process: each of moves {n - 49}..{n}", late_cpu)
    _report(f"resumed from JSON at ply {n - 1}, all caches empty: move {n} "
            "(classifies the whole window)", cold)
    for label, samples in ((f"move {n}, wall clock", in_game),
                           (f"move {n}, CPU time", in_game_cpu),
                           (f"moves {n - 49}..{n} (information), wall clock", late)):
        median_ms, p99_ms = _median_p99(samples)
        print(f"target {label}: median <= 1 ms: {'met' if median_ms <= 1.0 else 'NOT met'} "
              f"({median_ms:.3f} ms); p99 <= 10 ms: "
              f"{'met' if p99_ms <= 10.0 else 'NOT met'} ({p99_ms:.3f} ms)")
    return 0


def _median_p99(samples: list[int]) -> tuple[float, float]:
    ms = sorted(s / 1e6 for s in samples)
    return statistics.median(ms), ms[min(len(ms) - 1, int(0.99 * len(ms)))]


def _keys(moves: list[Move]) -> list[int]:
    pos = Position()
    keys = [pos.zobrist]
    for m in moves:
        pos.push(m)
        keys.append(pos.zobrist)
    return keys


def _repeated(moves: list[Move]) -> int:
    counts = Counter(_keys(moves))
    return sum(1 for c in counts.values() if c >= 2)


def _report(label: str, samples: list[int]) -> None:
    ms = sorted(s / 1e6 for s in samples)
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    print(f"{label}: median {statistics.median(ms):.3f} ms, p90 {p90:.3f} ms, "
          f"p99 {p99:.3f} ms, max {ms[-1]:.3f} ms (n={len(ms)})")


if __name__ == "__main__":
    sys.exit(main())
