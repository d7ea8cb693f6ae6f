"""Opening record files without blocking the window, and the game list of a collection.

Every file opened from the window (File ▸ Open, Recent files, a dropped file, the command
line) is read here, off the UI thread (issue 12: the UI thread never blocks long):

* :class:`IndexWorker` (a ``QThread``) indexes the file with
  :mod:`xiangqi_gui.formats.index` — one pass over the bytes, headers only — builds game 1
  (parsed and replayed) and sends it, sends the games to the UI thread in batches of at
  most :data:`BATCH_ROWS`, then checks every game (moves parsed and replayed) and sends
  each game's plies and problem.
* :class:`GameLoader` (a ``QThread``) parses and replays the one game a row of the list is
  double-clicked on (never the whole file).

The UI thread only inserts rows (bounded batches, values cut for display by
:mod:`xiangqi_gui.game.display`) and shows a game already built.
:class:`CollectionOpener` owns the "Games" dock
(:class:`~xiangqi_gui.ui.game_list.GameListWidget`): it shows game 1 as soon as it is
built, fills the list as batches come, and opens the game a row is double-clicked on. A
file that cannot be opened becomes an error box naming the file, the place and the
reason; a bad game is marked in the list and the others stay usable.
"""

from __future__ import annotations

import dataclasses
import gc
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, SignalInstance
from PySide6.QtWidgets import QDockWidget

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.index import FileIndex, GameEntry, open_index, scan_entries
from xiangqi_gui.formats.loader import LoadedFile
from xiangqi_gui.ui.game_list import GameListWidget, clip_mark, game_row
from xiangqi_gui.ui.record_text import record_error_text, record_reason

if TYPE_CHECKING:
    from xiangqi_gui.app.session import AppSession

#: Games checked between two collections of young objects (see IndexWorker._check).
_COLLECT_EVERY = 16
#: Seconds between two batches sent to the UI thread.
_BATCH_SECONDS = 0.25
#: Most games sent to the UI thread in one batch (one model insert of this many rows
#: takes a few milliseconds; a larger find is split).
BATCH_ROWS = 500


#: The worker thread works at most this long (seconds) before it pauses ...
_WORK_SECONDS = 0.004
#: ... this long, so that the UI thread finds the interpreter lock free at once (a Python
#: thread otherwise keeps it up to the switch interval each time the UI thread wants it
#: back after a Qt call, and heartbeat gaps grew to 0.3-1 s on a loaded machine).
_PAUSE_SECONDS = 0.001


class _Pacer:
    """Call :meth:`pace` between two pieces of work in a worker thread."""

    def __init__(self) -> None:
        self.since = time.monotonic()

    def pace(self) -> None:
        now = time.monotonic()
        if now - self.since >= _WORK_SECONDS:
            time.sleep(_PAUSE_SECONDS)
            self.since = time.monotonic()


