"""Locate the real Fairy-Stockfish binary for integration tests, or skip with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from xiangqi_gui.engine import EngineNotFoundError, find_engine


def fairy_stockfish() -> Path:
    """Path of ``fairy-stockfish`` (PATH or /usr/games), skipping the test when absent."""
    try:
        return find_engine(("fairy-stockfish",))
    except EngineNotFoundError:
        pytest.skip("fairy-stockfish is not installed (apt-get install fairy-stockfish)")


def mating_moves(fen: str) -> list[str]:
    """ICCS of every move after which the rules core's ``outcome()`` is checkmate."""
    from xiangqi_gui.rules import Position, Termination

    pos = Position.from_fen(fen)
    found = []
    for move in pos.legal_moves():
        pos.push(move)
        outcome = pos.outcome()
        if outcome is not None and outcome.termination is Termination.CHECKMATE:
            found.append(move.iccs)
        pos.pop()
    return found
