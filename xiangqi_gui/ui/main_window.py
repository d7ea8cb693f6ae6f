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
score sheet, an optional section under the sheet such as the typed-move field, navigation)
on the right inside a scroll area, so on a small screen the panel narrows and scrolls before
the board or the clock shrinks. Study panes (:meth:`MainWindow.add_study_dock`) stack or
tabify in the right dock area; when one opens or closes the docks, the board and the panel
share the width again so that the board keeps the window's height (about 0.9 of it as
width, :data:`BOARD_ASPECT`) and the docks get what is left, at least their minimum. The
board and the clock keep priority: when the docks open beside the board (the library on the
left, the study panes and the game list on the right) need more width than the window has
left, or stacked docks would get less than :data:`DOCK_MIN_STACKED_HEIGHT` each, they all
become tabs of one group on the right (``tabifyDockWidget``), the one opened last in front.
:meth:`MainWindow.fit_to_screen` sizes the first window to the screen's available geometry;
:meth:`MainWindow.layout_state` and :meth:`MainWindow.restore_layout` keep geometry,
docks and splitter between runs. Every text goes through ``self.tr`` (context
``MainWindow``).

Clock keys (see :class:`~xiangqi_gui.ui.clock_widget.KeyBindings`: Z/A left face, / and '
right face, Space pause) work wherever the focus is in the window. A record file dropped on
the window emits :attr:`MainWindow.file_dropped`.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDockWidget,
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
    QTabBar,
    QTabWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import MAX_LINE_CHARS, clip, display_header, is_default_name
from xiangqi_gui.rules import Color, Position
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.clock_widget import ClockSource, ClockWidget
from xiangqi_gui.ui.fitted_text import NO_BREAK_SPACE, SEPARATOR, elide, fit_lines
from xiangqi_gui.ui.live_text import live, retranslate
from xiangqi_gui.ui.on_screen import FRAME_GUESS
from xiangqi_gui.ui.score_sheet import ScoreSheet
from xiangqi_gui.ui.staged_paint import paint_in_steps

WINDOW_TITLE = "xiangqi_gui"
#: Preferred first-start size; smaller screens get their available geometry.
PREFERRED_SIZE = QSize(1440, 900)
#: The clock's share of the window height: its digits are then at least 1/12 of it.
CLOCK_HEIGHT_SHARE = 0.31
PANEL_MIN_WIDTH = 300
#: The board's width as a share of its height (nine files, ten ranks and the file numbers).
BOARD_ASPECT = 0.9
#: Study docks are at most this wide when the window has room to spare (px).
DOCK_MAX_WIDTH = 460
DOCK_MIN_STACKED_HEIGHT = 240
"""Docks stacked one above the other in a column get at least this height each (px); with
less (three panes at 768 px), the docks become tabs of one group."""
#: The most lines the header's details (event, round, site, date…) take; then "…".
HEADER_DETAIL_LINES = 3
WHEEL_STEP = 120  # one notch of a mouse wheel (QWheelEvent.angleDelta units)


