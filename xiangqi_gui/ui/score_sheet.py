"""ScoreSheet: the score-sheet panel (记录) beside the board.

Columns: move number (回合), Red's move, Red's thinking time, Black's move, Black's thinking
time (``m:ss``). Moves are shown in Chinese full notation (炮二平五 / 马8进7, optionally with
full-width Black digits 马８进７ as printed books do), abbreviated notation (炮25, the last digit
underlined for 进 and overlined for 退, CXA rules art. 7.5, drawn by :class:`MoveDelegate`),
WXF (C2=5) or ICCS (h2e2). Texts come from :mod:`xiangqi_gui.notation` applied to the real
positions (start FEN + moves, see :class:`~xiangqi_gui.play.sheet.ScoreRows`).

Fouls (犯规 with article, art. 8.1/8.2), draw offers (提和) and comments appear after the move
they belong to, on its line (every row is one line high; the whole text is in the move's
tooltip); a move with variations (a loaded record's alternatives) carries a corner
marker and a context menu to pick one.

Signals (the window/controller connects them; the sheet never changes the game):

* ``ply_selected(int)``: the user clicked a move (or stepped with the keys); the window shows
  the position after that ply read-only. Ply 0 = start position (Home key).
* ``variation_selected(int, int)``: ``(ply, index)``, the user picked
  ``rows.entry(ply).variations[index]`` as the alternative to the move at ``ply``.
* ``notation_changed(str)``: the notation selector changed (for settings).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from enum import IntEnum
from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QLineF,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPolygonF,
    QResizeEvent,
    QStaticText,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.notation.chinese import traditional_glyphs
from xiangqi_gui.play.sheet import (
    SHEET_NOTATIONS,
    Annotation,
    PlyEntry,
    ScoreRows,
    format_time,
)
from xiangqi_gui.rules import START_FEN, Color, Move
from xiangqi_gui.ui.fonts import FontLoadError, load_bundled_font, load_ui_font
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP, current_language
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import note_detail, note_label
from xiangqi_gui.ui.notation_box import NotationBox

ModelIndex = QModelIndex | QPersistentModelIndex

#: Item-data roles of :class:`ScoreTableModel` beyond Qt's.
PLY_ROLE = Qt.ItemDataRole.UserRole + 1  # int ply of a move/time cell, None elsewhere
STROKE_ROLE = Qt.ItemDataRole.UserRole + 2  # "advance"/"retreat" to stroke (abbr only), or None
ANNOTATIONS_ROLE = Qt.ItemDataRole.UserRole + 3  # list[str] labels ("犯规 8.1.5", "提和", ...)
VARIATIONS_ROLE = Qt.ItemDataRole.UserRole + 4  # list[str] alternative moves' texts

#: Every character a move text of the sheet can hold (Chinese with full-width digits, WXF,
#: ICCS): laid out once soon after start-up (:meth:`ScoreSheet.warm_glyphs`).
NOTATION_GLYPHS = ("帅将仕士相象马車车炮砲兵卒前中后进退平一二三四五六七八九"
                   "１２３４５６７８９0123456789:+-=.KAEBHNRCPabcdefghi")
HIGHLIGHT = QColor(255, 226, 140)
MIN_POINT_SIZE = 8.0
"""The sheet's font shrinks down to this size (pt) before a column would be cut."""
ANNOTATION_COLOR = QColor(170, 20, 20)
MARKER_COLOR = QColor(30, 90, 200)


class Column(IntEnum):
    """Columns of the sheet table."""

    NUMBER = 0
    RED = 1
    RED_TIME = 2
    BLACK = 3
    BLACK_TIME = 4


ALIGN_LEFT, ALIGN_CENTRE, ALIGN_RIGHT = 0, 1, 2
"""Where :class:`SheetCell` texts go in their cells (moves, move numbers, times)."""


class SheetCell(NamedTuple):
    """What the sheet's delegates paint in one cell (:meth:`ScoreTableModel.cell`).

    Attributes:
        text: the cell's text (move in the notation shown, move number, ``m:ss``).
        align: :data:`ALIGN_LEFT` (moves), :data:`ALIGN_CENTRE` (numbers) or
            :data:`ALIGN_RIGHT` (times).
        ply: the ply of a move or time cell, None elsewhere (the highlight follows it).
        stroke: ``"advance"``/``"retreat"`` for an abbreviated move's stroke, else None.
        notes: the move has notes (drawn after it, translated at paint time).
        variations: the move has variations (the corner marker).
    """

    text: str
    align: int
    ply: int | None = None
    stroke: str | None = None
    notes: bool = False
    variations: bool = False


_MOVE_COLUMNS = {Column.RED: Color.RED, Column.BLACK: Color.BLACK}
_TIME_COLUMNS = {Column.RED_TIME: Color.RED, Column.BLACK_TIME: Color.BLACK}
#: The roles :meth:`ScoreTableModel.data` answers (as ints); the others are None at once.
_SERVED_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole,
    PLY_ROLE, STROKE_ROLE, ANNOTATIONS_ROLE, VARIATIONS_ROLE))
#: The roles whose data :class:`ScoreTableModel` keeps until the next change notification
#: (not the highlight, which moves without one, nor translated notes and tooltips, which
#: follow the UI language at once).
_KEPT_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole, PLY_ROLE, STROKE_ROLE,
    VARIATIONS_ROLE))
_HEADERS = (QT_TRANSLATE_NOOP("ScoreTableModel", "No."),
            QT_TRANSLATE_NOOP("ScoreTableModel", "Red"),
            QT_TRANSLATE_NOOP("ScoreTableModel", "Time"),
            QT_TRANSLATE_NOOP("ScoreTableModel", "Black"),
            QT_TRANSLATE_NOOP("ScoreTableModel", "Time"))


