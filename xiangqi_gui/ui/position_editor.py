"""The position editor (摆棋): set up a position by mouse and get its FEN.

Pick a piece from the palette and click points of the board to place it (a click on a point
holding the same piece removes it); with the eraser (清除) a click removes a piece; without a
tool, drag pieces about, and a piece dragged off the board is removed. "Clear" empties the
board, "Start position" sets up the opening array, and the side to move is chosen below.

Every change is checked with the rules core's own FEN checks
(:func:`xiangqi_gui.rules.fen.parse_fen` and :class:`~xiangqi_gui.rules.Position`: points a
piece can never reach (art. 2.2), piece counts (art. 1.2), the generals, and the side not to
move being in check); the reason is shown under the board and OK stays disabled until the
position is possible. :meth:`PositionEditor.fen` gives the result.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.rules import START_FEN, Color, FenError, Position
from xiangqi_gui.rules.fen import parse_fen, placement_fen
from xiangqi_gui.rules.types import Piece
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.messages import render
from xiangqi_gui.ui.on_screen import keep_on_screen
from xiangqi_gui.ui.pieces import piece_char

PALETTE = "KABNRCPkabnrcp"
"""The palette's pieces (FEN letters), Red first."""
ERASER = "-"
"""The palette's eraser tool."""
BOARD_MINIMUM = QSize(270, 300)
"""The least the editor's board shrinks to (px): the dialog fits under a title bar on a
1280x720 screen with a taskbar, and the board is not squashed (issue 11; it was 360x400,
the dialog 704 px high)."""


class EditorBoard(BoardWidget):
    """A board that reports every click on a point (``clicked(int square)``) while a palette
    tool is chosen; otherwise it behaves as the game board (press, drag, drop)."""

    clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tool: str | None = None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self.tool is None:
            super().mousePressEvent(event)
            return
        sq = self.square_at(event.position())
        if sq is not None:
            self.clicked.emit(sq)


def _placement(pieces: dict[int, str]) -> str:
    """The FEN placement field of ``{square: FEN letter}`` (the rules core writes it)."""
    board = [0] * 90
    for sq, symbol in pieces.items():
        board[sq] = Piece.from_symbol(symbol).code
    return placement_fen(board)


def check_fen(fen: str) -> str | None:
    """The reason ``fen`` is an impossible position, or None when it is possible."""
    try:
        parse_fen(fen)
        Position.from_fen(fen)
    except FenError as exc:
        return render(exc.message or str(exc))
    return None


