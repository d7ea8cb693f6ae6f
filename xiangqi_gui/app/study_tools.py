"""The Study menu (研究) and its panes, wired into the running application.

Everything a club player does between games, and the over-the-board tools:

- **Analysis pane** (F2): an engine analyses the position shown, browsing or playing; its
  best move is drawn as an arrow. Disabled during a competition game in progress.
- **Moves and comments** (F3): the record's tree as an indented move list and the whole
  comment of the current move, editable; the context menu promotes, demotes and deletes
  variations. While a record is shown, a move made on the board (drag or click-click) or
  typed is 打谱: it follows the record's existing move or adds a variation there.
- **Game review**: a dialog asks for the engine and the depth or time per position
  (remembered); the engine scores every move in the background; the graph (a tab beside
  the analysis) jumps to a move on a click; the scores and marks are written into the record.
- **Set up a position…** (摆棋) starts a new record from the position editor's FEN.
- **Game information…** edits the shown record's headers.
- **Type moves** (F4): the move field under the score sheet; in a game it plays the typed
  move through the live game (fouls, repetition, the natural limit and mate apply as with
  the mouse).
- **Clock mode** (F11): the whole screen becomes the dual-face clock beside a wooden board;
  presses go to the live game "press then type" (:meth:`LiveGame.press_over_board`): the
  mover presses, the recorder presses Enter and types the move of the side that pressed
  (the move field at the bottom of the clock); the 读秒 count is spoken where sound is
  available (:mod:`.sound`). **The last press had no move** rules the press foul (art.
  8.1.7) on the latest press still waiting for its move; **New clock-only game** starts a
  game that records no moves (the clock alone).

:class:`StudyTools` is created by the session; it owns no game state: play goes through
the controller, records through the session's :class:`~.browser.RecordBrowser`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QInputEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QDockWidget, QMenu, QVBoxLayout, QWidget

from xiangqi_gui.app.sound import ClockSounds
from xiangqi_gui.clock import Side
from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.game.display import is_default_name
from xiangqi_gui.notation import NotationError, Notator
from xiangqi_gui.play.live import LiveGame, Mode
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import START_FEN, Color, Move, Position
from xiangqi_gui.study.typed import read_movetext
from xiangqi_gui.ui.analysis_pane import AnalysisPane, no_engine_text
from xiangqi_gui.ui.clock_mode import ClockModeView
from xiangqi_gui.ui.full_screen import fill_screen
from xiangqi_gui.ui.i18n import current_language
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import note_detail, render
from xiangqi_gui.ui.move_entry import MoveEntry
from xiangqi_gui.ui.move_tree import CommentPane, MoveTree
from xiangqi_gui.ui.review_panel import ReviewPanel

if TYPE_CHECKING:
    from xiangqi_gui.app.session import AppSession
    from xiangqi_gui.study.review import ReviewSettings


class StudyTools(QObject):
    """See the module docstring. ``session``: the running :class:`AppSession`."""

    def __init__(self, session: AppSession) -> None:
        super().__init__(session)
        self.session = session
        self.analysis = AnalysisPane()
        self.tree = MoveTree()
        self.comments = CommentPane()
        self.review = ReviewPanel()
        self.entry = MoveEntry()
        self.clock_view = ClockModeView(time_of_event=self._event_instant)
        live(self.clock_view,
             lambda: self.clock_view.setWindowTitle(self.tr("Clock mode — xiangqi_gui")))
        self.clock_entry = MoveEntry()
        self.clock_view.attach_entry(self.clock_entry)
        self.sounds = ClockSounds(self, language=current_language())
        self._live_key: tuple[object, ...] = ()  # the live game last shown in the tree
        self._live_record: GameRecord | None = None  # the record the tree shows for it
        tree_box = QWidget()
        box = QVBoxLayout(tree_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tree, 3)
        box.addWidget(self.comments, 1)
        window = session.window
        # the move field's section under the score sheet (shown and hidden like a dock)
        self.entry_dock = window.add_side_section(lambda: self.tr("Type moves 输入着法"),
                                                  self.entry)
        self.entry_dock.toggleViewAction().setShortcut(QKeySequence("F4"))
        # the engine panes share a place (tabs: the review is raised when it starts); the
        # move tree stands under them; the move field sits under the score sheet
        self.analysis_dock = self._dock("dock_analysis", lambda: self.tr("Analysis 分析"),
                                        self.analysis, "F2")
        window.add_study_dock(self.analysis_dock)
        self.tree_dock = self._dock("dock_tree",
                                    lambda: self.tr("Moves and comments 着法与注解"),
                                    tree_box, "F3")
        window.add_study_dock(self.tree_dock, below=self.analysis_dock)
        self.review_dock = self._dock("dock_review", lambda: self.tr("Game review 复盘"),
                                      self.review, None)
        window.add_study_dock(self.review_dock, tab_with=self.analysis_dock)
        for pane in (self.analysis_dock, self.tree_dock, self.review_dock, self.entry_dock):
            pane.visibilityChanged.connect(self._pane_toggled)
        self._build_menu()
        self._connect()
        self.refresh()

    # ------------------------------------------------------------------ layout

    def _dock(self, name: str, title: Callable[[], str], widget: QWidget,
              shortcut: str | None) -> QDockWidget:
        """A study pane's dock; ``name`` is its fixed object name (the saved window state
        finds it by that name whatever the language); ``title`` follows the language."""
        dock = QDockWidget(self.session.window)
        live(dock, lambda: dock.setWindowTitle(title()))
        dock.setObjectName(name)
        dock.setWidget(widget)
        if shortcut:
            dock.toggleViewAction().setShortcut(QKeySequence(shortcut))
        return dock

    def _build_menu(self) -> None:
        window = self.session.window
        self.review_action = _action(window,
                                     lambda: self.tr("&Review this game with the engine"))
        self.setup_action = _action(window, lambda: self.tr("&Set up a position… 摆棋"))
        self.info_action = _action(window, lambda: self.tr("Game &information…"))
        self.copy_moves_action = _action(window,
                                         lambda: self.tr("Copy &moves (Chinese notation)"))
        self.copy_moves_action.setShortcut(QKeySequence("Ctrl+Alt+C"))
        self.paste_moves_action = _action(window,
                                          lambda: self.tr("&Paste moves (any notation)"))
        self.paste_moves_action.setShortcut(QKeySequence("Ctrl+Alt+V"))
        self.clock_mode_action = _action(
            window, lambda: self.tr("&Clock mode (the screen as the clock)"))
        self.clock_mode_action.setCheckable(True)
        self.clock_mode_action.setShortcut(QKeySequence("F11"))
        self.no_move_action = _action(
            window, lambda: self.tr("The last press had &no move (foul 8.1.7)"))
        self.clock_only_action = _action(
            window, lambda: self.tr("New clock-&only game (no score sheet)"))
        for own in (self.clock_mode_action, self.no_move_action, self.clock_only_action):
            self.clock_view.addAction(own)  # their shortcuts and menu in clock mode too
        self.clock_view.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        menu = QMenu(window)
        live(menu, lambda: menu.setTitle(self.tr("&Study 研究")))
        window.menuBar().insertMenu(window.help_menu.menuAction(), menu)  # Help stays last
        for action in (self.analysis_dock.toggleViewAction(), self.tree_dock.toggleViewAction(),
                       self.entry_dock.toggleViewAction(), None, self.review_action,
                       self.review_dock.toggleViewAction(), None, self.setup_action,
                       self.info_action, self.copy_moves_action, self.paste_moves_action,
                       None, self.clock_mode_action, self.no_move_action,
                       self.clock_only_action):
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        self.menu = menu

    def _connect(self) -> None:
        s, w, c = self.session, self.session.window, self.session.controller
        s.browser.moved.connect(lambda _ply: self.refresh())
        w.sheet.ply_selected.connect(self._select_live_ply)  # a live move clicked or stepped to
        # the session calls refresh() from update_actions (every change and mode switch)
        w.board.move_gesture.connect(self._on_board_gesture)
        w.closing.connect(self.shutdown)
        w.language_changed.connect(self.refresh)  # the live record's notes, the comment's place
        w.clock_driver.changed.connect(self._show_clock)
        self.analysis.best_move_changed.connect(w.board.set_arrow)
        self.entry.move_entered.connect(self.play_move)
        self.tree.node_activated.connect(self._show_node)
        self.tree.tree_edited.connect(self._on_tree_edited)
        self.comments.comment_edited.connect(lambda _node: self._modified())
        self.review.ply_chosen.connect(self._on_review_ply)
        self.review.finished.connect(self._on_reviewed)
        self.review_action.triggered.connect(self.start_review)
        self.setup_action.triggered.connect(self.set_up_position)
        self.info_action.triggered.connect(self.edit_game_info)
        self.copy_moves_action.triggered.connect(self.copy_moves)
        self.paste_moves_action.triggered.connect(
            lambda: self.paste_moves(QGuiApplication.clipboard().text()))
        self.clock_mode_action.toggled.connect(self.set_clock_mode)
        self.clock_view.face_pressed.connect(self._on_face_pressed)
        self.clock_view.pause_requested.connect(c.toggle_clock)
        self.clock_view.entry_opened.connect(
            lambda: self.clock_entry.set_position(self.shown()))
        self.clock_entry.move_entered.connect(self._clock_move_entered)
        self.no_move_action.triggered.connect(lambda _c=False: c.act(LiveGame.no_move))
        self.clock_only_action.triggered.connect(lambda _c=False: self.new_clock_only_game())

    def shutdown(self) -> None:
        """The window closes: stop the analysis engine, wait for a running review, close
        clock mode."""
        self.analysis.stop()
        self.review.shutdown()
        self.clock_view.close()

    # ------------------------------------------------------------------ state

    @property
    def browsing(self) -> bool:
        """True while a record is shown (not the live game)."""
        return self.session.mode is Mode.BROWSE

    def _competition_running(self) -> bool:
        game = self.session.controller.game
        return (not self.browsing and game.setup.competitive and game.outcome is None)

    def shown(self) -> Position:
        """The position shown on the board."""
        if self.browsing and self.session.browser.cursor is not None:
            return self.session.browser.position()
        return Position.from_fen(self.session.shown_fen())

    def _pane_toggled(self, _visible: bool) -> None:
        """A pane was shown or hidden: follow the position, unless the window is being
        destroyed (its panes then hide after some of the widgets refresh uses are gone)."""
        widgets = (self.analysis, self.entry, self.clock_entry, self.tree, self.comments,
                   self.review)
        if all(shiboken6.isValid(widget) for widget in widgets):
            self.refresh()

    def refresh(self) -> None:
        """Follow the position shown: analysis, move field, tree, board input."""
        s = self.session
        self.analysis.set_allowed(not self._competition_running())
        if self.analysis_dock.isVisible() or self.analysis.running:
            position = self.shown()
            self.analysis.set_position(position.fen(), [])
        if self.entry_dock.isVisible():
            self.entry.set_position(self.shown())
        if self.clock_entry.isVisible():
            self.clock_entry.set_position(self.shown())
        game = s.controller.game
        self.no_move_action.setEnabled(not self.browsing and bool(game.untyped))
        self.clock_entry.setEnabled(not self.browsing and game.setup.record_moves)
        record = s.browser.record if self.browsing else None
        self.review_action.setEnabled(record is not None)
        self.info_action.setEnabled(record is not None)
        if record is not None:
            s.window.board.set_interactive(True)  # 打谱: moves on the board edit the record
            if self.tree_dock.isVisible():
                node = s.browser.node
                if self.tree._record is not record:  # noqa: SLF001 (a new record)
                    self.tree.set_record(record, node)
                elif node is not None:
                    self.tree.set_current(node)
                self.comments.set_node(node, self._where(node))
        elif self.tree_dock.isVisible():
            self._show_live_tree()
        self._show_clock()

    def _show_live_tree(self) -> None:
        """The live game's moves in the tree, read-only: the record is made from the live
        game (its one owner, which fills the score sheet too) whenever a move, a note or
        the result changed; new moves are added to the entries shown (a long game's tree
        is not rebuilt at every move); the move shown on the board is selected."""
        game = self.session.controller.game
        notes = sum(len(n) for n in game.sheet.annotations.values())
        key = (id(game), len(game.moves), notes, game.outcome, current_language())
        if key != self._live_key or self.tree.shown_record() is None:
            fresh = game.to_record(note_detail)  # shown only: the notes in the UI language
            live = self._live_record
            if self._live_key[:1] == key[:1] and live is not None \
                    and self.tree.shown_record() is live and _extends(fresh, live):
                self._grow_live(live, fresh)
            else:
                self._live_record = fresh
                self.tree.set_record(fresh, editable=False)
            self._live_key = key
        viewing = self.session.controller.viewing_ply
        self._select_live_ply(len(game.moves) if viewing is None else viewing)

    def _grow_live(self, live: GameRecord, fresh: GameRecord) -> None:
        """Bring ``live`` (shown) up to ``fresh``, which only adds moves and notes to it."""
        nodes = [live.root, *live.mainline_nodes()]
        last = nodes[-1]
        for move in fresh.mainline_moves()[len(nodes) - 1:]:
            last = last.add_child(move)
            nodes.append(last)
            self.tree.append_move(last)
        for node, new in zip(nodes, [fresh.root, *fresh.mainline_nodes()], strict=True):
            if node.comment != new.comment:
                node.comment = new.comment
                self.tree.refresh_comment(node)

    def _select_live_ply(self, ply: int) -> None:
        record = self.tree.shown_record()
        if self.browsing or record is None or not self.tree_dock.isVisible():
            return
        line = [record.root, *record.mainline_nodes()]
        node = line[max(0, min(ply, len(line) - 1))]
        self.tree.set_current(node)
        self.comments.set_node(node, self._where(node), editable=False)

    def _where(self, node: GameNode | None) -> str:
        if node is None or node.parent is None:
            return self.tr("Comment on the game")
        number = (node.ply + 1) // 2  # moves are counted in pairs, as the tree numbers them
        if node.is_mainline():
            return self.tr("Comment after move %1").replace("%1", str(number))
        return self.tr("Comment after move %1 (in a variation)").replace("%1", str(number))

    def _modified(self) -> None:
        self.session.mark_record_edited()
        self.session.window.show_message(self.tr("The record was changed; save it to keep it."))

    # ------------------------------------------------------------------ moves

    def play_move(self, move: Move) -> None:
        """A typed move: 打谱 while a record is shown, else the live game's move."""
        if self.browsing:
            self._edit_record(move)
            return
        self.session.controller.act(LiveGame.move, move.from_square, move.to_square)

    def _on_board_gesture(self, from_square: int, to_square: int, _dropped: bool) -> None:
        if self.browsing:
            self._edit_record(Move(from_square, to_square))

    def _edit_record(self, move: Move) -> None:
        browser = self.session.browser
        if browser.cursor is None or not browser.position().is_legal(move):
            self.session.window.show_message(self.tr("That move is not legal here."))
            browser.go(browser.ply)
            return
        before = browser.node
        count = len(before.children) if before is not None else 0
        browser.play(move)
        if before is not None and len(before.children) > count:
            self._modified()
            if self.tree._record is browser.record:  # noqa: SLF001
                self.tree.rebuild(browser.node)
        self.refresh()

    def _show_node(self, node: GameNode) -> None:
        if self.browsing:
            self.session.browser.show_node(node)
        else:  # the live game's move: shown read-only as a click on the sheet does
            self.session.navigate(node.ply, absolute=True)

    def _on_tree_edited(self) -> None:
        browser = self.session.browser
        node = self.tree.current_node()
        if node is not None and browser.record is not None:
            browser.show_node(node)
        self._modified()

    def _on_reviewed(self, _reviews: object) -> None:
        """The review wrote its comments and marks into the record: show them in the
        list (marks after the moves) and the comment pane."""
        self.tree.rebuild(self.tree.current_node())
        self._on_tree_edited()

    def _on_review_ply(self, ply: int) -> None:
        record = self.session.browser.record
        if self.browsing and record is not None:
            nodes = record.mainline_nodes()
            self.session.browser.show_node(nodes[ply - 1] if ply else record.root)

    # ------------------------------------------------------------------ actions

    def start_review(self) -> None:
        """Ask for the review's engine and search limit (remembered in the preferences),
        then review the shown record's main line."""
        from xiangqi_gui.engine import EngineNotFoundError, find_engine  # the review's code
        from xiangqi_gui.study.review import ReviewSettings
        from xiangqi_gui.ui.review_dialog import ReviewSettingsDialog

        if not self.browsing or self.session.browser.record is None:
            return
        prefs = self.session.preferences
        settings = prefs.review_settings() if prefs is not None else ReviewSettings()
        try:
            default = self.analysis._path or str(find_engine())  # noqa: SLF001
        except EngineNotFoundError:
            default = ""
        dialog = ReviewSettingsDialog(settings, self.session.window, default_engine=default)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        settings = dialog.settings()
        if prefs is not None:
            prefs.set_review_settings(settings)
        self.review_with(settings)

    def review_with(self, settings: ReviewSettings) -> None:
        """Review the shown record's main line with ``settings``: their engine in the
        protocol its check learned (an empty engine: the first one found)."""
        from xiangqi_gui.engine import EngineNotFoundError, find_engine

        record = self.session.browser.record
        if not self.browsing or record is None:
            return
        try:
            engine = settings.engine or str(find_engine())
        except EngineNotFoundError:
            self.session.window.show_message(no_engine_text())
            return
        self.review_dock.show()
        self.review_dock.raise_()  # in front of the analysis it shares a place with
        self.review.start(record, engine, settings.limits(),
                          dialect=settings.dialect if settings.engine else None)

    def set_up_position(self) -> QDialog.DialogCode:
        """Open the position editor; OK shows a new record from that position (for 打谱);
        "Play from here" then starts a game from it."""
        from xiangqi_gui.ui.position_editor import PositionEditor  # loaded when first used

        editor = PositionEditor(self.shown().fen(), self.session.window)
        result = QDialog.DialogCode(editor.exec())
        if result == QDialog.DialogCode.Accepted:
            record = GameRecord(headers={"FEN": editor.fen()}, start_fen=editor.fen())
            self.session.browse_record(record, self.tr("set-up position"))
        return result

    def edit_game_info(self) -> None:
        """Edit the shown record's headers."""
        from xiangqi_gui.ui.game_info_dialog import GameInfoDialog  # loaded when first used

        record = self.session.browser.record
        if not self.browsing or record is None:
            return
        dialog = GameInfoDialog(record.headers, self.session.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            record.headers = dialog.headers()
            record.result = record.headers.get("Result", record.result)
            self.session.browse_record(record, "", ply=self.session.browser.ply)
            self._modified()

    def line_text(self) -> str:
        """The moves from the start to the end of the line shown, numbered, in Chinese
        notation (``1. 炮二平五 马8进7 2. …``)."""
        if self.browsing and self.session.browser.record is not None:
            record = self.session.browser.record
            start, moves = record.start_position(), [n.move for n in self.session.browser.line]
        else:
            game = self.session.controller.game
            start, moves = Position.from_fen(game.arbiter.start_fen), list(game.moves)
        words: list[str] = []
        pos = start
        for move in moves:
            if move is None:
                break
            if pos.turn is Color.RED or not words:
                words.append(f"{pos.fullmove_number}." + ("" if pos.turn is Color.RED else ".."))
            words.append(Notator(pos).chinese(move))
            pos.push(move)
        return " ".join(words)

    def copy_moves(self) -> str:
        """Copy :meth:`line_text` to the clipboard; returns it."""
        text = self.line_text()
        QGuiApplication.clipboard().setText(text)
        self.session.window.show_message(self.tr("Moves copied."))
        return text

    def paste_moves(self, text: str) -> int:
        """Play pasted movetext from the position shown: 打谱 while a record is shown, the
        live game's moves in casual play (never in a competition). Returns the number of
        moves played; a text with a bad token plays nothing and says which."""
        if not self.browsing and self.session.controller.game.setup.competitive:
            self.session.window.show_message(
                self.tr("Pasting moves is not allowed in a competition game."))
            return 0
        try:
            moves = read_movetext(self.shown(), text)
        except NotationError as exc:
            self.session.window.show_message(
                self.tr("Cannot paste the moves: %1").replace(
                    "%1", f"“{exc.token}”: {render(exc.message or exc.reason)}"))
            return 0
        for move in moves:
            self.play_move(move)
        return len(moves)

    # ------------------------------------------------------------------ clock mode

    def set_clock_mode(self, on: bool) -> None:
        """Show the clock full screen (True) or go back to the board (False); the game
        goes on unchanged either way."""
        if on:
            fill_screen(self.clock_view, self.session.window.screen())
            self.clock_view.activateWindow()
            self.clock_view.setFocus()
            self._show_clock()
        else:
            self.clock_view.hide()
            self.session.window.activateWindow()
        if self.clock_mode_action.isChecked() != on:
            self.clock_mode_action.setChecked(on)

    def _clock_move_entered(self, move: Move) -> None:
        """A move typed in clock mode: recorded, and the keys press the faces again."""
        self.play_move(move)
        self.clock_view.close_entry()

    def new_clock_only_game(self) -> bool:
        """Start a game that records no moves with the last game's players and time
        control (no engines), and show clock mode. False when the user keeps the game in
        progress."""
        s = self.session
        if not s._may_abandon():  # noqa: SLF001 (the session's own question)
            return False
        last = s.preferences.last_setup() if s.preferences is not None else None
        base = last if last is not None else s.controller.game.setup
        setup = base.with_(record_moves=False, red_engine=None, black_engine=None,
                           start_fen=START_FEN, date=GameSetup().date)
        if not s.start_game(setup):
            return False
        self.set_clock_mode(True)
        return True

    def _event_instant(self, event: QEvent | None) -> int:
        """An input event's instant on the game clock's source: its time stamp when the
        clock runs on the monotonic clock (:mod:`.event_time`), else now."""
        controller = self.session.controller
        now = controller.time_source()
        if controller.event_time is not None and isinstance(event, QInputEvent):
            return controller.event_time.to_ns(event.timestamp(), now)
        return now

    def _sides(self) -> tuple[Color, Color]:
        first = self.session.controller.game.first_mover
        return first, first.opponent

    def _on_face_pressed(self, face: str, t_ns: int) -> None:
        left, right = self._sides()
        color = left if face == "left" else right
        controller = self.session.controller
        if self.browsing:
            return
        self.sounds.pressed()
        controller.apply(controller.game.press_over_board(color, t_ns))

    def _show_clock(self) -> None:
        setup = self.session.controller.game.setup
        spoken = setup.red_control.byoyomi is not None or setup.black_control.byoyomi is not None
        if self.browsing or not (spoken or self.clock_view.isVisible()):
            return  # nothing to say or show: no reading taken on the display timer
        clock = self.session.controller.clock
        by_side = {color: clock.reading(Side(color)) for color in Color}
        for color, reading in by_side.items():
            control = setup.red_control if color is Color.RED else setup.black_control
            if control.byoyomi is not None:
                self.sounds.on_reading(reading, control.byoyomi.periods)
        byoyomi = setup.red_control.byoyomi
        if self.clock_view.isVisible():
            left, right = self._sides()
            self.clock_view.left.name = self._name(left)
            self.clock_view.right.name = self._name(right)
            self.clock_view.show_readings(
                by_side[left], by_side[right],
                period_ns=byoyomi.period_ns if byoyomi is not None else None,
                paused=clock.status.value == "paused")
            self.clock_view.set_hint(self._hint())

    def _hint(self) -> str:
        """Under the faces: whose pressed moves wait to be typed, or "" when none do."""
        untyped = self.session.controller.game.untyped
        if not untyped:
            return ""
        names = self.tr(", ").join(self.tr("Red") if p.side is Color.RED else self.tr("Black")
                                   for p in untyped)
        return self.tr("Moves to type: %1 — Enter: type the move").replace("%1", names)

    def _name(self, color: Color) -> str:
        """A face's title: the side and the player's name (红方 许银川); the side only for
        a game without names (the placeholder "Red"/"Black", in any language)."""
        headers = self.session.controller.game.headers()
        key = "Red" if color is Color.RED else "Black"
        side = self.tr("Red") if color is Color.RED else self.tr("Black")
        name = headers.get(key, "").strip()
        return side if is_default_name(name, key) else f"{side} {name}"


def _extends(fresh: GameRecord, live: GameRecord) -> bool:
    """True when ``fresh``'s main line starts with all of ``live``'s (moves were added)."""
    shown = live.mainline_moves()
    return fresh.mainline_moves()[:len(shown)] == shown


def _action(parent: QObject, text: Callable[[], str]) -> QAction:
    """An action of ``parent`` whose text follows the UI language."""
    action = QAction(parent)
    live(action, lambda: action.setText(text()))
    return action
