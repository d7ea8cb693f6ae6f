"""The game library in the main window: a "Library" dock and menu (issue 14).

:class:`LibraryPanel` connects the :class:`~xiangqi_gui.ui.library_pane.LibraryPane` to
the library database (:mod:`xiangqi_gui.library`) in the data folder: header searches and
"this position" searches (the board shown now, with mirror / colour options) run on the UI
thread (indexed queries, tens of milliseconds); imports run in an :class:`ImportWorker`
thread with its own connection and a progress bar. A double-clicked game opens in the
window like a record file. A damaged library file is reported with an offer to rebuild
it (the file is kept aside), never a crash.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QDockWidget, QFileDialog

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.errors import Location
from xiangqi_gui.library import Library, LibraryCorruptError, LibraryError
from xiangqi_gui.library.importer import ImportProblem, ImportReport, import_paths
from xiangqi_gui.library.location import default_library_path
from xiangqi_gui.library.search import explore, find_games
from xiangqi_gui.ui.library_pane import LibraryPane
from xiangqi_gui.ui.messages import render
from xiangqi_gui.ui.record_text import record_place

if TYPE_CHECKING:
    from xiangqi_gui.app.session import AppSession


class ImportWorker(QThread):
    """Imports ``paths`` into the library at ``db_path`` (own connection).

    Signals:
        progress(int, int, int, str): files done, files total, games imported, file.
        finished_report(ImportReport, int): what the import did, and the games now in
            the library.
        failed(str): the library could not be opened or written.
    """

    progress = Signal(int, int, int, str)
    finished_report = Signal(object, int)
    failed = Signal(str)

    def __init__(self, db_path: Path, paths: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path, self.paths = db_path, paths

    def run(self) -> None:  # noqa: D102 (QThread API)
        try:
            with Library(self.db_path) as library:
                report = import_paths(library, self.paths, self.progress.emit)
                total = library.game_count()
        except LibraryError as exc:
            self.failed.emit(str(exc))
            return
        self.finished_report.emit(report, total)


class LibraryPanel(QObject):
    """The "Library" dock of the main window; see the module docstring."""

    def __init__(self, session: AppSession, db_path: Path | None = None) -> None:
        super().__init__(session)
        self.session = session
        self.window = session.window
        self.db_path = db_path or default_library_path()
        self.pane = LibraryPane()
        self.dock = QDockWidget(self.tr("Library"), self.window)
        self.dock.setObjectName("libraryDock")
        self.dock.setWidget(self.pane)
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        menu = self.window.menuBar().addMenu(self.tr("&Library"))
        toggle = self.dock.toggleViewAction()
        toggle.setText(self.tr("Show library"))
        menu.addAction(toggle)
        menu.addAction(self.tr("Import files…"), self.import_files)
        menu.addAction(self.tr("Import folder…"), self.import_folder)
        self.pane.search_requested.connect(self.search)
        self.pane.position_requested.connect(self.search_position)
        self.pane.import_requested.connect(self.import_files)
        self.pane.game_activated.connect(self.open_game)
        self.worker: ImportWorker | None = None
        self.window.closing.connect(self.stop)

    # -- database ----------------------------------------------------------------------------
    def _open(self) -> Library | None:
        """The library, or None after telling the user why not (offering a rebuild)."""
        try:
            return Library(self.db_path)
        except LibraryCorruptError as exc:
            question = self.tr("{problem}\n\nRebuild the library now? The damaged file is kept "
                               "next to it; you then import your files again.").format(
                problem=self.tr("{path}: the game library is damaged ({reason}).").format(
                    path=exc.path, reason=exc.reason))
            if self.session.ask(self.tr("Game library damaged"), question):
                try:
                    library, _aside = Library.rebuild(self.db_path)
                    return library
                except (OSError, LibraryError) as again:
                    self.window.show_error(self.tr("Game library"), str(again))
            return None
        except LibraryError as exc:
            self.window.show_error(self.tr("Game library"), str(exc))
            return None

    # -- searching ---------------------------------------------------------------------------
    def search(self) -> None:
        """Run the header search of the pane's fields."""
        pane = self.pane
        library = self._open()
        if library is None:
            return
        with library:
            rows = find_games(library, player=pane.player_edit.text().strip() or None,
                              event=pane.event_edit.text().strip() or None,
                              date_from=pane.from_edit.text().strip() or None,
                              date_to=pane.to_edit.text().strip() or None,
                              result=pane.result_box.currentData() or None,
                              opening=pane.opening_edit.text().strip() or None, limit=2000)
        pane.show_moves([])
        pane.show_games([(row, None) for row in rows])
        pane.set_summary(self.tr("{n} games found.").format(n=len(rows)))

    def search_position(self) -> None:
        """Look up the position the board shows now."""
        fen = self.session.shown_fen()
        library = self._open()
        if library is None:
            return
        with library:
            try:
                answer = explore(library, fen, mirror=self.pane.mirror_box.isChecked(),
                                 colour=self.pane.colour_box.isChecked(), limit=2000)
            except LibraryError as exc:
                self.window.show_error(self.tr("Game library"), str(exc))
                return
        self.pane.show_moves(answer.next_moves)
        self.pane.show_games([(row, ply) for row, ply, _how in answer.games])
        score = "–" if answer.red_score is None else f"{100 * answer.red_score:.0f}%"
        total = sum(m.count for m in answer.next_moves)
        self.pane.set_summary(self.tr("{n} games reach this position; {m} continue from it; "
                                      "Red scores {s}.").format(n=len(answer.games), m=total,
                                                               s=score))

    def open_game(self, game_id: int) -> bool:
        """Open library game ``game_id`` in the window."""
        library = self._open()
        if library is None:
            return False
        with library:
            try:
                record = library.record(game_id)
            except LibraryError as exc:
                self.window.show_error(self.tr("Game library"), str(exc))
                return False
        game = LoadedGame(record, None, game_id - 1)
        return self.session.show_game(str(self.db_path), game, game_id - 1, None)

    # -- importing ---------------------------------------------------------------------------
    def import_files(self) -> None:
        """Ask for record files and import them."""
        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Import into the library"))
        if paths:
            self.start_import(paths)

    def import_folder(self) -> None:
        """Ask for a folder and import every record file under it."""
        folder = QFileDialog.getExistingDirectory(self.window, self.tr("Import a folder"))
        if folder:
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
        worker.start()

    def stop(self) -> None:
        """Wait for a running import (its committed batches are kept either way)."""
        if self.worker is not None:
            self.worker.wait()
            self.worker = None

    def _on_progress(self, done: int, total: int, games: int, current: str) -> None:
        bar = self.pane.progress
        bar.setUpdatesEnabled(False)  # setValue would repaint at once: queue one update
        bar.setRange(0, max(total, 1))
        bar.setFormat(self.tr("%v/%m files, {n} games").format(n=games))
        bar.setValue(done)
        bar.setUpdatesEnabled(True)
        self.pane.set_summary(Path(current).name if current else "")

    def _finish(self) -> None:
        self.pane.progress.setVisible(False)
        if self.worker is not None:
            self.worker.wait()
            self.worker.deleteLater()
            self.worker = None

    def _on_done(self, report: ImportReport, total: int) -> None:
        self._finish()
        summary = self.tr("{imported} games imported, {duplicates} duplicates skipped, "
                          "{problems} problems; {total} games in the library.").format(
            imported=report.imported, duplicates=report.duplicates,
            problems=len(report.notes), total=total)
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
