"""One-pass index of a multi-game record file; each game parsed only when asked for.

:func:`index_file` reads the file once and records, per game, its byte range, first line
and tag pairs (a PGN tag section is all the list of games needs). Moves are neither
tokenised nor checked then: :meth:`FileIndex.load` parses and replays one game on
request, so opening a 72,000-game file costs one scan of its bytes.

Only PGN text with LF or CRLF line ends and a byte-oriented encoding (UTF-8, GB18030,
Big5) is indexed lazily. Every other layout (XQF, DhtmlXQ, FEN and game lists, tree
drawings, UTF-16, tagless PGN) is small in practice and is parsed whole once, through the
same readers as :func:`~xiangqi_gui.formats.loader.load_file`; the index then holds the
parsed raw games.

:func:`iter_games` streams a file's games in order, holding one game at a time, with the
garbage collector kept out of the way (:func:`bulk_gc`).

A game without tags that follows a result starts again with move number 1; the index
splits there as the reader does, at a line start or inside a line of moves
(``1-0 1. h2e2``; :func:`_restarts`), and lists such a game only when
:func:`~.loader.load_file` keeps it (it has a move in a notation: not an empty movetext,
not prose; :func:`_listed`). In a movetext with comments or variations the result
must stand outside comments (:class:`~.movetext_scan.MovetextScan` follows them) and a game
without tags is split off only at a line start; after a
game the reader would stop with a structural error no split is made (the reader skips to
the next tag, and so does the slice).

A file that changed on disk after indexing (size or modification time differ) is indexed
again before a game is loaded, never read at stale offsets.
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO, TypeVar

from xiangqi_gui.formats import ccdraw, gamelist, pgn_reader
from xiangqi_gui.formats.build import LoadedGame, build_line, build_read
from xiangqi_gui.formats.encoding import decode_bytes, normalize_newlines
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.movetext_scan import MovetextScan
from xiangqi_gui.formats.pgn_reader import unescape_tag_value
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.results import RESULT_WORDS
from xiangqi_gui.formats.texts import say
from xiangqi_gui.rules.system_texts import system_error

#: A PGN tag-pair line: ``[Name "value"]`` (bytes; the value is decoded later). The value
#: may hold unescaped quotes, as the PGN reader accepts.
_TAG = re.compile(rb'^\s*\[\s*([A-Za-z0-9_]+)\s*"(.*)"\s*\]\s*$')
#: The head of a tag pair (``[Name "``) and the end of one (``"]``).
_TAG_OPEN = re.compile(rb'\s*\[\s*[A-Za-z0-9_]+\s*"')
_TAG_CLOSE = re.compile(rb'"\s*\]')
#: A tag pair over several lines.
_LONG_TAG = re.compile(rb'\s*\[\s*([A-Za-z0-9_]+)\s*"(.*)"\s*\]\s*$', re.DOTALL)
#: One of several tag pairs on one line (``[Event "x"] [Round "1"]``).
_TAGS = re.compile(rb'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]')
_SEVERAL = re.compile(rb'"\s*\]\s*\[')
#: A line that starts a movetext: move number 1 (a tagless game when it follows a result).
_FIRST_MOVE = re.compile(rb"\s*1\s*\.")
def _encoded_results() -> frozenset[bytes]:
    """:data:`~.results.RESULT_WORDS` in UTF-8, GB18030 and Big5 (a word Big5 cannot
    hold is left out, not cut: ``½-½`` is no ``-``)."""
    found = set()
    for codec in ("utf-8", "gb18030", "big5"):
        for word in RESULT_WORDS:
            try:
                found.add(word.encode(codec))
            except UnicodeEncodeError:
                continue
    return frozenset(found)


#: Game-termination markers and result words, as whole tokens of a movetext line.
_RESULTS = _encoded_results()
#: A character that makes a movetext line more than move numbers, moves and a result.
_NOT_PLAIN = re.compile(rb"[{}()\[\];$]")
#: Bytes read to choose the file's text encoding.
_SAMPLE = 1 << 18
#: Games between two young-generation collections while streaming.
_COLLECT_EVERY = 256


@dataclass(eq=False, slots=True)
class GameEntry:
    """One game of an indexed file.

    Attributes:
        index: 0-based index of the game in the file.
        offset: byte offset of the game's first byte.
        end: byte offset just past the game.
        line: 1-based line where the game starts.
        headers: tag name -> value, in file order (decoded).
        raw: the parsed game for layouts parsed whole (see the module docstring), else None.
        error: a structural error found while parsing whole, else None.
        plies: the main line's move count as the index saw it (move tokens up to the
            result), or None when the movetext has comments, variations or NAGs (then only
            reading the game tells). Unchecked: a game with a bad move has fewer plies.
    """

    index: int
    offset: int
    end: int
    line: int
    headers: dict[str, str] = field(default_factory=dict)
    raw: RawGame | None = None
    error: RecordError | None = None
    plies: int | None = 0


@dataclass(eq=False)
class FileIndex:
    """The games of one file, as found by :func:`index_file`.

    Attributes:
        path: the file indexed.
        kind: reader kind, as :class:`~xiangqi_gui.formats.loader.LoadedFile.kind`.
        encoding: text encoding, ``None`` for XQF.
        entries: one :class:`GameEntry` per game, in file order.
        size: file size in bytes when indexed.
        mtime_ns: modification time when indexed (nanoseconds).
        complete: False while a lazy scan (:func:`scan_entries`) has not reached the end.
        scanned: bytes scanned so far.
    """

    path: Path
    kind: str
    encoding: str | None
    entries: list[GameEntry]
    size: int
    mtime_ns: int
    complete: bool = True
    scanned: int = 0

    def __len__(self) -> int:
        return len(self.entries)

    def is_stale(self) -> bool:
        """True when the file's size or modification time changed since indexing."""
        try:
            stat = self.path.stat()
        except OSError:
            return True
        return stat.st_size != self.size or stat.st_mtime_ns != self.mtime_ns

    def refresh(self) -> bool:
        """Index the file again if it changed on disk; True when it did.

        Raises:
            RecordError: the changed file cannot be read any more.
        """
        if not self.is_stale():
            return False
        fresh = index_file(self.path)
        self.kind, self.encoding, self.entries = fresh.kind, fresh.encoding, fresh.entries
        self.size, self.mtime_ns = fresh.size, fresh.mtime_ns
        self.complete, self.scanned = True, fresh.scanned
        return True

    def load(self, index: int) -> LoadedGame:
        """Parse and replay game ``index`` (0-based); a bad game carries its ``error``.

        The file is indexed again first when it changed on disk.

        Raises:
            IndexError: no game ``index`` (after any re-indexing).
            RecordError: the file cannot be read any more.
        """
        self.refresh()
        entry = self.entries[index]
        if entry.raw is not None:
            return build_read(entry.raw, entry.error, str(self.path), self.encoding)
        return self.load_entry(entry, self.read_entry(entry))

    def read_entry(self, entry: GameEntry, handle: BinaryIO | None = None) -> bytes:
        """The bytes of ``entry`` (b"" for layouts parsed whole), read through ``handle``
        when given (an open binary file of :attr:`path`), else by opening the file."""
        if entry.raw is not None:
            return b""
        if handle is None:
            with open(self.path, "rb") as own:
                own.seek(entry.offset)
                return own.read(entry.end - entry.offset)
        handle.seek(entry.offset)
        return handle.read(entry.end - entry.offset)

    def load_entry(self, entry: GameEntry, data: bytes) -> LoadedGame:
        """Parse and replay ``entry`` from its bytes ``data`` (:meth:`read_entry`); no
        staleness check (the caller read ``data`` itself)."""
        if entry.raw is not None:
            return build_read(entry.raw, entry.error, str(self.path), self.encoding)
        return self._load_slice(entry, data)

    def iter_games(self) -> Iterator[LoadedGame]:
        """Every game in file order, reading the file sequentially (one game held at a time)."""
        if self.is_stale():
            self.refresh()
        source = str(self.path)
        with open(self.path, "rb") as handle, bulk_gc():
            for number, entry in enumerate(self.entries):
                if entry.raw is not None:
                    yield build_read(entry.raw, entry.error, source, self.encoding)
                else:
                    handle.seek(entry.offset)
                    yield self._load_slice(entry, handle.read(entry.end - entry.offset))
                if number % _COLLECT_EVERY == _COLLECT_EVERY - 1:
                    gc.collect(0)

    def _load_slice(self, entry: GameEntry, data: bytes) -> LoadedGame:
        source = str(self.path)
        text = _decode(data, self.encoding, source, entry.offset)
        plain = pgn_reader.read_plain_game(text, source)
        if plain is not None:  # the common game: one line of moves, checked at once
            raw, texts = plain
            raw.index = entry.index
            loaded = build_line(raw, texts, source, self.encoding)
            if loaded is not None:
                return loaded
        parsed = pgn_reader.read_pgn_text(text, source)
        if not parsed:
            raw, error = RawGame(headers=dict(entry.headers)), None
        else:
            raw, error = parsed[0]
        _shift_lines(raw, entry.line - 1)
        raw.index = entry.index
        if error is not None:
            error = _shifted_error(error, entry)
        return build_read(raw, error, source, self.encoding)


