"""The ``xiangqi-gui`` program: ``xiangqi-gui [FILE] [--demo-board [SCREEN]] [--self-test]``.

Opens the main window. On start it offers to resume a game the autosave journal holds
(after a crash or kill); with FILE it opens that record for browsing; ``--demo-board``
also opens the audience's demo board (on screen number SCREEN). The journal and the error
log live in the platform's app-data folder (:mod:`.paths`; ``XIANGQI_GUI_DATA_DIR``
overrides it). Uncaught exceptions are logged and shown as a dialog (:mod:`.errors`).
``--self-test`` runs :mod:`.selftest` offscreen instead (no display needed) and exits.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from xiangqi_gui import __version__
from xiangqi_gui.app.child import STREAMS
from xiangqi_gui.app.clock_driver import ClockDriver
from xiangqi_gui.app.controller import GameController
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.errors import install_excepthook
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.app.opener import CollectionOpener
from xiangqi_gui.app.paths import APP_NAME, data_dir, journal_path, log_path
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.qt_messages import install_message_filter
from xiangqi_gui.app.session import AppSession, Ask
from xiangqi_gui.clock import TimeSource
from xiangqi_gui.library.location import LIBRARY_NAME
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.resources import resource_path
from xiangqi_gui.ui import file_folder, tab_style
from xiangqi_gui.ui.fonts import FontLoadError, install_ui_fonts
from xiangqi_gui.ui.i18n import install_language, system_language
from xiangqi_gui.ui.main_window import MainWindow
from xiangqi_gui.ui.staged_paint import after_first_paint

#: Seconds a thread may keep the interpreter lock when another wants it (Python: 0.005).
SWITCH_INTERVAL_S = 0.001


def build_parser() -> argparse.ArgumentParser:
    """Argument parser of ``xiangqi-gui``.

    ``--demo-board`` takes an optional screen number; a value that is not a number is the
    record FILE (``xiangqi-gui --demo-board game.pgn`` works like ``xiangqi-gui game.pgn
    --demo-board``): see :func:`parse_args`.
    """
    parser = argparse.ArgumentParser(prog="xiangqi-gui", description=QCoreApplication.translate(
        "main", "Xiangqi board, clock, score sheet and arbiter"))
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {__version__}",
                        help="print the program's version and exit")
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help=QCoreApplication.translate(
                            "main", "record file to open (PGN, XQF, DhtmlXQ, FEN list)"))
    parser.add_argument(
        "--demo-board",
        nargs="?",
        const="-1",
        metavar="SCREEN",
        help=QCoreApplication.translate(
            "main", "also open the audience's demo board (on screen number SCREEN)"),
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check offscreen that this installation works, one line per check, and exit "
        "(status 1 when a check fails)",
    )
    return parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse ``xiangqi-gui`` arguments; ``demo_board`` becomes an int (or None).

    Exits with status 2 (argparse) on a usage error, 0 after ``--help``/``--version``.
    """
    parser = build_parser()
    args = parser.parse_args(list(argv))
    value = args.demo_board
    if value is not None:
        try:
            args.demo_board = int(value)
        except ValueError:
            if args.file is not None:
                parser.error(f"--demo-board: SCREEN must be a screen number, not {value!r}")
            args.file, args.demo_board = value, -1
    return args


