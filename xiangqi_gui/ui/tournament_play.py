""""Play this board": a tournament board played in the main window, its result sent back.

:func:`board_setup` fills the game's :class:`~xiangqi_gui.play.setup.GameSetup` from the
tournament (players, units, event, round, the event's time control and competition level).
:class:`MainWindowPlayer` starts that game in an :class:`~xiangqi_gui.app.session.AppSession`
and, when the controller reports the end (``game_over``), hands back the result, each
side's fouls (犯规, counted by the arbiter) and the score sheet printed to a PDF next to
the tournament file, named in the UI language (:func:`board_sheet_name`). This is the only
place the tournament touches the game window.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from xiangqi_gui.clock import preset as time_preset
from xiangqi_gui.play.setup import COMPETITIONS, GameSetup
from xiangqi_gui.rules import Color
from xiangqi_gui.ui import file_folder

if TYPE_CHECKING:  # the tournament code is loaded when a tournament is opened (start-up)
    from xiangqi_gui.tournament import Result, Tournament
    from xiangqi_gui.tournament.knockout import Kind


def tournament_result(result: str) -> Result:
    """The tournament's :class:`~xiangqi_gui.tournament.Result` of a game result
    (``1-0``, ``0-1``, ``1/2-1/2``). Raises ``KeyError`` for any other text."""
    from xiangqi_gui.tournament import Result

    return {"1-0": Result.RED_WIN, "0-1": Result.BLACK_WIN, "1/2-1/2": Result.DRAW}[result]


def board_setup(t: Tournament, round_no: int, board: int) -> GameSetup:
    """The setup of ``board`` in round ``round_no``. Raises ``TournamentError`` for an
    unknown board and ``ValueError`` for a bye."""
    game = t.game(round_no, board)
    if game.black is None:
        raise ValueError(f"round {round_no} board {board} is a bye")
    red, black = t.player(game.red), t.player(game.black)
    cfg = t.config
    competition = cfg.level if cfg.level in COMPETITIONS else "provincial"
    try:
        control = time_preset(cfg.time_control)
        key = cfg.time_control
    except KeyError:
        key = "art6.1"
        control = time_preset(key)
    return GameSetup(red=red.name, black=black.name, red_team=red.unit, black_team=black.unit,
                     event=cfg.name, round=f"{round_no}.{board}", site=cfg.site,
                     arbiter=cfg.arbiter, competition=competition, time_preset=key,
                     red_control=control, black_control=control)


def board_sheet_name(round_no: int, board: int) -> str:
    """The file name of a board's score-sheet PDF, in the UI language as players say it:
    ``第3轮-第2台.pdf``, ``第3輪-第2台.pdf``, ``round-3-board-2.pdf``, ``vong-3-ban-2.pdf``;
    safe for any file system (:func:`~xiangqi_gui.ui.file_folder.joined_name`)."""
    stem = QCoreApplication.translate(
        "Tournament", "round-%1-board-%2",
        "the file name (without .pdf) of the score sheet of board %2 in round %1")
    return file_folder.joined_name(
        [stem.replace("%1", str(round_no)).replace("%2", str(board))], ".pdf",
        f"{round_no}-{board}")


def playoff_setup(red: str, black: str, kind: Kind, event: str = "",
                  level: str = "provincial") -> GameSetup:
    """The setup of a knockout playoff game (附加赛, reference §3): rapid 10 min + 10 s,
    blitz 5 min + 3 s, Armageddon Red 6 min / Black 4 min + 3 s (a draw then counts as a
    Black win, decided by :class:`~xiangqi_gui.tournament.knockout.KnockoutMatch`).
    ``Kind.SLOW`` uses the art. 6.1 preset."""
    from xiangqi_gui.tournament.knockout import playoff_clocks

    clocks = playoff_clocks(kind)
    red_tc, black_tc = clocks if clocks is not None else (time_preset("art6.1"),) * 2
    competition = level if level in COMPETITIONS else "provincial"
    return GameSetup(red=red, black=black, event=event, round=kind.zh,
                     competition=competition,
                     time_preset="art6.1" if clocks is None else "custom",
                     red_control=red_tc, black_control=black_tc)


class MainWindowPlayer:
    """Plays boards in the main window (see :class:`~.tournament_window.BoardPlayer`).

    Args:
        session: a callable returning the running :class:`AppSession` (the app layer
            owns it; see :func:`install_menu`).
        sheet_folder: where the score-sheet PDFs go (None: no PDF).
    """

    def __init__(self, session: Callable[[], Any], sheet_folder: Path | None = None) -> None:
        self._provider = session
        self.sheet_folder = sheet_folder

    def session(self) -> Any:
        """The session whose main window plays the boards."""
        return self._provider()

    def play(self, tournament: Tournament, round_no: int, board: int,
             done: Callable[[Result, int, int, str | None], None]) -> None:
        """Start the board's game; ``done`` is called once when it ends."""
        setup = board_setup(tournament, round_no, board)
        session = self.session()
        if _game_in_progress(session) and not session.ask(
                QCoreApplication.translate("Tournament", "Abandon the game?"),
                QCoreApplication.translate(
                    "Tournament",
                    "A game is in progress. Abandon it and play round %1 board %2?")
                .replace("%1", str(round_no)).replace("%2", str(board))):
            return
        if not session.start_game(setup):
            return
        controller = session.controller
        started = controller.game

        def finished(outcome: Any) -> None:
            if controller.game is not started:
                return  # another game was started meanwhile
            controller.game_over.disconnect(finished)
            arbiter = started.arbiter
            red_fouls = len(arbiter.fouls_of(Color.RED))
            black_fouls = len(arbiter.fouls_of(Color.BLACK))
            sheet = None
            if self.sheet_folder is not None:
                path = self.sheet_folder / board_sheet_name(round_no, board)
                if session.export_pdf(str(path)) is not None:
                    sheet = str(path)
            done(tournament_result(outcome.result), red_fouls, black_fouls, sheet)

        controller.game_over.connect(finished)
        window = session.window
        window.show()
        window.raise_()
        window.activateWindow()


