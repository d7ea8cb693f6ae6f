"""Importing record files and folders into the library (issue 14).

Every file the readers know (PGN and its variants, XQF, DhtmlXQ, FEN and game lists) is
indexed (:mod:`xiangqi_gui.formats.index`) and its games read one at a time:

1. the raw text of a PGN game is hashed; text seen before is skipped unparsed (the cheap
   duplicate test — concatenated copies of a collection cost almost nothing);
2. the game is parsed and replayed; a game with an error is not imported but reported
   (file, place, reason) in :meth:`ImportReport.problems` and the ``problems`` table,
   unless the error is a bad move in a variation: then the game is imported with its
   main line and good variations (as the file reader opens it "partly read") and the
   problem is reported all the same;
3. a game whose headers, start and moves equal a stored game's is skipped as a duplicate;
4. otherwise the game row (with its whole move tree when it has variations or comments)
   and one ``positions`` row per main-line ply are written.

Games are committed in batches of :data:`BATCH` together with the file's progress
(``sources.games_done``), so a kill -9 loses at most the batch in flight and the next
import of the same file resumes after the last committed batch. A file changed since
(size or modification time) is read from the start again; the duplicate tests keep that
cheap and correct.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.index import FileIndex, GameEntry, index_file
from xiangqi_gui.library.store import Library, pack_moves, tree_text
from xiangqi_gui.rules import FenError
from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, register

#: Games per committed transaction.
BATCH = 500
#: File name endings imported from folders.
SUFFIXES = (".pgn", ".pgn_zh", ".pgn_iccs", ".pgn_cc", ".xqf", ".epd", ".eglib", ".csv",
            ".txt", ".ubb", ".dhtmlxq", ".htm", ".html")
_MASK = (1 << 64) - 1

#: progress(files done, files total, games imported so far, current file)
Progress = Callable[[int, int, int, str], None]

register({"library.partly": QT_TRANSLATE_NOOP(
    "Message", "{reason}; the game was imported without the rest of that variation")})


@dataclass(frozen=True)
class ImportProblem:
    """One game or file that could not be imported (or only partly), for the window.

    ``location``: where in ``source`` (``Location()`` for the whole file); ``reason``: a
    :class:`~xiangqi_gui.rules.message.Message` (the reader's, shown in the UI language)
    or an English sentence.
    """

    source: str
    location: Location
    reason: Message | str


@dataclass
class ImportReport:
    """What an import did.

    Attributes:
        files: files read (skipped complete ones excluded).
        imported: games added.
        duplicates: games skipped as already in the library.
        problems: one line per game or file that could not be imported:
            ``"<file>: <place>: <reason>"``.
        skipped_files: files already imported completely and unchanged.
        partly: games imported without a bad variation (each also in ``problems``).
        notes: the same problems, structured (:class:`ImportProblem`), for the window.
    """

    files: int = 0
    imported: int = 0
    duplicates: int = 0
    problems: list[str] = field(default_factory=list)
    skipped_files: int = 0
    partly: int = 0
    notes: list[ImportProblem] = field(default_factory=list)


def collect_files(paths: Iterable[str | Path]) -> list[Path]:
    """Files to import: each file given, and every record file under each folder given
    (sorted, so an import is repeatable). A missing path is returned as is (reported when
    read)."""
    found: list[Path] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            for root, _dirs, names in os.walk(path):
                found.extend(Path(root) / n for n in sorted(names)
                             if n.lower().endswith(SUFFIXES))
        else:
            found.append(path)
    return sorted(set(found), key=lambda p: (str(p.parent), p.name))


def import_paths(library: Library, paths: Iterable[str | Path],
                 progress: Progress | None = None) -> ImportReport:
    """Import ``paths`` (files and folders) into ``library``; see the module docstring."""
    files = collect_files(paths)
    report = ImportReport()
    seen = {row[0] for row in library.db.execute("SELECT digest FROM seen")}
    with bulk_gc():
        for number, path in enumerate(files):
            if progress is not None:
                progress(number, len(files), report.imported, str(path))
            _import_file(library, path, report, seen)
    if progress is not None:
        progress(len(files), len(files), report.imported, "")
    return report


def _import_file(library: Library, path: Path, report: ImportReport, seen: set[bytes]) -> None:
    db = library.db
    source = str(path.resolve()) if path.exists() else str(path)
    try:
        index = index_file(path)
    except RecordError as exc:
        _problem(library, report, source, None, exc.location,
                 exc.reason if exc.message is None else exc.message)
        return
    source_id, start = _source_row(library, source, index)
    if start is None:
        report.skipped_files += 1
        return
    report.files += 1
    pending = 0
    db.execute("BEGIN")
    try:
        for entry, data, game in _games(index, start):
            if data and hashlib.sha1(data).digest() in seen:
                report.duplicates += 1
            else:
                _store_game(library, report, source, source_id, entry, game)
                if data:
                    digest = hashlib.sha1(data).digest()
                    seen.add(digest)
                    db.execute("INSERT OR IGNORE INTO seen VALUES(?)", (digest,))
            pending += 1
            if pending >= BATCH:
                db.execute("UPDATE sources SET games_done=? WHERE id=?",
                           (entry.index + 1, source_id))
                db.execute("COMMIT")
                db.execute("BEGIN")
                pending = 0
        db.execute("UPDATE sources SET games_done=?, complete=1 WHERE id=?",
                   (len(index.entries), source_id))
        db.execute("COMMIT")
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


def _games(index: FileIndex, start: int) -> Iterator[tuple[GameEntry, bytes, _LazyGame]]:
    """(entry, raw bytes, game parsed on request) from game ``start`` on."""
    with open(index.path, "rb") as handle:
        for entry in index.entries[start:]:
            data = index.read_entry(entry, handle)
            yield entry, data, _LazyGame(index, entry, data)


class _LazyGame:
    """Parses its game the first time :attr:`game` is asked for."""

    __slots__ = ("_data", "_entry", "_game", "_index")

    def __init__(self, index: FileIndex, entry: GameEntry, data: bytes) -> None:
        self._index, self._entry, self._data = index, entry, data
        self._game: LoadedGame | None = None

    @property
    def game(self) -> LoadedGame:
        if self._game is None:
            self._game = self._index.load_entry(self._entry, self._data)
        return self._game


def _source_row(library: Library, source: str, index: FileIndex) -> tuple[int, int | None]:
    """(source id, first game to read), or (id, None) when the file is already complete."""
    db = library.db
    found = db.execute("SELECT id, size, mtime_ns, games_done, complete FROM sources "
                       "WHERE path=?", (source,)).fetchone()
    if found is None:
        cursor = db.execute("INSERT INTO sources(path, size, mtime_ns) VALUES(?,?,?)",
                            (source, index.size, index.mtime_ns))
        return int(cursor.lastrowid or 0), 0
    source_id, size, mtime_ns, done, complete = found
    if size == index.size and mtime_ns == index.mtime_ns:
        return source_id, None if complete else int(done)
    db.execute("UPDATE sources SET size=?, mtime_ns=?, games_done=0, complete=0 WHERE id=?",
               (index.size, index.mtime_ns, source_id))
    return source_id, 0


def _store_game(library: Library, report: ImportReport, source: str, source_id: int,
                entry: GameEntry, lazy: _LazyGame) -> None:
    game = lazy.game
    if game.error is not None:
        err = game.error
        reason = err.reason if err.message is None else err.message
        if not game.in_variation:
            _problem(library, report, source, entry.index, err.location, reason)
            return
        # the main line is whole: import the game with its good variations, as the file
        # reader opens it "partly read", and keep the problem on record
        _problem(library, report, source, entry.index, err.location,
                 Message.of("library.partly", reason=reason))
        report.partly += 1
    record = game.record
    try:
        pos = record.start_position()
    except FenError as exc:
        _problem(library, report, source, entry.index, Location(game=entry.index),
                 exc.message or str(exc))
        return
    moves = record.mainline_moves()
    headers = record.headers
    packed = pack_moves(moves)
    digest = hashlib.sha1(json.dumps([sorted(headers.items()), record.start_fen],
                                     ensure_ascii=False).encode("utf-8") + packed).digest()
    db = library.db
    cursor = db.execute(
        "INSERT OR IGNORE INTO games(source_id, game_index, offset, line, red, black, event, "
        "date, round, result, ecco, opening, plies, start_fen, moves, headers, digest, tree) "
        "VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        (source_id, entry.index, entry.offset if entry.raw is None else None, entry.line,
         headers.get("Red", ""), headers.get("Black", ""), headers.get("Event", ""),
         headers.get("Date", ""), headers.get("Round", ""), record.result,
         headers.get("ECCO", ""), headers.get("Opening", ""), len(moves), record.start_fen,
         packed, json.dumps(headers, ensure_ascii=False), digest, tree_text(record)))
    if not cursor.rowcount:
        report.duplicates += 1
        return
    game_id = cursor.lastrowid
    rows: list[tuple[int, int | None, int, int | None]] = []
    for ply, move in enumerate(moves):
        rows.append((_signed(pos.zobrist), game_id, ply, move.from_square << 7 | move.to_square))
        pos.push_unchecked(move)
    rows.append((_signed(pos.zobrist), game_id, len(moves), None))
    db.executemany("INSERT OR IGNORE INTO positions VALUES(?,?,?,?)", rows)
    report.imported += 1


def _signed(key: int) -> int:
    """A 64-bit Zobrist key as SQLite's signed INTEGER."""
    key &= _MASK
    return key - (1 << 64) if key >= 1 << 63 else key


def _problem(library: Library, report: ImportReport, source: str, game_index: int | None,
             location: Location, message: Message | str) -> None:
    place = "" if location == Location() else str(location)
    reason = str(message)
    report.notes.append(ImportProblem(source, location, message))
    report.problems.append(f"{source}: {place}: {reason}" if place else f"{source}: {reason}")
    library.db.execute("INSERT INTO problems(source, game_index, place, reason) "
                       "VALUES(?,?,?,?)", (source, game_index, place, reason))