def sheet_font(point_size: float) -> QFont:
    """The bundled CJK font at ``point_size`` (system default family if it cannot load).

    The bundled UI face (``XiangqiGUI Sans``) follows as the fallback for characters outside
    the piece subset (names, comments), then installed fonts.
    """
    try:
        font = QFont()
        font.setFamilies([load_bundled_font(), load_ui_font()])
    except FontLoadError:
        font = QFont()
    font.setPointSizeF(point_size)
    # No ligatures: "ff" drawn as one glyph copies and extracts badly from a PDF (Qt >= 6.7).
    if hasattr(font, "setFeature"):
        font.setFeature(QFont.Tag("liga"), 0)
    return font


# --------------------------------------------------------------------------- strokes
def stroke_line(
    metrics: QFontMetricsF, text: str, direction: str | None, x: float, baseline: float
) -> QLineF | None:
    """The under/overline of an abbreviated move's last digit (CXA art. 7.5).

    Args:
        metrics: metrics of the font the text is drawn with (device units).
        text: the plain abbreviated text, e.g. ``"炮54"``.
        direction: ``"advance"`` (进: underline), ``"retreat"`` (退: overline); anything else
            (``"traverse"``, None) has no stroke.
        x, baseline: where the text's left end and baseline are drawn.

    Returns:
        The line in the same coordinates, spanning the last character's glyph width: below
        its ink for 进, above it for 退; None when there is no stroke.
    """
    if direction not in ("advance", "retreat") or not text:
        return None
    x0 = x + metrics.horizontalAdvance(text[:-1])
    ink = metrics.tightBoundingRect(text[-1])
    gap = max(1.0, ink.height() * 0.15)
    left = x0 + ink.left()
    right = left + ink.width()
    y = baseline + ink.bottom() + gap if direction == "advance" else baseline + ink.top() - gap
    return QLineF(left, y, right, y)


def draw_move_text(
    painter: QPainter, rect: QRectF, text: str, stroke: str | None, font: QFont
) -> None:
    """Draw ``text`` left-aligned and vertically centred in ``rect``, with its stroke.

    ``stroke`` is ``"advance"``/``"retreat"`` for an abbreviated move (see
    :func:`stroke_line`); the line width follows the font size. Used by the panel's delegate
    and by the printout.
    """
    painter.save()
    painter.setFont(font)
    metrics = QFontMetricsF(font, painter.device())
    baseline = rect.top() + (rect.height() - metrics.height()) / 2 + metrics.ascent()
    painter.drawText(QPointF(rect.left(), baseline), text)
    line = stroke_line(metrics, text, stroke, rect.left(), baseline)
    if line is not None:
        pen = QPen(painter.pen().color(), max(1.0, metrics.height() / 14))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(line)
    painter.restore()


