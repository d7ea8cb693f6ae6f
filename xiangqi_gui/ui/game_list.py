"""The list of a multi-game file's games: sortable, filterable, filled progressively.

:class:`GameListModel` holds one row per game (number, Red, Black, event, date, round,
result, ECCO/opening, plies, problem); rows arrive in batches while the file is indexed
in a worker thread with the plies the index counted (plain movetext), and the plies and
problem columns are set again as each game is checked. :class:`GameListWidget` shows the
model behind a filter box (any column, case-insensitive) with a progress bar; double-click
or Enter on a row emits :attr:`GameListWidget.game_activated` with the game's 0-based
index in the file. The filter applies :data:`FILTER_DELAY_MS` after the last key (Enter
applies it at once) and shows the first match at the top; it matches each game's row text,
made once per row (issue 12: every key refiltered 1,125 games through ``data`` calls,
~100 ms each, and left the list scrolled past the first matches). A game with a problem
is marked (red text, the reason in the last column and as tooltip); the other games stay
usable. Beside the filter: how many games the list holds, and how many the filter shows
("12 / 1,125 games").
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QStaticText,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import list_row
from xiangqi_gui.ui.fitted_text import FittedLabel
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.table_rows import one_line_rows

_Index = QModelIndex | QPersistentModelIndex
#: Seconds between two shown progress updates (see :meth:`GameListWidget.set_progress`).
PROGRESS_SECONDS = 0.25
#: Milliseconds the filter waits after a key for the next one before it applies.
FILTER_DELAY_MS = 200
COUNT_MARGIN = 8
"""Pixels between the games count and the right edge of the list (the dock's edge)."""

#: Tag names per column (the first match is shown); ``None`` = computed column.
_COLUMN_TAGS: tuple[tuple[str, ...] | None, ...] = (
    None, ("Red",), ("Black",), ("Event", "Title"), ("Date",), ("Round",), ("Result",),
    ("ECCO", "Opening", "Variation"), None, None)
NUMBER, RED, BLACK, EVENT, DATE, ROUND, RESULT, OPENING, PLIES, PROBLEM = range(10)
#: Where a model row keeps its search text, after the shown columns (see
#: :meth:`GameListModel.matching_rows`).
_KEY = _COLUMNS = len(_COLUMN_TAGS)
#: Every row's flags (worked out once: a paint asks for each cell's).
_ROW_FLAGS = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
              | Qt.ItemFlag.ItemNeverHasChildren)
#: Sort key role (numbers sort as numbers).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
_BAD = QBrush(QColor(180, 0, 0))
#: The roles :meth:`GameListModel.data` answers (as ints); the others are None at once.
_SERVED_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, SORT_ROLE, Qt.ItemDataRole.ForegroundRole,
    Qt.ItemDataRole.ToolTipRole))


def clip_mark() -> str:
    """The translated mark after a value cut for display (``{0}``: characters left out)."""
    return QCoreApplication.translate("MainWindow", " … [{0} more characters not shown]")


def game_row(tags: Mapping[str, str], mark: str, plies: int | None = None) -> list[Any]:
    """The list row of a game with headers ``tags`` and ``plies`` moves as far as known
    (:func:`~xiangqi_gui.game.display.list_row`: values cut for display, ``mark`` from
    :func:`clip_mark`). Pure Python: a worker makes rows, the UI thread appends them
    (:meth:`GameListModel.append_rows`)."""
    return list_row(tags, mark, plies)


KeptRows = tuple[list[list[Any]], dict[int, int]]
"""A model's rows and their places by game index (see :meth:`GameListModel.take_rows`)."""


