"""Opening record files without blocking the window, and the game list of a collection.

:class:`IndexWorker` (a ``QThread``) indexes a file with
:mod:`xiangqi_gui.formats.index` — one pass over the bytes, headers only — and sends the
games to the UI thread in batches, then checks every game (moves parsed and replayed) and
sends each game's plies and problem. :class:`CollectionOpener` owns the "Games" dock
(:class:`~xiangqi_gui.ui.game_list.GameListWidget`): it shows game 1 as soon as the first
batch arrives, fills the list as batches come, and opens the game a row is double-clicked
on (parsed on request, never the whole file). A file that cannot be opened becomes an
error box naming the file and the reason; a bad game is marked in the list and the others
stay usable.

The session (:class:`~xiangqi_gui.app.session.AppSession`) routes files of at least
:data:`ASYNC_BYTES` here; smaller multi-game files are read at once and listed with
:meth:`CollectionOpener.list_loaded`.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QDockWidget

from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.index import FileIndex, GameEntry, open_index, scan_entries
from xiangqi_gui.formats.loader import LoadedFile
from xiangqi_gui.ui.game_list import GameListWidget

if TYPE_CHECKING:
    from xiangqi_gui.app.session import AppSession

#: Files at least this large are opened in the worker thread with the game list (16 KiB
#: of Chinese-notation PGN take about 0.5 s to read on a slow laptop; smaller files open
#: at once so callers get their answer synchronously).
ASYNC_BYTES = 16 * 1024
#: Seconds between two batches sent to the UI thread.
_BATCH_SECONDS = 0.15


class IndexWorker(QThread):
    """Indexes ``path`` then checks its games; see the module docstring.

    Signals (queued to the UI thread):
        opened(FileIndex): the file's index, entries still empty when scanned lazily.
        batch(list[GameEntry], float): newly found games and the share of bytes scanned.
        scanned(): every game has been found.
        checked(list[tuple[int, int, str]], float): (game index, plies, problem or "")
            for newly checked games, and the share checked.
        failed(str): the file cannot be opened (the message names file and reason).
    """

    opened = Signal(object)
    batch = Signal(object, float)
    scanned = Signal()
    checked = Signal(object, float)
    failed = Signal(str)

    def __init__(self, path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            index = open_index(self.path)
        except RecordError as exc:
            self.failed.emit(str(exc))
            return
        self.opened.emit(dataclasses.replace(index, entries=[]))
        try:
            entries = self._scan(index)
        except RecordError as exc:
            self.failed.emit(str(exc))
            return
        if entries is None:
            return
        self.scanned.emit()
        self._check(index, entries)

    def _scan(self, index: FileIndex) -> list[GameEntry] | None:
        entries: list[GameEntry] = list(index.entries)
        if index.complete:
            self.batch.emit(list(entries), 1.0)
            return entries
        pending: list[GameEntry] = []
        last = 0.0
        size = max(index.size, 1)
        with bulk_gc():
            for entry in scan_entries(index):
                entries.append(entry)
                pending.append(entry)
                now = time.monotonic()
                if len(entries) == 1 or now - last >= _BATCH_SECONDS:
                    if self.isInterruptionRequested():
                        return None
                    self.batch.emit(pending, index.scanned / size)
                    pending, last = [], now
        self.batch.emit(pending, 1.0)
        return entries

    def _check(self, index: FileIndex, entries: list[GameEntry]) -> None:
        done: list[tuple[int, int, str]] = []
        last = time.monotonic()
        total = max(len(entries), 1)
        with open(index.path, "rb") as handle:
            for number, entry in enumerate(entries):
                if self.isInterruptionRequested():
                    return
                try:
                    game = index.load_entry(entry, index.read_entry(entry, handle))
                    plies = sum(1 for _ in game.record.root.mainline())
                    done.append((entry.index, plies,
                                 "" if game.error is None else game.error.reason))
                except RecordError as exc:
                    done.append((entry.index, 0, exc.reason))
                now = time.monotonic()
                if now - last >= _BATCH_SECONDS:
                    self.checked.emit(done, (number + 1) / total)
                    done, last = [], now
        self.checked.emit(done, 1.0)


class CollectionOpener(QObject):
    """The "Games" dock of the main window and the worker that fills it."""

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
        self.window.closing.connect(self.stop)
        self.index: FileIndex | None = None
        self.loaded: LoadedFile | None = None
        self.worker: IndexWorker | None = None
        self._shown_first = False
        self._found = 0
        self._complete = False

    # -- opening ---------------------------------------------------------------------------
    def wants(self, path: str) -> bool:
        """True when ``path`` should be opened in the worker (large files)."""
        try:
            return Path(path).stat().st_size >= ASYNC_BYTES
        except OSError:
            return False

    def open(self, path: str) -> bool:
        """Start opening ``path`` in the worker; game 1 is shown when found. Returns True."""
        self.stop()
        self.loaded = None
        self.index = None
        self._shown_first = False
        self._found = 0
        self._complete = False
        self.list.model.clear()
        self.list.filter_edit.clear()
        self.list.set_progress(0.0, self.tr("Reading %p%").replace("%p", "0"))
        self.dock.setWindowTitle(self.tr("Games — {name}").format(name=Path(path).name))
        worker = IndexWorker(path, self)
        worker.opened.connect(self._on_opened)
        worker.batch.connect(self._on_batch)
        worker.scanned.connect(self._on_scanned)
        worker.checked.connect(self._on_checked)
        worker.failed.connect(self._on_failed)
        self.worker = worker
        self.window.show_message(self.tr("Opening {name}…").format(name=Path(path).name), 0)
        worker.start()
        return True

    def list_loaded(self, loaded: LoadedFile) -> None:
        """List the games of a file read at once (small files); shows the dock if > 1."""
        self.stop()
        self.loaded, self.index = loaded, None
        self._complete = True
        self.list.model.clear()
        self.list.model.append_games(g.record.headers for g in loaded.games)
        self.list.model.set_checked(
            (g.index, sum(1 for _ in g.record.root.mainline()),
             "" if g.error is None else g.error.reason) for g in loaded.games)
        self.list.set_progress(1.0, "")
        self.dock.setWindowTitle(self.tr("Games — {name}").format(name=Path(loaded.source).name))
        self.list.status.setText(self.tr("{n} games").format(n=len(loaded.games)))
        self.dock.setVisible(len(loaded.games) > 1)

    def stop(self) -> None:
        """Stop the worker (if any) and wait for it."""
        worker, self.worker = self.worker, None
        if worker is not None:
            for signal in (worker.opened, worker.batch, worker.scanned, worker.checked,
                           worker.failed):
                signal.disconnect()
            worker.requestInterruption()
            worker.wait()
            worker.deleteLater()

    def open_game(self, index: int, *, confirmed: bool = False) -> bool:
        """Open game ``index`` (0-based) of the listed file in the window; unless
        ``confirmed``, a game in progress is abandoned only after asking."""
        try:
            if self.loaded is not None:
                game = self.loaded.games[index]
                path = self.loaded.source
            elif self.index is not None:
                game = self.index.load(index)
                path = str(self.index.path)
            else:
                return False
        except (RecordError, IndexError) as exc:
            self.window.show_error(self.tr("Cannot open the game"), str(exc))
            return False
        if self.loaded is not None:
            count: int | None = len(self.loaded.games)
        else:
            count = self._found if self._complete else None
        shown = self.session.show_game(path, game, index, count, confirmed=confirmed)
        if shown:
            self.list.select_game(index)
        return shown

    # -- worker signals --------------------------------------------------------------------
    def _on_opened(self, index: FileIndex) -> None:
        self.index = index

    def _on_batch(self, entries: list[GameEntry], fraction: float) -> None:
        if self.index is None:
            return
        self.index.entries.extend(entries)
        self._found = len(self.index.entries)
        self.list.model.append_games([e.headers for e in entries], [e.plies for e in entries])
        self.list.status.setText(self.tr("{n} games").format(n=self._found))
        self.list.set_progress(fraction, self.tr("Reading… {n} games").format(n=self._found))
        if self._found > 1:
            self.dock.show()
        if not self._shown_first and self._found:
            self._shown_first = True
            if not self.open_game(0, confirmed=True):  # open_file asked already
                self.stop()

    def _on_scanned(self) -> None:
        self._complete = True
        if self.index is not None:
            self.index.complete = True
            if self._found == 0:
                self.window.show_error(self.tr("Cannot open the record"),
                                       self.tr("{path}: no game found.").format(
                                           path=self.index.path))
                self.stop()
                return
        self.list.set_progress(0.0, self.tr("Checking moves…"))

    def _on_checked(self, results: list[tuple[int, int, str]], fraction: float) -> None:
        self.list.model.set_checked(results)
        self.list.set_progress(fraction, self.tr("Checking moves… %p%"))

    def _on_failed(self, message: str) -> None:
        self.list.set_progress(1.0, "")
        self.window.show_error(self.tr("Cannot open the record"), message)