class InfoBar(QFrame):
    """A notice inside the window (not a dialog): a wrapped, selectable text and a close
    button; it stays until closed or replaced (e.g. a record that was only partly read)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("infoBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#infoBar { background: #fff4ce; border: 1px solid #d8b94a; }"
                           "#infoBar QLabel { color: #3a2c00; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.close_button = QPushButton("✕")
        self.close_button.setFlat(True)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setFixedWidth(28)
        live(self.close_button,
             lambda: self.close_button.setToolTip(self.tr("Close this notice")))
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 2, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_text(self, text: str, tooltip: str = "") -> None:
        """Show ``text`` (plain) with ``tooltip``."""
        self.label.setText(text)
        self.label.setToolTip(tooltip)
        self.show()


class _SidePanel(QWidget):
    """The side panel inside its scroll area. It asks the scroll area for the height its
    parts need at their minimum (the wrapped texts at their full height): the score sheet
    takes whatever is left, so the panel scrolls only when even that does not fit."""

    def __init__(self, wrapped: tuple[QWidget, ...]) -> None:
        super().__init__()
        self._wrapped = wrapped

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        layout = self.layout()
        if layout is None:
            return super().heightForWidth(width)
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        need = layout.totalMinimumSize().height()
        for widget in self._wrapped:
            if not widget.isHidden():
                need += max(0, widget.heightForWidth(inner) - widget.minimumSizeHint().height())
        return need


class SideSection(QWidget):
    """A part of the side panel that can be shown and hidden (the typed-move field under
    the score sheet). Like a dock it has a ``toggleViewAction()`` (checkable, follows the
    visibility) and emits ``visibilityChanged(bool)`` when it is shown or hidden."""

    visibilityChanged = Signal(bool)  # noqa: N815 (QDockWidget's name)

    def __init__(self, title: str, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sideSection")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 2, 0, 2)
        layout.addWidget(widget)
        self._action = QAction(self)
        self.set_title(title)
        self._action.setCheckable(True)
        self._action.toggled.connect(self.setVisible)
        self.hide()

    def set_title(self, title: str) -> None:
        """The section's title (and its action's text)."""
        self.setWindowTitle(title)
        self._action.setText(title)

    def toggleViewAction(self) -> QAction:  # noqa: N802 (QDockWidget's name)
        """The checkable action that shows and hides the section."""
        return self._action

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        self._action.setChecked(True)
        self.visibilityChanged.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt API)
        super().hideEvent(event)
        if self.isHidden():  # hidden itself, not only with the window
            self._action.setChecked(False)
        self.visibilityChanged.emit(False)


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
    language_changed = Signal()

    def __init__(self, driver: ClockSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(WINDOW_TITLE)
        self.setAcceptDrops(True)
        self.board = BoardWidget()
        self.board.set_position(Position(), animate=False)
        self.board.message.connect(self.show_message)
        # a click or an opened record gives the board the keys (←/→ step through the moves)
        self.board.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
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
        self.first_button = self._nav_button("|◀", lambda: self.tr("First move (Home)"))
        self.prev_button = self._nav_button("◀", lambda: self.tr("Previous move (Left)"))
        self.next_button = self._nav_button("▶", lambda: self.tr("Next move (Right)"))
        self.last_button = self._nav_button("▶|", lambda: self.tr("Last move (End)"))
        self.last_message_box: QMessageBox | None = None
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.side_scroll = QScrollArea()
        self._wheel_rest = 0
        self._header: tuple[str, str, str, str] | None = None  # Red, Black, event, details
        self._document = ""
        self._side_docks: frozenset[str] = frozenset()  # the docks the layout was fitted to
        self._newest_dock: QDockWidget | None = None  # the dock opened last
        self._settling = False  # a dock opened, closed or moved: the layout is being fitted
        self._after_settle: list[Callable[[], object]] = []  # see after_settled
        self._side = QVBoxLayout()
        # non-modal notices (a record partly read) at the top of the side panel
        self.notice = InfoBar()
        self._build_central()
        self._make_actions()
        self._build_menus()
        for widget in (self.board, self.sheet.view.viewport()):
            widget.installEventFilter(self)  # the mouse wheel steps through the moves
        self.side_scroll.installEventFilter(self)  # the clock follows the panel's width
        self.header_label.installEventFilter(self)  # the header is laid out at its width
        app = QApplication.instance()
        if app is not None:  # clock keys work whichever widget has the focus
            app.installEventFilter(self)
        self._status: tuple[str, Callable[[], str]] | None = None  # (shown, how to remake it)
        self._show_status(lambda: self.tr("Start position. Red to move."))
        self._name = ""
        self.set_document("", modified=False)
        self.resize(PREFERRED_SIZE)

    # ------------------------------------------------------------------ layout

    def _nav_button(self, text: str, tip: Callable[[], str]) -> QPushButton:
        button = QPushButton(text)
        live(button, lambda: button.setToolTip(tip()))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumWidth(40)
        return button

    def _build_central(self) -> None:
        nav = QHBoxLayout()
        for button in (self.first_button, self.prev_button, self.next_button,
                       self.last_button):
            nav.addWidget(button)
        side = self._side
        side.setContentsMargins(4, 0, 4, 0)
        side.addWidget(self.notice)
        side.addWidget(self.header_label)
        side.addWidget(self.clock_widget)
        side.addWidget(self.sheet, 1)
        side.addLayout(nav)
        panel = _SidePanel((self.notice, self.header_label))
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
        self.splitter.splitterMoved.connect(lambda _pos, _index: self._size_clock())
        self.setDockNestingEnabled(True)
        self.setTabPosition(Qt.DockWidgetArea.RightDockWidgetArea, QTabWidget.TabPosition.North)
        for corner in (Qt.Corner.TopRightCorner, Qt.Corner.BottomRightCorner):
            self.setCorner(corner, Qt.DockWidgetArea.RightDockWidgetArea)

    def add_side_section(self, title: Callable[[], str], widget: QWidget) -> SideSection:
        """Put ``widget`` under the score sheet (above the navigation buttons), hidden;
        returns its :class:`SideSection` (``toggleViewAction()`` shows and hides it).
        ``title`` makes the title in the UI language (again when it changes)."""
        section = SideSection("", widget)
        live(section, lambda: section.set_title(title()))
        self._side.insertWidget(self._side.indexOf(self.sheet) + 1, section)
        return section

    def add_study_dock(self, dock: QDockWidget, *, tab_with: QDockWidget | None = None,
                       below: QDockWidget | None = None) -> None:
        """Place a study pane in the right dock area: as a tab of ``tab_with``, under
        ``below``, or on its own. The dock starts hidden; showing or closing it shares the
        width out again (:meth:`fit_docks`)."""
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.addDockWidget(right, dock)
        if tab_with is not None:
            self.tabifyDockWidget(tab_with, dock)
        elif below is not None:
            self.splitDockWidget(below, dock, Qt.Orientation.Vertical)
        dock.hide()

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget,  # noqa: N802
                      *orientation: Qt.Orientation) -> None:
        """QMainWindow's, and the layout is fitted again whenever ``dock`` opens, closes,
        moves or floats (every dock of the program: study panes, library, game list)."""
        super().addDockWidget(area, dock, *orientation)
        if dock.property("fitted") is None:
            dock.setProperty("fitted", True)
            for signal in (dock.visibilityChanged, dock.dockLocationChanged,
                           dock.topLevelChanged):
                signal.connect(self._docks_changed)

    def side_docks(self) -> list[QDockWidget]:
        """The docks open beside the board (left or right area, not floating)."""
        sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
        return [d for d in self._open_docks() if self.dockWidgetArea(d) in sides]

    def _open_docks(self) -> list[QDockWidget]:
        return [d for d in self.findChildren(QDockWidget)
                if not d.isHidden() and not d.isFloating()]

    def _docks_changed(self, *_args: object) -> None:
        """A dock opened, closed, moved or floated: fit the layout again once the dock
        layout has settled (a tab brought to the front changes nothing)."""
        if not shiboken6.isValid(self):
            return  # the window is being destroyed with its docks
        shown = frozenset(f"{d.objectName()}@{self.dockWidgetArea(d)}"
                          for d in self._open_docks())
        dock = self.sender()
        if isinstance(dock, QDockWidget) and not dock.isHidden() and not any(
                name.startswith(f"{dock.objectName()}@") for name in self._side_docks):
            self._newest_dock = dock  # opened now: in front if the docks become tabs
        if shown != self._side_docks:
            self._side_docks = shown
            self._settling = True
            if self.isVisible() and self.updatesEnabled():
                # the window settles in three steps (dock shown, docks fitted, splitter
                # balanced), each a layout that moves the board and the sheet: paint once,
                # at the end (a full repaint takes 50-100 ms; issue 12)
                self.setUpdatesEnabled(False)
                QTimer.singleShot(0, self, lambda: self.fit_docks(repaint=True))
            else:
                QTimer.singleShot(0, self, self.fit_docks)

    def fit_docks(self, *, repaint: bool = False) -> None:
        """Share the width: the board as wide as the height left for it allows
        (:data:`BOARD_ASPECT`), the side panel at least :data:`PANEL_MIN_WIDTH`, the docks
        beside them the rest (at least their minimum, at most :data:`DOCK_MAX_WIDTH`).
        ``repaint``: updates were turned off while the docks settle; turn them on again
        once the splitter is balanced (one paint)."""
        try:
            self._fit_docks()
        finally:
            QTimer.singleShot(0, self, lambda: self._settled(repaint))

    def _settled(self, repaint: bool) -> None:
        try:
            self._balance_splitter(settled=True)
        finally:
            if repaint:  # a later event: the layout and the paint together took 50-60 ms
                QTimer.singleShot(0, self, self._repaint_settled)
            else:
                self._settle_done()

    def _repaint_settled(self) -> None:
        # the window without its big parts, then each part in an event of its own: all at
        # once, a settled window's paint took 20-35 ms of UI-thread CPU (issue 12)
        paint_in_steps(self, self.paint_parts(), self._settle_done)

    def paint_parts(self) -> list[QWidget]:
        """The parts a settled window paints one per event after the rest of it
        (:func:`~.staged_paint.paint_in_steps`): the board, the score sheet, the clock and
        each dock beside them."""
        return [self.board, self.sheet, self.clock_widget, *self._open_docks()]

    def after_settled(self, call: Callable[[], object]) -> None:
        """Call ``call`` from the event loop once the docks have settled and the window is
        painted (in the next event when nothing is settling): a worker started then does
        not compete for the interpreter lock with the layout and the paint of the dock
        that shows its progress (issue 12)."""
        if self._settling:
            self._after_settle.append(call)
        else:
            QTimer.singleShot(0, self, call)

    def _settle_done(self) -> None:
        if not self.updatesEnabled():
            return  # an earlier settling's repaint is still to come: it ends the settling
        self._settling = False
        calls, self._after_settle = self._after_settle, []
        for call in calls:
            QTimer.singleShot(0, self, call)

    def _fit_docks(self) -> None:
        docks = self.side_docks()
        if len(docks) > 1 and self._docks_crowded(docks):
            self._tabify(docks)
            docks = self.side_docks()
            self._back_inside_screen()
        if docks:
            central = self.centralWidget()
            board = round((central.height() if central is not None else self.height())
                          * BOARD_ASPECT)
            panel = self._panel_min_width()
            spare = self.width() - board - panel - 2 * self.splitter.handleWidth() - 12
            columns = len({self.dockWidgetArea(d) for d in docks})
            floor = max(d.minimumSizeHint().width() for d in docks)
            width = max(floor, min(DOCK_MAX_WIDTH, spare // columns))
            self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)

    def _back_inside_screen(self) -> None:
        """Shrink the window back inside the screen's available geometry: docks shown
        stacked grew it past the screen (no window manager stops that) before they became
        tabs."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None or screen.availableGeometry().contains(self.frameGeometry()):
            return
        available, frame = screen.availableGeometry(), self._frame_margins()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the tabs' smaller minimum, before the resize
        self.resize(min(self.width(), available.width() - frame.width()),
                    min(self.height(), available.height() - frame.height()))
        self.move(max(available.x(), min(self.x(), available.right() - self.frameGeometry()
                                          .width() + 1)),
                  max(available.y(), min(self.y(), available.bottom() - self.frameGeometry()
                                          .height() + 1)))

    def _usable_width(self) -> int:
        """The window's width, at most what the screen's available geometry allows."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return self.width()
        frame = self.frameGeometry().width() - self.geometry().width()
        return min(self.width(), screen.availableGeometry().width() - frame)

    def _usable_height(self) -> int:
        """The height the screen's available geometry allows the window (without frame)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return self.height()
        frame = self.frameGeometry().height() - self.geometry().height()
        return screen.availableGeometry().height() - frame

    def _docks_crowded(self, docks: list[QDockWidget]) -> bool:
        """True when ``docks`` (open beside the board) do not fit as they are: their columns
        at their narrowest leave the board less than the height it could use, or a column
        stacks docks less than :data:`DOCK_MIN_STACKED_HEIGHT` high, or the window at its
        lowest is higher than the screen lets it be (stacked docks grew it off a 1280x720
        screen in Vietnamese, whose library pane is taller)."""
        central = self.centralWidget()
        height = central.height() if central is not None else self.height()
        columns: dict[Qt.DockWidgetArea, list[QDockWidget]] = {}
        for dock in docks:
            columns.setdefault(self.dockWidgetArea(dock), []).append(dock)
        need = round(height * BOARD_ASPECT) + self._panel_min_width() \
            + 2 * self.splitter.handleWidth() + 12
        for column in columns.values():
            need += max(d.minimumSizeHint().width() for d in column)
            groups = {frozenset([d, *self.tabifiedDockWidgets(d)]) & set(column)
                      for d in column}
            if len(groups) > 1 and height / len(groups) < DOCK_MIN_STACKED_HEIGHT:
                return True
        if self.minimumSizeHint().height() > self._usable_height():
            return True  # the stacked docks at their lowest: higher than the screen
        return len(columns) > 1 and need > self._usable_width()

    def _tabify(self, docks: list[QDockWidget]) -> None:
        """Make ``docks`` tabs of one group in the right area; the newest stays in front."""
        right = Qt.DockWidgetArea.RightDockWidgetArea
        ordered = sorted(docks, key=lambda d: self.dockWidgetArea(d) != right)
        first = ordered[0]
        if self.dockWidgetArea(first) != right:
            self.addDockWidget(right, first)
        for dock in ordered[1:]:
            if dock not in self.tabifiedDockWidgets(first):
                self.tabifyDockWidget(first, dock)
        newest = self._newest_dock
        if newest is not None and shiboken6.isValid(newest) and newest in docks:
            newest.raise_()

    def _panel_min_width(self) -> int:
        """The side panel's narrowest width: :data:`PANEL_MIN_WIDTH`, or what its contents
        need with the scroll bar."""
        panel = self.side_scroll.widget()
        need = panel.minimumSizeHint().width() if panel is not None else 0
        bar = self.side_scroll.verticalScrollBar().sizeHint().width()
        return max(PANEL_MIN_WIDTH, need + bar)

    def _action(self, text: Callable[[], str],
                shortcut: str | QKeySequence.StandardKey | None = None,
                tip: Callable[[], str] | None = None) -> QAction:
        """An action whose text (and status tip) follow the UI language (:func:`live`)."""
        action = QAction(self)
        live(action, lambda: action.setText(text()))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip is not None:
            live(action, lambda: action.setStatusTip(tip()))
        return action

    def _make_actions(self) -> None:
        a = self._action
        self.new_action = a(lambda: self.tr("&New game…"), QKeySequence.StandardKey.New)
        self.open_action = a(lambda: self.tr("&Open record…"), QKeySequence.StandardKey.Open)
        self.save_action = a(lambda: self.tr("&Save record"), QKeySequence.StandardKey.Save,
                             lambda: self.tr("Save to the open file; a new record asks for a name"))
        self.save_as_action = a(
            lambda: self.tr("Save record &as…"), "Ctrl+Shift+S",
            lambda: self.tr("PGN (Chinese notation) or XQF, by the file name's extension"))
        self.copy_fen_action = a(lambda: self.tr("&Copy FEN"), "Ctrl+Shift+C")
        self.paste_fen_action = a(lambda: self.tr("&Paste FEN (new game)"), "Ctrl+Shift+V")
        self.print_action = a(lambda: self.tr("&Print score sheet…"),
                              QKeySequence.StandardKey.Print)
        self.pdf_action = a(lambda: self.tr("Export score sheet as P&DF…"), "Ctrl+Shift+P")
        self.preferences_action = a(lambda: self.tr("P&references…"), "Ctrl+,")
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.quit_action = a(lambda: self.tr("&Quit"), QKeySequence.StandardKey.Quit)
        self.offer_draw_action = a(lambda: self.tr("&Offer draw"), "Ctrl+D",
                                   lambda: self.tr("art. 22.1"))
        self.accept_draw_action = a(lambda: self.tr("&Accept draw"), "Ctrl+Shift+D",
                                    lambda: self.tr("art. 4.2.1"))
        self.decline_draw_action = a(lambda: self.tr("&Decline draw"))
        self.claim_limit_action = a(lambda: self.tr("Claim the &natural move limit"),
                                    tip=lambda: self.tr("art. 22.2, 4.2.4"))
        self.claim_repetition_action = a(lambda: self.tr("Claim a &repetition ruling"),
                                         tip=lambda: self.tr("art. 23.1"))
        self.adjust_action = a(lambda: self.tr("Ad&just pieces"), tip=lambda: self.tr("art. 5.6"))
        self.red_resign_action = a(lambda: self.tr("Red &resigns"),
                                   tip=lambda: self.tr("art. 4.1.12"))
        self.black_resign_action = a(lambda: self.tr("&Black resigns"),
                                     tip=lambda: self.tr("art. 4.1.12"))
        self.undo_action = a(lambda: self.tr("&Undo move (casual play)"),
                             QKeySequence.StandardKey.Undo)
        self.clock_action = a(lambda: self.tr("&Start / pause clock"), "F5",
                              lambda: self.tr("art. 8.1.2: only the arbiter"))
        self.correct_time_action = a(lambda: self.tr("&Correct time…"),
                                     tip=lambda: self.tr("art. 21.4"))
        self.foul_action = a(lambda: self.tr("Record a &foul…"), tip=lambda: self.tr("art. 8.1"))
        self.declare_action = a(lambda: self.tr("&Declare a result…"))
        self.illegal_move_action = a(
            lambda: self.tr("Record an &illegal move…"),
            tip=lambda: self.tr("art. 8.1.8, 4.1.8: a move the board did not place"))
        self.take_back_action = a(
            lambda: self.tr("&Take back a decision or moves…"),
            tip=lambda: self.tr("art. 17.5: the reason is written on the score sheet"))
        self.correct_result_action = a(
            lambda: self.tr("Co&rrect the result…"),
            tip=lambda: self.tr("art. 17.5: the reason is written on the score sheet"))
        self.first_action = a(lambda: self.tr("&First move"), "Home")
        self.prev_action = a(lambda: self.tr("&Previous move"), "Left")
        self.next_action = a(lambda: self.tr("&Next move"), "Right")
        self.last_action = a(lambda: self.tr("&Last move"), "End")
        self.play_from_here_action = a(lambda: self.tr("Play from &here (casual)"))
        self.flip_action = a(lambda: self.tr("&Flip board"), "Ctrl+F")
        self.about_action = a(lambda: self.tr("&About xiangqi_gui"))
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
        self.recent_menu = QMenu(self)
        live(self.recent_menu, lambda: self.recent_menu.setTitle(self.tr("Recent &files")))
        self.set_recent_files([])
        menus: list[tuple[Callable[[], str], list[QAction | QMenu | None]]] = [
            (lambda: self.tr("&File"), [self.new_action, self.open_action, self.recent_menu, None,
                           self.save_action, self.save_as_action, None,
                           self.copy_fen_action, self.paste_fen_action, None,
                           self.print_action, self.pdf_action, None, self.preferences_action,
                           None, self.quit_action]),
            (lambda: self.tr("&Game"), [self.offer_draw_action, self.accept_draw_action,
                           self.decline_draw_action, None, self.claim_limit_action,
                           self.claim_repetition_action, self.adjust_action, None,
                           self.red_resign_action, self.black_resign_action, None,
                           self.undo_action]),
            (lambda: self.tr("&Arbiter"), [self.clock_action, self.correct_time_action,
                                           self.foul_action, self.declare_action, None,
                                           self.take_back_action, self.correct_result_action]),
            (lambda: self.tr("&Record"), [self.first_action, self.prev_action, self.next_action,
                             self.last_action, None, self.play_from_here_action]),
            (lambda: self.tr("&View"), [self.flip_action]),
            (lambda: self.tr("&Help"), [self.about_action]),
        ]
        self.menus: list[QMenu] = []
        for title, actions in menus:
            menu: QMenu = bar.addMenu("")
            live(menu, _title_setter(menu, title))
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
        self._name = name
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
        if self.side_docks():
            self.fit_docks()

    def _frame_margins(self) -> QSize:
        """Width and height the window manager's frame adds (a generous guess before the
        first show, when the frame is not known yet)."""
        outer, inner = self.frameGeometry(), self.geometry()
        dw, dh = outer.width() - inner.width(), outer.height() - inner.height()
        if self.isVisible():
            return QSize(dw, dh)
        return QSize(max(dw, FRAME_GUESS.width()), max(dh, FRAME_GUESS.height()))

    def ensure_on_screen(self) -> None:
        """After the first show (the frame is known): fit again when the frame sticks out of
        the screen's available geometry."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None and not screen.availableGeometry().contains(self.frameGeometry()):
            self.fit_to_screen(screen.availableGeometry())

    def _balance_splitter(self, *, settled: bool = False) -> None:
        """Give the board a square-ish share: its width follows the height left for it
        (:data:`BOARD_ASPECT`); the side panel takes the rest, at least its minimum.
        ``settled``: the window's layout is current (after the docks moved), so the
        splitter's own size is used instead of the window's."""
        if settled:
            height, total = self.splitter.height(), sum(self.splitter.sizes())
        else:
            bar = self.menuBar().sizeHint().height() + self.statusBar().sizeHint().height()
            height, total = self.height() - bar, self.width() - self.splitter.handleWidth()
        board_width = round(max(330, height) * BOARD_ASPECT)
        panel = max(self._panel_min_width(), total - board_width)
        self.splitter.setSizes([max(300, total - panel), panel])
        self._size_clock()

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
            self._hide_stray_tab_bars()
        if saved.get("splitter"):
            self.splitter.restoreState(QByteArray(saved["splitter"]))
        # the docks as restored are the fitted ones: keep the saved splitter
        self._side_docks = frozenset(f"{d.objectName()}@{self.dockWidgetArea(d)}"
                                     for d in self._open_docks())
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen is None or screen.availableGeometry().intersects(self.geometry())

    def stray_tab_bars(self) -> list[QTabBar]:
        """Dock tab bars (not hidden) whose every tab is a hidden dock. ``restoreState`` leaves
        one for a hidden dock saved in a tab group (Game review beside Analysis): Qt draws it
        at the window's top-left corner over the File menu (fresh-user trial under Xvfb)."""
        hidden = {d.windowTitle() for d in self.findChildren(QDockWidget) if d.isHidden()}
        return [bar for bar in self.findChildren(
                    QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly)
                if not bar.isHidden() and bar.count()
                and all(bar.tabText(i) in hidden for i in range(bar.count()))]

    def _hide_stray_tab_bars(self) -> None:
        for bar in self.stray_tab_bars():
            bar.hide()

    def resizeEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._size_clock()

    def _size_clock(self) -> None:
        """The clock grows with the window (:data:`CLOCK_HEIGHT_SHARE` of its height: the
        digits are then at least 1/12 of it), but never taller than a panel this narrow
        lets the digits use; the score sheet gets the rest."""
        share = round(self.height() * CLOCK_HEIGHT_SHARE)
        panel = self.splitter.sizes()[1] if self.splitter.count() > 1 else 0
        if panel > 0:
            bar = self.side_scroll.verticalScrollBar().sizeHint().width()
            side = self._side.contentsMargins()
            width = panel - bar - side.left() - side.right()
            share = min(share, self.clock_widget.height_for_width(width))
        self.clock_widget.setMinimumHeight(max(110, share))

    def keep_help_last(self) -> None:
        """Move the Help menu back to the end of the menu bar (after menus that other parts
        of the program added: Library, Tournament)."""
        bar = self.menuBar()
        help_action = self.menus[-1].menuAction()
        bar.removeAction(help_action)
        bar.addAction(help_action)

    # ------------------------------------------------------------------ display

    def set_header(self, red: str, black: str, details: str, *, event: str = "") -> None:
        """Show the players (Red first), the ``event`` line (event, round, site, date) and
        the ``details`` (file and game, result, rules, time control); a name over
        :data:`~xiangqi_gui.game.display.MAX_HEADER_CHARS` and a line over
        :data:`~xiangqi_gui.game.display.MAX_LINE_CHARS` are cut for display, with a mark.
        The placeholder names "Red" and "Black" (a game without names, or a side's word in
        any UI language: :func:`~xiangqi_gui.game.display.is_default_name`) show the side
        only, in the UI language.
        The lines are laid out at the label's width (:meth:`_fit_header`)."""
        red = "" if is_default_name(red, "Red") else red  # in any language: the side only
        black = "" if is_default_name(black, "Black") else black
        mark = self.tr(" … [{0} more characters not shown]")
        red, black = (display_header(t, mark) for t in (red, black))
        event, details = (clip(t, MAX_LINE_CHARS, mark).replace("\n", " ")  # parts cut already
                          for t in (event, details))
        red_side, black_side = self.tr("Red"), self.tr("Black")  # outside f-strings: lupdate
        self._header = (f"{red_side} {red}".strip(), f"{black_side} {black}".strip(),
                        event, details)
        self._fit_header()

    def _fit_header(self) -> None:
        """Lay the header out at the label's width: the players on one line (or Red and
        Black on a line each), then the event and the details on at most
        :data:`HEADER_DETAIL_LINES` lines, broken where a reader expects
        (:func:`~xiangqi_gui.ui.fitted_text.fit_lines`: never inside a Latin word). When
        they need more, the event is cut with "…" so the details stay in sight; the whole
        header is the tooltip then."""
        if self._header is None:
            return
        red, black, event, details = self._header
        width = max(1, self.header_label.contentsRect().width() - 4)  # Qt's text margin
        players = self._player_parts(red, black, width)
        details_font = QFont(self.header_label.font())
        details_font.setPointSizeF(10)
        lines = self._detail_lines(event, details, details_font, width)
        self.header_label.setText(
            f"<div style='font-size:15pt'><b><span style='color:#b01010'>"
            f"{_escape(players[0][0])}</span>{players[0][1]}<span>{_escape(players[1][0])}"
            f"</span></b></div><div style='font-size:10pt; color:#444'>"
            f"{'<br>'.join(_escape(line) for line in lines)}</div>")
        both = SEPARATOR.join(t for t in (event, details) if t)
        shown = "".join("".join([players[0][0], players[1][0], *lines]).split())
        self.header_label.setToolTip("" if shown == "".join(f"{red}{black}{both}".split())
                                     else f"{red} — {black}\n{both}".replace(NO_BREAK_SPACE, " "))

    def _player_parts(self, red: str, black: str, width: int) -> list[tuple[str, str]]:
        """``[(Red's text, what follows it), (Black's text, "")]``: both on one line when
        they fit ``width`` px in the header's 15 pt bold, else one line each, cut with "…"."""
        font = QFont(self.header_label.font())
        font.setPointSizeF(15)
        font.setBold(True)
        metrics = QFontMetrics(font)
        if metrics.horizontalAdvance(f"{red} — {black}") <= width:
            return [(red, " — "), (black, "")]
        return [(elide(red, metrics, width), "<br>"), (elide(black, metrics, width), "")]

    @staticmethod
    def _detail_lines(event: str, details: str, font: QFont, width: int) -> list[str]:
        """The header's event and details lines (see :meth:`_fit_header`)."""
        both = SEPARATOR.join(t for t in (event, details) if t)
        if not event or not details:
            return fit_lines(both, font, width, HEADER_DETAIL_LINES)
        lines = fit_lines(both, font, width, HEADER_DETAIL_LINES + 1)
        if len(lines) <= HEADER_DETAIL_LINES:
            return lines  # all in sight, the details following the event on its line
        tail = fit_lines(details, font, width, HEADER_DETAIL_LINES - 1)
        return fit_lines(event, font, width, HEADER_DETAIL_LINES - len(tail)) + tail

    def show_sheet_position(self, ply: int, *, in_variation: bool = False) -> None:
        """Say in the status bar which move of the score sheet is shown (until replaced):
        ``Move 12, Red: 炮二平五`` (Chinese ``第12回合 红：炮二平五``) in the sheet's notation,
        marked when the line is a variation; ply 0 is the start position. Used while a
        record is stepped through (keys, wheel, a click on the sheet or the move tree)."""
        self._show_status(lambda: self._sheet_position_text(ply, in_variation))

    def _sheet_position_text(self, ply: int, in_variation: bool) -> str:
        rows = self.sheet.rows
        if ply <= 0 or ply > len(rows):
            red = rows.first_color is Color.RED
            text = (self.tr("Start position. Red to move.") if red
                    else self.tr("Start position. Black to move."))
        else:
            number = rows.move_number(rows.row_of(ply))
            move = self.sheet.model.move_text(rows.entry(ply))
            template = (self.tr("Move %1, Red: %2") if rows.side_of(ply) is Color.RED
                        else self.tr("Move %1, Black: %2"))
            text = template.replace("%1", str(number)).replace("%2", move)
            if in_variation:
                text = self.tr("%1 (in a variation)").replace("%1", text)
        return text

    def _show_status(self, text: Callable[[], str]) -> None:
        """Show ``text()`` in the status bar until replaced; said again in a new language."""
        shown = text()
        self._status = (shown, text)
        self.statusBar().showMessage(shown)

    # ------------------------------------------------------------------ language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """A new UI language (``QEvent.LanguageChange``): :meth:`retranslate_ui`."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Say again in the UI language what the window made from data: the window title,
        the status bar's position message, then ``language_changed`` (the application
        shows the header again, its own translated parts). First the texts bound with
        :func:`~xiangqi_gui.ui.live_text.live`: menus, actions, tips, the widgets' labels."""
        retranslate()  # every text bound with live() not yet in this language: menus, tips…
        self.set_document(self._name, modified=self.isWindowModified())
        if self._status is not None and self.statusBar().currentMessage() == self._status[0]:
            self._show_status(self._status[1])
        self.language_changed.emit()

    def show_notice(self, text: str, tooltip: str = "") -> None:
        """Show ``text`` in the notice bar at the top of the side panel until it is closed
        or :meth:`clear_notice` is called; nothing to dismiss, nothing blocks."""
        self.notice.show_text(text, tooltip)

    def clear_notice(self) -> None:
        """Hide the notice bar."""
        self.notice.hide()

    def show_message(self, text: str, timeout_ms: int = 8000) -> None:
        """Show ``text`` in the status bar for ``timeout_ms`` milliseconds (0 = until replaced)."""
        self._status = None
        self.statusBar().showMessage(text, timeout_ms)

    def show_error(self, title: str, text: str, details: str = "") -> QMessageBox:
        """A window-modal warning that does not block the event loop; returns the box.
        ``details`` (the system's own English words, say) go behind "Show Details…"."""
        box = self._box(QMessageBox.Icon.Warning, title, text)
        if details and details != text:
            box.setDetailedText(details)
        return box

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
        if kind == QEvent.Type.Resize and watched is self.side_scroll:
            self._size_clock()
        if kind == QEvent.Type.Resize and watched is self.header_label:
            self._fit_header()
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
        # a key a text field ignores (Shift, say) goes on to the field's parents: while a
        # text field has the focus, no key presses the clock (Shift presses a face)
        typing = (QLineEdit, QAbstractSpinBox, QTextEdit, QPlainTextEdit)
        return not isinstance(watched, typing) \
            and not isinstance(QApplication.focusWidget(), typing)

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

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        """Shown (again after a close): the clock keys work whichever widget has the focus."""
        super().showEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if self.may_close is not None and not self.may_close():
            event.ignore()
            return
        self.closing.emit()
        super().closeEvent(event)
        app = QApplication.instance()
        if app is not None:  # a closed window no longer sees every event of the program
            app.removeEventFilter(self)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _title_setter(menu: QMenu, title: Callable[[], str]) -> Callable[[], None]:
    """Set ``menu``'s title to ``title()`` (for :func:`live`)."""
    return lambda: menu.setTitle(title())
