"""RecordBrowser: step through a loaded record (main line and variations), read-only.

The board shows the position at the current ply and takes no input; the score sheet shows
the current line (the main line, or the line through the variations picked with the sheet's
``variation_selected``), with the record's comments as notes and a marker where
alternatives exist. Navigation follows a :class:`~xiangqi_gui.game.GameCursor`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Signal

from xiangqi_gui.game import GameCursor, GameNode, GameRecord
from xiangqi_gui.game.display import display_comment
from xiangqi_gui.game.edit import play_into
from xiangqi_gui.game.node import nag_symbol
from xiangqi_gui.play.sheet import ScoreRows
from xiangqi_gui.rules import Move, Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.score_sheet import ScoreSheet

SHOWN_PLIES = 200
"""The moves at each end of a line whose texts :func:`prepare_line` writes: more than a
sheet shows at once (100 rows), so the thread that prepares a game notates the rows in
sight at its start or its end, not the window's paint."""


@dataclass(frozen=True)
class PreparedLine:
    """A line of a record made ready to show (:func:`prepare_line`).

    Attributes:
        record: the record.
        nodes: the line's nodes, ply 1 first.
        rows: the score sheet of the line, with the record's comments and NAG symbols as
            notes and the alternatives at each ply as variations.
        alternatives: ply -> the other children of the node before that ply.
    """

    record: GameRecord
    nodes: list[GameNode]
    rows: ScoreRows
    alternatives: dict[int, list[GameNode]]


def prepare_line(record: GameRecord, nodes: list[GameNode] | None = None, *,
                 notated: int = SHOWN_PLIES) -> PreparedLine:
    """``nodes`` (default: the main line) of ``record`` ready to show: any thread may call
    this, so that a worker replays a long game rather than the UI thread (a 6,000-ply
    record took 0.2 s; issue 12), and writes the texts of the first and last ``notated``
    moves (the sheet notated them inside its paint, ~0.1 ms a move; the UI thread passes 0:
    the sheet then writes those it shows).

    Raises:
        FenError: a bad start position; IllegalMoveError: an illegal move (naming its ply).
    """
    line = record.mainline_nodes() if nodes is None else nodes
    alternatives: dict[int, list[GameNode]] = {}
    variations: dict[int, list[Move]] = {}
    parent = record.root
    for ply, node in enumerate(line, start=1):
        others = [c for c in parent.children if c is not node]
        if others:
            alternatives[ply] = others
            variations[ply] = [c.move for c in others if c.move is not None]
        parent = node
    notes: dict[int, list[str]] = {}
    mark = QCoreApplication.translate("RecordBrowser", " … [{0} more characters not shown]")
    if record.root.comment:
        notes[0] = [display_comment(record.root.comment, mark)]
    for ply, node in enumerate(line, start=1):
        texts = [display_comment(t, mark) for t in (node.starting_comment, node.comment) if t]
        symbol = nag_symbol(node.nags)  # a file's $2 etc.; a review's comment has it
        if symbol and not node.comment.startswith(symbol):
            texts.insert(0, symbol)
        if texts:
            notes[ply] = texts
    moves = [n.move for n in line if n.move is not None]
    rows = ScoreRows.from_moves(record.start_fen, moves, notes, (), variations)
    rows.write_texts(notated)
    return PreparedLine(record, line, rows, alternatives)


class RecordBrowser(QObject):
    """Shows one :class:`GameRecord` on a board and a score sheet.

    Signals: ``moved(int)`` after the shown ply changed.
    """

    moved = Signal(int)

    def __init__(self, board: BoardWidget, sheet: ScoreSheet,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.sheet = sheet
        self.record: GameRecord | None = None
        self.cursor: GameCursor | None = None
        self.line: list[GameNode] = []
        self._alternatives: dict[int, list[GameNode]] = {}

    @property
    def ply(self) -> int:
        """The ply shown (0 = start position)."""
        return 0 if self.cursor is None else self.cursor.node.ply

    def load(self, record: GameRecord, ply: int = 0, *,
             prepared: PreparedLine | None = None) -> None:
        """Show ``record``'s main line at ``ply`` (raises ``FenError`` for a bad start);
        ``prepared``: its main line made ready by a worker (:func:`prepare_line`)."""
        self.record = record
        self.cursor = GameCursor(record)
        self.board.set_interactive(False)
        if prepared is not None and prepared.record is record:
            self._show_line(prepared)
        else:
            self._set_line(record.mainline_nodes())
        self.go(ply)

    def _set_line(self, nodes: list[GameNode]) -> None:
        assert self.record is not None
        self._show_line(prepare_line(self.record, nodes, notated=0))

    def _show_line(self, line: PreparedLine) -> None:
        self.line = line.nodes
        self._alternatives = line.alternatives
        self.sheet.set_rows(line.rows, current_ply=0)

    def go(self, ply: int) -> None:
        """Show the position after ``ply`` moves of the current line (clamped)."""
        if self.cursor is None or self.record is None:
            return
        ply = max(0, min(ply, len(self.line)))
        self.cursor.go_to(self.line[ply - 1] if ply else self.record.root)
        self.board.set_position(self.position(), animate=False)
        self.board.set_interactive(False)
        self.sheet.set_current_ply(ply)
        self.moved.emit(ply)

    def step(self, delta: int) -> None:
        """Move ``delta`` plies forward (negative: back)."""
        self.go(self.ply + delta)

    def last(self) -> None:
        """Show the end of the current line."""
        self.go(len(self.line))

    def position(self) -> Position:
        """A copy of the position shown."""
        assert self.cursor is not None
        return self.cursor.position.copy()

    @property
    def node(self) -> GameNode | None:
        """The node shown (the root at the start), or None before a record is loaded."""
        return None if self.cursor is None else self.cursor.node

    def show_node(self, node: GameNode) -> None:
        """Show ``node`` of the loaded record: the line becomes the path to it plus its own
        continuation (a variation is entered as the sheet's ``variation_selected`` does)."""
        path: list[GameNode] = []
        walk: GameNode | None = node
        while walk is not None and walk.parent is not None:
            path.append(walk)
            walk = walk.parent
        path.reverse()
        self._set_line(path + list(node.mainline()))
        self.go(len(path))

    def play(self, move: Move) -> GameNode:
        """打谱: play ``move`` (legal in the position shown, else ``ValueError``) at the
        current node: the existing continuation with that move is followed, or a new
        variation is added after the others. Returns the node now shown."""
        node = self.node
        if node is None:
            raise ValueError("no record is loaded")
        if not self.position().is_legal(move):
            raise ValueError(f"{move.iccs} is not legal in {self.position().fen()}")
        child = play_into(node, move)
        self.show_node(child)
        return child

    def select_variation(self, ply: int, index: int) -> None:
        """Follow alternative ``index`` (as listed on the sheet) to the move at ``ply``: the
        line becomes the path to it plus its own continuation; the board shows it."""
        alternatives = self._alternatives.get(ply, [])
        if not 0 <= index < len(alternatives):
            raise IndexError(f"ply {ply} has {len(alternatives)} alternatives, not #{index + 1}")
        node = alternatives[index]
        self._set_line(self.line[:ply - 1] + [node, *node.mainline()])
        self.go(ply)
