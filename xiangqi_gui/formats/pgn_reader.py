"""PGN reader in the xqbase / XQStudio style (docs/references.md §5).

Handles several games per file, tag pairs, move numbers (also glued: ``1.兵七进一``,
``)2.``), comments ``{...}`` and ``;`` line comments, nested variations ``( ... )``,
NAGs ``$n`` and suffix annotations (``炮二平五?!`` is read as NAG $6; both kept in
:attr:`RawMove.nags`), results ``1-0 0-1 1/2-1/2 *`` and the Chinese result words (红胜 黑胜
和棋 ...),
text after the result (skipped up to the next tag section), and per-move clock readings
``[%clk h:mm:ss]`` inside comments. Moves stay text here; :mod:`build` resolves them in
whatever notation the game uses (``[Format]`` tag or detection).
"""

from __future__ import annotations

import operator
import re
from collections.abc import Iterator
from typing import NamedTuple

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.fen_util import normalize_fen
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.results import RESULT_WORDS, normalize_result
from xiangqi_gui.formats.texts import say
from xiangqi_gui.game.node import symbol_nag
from xiangqi_gui.rules import START_FEN
from xiangqi_gui.rules.message import Message

#: Deepest variation nesting accepted (a bound for hostile input; real files use < 10).
MAX_NESTING = 200

_FORMATS = {"iccs": "iccs", "wxf": "wxf"}

#: Longest move number read as a number; a longer digit run is not a move number.
MAX_NUMBER_DIGITS = 9

# One pass of ``finditer`` over the text; every position is consumed (white space by the
# possessive prefix, any other character by a token or ``stray``). The far ends of a tag
# pair and of a brace comment are found with :class:`_NextFinder`, so an unclosed
# ``[name "`` or ``{`` never makes the tokenizer rescan the rest of the text.
_TOKEN = re.compile(
    r"""\s*+(?:
       (?P<number>[0-9]+\s*\.(?:\s*\.)*|\.{2,}|…+)
      |(?P<nag>\$[0-9]+)
      |(?P<word>[^\s{}()\[\];]+)
      |(?P<tag_head>\[[ \t]*(?P<name>[A-Za-z0-9_]+)[ \t]*")
      |(?P<brace>\{)
      |(?P<line_comment>;[^\n]*)
      |(?P<open>\()
      |(?P<close>\))
      |(?P<bracket>\[)
      |(?P<stray>\S)
      |\Z)
    """,
    re.VERBOSE,
)
_TAG_HEAD = re.compile(r'\[[ \t]*[A-Za-z0-9_]+[ \t]*"')
# what closes a tag pair at a quote (group 1); the quote must follow an even run of
# backslashes (an odd run escapes it), see _TagEndFinder
_TAG_CLOSE = re.compile(r'("[ \t]*\])')
_NEXT_TAG_LINE = re.compile(r'\n[ \t]*\[[ \t]*[A-Za-z0-9_]+[ \t]*"')
_CLOSE_BRACE = re.compile(r"\}")
_UNESCAPE = re.compile(r'\\(?:([\\"])|u([0-9A-Fa-f]{4}))')
#: The tag section at the start of a game: whole lines that start with '[' and end with ']'.
_HEAD_LINES = re.compile(r"(?:[ \t]*(?:\[[^\n]*\][ \t]*)?(?:\n|\Z))*")
#: A tag pair whose value has no quote, backslash or line break (name, value), and a tag
#: section of only such pairs: read as the tokenizer reads them, without it.
_SIMPLE_TAG = re.compile(r'\[[ \t]*([A-Za-z0-9_]+)[ \t]*"([^"\\\n]*)"[ \t]*\]')
_SIMPLE_HEAD = re.compile(
    r'(?:[ \t]*(?:\[[ \t]*[A-Za-z0-9_]+[ \t]*"[^"\\\n]*"[ \t]*\][ \t]*)*(?:\n|\Z))*')
