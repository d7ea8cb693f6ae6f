"""The printed score sheet (记录表), to PDF or to a printer, through Qt print support.

CXA rules art. 9: when the game ends the score sheet states the result, the time each side
used and the fouls, and both players and the arbiter sign it. Art. 7.5: moves are recorded in
full (炮二平五) or abbreviated (炮25, 进 underlining and 退 overlining the last digit) notation;
this sheet prints both for every move.

Page content, top to bottom (A4 portrait for PDF files; the printer's page for a QPrinter):

* page 1: title, event / round / date / site, players and teams, time control and arbiter;
* every page: a table, one row per full move (回合): number, Red's move in full and abbreviated
  notation and its thinking time, the same for Black, and notes (fouls with their article,
  draw offers, comments); later pages repeat the players in a running head;
* the last page: result and how the game ended (termination, article, reason), total time
  used by each side, each side's fouls with article, and signature lines for Red, Black and
  the arbiter (红方签名 / 黑方签名 / 裁判签名). When they do not fit under the last moves they
  go on a page of their own.
* every page: "第 n 页 / 共 m 页".

Language: :attr:`SheetData.language`, by default the UI language. In 简体 and 繁體 the sheet
is the CXA form in Chinese (记录表, 红方签名 ...); in English and Vietnamese its labels are
translated (Qt context ``PrintSheet``). Move texts are always Chinese notation (art. 7.5);
rulings, fouls and notes are in the sheet's language (:mod:`xiangqi_gui.ui.messages`).

Lengths are in typographic points (1/72 inch) and converted to device pixels with the
device's logical DPI. Text uses the bundled font (``resources/fonts``); Qt falls back to an
installed font for characters outside its subset (e.g. players' names).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import math
import os
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QMarginsF,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QRawFont,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QWidget

from xiangqi_gui.game.display import display_header, is_default_name
from xiangqi_gui.play.sheet import Annotation, PlyEntry, ScoreRows, format_time
from xiangqi_gui.resources import resource_path
from xiangqi_gui.rules import Color
from xiangqi_gui.rules.outcome import Outcome, Termination
from xiangqi_gui.ui.file_folder import joined_name, safe_name
from xiangqi_gui.ui.fonts import UI_FONT_FILE, FontLoadError, bundled_font_path
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.messages import language_of, note_detail, note_label, outcome_reason, translate
from xiangqi_gui.ui.pacing import Pacer
from xiangqi_gui.ui.score_sheet import draw_move_text, sheet_font

POINTS_PER_INCH = 72.0
PDF_RESOLUTION = 300  # dots per inch of the PDF's device space
PDF_MARGIN_MM = 15.0

TITLE_HEIGHT = 30.0
INFO_LINE_HEIGHT = 16.0
INFO_LINES = 3
INFO_GAP = 8.0
RUNNING_HEAD_HEIGHT = 18.0
COLUMN_HEAD_HEIGHT = 18.0
ROW_HEIGHT = 14.0
PAGE_FOOT_HEIGHT = 16.0
FOOTER_LINE_HEIGHT = 16.0
FOUL_LINE_HEIGHT = 14.0
SIGNATURE_HEIGHT = 52.0

TITLE_SIZE = 15.0
INFO_SIZE = 10.0
MOVE_SIZE = 9.5
NOTE_SIZE = 8.0

_P = "PrintSheet"
#: The language of the CXA score-sheet form (记录表), the printout's default.
PRINT_CXA = "zh_Hans"
#: Table columns: (heading, relative width). Move columns hold full / abbreviated notation.
#: Headings, like every label below, are English sources translated into the sheet's
#: language (zh_Hans: the CXA form's words 回合, 红方, 简写, 用时, 黑方, 备注).
COLUMNS: tuple[tuple[str, float], ...] = (
    (QT_TRANSLATE_NOOP("PrintSheet", "Move"), 30),
    (QT_TRANSLATE_NOOP("PrintSheet", "Red"), 78),
    (QT_TRANSLATE_NOOP("PrintSheet", "Abbr."), 50),
    (QT_TRANSLATE_NOOP("PrintSheet", "Time"), 38),
    (QT_TRANSLATE_NOOP("PrintSheet", "Black"), 78),
    (QT_TRANSLATE_NOOP("PrintSheet", "Abbr."), 50),
    (QT_TRANSLATE_NOOP("PrintSheet", "Time"), 38),
    (QT_TRANSLATE_NOOP("PrintSheet", "Notes"), 148),
)

#: Lines allowed for the ending sentence and for each foul in the closing block.
WRAP_LINES = 2
RESULT_LABELS = {"1-0": QT_TRANSLATE_NOOP("PrintSheet", "Red wins"),
                 "0-1": QT_TRANSLATE_NOOP("PrintSheet", "Black wins"),
                 "1/2-1/2": QT_TRANSLATE_NOOP("PrintSheet", "Draw"),
                 "*": QT_TRANSLATE_NOOP("PrintSheet", "Unfinished")}

#: Names of the endings (the CXA's wording of art. 4.1 / 4.2 in Chinese: 将死, 困毙 ...).
TERMINATION_LABELS = {
    Termination.CHECKMATE: QT_TRANSLATE_NOOP("PrintSheet", "checkmate"),
    Termination.STALEMATE: QT_TRANSLATE_NOOP("PrintSheet", "stalemate"),
    Termination.SELF_KILL: QT_TRANSLATE_NOOP("PrintSheet", "self-kill"),
    Termination.PERPETUAL_CHECK: QT_TRANSLATE_NOOP("PrintSheet", "perpetual check"),
    Termination.PERPETUAL_CHASE: QT_TRANSLATE_NOOP("PrintSheet", "perpetual chase"),
    Termination.FORBIDDEN_REPETITION: QT_TRANSLATE_NOOP("PrintSheet", "forbidden repetition"),
    Termination.REPETITION_DRAW: QT_TRANSLATE_NOOP("PrintSheet", "draw, neither side varies"),
    Termination.NATURAL_LIMIT: QT_TRANSLATE_NOOP("PrintSheet", "natural move limit"),
    Termination.DEAD_POSITION: QT_TRANSLATE_NOOP("PrintSheet", "neither side can win"),
    Termination.RESIGNATION: QT_TRANSLATE_NOOP("PrintSheet", "resignation"),
    Termination.AGREED_DRAW: QT_TRANSLATE_NOOP("PrintSheet", "agreed draw"),
    Termination.TIME_FORFEIT: QT_TRANSLATE_NOOP("PrintSheet", "lost on time"),
    Termination.MOVE_QUOTA: QT_TRANSLATE_NOOP("PrintSheet", "required moves not made"),
    Termination.THREE_FOULS: QT_TRANSLATE_NOOP("PrintSheet", "three fouls"),
    Termination.FALSE_CLAIMS: QT_TRANSLATE_NOOP("PrintSheet", "false natural-limit claims"),
    Termination.ILLEGAL_MOVE: QT_TRANSLATE_NOOP("PrintSheet", "violating the move rules"),
    Termination.CLOCK_PRESS_FOULS: QT_TRANSLATE_NOOP("PrintSheet",
                                                     "pressing the clock without moving"),
    Termination.LATE_ARRIVAL: QT_TRANSLATE_NOOP("PrintSheet", "late arrival"),
    Termination.REFUSAL: QT_TRANSLATE_NOOP("PrintSheet", "refusing to observe the rules"),
    Termination.ARBITER_DECISION: QT_TRANSLATE_NOOP("PrintSheet", "arbiter's decision"),
    Termination.DOUBLE_FORFEIT: QT_TRANSLATE_NOOP("PrintSheet", "both players late"),
}

TITLE = QT_TRANSLATE_NOOP("PrintSheet", "Xiangqi Competition Score Sheet")
SIGNATURES = (QT_TRANSLATE_NOOP("PrintSheet", "Red's signature"),
              QT_TRANSLATE_NOOP("PrintSheet", "Black's signature"),
              QT_TRANSLATE_NOOP("PrintSheet", "Arbiter's signature"))
SIDE_FOULS = {Color.RED: QT_TRANSLATE_NOOP("PrintSheet", "Red's fouls: "),
              Color.BLACK: QT_TRANSLATE_NOOP("PrintSheet", "Black's fouls: ")}
SIDE_MARKS = {Color.RED: QT_TRANSLATE_NOOP("PrintSheet", "R: "),
              Color.BLACK: QT_TRANSLATE_NOOP("PrintSheet", "B: ")}
_FORMS = (
    QT_TRANSLATE_NOOP("PrintSheet", "Result: {0} {1}"),
    QT_TRANSLATE_NOOP("PrintSheet", "Ending: "),
    QT_TRANSLATE_NOOP("PrintSheet", " (art. {0})"),
    QT_TRANSLATE_NOOP("PrintSheet", "Time used: Red {0}    Black {1}"),
    QT_TRANSLATE_NOOP("PrintSheet", "none"),
    QT_TRANSLATE_NOOP("PrintSheet", "before the first move"),
    QT_TRANSLATE_NOOP("PrintSheet", "move {0}"),
    QT_TRANSLATE_NOOP("PrintSheet", "Event: {0}    Round: {1}    Date: {2}    Site: {3}"),
    QT_TRANSLATE_NOOP("PrintSheet", "Red: {0}    Black: {1}"),
    QT_TRANSLATE_NOOP("PrintSheet", "Time control: {0}    Arbiter: {1}"),
    QT_TRANSLATE_NOOP("PrintSheet", "{0} ({1})"),
    QT_TRANSLATE_NOOP("PrintSheet", "{0} v {1}    {2}    (continued)"),
    QT_TRANSLATE_NOOP("PrintSheet", "Page {0} of {1}"),
    QT_TRANSLATE_NOOP("PrintSheet", ", "),
    QT_TRANSLATE_NOOP("PrintSheet", "    "),
)


def label(source: str, language: str | None) -> str:
    """A printout label (an English source above) in the sheet's ``language``."""
    return translate(_P, source, language)


