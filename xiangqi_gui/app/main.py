"""The ``xiangqi-gui`` program: ``xiangqi-gui [FILE] [--demo-board [SCREEN]]``.

Opens the main window. On start it offers to resume a game the autosave journal holds
(after a crash or kill); with FILE it opens that record for browsing; ``--demo-board``
also opens the audience's demo board (on screen number SCREEN). The journal and the error
log live in the platform's app-data folder (:mod:`.paths`; ``XIANGQI_GUI_DATA_DIR``
overrides it). Uncaught exceptions are logged and shown as a dialog (:mod:`.errors`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from xiangqi_gui.app.clock_driver import ClockDriver
from xiangqi_gui.app.controller import GameController
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.errors import install_excepthook
from xiangqi_gui.app.paths import APP_NAME, data_dir, journal_path, log_path
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.session import AppSession, Ask
from xiangqi_gui.clock import TimeSource
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.fonts import FontLoadError, install_ui_fonts
from xiangqi_gui.ui.i18n import install_language, system_language
from xiangqi_gui.ui.main_window import MainWindow


def build_parser() -> argparse.ArgumentParser:
    """Argument parser of ``xiangqi-gui``."""
    parser = argparse.ArgumentParser(prog="xiangqi-gui", description=QCoreApplication.translate(
        "main", "Xiangqi board, clock, score sheet and arbiter"))
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help=QCoreApplication.translate("main", "record file to open"))
    parser.add_argument(
        "--demo-board",
        nargs="?",
        const=-1,
        type=int,
        metavar="SCREEN",
        help=QCoreApplication.translate(
            "main", "also open the audience's demo board (on screen number SCREEN)"),
    )
    return parser


def create_session(args: argparse.Namespace, *, folder: Path | None = None,
                   ask: Ask | None = None, time_source: TimeSource | None = None,
                   setup: GameSetup | None = None, resume: bool = False) -> AppSession:
    """Build window, controller and session for parsed ``args`` (needs a QApplication).

    ``folder`` holds the journal (default :func:`~.paths.data_dir`); ``ask`` answers
    yes/no questions; ``setup`` is the first game (default: a casual game). With
    ``resume`` the journal's interrupted game is offered first (and, when accepted, played
    instead of ``setup``). FILE, when given, is opened for browsing (errors are shown,
    never raised); the first game starts only when neither happened.
    """
    notes: list[str] = []
    preferences = Preferences(data_dir() if folder is None else folder)
    install_language(preferences.language() or system_language())
    try:
        install_ui_fonts()
    except FontLoadError as exc:
        notes.append(QCoreApplication.translate(
            "main", "Bundled fonts not loaded ({0}); system fonts are used.").format(exc))
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
    shell = DesktopShell(session, preferences)
    session.desktop = shell  # type: ignore[attr-defined]
    resumed = resume and session.offer_resume()
    opened = bool(args.file) and session.open_file(args.file, 0)
    if not resumed and not opened:
        session.start_game(setup if setup is not None else GameSetup.casual())
    shell.sync()
    shell.restore_layout()
    if notes:
        window.show_message(" ".join(notes), 0)
    return session


def create_window(args: argparse.Namespace) -> MainWindow:
    """The main window of :func:`create_session` (kept for simple callers)."""
    return create_session(args).window


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``xiangqi-gui`` gui script; returns the Qt event loop's exit status."""
    raw = list(sys.argv if argv is None else [sys.argv[0], *argv])
    app = QApplication.instance() or QApplication(raw)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(APP_NAME)
    args = build_parser().parse_args(QApplication.arguments()[1:] if argv is None else argv)
    holder: list[MainWindow] = []
    install_excepthook(lambda: holder[0] if holder else None, log_path(data_dir()))
    session = create_session(args, resume=True)
    window = session.window
    holder.append(window)
    window.show()
    window.ensure_on_screen()
    if args.demo_board is not None:
        from xiangqi_gui.app.demo_feed import open_demo_board

        _demo, note = open_demo_board(session, args.demo_board)
        window.show_message(note)
    status: int = app.exec()
    return status


if __name__ == "__main__":
    sys.exit(main())
