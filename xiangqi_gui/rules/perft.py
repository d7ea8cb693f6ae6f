"""Perft: count the leaves of the legal move tree (docs/references.md §6).

Published figures from the start position: 44, 1,920, 79,666, 3,290,240 for depth
1-4. The last level is counted without making its moves: see :func:`count_legal`.
"""

from __future__ import annotations

import argparse
import sys

from . import tables as T
from .errors import FenError
from .position import CANNON, CHARIOT, ELEPHANT, HORSE, KING, SOLDIER, Position
from .types import Color, Move

_RAYS = T.RAYS
_HORSE = T.HORSE


def count_legal(pos: Position) -> int:
    """Number of legal moves of the side to move, equal to ``len(pos.legal_moves())``.

    Fast path for perft's last level: when the side is not in check, moves of pieces
    that cannot expose their general are counted from the board without building
    them; only general moves and the few "sensitive" pieces found by
    ``Position._king_safety`` are made and tested, and moves landing on a square that
    would give an enemy cannon its screen are excluded.
    """
    sgn = 1 if pos.turn is Color.RED else -1
    check, sensitive, block = pos._king_safety(sgn)
    if check or block:
        return len(pos._legal_ints())
    board = pos.board
    side = 0 if sgn > 0 else 1
    n = 0
    for sq in pos._squares[side]:
        kind = board[sq] * sgn
        if kind == KING or sq in sensitive:
            n += sum(1 for t in pos._targets(sq, board[sq]) if pos._safe_after(sq << 7 | t, sgn))
        elif kind == CHARIOT:
            for ray in _RAYS[sq]:
                for t in ray:
                    p = board[t]
                    if p:
                        if p * sgn < 0:
                            n += 1
                        break
                    n += 1
        elif kind == CANNON:
            for ray in _RAYS[sq]:
                screen = False
                for t in ray:
                    p = board[t]
                    if screen:
                        if p:
                            if p * sgn < 0:
                                n += 1
                            break
                    elif p:
                        screen = True
                    else:
                        n += 1
        elif kind == HORSE:
            for leg, t in _HORSE[sq]:
                if not board[leg] and board[t] * sgn <= 0:
                    n += 1
        elif kind == ELEPHANT:
            for eye, t in T.ELEPHANT[side][sq]:
                if not board[eye] and board[t] * sgn <= 0:
                    n += 1
        else:
            table = T.SOLDIER if kind == SOLDIER else T.ADVISOR
            for t in table[side][sq]:
                if board[t] * sgn <= 0:
                    n += 1
    return n


def perft(pos: Position, depth: int) -> int:
    """Leaf count of the legal move tree of ``depth`` plies (``depth >= 0``) below ``pos``."""
    if depth <= 0:
        return 1
    if depth == 1:
        return count_legal(pos)
    total = 0
    for m in pos._legal_ints():
        pos._make(m)
        total += perft(pos, depth - 1)
        pos._unmake()
    return total


def divide(pos: Position, depth: int) -> list[tuple[Move, int]]:
    """Perft below each legal root move: ``[(move, count), ...]`` sorted by ICCS text."""
    rows = []
    for move in pos.legal_moves():
        pos.push(move)
        rows.append((move, perft(pos, depth - 1)))
        pos.pop()
    return sorted(rows, key=lambda row: row[0].iccs)


def perft_command(args: argparse.Namespace) -> int:
    """``xiangqi perft DEPTH [--fen FEN] [--divide]``: prints ``nodes N`` last."""
    try:
        pos = Position.from_fen(args.fen)
    except FenError as exc:
        print(f"xiangqi perft: bad FEN: {exc}", file=sys.stderr)
        return 1
    if args.depth < 0:
        print("xiangqi perft: DEPTH must be >= 0", file=sys.stderr)
        return 1
    if args.divide and args.depth >= 1:
        rows = divide(pos, args.depth)
        for move, count in rows:
            print(f"{move.iccs} {count}")
        total = sum(count for _, count in rows)
    else:
        total = perft(pos, args.depth)
    print(f"nodes {total}")
    return 0