def fixed_texts(language: str | None = None) -> list[str]:
    """Every fixed label of the sheet in ``language`` (for the glyph checks)."""
    sources = [TITLE, *SIGNATURES, *RESULT_LABELS.values(), *TERMINATION_LABELS.values(),
               *(title for title, _ in COLUMNS), *SIDE_FOULS.values(), *SIDE_MARKS.values(),
               *_FORMS]
    return [label(source, language) for source in sources]


class PrintError(RuntimeError):
    """The printout could not be produced (unwritable file, printer refused to start)."""


@dataclass(frozen=True)
class SheetData:
    """Everything the printed sheet shows.

    Attributes:
        rows: the moves, thinking times and annotations (:class:`ScoreRows`).
        event, round, date, site: the header (PGN tags Event, Round, Date, Site).
        red, black: the players; red_team, black_team: their teams (may be empty).
        arbiter: the arbiter's name (may be empty; the signature line is printed anyway).
        time_control: the time control in words, e.g. ``"60分+30秒"``.
        result: ``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"`` (game not finished).
        outcome: how the game ended (termination, article, reason), if known.
        red_time_ns, black_time_ns: total time used (ns) from the clock; None sums the
            per-move times of :attr:`rows`.
        fullwidth: print Black's digits full-width in the full notation (马８进７).
        language: the sheet's language (``zh_Hans``, ``zh_Hant``, ``en``, ``vi``); None:
            the UI language.
    """

    rows: ScoreRows
    event: str = ""
    round: str = ""
    date: str = ""
    site: str = ""
    red: str = ""
    black: str = ""
    red_team: str = ""
    black_team: str = ""
    arbiter: str = ""
    time_control: str = ""
    result: str = "*"
    outcome: Outcome | None = None
    red_time_ns: int | None = None
    black_time_ns: int | None = None
    fullwidth: bool = False
    language: str | None = None

    @property
    def lang(self) -> str:
        """The language the sheet is printed in (see :attr:`language`)."""
        return language_of(self.language)

    @classmethod
    def from_headers(cls, rows: ScoreRows, headers: Mapping[str, str], **fields: Any) -> SheetData:
        """Build from PGN-style tags (Event, Round, Date, Site, Red, Black, RedTeam,
        BlackTeam, Result; a GameRecord's ``headers``); keyword ``fields`` override them.
        The placeholder names "Red" and "Black" of a game without names are left blank."""
        tags = {
            "event": "Event",
            "round": "Round",
            "date": "Date",
            "site": "Site",
            "red": "Red",
            "black": "Black",
            "red_team": "RedTeam",
            "black_team": "BlackTeam",
            "result": "Result",
        }
        values: dict[str, Any] = {  # cut like any display of a header (issue 12)
            name: display_header(headers[tag], " …") for name, tag in tags.items()
            if tag in headers
        }
        if values.get("result") not in RESULT_LABELS:
            values.pop("result", None)
        for name, placeholder in (("red", "Red"), ("black", "Black")):
            if name in values and is_default_name(values[name], placeholder):  # no names
                del values[name]  # the form's line stays blank, to be written by hand
        values.update(fields)
        return cls(rows, **values)

    def time_used(self, color: Color) -> int:
        """Total time (ns) ``color`` used: the clock's figure, else the sum of its moves."""
        given = self.red_time_ns if color == Color.RED else self.black_time_ns
        return given if given is not None else self.rows.time_used(color)