#: Longest tag section read with :data:`_SIMPLE_HEAD` and :data:`_SIMPLE_TAG`: a longer one
#: (a 50 MB value, issue 12) goes to the tokenizer, whose scans are short steps; one
#: regular-expression call over 50 MB held the interpreter lock (the UI thread's) for 0.7 s.
_SIMPLE_HEAD_CHARS = 1 << 16
#: A character that makes a movetext more than move numbers, moves and a result.
_NOT_PLAIN = re.compile(r"[{}()\[\];$%\\]")
#: The tokens of a plain movetext, as :data:`_TOKEN` splits them: a move number (no group)
#: or a word (group 1).
_PLAIN_TOKEN = re.compile(r"\s*+(?:[0-9]+\s*\.(?:\s*\.)*|\.{2,}|…+|([^\s{}()\[\];]+))")
_RESULT_SET = frozenset(RESULT_WORDS)
_CLOCK = re.compile(
    r"\[%clk\s+([0-9]{1,6}):([0-9]{1,2}):([0-9]{1,2})(?:\.([0-9]{1,9}))?\]")


class _Token(NamedTuple):
    """One PGN token: kind, text, 1-based line, tag name (tags only), whether the text
    ends right after it (words only)."""

    kind: str
    text: str
    line: int
    name: str = ""
    at_end: bool = False


class _NextFinder:
    """The first match of ``pattern`` at or after a position, in amortised linear time
    over non-decreasing positions: an answer stays valid until the position passes it."""

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text = text
        self.pattern = pattern
        self.start = -1  # positions start..found.start() all answer ``found``
        self.found: re.Match[str] | None = None

    def find(self, pos: int) -> re.Match[str] | None:
        if 0 <= self.start <= pos and (self.found is None or pos <= self.found.start()):
            return self.found
        self.start, self.found = pos, self.pattern.search(self.text, pos)
        return self.found


