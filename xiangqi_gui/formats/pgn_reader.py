"""PGN reader in the xqbase / XQStudio style (docs/references.md §5).

Handles several games per file, tag pairs, move numbers (also glued: ``1.兵七进一``,
``)2.``), comments ``{...}`` and ``;`` line comments, nested variations ``( ... )``,
NAGs ``$n``, results ``1-0 0-1 1/2-1/2 *`` and the Chinese result words (红胜 黑胜 和棋 ...),
text after the result (skipped up to the next tag section), and per-move clock readings
``[%clk h:mm:ss]`` inside comments. Moves stay text here; :mod:`build` resolves them in
whatever notation the game uses (``[Format]`` tag or detection).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.fen_util import normalize_fen
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.results import normalize_result
from xiangqi_gui.rules import START_FEN

#: Deepest variation nesting accepted (a bound for hostile input; real files use < 10).
MAX_NESTING = 200

_FORMATS = {"iccs": "iccs", "wxf": "wxf"}

_TOKEN = re.compile(
    r"""(?P<tag>\[\s*(?P<name>[A-Za-z0-9_]+)\s*"(?P<value>(?:[^"\\]|\\.|"(?!\s*\]))*)"\s*\])
      |(?P<comment>\{[^}]*\})
      |(?P<open_comment>\{)
      |(?P<line_comment>;[^\n]*)
      |(?P<open>\()
      |(?P<close>\))
      |(?P<nag>\$\d+)
      |(?P<number>\d+\s*\.(?:\s*\.)*|\.{2,}|…+)
      |(?P<word>[^\s{}()\[\];]+|\[)
    """,
    re.VERBOSE,
)
_CLOCK = re.compile(r"\[%clk\s+(\d+):(\d{1,2}):(\d{1,2}(?:\.\d+)?)\]")


class _Token(NamedTuple):
    """One PGN token: kind, text, 1-based line, tag name (tags only)."""

    kind: str
    text: str
    line: int
    name: str = ""


def tokenize(text: str) -> Iterator[_Token]:
    """Yield PGN tokens with their 1-based line numbers."""
    line = 1
    pos = 0
    for match in _TOKEN.finditer(text):
        line += text.count("\n", pos, match.start())
        pos = match.start()
        kind = match.lastgroup or "word"
        if kind == "tag":
            yield _Token("tag", match.group("value"), line, match.group("name"))
        elif kind in ("comment", "line_comment"):
            yield _Token("comment", match.group(kind)[1:].rstrip("}"), line)
        else:
            yield _Token(kind, match.group(kind), line)


class _GameParser:
    """Builds one :class:`RawGame` from tokens (an explicit stack for variations)."""

    def __init__(self, source: str, index: int, line: int) -> None:
        self.source = source
        self.game = RawGame(index=index, line=line)
        self.holder = RawMove("")  # stands for the start position
        # (node the next move follows, that node's parent)
        self.attach: RawMove = self.holder
        self.attach_parent: RawMove | None = None
        self.stack: list[tuple[RawMove, RawMove | None]] = []
        self.open_lines: list[int] = []  # line of each '(' on the stack
        self.pending_before = ""
        self.after_close = False
        self.fresh_variation = False
        self.number: int | None = None
        self.ended = False
        self.error: RecordError | None = None
        self.has_movetext = False

    def fail(self, token: _Token, reason: str) -> None:
        if self.error is None:
            self.error = RecordError(self.source, Location(line=token.line, game=self.game.index),
                                     reason)
        self.ended = True

    def feed(self, tok: _Token) -> None:
        if tok.kind == "word":
            self._on_word(tok)
        else:
            getattr(self, "_on_" + tok.kind)(tok)

    def _on_tag(self, tok: _Token) -> None:
        self.game.headers[tok.name] = tok.text.replace('\\"', '"').strip()

    def _on_comment(self, tok: _Token) -> None:
        self.has_movetext = True
        text, clock = _split_clock(tok.text.strip())
        if self.attach is self.holder and not self.stack:
            self.game.root_comment = _join(self.game.root_comment, text)
        elif self.attach is self.holder or self.after_close or self.fresh_variation:
            self.pending_before = _join(self.pending_before, text)
        else:
            self.attach.comment = _join(self.attach.comment, text)
            if clock is not None:
                self.attach.clock_ns = clock

    def _on_open_comment(self, tok: _Token) -> None:
        self.fail(tok, "comment '{' is never closed")

    def _on_open(self, tok: _Token) -> None:
        self.has_movetext = True
        if self.attach_parent is None:
            self.fail(tok, "variation '(' before any move it could replace")
            return
        if len(self.stack) >= MAX_NESTING:
            self.fail(tok, f"variations nested deeper than {MAX_NESTING}")
            return
        self._flush_pending()
        self.stack.append((self.attach, self.attach_parent))
        self.open_lines.append(tok.line)
        self.attach, self.attach_parent = self.attach_parent, None
        self.after_close = False
        self.fresh_variation = True

    def _on_close(self, tok: _Token) -> None:
        if not self.stack:
            self.fail(tok, "')' closes no variation")
            return
        self._flush_pending()
        self.attach, self.attach_parent = self.stack.pop()
        self.open_lines.pop()
        self.after_close = True
        self.fresh_variation = False

    def _on_nag(self, tok: _Token) -> None:
        self.has_movetext = True

    def _on_number(self, tok: _Token) -> None:
        self.has_movetext = True
        digits = tok.text.split(".")[0].strip()
        if digits.isdigit():
            self.number = int(digits)

    def _on_word(self, tok: _Token) -> None:
        self.has_movetext = True
        result = normalize_result(tok.text)
        if result is not None:  # a result ends the game, even inside an open variation
            self.game.result = result
            self.ended = True
            return
        if tok.text == "[":
            self.fail(tok, "'[' inside movetext is not a tag pair")
            return
        node = RawMove(tok.text, line=tok.line, number=self.number)
        node.starting_comment, self.pending_before = self.pending_before, ""
        self.attach.children.append(node)
        self.attach, self.attach_parent = node, self.attach
        self.after_close = self.fresh_variation = False

    def _flush_pending(self) -> None:
        if self.pending_before and self.attach is not self.holder:
            self.attach.comment = _join(self.attach.comment, self.pending_before)
            self.pending_before = ""

    def finish(self) -> RawGame:
        game = self.game
        if self.stack and self.error is None:
            self.error = RecordError(
                self.source, Location(line=self.open_lines[-1], game=game.index),
                f"variation '(' opened here is never closed ({len(self.stack)} open)")
        self._flush_pending()
        if self.pending_before:
            game.root_comment = _join(game.root_comment, self.pending_before)
        game.children = self.holder.children
        fen = game.headers.get("FEN", "").strip()
        game.start_fen = normalize_fen(fen) if fen else START_FEN
        tag_result = normalize_result(game.headers.get("Result", ""))
        if game.result == "*" and tag_result is not None:
            game.result = tag_result
        game.notation = _FORMATS.get(game.headers.get("Format", "").strip().lower())
        return game


def read_pgn_text(text: str, source: str = "<pgn>") -> list[tuple[RawGame, RecordError | None]]:
    """Split ``text`` (LF line endings) into games; each with its structural error or None.

    A game ends at its result token or where the next tag section starts; anything
    between a result and the next tag (site adverts, separators) is skipped.
    """
    games: list[tuple[RawGame, RecordError | None]] = []
    parser: _GameParser | None = None
    for tok in tokenize(text):
        if tok.kind == "tag":
            if parser is not None and (parser.has_movetext or parser.ended):
                games.append((parser.finish(), parser.error))
                parser = None
            if parser is None:
                parser = _GameParser(source, len(games), tok.line)
            parser.feed(tok)
            continue
        if parser is None:
            if tok.kind == "word" and normalize_result(tok.text) is None or tok.kind == "number":
                parser = _GameParser(source, len(games), tok.line)
            else:
                continue
        if parser.ended:
            continue
        parser.feed(tok)
    if parser is not None:
        games.append((parser.finish(), parser.error))
    return games


def _split_clock(text: str) -> tuple[str, int | None]:
    match = _CLOCK.search(text)
    if match is None:
        return text, None
    hours, minutes, seconds = match.groups()
    ns = round((int(hours) * 3600 + int(minutes) * 60 + float(seconds)) * 1e9)
    return (text[:match.start()] + text[match.end():]).strip(), ns


def _join(first: str, second: str) -> str:
    if not first:
        return second
    if not second:
        return first
    return first + "\n" + second