# --------------------------------------------------------------------------- pagination
@dataclass(frozen=True)
class PagePlan:
    """One printed page: table rows ``first_row .. end_row - 1`` and what else it carries."""

    number: int  # 1-based
    first_row: int
    end_row: int
    header: bool  # title and game information (page 1)
    footer: bool  # result, times, fouls, signatures (last page)


def rows_per_page(content_height: float, *, first: bool) -> int:
    """How many move rows fit on a page whose printable height is ``content_height`` pt."""
    top = TITLE_HEIGHT + INFO_LINE_HEIGHT * INFO_LINES + INFO_GAP if first else RUNNING_HEAD_HEIGHT
    room = content_height - top - COLUMN_HEAD_HEIGHT - PAGE_FOOT_HEIGHT
    return max(1, math.floor(room / ROW_HEIGHT))


def footer_height(data: SheetData) -> float:
    """Height (pt) of the closing block: result, ending, times, fouls, signatures."""
    foul_lines = sum(max(1, len(data.rows.fouls(c))) for c in (Color.RED, Color.BLACK))
    # the ending and each foul may wrap onto a second line (reasons are whole sentences)
    return (FOOTER_LINE_HEIGHT * (3 + WRAP_LINES - 1)
            + FOUL_LINE_HEIGHT * foul_lines * WRAP_LINES + SIGNATURE_HEIGHT)


