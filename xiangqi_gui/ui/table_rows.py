"""One line per row in the program's lists: the games list, the library's tables, the
analysis lines.

Qt gives a table's rows the style's default section height (30 px with the Fusion style
at 96 dpi), nearly twice a line of the UI font (17 px), and wraps a long cell onto a
second line that the row then cuts in the middle (fresh-user trial, issue 11: "double-height
library rows"). :func:`one_line_rows` makes every row one line of the table's font high, the
same for every row, with long cells cut with "…".
"""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTableView

ROW_PADDING = 6
"""Pixels of a row beyond one line of its font (3 above, 3 below)."""


def row_height(table: QTableView) -> int:
    """The height of every row of ``table``: one line of its font plus :data:`ROW_PADDING`."""
    return table.fontMetrics().height() + ROW_PADDING


def one_line_rows(table: QTableView) -> None:
    """Give ``table`` rows of :func:`row_height`, fixed (no row grows for its contents), and
    cells that do not wrap."""
    table.setWordWrap(False)
    header = table.verticalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header.setMinimumSectionSize(1)
    header.setDefaultSectionSize(row_height(table))
