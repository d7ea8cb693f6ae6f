"""The analysis pane's model, Qt-free: the engine's ``info`` lines of one position gathered
into MultiPV lines ready to show.

:class:`AnalysisLines` keeps, per ``multipv`` index, the latest ``info`` that carried a
score and a principal variation; :meth:`AnalysisLines.rows` renders them with the score in
pawns or mate (Red's point of view, or the side to move's), the depth, nodes per second
and the line in the chosen notation (Chinese full by default, art. 7 of the rules).
Feeding is cheap (a dict store); rendering happens only when the view refreshes.

>>> from xiangqi_gui.engine import Info, Score
>>> lines = AnalysisLines(Position(), multipv=2)
>>> lines.feed(Info(depth=12, multipv=1, score=Score(cp=31), nps=900000,
...                 pv=("h2e2", "h9g7")))
True
>>> row = lines.rows()[0]
>>> row.score, row.depth, row.line
('+0.31', 12, '炮二平五 马8进7')
>>> lines.best_move().iccs
'h2e2'
"""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi_gui.engine import Info
from xiangqi_gui.rules import Color, Move, Position

from .lines import pv_words
from .review import format_score

#: Notations a line can be shown in (as in :mod:`xiangqi_gui.notation`).
LINE_NOTATIONS = ("chinese", "abbr", "wxf", "iccs")
MAX_LINE_MOVES = 12
"""Moves of a principal variation shown per line."""


@dataclass(frozen=True, slots=True)
class AnalysisRow:
    """One line as shown: ``rank`` (1 = best), ``score`` text (``+0.31``, ``-M2``),
    ``depth`` (plies), ``nps`` (nodes per second, 0 when unknown), ``line`` (moves joined
    by spaces) and ``first`` (the line's first move)."""

    rank: int
    score: str
    depth: int
    nps: int
    line: str
    first: Move | None


class AnalysisLines:
    """MultiPV lines for ``position`` (``multipv`` 1..5).

    ``red_view``: scores from Red's point of view (default), else the side to move's.
    ``notation``: one of :data:`LINE_NOTATIONS`. Raises ``ValueError`` for a bad
    ``multipv`` or notation.
    """

    def __init__(self, position: Position, multipv: int = 1, *, red_view: bool = True,
                 notation: str = "chinese") -> None:
        if not 1 <= multipv <= 5:
            raise ValueError(f"multipv must be 1..5, not {multipv}")
        if notation not in LINE_NOTATIONS:
            raise ValueError(f"unknown notation {notation!r}")
        self.position = position.copy()
        self.multipv = multipv
        self.red_view = red_view
        self.notation = notation
        self._latest: dict[int, Info] = {}
        self._texts: dict[tuple[str, ...], tuple[list[str], Move | None]] = {}

    def feed(self, info: Info) -> bool:
        """Keep ``info`` if it carries a score and a pv for a wanted line; return whether
        the shown lines changed."""
        rank = info.multipv or 1
        if info.score is None or not info.pv or rank > self.multipv:
            return False
        self._latest[rank] = info
        return True

    def clear(self) -> None:
        """Forget every line (a new position or a new search)."""
        self._latest.clear()

    def best_move(self) -> Move | None:
        """The first move of the best line, or None before any line arrived."""
        info = self._latest.get(1)
        if info is None:
            return None
        move = Move.from_iccs(info.pv[0])
        return move if self.position.is_legal(move) else None

    def rows(self) -> list[AnalysisRow]:
        """The lines, best first, rendered as described in the class docstring."""
        # format_score(score, turn) turns a side-to-move score into Red's view for
        # turn = the side to move; passing RED keeps the engine's own (side-to-move) sign
        view = self.position.turn if self.red_view else Color.RED
        rows = []
        for rank in sorted(self._latest):
            info = self._latest[rank]
            assert info.score is not None
            score = format_score(info.score, view)
            words, first = self._line(info.pv)
            rows.append(AnalysisRow(rank, score, info.depth or 0, info.nps or 0,
                                    " ".join(words), first))
        return rows

    def _line(self, pv: tuple[str, ...]) -> tuple[list[str], Move | None]:
        """The line's words, cached by pv: scores change at every info, lines less often."""
        pv = pv[:MAX_LINE_MOVES]
        cached = self._texts.get(pv)
        if cached is None:
            if len(self._texts) > 256:
                self._texts.clear()
            cached = self._texts[pv] = self._render(pv)
        return cached

    def _render(self, pv: tuple[str, ...]) -> tuple[list[str], Move | None]:
        words = pv_words(self.position, pv, self.notation)
        return words, Move.from_iccs(pv[0]) if words else None
