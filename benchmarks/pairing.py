"""Tournament benchmarks: 积分编排 pairing and standings on a large field (issue 18).

Run from the repository root::

    python benchmarks/pairing.py                 # 500 players, 13 rounds, seed 1
    python benchmarks/pairing.py --players 500 --rounds 13 --seed 7

A 500-player 积分编排 event is paired round by round (random results, 5 % forfeits)
and the time of each pairing is printed. Targets: pairing round 9 ≤ 2 s; standings
(art. 14.3.1 chain, 对手分 … 前一轮成绩) for 500 players after 13 rounds ≤ 0.5 s.
Exit status 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from xiangqi_gui.tournament import (  # noqa: E402
    CHAINS,
    EventConfig,
    Result,
    System,
    Tournament,
)

RESULTS = [Result.RED_WIN] * 38 + [Result.DRAW] * 22 + [Result.BLACK_WIN] * 35 + [
    Result.RED_FORFEIT_WIN] * 3 + [Result.BLACK_FORFEIT_WIN] * 2


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--rounds", type=int, default=13)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rnd = random.Random(args.seed)
    t = Tournament(EventConfig("benchmark", System.SWISS, args.rounds))
    for i in range(args.players):
        t.add_player(f"player {i + 1}", rating=rnd.randint(1200, 2600))
    pair_times = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        rnd_obj = t.pair_next_round()
        pair_times.append(time.perf_counter() - start)
        for g in rnd_obj.games:
            if g.black is not None:
                t.set_result(rnd_obj.number, g.board, rnd.choice(RESULTS))
        print(f"round {rnd_obj.number:2d}: paired {len(rnd_obj.games)} boards in "
              f"{pair_times[-1]:.3f} s")
    ok = True
    if len(pair_times) >= 9:
        r9 = pair_times[8]
        ok &= r9 <= 2.0
        print(f"pairing round 9: {r9:.3f} s (target <= 2 s) {'OK' if r9 <= 2.0 else 'MISSED'}")
    for name in ("14.3.1", "14.3.2"):
        t.config.ranking = CHAINS[name]
        start = time.perf_counter()
        rows = t.standings()
        took = time.perf_counter() - start
        ok &= took <= 0.5
        print(f"standings {len(rows)} players x {len(t.rounds)} rounds, chain {name}: "
              f"{took:.3f} s (target <= 0.5 s) {'OK' if took <= 0.5 else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
