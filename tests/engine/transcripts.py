"""Load the real Fairy-Stockfish transcripts in ``tests/engine/transcripts``.

Format: ``> line`` sent to the engine, ``< line`` received; ``#`` lines are comments.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent / "transcripts"


def load(name: str) -> list[tuple[str, str]]:
    """``[(">"|"<", line), ...]`` in recorded order."""
    rows = []
    for raw in (HERE / name).read_text(encoding="utf-8").splitlines():
        if raw.startswith("#"):
            continue
        rows.append((raw[0], raw[2:]))
    return rows


def received(name: str) -> list[str]:
    """Only the engine's lines."""
    return [line for way, line in load(name) if way == "<"]


def sent(name: str) -> list[str]:
    """Only our lines."""
    return [line for way, line in load(name) if way == ">"]