def paginate(row_count: int, content_height: float, closing_height: float) -> list[PagePlan]:
    """Split ``row_count`` table rows over pages of ``content_height`` pt.

    The closing block (``closing_height`` pt) follows the last row, on a page of its own when
    it does not fit below it.
    """
    plans: list[PagePlan] = []
    row = 0
    while True:
        first = not plans
        capacity = rows_per_page(content_height, first=first)
        end = min(row_count, row + capacity)
        plans.append(PagePlan(len(plans) + 1, row, end, first, False))
        row = end
        if row >= row_count:
            break
    last = plans[-1]
    free = (capacity - (last.end_row - last.first_row)) * ROW_HEIGHT
    if free >= closing_height:
        plans[-1] = PagePlan(last.number, last.first_row, last.end_row, last.header, True)
    else:
        plans.append(PagePlan(last.number + 1, row_count, row_count, False, True))
    return plans


# --------------------------------------------------------------------------- texts
def result_text(data: SheetData) -> str:
    """``"结果：红胜 1-0"``-style line (``未完 *`` when unfinished), in the sheet's language."""
    lang = data.lang
    word = RESULT_LABELS.get(data.result)
    shown = label(word, lang) if word else data.result
    return label("Result: {0} {1}", lang).format(shown, data.result)


def ending_text(outcome: Outcome | None, language: str | None = None) -> str:
    """``"终局：将死（第4.1.1条） reason"``, or ``"终局："`` when unknown (``language``: the
    sheet's; None: the UI language)."""
    head = label("Ending: ", language)
    if outcome is None:
        return head
    source = TERMINATION_LABELS.get(outcome.termination)
    name = label(source, language) if source else outcome.termination.value
    article = label(" (art. {0})", language).format(outcome.article) if outcome.article else ""
    return f"{head}{name}{article} {outcome_reason(outcome, language)}".rstrip()


def times_text(data: SheetData) -> str:
    """``"用时：红方 52:10  黑方 61:03"`` (m:ss)."""
    red, black = (format_time(data.time_used(c)) for c in (Color.RED, Color.BLACK))
    return label("Time used: Red {0}    Black {1}", data.lang).format(red, black)


def foul_lines(data: SheetData, color: Color) -> list[str]:
    """One line per foul of ``color``: ``"红方犯规：第12回合 犯规 8.1.5：text"``."""
    lang = data.lang
    head = label(SIDE_FOULS[color], lang)
    fouls = data.rows.fouls(color)
    if not fouls:
        return [head + label("none", lang)]
    lines = []
    for ply, foul in fouls:
        where = (label("before the first move", lang) if ply == 0 else
                 label("move {0}", lang).format(data.rows.move_number(data.rows.row_of(ply))))
        lines.append(f"{head}{where} {note_detail(foul, lang)}")
    return lines


def info_lines(data: SheetData) -> list[str]:
    """The game information lines under the title (page 1)."""
    lang = data.lang

    def player(name: str, team: str) -> str:
        return label("{0} ({1})", lang).format(name, team) if team else name

    return [
        label("Event: {0}    Round: {1}    Date: {2}    Site: {3}", lang).format(
            data.event, data.round, data.date, data.site),
        label("Red: {0}    Black: {1}", lang).format(player(data.red, data.red_team),
                                                     player(data.black, data.black_team)),
        label("Time control: {0}    Arbiter: {1}", lang).format(data.time_control,
                                                                data.arbiter),
    ]


def notes_text(rows: ScoreRows, row: int, language: str | None = None) -> str:
    """The notes cell of a table row: each side's annotation labels, ``红：… 黑：…``."""
    parts = []
    for color in (Color.RED, Color.BLACK):
        notes: list[Annotation] = rows.notes(rows.ply_at(row, color))
        if notes:
            parts.append(label(SIDE_MARKS[color], language)
                         + label(", ", language).join(_note_label(n, language) for n in notes))
    return label("    ", language).join(parts)


def _note_label(note: Annotation, language: str | None) -> str:
    return note_label(note, language)


