"""GameController: Qt glue between the widgets, the :class:`LiveGame` and engine processes.

The game itself is a :class:`~xiangqi_gui.play.live.LiveGame` (Qt-free). The controller
turns widget intents into its inputs (with the instant ``now``), applies each
:class:`~xiangqi_gui.play.live.Changes` once (:meth:`GameController.apply`: board, sheet,
clock display, one journal line, the engines, the status bar) and arms one precise timer at
:meth:`LiveGame.next_deadline`; the engine sides' processes are :mod:`.engine_seats`'.

A move's path: ``BoardWidget.move_gesture`` → :meth:`GameController._on_gesture` →
:meth:`LiveGame.move` → ``Changes`` → :meth:`GameController.apply` (board, sheet, clock
widgets updated once) → :meth:`Journal.append` (one line). Clock presses count at the
instant of their input event (:mod:`.event_time`) when the clock runs on monotonic time.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from xiangqi_gui.app.clock_driver import ClockDriver
from xiangqi_gui.app.engine_seats import EngineSeats
from xiangqi_gui.app.event_time import EventTime
from xiangqi_gui.clock import ChessClock, Side, TimeSource
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.live import Changes, GameView, LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.messages import render, render_all
from xiangqi_gui.ui.score_sheet import ScoreSheet

if TYPE_CHECKING:
    from xiangqi_gui.engine.qt.transport import QtEngineTransport


class GameController(QObject):
    """Runs the live game between the views, the journal and the engines.

    Args:
        board, sheet: the window's board and score sheet; driver: the clock display.
        journal: where to autosave (None: no autosave).
        time_source: monotonic ns source (tests inject a manual one).

    Signals: ``state_changed()`` after every applied change; ``message(str)`` a sentence
    for the status bar; ``game_over(object)`` the Outcome; ``engine_failed(str)``;
    ``autosave_failed(str)`` the journal cannot be written (autosave is off from then on).
    """

    state_changed = Signal()
    message = Signal(str)
    game_over = Signal(object)
    engine_failed = Signal(str)
    autosave_failed = Signal(str)

    def __init__(self, board: BoardWidget, sheet: ScoreSheet, driver: ClockDriver, *,
                 journal: Journal | None = None, time_source: TimeSource = time.monotonic_ns,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board, self.sheet, self.driver, self.journal = board, sheet, driver, journal
        self.time_source = time_source
        self.event_time = EventTime(self) if time_source is time.monotonic_ns else None
        self.autosave = journal is not None
        self.game = LiveGame(GameSetup.casual(), time_source())
        self.game.use_time_source(time_source)
        self.viewing_ply: int | None = None
        self.input_allowed: Callable[[], bool] | None = None
        """Asked before board input goes to the game (the session: not while browsing)."""
        self.seats = EngineSeats(self)
        """The engine processes of the game's engine sides."""
        self._timer = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.tick)
        board.touched.connect(self._on_touched)
        board.move_gesture.connect(self._on_gesture)
        board.drag_cancelled.connect(self._on_drag_cancelled)
        board.input_refused.connect(self._on_input_refused)
        sheet.ply_selected.connect(self.view_ply)


    @property
    def clock(self) -> ChessClock:
        """The clock of the current game."""
        return self.game.clock

    def view(self) -> GameView:
        """The game now (board, clock faces, demo board)."""
        return self.game.view(self.time_source())

    @property
    def engines(self) -> dict[Color, QtEngineTransport]:
        """The running engine process of each engine side."""
        return self.seats.engines

    @property
    def engine_thinking(self) -> bool:
        """True while an engine's requested move has not arrived."""
        return self.seats.thinking


    def new_game(self, setup: GameSetup) -> None:
        """Start a game with ``setup`` (raises ``FenError`` for a bad start FEN; nothing
        changes then). The journal starts afresh; engine processes start."""
        self.start(LiveGame(setup, self.time_source()))

    def start(self, game: LiveGame, *, resumed: Changes | None = None) -> None:
        """Play ``game`` (a new one, or one replayed from the journal and resumed)."""
        self.seats.close()
        self.game, self.viewing_ply = game, None
        game.use_time_source(self.time_source)
        if resumed is None:
            self._write(lambda j: j.start(game.log_header()))
        self.apply(resumed or Changes(reset=True, clock=True))
        self.seats.start()

    def stop(self) -> None:
        """End timers and engine processes (window closing); the journal stays."""
        self._timer.stop()
        self.seats.close()
        if self.journal is not None:
            with suppress(OSError):  # closing: the lines are in the kernel; no one to tell
                self.journal.close()  # every line synced, the sync thread joined


    def act(self, method: Callable[..., Changes], *args: Any) -> Changes:
        """Apply ``method(game, *args, now)``, a :class:`LiveGame` input, now."""
        return self.apply(method(self.game, *args, self.time_source()))

    def press_face(self, side: Side, stamp_ms: int = 0) -> Changes:
        """A clock face was pressed by an input event stamped ``stamp_ms`` (ms); ignored
        while a record is browsed (the live game is not the one shown)."""
        if not self._listening():
            return Changes()
        now = self.time_source()
        if self.event_time is not None:
            now = self.event_time.to_ns(stamp_ms, now)
        return self.apply(self.game.press_clock(Color(int(side)), now))

    def tick(self) -> Changes:
        """The deadline timer fired (flags, 读秒, clock checkpoint)."""
        return self.act(LiveGame.tick)

    def undo(self) -> bool:
        """Casual play: take back the last move (and an engine's reply); True when done."""
        return self.act(LiveGame.undo).reset

    def toggle_clock(self) -> Changes:
        """The arbiter starts, pauses or resumes the clock (art. 8.1.2)."""
        return self.act(LiveGame.toggle_clock)

    def _listening(self) -> bool:
        """Board input is the live game's (not while a record is browsed or edited)."""
        return self.input_allowed is None or self.input_allowed()

    def _on_touched(self, square: int) -> None:
        if self.viewing_ply is None and self._listening():
            self.act(LiveGame.touch, square)

    def _on_gesture(self, from_square: int, to_square: int, dropped: bool) -> None:
        if self.viewing_ply is not None or not self._listening():
            return
        if not dropped and not self.game.click_target(from_square, to_square):
            self._show_board(self.view(), Changes())  # the touched piece stays selected
            self.message.emit(self.tr("The selected piece cannot reach that point: no move "
                                      "was made."))
            return
        self.act(LiveGame.move, from_square, to_square)

    def _on_drag_cancelled(self, _square: int) -> None:
        if self.viewing_ply is None and self._listening():
            self.act(LiveGame.release)

    def _on_input_refused(self, _square: int) -> None:
        """A press on the board while it takes no move: say why (paused clock, press the
        clock first, clock not started, engine to move, an earlier position shown)."""
        if not self._listening():
            return
        if self.viewing_ply is not None:
            self.message.emit(render(self.game.why_no_move()) or self.tr(
                "An earlier position is shown: select the last move (End) to return to "
                "the game."))
            return
        why = self.game.why_no_move()
        if why is not None:
            self.message.emit(render(why))


    def apply(self, changes: Changes) -> Changes:
        """Show ``changes`` once: journal line, sheet, board, clock, engines, messages."""
        game = self.game
        if changes.entry is not None:  # the input that ends the game waits for the disk
            self._write(lambda j: j.append(changes.entry or {}, wait=changes.outcome is not None))
        view = game.view(self.time_source())
        if changes.reset:
            self.sheet.set_rows(game.sheet)
        elif changes.sheet_from is not None:
            self.sheet.sync(changes.sheet_from)
        if changes.reset or changes.board or changes.moved is not None:
            self._show_board(view, changes)
        if changes.reset or changes.clock:
            self.driver.show(game.clock, changes.events)
        deadline = game.next_deadline()
        if deadline is None:
            self._timer.stop()
        else:
            self._timer.start(max(0, -(-(deadline - self.time_source()) // 1_000_000)))
        text = " ".join(t for t in (render_all(changes.messages), self.seats.sync()) if t)
        if text:
            self.message.emit(text)
        self.state_changed.emit()
        if changes.outcome is not None:
            self.seats.close()
            self.game_over.emit(changes.outcome)
        return changes

    def _show_board(self, view: GameView, changes: Changes) -> None:
        board = self.board
        if self.viewing_ply is None and view.position is not None and (
                changes.reset or changes.moved is not None):
            board.set_position(view.position, animate=changes.moved is not None)
        if view.lock is not None:
            board.set_locked_selection(view.lock[0], render(view.lock_said) or view.lock[1])
        elif board.locked_reason() is not None:
            board.set_selection(None)
        board.set_show_targets(view.dests is not None)
        if view.dests is not None:
            board.set_dests(view.dests)
        board.set_interactive(view.can_move and self.viewing_ply is None)

    def view_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves read-only (the game goes on); the last
        ply returns to the live board."""
        if ply >= len(self.game.sheet):
            self.viewing_ply = None
            self._show_board(self.view(), Changes(reset=True))
            return
        self.viewing_ply = ply
        self.board.set_position(self.game.sheet.position_at(ply), animate=False)
        self.board.set_interactive(False)
        self.message.emit(self.tr("Viewing the position after move {0}; select the last move "
                                  "(End) to return to the game.").format(ply))

    def _write(self, action: Callable[[Journal], None]) -> None:
        """Write the journal; a refusal (read-only or full folder) turns autosave off with
        one warning, and play goes on."""
        if self.journal is None or not self.autosave:
            return
        try:
            action(self.journal)
        except (OSError, RuntimeError) as exc:
            self.autosave = False
            with suppress(OSError):  # the same failure, reported below
                self.journal.close()
            self.autosave_failed.emit(self.tr("Autosave is off: the game cannot be written to "
                                              "{0} ({1}). Play goes on.").format(
                                                  self.journal.path, exc))
