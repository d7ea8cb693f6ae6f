"""Where a game without tags starts after a movetext with comments or variations.

The one-pass index (:mod:`~xiangqi_gui.formats.index`) splits a file into games at tag
sections, and also where a movetext that starts again with move number 1 follows a
result, as :func:`~xiangqi_gui.formats.pgn_reader.read_pgn_text` does. In a plain
movetext every result word is a result; with comments a result word may stand inside
``{...}`` or after ``;``, and a game the reader stops at with a structural error (a stray
``)``, a ``[`` that is no tag pair, ``(`` before any move) is skipped by the reader up to
the next tag. :class:`MovetextScan` follows the tokens of such lines (bytes, any of the
byte-oriented encodings the index reads) closely enough to tell when the reader would
see the result outside a comment, and to give up (no split, as before) where the reader
would have stopped with an error.
"""

from __future__ import annotations

import re

from xiangqi_gui.formats.pgn_reader import MAX_NESTING

#: The tokens that matter for the game's end: comment and variation marks, a bracket, a
#: word (the PGN tokenizer's ``word``: anything up to white space or ``{}()[];``).
_MARK = re.compile(rb"[{};()\[\]]|[^\s{}()\[\];]+")


class MovetextScan:
    """The state of one game's movetext, fed line by line with :meth:`feed`.

    Attributes:
        ended: a result word was seen outside comments (the game is over for the reader).
        unsure: the reader would stop this game with a structural error (or the scan
            cannot tell): no game is split off after it.
        in_comment: inside a ``{...}`` comment at the end of the lines fed so far.
    """

    __slots__ = ("depth", "ended", "fresh", "in_comment", "moved", "results", "unsure")

    def __init__(self, results: frozenset[bytes], ended: bool = False) -> None:
        self.results = results
        self.ended = ended
        self.unsure = False
        self.in_comment = False
        self.depth = 0  # open variations
        self.fresh = False  # a '(' with no move after it yet
        self.moved = False  # a move word seen

    def feed(self, line: bytes) -> None:
        """Follow the tokens of one movetext line that has comment or variation marks."""
        for match in _MARK.finditer(line):
            token = match.group()
            if self.in_comment:
                self.in_comment = token != b"}"
                continue
            if token == b";":
                return  # a comment to the end of the line
            if token == b"{":
                self.in_comment = True
            elif not self.ended:
                self._token(token)

    def _token(self, token: bytes) -> None:
        if token == b"(":
            self.unsure = self.unsure or self.fresh or not self.moved \
                or self.depth >= MAX_NESTING
            self.depth += 1
            self.fresh = True
        elif token == b")":
            self.unsure = self.unsure or self.depth == 0
            self.depth = max(0, self.depth - 1)
            self.fresh = False
        elif token == b"[":
            self.unsure = True
        elif token in self.results:
            self.ended = True
        elif token != b"}" and not _not_a_move(token):
            self.moved = True
            self.fresh = False


def _not_a_move(token: bytes) -> bool:
    """True for a move number (``12.``), a run of dots or a NAG (``$1``)."""
    return token.endswith(b".") or token.startswith((b"$", b"\xe2\x80\xa6"))


__all__ = ["MovetextScan"]