def index_file(path: str | Path) -> FileIndex:
    """Index the record file at ``path`` in one pass (see the module docstring).

    Raises:
        RecordError: the file cannot be opened or has no readable layout.
    """
    index = open_index(path)
    if not index.complete:
        with bulk_gc():
            for entry in scan_entries(index):
                index.entries.append(entry)
    return index


def open_index(path: str | Path) -> FileIndex:
    """Start indexing ``path``: an index with no entries yet when the file is PGN that is
    scanned lazily (``complete`` is False; feed it from :func:`scan_entries`), else the
    complete index of a file parsed whole.

    Raises:
        RecordError: the file cannot be opened or has no readable layout.
    """
    path = Path(path)
    source = str(path)
    try:
        stat = path.stat()
        with open(path, "rb") as handle:
            sample = handle.read(_SAMPLE)
    except OSError as exc:
        reason = say("record.no_such_file") if isinstance(exc, FileNotFoundError) else \
            say("record.cannot_read", error=system_error(exc))
        raise RecordError(source, Location(), message=reason) from None
    encoding = _pgn_encoding(sample, source, path.suffix.lower())
    if encoding is not None and _tagged_start(path):
        return FileIndex(path, "pgn", encoding, [], stat.st_size, stat.st_mtime_ns,
                         complete=False)
    return _whole(path, stat)


