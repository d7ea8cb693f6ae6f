"""The library database: opening (WAL), schema, corruption check, game rows, export.

One SQLite file (stdlib :mod:`sqlite3`) with the tables:

* ``sources``: each imported file (path, size, modification time, games done, complete);
* ``games``: one row per distinct game — source and byte offset / index in the file, the
  list columns (Red, Black, event, date, round, result, ECCO, opening), plies, start FEN,
  the main line as 2 bytes per move (from square, to square), all headers (JSON) and a
  SHA-1 digest of headers + start + moves (UNIQUE: the duplicate test); for a game with
  variations or comments also the whole move tree (``tree``: ICCS PGN movetext with its
  variations, comments and clock readings; NULL for a bare main line);
* ``seen``: digests of the raw text of games already read (a cheap duplicate skip before
  parsing);
* ``positions``: (Zobrist key, game, ply, next move) for every position of every main
  line — the position index (:mod:`.search`);
* ``problems``: games that could not be imported: file, place, reason.

The journal is WAL with ``synchronous=NORMAL``: a committed import batch survives a kill
(the last batch may be rolled back, never half-written).

A file that is not an SQLite database, or fails ``PRAGMA quick_check``, raises
:class:`LibraryCorruptError`; :meth:`Library.rebuild` moves it aside and starts anew.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from xiangqi_gui.formats.build import build_record
from xiangqi_gui.formats.pgn_reader import read_pgn_text
from xiangqi_gui.formats.pgn_writer import write_pgn
from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.rules import Move
from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, register
from xiangqi_gui.rules.system_texts import system_error

SCHEMA_VERSION = "1"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sources(
    id INTEGER PRIMARY KEY, path TEXT UNIQUE NOT NULL, size INTEGER NOT NULL,
    mtime_ns INTEGER NOT NULL, games_done INTEGER NOT NULL DEFAULT 0,
    complete INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS games(
    id INTEGER PRIMARY KEY, source_id INTEGER NOT NULL, game_index INTEGER NOT NULL,
    offset INTEGER, line INTEGER, red TEXT, black TEXT, event TEXT, date TEXT, round TEXT,
    result TEXT, ecco TEXT, opening TEXT, plies INTEGER NOT NULL, start_fen TEXT NOT NULL,
    moves BLOB NOT NULL, headers TEXT NOT NULL, digest BLOB UNIQUE NOT NULL, tree TEXT);
CREATE INDEX IF NOT EXISTS games_red ON games(red);
CREATE INDEX IF NOT EXISTS games_black ON games(black);
CREATE INDEX IF NOT EXISTS games_date ON games(date);
CREATE TABLE IF NOT EXISTS seen(digest BLOB PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS positions(
    key INTEGER NOT NULL, game_id INTEGER NOT NULL, ply INTEGER NOT NULL, next INTEGER,
    PRIMARY KEY(key, game_id, ply)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS problems(
    id INTEGER PRIMARY KEY, source TEXT NOT NULL, game_index INTEGER, place TEXT NOT NULL,
    reason TEXT NOT NULL);
"""

#: Columns of :class:`GameRow`, in SELECT order.
ROW_COLUMNS = ("id", "source", "game_index", "offset", "red", "black", "event", "date",
               "round", "result", "ecco", "opening", "plies")


TEMPLATES = {
    "library.cannot_open": QT_TRANSLATE_NOOP(
        "Message", "{path}: cannot open the game library ({error})"),
    "library.damaged": QT_TRANSLATE_NOOP(
        "Message", "{path}: the game library is damaged ({reason}). It can be rebuilt: the "
        "damaged file is kept aside and the games are imported again."),
    "library.schema": QT_TRANSLATE_NOOP("Message", "schema version {found}, expected {expected}"),
    "library.bad_tree": QT_TRANSLATE_NOOP("Message", "a stored move tree cannot be read"),
    "library.bad_tree_because": QT_TRANSLATE_NOOP(
        "Message", "a stored move tree cannot be read: {reason}"),
    "library.no_game": QT_TRANSLATE_NOOP("Message", "no game {number} in the library"),
    "library.bad_fen": QT_TRANSLATE_NOOP("Message", "invalid FEN {fen}: {error}"),
}
register(TEMPLATES)


