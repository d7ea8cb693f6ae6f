"""Speed of the notation writers and readers.

Run: ``python benchmarks/notation.py`` (from the repository root). Prints, for every legal move
of 300 positions from seeded random play, the time per move to write the Chinese, abbreviated
and WXF texts and to read each of them back (one :class:`Notator` per position, as a score
sheet or a record loader uses it), then the time to replay the 15 xqdb games of the corpus
in each notation with :func:`read_move` (a fresh position lookup per ply, as ``formats``
does). Target: replaying a 100-ply game in any notation well under 50 ms.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xiangqi_gui.notation import Notator, read_move  # noqa: E402
from xiangqi_gui.rules import Move, Position  # noqa: E402

XQDB = Path(__file__).resolve().parent.parent.parent / "shared/corpus/maksimkorzh-wukong-xiangqi"


def _positions(count: int) -> list[Position]:
    rng = random.Random(7)
    out: list[Position] = []
    pos = Position()
    while len(out) < count:
        moves = pos.legal_moves()
        if not moves or len(pos.move_stack) >= 120:
            pos = Position()
            continue
        out.append(pos.copy(stack=False))
        pos.push(rng.choice(moves))
    return out


def bench_writers_and_readers() -> None:
    positions = _positions(300)
    texts: list[tuple[Notator, Move, str, str, str]] = []
    start = time.perf_counter()
    for pos in positions:
        notator = Notator(pos)
        for move in notator.facts.legal_moves:
            texts.append(
                (notator, move, notator.chinese(move), notator.abbr(move).text, notator.wxf(move))
            )
    written = time.perf_counter() - start
    count = len(texts)
    print(f"moves: {count} in {len(positions)} positions")
    print(f"write chinese+abbr+wxf: {written / count * 1e6:.1f} us/move")
    for column, name in ((2, "chinese"), (4, "wxf")):
        start = time.perf_counter()
        for row in texts:
            row[0].read(str(row[column]), name)
        print(f"read {name}: {(time.perf_counter() - start) / count * 1e6:.1f} us/move")


def bench_replay() -> None:
    folder = XQDB / "xqdb/games_pgn"
    if not folder.exists():
        print("replay: corpus absent, skipped")
        return
    import re

    for name, notation in (
        ("xqdb_traditional.pgn", "chinese"),
        ("xqdb_international.pgn", "wxf"),
        ("bulk_games_uci.pgn", "iccs"),
    ):
        text = (folder / name).read_text(encoding="utf-8")
        bodies = [b for b in re.split(r"(?m)^\[Event .*$", text) if b.strip()]
        plies = 0
        start = time.perf_counter()
        for body in bodies:
            pos = Position()
            movetext = re.sub(r"(?m)^\[.*\]$", "", body)
            for token in movetext.split():
                if re.fullmatch(r"\d+\.", token):
                    continue
                pos.push(read_move(pos, token, notation))
                plies += 1
        elapsed = time.perf_counter() - start
        print(
            f"replay {notation}: {plies} plies in {elapsed * 1e3:.0f} ms "
            f"({elapsed / plies * 1e6:.0f} us/ply, {elapsed / plies * 100 * 1e3:.1f} ms/100 plies)"
        )


if __name__ == "__main__":
    bench_writers_and_readers()
    bench_replay()
