"""LiveGame: the one owner of the game being played, free of Qt and of I/O (sans-IO).

Inputs go in, a value describing what changed comes out: every input is one method that
takes the instant ``now`` (integer ns of the caller's monotonic source, e.g.
``time.monotonic_ns()`` or a Qt input event's time stamp mapped onto it) and returns one
:class:`Changes`. The caller (the Qt controller, a test, the journal's replay) applies the
changes once; nothing here draws, sleeps, reads a file or starts a process.

What it holds, each fact in one place:

* the :class:`~xiangqi_gui.play.setup.GameSetup` (players, rules, time controls, seats:
  a person or an :class:`~xiangqi_gui.play.setup.EngineSeat` per side);
* the :class:`~xiangqi_gui.arbiter.Arbiter` (position, fouls, offers, outcome; the press
  foul of art. 8.1.7 and its loss, art. 4.1.9, are ruled there only);
* the :class:`~xiangqi_gui.clock.ChessClock` (times; it reports a press and whether a move
  preceded it; thinking time is the clock's turn time, :meth:`ChessClock.turn_used`);
* the sheet, a :class:`~xiangqi_gui.play.sheet.ScoreRows` (moves in every notation, each
  move's thinking time, every annotation: fouls, offers, arbiter notes);
* the press duty (:attr:`LiveGame.awaiting_press`: the mover who has still to press the
  own face, art. 6: 行棋后用走棋的手按钟);
* over the board (clock mode beside a wooden board), the presses whose moves the recorder
  has still to type (:attr:`LiveGame.untyped`, :meth:`LiveGame.press_over_board`), and the
  clock-only game that records no moves (:attr:`GameSetup.record_moves` False);
* the input log (:attr:`LiveGame.log`): every input as a JSON-ready entry. The journal
  appends it; :meth:`LiveGame.replay` rebuilds the game from it. Undo and the arbiter's
  take-back are replays of a prefix of the log (the undo checkpoints are the log itself).

Time: the clock runs on *game time* = ``now + shift``. The shift changes only when the game
is rewound (undo, take-back: game time continues from the instant of the undone input) or
resumed from a log (game time continues from the last logged instant, so the time between
a crash and the restart is not charged, and at most the last second before the crash is
lost: the controller calls :meth:`LiveGame.tick` at :meth:`LiveGame.next_deadline`, which
logs a clock checkpoint at most every second while the clock runs).

Clock start (art. 6, 8.1.2): in a competition the clock starts when the arbiter starts it
(:meth:`LiveGame.toggle_clock`), or, with :attr:`GameSetup.press_starts_clock`, when the
first mover presses the own face; in casual play it starts with the first move (at once
when an engine makes it).
"""

from __future__ import annotations

import enum
import gc
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xiangqi_gui.arbiter import Arbiter, ClaimKind, Obligation, Ruling, RulingKind
from xiangqi_gui.clock import (
    NS_PER_SECOND,
    ChessClock,
    ClockEvent,
    ClockEventKind,
    ClockSnapshot,
    ClockStateError,
    ClockStatus,
    FaceReading,
    PressMode,
    Side,
)
from xiangqi_gui.engine.commands import SearchLimits
from xiangqi_gui.engine.timeuse import think_time_ms
from xiangqi_gui.game import GameRecord
from xiangqi_gui.notation.chinese import traditional_glyphs
from xiangqi_gui.notation.refs import move_ref
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.play.sheet import Annotation, ScoreRows
from xiangqi_gui.play.texts import say
from xiangqi_gui.rules import Color, IllegalMoveError, Move, Outcome, Position, Termination
from xiangqi_gui.rules.message import Message, MoveRef

SIDE_NAMES = {Color.RED: "Red", Color.BLACK: "Black"}
"""English side names (logs); what the UI shows is a message's side argument."""
CN_SIDES = {Color.RED: "红方", Color.BLACK: "黑方"}
CHECKPOINT_NS = NS_PER_SECOND
"""Longest interval between two logged clock checkpoints while a clock runs (ns)."""
LOG_VERSION = 1


class LogError(ValueError):
    """An input log that cannot be replayed (names the entry and why)."""


class Mode(enum.StrEnum):
    """What the main window shows: the live game or a record being browsed."""

    PLAY = "play"
    BROWSE = "browse"


@dataclass(frozen=True)
class Changes:
    """What one input changed; the caller applies each field once.

    Attributes:
        ruling: the arbiter's ruling on the input, if the input went to the arbiter.
        messages: what to say in the status bar, as messages (the UI renders them in its
            language; :attr:`message` joins them in English); a plain string is shown as
            it is (untranslated: new sentences should be messages of ``play/texts.py``).
        board: the position, the touch-move lock or whether the board takes input changed.
        moved: the accepted move (to animate), or None.
        sheet_from: the first ply whose sheet row changed (0 = the notes before the first
            move), None when the sheet is unchanged.
        reset: the whole game view changed (new game, undo, take-back, resume): redraw all.
        clock: the clock changed (re-arm the timer at :meth:`LiveGame.next_deadline`).
        events: what the clock reported (for sounds).
        outcome: the outcome, when this input ended the game.
        entry: the log entry of this input (the journal appends it), None when not logged.
    """

    ruling: Ruling | None = None
    messages: tuple[Message | str, ...] = ()
    board: bool = False
    moved: Move | None = None
    sheet_from: int | None = None
    reset: bool = False
    clock: bool = False
    events: tuple[ClockEvent, ...] = ()
    outcome: Outcome | None = None
    entry: dict[str, Any] | None = None

    @property
    def message(self) -> str:
        """The messages in English, one line (``""``: nothing to say)."""
        return " ".join(str(m) for m in self.messages)


@dataclass
class _Out:
    """The :class:`Changes` being collected during one input."""

    ruling: Ruling | None = None
    texts: list[Message | str] = field(default_factory=list)
    board: bool = False
    moved: Move | None = None
    sheet_from: int | None = None
    reset: bool = False
    clock: bool = False
    events: list[ClockEvent] = field(default_factory=list)
    outcome: Outcome | None = None

    def sheet(self, ply: int) -> None:
        self.sheet_from = ply if self.sheet_from is None else min(self.sheet_from, ply)

    def say(self, text: Message | str) -> None:
        if text:
            self.texts.append(text)