# --------------------------------------------------------------------------- painting
class _Canvas:
    """A QPainter on a paged device, addressed in points from the printable area's corner."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice) -> None:
        self.painter = painter
        self.device = device
        self.scale = device.logicalDpiY() / POINTS_PER_INCH
        self.width = device.width() / self.scale
        self.height = device.height() / self.scale

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        s = self.scale
        return QRectF(x * s, y * s, w * s, h * s)

    def font(self, size: float, *, bold: bool = False) -> QFont:
        font = sheet_font(size)
        font.setBold(bold)
        return font

    def move_font(self) -> QFont:
        """The moves' font: full-width digits (Black's 马８进７ on the CXA form) take their
        proportional widths (OpenType ``palt``), so they read 马8进7 beside Red's 炮二平五; a
        full-width digit's glyph is centred in a whole em and printed 马 8 进 7 (fresh-user
        trial). The text keeps its characters (U+FF10..FF19), only their spacing changes."""
        font = self.font(MOVE_SIZE)
        if hasattr(font, "setFeature"):
            font.setFeature(QFont.Tag("palt"), 1)
        return font

    def text(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        text: str,
        font: QFont,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> None:
        """Draw one line of ``text`` in the box, elided to its width, vertically centred."""
        self.painter.setFont(font)
        box = self.rect(x, y, w, h)
        metrics = QFontMetricsF(font, self.device)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        self.painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, shown)

    def wrapped(self, x: float, y: float, w: float, h: float, text: str, font: QFont) -> None:
        """Draw ``text`` word-wrapped in the box (top-left aligned); what does not fit the
        box's lines is cut at the box, never elided in the middle of a line."""
        self.painter.setFont(font)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        self.painter.drawText(self.rect(x, y, w, h), int(flags) | int(Qt.TextFlag.TextWordWrap),
                              text)

    def line(self, x0: float, y0: float, x1: float, y1: float, width: float = 0.6) -> None:
        s = self.scale
        self.painter.setPen(QPen(Qt.GlobalColor.black, width * s))
        self.painter.drawLine(QPointF(x0 * s, y0 * s), QPointF(x1 * s, y1 * s))


def _column_edges(width: float) -> list[float]:
    total = sum(w for _, w in COLUMNS)
    edges = [0.0]
    for _, w in COLUMNS:
        edges.append(edges[-1] + w * width / total)
    return edges


def _paint_header(canvas: _Canvas, data: SheetData) -> float:
    canvas.text(
        0,
        0,
        canvas.width,
        TITLE_HEIGHT,
        label(TITLE, data.lang),
        canvas.font(TITLE_SIZE, bold=True),
        Qt.AlignmentFlag.AlignHCenter,
    )
    y = TITLE_HEIGHT
    for line in info_lines(data):
        canvas.text(0, y, canvas.width, INFO_LINE_HEIGHT, line, canvas.font(INFO_SIZE))
        y += INFO_LINE_HEIGHT
    return y + INFO_GAP


def _paint_running_head(canvas: _Canvas, data: SheetData) -> float:
    head = label("{0} v {1}    {2}    (continued)", data.lang).format(data.red, data.black,
                                                                     data.event)
    canvas.text(0, 0, canvas.width, RUNNING_HEAD_HEIGHT, head, canvas.font(NOTE_SIZE))
    return RUNNING_HEAD_HEIGHT


def _paint_table(canvas: _Canvas, data: SheetData, plan: PagePlan, top: float,
                 pace: Callable[[], None]) -> float:
    edges = _column_edges(canvas.width)
    head_font = canvas.font(NOTE_SIZE, bold=True)
    for (title, _), x0, x1 in zip(COLUMNS, edges, edges[1:], strict=False):
        canvas.text(x0, top, x1 - x0, COLUMN_HEAD_HEIGHT, label(title, data.lang), head_font,
                    Qt.AlignmentFlag.AlignHCenter)
    y = top + COLUMN_HEAD_HEIGHT
    canvas.line(0, top, canvas.width, top)
    canvas.line(0, y, canvas.width, y)
    for row in range(plan.first_row, plan.end_row):
        pace()
        _paint_row(canvas, data, row, y, edges)
        y += ROW_HEIGHT
        canvas.line(0, y, canvas.width, y, 0.3)
    for x in edges:
        canvas.line(x, top, x, y, 0.6 if x in (edges[0], edges[-1]) else 0.3)
    return y


