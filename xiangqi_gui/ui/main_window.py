"""MainWindow: board, dual-face clock, score sheet, players/event header, menus.

The window lays out the views and owns the menu actions; it decides nothing about the game.
The application layer (:mod:`xiangqi_gui.app.session`) connects the actions to the game
controller. Messages and errors are shown without blocking the event loop (status bar,
window-modal boxes opened with ``open()``), so a running clock keeps running.

Menus and shortcuts:

* File: New game (Ctrl+N), Open (Ctrl+O), Save as (Ctrl+S; PGN or XQF), Copy FEN
  (Ctrl+Shift+C), Paste FEN (Ctrl+Shift+V), Print score sheet (Ctrl+P), Export score sheet
  PDF (Ctrl+Shift+P), Quit.
* Game: Offer draw (Ctrl+D), Accept draw (Ctrl+Shift+D), Decline draw, Claim natural limit,
  Claim repetition, Adjust pieces (摆正), Red resigns, Black resigns, Undo (Ctrl+Z, casual
  play only).
* Arbiter: Start/pause clock (F5; Space on the clock), Correct time…, Record a foul…,
  Declare a result….
* Record: first / previous / next / last move (Home, Left, Right, End), Play from here.
* View: Flip board (Ctrl+F).

Clock keys (see :class:`~xiangqi_gui.ui.clock_widget.KeyBindings`: Z/A left face, / and '
right face, Space pause) work wherever the focus is in the window. A record file dropped on
the window emits :attr:`MainWindow.file_dropped`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import display_header
from xiangqi_gui.rules import Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.clock_widget import ClockSource, ClockWidget
from xiangqi_gui.ui.score_sheet import ScoreSheet

WINDOW_TITLE = "xiangqi_gui"


class MainWindow(QMainWindow):
    """Top-level window: the board on the left; header, clock and score sheet on the right.

    Args:
        driver: the clock source the clock widget shows (the app's ``ClockDriver``).

    ``may_close``: asked before the window closes (File ▸ Quit, Ctrl+Q, the title bar);
    returning False keeps it open (the app asks while a game is running).

    Public: ``board``, ``clock_widget``, ``sheet``, ``header_label``, the ``*_action``
    QActions and the navigation buttons ``first_button`` ... ``last_button``.

    Signals:
        file_dropped(str): a local file was dropped on the window.
        closing(): the window is about to close (the app stops timers, keeps the journal).
    """

    file_dropped = Signal(str)
    closing = Signal()

    def __init__(self, driver: ClockSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setAcceptDrops(True)
        self.board = BoardWidget()
        self.board.set_position(Position(), animate=False)
        self.board.message.connect(self.show_message)
        self.clock_driver = driver
        self.clock_widget = ClockWidget(self.clock_driver)
        self.may_close: Callable[[], bool] | None = None
        self.sheet = ScoreSheet()
        self.header_label = QLabel()
        self.header_label.setObjectName("gameHeader")
        self.header_label.setWordWrap(True)
        self.header_label.setTextFormat(Qt.TextFormat.RichText)
        self.first_button = self._nav_button("|◀", "First move (Home)")
        self.prev_button = self._nav_button("◀", "Previous move (Left)")
        self.next_button = self._nav_button("▶", "Next move (Right)")
        self.last_button = self._nav_button("▶|", "Last move (End)")
        self.last_message_box: QMessageBox | None = None
        self._build_central()
        self._make_actions()
        self._build_menus()
        app = QApplication.instance()
        if app is not None:  # clock keys work whichever widget has the focus
            app.installEventFilter(self)
        self.statusBar().showMessage("Start position. Red to move.")
        self.resize(1280, 900)

    # ------------------------------------------------------------------ layout

    def _nav_button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _build_central(self) -> None:
        nav = QHBoxLayout()
        for button in (self.first_button, self.prev_button, self.next_button,
                       self.last_button):
            nav.addWidget(button)
        side = QVBoxLayout()
        side.addWidget(self.header_label)
        side.addWidget(self.clock_widget)
        side.addWidget(self.sheet, 1)
        side.addLayout(nav)
        panel = QWidget()
        panel.setLayout(side)
        panel.setMinimumWidth(380)
        panel.setMaximumWidth(480)
        self.clock_widget.setMinimumHeight(150)
        self.clock_widget.setMaximumHeight(200)
        layout = QHBoxLayout()
        layout.addWidget(self.board, 1)
        layout.addWidget(panel)
        central = QWidget()
        central.setLayout(layout)
        self.setCentralWidget(central)

    def _action(self, text: str, shortcut: str | QKeySequence.StandardKey | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
        return action

    def _make_actions(self) -> None:
        a = self._action
        self.new_action = a("&New game…", QKeySequence.StandardKey.New)
        self.open_action = a("&Open record…", QKeySequence.StandardKey.Open)
        self.save_action = a("&Save record as…", QKeySequence.StandardKey.Save,
                             "PGN (Chinese notation) or XQF, by the file name's extension")
        self.copy_fen_action = a("&Copy FEN", "Ctrl+Shift+C")
        self.paste_fen_action = a("&Paste FEN (new game)", "Ctrl+Shift+V")
        self.print_action = a("&Print score sheet…", QKeySequence.StandardKey.Print)
        self.pdf_action = a("Export score sheet as P&DF…", "Ctrl+Shift+P")
        self.quit_action = a("&Quit", QKeySequence.StandardKey.Quit)
        self.offer_draw_action = a("&Offer draw 提和", "Ctrl+D", "art. 22.1")
        self.accept_draw_action = a("&Accept draw", "Ctrl+Shift+D", "art. 4.2.1")
        self.decline_draw_action = a("&Decline draw")
        self.claim_limit_action = a("Claim &natural limit 自然限着", tip="art. 22.2, 4.2.4")
        self.claim_repetition_action = a("Claim &repetition 待判局面", tip="art. 23.1")
        self.adjust_action = a("Ad&just pieces 摆正", tip="art. 5.6")
        self.red_resign_action = a("Red &resigns 红方认输", tip="art. 4.1.12")
        self.black_resign_action = a("&Black resigns 黑方认输", tip="art. 4.1.12")
        self.undo_action = a("&Undo move (casual play)", QKeySequence.StandardKey.Undo)
        self.clock_action = a("&Start / pause clock", "F5", "art. 8.1.2: only the arbiter")
        self.correct_time_action = a("&Correct time…", tip="art. 21.4")
        self.foul_action = a("Record a &foul…", tip="art. 8.1")
        self.declare_action = a("&Declare a result…")
        self.take_back_action = a("&Take back a decision or moves…",
                                  tip="art. 17.5: the reason is written on the score sheet")
        self.correct_result_action = a("Co&rrect the result…",
                                       tip="art. 17.5: the reason is written on the score sheet")
        self.first_action = a("&First move", "Home")
        self.prev_action = a("&Previous move", "Left")
        self.next_action = a("&Next move", "Right")
        self.last_action = a("&Last move", "End")
        self.play_from_here_action = a("Play from &here (casual)")
        self.flip_action = a("&Flip board", "Ctrl+F")
        self.flip_action.setCheckable(True)
        self.flip_action.toggled.connect(self.board.set_flipped)
        self.quit_action.triggered.connect(self.close)
        self.first_button.clicked.connect(self.first_action.trigger)
        self.prev_button.clicked.connect(self.prev_action.trigger)
        self.next_button.clicked.connect(self.next_action.trigger)
        self.last_button.clicked.connect(self.last_action.trigger)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        menus: list[tuple[str, list[QAction | None]]] = [
            ("&File", [self.new_action, self.open_action, self.save_action, None,
                       self.copy_fen_action, self.paste_fen_action, None, self.print_action,
                       self.pdf_action, None, self.quit_action]),
            ("&Game", [self.offer_draw_action, self.accept_draw_action,
                       self.decline_draw_action, None, self.claim_limit_action,
                       self.claim_repetition_action, self.adjust_action, None,
                       self.red_resign_action, self.black_resign_action, None,
                       self.undo_action]),
            ("&Arbiter", [self.clock_action, self.correct_time_action, self.foul_action,
                          self.declare_action, None, self.take_back_action,
                          self.correct_result_action]),
            ("&Record", [self.first_action, self.prev_action, self.next_action,
                         self.last_action, None, self.play_from_here_action]),
            ("&View", [self.flip_action]),
        ]
        for title, actions in menus:
            menu: QMenu = bar.addMenu(title)
            for action in actions:
                if action is None:
                    menu.addSeparator()
                else:
                    menu.addAction(action)

    # ------------------------------------------------------------------ display

    def set_header(self, red: str, black: str, details: str) -> None:
        """Show the players (Red first) and one line of event details; each text over
        :data:`~xiangqi_gui.game.display.MAX_HEADER_CHARS` is cut for display, with a mark."""
        mark = self.tr(" … [{0} more characters not shown]")
        red, black, details = (display_header(t, mark) for t in (red, black, details))
        self.header_label.setText(
            f"<div style='font-size:15pt'><b><span style='color:#b01010'>红 {_escape(red)}"
            f"</span> — <span>黑 {_escape(black)}</span></b></div>"
            f"<div style='font-size:10pt; color:#444'>{_escape(details)}</div>")

    def show_message(self, text: str, timeout_ms: int = 8000) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds (0 = until replaced)."""
        self.statusBar().showMessage(text, timeout_ms)

    def show_error(self, title: str, text: str) -> QMessageBox:
        """A window-modal warning that does not block the event loop; returns the box."""
        return self._box(QMessageBox.Icon.Warning, title, text)

    def show_info(self, title: str, text: str) -> QMessageBox:
        """A window-modal information box that does not block the event loop."""
        return self._box(QMessageBox.Icon.Information, title, text)

    def _box(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_message_box = box
        box.finished.connect(lambda _r: self._forget_box(box))
        return box

    def _forget_box(self, box: QMessageBox) -> None:
        if self.last_message_box is box:
            self.last_message_box = None

    # ------------------------------------------------------------------ input

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        navigation = {Qt.Key.Key_Home: self.first_action, Qt.Key.Key_Left: self.prev_action,
                      Qt.Key.Key_Right: self.next_action, Qt.Key.Key_End: self.last_action}
        action = navigation.get(Qt.Key(event.key()))
        if action is not None and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            action.trigger()  # the window's own keys when the shortcut map did not fire
            event.accept()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and isinstance(event, QKeyEvent) and self._routes_clock_keys(watched):
            clock = self.clock_widget
            press = kind == QEvent.Type.KeyPress
            if clock.handle_key(event) if press else clock.handle_key_release(event):
                return True
        return super().eventFilter(watched, event)

    def _routes_clock_keys(self, watched: QObject) -> bool:
        """Clock keys reach the clock from any widget of this window but text fields (a
        dialog is a window of its own, so keys typed there never press the clock)."""
        if not isinstance(watched, QWidget) or watched.window() is not self:
            return False
        return not isinstance(watched, (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 (Qt API)
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 (Qt API)
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if not files:
            event.ignore()
            return
        event.acceptProposedAction()
        self.file_dropped.emit(files[0])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if self.may_close is not None and not self.may_close():
            event.ignore()
            return
        self.closing.emit()
        super().closeEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
