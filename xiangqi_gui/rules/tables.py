"""Precomputed move geometry of every piece kind on every square (art. 2.2).

All tables are indexed by square (0..89) and, where the side matters, first by
colour (0 = Red, 1 = Black). They describe geometry only (where a piece could go
on an empty board, and which square blocks it); occupancy is checked by the
move generator.
"""

from __future__ import annotations

from .types import FILE_COUNT, RANK_COUNT, SQUARE_COUNT

Targets = tuple[int, ...]
Blocked = tuple[tuple[int, int], ...]  # (blocking square, target square)


def _on_board(file: int, rank: int) -> bool:
    return 0 <= file < FILE_COUNT and 0 <= rank < RANK_COUNT


def in_palace(color: int, sq: int) -> bool:
    """True when ``sq`` is one of the nine points of ``color``'s palace (九宫)."""
    file, rank = sq % FILE_COUNT, sq // FILE_COUNT
    ranks = (0, 1, 2) if color == 0 else (7, 8, 9)
    return 3 <= file <= 5 and rank in ranks


def own_half(color: int, sq: int) -> bool:
    """True when ``sq`` is on ``color``'s side of the river (河界)."""
    rank = sq // FILE_COUNT
    return rank <= 4 if color == 0 else rank >= 5


def _steps(sq: int, deltas: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    file, rank = sq % FILE_COUNT, sq // FILE_COUNT
    return [(file + df, rank + dr) for df, dr in deltas if _on_board(file + df, rank + dr)]


ORTHOGONAL = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def _palace_steps(color: int, deltas: tuple[tuple[int, int], ...]) -> list[Targets]:
    """One-point steps inside ``color``'s palace (general: orthogonal, advisor: diagonal)."""
    table = []
    for sq in range(SQUARE_COUNT):
        targets = [r * FILE_COUNT + f for f, r in _steps(sq, deltas)]
        table.append(tuple(t for t in targets if in_palace(color, t)))
    return table


def _elephant(color: int) -> list[Blocked]:
    table = []
    for sq in range(SQUARE_COUNT):
        file, rank = sq % FILE_COUNT, sq // FILE_COUNT
        entries = []
        for df, dr in DIAGONAL:
            if _on_board(file + 2 * df, rank + 2 * dr):
                target = (rank + 2 * dr) * FILE_COUNT + file + 2 * df
                eye = (rank + dr) * FILE_COUNT + file + df  # 象眼
                if own_half(color, target):
                    entries.append((eye, target))
        table.append(tuple(entries))
    return table


def _horse() -> list[Blocked]:
    """Horse moves from each square as (leg 马腿, target) pairs."""
    table = []
    for sq in range(SQUARE_COUNT):
        file, rank = sq % FILE_COUNT, sq // FILE_COUNT
        entries = []
        for df, dr in ORTHOGONAL:
            leg = (file + df, rank + dr)
            for side in (-1, 1):
                tf = file + 2 * df + (side if df == 0 else 0)
                tr = rank + 2 * dr + (side if dr == 0 else 0)
                if _on_board(tf, tr):
                    entries.append((leg[1] * FILE_COUNT + leg[0], tr * FILE_COUNT + tf))
        table.append(tuple(entries))
    return table


def _horse_attackers() -> list[Blocked]:
    """For each square, (leg, origin) pairs of horses that attack it."""
    table: list[list[tuple[int, int]]] = [[] for _ in range(SQUARE_COUNT)]
    for origin, entries in enumerate(HORSE):
        for leg, target in entries:
            table[target].append((leg, origin))
    return [tuple(entries) for entries in table]


def _soldier(color: int) -> list[Targets]:
    forward = 1 if color == 0 else -1
    table = []
    for sq in range(SQUARE_COUNT):
        deltas = [(0, forward)]
        if not own_half(color, sq):  # sideways only after crossing the river
            deltas += [(1, 0), (-1, 0)]
        table.append(tuple(r * FILE_COUNT + f for f, r in _steps(sq, tuple(deltas))))
    return table


def _reverse(table: list[Targets]) -> list[Targets]:
    out: list[list[int]] = [[] for _ in range(SQUARE_COUNT)]
    for origin, targets in enumerate(table):
        for target in targets:
            out[target].append(origin)
    return [tuple(o) for o in out]


def _rays() -> list[tuple[Targets, ...]]:
    """For each square the four rays (up, down, right, left), nearest square first."""
    table = []
    for sq in range(SQUARE_COUNT):
        file, rank = sq % FILE_COUNT, sq // FILE_COUNT
        rays = []
        for df, dr in ORTHOGONAL:
            ray = []
            f, r = file + df, rank + dr
            while _on_board(f, r):
                ray.append(r * FILE_COUNT + f)
                f, r = f + df, r + dr
            rays.append(tuple(ray))
        table.append(tuple(rays))
    return table


KING = (_palace_steps(0, ORTHOGONAL), _palace_steps(1, ORTHOGONAL))
ADVISOR = (_palace_steps(0, DIAGONAL), _palace_steps(1, DIAGONAL))
ELEPHANT = (_elephant(0), _elephant(1))
HORSE = _horse()
HORSE_ATTACKERS = _horse_attackers()
SOLDIER = (_soldier(0), _soldier(1))
SOLDIER_ATTACKERS = (_reverse(SOLDIER[0]), _reverse(SOLDIER[1]))
RAYS = _rays()

# Squares a piece may ever stand on, per colour (for FEN validation).
ADVISOR_SQUARES = (
    frozenset(s for s in range(SQUARE_COUNT) if in_palace(0, s) and (s % 9 + s // 9) % 2 == 1),
    frozenset(s for s in range(SQUARE_COUNT) if in_palace(1, s) and (s % 9 + s // 9) % 2 == 0),
)
ELEPHANT_SQUARES = tuple(
    frozenset({2, 6, 18, 22, 26, 38, 42} if color == 0 else {87, 83, 71, 67, 63, 51, 47})
    for color in (0, 1)
)


def soldier_can_stand(color: int, sq: int) -> bool:
    """True when a soldier of ``color`` can ever reach ``sq`` (art. 2.2: it never retreats)."""
    file, rank = sq % FILE_COUNT, sq // FILE_COUNT
    if color == 1:
        rank = 9 - rank
    if rank < 3:
        return False
    return rank >= 5 or file % 2 == 0