def open_tournament(session: Any, path: str) -> Any:
    """Open (or create, when ``path`` does not exist) a tournament file in a
    :class:`~.tournament_window.TournamentWindow` whose boards play in ``session``'s main
    window; the window is returned (None after showing why the file cannot be opened). It
    is one of the session's ``companion_windows``: quitting the main window closes it."""
    from xiangqi_gui.tournament.store import TournamentFile, TournamentFileError
    from xiangqi_gui.ui.messages import error_text
    from xiangqi_gui.ui.tournament_window import TournamentWindow
    try:
        tfile = TournamentFile.open(path) if Path(path).exists() else TournamentFile.create(path)
    except TournamentFileError as exc:
        session.window.show_error(QCoreApplication.translate("Tournament", "Tournament"),
                                  error_text(exc), str(exc))  # the English behind details
        return None
    window = TournamentWindow(tfile, MainWindowPlayer(lambda: session, Path(path).parent))
    # closed with the main window (Quit ends the program, not just the game window)
    windows = getattr(session, "companion_windows", None)
    if windows is None:
        windows = session.companion_windows = []
    windows.append(window)
    window.show()
    return window


def install_menu(session: Any) -> Any:
    """Add 比赛 ▸ Tournament… to the main window's menu bar (the one hook into it)."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QFileDialog

    from xiangqi_gui.ui.live_text import live

    window = session.window
    action = QAction(window)
    live(window, lambda: action.setText(
        QCoreApplication.translate("Tournament", "Open or create a tournament…")))

    def choose() -> None:
        path, _ = QFileDialog.getSaveFileName(
            window, QCoreApplication.translate("Tournament", "Tournament file"),
            file_folder.start_path(file_folder.joined_name([QCoreApplication.translate(
                "Tournament", "tournament",
                "the file name (without .xqt) proposed for a new tournament")],
                ".xqt", "tournament")),
            QCoreApplication.translate("Tournament", "Tournament (*.xqt)"),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            file_folder.remember(path)
            open_tournament(session, path)

    action.triggered.connect(choose)
    menu = window.menuBar().addMenu("")
    live(window, lambda: menu.setTitle(QCoreApplication.translate("Tournament", "&Tournament")))
    menu.addAction(action)
    return action


def _game_in_progress(session: Any) -> bool:
    """A live game with moves and no result (the session's own test when it has one)."""
    running = getattr(session, "_running", None)
    if callable(running):
        return bool(running())
    game = session.controller.game
    return game.outcome is None and bool(game.moves)


