"""One SQLite file per tournament (stdlib :mod:`sqlite3`), JSON export and import.

:class:`TournamentFile` keeps a :class:`~.event.Tournament` in memory and writes the whole
event to its file after every action, inside one transaction: an action is either fully
on disk or not at all, and a kill (even ``kill -9``) or power cut loses at most the action
that was being written (rollback journal, ``synchronous=FULL``). The file is an ordinary
SQLite database with the tables ``meta``, ``players``, ``games`` and ``sanctions``.

Errors: :class:`TournamentFileError` (not a tournament file, unreadable, bad JSON) names
the file; :class:`~.event.TournamentError` for actions the rules refuse (then nothing is
written and the tournament in memory is unchanged).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from xiangqi_gui.rules.system_texts import system_error

from .event import EventConfig, Tournament, TournamentError
from .knockout import KnockoutEvent
from .model import Game, Player, Result, Round, Sanction, SanctionKind, Status
from .registration import Entry
from .swiss import PairingWarning
from .teamevent import TeamEvent
from .texts import MessageError, file_kind, say

FORMAT = "xiangqi-tournament/1"
T = TypeVar("T")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS players (
    number INTEGER PRIMARY KEY, name TEXT NOT NULL, unit TEXT NOT NULL, rating INTEGER,
    status TEXT NOT NULL, withdrawn_after INTEGER, team TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    round INTEGER NOT NULL, board INTEGER NOT NULL, red INTEGER NOT NULL, black INTEGER,
    result TEXT, red_fouls INTEGER NOT NULL, black_fouls INTEGER NOT NULL,
    sheet TEXT NOT NULL DEFAULT '', PRIMARY KEY (round, board));
CREATE TABLE IF NOT EXISTS sanctions (
    id INTEGER PRIMARY KEY, player INTEGER NOT NULL, round INTEGER NOT NULL,
    kind TEXT NOT NULL);
"""


class TournamentFileError(MessageError):
    """A tournament file (SQLite or JSON) cannot be created, read or written (``message``:
    the reason as a message, ids ``tournament.*``)."""