class _TagEndFinder:
    """Like :class:`_NextFinder` for the end of a tag value: the first ``"`` at or after a
    position that follows an even run of backslashes and is followed by ``[ \t]*]``.

    Quotes are found with ``str.find`` (a memchr over the text) and each is checked in
    Python, so a long value (50 MB, issue 12) is one fast scan and no regular expression
    runs position by position over it holding the interpreter lock for seconds.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.start = -1
        self.found: re.Match[str] | None = None

    def find(self, pos: int) -> re.Match[str] | None:
        if 0 <= self.start <= pos and (self.found is None or pos <= self.found.start()):
            return self.found
        self.start, self.found = pos, self._search(pos)
        return self.found

    def _search(self, pos: int) -> re.Match[str] | None:
        text, close = self.text, _TAG_CLOSE.match
        quote = text.find('"', pos)
        while quote >= 0:
            back = quote
            while back > 0 and text[back - 1] == "\\":
                back -= 1
            if (quote - back) % 2 == 0:
                found = close(text, quote)
                if found is not None:
                    return found
            quote = text.find('"', quote + 1)
        return None


class _Tokenizer:
    """Iterator over the PGN tokens of a text (see :func:`tokenize`), with a skip mode.

    After :meth:`skip_to_tag` the next token is the next well-formed tag pair: the reader
    calls it once a game has ended (result, structural error), so the rest of a broken
    game costs one search instead of one token at a time.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.tag_ends = _TagEndFinder(text)
        self.next_tags = _NextFinder(text, _NEXT_TAG_LINE)
        self.heads = _NextFinder(text, _TAG_HEAD)
        self.braces = _NextFinder(text, _CLOSE_BRACE)
        self.skipping = False

    def skip_to_tag(self) -> None:
        """Drop every token up to the next tag pair."""
        self.skipping = True

    def _tag_end(self, head_end: int) -> re.Match[str] | None:
        """The end of the tag pair whose head ends at ``head_end``, or None if it is none."""
        end = self.tag_ends.find(head_end)
        stop = self.next_tags.find(head_end)
        if end is None or (stop is not None and stop.start() < end.start(1)):
            return None
        return end

    def _next_tag(self, pos: int) -> int | None:
        """Where the next well-formed tag pair at or after ``pos`` starts (amortised O(1))."""
        while True:
            head = self.heads.find(pos)
            end = self.tag_ends.find(head.end()) if head is not None else None
            if head is None or end is None:
                return None  # no tag pair can close any more
            stop = self.next_tags.find(head.end())
            if stop is None or end.start(1) < stop.start():
                return head.start()
            pos = stop.start() + 1  # every head before ``stop`` fails the same way

    def __iter__(self) -> Iterator[_Token]:
        text = self.text
        line, counted, pos = 1, 0, 0
        while True:
            if self.skipping:
                self.skipping = False
                found = self._next_tag(pos)
                if found is None:
                    return
                pos = found
            start, pos = pos, len(text)
            for match in _TOKEN.finditer(text, start):
                kind = match.lastgroup
                if kind is None or kind == "stray":
                    continue  # the end of the text, a stray '}'
                begin = match.start(kind)
                line += text.count("\n", counted, begin)
                counted = begin
                token, resume = self._token(match, kind, line)
                yield token
                if resume is not None or self.skipping:
                    pos = resume if resume is not None else match.end()
                    break
            else:
                return

    def _token(self, match: re.Match[str], kind: str, line: int) -> tuple[_Token, int | None]:
        """The token of ``match`` and, when it reaches beyond the match, where to go on."""
        if kind == "word":
            at_end = match.end(kind) == len(self.text)
            return _Token(kind, match.group(kind), line, "", at_end), None
        if kind == "tag_head":
            end = self._tag_end(match.end())
            if end is None:  # not a tag pair: its '[' is read as text
                return _Token("word", "[", line), match.start(kind) + 1
            value = self.text[match.end():end.start(1)]
            return _Token("tag", value, line, match.group("name")), end.end()
        if kind == "brace":
            close = self.braces.find(match.end())
            if close is None:
                return _Token("open_comment", "{", line), None
            return _Token("comment", self.text[match.end():close.start()], line), close.end()
        if kind == "line_comment":
            return _Token("comment", match.group(kind)[1:].rstrip("}"), line), None
        if kind == "bracket":
            return _Token("word", "[", line), None
        return _Token(kind, match.group(kind), line), None


