"""Typed move entry, Qt-free: which legal moves fit what has been typed so far, and the
move a finished text names. For recording an over-the-board game (issue: the laptop as
score keeper) and for pasting moves.

Any notation the readers know is accepted: Chinese full (炮二平五, traditional glyphs and
full-width digits included), abbreviated (炮25), WXF (C2=5) and ICCS (h2e2). Texts are
compared after :func:`xiangqi_gui.notation.glyphs.normalize` (NFKC, traditional glyphs
simplified, spaces dropped), case-insensitively for WXF and ICCS.

>>> from xiangqi_gui.rules import Position
>>> " ".join(c.chinese for c in candidates(Position(), "炮二"))[:39]
'炮二进一 炮二进二 炮二进三 炮二进四 炮二进七 炮二退一 炮二平一 炮二平三'
>>> len(candidates(Position(), "炮二"))
12
>>> [c.chinese for c in candidates(Position(), "C2=")][:2]
['炮二平一', '炮二平三']
>>> entered(Position(), "砲二平五").iccs
'h2e2'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xiangqi_gui.notation import AmbiguousNotationError, MoveTexts, NotationError, Notator
from xiangqi_gui.notation.glyphs import normalize
from xiangqi_gui.notation.texts import say
from xiangqi_gui.rules import Move, Position


@dataclass(frozen=True, slots=True)
class Candidate:
    """A legal move and its texts in the four notations (abbreviated with its 进/退 mark)."""

    move: Move
    chinese: str
    abbr: str
    wxf: str
    iccs: str

    @classmethod
    def of(cls, move: Move, texts: MoveTexts) -> Candidate:
        """The candidate for ``move`` with its ``texts``."""
        return cls(move, texts.chinese, texts.abbr.marked, texts.wxf, texts.iccs)

    def texts(self) -> tuple[str, str, str, str]:
        """The four texts, Chinese first."""
        return (self.chinese, self.abbr, self.wxf, self.iccs)


def _folded(text: str) -> str:
    return normalize(text).lower()


def all_candidates(pos: Position) -> list[Candidate]:
    """Every legal move of ``pos`` with its texts, in the position's legal-move order."""
    notator = Notator(pos)
    return [Candidate.of(m, notator.texts(m)) for m in pos.legal_moves()]


def candidates(pos: Position, typed: str) -> list[Candidate]:
    """The legal moves one of whose texts starts with ``typed`` (all of them for an empty
    text)."""
    key = _folded(typed)
    found = []
    for cand in all_candidates(pos):
        if not key or any(_folded(t).startswith(key) for t in cand.texts()):
            found.append(cand)
    return found


def entered(pos: Position, text: str) -> Move:
    """The legal move ``text`` names in ``pos``.

    Raises :class:`~xiangqi_gui.notation.NotationError` when it names none (the reason
    says why) and :class:`~xiangqi_gui.notation.AmbiguousNotationError` (``.candidates``)
    when several legal moves fit.
    """
    try:
        return Notator(pos).read(text.strip())
    except AmbiguousNotationError:
        raise
    except NotationError:
        exact = [c.move for c in all_candidates(pos)
                 if any(_folded(t) == _folded(text) for t in c.texts())]
        if len(exact) == 1:
            return exact[0]
        raise


_MOVE_NUMBER = re.compile(r"^\d+[.、]+(\.\.\.|…)?$|^\.\.\.$|^…$")
_RESULTS = {"1-0", "0-1", "1/2-1/2", "*", "½-½"}


def read_movetext(pos: Position, text: str) -> list[Move]:
    """The moves of pasted movetext, played from ``pos`` (which is not changed).

    Tokens are separated by white space; move numbers (``1.``, ``12...``, ``3、``), results
    and ``{comments}`` are skipped, and every other token is read in whatever notation it
    is in (:func:`entered`). Raises :class:`~xiangqi_gui.notation.NotationError` naming
    the token and its ply (1-based, from ``pos``) at the first one that is not a legal
    move; nothing is played then.

    >>> from xiangqi_gui.rules import Position
    >>> [m.iccs for m in read_movetext(Position(), "1. 炮二平五 马8进7 2. H2+3 i9h9")]
    ['h2e2', 'h9g7', 'h0g2', 'i9h9']
    """
    pos = pos.copy()
    moves: list[Move] = []
    for token in re.sub(r"\{[^}]*\}", " ", text).split():
        if _MOVE_NUMBER.match(token) or token in _RESULTS:
            continue
        try:
            move = entered(pos, token)
        except NotationError as exc:
            raise NotationError(token, message=say(
                "notation.pasted_move", number=len(moves) + 1,
                reason=exc.message or exc.reason)) from None
        moves.append(move)
        pos.push(move)
    return moves