def scan_entries(index: FileIndex, *, plies: bool = True) -> Iterator[GameEntry]:
    """Yield the games of a lazily indexed PGN file in order (one pass over its bytes).

    With ``plies`` each entry's :attr:`GameEntry.plies` is counted on the way (else None).

    ``index.scanned`` is updated with the bytes read so far (for progress bars) and
    ``index.complete`` set at the end. The entries are yielded, not stored: the caller
    appends them (possibly in another thread than the one scanning).

    Raises:
        RecordError: the file cannot be read any more.
    """
    codec = "utf-8" if index.encoding == "utf-8-sig" else str(index.encoding)
    tag = _TAG.match
    offset = line = count = 0
    current: GameEntry | None = None
    in_moves = ended = False  # movetext seen; a result token seen in it
    plain = True  # the game's movetext so far has no comment, variation or NAG
    scan = MovetextScan()  # the tokens of a movetext that is not plain
    open_tag = b""  # the lines so far of a tag pair whose value spans lines
    counting = plies
    keep: bool | None = True  # the game is one load_file keeps (None: not known yet)
    try:
        handle = open(index.path, "rb")  # noqa: SIM115 (closed in finally, generator)
    except OSError as exc:
        raise RecordError(str(index.path), Location(),
                          message=say("record.cannot_read", error=system_error(exc))) from None
    try:
        for raw_line in handle:
            line += 1
            probe = raw_line[3:] if offset == 0 and raw_line[:3] == b"\xef\xbb\xbf" else raw_line
            if open_tag and _TAG_OPEN.match(probe):
                open_tag = b""  # a new tag pair: the open one never closed (as the reader)
            elif open_tag:  # the value of a tag pair goes on over several lines
                open_tag += probe
                offset += len(raw_line)
                if _TAG_CLOSE.search(probe):
                    found = _LONG_TAG.match(open_tag.replace(b"\r\n", b"\n"))
                    if current is not None and found is not None:
                        name, raw_value = found.groups()
                        current.headers[name.decode("ascii")] = unescape_tag_value(
                            raw_value.decode(codec, "replace"))
                    open_tag = b""
                continue
            start = probe.lstrip()[:1] == b"["
            found = tag(probe) if start else None
            if found is None and start and not in_moves and _TAG_OPEN.match(probe) and \
                    not _TAG_CLOSE.search(probe):
                open_tag = probe  # [Name "first line of a value
                if current is None:
                    current = GameEntry(count, offset, offset, line,
                                        plies=0 if counting else None)
                offset += len(raw_line)
                continue
            if found is not None:
                if current is None or in_moves:
                    if current is not None:
                        current.end = index.scanned = offset
                        if _listed(index, current, codec, keep, plain):
                            yield current
                            count += 1
                    current = GameEntry(count, offset, offset, line,
                                        plies=0 if counting else None)
                    in_moves = ended = False
                    plain = keep = True
                pairs = _TAGS.findall(probe) if _SEVERAL.search(probe) else [found.groups()]
                for name, raw_value in pairs:
                    value = unescape_tag_value(raw_value.decode(codec, "replace"))
                    current.headers[name.decode("ascii")] = value
            elif probe.strip():
                marked = _NOT_PLAIN.search(probe) is not None
                if not marked and (plain or ended):  # games without tags may start mid-line
                    cuts = _restarts(probe, codec, ended)
                else:
                    cuts = [0] if ended and _FIRST_MOVE.match(probe) else []
                skip = len(raw_line) - len(probe)  # a byte order mark
                bounds = [0, *cuts, len(probe)]
                for at in range(len(bounds) - 1):
                    if at:  # a game without tags after a result (as the reader)
                        cut = offset + skip + bounds[at]
                        if current is not None:
                            current.end = index.scanned = cut
                            if _listed(index, current, codec, keep, plain):
                                yield current
                                count += 1
                        current = GameEntry(count, cut, cut, line,
                                            plies=0 if counting else None)
                        ended = False
                        plain = True
                        keep = None  # known once its first move is seen
                    part = probe[bounds[at]:bounds[at + 1]]
                    if keep is None and not marked:
                        keep = _first_move_kept(part, codec)
                    in_moves = True
                    if plain and marked:
                        plain = False  # comments or variations: no count, results follow tokens
                        scan = MovetextScan(ended)
                        if current is not None:
                            current.plies = None
                    if not plain:
                        if not ended or marked:
                            scan.feed(part.decode(codec, "replace"))
                            ended = scan.ended and not scan.unsure and not scan.in_comment
                    elif not ended:
                        if counting and current is not None and current.plies is not None:
                            words = part.split()
                            current.plies = _count_moves(words, current.plies)
                            ended = not _RESULTS.isdisjoint(words)
                        else:
                            ended = _ends(part)
            offset += len(raw_line)
    finally:
        handle.close()
    if current is not None:
        current.end = offset
        if _listed(index, current, codec, keep, plain):
            yield current
    index.scanned = offset
    index.complete = True


