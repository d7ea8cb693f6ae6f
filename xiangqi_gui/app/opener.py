"""Opening record files without blocking the window, and the game list of a collection.

Every file opened from the window (File ▸ Open, Recent files, a dropped file, the command
line) is read here, off the UI thread (issue 12: the UI thread never blocks long):

* :class:`IndexWorker` (a ``QThread``) runs :mod:`xiangqi_gui.formats.open_stream`: it
  indexes the file — one pass over the bytes, headers only — builds game 1 (parsed and
  replayed) and sends it, sends the games to the UI thread in batches of at most
  :data:`~xiangqi_gui.formats.open_stream.BATCH_ROWS`, then checks every game (moves
  parsed and replayed) and sends each game's plies and problem. A big file
  (:data:`PROCESS_BYTES`) is read by a child process, the thread only passing its
  messages on.
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

import builtins
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, SignalInstance
from PySide6.QtWidgets import QDockWidget

from xiangqi_gui.app.browser import PreparedLine, prepare_line
from xiangqi_gui.app.child import Child
from xiangqi_gui.app.threads import retire
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.texts import say
from xiangqi_gui.rules import FenError, IllegalMoveError
from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.ui.dock_content import DockContent
from xiangqi_gui.ui.game_list import GameListWidget, KeptRows, clip_mark
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import render
from xiangqi_gui.ui.pacing import Pacer
from xiangqi_gui.ui.record_text import record_error_text, record_reason

if TYPE_CHECKING:  # the readers load in the worker at the first file opened (start-up)
    from xiangqi_gui.app.session import AppSession
    from xiangqi_gui.formats import open_stream
    from xiangqi_gui.formats.build import LoadedGame
    from xiangqi_gui.formats.index import FileIndex, GameEntry
    from xiangqi_gui.formats.loader import LoadedFile

#: Most games sent to the UI thread in one batch (one model insert of this many rows
#: takes a few milliseconds; a larger find is split).
#: Files of at least this many bytes are indexed and checked in a child process
#: (:func:`~xiangqi_gui.formats.open_stream.serve`); smaller ones in the worker thread
#: itself (a child process takes about half a second to start).
PROCESS_BYTES = 1 << 20


class IndexWorker(QThread):
    """Opens ``path``: the messages of :func:`~xiangqi_gui.formats.open_stream.open_messages`
    (index, game 1, check of every game) become signals. A file of at least
    :data:`PROCESS_BYTES` is read by a child process (:mod:`xiangqi_gui.app.child`) and
    this thread only unpickles its messages, so the pure-Python work never holds the
    interpreter lock the UI thread needs; a smaller file is read here, pausing now and then
    (:class:`~xiangqi_gui.ui.pacing.Pacer`). :meth:`cancel` ends the child at once.

    Signals (queued to the UI thread):
        opened(FileIndex): the file's index, entries still empty (they come in batches).
        batch(list[GameEntry], list[list], float): newly found games, their list rows
            (:func:`~xiangqi_gui.game.display.list_row`) and the share of bytes scanned.
        first(LoadedGame): game 1, parsed and replayed (its ``error`` set when partly read).
        scanned(): every game has been found.
        checked(list[tuple[int, int, str]], float): (game index, plies, problem or "")
            for newly checked games, and the share checked.
        failed(str): the file cannot be opened (the text names file, place and reason).
    """

    opened = Signal(object)
    batch = Signal(object, object, float)
    first = Signal(object, object)  # LoadedGame, its PreparedLine or None
    scanned = Signal()
    checked = Signal(object, float)
    failed = Signal(str)

    def __init__(self, path: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.mark = clip_mark()  # translated here, in the UI thread
        self.index: FileIndex | None = None
        #: True when the file was read by a child process (set in :meth:`run`)
        self.in_process = False
        self._child: Child | None = None

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            size = Path(self.path).stat().st_size
        except OSError:
            size = 0  # open_messages names the problem
        self.in_process = size >= PROCESS_BYTES
        if self.in_process:
            self._run_child()
            return
        from xiangqi_gui.formats import open_stream

        messages = open_stream.open_messages(self.path, self.mark,
                                             interrupted=self.isInterruptionRequested,
                                             pace=Pacer().pace)
        for message in messages:
            self._dispatch(message)

    def _run_child(self) -> None:
        """Start the child, pass its messages on until ``("end",)``, a stop request
        (:meth:`cancel` ends the child) or its death (then ``failed`` names the exit
        code)."""
        try:
            child = Child("--open-stream", [self.path, self.mark])
        except OSError as exc:
            self.failed.emit(QCoreApplication.translate(
                "CollectionOpener", "{path}: the reading process cannot start ({reason}).")
                .format(path=self.path, reason=render(system_error(exc))))
            return
        self._child = child
        for message in child.messages(self.isInterruptionRequested):
            self._dispatch(message)
        if not child.ended and not self.isInterruptionRequested():
            self.failed.emit(QCoreApplication.translate(
                "CollectionOpener", "{path}: the reading process stopped unexpectedly "
                "(exit code {code}).").format(path=self.path, code=child.exit_code))

    def cancel(self) -> None:
        """Ask the worker to stop (any thread); a child process is ended at once."""
        self.requestInterruption()
        child = self._child
        if child is not None:
            child.kill()

    def _dispatch(self, message: open_stream.Message) -> None:
        """Emit the signal of one message (see the module docstring of open_stream)."""
        kind = message[0]
        if kind == "opened":
            self.index = message[1]
            self.opened.emit(message[1])
        elif kind == "batch":
            self.batch.emit(message[1], message[2], message[3])
        elif kind == "first":
            self.first.emit(message[1], prepared(message[1]))
        elif kind == "first_entry" and self.index is not None:
            entry = message[1]  # too deep to send whole: built here
            try:
                game = self.index.load_entry(entry, self.index.read_entry(entry))
                self.first.emit(game, prepared(game))
            except OSError as exc:  # the file went away meanwhile (as the index says it)
                self.failed.emit(record_error_text(RecordError(
                    self.path, Location(),
                    message=say("record.cannot_read", error=system_error(exc)))))
            except RecordError as exc:
                self.failed.emit(record_error_text(exc))
        elif kind == "scanned":
            self.scanned.emit()
        elif kind == "checked":  # problems as messages (or English text): shown translated
            self.checked.emit([(number, plies, render(problem) if problem else "")
                               for number, plies, problem in message[1]], message[2])
        elif kind == "failed":
            self.failed.emit(record_error_text(message[1]))


class GameLoader(QThread):
    """Parses and replays game ``number`` of ``index`` (re-indexing a file changed on disk).

    Signals (queued to the UI thread):
        loaded(int, LoadedGame): the game (its ``error`` set when partly read).
        failed(int, str): it cannot be read (the text names file, place and reason).
    """

    loaded = Signal(int, object, object)  # number, LoadedGame, its PreparedLine or None
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
        self.loaded.emit(self.number, game, prepared(game))


def prepared(game: LoadedGame) -> PreparedLine | None:
    """``game``'s main line made ready to show (:func:`~.browser.prepare_line`), here in the
    worker: replaying a long game in the UI thread blocked it (issue 12). None when that
    fails: the UI thread tries again and says why."""
    try:
        return prepare_line(game.record)
    except (FenError, IllegalMoveError, ValueError):
        return None


@dataclass
class _Listing:
    """The list of the file listed before another one is opened: shown again when that
    one cannot be opened (its rows as :meth:`~.game_list.GameListModel.take_rows` gave
    them)."""

    path: str | None
    loaded: LoadedFile | None
    index: FileIndex | None
    found: int
    complete: bool
    rows: KeptRows
    filter: str
    shown: bool


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
        self.dock = QDockWidget(self.window)
        live(self.dock, lambda: self.dock.setWindowTitle(self.tr("Games")))
        self.dock.setObjectName("gameListDock")
        self._list = DockContent(self.dock, self._build_list)  # built when first needed
        # beside the board like the Study panes (under it, the list took the board's height)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
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
        self._previous: _Listing | None = None
        """The previous file's list while another file is being opened (until its game 1
        shows); shown again when that one cannot be opened."""

    @property
    def list(self) -> GameListWidget:
        """The games list (built at the first use or show of the dock: start-up). The name
        hides the built-in in this class: its annotations say ``builtins.list``."""
        return self._list.widget()

    def _build_list(self) -> GameListWidget:
        games = GameListWidget()
        games.game_activated.connect(self.open_game)
        return games

    # -- opening ---------------------------------------------------------------------------

    def _set_title(self, path: str) -> None:
        """Name the file listed above the list (the dock's title is "Games" alone: as a tab
        beside three others on a laptop, "Games — name.pgn" left them "T…" and "P…")."""
        self.list.set_source(Path(path).name, path)
    def wants(self, path: str) -> bool:
        """True: every file is opened in the worker (kept for callers; any size)."""
        return bool(path)

    def open(self, path: str) -> bool:
        """Start opening ``path`` in the worker; game 1 is shown when built. Returns True
        ("started"); errors come later as message boxes."""
        self.stop()
        if self._previous is None:  # else the list holds the part of a file never shown
            self._previous = _Listing(self.path, self.loaded, self.index, self._found,
                                      self._complete, self.list.model.take_rows(),
                                      self.list.filter_edit.text(), self.dock.isVisible())
        self.loaded = None
        self.index = None
        self.path = path
        self._found = 0
        self._complete = False
        self.list.model.clear()
        self.list.filter_edit.clear()
        self.dock.hide()  # shown again once a second game is found (a multi-game file)
        self.list.set_progress(0.0, self.tr("Reading %p%").replace("%p", "0"))
        self._set_title(path)
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

    def games_in(self, path: str, *, complete: bool = False) -> int | None:
        """How many games of ``path`` were found so far (all of them once the scan is
        complete), or None when ``path`` is not the file listed (with ``complete``: also
        while it is still being scanned)."""
        if self.path is None or path != self.path or (complete and not self._complete):
            return None
        return len(self.loaded.games) if self.loaded is not None else self._found

    def settle_dock(self) -> None:
        """Show the Games dock only while a file of several games is listed (a layout
        restored from the last run may bring it back empty, for an untitled game)."""
        count = self.games_in(self.path) if self.path is not None else None
        self.dock.setVisible(count is not None and count > 1)

    def list_loaded(self, loaded: LoadedFile) -> None:
        """List the games of a file already read whole; shows the dock if > 1."""
        self.stop()
        self._previous = None
        self.loaded, self.index = loaded, None
        self.path = loaded.source
        self._complete = True
        self.list.model.clear()
        self.list.model.append_games(g.record.headers for g in loaded.games)
        self.list.model.set_checked(
            (g.index, g.record.mainline_length(),
             "" if g.error is None else record_reason(g.error)) for g in loaded.games)
        self.list.set_progress(1.0, "")
        self._set_title(loaded.source)
        self.list.show_count()
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
            if isinstance(thread, IndexWorker):
                thread.cancel()
            else:
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
        retire(thread, self._retired)

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

    def _show(self, path: str, game: LoadedGame, index: int,
              prepared: PreparedLine | None = None) -> bool:
        if self.loaded is not None:
            count: int | None = len(self.loaded.games)
        else:
            count = self._found if self._complete else None
        shown = self.session.show_game(path, game, index, count, confirmed=True,
                                       prepared=prepared)
        if shown:
            self.list.select_game(index)
        return shown

    # -- worker signals --------------------------------------------------------------------
    def _on_opened(self, index: FileIndex) -> None:
        self.index = index

    def _on_batch(self, entries: builtins.list[GameEntry], rows: builtins.list[builtins.list[Any]],
                  fraction: float) -> None:
        if self.index is None:
            return
        self.index.entries.extend(entries)
        self._found = len(self.index.entries)
        self.list.model.append_rows(rows)
        if self.list.set_progress(fraction,
                                  self.tr("Reading… {n} games").format(n=self._found)):
            self.list.show_count()
        if self._found > 1:
            self.dock.show()

    def _on_first(self, game: LoadedGame, prepared: PreparedLine | None = None) -> None:
        if self.path is None:
            return
        self._set_idle()
        if self._show(self.path, game, 0, prepared):  # open_file asked already
            self._previous = None  # the new file is the one shown now
        else:
            self.stop()
            self._not_opened()

    def _not_opened(self) -> None:
        """The file being opened was not shown: the status bar says so (no longer
        "Opening…") and the list of the file before it comes back as it was."""
        previous, self._previous = self._previous, None
        if previous is None:
            return  # its game 1 was shown: the list is the new file's
        if self.path is not None:
            self.window.show_message(self.tr("{name} was not opened.").format(
                name=Path(self.path).name))
        self.path, self.loaded, self.index = previous.path, previous.loaded, previous.index
        self._found, self._complete = previous.found, previous.complete
        self.list.model.put_rows(previous.rows)
        self.list.filter_edit.setText(previous.filter)
        self.list.apply_filter()
        self.list.set_progress(1.0, "")
        self.list.set_source(*((Path(self.path).name, self.path) if self.path else ("", "")))
        if self.list.model.rowCount():
            self.list.show_count()
        self.dock.setVisible(previous.shown)
        if self.path is not None and self.session.record_path == self.path:
            self.list.select_game(self.session.record_index)

    def _on_scanned(self) -> None:
        self._complete = True
        self.list.show_count()
        if self.index is not None:
            self.index.complete = True
            if self._found == 0:
                self.stop()
                self.list.set_progress(1.0, "")
                self.window.show_error(self.tr("Cannot open the record"),
                                       self.tr("{path}: no game found.").format(
                                           path=self.index.path))
                self._not_opened()
                return
        self.list.set_progress(0.0, self.tr("Checking moves…"))

    def _on_checked(self, results: builtins.list[tuple[int, int, str]],
                    fraction: float) -> None:
        self.list.model.set_checked(results)
        self.list.set_progress(fraction, self.tr("Checking moves… %p%"))

    def _on_failed(self, message: str) -> None:
        self.list.set_progress(1.0, "")
        self._set_idle()
        self.window.show_error(self.tr("Cannot open the record"), message)
        if self._previous is not None:  # game 1 never showed: nothing of the file is kept
            self.stop()
            self._not_opened()

    def _on_game_loaded(self, number: int, game: LoadedGame,
                        prepared: PreparedLine | None = None) -> None:
        path = str(self.index.path) if self.index is not None else self.path
        self._stop_loader()
        self._set_idle()
        if path is not None:
            self._show(path, game, number, prepared)

    def _on_game_failed(self, _number: int, message: str) -> None:
        self._stop_loader()
        self._set_idle()
        self.window.show_error(self.tr("Cannot open the game"), message)