@dataclass(frozen=True)
class GameView:
    """One view of the game for the board, the clock faces and the demo board.

    Only ``start_fen`` and ``moves`` are required, so a record being browsed is shown
    with the same type (no clock, no outcome unless given).

    Attributes:
        start_fen: the start position (FEN); moves: the moves played from it.
        headers: PGN tags (Event, Round, Red, Black, Result ...).
        outcome: how the game ended, or None.
        red_clock, black_clock: each face's :class:`FaceReading`, or a text (``""``
            hides the face).
        running: the side whose clock runs, or None.
        position: the live position (the board shows it), None for a browsed record.
        clock_status: the clock's status, None without a clock.
        awaiting_press: the mover who must still press the clock, or None.
        can_move: the board takes a move from the side to move now.
        lock: ``(square, reason)`` of a touch-move duty binding one piece, or None
            (``reason`` in English; ``lock_said`` is the same reason as a message).
        dests: legal targets per origin square (casual games with target dots), or None.
        sheet: the score sheet (move texts, times, notes), None for a browsed record.
        untyped: the sides whose presses still wait for their moves to be typed, oldest
            first (over the board, :meth:`LiveGame.press_over_board`).
    """

    start_fen: str
    moves: tuple[Move, ...] | list[Move]
    headers: dict[str, str] = field(default_factory=dict)
    outcome: Outcome | None = None
    red_clock: FaceReading | str = ""
    black_clock: FaceReading | str = ""
    running: Color | None = None
    position: Position | None = None
    clock_status: ClockStatus | None = None
    awaiting_press: Color | None = None
    can_move: bool = False
    lock: tuple[int, str] | None = None
    dests: dict[int, list[int]] | None = None
    sheet: ScoreRows | None = None
    lock_said: Message | None = None
    untyped: tuple[Color, ...] = ()

    @property
    def result(self) -> str:
        """``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"`` while the game goes on."""
        return self.outcome.result if self.outcome is not None else "*"

    @property
    def readings(self) -> tuple[FaceReading, FaceReading] | None:
        """Both faces (Red, Black) when the view has a clock, else None."""
        red, black = self.red_clock, self.black_clock
        if isinstance(red, FaceReading) and isinstance(black, FaceReading):
            return red, black
        return None

    @property
    def turn(self) -> Color:
        """The side to move."""
        if self.position is not None:
            return self.position.turn
        first = Position.from_fen(self.start_fen).turn
        return first if len(self.moves) % 2 == 0 else first.opponent

    @property
    def last_move(self) -> tuple[int, int] | None:
        """``(from_square, to_square)`` of the last move, or None."""
        if not self.moves:
            return None
        last = self.moves[-1]
        return last.from_square, last.to_square

    @property
    def check_square(self) -> int | None:
        """The general in check (side to move), or None."""
        pos = self.position
        if pos is None or not pos.is_check():
            return None
        return pos.king_square(pos.turn)

    @property
    def move_texts(self) -> tuple[str, ...]:
        """Every move in Chinese full notation (炮二平五, 马８进７); () without a sheet."""
        if self.sheet is None:
            return ()
        return tuple(e.chinese_fullwidth for e in self.sheet.entries)


@dataclass(frozen=True)
class EngineRequest:
    """An engine is due: ``color`` should think on the position after ``moves``."""

    color: Color
    start_fen: str
    moves: list[Move]
    limits: SearchLimits
    cap_ms: int | None = None
    """Following the game clock: the longest this move may take (ms); the engine is told
    to move at once when it has not answered by then (:mod:`xiangqi_gui.engine.timeuse`)."""

    @property
    def ply(self) -> int:
        """The number of moves played when the request was made."""
        return len(self.moves)


@dataclass(frozen=True)
class PressedMove:
    """A press over the board whose move the recorder has still to type.

    Attributes:
        side: who pressed; used_ns: the thinking time of the move (the face's turn time at
        the press, ns); pressed_at: the press's game time (ns); before: the clock just
        before the press (to withdraw it when it had no move, art. 8.1.7).
    """

    side: Color
    used_ns: int
    pressed_at: int
    before: ClockSnapshot


class _GameTime:
    """The clock's time source (game time, ns): the instant of the input being handled;
    between inputs, the caller's live source plus the shift (never before the last input),
    or the latest input's instant when there is no live source (a replay)."""

    def __init__(self, start: int) -> None:
        self.now = start  # the floor: the instant of the last input that changed the game
        self.latest = start  # the latest instant of any input
        self.fixed: int | None = None  # the instant of the input being handled
        self.live: Callable[[], int] | None = None
        self.shift = 0

    def __call__(self) -> int:
        if self.fixed is not None:
            return self.fixed
        if self.live is None:
            return max(self.latest, self.now)
        return max(self.live() + self.shift, self.now)


Handler = Callable[..., None]


