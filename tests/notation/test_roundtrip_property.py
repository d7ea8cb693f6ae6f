"""Property: in 2,050 random legal positions every legal move round-trips in every notation,
and no two legal moves of a position share a text (docs/references.md §2).

Positions come from random legal play (from the start and from corpus FENs) and from random
legal placements crowded with tandem pieces (``tests/notation/positions.py``); hypothesis
draws the generator's seed (derandomized: the same 41 seeds every run), so a failure is
reported with a seed that replays it.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.notation.positions import random_positions
from xiangqi_gui.notation import AmbiguousNotationError, Notator
from xiangqi_gui.rules import PieceKind, Position

EXAMPLES = 41
POSITIONS_PER_EXAMPLE = 50


def _check_position(pos: Position, stats: Counter[str]) -> None:
    notator = Notator(pos)
    moves = notator.facts.legal_moves
    texts: dict[str, set[object]] = {}

    def unique(notation: str, text: object) -> None:
        seen = texts.setdefault(notation, set())
        assert text not in seen, (pos.fen(), notation, text)
        seen.add(text)

    for move in moves:
        facts = notator.facts.move(move)
        chinese, abbr, wxf = notator.chinese(move), notator.abbr(move), notator.wxf(move)
        forms = {"chinese": chinese, "wxf": wxf, "iccs": move.iccs}
        if facts.origin.tandem:
            stats[f"tandem {facts.kind.name}"] += 1
            forms["short"] = notator.chinese(move, pawn_style="short")
            forms["xqbase"] = notator.chinese(move, pawn_style="xqbase")
            forms["traditional"] = notator.chinese(move, traditional=True, fullwidth=True)
            forms["wxf-prefix"] = notator.wxf(move, prefix=True)
            if facts.kind == PieceKind.SOLDIER and facts.origin.doubled_files >= 2:
                stats["pawns on two doubled files"] += 1
            if facts.origin.count >= 3:
                stats["three or more on a file"] += 1
        for notation, text in forms.items():
            unique(notation, text)
            assert notator.read(text) == move, (pos.fen(), move, notation, text)
        unique("abbr", (abbr.text, abbr.direction))
        assert notator.read(abbr.text, "abbr", direction=abbr.direction) == move
        if abbr.direction != "traverse":
            assert notator.read(abbr.marked) == move
        try:
            assert notator.read(abbr.text, "abbr") == move
        except AmbiguousNotationError as exc:
            assert move in exc.candidates
            stats["plain abbreviation ambiguous"] += 1
    stats["moves"] += len(moves)
    stats["positions"] += 1


def test_every_legal_move_round_trips_with_a_unique_text() -> None:
    stats: Counter[str] = Counter()

    @settings(
        max_examples=EXAMPLES,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(st.integers(min_value=0, max_value=2**32 - 1))
    def check(seed: int) -> None:
        for pos in random_positions(random.Random(seed), POSITIONS_PER_EXAMPLE):
            _check_position(pos, stats)

    check()
    assert stats["positions"] >= 2000
    assert stats["moves"] >= 40000
    # the run must exercise every tandem case, not only plain moves
    for kind in ("CHARIOT", "HORSE", "CANNON", "SOLDIER", "ADVISOR", "ELEPHANT"):
        assert stats[f"tandem {kind}"] >= 50, (kind, stats)
    assert stats["pawns on two doubled files"] >= 50, stats
    assert stats["three or more on a file"] >= 50, stats
