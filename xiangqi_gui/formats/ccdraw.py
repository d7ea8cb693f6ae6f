"""The "text board" tree drawing exported by hbsxcjp's cchess tools (``.pgn_cc``).

Tag pairs as in PGN, then a grid: move rows and connector rows alternate; each cell is
five full-width characters, four for the move (Chinese notation) and one link: ``…``
after a cell means the next cell to the right is an alternative to it (a variation);
``↓`` in the connector row below a cell means the cell under it is its continuation. The
first move row holds ``开始`` (the start position). After the grid, comments are listed as
``(row,column): {text}``; a closing line ``【着法深度…】`` sums the tree up.
"""

from __future__ import annotations

import re

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.pgn_reader import read_pgn_text
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.texts import say

_CELL = 5
_BLANKS = "　 \t"
# row and column: 1..6 ASCII digits; the comment runs to the next brace (linear scan)
_COMMENT = re.compile(r"^\(([0-9]{1,6}),([0-9]{1,6})\):\s*+\{([^{}]*)\}", re.MULTILINE)


def looks_like_tree_drawing(text: str) -> bool:
    """True for the hbsxcjp text-board export (a ``开始`` cell followed by ``↓`` links)."""
    return "开始" in text and "↓" in text and "[" in text


def read_tree_drawing(text: str, source: str = "<drawing>"
                      ) -> list[tuple[RawGame, RecordError | None]]:
    """Parse the drawing into one game (moves as Chinese text, comments attached)."""
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if "开始" in line)
    parsed = read_pgn_text("\n".join(lines[:start]), source)
    game = parsed[0][0] if parsed else RawGame()
    game.line = 1
    grid: list[tuple[int, str]] = []
    for number, line in enumerate(lines[start:], start=start + 1):
        if line.startswith("(") or line.startswith("【") or not line.strip(_BLANKS):
            break
        grid.append((number, line))
    holder = RawMove("")
    try:
        cells = _link(grid, holder, source)
    except RecordError as exc:
        game.children = holder.children
        return [(game, exc)]
    game.children = holder.children
    for match in _COMMENT.finditer("\n".join(lines[start + len(grid):])):
        row, column, comment = int(match[1]), int(match[2]), match[3].strip()
        node = holder if row == 0 else cells.get((row, column))
        if node is holder:
            game.root_comment = comment
        elif node is not None:
            node.comment = comment
    return [(game, None)]


def _cells(line: str) -> list[tuple[str, str]]:
    """(move text, link character) per cell of a move row."""
    out = []
    for left in range(0, len(line), _CELL):
        chunk = line[left:left + _CELL]
        out.append((chunk[:_CELL - 1].strip(_BLANKS + "…"), chunk[_CELL - 1:]))
    return out


def _link(grid: list[tuple[int, str]], holder: RawMove, source: str
          ) -> dict[tuple[int, int], RawMove]:
    """Build the tree under ``holder``; return the nodes by (move row, column)."""
    nodes: dict[tuple[int, int], RawMove] = {}
    parents: dict[tuple[int, int], RawMove] = {}
    for index in range(0, len(grid), 2):
        row = index // 2
        number, line = grid[index]
        below = grid[index - 1][1] if index else ""
        for column, (text, _link_char) in enumerate(_cells(line)):
            if not text or row == 0:
                continue
            node = RawMove(text, line=number)
            parent = _parent(row, column, below, line, nodes, parents, holder)
            if parent is None:
                raise RecordError(source, Location(line=number),
                                  message=say("record.no_predecessor", move=repr(text),
                                              column=column + 1))
            parent.children.append(node)
            nodes[(row, column)] = node
            parents[(row, column)] = parent
    return nodes


def _parent(row: int, column: int, connector: str, line: str,
            nodes: dict[tuple[int, int], RawMove], parents: dict[tuple[int, int], RawMove],
            holder: RawMove) -> RawMove | None:
    at = column * _CELL + 2
    if len(connector) > at and connector[at] == "↓":
        return holder if row == 1 else nodes.get((row - 1, column))
    for left in range(column - 1, -1, -1):  # an alternative to the cell on its left
        if (row, left) in parents:
            return parents[(row, left)]
    return None