# --------------------------------------------------------------------------- model
class ScoreTableModel(QAbstractTableModel):
    """Table model over a :class:`ScoreRows`: one row per full move (回合)."""

    def __init__(self, rows: ScoreRows | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows = rows if rows is not None else ScoreRows()
        self._shown = self._rows.row_count()  # rows announced to the views
        self._notation = "chinese"
        self._fullwidth = False
        self._traditional = False  # Chinese move texts in traditional glyphs (繁體 UI)
        self._current = 0
        self._broken: frozenset[int] = frozenset()  # header texts shown on two lines
        #: row -> {(column, role): data}, filled by :meth:`data`; and row -> {column:
        #: SheetCell}, filled by :meth:`cell` for the delegates. A change notification empties
        #: the rows it names (``dataChanged``) or all of them: the window repaints the sheet
        #: whenever its layout moves, and a step through the game notifies two rows (issue 12)
        self._cells: dict[int, dict[tuple[int, int], object]] = {}
        self._paint_cells: dict[int, dict[int, SheetCell]] = {}
        #: How many :class:`SheetCell` were worked out from the rows (tests count them)
        self.cells_built = 0
        self.dataChanged.connect(self._forget_rows)
        for changed in (self.modelReset, self.rowsInserted, self.rowsRemoved,
                        self.layoutChanged):
            changed.connect(self.forget_cells)

    # -- state
    @property
    def rows(self) -> ScoreRows:
        """The sheet data (mutate it only through the model or the widget)."""
        return self._rows

    def set_rows(self, rows: ScoreRows) -> None:
        """Replace the whole sheet (a full reset)."""
        self.beginResetModel()
        self._rows = rows
        self._shown = rows.row_count()
        self._current = min(self._current, len(rows))
        self.endResetModel()

    @property
    def notation(self) -> str:
        """The notation shown: "chinese", "abbr", "wxf" or "iccs"."""
        return self._notation

    def set_notation(self, notation: str, fullwidth: bool | None = None) -> None:
        """Show ``notation`` (and set full-width Black digits when given).

        Raises:
            ValueError: unknown notation name.
        """
        if notation not in SHEET_NOTATIONS:
            raise ValueError(f"unknown notation {notation!r}; expected one of {SHEET_NOTATIONS}")
        self._notation = notation
        if fullwidth is not None:
            self._fullwidth = fullwidth
        self._refresh_columns(Column.RED, Column.BLACK)

    @property
    def fullwidth(self) -> bool:
        """Whether Black's digits are full-width in Chinese notation."""
        return self._fullwidth

    def set_traditional(self, traditional: bool) -> None:
        """Write the Chinese and abbreviated move texts in traditional glyphs (傌八進七,
        馬8進7: the UI in 繁體中文) or in simplified ones (马八进七)."""
        if traditional != self._traditional:
            self._traditional = traditional
            self._refresh_columns(Column.RED, Column.BLACK)

    def move_text(self, entry: PlyEntry, variation: int | None = None) -> str:
        """``entry``'s move (or its variation number ``variation``, 0-based) as the sheet
        shows it: in its notation, full-width Black digits and traditional glyphs as set."""
        played = entry if variation is None else entry.variations[variation]
        text = played.text(self._notation, fullwidth=self._fullwidth)
        if self._traditional and self._notation in ("chinese", "abbr"):
            return traditional_glyphs(text, entry.color)
        return text

    @property
    def current_ply(self) -> int:
        """The highlighted ply (0 = none / the start position)."""
        return self._current

    def set_current_ply(self, ply: int) -> None:
        """Highlight ``ply`` (clamped to 0 .. number of moves)."""
        old, self._current = self._current, max(0, min(ply, len(self._rows)))
        for p in {old, self._current} - {0}:
            self._refresh_ply(p)

    # -- mutation with minimal change notifications
    def append(
        self, move: Move, time_ns: int | None, notes: Iterable[Annotation | str]
    ) -> PlyEntry:
        """Append a move (see :meth:`ScoreRows.append`) and its notes; notify one row."""
        ply = len(self._rows) + 1
        entry = self._rows.append(move, time_ns=time_ns)
        self._announce_rows()
        for note in notes:
            self.annotate(ply, note)
        self._refresh_ply(ply)
        return entry

    def annotate(self, ply: int, note: Annotation | str) -> Annotation:
        """Attach a note at ``ply`` (see :meth:`ScoreRows.annotate`); notify its row."""
        annotation = self._rows.annotate(ply, note)
        self._announce_rows()
        if ply > 0:
            self._refresh_ply(ply)
        return annotation

    def truncate(self, ply: int) -> None:
        """Keep the first ``ply`` moves (see :meth:`ScoreRows.truncate`); remove rows after."""
        self._rows.truncate(ply)
        self._announce_rows()
        self._current = min(self._current, ply)
        if self._shown:
            self._refresh_row(self._shown - 1)

    def sync(self, first_ply: int) -> None:
        """The rows were changed by their owner (the live game) from ``first_ply`` on:
        announce added or removed rows and refresh the rows from that ply to the end."""
        self._announce_rows()
        self._current = min(self._current, len(self._rows))
        first = 0 if first_ply < 1 else self._rows.row_of(first_ply)
        if first < self._shown:
            self.dataChanged.emit(self.index(first, 0),
                                  self.index(self._shown - 1, len(Column) - 1))

    def _announce_rows(self) -> None:
        """Tell the views about rows added or removed since the last announcement."""
        count, shown = self._rows.row_count(), self._shown
        if count > shown:
            self.beginInsertRows(QModelIndex(), shown, count - 1)
            self._shown = count
            self.endInsertRows()
        elif count < shown:
            self.beginRemoveRows(QModelIndex(), count, shown - 1)
            self._shown = count
            self.endRemoveRows()

    def set_time(self, ply: int, time_ns: int | None) -> None:
        """Set a move's thinking time (ns); notify its cell."""
        self._rows.set_time(ply, time_ns)
        self._refresh_ply(ply)

    # -- lookup
    def ply_of(self, index: ModelIndex) -> int | None:
        """The ply of a move or time cell, or None (number column, empty first Red cell)."""
        if not index.isValid():
            return None
        column = Column(index.column())
        color = _MOVE_COLUMNS.get(column, _TIME_COLUMNS.get(column))
        if color is None:
            return None
        ply = self._rows.ply_at(index.row(), color)
        return ply if ply >= 1 else None

    def index_of(self, ply: int, *, time: bool = False) -> QModelIndex:
        """The model index of ``ply``'s move cell (or its time cell)."""
        color = self._rows.side_of(ply)
        if time:
            column = Column.RED_TIME if color == Color.RED else Column.BLACK_TIME
        else:
            column = Column.RED if color == Color.RED else Column.BLACK
        return self.index(self._rows.row_of(ply), column)

    def _entry(self, ply: int | None) -> PlyEntry | None:
        if ply is None or not 1 <= ply <= len(self._rows):
            return None
        return self._rows.entry(ply)

    # -- Qt model interface
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else self._shown

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(Column)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            text = self.header_text(section)
            return text.replace(" ", "\n", 1) if section in self._broken else text
        return None

    def header_text(self, section: int) -> str:
        """Column ``section``'s heading in the UI language, on one line."""
        return self.tr(_HEADERS[section])

    def break_headers(self, sections: set[int]) -> None:
        """Show the headings of ``sections`` on two lines, broken at their first space (a
        narrow column: Vietnamese "Thời gian" is wider than a time)."""
        broken = frozenset(sections)
        if broken != self._broken:
            self._broken = broken
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role not in _SERVED_ROLES or not index.isValid():
            return None  # a view asks ~9 roles per cell and paint; most are never served
        key = (index.column(), int(role))
        kept = self._cells.setdefault(index.row(), {})
        try:
            return kept[key]
        except KeyError:
            pass
        value = self._cell_data(index, role)
        if role in _KEPT_ROLES:
            kept[key] = value
        return value

    def cell(self, row: int, column: int) -> SheetCell:
        """What a delegate paints at (``row``, ``column``), kept until a change notification
        names the row: one call per painted cell, where ``data`` took five or more."""
        kept = self._paint_cells.setdefault(row, {})
        try:
            return kept[column]
        except KeyError:
            pass
        kept[column] = made = self._make_cell(row, Column(column))
        self.cells_built += 1
        return made

    def _make_cell(self, row: int, column: Column) -> SheetCell:
        if column == Column.NUMBER:
            return SheetCell(str(self._rows.move_number(row)), ALIGN_CENTRE)
        color = _MOVE_COLUMNS.get(column, _TIME_COLUMNS.get(column))
        assert color is not None
        at = self._rows.ply_at(row, color)
        ply = at if at >= 1 else None
        entry = self._entry(ply)
        if column in _TIME_COLUMNS:
            text = format_time(entry.time_ns) if entry is not None else ""
            return SheetCell(text, ALIGN_RIGHT, ply)
        if entry is None:
            return SheetCell("", ALIGN_LEFT, ply,
                             notes=ply is not None and bool(self._rows.notes(ply)))
        stroke = (str(entry.abbr.direction) if self._notation == "abbr"
                  and entry.abbr.direction != "traverse" else None)
        return SheetCell(self.move_text(entry), ALIGN_LEFT, ply, stroke,
                         bool(self._rows.notes(entry.ply)), bool(entry.variations))

    def forget_cells(self, *_changed: object) -> None:
        """Drop the data kept for every cell (rows added, removed, reset or moved)."""
        self._cells.clear()
        self._paint_cells.clear()

    def _forget_rows(self, top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        """Drop the data kept for the rows ``top`` .. ``bottom`` (a ``dataChanged``)."""
        first, last = top.row(), bottom.row()
        if last - first > len(self._cells) + len(self._paint_cells):
            self.forget_cells()
            return
        for row in range(first, last + 1):
            self._cells.pop(row, None)
            self._paint_cells.pop(row, None)

    def _cell_data(self, index: ModelIndex, role: int) -> object:
        column = Column(index.column())
        if column == Column.NUMBER:
            return self._number_data(index.row(), role)
        ply = self.ply_of(index)
        if role == PLY_ROLE:
            return ply
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(HIGHLIGHT) if ply is not None and ply == self._current else None
        entry = self._entry(ply)
        if column in _TIME_COLUMNS:
            return self._time_data(entry, role)
        return self._move_data(ply, entry, role)

    def _number_data(self, row: int, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return str(self._rows.move_number(row))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        return None

    def _time_data(self, entry: PlyEntry | None, role: int) -> object:
        if role == Qt.ItemDataRole.DisplayRole:
            return format_time(entry.time_ns) if entry is not None else ""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def _move_data(self, ply: int | None, entry: PlyEntry | None, role: int) -> object:
        notes = self._rows.notes(ply) if ply is not None else []
        if role == Qt.ItemDataRole.DisplayRole:
            if entry is None:
                return ""
            return self.move_text(entry)
        if role == STROKE_ROLE:
            if entry is None or self._notation != "abbr" or entry.abbr.direction == "traverse":
                return None
            return str(entry.abbr.direction)
        if role == ANNOTATIONS_ROLE:
            return [note_label(note) for note in notes]
        if role == VARIATIONS_ROLE:
            if entry is None:
                return []
            return [self.move_text(entry, i) for i in range(len(entry.variations))]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, notes) or None
        return None

    def _tooltip(self, entry: PlyEntry | None, notes: list[Annotation]) -> str:
        lines = [note_detail(note) for note in notes]
        if entry is not None:
            head = f"{entry.texts.chinese}  {entry.texts.wxf}  {entry.texts.iccs}"
            lines.insert(0, head)
            lines += [
                self.tr("Variation {0}: {1} ({2})").format(i + 1, v.texts.chinese, v.texts.iccs)
                for i, v in enumerate(entry.variations)
            ]
        return "\n".join(lines)

    # -- notifications
    def _refresh_ply(self, ply: int) -> None:
        if ply < 1 or self._rows.row_of(ply) >= self.rowCount():
            return
        self._refresh_row(self._rows.row_of(ply))

    def _refresh_row(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))

    def _refresh_columns(self, first: Column, last: Column) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, first), self.index(self.rowCount() - 1, last))