def _paint_row(canvas: _Canvas, data: SheetData, row: int, y: float, edges: list[float]) -> None:
    rows = data.rows
    move_font = canvas.move_font()
    center = Qt.AlignmentFlag.AlignHCenter
    right = Qt.AlignmentFlag.AlignRight
    canvas.text(
        edges[0], y, edges[1] - edges[0], ROW_HEIGHT, str(rows.move_number(row)), move_font, center
    )
    for color, first in ((Color.RED, 1), (Color.BLACK, 4)):
        ply = rows.ply_at(row, color)
        if not 1 <= ply <= len(rows):
            continue
        entry: PlyEntry = rows.entry(ply)
        pad = 3.0
        canvas.text(
            edges[first] + pad,
            y,
            edges[first + 1] - edges[first] - pad,
            ROW_HEIGHT,
            entry.text("chinese", fullwidth=data.fullwidth),
            move_font,
        )
        box = canvas.rect(
            edges[first + 1] + pad, y, edges[first + 2] - edges[first + 1], ROW_HEIGHT
        )
        canvas.painter.setPen(Qt.GlobalColor.black)
        draw_move_text(canvas.painter, box, entry.abbr.text, str(entry.abbr.direction), move_font)
        canvas.text(
            edges[first + 2],
            y,
            edges[first + 3] - edges[first + 2] - pad,
            ROW_HEIGHT,
            format_time(entry.time_ns),
            move_font,
            right,
        )
    canvas.text(
        edges[7] + 3,
        y,
        edges[8] - edges[7] - 6,
        ROW_HEIGHT,
        notes_text(rows, row, data.lang),
        canvas.font(NOTE_SIZE),
    )


def _paint_footer(canvas: _Canvas, data: SheetData, top: float) -> None:
    font = canvas.font(INFO_SIZE)
    y = top + 6
    canvas.text(0, y, canvas.width, FOOTER_LINE_HEIGHT, result_text(data), font)
    y += FOOTER_LINE_HEIGHT
    tall = FOOTER_LINE_HEIGHT * WRAP_LINES
    canvas.wrapped(0, y + 3, canvas.width, tall, ending_text(data.outcome, data.lang), font)
    y += tall
    canvas.text(0, y, canvas.width, FOOTER_LINE_HEIGHT, times_text(data), font)
    y += FOOTER_LINE_HEIGHT
    for color in (Color.RED, Color.BLACK):
        for line in foul_lines(data, color):
            canvas.wrapped(0, y + 2, canvas.width, FOUL_LINE_HEIGHT * WRAP_LINES, line,
                           canvas.font(NOTE_SIZE + 1))
            y += FOUL_LINE_HEIGHT * WRAP_LINES
    third = canvas.width / 3
    line_y = y + SIGNATURE_HEIGHT - 12
    colon = "：" if data.lang.startswith("zh") else ":"
    for i, signature in enumerate(SIGNATURES):
        x = i * third
        canvas.text(x, line_y - FOOTER_LINE_HEIGHT, third - 12, FOOTER_LINE_HEIGHT,
                    label(signature, data.lang) + colon, font)
        canvas.line(x + 52, line_y, x + third - 12, line_y)


def _paint_page_foot(canvas: _Canvas, plan: PagePlan, total: int, language: str) -> None:
    text = label("Page {0} of {1}", language).format(plan.number, total)
    canvas.text(
        0,
        canvas.height - PAGE_FOOT_HEIGHT,
        canvas.width,
        PAGE_FOOT_HEIGHT,
        text,
        canvas.font(NOTE_SIZE),
        Qt.AlignmentFlag.AlignHCenter,
    )


#: ``on_page(done, total) -> bool``: called after each page; False stops the printout.
PageCallback = Callable[[int, int], bool]


class PrintCancelled(PrintError):
    """The printout was stopped by its ``on_page`` callback (the user pressed Cancel)."""


def render_sheet(data: SheetData, device: QPagedPaintDevice,
                 on_page: PageCallback | None = None, *,
                 pace: Callable[[], None] = lambda: None) -> int:
    """Paint the whole sheet on ``device`` (a QPdfWriter or QPrinter); return the page count.

    The device's page size and margins are used as they are. Safe in a worker thread for a
    QPdfWriter (Qt paints on PDF devices outside the GUI thread); ``pace`` is called before
    each row (a worker's :meth:`~xiangqi_gui.ui.pacing.Pacer.pace`).

    Raises:
        PrintError: the device cannot be painted on (e.g. the output file is not writable).
        PrintCancelled: ``on_page`` returned False.
    """
    if data.language is None:  # fix the language now: the UI's may change while painting
        data = replace(data, language=data.lang)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(QCoreApplication.translate(
            "PrintSheet", "cannot start painting on the printer or PDF file (is it writable?)"))
    try:
        canvas = _Canvas(painter, device)
        plans = paginate(data.rows.row_count(), canvas.height, footer_height(data))
        for plan in plans:
            if plan.number > 1 and not device.newPage():
                raise PrintError(QCoreApplication.translate(
                    "PrintSheet", "the printer refused page {0}").format(plan.number))
            top = _paint_header(canvas, data) if plan.header else _paint_running_head(canvas, data)
            if plan.end_row > plan.first_row or plan.header:
                top = _paint_table(canvas, data, plan, top, pace)
            if plan.footer:
                _paint_footer(canvas, data, top)
            _paint_page_foot(canvas, plan, len(plans), data.lang)
            if on_page is not None and not on_page(plan.number, len(plans)):
                if isinstance(device, QPrinter):
                    device.abort()  # the pages painted so far are not printed
                raise PrintCancelled(f"stopped after page {plan.number} of {len(plans)}")
    finally:
        painter.end()
    return len(plans)


