"""Benchmark: the game library (issue 14) — import speed, position search, database size.

Imports all of ``../shared/corpus`` plus the 64x file (64 concatenated copies of the
corpus's 1,125-game ``games.pgn``, made here) into a new library in a temporary folder,
then times position searches for 5 positions: the start, two common opening positions and
two rare middlegame positions (taken from stored games at plies 40 and 60), each with
mirror and colour matches. On a shared machine wall times include waiting for a CPU, so
CPU times are printed too. Prints games
read per second (new and duplicate games alike, since every game is read and tested) and
new games per second, the search times and the database size.

Targets: import >= 1,000 games/s; each position search <= 50 ms.

Run from the repository root: ``python benchmarks/library.py``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SHARED = Path(os.environ.get("XIANGQI_SHARED", ROOT.parent / "shared"))
RELATIVE = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"
TARGET_GAMES_S = 1000
TARGET_SEARCH_MS = 50.0


def main() -> int:
    corpus = SHARED / "corpus"
    if not (corpus / RELATIVE).exists():
        print(f"library benchmark: {corpus} not found; it needs the shared data folder "
              "(../shared next to the repository or XIANGQI_SHARED; see "
              "shared/corpus/SOURCES.md).")
        return 0
    from xiangqi_gui.library import Library
    from xiangqi_gui.library.importer import import_paths
    from xiangqi_gui.library.search import explore
    from xiangqi_gui.rules import Move, Position

    with tempfile.TemporaryDirectory() as folder:
        big = Path(folder) / "games-x64.pgn"
        data = (corpus / RELATIVE).read_bytes().rstrip(b"\n") + b"\n\n"
        big.write_bytes(data * 64)
        with Library(Path(folder) / "library.sqlite3") as lib:
            wall, cpu = time.perf_counter(), time.process_time()
            report = import_paths(lib, [corpus, big])
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            read = report.imported + report.duplicates + len(report.problems)
            print(f"imported        {report.imported:,} new games, {report.duplicates:,} "
                  f"duplicates skipped, {len(report.problems)} problems, "
                  f"{report.files} files")
            print(f"import time     {wall:.1f} s wall, {cpu:.1f} s CPU")
            speed = read / wall
            print(f"import speed    {speed:,.0f} games read/s wall ({read / cpu:,.0f}/s CPU); "
                  f"{report.imported / wall:,.0f} new games/s wall; target >= "
                  f"{TARGET_GAMES_S:,} games/s: {'met' if speed >= TARGET_GAMES_S else 'MISSED'}")
            fens = _positions(lib, Position, Move)
            for label, fen in fens:
                start, cpu_start = time.perf_counter(), time.process_time()
                answer = explore(lib, fen, mirror=True, colour=True)
                ms = 1000 * (time.perf_counter() - start)
                cpu_ms = 1000 * (time.process_time() - cpu_start)
                print(f"search {label:<22} {ms:7.1f} ms wall {cpu_ms:6.1f} ms CPU  "
                      f"{len(answer.games):>4} games listed, "
                      f"{sum(m.count for m in answer.next_moves):>5} continuations "
                      f"(target <= {TARGET_SEARCH_MS:.0f} ms: "
                      f"{'met' if ms <= TARGET_SEARCH_MS else 'MISSED'})")
            print(f"database size   {lib.size_bytes() / 2**20:.1f} MiB "
                  f"({lib.game_count():,} games)")
    return 0


def _positions(lib: object, position: type, move: type) -> list[tuple[str, str]]:
    """The 5 benchmark positions: start, two common openings, two rare middlegames."""
    from xiangqi_gui.library import Library

    assert isinstance(lib, Library)
    out = [("start", position().fen())]
    for label, line in (("炮二平五", "h2e2"), ("炮二平五 马8进7 马二进三", "h2e2 h9g7 h0g2")):
        pos = position()
        for text in line.split():
            pos.push(move.from_iccs(text))
        out.append((label, pos.fen()))
    for ply, game in ((40, 1), (60, 500)):
        record = lib.record(game)
        pos = record.start_position()
        for m in record.mainline_moves()[:ply]:
            pos.push(m)
        out.append((f"game {game} ply {ply}", pos.fen()))
    return out


if __name__ == "__main__":
    sys.exit(main())