def iter_games(path: str | Path) -> Iterator[LoadedGame]:
    """Stream the games of ``path`` in file order, one game at a time.

    A lazily indexed PGN file is scanned and read in the same pass: the first game comes
    after reading its own bytes, and no index of the whole file is kept, so memory stays
    flat whatever the file size. Other layouts are parsed whole first (see the module
    docstring).

    Raises:
        RecordError: the file cannot be opened or has no readable layout (raised by this
            call, before any game), or it cannot be read any more (raised while iterating).
    """
    index = open_index(path)
    if index.complete:
        return index.iter_games()
    return _stream(index)


def _stream(index: FileIndex) -> Iterator[LoadedGame]:
    with open(index.path, "rb") as handle, bulk_gc():
        for number, entry in enumerate(scan_entries(index, plies=False)):
            yield index.load_entry(entry, index.read_entry(entry, handle))
            if number % _COLLECT_EVERY == _COLLECT_EVERY - 1:
                gc.collect(0)


# ---------------------------------------------------------------- internals


def _restarts(line: bytes, codec: str, ended: bool) -> list[int]:
    """The byte offsets in the movetext ``line`` without comment or variation marks where
    the reader starts a game without tags: each move number 1 after a result (``ended``:
    a result came before the line; :func:`~.pgn_reader.read_pgn_text` skips anything
    else after a result). The tokens are the reader's (:data:`~.pgn_reader._PLAIN_TOKEN`).
    A line whose bytes do not decode cleanly is split only at its start, as before."""
    if not ended and not _ends(line):
        return []
    words = line.split()
    if ended and _FIRST_MOVE.match(line) and not _may_restart(words, False, _RESULTS, b"1"):
        return [0]  # one game starts at the line start, none after it (a game a line)
    if not _may_restart(words, ended, _RESULTS, b"1"):
        return []  # no move number 1 after a result: no game starts (the common case)
    text = line.decode(codec, "replace")
    if text.encode(codec) != line:
        return [0] if ended and _FIRST_MOVE.match(line) else []
    cuts = []
    for token in pgn_reader.plain_tokens(text):
        word = token.group(1)
        if word is not None:
            ended = ended or word in RESULT_WORDS
        elif ended and token.group().lstrip().split(".")[0].strip() == "1":
            start = token.end() - len(token.group().lstrip())
            cuts.append(len(text[:start].encode(codec)))
            ended = False
            if not _may_restart(text[token.end():].split(), False, _RESULT_TEXTS, "1"):
                break  # the rest of the line starts no other game
    return cuts


