"""Desktop conventions around the session: Save in place, Save as, Recent files, the window
title, Preferences, Help ▸ About, and the window layout kept between runs.

:class:`DesktopShell` watches the :class:`~.session.AppSession` from outside (its
``record_path``, ``mode``, the controller's ``state_changed``), so the session needs no
knowledge of it.

* **Save** (Ctrl+S) writes back to the record's own file when it has one in a format we
  write (``.pgn``, ``.xqf``) and the record is that whole file, atomically: the record
  goes to a hidden temporary file in the same folder, which then replaces the original
  (``os.replace``), so a crash or a full disk never leaves half a file. Otherwise Save
  acts as **Save as**, which always asks: for a game opened from the game library (its
  source is the file it was imported from, never the library's database) and for one game
  of a multi-game file (writing it back would replace the whole collection with one
  game); the status bar says why while the dialog is open, and once written the game is
  game 1 of the new file (title, header, Games list). The file dialogs start in the folder
  used last (:mod:`xiangqi_gui.ui.file_folder`).
  The record is written in a :class:`SaveWorker` thread (issue 12: a record with a 50 MB
  header took 3.7 s on the UI thread); saving as XQF first asks when XQF's fixed fields
  cannot keep every header exactly (:func:`~xiangqi_gui.formats.xqf_writer.xqf_header_losses`).
* **Title**: the file name (or "Untitled") and Qt's modified mark while a live game has
  moves not yet saved. A live game saved to a file keeps that file after a restart when it
  is resumed from the journal (QSettings ``game/live_file``), with the mark when moves were
  played after the save; a resumed game never saved is Untitled with the mark.
* **Recent files**: every record opened or saved, newest first (QSettings).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal
from PySide6.QtWidgets import QDialog, QFileDialog

from xiangqi_gui import formats  # the writers load at the first save (start-up)
from xiangqi_gui.app.preferences import Preferences, live_game_key
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.clock import NS_PER_SECOND
from xiangqi_gui.clock.pressfilter import FaceKeys
from xiangqi_gui.game import GameRecord
from xiangqi_gui.play.live import Mode
from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.about_dialog import AboutDialog
from xiangqi_gui.ui.clock_widget import KeyBindings
from xiangqi_gui.ui.i18n import current_language, install_language, system_language
from xiangqi_gui.ui.messages import render, with_file
from xiangqi_gui.ui.preferences_dialog import (
    PreferencesDialog,
    PreferenceValues,
    parse_keys,
    parse_seconds,
)
from xiangqi_gui.ui.print_sheet import PRINT_CXA

WRITABLE = (".pgn", ".xqf")


#: Characters encoded and written per step (a 50 MB header is not encoded in one call
#: holding the interpreter lock the UI thread needs).
_WRITE_CHARS = 1 << 20


def write_record(record: GameRecord, path: Path) -> None:
    """Write ``record`` to ``path``: XQF for ``.xqf``, else PGN in Chinese notation, UTF-8.

    Raises:
        XqfWriteError: the record cannot be expressed in XQF.
        OSError: the file cannot be written.
    """
    from xiangqi_gui.formats.pgn_writer import PgnWriter
    from xiangqi_gui.formats.xqf_writer import xqf_parts

    with path.open("wb") as out:  # piece by piece: see xqf_parts, PgnWriter.game_parts
        if path.suffix.lower() == ".xqf":
            for piece in xqf_parts(record):
                out.write(piece)
            return
        for text in PgnWriter("chinese").game_parts(record):
            for at in range(0, len(text), _WRITE_CHARS):
                out.write(text[at:at + _WRITE_CHARS].encode("utf-8"))


class SaveWorker(QThread):
    """Writes ``record`` to ``target`` atomically (a hidden temporary file in the same
    folder, then ``os.replace``), off the UI thread.

    Signals (queued to the UI thread):
        saved(str): the file was written.
        failed(str): it was not (the text names the file and the reason); no temporary
            file is left.
    """

    saved = Signal(str)
    failed = Signal(str)

    def __init__(self, record: GameRecord, target: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.target = Path(target)

    def run(self) -> None:  # noqa: D102 (QThread API)
        target = self.target
        temporary = target.with_name(f".{target.stem}.saving-{os.getpid()}{target.suffix}")
        try:
            write_record(self.record, temporary)
            os.replace(temporary, target)
        except formats.XqfWriteError as exc:
            temporary.unlink(missing_ok=True)
            self.failed.emit(with_file(str(target), render(exc.message)))
        except OSError as exc:  # the system's words in the UI language
            temporary.unlink(missing_ok=True)
            self.failed.emit(with_file(str(target), render(system_error(exc))))
        else:
            self.saved.emit(str(target))


class DesktopShell(QObject):
    """Connects the window's Save, Save as, Recent files, Preferences and About actions.

    Args:
        session: the running session (its window and controller).
        preferences: where recent files, layout and preferences live (None: nowhere).
    """

    def __init__(self, session: AppSession, preferences: Preferences | None) -> None:
        super().__init__(session)
        self.session = session
        self.preferences = preferences
        self.path: str | None = None
        #: the save being written, if any (see :meth:`save_to`)
        self.saver: SaveWorker | None = None
        self.dialog: QDialog | None = None
        self._game: tuple[str, object] | None = None
        self._saved_moves = 0
        w = session.window
        w.save_action.triggered.disconnect()  # the session's always-asking save
        w.save_action.triggered.connect(lambda _c=False: self.save())
        w.save_as_action.triggered.connect(lambda _c=False: self.save_as_dialog())
        w.recent_chosen.connect(self.open_recent)
        w.preferences_action.triggered.connect(lambda _c=False: self.preferences_dialog())
        w.about_action.triggered.connect(lambda _c=False: self.about_dialog())
        # after the session's own slots: see what they did
        w.open_action.triggered.connect(lambda _c=False: self.sync())
        w.file_dropped.connect(lambda _p: self.sync())
        w.new_action.triggered.connect(lambda _c=False: self.sync())
        w.play_from_here_action.triggered.connect(lambda _c=False: self.sync())
        # a file read in a worker thread is shown after open_file returned
        session.record_shown.connect(lambda _path: self.sync())
        session.record_edited.connect(self.sync)
        w.closing.connect(self._remember_layout)
        # after the session finished what it was doing (it changes its mode after the game);
        # the window as the timer's context: a window deleted meanwhile cancels it
        session.controller.state_changed.connect(lambda: QTimer.singleShot(0, w, self.sync))
        if preferences is not None:
            w.set_recent_files(preferences.recent_files())
            self.apply(self.current_values())
        self.sync()

    # ------------------------------------------------------------------ state

    def _game_key(self) -> tuple[str, object]:
        s = self.session
        if s.mode is Mode.BROWSE:
            return ("browse", s.record_path)
        return ("play", id(s.controller.game))

    def modified(self) -> bool:
        """True while a live game has moves that were not saved, or a shown record has
        changes made in the window (:attr:`.AppSession.record_modified`)."""
        s = self.session
        if s.mode is Mode.BROWSE:
            return s.record_modified
        return len(s.controller.game.moves) != self._saved_moves

    def sync(self) -> None:
        """Follow the session: a new game or record resets the file; update title and recents."""
        key = self._game_key()
        if key != self._game:
            self._game = key
            if self.session.mode is Mode.BROWSE:
                self.path, self._saved_moves = self.session.record_path, 0
            else:
                self.path, self._saved_moves = self._live_file()
            if self.path:
                self._add_recent(self.path)
        name = Path(self.path).name if self.path else ""
        self.session.window.set_document(name, modified=self.modified())
        # a record has no running clock: the last game's clock faces leave with it
        self.session.window.clock_widget.setVisible(self.session.mode is Mode.PLAY)

    def _live_game_key(self) -> str:
        return live_game_key(self.session.controller.game.log_header())

    def _live_file(self) -> tuple[str | None, int]:
        """The live game's file and the moves saved there: where this game (a resumed one
        too) was saved last (:meth:`.Preferences.live_file`), else none and no moves saved."""
        if self.preferences is not None:
            found = self.preferences.live_file(self._live_game_key())
            if found is not None:
                return found
        return None, 0

    def _add_recent(self, path: str) -> None:
        if self.preferences is not None:
            self.session.window.set_recent_files(self.preferences.add_recent_file(path))

    # ------------------------------------------------------------------ files

    def open_recent(self, path: str) -> bool:
        """Open a file of the Recent files menu; a file that is gone leaves the list."""
        if not Path(path).is_file():
            self.session.window.show_error(
                self.tr("Cannot open the record"), self.tr("{0}: the file is gone.").format(path))
            if self.preferences is not None:
                self.session.window.set_recent_files(self.preferences.remove_recent_file(path))
            return False
        ok = self.session.open_file(path)
        self.sync()
        return ok

    def saves_in_place(self) -> bool:
        """True when Save writes back to :attr:`path`: a ``.pgn`` or ``.xqf`` file that
        holds just the record shown (not the source of a library game, not a file of
        several games)."""
        if not self.path or Path(self.path).suffix.lower() not in WRITABLE:
            return False
        s = self.session
        if s.mode is not Mode.BROWSE or self.path != s.record_path:
            return True  # a file this program wrote (Save as) or a game played here
        if s.record_from_library:
            return False
        count = s.record_count
        if count is None and s.opener is not None:
            count = s.opener.games_in(self.path, complete=True)
        return count == 1  # unknown (still being read): ask rather than risk a collection

    def save(self) -> bool:
        """Ctrl+S: back to the record's own file (atomically) when :meth:`saves_in_place`,
        else :meth:`save_as_dialog`."""
        if self.path and self.saves_in_place():
            return self.save_to(self.path)
        return self.save_as_dialog()

    def _proposed_name(self) -> str:
        """Save as's proposed file: the open file itself when Save writes there; for one
        game of a collection or a library game a new name beside its source file
        ("games-12.pgn", :func:`.file_folder.beside`)."""
        if self.path and self.saves_in_place():
            return self.path
        if self.path and self.session.mode is Mode.BROWSE:
            number = self.session.record_index + 1
            return file_folder.beside(self.path, f"{Path(self.path).stem}-{number}.pgn")
        return file_folder.start_path("game.pgn")

    def new_file_reason(self) -> str | None:
        """Why Save cannot write the record shown back to its own file, in the UI
        language (None when it can, or when the record has no file): one game of a
        collection (writing it back would replace every game with this one), a game of the
        game library, a file in a format this program does not write."""
        s = self.session
        if not self.path or s.mode is not Mode.BROWSE or self.path != s.record_path \
                or self.saves_in_place():
            return None
        name, number = Path(self.path).name, str(s.record_index + 1)
        if s.record_from_library:
            return self.tr("This game comes from the game library: it is saved as a new "
                           "file, and %1 stays as it is.").replace("%1", name)
        if Path(self.path).suffix.lower() not in WRITABLE:
            return self.tr("%1 cannot be written in its own format: the game is saved as a "
                           "new PGN or XQF file.").replace("%1", name)
        count = s.record_count
        if count is None and s.opener is not None:
            count = s.opener.games_in(self.path, complete=True)
        if count is None:
            return self.tr("%1 is still being read and may hold several games: game %2 is "
                           "saved as a new file, so that none of them is overwritten."
                           ).replace("%1", name).replace("%2", number)
        return self.tr("%1 holds %n game(s): saving game %2 there would replace the whole "
                       "collection with this one game, so it is saved as a new file.", "",
                       count).replace("%1", name).replace("%2", number)

    def save_as_dialog(self) -> bool:
        """Ask for a file name (PGN or XQF) and save there. When Save cannot write back to
        the record's own file, the status bar says why while the dialog is open
        (:meth:`new_file_reason`) and the dialog's title says "Save game N as a new file"."""
        window = self.session.window
        reason = self.new_file_reason()
        title = self.tr("Save record as")
        if reason is not None:
            window.show_message(reason, 0)
            title = self.tr("Save game %1 as a new file").replace(
                "%1", str(self.session.record_index + 1))
        path, chosen = QFileDialog.getSaveFileName(
            window, title, self._proposed_name(), self.tr("PGN (*.pgn);;XQF (*.xqf)"))
        if not path:
            if reason is not None:
                window.statusBar().clearMessage()
            return False
        file_folder.remember(path)
        if Path(path).suffix.lower() not in WRITABLE:
            path += ".xqf" if "xqf" in chosen.lower() else ".pgn"
        return self.save_to(path)

    @property
    def saving(self) -> bool:
        """True while a save is being written."""
        return self.saver is not None

    def save_to(self, path: str) -> bool:
        """Start writing the record shown to ``path`` (atomically, in a :class:`SaveWorker`);
        once written it becomes the open file (title, recent files, modified mark).

        Returns False without writing when a save is still running, or the user declined
        to save headers XQF cannot keep; True when the save started (its outcome comes as
        a status message or an error box).
        """
        session = self.session
        if self.saver is not None:
            session.window.show_message(self.tr("A save is still being written."))
            return False
        record = session.current_record()
        if path.lower().endswith(".xqf"):
            from xiangqi_gui.formats.xqf_writer import xqf_header_losses

            problems = [render(loss) for loss in xqf_header_losses(record)]
            if problems and not session.ask(
                    self.tr("Save as XQF?"),
                    self.tr("XQF cannot keep every header exactly:\n{0}\n\nSave anyway?"
                            ).format("\n".join(problems))):
                return False
        moves = len(session.controller.game.moves) if session.mode is Mode.PLAY else 0
        worker = SaveWorker(record, path, self)
        worker.saved.connect(lambda target: self._on_saved(target, moves, record))
        worker.failed.connect(self._on_save_failed)
        self.saver = worker
        session.window.show_message(self.tr("Saving {0}…").format(path), 0)
        worker.start()
        return True

    def _end_save(self) -> None:
        worker, self.saver = self.saver, None
        if worker is not None:
            worker.wait()
            worker.deleteLater()

    def _on_saved(self, target: str, moves: int, record: GameRecord) -> None:
        self._end_save()
        self.path = target
        self._saved_moves = moves
        if self.session.mode is Mode.BROWSE:
            self.session.record_modified = False
            self.session.record_saved_as(target, record)  # header, game list: the new file
        if self.session.mode is Mode.PLAY and self.preferences is not None:
            self.preferences.set_live_file(self._live_game_key(), target, moves)
        self._add_recent(target)
        self.session.window.show_message(self.tr("Saved {0}").format(target))
        self.sync()

    def _on_save_failed(self, message: str) -> None:
        self._end_save()
        self.session.window.show_error(self.tr("Cannot save the record"), message)

    # ------------------------------------------------------------------ dialogs

    def current_values(self) -> PreferenceValues:
        """The stored preferences (defaults without a store)."""
        prefs = self.preferences
        if prefs is None:
            return PreferenceValues(traditional=current_language() == "zh_Hant")
        left, right = prefs.clock_keys()
        mode_left, mode_right, pause = prefs.clock_mode_keys()
        return PreferenceValues(language=prefs.language(),
                                traditional=prefs.traditional_pieces(current_language()),
                                notation=prefs.notation(), sound=prefs.sound(),
                                theme=prefs.theme(), left_keys=left, right_keys=right,
                                voice=prefs.voice(), warnings=prefs.warnings(),
                                mode_left_keys=mode_left, mode_right_keys=mode_right,
                                pause_key=pause, debounce_ms=prefs.debounce_ms(),
                                printout=prefs.printout())

    def preferences_dialog(self) -> PreferencesDialog:
        """Open the Preferences dialog (window-modal, non-blocking); OK stores and applies."""
        sounds = self.session.study.sounds
        note = "" if sounds.available else sounds.status()
        dialog = PreferencesDialog(self.current_values(), self.session.window,
                                   sound_note=note)
        dialog.accepted.connect(lambda: self.store(dialog.values()))
        # made anew at each opening: gone once closed (its words are the old language's)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog

    def store(self, values: PreferenceValues) -> None:
        """Remember ``values`` and apply them, the language too (at once)."""
        prefs = self.preferences
        if prefs is not None:
            prefs.set_language(values.language)
            prefs.set_traditional_pieces(values.traditional)
            prefs.set_notation(values.notation)
            prefs.set_sound(values.sound)
            prefs.set_theme(values.theme)
            prefs.set_clock_keys(values.left_keys, values.right_keys)
            prefs.set_voice(values.voice)
            prefs.set_warnings(values.warnings)
            prefs.set_clock_mode_keys(values.mode_left_keys, values.mode_right_keys,
                                      values.pause_key)
            prefs.set_debounce_ms(values.debounce_ms)
            prefs.set_printout(values.printout)
        self.apply(values)

    def apply(self, values: PreferenceValues) -> None:
        """Apply the language, piece faces, notation, sound, theme and clock keys to the
        running window and to clock mode. A new language is installed at once: every
        window says its words again (``QEvent.LanguageChange``,
        :mod:`xiangqi_gui.ui.live_text`), the 读秒 count is spoken in it."""
        language = install_language(values.language or system_language())
        self.session.study.sounds.language = language
        w = self.session.window
        w.board.set_traditional(values.traditional)
        w.board.set_theme(values.theme)
        w.sheet.set_notation(values.notation)
        driver = self.session.controller.driver
        driver.beeper.muted = not values.sound
        driver.warnings.thresholds_ns = tuple(
            s * NS_PER_SECOND for s in parse_seconds(values.warnings))
        sounds = self.session.study.sounds
        sounds.enabled, sounds.voice = values.sound, values.voice
        defaults = KeyBindings()
        pause = tuple(parse_keys(values.pause_key)) or defaults.pause
        w.clock_widget.set_key_bindings(KeyBindings(
            left=tuple(parse_keys(values.left_keys)) or defaults.left,
            right=tuple(parse_keys(values.right_keys)) or defaults.right,
            pause=pause, shift_keys=defaults.shift_keys))
        view = self.session.study.clock_view
        view.set_keys(FaceKeys(left=frozenset(parse_keys(values.mode_left_keys)),
                               right=frozenset(parse_keys(values.mode_right_keys)),
                               pause=frozenset(pause)))
        view.set_debounce_ms(values.debounce_ms)
        self.session.print_language = PRINT_CXA if values.printout == "cxa" else None

    def about_dialog(self) -> AboutDialog:
        """Open Help ▸ About (non-blocking)."""
        dialog = AboutDialog(self.session.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog

    # ------------------------------------------------------------------ layout

    def restore_layout(self) -> None:
        """Restore the last run's geometry and splitter, or fit the screen on a first start."""
        w = self.session.window
        saved = {} if self.preferences is None else {
            key: self.preferences.window_state(key) for key in ("geometry", "state", "splitter")}
        if not w.restore_layout(saved):
            w.fit_to_screen()
        if self.session.opener is not None:
            self.session.opener.settle_dock()  # no empty game list from the last run

    def _remember_layout(self) -> None:
        if self.preferences is not None:
            for key, value in self.session.window.layout_state().items():
                self.preferences.set_window_state(key, value)
