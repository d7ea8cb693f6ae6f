"""A move or an engine line written in one of the four notations, Qt-free (the analysis
pane, the review's comments and the move tree share it).

>>> from xiangqi_gui.rules import Position
>>> pv_words(Position(), ("h2e2", "h9g7", "a0a0"), "chinese")
['炮二平五', '马8进7']
"""

from __future__ import annotations

from xiangqi_gui.notation import Notator
from xiangqi_gui.rules import Move, Position


def move_text(pos: Position, move: Move, notation: str) -> str:
    """``move`` (legal in ``pos``) in ``notation``: ``chinese`` (also for an unknown name),
    ``abbr`` (with its 进/退 mark), ``wxf`` or ``iccs``."""
    if notation == "iccs":
        return move.iccs
    notator = Notator(pos)
    if notation == "abbr":
        return notator.abbr(move).marked
    return notator.wxf(move) if notation == "wxf" else notator.chinese(move)


def pv_words(pos: Position, pv: tuple[str, ...], notation: str,
             limit: int | None = None) -> list[str]:
    """The first ``limit`` moves (all when None) of ``pv`` (ICCS) played from ``pos`` (not
    changed), in ``notation``; stops at the first move that is not legal there."""
    pos = pos.copy()
    words: list[str] = []
    for text in pv[:limit]:
        move = Move.from_iccs(text)
        if not pos.is_legal(move):
            break
        words.append(move_text(pos, move, notation))
        pos.push_unchecked(move)
    return words