def _rows_from(where: str) -> str:
    """The ``FROM … [WHERE …]`` of :meth:`Library.rows` and :meth:`Library.count_rows`:
    the games (``g``) with their source files (``s``), filtered by the clause ``where``."""
    sql = "FROM games g JOIN sources s ON s.id = g.source_id"
    return f"{sql} WHERE {where}" if where else sql


class LibraryError(Exception):
    """The library cannot be used (cannot open, bad query); the message says why.

    Raised with a :class:`~xiangqi_gui.rules.message.Message` (ids ``library.*``), kept as
    ``message`` for the window's language; ``str()`` is the English sentence. Raised with
    a plain string, ``message`` is None.
    """

    def __init__(self, text: str | Message) -> None:
        super().__init__(str(text))
        self.message: Message | None = text if isinstance(text, Message) else None


class LibraryCorruptError(LibraryError):
    """The library file is damaged or not a library; :meth:`Library.rebuild` starts anew.

    Attributes:
        path: the damaged file.
        reason: what SQLite reported (English, as SQLite says it).
        reason_message: the same as a message (:func:`system_error`, translated in the
            window).
    """

    def __init__(self, path: Path, reason: str | Message) -> None:
        self.path = path
        self.reason = str(reason)
        self.reason_message = reason if isinstance(reason, Message) else \
            system_error(sqlite3.DatabaseError(reason))
        super().__init__(Message.of("library.damaged", path=str(path),
                                    reason=self.reason_message))


class _SchemaError(sqlite3.DatabaseError):
    """A library of another schema version (``message`` says which)."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game of the library as listed (see ``games`` in the module docstring).

    ``offset`` is the byte offset of the game in ``source`` (None for formats read whole);
    ``game_index`` its 0-based index there.
    """

    id: int
    source: str
    game_index: int
    offset: int | None
    red: str
    black: str
    event: str
    date: str
    round: str
    result: str
    ecco: str
    opening: str
    plies: int

    def to_json(self) -> dict[str, object]:
        """The row as a JSON object (column name -> value)."""
        return {name: getattr(self, name) for name in ROW_COLUMNS}


def pack_moves(moves: Iterable[Move]) -> bytes:
    """Main line -> 2 bytes per move (from square, to square; 0..89)."""
    return bytes(b for m in moves for b in (m.from_square, m.to_square))


def unpack_moves(data: bytes) -> list[Move]:
    """Inverse of :func:`pack_moves`."""
    return [Move(data[i], data[i + 1]) for i in range(0, len(data), 2)]


def tree_text(record: GameRecord) -> str | None:
    """The move tree of ``record`` to store (ICCS PGN with its variations, comments and
    clock readings), or None when it is a bare main line (the ``moves`` column holds it)."""
    if record.plain_line() is not None:
        return None  # read as a bare main line: no tree to walk (or build)
    if record.root.comment or any(
            len(node.children) > 1 or node.comment or node.starting_comment
            or node.clock_ns is not None for node in record.root.walk()) or \
            len(record.root.children) > 1:
        bare = GameRecord(start_fen=record.start_fen, root=record.root, result=record.result)
        return write_pgn(bare, "iccs")
    return None


def read_tree(text: str, start_fen: str) -> GameNode:
    """The root of the move tree stored by :func:`tree_text` (moves checked again).

    Raises:
        LibraryError: the stored text no longer reads as the game's moves.
    """
    parsed = read_pgn_text(text, "<library>")
    if len(parsed) != 1:
        raise LibraryError(Message.of("library.bad_tree"))
    raw, _error = parsed[0]
    raw.start_fen = start_fen
    loaded = build_record(raw, "<library>")
    if loaded.error is not None:
        reason = loaded.error.message or loaded.error.reason
        raise LibraryError(Message.of("library.bad_tree_because", reason=reason))
    return loaded.record.root