class PositionEditor(QDialog):
    """The editor dialog, starting from ``fen`` (default: the opening array)."""

    changed = Signal(str)

    def __init__(self, fen: str = START_FEN, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Set up a position (摆棋)"))
        self.board = EditorBoard()
        self.board.setMinimumSize(BOARD_MINIMUM)
        self.board.set_animation_ms(0)
        self.board.move_requested.connect(self._on_move)
        self.board.drag_cancelled.connect(self._remove)
        self.board.clicked.connect(self._on_click)
        self.tools = QButtonGroup(self)
        self.tools.setExclusive(False)
        self.tools.buttonToggled.connect(self._on_tool)
        self.tool_buttons: dict[str, QToolButton] = {}
        self.red_to_move = QRadioButton(self.tr("Red to move (红先)"))
        self.black_to_move = QRadioButton(self.tr("Black to move (黑先)"))
        self.red_to_move.toggled.connect(self._update)
        self.fen_edit = QLineEdit()
        self.fen_edit.editingFinished.connect(self._on_fen_typed)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._pieces: dict[int, str] = {}
        self._layout()
        self.set_fen(fen)

    # -- layout ---------------------------------------------------------------------
    def _layout(self) -> None:
        palette = QGridLayout()
        for i, symbol in enumerate(PALETTE):
            button = self._tool_button(symbol, piece_char(symbol))
            palette.addWidget(button, i // 7, i % 7)
        eraser = self._tool_button(ERASER, self.tr("Eraser (清除)"))
        palette.addWidget(eraser, 2, 0, 1, 3)
        self.clear_button = clear = QPushButton(self.tr("Clear (清空)"))
        clear.clicked.connect(self.clear)
        self.start_button = start = QPushButton(self.tr("Start position (初始局面)"))
        start.clicked.connect(lambda: self.set_fen(START_FEN))
        side = QHBoxLayout()
        side.addWidget(self.red_to_move)
        side.addWidget(self.black_to_move)
        actions = QHBoxLayout()
        actions.addWidget(clear)
        actions.addWidget(start)
        layout = QVBoxLayout(self)
        layout.addWidget(self.board, 1)
        layout.addLayout(palette)
        layout.addLayout(actions)
        layout.addLayout(side)
        layout.addWidget(QLabel(self.tr("FEN:")))
        layout.addWidget(self.fen_edit)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)

    def _tool_button(self, key: str, text: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setCheckable(True)
        button.setProperty("tool", key)
        if key != ERASER:
            colour = "#b41414" if key.isupper() else "#191919"
            button.setStyleSheet(f"QToolButton {{ color: {colour}; font-size: 18px; }}")
        self.tools.addButton(button)
        self.tool_buttons[key] = button
        return button

    # -- public API -----------------------------------------------------------------
    def fen(self) -> str:
        """The FEN of the position shown (six fields; counters ``0 1``)."""
        turn = "w" if self.red_to_move.isChecked() else "b"
        return f"{_placement(self._pieces)} {turn} - - 0 1"

    def reason_text(self) -> str | None:
        """Why the position is impossible, or None."""
        return check_fen(self.fen())

    def set_fen(self, fen: str) -> None:
        """Show ``fen``'s placement and side to move (an unreadable FEN shows its reason
        and changes nothing)."""
        try:
            setup = parse_fen(fen)
        except FenError as exc:
            self.reason.setText(self.tr("Cannot read this FEN: %1").replace(
                "%1", render(exc.message or str(exc))))
            return
        # placement only: an impossible position can still be edited into a possible one
        self._pieces = {sq: Piece.from_code(code).symbol()
                        for sq, code in enumerate(setup.board) if code}
        (self.red_to_move if setup.turn is Color.RED else self.black_to_move).setChecked(True)
        self._update()

    def clear(self) -> None:
        """Empty the board."""
        self._pieces = {}
        self._update()

    def place(self, square: int, symbol: str) -> None:
        """Put piece ``symbol`` (FEN letter) on ``square`` (0..89)."""
        self._pieces[square] = symbol
        self._update()

    # -- internals ------------------------------------------------------------------
    def _on_tool(self, button: QToolButton, checked: bool) -> None:
        if checked:
            for other in self.tools.buttons():
                if other is not button and other.isChecked():
                    other.setChecked(False)
            self.board.tool = str(button.property("tool"))
        elif self.tools.checkedButton() is None:
            self.board.tool = None

    def _on_click(self, sq: int) -> None:
        tool = self.board.tool
        if tool == ERASER or (tool is not None and self._pieces.get(sq) == tool):
            self._remove(sq)
        elif tool is not None:
            self.place(sq, tool)

    def _on_move(self, from_sq: int, to_sq: int) -> None:
        symbol = self._pieces.pop(from_sq, None)
        if symbol is not None:
            self._pieces[to_sq] = symbol
        self._update()

    def _remove(self, sq: int) -> None:
        self._pieces.pop(sq, None)
        self._update()

    def _on_fen_typed(self) -> None:
        text = self.fen_edit.text().strip()
        if text and text != self.fen():
            self.set_fen(text)

    def _update(self) -> None:
        self.board.set_pieces(self._pieces)
        fen = self.fen()
        self.fen_edit.setText(fen)
        reason = check_fen(fen)
        self.reason.setText("" if reason is None else
                            self.tr("Impossible position: %1").replace("%1", reason))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(reason is None)
        self.changed.emit(fen)
