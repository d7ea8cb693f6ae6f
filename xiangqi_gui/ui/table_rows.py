"""One line per row in the program's lists: the games list, the library's tables, the
analysis lines, the tournament window's tables and the time-control dialog's stages.

Qt gives a table's rows the style's default section height (30 px with the Fusion style
at 96 dpi), nearly twice a line of the UI font (17 px), and wraps a long cell onto a
second line that the row then cuts in the middle (fresh-user trial, issue 11: "double-height
library rows"). :func:`one_line_rows` makes every row one line of the table's font high, the
same for every row, with long cells cut with "…". A table whose cells hold editors (the
tournament's result choosers, the time control's spin boxes) gets rows as high as the
tallest of them needs, so that none is cut.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

ROW_PADDING = 6
"""Pixels of a row beyond one line of its font (3 above, 3 below)."""


def row_height(table: QTableView, editors: Sequence[type[QWidget]] = ()) -> int:
    """The height of every row of ``table``: one line of its font plus :data:`ROW_PADDING`,
    or, when taller, what the tallest of the ``editors`` (widget classes shown in its cells,
    e.g. ``QComboBox``) asks for in the table's font, plus the grid line."""
    grid = 1 if table.showGrid() else 0
    return max([table.fontMetrics().height() + ROW_PADDING,
                *(_editor_height(kind, table) + grid for kind in editors)])


def _editor_height(kind: type[QWidget], table: QTableView) -> int:
    """The height an editor of class ``kind`` asks for in ``table``'s font (px)."""
    probe = kind()
    probe.setFont(table.font())
    return probe.sizeHint().height()


def one_line_rows(table: QTableView, editors: Sequence[type[QWidget]] = ()) -> None:
    """Give ``table`` rows of :func:`row_height` (for cells holding ``editors``), fixed (no
    row grows for its contents), and cells that do not wrap."""
    table.setWordWrap(False)
    header = table.verticalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    header.setMinimumSectionSize(1)
    header.setDefaultSectionSize(row_height(table, editors))