# --------------------------------------------------------------------------- entry points
def pdf_writer(path: str | os.PathLike[str], title: str = TITLE) -> QPdfWriter:
    """A QPdfWriter for ``path``: A4 portrait, 15 mm margins, 300 dpi."""
    writer = QPdfWriter(os.fspath(path))
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("xiangqi_gui")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM, PDF_MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )
    return writer


def print_score_sheet(data: SheetData, target: QPagedPaintDevice | str | os.PathLike[str],
                      on_page: PageCallback | None = None, *,
                      pace: Callable[[], None] = lambda: None) -> int:
    """Print the score sheet to a PDF file (path) or a paged device (QPrinter, QPdfWriter).

    Args:
        data: what to print (:class:`SheetData`).
        target: a file path (a PDF is written, A4 portrait, see :func:`pdf_writer`), or a
            configured QPrinter / QPdfWriter (its page layout is used).

        on_page: progress callback, see :data:`PageCallback`.
        pace: called before each row (see :func:`render_sheet`).

    Returns:
        The number of pages printed.

    Raises:
        PrintError: the file cannot be written or the printer cannot start.
        PrintCancelled: ``on_page`` stopped it (a PDF file begun is removed).
    """
    if isinstance(target, QPagedPaintDevice):
        return render_sheet(data, target, on_page, pace=pace)
    path = os.fspath(target)
    writer = pdf_writer(path, _title(data))
    try:
        pages = render_sheet(data, writer, on_page, pace=pace)
    except PrintCancelled:
        del writer  # closes the file, which is then removed
        with contextlib.suppress(OSError):
            os.remove(path)
        raise
    except BaseException:
        del writer
        raise
    del writer  # flushes and closes the file
    if not os.path.isfile(path) or os.path.getsize(path) == 0:
        raise PrintError(QCoreApplication.translate(
            "PrintSheet", "{0}: the PDF file was not written").format(path))
    return pages


def snapshot(data: SheetData) -> SheetData:
    """A copy of ``data`` the game going on cannot change: fresh lists of the (frozen)
    entries and of the notes, the rest shared. A ``copy.deepcopy`` took 100 ms of the UI
    thread for a 330-ply game (issue 12)."""
    rows = copy.copy(data.rows)
    rows.entries = list(data.rows.entries)
    rows.annotations = {ply: list(notes) for ply, notes in data.rows.annotations.items()}
    return dataclasses.replace(data, rows=rows)


class PdfExport(QObject):
    """Writes a score-sheet PDF, or prints it on a ``QPrinter``, in a worker thread of a
    ``QThreadPool``, so the window stays responsive; progress and the outcome arrive as
    signals in the owner's thread.

    ``path`` is the PDF file to write, or a configured QPrinter (after its print dialog):
    Qt allows painting on a QPrinter outside the GUI thread ("QPainter can be used in a
    thread to paint onto QImage, QPrinter, and QPicture paint devices", Qt's thread
    support notes); the printer must not be used elsewhere until the job ends. A cancelled
    print run is aborted (``QPrinter.abort``) and a partial output file removed.

    The sheet data are copied when the export is made (the game may go on meanwhile).

    Signals:
        progress(int, int): pages written so far, total pages.
        finished(int): the page count, once the file is complete.
        failed(str): one sentence: the file cannot be written (:class:`PrintError`).
        cancelled(): :meth:`cancel` stopped it; the partial file is removed.
    """

    progress = Signal(int, int)
    finished = Signal(int)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, data: SheetData, path: str | os.PathLike[str] | QPrinter,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data = snapshot(data)
        self.printer = path if isinstance(path, QPrinter) else None
        #: the file written ("" when printing on a printer without an output file)
        self.path = path.outputFileName() if isinstance(path, QPrinter) else os.fspath(path)
        self._cancel = threading.Event()
        self._done = threading.Event()

    def start(self, pool: QThreadPool | None = None) -> None:
        """Queue the work on ``pool`` (default: the global pool)."""
        (pool or QThreadPool.globalInstance()).start(self._run)

    def cancel(self) -> None:
        """Stop after the page being painted; ``cancelled`` follows."""
        self._cancel.set()

    def wait(self, timeout_s: float) -> bool:
        """Block until the worker is done (scripts and tests only, never the UI thread)."""
        return self._done.wait(timeout_s)

    def _run(self) -> None:
        def on_page(done: int, total: int) -> bool:
            self.progress.emit(done, total)
            return not self._cancel.is_set()

        try:
            target = self.printer if self.printer is not None else self.path
            # pausing now and then: the UI thread's paints find the interpreter lock free
            pages = print_score_sheet(self.data, target, on_page, pace=Pacer().pace)
        except PrintCancelled:
            if self.printer is not None and self.path:
                with contextlib.suppress(OSError):
                    os.remove(self.path)  # print_score_sheet removes its own PDF files
            self.cancelled.emit()
        except PrintError as exc:
            self.failed.emit(str(exc))
        else:
            self.finished.emit(pages)
        finally:
            self._done.set()


