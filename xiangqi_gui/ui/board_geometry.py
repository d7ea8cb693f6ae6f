"""Pixel geometry of the xiangqi board for any widget size (pure Python, no Qt).

Model squares follow the rules core (ICCS): ``sq = rank * 9 + file``, file 0..8 =
``a``..``i`` from Red's left, rank 0..9 from Red's side. The board is drawn with
the pieces on the 9 x 10 line intersections, so the grid is 8 cells wide and
9 cells high, plus margins for the pieces on the edge lines and a row of file
numbers above and below.

Flipping (``flipped=True``) is a 180-degree rotation of the view only (case R21 in
docs/references.md §8; docs/architecture.md, "Coordinates"): the point of square
``sq`` becomes its point reflection through the board centre. It is never a mirror,
and model squares never change.

All lengths are in logical (device-independent) pixels as floats; the origin is
the widget's top-left corner, y grows downwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

FILES = 9
RANKS = 10
SQUARES = FILES * RANKS

#: Margin left and right of the outer files, in cells (room for a piece disc and the frame).
SIDE_MARGIN = 0.62
#: Margin above and below the outer ranks, in cells (piece disc plus a row of file numbers).
END_MARGIN = 1.15
#: Piece disc radius, in cells.
PIECE_RADIUS = 0.46

#: Chinese file numbers of Red, indexed by file a..i (Red counts from its right: file i is 一).
RED_FILE_NUMBERS = ("九", "八", "七", "六", "五", "四", "三", "二", "一")
#: File numbers of Black, indexed by file a..i (Black counts from its right: file a is 1).
BLACK_FILE_NUMBERS = ("1", "2", "3", "4", "5", "6", "7", "8", "9")


class Point(NamedTuple):
    """A widget position in logical pixels."""

    x: float
    y: float


class Label(NamedTuple):
    """One file number to draw: its text, centre point, and the side it belongs to."""

    text: str
    center: Point
    red: bool


@dataclass(frozen=True)
class BoardGeometry:
    """Square <-> pixel mapping for a widget of ``width`` x ``height`` logical pixels.

    The board keeps its aspect ratio and is centred; ``cell`` is the distance
    between two adjacent lines. Raises ``ValueError`` when a size is not positive.
    """

    width: float
    height: float
    flipped: bool = False

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"board size must be positive, got {self.width} x {self.height}")

    @property
    def cell(self) -> float:
        """Distance between adjacent lines, in logical pixels."""
        return min(
            self.width / (FILES - 1 + 2 * SIDE_MARGIN),
            self.height / (RANKS - 1 + 2 * END_MARGIN),
        )

    @property
    def left(self) -> float:
        """x of the leftmost line (view column 0)."""
        return (self.width - (FILES - 1) * self.cell) / 2

    @property
    def top(self) -> float:
        """y of the topmost line (view row 0)."""
        return (self.height - (RANKS - 1) * self.cell) / 2

    @property
    def piece_radius(self) -> float:
        """Radius of a piece disc, in logical pixels."""
        return PIECE_RADIUS * self.cell

    def board_rect(self) -> tuple[float, float, float, float]:
        """``(x, y, width, height)`` of the whole board: the grid plus its margins."""
        x = self.left - SIDE_MARGIN * self.cell
        y = self.top - END_MARGIN * self.cell
        return (
            x,
            y,
            (FILES - 1 + 2 * SIDE_MARGIN) * self.cell,
            (RANKS - 1 + 2 * END_MARGIN) * self.cell,
        )

    def view_cell(self, sq: int) -> tuple[int, int]:
        """Return ``(column, row)`` of square ``sq`` on screen, column 0 left, row 0 top.

        Raises ``ValueError`` when ``sq`` is not in 0..89.
        """
        if not 0 <= sq < SQUARES:
            raise ValueError(f"square out of range 0..89: {sq}")
        file, rank = sq % FILES, sq // FILES
        if self.flipped:
            return FILES - 1 - file, rank
        return file, RANKS - 1 - rank

    def square_of_cell(self, column: int, row: int) -> int:
        """Inverse of :meth:`view_cell`; raises ``ValueError`` outside 0..8 x 0..9."""
        if not (0 <= column < FILES and 0 <= row < RANKS):
            raise ValueError(f"view cell out of range: ({column}, {row})")
        if self.flipped:
            return row * FILES + (FILES - 1 - column)
        return (RANKS - 1 - row) * FILES + column

    def grid_point(self, column: float, row: float) -> Point:
        """Pixel of a (possibly fractional) view grid position."""
        return Point(self.left + column * self.cell, self.top + row * self.cell)

    def point(self, sq: int) -> Point:
        """Centre of square ``sq`` (its line intersection) in logical pixels."""
        column, row = self.view_cell(sq)
        return self.grid_point(column, row)

    def square_at(self, x: float, y: float) -> int | None:
        """Return the square whose intersection is nearest to ``(x, y)``.

        A square owns the cell-sized box centred on its intersection; points
        outside all 90 boxes (the coordinate margins, outside the widget) give
        ``None``.
        """
        column = round((x - self.left) / self.cell)
        row = round((y - self.top) / self.cell)
        if not (0 <= column < FILES and 0 <= row < RANKS):
            return None
        centre = self.grid_point(column, row)
        half = self.cell / 2
        if abs(x - centre.x) > half or abs(y - centre.y) > half:
            return None
        return self.square_of_cell(column, row)

    def file_labels(self) -> list[Label]:
        """The 18 file numbers: Red's along Red's side, Black's along Black's side.

        Red's side is the bottom edge unless flipped. Each label sits centred
        over its file, in the margin outside the pieces.
        """
        offset = (RANKS - 1) / 2 + END_MARGIN - (END_MARGIN - PIECE_RADIUS) / 2
        centre_row = (RANKS - 1) / 2
        red_row = centre_row - offset if self.flipped else centre_row + offset
        black_row = centre_row + offset if self.flipped else centre_row - offset
        labels: list[Label] = []
        for file in range(FILES):
            column = FILES - 1 - file if self.flipped else file
            labels.append(Label(RED_FILE_NUMBERS[file], self.grid_point(column, red_row), True))
            labels.append(
                Label(BLACK_FILE_NUMBERS[file], self.grid_point(column, black_row), False)
            )
        return labels
