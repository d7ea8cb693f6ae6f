"""GameController: the game logic of the composition root (docs/architecture.md, "Layers").

Data flows one way: **input -> arbiter -> record -> views**. The controller owns the
:class:`~xiangqi_gui.arbiter.Arbiter`, the :class:`~xiangqi_gui.clock.ChessClock` (through
the Qt :class:`~xiangqi_gui.ui.clock_widget.ClockDriver`), the game being played (moves,
thinking times, score-sheet annotations) and the autosave :class:`~.journal.Journal`. The
views (:class:`~xiangqi_gui.ui.board_widget.BoardWidget`,
:class:`~xiangqi_gui.ui.score_sheet.ScoreSheet`, the clock widget) only show state and
report input; they never decide a rule.

Input handling (docs/architecture.md, "A move's path"):

* every press on a piece is an :meth:`Arbiter.touch` of the side to move; a touch-move duty
  (art. 5) whose moves all start from one square locks that piece on the board, with the
  reason in words;
* a drop / second click is an :meth:`Arbiter.move`; the ruling decides: accepted, refused
  (casual), a foul with the move retaken (art. 8.1.8, 5.8.3) or a loss (art. 4.1.8);
* a drag released off the board is :meth:`Arbiter.release` (case R23, docs/references.md §8:
  nothing else happens);
* clock presses come from the clock driver's events: ``MOVE_PRESSED`` is
  :meth:`Arbiter.press_clock`, ``PRESS_WITHOUT_MOVE`` (reported by the clock only, so the
  foul of art. 8.1.7 is counted once) is :meth:`Arbiter.clock_press_without_move` and the
  turn is handed back; ``FLAG`` / ``QUOTA_MISSED`` are :meth:`Arbiter.flag` /
  :meth:`Arbiter.quota_missed`; a ruling's ``time_penalty_ns`` is deducted from the clock.

In :attr:`PressMode.PHYSICAL` the mover presses the own face after moving and the time runs
until then; the board takes no move meanwhile. Fouls and draw offers are written on the
score sheet at the move during which they happened (art. 8.2). An outcome stops the clock,
makes the board read-only, clears the journal and emits :attr:`GameController.game_over`.

The journal is written after every ruling and every clock press (atomic, fsync'd); see
:meth:`GameController.to_state` for its content and :meth:`GameController.restore` for the
exact resume (position, clocks, fouls, touch state, annotations, thinking times).

Engine sides (:attr:`GameSetup.red_engine` / ``black_engine``): each runs its own engine
process (:class:`~.engine_seat.SeatEngine`). When the clock runs for an engine side and no
press is awaited, a move is requested (a fixed movetime, or the clock readings); the answer
goes through :meth:`Arbiter.move` exactly like a player's move, and in PHYSICAL mode the
engine's clock press follows at once (it cannot press a physical clock). Touch-move and
press duties therefore only ever bind the people at the board; the board takes no input
while an engine is to move. An engine failure (could not start, crash, timeout, illegal
move) pauses the clock, is reported (:attr:`GameController.message` and
:attr:`GameController.engine_failed`) and hands that side to a person for the rest of the
game. Engines are closed when the game ends, a new game starts or :meth:`stop` is called;
a resumed game starts fresh engine processes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from xiangqi_gui.app.engine_seat import SeatEngine
from xiangqi_gui.app.journal import Journal
from xiangqi_gui.arbiter import Arbiter, ClaimKind, Obligation, Ruling, RulingKind
from xiangqi_gui.clock import (
    ChessClock,
    ClockEvent,
    ClockEventKind,
    ClockStatus,
    FaceReading,
    PressMode,
    Side,
    TimeSource,
)
from xiangqi_gui.engine.commands import SearchLimits
from xiangqi_gui.engine.errors import EngineError
from xiangqi_gui.game import GameRecord
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.play.sheet import Annotation, AnnotationKind, ScoreRows
from xiangqi_gui.rules import Color, IllegalMoveError, Move, Outcome, Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.clock_widget import ClockDriver
from xiangqi_gui.ui.score_sheet import ScoreSheet

STATE_VERSION = 1
SIDE_NAMES = {Color.RED: "Red", Color.BLACK: "Black"}


class GameStateError(ValueError):
    """A journal state that cannot be resumed (names the field and why)."""


@dataclass(frozen=True)
class GameSnapshot:
    """What a mirror (the demo board) needs to show the game now.

    Attributes:
        start_fen: the start position (FEN); moves: the accepted moves from it.
        fen: the live position (FEN).
        last_move: ``(from_square, to_square)`` of the last move, or None.
        check_square: the general in check (side to move), or None.
        turn: the side to move.
        readings: the two clock faces (Red, Black); durations in ns.
        clock_status: the clock's :class:`ClockStatus`, None without a clock.
        move_texts: every move so far in Chinese full notation (炮二平五, 马８进７).
        headers: the game's PGN tags (Event, Round, Red, Black ...).
        result: ``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"``.
        outcome: how the game ended, or None.
    """

    start_fen: str
    moves: tuple[Move, ...]
    fen: str
    last_move: tuple[int, int] | None
    check_square: int | None
    turn: Color
    readings: tuple[FaceReading, FaceReading] | None
    clock_status: ClockStatus | None
    move_texts: tuple[str, ...]
    headers: dict[str, str]
    result: str
    outcome: Outcome | None


def annotation_to_dict(ply: int, note: Annotation) -> dict[str, Any]:
    """JSON form of a score-sheet annotation at ``ply``."""
    return {"ply": ply, "kind": note.kind.value, "text": note.text, "article": note.article,
            "side": None if note.side is None else int(note.side)}


def annotation_from_dict(data: dict[str, Any]) -> tuple[int, Annotation]:
    """Inverse of :func:`annotation_to_dict`; raises ``KeyError``/``ValueError``."""
    side = None if data["side"] is None else Color(int(data["side"]))
    note = Annotation(AnnotationKind(data["kind"]), str(data["text"]), str(data["article"]),
                      side)
    return int(data["ply"]), note


class GameController(QObject):
    """Runs one live game at a time between the views and the arbiter.

    Args:
        board: the board the players move on.
        sheet: the score sheet (the controller writes it).
        driver: the clock driver the clock widget shows (a new one if None).
        journal: where to autosave (None: no autosave).
        time_source: monotonic ns source for the clock (tests inject a manual one).

    Signals:
        state_changed(): the game changed (move, touch, foul, offer, end, new game, resume).
        clock_changed(): the clock display should refresh (forwarded from the driver).
        message(str): a sentence for the status bar (rulings, duties, refusals).
        game_over(object): the :class:`~xiangqi_gui.rules.Outcome` that ended the game.
        engine_failed(str): an engine failed (the sentence for a dialog); the clock is
            paused and that side is now played by hand.
    """

    state_changed = Signal()
    clock_changed = Signal()
    message = Signal(str)
    game_over = Signal(object)
    engine_failed = Signal(str)

    def __init__(self, board: BoardWidget, sheet: ScoreSheet, driver: ClockDriver | None = None,
                 *, journal: Journal | None = None,
                 time_source: TimeSource = time.monotonic_ns,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.sheet = sheet
        self.driver = driver if driver is not None else ClockDriver(parent=self)
        self.journal = journal
        self.time_source = time_source
        self.setup = GameSetup.casual()
        self.arbiter = Arbiter(self.setup.settings())
        self.times: list[int | None] = []
        #: the clock's state at the instant each ply was played, before its press (casual
        #: undo puts the clock back there: counters, increments, stages, remaining time)
        self._clock_at_ply: list[dict[str, Any] | None] = []
        self.notes: list[tuple[int, Annotation]] = []
        self.awaiting_press: Color | None = None
        self.live = False
        self.viewing_ply: int | None = None
        self._turn_start: int | None = None
        self._paused_ns = 0
        self._pause_start: int | None = None
        self._restoring = False
        self._finished = False
        self.engines: dict[Color, SeatEngine] = {}
        board.touched.connect(self._on_touched)
        board.move_requested.connect(self._on_move_requested)
        board.drag_cancelled.connect(self._on_drag_cancelled)
        sheet.ply_selected.connect(self.view_ply)
        self.driver.events.connect(self._on_clock_events)
        self.driver.changed.connect(self.clock_changed)

    # ------------------------------------------------------------------ queries

    @property
    def clock(self) -> ChessClock | None:
        """The clock of the current game."""
        return self.driver.clock

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.arbiter.outcome

    @property
    def moves(self) -> list[Move]:
        """The accepted moves."""
        return self.arbiter.moves

    def result(self) -> str:
        """The game's result, ``"*"`` while it goes on."""
        return self.outcome.result if self.outcome is not None else "*"

    def can_move(self) -> bool:
        """True when the board takes a move now (live, not over, clock running, not
        browsing history, not waiting for the mover's clock press, a person to move)."""
        clock = self.clock
        return (self.live and self.outcome is None and self.viewing_ply is None
                and clock is not None and clock.status is ClockStatus.RUNNING
                and self.arbiter.turn not in self.engines
                and not (self.awaiting_press is not None
                         and self.driver.mode is PressMode.PHYSICAL))

    def is_engine(self, side: Color) -> bool:
        """True while an engine plays ``side`` in this game."""
        return side in self.engines

    @property
    def engine_thinking(self) -> bool:
        """True while an engine's requested move has not arrived."""
        return any(engine.thinking for engine in self.engines.values())

    def snapshot(self) -> GameSnapshot:
        """The game now, for a passive mirror such as the demo board."""
        pos = self.arbiter.position
        stack = pos.move_stack
        last = (stack[-1].from_square, stack[-1].to_square) if stack else None
        check = pos.king_square(pos.turn) if pos.is_check() else None
        clock = self.clock
        readings = None if clock is None else (clock.reading(Side.RED),
                                               clock.reading(Side.BLACK))
        texts = tuple(e.chinese_fullwidth for e in self.sheet.rows.entries)
        return GameSnapshot(self.arbiter.start_fen, tuple(self.moves), pos.fen(), last,
                            check, pos.turn, readings,
                            None if clock is None else clock.status, texts,
                            self.headers(), self.result(), self.outcome)

    def headers(self) -> dict[str, str]:
        """PGN tags of the game (setup tags plus Result)."""
        tags = self.setup.headers()
        tags["Result"] = self.result()
        return tags

    def to_record(self) -> GameRecord:
        """The game as a :class:`GameRecord`: tags, start FEN, moves with the sheet's
        annotations as comments, and the result."""
        record = GameRecord(headers=self.headers(), start_fen=self.arbiter.start_fen,
                            result=self.result())
        notes: dict[int, list[str]] = {}
        for ply, note in self.notes:
            notes.setdefault(ply, []).append(note.detail())
        record.root.comment = " ".join(notes.get(0, []))
        node = record.root
        for ply, move in enumerate(self.moves, start=1):
            node = node.add_child(move)
            node.comment = " ".join(notes.get(ply, []) + notes.get(ply + 1, [])
                                    if ply == len(self.moves) else notes.get(ply, []))
        return record

    # ------------------------------------------------------------------ game life

    def new_game(self, setup: GameSetup) -> None:
        """Start a game: fresh arbiter, clock (started on the first mover's face), sheet
        and journal. Raises ``FenError`` for a bad ``setup.start_fen`` (nothing changes)."""
        arbiter = Arbiter(setup.settings(), setup.start_fen)
        clock = ChessClock(setup.red_control, setup.black_control,
                           time_source=self.time_source)
        if self.journal is not None:
            self.journal.clear()  # the journal holds the current game only
        self.close_engines()
        self.setup, self.arbiter = setup, arbiter
        self.times, self.notes, self._clock_at_ply = [], [], []
        self.awaiting_press, self.viewing_ply = None, None
        self._turn_start, self._paused_ns, self._pause_start = None, 0, None
        self.live, self._finished = True, False
        self.driver.mode = setup.press_mode
        self.driver.set_clock(clock)
        self.driver.first_mover = Side(arbiter.turn)
        self.driver.board_attached = True
        self.sheet.clear(setup.start_fen)
        self._configure_board()
        if arbiter.outcome is not None:
            self._finish(arbiter.outcome)
            return
        failures = self._start_engines()
        self.driver.start(Side(arbiter.turn))
        self._changed(f"New game. {SIDE_NAMES[arbiter.turn]} to move.")
        for color, text in failures:
            self._on_engine_failed(color, text)

    def _configure_board(self) -> None:
        show = self.setup.show_targets and not self.setup.competitive
        self.board.set_show_targets(show)
        self._refresh_board(animate=False)

    def stop(self) -> None:
        """Leave the live game without an outcome (e.g. a record is opened for browsing):
        the clock stops and the journal is kept only if the game was not over."""
        if self.clock is not None and self.clock.status is not ClockStatus.STOPPED:
            self.clock.stop()
            self.driver.refresh()
        self.live = False
        self.board.set_interactive(False)
        self.close_engines()

    # ------------------------------------------------------------------ engines

    def close_engines(self) -> None:
        """Quit (or kill) every engine process of this game; their sides become human.
        Blocks at most about 1.3 s per engine (see ``QtEngineTransport.close``)."""
        engines, self.engines = self.engines, {}
        for engine in engines.values():
            engine.close()
            engine.deleteLater()

    def _start_engines(self) -> list[tuple[Color, str]]:
        """Start a fresh engine process for each engine side of :attr:`setup`; returns
        the sides that could not start, with the reason."""
        self.close_engines()
        failures: list[tuple[Color, str]] = []
        for color in (Color.RED, Color.BLACK):
            seat = self.setup.engine(color)
            if seat is None:
                continue
            engine = SeatEngine(color, seat, self)
            engine.moved.connect(self._on_engine_move)
            engine.failed.connect(self._on_engine_failed)
            try:
                engine.start()
            except (EngineError, OSError) as exc:
                engine.close()
                engine.deleteLater()
                failures.append((color, str(exc)))
                continue
            self.engines[color] = engine
        return failures

    def _engine_due(self) -> Color | None:
        """The engine side that should be thinking now, or None."""
        clock, turn = self.clock, self.arbiter.turn
        if (self.live and self.outcome is None and turn in self.engines
                and clock is not None and clock.status is ClockStatus.RUNNING
                and self.awaiting_press is None and not self._restoring):
            return turn
        return None

    def _engine_limits(self, color: Color) -> SearchLimits:
        """The engine's time: its fixed movetime, or both clock readings (ms), its
        increment and the moves left in a quota stage (art. 6.2)."""
        seat, clock = self.setup.engine(color), self.clock
        if seat is not None and seat.movetime_ms is not None:
            return SearchLimits(movetime_ms=seat.movetime_ms)
        if clock is None:
            raise ValueError("the engine follows the clock, but the game has no clock")
        side = Side(color)
        reading = clock.reading(side)
        stage = clock.control(side).stage(reading.stage - 1)
        to_go = (None if reading.stage_quota is None
                 else max(1, reading.stage_quota - reading.moves_in_stage))
        return SearchLimits.clock(max(clock.remaining(Side.RED), 0) // 1_000_000,
                                  max(clock.remaining(Side.BLACK), 0) // 1_000_000,
                                  stage.increment_ns // 1_000_000, to_go)

    def _sync_engines(self) -> bool:
        """Cancel requests that no longer fit the game and request a move when an engine
        is due; True when a new request was sent."""
        due = self._engine_due()
        ply = len(self.moves)
        for color, engine in list(self.engines.items()):
            if engine.thinking and (color is not due or engine.request_ply != ply):
                engine.cancel()
        if due is None or self.engines[due].thinking:
            return False
        engine = self.engines[due]
        try:
            engine.request(self.arbiter.start_fen, self.moves, self._engine_limits(due))
        except (ValueError, RuntimeError) as exc:
            self._on_engine_failed(due, f"engine {engine.label!r} refused the position: {exc}")
            return False
        return True

    def _thinking_text(self) -> str:
        for color, engine in self.engines.items():
            if engine.thinking:
                return f"Engine is thinking… ({SIDE_NAMES[color]}: {engine.label})"
        return ""

    def _on_engine_move(self, color: Color, move: Move, ply: int) -> None:
        if ply != len(self.moves) or self._engine_due() is not color:
            return  # an answer for a position no longer on the board
        ruling = self.arbiter.move(color, move.from_square, move.to_square)
        if ruling.kind is not RulingKind.MOVE and ruling.outcome is None:
            self._on_engine_failed(color, f"the arbiter refused its move {move.iccs}: "
                                   f"{ruling.message}")
            return
        self._apply(ruling)

    def _on_engine_failed(self, color: Color, text: str) -> None:
        """An engine failed: close it, pause the clock, report; ``color`` plays by hand."""
        engine = self.engines.pop(color, None)
        if engine is not None:
            engine.close()
            engine.deleteLater()
        changes = {"red_engine" if color is Color.RED else "black_engine": None}
        self.setup = self.setup.with_(**changes)
        clock = self.clock
        if self.live and self.outcome is None and clock is not None \
                and clock.status is ClockStatus.RUNNING:
            self.driver.toggle_pause()
        side = SIDE_NAMES[color]
        sentence = (f"{side}'s engine failed: {text}. The clock is paused; {side} is now "
                    "played by hand — the arbiter restarts the clock (Space).")
        self._update_interactive()
        self._changed(sentence)
        self.engine_failed.emit(sentence)

    # ------------------------------------------------------------------ board input

    def _on_touched(self, square: int) -> None:
        if not self.can_move():
            return
        self._apply(self.arbiter.touch(self.arbiter.turn, square), refresh=False)

    def _on_move_requested(self, from_square: int, to_square: int) -> None:
        if not self.can_move():
            self._refresh_board(animate=False)
            return
        self._apply(self.arbiter.move(self.arbiter.turn, from_square, to_square))

    def _on_drag_cancelled(self, square: int) -> None:
        if not self.can_move():
            return
        ruling = self.arbiter.release(self.arbiter.turn, None)
        self._apply(ruling, refresh=False)
        self.message.emit(f"Drag cancelled: the piece went back. {ruling.message}")

    # ------------------------------------------------------------------ player intents

    def resign(self, side: Color) -> Ruling:
        """``side`` resigns (art. 4.1.12)."""
        return self._apply(self.arbiter.resign(side))

    def _before_press(self) -> Ruling | None:
        """A refusal while the mover has still to press the clock (the side to move's own
        time, art. 22.1 / 22.4, has not begun yet)."""
        if self.awaiting_press is None or self.driver.mode is not PressMode.PHYSICAL:
            return None
        ruling = Ruling(RulingKind.REFUSED, f"{SIDE_NAMES[self.awaiting_press]} must press "
                        "the clock first; offers and claims are made in one's own time "
                        "(art. 22.1, 22.4).")
        self.message.emit(ruling.message)
        return ruling

    def offer_draw(self) -> Ruling:
        """The side to move offers a draw (art. 22.1); written on the sheet (提和)."""
        return self._before_press() or self._apply(self.arbiter.offer_draw(self.arbiter.turn))

    def accept_draw(self) -> Ruling:
        """The opponent of the standing offer's maker accepts it (art. 4.2.1)."""
        offer = self.arbiter.pending_offer
        side = self.arbiter.turn if offer is None else offer.opponent
        return self._apply(self.arbiter.accept_draw(side))

    def decline_draw(self) -> Ruling:
        """The opponent of the standing offer's maker declines it."""
        offer = self.arbiter.pending_offer
        side = self.arbiter.turn if offer is None else offer.opponent
        return self._apply(self.arbiter.decline_draw(side))

    def claim(self, kind: ClaimKind) -> Ruling:
        """The side to move claims the natural limit (art. 22.2) or a 待判局面 (art. 23.1)."""
        return self._before_press() or self._apply(self.arbiter.claim(self.arbiter.turn, kind))

    def declare_adjust(self) -> Ruling:
        """The side to move declares it straightens pieces (摆正, art. 5.6)."""
        return self._apply(self.arbiter.declare_adjust(self.arbiter.turn), refresh=False)

    def undo(self) -> bool:
        """Take back the last move (casual play only); False when not allowed."""
        if self.setup.competitive or not self.moves or self.outcome is not None or not self.live:
            self.message.emit("Undo is allowed only in casual play, during the game.")
            return False
        for engine in self.engines.values():
            engine.cancel()
        count = self._undo_count()
        self.arbiter.take_back(count)
        ply = len(self.moves)
        del self.times[ply:]
        self.notes = [(p, n) for p, n in self.notes if p <= ply + 1]
        self.sheet.truncate(ply)
        self.awaiting_press = None
        self._rewind_clock(ply)
        self._refresh_board(animate=False)
        self._changed("Move taken back." if count == 1 else
                      f"{count} moves taken back (the engine's reply and yours).")
        return True

    def _rewind_clock(self, ply: int) -> None:
        """Put the clock back to the instant ply ``ply + 1`` was played (casual undo): the
        undone moves' counts and increments go, the side to move's clock runs again."""
        saved = self._clock_at_ply[ply] if ply < len(self._clock_at_ply) else None
        del self._clock_at_ply[ply:]
        clock = self.clock
        if clock is None or clock.status is ClockStatus.STOPPED:
            return
        if saved is None:  # e.g. after a resume: keep the times, give the turn back
            clock.give_turn(Side(self.arbiter.turn))
            self._turn_start, self._paused_ns = self.time_source(), 0
            self.driver.refresh()
            return
        rewound = ChessClock.from_dict(saved, time_source=self.time_source)  # comes back paused
        self.driver.set_clock(rewound)
        self._turn_start, self._paused_ns, self._pause_start = None, 0, None
        self._on_clock_events(rewound.resume())
        self.driver.refresh()

    def _undo_count(self) -> int:
        """Plies to take back: back to the last position where a person is to move
        (against an engine: its reply and the person's move), at least one."""
        moves = len(self.moves)
        first = Position.from_fen(self.arbiter.start_fen).turn
        for count in range(1, moves + 1):
            mover = first if (moves - count) % 2 == 0 else first.opponent
            if mover not in self.engines:
                return count
        return 1

    # ------------------------------------------------------------------ arbiter menu

    def toggle_clock(self) -> None:
        """The arbiter starts, pauses or resumes the clock (art. 8.1.2: only the arbiter)."""
        self.driver.toggle_pause()

    def correct_time(self, side: Color, main_ns: int) -> None:
        """The arbiter sets ``side``'s main time (art. 21.4). Raises ``ValueError``."""
        clock = self.clock
        if clock is None:
            return
        clock.set_time(Side(side), main_ns)
        self.driver.refresh()
        self._changed(f"The arbiter set {SIDE_NAMES[side]}'s time (art. 21.4).")

    def record_foul(self, side: Color, article: str, text: str) -> Ruling:
        """The arbiter records a foul of art. 8.1 seen at the board."""
        return self._apply(self.arbiter.arbiter_foul(side, article, text), refresh=False)

    def declare_result(self, result: str, article: str, reason: str) -> Ruling:
        """The arbiter ends the game with ``result`` (art. ``article``) for ``reason``."""
        return self._apply(self.arbiter.arbiter_decision(result, article, reason))

    # ------------------------------------------------------------------ rulings

    def _apply(self, ruling: Ruling, *, refresh: bool = True) -> Ruling:
        for foul in ruling.fouls:
            self._annotate(foul.ply + 1, Annotation.foul(foul.side, foul.article, foul.text))
        if ruling.kind is RulingKind.DRAW_OFFERED:
            self._annotate(len(self.moves) + 1, Annotation.draw_offer(self.arbiter.turn))
        moved = ruling.kind is RulingKind.MOVE and ruling.move is not None
        if moved:
            assert ruling.move is not None
            self._record_move(ruling.move)
            self.awaiting_press = self.arbiter.position.turn.opponent  # the mover
        elif refresh:
            self._refresh_board(animate=False)
        if ruling.time_penalty_ns and self.clock is not None:
            side = ruling.fouls[0].side if ruling.fouls else self.arbiter.turn
            self._on_clock_events(self.clock.add_time(Side(side), -ruling.time_penalty_ns))
            self.driver.refresh()
        text = " ".join([self._ruling_text(ruling), *ruling.notes])
        if ruling.kind is RulingKind.TOUCH:
            text = ""  # the duty, if any, is announced by _apply_obligation
        if ruling.outcome is not None:
            if not self._finished:  # a refusal after the end repeats the outcome
                self._finish(ruling.outcome)
            return ruling
        if moved:
            clock = self.clock
            self._clock_at_ply.append(clock.to_dict() if clock is not None else None)
        if moved and self.awaiting_press is not None:
            mover = self.awaiting_press
            self.driver.move_made(Side(mover))
            if self.awaiting_press is not None and self.driver.mode is PressMode.PHYSICAL:
                if mover in self.engines:  # an engine cannot press a physical clock
                    self.driver.press(Side(mover))
                else:
                    text += f" {SIDE_NAMES[mover]}: press your clock."
        self._apply_obligation(ruling.obligation)
        self._update_interactive()
        self._changed(text)
        return ruling

    def _ruling_text(self, ruling: Ruling) -> str:
        """The ruling's sentence; an accepted move is named in Chinese notation (炮二平五)."""
        if ruling.kind is not RulingKind.MOVE or ruling.move is None or not self.moves:
            return ruling.message
        mover = self.arbiter.position.turn.opponent
        entry = self.sheet.rows.entry(len(self.moves))
        return f"{SIDE_NAMES[mover]} played {entry.text('chinese')}."

    def _record_move(self, move: Move) -> None:
        self.times.append(None)
        try:
            self.sheet.append_move(move)
        except IllegalMoveError:  # a self-kill completed in competition (art. 4.1.3)
            self._annotate(len(self.moves), Annotation.comment(f"{move.iccs} (自杀)"))
        self._refresh_board(animate=True)

    def _annotate(self, ply: int, note: Annotation) -> None:
        ply = max(0, min(ply, self.sheet.ply_count + 1))
        self.notes.append((ply, note))
        self.sheet.annotate(ply, note)

    def _apply_obligation(self, duty: Obligation | None) -> None:
        if duty is None:
            if self.board.locked_reason() is not None:
                self.board.set_selection(None)
            return
        reason = f"Touch-move (art. {duty.article}): {duty.text}."
        origins = {m.from_square for m in duty.allowed}
        if len(origins) == 1:
            self.board.set_locked_selection(origins.pop(), reason)
        self.message.emit(reason)

    def _finish(self, outcome: Outcome) -> None:
        self._finished = True
        self.close_engines()
        if self.awaiting_press is not None and self.times and self.times[-1] is None:
            self.times[-1] = self._turn_time(self.time_source())
            self.sheet.set_move_time(len(self.times), self.times[-1])
        self.awaiting_press = None
        clock = self.clock
        if clock is not None and clock.status is not ClockStatus.STOPPED:
            clock.stop()
            self.driver.refresh()
        self.board.set_selection(None)
        self.board.set_interactive(False)
        if self.journal is not None:
            self.journal.clear()
        self.message.emit(f"Game over: {outcome.result} — {outcome.reason}")
        self.state_changed.emit()
        self.game_over.emit(outcome)

    # ------------------------------------------------------------------ clock

    def _on_clock_events(self, events: Sequence[ClockEvent]) -> None:
        pressed = False
        for event in events:
            pressed |= self._on_clock_event(event)
            if self.outcome is not None:
                return
        self._update_interactive()
        if pressed:
            self._changed("")
        elif self._sync_engines():
            self.message.emit(self._thinking_text())

    def _on_clock_event(self, event: ClockEvent) -> bool:
        """Handle one clock event; True for a press (journal it)."""
        kind, side = event.kind, event.side
        if kind is ClockEventKind.STARTED or kind is ClockEventKind.RESUMED and \
                self._turn_start is None:
            self._turn_start, self._paused_ns, self._pause_start = event.at_ns, 0, None
        elif kind is ClockEventKind.PAUSED:
            self._pause_start = event.at_ns
        elif kind is ClockEventKind.RESUMED and self._pause_start is not None:
            self._paused_ns += event.at_ns - self._pause_start
            self._pause_start = None
        if side is None or self._restoring:
            return False
        color = Color(int(side))
        if kind is ClockEventKind.MOVE_PRESSED:
            self._on_press(color, event.at_ns)
            return True
        if kind is ClockEventKind.PRESS_WITHOUT_MOVE:
            if color in self.engines:  # the engine's face: its presses are automatic
                ruling = Ruling(RulingKind.NOTHING, f"{SIDE_NAMES[color]}'s clock is pressed "
                                "by the engine; the press was ignored.")
                self.message.emit(ruling.message)
            elif self.setup.competitive:
                ruling = self.arbiter.clock_press_without_move(color)
                self._apply(ruling, refresh=False)
            else:  # casual play: no penalty, the clock is pressed by the moves
                ruling = Ruling(RulingKind.NOTHING, "In casual play the clock is pressed "
                                "automatically after each move.")
                self.message.emit(ruling.message)
            clock = self.clock
            if ruling.outcome is None and clock is not None:
                clock.give_turn(side)  # art. 8.1.7: the turn goes back to the side to move
                self.driver.refresh()
            return True
        if kind is ClockEventKind.FLAG:
            self._apply(self.arbiter.flag(color), refresh=False)
        elif kind is ClockEventKind.QUOTA_MISSED:
            self._apply(self.arbiter.quota_missed(color), refresh=False)
        return False

    def _on_press(self, color: Color, at_ns: int) -> None:
        ruling = self.arbiter.press_clock(color)
        if self.awaiting_press is color and self.times:
            used = self._turn_time(at_ns)
            self.times[-1] = used
            self.sheet.set_move_time(len(self.times), used)
        self.awaiting_press = None
        self._turn_start, self._paused_ns, self._pause_start = at_ns, 0, None
        if ruling.kind is not RulingKind.CLOCK:
            self.message.emit(ruling.message)
        else:
            self.message.emit(f"{SIDE_NAMES[color]} pressed the clock; "
                              f"{SIDE_NAMES[color.opponent]} to move.")

    def _turn_time(self, now: int) -> int:
        if self._turn_start is None:
            return 0
        paused = self._paused_ns + (now - self._pause_start if self._pause_start else 0)
        return max(0, now - self._turn_start - paused)

    # ------------------------------------------------------------------ views

    def _refresh_board(self, *, animate: bool) -> None:
        if self.viewing_ply is not None:
            return
        pos = self.arbiter.position
        self.board.set_position(pos, animate=animate)
        if self.setup.show_targets and not self.setup.competitive:
            dests: dict[int, list[int]] = {}
            for move in pos.legal_moves():
                dests.setdefault(move.from_square, []).append(move.to_square)
            self.board.set_dests(dests)
        self._apply_obligation(self.arbiter.obligation())
        self._update_interactive()

    def _update_interactive(self) -> None:
        self.board.set_interactive(self.can_move())

    def view_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves read-only (the game goes on); the last
        ply returns to the live board."""
        if not self.live:
            return
        if ply >= len(self.sheet.rows):
            self.viewing_ply = None
            self._refresh_board(animate=False)
            return
        self.viewing_ply = ply
        pos: Position = self.sheet.rows.position_at(ply)
        self.board.set_position(pos, animate=False)
        self._update_interactive()
        self.message.emit(f"Viewing the position after move {ply}; select the last move "
                          "(End) to return to the game.")

    def _changed(self, text: str) -> None:
        self._save()
        if not self._restoring:
            self._sync_engines()
            text = " ".join(t for t in (text, self._thinking_text()) if t)
        if text:
            self.message.emit(text)
        self.state_changed.emit()

    # ------------------------------------------------------------------ journal

    def to_state(self) -> dict[str, Any]:
        """The whole live game as JSON-ready data (what the journal holds)::

            {"version", "setup", "arbiter", "clock", "times", "notes",
             "awaiting_press", "turn_used_ns"}

        ``times`` are the thinking times (ns or None) per ply; ``turn_used_ns`` is the time
        the side to move (or the mover still to press) used so far in this turn.
        """
        clock = self.clock
        now = self.time_source()
        return {
            "version": STATE_VERSION,
            "setup": self.setup.to_dict(),
            "arbiter": self.arbiter.to_dict(),
            "clock": None if clock is None else clock.to_dict(),
            "times": list(self.times),
            "notes": [annotation_to_dict(p, n) for p, n in self.notes],
            "awaiting_press": None if self.awaiting_press is None else int(self.awaiting_press),
            "turn_used_ns": self._turn_time(now),
        }

    def checkpoint(self) -> None:
        """Write the journal now (e.g. when the window closes mid-game)."""
        self._save()

    def _save(self) -> None:
        if self.journal is not None and self.live and self.outcome is None \
                and not self._restoring:
            self.journal.write(self.to_state())

    def restore(self, state: dict[str, Any]) -> None:
        """Resume a game saved by :meth:`to_state` exactly: position, clocks (paused; the
        arbiter restarts them), fouls, touch state, annotations, thinking times.

        Raises :class:`GameStateError` naming the problem; nothing changes then.
        """
        try:
            setup, arbiter, clock, notes = self._parse_state(state)
            times = [None if t is None else int(t) for t in state["times"]]
            rows = ScoreRows.from_moves(arbiter.start_fen, arbiter.moves,
                                        {}, times)
        except (KeyError, TypeError, ValueError) as exc:
            raise GameStateError(f"cannot resume the saved game: {exc}") from None
        self.close_engines()
        self._restoring = True
        try:
            self.setup, self.arbiter, self.times, self.notes = setup, arbiter, times, []
            self._clock_at_ply = [None] * len(arbiter.moves)  # not journalled: no rewind
            self.live, self.viewing_ply, self._finished = True, None, False
            self.driver.mode = setup.press_mode
            self.driver.set_clock(clock)
            self.driver.first_mover = Side(Position.from_fen(arbiter.start_fen).turn)
            self.driver.board_attached = True
            waiting = state["awaiting_press"]
            self.awaiting_press = None if waiting is None else Color(int(waiting))
            if self.awaiting_press is not None and setup.press_mode is PressMode.PHYSICAL:
                self.driver.move_made(Side(self.awaiting_press))
            self.sheet.set_rows(rows)
            for ply, note in notes:
                self._annotate(ply, note)
            now = self.time_source()
            self._turn_start = now - int(state["turn_used_ns"])
            self._paused_ns, self._pause_start = 0, None
            if clock.status is ClockStatus.PAUSED:
                self._pause_start = now
            self._configure_board()
        finally:
            self._restoring = False
        failures = self._start_engines()  # fresh processes; they think once the clock runs
        self.state_changed.emit()
        self.message.emit(f"Game resumed after ply {len(arbiter.moves)}; the clock is paused "
                          "— the arbiter restarts it (Space or Arbiter ▸ Start/pause clock).")
        for color, text in failures:
            self._on_engine_failed(color, text)

    def _parse_state(self, state: dict[str, Any]
                     ) -> tuple[GameSetup, Arbiter, ChessClock, list[tuple[int, Annotation]]]:
        if state.get("version") != STATE_VERSION:
            raise ValueError(f"unknown state version {state.get('version')!r}")
        setup = GameSetup.from_dict(state["setup"])
        arbiter = Arbiter.from_dict(state["arbiter"])
        if state["clock"] is None:
            raise ValueError("the saved game has no clock")
        clock = ChessClock.from_dict(state["clock"], time_source=self.time_source)
        notes = [annotation_from_dict(d) for d in state["notes"]]
        return setup, arbiter, clock, notes