def _may_restart(words: list[_Text], ended: bool, results: frozenset[_Text],
                 one: _Text) -> bool:
    """Can a game without tags start among ``words`` (bytes or text, split on white
    space): is there a word holding ``one`` (``1``: a move number 1 may start in it)
    after a result (one of ``results``; ``ended``: a result came before the words)?"""
    if not ended:
        found = results.intersection(words)
        if not found:
            return False
        words = words[min(map(words.index, found)) + 1:]
    return any(one in word for word in words)


_Text = TypeVar("_Text", bytes, str)
#: The result words as text (:data:`_RESULTS` holds them as bytes).
_RESULT_TEXTS = frozenset(RESULT_WORDS)


def _first_move_kept(part: bytes, codec: str) -> bool | None:
    """For a game without tags whose movetext starts with ``part`` (a piece of a line
    without comment or variation marks): does :func:`~.loader.load_file` keep it (its
    first move is in a notation, :func:`~.loader.is_game`)? None when ``part`` holds no
    move and no result yet."""
    from xiangqi_gui.formats.loader import is_game

    seen, text = pgn_reader.opening_move(part.decode(codec, "replace"))
    if not seen:
        return None
    return text is not None and is_game(RawGame(children=[RawMove(text)]))


def _listed(index: FileIndex, entry: GameEntry, codec: str, keep: bool | None,
            plain: bool) -> bool:
    """Is ``entry`` a game :func:`~.loader.load_file` keeps? One with tags always is; one
    without (after a result) only when its first move is in a notation (not prose, not
    an empty movetext; :func:`~.loader.is_game`): ``keep`` when the scan saw it, no when
    its plain movetext had no move; else (comments before the first move) its bytes are
    read and parsed."""
    if entry.headers or keep is not None:
        return entry.headers != {} or bool(keep)
    if plain:
        return False
    from xiangqi_gui.formats.loader import is_game

    with open(index.path, "rb") as handle:
        handle.seek(entry.offset)
        data = handle.read(entry.end - entry.offset)
    games = pgn_reader.read_pgn_text(normalize_newlines(data.decode(codec, "replace")),
                                     str(index.path))
    return any(is_game(raw) for raw, _ in games)


def _ends(line: bytes) -> bool:
    """Does the plain movetext ``line`` hold a result token (:data:`_RESULTS`)? A line of
    ASCII without ``-`` or ``*`` holds none (every ASCII result word has one of them), so
    most lines of moves are answered without splitting them."""
    if line.isascii() and b"-" not in line and b"*" not in line:
        return False
    return not _RESULTS.isdisjoint(line.split())


def _count_moves(words: list[bytes], before: int) -> int:
    """``before`` plus the moves among the ``words`` of a plain movetext line, up to a
    result. Move numbers (``12.``, ``12...``) end in a dot; a number glued to its move
    (``1.h2e2``) is one word, one move."""
    results = _RESULTS.intersection(words)
    if results:
        words = words[:min(words.index(word) for word in results)]
    numbers = (b" ".join(words) + b" ").count(b". ")
    return before + len(words) - numbers