class IndexWorker(QThread):
    """Indexes ``path``, builds game 1, then checks every game; see the module docstring.

    Signals (queued to the UI thread):
        opened(FileIndex): the file's index, entries still empty (they come in batches).
        batch(list[GameEntry], list[list], float): newly found games, their list rows
            (:func:`~xiangqi_gui.ui.game_list.game_row`, made here) and the share of bytes
            scanned.
        first(LoadedGame): game 1, parsed and replayed (its ``error`` set when partly read).
        scanned(): every game has been found.
        checked(list[tuple[int, int, str]], float): (game index, plies, problem or "")
            for newly checked games, and the share checked.
        failed(str): the file cannot be opened (the text names file, place and reason).
    """

    opened = Signal(object)
    batch = Signal(object, object, float)
    first = Signal(object)
    scanned = Signal()
    checked = Signal(object, float)
    failed = Signal(str)

    def __init__(self, path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.mark = clip_mark()  # translated here, in the UI thread
        self._first_checked: tuple[int, int, str] | None = None

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            index = open_index(self.path)
            self.opened.emit(dataclasses.replace(index, entries=[]))
            entries = self._scan(index)
        except RecordError as exc:
            self.failed.emit(record_error_text(exc))
            return
        if entries is None:
            return
        self.scanned.emit()
        self._check(index, entries)

    def _emit(self, entries: list[GameEntry], fraction: float) -> None:
        self.batch.emit(entries, [game_row(e.headers, self.mark, e.plies) for e in entries],
                        fraction)

    def _send(self, entries: list[GameEntry], fraction: float) -> None:
        for start in range(0, len(entries), BATCH_ROWS):
            self._emit(entries[start:start + BATCH_ROWS], fraction)

    def _first(self, index: FileIndex, entry: GameEntry) -> None:
        """Build game 1 here and send it (a RecordError: the file went away); its check
        result is kept for :meth:`_check` (a one-game file is built once)."""
        game = index.load_entry(entry, index.read_entry(entry))
        self._first_checked = (entry.index, sum(1 for _ in game.record.root.mainline()),
                               "" if game.error is None else record_reason(game.error))
        self.first.emit(game)

    def _scan(self, index: FileIndex) -> list[GameEntry] | None:
        entries: list[GameEntry] = list(index.entries)
        if index.complete:
            self._send(entries, 1.0)
            if entries:
                self._first(index, entries[0])
            return entries
        pending: list[GameEntry] = []
        last = 0.0
        size = max(index.size, 1)
        pacer = _Pacer()
        with bulk_gc():
            for entry in scan_entries(index):
                pacer.pace()
                entries.append(entry)
                pending.append(entry)
                now = time.monotonic()
                if len(entries) == 1 or len(pending) >= BATCH_ROWS \
                        or now - last >= _BATCH_SECONDS:
                    if self.isInterruptionRequested():
                        return None
                    self._emit(pending, index.scanned / size)
                    if len(entries) == 1:
                        self._first(index, entry)
                    pending, last = [], now
        self._emit(pending, 1.0)
        return entries

    def _check(self, index: FileIndex, entries: list[GameEntry]) -> None:
        """Build every game once; the automatic collector stays off (a full collection
        over the index and the window's objects took 120-140 ms, holding the interpreter
        lock the UI thread needs), young objects are collected every
        :data:`_COLLECT_EVERY` games instead (each game's tree is garbage once checked)."""
        done: list[tuple[int, int, str]] = []
        last = time.monotonic()
        total = max(len(entries), 1)
        pacer = _Pacer()
        with open(index.path, "rb") as handle, bulk_gc():
            for number, entry in enumerate(entries):
                pacer.pace()
                if number % _COLLECT_EVERY == _COLLECT_EVERY - 1:
                    gc.collect(1 if number % (16 * _COLLECT_EVERY) == 15 * _COLLECT_EVERY
                               else 0)
                if self.isInterruptionRequested():
                    return
                if number == 0 and self._first_checked is not None:
                    done.append(self._first_checked)
                    continue
                try:
                    game = index.load_entry(entry, index.read_entry(entry, handle))
                    plies = sum(1 for _ in game.record.root.mainline())
                    done.append((entry.index, plies,
                                 "" if game.error is None else record_reason(game.error)))
                except RecordError as exc:
                    done.append((entry.index, 0, record_reason(exc)))
                now = time.monotonic()
                if len(done) >= BATCH_ROWS or now - last >= _BATCH_SECONDS:
                    self.checked.emit(done, (number + 1) / total)
                    done, last = [], now
        self.checked.emit(done, 1.0)


class GameLoader(QThread):
    """Parses and replays game ``number`` of ``index`` (re-indexing a file changed on disk).

    Signals (queued to the UI thread):
        loaded(int, LoadedGame): the game (its ``error`` set when partly read).
        failed(int, str): it cannot be read (the text names file, place and reason).
    """

    loaded = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, index: FileIndex, number: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.number = number

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            game = self.index.load(self.number)
        except RecordError as exc:
            self.failed.emit(self.number, record_error_text(exc))
            return
        except IndexError:
            self.failed.emit(self.number, QCoreApplication.translate(
                "CollectionOpener", "{path}: there is no game {n} any more.").format(
                    path=self.index.path, n=self.number + 1))
            return
        self.loaded.emit(self.number, game)


class CollectionOpener(QObject):
    """The "Games" dock of the main window and the workers that fill it and load games.

    Signals:
        idle(): nothing is being opened any more (game shown, or the opening failed or
            was given up); the game list may still be filling and checking.
    """

    idle = Signal()

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.session = session
        self.window = session.window
        self.list = GameListWidget()
        self.dock = QDockWidget(self.tr("Games"), self.window)
        self.dock.setObjectName("gameListDock")
        self.dock.setWidget(self.list)
        # beside the board like the Study panes (under it, the list took the board's height)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.list.game_activated.connect(self.open_game)
        self.window.closing.connect(lambda: self.stop(wait=True))
        self.index: FileIndex | None = None
        self.loaded: LoadedFile | None = None
        self.worker: IndexWorker | None = None
        self.loader: GameLoader | None = None
        self._retired: set[QThread] = set()  # stopped workers still ending their step
        self.path: str | None = None
        #: True while a file or game is being read to be shown (see :attr:`idle`)
        self.busy = False
        self._found = 0
        self._complete = False

    # -- opening ---------------------------------------------------------------------------
    def wants(self, path: str) -> bool:
        """True: every file is opened in the worker (kept for callers; any size)."""
        return bool(path)

    def open(self, path: str) -> bool:
        """Start opening ``path`` in the worker; game 1 is shown when built. Returns True
        ("started"); errors come later as message boxes."""
        self.stop()
        self.loaded = None
        self.index = None
        self.path = path
        self._found = 0
        self._complete = False
        self.list.model.clear()
        self.list.filter_edit.clear()
        self.list.set_progress(0.0, self.tr("Reading %p%").replace("%p", "0"))
        self.dock.setWindowTitle(self.tr("Games — {name}").format(name=Path(path).name))
        worker = IndexWorker(path, self)
        worker.opened.connect(self._on_opened)
        worker.batch.connect(self._on_batch)
        worker.first.connect(self._on_first)
        worker.scanned.connect(self._on_scanned)
        worker.checked.connect(self._on_checked)
        worker.failed.connect(self._on_failed)
        self.worker = worker
        self.busy = True
        self.window.show_message(self.tr("Opening {name}…").format(name=Path(path).name), 0)
        worker.start()
        return True

    def list_loaded(self, loaded: LoadedFile) -> None:
        """List the games of a file already read whole; shows the dock if > 1."""
        self.stop()
        self.loaded, self.index = loaded, None
        self.path = loaded.source
        self._complete = True
        self.list.model.clear()
        self.list.model.append_games(g.record.headers for g in loaded.games)
        self.list.model.set_checked(
            (g.index, sum(1 for _ in g.record.root.mainline()),
             "" if g.error is None else record_reason(g.error)) for g in loaded.games)
        self.list.set_progress(1.0, "")
        self.dock.setWindowTitle(self.tr("Games — {name}").format(name=Path(loaded.source).name))
        self.list.status.setText(self.tr("{n} games").format(n=len(loaded.games)))
        self.dock.setVisible(len(loaded.games) > 1)

    def stop(self, *, wait: bool = False) -> None:
        """Stop the workers (if any): their signals are cut at once and they end after the
        step in hand (a game being built); with ``wait`` (the window closing) this returns
        only when they have ended, else they finish on their own (the UI thread never
        waits for a 50 MB game to be built)."""
        loader, self.loader = self.loader, None
        worker, self.worker = self.worker, None
        for thread in (loader, worker):
            if thread is None:
                continue
            signals: tuple[SignalInstance, ...]
            if isinstance(thread, GameLoader):
                signals = (thread.loaded, thread.failed)
            else:
                signals = (thread.opened, thread.batch, thread.first, thread.scanned,
                           thread.checked, thread.failed)
            for signal in signals:
                signal.disconnect()
            thread.requestInterruption()
            self._retire(thread, wait)
        if wait:
            for retired in list(self._retired):
                retired.wait()
        self._set_idle()

    def _stop_loader(self) -> None:
        loader, self.loader = self.loader, None
        if loader is not None:
            loader.loaded.disconnect()
            loader.failed.disconnect()
            self._retire(loader, False)

    def _retire(self, thread: QThread, wait: bool) -> None:
        """Delete ``thread`` once it has ended (kept referenced until then)."""
        if wait:
            thread.wait()
        if thread.isFinished():
            thread.deleteLater()
            return
        self._retired.add(thread)

        def gone() -> None:
            self._retired.discard(thread)
            thread.deleteLater()

        thread.finished.connect(gone)

    def _set_idle(self) -> None:
        if self.busy:
            self.busy = False
            self.idle.emit()

    def open_game(self, index: int, *, confirmed: bool = False) -> bool:
        """Open game ``index`` (0-based) of the listed file in the window; unless
        ``confirmed``, a game in progress is abandoned only after asking. A game of a file
        read whole shows at once; otherwise it is read in a :class:`GameLoader` and shown
        when built (True then means "started")."""
        if not confirmed and not self.session.may_abandon():
            return False
        if self.loaded is not None:
            if not 0 <= index < len(self.loaded.games):
                return False
            shown = self._show(self.loaded.source, self.loaded.games[index], index)
            return shown
        if self.index is None:
            return False
        self._stop_loader()
        loader = GameLoader(self.index, index, self)
        loader.loaded.connect(self._on_game_loaded)
        loader.failed.connect(self._on_game_failed)
        self.loader = loader
        self.busy = True
        loader.start()
        return True

    def _show(self, path: str, game: LoadedGame, index: int) -> bool:
        if self.loaded is not None:
            count: int | None = len(self.loaded.games)
        else:
            count = self._found if self._complete else None
        shown = self.session.show_game(path, game, index, count, confirmed=True)
        if shown:
            self.list.select_game(index)
        return shown

    # -- worker signals --------------------------------------------------------------------
    def _on_opened(self, index: FileIndex) -> None:
        self.index = index

    def _on_batch(self, entries: list[GameEntry], rows: list[list[Any]],
                  fraction: float) -> None:
        if self.index is None:
            return
        self.index.entries.extend(entries)
        self._found = len(self.index.entries)
        self.list.model.append_rows(rows)
        if self.list.set_progress(fraction,
                                  self.tr("Reading… {n} games").format(n=self._found)):
            self.list.status.setText(self.tr("{n} games").format(n=self._found))
        if self._found > 1:
            self.dock.show()

    def _on_first(self, game: LoadedGame) -> None:
        if self.path is None:
            return
        self._set_idle()
        if not self._show(self.path, game, 0):  # open_file asked already
            self.stop()

    def _on_scanned(self) -> None:
        self._complete = True
        self.list.status.setText(self.tr("{n} games").format(n=self._found))
        if self.index is not None:
            self.index.complete = True
            if self._found == 0:
                self.stop()
                self.list.set_progress(1.0, "")
                self.window.show_error(self.tr("Cannot open the record"),
                                       self.tr("{path}: no game found.").format(
                                           path=self.index.path))
                return
        self.list.set_progress(0.0, self.tr("Checking moves…"))

    def _on_checked(self, results: list[tuple[int, int, str]], fraction: float) -> None:
        self.list.model.set_checked(results)
        self.list.set_progress(fraction, self.tr("Checking moves… %p%"))

    def _on_failed(self, message: str) -> None:
        self.list.set_progress(1.0, "")
        self._set_idle()
        self.window.show_error(self.tr("Cannot open the record"), message)

    def _on_game_loaded(self, number: int, game: LoadedGame) -> None:
        path = str(self.index.path) if self.index is not None else self.path
        self._stop_loader()
        self._set_idle()
        if path is not None:
            self._show(path, game, number)

    def _on_game_failed(self, _number: int, message: str) -> None:
        self._stop_loader()
        self._set_idle()
        self.window.show_error(self.tr("Cannot open the game"), message)
