"""AppSession: the main window's actions connected to the game controller and the browser.

One explicit mode (:class:`~xiangqi_gui.play.live.Mode`, :attr:`AppSession.mode`):
**play** (the live game run by :class:`~.controller.GameController`) or **browse** (a
loaded record shown by :class:`~.browser.RecordBrowser`, board read-only; "Play from here"
starts a casual game from the shown position). Errors become message
boxes naming the file, the place and the reason (:class:`~xiangqi_gui.formats.RecordError`
carries them); nothing here lets a traceback reach the user.

Dialog-free entry points for scripts and tests: :meth:`AppSession.start_game`,
:meth:`AppSession.open_file`, :meth:`AppSession.save_file`, :meth:`AppSession.export_pdf`,
:meth:`AppSession.paste_fen`, :meth:`AppSession.offer_resume`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QGuiApplication, QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QLabel, QMessageBox, QWidget

from xiangqi_gui import formats  # its readers and writers load at the first file (start-up)
from xiangqi_gui.app.browser import PreparedLine, RecordBrowser
from xiangqi_gui.app.controller import GameController
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.study_tools import StudyTools
from xiangqi_gui.arbiter import ClaimKind, RuleSet
from xiangqi_gui.clock import PressMode, Side
from xiangqi_gui.engine.discovery import find_engine
from xiangqi_gui.engine.errors import EngineNotFoundError
from xiangqi_gui.game import GameRecord
from xiangqi_gui.game.display import display_header, is_default_name, shown_name, stored_name
from xiangqi_gui.play.journal import Journal, JournalError
from xiangqi_gui.play.live import LiveGame, LogError, Mode
from xiangqi_gui.play.setup import EngineSeat, GameSetup
from xiangqi_gui.rules import Color, FenError, Move, Outcome
from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.analysis_pane import no_engine_text
from xiangqi_gui.ui.arbiter_dialogs import CorrectTimeDialog, DeclareResultDialog, FoulDialog
from xiangqi_gui.ui.fitted_text import SEPARATOR, SHORT_UNIT, keep_together
from xiangqi_gui.ui.game_end_dialog import GameEndDialog
from xiangqi_gui.ui.job_progress import JobProgress
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.main_window import MainWindow
from xiangqi_gui.ui.messages import error_text, language_of, render, value_text, with_file
from xiangqi_gui.ui.new_game_dialog import (
    NewGameDialog,
    NewGameValues,
    SeatValues,
    setup_details,
)
from xiangqi_gui.ui.print_sheet import (
    PRINT_CXA,
    PdfExport,
    PrintError,
    SheetData,
    print_score_sheet,
    sheet_file_name,
)
from xiangqi_gui.ui.record_text import record_error_text, record_place, record_reason
from xiangqi_gui.ui.time_text import TimeText

if TYPE_CHECKING:
    from xiangqi_gui.app.opener import CollectionOpener
    from xiangqi_gui.formats import LoadedGame, RecordError

#: ``ask(title, question) -> bool``: a yes/no question (tests pass a function).
Ask = Callable[[str, str], bool]
RECORD_PATTERNS = "*.pgn *.xqf *.pgn_zh *.pgn_iccs *.pgn_cc *.txt *.epd *.csv *.html *.htm"


def record_filter() -> str:
    """The Open dialog's file filter, in the UI language."""
    return (QCoreApplication.translate("AppSession", "Records ({0})").format(RECORD_PATTERNS)
            + ";;" + QCoreApplication.translate("AppSession", "All files (*)"))


def seat_from_values(seat: SeatValues) -> EngineSeat | None:
    """The engine of a side's dialog choice, in the protocol its check learned, or None
    for a person at the board."""
    if not seat.engine or not seat.path:
        return None
    return EngineSeat(path=seat.path, dialect=seat.dialect, movetime_ms=seat.movetime_ms,
                      skill=seat.skill, elo=seat.elo)


def seat_values(seat: EngineSeat | None, default_path: str = "") -> SeatValues:
    """The dialog's fields for a side played by ``seat`` (None: a person)."""
    if seat is None:
        return SeatValues(path=default_path)
    return SeatValues(engine=True, path=seat.path, movetime_ms=seat.movetime_ms,
                      skill=seat.skill, elo=seat.elo, dialect=seat.dialect)


def _player_name(typed: str, default: str, seat: EngineSeat | None) -> str:
    """The typed name; an engine side left at the default is named after the engine."""
    if seat is not None and is_default_name(typed, default):
        return Path(seat.path).name
    return stored_name(typed, default)


def setup_from_values(values: NewGameValues) -> GameSetup:
    """The :class:`GameSetup` of a filled-in new-game dialog (a clock-only game has no
    engine seats)."""
    red_engine = seat_from_values(values.red_seat) if values.record_moves else None
    black_engine = seat_from_values(values.black_seat) if values.record_moves else None
    return GameSetup(
        red=_player_name(values.red, "Red", red_engine),
        black=_player_name(values.black, "Black", black_engine), red_team=values.red_team,
        black_team=values.black_team, event=values.event, round=values.round,
        site=values.site, date=values.date, arbiter=values.arbiter,
        competition=values.competition, ruleset=RuleSet(values.ruleset),
        time_preset=values.time_preset, red_control=values.red_control,
        black_control=values.black_control,
        press_mode=PressMode.PHYSICAL if values.press_by_hand else PressMode.CASUAL,
        show_targets=values.show_targets, red_engine=red_engine, black_engine=black_engine,
        record_moves=values.record_moves)


