"""DemoBoardWindow: the demonstration board (演示大棋盘) projected for an audience.

CXA rules art. 1.4: the demonstration board of a competition is vertical, Red at the
bottom and Black at the top; board and pieces are enlarged to suit the hall. This
window is that board on a projector or second monitor: a passive, read-only view of a
live game (mirroring a controller) or of a record a commentator steps through.

It shows

* the board (:class:`~xiangqi_gui.ui.board_widget.BoardWidget`, not interactive), Red at
  the bottom unless flipped, the last move and a general in check highlighted;
* a header line (event or title, round 第N轮, site, date) from the record's tags;
* each side's card beside its half of the board: 红方 / 黑方, player name, team, and the
  clock reading in big digits (the running clock is shown inverted);
* the last few full moves (回合) in Chinese full notation, Black's digits full-width
  (马８进７), written by :mod:`xiangqi_gui.notation` from the positions (via
  :class:`~xiangqi_gui.play.sheet.ScoreRows`), the move on the board highlighted;
* at the end of the game (the last ply shown) the result, its article and reason
  (:class:`~xiangqi_gui.rules.Outcome`), e.g. ``红胜 1-0 · 第4.1.1条``.

Fonts scale with the window (sizes are given for 1920x1080 and multiplied by
``min(width / 1920, height / 1080)``). Fixed texts use only characters of the bundled
font (:data:`FIXED_TEXTS`); names, teams and reasons fall back to the system fonts for
characters the subset lacks.

API (all on the GUI thread): :meth:`DemoBoardWindow.show_game`, :meth:`~DemoBoardWindow.
show_ply`, :meth:`~DemoBoardWindow.set_clock_readings`, :meth:`~DemoBoardWindow.set_flipped`,
:meth:`~DemoBoardWindow.place_on_screen`, :meth:`~DemoBoardWindow.mirror` (a
:class:`DemoSource`, which hands out :class:`DemoSnapshot` values).

Keys for the commentator: Left/Right one ply back/forward, Home/End start/last ply,
F flips the board, F11 toggles full screen, Escape leaves full screen.

Run ``python -m xiangqi_gui.ui.demo_board RECORD [--ply N] [--screen N]`` to project a
record file, or add ``--screenshot OUT.png`` to save an image instead.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.clock import ClockEventKind, FaceReading
from xiangqi_gui.game.display import display_header
from xiangqi_gui.play.live import GameView
from xiangqi_gui.play.sheet import ScoreRows
from xiangqi_gui.rules import Color, Move, Outcome
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.clock_widget import format_clock_time
from xiangqi_gui.ui.fitted_text import NO_BREAK_SPACE, SHORT_UNIT, FittedLabel, keep_together
from xiangqi_gui.ui.fonts import fallback_families, load_bundled_font
from xiangqi_gui.ui.full_screen import fill_screen
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.messages import outcome_reason

log = logging.getLogger(__name__)

#: Reference window size the font sizes below are designed for (logical px).
REFERENCE_SIZE = QSize(1920, 1080)
#: Pixel sizes at the reference size.
HEADER_PX = 34
SIDE_TAG_PX = 40
NAME_PX = 64
TEAM_PX = 32
CLOCK_PX = 112
STATUS_PX = 34
RESULT_PX = 44
#: Least height of one move-list row (the list grows beyond it when there is room).
MOVE_ROW_PX = 64
#: Full-move rows (回合) shown in the move list by default.
DEFAULT_MOVE_ROWS = 4

PANEL_BG = QColor(250, 246, 236)
INK = QColor(17, 17, 17)
RED_INK = QColor(192, 0, 0)
CURRENT_BG = QColor(255, 214, 0)
RESULT_BG = QColor(20, 60, 150)

#: Side labels (art. 1.2: 红方 plays the red pieces, 黑方 the black ones). The fixed texts
#: are English sources translated in context ``DemoBoard`` (zh_Hans: 红方, 黑方, 红胜 ...).
SIDE_TAGS = {Color.RED: QT_TRANSLATE_NOOP("DemoBoard", "Red"),
             Color.BLACK: QT_TRANSLATE_NOOP("DemoBoard", "Black")}
#: Result words for the PGN result tokens.
RESULT_WORDS = {"1-0": QT_TRANSLATE_NOOP("DemoBoard", "Red wins"),
                "0-1": QT_TRANSLATE_NOOP("DemoBoard", "Black wins"),
                "1/2-1/2": QT_TRANSLATE_NOOP("DemoBoard", "Draw")}
#: Shown on a flagged clock face (超时, art. 4.1.6).
FLAG_TEXT = QT_TRANSLATE_NOOP("DemoBoard", "Time out")
#: A bare round number in the header (第3轮) and the article cited with the result.
ROUND_TEXT = QT_TRANSLATE_NOOP("DemoBoard", "Round {0}")
#: The most lines of the header; a longer one ends with "…" (the whole text as tooltip).
HEADER_LINES = 3
ARTICLE_TEXT = QT_TRANSLATE_NOOP("DemoBoard", " · art. {0}")
#: Every fixed text drawn with the bundled font (sources; :func:`fixed_texts` translates).
FIXED_TEXTS = (
    *SIDE_TAGS.values(),
    *RESULT_WORDS.values(),
    FLAG_TEXT,
    ROUND_TEXT,
    ARTICLE_TEXT,
    "0123456789.:-/ ",
    "０１２３４５６７８９",
)


def tr_demo(source: str) -> str:
    """A fixed text of the demo board in the UI language (context ``DemoBoard``)."""
    return QCoreApplication.translate("DemoBoard", source)


def fixed_texts() -> list[str]:
    """:data:`FIXED_TEXTS` in the UI language: each character must be in the bundled
    font's subset."""
    return [tr_demo(text) for text in FIXED_TEXTS]