class GameListModel(QAbstractTableModel):
    """Rows of game facts; see the module docstring for the columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[Any]] = []
        self._row_of: dict[int, int] = {}  # game index -> row
        #: How many search texts were made (tests count them)
        self.keys_made = 0
        # the column titles are asked for at each paint: a new language repaints them
        live(self, lambda: self.headerDataChanged.emit(
            Qt.Orientation.Horizontal, 0, len(self.headers_titles()) - 1))

    def headers_titles(self) -> list[str]:
        return [self.tr("No."), self.tr("Red"), self.tr("Black"), self.tr("Event"),
                self.tr("Date"), self.tr("Round"), self.tr("Result"),
                self.tr("ECCO / opening"), self.tr("Plies"), self.tr("Problem")]

    # -- filling ---------------------------------------------------------------------------
    def clear(self) -> None:
        """Remove every row."""
        self.beginResetModel()
        self._rows = []
        self._row_of = {}
        self.endResetModel()

    def take_rows(self) -> KeptRows:
        """Remove every row and return them, to be shown again by :meth:`put_rows` (the
        list of a file kept aside while another file is being opened)."""
        kept = (self._rows, self._row_of)
        self.clear()  # new containers: the kept ones are no longer changed here
        return kept

    def put_rows(self, kept: KeptRows) -> None:
        """Replace the rows by ``kept`` (from :meth:`take_rows`), in their order."""
        self.beginResetModel()
        self._rows, self._row_of = kept
        self.endResetModel()

    def append_games(self, headers: Iterable[Mapping[str, str]],
                     plies: Iterable[int | None] | None = None) -> None:
        """Append one row per game, numbered on from the rows already there.

        ``plies`` gives each game's move count as far as it is known before checking (the
        index counts the moves of plain movetext; None shows "…" until
        :meth:`set_checked` gives the checked count)."""
        mark = clip_mark()
        counts = iter(plies) if plies is not None else None
        self.append_rows([game_row(tags, mark, next(counts, None) if counts else None)
                          for tags in headers])

    def append_rows(self, new: list[list[Any]]) -> None:
        """Append rows made by :func:`game_row` (in any thread), numbered on from the rows
        already there; the rows become the model's."""
        start = len(self._rows)
        if not new:
            return
        self.beginInsertRows(QModelIndex(), start, start + len(new) - 1)
        for at, row in enumerate(new, start):
            row[NUMBER] = at + 1
            row.append(self._key(row))
            self._row_of[at] = at
        self._rows.extend(new)
        self.endInsertRows()

    def set_checked(self, results: Iterable[tuple[int, int, str]]) -> None:
        """Record ``(game index, plies, problem or "")`` for checked games."""
        low, high = None, None
        for index, plies, problem in results:
            at = self._row_of.get(index)
            if at is not None:
                row = self._rows[at]
                row[PLIES], row[PROBLEM] = plies, problem
                row[_KEY] = self._key(row)
                low = at if low is None else min(low, at)
                high = at if high is None else max(high, at)
        if low is not None and high is not None:
            self.dataChanged.emit(self.index(low, PLIES), self.index(high, PROBLEM))

    def matching_rows(self, needle: str, rows: Iterable[int] | None = None) -> list[int]:
        """The rows (of ``rows``, default all, in that order) whose text in any column
        holds ``needle``, case-insensitive (case-folded): one pass over a text each row
        keeps (made when it is appended or checked), instead of a ``data`` call per cell."""
        needle = needle.casefold()
        table = self._rows
        if rows is None:
            return [at for at, row in enumerate(table) if needle in row[_KEY]]
        return [at for at in rows if needle in table[at][_KEY]]

    def _key(self, row: list[Any]) -> str:
        """The row's shown texts, case-folded, joined by a unit separator (no match
        across two columns)."""
        self.keys_made += 1
        plies = row[PLIES]
        return "\x1f".join((str(row[NUMBER]), *row[RED:PLIES],
                             "…" if plies is None else str(plies), row[PROBLEM])).casefold()

    def shown(self, row: int, column: int) -> tuple[str, bool]:
        """The text shown at (``row``, ``column``) and whether the game has a problem."""
        values = self._rows[row]
        value = values[column]
        if column == PLIES and value is None:
            return "…", bool(values[PROBLEM])
        return str(value), bool(values[PROBLEM])

    def value(self, row: int, column: int, role: int) -> Any:
        """:meth:`data` of the cell at (``row``, ``column``) without a model index."""
        if role not in _SERVED_ROLES:
            return None
        values = self._rows[row]
        value = values[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == PLIES:
                return "…" if value is None else str(value)
            return str(value)
        if role == SORT_ROLE:
            if column in (NUMBER, PLIES):
                return -1 if value is None else value
            return str(value).casefold()
        if role == Qt.ItemDataRole.ForegroundRole and values[PROBLEM]:
            return _BAD
        if role == Qt.ItemDataRole.ToolTipRole and values[PROBLEM]:
            return str(values[PROBLEM])
        return None

    def problem(self, game: int) -> str:
        """The problem text of game ``game`` (0-based; "" when none is known)."""
        return str(self._rows[self._row_of[game]][PROBLEM])

    def game_at(self, row: int) -> int:
        """The 0-based game index shown in ``row``."""
        return int(self._rows[row][NUMBER]) - 1

    def row_of(self, game: int) -> int:
        """The row showing game ``game`` (0-based), or -1."""
        return self._row_of.get(game, -1)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (numbers as numbers, text case-folded).

        Done here with Python's sort rather than by the proxy: 72,000 rows sort in a
        fraction of a second instead of calling :meth:`data` per comparison.
        """
        if not 0 <= column < len(_COLUMN_TAGS):
            return
        self.layoutAboutToBeChanged.emit()
        old = {id(row): i for i, row in enumerate(self._rows)}
        persistent = self.persistentIndexList()
        if column in (NUMBER, PLIES):
            self._rows.sort(key=lambda r: -1 if r[column] is None else r[column],
                            reverse=order == Qt.SortOrder.DescendingOrder)
        else:
            self._rows.sort(key=lambda r: str(r[column]).casefold(),
                            reverse=order == Qt.SortOrder.DescendingOrder)
        self._row_of = {row[NUMBER] - 1: i for i, row in enumerate(self._rows)}
        new_of_old = {old[id(row)]: i for i, row in enumerate(self._rows)}
        self.changePersistentIndexList(
            persistent, [self.index(new_of_old[p.row()], p.column()) for p in persistent])
        self.layoutChanged.emit()

    # -- Qt model API ----------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(_COLUMN_TAGS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _SERVED_ROLES or not index.isValid():
            return None  # a view asks ~9 roles per cell and paint; most are never served
        return self.value(index.row(), index.column(), role)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers_titles()[section]
        return None


class FilterProxy(QAbstractProxyModel):
    """The rows of a :class:`GameListModel` whose text holds the filter text, in the
    model's order (sorting is the model's, see :meth:`GameListModel.sort`).

    :meth:`set_filter` finds the rows in one pass over the model's row texts
    (:meth:`GameListModel.matching_rows`; a longer text searches only the rows shown) and
    resets the view once, where a ``QSortFilterProxyModel`` called ``data`` for every cell
    and removed the hidden rows range by range. Rows the model appends while a file is read
    are filtered as they come, and a checked game that no longer (or now) matches is hidden
    (shown) at once: the checked rows alone are searched again.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model: GameListModel | None = None
        self._needle = ""
        self._shown: list[int] | None = None  # model rows shown; None: all of them
        self._at: dict[int, int] | None = None  # model row -> proxy row, made when asked
        self._persistent: list[tuple[QModelIndex, int, int]] = []

    # -- source ----------------------------------------------------------------------------
    def setSourceModel(self, model: QAbstractItemModel) -> None:  # noqa: N802 (Qt API)
        if not isinstance(model, GameListModel):
            raise TypeError("FilterProxy filters a GameListModel")
        super().setSourceModel(model)
        self._model = model
        model.modelAboutToBeReset.connect(self.beginResetModel)
        model.modelReset.connect(self._on_reset)
        model.rowsInserted.connect(self._on_inserted)
        model.dataChanged.connect(self._on_changed)
        model.layoutAboutToBeChanged.connect(self._on_layout_coming)
        model.layoutChanged.connect(self._on_layout)

    @property
    def filter_text(self) -> str:
        """The text the rows shown hold ("" = every row)."""
        return self._needle

    def set_filter(self, text: str) -> None:
        """Show the rows whose text in any column holds ``text`` (case-insensitive); ""
        shows every row. One view reset."""
        model = self._model
        if model is None:
            return
        narrower = bool(self._needle) and self._needle.casefold() in text.casefold()
        self.beginResetModel()
        if not text:
            self._shown = None
        else:
            within = self._shown if narrower else None
            self._shown = model.matching_rows(text, within)
        self._needle = text
        self._at = None
        self.endResetModel()

    def _on_reset(self) -> None:
        self._shown = None if not self._needle else []
        self._at = None
        self.endResetModel()

    def _on_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        assert self._model is not None
        if self._shown is None:
            self.beginInsertRows(QModelIndex(), first, last)
            self.endInsertRows()
            return
        new = self._model.matching_rows(self._needle, range(first, last + 1))
        if new:
            start = len(self._shown)
            self.beginInsertRows(QModelIndex(), start, start + len(new) - 1)
            self._shown.extend(new)
            self._at = None
            self.endInsertRows()

    def _on_changed(self, top: QModelIndex, bottom: QModelIndex, *_roles: object) -> None:
        if self._shown is None:
            self.dataChanged.emit(self.index(top.row(), top.column()),
                                  self.index(bottom.row(), bottom.column()))
            return
        assert self._model is not None
        first, last = top.row(), bottom.row()
        shown = self._shown  # model rows, ascending
        low, high = bisect_left(shown, first), bisect_right(shown, last)
        now = self._model.matching_rows(self._needle, range(first, last + 1))
        if now != shown[low:high]:
            self._rematch(low, high, now)
        if self.rowCount():  # every shown row of the range may have changed: repaint them
            low, high = bisect_left(shown, first), bisect_right(self._shown, last)
            if high > low:
                self.dataChanged.emit(self.index(low, top.column()),
                                      self.index(high - 1, bottom.column()))

    def _rematch(self, low: int, high: int, now: list[int]) -> None:
        """Shown rows ``low`` .. ``high - 1`` become ``now`` (model rows, ascending): the
        rows that no longer match leave and those that now match come, run by run, so the
        rows that stay (the selected game) keep their indexes."""
        shown = self._shown
        assert shown is not None
        kept = set(now)
        at = high - 1
        while at >= low:  # from the end: the rows before stay put
            if shown[at] in kept:
                at -= 1
                continue
            end = at
            while at > low and shown[at - 1] not in kept:
                at -= 1
            self.beginRemoveRows(QModelIndex(), at, end)
            del shown[at:end + 1]
            self._at = None
            self.endRemoveRows()
            at -= 1
        position, next_new = low, 0
        while next_new < len(now):
            if position < len(shown) and shown[position] == now[next_new]:
                position, next_new = position + 1, next_new + 1  # a row that stayed
                continue
            run_end = next_new
            while run_end < len(now) and not (position < len(shown)
                                              and shown[position] == now[run_end]):
                run_end += 1
            self.beginInsertRows(QModelIndex(), position, position + run_end - next_new - 1)
            shown[position:position] = now[next_new:run_end]
            self._at = None
            self.endInsertRows()
            position += run_end - next_new
            next_new = run_end

    def _on_layout_coming(self, *_args: object) -> None:
        """The model is about to sort: remember each persistent index's game."""
        assert self._model is not None
        self.layoutAboutToBeChanged.emit()
        self._persistent = [(QModelIndex(p), self._model.game_at(self.source_row(p.row())),
                             p.column()) for p in self.persistentIndexList() if p.isValid()]

    def _on_layout(self, *_args: object) -> None:
        assert self._model is not None
        if self._shown is not None:
            self._shown = self._model.matching_rows(self._needle)
        self._at = None
        old, new = [], []
        for index, game, column in self._persistent:
            old.append(index)
            new.append(self.mapFromSource(self._model.index(self._model.row_of(game), column)))
        self.changePersistentIndexList(old, new)
        self._persistent = []
        self.layoutChanged.emit()

    # -- mapping ---------------------------------------------------------------------------
    def source_row(self, row: int) -> int:
        """The model row shown in ``row``."""
        return row if self._shown is None else self._shown[row]

    def mapToSource(self, proxy: _Index) -> QModelIndex:  # noqa: N802 (Qt API)
        if self._model is None or not proxy.isValid():
            return QModelIndex()
        return self._model.index(self.source_row(proxy.row()), proxy.column())

    def mapFromSource(self, source: _Index) -> QModelIndex:  # noqa: N802 (Qt API)
        if not source.isValid():
            return QModelIndex()
        if self._shown is None:
            return self.index(source.row(), source.column())
        if self._at is None:
            self._at = {row: at for at, row in enumerate(self._shown)}
        at = self._at.get(source.row())
        return QModelIndex() if at is None else self.index(at, source.column())

    # -- Qt model API ----------------------------------------------------------------------
    def index(self, row: int, column: int,
              parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008 (Qt API)
        if parent.isValid() or not (0 <= row < self._count() and 0 <= column < _COLUMNS):
            return QModelIndex()
        return self.createIndex(row, column)

    def _count(self) -> int:
        if self._model is None:
            return 0
        return self._model.rowCount() if self._shown is None else len(self._shown)

    def parent(self, _child: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        return QModelIndex()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else self._count()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else _COLUMNS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # a paint asks ~7 roles per cell: the unserved ones return at once (issue 12)
        if role not in _SERVED_ROLES or self._model is None or not index.isValid():
            return None
        return self._model.value(self.source_row(index.row()), index.column(), role)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return _ROW_FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._model is None:
            return None
        return self._model.headerData(section, orientation, role)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sorting is the model's (:meth:`GameListModel.sort`)."""
        if self._model is not None:
            self._model.sort(column, order)


class _CellDelegate(QStyledItemDelegate):
    """Paints a list cell: the selection, the text (red for a game with a problem) cut to
    the column with "…", from laid-out texts kept per text and width (:class:`QStaticText`).
    One model call per cell where the style's painting asked ~7 roles and laid the text out
    again on every paint (issue 12: a list paint took 16-20 ms)."""

    MARGIN = 4  # pixels left and right of the text
    LIMIT = 8192  # laid-out texts kept (then the cache starts again)

    def __init__(self, model: GameListModel, proxy: FilterProxy, table: QTableView) -> None:
        super().__init__(table)
        self._model = model
        self._proxy = proxy
        self._texts: dict[tuple[str, int], QStaticText] = {}
        self._font = QFont()
        self._metrics = QFontMetricsF(self._font)
        self.set_font(table.font())
        table.installEventFilter(self)  # a new font: texts laid out again
        #: How many texts were laid out (tests count them)
        self.made = 0

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        text, bad = self._model.shown(self._proxy.source_row(index.row()), index.column())
        rect = option.rect
        palette = option.palette
        state = option.state.value
        group = _ACTIVE if state & _STATE_ACTIVE else _INACTIVE
        if state & _STATE_SELECTED:
            painter.fillRect(rect, palette.brush(group, QPalette.ColorRole.Highlight))
            color = palette.color(group, QPalette.ColorRole.HighlightedText)
        else:
            color = _BAD.color() if bad else palette.color(group, QPalette.ColorRole.Text)
        if not text:
            return
        laid = self._laid_out(text, rect.width() - 2 * self.MARGIN)
        painter.setPen(color)
        painter.setFont(self._font)
        top = rect.top() + (rect.height() - laid.size().height()) / 2
        painter.drawStaticText(rect.left() + self.MARGIN, round(top), laid)

    def set_font(self, font: QFont) -> None:
        """Lay texts out in ``font`` (the table's) from now on."""
        self._font = QFont(font)
        self._metrics = QFontMetricsF(font)
        self._texts = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.FontChange and isinstance(watched, QWidget):
            self.set_font(watched.font())
        return False

    def _laid_out(self, text: str, width: int) -> QStaticText:
        laid = self._texts.get((text, width))
        if laid is None:
            if len(self._texts) >= self.LIMIT:
                self._texts = {}
            shown = self._metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
            laid = QStaticText(shown)
            laid.setTextFormat(Qt.TextFormat.PlainText)
            laid.prepare(font=self._font)
            self._texts[(text, width)] = laid
            self.made += 1
        return laid


_ACTIVE, _INACTIVE = QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive
_STATE_ACTIVE = QStyle.StateFlag.State_Active.value
_STATE_SELECTED = QStyle.StateFlag.State_Selected.value


class GameListWidget(QWidget):
    """Filter box, sortable table and progress bar over a :class:`GameListModel`.

    Signals:
        game_activated(int): a game was double-clicked or Enter pressed (0-based index).
    """

    game_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = GameListModel(self)
        self.proxy = FilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.filter_edit = QLineEdit()
        live(self.filter_edit, lambda: self.filter_edit.setPlaceholderText(
            self.tr("Filter: player, event, date, opening…")))
        self.filter_edit.setClearButtonEnabled(True)
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(FILTER_DELAY_MS)
        self._filter_timer.timeout.connect(self.apply_filter)
        self.filter_edit.textChanged.connect(self._on_filter_text)
        self.filter_edit.returnPressed.connect(self.apply_filter)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setItemDelegate(_CellDelegate(self.model, self.proxy, self.table))
        self.table.horizontalHeader().setSortIndicator(NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        one_line_rows(self.table)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(self._on_activated)
        self.table.activated.connect(self._on_activated)
        self.progress = QProgressBar()
        self._progress_at = 0.0
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.progress.hide()  # shown while a file is read or checked (an empty box else)
        self.status = QLabel()
        self.status.setContentsMargins(4, 0, COUNT_MARGIN, 0)  # clear of the dock's edge
        self.source = FittedLabel(1)  # the file listed, cut to the width (whole in its tip)
        self.source.hide()
        # a checked game may now match the filter, or no longer: the count follows
        self.model.dataChanged.connect(
            lambda *_: self.show_count() if self.proxy.filter_text else None)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.status)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.source)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        # the count's words and number format follow the UI language
        live(self.status, lambda: self.show_count() if self.model.rowCount() else None)
        layout.addWidget(self.progress)

    def set_progress(self, fraction: float, text: str) -> bool:
        """Show progress ``fraction`` (0..1) with ``text``; hidden at 1. True when shown.

        Updates closer than :data:`PROGRESS_SECONDS` apart are dropped but for the first
        and the last (0 and 1): ``QProgressBar.setValue`` repaints at once, a few
        milliseconds to 50 ms each time (issue 12: the UI thread never blocks long); it is
        asked to repaint with the next paint event instead.
        """
        now = time.monotonic()
        ends = fraction <= 0.0 or fraction >= 1.0
        if not ends and now - self._progress_at < PROGRESS_SECONDS:
            return False
        self._progress_at = now
        bar = self.progress
        bar.setUpdatesEnabled(False)  # setValue would repaint at once: queue one update
        bar.setFormat(text)
        bar.setValue(round(1000 * max(0.0, min(1.0, fraction))))
        bar.setUpdatesEnabled(True)
        bar.setVisible(fraction < 1.0)
        return True

    @property
    def filter_pending(self) -> bool:
        """True while typed filter text waits for :data:`FILTER_DELAY_MS` to apply."""
        return self._filter_timer.isActive()

    def _on_filter_text(self, text: str) -> None:
        if text:
            self._filter_timer.start()  # (re)starts: applies once typing pauses
        else:
            self.apply_filter()  # cleared: every row, at once

    def apply_filter(self) -> None:
        """Show the games matching the filter box now (:meth:`FilterProxy.set_filter`),
        with the first of them at the top; the game selected stays selected when shown."""
        self._filter_timer.stop()
        text = self.filter_edit.text()
        if text == self.proxy.filter_text:
            return  # shown already (checked rows are matched again as they come)
        current = self.table.selectionModel().selectedRows()
        game = (self.model.game_at(self.proxy.mapToSource(current[0]).row())
                if current else None)
        self.proxy.set_filter(text)
        self.table.scrollToTop()
        if game is not None:
            row = self.proxy.mapFromSource(self.model.index(self.model.row_of(game), 0))
            if row.isValid():  # selected without scrolling to it
                self.table.selectionModel().select(
                    row, QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows)
        self.show_count()

    def set_source(self, name: str, path: str) -> None:
        """Name the file listed (``name``; ``path`` in the tool tip), above the filter."""
        self.source.set_full_text(name)
        self.source.setToolTip(path)
        self.source.setVisible(bool(name))

    def show_count(self) -> None:
        """Show how many games the list holds ("1,125 games"), and while the filter hides
        some how many it shows ("12 / 1,125 games"), in the UI language's number and
        plural forms."""
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        if shown == total or not self.filter_edit.text():
            self.status.setText(self.tr("%Ln game(s)", "", total))
        else:
            self.status.setText(self.tr("%1 / %Ln game(s)", "", total).replace(
                "%1", QLocale().toString(shown)))

    def select_game(self, index: int) -> None:
        """Select the row of game ``index`` (0-based), when it is shown."""
        source = self.model.index(self.model.row_of(index), 0)
        row = self.proxy.mapFromSource(source)
        if row.isValid():
            self.table.selectRow(row.row())

    def _on_activated(self, index: QModelIndex) -> None:
        source = self.proxy.mapToSource(index)
        if source.isValid():
            self.game_activated.emit(self.model.game_at(source.row()))
