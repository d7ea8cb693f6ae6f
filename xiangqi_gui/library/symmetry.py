"""The board's symmetries for position search: left-right mirror and colour swap.

A position and its mirror image (files a..i reversed) are the same fight; so are a position
and its colour-swapped image (ranks reversed, Red and Black exchanged, the other side to
move). Each transform is its own inverse, so the same function maps a stored move back to
the orientation of the query.
"""

from __future__ import annotations

from xiangqi_gui.rules import Move, Position

#: Transform names: identity, mirror, colour swap, both.
TRANSFORMS = ("same", "mirror", "colour", "colour+mirror")


def map_square(square: int, transform: str) -> int:
    """``square`` (0..89, rank * 9 + file) under ``transform``."""
    rank, file = divmod(square, 9)
    if "mirror" in transform:
        file = 8 - file
    if "colour" in transform:
        rank = 9 - rank
    return rank * 9 + file


def map_move(move: Move, transform: str) -> Move:
    """``move`` under ``transform``."""
    return Move(map_square(move.from_square, transform), map_square(move.to_square, transform))


def transformed(pos: Position, transform: str) -> Position:
    """A stack-less copy of ``pos`` under ``transform`` (zobrist key recomputed)."""
    if transform == "same":
        return pos.copy(stack=False)
    fields = pos.fen().split()
    rows = fields[0].split("/")
    if "mirror" in transform:
        rows = [_reverse_row(row) for row in rows]
    if "colour" in transform:
        rows = [row.swapcase() for row in reversed(rows)]
        fields[1] = "b" if fields[1] == "w" else "w"
    fields[0] = "/".join(rows)
    return Position.from_fen(" ".join(fields))


def _reverse_row(row: str) -> str:
    cells: list[str] = []
    for ch in row:
        cells.extend(["1"] * int(ch) if ch.isdigit() else [ch])
    out, empty = "", 0
    for ch in reversed(cells):
        if ch == "1":
            empty += 1
            continue
        if empty:
            out += str(empty)
            empty = 0
        out += ch
    return out + (str(empty) if empty else "")
