"""MainWindow: the board with the start position, menus and a status bar.

The clock and the score sheet are being written as separate components; until
they are composed here the window shows clearly labelled placeholders.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.rules import Position
from xiangqi_gui.ui.board_widget import BoardWidget

WINDOW_TITLE = "xiangqi_gui"
CLOCK_PLACEHOLDER = "Chess clock\n(coming: dual-face clock component)"
SCORE_SHEET_PLACEHOLDER = "Score sheet\n(coming: score sheet component)"


def _placeholder(text: str, name: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setFrameShape(QFrame.Shape.StyledPanel)
    label.setWordWrap(True)
    label.setEnabled(False)
    return label


class MainWindow(QMainWindow):
    """Top-level window: board on the left, clock and score sheet panel on the right.

    Attributes ``board`` (:class:`BoardWidget`), ``flip_action`` and
    ``quit_action`` are public for the composition root and the tests.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.board = BoardWidget()
        self.board.set_position(Position(), animate=False)
        self.board.message.connect(self.show_message)
        self.clock_placeholder = _placeholder(CLOCK_PLACEHOLDER, "clockPlaceholder")
        self.score_sheet_placeholder = _placeholder(
            SCORE_SHEET_PLACEHOLDER, "scoreSheetPlaceholder"
        )
        self._build_central()
        self.quit_action = QAction("&Quit", self)
        self.flip_action = QAction("&Flip board", self)
        self._build_menus()
        self.statusBar().showMessage("Start position. Red to move.")
        self.resize(1200, 900)

    def _build_central(self) -> None:
        side = QVBoxLayout()
        side.addWidget(self.clock_placeholder, 1)
        side.addWidget(self.score_sheet_placeholder, 3)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(260)
        panel.setMaximumWidth(380)
        layout = QHBoxLayout()
        layout.addWidget(self.board, 1)
        layout.addWidget(panel)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

    def _build_menus(self) -> None:
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self.quit_action)
        self.flip_action.setCheckable(True)
        self.flip_action.setShortcut(QKeySequence("Ctrl+F"))
        self.flip_action.toggled.connect(self.board.set_flipped)
        view_menu = self.menuBar().addMenu("&View")
        view_menu.addAction(self.flip_action)

    def show_message(self, text: str, timeout_ms: int = 5000) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds (0 = until replaced)."""
        self.statusBar().showMessage(text, timeout_ms)