def values_from_setup(setup: GameSetup, engine_path: str = "") -> NewGameValues:
    """The new-game dialog's fields for ``setup`` (the inverse of :func:`setup_from_values`);
    a human side offers ``engine_path``."""
    return NewGameValues(
        red=setup.red, black=setup.black, red_team=setup.red_team,
        black_team=setup.black_team, event=setup.event, round=setup.round, site=setup.site,
        date=GameSetup().date, arbiter=setup.arbiter, competition=setup.competition,
        ruleset=setup.ruleset.value, time_preset=setup.time_preset,
        red_control=setup.red_control, black_control=setup.black_control,
        press_by_hand=setup.press_mode is PressMode.PHYSICAL, show_targets=setup.show_targets,
        red_seat=seat_values(setup.red_engine, engine_path),
        black_seat=seat_values(setup.black_engine, engine_path),
        record_moves=setup.record_moves)


def default_engine() -> tuple[str, str]:
    """``(path, "")`` of the engine :func:`find_engine` finds, or ``("", reason)`` (the
    reason in the UI language)."""
    try:
        return str(find_engine()), ""
    except EngineNotFoundError:
        return "", no_engine_text()


def _ask_box(parent: MainWindow) -> Ask:
    def ask(title: str, question: str) -> bool:
        answer = QMessageBox.question(parent, title, question)
        return answer == QMessageBox.StandardButton.Yes
    return ask



def _CANNOT_OPEN() -> str:  # noqa: N802 (reads as the constant title it is)
    """The title of every "cannot open" box, in the UI language."""
    return QCoreApplication.translate("AppSession", "Cannot open the record")