def _pgn_encoding(sample: bytes, source: str, suffix: str) -> str | None:
    """The encoding for a lazily indexed PGN file, or None to parse the file whole."""
    if sample[:2] == b"XQ" or suffix == ".xqf" or b"[DhtmlXQ" in sample:
        return None
    if sample[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return None  # UTF-16: not line-scannable as bytes
    if b"\r" in sample and b"\n" not in sample:
        return None  # old Mac line ends
    cut = sample.rfind(b"\n") + 1 if len(sample) == _SAMPLE else len(sample)
    decoded = None
    if cut:
        try:
            decoded = decode_bytes(sample[:cut], source)
        except RecordError:
            return None
    else:
        # one line longer than the sample (a huge header value, issue 12): the sample may
        # end inside a character; UTF-8 wins if some cut 0-3 bytes earlier decodes as UTF-8
        for trim in range(4):
            try:
                found = decode_bytes(sample[:len(sample) - trim], source)
            except RecordError:
                continue
            if decoded is None or found.encoding.startswith("utf-8"):
                decoded = found
            if found.encoding.startswith("utf-8"):
                break
        if decoded is None:
            return None
    text = decoded.text
    if (ccdraw.looks_like_tree_drawing(text) or gamelist.looks_like_game_list(text)
            or gamelist.looks_like_text_games(text)):
        return None  # tagged, but not PGN movetext: read whole by its own reader
    return decoded.encoding


def _tagged_start(path: Path) -> bool:
    """True when the first non-blank line of the file is a PGN tag pair."""
    with open(path, "rb") as handle:
        for number, raw_line in enumerate(handle):
            probe = raw_line[3:] if number == 0 and raw_line[:3] == b"\xef\xbb\xbf" else raw_line
            if probe.strip():
                return _TAG.match(probe) is not None
    return False


def _whole(path: Path, stat: os.stat_result) -> FileIndex:
    """Index a file by parsing it whole (layouts other than plain PGN)."""
    from xiangqi_gui.formats import loader, xqf_reader

    source = str(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RecordError(source, Location(),
                          message=say("record.cannot_read", error=system_error(exc))) from None
    with bulk_gc():
        if data[:2] == b"XQ" or path.suffix.lower() == ".xqf":
            raw, damage = xqf_reader.read_xqf(data, source)
            pairs = [(raw, damage)]
            kind, encoding = "xqf", None
        else:
            decoded = decode_bytes(data, source)
            kind, pairs = loader.parse_text(decoded.text, source, path.suffix.lower())
            encoding = decoded.encoding
        entries = [GameEntry(i, 0, len(data), raw.line or 1, dict(raw.headers), raw, error,
                             _raw_plies(raw))
                   for i, (raw, error) in enumerate(pairs)]
    return FileIndex(path, kind, encoding, entries, stat.st_size, stat.st_mtime_ns,
                     scanned=stat.st_size)


def _raw_plies(raw: RawGame) -> int:
    """Moves on the main line of ``raw`` (unchecked)."""
    count = 0
    line = raw.children
    while line:
        count += 1
        line = line[0].children
    return count


def _decode(data: bytes, encoding: str | None, source: str, offset: int) -> str:
    codec = "utf-8" if encoding in (None, "utf-8-sig") else encoding
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return normalize_newlines(data.decode(codec))
    except UnicodeDecodeError:
        try:
            return decode_bytes(data, source).text
        except RecordError as exc:
            where = exc.location.offset
            raise RecordError(source, Location(offset=offset + (where or 0)),
                              exc.reason, message=exc.message) from None


def _shift_lines(raw: RawGame, by: int) -> None:
    """Add ``by`` to every line number of ``raw`` (parsed from a slice of the file)."""
    if not by:
        return
    raw.line = (raw.line or 1) + by
    stack = list(raw.children)
    while stack:
        node = stack.pop()
        if node.line is not None:
            node.line += by
        stack.extend(node.children)


def _shifted_error(error: RecordError, entry: GameEntry) -> RecordError:
    loc = error.location
    line = loc.line + entry.line - 1 if loc.line is not None else None
    return RecordError(error.source, Location(line=line, offset=loc.offset, game=entry.index,
                                              ply=loc.ply), error.reason,
                       message=error.message)


__all__ = ["FileIndex", "GameEntry", "bulk_gc", "index_file", "iter_games", "open_index",
           "scan_entries"]
