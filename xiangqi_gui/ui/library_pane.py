"""The library pane: search the game library by header fields or by the board's position.

Widgets only; :mod:`xiangqi_gui.app.library_panel` runs the queries and imports. The pane
has search fields (player, event, date from/to, result, opening), a "Search" button, a
"This position" button with "mirror" and "colours swapped" options, an "Import…" button
with a progress bar, a table of the moves played next (move, games, Red's score) and a
table of games; double-click on a game emits :attr:`LibraryPane.game_activated` with its
library id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import display_header
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.table_rows import one_line_rows

if TYPE_CHECKING:  # the database code loads at the library's first use (start-up)
    from xiangqi_gui.library.search import NextMove
    from xiangqi_gui.library.store import GameRow

_ID_ROLE = Qt.ItemDataRole.UserRole + 1


def _score(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}%"


class LibraryPane(QWidget):
    """See the module docstring.

    Signals:
        search_requested(): the header search fields should be searched.
        position_requested(): the board's position should be looked up.
        import_requested(): the user wants to import files or a folder.
        game_activated(int): a game row was double-clicked (library game id).
    """

    search_requested = Signal()
    position_requested = Signal()
    import_requested = Signal()
    game_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_edit = QLineEdit()
        self.event_edit = QLineEdit()
        self.from_edit = QLineEdit()
        self.from_edit.setPlaceholderText("2001.01.01")
        self.to_edit = QLineEdit()
        self.to_edit.setPlaceholderText("2001.12.31")
        self.result_box = QComboBox()
        for text, data in (("", ""), ("1-0", "1-0"), ("0-1", "0-1"),
                           ("1/2-1/2", "1/2-1/2"), ("*", "*")):
            self.result_box.addItem(text, data)
        self.opening_edit = QLineEdit()
        self.labels = [QLabel() for _ in range(5)]  # Player, Event, Date, Result, Opening
        form = QFormLayout()
        form.addRow(self.labels[0], self.player_edit)
        form.addRow(self.labels[1], self.event_edit)
        dates = QHBoxLayout()
        dates.addWidget(self.from_edit)
        dates.addWidget(QLabel("–"))
        dates.addWidget(self.to_edit)
        form.addRow(self.labels[2], dates)
        form.addRow(self.labels[3], self.result_box)
        form.addRow(self.labels[4], self.opening_edit)
        self.search_button = QPushButton()
        self.search_button.clicked.connect(self.search_requested)
        self.position_button = QPushButton()
        self.position_button.clicked.connect(self.position_requested)
        self.mirror_box = QCheckBox()
        self.colour_box = QCheckBox()
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_requested)
        # two rows: the pane stays narrow enough to share a laptop screen with the board
        buttons = QVBoxLayout()
        first, second = QHBoxLayout(), QHBoxLayout()
        first.addWidget(self.search_button)
        first.addWidget(self.position_button)
        first.addStretch(1)
        first.addWidget(self.import_button)
        second.addWidget(self.mirror_box)
        second.addWidget(self.colour_box)
        second.addStretch(1)
        buttons.addLayout(first)
        buttons.addLayout(second)
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.moves_table = self._table(3)
        self.games_table = self._table(8)
        self.games_table.doubleClicked.connect(self._on_double_click)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        layout.addWidget(self.moves_table, 1)
        layout.addWidget(self.games_table, 2)
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        """Every label in the UI language (again when it changes)."""
        self.result_box.setItemText(0, self.tr("any"))
        self.opening_edit.setPlaceholderText(self.tr("ECCO code or name, e.g. C45"))
        for label, text in zip(self.labels, (self.tr("Player"), self.tr("Event"),
                                             self.tr("Date"), self.tr("Result"),
                                             self.tr("Opening")), strict=True):
            label.setText(text)
        self.search_button.setText(self.tr("Search"))
        self.position_button.setText(self.tr("This position"))
        self.position_button.setToolTip(self.tr("Games that reach the position on the board"))
        self.mirror_box.setText(self.tr("mirrored too"))
        self.colour_box.setText(self.tr("colours swapped too"))
        self.import_button.setText(self.tr("Import…"))
        self.moves_table.setHorizontalHeaderLabels([self.tr("Next move"), self.tr("Games"),
                                                    self.tr("Red scores")])
        self.games_table.setHorizontalHeaderLabels([
            self.tr("Red"), self.tr("Black"), self.tr("Result"), self.tr("Date"),
            self.tr("Event"), self.tr("ECCO"), self.tr("Plies"), self.tr("Ply")])
        for table in (self.moves_table, self.games_table):
            _fit_headings(table)

    def _table(self, columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().setVisible(False)
        one_line_rows(table)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        table.horizontalHeader().setStretchLastSection(True)
        table.setSortingEnabled(True)
        return table

    # -- showing results --------------------------------------------------------------------
    def show_games(self, games: Sequence[tuple[GameRow, int | None]]) -> None:
        """Fill the games table: (row, ply where the position stands or None)."""
        table = self.games_table
        table.setSortingEnabled(False)
        table.setRowCount(len(games))
        mark = QCoreApplication.translate("MainWindow", " … [{0} more characters not shown]")
        for r, (row, ply) in enumerate(games):
            values = [row.red, row.black, row.result, row.date, row.event, row.ecco,
                      row.plies, "" if ply is None else ply]
            for c, value in enumerate(values):
                if isinstance(value, str):
                    value = display_header(value, mark)  # a 50 MB field is cut (issue 12)
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)
                item.setData(_ID_ROLE, row.id)
                table.setItem(r, c, item)
        table.setSortingEnabled(True)

    def show_moves(self, moves: Sequence[NextMove]) -> None:
        """Fill the next-moves table."""
        table = self.moves_table
        table.setSortingEnabled(False)
        table.setRowCount(len(moves))
        for r, move in enumerate(moves):
            for c, value in enumerate((f"{move.chinese}  {move.iccs}", move.count,
                                       _score(move.red_score))):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)
                table.setItem(r, c, item)
        table.setSortingEnabled(True)

    def set_summary(self, text: str) -> None:
        """Show one line above the tables."""
        self.summary.setText(text)

    def _on_double_click(self, index: object) -> None:
        item = self.games_table.item(self.games_table.currentRow(), 0)
        if item is not None:
            self.game_activated.emit(int(item.data(_ID_ROLE)))


def _fit_headings(table: QTableWidget) -> None:
    """Widen each column the user has not made wider to show its whole heading (Vietnamese
    "Nước đi tiếp theo" was cut at the default 100 px)."""
    header = table.horizontalHeader()
    for column in range(header.count()):
        header.resizeSection(column, max(header.sectionSize(column),
                                         header.sectionSizeHint(column)))