class TournamentFile:
    """A tournament and the SQLite file that holds it.

    Open one with :meth:`create`, :meth:`open` or :meth:`import_json`; every mutating
    method writes the event before it returns. Use as a context manager or call
    :meth:`close`.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, tournament: Tournament) -> None:
        self.path = path
        self._conn = conn
        self.tournament = tournament

    # -- opening ------------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | os.PathLike[str], config: EventConfig | None = None,
               tournament: Tournament | None = None) -> TournamentFile:
        """Create a new file at ``path`` (it must not exist) for a new event (or for
        ``tournament``). Raises :class:`TournamentFileError`."""
        p = Path(path)
        conn = _connect_new(p)
        t = tournament if tournament is not None else Tournament(config or EventConfig())
        tf = cls(p, conn, t)
        _initialise(p, conn, _SCHEMA, tf._save)
        return tf

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> TournamentFile:
        """Open an existing tournament file. Raises :class:`TournamentFileError`."""
        p = Path(path)
        conn = _connect_existing(p)
        try:
            tournament = _load(conn, _meta(p, conn, FORMAT, "event"))
        except (sqlite3.Error, KeyError, ValueError, TypeError) as exc:
            conn.close()
            raise TournamentFileError(say("tournament.not_readable", path=str(p),
                                          error=system_error(exc))) from None
        tf = cls(p, conn, tournament)
        if sheet_column_missing(conn):
            try:
                conn.execute("ALTER TABLE games ADD COLUMN sheet TEXT NOT NULL DEFAULT ''")
            except sqlite3.Error as exc:
                conn.close()
                raise TournamentFileError(say("tournament.cannot_update", path=str(p),
                                              error=system_error(exc))) from None
        return tf

    @classmethod
    def import_json(cls, json_path: str | os.PathLike[str],
                    path: str | os.PathLike[str]) -> TournamentFile:
        """Create ``path`` from a JSON export. Raises :class:`TournamentFileError`."""
        src = Path(json_path)
        try:
            data = json.loads(src.read_text(encoding="utf-8"))
            tournament = Tournament.from_dict(data)
        except OSError as exc:
            raise TournamentFileError(say("tournament.cannot_read", path=str(src),
                                          error=system_error(exc))) from None
        except (ValueError, KeyError, TypeError) as exc:
            raise TournamentFileError(say("tournament.not_export", path=str(src),
                                          error=system_error(exc))) from None
        return cls.create(path, tournament=tournament)

    def export_json(self, json_path: str | os.PathLike[str]) -> None:
        """Write the event as JSON (atomically: a temporary file, then a rename)."""
        dst = Path(json_path)
        tmp = dst.with_name(dst.name + ".tmp")
        try:
            tmp.write_text(json.dumps(self.tournament.to_dict(), ensure_ascii=False, indent=1),
                           encoding="utf-8")
            os.replace(tmp, dst)
        except OSError as exc:
            raise TournamentFileError(say("tournament.cannot_write", path=str(dst),
                                          error=system_error(exc))) from None

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- actions (each one transaction) -------------------------------------------------
    def add_player(self, name: str, unit: str = "", rating: int | None = None,
                   team: str = "") -> Player:
        """:meth:`Tournament.add_player`, saved."""
        return self._act(lambda t: t.add_player(name, unit, rating, team))

    def add_players(self, entries: Sequence[Entry]) -> list[Player]:
        """Register a whole list (e.g. from :func:`.registration.read_players_csv`) in one
        transaction: all or none."""
        return self._act(lambda t: [t.add_player(e.name, e.unit, e.rating, e.team)
                                    for e in entries])

    def remove_player(self, number: int) -> None:
        """:meth:`Tournament.remove_player`, saved."""
        self._act(lambda t: t.remove_player(number))

    def pair_next_round(self) -> Round:
        """:meth:`Tournament.pair_next_round`, saved."""
        return self._act(lambda t: t.pair_next_round())

    def set_pairings(self, round_no: int, pairs: Sequence[tuple[int, int | None]],
                     force: bool = False) -> list[PairingWarning]:
        """:meth:`Tournament.set_pairings`, saved."""
        return self._act(lambda t: t.set_pairings(round_no, pairs, force))

    def unpair_last_round(self) -> None:
        """Drop the last round (to pair it again); refused once a game has a result."""
        def act(t: Tournament) -> None:
            if not t.rounds:
                raise TournamentError(say("tournament.no_round_paired"))
            if any(g.result is not None and g.black is not None for g in t.rounds[-1].games):
                raise TournamentError(say("tournament.round_has_results",
                                          number=len(t.rounds)))
            t.rounds.pop()
        self._act(act)

    def set_result(self, round_no: int, board: int, result: Result | None,
                   red_fouls: int = 0, black_fouls: int = 0, sheet: str | None = None) -> Game:
        """:meth:`Tournament.set_result`, saved."""
        return self._act(lambda t: t.set_result(round_no, board, result, red_fouls,
                                                black_fouls, sheet))

    def withdraw(self, number: int, status: Status = Status.WITHDRAWN) -> None:
        """:meth:`Tournament.withdraw`, saved."""
        self._act(lambda t: t.withdraw(number, status))

    def add_sanction(self, player: int, round_no: int, kind: SanctionKind) -> None:
        """:meth:`Tournament.add_sanction`, saved."""
        self._act(lambda t: t.add_sanction(Sanction(player, round_no, kind)))

    def set_config(self, config: EventConfig) -> None:
        """:meth:`Tournament.configure`, saved."""
        self._act(lambda t: t.configure(config))

    def _act(self, action: Callable[[Tournament], T]) -> T:
        """Run ``action`` on a copy, write it in one transaction, then adopt it; on any
        error the file and the tournament in memory are as before."""
        work = Tournament.from_dict(self.tournament.to_dict())
        out = action(work)
        previous, self.tournament = self.tournament, work
        try:
            self._save()
        except sqlite3.Error as exc:
            self.tournament = previous
            raise TournamentFileError(say("tournament.cannot_write", path=str(self.path),
                                          error=system_error(exc))) from None
        return out

    def _save(self) -> None:
        t = self.tournament
        with _transaction(self._conn) as c:
            c.execute("DELETE FROM meta")
            c.executemany("INSERT INTO meta VALUES (?, ?)", [
                ("format", FORMAT),
                ("config", json.dumps(t.config.to_dict(), ensure_ascii=False))])
            c.execute("DELETE FROM players")
            c.executemany("INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?)", [
                (p.number, p.name, p.unit, p.rating, p.status.value, p.withdrawn_after, p.team)
                for p in t.players])
            c.execute("DELETE FROM games")
            c.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [
                (r.number, g.board, g.red, g.black,
                 None if g.result is None else g.result.value, g.red_fouls, g.black_fouls,
                 g.sheet)
                for r in t.rounds for g in r.games])
            c.execute("DELETE FROM sanctions")
            c.executemany("INSERT INTO sanctions (player, round, kind) VALUES (?, ?, ?)", [
                (s.player, s.round, s.kind.value) for s in t.sanctions])


def sheet_column_missing(conn: sqlite3.Connection) -> bool:
    """True for a file written before games kept their score sheet."""
    return "sheet" not in {row[1] for row in conn.execute("PRAGMA table_info(games)")}


def _connect(path: Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.execute("PRAGMA synchronous=FULL")
    except sqlite3.Error as exc:
        raise TournamentFileError(say("tournament.cannot_open", path=str(path),
                                      error=system_error(exc))) from None
    return conn


def _connect_new(path: Path) -> sqlite3.Connection:
    """Connect to a file that must not exist yet. Raises :class:`TournamentFileError`."""
    if path.exists():
        raise TournamentFileError(say("tournament.exists", path=str(path)))
    return _connect(path)


def _connect_existing(path: Path) -> sqlite3.Connection:
    """Connect to a file that must exist. Raises :class:`TournamentFileError`."""
    if not path.is_file():
        raise TournamentFileError(say("tournament.no_such_file", path=str(path)))
    return _connect(path)


def _initialise(path: Path, conn: sqlite3.Connection, schema: str,
                save: Callable[[], None]) -> None:
    """Create ``schema`` in a new file and write its first state with ``save``; on a
    SQLite error close ``conn`` and raise :class:`TournamentFileError`."""
    try:
        conn.executescript(schema)
        save()
    except sqlite3.Error as exc:
        conn.close()
        raise TournamentFileError(say("tournament.cannot_write", path=str(path),
                                      error=system_error(exc))) from None


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _meta(path: Path, conn: sqlite3.Connection, expected: str, kind: str) -> dict[str, str]:
    """The ``meta`` table of an event file of format ``expected`` (``kind``: its name in
    messages). Raises :class:`TournamentFileError` (the connection closed) for another kind
    of event file (a knockout file opened as a tournament) or a file without our ``meta``;
    ``sqlite3.Error`` when the file cannot be read."""
    tables = conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'")
    found = (dict(conn.execute("SELECT key, value FROM meta").fetchall())
             if tables.fetchone() else {})
    if found.get("format") == expected:
        return found
    conn.close()
    other = _KINDS.get(found.get("format", ""))
    if other is not None:
        raise TournamentFileError(say("tournament.other_kind", path=str(path),
                                      found=file_kind(other), kind=file_kind(kind)))
    raise TournamentFileError(say("tournament.not_ours", path=str(path)))


def _load(conn: sqlite3.Connection, meta: dict[str, str]) -> Tournament:
    config: dict[str, Any] = json.loads(meta["config"])
    players = [Player(n, name, unit, rating, Status(status), after, team)
               for n, name, unit, rating, status, after, team in
               conn.execute("SELECT * FROM players ORDER BY number")]
    rounds: dict[int, Round] = {}
    columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
    sheet_column = "sheet" if "sheet" in columns else "''"  # files from before sheets
    for rnd, board, red, black, result, rf, bf, sheet in conn.execute(
            "SELECT round, board, red, black, result, red_fouls, black_fouls, "
            f"{sheet_column} FROM games ORDER BY round, board"):
        rounds.setdefault(rnd, Round(rnd)).games.append(
            Game(board, red, black, None if result is None else Result(result), rf, bf, sheet))
    if sorted(rounds) != list(range(1, len(rounds) + 1)):
        raise ValueError("rounds are not numbered 1..n")
    sanctions = [Sanction(p, r, SanctionKind(k)) for p, r, k in conn.execute(
        "SELECT player, round, kind FROM sanctions ORDER BY id")]
    return Tournament(EventConfig.from_dict(config), players,
                      [rounds[k] for k in sorted(rounds)], sanctions)


class _Document(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


D = TypeVar("D", bound=_Document)


class DocumentFile(Generic[D]):
    """An event kept as one JSON document in its own SQLite file, written in one
    transaction per action: the same guarantees as :class:`TournamentFile` (atomic,
    kill -9 safe). Subclasses name the ``FORMAT`` and how to read the document back."""

    FORMAT = ""
    KIND = "event"

    def __init__(self, path: Path, conn: sqlite3.Connection, event: D) -> None:
        self.path = path
        self._conn = conn
        self.event = event

    @classmethod
    def _read(cls, data: dict[str, Any]) -> D:
        raise NotImplementedError

    @classmethod
    def create(cls, path: str | os.PathLike[str], event: D) -> Self:
        """Create ``path`` (it must not exist). Raises :class:`TournamentFileError`."""
        p = Path(path)
        conn = _connect_new(p)
        tf = cls(p, conn, event)
        _initialise(p, conn, "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);",
                    tf._save)
        return tf

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> Self:
        """Open a file of this kind. Raises :class:`TournamentFileError`."""
        p = Path(path)
        conn = _connect_existing(p)
        try:
            event = cls._read(json.loads(_meta(p, conn, cls.FORMAT, cls.KIND)["event"]))
        except (sqlite3.Error, KeyError, ValueError, TypeError) as exc:
            conn.close()
            raise TournamentFileError(say("tournament.not_readable_kind", path=str(p),
                                          kind=file_kind(cls.KIND),
                                          error=system_error(exc))) from None
        return cls(p, conn, event)

    def act(self, action: Callable[[D], T]) -> T:
        """Run ``action`` on a copy of the event and save it in one transaction; on any
        error the file and the event in memory are unchanged."""
        work = self._read(self.event.to_dict())
        out = action(work)
        previous, self.event = self.event, work
        try:
            self._save()
        except sqlite3.Error as exc:
            self.event = previous
            raise TournamentFileError(say("tournament.cannot_write", path=str(self.path),
                                          error=system_error(exc))) from None
        return out

    def _save(self) -> None:
        with _transaction(self._conn) as c:
            c.execute("DELETE FROM meta")
            c.executemany("INSERT INTO meta VALUES (?, ?)", [
                ("format", self.FORMAT),
                ("event", json.dumps(self.event.to_dict(), ensure_ascii=False))])

    def close(self) -> None:
        """Close the database connection."""
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class TeamEventFile(DocumentFile[TeamEvent]):
    """A team event (:class:`~.teamevent.TeamEvent`) in its own SQLite file."""

    FORMAT = "xiangqi-team-event/1"
    KIND = "team-event"

    @classmethod
    def _read(cls, data: dict[str, Any]) -> TeamEvent:
        return TeamEvent.from_dict(data)


class KnockoutFile(DocumentFile[KnockoutEvent]):
    """A knockout event (:class:`~.knockout.KnockoutEvent`) in its own SQLite file."""

    FORMAT = "xiangqi-knockout/1"
    KIND = "knockout"

    @classmethod
    def _read(cls, data: dict[str, Any]) -> KnockoutEvent:
        return KnockoutEvent.from_dict(data)


#: Which kind of event file each format is (the ``format`` key of the ``meta`` table).
_KINDS = {FORMAT: "event", TeamEventFile.FORMAT: TeamEventFile.KIND,
          KnockoutFile.FORMAT: KnockoutFile.KIND}