class Library:
    """An open library database. Use as a context manager or call :meth:`close`.

    ``check=False`` skips ``PRAGMA quick_check``, which reads the whole file (about 50 ms
    for 4,000 games, a second for 70,000): for a caller that has already checked this file
    in this run, such as the window opening it again for each search.

    Raises (constructor):
        LibraryCorruptError: the file is not a readable library.
        LibraryError: the folder or file cannot be created or opened.
    """

    def __init__(self, path: str | Path, *, check: bool = True) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(self.path, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise LibraryError(Message.of("library.cannot_open", path=str(self.path),
                                          error=system_error(exc))) from None
        try:
            self._prepare(check)
        except _SchemaError as exc:
            self.db.close()
            raise LibraryCorruptError(self.path, exc.message) from None
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise LibraryCorruptError(self.path, system_error(exc)) from None

    def _prepare(self, check: bool) -> None:
        db = self.db
        if check:
            found = db.execute("PRAGMA quick_check").fetchone()
            if found is None or found[0] != "ok":
                raise sqlite3.DatabaseError(str(found[0] if found else "quick_check failed"))
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("PRAGMA foreign_keys=OFF")
        db.executescript(_SCHEMA)
        found = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if found is None:
            db.execute("INSERT INTO meta VALUES('schema', ?)", (SCHEMA_VERSION,))
        elif found[0] != SCHEMA_VERSION:
            raise _SchemaError(Message.of("library.schema", found=str(found[0]),
                                          expected=SCHEMA_VERSION))
        columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        if "tree" not in columns:  # a library made before the move trees were kept
            db.execute("ALTER TABLE games ADD COLUMN tree TEXT")

    @classmethod
    def rebuild(cls, path: str | Path) -> tuple[Library, Path]:
        """Move a damaged library aside (``<name>.damaged-<time>``) and open a new one.

        Returns the new library and where the damaged file went. The sources must then be
        imported again.
        """
        path = Path(path)
        aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        for suffix in ("-wal", "-shm"):
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                extra.replace(aside.with_name(aside.name + suffix))
        if path.exists():
            path.replace(aside)
        return cls(path), aside

    def close(self) -> None:
        """Close the database (committed work is on disk)."""
        self.db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- reading ---------------------------------------------------------------------------
    def game_count(self) -> int:
        """Number of games in the library."""
        return int(self.db.execute("SELECT count(*) FROM games").fetchone()[0])

    def rows(self, where: str = "", params: Iterable[object] = (), limit: int | None = None
             ) -> list[GameRow]:
        """Games matching the SQL ``where`` clause (over ``games g``), in import order."""
        text = ", ".join(f"coalesce(g.{c}, '')" for c in ROW_COLUMNS[4:12])
        sql = (f"SELECT g.id, s.path, g.game_index, g.offset, {text}, g.plies "
               f"{_rows_from(where)} ORDER BY g.id")
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [GameRow(*r) for r in self.db.execute(sql, tuple(params))]

    def count_rows(self, where: str = "", params: Iterable[object] = ()) -> int:
        """How many games :meth:`rows` finds for ``where`` without a limit (SQLite counts
        them; no row is made)."""
        found = self.db.execute(f"SELECT COUNT(*) {_rows_from(where)}", tuple(params)).fetchone()
        return int(found[0])

    def record(self, game_id: int) -> GameRecord:
        """The stored game ``game_id`` as a record: headers and the whole move tree
        (variations, comments and clock readings when the game had them).

        Raises:
            LibraryError: no such game.
        """
        found = self.db.execute("SELECT headers, start_fen, moves, result, tree FROM games "
                                "WHERE id = ?", (game_id,)).fetchone()
        if found is None:
            raise LibraryError(Message.of("library.no_game", number=game_id))
        headers, start_fen, moves, result, tree = found
        record = GameRecord(headers=json.loads(headers), start_fen=start_fen,
                            result=result or "*")
        if tree is not None:
            record.root = read_tree(tree, start_fen)
        else:
            record.add_mainline(unpack_moves(moves))
        return record

    def records(self, rows: Iterable[GameRow]) -> Iterator[GameRecord]:
        """The records of ``rows``, one at a time."""
        for row in rows:
            yield self.record(row.id)

    def problems(self) -> list[tuple[str, int | None, str, str]]:
        """Games that could not be imported: (file, game index, place, reason)."""
        return list(self.db.execute(
            "SELECT source, game_index, place, reason FROM problems ORDER BY id"))

    def size_bytes(self) -> int:
        """Size of the database file plus its WAL, bytes."""
        total = 0
        for name in (self.path.name, self.path.name + "-wal"):
            candidate = self.path.with_name(name)
            if candidate.exists():
                total += candidate.stat().st_size
        return total
