"""Open any supported record file: pick the reader, decode the text, build the games.

``load_file(path)`` / ``load_bytes(data, source)`` return a :class:`LoadedFile` whose
games each carry their own error (so one bad game never hides the others). Only a file
that cannot be read at all (not an XQF file, undecodable text, unknown layout) raises
:class:`RecordError`.

Supported: PGN (``.pgn``, ``.pgn_zh``, ``.pgn_iccs`` ...; Chinese, abbreviated, WXF, ICCS
or WinBoard SAN movetext), XQF (binary, by magic), DhtmlXQ/UBB text or HTML (by its
tags), hbsxcjp's ``.pgn_cc`` tree drawing, FEN lists (``.epd``, ``.eglib``, ``.csv``,
``.txt`` lines with a FEN), and plain game lists (wukong's three-lines-per-game
``puzzle_generator/games.pgn``, the Kaggle ``gameID,turn,side,move`` CSV, XQStudio's text
tournament export).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from xiangqi_gui.formats import ccdraw, dhtmlxq, fenlist, gamelist, pgn_reader, xqf_reader
from xiangqi_gui.formats.build import LoadedGame, build_read
from xiangqi_gui.formats.encoding import decode_bytes
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.rawtree import RawGame
from xiangqi_gui.formats.san import is_san
from xiangqi_gui.formats.texts import say
from xiangqi_gui.notation import detect_notation
from xiangqi_gui.rules.system_texts import system_error


@dataclass(eq=False)
class LoadedFile:
    """Every game of one file.

    Attributes:
        source: the file name given.
        kind: ``"pgn"``, ``"xqf"``, ``"dhtmlxq"``, ``"fenlist"``, ``"gamelist"`` or
            ``"drawing"`` (hbsxcjp's ``.pgn_cc`` tree drawing).
        encoding: text encoding used (see :mod:`encoding`), ``None`` for XQF.
        games: the games in file order.
    """

    source: str
    kind: str
    encoding: str | None
    games: list[LoadedGame] = field(default_factory=list)

    @property
    def errors(self) -> list[RecordError]:
        """The games' errors, in file order."""
        return [g.error for g in self.games if g.error is not None]


def load_file(path: str | Path) -> LoadedFile:
    """Read and replay every game of the file at ``path``.

    Raises:
        RecordError: the file cannot be opened or has no readable layout.
    """
    source = str(path)
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise RecordError(source, Location(), message=say("record.no_such_file")) from None
    except OSError as exc:
        raise RecordError(source, Location(),
                          message=say("record.cannot_read", error=system_error(exc))) from None
    return load_bytes(data, source)


def load_bytes(data: bytes, source: str = "<bytes>") -> LoadedFile:
    """Like :func:`load_file` for bytes; ``source`` names them (its suffix picks a reader).

    The cyclic garbage collector is paused while the games are built (see
    :func:`~xiangqi_gui.formats.index.bulk_gc`).
    """
    with bulk_gc():
        return _load_bytes(data, source)


def _load_bytes(data: bytes, source: str) -> LoadedFile:
    suffix = Path(source).suffix.lower()
    if data[:2] == b"XQ" or suffix == ".xqf":
        raw, damage = xqf_reader.read_xqf(data, source)
        return LoadedFile(source, "xqf", None, [build_read(raw, damage, source, None)])
    decoded = decode_bytes(data, source)
    kind, raws = parse_text(decoded.text, source, suffix)
    games = [build_read(raw, err, source, decoded.encoding) for raw, err in raws]
    return LoadedFile(source, kind, decoded.encoding, games)


_TAG_LINE = re.compile(r'^\[[A-Za-z][A-Za-z0-9_]*\s+"')


def parse_text(text: str, source: str, suffix: str = ".pgn"
               ) -> tuple[str, list[tuple[RawGame, RecordError | None]]]:
    """Pick the text layout of ``text`` and parse it into raw games (moves unresolved).

    Raises:
        RecordError: the text is in none of the supported layouts.
    """
    if "[DhtmlXQ" in text:
        return "dhtmlxq", dhtmlxq.read_dhtmlxq(text, source)
    if gamelist.looks_like_game_list(text):
        return "gamelist", gamelist.read_game_list(text, source)
    if ccdraw.looks_like_tree_drawing(text):
        return "drawing", ccdraw.read_tree_drawing(text, source)
    if gamelist.looks_like_text_games(text):
        return "gamelist", gamelist.read_text_games(text, source)
    fen_list_name = suffix in (".epd", ".eglib", ".csv", ".txt")
    # a PGN saved under another name (.txt is common) is still PGN
    if not _looks_like_pgn(text) and (fen_list_name or fenlist.looks_like_fen_list(text)):
        return "fenlist", fenlist.read_fen_list(text, source)
    games = [g for g in pgn_reader.read_pgn_text(text, source) if is_game(g[0])]
    if not games:
        raise RecordError(source, Location(line=1), message=say("record.no_game"))
    return "pgn", [_numbered(raw, error, index) for index, (raw, error) in enumerate(games)]


def _numbered(raw: RawGame, error: RecordError | None, index: int
              ) -> tuple[RawGame, RecordError | None]:
    """``raw`` and its ``error`` as game ``index`` of the file: the games kept count in
    order (prose or an empty movetext after a result is no game and takes no number, as
    in the index and the game list)."""
    if raw.index != index:
        raw.index = index
        if error is not None and error.location.game is not None:
            error = RecordError(error.source, replace(error.location, game=index),
                                error.reason, message=error.message)
    return raw, error


def _looks_like_pgn(text: str) -> bool:
    """True when the first non-blank line is a PGN tag pair such as ``[Event "..."]``."""
    for line in text.splitlines():
        if line.strip():
            return _TAG_LINE.match(line.strip()) is not None
    return False


def is_game(raw: RawGame) -> bool:
    """False for prose read as PGN: no tag pair and a first "move" no notation knows, or
    no tag pair and no move at all."""
    if raw.headers or not raw.children:
        return bool(raw.headers)
    first = raw.children[0].text
    return detect_notation(first) is not None or is_san(first)