def tokenize(text: str) -> _Tokenizer:
    """The PGN tokens of ``text`` with their 1-based lines, in time linear in ``len(text)``.

    A tag pair ``[Name "value"]`` closes before the next line that starts a tag pair (a
    value may hold line breaks, as hbsxcjp's ``TitleA`` does; ``\\"`` and ``\\\\`` are
    escapes inside it); a ``{`` that is never closed yields an ``open_comment`` token.
    Characters no token takes (white space, a stray ``}``) are skipped.
    """
    return _Tokenizer(text)


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

    def fail(self, token: _Token, reason: Message) -> None:
        if self.error is None:
            self.error = RecordError(self.source, Location(line=token.line, game=self.game.index),
                                     message=reason)
        self.ended = True

    def feed(self, tok: _Token) -> None:
        if tok.kind == "word":
            self._on_word(tok)
        else:
            getattr(self, "_on_" + tok.kind)(tok)

    def _on_tag(self, tok: _Token) -> None:
        self.game.headers[tok.name] = unescape_tag_value(tok.text)

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
        self.fail(tok, say("record.open_comment"))

    def _on_open(self, tok: _Token) -> None:
        self.has_movetext = True
        if self.attach_parent is None:
            self.fail(tok, say("record.early_variation"))
            return
        if len(self.stack) >= MAX_NESTING:
            self.fail(tok, say("record.deep_variation", depth=MAX_NESTING))
            return
        self._flush_pending()
        self.stack.append((self.attach, self.attach_parent))
        self.open_lines.append(tok.line)
        self.attach, self.attach_parent = self.attach_parent, None
        self.after_close = False
        self.fresh_variation = True

    def _on_close(self, tok: _Token) -> None:
        if not self.stack:
            self.fail(tok, say("record.stray_close"))
            return
        self._flush_pending()
        self.attach, self.attach_parent = self.stack.pop()
        self.open_lines.pop()
        self.after_close = True
        self.fresh_variation = False

    def _on_nag(self, tok: _Token) -> None:
        self.has_movetext = True
        digits = tok.text[1:]
        if self.attach is not self.holder and len(digits) <= 3:  # NAGs are 0..255
            self.attach.nags = (*self.attach.nags, int(digits))

    def _on_number(self, tok: _Token) -> None:
        self.has_movetext = True
        digits = tok.text.split(".")[0].strip()
        if digits.isascii() and digits.isdigit() and len(digits) <= MAX_NUMBER_DIGITS:
            self.number = int(digits)

    def _on_word(self, tok: _Token) -> None:
        self.has_movetext = True
        result = normalize_result(tok.text)
        if result is not None:  # a result ends the game, even inside an open variation
            self.game.result = result
            self.ended = True
            return
        if tok.text == "[":
            self.fail(tok, say("record.stray_tag"))
            return
        node = RawMove(tok.text, line=tok.line, number=self.number, at_end=tok.at_end)
        if tok.text[-1] in "!?！？":
            _suffix_nag(node)
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
                message=say("record.open_variation", count=len(self.stack)))
        self._flush_pending()
        if self.pending_before:
            game.root_comment = _join(game.root_comment, self.pending_before)
        game.children = self.holder.children
        _read_header_fields(game)
        return game


def _read_header_fields(game: RawGame) -> None:
    """Set ``game``'s start position, result (unless its movetext gave one) and notation
    from its ``FEN``, ``Result`` and ``Format`` tags."""
    fen = game.headers.get("FEN", "").strip()
    game.start_fen = normalize_fen(fen) if fen else START_FEN
    tag_result = normalize_result(game.headers.get("Result", ""))
    if game.result == "*" and tag_result is not None:
        game.result = tag_result
    game.notation = _FORMATS.get(game.headers.get("Format", "").strip().lower())


def unescape_tag_value(raw: str) -> str:
    r"""The header value of the text ``raw`` between a tag pair's quotes.

    White space around ``raw`` is dropped (real files pad values), then the escapes are
    read: ``\\`` a backslash, ``\"`` a quote (PGN standard, 8.1.1) and ``\uXXXX`` (four
    hex digits) the character U+XXXX, which
    :func:`~xiangqi_gui.formats.pgn_writer.escape_tag_value` writes for line breaks, other
    control characters and white space at either end of a value, so that every value
    reads back exactly as written. Any other backslash is kept as it is (``C:\games``
    written by other programs stays ``C:\games``).

    >>> unescape_tag_value(' \\u0020two\\u000Alines\\\\ ')
    ' two\nlines\\'
    >>> unescape_tag_value('C:\\games')
    'C:\\games'
    """
    value = raw.strip()
    return _UNESCAPE.sub(_unescape_one, value) if "\\" in value else value


def _unescape_one(match: re.Match[str]) -> str:
    char, code = match.groups()
    return char if char is not None else chr(int(code, 16))


