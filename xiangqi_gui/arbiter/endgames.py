"""Dead positions (art. 4.2.2, 双方均无取胜可能的简单局势): an exhaustive retrograde solver
for few-piece material sets, and the table of the sets it proves dead.

A *material set* is what each side has besides its general, e.g. ``("C", "")`` for
general and cannon against a bare general. :func:`solve` enumerates every legal
placement of the set with either side to move (generals in their palaces, advisors and
elephants on their points, other pieces anywhere; the generals never face each other;
the side not to move is not in check) and finds, by fixpoint iteration over the move
graph, every position one side can force to win: mate or stalemate (将死, 困毙, art.
4.1.1-4.1.2). A capture leads into a smaller set, solved first. Repetition rules (棋例)
are not modelled: a cycle counts as a draw.

A set is *dead* when no position of it, nor of any set a capture leads to, is a forced
win for either side. :data:`DEAD_SETS` lists exactly the sets the solver proved dead
(regenerate and check with ``python -m xiangqi_gui.arbiter.endgames``); the arbiter
declares art. 4.2.2 by itself only for those and for positions without any piece that
can cross the river (which cannot ever give check or stalemate the other general).
Soldiers are not in the table (their value depends on their square).

Solved sets (red's pieces v black's: ``A`` advisor, ``E`` elephant, ``H`` horse, ``C``
cannon; positions counted with either side to move; every set a capture leads to is
solved on the way). The run that produced this table is
``python -m xiangqi_gui.arbiter.endgames``:

==========  =========  ========  ==========  =====
set         positions  red wins  black wins  dead
==========  =========  ========  ==========  =====
C v -           9 828         0           0  yes
H v -           9 504     9 396           0  no
C v A          45 120         0           0  yes
C v E          67 698         0           0  yes
H v A          44 232    43 356           0  no
H v E          65 766     9 730           0  no
AC v -         45 516    44 984           0  no
AC v A        206 818   203 342           0  no
==========  =========  ========  ==========  =====

So a cannon alone never wins against a bare general or a single advisor or elephant,
while a horse does, and a cannon with an advisor (a screen) wins against a general with
an advisor. (The positions with no piece that can cross the river -- e.g. A v A, 2 378
positions -- come out dead too.)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass

from xiangqi_gui.rules import Color, FenError, Move, Position
from xiangqi_gui.rules.fen import write_fen

from .analysis import ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, SOLDIER

_LETTERS = {"A": ADVISOR, "E": ELEPHANT, "H": HORSE, "R": CHARIOT, "C": CANNON}
_NAMES = {v: k for k, v in _LETTERS.items()}

#: Red's squares per kind (Black's are mirrored); None = any of the 90 points.
_RED_POINTS = {
    KING: (3, 4, 5, 12, 13, 14, 21, 22, 23),
    ADVISOR: (3, 5, 13, 21, 23),
    ELEPHANT: (2, 6, 18, 22, 26, 38, 42),
}


def _points(kind: int, color: Color) -> tuple[int, ...]:
    red = _RED_POINTS.get(kind)
    if red is None:
        return tuple(range(90))
    return red if color is Color.RED else tuple(89 - sq for sq in red)


MaterialSet = tuple[str, str]  # (red letters, black letters), each sorted, e.g. ("AC", "A")


def material_set(board: list[int]) -> MaterialSet | None:
    """The material set of ``board`` (None when a soldier is on it)."""
    red: list[str] = []
    black: list[str] = []
    for code in board:
        kind = abs(code)
        if kind in (0, KING):
            continue
        if kind == SOLDIER:
            return None
        (red if code > 0 else black).append(_NAMES[kind])
    return "".join(sorted(red)), "".join(sorted(black))


def material_text(ms: MaterialSet) -> str:
    """``"general and cannon v general"`` for ``("C", "")``."""
    words = {"A": "advisor", "E": "elephant", "H": "horse", "R": "chariot", "C": "cannon"}

    def side(letters: str) -> str:
        return " and ".join(["general"] + [words[c] for c in letters])

    return f"{side(ms[0])} v {side(ms[1])}"


def _swap(ms: MaterialSet) -> MaterialSet:
    return ms[1], ms[0]


@dataclass(frozen=True)
class Solution:
    """The solver's count for one material set (both sides to move)."""

    material: MaterialSet
    positions: int
    red_wins: int
    black_wins: int

    @property
    def dead(self) -> bool:
        """No position is a forced win for either side (captures included)."""
        return self.red_wins == 0 and self.black_wins == 0


def _placements(ms: MaterialSet) -> Iterator[list[int]]:
    pieces = [(KING, Color.RED), (KING, Color.BLACK)]
    pieces += [(_LETTERS[c], Color.RED) for c in ms[0]]
    pieces += [(_LETTERS[c], Color.BLACK) for c in ms[1]]
    choices = [_points(kind, color) for kind, color in pieces]
    for squares in itertools.product(*choices):
        if len(set(squares)) != len(squares):
            continue
        board = [0] * 90
        for (kind, color), sq in zip(pieces, squares, strict=True):
            board[sq] = kind * color.sign
        yield board