# --------------------------------------------------------------------------- delegate
class GlyphCache:
    """Laid-out texts (:class:`QStaticText`) in the sheet's font, per text.

    Laying out a Chinese text resolves the font fallback for each glyph and shapes it:
    ~0.1-0.3 ms per cell, the bulk of a sheet paint when done on every paint (issue 12: a
    whole-window paint took 50-100 ms). A text is laid out once here and drawn from then on;
    the same moves recur from game to game. The cache empties when the font changes
    (:meth:`set_font`, which the sheet calls whenever it sets its table's font) or when it
    holds :attr:`LIMIT` texts. ``made`` counts the layouts (tests count them).
    """

    LIMIT = 4096

    def __init__(self, font: QFont | None = None) -> None:
        self._texts: dict[str, QStaticText] = {}
        self._strokes: dict[tuple[str, str], QLineF | None] = {}
        self.made = 0
        self.font = QFont()
        self.height = self.ascent = 0.0
        self.set_font(font if font is not None else QFont())

    def set_font(self, font: QFont) -> None:
        """Lay texts out in ``font`` from now on (forgets the texts laid out before)."""
        self.font = QFont(font)
        metrics = QFontMetricsF(font)
        self.height, self.ascent = metrics.height(), metrics.ascent()
        self._texts.clear()
        self._strokes.clear()

    def text(self, text: str) -> QStaticText:
        """``text`` laid out in :attr:`font` (plain text, one line)."""
        laid = self._texts.get(text)
        if laid is None:
            if len(self._texts) >= self.LIMIT:
                self._texts.clear()
            laid = QStaticText(text)
            laid.setTextFormat(Qt.TextFormat.PlainText)
            laid.prepare(QTransform(), self.font)
            self._texts[text] = laid
            self.made += 1
        return laid

    def stroke(self, text: str, stroke: str) -> QLineF | None:
        """The stroke of ``text`` (see :func:`stroke_line`) for a text drawn at x = 0 with
        its baseline at y = 0."""
        key = (text, stroke)
        if key not in self._strokes:
            if len(self._strokes) >= self.LIMIT:
                self._strokes.clear()
            self._strokes[key] = stroke_line(QFontMetricsF(self.font), text, stroke, 0.0, 0.0)
        return self._strokes[key]


