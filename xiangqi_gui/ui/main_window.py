"""MainWindow: board, dual-face clock, score sheet, players/event header, menus.

The window lays out the views and owns the menu actions; it decides nothing about the game.
The application layer (:mod:`xiangqi_gui.app.session`) connects the actions to the game
controller. Messages and errors are shown without blocking the event loop (status bar,
window-modal boxes opened with ``open()``), so a running clock keeps running.

Menus and shortcuts:

* File: New game (Ctrl+N), Open (Ctrl+O), Recent files, Save (Ctrl+S: in place when the
  record has a file, else as Save as), Save as (Ctrl+Shift+S; PGN or XQF), Copy FEN
  (Ctrl+Shift+C), Paste FEN (Ctrl+Shift+V), Print score sheet (Ctrl+P), Export score sheet
  PDF (Ctrl+Shift+P), Preferences (Ctrl+,), Quit.
* Game: Offer draw (Ctrl+D), Accept draw (Ctrl+Shift+D), Decline draw, Claim natural limit,
  Claim repetition, Adjust pieces (摆正), Red resigns, Black resigns, Undo (Ctrl+Z, casual
  play only).
* Arbiter: Start/pause clock (F5; Space on the clock), Correct time…, Record a foul…,
  Declare a result….
* Record: first / previous / next / last move (Home, Left, Right, End; the mouse wheel over
  the board or the score sheet), Play from here.
* View: Flip board (Ctrl+F).
* Help: About.

Layout (laptop first): the board on the left of a splitter, the side panel (header, clock,
score sheet, navigation) on the right inside a scroll area, so on a small screen the panel
narrows and scrolls before the board or the clock shrinks. :meth:`MainWindow.fit_to_screen`
sizes the first window to the screen's available geometry; :meth:`MainWindow.layout_state`
and :meth:`MainWindow.restore_layout` keep geometry and splitter between runs. Every text
goes through ``self.tr`` (context ``MainWindow``).

Clock keys (see :class:`~xiangqi_gui.ui.clock_widget.KeyBindings`: Z/A left face, / and '
right face, Space pause) work wherever the focus is in the window. A record file dropped on
the window emits :attr:`MainWindow.file_dropped`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import MAX_LINE_CHARS, clip, display_header
from xiangqi_gui.rules import Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.clock_widget import ClockSource, ClockWidget
from xiangqi_gui.ui.score_sheet import ScoreSheet

WINDOW_TITLE = "xiangqi_gui"
#: Preferred first-start size; smaller screens get their available geometry.
PREFERRED_SIZE = QSize(1280, 900)
#: The clock's share of the window height: its digits are then at least 1/12 of it.
CLOCK_HEIGHT_SHARE = 0.31
PANEL_MIN_WIDTH = 300
WHEEL_STEP = 120  # one notch of a mouse wheel (QWheelEvent.angleDelta units)


class MainWindow(QMainWindow):
    """Top-level window: the board on the left; header, clock and score sheet on the right.

    Args:
        driver: the clock source the clock widget shows (the app's ``ClockDriver``).

    ``may_close``: asked before the window closes (File ▸ Quit, Ctrl+Q, the title bar);
    returning False keeps it open (the app asks while a game is running).

    Public: ``board``, ``clock_widget``, ``sheet``, ``header_label``, ``splitter``,
    ``side_scroll``, ``recent_menu``, the ``*_action`` QActions and the navigation buttons
    ``first_button`` ... ``last_button``.

    Signals:
        file_dropped(str): a local file was dropped on the window.
        closing(): the window is about to close (the app stops timers, keeps the journal).
        recent_chosen(str): a file of File ▸ Recent files was chosen.
    """

    file_dropped = Signal(str)
    closing = Signal()
    recent_chosen = Signal(str)

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
        self.header_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                        QSizePolicy.Policy.Preferred)
        self.first_button = self._nav_button("|◀", self.tr("First move (Home)"))
        self.prev_button = self._nav_button("◀", self.tr("Previous move (Left)"))
        self.next_button = self._nav_button("▶", self.tr("Next move (Right)"))
        self.last_button = self._nav_button("▶|", self.tr("Last move (End)"))
        self.last_message_box: QMessageBox | None = None
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.side_scroll = QScrollArea()
        self._wheel_rest = 0
        self._document = ""
        self._build_central()
        self._make_actions()
        self._build_menus()
        for widget in (self.board, self.sheet.view.viewport()):
            widget.installEventFilter(self)  # the mouse wheel steps through the moves
        app = QApplication.instance()
        if app is not None:  # clock keys work whichever widget has the focus
            app.installEventFilter(self)
        self.statusBar().showMessage(self.tr("Start position. Red to move."))
        self.set_document("", modified=False)
        self.resize(PREFERRED_SIZE)

    # ------------------------------------------------------------------ layout

    def _nav_button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumWidth(40)
        return button

    def _build_central(self) -> None:
        nav = QHBoxLayout()
        for button in (self.first_button, self.prev_button, self.next_button,
                       self.last_button):
            nav.addWidget(button)
        side = QVBoxLayout()
        side.setContentsMargins(4, 0, 4, 0)
        side.addWidget(self.header_label)
        side.addWidget(self.clock_widget)
        side.addWidget(self.sheet, 1)
        side.addLayout(nav)
        panel = QWidget()
        panel.setObjectName("sidePanel")
        panel.setLayout(side)
        self.sheet.setMinimumHeight(120)
        self.clock_widget.setMinimumHeight(110)
        scroll = self.side_scroll
        scroll.setWidget(panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(PANEL_MIN_WIDTH)
        self.board.setMinimumSize(300, 330)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(scroll)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, False)
        self.setCentralWidget(self.splitter)

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
        self.new_action = a(self.tr("&New game…"), QKeySequence.StandardKey.New)
        self.open_action = a(self.tr("&Open record…"), QKeySequence.StandardKey.Open)
        self.save_action = a(self.tr("&Save record"), QKeySequence.StandardKey.Save,
                             self.tr("Save to the open file; a new record asks for a name"))
        self.save_as_action = a(
            self.tr("Save record &as…"), "Ctrl+Shift+S",
            self.tr("PGN (Chinese notation) or XQF, by the file name's extension"))
        self.copy_fen_action = a(self.tr("&Copy FEN"), "Ctrl+Shift+C")
        self.paste_fen_action = a(self.tr("&Paste FEN (new game)"), "Ctrl+Shift+V")
        self.print_action = a(self.tr("&Print score sheet…"), QKeySequence.StandardKey.Print)
        self.pdf_action = a(self.tr("Export score sheet as P&DF…"), "Ctrl+Shift+P")
        self.preferences_action = a(self.tr("P&references…"), "Ctrl+,")
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = a(self.tr("&Quit"), QKeySequence.StandardKey.Quit)
        self.offer_draw_action = a(self.tr("&Offer draw"), "Ctrl+D", self.tr("art. 22.1"))
        self.accept_draw_action = a(self.tr("&Accept draw"), "Ctrl+Shift+D", self.tr("art. 4.2.1"))
        self.decline_draw_action = a(self.tr("&Decline draw"))
        self.claim_limit_action = a(self.tr("Claim the &natural move limit"),
                                    tip=self.tr("art. 22.2, 4.2.4"))
        self.claim_repetition_action = a(self.tr("Claim a &repetition ruling"),
                                         tip=self.tr("art. 23.1"))
        self.adjust_action = a(self.tr("Ad&just pieces"), tip=self.tr("art. 5.6"))
        self.red_resign_action = a(self.tr("Red &resigns"), tip=self.tr("art. 4.1.12"))
        self.black_resign_action = a(self.tr("&Black resigns"), tip=self.tr("art. 4.1.12"))
        self.undo_action = a(self.tr("&Undo move (casual play)"), QKeySequence.StandardKey.Undo)
        self.clock_action = a(self.tr("&Start / pause clock"), "F5",
                              self.tr("art. 8.1.2: only the arbiter"))
        self.correct_time_action = a(self.tr("&Correct time…"), tip=self.tr("art. 21.4"))
        self.foul_action = a(self.tr("Record a &foul…"), tip=self.tr("art. 8.1"))
        self.declare_action = a(self.tr("&Declare a result…"))
        self.illegal_move_action = a(
            self.tr("Record an &illegal move…"),
            tip=self.tr("art. 8.1.8, 4.1.8: a move the board did not place"))
        self.take_back_action = a(
            self.tr("&Take back a decision or moves…"),
            tip=self.tr("art. 17.5: the reason is written on the score sheet"))
        self.correct_result_action = a(
            self.tr("Co&rrect the result…"),
            tip=self.tr("art. 17.5: the reason is written on the score sheet"))
        self.first_action = a(self.tr("&First move"), "Home")
        self.prev_action = a(self.tr("&Previous move"), "Left")
        self.next_action = a(self.tr("&Next move"), "Right")
        self.last_action = a(self.tr("&Last move"), "End")
        self.play_from_here_action = a(self.tr("Play from &here (casual)"))
        self.flip_action = a(self.tr("&Flip board"), "Ctrl+F")
        self.about_action = a(self.tr("&About xiangqi_gui"))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.flip_action.setCheckable(True)
        self.flip_action.toggled.connect(self.board.set_flipped)
        self.quit_action.triggered.connect(self.close)
        self.first_button.clicked.connect(self.first_action.trigger)
        self.prev_button.clicked.connect(self.prev_action.trigger)
        self.next_button.clicked.connect(self.next_action.trigger)
        self.last_button.clicked.connect(self.last_action.trigger)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.recent_menu = QMenu(self.tr("Recent &files"), self)
        self.set_recent_files([])
        menus: list[tuple[str, list[QAction | QMenu | None]]] = [
            (self.tr("&File"), [self.new_action, self.open_action, self.recent_menu, None,
                           self.save_action, self.save_as_action, None,
                           self.copy_fen_action, self.paste_fen_action, None,
                           self.print_action, self.pdf_action, None, self.preferences_action,
                           None, self.quit_action]),
            (self.tr("&Game"), [self.offer_draw_action, self.accept_draw_action,
                           self.decline_draw_action, None, self.claim_limit_action,
                           self.claim_repetition_action, self.adjust_action, None,
                           self.red_resign_action, self.black_resign_action, None,
                           self.undo_action]),
            (self.tr("&Arbiter"), [self.clock_action, self.correct_time_action, self.foul_action,
                              self.declare_action, None, self.take_back_action,
                              self.correct_result_action]),
            (self.tr("&Record"), [self.first_action, self.prev_action, self.next_action,
                             self.last_action, None, self.play_from_here_action]),
            (self.tr("&View"), [self.flip_action]),
            (self.tr("&Help"), [self.about_action]),
        ]
        self.menus: list[QMenu] = []
        for title, actions in menus:
            menu: QMenu = bar.addMenu(title)
            self.menus.append(menu)
            for action in actions:
                if action is None:
                    menu.addSeparator()
                elif isinstance(action, QMenu):
                    menu.addMenu(action)
                else:
                    menu.addAction(action)
        self.help_menu = self.menus[-1]  # stays last: other menus are inserted before it

    def set_recent_files(self, paths: list[str]) -> None:
        """Fill File ▸ Recent files with ``paths`` (newest first; Ctrl+1…9 for the first nine)."""
        menu = self.recent_menu
        menu.clear()
        for i, path in enumerate(paths):
            shown = path.replace("&", "&&")
            action = menu.addAction(f"&{i + 1} {shown}" if i < 9 else shown)
            action.setData(path)
            action.triggered.connect(lambda _c=False, p=path: self.recent_chosen.emit(p))
        menu.setEnabled(bool(paths))

    def set_document(self, name: str, *, modified: bool) -> None:
        """Window title ``name[*] — xiangqi_gui``: the record's file name (or "Untitled")
        and Qt's modified mark (``*``) while ``modified``."""
        self._document = name or self.tr("Untitled")
        self.setWindowTitle(f"{self._document}[*] — {WINDOW_TITLE}")
        self.setWindowModified(modified)

    # ------------------------------------------------------------------ screen

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Size and centre the window inside ``available`` (default: the screen's available
        geometry, i.e. without taskbar and panels), at most :data:`PREFERRED_SIZE`."""
        if available is None:
            screen = self.screen() or QGuiApplication.primaryScreen()
            if screen is None:
                return
            available = screen.availableGeometry()
        frame = self._frame_margins()
        width = min(PREFERRED_SIZE.width(), available.width() - frame.width())
        height = min(PREFERRED_SIZE.height(), available.height() - frame.height())
        self.resize(max(640, width), max(480, height))
        x = available.x() + (available.width() - width - frame.width()) // 2
        y = available.y() + (available.height() - height - frame.height()) // 2
        self.move(max(available.x(), x), max(available.y(), y))
        self._balance_splitter()

    def _frame_margins(self) -> QSize:
        """Width and height the window manager's frame adds (a generous guess before the
        first show, when the frame is not known yet)."""
        outer, inner = self.frameGeometry(), self.geometry()
        dw, dh = outer.width() - inner.width(), outer.height() - inner.height()
        if self.isVisible():
            return QSize(dw, dh)
        return QSize(max(dw, 16), max(dh, 40))

    def ensure_on_screen(self) -> None:
        """After the first show (the frame is known): fit again when the frame sticks out of
        the screen's available geometry."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None and not screen.availableGeometry().contains(self.frameGeometry()):
            self.fit_to_screen(screen.availableGeometry())

    def _balance_splitter(self) -> None:
        """Give the board a square-ish share: its width follows the height left for it."""
        bar = self.menuBar().sizeHint().height() + self.statusBar().sizeHint().height()
        board_height = max(330, self.height() - bar)
        board_width = round(board_height * 0.9)
        panel = max(PANEL_MIN_WIDTH, self.width() - board_width - self.splitter.handleWidth())
        self.splitter.setSizes([max(300, self.width() - panel), panel])

    def layout_state(self) -> dict[str, bytes]:
        """``geometry``, ``state`` (bars) and ``splitter`` as byte arrays for QSettings."""
        return {"geometry": bytes(self.saveGeometry().data()),
                "state": bytes(self.saveState().data()),
                "splitter": bytes(self.splitter.saveState().data())}

    def restore_layout(self, saved: dict[str, bytes]) -> bool:
        """Restore what :meth:`layout_state` gave; False (nothing changed) when there was none
        or it does not fit the current screens (then call :meth:`fit_to_screen`)."""
        geometry = saved.get("geometry", b"")
        if not geometry or not self.restoreGeometry(QByteArray(geometry)):
            return False
        if saved.get("state"):
            self.restoreState(QByteArray(saved["state"]))
        if saved.get("splitter"):
            self.splitter.restoreState(QByteArray(saved["splitter"]))
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen is None or screen.availableGeometry().intersects(self.geometry())

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)  # type: ignore[arg-type]
        # the clock grows with the window: digits at least 1/12 of the window height
        self.clock_widget.setMinimumHeight(max(110, round(self.height() * CLOCK_HEIGHT_SHARE)))

    def keep_help_last(self) -> None:
        """Move the Help menu back to the end of the menu bar (after menus that other parts
        of the program added: Library, Tournament)."""
        bar = self.menuBar()
        help_action = self.menus[-1].menuAction()
        bar.removeAction(help_action)
        bar.addAction(help_action)

    # ------------------------------------------------------------------ display

    def set_header(self, red: str, black: str, details: str) -> None:
        """Show the players (Red first) and one line of event details; a name over
        :data:`~xiangqi_gui.game.display.MAX_HEADER_CHARS` and the details line over
        :data:`~xiangqi_gui.game.display.MAX_LINE_CHARS` are cut for display, with a mark.
        The placeholder names "Red" and "Black" (a game without names) show the side only."""
        red = "" if red in ("Red", self.tr("Red")) else red
        black = "" if black in ("Black", self.tr("Black")) else black
        mark = self.tr(" … [{0} more characters not shown]")
        red, black = (display_header(t, mark) for t in (red, black))
        details = clip(details, MAX_LINE_CHARS, mark).replace("\n", " ")  # parts cut already
        self.header_label.setText(
            f"<div style='font-size:15pt'><b><span style='color:#b01010'>"
            f"{self.tr('Red')} {_escape(red)}</span> — <span>{self.tr('Black')} "
            f"{_escape(black)}</span></b></div>"
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
        if kind == QEvent.Type.Wheel and isinstance(event, QWheelEvent) \
                and watched in (self.board, self.sheet.view.viewport()):
            self._step_by_wheel(event)
            return True
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) \
                and isinstance(event, QKeyEvent) and self._routes_clock_keys(watched):
            clock = self.clock_widget
            press = kind == QEvent.Type.KeyPress
            if clock.handle_key(event) if press else clock.handle_key_release(event):
                return True
        return super().eventFilter(watched, event)

    def _step_by_wheel(self, event: QWheelEvent) -> None:
        """One move per wheel notch: away from the user = back, towards = forward."""
        self._wheel_rest += event.angleDelta().y()
        while abs(self._wheel_rest) >= WHEEL_STEP:
            back = self._wheel_rest > 0
            (self.prev_action if back else self.next_action).trigger()
            self._wheel_rest -= WHEEL_STEP if back else -WHEEL_STEP
        event.accept()

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
