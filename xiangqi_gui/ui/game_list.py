"""The list of a multi-game file's games: sortable, filterable, filled progressively.

:class:`GameListModel` holds one row per game (number, Red, Black, event, date, round,
result, ECCO/opening, plies, problem); rows arrive in batches while the file is indexed
in a worker thread with the plies the index counted (plain movetext), and the plies and
problem columns are set again as each game is checked. :class:`GameListWidget` shows the
model behind a filter box (any column, case-insensitive) with a progress bar; double-click
or Enter on a row emits :attr:`GameListWidget.game_activated` with the game's 0-based
index in the file. A game with a problem is marked (red text, the reason in the last
column and as tooltip); the other games stay usable. Beside the filter: how many games the
list holds, and how many the filter shows ("12 / 1,125 games").
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import list_row
from xiangqi_gui.ui.live_text import live

_Index = QModelIndex | QPersistentModelIndex
#: Seconds between two shown progress updates (see :meth:`GameListWidget.set_progress`).
PROGRESS_SECONDS = 0.25

#: Tag names per column (the first match is shown); ``None`` = computed column.
_COLUMN_TAGS: tuple[tuple[str, ...] | None, ...] = (
    None, ("Red",), ("Black",), ("Event",), ("Date",), ("Round",), ("Result",),
    ("ECCO", "Opening", "Variation"), None, None)
NUMBER, RED, BLACK, EVENT, DATE, ROUND, RESULT, OPENING, PLIES, PROBLEM = range(10)
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


class GameListModel(QAbstractTableModel):
    """Rows of game facts; see the module docstring for the columns."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[Any]] = []
        self._row_of: dict[int, int] = {}  # game index -> row
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
                low = at if low is None else min(low, at)
                high = at if high is None else max(high, at)
        if low is not None and high is not None:
            self.dataChanged.emit(self.index(low, PLIES), self.index(high, PROBLEM))

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
        row = self._rows[index.row()]
        value = row[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == PLIES:
                return "…" if value is None else str(value)
            return str(value)
        if role == SORT_ROLE:
            if index.column() in (NUMBER, PLIES):
                return -1 if value is None else value
            return str(value).casefold()
        if role == Qt.ItemDataRole.ForegroundRole and row[PROBLEM]:
            return _BAD
        if role == Qt.ItemDataRole.ToolTipRole and row[PROBLEM]:
            return str(row[PROBLEM])
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers_titles()[section]
        return None


class _FilterProxy(QSortFilterProxyModel):
    """Filters only; sorting is forwarded to the source model (see GameListModel.sort)."""

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)


class GameListWidget(QWidget):
    """Filter box, sortable table and progress bar over a :class:`GameListModel`.

    Signals:
        game_activated(int): a game was double-clicked or Enter pressed (0-based index).
    """

    game_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = GameListModel(self)
        self.proxy = _FilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter_edit = QLineEdit()
        live(self.filter_edit, lambda: self.filter_edit.setPlaceholderText(
            self.tr("Filter: player, event, date, opening…")))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.filter_edit.textChanged.connect(lambda _text: self.show_count())
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.horizontalHeader().setSortIndicator(NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(self._on_activated)
        self.table.activated.connect(self._on_activated)
        self.progress = QProgressBar()
        self._progress_at = 0.0
        self.progress.setRange(0, 1000)
        self.progress.setTextVisible(True)
        self.status = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.status)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
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