class _PlainDelegate(QStyledItemDelegate):
    """Paints a cell of the sheet from :meth:`ScoreTableModel.cell` and a
    :class:`GlyphCache`: the highlight of the current ply, the text (left, centred or
    right), no focus frame (the sheet highlights the current ply). One model call and
    a few painter calls per cell (issue 12)."""

    MARGIN = 4  # pixels left and right of the text

    def __init__(self, model: ScoreTableModel, glyphs: GlyphCache,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.glyphs = glyphs

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        cell = self._model.cell(index.row(), index.column())
        rect = option.rect
        if cell.ply is not None and cell.ply == self._model.current_ply:
            painter.fillRect(rect, HIGHLIGHT)
        if cell.text:
            painter.setFont(self.glyphs.font)
            painter.setPen(option.palette.color(QPalette.ColorRole.Text))
            self._paint_text(painter, rect, cell)

    def _paint_text(self, painter: QPainter, rect: QRect, cell: SheetCell) -> float:
        """Draw ``cell``'s text on its one line; returns the x where the text ends."""
        glyphs = self.glyphs
        laid = glyphs.text(cell.text)
        left = float(rect.left() + self.MARGIN)
        right = float(rect.right() + 1 - self.MARGIN)
        if cell.align == ALIGN_RIGHT:
            x = right - laid.size().width()
        elif cell.align == ALIGN_CENTRE:
            x = (left + right - laid.size().width()) / 2
        else:
            x = left
        top = rect.top() + 1.0 + (rect.height() - 2 - glyphs.height) / 2  # centred
        painter.drawStaticText(QPointF(x, top), laid)
        if cell.stroke is not None:
            line = glyphs.stroke(cell.text, cell.stroke)
            if line is not None:
                pen = QPen(painter.pen().color(), max(1.0, glyphs.height / 14))
                pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                painter.save()
                painter.setPen(pen)
                painter.drawLine(line.translated(x, top + glyphs.ascent))
                painter.restore()
        return x + laid.size().width()


class MoveDelegate(_PlainDelegate):
    """Paints a move cell: the text (with the abbreviated stroke), its notes, a variation mark.

    Notes follow the move on its line in a smaller red font, cut with "…" where the cell
    ends (a row never grows: every row of the sheet is as high as the others); a move with
    variations gets a small blue triangle in the cell's top-right corner
    (:meth:`marker_rect`).
    """

    MARKER = 9  # marker size in pixels

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        cell = self._model.cell(index.row(), index.column())
        rect = option.rect
        if cell.ply is not None and cell.ply == self._model.current_ply:
            painter.fillRect(rect, HIGHLIGHT)
        painter.save()
        painter.setFont(self.glyphs.font)
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        end = float(rect.left() + self.MARGIN)
        if cell.text:
            end = self._paint_text(painter, rect, cell)
        if cell.notes:
            gap = self.glyphs.height / 3 if cell.text else 0.0
            right = rect.right() + 1 - self.MARGIN - (self.MARKER if cell.variations else 0)
            free = QRectF(end + gap, rect.top() + 1, right - end - gap, rect.height() - 2)
            labels = index.data(ANNOTATIONS_ROLE) or []  # translated now: the UI language
            self._paint_notes(painter, option, free, labels)
        if cell.variations:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(MARKER_COLOR)
            r = self.marker_rect(rect)
            painter.drawPolygon(QPolygonF([r.topLeft(), r.topRight(), r.bottomRight()]))
        painter.restore()

    @staticmethod
    def _paint_notes(
        painter: QPainter,
        option: QStyleOptionViewItem,
        rect: QRectF,
        notes: list[str],
    ) -> None:
        """The notes in ``rect`` (the cell's room after the move) on one line: a comment's
        line breaks become spaces, the end is cut with "…"."""
        if rect.width() <= 0:
            return
        font = QFont(option.font)
        font.setPointSizeF(max(6.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        painter.setPen(ANNOTATION_COLOR)
        metrics = QFontMetricsF(font)
        line = "  ".join(" ".join(note.split()) for note in notes)
        text = metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(rect, align, text)

    @classmethod
    def marker_rect(cls, cell: QRect) -> QRectF:
        """The variation marker's square in the top-right corner of ``cell``."""
        size = cls.MARKER
        return QRectF(cell.right() - size, cell.top() + 1, size, size)

    def sizeHint(self, option: QStyleOptionViewItem, index: ModelIndex) -> QSize:  # noqa: N802
        metrics = QFontMetricsF(option.font)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        width = metrics.horizontalAdvance(text) + 8 + self.MARKER
        return QSize(round(width), round(metrics.height() + 8))


# --------------------------------------------------------------------------- view
class _SheetView(QTableView):
    """The table; arrow keys step through the plies instead of moving a selection."""

    step = Signal(int)  # requested ply change: +1/-1 one ply, +2/-2 one row
    jump = Signal(int)  # requested absolute ply (Home = 0, End = last = -1)

    _STEPS = {
        Qt.Key.Key_Left: -1,
        Qt.Key.Key_Right: 1,
        Qt.Key.Key_Up: -2,
        Qt.Key.Key_Down: 2,
    }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.last_click = QPoint(-1, -1)  # viewport position of the last mouse release

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.last_click = event.position().toPoint()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = Qt.Key(event.key())
        if key in self._STEPS:
            self.step.emit(self._STEPS[key])
        elif key == Qt.Key.Key_Home:
            self.jump.emit(0)
        elif key == Qt.Key.Key_End:
            self.jump.emit(-1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


# --------------------------------------------------------------------------- panel
class ScoreSheet(QWidget):
    """The score-sheet panel: notation selector, pre-game notes and the move table.

    Build it once, then either :meth:`set_game` (a loaded record) or :meth:`clear` followed by
    :meth:`append_move` per move (live play; each append notifies only the changed row).
    Public attributes ``view`` (the QTableView), ``model`` (:class:`ScoreTableModel`),
    ``notation_box`` and ``fullwidth_box`` are for the window and the tests.
    """

    ply_selected = Signal(int)
    variation_selected = Signal(int, int)
    notation_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, point_size: float = 12.0) -> None:
        super().__init__(parent)
        self.model = ScoreTableModel(parent=self)
        #: the laid-out texts the delegates draw (see :class:`GlyphCache`)
        self.glyphs = GlyphCache()
        self.view = _SheetView(self)
        self.notation_box = NotationBox(self)
        self.fullwidth_box = QCheckBox(self)
        self.pregame_label = QLabel(self)
        self._point_size = point_size
        self._warm_queued = False  # a warm_glyphs call is queued
        self._warmed = False  # the notation's characters were laid out once
        self._build(point_size)
        self._connect()
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        """The sheet's words in the UI language (again when it changes): the check box,
        the column headers (their widths again) and the notes (drawn from the model)."""
        self.fullwidth_box.setText(self.tr("Full-width Black digits"))
        self.model.set_traditional(current_language() == "zh_Hant")  # as the messages say
        self._size_columns()
        columns = self.model.columnCount()
        if columns:
            self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        self._update_pregame()
        self.view.viewport().update()

    # -- construction
    def _build(self, point_size: float) -> None:
        self.pregame_label.setWordWrap(True)
        self.pregame_label.setStyleSheet(f"color: {ANNOTATION_COLOR.name()}")
        self.pregame_label.hide()
        view = self.view
        view.setModel(self.model)
        view.setItemDelegate(_PlainDelegate(self.model, self.glyphs, view))
        for column in _MOVE_COLUMNS:
            view.setItemDelegateForColumn(column, MoveDelegate(self.model, self.glyphs, view))
        self._set_view_font(sheet_font(point_size))
        view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.setWordWrap(False)
        # the scroll bar always shows (its width is kept free anyway, _table_width): one
        # that appears with the rows of a loaded game narrowed the columns and painted the
        # sheet twice, 25-40 ms each (issue 12)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        view.verticalHeader().hide()
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.verticalHeader().setDefaultSectionSize(self._row_height())
        header = view.horizontalHeader()
        header.setMinimumSectionSize(8)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # see _break_headers
        for column in _MOVE_COLUMNS:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self._size_columns()
        top = QHBoxLayout()
        top.addWidget(self.notation_box, 1)
        top.addWidget(self.fullwidth_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.pregame_label)
        layout.addWidget(view, 1)

    def _set_view_font(self, font: QFont) -> None:
        """The table's font, which the delegates draw with (see :class:`GlyphCache`)."""
        with self._new_texts():
            self.view.setFont(font)
            self.glyphs.set_font(font)

    @contextmanager
    def _new_texts(self) -> Iterator[None]:
        """Around a change of the texts in sight (a new game, notation or font): the
        table's cells do not paint until :meth:`warm_glyphs` has laid the new texts out in
        an event of its own. Their viewport's updates go off before the change (a paint
        registered before would still come), so no paint lays texts out, whichever of a
        paint and the warm-up comes first (the window's repaint after its docks settled
        came first)."""
        self.view.viewport().setUpdatesEnabled(False)
        try:
            yield
        finally:
            self._warm_soon()

    def _warm_soon(self) -> None:
        """Lay the visible texts out in an event of their own (:meth:`warm_glyphs`), before
        the paint that needs them: a new game or font laid ~50 texts out inside the window's
        paint, 10-15 ms of it (issue 12). See :meth:`_new_texts`."""
        if not self._warm_queued:
            self._warm_queued = True
            QTimer.singleShot(0, self, self.warm_glyphs)

    def warm_glyphs(self) -> int:
        """Lay out the texts of the rows in sight (and, the first time, the notation's
        characters, which resolves the font fallback for them), then let the cells paint
        (in an event of their own); returns how many texts were laid out."""
        self._warm_queued = False
        try:
            return self._lay_out_in_sight()
        finally:
            self.view.viewport().setUpdatesEnabled(True)

    def _lay_out_in_sight(self) -> int:
        made = self.glyphs.made
        if not self._warmed:
            self._warmed = True
            self.glyphs.text(NOTATION_GLYPHS)
        view, model = self.view, self.model
        first = max(0, view.rowAt(0))
        last = view.rowAt(view.viewport().height() - 1)
        last = model.rowCount() - 1 if last < 0 else last
        for row in range(first, last + 1):
            for column in Column:
                text = model.cell(row, column).text
                if text:
                    self.glyphs.text(text)
        return self.glyphs.made - made

    def _connect(self) -> None:
        self.notation_box.currentIndexChanged.connect(self._on_notation_box)
        self.fullwidth_box.toggled.connect(self._on_fullwidth_box)
        self.view.clicked.connect(self._on_clicked)
        self.view.customContextMenuRequested.connect(self._on_context_menu)
        self.view.step.connect(lambda delta: self._select(self.current_ply + delta))
        self.view.jump.connect(lambda ply: self._select(len(self.rows) if ply < 0 else ply))

    def _row_height(self) -> int:
        """Every row's height: one line of moves (notes share it, :class:`MoveDelegate`)."""
        return round(QFontMetricsF(self.view.font()).height() + 8)

    def _size_columns(self) -> None:
        """Fit the five columns to the table's width: headers at full width when there is
        room (else on two lines, or elided), and the font shrinks (down to :data:`MIN_POINT_SIZE`)
        before a move or a time would be cut."""
        available = self._table_width()
        point = self._point_size
        while True:
            font = QFont(self.view.font())
            font.setPointSizeF(point)
            content, headers = self._column_widths(font)
            if sum(content.values()) <= available or point <= MIN_POINT_SIZE:
                break
            point = max(MIN_POINT_SIZE, point - 0.5)
        if abs(self.view.font().pointSizeF() - point) > 0.01:
            self._set_view_font(font)
            self.view.verticalHeader().setDefaultSectionSize(self._row_height())
        widths = headers if sum(headers.values()) <= available else content
        for column, width in widths.items():
            self.view.setColumnWidth(column, width)
        self._break_headers(widths)

    def _break_headers(self, widths: dict[Column, int]) -> None:
        """Headings wider than their column go on two lines when each line fits (the
        header then draws them whole: Qt's elision would cut a two-line text as one line);
        otherwise they elide ("Thời…")."""
        header = self.view.horizontalHeader()
        metrics = QFontMetricsF(header.font())
        margins = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        wide = {c for c, width in widths.items()
                if metrics.horizontalAdvance(self.model.header_text(c)) + margins > width}
        fits = all(" " in self.model.header_text(c) and all(
            metrics.horizontalAdvance(line) + margins <= widths[c]
            for line in self.model.header_text(c).split(" ", 1)) for c in wide)
        self.model.break_headers({int(c) for c in wide} if fits else set())
        header.setTextElideMode(
            Qt.TextElideMode.ElideNone if wide and fits else Qt.TextElideMode.ElideRight)

    def _column_widths(self, font: QFont) -> tuple[dict[Column, int], dict[Column, int]]:
        """(widths the cells need, widths that also show the header texts) at ``font``."""
        metrics = QFontMetricsF(font)
        samples = {
            "chinese": "前兵九平八" if not self.model.fullwidth else "前卒９平８",
            "abbr": "前兵98",
            "wxf": "C+-2 ",
            "iccs": "h2e2 ",
        }
        move = metrics.horizontalAdvance(samples[self.model.notation]) + 8 + MoveDelegate.MARKER
        content = {
            Column.NUMBER: metrics.horizontalAdvance("000") + 12,
            Column.RED: move,
            Column.RED_TIME: metrics.horizontalAdvance("00:00") + 12,
            Column.BLACK: move,
            Column.BLACK_TIME: metrics.horizontalAdvance("00:00") + 12,
        }
        header_metrics = metrics  # the header takes the table's font (set after this)
        headers = {c: max(w, header_metrics.horizontalAdvance(self.model.header_text(c)) + 16)
                   for c, w in content.items()}
        return ({c: round(w) for c, w in content.items()},
                {c: round(w) for c, w in headers.items()})

    def _table_width(self) -> int:
        """The width the columns may take: the table without its frame and a vertical
        scroll bar (counted whether it shows or not, so that it never pushes a column out)."""
        bar = self.view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return self.view.width() - 2 * self.view.frameWidth() - bar

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._size_columns()
        if self.current_ply:  # the move shown stays in sight when the sheet gets shorter
            self.view.scrollTo(self.model.index_of(self.current_ply))

    # -- data
    @property
    def rows(self) -> ScoreRows:
        """The sheet data (for printing; change it through this widget)."""
        return self.model.rows

    @property
    def ply_count(self) -> int:
        """Number of moves on the sheet."""
        return len(self.model.rows)

    def clear(self, start_fen: str = START_FEN) -> None:
        """Start an empty sheet from ``start_fen`` (raises ``FenError``)."""
        self.set_rows(ScoreRows(start_fen))

    def set_game(
        self,
        start_fen: str = START_FEN,
        moves: Sequence[Move] = (),
        annotations: Mapping[int, Iterable[Annotation | str]] | None = None,
        times_ns: Sequence[int | None] = (),
        variations: Mapping[int, Sequence[Move]] | None = None,
        *,
        current_ply: int | None = None,
    ) -> None:
        """Show a whole game (see :meth:`ScoreRows.from_moves` for the arguments).

        ``current_ply`` is highlighted (default: the last move). Raises ``FenError`` /
        ``IllegalMoveError`` (naming the ply) and leaves the sheet unchanged on bad input.
        """
        rows = ScoreRows.from_moves(start_fen, moves, annotations, times_ns, variations)
        self.set_rows(rows, current_ply=current_ply)

    def set_rows(self, rows: ScoreRows, *, current_ply: int | None = None) -> None:
        """Show ``rows`` (a prepared :class:`ScoreRows`); highlight ``current_ply`` or the last."""
        with self._new_texts():
            self.model.set_rows(rows)
            self.view.verticalHeader().reset()
            self._update_pregame()
            self.set_current_ply(len(rows) if current_ply is None else current_ply)

    def append_move(
        self,
        move: Move,
        time_ns: int | None = None,
        annotations: Iterable[Annotation | str] = (),
    ) -> PlyEntry:
        """Add a live move (legal in the sheet's last position) with its time (ns) and notes.

        When the live position was highlighted, the highlight follows the new move; when the
        user is looking at an earlier ply, it stays there. Raises ``IllegalMoveError``.
        """
        following = self.current_ply == len(self.rows)
        entry = self.model.append(move, time_ns, annotations)
        if following:
            self.set_current_ply(entry.ply)
        return entry

    def annotate(self, ply: int, note: Annotation | str) -> Annotation:
        """Write a note at ``ply`` (0 = before the first move, ``ply_count + 1`` = the move
        in progress). Raises ``IndexError`` outside that range."""
        annotation = self.model.annotate(ply, note)
        if ply == 0:
            self._update_pregame()
        return annotation

    def sync(self, first_ply: int) -> None:
        """Show what the rows' owner (the live game, sharing them through :meth:`set_rows`)
        changed from ``first_ply`` on: new, removed and changed rows; the highlight follows
        a new move when the last move was highlighted."""
        following = self.current_ply >= len(self.rows) - 1
        self.model.sync(first_ply)
        if first_ply == 0:
            self._update_pregame()
        if following:
            self.set_current_ply(len(self.rows))

    def set_move_time(self, ply: int, time_ns: int | None) -> None:
        """Set the thinking time (ns) of move ``ply``. Raises ``IndexError``/``ValueError``."""
        self.model.set_time(ply, time_ns)

    def truncate(self, ply: int) -> None:
        """Keep only the first ``ply`` moves (undo in casual play); ``IndexError`` outside
        0 .. ``ply_count``."""
        self.model.truncate(ply)
        self.set_current_ply(self.current_ply)

    def _update_pregame(self) -> None:
        notes = self.rows.notes(0)
        self.pregame_label.setText("  ".join(note_detail(n) for n in notes))
        self.pregame_label.setVisible(bool(notes))

    # -- notation
    @property
    def notation(self) -> str:
        """The notation shown: "chinese", "abbr", "wxf" or "iccs"."""
        return self.model.notation

    @property
    def fullwidth(self) -> bool:
        """Whether Black's digits are full-width in Chinese notation."""
        return self.model.fullwidth

    def set_notation(self, notation: str) -> None:
        """Switch the notation ("chinese", "abbr", "wxf", "iccs"); raises ``ValueError``."""
        with self._new_texts():
            self.model.set_notation(notation)
            self.notation_box.blockSignals(True)
            self.notation_box.setCurrentIndex(SHEET_NOTATIONS.index(notation))
            self.notation_box.blockSignals(False)
            self.fullwidth_box.setEnabled(notation == "chinese")
            self._size_columns()

    def set_fullwidth(self, fullwidth: bool) -> None:
        """Full-width Black digits in Chinese notation (马８进７), as printed books do."""
        with self._new_texts():
            self.model.set_notation(self.model.notation, fullwidth)
            self.fullwidth_box.blockSignals(True)
            self.fullwidth_box.setChecked(fullwidth)
            self.fullwidth_box.blockSignals(False)
            self._size_columns()

    def _on_notation_box(self, index: int) -> None:
        name = str(self.notation_box.itemData(index))
        self.set_notation(name)
        self.notation_changed.emit(name)

    def _on_fullwidth_box(self, checked: bool) -> None:
        self.set_fullwidth(checked)

    # -- current ply and selection
    @property
    def current_ply(self) -> int:
        """The highlighted ply (0 = start position)."""
        return self.model.current_ply

    def set_current_ply(self, ply: int) -> None:
        """Highlight ``ply`` and scroll to it; emits nothing (the window calls this)."""
        self.model.set_current_ply(ply)
        if self.current_ply >= 1:
            self.view.scrollTo(self.model.index_of(self.current_ply))
        else:
            self.view.scrollToTop()

    def cell_rect(self, ply: int, *, time: bool = False) -> QRect:
        """The viewport rectangle of ``ply``'s move (or time) cell, for clicks and tests."""
        return self.view.visualRect(self.model.index_of(ply, time=time))

    def _select(self, ply: int) -> None:
        ply = max(0, min(ply, len(self.rows)))
        self.set_current_ply(ply)
        self.ply_selected.emit(ply)

    def _on_clicked(self, index: QModelIndex) -> None:
        ply = self.model.ply_of(index)
        if ply is None or ply > len(self.rows):
            return
        entry = self.rows.entry(ply)
        self._select(ply)
        if entry.variations and index.column() in _MOVE_COLUMNS:
            pos = self.view.last_click
            if MoveDelegate.marker_rect(self.view.visualRect(index)).contains(QPointF(pos)):
                self.variation_menu(ply).popup(self.view.viewport().mapToGlobal(pos))

    # -- variations
    def variation_menu(self, ply: int) -> QMenu:
        """A menu of the variations at ``ply``; triggering item ``i`` emits
        ``variation_selected(ply, i)``. Raises ``IndexError`` for an unplayed ply."""
        menu = QMenu(self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        entry = self.rows.entry(ply)
        played_text = self.model.move_text(entry)
        played = menu.addAction(self.tr("Played: {0}").format(played_text))
        played.setEnabled(False)
        for i in range(len(entry.variations)):
            label = self.model.move_text(entry, i)
            action = QAction(self.tr("Variation {0}: {1}").format(i + 1, label), menu)
            action.triggered.connect(lambda _=False, i=i: self.select_variation(ply, i))
            menu.addAction(action)
        return menu

    def select_variation(self, ply: int, index: int) -> None:
        """Pick variation ``index`` at ``ply``: emits ``variation_selected(ply, index)``.

        Raises:
            IndexError: no such ply or variation.
        """
        variations = self.rows.entry(ply).variations
        if not 0 <= index < len(variations):
            raise IndexError(f"ply {ply} has {len(variations)} variations, not #{index + 1}")
        self.variation_selected.emit(ply, index)

    def _on_context_menu(self, pos: QPoint) -> None:
        ply = self.model.ply_of(self.view.indexAt(pos))
        if ply is not None and ply <= len(self.rows) and self.rows.entry(ply).variations:
            self.variation_menu(ply).popup(self.view.viewport().mapToGlobal(pos))