def _position(board: list[int], turn: Color) -> Position | None:
    try:
        return Position.from_fen(write_fen(board, turn, 0, 1))
    except FenError:
        return None


def _subsets(ms: MaterialSet) -> set[MaterialSet]:
    """Material sets one capture away."""
    out = set()
    for side in (0, 1):
        letters = ms[side]
        for i in range(len(letters)):
            rest = letters[:i] + letters[i + 1:]
            out.add((rest, ms[1]) if side == 0 else (ms[0], rest))
    return out


_WIN, _LOSS, _DRAW = 1, -1, 0


class Solver:
    """Solves material sets, remembering each solved set's positions (by zobrist key
    and side to move) as win/loss for the side to move."""

    def __init__(self) -> None:
        self.values: dict[MaterialSet, dict[int, int]] = {}
        self.solutions: dict[MaterialSet, Solution] = {}

    def solve(self, ms: MaterialSet) -> Solution:
        """Solve ``ms`` (and, first, every set a capture leads to)."""
        if ms in self.solutions:
            return self.solutions[ms]
        for sub in _subsets(ms):
            self.solve(sub)
        nodes: dict[int, Position] = {}
        for board in _placements(ms):
            for turn in (Color.RED, Color.BLACK):
                pos = _position(board, turn)
                if pos is not None:
                    nodes[pos.zobrist] = pos
        value = self._iterate(nodes)
        red = sum(1 for k, v in value.items() if v != _DRAW
                  and (nodes[k].turn is Color.RED) == (v == _WIN))
        black = sum(1 for v in value.values() if v != _DRAW) - red
        self.values[ms] = value
        solution = Solution(ms, len(nodes), red, black)
        self.solutions[ms] = solution
        return solution

    def _iterate(self, nodes: dict[int, Position]) -> dict[int, int]:
        succ: dict[int, list[int]] = {}
        value: dict[int, int] = {}
        for key, pos in nodes.items():
            moves = pos.legal_moves()
            if not moves:
                value[key] = _LOSS  # 将死 or 困毙: the side to move loses
                continue
            children = []
            for move in moves:
                if pos.board[move.to_square]:
                    child = self._captured_value(pos, move)
                    if child == _LOSS:
                        value[key] = _WIN
                        break
                    children.append(2 if child == _WIN else 3)  # 2: win, 3: draw leaf
                    continue
                pos.push_unchecked(move)
                children.append(pos.zobrist)
                pos.pop()
            succ[key] = children
        changed = True
        while changed:
            changed = False
            for key, children in succ.items():
                if key in value:
                    continue
                results = [2 if c == 2 else 3 if c == 3 else
                           {_WIN: 2, _LOSS: 1}.get(value.get(c, _DRAW), 3)
                           for c in children]
                if 1 in results:  # some child is lost for the opponent
                    value[key], changed = _WIN, True
                elif all(r == 2 for r in results):
                    value[key], changed = _LOSS, True
        return {k: value.get(k, _DRAW) for k in nodes}

    def _captured_value(self, pos: Position, move: Move) -> int:
        pos.push_unchecked(move)
        try:
            ms = material_set(pos.board)
            assert ms is not None
            return self.values[ms].get(pos.zobrist, _DRAW)
        finally:
            pos.pop()


#: Material sets the solver proved dead, as (stronger side's letters, other side's),
#: each set standing for both colour assignments. Regenerate with the module's main.
DEAD_SETS: frozenset[MaterialSet] = frozenset({
    ("C", ""),  # general and cannon v bare general
    ("C", "A"),  # general and cannon v general and advisor
    ("C", "E"),  # general and cannon v general and elephant
})

#: The sets :func:`main` solves (the table of the module docstring).
TABLE_SETS: tuple[MaterialSet, ...] = (
    ("C", ""), ("H", ""), ("C", "A"), ("C", "E"), ("H", "A"), ("H", "E"), ("AC", "A"))


def is_dead(board: list[int]) -> bool:
    """Art. 4.2.2 by material: no piece that can cross the river (chariot, horse,
    cannon, soldier) is left, or the material set is in :data:`DEAD_SETS`."""
    if not any(abs(code) in (HORSE, CHARIOT, CANNON, SOLDIER) for code in board):
        return True
    ms = material_set(board)
    return ms is not None and (ms in DEAD_SETS or _swap(ms) in DEAD_SETS)


def main() -> int:
    """Solve :data:`TABLE_SETS` and print the table; exit status 1 when
    :data:`DEAD_SETS` disagrees with the solver (about 20 minutes: pure Python)."""
    solver = Solver()
    print(f"{'set':<10} {'positions':>9} {'red wins':>9} {'black wins':>10}  dead  listed")
    for ms in TABLE_SETS:
        sol = solver.solve(ms)
        listed = ms in DEAD_SETS or _swap(ms) in DEAD_SETS
        print(f"{ms[0] or '-'} v {ms[1] or '-':<5} {sol.positions:>9} {sol.red_wins:>9} "
              f"{sol.black_wins:>10}  {'yes' if sol.dead else 'no':<4}  "
              f"{'yes' if listed else 'no'}")
        if sol.dead != listed:
            print(f"DEAD_SETS disagrees with the solver on {ms}")
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
