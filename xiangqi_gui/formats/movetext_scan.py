"""Where a game without tags starts after a movetext with comments or variations.

The one-pass index (:mod:`~xiangqi_gui.formats.index`) splits a file into games at tag
sections, and also where a movetext that starts again with move number 1 follows a
result, as :func:`~xiangqi_gui.formats.pgn_reader.read_pgn_text` does. In a plain
movetext every result word is a result; with comments a result word may stand inside
``{...}`` or after ``;``, and a game the reader stops at with a structural error (a stray
``)``, a ``[`` that is no tag pair, ``(`` before any move) is skipped by the reader up to
the next tag. :class:`MovetextScan` follows the tokens of such lines (decoded text: in
GB18030 or Big5 a byte of a Chinese character may look like ``{`` or ``}``) closely enough
to tell when the reader would see the result outside a comment, and to give up (no split,
as before) where the reader would have stopped with an error.
"""

from __future__ import annotations

import re

from xiangqi_gui.formats.pgn_reader import MAX_NESTING
from xiangqi_gui.formats.results import RESULT_WORDS

#: The marks that end a word (the PGN tokenizer's ``word`` runs up to white space or one of
#: them): comment and variation marks and brackets.
_MARK = re.compile(r"[{};()\[\]]")
_RESULTS = frozenset(RESULT_WORDS)


class MovetextScan:
    """The state of one game's movetext, fed line by line with :meth:`feed`.

    Attributes:
        ended: a result word was seen outside comments (the game is over for the reader).
        unsure: the reader would stop this game with a structural error (or the scan
            cannot tell): no game is split off after it.
        in_comment: inside a ``{...}`` comment at the end of the lines fed so far.
    """

    __slots__ = ("depth", "ended", "fresh", "in_comment", "moved", "unsure")

    def __init__(self, ended: bool = False) -> None:
        self.ended = ended
        self.unsure = False
        self.in_comment = False
        self.depth = 0  # open variations
        self.fresh = False  # a '(' with no move after it yet
        self.moved = False  # a move word seen

    def feed(self, line: str) -> None:
        """Follow one movetext line that has comment or variation marks, in time linear in
        its length: comments are skipped with one search, the words between two marks
        are split at once."""
        pos, size = 0, len(line)
        while pos < size:
            if self.in_comment:
                close = line.find("}", pos)
                if close < 0:
                    return
                self.in_comment = False
                pos = close + 1
                continue
            mark = _MARK.search(line, pos)
            end = size if mark is None else mark.start()
            if not self.ended:
                self._words(line[pos:end].split())
            if mark is None:
                return
            token = mark.group()
            if token == ";":
                return  # a comment to the end of the line
            if token == "{":
                self.in_comment = True
            elif not self.ended:
                self._mark(token)
            pos = end + 1

    def _words(self, words: list[str]) -> None:
        if not words:
            return
        if not self.moved or self.fresh:
            self.moved = self.moved or any(not _not_a_move(w) for w in words)
            self.fresh = self.fresh and all(_not_a_move(w) for w in words)
        self.ended = not _RESULTS.isdisjoint(words)

    def _mark(self, token: str) -> None:
        if token == "(":
            self.unsure = self.unsure or self.fresh or not self.moved \
                or self.depth >= MAX_NESTING
            self.depth += 1
            self.fresh = True
        elif token == ")":
            self.unsure = self.unsure or self.depth == 0
            self.depth = max(0, self.depth - 1)
            self.fresh = False
        elif token == "[":
            self.unsure = True


def _not_a_move(token: str) -> bool:
    """True for a move number (``12.``), a run of dots or a NAG (``$1``)."""
    return token.endswith(".") or token.startswith(("$", "…"))


__all__ = ["MovetextScan"]