def read_pgn_text(text: str, source: str = "<pgn>") -> list[tuple[RawGame, RecordError | None]]:
    """Split ``text`` (LF line endings) into games; each with its structural error or None.

    A game ends at its result token or where the next tag section starts. After a
    result, a movetext that starts again with move number 1 is a new game without tags;
    anything else up to the next tag (site adverts, separators) is skipped. After a
    structural error the rest of the game is skipped up to the next tag.
    """
    games: list[tuple[RawGame, RecordError | None]] = []
    parser: _GameParser | None = None
    tokens = tokenize(text)
    for tok in tokens:
        if tok.kind == "tag":
            if parser is not None and (parser.has_movetext or parser.ended):
                games.append((parser.finish(), parser.error))
                parser = None
            if parser is None:
                parser = _GameParser(source, len(games), tok.line)
            parser.feed(tok)
            continue
        if parser is not None and parser.ended:
            if not _first_move_number(tok):
                continue  # text after the result (site adverts, separators)
            games.append((parser.finish(), parser.error))  # a tagless game follows
            parser = None
        if parser is None:
            if tok.kind == "word" and normalize_result(tok.text) is None or tok.kind == "number":
                parser = _GameParser(source, len(games), tok.line)
            else:
                continue
        parser.feed(tok)
        if parser.error is not None:
            tokens.skip_to_tag()
    if parser is not None:
        games.append((parser.finish(), parser.error))
    return games


def _first_move_number(tok: _Token) -> bool:
    """True for the move number ``1.`` (also ``1...``), which starts a movetext."""
    return tok.kind == "number" and tok.text.split(".")[0].strip() == "1"


def read_plain_game(text: str, source: str = "<pgn>") -> tuple[RawGame, list[str]] | None:
    """The one game of ``text`` and its main line's move texts, when its movetext holds
    only move numbers, moves and a result (the common record: no comment, variation,
    NAG or escape); None for any other text, which :func:`read_pgn_text` then reads.

    The tag section is read by the full reader, so headers, ``FEN``, ``Format`` and the
    result mean exactly what they mean there; the returned game has no ``children``
    (the texts stand for its single line). Text after the result is ignored, as the full
    reader skips it. Move locations are not kept: a caller that finds a bad move reads the
    game again with :func:`read_pgn_text` to name its place.
    """
    head = _HEAD_LINES.match(text)
    end = head.end() if head is not None else 0
    if end == 0 or _NOT_PLAIN.search(text, end) is not None:
        return None
    head_text = text[:end]
    if len(head_text) <= _SIMPLE_HEAD_CHARS \
            and _SIMPLE_HEAD.fullmatch(head_text) is not None:  # tags without quotes or escapes
        raw = RawGame(index=0, line=1)
        # as _on_tag reads them: these values have no escapes, unescaping only strips
        raw.headers.update(
            (name, value.strip()) for name, value in _SIMPLE_TAG.findall(head_text))
        _read_header_fields(raw)
    else:
        parsed = read_pgn_text(head_text, source)
        if len(parsed) != 1 or parsed[0][1] is not None:
            return None
        raw = parsed[0][0]
        if raw.children or raw.root_comment:
            return None
    moves = plain_words(text, end)
    results = _RESULT_SET.intersection(moves)
    if results:
        first = min(moves.index(word) for word in results)
        result = RESULT_WORDS[moves[first]]
        if result != "*":
            raw.result = result
        del moves[first:]
    return raw, moves


def plain_words(text: str, start: int = 0) -> list[str]:
    """The words of the plain movetext ``text[start:]`` (no ``{}()[];``), move numbers
    (``12.``, ``12...``) and dot runs dropped, as :data:`_PLAIN_TOKEN` splits it.

    Most movetexts are words and numbers between spaces: a split on white space and one
    check of the tokens that start like a number give the answer without a regular
    expression per token (``1. w w 2. w w``, the usual layout, by slicing:
    :func:`_numbered_pairs`); any other text (``1.h2e2``, ``12 .``) is tokenised by
    :data:`_PLAIN_TOKEN`. Linear in the text's length either way.
    """
    tokens = text[start:].split()
    words = _numbered_pairs(tokens)
    if words is not None:
        return words
    words = [w for w in tokens if w[0] not in _NUMBER_START]
    if len(words) == len(tokens) or _NUMBER_TOKENS.fullmatch(
            " ".join([w for w in tokens if w[0] in _NUMBER_START])) is not None:
        return words
    return list(filter(None, _PLAIN_TOKEN.findall(text, start)))