class AppSession(QObject):
    """The running application: window + controller + browser + journal.

    Args:
        window: the main window (its clock driver is the controller's).
        controller: the game controller (its board and sheet are the window's).
        journal: the autosave journal (also given to the controller).
        ask: yes/no questions (default: a message box).
        preferences: where the last setup and the notation are remembered (None: nowhere).

    Signals:
        record_shown(str): a record of the file ``path`` is now browsed (also when it was
            read in a worker thread and shown later than :meth:`open_file` returned).
    """

    record_shown = Signal(str)
    record_edited = Signal()
    """The shown record was changed in the window (a typed move, a comment, a deleted
    variation): see :attr:`record_modified`."""

    def __init__(self, window: MainWindow, controller: GameController, journal: Journal | None,
                 *, ask: Ask | None = None, preferences: Preferences | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.journal = journal
        self.browser = RecordBrowser(window.board, window.sheet, self)
        self.ask = ask if ask is not None else _ask_box(window)
        self.mode = Mode.PLAY
        self.end_dialog: GameEndDialog | None = None
        self.demo_window: QWidget | None = None
        self.companion_windows: list[QWidget] = []
        """Other top-level windows of the program (the Tournament windows): they close with
        the main window, each after its own confirmation (see :meth:`_may_quit`)."""
        self.autosave_label = QLabel()
        window.statusBar().addPermanentWidget(self.autosave_label)
        self.record_path: str | None = None
        self.record_from_library = False
        """The shown record came from the game library: :attr:`record_path` names the
        file it was imported from (a collection, maybe gone), never a file to save into."""
        self.record_modified = False
        """The shown record has changes not yet saved (set by :meth:`mark_record_edited`,
        cleared when a record is shown or saved); the title's modified mark (issue 11)."""
        self.record_index = 0
        """The shown record's 0-based place in :attr:`record_path` (its game number - 1)."""
        self.record_count: int | None = None
        """How many games :attr:`record_path` holds, when known as the record was shown."""
        self.preferences = preferences
        #: the printed score sheet's language (Preferences ▸ Printed score sheet): the CXA
        #: form's Chinese by default, None for the interface language
        self.print_language: str | None = PRINT_CXA
        #: the game list and background opening of collections (app/opener.py), if installed
        self.opener: CollectionOpener | None = None
        self._pdf_export: PdfExport | None = None  # the PDF being written, if any
        self._job_progress: JobProgress | None = None  # its status-bar progress and Cancel
        self._printer: QPrinter | None = None  # the printer of the last print job
        if preferences is not None:
            window.sheet.set_notation(preferences.notation())
            window.sheet.notation_changed.connect(preferences.set_notation)
        self._header_args: tuple[dict[str, str], list[str] | Callable[[], list[str]]] | None \
            = None
        self._connect()
        window.language_changed.connect(self._retranslate)
        controller.input_allowed = lambda: self.mode is Mode.PLAY
        self.study = StudyTools(self)
        self.update_actions()

    # ------------------------------------------------------------------ wiring

    def _connect(self) -> None:
        w, c = self.window, self.controller
        c.message.connect(w.show_message)
        c.game_over.connect(self._on_game_over)
        c.engine_failed.connect(self._on_engine_failed)
        c.state_changed.connect(self.update_actions)
        c.autosave_failed.connect(self._on_autosave_failed)
        w.may_close = self._may_quit
        w.clock_widget.face_pressed.connect(c.press_face)
        w.clock_widget.pause_pressed.connect(lambda _stamp: c.toggle_clock())
        w.sheet.variation_selected.connect(self._on_variation)
        w.sheet.ply_selected.connect(self._on_ply_selected)
        w.file_dropped.connect(self.open_file)
        self.browser.moved.connect(self._on_browsed)
        w.closing.connect(self._on_closing)
        actions: list[tuple[object, Callable[[], object]]] = [
            (w.new_action, self.new_game_dialog), (w.open_action, self.open_dialog),
            (w.save_action, self.save_dialog), (w.copy_fen_action, self.copy_fen),
            (w.paste_fen_action, self.paste_clipboard), (w.print_action, self.print_dialog),
            (w.pdf_action, self.pdf_dialog),
            (w.offer_draw_action, lambda: c.act(LiveGame.offer_draw)),
            (w.accept_draw_action, lambda: c.act(LiveGame.accept_draw)),
            (w.decline_draw_action, lambda: c.act(LiveGame.decline_draw)),
            (w.claim_limit_action, lambda: c.act(LiveGame.claim, ClaimKind.NATURAL_LIMIT)),
            (w.claim_repetition_action, lambda: c.act(LiveGame.claim, ClaimKind.REPETITION)),
            (w.adjust_action, lambda: c.act(LiveGame.declare_adjust)),
            (w.red_resign_action, lambda: self.resign(Color.RED)),
            (w.black_resign_action, lambda: self.resign(Color.BLACK)),
            (w.undo_action, c.undo), (w.clock_action, c.toggle_clock),
            (w.take_back_action, self.take_back_dialog),
            (w.illegal_move_action, self.illegal_move_dialog),
            (w.correct_result_action, self.correct_result_dialog),
            (w.correct_time_action, self.correct_time_dialog),
            (w.foul_action, self.foul_dialog), (w.declare_action, self.declare_dialog),
            (w.first_action, lambda: self.navigate(0, absolute=True)),
            (w.prev_action, lambda: self.navigate(-1)),
            (w.next_action, lambda: self.navigate(1)),
            (w.last_action, lambda: self.navigate(-1, absolute=True)),
            (w.play_from_here_action, self.play_from_here),
        ]
        for action, slot in actions:
            action.triggered.connect(lambda _checked=False, slot=slot: slot())  # type: ignore[attr-defined]

    def update_actions(self) -> None:
        """Enable the actions that make sense now."""
        w, game = self.window, self.controller.game
        live = self.mode is Mode.PLAY
        playing = live and game.outcome is None
        offer = game.arbiter.pending_offer if playing else None
        for action in (w.offer_draw_action, w.claim_limit_action, w.claim_repetition_action,
                       w.adjust_action, w.red_resign_action, w.black_resign_action,
                       w.correct_time_action, w.foul_action, w.declare_action,
                       w.clock_action, w.illegal_move_action):
            action.setEnabled(playing)
        w.accept_draw_action.setEnabled(offer is not None)
        w.decline_draw_action.setEnabled(offer is not None)
        w.undo_action.setEnabled(playing and not game.setup.competitive and bool(game.moves))
        # the arbiter may overrule a decision after the end (art. 17.5)
        w.take_back_action.setEnabled(live and (bool(game.moves) or game.outcome is not None))
        w.correct_result_action.setEnabled(live and game.outcome is not None)
        w.play_from_here_action.setEnabled(self.mode is Mode.BROWSE)
        self.study.refresh()

    def _show_header(self, headers: dict[str, str],
                     details: list[str] | Callable[[], list[str]]) -> None:
        """Show the game's header: ``details`` are translated lines, or a function making
        them (the header is made again, in the new language, when the language changes)."""
        self._header_args = (headers, details)
        if callable(details):
            details = details()
        # each value cut for display first (a 50 MB Event must not be copied or joined)
        mark = QCoreApplication.translate("MainWindow", " … [{0} more characters not shown]")
        event = [display_header(headers.get(k, ""), mark) for k in
                 ("Title", "Event", "Round", "Site", "Date")]
        if event[0] == event[1]:
            event[0] = ""  # many files repeat the event as the title
        if event[2]:
            event[2] = QCoreApplication.translate("AppSession", "Round {0}").format(event[2])
            if len(event[2]) <= SHORT_UNIT:  # "Round 7" stays on one line
                event[2] = keep_together(event[2])
        self.window.set_header(headers.get("Red", "Red"), headers.get("Black", "Black"),
                               SEPARATOR.join(t for t in details if t),
                               event=SEPARATOR.join(t for t in event if t))

    # ------------------------------------------------------------------ play

    def start_game(self, setup: GameSetup) -> bool:
        """Start a live game with ``setup`` (a bad start FEN is reported, False)."""
        try:
            self.controller.new_game(setup)
        except FenError as exc:
            self.window.show_error(
                QCoreApplication.translate("AppSession", "Cannot start the game"),
                QCoreApplication.translate("AppSession", "Invalid start position: {0}").format(exc))
            return False
        self.mode = Mode.PLAY
        self.record_path = None
        self.record_from_library = False
        self.record_modified = False
        self.window.clear_notice()
        self._place_clock()
        self._show_header(setup.headers(), lambda: setup_details(setup))  # i18n: translated
        self.update_actions()
        return True

    def _place_clock(self) -> None:
        """The first mover's face on the left (art. 6: the clock stands on the first
        mover's left), e.g. Black's for a set-up position with Black to move."""
        first = self.controller.game.first_mover
        self.window.clock_widget.set_first_mover(Side(first))

    def new_game_dialog(self) -> None:
        """Ask for the new game's setup and start it."""
        if not self._may_abandon():
            return
        engine_path, note = default_engine()
        dialog = NewGameDialog(self.window, date=GameSetup().date, engine_path=engine_path,
                               engine_note=note)
        last = self.preferences.last_setup() if self.preferences is not None else None
        if last is not None:
            dialog.set_values(values_from_setup(last, engine_path))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            setup = setup_from_values(dialog.values())
            if self.start_game(setup) and self.preferences is not None:
                self.preferences.set_last_setup(setup)

    def _running(self) -> bool:
        game = self.controller.game
        return self.mode is Mode.PLAY and game.outcome is None and bool(game.moves)

    def game_kept(self) -> bool:
        """True while a game in progress is written to its journal (autosave on)."""
        return self._running() and self.controller.autosave

    def may_abandon(self) -> bool:
        """True when no game is in progress, or the user agreed to abandon it."""
        return self._may_abandon()

    def _may_abandon(self) -> bool:
        if self._running():
            return self.ask(self.tr("Abandon the game?"),
                            self.tr("A game is in progress. Abandon it (its journal is "
                                    "deleted)?"))
        return True

    def _may_quit(self) -> bool:
        """Quitting (Ctrl+Q, File ▸ Quit, the title bar) while a game runs asks first; the
        journal keeps the game for the next start."""
        if self._running() and not self.ask(
                self.tr("Quit?"), self.tr("A game is in progress. Quit anyway? It can be "
                                          "resumed at the next start.")):
            return False
        return self._close_companions()

    def _close_companions(self) -> bool:
        """Close the :attr:`companion_windows` (each may ask first, in its ``closeEvent``);
        False when one stays open (then the main window stays too: the program would keep
        running behind a window the user did not mean to keep)."""
        for companion in list(self.companion_windows):
            if shiboken6.isValid(companion) and companion.isVisible() and not companion.close():
                return False
        return True

    def _on_autosave_failed(self, text: str) -> None:
        self.window.show_error(self.tr("Autosave is off"), text)
        live(self.autosave_label, lambda: self.autosave_label.setText(self.tr("Autosave off")))

    def _retranslate(self) -> None:
        """The UI language changed: the header again (its details are said in the
        language: rules, time control, file and game)."""
        if self._header_args is not None:
            self._show_header(*self._header_args)

    def resign(self, side: Color) -> None:
        """``side`` resigns after confirming."""
        if self.ask(self.tr("Resign"), self.tr("Does {0} resign (art. 4.1.12)?").format(
                value_text(side, "", language_of(None)))):
            self.controller.act(LiveGame.resign, side)

    def _on_game_over(self, outcome: Outcome) -> None:
        self.update_actions()
        dialog = GameEndDialog(outcome, self.window)
        dialog.print_requested.connect(self.print_dialog)
        dialog.open()
        self.end_dialog = dialog

    def _on_engine_failed(self, text: str) -> None:
        self.window.show_error(QCoreApplication.translate("AppSession", "Engine error"), text)

    def _on_closing(self) -> None:
        if self.mode is Mode.PLAY and self.controller.game.outcome is None:
            self.controller.act(LiveGame.checkpoint)  # the clocks as they are now
        self.controller.stop()  # timers end; the journal stays for the next start
        if self.demo_window is not None:
            self.demo_window.close()  # the demo board closes with the main window

    # ------------------------------------------------------------------ journal

    def offer_resume(self) -> bool:
        """Offer to resume the journal's game; True when resumed.

        Leftover temporary files are removed first. An unreadable journal is kept aside
        as a backup and the user is told in one sentence; a finished game or one without
        moves is not offered; declining removes the journal."""
        journal = self.journal
        if journal is None:
            return False
        journal.remove_leftovers()
        try:
            contents = journal.read()
            if contents is None:
                return False
            game = LiveGame.replay(contents.header, contents.entries)
        except (JournalError, LogError) as exc:
            self._set_aside(journal, str(exc))
            return False
        if game.outcome is not None or (not game.moves and not game.sheet.annotations):
            self._forget(journal)  # nothing to resume
            return False
        moves = len(game.moves)
        question = self.tr("A game {0} – {1} was interrupted after {2} ({3}). Resume it?"
                           ).format(shown_name(game.setup.red, "Red", self.tr("Red")),
                                    shown_name(game.setup.black, "Black", self.tr("Black")),
                                    self.tr("%n ply(s)", "", moves),
                                    self.tr("%n move(s)", "", (moves + 1) // 2))
        if contents.dropped:
            question += "\n" + contents.dropped
        if not self.ask(self.tr("Resume the interrupted game?"), question):
            self._forget(journal)
            return False
        try:
            journal.reopen(contents)
        except OSError as exc:
            self._on_autosave_failed(self.tr("Autosave is off: {0} cannot be continued ({1})."
                                             ).format(journal.path, exc))
            self.controller.autosave = False
        self.mode = Mode.PLAY
        self.controller.start(game, resumed=game.resume(self.controller.time_source()))
        self._place_clock()
        s = game.setup
        self._show_header(s.headers(), lambda: setup_details(s, resumed=True))  # keeps the rules
        self.update_actions()
        return True

    def _set_aside(self, journal: Journal, reason: str) -> None:
        try:
            backup = str(journal.set_aside())
        except OSError:
            backup = str(journal.path)
        # the journal's own words (line, byte, JSON) are for a bug report: behind the details
        self.window.show_error(self.tr("Autosave unreadable"), self.tr(
            "The saved game could not be read; it was kept as {0}.").format(backup), reason)

    def _forget(self, journal: Journal) -> None:
        try:
            journal.clear()
        except OSError:
            self._on_autosave_failed(self.tr("Autosave is off: {0} cannot be removed."
                                             ).format(journal.path))

    # ------------------------------------------------------------------ records

    def open_dialog(self) -> None:
        """Choose a record file and open it."""
        path, _ = QFileDialog.getOpenFileName(
            self.window, QCoreApplication.translate("AppSession", "Open record"),
            file_folder.start_folder(), record_filter())
        if path:
            file_folder.remember(path)
            self.open_file(path)

    def open_file(self, path: str, game: int | None = None) -> bool:
        """Open record ``path`` and browse game ``game`` (0-based; None: the first, listing
        the games of a multi-game file). Errors become a message box; returns success.

        With an :attr:`opener` and ``game`` None (File ▸ Open, Recent files, a dropped file,
        the command line), the file is read off the UI thread whatever its size (issue 12):
        True then means "opening started"; game 1 shows (and :attr:`record_shown` is sent)
        as soon as it is built, and errors come as message boxes then. With ``game`` given
        (scripts, tests) the file is read here.
        """
        if game is None and self.opener is not None and self.opener.wants(path):
            return self._may_abandon() and self.opener.open(path)
        if not self._may_abandon():
            return False
        try:
            loaded = formats.load_file(path)
        except formats.RecordError as exc:
            self.window.show_error(_CANNOT_OPEN(), record_error_text(exc))
            return False
        if not loaded.games:
            self.window.show_error(_CANNOT_OPEN(),
                                   QCoreApplication.translate(
                                       "AppSession", "{0}: no game found.").format(path))
            return False
        if game is None and self.opener is not None:
            self.opener.list_loaded(loaded)
            index: int | None = 0
        else:
            index = self._pick_game(loaded.games, path) if game is None else game
        if index is None:
            return False
        if not 0 <= index < len(loaded.games):
            self.window.show_error(_CANNOT_OPEN(), QCoreApplication.translate(
                "AppSession", "{0}: there is no game {1} (the file has {2}).").format(
                    path, index + 1, len(loaded.games)))
            return False
        return self.show_game(path, loaded.games[index], index, len(loaded.games),
                              confirmed=True)

    def show_game(self, path: str, chosen: LoadedGame, index: int, count: int | None, *,
                  confirmed: bool = False, from_library: bool = False,
                  prepared: PreparedLine | None = None) -> bool:
        """Browse ``chosen``, game ``index`` (0-based) of the ``count`` games of ``path``
        (``count`` None while the file is still being read, or not known). Unless
        ``confirmed``, a game in progress is only abandoned after asking. ``from_library``:
        the game was read from the game library, ``path`` and ``index`` name its source
        file and place there (see :attr:`record_from_library`). ``prepared``: its main line
        made ready by the worker that read it (:func:`~.browser.prepare_line`). Returns
        success."""
        if not confirmed and not self._may_abandon():
            return False
        if self.mode is Mode.PLAY and self.journal is not None:
            self._forget(self.journal)  # the live game is abandoned (confirmed with moves)
        self.controller.stop()
        self.mode = Mode.BROWSE
        self.record_path = path
        self.record_from_library = from_library
        self.record_modified = False
        self.record_index = index
        self.record_count = count
        try:
            self.browser.load(chosen.record, prepared=prepared)
        except FenError as exc:
            self.window.show_error(_CANNOT_OPEN(), QCoreApplication.translate(
                "AppSession", "{0}: game {1}: {2}").format(
                    path, index + 1, render(exc.message or str(exc))))
            return False
        name = Path(path).name
        self._show_record_header(chosen.record, path, index)
        if chosen.error is not None:
            self._notice_partly_read(chosen.error, in_variation=chosen.in_variation)
        else:
            self.window.clear_notice()
            self.window.show_message(
                QCoreApplication.translate(
                    "AppSession", "{0}: game {1} of {2}; use the arrow keys to step through it."
                ).format(name, index + 1, count) if count is not None else
                QCoreApplication.translate(
                    "AppSession", "{0}: game {1}; use the arrow keys to step through it."
                ).format(name, index + 1))
        self.update_actions()
        self.window.board.setFocus()  # ←/→ step through the record at once (not the filter)
        self.record_shown.emit(path)
        return True

    def _show_record_header(self, record: GameRecord, path: str, index: int) -> None:
        """The header of game ``index`` (0-based) of file ``path``: players, event, and
        the file note ("name.pgn, game 3") with the result."""
        name, result = Path(path).name, record.result
        self._show_header(record.headers, lambda: [
            QCoreApplication.translate("AppSession", "{0}, game {1}").format(name, index + 1),
            QCoreApplication.translate("AppSession", "result {0}").format(result)])

    def record_saved_as(self, path: str, record: GameRecord) -> None:
        """``record`` was written alone to ``path`` (Save, Save as): while it is still the
        record shown, it is now game 1 of 1 of that file, whatever it came from (one game
        of a collection, the game library): :attr:`record_path` and the header's file note
        name that file, and the Games list lists it (one game: the dock hides), so nothing
        still names the source it was saved away from."""
        if self.mode is not Mode.BROWSE or self.browser.record is not record:
            return
        if (path, self.record_index, self.record_count, self.record_from_library) == \
                (self.record_path, 0, 1, False):
            return  # saved in place: nothing names another file
        self.record_path, self.record_index, self.record_count = path, 0, 1
        self.record_from_library = False
        self._show_record_header(record, path, 0)
        if self.opener is not None:
            xqf = path.lower().endswith(".xqf")
            self.opener.list_loaded(formats.LoadedFile(
                path, "xqf" if xqf else "pgn", None if xqf else "utf-8",
                [formats.LoadedGame(record, None, 0)]))

    def _notice_partly_read(self, error: RecordError, *, in_variation: bool) -> None:
        """A record read up to an error opens anyway: the window's notice bar (not a
        dialog) names the file, game, ply and reason, and what was kept (the whole main
        line when the bad move is in a variation); the status bar says it briefly. The
        reason of a bad move in a variation says "in a variation" itself
        (``record.*_variation`` of :mod:`xiangqi_gui.formats.texts`): the notice does not
        say it again."""
        name = Path(error.source).name
        if in_variation:
            text = self.tr("Record partly read: %1, %2: %3. "
                           "The main line is complete; the variation stops before the error.")
        else:
            text = self.tr("Record partly read: %1, %2: %3. The moves before the error are shown.")
        text = text.replace("%1", name).replace("%2", record_place(error.location))
        self.window.show_notice(text.replace("%3", record_reason(error)),
                                record_error_text(error))
        self.window.show_message(self.tr("%1: record partly read").replace("%1", name))

    def mark_record_edited(self) -> None:
        """The shown record was changed in the window: mark it modified (the title's ``*``)
        until it is saved or another record is shown; emits :attr:`record_edited`."""
        self.record_modified = True
        self.record_edited.emit()

    def browse_record(self, record: GameRecord, label: str, ply: int = 0) -> bool:
        """Show ``record`` (made here, not read from a file: a set-up position, edited
        headers) for browsing and editing; the live game is stopped as when a file opens."""
        if self.mode is Mode.PLAY and not self._may_abandon():
            return False
        if self.mode is Mode.PLAY and self.journal is not None:
            self._forget(self.journal)
        self.controller.stop()
        self.mode = Mode.BROWSE
        try:
            self.browser.load(record, ply)
        except FenError as exc:
            self.window.show_error(QCoreApplication.translate(
                "AppSession", "Cannot show the record"), error_text(exc))
            return False
        self._show_header(record.headers, [label] if label else [])
        if label:  # a new record, not the same one with edited headers
            self.window.clear_notice()
        self.update_actions()
        self.window.board.setFocus()
        return True

    def _pick_game(self, games: list[LoadedGame], path: str) -> int | None:
        if len(games) == 1:
            return 0
        labels = []
        for i, game in enumerate(games):
            headers = game.record.headers
            names = (f"{display_header(headers.get('Red', '?'))} – "
                     f"{display_header(headers.get('Black', '?'))}")
            labels.append(display_header(
                f"{i + 1}. {names} {display_header(headers.get('Event', ''))}".strip()))
        choice, ok = QInputDialog.getItem(self.window, "Choose a game",
                                          f"{Path(path).name} holds {len(games)} games:",
                                          labels, 0, False)
        return labels.index(choice) if ok else None

    def current_record(self) -> GameRecord:
        """The record shown: the loaded one when browsing, else the live game."""
        if self.mode is Mode.BROWSE and self.browser.record is not None:
            return self.browser.record
        return self.controller.game.to_record()

    def save_dialog(self) -> None:
        """Choose a file name and save the record (PGN or XQF by extension)."""
        path, chosen = QFileDialog.getSaveFileName(self.window, QCoreApplication.translate(
            "AppSession", "Save record"), file_folder.start_path("game.pgn"),
                                                   "PGN (*.pgn);;XQF (*.xqf)")
        if path:
            file_folder.remember(path)
            self.save_file(with_suffix(path, ".xqf" if "xqf" in chosen.lower() else ".pgn"))

    def save_file(self, path: str) -> bool:
        """Write the current record to ``path``: XQF for ``.xqf``, else PGN in Chinese
        notation (UTF-8). Errors become a message box; returns success."""
        record = self.current_record()
        try:
            if path.lower().endswith(".xqf"):
                Path(path).write_bytes(formats.write_xqf(record))
            else:
                Path(path).write_text(formats.write_pgn(record, "chinese"), encoding="utf-8")
        except (OSError, formats.XqfWriteError) as exc:
            detail = render(exc.message) if isinstance(exc, formats.XqfWriteError) else \
                render(system_error(exc))  # the system's words in the UI language
            self.window.show_error(QCoreApplication.translate(
                "AppSession", "Cannot save the record"), with_file(path, detail), str(exc))
            return False
        self.window.show_message(QCoreApplication.translate("AppSession", "Saved {0}").format(path))
        return True

    # ------------------------------------------------------------------ FEN

    def shown_fen(self) -> str:
        """FEN of the position on the board."""
        if self.mode is Mode.BROWSE and self.browser.cursor is not None:
            return self.browser.position().fen()
        game = self.controller.game
        ply = self.controller.viewing_ply
        if ply is not None:
            return game.sheet.position_at(ply).fen()
        return game.arbiter.position.fen()

    def copy_fen(self) -> None:
        """Put the shown position's FEN on the clipboard."""
        QGuiApplication.clipboard().setText(self.shown_fen())
        self.window.show_message(QCoreApplication.translate("AppSession", "FEN copied."))

    def paste_clipboard(self) -> None:
        """Start a game from the FEN on the clipboard."""
        self.paste_fen(QGuiApplication.clipboard().text())

    def paste_fen(self, text: str) -> bool:
        """Start a game (same players and rules) from FEN ``text``; errors are shown."""
        if not self._may_abandon():
            return False
        setup = self.controller.game.setup.with_(start_fen=text.strip())
        return self.start_game(setup)

    def play_from_here(self) -> None:
        """Start a casual game from the position shown while browsing."""
        if self.mode is not Mode.BROWSE or self.browser.cursor is None:
            return
        headers = self.browser.record.headers if self.browser.record else {}
        self.start_game(GameSetup.casual(red=headers.get("Red", "Red"),
                                         black=headers.get("Black", "Black"),
                                         start_fen=self.browser.position().fen()))

    # ------------------------------------------------------------------ navigation

    def navigate(self, delta: int, *, absolute: bool = False) -> None:
        """Step (``delta`` plies) or jump (``absolute``: 0 = start, -1 = last)."""
        if self.mode is Mode.BROWSE:
            if absolute:
                self.browser.go(len(self.browser.line) if delta < 0 else delta)
            else:
                self.browser.step(delta)
            return
        sheet = self.window.sheet
        total = sheet.ply_count
        current = self.controller.viewing_ply
        here = total if current is None else current
        target = (total if delta < 0 else delta) if absolute else here + delta
        target = max(0, min(total, target))
        sheet.set_current_ply(target)
        self.controller.view_ply(target)
        self.study.refresh()  # the panes follow the move shown

    def _on_browsed(self, ply: int) -> None:
        """The record shown moved to ``ply``: the status bar names the move."""
        node = self.browser.node
        self.window.show_sheet_position(ply, in_variation=node is not None
                                        and not node.is_mainline())

    def _on_ply_selected(self, ply: int) -> None:
        if self.mode is Mode.BROWSE:
            self.browser.go(ply)

    def _on_variation(self, ply: int, index: int) -> None:
        if self.mode is Mode.BROWSE:
            self.browser.select_variation(ply, index)

    # ------------------------------------------------------------------ arbiter

    def correct_time_dialog(self) -> None:
        """Ask for a side's corrected time and apply it (art. 21.4)."""
        clock = self.controller.clock
        if clock is None:
            return
        dialog = CorrectTimeDialog(self.window, red_ns=clock.reading(Side.RED).main_ns,
                                   black_ns=clock.reading(Side.BLACK).main_ns)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                self.controller.act(LiveGame.correct_time, dialog.side(), dialog.main_ns())
            except ValueError as exc:
                self.window.show_error(QCoreApplication.translate(
                    "AppSession", "Cannot correct the clock"),
                                       str(exc))

    def foul_dialog(self) -> None:
        """Ask for a foul and record it (art. 8.1)."""
        dialog = FoulDialog(self.window, side=self.controller.game.time_owner())
        if dialog.exec() == QDialog.DialogCode.Accepted:
            entry = dialog.entry()
            self.controller.act(LiveGame.record_foul, entry.side, entry.article, entry.text)

    def declare_dialog(self) -> None:
        """Ask for a result and declare it."""
        dialog = DeclareResultDialog(self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            d = dialog.decision()
            self.controller.act(LiveGame.declare_result, d.result, d.article, d.reason)

    def illegal_move_dialog(self) -> None:
        """The arbiter enters a move the side to move completed at the board, e.g. an
        illegal one the board did not place (a click is no placement where the piece
        cannot go): ICCS text such as ``b2b7``; the arbiter rules on it (art. 8.1.8,
        4.1.8)."""
        text, ok = QInputDialog.getText(self.window, self.tr("Record a move"),
                                        self.tr("The move as played, ICCS (e.g. b2b7):"))
        if ok and text.strip():
            self.record_move(text.strip())

    def record_move(self, iccs: str) -> bool:
        """Dialog-free :meth:`illegal_move_dialog`; False (with a message) for bad text."""
        try:
            move = Move.from_iccs(iccs)
        except ValueError:
            self.window.show_error(self.tr("Record a move"), self.tr(
                "“{0}” is not a move in ICCS notation (e.g. b2b7).").format(iccs))
            return False
        self.controller.act(LiveGame.move, move.from_square, move.to_square)
        return True

    def take_back_dialog(self) -> None:
        """The arbiter takes back the automatic decision (0) or the last moves, with a
        reason written on the sheet (art. 17.5)."""
        game = self.controller.game
        plies, ok = QInputDialog.getInt(
            self.window, self.tr("Take back"),
            self.tr("Moves to take back (0: only the decision that ended the game):"),
            0 if game.outcome is not None else 1, 0, len(game.moves))
        if not ok:
            return
        reason, ok = QInputDialog.getText(self.window, self.tr("Take back"),
                                          self.tr("Reason (written on the score sheet):"))
        if ok and reason.strip():
            self.take_back(plies, reason.strip())

    def take_back(self, plies: int, reason: str) -> None:
        """Dialog-free :meth:`take_back_dialog`."""
        self.controller.act(LiveGame.take_back, plies, reason)

    def correct_result_dialog(self) -> None:
        """The arbiter corrects the result of the ended game, with a reason (art. 17.5)."""
        results = ["1-0", "0-1", "1/2-1/2"]
        result, ok = QInputDialog.getItem(self.window, self.tr("Correct the result"),
                                          self.tr("Result:"), results, 0, False)
        if not ok:
            return
        reason, ok = QInputDialog.getText(self.window, self.tr("Correct the result"),
                                          self.tr("Reason (written on the score sheet):"))
        if ok and reason.strip():
            self.controller.act(LiveGame.correct_result, result, reason.strip())

    # ------------------------------------------------------------------ printing

    def sheet_data(self) -> SheetData:
        """What the printed score sheet shows (art. 9)."""
        rows = self.window.sheet.rows
        if self.mode is Mode.BROWSE and self.browser.record is not None:
            return SheetData.from_headers(rows, self.browser.record.headers,
                                          result=self.browser.record.result, fullwidth=True,
                                          language=self.print_language)
        game = self.controller.game
        return SheetData.from_headers(game.sheet, game.headers(), arbiter=game.setup.arbiter,
                                      time_control=TimeText(language=self._sheet_language())
                                      .sides(game.setup.red_control, game.setup.black_control),
                                      result=game.headers()["Result"], outcome=game.outcome,
                                      fullwidth=True, language=self.print_language)

    def _sheet_language(self) -> str:
        """The printed sheet's language (:attr:`print_language`, else the UI language)."""
        return language_of(self.print_language)

    def export_pdf(self, path: str) -> int | None:
        """Print the score sheet to the PDF file ``path``; the page count, or None after
        showing the error."""
        try:
            pages = print_score_sheet(self.sheet_data(), path)
        except PrintError as exc:
            self.window.show_error(QCoreApplication.translate(
                "AppSession", "Cannot print"), str(exc))
            return None
        self.window.show_message(QCoreApplication.translate(
            "AppSession", "Score sheet written to {0} ({1} pages).").format(path, pages))
        return pages

    def pdf_dialog(self) -> None:
        """Choose a PDF file name and write the score sheet to it in a worker thread."""
        path, _ = QFileDialog.getSaveFileName(
            self.window, QCoreApplication.translate("AppSession", "Export score sheet"),
            file_folder.start_path(sheet_file_name(self.sheet_data())),
            QCoreApplication.translate("AppSession", "PDF (*.pdf)"))
        if path:
            file_folder.remember(path)
            self.export_pdf_in_background(with_suffix(path, ".pdf"))

    def export_pdf_in_background(self, path: str) -> PdfExport:
        """Start writing the score sheet to ``path`` off the UI thread (:class:`PdfExport`);
        the status bar shows a progress bar with a Cancel button (:class:`JobProgress`)
        while pages are written, then the outcome. Cancel stops the worker after the page
        being painted and removes the partial file."""
        export = PdfExport(self.sheet_data(), path, self.window)
        self._track_job(export, self.tr("Writing {0}").format(Path(path).name),
                        lambda pages: self.tr("Score sheet written to {0} ({1} pages).").format(
                            path, pages),
                        self.tr("Writing {0} was cancelled; the file was removed.").format(path))
        export.start()
        return export

    def _track_job(self, job: PdfExport, what: str, done: Callable[[int], str],
                   cancelled: str) -> None:
        """Show ``job`` in the status bar with a Cancel button; ``done(pages)`` and
        ``cancelled`` are the messages at its end."""
        progress = JobProgress(self.window.statusBar(), what)
        self._job_progress = progress
        progress.cancel_requested.connect(job.cancel)
        job.progress.connect(progress.set_progress)

        def end(message: str | None = None, error: str | None = None) -> None:
            progress.finish()
            if self._job_progress is progress:
                self._job_progress = None
            if self._pdf_export is job:
                self._pdf_export = None
            if message is not None:
                self.window.show_message(message)
            if error is not None:
                self.window.show_error(self.tr("Cannot print"), error)

        job.finished.connect(lambda pages: end(done(pages)))
        job.cancelled.connect(lambda: end(cancelled))
        job.failed.connect(lambda reason: end(error=reason))
        self._pdf_export = job

    def print_dialog(self) -> None:
        """Print the score sheet on a printer: the system print dialog, then the pages are
        painted on the printer in a worker thread (:meth:`print_in_background`)."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        dialog = QPrintDialog(printer, self.window)
        dialog.setWindowTitle(QCoreApplication.translate("PrintSheet", "Print score sheet"))
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_in_background(printer)

    def print_in_background(self, printer: QPrinter) -> PdfExport:
        """Print the score sheet on ``printer`` (configured, e.g. by the print dialog) off
        the UI thread, with progress and Cancel in the status bar as for PDF export; the
        printer belongs to the job until it ends."""
        job = PdfExport(self.sheet_data(), printer, self.window)
        self._printer = printer  # kept alive while the worker paints on it
        name = printer.printerName() or Path(printer.outputFileName()).name
        self._track_job(job, self.tr("Printing on {0}").format(name),
                        lambda pages: self.tr("Score sheet printed on {0} ({1} pages).").format(
                            name, pages),
                        self.tr("Printing on {0} was cancelled.").format(name))
        job.start()
        return job


def with_suffix(path: str, suffix: str) -> str:
    """``path`` with ``suffix`` (``".pgn"``) added when it has no known record or PDF suffix.

    A name typed without an extension in a save dialog gets the chosen file type's.
    """
    if Path(path).suffix.lower() in (".pgn", ".xqf", ".pdf"):
        return path
    return path + suffix

