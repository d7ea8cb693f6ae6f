"""Differential test against Fairy-Stockfish's xiangqi rules (pyffish, test-only dependency).

pyffish speaks plain UCI with ranks 1..10; we speak ICCS with ranks 0..9, so every
square is converted. The legal-move sets must agree in every position visited:
random legal play from the start, and from every loadable corpus FEN.
"""

from __future__ import annotations

import random
import re

import pytest

from xiangqi_gui.rules import FenError, Position

from .fixtures import corpus_fens

sf = pytest.importorskip("pyffish", reason="pyffish (test extra) not installed")

_UCI = re.compile(r"^([a-i])(10|[1-9])([a-i])(10|[1-9])$")


def uci_to_iccs(move: str) -> str:
    """``h3e3`` (Fairy-Stockfish UCI, ranks 1..10) -> ``h2e2`` (ICCS, ranks 0..9)."""
    match = _UCI.match(move)
    assert match, move
    return f"{match[1]}{int(match[2]) - 1}{match[3]}{int(match[4]) - 1}"


def assert_same_moves(pos: Position) -> None:
    ours = sorted(m.iccs for m in pos.legal_moves())
    theirs = sorted(uci_to_iccs(m) for m in sf.legal_moves("xiangqi", pos.fen(), []))
    assert ours == theirs, pos.fen()


def walk(pos: Position, rng: random.Random, plies: int) -> int:
    """Random legal play from ``pos`` comparing every position on the way; returns the count."""
    checked = 0
    for _ in range(plies):
        assert_same_moves(pos)
        checked += 1
        moves = pos.legal_moves()
        if not moves:
            break
        pos.push(rng.choice(moves))
    return checked


def test_uci_rank_conversion() -> None:
    assert uci_to_iccs("h3e3") == "h2e2"
    assert uci_to_iccs("b3b10") == "b2b9"


def test_random_games_from_the_start_agree_with_fairy_stockfish() -> None:
    rng = random.Random(20261129)
    checked = sum(walk(Position(), rng, 100) for _ in range(10))
    assert checked >= 900


def test_corpus_fens_and_their_continuations_agree_with_fairy_stockfish() -> None:
    fens = corpus_fens()
    if not fens:
        pytest.skip("../shared/corpus absent")
    rng = random.Random(7)
    checked = 0
    for fen in fens[::2]:  # every other FEN, each with one random reply
        try:
            pos = Position.from_fen(fen)
        except FenError:
            continue  # the six impossible diagrams, see test_fen.py
        checked += walk(pos, rng, 2)
    assert checked >= 2000  # with the start-position walks: over 3,000 positions
