"""Move notation: Chinese full (炮二平五 / 马8进7), abbreviated (炮25), WXF (C2=5), ICCS (h2e2).

Qt-free; imports only the standard library and :mod:`xiangqi_gui.rules`. Writers take the
position before the move; readers return the legal move a token names or raise
:class:`NotationError` (``.token``, ``.reason``) / :class:`AmbiguousNotationError`
(``.candidates``). Sources: CXA rules art. 7.5 (记录), docs/references.md §1-4.
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