def create_session(args: argparse.Namespace, *, folder: Path | None = None,
                   ask: Ask | None = None, time_source: TimeSource | None = None,
                   setup: GameSetup | None = None, resume: bool = False) -> AppSession:
    """Build window, controller and session for parsed ``args`` (needs a QApplication).

    ``folder`` holds the journal (default :func:`~.paths.data_dir`); ``ask`` answers
    yes/no questions; ``setup`` is the first game (default: a casual game). With
    ``resume`` the journal's interrupted game is offered first (and, when accepted, played
    instead of ``setup``). FILE, when given, is read in a worker thread and browsed once
    game 1 is built (:attr:`AppSession.record_shown`; errors are shown, never raised);
    until then the first game is on the board.
    """
    notes: list[str] = []
    # worker threads (opening, checking, import, PDF) hand the interpreter lock back to
    # the UI thread after 1 ms instead of Python's 5 ms (issue 12: heartbeat gaps)
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    preferences = Preferences(data_dir() if folder is None else folder)
    install_language(preferences.language() or system_language())
    file_folder.use_settings(preferences.settings)  # file dialogs start where last used
    try:
        install_ui_fonts()
    except FontLoadError as exc:
        notes.append(QCoreApplication.translate(
            "main", "Bundled fonts not loaded ({0}); system fonts are used.").format(exc))
    running = QApplication.instance()
    if isinstance(running, QApplication):
        tab_style.install(running)  # tab titles drawn whole, before any tab bar is made
    journal = Journal(journal_path(folder))
    driver = ClockDriver()
    window = MainWindow(driver)
    driver.setParent(window)
    extra: dict[str, Any] = {} if time_source is None else {"time_source": time_source}
    controller = GameController(window.board, window.sheet, driver, journal=journal,
                                parent=window, **extra)
    app = QApplication.instance()
    if controller.event_time is not None and app is not None:
        app.installEventFilter(controller.event_time)  # samples every input's time stamp
    session = AppSession(window, controller, journal, ask=ask, preferences=preferences)
    session.opener = CollectionOpener(session)  # game list + opening off the UI thread
    session.library_panel = LibraryPanel(  # type: ignore[attr-defined]
        session, (data_dir() if folder is None else folder) / LIBRARY_NAME)
    from xiangqi_gui.ui.tournament_play import install_menu
    install_menu(session)  # the tournament window's menu (its boards play here)
    window.keep_help_last()
    shell = DesktopShell(session, preferences)
    session.desktop = shell  # type: ignore[attr-defined]
    resumed = resume and session.offer_resume()
    if not resumed:  # FILE replaces this game when it has been read (in a worker thread)
        session.start_game(setup if setup is not None else GameSetup.casual())
    if args.file:
        session.open_file(args.file)
    shell.sync()
    shell.restore_layout()
    if notes:
        window.show_message(" ".join(notes), 0)
    return session


def create_window(args: argparse.Namespace) -> MainWindow:
    """The main window of :func:`create_session` (kept for simple callers)."""
    return create_session(args).window


def main(argv: Sequence[str] | None = None, *, gc_paused: bool = False) -> int:
    """Run the program; returns the Qt event loop's exit status.

    ``gc_paused``: the caller paused the garbage collector for the start-up
    (:mod:`.launch`, the ``xiangqi-gui`` script); it is resumed here (see there when).
    """
    raw = list(sys.argv if argv is None else [sys.argv[0], *argv])
    if gc_paused and (raw[1:2] and raw[1] in STREAMS or {"--self-test", "-h", "--help",
                                                         "--version"} & set(raw[1:])):
        gc.enable()  # a child process or a check: no window to wait for
        gc_paused = False
    if raw[1:2] and raw[1] in STREAMS:  # the packaged program as a child (app/child.py)
        stream: int = importlib.import_module(STREAMS[raw[1]]).main(raw[2:])
        return stream
    if "--self-test" in raw[1:]:  # before anything that needs a display
        from xiangqi_gui.app.selftest import run_self_test

        return run_self_test()
    if {"-h", "--help", "--version"} & set(raw[1:]):
        parse_args(raw[1:])  # prints and exits before any display is needed
    install_message_filter()  # Qt's known-harmless platform warnings only
    app = QApplication.instance() or QApplication(raw)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(APP_NAME)
    QApplication.setWindowIcon(QIcon(str(resource_path("icons", "xiangqi-gui.png"))))
    args = parse_args(QApplication.arguments()[1:] if argv is None else argv)
    holder: list[AppSession] = []
    install_excepthook(lambda: holder[0].window if holder else None, log_path(data_dir()),
                       game_kept=lambda: bool(holder) and holder[0].game_kept())
    session = create_session(args, resume=True)
    window = session.window
    holder.append(session)
    window.show()
    # QtMultimedia (20-30 ms) once the window is on screen, before the first clock sound
    after_first_paint(window, session.study.sounds.prepare,
                      session.controller.driver.beeper.prepare,
                      _resume_gc if gc_paused else lambda: None)
    if args.file:  # the log says what became of the file given on the command line
        logging.getLogger(APP_NAME).info("record %s opening", args.file)
        session.record_shown.connect(lambda path: logging.getLogger(APP_NAME).info(
            "record %s opened", path))
    window.ensure_on_screen()
    if args.demo_board is not None:
        from xiangqi_gui.app.demo_feed import open_demo_board

        _demo, note = open_demo_board(session, args.demo_board)
        window.show_message(note)
    status: int = app.exec()
    return status


def _resume_gc() -> None:
    """Resume the collector the launcher paused (:mod:`.launch`), the start-up's objects
    set aside first (:func:`gc.freeze`: a full collection of them took 29 ms for the 556
    objects it freed, so the few cycles of the start-up are kept instead)."""
    gc.freeze()
    gc.enable()


if __name__ == "__main__":
    sys.exit(main())
