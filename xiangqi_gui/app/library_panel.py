"""The game library in the main window: a "Library" dock and menu (issue 14).

:class:`LibraryPanel` connects the :class:`~xiangqi_gui.ui.library_pane.LibraryPane` to
the library database (:mod:`xiangqi_gui.library`) in the data folder: header searches and
"this position" searches (the board shown now, with mirror / colour options) run on the UI
thread (indexed queries, tens of milliseconds); imports run in a child process driven by
an :class:`ImportWorker` thread, with a progress bar. A double-clicked game is read and
built in a :class:`GameReader` thread and opens in the window like a record file. A
damaged library file is reported with an offer to rebuild it (the file is kept aside),
never a crash.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QDockWidget, QFileDialog

from xiangqi_gui.app.browser import PreparedLine
from xiangqi_gui.app.child import Child
from xiangqi_gui.app.opener import prepared
from xiangqi_gui.app.threads import retire
from xiangqi_gui.formats.errors import Location
from xiangqi_gui.library.location import default_library_path
from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.dock_content import DockContent
from xiangqi_gui.ui.library_pane import LibraryPane
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import error_text, render
from xiangqi_gui.ui.record_text import record_place

if TYPE_CHECKING:  # the database code loads at the library's first use (start-up)
    from xiangqi_gui.app.session import AppSession
    from xiangqi_gui.formats.build import LoadedGame
    from xiangqi_gui.library import Library
    from xiangqi_gui.library.importer import ImportProblem, ImportReport

SEARCH_LIMIT = 2000
"""Games a search lists at most (a longer table would be slow to fill and to look
through); the summary says how many matched in all."""


class ImportWorker(QThread):
    """Imports ``paths`` into the library at ``db_path``: a child process
    (:mod:`xiangqi_gui.library.import_stream`, its own connection) does the work and this
    thread passes its messages on as signals (issue 12: the import never holds the
    interpreter lock the UI thread needs). :meth:`cancel` ends the child at once (the
    batches it committed stay, :mod:`xiangqi_gui.library.importer`).

    Signals:
        progress(int, int, int, str): files done, files total, games imported, file.
        finished_report(ImportReport, int): what the import did, and the games now in
            the library (shown in the UI language by the panel).
        failed(str): the library could not be opened or written, or the import stopped.
    """

    progress = Signal(int, int, int, str)
    finished_report = Signal(object, int)
    failed = Signal(str)

    def __init__(self, db_path: Path, paths: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path, self.paths = db_path, paths
        self._child: Child | None = None

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            child = Child("--import-stream", [str(self.db_path), *self.paths])
        except OSError as exc:
            self.failed.emit(self.tr("The import cannot start: {reason}.").format(
                reason=render(system_error(exc))))
            return
        self._child = child
        if self.isInterruptionRequested():
            child.kill()
        for message in child.messages(self.isInterruptionRequested):
            if message[0] == "progress":
                self.progress.emit(*message[1:])
            elif message[0] == "failed":  # the message in the UI language, if it came
                failure = message[2] if len(message) > 2 else None
                self.failed.emit(render(failure) if failure is not None else message[1])
            elif message[0] == "report":
                self.finished_report.emit(message[1], message[2])
        if not child.ended:
            self.failed.emit(self.tr("The import stopped before the end (exit code {code}); "
                                     "the games imported so far are kept.").format(
                code=child.exit_code))

    def cancel(self) -> None:
        """Stop the import now (any thread): the child process is ended."""
        self.requestInterruption()
        if self._child is not None:
            self._child.kill()


class GameReader(QThread):
    """Reads game ``game_id`` of the library at ``db_path`` (own connection) and builds
    its record off the UI thread, as File ▸ Open does (:mod:`xiangqi_gui.app.opener`).

    Signals:
        loaded(int, LoadedGame, str, PreparedLine or None): the game, ready to show, the
            file it was imported from (``LoadedGame.index``: its 0-based place in that
            file) and its main line made ready (:func:`~xiangqi_gui.app.opener.prepared`).
        failed(str): it cannot be read.
    """

    loaded = Signal(int, object, str, object)
    failed = Signal(str)

    def __init__(self, db_path: Path, game_id: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path, self.game_id = db_path, game_id

    def run(self) -> None:  # noqa: D102 (QThread API)
        from xiangqi_gui.formats.build import LoadedGame
        from xiangqi_gui.library import Library, LibraryError

        try:
            with Library(self.db_path) as library:
                record = library.record(self.game_id)
                rows = library.rows("g.id = ?", (self.game_id,))
        except LibraryError as exc:
            self.failed.emit(error_text(exc))
            return
        source, index = (rows[0].source, rows[0].game_index) if rows else (
            str(self.db_path), self.game_id - 1)
        game = LoadedGame(record, None, index)
        self.loaded.emit(self.game_id, game, source, prepared(game))


class LibraryPanel(QObject):
    """The "Library" dock of the main window; see the module docstring."""

    def __init__(self, session: AppSession, db_path: Path | None = None) -> None:
        super().__init__(session)
        self.session = session
        self.window = session.window
        self.db_path = db_path or default_library_path()
        self.dock = QDockWidget(self.window)
        self.dock.setObjectName("libraryDock")
        self._pane = DockContent(self.dock, self._build_pane)  # built when first needed
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        menu = self.window.menuBar().addMenu("")
        toggle = self.dock.toggleViewAction()
        menu.addAction(toggle)
        files = menu.addAction("", self.import_files)
        folder = menu.addAction("", self.import_folder)

        def retranslate() -> None:  # the dock's title first: it names the toggle action too
            self.dock.setWindowTitle(self.tr("Library"))
            menu.setTitle(self.tr("&Library"))
            toggle.setText(self.tr("Show library"))
            files.setText(self.tr("Import files…"))
            folder.setText(self.tr("Import folder…"))
        live(self, retranslate)  # the panel lives as long as the window
        self.worker: ImportWorker | None = None
        self.reader: GameReader | None = None
        self._retired: set[QThread] = set()  # ended workers, deleted when finished
        self._checked = False
        self.window.closing.connect(self.stop)

    @property
    def pane(self) -> LibraryPane:
        """The library's pane (built at the first use or show of the dock: start-up)."""
        return self._pane.widget()

    def _build_pane(self) -> LibraryPane:
        pane = LibraryPane()
        pane.search_requested.connect(self.search)
        pane.position_requested.connect(self.search_position)
        pane.import_requested.connect(self.import_files)
        pane.game_activated.connect(self.open_game)
        return pane

    # -- database ----------------------------------------------------------------------------
    def _open(self) -> Library | None:
        """The library, or None after telling the user why not (offering a rebuild).

        The whole file is checked (``quick_check``) at the first open of the session only:
        a search opens it again, on the UI thread."""
        from xiangqi_gui.library import Library, LibraryCorruptError, LibraryError

        try:
            library = Library(self.db_path, check=not self._checked)
            self._checked = True
            return library
        except LibraryCorruptError as exc:
            question = self.tr("{problem}\n\nRebuild the library now? The damaged file is kept "
                               "next to it; you then import your files again.").format(
                problem=self.tr("{path}: the game library is damaged ({reason}).").format(
                    path=exc.path, reason=render(exc.reason_message)))
            if self.session.ask(self.tr("Game library damaged"), question):
                try:
                    library, _aside = Library.rebuild(self.db_path)
                    self._checked = True
                    return library
                except (OSError, LibraryError) as again:
                    self._show_error(again)
            return None
        except LibraryError as exc:
            self._show_error(exc)
            return None

    def _show_error(self, error: Exception) -> None:
        """``error`` in the UI language; SQLite's or the system's English words only
        behind "Show Details…"."""
        self.window.show_error(self.tr("Game library"), error_text(error), str(error))

    # -- searching ---------------------------------------------------------------------------
    def search(self) -> None:
        """Run the header search of the pane's fields: the first :data:`SEARCH_LIMIT`
        games are listed; when there are more the summary says how many in all."""
        from xiangqi_gui.library.search import count_games, find_games

        pane = self.pane
        library = self._open()
        if library is None:
            return
        criteria = {"player": pane.player_edit.text().strip() or None,
                    "event": pane.event_edit.text().strip() or None,
                    "date_from": pane.from_edit.text().strip() or None,
                    "date_to": pane.to_edit.text().strip() or None,
                    "result": pane.result_box.currentData() or None,
                    "opening": pane.opening_edit.text().strip() or None}
        with library:
            rows = find_games(library, **criteria, limit=SEARCH_LIMIT)
            total = count_games(library, **criteria) if len(rows) >= SEARCH_LIMIT else len(rows)
        pane.show_moves([])
        pane.show_games([(row, None) for row in rows])
        if total > len(rows):
            pane.set_summary(self.tr("%n game(s) found; the first {shown} are listed. "
                                     "Narrow the search to list the others.", "", total
                                     ).format(shown=len(rows)))
        else:
            pane.set_summary(self.tr("%n game(s) found.", "", len(rows)))

    def search_position(self) -> None:
        """Look up the position the board shows now."""
        from xiangqi_gui.library import LibraryError
        from xiangqi_gui.library.search import explore

        fen = self.session.shown_fen()
        library = self._open()
        if library is None:
            return
        with library:
            try:
                answer = explore(library, fen, mirror=self.pane.mirror_box.isChecked(),
                                 colour=self.pane.colour_box.isChecked(), limit=SEARCH_LIMIT)
            except LibraryError as exc:
                self._show_error(exc)
                return
        self.pane.show_moves(answer.next_moves)
        self.pane.show_games([(row, ply) for row, ply, _how in answer.games])
        score = "–" if answer.red_score is None else f"{100 * answer.red_score:.0f}%"
        total = sum(m.count for m in answer.next_moves)
        if answer.matches > len(answer.games):
            text = self.tr("%n game(s) reach this position; {m} continue from it; Red scores "
                           "{s}. The first {shown} are listed.", "", answer.matches)
        else:
            text = self.tr("{n} games reach this position; {m} continue from it; "
                           "Red scores {s}.")
        self.pane.set_summary(text.format(n=len(answer.games), m=total, s=score,
                                          shown=len(answer.games)))

    def open_game(self, game_id: int) -> bool:
        """Start opening library game ``game_id`` in the window: it is read and built in a
        :class:`GameReader` thread and shown when ready (a game in progress is abandoned
        only after asking). Returns True ("started"); an error becomes a message box."""
        if not self.session.may_abandon():
            return False
        if self.reader is not None:  # the game asked for before is not wanted any more
            self.reader.loaded.disconnect()
            self.reader.failed.disconnect()
            retire(self.reader, self._retired)
        reader = GameReader(self.db_path, game_id, self)
        reader.loaded.connect(self._on_game_read)
        reader.failed.connect(self._on_game_failed)
        self.reader = reader
        reader.start()
        return True

    def _on_game_read(self, _game_id: int, game: LoadedGame, source: str,
                      line: PreparedLine | None = None) -> None:
        """Show the game under its own name: the file it was imported from and its number
        there (not the library file); Save then asks for a file (Save as). ``line``: its
        main line made ready by the reader thread."""
        self._forget_reader()
        self.session.show_game(source, game, game.index, None, confirmed=True,
                               from_library=True, prepared=line)

    def _on_game_failed(self, message: str) -> None:
        self._forget_reader()
        self.window.show_error(self.tr("Game library"), message)

    def _forget_reader(self) -> None:
        reader, self.reader = self.reader, None
        if reader is not None:
            retire(reader, self._retired)  # it may still be closing its connection

    # -- importing ---------------------------------------------------------------------------
    def import_files(self) -> None:
        """Ask for record files and import them."""
        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Import into the library"),
                                                file_folder.start_folder())
        if paths:
            file_folder.remember(paths[0])
            self.start_import(paths)

    def import_folder(self) -> None:
        """Ask for a folder and import every record file under it."""
        folder = QFileDialog.getExistingDirectory(self.window, self.tr("Import a folder"),
                                                  file_folder.start_folder())
        if folder:
            file_folder.remember(folder)
            self.start_import([folder])

    def start_import(self, paths: list[str]) -> None:
        """Import ``paths`` in the worker thread, showing progress in the pane."""
        if self.worker is not None:
            self.window.show_message(self.tr("An import is already running."))
            return
        library = self._open()  # checks (and offers to rebuild) a damaged file first
        if library is None:
            return
        library.close()
        self.dock.show()
        self.pane.progress.setRange(0, 0)
        self.pane.progress.setVisible(True)
        worker = ImportWorker(self.db_path, paths, self)
        worker.progress.connect(self._on_progress)
        worker.finished_report.connect(self._on_done)
        worker.failed.connect(self._on_failed)
        self.worker = worker
        self.window.after_settled(lambda: self._start(worker))

    def _start(self, worker: ImportWorker) -> None:
        """Start ``worker`` once the dock is laid out and painted (see
        :meth:`MainWindow.after_settled`), unless the import was stopped before."""
        if self.worker is worker and not worker.isRunning() and not worker.isFinished():
            worker.start()

    def stop(self) -> None:
        """End a running import at once (its committed batches are kept) and wait for the
        threads (the window is closing)."""
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait()
            self.worker = None
        for reader in (self.reader, *self._retired):
            if reader is not None:
                reader.wait()

    def _on_progress(self, done: int, total: int, games: int, current: str) -> None:
        bar = self.pane.progress
        bar.setUpdatesEnabled(False)  # setValue would repaint at once: queue one update
        bar.setRange(0, max(total, 1))
        bar.setFormat(self.tr("%v/%m files, {n} games").format(n=games))
        bar.setValue(done)
        bar.setUpdatesEnabled(True)
        self.pane.set_summary(Path(current).name if current else "")

    def _finish(self) -> None:
        """The import has ended (its report or failure came): the next may start. The
        worker is deleted once it has ended, without waiting for it here: after its report
        the child still closes the library (a checkpoint of its log, 0.1-0.3 s), and
        waiting blocked the UI thread that long (issue 12)."""
        self.pane.progress.setVisible(False)
        worker, self.worker = self.worker, None
        if worker is not None:
            retire(worker, self._retired)

    def _on_done(self, report: ImportReport, total: int) -> None:
        self._finish()
        summary = self.summary(report, total)
        problems = [self._problem_text(note) for note in report.notes]
        self.pane.set_summary(summary)
        if problems:
            shown = "\n".join(problems[:30])
            more = len(problems) - 30
            if more > 0:
                shown += "\n" + self.tr("… and {n} more.").format(n=more)
            self.window.show_info(self.tr("Some games were not imported"),
                                  summary + "\n\n" + shown)
        else:
            self.window.show_message(summary)

    def summary(self, report: ImportReport, total: int) -> str:
        """What an import did, as a player says it, with each count's plural form: nothing
        new (every game already there, or every file unchanged since its import), or the
        games added, those already there, those added without a bad variation, the games
        and files that could not be read and the games the library now holds (``total``)."""
        unread = len(report.notes) - report.partly
        if report.imported == 0 and not report.notes:
            if report.duplicates:
                return self.tr("Nothing new: the %n game(s) are already in the library.", "",
                               report.duplicates)
            if report.skipped_files:
                return self.tr("Nothing new: the %n file(s) were imported before and have not "
                               "changed.", "", report.skipped_files)
            return self.tr("No record files were found to import.")
        parts = [self.tr("%n game(s) added to the library.", "", report.imported)
                 if report.imported else self.tr("No game was added to the library.")]
        if report.duplicates:
            parts.append(self.tr("%n game(s) were already in the library.", "",
                                 report.duplicates))
        if report.partly:
            parts.append(self.tr("%n game(s) added without an unreadable variation.", "",
                                 report.partly))
        if unread:
            parts.append(self.tr("%n game(s) or file(s) could not be read.", "", unread))
        parts.append(self.tr("The library now holds %n game(s).", "", total))
        return functools.reduce(self._then, parts)

    def _then(self, first: str, second: str) -> str:
        """Two sentences one after the other (a space in English, none in Chinese)."""
        return self.tr("{0} {1}", "two sentences one after the other").format(first, second)

    def _problem_text(self, note: ImportProblem) -> str:
        """One problem line: file, place and reason in the UI language."""
        reason = render(note.reason)
        if note.location == Location():
            return self.tr("{file}: {reason}").format(file=note.source, reason=reason)
        return self.tr("{file}: {place}: {reason}").format(
            file=note.source, place=record_place(note.location), reason=reason)

    def _on_failed(self, message: str) -> None:
        self._finish()
        self.window.show_error(self.tr("Game library"), message)