ClockReading = str | FaceReading


DemoSnapshot = GameView
"""What the demo board shows of a game at one instant: the one view of the game
(:class:`~xiangqi_gui.play.live.GameView`; ``start_fen``, ``moves``, ``headers``,
``outcome``, ``red_clock``/``black_clock`` (a text or a FaceReading; ``""`` hides the
face) and ``running``); a record being browsed gives only the first fields."""


class DemoSource(Protocol):
    """What :meth:`DemoBoardWindow.mirror` needs from a game controller.

    ``state_changed`` is a Qt signal (any arguments) emitted after every change the
    audience should see (a move, a clock tick, the end of the game);
    ``demo_snapshot()`` returns the current state.
    """

    @property
    def state_changed(self) -> SignalInstance: ...

    def demo_snapshot(self) -> DemoSnapshot: ...


def clock_text(reading: ClockReading) -> str:
    """Digits of a clock face: a text as is, a FaceReading as ``format_clock_time`` shows it."""
    if isinstance(reading, FaceReading):
        return format_clock_time(reading.display_ns)
    return reading


def result_line(outcome: Outcome) -> str:
    """``"红胜 1-0 · 第4.1.1条"``: result word, PGN token and the article cited."""
    source = RESULT_WORDS.get(outcome.result)  # "0-0" (art. 20.2) has no word
    word = tr_demo(source) if source else ""
    article = tr_demo(ARTICLE_TEXT).format(outcome.article) if outcome.article else ""
    return f"{word} {outcome.result}{article}".strip()


def header_line(headers: Mapping[str, str]) -> str:
    """Event (or Title), round (``第3轮`` for a bare number), site and date joined by ``·``;
    the spaces of a short part and before each ``·`` do not break
    (:mod:`~xiangqi_gui.ui.fitted_text`)."""
    parts = [headers.get("Event", "") or headers.get("Title", "")]
    round_ = headers.get("Round", "").strip()
    parts.append(tr_demo(ROUND_TEXT).format(round_) if round_.isdigit() else round_)
    parts += [headers.get("Site", ""), headers.get("Date", "")]
    shown = [display_header(p.strip(), " …") for p in parts if p.strip()]
    # a short part ("Round 3", a date) stays on one line; a "·" never starts a line
    return (NO_BREAK_SPACE * 2 + "·  ").join(
        keep_together(p) if len(p) <= SHORT_UNIT else p for p in shown)


def _label_font(pixel_size: int, *, bold: bool = True) -> QFont:
    """The bundled piece face first, then the application font and the bundled UI face."""
    font = QFont()
    font.setFamilies([load_bundled_font(), QApplication.font().family(), *fallback_families()])
    font.setPixelSize(max(6, pixel_size))
    font.setBold(bold)
    return font


