"""Our WXF writer against Fairy-Stockfish (pyffish), the source of the WXF column of
test_worked_examples.py.

Every legal move of 30 random positions (random play and tandem-rich placements) is written by
both. They agree except where Fairy-Stockfish leaves the rear one of two tandem pieces
unqualified because the front one cannot make a move with the same operator (e.g. ``C2+1`` for
the rear cannon when the front cannon stands on the last rank). Art. 7.5 says the tandem
piece is always named 前/后 whenever a like piece shares the file, so we write ``C-+1``; both
texts read back to the same move.
"""

from __future__ import annotations

import random

import pytest

from tests.notation.positions import random_positions
from xiangqi_gui.notation import Notator
from xiangqi_gui.rules import Move

sf = pytest.importorskip("pyffish")


def _fsf_uci(move: Move) -> str:
    """Fairy-Stockfish plain UCI numbers ranks 1..10 (docs/references.md §1)."""
    text = move.iccs
    return f"{text[0]}{int(text[1]) + 1}{text[2]}{int(text[3]) + 1}"


def test_wxf_matches_fairy_stockfish() -> None:
    agreed = diverged = 0
    for pos in random_positions(random.Random(20261129), 30):
        notator = Notator(pos)
        fen = pos.fen()
        for move in notator.facts.legal_moves:
            ours = notator.wxf(move)
            theirs = sf.get_san("xiangqi", fen, _fsf_uci(move), False, sf.NOTATION_XIANGQI_WXF)
            if ours == theirs:
                agreed += 1
                continue
            facts = notator.facts.move(move)
            # the one documented divergence: rear tandem piece, FSF writes the file instead
            assert facts.origin.tandem and facts.origin.index == facts.origin.count - 1, (
                fen,
                move,
                ours,
                theirs,
            )
            assert ours[1] == "-" and theirs == f"{ours[0]}{facts.origin.file}{ours[2:]}"
            assert notator.read(theirs) == move
            diverged += 1
    assert agreed > 500
    assert diverged < agreed / 50
