"""Journal benchmark: one append at ply 10 and at ply 3,000, and resume from a 3,000-ply log.

    python benchmarks/journal.py [--plies 3000] [--samples 51] [--resumes 3] [--folder DIR]

Plays a provincial game (automatic clock presses) whose horses go back and forth, so that
it never ends, through :class:`~xiangqi_gui.play.live.LiveGame`, and journals every input
with :class:`~xiangqi_gui.play.journal.Journal` in a temporary folder on the same disk as
``--folder`` (default: the system's temporary folder).

Printed (targets from issue 10), with the load average (the figures are from a shared
machine):

* the median cost of one journal append (encode + ``write()`` to the kernel, which a kill
  cannot undo; the ``fdatasync`` runs on the journal's background thread) around ply 10
  and around ply 3,000, in the same run, and their ratio (target: ratio <= 1.5, each
  <= 2 ms);
* of that, the encoding of the line (checksum + JSON);
* the time until the line is on the disk (append, then :meth:`Journal.sync`): what a
  power loss could lose at most, and what the game-ending append waits for;
* the whole input (``LiveGame.move`` + the append), for reference;
* resume: reading the 3,000-ply journal and replaying it, wall clock and CPU time
  (target <= 1 s), ``--resumes`` times in fresh objects. The game's horses shuffle back
  and forth, so every position repeats: the arbiter judges a 待判局面 (art. 23) at nearly
  every ply, a worst case for replay.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from xiangqi_gui.clock import PressMode  # noqa: E402
from xiangqi_gui.play.journal import Journal, encode_line  # noqa: E402
from xiangqi_gui.play.live import LiveGame  # noqa: E402
from xiangqi_gui.play.setup import GameSetup  # noqa: E402
from xiangqi_gui.rules import Move  # noqa: E402

CYCLE = [Move.from_iccs(m) for m in ("h0g2", "h9g7", "g2h0", "g7h9")]
MS = 1_000_000


def play(folder: Path, plies: int, samples: int) -> tuple[dict[str, list[float]], Path]:
    """Play ``plies`` plies, journalling each; time the appends near ply 10 and the end."""
    setup = GameSetup(red="Bench", black="Mark", competition="provincial",
                      press_mode=PressMode.CASUAL)
    now = 0
    game = LiveGame(setup, now)
    journal = Journal(folder / "journal.jsonl")
    journal.start(game.log_header())
    changes = game.toggle_clock(now)
    assert changes.entry is not None
    journal.append(changes.entry)
    early = range(10, 10 + samples)
    late = range(plies - samples + 1, plies + 1)
    times: dict[str, list[float]] = {
        f"{what}@{where}": [] for what in ("append", "append_cpu", "input", "encode", "durable")
        for where in ("10", "end")}
    for ply in range(1, plies + 1):
        now += 2_000 * MS
        move = CYCLE[(ply - 1) % 4]
        start = time.perf_counter()
        changes = game.move(move.from_square, move.to_square, now)
        assert changes.entry is not None and changes.moved == move, changes.message
        middle, thread_cpu = time.perf_counter(), time.thread_time()
        journal.append(changes.entry)
        end, thread_cpu = time.perf_counter(), time.thread_time() - thread_cpu
        where = "10" if ply in early else "end" if ply in late else None
        if where is not None:
            journal.sync()
            times[f"durable@{where}"].append((time.perf_counter() - middle) * 1000)
            times[f"append@{where}"].append((end - middle) * 1000)
            times[f"append_cpu@{where}"].append(thread_cpu * 1000)
            times[f"input@{where}"].append((end - start) * 1000)
            before = time.perf_counter()
            encode_line(changes.entry)
            times[f"encode@{where}"].append((time.perf_counter() - before) * 1000)
    assert game.outcome is None and len(game.moves) == plies
    journal.close()
    return times, journal.path


def resume(path: Path, plies: int) -> tuple[float, float]:
    """Seconds (wall clock, and this process's CPU time) to read the journal and replay it
    into a LiveGame."""
    start, cpu = time.perf_counter(), time.process_time()
    contents = Journal(path).read()
    assert contents is not None
    game = LiveGame.replay(contents.header, contents.entries)
    elapsed, used = time.perf_counter() - start, time.process_time() - cpu
    assert len(game.moves) == plies and game.outcome is None
    return elapsed, used


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=3000)
    parser.add_argument("--samples", type=int, default=51)
    parser.add_argument("--resumes", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args(argv)
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        times, path = play(Path(tmp), args.plies, args.samples)
        size = path.stat().st_size
        resumes = [resume(path, args.plies) for _ in range(args.resumes)]
    med = {k: statistics.median(v) for k, v in times.items()}
    ratio = med["append@end"] / med["append@10"]
    if load is not None:
        print(f"load average (1, 5, 15 min) at the start: "
              f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs")
    print(f"journal: {args.plies} plies, {size / 1024:.0f} KiB; medians of the {args.samples} "
          f"appends from ply 10 and of the last {args.samples} (up to ply {args.plies})")
    n = args.plies
    cpu_ratio = med["append_cpu@end"] / med["append_cpu@10"]
    for where, ply in (("10", "10"), ("end", str(n))):
        print(f"  append (encode + write to the kernel) at ply {ply:>5}: "
              f"{med[f'append@{where}']:.3f} ms wall, "
              f"{med[f'append_cpu@{where}']:.3f} ms CPU of the calling thread")
    print(f"  ratio ply {n} / ply 10: {ratio:.2f} wall, {cpu_ratio:.2f} CPU   "
          "(target <= 1.5, each <= 2 ms)")
    print(f"  of which encoding the line: {med['encode@10'] * 1000:.1f} us at ply 10, "
          f"{med['encode@end'] * 1000:.1f} us at ply {n}")
    print(f"  on the disk (append + background fdatasync) after: {med['durable@10']:.3f} ms "
          f"at ply 10, {med['durable@end']:.3f} ms at ply {n} (the power-loss window)")
    print(f"  whole input (LiveGame.move + append) at ply 10:    {med['input@10']:.3f} ms")
    print(f"  whole input (LiveGame.move + append) at ply {n}: {med['input@end']:.3f} ms")
    for index, (seconds, cpu) in enumerate(resumes, start=1):
        print(f"resume {index} (read + replay {n} plies): {seconds:.3f} s wall, "
              f"{cpu:.3f} s CPU   (target <= 1 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