class _PlayerCard(QFrame):
    """One side: tag (红方/黑方), name, team, clock digits and a status line (超时)."""

    def __init__(self, color: Color, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        ink = RED_INK if color == Color.RED else INK
        self.tag_label = QLabel(tr_demo(SIDE_TAGS[color]))
        self.name_label = QLabel()
        self.team_label = QLabel()
        self.clock_label = QLabel()
        self.status_label = QLabel()
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._ink = ink
        self.running = False
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(self.tag_label)
        names.addWidget(self.name_label)
        names.addWidget(self.team_label)
        clock = QVBoxLayout()
        clock.setSpacing(0)
        clock.addWidget(self.clock_label)
        clock.addWidget(self.status_label)
        row = QHBoxLayout(self)
        row.addLayout(names, 1)
        row.addLayout(clock, 1)
        for label in (self.name_label, self.team_label):
            label.setWordWrap(True)
        self.team_label.hide()
        self.clock_label.hide()
        self.status_label.hide()
        self._apply_colours()
        self.scale(1.0)

    def set_player(self, name: str, team: str) -> None:
        self.name_label.setText(name)
        self.team_label.setText(team)
        self.team_label.setVisible(bool(team))

    def set_clock(self, text: str, running: bool, flagged: bool) -> None:
        self.clock_label.setText(text)
        self.clock_label.setVisible(bool(text))
        self.status_label.setText(tr_demo(FLAG_TEXT) if flagged else "")
        self.status_label.setVisible(flagged)
        if running != self.running:
            self.running = running
            self._apply_colours()

    def scale(self, factor: float) -> None:
        self.tag_label.setFont(_label_font(round(SIDE_TAG_PX * factor)))
        self.name_label.setFont(_label_font(round(NAME_PX * factor)))
        self.team_label.setFont(_label_font(round(TEAM_PX * factor), bold=False))
        self.clock_label.setFont(_label_font(round(CLOCK_PX * factor)))
        self.status_label.setFont(_label_font(round(STATUS_PX * factor)))
        pad = max(2, round(12 * factor))
        self.clock_label.setContentsMargins(pad, 0, pad, 0)

    def _apply_colours(self) -> None:
        ink = self._ink.name()
        self.setStyleSheet(
            f"_PlayerCard {{ border: 4px solid {ink}; border-radius: 10px; }}"
            f" QLabel {{ color: {ink}; background: transparent; }}"
        )
        if self.running:  # the running face inverted: bright digits on the side's colour
            self.clock_label.setStyleSheet(
                f"color: white; background: {ink}; border-radius: 8px;"
            )
        else:
            self.clock_label.setStyleSheet(f"color: {ink}; background: transparent;")


@dataclass(frozen=True)
class MoveRow:
    """One full move (回合) of the move list: its number and Red's and Black's texts."""

    number: int
    red: str
    black: str


class _MoveList(QWidget):
    """The last full moves in large type; the move on the board has a yellow background."""

    def __init__(self, capacity: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.capacity = capacity  # rows the height is divided into
        self.rows: list[MoveRow] = []
        self.current: tuple[int, Color] | None = None  # (row index, side) highlighted
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, rows: list[MoveRow], current: tuple[int, Color] | None) -> None:
        self.rows, self.current = rows, current
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if not self.rows:
            return
        slots = max(len(self.rows), self.capacity)
        row_h = self.height() / slots
        # a row is about 12.5 em wide: "99." + two four-character moves + gaps
        px = max(6, int(min(row_h * 0.68, self.width() / 12.5)))
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(_label_font(px))
        em = float(px)
        columns = ((0.0, 3.0), (3.4, 4.4), (8.0, 4.4))  # (left, width) in em: number, red, black
        left = max(0.0, (self.width() - 12.5 * em) / 2)
        for index, row in enumerate(self.rows):
            top = index * row_h
            cells = (
                (f"{row.number}.", INK, None),
                (row.red, RED_INK, Color.RED),
                (row.black, INK, Color.BLACK),
            )
            for (x, w), (text, ink, side) in zip(columns, cells, strict=True):
                rect = QRectF(left + x * em, top, w * em, row_h)
                if side is not None and self.current == (index, side):
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(CURRENT_BG)
                    painter.drawRoundedRect(rect.adjusted(-em * 0.1, 3, em * 0.1, -3), 8, 8)
                painter.setPen(ink)
                align = Qt.AlignmentFlag.AlignVCenter | (
                    Qt.AlignmentFlag.AlignRight if side is None else Qt.AlignmentFlag.AlignHCenter
                )
                painter.drawText(rect, int(align), text)
        painter.end()


class DemoBoardWindow(QWidget):
    """Top-level demonstration board; see the module docstring.

    Signals: ``ply_changed(int)`` after the shown ply changed (0 = start position).

    Args:
        parent: optional parent; the window stays a top-level window (``Qt.Window``).
        flipped: start with Black at the bottom (art. 1.4 wants Red at the bottom).
        move_rows: how many full moves the move list shows (at least 1).
    """

    ply_changed = Signal(int)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        flipped: bool = False,
        move_rows: int = DEFAULT_MOVE_ROWS,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("xiangqi_gui demo board"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), PANEL_BG)
        self.setPalette(palette)
        self._move_rows = max(1, move_rows)
        self._rows = ScoreRows()
        self._ply = 0
        self._outcome: Outcome | None = None
        self._recorded_result = "*"
        self._source: DemoSource | None = None
        self._last_game: tuple[str, list[Move], dict[str, str], Outcome | None] | None = None
        self._screen: QScreen | None = None
        self.board = BoardWidget()
        self.board.set_interactive(False)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.header_label = FittedLabel(HEADER_LINES)  # never broken inside a word
        self.header_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label.setStyleSheet(
            f"color: white; background: {RESULT_BG.name()}; border-radius: 10px; padding: 8px;"
        )
        self.result_label.hide()
        self.move_list = _MoveList(self._move_rows)
        self.cards = {color: _PlayerCard(color) for color in Color}
        self._panel = QVBoxLayout()
        self._outer = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._outer.setContentsMargins(8, 8, 16, 8)
        self._outer.addWidget(self.board, 54)
        self._outer.addLayout(self._panel, 46)
        self._flipped = not flipped
        self.set_flipped(flipped)
        self.board.set_position(self._rows.position_at(0), animate=False)
        self._rescale()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenRemoved.connect(self._on_screen_removed)

    # ------------------------------------------------------------------ game state

    def show_game(
        self,
        start_fen: str,
        moves: Sequence[Move],
        headers: Mapping[str, str],
        outcome: Outcome | None = None,
        *,
        ply: int | None = None,
    ) -> None:
        """Show a game: replay ``moves`` from ``start_fen`` and show ``ply`` (default: the last).

        ``headers`` are the record's tags (see :class:`DemoSnapshot`); a ``Result`` tag
        is shown at the last ply when ``outcome`` is None. When ``start_fen`` is the one
        shown and ``moves`` extends the moves shown, only the new moves are notated.

        Raises:
            FenError: bad ``start_fen``.
            IllegalMoveError: an illegal move; the message names the ply.
            IndexError: ``ply`` outside 0..len(moves).
        """
        self._last_game = None
        following = self._ply == len(self._rows)
        kept_ply = self._ply
        if self._set_moves(start_fen, moves):
            following = True
        self._outcome = outcome
        self._recorded_result = headers.get("Result", "*")
        self._headers = dict(headers)
        self.header_label.set_full_text(header_line(headers))
        self.header_label.setVisible(bool(self.header_label.full_text()))
        for color, name_tag in ((Color.RED, "Red"), (Color.BLACK, "Black")):
            self.cards[color].set_player(
                headers.get(name_tag, "").strip(), headers.get(f"{name_tag}Team", "").strip()
            )
        if ply is None:
            ply = len(self._rows) if following else min(kept_ply, len(self._rows))
        self.show_ply(ply)

    def _set_moves(self, start_fen: str, moves: Sequence[Move]) -> bool:
        """Extend the game shown by ``moves``, or replace it; True when replaced."""
        shown = [entry.move for entry in self._rows.entries]
        if start_fen == self._rows.start_fen and list(moves[: len(shown)]) == shown:
            for move in moves[len(shown) :]:
                self._rows.append(move)
            return False
        self._rows = ScoreRows.from_moves(start_fen, list(moves))
        self._ply = -1  # a new game: no animation from the old ply
        return True

    def show_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0 = start), its move list and highlights.

        Raises:
            IndexError: ``ply`` outside 0..number of moves.
        """
        pos = self._rows.position_at(ply)  # raises IndexError
        previous, self._ply = self._ply, ply
        self.board.set_position(pos, animate=ply == previous + 1)
        self._update_moves()
        self._update_result()
        if ply != previous:
            self.ply_changed.emit(ply)

    def step(self, delta: int) -> None:
        """Show the ply ``delta`` plies away, clamped to the game (commentary stepping)."""
        self.show_ply(min(max(0, self._ply + delta), len(self._rows)))

    def ply(self) -> int:
        """The ply shown (0 = start position)."""
        return self._ply

    def ply_count(self) -> int:
        """Number of moves of the game shown."""
        return len(self._rows)

    def score_rows(self) -> ScoreRows:
        """The game shown, as score-sheet entries (read-only use)."""
        return self._rows

    def _update_moves(self) -> None:
        rows = self._rows
        if self._ply == 0:
            self.move_list.set_rows([], None)
            return
        last_row = rows.row_of(self._ply)
        first_row = max(0, last_row - self._move_rows + 1)
        shown: list[MoveRow] = []
        for index in range(first_row, last_row + 1):
            texts = []
            for color in Color:
                ply = rows.ply_at(index, color)
                ok = 1 <= ply <= self._ply
                texts.append(rows.entry(ply).chinese_fullwidth if ok else "")
            shown.append(MoveRow(rows.move_number(index), texts[0], texts[1]))
        current = (last_row - first_row, rows.side_of(self._ply))
        self.move_list.set_rows(shown, current)

    def move_rows(self) -> list[MoveRow]:
        """The full moves the move list shows (a copy)."""
        return list(self.move_list.rows)

    def current_move_text(self) -> str:
        """The highlighted move's text (the move on the board), ``""`` at ply 0."""
        if self._ply == 0:
            return ""
        return self._rows.entry(self._ply).chinese_fullwidth

    def _update_result(self) -> None:
        text = ""
        if self._ply == len(self._rows):
            if self._outcome is not None:
                text = f"{result_line(self._outcome)}\n{outcome_reason(self._outcome)}"
            elif self._recorded_result in RESULT_WORDS:
                result = self._recorded_result
                text = f"{tr_demo(RESULT_WORDS[result])} {result}"
        self.result_label.setText(text)
        self.result_label.setVisible(bool(text))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        """A new UI language: the fixed texts (side tags, round, result) are redrawn."""
        if event.type() == QEvent.Type.LanguageChange:
            for color, card in self.cards.items():
                card.tag_label.setText(tr_demo(SIDE_TAGS[color]))
            self.header_label.set_full_text(header_line(getattr(self, "_headers", {})))
            self._update_result()
        super().changeEvent(event)

    def outcome_text(self) -> str:
        """The result banner's text (``""`` when hidden)."""
        return self.result_label.text() if self.result_label.isVisibleTo(self) else ""

    def header_text(self) -> str:
        """The header line (event, round, site, date), as set (before it is broken into
        lines and cut to fit), with plain spaces."""
        return self.header_label.full_text().replace(NO_BREAK_SPACE, " ")

    def player_names(self) -> tuple[str, str]:
        """(Red's name, Black's name) as shown."""
        return self.cards[Color.RED].name_label.text(), self.cards[Color.BLACK].name_label.text()

    # ------------------------------------------------------------------ clocks

    def set_clock_readings(
        self,
        red: ClockReading | None,
        black: ClockReading | None,
        running: Color | None = None,
    ) -> None:
        """Show both clock faces; ``None`` or ``""`` hides a face.

        A :class:`~xiangqi_gui.clock.FaceReading` shows its ``display_ns`` as the clock
        widget does (``1:05:00``, ``4:59``, ``0:19.9``) and 超时 once flagged. ``running``
        is the side whose face runs (drawn inverted); when None and a reading is a
        FaceReading, its ``running`` flag decides.
        """
        for color, reading in ((Color.RED, red), (Color.BLACK, black)):
            reading = reading if reading is not None else ""
            runs = running == color
            flagged = False
            if isinstance(reading, FaceReading):
                runs = runs or (running is None and reading.running)
                flagged = reading.flagged in (ClockEventKind.FLAG, ClockEventKind.QUOTA_MISSED)
            self.cards[color].set_clock(clock_text(reading), runs, flagged)

    def clock_texts(self) -> tuple[str, str]:
        """(Red's, Black's) clock digits as shown (``""`` when hidden)."""
        return (
            self.cards[Color.RED].clock_label.text(),
            self.cards[Color.BLACK].clock_label.text(),
        )

    def running_side(self) -> Color | None:
        """The side whose clock face is shown running, or None."""
        for color, card in self.cards.items():
            if card.running:
                return color
        return None

    # ------------------------------------------------------------------ mirroring

    def mirror(self, source: DemoSource) -> None:
        """Follow ``source``: pull :meth:`DemoSource.demo_snapshot` now and on each
        ``state_changed``. Replaces any source mirrored before.

        While the last ply is shown, new moves are followed; after a step back
        (Left) the commentator's ply is kept until End or Right reaches the end.
        A snapshot that cannot be shown (bad FEN, illegal move) is logged and shown in
        the result banner; it never raises into the signal's emitter.
        """
        self.stop_mirroring()
        self._source = source
        source.state_changed.connect(self._pull)
        self._pull()

    def stop_mirroring(self) -> None:
        """Disconnect from the mirrored source, if any; the last state stays shown."""
        source, self._source = self._source, None
        if source is not None:
            try:
                source.state_changed.disconnect(self._pull)
            except (RuntimeError, TypeError):  # source already destroyed
                log.debug("demo source already gone")

    def apply_snapshot(self, snapshot: DemoSnapshot) -> None:
        """Show ``snapshot``: the game (see :meth:`show_game`) and both clock faces.

        When only the clocks changed (a tick), the board and move list are left alone.
        """
        game = (snapshot.start_fen, list(snapshot.moves), dict(snapshot.headers),
                snapshot.outcome)
        if game != self._last_game:
            self.show_game(snapshot.start_fen, snapshot.moves, snapshot.headers,
                           snapshot.outcome)
            self._last_game = game
        self.set_clock_readings(snapshot.red_clock, snapshot.black_clock, snapshot.running)

    def _pull(self, *_args: object) -> None:
        if self._source is None:
            return
        try:
            self.apply_snapshot(self._source.demo_snapshot())
        except ValueError as exc:  # FenError, IllegalMoveError
            log.error("demo board cannot show the game: %s", exc)
            self.result_label.setText(self.tr("cannot show the game: {0}").format(exc))
            self.result_label.show()

    # ------------------------------------------------------------------ view

    def set_flipped(self, flipped: bool) -> None:
        """Black at the bottom (True) or Red at the bottom (False, art. 1.4); the side
        cards follow their halves of the board."""
        if flipped == self._flipped:
            return
        self._flipped = flipped
        self.board.set_flipped(flipped)
        top, bottom = (Color.RED, Color.BLACK) if flipped else (Color.BLACK, Color.RED)
        while self._panel.count():
            self._panel.takeAt(0)
        self._panel.addWidget(self.header_label)
        self._panel.addWidget(self.cards[top])
        self._panel.addWidget(self.move_list, 1)
        self._panel.addWidget(self.result_label)
        self._panel.addWidget(self.cards[bottom])

    def is_flipped(self) -> bool:
        """True when Black is at the bottom."""
        return self._flipped

    def place_on_screen(self, index: int) -> QScreen | None:
        """Move the window full-screen onto ``QGuiApplication.screens()[index]``.

        An index outside the list logs a warning and uses the primary screen; returns the
        screen used (None only when Qt reports no screen at all; then the window is just
        shown). :func:`~xiangqi_gui.ui.full_screen.fill_screen` puts it there.
        """
        screens = QGuiApplication.screens()
        if 0 <= index < len(screens):
            screen: QScreen | None = screens[index]
        else:
            screen = QGuiApplication.primaryScreen()
            log.warning(
                "demo board: no screen %d (%d screen(s) attached); using the primary screen",
                index,
                len(screens),
            )
        self._screen = screen
        if screen is None:
            self.show()
            return None
        return fill_screen(self, screen)

    def toggle_full_screen(self) -> None:
        """Full screen on the current screen, or back to a normal window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            fill_screen(self)

    def _on_screen_removed(self, screen: QScreen) -> None:
        if screen is not self._screen:
            return
        log.warning("demo board: its screen %r was removed; back to a window", screen.name())
        self._screen = None
        self.showNormal()
        primary = QGuiApplication.primaryScreen()
        if primary is not None:
            self.setScreen(primary)
            self.move(primary.availableGeometry().topLeft())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        Key = Qt.Key  # noqa: N806
        if key == Key.Key_Left:
            self.step(-1)
        elif key == Key.Key_Right:
            self.step(1)
        elif key == Key.Key_Home:
            self.show_ply(0)
        elif key == Key.Key_End:
            self.show_ply(len(self._rows))
        elif key == Key.Key_F:
            self.set_flipped(not self._flipped)
        elif key == Key.Key_F11:
            self.toggle_full_screen()
        elif key == Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._outer.setDirection(
            QBoxLayout.Direction.TopToBottom
            if self.is_portrait()
            else QBoxLayout.Direction.LeftToRight
        )
        self._rescale()

    def is_portrait(self) -> bool:
        """True on a tall window (height > 1.2 x width): the panel goes below the board."""
        return self.height() > 1.2 * self.width()

    def scale_factor(self) -> float:
        """Font size multiplier, at least 0.25: ``min(width / 1920, height / 1080)``, or
        ``min(width / 1080, height / 1920)`` for a portrait window."""
        long_side, short_side = REFERENCE_SIZE.width(), REFERENCE_SIZE.height()
        ref_w, ref_h = (short_side, long_side) if self.is_portrait() else (long_side, short_side)
        return max(0.25, min(self.width() / ref_w, self.height() / ref_h))

    def _rescale(self) -> None:
        factor = self.scale_factor()
        self.header_label.setFont(_label_font(round(HEADER_PX * factor)))
        self.result_label.setFont(_label_font(round(RESULT_PX * factor)))
        for card in self.cards.values():
            card.scale(factor)
        self.move_list.setMinimumHeight(round(self._move_rows * MOVE_ROW_PX * factor))

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(1280, 720)


# ---------------------------------------------------------------------- command line


def build_parser() -> argparse.ArgumentParser:
    """Arguments of ``python -m xiangqi_gui.ui.demo_board``."""
    parser = argparse.ArgumentParser(description="Project a game record on a demo board.")
    parser.add_argument("record", help="record file (PGN, XQF, DhtmlXQ...)")
    parser.add_argument("--game", type=int, default=0, help="0-based game index in the file")
    parser.add_argument("--ply", type=int, default=None, help="ply to show (default: last)")
    parser.add_argument("--screen", type=int, default=None, help="screen index (full screen)")
    parser.add_argument("--flip", action="store_true", help="Black at the bottom")
    parser.add_argument("--clocks", nargs=2, metavar=("RED", "BLACK"), help="clock texts")
    parser.add_argument("--screenshot", metavar="PNG", help="save an image and exit")
    parser.add_argument("--size", default="1920x1080", help="window size WxH for --screenshot")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Show a record's game (errors are printed, exit status 2), or save a screenshot."""
    from xiangqi_gui.formats import RecordError, load_file

    args = build_parser().parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        loaded = load_file(args.record).games[args.game]
    except (RecordError, IndexError) as exc:
        print(f"{args.record}: {exc}", file=sys.stderr)
        return 2
    record = loaded.record
    window = DemoBoardWindow(flipped=args.flip)
    window.board.set_animation_ms(0)
    outcome = record.final_position().outcome()
    window.show_game(record.start_fen, record.mainline_moves(), record.headers, outcome)
    if args.ply is not None:
        window.show_ply(min(max(0, args.ply), window.ply_count()))
    if args.clocks:
        over = window.ply() == window.ply_count() and outcome is not None
        running = None if over else window_side_to_move(window)
        window.set_clock_readings(args.clocks[0], args.clocks[1], running)
    if args.screenshot:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
        window.show()
        QApplication.processEvents()
        ok = window.grab().save(args.screenshot)
        print(f"{args.screenshot}: {'saved' if ok else 'FAILED'}")
        return 0 if ok else 1
    if args.screen is not None:
        window.place_on_screen(args.screen)
    else:
        window.show()
    return int(app.exec())


def window_side_to_move(window: DemoBoardWindow) -> Color:
    """The side to move at the ply ``window`` shows."""
    return window.score_rows().position_at(window.ply()).turn


if __name__ == "__main__":
    sys.exit(main())
