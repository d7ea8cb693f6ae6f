"""Engine protocol costs: parsing, session bookkeeping, and round trips with a real engine.

One command: ``python benchmarks/engine.py [--moves 20] [--movetime 50]``.

Figures (wall clock, ``time.perf_counter_ns``):

* ``parse``: microseconds per line of ``parse_line`` over the real Fairy-Stockfish 11.1
  transcript lines in ``tests/engine/transcripts`` (info lines with 1..10-rank PVs).
* ``session feed``: microseconds per ``EngineSession.feed`` of the same info lines during a
  search, plus the legality check of the final ``bestmove``.
* with ``fairy-stockfish`` installed (PATH or /usr/games): the handshake time, and for
  ``--moves`` searches at ``go movetime --movetime`` from a real game's positions, the
  median and worst time from request to checked move minus the movetime
  (``overhead``: pipes + parsing + checks + the engine's own stop latency) and the engine's
  last reported nps.

Target: parse < 20 us per line; overhead median < 15 ms (the GUI never waits visibly).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xiangqi_gui.engine import (  # noqa: E402
    Dialect,
    EngineNotFoundError,
    EngineProcess,
    EngineSession,
    SearchLimits,
    find_engine,
    parse_line,
)
from xiangqi_gui.rules import START_FEN, Move, Position  # noqa: E402

TRANSCRIPT = Path(__file__).resolve().parent.parent / "tests/engine/transcripts/fsf_uci.txt"


def _info_lines() -> list[str]:
    lines = TRANSCRIPT.read_text(encoding="utf-8").splitlines()
    return [line[2:] for line in lines if line.startswith("< info depth")]


def bench_parse(rounds: int = 2000) -> None:
    lines = _info_lines()
    start = time.perf_counter_ns()
    for _ in range(rounds):
        for line in lines:
            parse_line(line, Dialect.UCI_FSF)
    per = (time.perf_counter_ns() - start) / (rounds * len(lines)) / 1000
    print(f"parse: {per:.2f} us per info line ({len(lines)} real lines x {rounds})")


def bench_session(rounds: int = 500) -> None:
    lines = [line for line in _info_lines() if "mate" not in line]
    costs = []
    for _ in range(rounds):
        session = EngineSession(Dialect.UCI_FSF)
        session.start()
        session.feed("uciok")
        session.feed("readyok")
        session.request(START_FEN, [], SearchLimits(movetime_ms=100))
        start = time.perf_counter_ns()
        for line in lines:
            session.feed(line)
        session.feed("bestmove h3e3 ponder h10g8")
        costs.append((time.perf_counter_ns() - start) / (len(lines) + 1) / 1000)
    print(f"session feed: {statistics.median(costs):.2f} us per line (median of {rounds})")


def bench_engine(moves: int, movetime: int) -> None:
    try:
        path = find_engine(("fairy-stockfish",))
    except EngineNotFoundError as exc:
        print(f"real engine: skipped ({exc})")
        return
    start = time.perf_counter_ns()
    with EngineProcess(path, Dialect.UCI_FSF) as engine:
        print(f"handshake: {(time.perf_counter_ns() - start) / 1e6:.1f} ms ({engine.name})")
        overheads = []
        played: list[Move] = []
        pos = Position()
        nps = 0
        for _ in range(moves):
            start = time.perf_counter_ns()
            move = engine.best_move(START_FEN, played, SearchLimits(movetime_ms=movetime))
            overheads.append((time.perf_counter_ns() - start) / 1e6 - movetime)
            nps = engine.infos[-1].nps or nps if engine.infos else nps
            pos.push(move)
            played.append(move)
    print(f"overhead beyond movetime {movetime} ms over {moves} moves: median "
          f"{statistics.median(overheads):.1f} ms, worst {max(overheads):.1f} ms; "
          f"engine nps {nps}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--movetime", type=int, default=50, help="ms per move")
    args = parser.parse_args()
    bench_parse()
    bench_session()
    bench_engine(args.moves, args.movetime)
    return 0


if __name__ == "__main__":
    sys.exit(main())
