"""A move as a message names it (:class:`~xiangqi_gui.rules.message.MoveRef`), with its
Chinese and WXF texts written from the position before it; shared by the arbiter's
rulings and the record readers' errors (the UI shows the move in its language's notation,
the English of logs and the command line keeps ICCS)."""

from __future__ import annotations

from xiangqi_gui.notation.chinese import write_chinese
from xiangqi_gui.notation.errors import NotationError
from xiangqi_gui.notation.wxf import write_wxf
from xiangqi_gui.rules import Move, Position
from xiangqi_gui.rules.message import MoveRef


def move_ref(position: Position, move: Move, *, lazy: bool = False) -> MoveRef:
    """``move`` played from ``position`` with its Chinese and WXF texts when they can be
    written (a move the piece cannot make, or with no piece of the side to move on its
    origin, has ICCS only).

    ``lazy``: write the texts only when first used; ``position`` must then stay unchanged
    (a snapshot such as :attr:`PlyRecord.before`)."""
    if lazy:
        return MoveRef(move.iccs, writer=lambda: _texts(position, move))
    return MoveRef(move.iccs, _texts(position, move))


def _texts(position: Position, move: Move) -> tuple[str, str, str]:
    if not position.is_pseudo_legal(move):  # an impossible move has no notation
        return ("", "", "")
    try:
        return (write_chinese(position, move), write_chinese(position, move, traditional=True),
                write_wxf(position, move))
    except (NotationError, ValueError, KeyError):
        return ("", "", "")
