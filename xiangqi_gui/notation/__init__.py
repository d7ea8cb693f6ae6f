"""Move notation: Chinese full (炮二平五 / 马8进7), abbreviated (炮25), WXF (C2=5), ICCS (h2e2).

Qt-free; imports only the standard library and :mod:`xiangqi_gui.rules`. Writers take the
position before the move; readers return the legal move a token names or raise
:class:`NotationError` (``.token``, ``.reason``) / :class:`AmbiguousNotationError`
(``.candidates``). Sources: CXA rules art. 7.5 (记录), docs/references.md §1-4.

>>> from xiangqi_gui.rules import Move, Position
>>> pos = Position()
>>> texts = notate(pos, Move.from_iccs("h2e2"))
>>> texts.chinese, texts.abbr.text, texts.wxf, texts.iccs
('炮二平五', '炮25', 'C2=5', 'h2e2')
>>> [read_move(pos, text).iccs for text in ("炮二平五", "炮25", "C2=5", "H2-E2")]
['h2e2', 'h2e2', 'h2e2', 'h2e2']

Two chariots on one file are told apart by 前/后 (art. 7.5):

>>> rooks = Position("4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1")
>>> write_chinese(rooks, Move.from_iccs("d4d8")), write_wxf(rooks, Move.from_iccs("d4d8"))
('前车进四', 'R++4')
>>> read_move(rooks, "后车平七").iccs
'd1c1'
"""

from __future__ import annotations

from .abbr import Abbreviated, read_abbr, write_abbr
from .chinese import PawnStyle, read_chinese, write_chinese
from .errors import AmbiguousNotationError, NotationError
from .facts import Direction
from .iccs import read_iccs, write_iccs
from .notator import NOTATIONS, MoveTexts, Notator, detect_notation, notate, read_move
from .wxf import read_wxf, write_wxf

__all__ = [
    "NOTATIONS",
    "Abbreviated",
    "AmbiguousNotationError",
    "Direction",
    "MoveTexts",
    "NotationError",
    "Notator",
    "PawnStyle",
    "detect_notation",
    "notate",
    "read_abbr",
    "read_chinese",
    "read_iccs",
    "read_move",
    "read_wxf",
    "write_abbr",
    "write_chinese",
    "write_iccs",
    "write_wxf",
]