class LiveGame:
    """The game being played (see the module docstring).

    Args:
        setup: the game's setup; raises ``FenError`` for a bad ``setup.start_fen``.
        now: the instant the game is set up (ns of the caller's monotonic source).
    """

    def __init__(self, setup: GameSetup, now: int) -> None:
        self.setup = setup
        self.arbiter = Arbiter(setup.settings(), setup.start_fen)
        self._time = _GameTime(now)
        self._shift = 0
        self.clock = ChessClock(setup.red_control, setup.black_control, time_source=self._time)
        self.sheet = ScoreRows(self.arbiter.start_fen)
        self.awaiting_press: Color | None = None
        self.untyped: list[PressedMove] = []
        """Presses over the board whose moves are still to be typed, oldest first."""
        self.log: list[dict[str, Any]] = []
        self._log_times: list[int] = []  # game time of each log entry
        self._ply_input: list[int] = []  # log index of the input that made each ply
        self._end_input: int | None = None  # log index of the input that ended the game
        self._last_logged = now
        self._first = Position.from_fen(self.arbiter.start_fen).turn
        self._header = {"version": LOG_VERSION, "t": now, "setup": setup.to_dict()}
        self._out = _Out()
        self._pending: dict[str, Any] = {}
        self._appended = False
        self._replaying = False  # inside replay(): the Changes are not shown
        if not setup.competitive and self.is_engine(self.turn) and setup.record_moves:
            self.clock.start(Side(self.turn))  # an engine's first move begins at once

    # ------------------------------------------------------------------ queries

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        return self.arbiter.outcome

    @property
    def moves(self) -> list[Move]:
        """The accepted moves."""
        return self.arbiter.moves

    @property
    def ply(self) -> int:
        """The number of accepted moves (O(1), unlike ``len(moves)``)."""
        return len(self.arbiter.plies)

    @property
    def turn(self) -> Color:
        """The side to move."""
        return self.arbiter.turn

    @property
    def first_mover(self) -> Color:
        """The side that moved first (Red unless a set-up position gives Black the move)."""
        return self._first

    def is_engine(self, side: Color) -> bool:
        """True while an engine plays ``side``."""
        return self.setup.engine(side) is not None

    def time_owner(self) -> Color:
        """Whose time it is: the mover until the own face is pressed, else the side to
        move (art. 22.1: offers are made in one's own time); the side whose face runs in a
        game that records no moves."""
        running = self.clock.running
        if (not self.setup.record_moves or self.untyped) and running is not None:
            return Color(int(running))
        return self.awaiting_press if self.awaiting_press is not None else self.turn

    def can_move(self) -> bool:
        """True when the board takes a move now: the game goes on, a person is to move,
        no press is awaited, and the clock runs (or, in casual play, waits for the first
        move)."""
        status = self.clock.status
        started = status is ClockStatus.RUNNING or (
            status is ClockStatus.READY and not self.setup.competitive)
        return (self.outcome is None and started and not self.is_engine(self.turn)
                and self.awaiting_press is None and self.setup.record_moves)

    def headers(self) -> dict[str, str]:
        """PGN tags of the game (setup tags plus Result)."""
        tags = self.setup.headers()
        tags["Result"] = self.outcome.result if self.outcome is not None else "*"
        return tags

    def use_time_source(self, source: Callable[[], int]) -> None:
        """Read the clock between inputs at ``source()`` (the caller's monotonic ns), so
        that queries such as :meth:`ChessClock.remaining` show the time now."""
        self._time.live = source

    def view(self, now: int) -> GameView:
        """The game at ``now`` for the board, the clock faces and the demo board."""
        self._time.fixed = max(now + self._shift, self._time.now)  # no input: no advance
        clock = self.clock
        readings = clock.reading(Side.RED), clock.reading(Side.BLACK)
        self._time.fixed = None
        running = clock.running
        pos = self.arbiter.position
        duty = self.arbiter.obligation()
        lock = obligation_lock(duty)
        dests: dict[int, list[int]] | None = None
        if self.setup.show_targets and not self.setup.competitive:
            dests = {}
            for move in pos.legal_moves():
                dests.setdefault(move.from_square, []).append(move.to_square)
        return GameView(
            self.arbiter.start_fen, tuple(self.moves), self.headers(), self.outcome,
            readings[0], readings[1], None if running is None else Color(int(running)),
            pos, clock.status, self.awaiting_press, self.can_move(), lock, dests, self.sheet,
            None if lock is None or duty is None else lock_message(duty),
            tuple(p.side for p in self.untyped))

    def next_deadline(self) -> int | None:
        """The instant (caller's ns) :meth:`tick` is due: the clock's next boundary (flag,
        读秒) or the next clock checkpoint, whichever comes first; None when no clock runs."""
        if self.clock.status is not ClockStatus.RUNNING or self.outcome is not None:
            return None
        checkpoint = self._last_logged + CHECKPOINT_NS
        boundary = self.clock.next_deadline()
        due = checkpoint if boundary is None else min(checkpoint, boundary - self._shift)
        return due

    def engine_request(self) -> EngineRequest | None:
        """The move request for the engine to move now, or None: an engine side is to
        move, the game goes on, no press is awaited and the clock runs (casual play: or
        waits for the first move). Limits: the seat's movetime, else both clock readings
        with each side's own increment and the moves left in a quota stage (art. 6.2)."""
        color = self._engine_due()
        seat = None if color is None else self.setup.engine(color)
        if color is None or seat is None:
            return None
        cap = None
        if seat.depth is not None:
            limits = SearchLimits(depth=seat.depth)
        elif seat.movetime_ms is not None:
            limits = SearchLimits(movetime_ms=seat.movetime_ms)
        else:
            limits = self._clock_limits(color)
            cap = self._think_cap(color, limits)
        return EngineRequest(color, self.arbiter.start_fen, self.moves, limits, cap)

    def _think_cap(self, color: Color, limits: SearchLimits) -> int:
        """The think-time cap of :func:`~xiangqi_gui.engine.timeuse.think_time_ms` for
        ``color`` (ms) under the clock ``limits``."""
        clock = self.clock
        reading = clock.reading(Side(color))
        byoyomi = clock.control(Side(color)).byoyomi
        remaining = limits.red_ms if color is Color.RED else limits.black_ms
        return think_time_ms(remaining or 0, limits.increment_ms(color),
                             moves_played=reading.moves, moves_to_go=limits.moves_to_go,
                             byoyomi_ms=0 if byoyomi is None else byoyomi.period_ns // 1_000_000)

    def _engine_due(self) -> Color | None:
        """The engine side that should think now (see :meth:`engine_request`), or None."""
        status = self.clock.status
        started = status is ClockStatus.RUNNING or (
            status is ClockStatus.READY and not self.setup.competitive)
        if not self.is_engine(self.turn) or self.outcome is not None \
                or self.awaiting_press is not None or not started or self.untyped \
                or not self.setup.record_moves:
            return None
        return self.turn

    def _clock_limits(self, color: Color) -> SearchLimits:
        clock = self.clock
        reading = clock.reading(Side(color))
        to_go = (None if reading.stage_quota is None
                 else max(1, reading.stage_quota - reading.moves_in_stage))

        def inc(side: Side) -> int:
            r = clock.reading(side)
            return clock.control(side).stage(r.stage - 1).increment_ns // 1_000_000

        return SearchLimits.clock(max(clock.remaining(Side.RED), 0) // 1_000_000,
                                  max(clock.remaining(Side.BLACK), 0) // 1_000_000,
                                  inc(Side.RED), to_go, inc(Side.BLACK))

    def to_record(self, note_text: Callable[[Annotation], str] = Annotation.detail
                  ) -> GameRecord:
        """The game as a :class:`GameRecord`: tags, start FEN, moves with the sheet's
        annotations as comments (the notes of the move in progress go with the last
        move), and the result.

        ``note_text`` writes a note as a comment: by default the standard form a saved
        record keeps (``"提和"``, ``"犯规 8.1.5：…"``, :meth:`Annotation.detail`); the window
        passes its own for the record it only shows (the note in the UI language)."""
        record = GameRecord(headers=self.headers(), start_fen=self.arbiter.start_fen,
                            result=self.headers()["Result"])
        notes = {p: [note_text(n) for n in ns] for p, ns in self.sheet.annotations.items()}
        record.root.comment = " ".join(notes.get(0, []))
        node = record.root
        moves = self.moves
        for ply, move in enumerate(moves, start=1):
            node = node.add_child(move)
            texts = notes.get(ply, []) + (notes.get(ply + 1, []) if ply == len(moves) else [])
            node.comment = " ".join(texts)
        return record

    def journal_state(self) -> dict[str, Any]:
        """What the journal holds: ``{"header": {...}, "entries": n, "ended": bool}``; the
        header is :meth:`log_header`, the entries are :attr:`log`."""
        return {"header": self.log_header(), "entries": len(self.log),
                "ended": self.outcome is not None}

    def log_header(self) -> dict[str, Any]:
        """The log's first line: ``{"version", "t", "setup"}`` (the setup the game began
        with and the instant it was set up)."""
        return dict(self._header)

    # ------------------------------------------------------------------ inputs: board

    def touch(self, square: int, now: int) -> Changes:
        """The side to move touches the piece on ``square`` (art. 5)."""
        return self._input("touch", [square], now, self._touch)

    def move(self, from_square: int, to_square: int, now: int) -> Changes:
        """The side to move completes a move (a drop, or a click on a target it can
        reach; see :meth:`click_target`)."""
        return self._input("move", [from_square, to_square], now, self._move)

    def release(self, now: int) -> Changes:
        """A dragged piece was released off the board: it goes back; a duty stays."""
        return self._input("release", [], now, self._release)

    def press_clock(self, side: Color, now: int) -> Changes:
        """``side``'s clock face is pressed (mouse, key, or the engine's own press)."""
        return self._input("press", [int(side)], now, self._press)

    def press_over_board(self, side: Color, now: int) -> Changes:
        """``side``'s face is pressed in clock mode beside a wooden board, where the move is
        made on the wooden board and typed after the press ("press then type").

        The running side's press with no move typed passes the turn at once (the clock
        counts the move: increment, stage, quota, 读秒 period) and waits in
        :attr:`untyped` for the recorder to type the move (:meth:`move`, recorded for the
        oldest untyped press, legality checked). The program cannot see the wooden board,
        so such a press is no foul by itself: the foul of art. 8.1.7 is the recorder's or
        the arbiter's word (:meth:`no_move`). A press after the move was typed, a press in
        a game that records no moves, and every other press are those of
        :meth:`press_clock` (which itself queues a press while others wait to be
        typed). Also in casual play with automatic presses: there a move typed first is
        pressed for at once, as with the mouse."""
        return self._input("otb_press", [int(side)], now, self._press_over_board)

    def no_move(self, now: int) -> Changes:
        """The recorder (or the arbiter) states that the latest untyped press was made
        without a move (art. 8.1.7, 没有走棋先按钟): the press is withdrawn — the presser's
        face runs on as if never pressed, the time since charged to it — the foul is
        written on the sheet, and the second such foul loses (art. 4.1.9). Only while that
        press is the clock's last change (no later press, pause or correction)."""
        return self._input("no_move", [], now, self._no_move)

    def tick(self, now: int) -> Changes:
        """The timer at :meth:`next_deadline` fired: report flags and 读秒 changes; logged
        when something happened or as the clock checkpoint (at most every second)."""
        return self._input("tick", [], now, lambda: None)

    def checkpoint(self, now: int) -> Changes:
        """Like :meth:`tick`, but the clock checkpoint is logged whenever the clock runs
        (e.g. when the window closes mid-game)."""
        return self._input("checkpoint", [], now, lambda: None)

    def click_target(self, from_square: int, to_square: int) -> bool:
        """True when a click on ``to_square`` places the touched piece on ``from_square``:
        the point is one it can legally reach (a stray click elsewhere is no placement;
        a dropped drag always is, art. 5.7)."""
        return any(m.to_square == to_square
                   for m in self.arbiter.position.legal_moves() if m.from_square == from_square)

    # ------------------------------------------------------------------ inputs: players

    def offer_draw(self, now: int) -> Changes:
        """The player in whose time it is offers a draw (art. 22.1): after moving and
        before pressing that is the mover. Written on the sheet (提和)."""
        return self._input("offer", [], now, self._offer)

    def accept_draw(self, now: int) -> Changes:
        """The opponent of the standing offer's maker accepts it (art. 4.2.1)."""
        return self._input("accept", [], now, self._accept)

    def decline_draw(self, now: int) -> Changes:
        """The opponent of the standing offer's maker declines it (art. 22.1)."""
        return self._input("decline", [], now, self._decline)

    def claim(self, kind: ClaimKind, now: int) -> Changes:
        """The side to move claims the natural limit (art. 22.2) or a 待判局面 (art. 23.1),
        in its own time (after the opponent's press, art. 22.4)."""
        return self._input("claim", [ClaimKind(kind).value], now, self._claim)

    def declare_adjust(self, now: int) -> Changes:
        """The side to move declares it straightens pieces (摆正, art. 5.6)."""
        return self._input("adjust", [], now, self._adjust)

    def resign(self, side: Color, now: int) -> Changes:
        """``side`` resigns (art. 4.1.12)."""
        return self._input("resign", [int(side)], now, self._resign)

    def undo(self, now: int) -> Changes:
        """Casual play: take back the last move (against an engine also its reply); the
        clock goes back to the instant the undone move was played, a side in 读秒 gets the
        period it was in afresh."""
        return self._input("undo", [], now, self._undo)

    def engine_move(self, color: Color, from_square: int, to_square: int, ply: int,
                    now: int) -> Changes:
        """The engine of ``color`` answers the request made at ``ply``; an answer for a
        position no longer on the board is dropped (nothing logged)."""
        return self._input("engine_move", [int(color), from_square, to_square, ply], now,
                           self._engine_move)

    def engine_failed(self, color: Color, text: str | Message, now: int) -> Changes:
        """``color``'s engine failed: a person plays that side now; the clock pauses.
        ``text`` says why (an engine error's message; the journal keeps it as data)."""
        reason = text.to_dict() if isinstance(text, Message) else text
        return self._input("engine_failed", [int(color), reason], now, self._engine_failed)

    # ------------------------------------------------------------------ inputs: arbiter

    def toggle_clock(self, now: int) -> Changes:
        """The arbiter starts, pauses or resumes the clock (art. 8.1.2: only the arbiter)."""
        return self._input("toggle_clock", [], now, self._toggle_clock)

    def correct_time(self, side: Color, main_ns: int, now: int) -> Changes:
        """The arbiter sets ``side``'s main time (art. 21.4); written on the sheet.
        Raises ``ValueError`` for a time the clock refuses (nothing changes)."""
        self._check_time(side, main_ns)
        return self._input("correct_time", [int(side), main_ns], now, self._correct_time)

    def record_foul(self, side: Color, article: str, text: str, now: int) -> Changes:
        """The arbiter records a foul of ``side`` (art. 8.1), on the sheet in ``side``'s
        cell. Foul 8.1.7 is a press without a move however entered (twice loses, 4.1.9)."""
        return self._input("foul", [int(side), article, text], now, self._foul)

    def declare_result(self, result: str, article: str, reason: str, now: int) -> Changes:
        """The arbiter ends the game with ``result`` (art. ``article``) for ``reason``."""
        return self._input("declare", [result, article, reason], now, self._declare)

    def late_arrival(self, side: Color, now: int) -> Changes:
        """The arbiter rules that ``side`` arrived later than the limit (art. 20.1, 4.1.7)."""
        return self._input("late", [int(side)], now,
                           lambda s: self._apply(self.arbiter.arbiter_late_arrival(Color(s))))

    def refusal(self, side: Color, detail: str, now: int) -> Changes:
        """The arbiter rules that ``side`` refuses to observe the rules (art. 4.1.13)."""
        return self._input("refusal", [int(side), detail], now, lambda s, d: self._apply(
            self.arbiter.arbiter_refusal(Color(s), d)))

    def dead_position(self, detail: str, now: int) -> Changes:
        """The arbiter rules that neither side can win (art. 4.2.2)."""
        return self._input("dead", [detail], now,
                           lambda d: self._apply(self.arbiter.arbiter_dead_position(d)))

    def take_back(self, plies: int, reason: str, now: int) -> Changes:
        """The arbiter takes back the last ``plies`` moves, or (``plies == 0``) the
        automatic decision that ended the game, with everything after it (art. 17.5);
        the clock is paused at the instant of the first input taken back and the reason is
        written on the sheet."""
        return self._input("take_back", [plies, reason], now, self._take_back)

    def correct_result(self, result: str, reason: str, now: int) -> Changes:
        """The arbiter corrects the result of an ended game (art. 17.5); the reason is
        written on the sheet. Raises ``ValueError`` for an unknown result."""
        if result not in ("1-0", "0-1", "1/2-1/2"):
            raise ValueError(f"unknown result {result!r}")
        return self._input("correct_result", [result, reason], now, self._correct_result)

    def resume(self, now: int) -> Changes:
        """Continue a replayed log in a new process: game time continues from the last
        logged instant (the crash is not charged); a running clock is paused there — the
        arbiter restarts it."""
        return self._input("resume", [], now, self._resume)

    # ------------------------------------------------------------------ the input frame

    _AFTER_END = frozenset({"take_back", "correct_result", "resume", "tick", "checkpoint"})

    def _input(self, op: str, args: list[Any], now: int, handler: Handler) -> Changes:
        """Run one input at ``now``. Game time never goes back behind an input that changed
        the game; a tick that found nothing does not count, so that a press stamped before
        it (a busy event loop) still counts at its own instant."""
        if op == "resume":
            self._shift = max(self._time.latest, self._time.now) - now
        floor = self._time.now
        game_now = max(now + self._shift, floor)
        self._time.now = self._time.fixed = game_now
        self._time.latest = max(self._time.latest, game_now)
        self._time.shift = self._shift
        try:
            changes = self._handle(op, args, now, game_now, handler)
        finally:
            self._time.fixed = None
            self._time.shift = self._shift
        if op in ("tick", "checkpoint") and not changes.events:
            self._time.now = floor
        return changes

    def _handle(self, op: str, args: list[Any], now: int, game_now: int,
                handler: Handler) -> Changes:
        out = _Out()
        self._out = out
        self._pending, self._appended = {"t": now, "op": op, "a": args}, False
        ended = self.outcome
        deadline = self.clock.next_deadline()
        if deadline is not None and deadline <= game_now:  # a flag or 读秒 boundary is due
            self._clock_events(self.clock.poll(), changed=False)
        if self.outcome is None or op in self._AFTER_END:
            handler(*args)
        elif out.outcome is None:
            out.say(Message.of("arbiter.game_over"))
        if self.outcome is not None and ended is None and out.outcome is None:
            self._finish(self.outcome)
        if not self._appended and self._should_log(op, out):
            self._append(self._pending, game_now)
        entry = self._pending if self._appended else None
        if entry is not None and self.outcome is not None and ended is None:
            self._end_input = len(self.log) - 1
        return Changes(out.ruling, tuple(out.texts), out.board, out.moved, out.sheet_from,
                       out.reset, out.clock, tuple(out.events), out.outcome, entry)

    def _should_log(self, op: str, out: _Out) -> bool:
        if op == "checkpoint":
            return bool(out.events) or self.clock.status is ClockStatus.RUNNING
        if op == "tick":
            due = int(self._pending["t"]) >= self._last_logged + CHECKPOINT_NS
            return bool(out.events) or (due and self.clock.status is ClockStatus.RUNNING)
        return not (op == "engine_move" and out.ruling is None and not out.texts)  # stale

    def _append(self, entry: dict[str, Any], game_now: int) -> None:
        self.log.append(entry)
        self._log_times.append(game_now)
        self._last_logged = int(entry["t"])
        self._appended = True

    # ------------------------------------------------------------------ handlers

    def _touch(self, square: int) -> None:
        if not self.can_move() or self.untyped:
            return  # over the board the pieces are touched on the wooden board, not here
        ruling = self.arbiter.touch(self.turn, square)
        self._apply(ruling)
        self._out.board = True

    def _move(self, from_square: int, to_square: int) -> None:
        if not self.setup.record_moves:
            self._out.board = True
            self._out.say(say("live.no_recording"))
            return
        if self.untyped:
            self._type_pressed(from_square, to_square)
            return
        if not self.can_move():
            self._out.board = True  # the piece goes back
            why = self.why_no_move()
            if why is not None:
                self._out.say(why)
            return
        self._play(self.turn, from_square, to_square)

    def _play(self, side: Color, from_square: int, to_square: int) -> None:
        if self.clock.status is ClockStatus.READY:  # casual: the first move starts it
            self._clock_events(self.clock.start(Side(side)))
        ply = self.ply
        ruling = self.arbiter.move(side, from_square, to_square)
        self._out.board = True
        if ruling.kind is RulingKind.MOVE and ruling.move is not None:
            self._ply_input.append(len(self.log))
            self._record_move(ruling.move, ply)
            self._out.moved = ruling.move
            self.awaiting_press = side
        self._apply(ruling)
        if self.outcome is None and self.awaiting_press is side:
            if self.setup.press_mode is PressMode.CASUAL or self.is_engine(side):
                self._do_press(side)  # casual: automatic; an engine cannot press a clock
            else:
                self._out.say(say("live.press_your_clock", side=side))

    def why_no_move(self) -> Message | None:
        """Why the board takes no move now (the side to move must press first, the clock
        has not started or is paused, an engine is to move), or None when it takes one or
        the game is over (a query: nothing is logged)."""
        if self.outcome is not None or self.can_move():
            return None
        status = self.clock.status
        if self.awaiting_press is not None:
            return say("live.press_first", side=self.awaiting_press)
        if status is ClockStatus.READY:
            return say("live.not_started")
        if status is ClockStatus.PAUSED:
            return say("live.paused")
        if status is ClockStatus.FLAGGED:
            return say("live.flagged")
        if self.is_engine(self.turn):
            return say("live.engine_to_move", side=self.turn)
        return None

    def _record_move(self, move: Move, ply: int) -> None:
        try:
            self.sheet.append(move)
        except IllegalMoveError:  # a self-kill completed in competition (art. 4.1.3)
            ref = move_ref(self.arbiter.plies[-1].before, move)
            self.sheet.annotate(ply + 1, Annotation.comment(
                f"{move.iccs} (自杀)", self.turn.opponent, say("sheet.self_kill", move=ref)))
        self._out.sheet(ply + 1)

    def _release(self) -> None:
        if not self.can_move():
            return
        ruling = self.arbiter.release(self.turn, None)
        self._out.board = True
        self._out.say(say("live.drag_cancelled", ruling=ruling.said))

    def _press(self, side_value: int) -> None:
        side = Color(side_value)
        if not self.setup.record_moves:
            self._press_unrecorded(side)
            return
        if self.untyped and self._queue_press(side):
            return  # presses wait for their moves: this one too, whichever face was used
        status = self.clock.status
        if status is ClockStatus.READY:
            if self.setup.competitive and self.setup.press_starts_clock \
                    and side is self._first:
                self._clock_events(self.clock.start(Side(side)))
                self._out.say(say("live.started_by", side=side))
            else:
                self._out.say(say("live.not_started") if self.setup.competitive else
                              say("live.starts_with_move"))
            return
        if status is not ClockStatus.RUNNING or Side(side) is not self.clock.running:
            return  # a physical clock ignores a press of the stopped face
        if self.awaiting_press is side:
            self._do_press(side)
            self._out.say(say("live.pressed", side=side, opponent=side.opponent))
            return
        if self.is_engine(side):
            self._out.say(say("live.engine_presses", side=side))
            return
        if not self.setup.competitive:
            self._out.say(say("live.casual_press"))
            return
        self._clock_events(self.clock.press(Side(side), moved=False))
        ruling = self.arbiter.clock_press_without_move(side)
        self._apply(ruling)
        if self.outcome is None:
            self._clock_events(self.clock.give_turn(Side(side)))  # art. 8.1.7: turn back

    def _press_unrecorded(self, side: Color) -> None:
        """A press in a game that records no moves: every press of the running face is a
        move for the clock (art. 6); none is a foul."""
        clock = self.clock
        if clock.status is ClockStatus.READY:
            if self.setup.competitive and not self.setup.press_starts_clock:
                self._out.say(say("live.not_started"))
                return
            self._clock_events(clock.start(Side(self._first)))
            self._out.say(say("live.clock_started_for", side=self._first))
            return
        if clock.status is not ClockStatus.RUNNING or Side(side) is not clock.running:
            return  # a physical clock ignores a press of the stopped face
        self._clock_events(clock.press(Side(side), moved=True))
        self._out.board = True
        self._out.say(say("live.pressed", side=side, opponent=side.opponent))

    def _press_over_board(self, side_value: int) -> None:
        if not self._queue_press(Color(side_value)):
            self._press(side_value)

    def _queue_press(self, side: Color) -> bool:
        """Take the running side's press with no move recorded as a move to be typed
        (press then type); False when the press is not one (see :meth:`press_over_board`)."""
        clock = self.clock
        if (not self.setup.record_moves or self.is_engine(side) or self.awaiting_press is not None
                or clock.status is not ClockStatus.RUNNING or Side(side) is not clock.running):
            return False
        used = clock.turn_used(Side(side))
        before = clock.snapshot()
        self._clock_events(clock.press(Side(side), moved=True))
        self.untyped.append(PressedMove(side, used, self._time.now, before))
        self._out.board = True
        count = len(self.untyped)
        self._out.say(say("live.pressed_type", side=side) if count == 1 else
                      say("live.pressed_type_many", side=side, count=count))
        return True

    def _type_pressed(self, from_square: int, to_square: int) -> None:
        """The recorder types the move of the oldest untyped press (its thinking time is
        the face's turn time at that press)."""
        pressed = self.untyped[0]
        ply = self.ply
        ruling = self.arbiter.move(pressed.side, from_square, to_square)
        self._out.board = True
        if ruling.kind is RulingKind.MOVE and ruling.move is not None:
            self.untyped.pop(0)
            self._ply_input.append(len(self.log))
            self._record_move(ruling.move, ply)
            if len(self.sheet) == ply + 1:
                self.sheet.set_time(ply + 1, pressed.used_ns)
            self._out.moved = ruling.move
        self._apply(ruling)

    def _no_move(self) -> None:
        if not self.untyped:
            self._out.say(say("live.no_untyped"))
            return
        pressed = self.untyped[-1]
        side = pressed.side
        try:
            self._clock_events(self.clock.restore(pressed.before, pressed.pressed_at))
        except ClockStateError:
            self._out.say(say("live.cannot_withdraw"))
            return
        self.untyped.pop()
        if self.outcome is not None:
            return
        self._clock_events(self.clock.press(Side(side), moved=False))
        self._apply(self.arbiter.clock_press_without_move(side))
        if self.outcome is None:
            self._clock_events(self.clock.give_turn(Side(side)))  # art. 8.1.7: turn back

    def _do_press(self, side: Color) -> None:
        """The mover's press completing the move: thinking time from the clock."""
        used = self.clock.turn_used(Side(side))
        self._clock_events(self.clock.press(Side(side), moved=True))
        self.awaiting_press = None
        ply = len(self.sheet)
        if ply and self.sheet.side_of(ply) is side:
            self.sheet.set_time(ply, used)
            self._out.sheet(ply)
        self._out.board = True

    def _offer(self) -> None:
        side = self.time_owner()  # its own time also when not the arbiter's side to move
        ruling = self.arbiter.offer_draw(side, own_time=side is not self.turn)
        if ruling.kind is RulingKind.DRAW_OFFERED:
            self._annotate(side, Annotation.draw_offer(side))
        self._apply(ruling)

    def _accept(self) -> None:
        offer = self.arbiter.pending_offer
        self._apply(self.arbiter.accept_draw(self.turn if offer is None else offer.opponent))

    def _decline(self) -> None:
        offer = self.arbiter.pending_offer
        self._apply(self.arbiter.decline_draw(self.turn if offer is None else offer.opponent))

    def _claim(self, kind: str) -> None:
        if self.untyped:
            self._out.say(say("live.type_pressed_first"))
            return
        if self.awaiting_press is not None and self.setup.press_mode is PressMode.PHYSICAL:
            self._out.say(say("live.claim_press_first", side=self.awaiting_press))
            return
        self._apply(self.arbiter.claim(self.turn, ClaimKind(kind)))

    def _adjust(self) -> None:
        self._apply(self.arbiter.declare_adjust(self.turn))

    def _resign(self, side_value: int) -> None:
        self._apply(self.arbiter.resign(Color(side_value)))

    def _engine_move(self, color_value: int, from_square: int, to_square: int,
                     ply: int) -> None:
        color = Color(color_value)
        if self._engine_due() is not color or self.ply != ply:
            return  # an answer for a position no longer on the board
        before = self.ply
        self._play(color, from_square, to_square)
        if self.ply == before and self.outcome is None:
            move = Move(from_square, to_square)
            self._fail_engine(color, say("live.engine_refused", move=MoveRef(move.iccs)))

    def _engine_failed(self, color_value: int, text: str | dict[str, Any]) -> None:
        reason = Message.from_dict(text) if isinstance(text, dict) else text
        self._fail_engine(Color(color_value), reason)

    def _fail_engine(self, color: Color, text: Message | str) -> None:
        key = "red_engine" if color is Color.RED else "black_engine"
        self.setup = self.setup.with_(**{key: None})
        if self.clock.status is ClockStatus.RUNNING:
            self._clock_events(self.clock.pause())
        self._out.say(say("live.engine_failed", side=color, text=text))
        self._out.board = True

    def _toggle_clock(self) -> None:
        clock = self.clock
        if clock.status is ClockStatus.READY:
            self._clock_events(clock.start(Side(self.turn)))
            self._out.say(say("live.clock_started"))
        elif clock.status is ClockStatus.RUNNING:
            self._clock_events(clock.pause())
            self._out.say(say("live.clock_paused"))
        elif clock.status in (ClockStatus.PAUSED, ClockStatus.FLAGGED):
            try:
                self._clock_events(clock.resume())
            except ValueError as exc:
                self._out.say(say("live.clock_refused", error=str(exc)))
                return
            self._out.say(say("live.clock_restarted"))
        self._out.board = True

    def _check_time(self, side: Color, main_ns: int) -> None:
        probe = ChessClock(self.clock.control(Side.RED), self.clock.control(Side.BLACK))
        probe.set_time(Side(side), main_ns)  # raises ValueError like the real one would

    def _correct_time(self, side_value: int, main_ns: int) -> None:
        side = Color(side_value)
        self._clock_events(self.clock.set_time(Side(side), main_ns))
        secs = main_ns // NS_PER_SECOND
        shown = f"{secs // 3600}:{secs // 60 % 60:02d}:{secs % 60:02d}"
        self._annotate(side, Annotation.comment(f"裁判改时 {CN_SIDES[side]} {shown} (21.4)",
                                                side, say("sheet.time_set", side=side,
                                                          time=shown)))
        self._out.say(say("live.time_set", side=side))

    def _foul(self, side_value: int, article: str, text: str) -> None:
        side = Color(side_value)
        if article == "8.1.7":  # one counter for art. 4.1.9, however the foul is entered
            self._apply(self.arbiter.clock_press_without_move(side))
        else:
            self._apply(self.arbiter.arbiter_foul(side, article, text))

    def _declare(self, result: str, article: str, reason: str) -> None:
        self._apply(self.arbiter.arbiter_decision(result, article, reason))

    def _undo(self) -> None:
        if self.setup.competitive or not self.ply:
            self._out.say(say("live.undo_casual_only"))
            return
        count = self._undo_count()
        self._rewind(self._ply_input[self.ply - count], "undo")
        side = self.turn
        reading = self.clock.reading(Side(side))
        if reading.in_byoyomi and self.clock.status is not ClockStatus.READY:
            # the period the undone move was played in starts afresh (as before the move)
            self._clock_events(self.clock.set_time(Side(side), 0,
                                                   periods_left=reading.periods_left))
        self._out.say(say("live.undone_one") if count == 1 else
                      say("live.undone_two", count=count))

    def _undo_count(self) -> int:
        """Plies to take back: back to the last position where a person is to move."""
        moves = self.ply
        for count in range(1, moves + 1):
            mover = self._first if (moves - count) % 2 == 0 else self._first.opponent
            if not self.is_engine(mover):
                return count
        return 1

    def _take_back(self, plies: int, reason: str) -> None:
        if plies < 0 or plies > self.ply:
            self._out.say(say("live.cannot_take_back", count=plies))
            return
        if plies == 0:
            if self._end_input is None:
                self._out.say(say("live.no_decision"))
                return
            target = self._end_input
        else:
            target = self._ply_input[self.ply - plies]
        self._rewind(target, "take_back")
        if self.clock.status is ClockStatus.RUNNING:
            self._clock_events(self.clock.pause())
        self._annotate(None, Annotation.comment(f"裁判更正：{reason} (17.5)", None,
                                                say("sheet.correction", reason=reason)))
        self._out.say(say("live.took_back_decision", reason=reason) if plies == 0 else
                      say("live.took_back" if plies > 1 else "live.took_back_one", count=plies,
                          reason=reason))

    def _correct_result(self, result: str, reason: str) -> None:
        old = self.outcome
        if old is None:
            self._out.say(say("live.not_over"))
            return
        corrected = say("outcome.corrected", old=old.result, new=result, reason=reason)
        self.arbiter.outcome = Outcome.said(result, Termination.ARBITER_DECISION, "17.5",
                                            corrected)
        self._annotate(None, Annotation.comment(
            f"裁判更正结果 {old.result} → {result}：{reason} (17.5)", None,
            say("sheet.result_corrected", old=old.result, new=result, reason=reason)))
        self._out.outcome = self.arbiter.outcome
        self._out.say(corrected)

    def _resume(self) -> None:
        if self.clock.status is ClockStatus.RUNNING:
            self._clock_events(self.clock.pause())
        self._out.reset = True
        self._out.say(say("live.resumed", ply=self.ply))

    # ------------------------------------------------------------------ rewinding

    def _rewind(self, target: int, op: str) -> None:
        """Become the game as it was just before log entry ``target``; game time goes on
        from that entry's instant. The current input is appended to the full log."""
        at = self._log_times[target]
        log, times, pending = self.log, self._log_times, self._pending
        fresh = LiveGame.replay(self._header, log[:target])
        fresh._shift = at - int(pending["t"])
        fresh._time.now = fresh._time.fixed = fresh._time.latest = at
        fresh._time.live = self._time.live
        self.__dict__.update({k: v for k, v in fresh.__dict__.items()
                              if k not in ("_out", "_replaying")})
        self.arbiter.explain = not self._replaying
        self.log, self._log_times, self._pending = log, times, pending
        self._append(pending, at)
        self._out.reset = True
        self._out.board = True
        self._out.clock = True
        self._out.sheet(0)

    # ------------------------------------------------------------------ rulings

    def _apply(self, ruling: Ruling) -> None:
        out = self._out
        out.ruling = ruling
        for foul in ruling.fouls:
            self._annotate(foul.side, Annotation.foul(foul.side, foul.article, foul.text,
                                                      foul.message))
        if ruling.time_penalty_ns:
            side = ruling.fouls[0].side if ruling.fouls else self.turn
            self._clock_events(self.clock.add_time(Side(side), -ruling.time_penalty_ns))
        if ruling.kind is RulingKind.MOVE and ruling.move is not None:
            entry = self.sheet.entries[-1] if self.sheet.entries and not self._replaying \
                else None  # a replay shows no message: its move texts are written later
            if entry is not None and entry.move == ruling.move:
                chinese = entry.text("chinese")
                texts = (chinese, traditional_glyphs(chinese, entry.color), entry.text("wxf"))
                out.say(say("live.played", side=entry.color, move=ruling.said.arguments.get(
                    "move", MoveRef(entry.move.iccs, texts))))
            else:
                out.say(ruling.said)
        elif ruling.kind is not RulingKind.TOUCH:
            out.say(ruling.said)
        for note in ruling.said_notes:
            out.say(note)
        if ruling.outcome is not None and ruling.kind is not RulingKind.REFUSED \
                and ruling.outcome.termination is Termination.ILLEGAL_MOVE:
                loser = Color.RED if ruling.outcome.result == "0-1" else Color.BLACK
                self._annotate(loser, Annotation.comment(
                    f"违例判负 (4.1.8): {ruling.outcome.reason}", loser,
                    say("sheet.illegal_loss", reason=outcome_said(ruling.outcome))))
        out.board = True

    def _annotate(self, side: Color | None, note: Annotation) -> None:
        """Write ``note`` in ``side``'s cell at the move in whose time it happened: the move
        in progress when it is ``side``'s, else ``side``'s last move (art. 8.2)."""
        ply = len(self.sheet) + 1
        if side is not None and self.sheet.side_of(ply) is not side:
            ply = ply - 1 if ply > 1 else 0
        self.sheet.annotate(ply, note)
        self._out.sheet(ply)

    def _clock_events(self, events: list[ClockEvent], *, changed: bool = True) -> None:
        out = self._out
        out.clock = out.clock or changed or bool(events)
        out.events.extend(events)
        for event in events:
            if self.outcome is not None or event.side is None:
                continue
            color = Color(int(event.side))
            if event.kind is ClockEventKind.FLAG:
                self._apply(self.arbiter.flag(color))
            elif event.kind is ClockEventKind.QUOTA_MISSED:
                self._apply(self.arbiter.quota_missed(color))

    def _finish(self, outcome: Outcome) -> None:
        side = self.awaiting_press
        if side is not None:  # the mover's time until the end counts for the last move
            ply = len(self.sheet)
            if ply and self.sheet.side_of(ply) is side:
                self.sheet.set_time(ply, self.clock.turn_used(Side(side)))
                self._out.sheet(ply)
        self.awaiting_press = None
        if self.untyped:
            self._out.say(say("live.untyped_dropped", count=len(self.untyped)))
            self.untyped.clear()
        if self.clock.status is not ClockStatus.STOPPED:
            self._out.events.extend(self.clock.stop())
            self._out.clock = True
        self._out.outcome = outcome
        self._out.board = True
        self._out.say(say("live.game_over", result=outcome.result,
                          reason=outcome_said(outcome)))

    # ------------------------------------------------------------------ replay

    @classmethod
    def replay(cls, header: dict[str, Any], entries: list[dict[str, Any]]) -> LiveGame:
        """The game a log describes: ``header`` (:meth:`log_header`) and its entries.

        Raises :class:`LogError` naming the entry (1-based) and why.
        """
        if not isinstance(header, dict) or header.get("version") != LOG_VERSION:
            raise LogError("the log header has an unknown version")
        try:
            setup = GameSetup.from_dict(header["setup"])
        except (KeyError, TypeError, ValueError) as exc:
            raise LogError(f"the log header has no valid setup: {exc}") from None
        start = header.get("t", 0)
        if not isinstance(start, int):
            raise LogError("the log header has no valid instant")
        try:
            game = cls(setup, start)
        except ValueError as exc:
            raise LogError(f"the log header has no valid setup: {exc}") from None
        game._replaying, game.arbiter.explain = True, False  # no messages: nobody sees them
        collecting = gc.isenabled()
        gc.disable()  # a long replay only allocates; cyclic collections would rescan it all
        try:
            for number, entry in enumerate(entries, start=1):
                try:
                    game.apply_entry(entry)
                except (KeyError, TypeError, ValueError, IndexError) as exc:
                    raise LogError(f"entry {number} ({entry.get('op')!r}) cannot be "
                                   f"replayed: {exc}") from None
        finally:
            if collecting:
                gc.enable()
        game._replaying, game.arbiter.explain = False, True
        return game

    def apply_entry(self, entry: dict[str, Any]) -> Changes:
        """Replay one log entry (``{"t": ns, "op": name, "a": [arguments]}``).

        Raises ``KeyError`` for an unknown input, ``TypeError``/``ValueError`` for bad
        arguments."""
        op, args, now = entry["op"], list(entry["a"]), entry["t"]
        if not isinstance(now, int) or isinstance(now, bool):
            raise TypeError(f"bad instant {now!r}")
        method = _REPLAY[op]
        return method(self, *args, now)


def _typed(kinds: tuple[type | tuple[type, ...], ...]) -> Callable[[Callable[..., Changes]],
                                                 Callable[..., Changes]]:
    """Check the replayed arguments' JSON types before the input runs."""
    def wrap(method: Callable[..., Changes]) -> Callable[..., Changes]:
        def run(game: LiveGame, *args: Any) -> Changes:
            *values, now = args
            if len(values) != len(kinds) or not all(
                    isinstance(v, k) and not (k is int and isinstance(v, bool))
                    for v, k in zip(values, kinds, strict=True)):
                raise TypeError(f"bad arguments {values!r}")
            return method(game, *values, now)
        return run
    return wrap


_REPLAY: dict[str, Callable[..., Changes]] = {
    "touch": _typed((int,))(LiveGame.touch),
    "move": _typed((int, int))(LiveGame.move),
    "release": _typed(())(LiveGame.release),
    "press": _typed((int,))(lambda g, s, now: g.press_clock(Color(s), now)),
    "otb_press": _typed((int,))(lambda g, s, now: g.press_over_board(Color(s), now)),
    "no_move": _typed(())(LiveGame.no_move),
    "tick": _typed(())(LiveGame.tick),
    "checkpoint": _typed(())(LiveGame.checkpoint),
    "offer": _typed(())(LiveGame.offer_draw),
    "accept": _typed(())(LiveGame.accept_draw),
    "decline": _typed(())(LiveGame.decline_draw),
    "claim": _typed((str,))(lambda g, k, now: g.claim(ClaimKind(k), now)),
    "adjust": _typed(())(LiveGame.declare_adjust),
    "resign": _typed((int,))(lambda g, s, now: g.resign(Color(s), now)),
    "undo": _typed(())(LiveGame.undo),
    "engine_move": _typed((int, int, int, int))(
        lambda g, c, f, t, p, now: g.engine_move(Color(c), f, t, p, now)),
    "engine_failed": _typed((int, (str, dict)))(
        lambda g, c, text, now: g.engine_failed(Color(c), text, now)),
    "toggle_clock": _typed(())(LiveGame.toggle_clock),
    "correct_time": _typed((int, int))(
        lambda g, s, ns, now: g.correct_time(Color(s), ns, now)),
    "foul": _typed((int, str, str))(
        lambda g, s, a, text, now: g.record_foul(Color(s), a, text, now)),
    "declare": _typed((str, str, str))(LiveGame.declare_result),
    "late": _typed((int,))(lambda g, s, now: g.late_arrival(Color(s), now)),
    "refusal": _typed((int, str))(lambda g, s, d, now: g.refusal(Color(s), d, now)),
    "dead": _typed((str,))(LiveGame.dead_position),
    "take_back": _typed((int, str))(LiveGame.take_back),
    "correct_result": _typed((str, str))(LiveGame.correct_result),
    "resume": _typed(())(LiveGame.resume),
}


def obligation_lock(duty: Obligation | None) -> tuple[int, str] | None:
    """``(square, reason)`` when a touch-move duty binds one piece, else None (``reason``
    in English; :func:`lock_message` gives it as a message)."""
    if duty is None or len({m.from_square for m in duty.allowed}) != 1:
        return None
    return next(iter(duty.allowed)).from_square, str(lock_message(duty))


def lock_message(duty: Obligation) -> Message:
    """The sentence shown when another piece is picked under ``duty`` (art. 5)."""
    return Message.of("touch.lock", article=duty.article, duty=duty.said)


def outcome_said(outcome: Outcome) -> Message:
    """``outcome``'s reason as a message (the arbiter's own words when it has none)."""
    if outcome.message is not None:
        return outcome.message
    return Message.of("arbiter.decision", reason=outcome.reason)