def sheet_file_name(data: SheetData) -> str:
    """The PDF file name proposed for ``data``'s score sheet, in the UI language: the
    players and the date's known parts, ``"许银川-吕钦-2023-05-01.pdf"`` (a side without a
    name by its word, 红方 / Black / Đen), or for a game without names the form's name
    (记录表, 記錄表, score-sheet, bien-ban) with the date; safe for any file system
    (:func:`~xiangqi_gui.ui.file_folder.joined_name`)."""
    red, black = safe_name(data.red), safe_name(data.black)  # "?": no name (PGN)
    if red or black:
        parts = [red or label("Red", None), black or label("Black", None)]
    else:
        parts = [QCoreApplication.translate(  # the literal context: lupdate reads it
            "PrintSheet", "score-sheet", "the PDF file name proposed for a game without names")]
    parts += [part for part in re.split(r"[./\\-]", data.date) if part.strip("? ")]
    return joined_name(parts, ".pdf", "score-sheet")


def _title(data: SheetData) -> str:
    players = f"{data.red} - {data.black}".strip(" -")
    return f"{TITLE} {players}".strip()


def print_with_dialog(
    data: SheetData,
    parent: QWidget | None = None,
    *,
    printer: QPrinter | None = None,
    prepare: Callable[[QPrintDialog], None] | None = None,
) -> int | None:
    """Show the system print dialog and print the sheet; return the page count or None.

    Args:
        data: what to print.
        parent: the dialog's parent window.
        printer: a printer to start from (keep one to remember the user's choices between
            prints); default: a new high-resolution printer on A4.
        prepare: called with the dialog just before it is shown (tests accept it from there).

    Returns:
        The number of pages printed, or None when the user cancelled.

    Raises:
        PrintError: the chosen printer or file cannot be printed to.
    """
    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(_title(data))
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("PrintSheet", "Print score sheet"))
    if prepare is not None:
        prepare(dialog)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return render_sheet(data, printer)


def print_preview(
    data: SheetData,
    parent: QWidget | None = None,
    *,
    prepare: Callable[[QPrintPreviewDialog], None] | None = None,
) -> bool:
    """Show Qt's print preview of the sheet (the user may print from it).

    ``prepare`` is called with the dialog before it is shown. Returns True when the user
    printed from the preview.
    """
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setDocName(_title(data))
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("PrintSheet", "Score sheet preview"))
    dialog.paintRequested.connect(lambda device: render_sheet(data, device))
    if prepare is not None:
        prepare(dialog)
    return dialog.exec() == QDialog.DialogCode.Accepted


def missing_glyphs(texts: Sequence[str]) -> set[str]:
    """Characters of ``texts`` (white space excepted) the bundled font file has no glyph for.

    Qt draws those with an installed fallback font when there is one (none on a bare CI
    machine). Raises :class:`~xiangqi_gui.ui.fonts.FontLoadError` when the file is missing.
    """
    path = bundled_font_path()
    raw = QRawFont(str(path), 10.0)
    if not raw.isValid():
        raise FontLoadError(f"cannot read the bundled font {path}")
    chars = {ch for text in texts for ch in text if not ch.isspace()}
    return {ch for ch in chars if not raw.supportsCharacter(ord(ch))}


def unprintable(texts: Sequence[str]) -> set[str]:
    """Characters of ``texts`` neither bundled face (the serif piece face, then the sans UI
    face the sheet falls back to, :func:`~xiangqi_gui.ui.score_sheet.sheet_font`) has a
    glyph for: those would need an installed font. Raises ``FontLoadError`` when a file is
    missing."""
    path = resource_path("fonts", UI_FONT_FILE)
    sans = QRawFont(str(path), 10.0)
    if not sans.isValid():
        raise FontLoadError(f"cannot read the bundled font {path}")
    return {ch for ch in missing_glyphs(texts) if not sans.supportsCharacter(ord(ch))}