def plain_tokens(text: str) -> Iterator[re.Match[str]]:
    """The tokens of the plain movetext ``text`` (no ``{}()[];``) as the tokenizer reads
    them: group 1 is a word, or None for a move number or a run of dots."""
    return _PLAIN_TOKEN.finditer(text)


def opening_move(text: str) -> tuple[bool, str | None]:
    """The first move of the plain movetext ``text`` (no ``{}()[];``) as the reader keeps
    it: ``(True, text)`` (a trailing ``!``/``?`` taken into a NAG as the reader takes it),
    ``(True, None)`` when a result comes first (the game has no move), ``(False, None)``
    when ``text`` holds neither."""
    for token in _PLAIN_TOKEN.finditer(text):
        word = token.group(1)
        if word is None:
            continue
        if normalize_result(word) is not None:
            return True, None
        node = RawMove(word)
        if word[-1] in "!?！？":
            _suffix_nag(node)
        return True, node.text
    return False, None


def _numbered_pairs(tokens: list[str]) -> list[str] | None:
    """The words of ``tokens`` when they run ``1. w w 2. w w ...`` (the common layout),
    perhaps with a result last; else None (the caller sorts the tokens one by one).

    Every third token from the first must be a whole move number (``12.``), and no other
    token may start like one; both are checked on the tokens' first characters with
    string operations, and the words are picked by slicing.
    """
    last = tokens[-1:]
    if last and last[0] in _RESULT_SET:
        tokens = tokens[:-1]
    else:
        last = []
    firsts = "".join(map(_first, tokens))
    numbers = firsts[::3]
    if numbers.strip(_DIGITS) or not _NUMBER_START.isdisjoint(firsts[1::3]) \
            or not _NUMBER_START.isdisjoint(firsts[2::3]) \
            or _MOVE_NUMBERS.fullmatch(" ".join(tokens[::3])) is None:
        return None
    reds, blacks = tokens[1::3], tokens[2::3]
    words = [""] * (len(reds) + len(blacks))
    words[::2] = reds
    words[1::2] = blacks
    return words + last


#: The first character of a token.
_first = operator.itemgetter(0)
_DIGITS = "0123456789"
#: Move numbers (``12.``), space-separated.
_MOVE_NUMBERS = re.compile(r"(?:[0-9]+\.(?: |\Z))*")
#: First characters of a token that :data:`_PLAIN_TOKEN` may read as a move number or a
#: run of dots, and those tokens, space-separated, when each is one whole number or run.
_NUMBER_START = frozenset("0123456789.…")
_NUMBER_TOKENS = re.compile(r"(?:(?:[0-9]+\.+|\.{2,}|…+)(?: |\Z))*")


def _split_clock(text: str) -> tuple[str, int | None]:
    match = _CLOCK.search(text)
    if match is None:
        return text, None
    hours, minutes, seconds, fraction = match.groups()
    whole = int(hours) * 3600 + int(minutes) * 60 + int(seconds)
    ns = whole * 1_000_000_000 + int((fraction or "0").ljust(9, "0"))
    return (text[:match.start()] + text[match.end():]).strip(), ns


def _join(first: str, second: str) -> str:
    if not first:
        return second
    if not second:
        return first
    return first + "\n" + second


def _suffix_nag(node: RawMove) -> None:
    """Move a trailing ``!``/``?`` annotation of ``node``'s text into its NAGs (the text
    reader drops the suffix anyway, :func:`xiangqi_gui.notation.glyphs.normalize`)."""
    text = node.text
    body = text.rstrip("!?！？")
    nag = symbol_nag(text[len(body):])
    if nag is not None and body:
        node.text = body
        node.nags = (nag,)
