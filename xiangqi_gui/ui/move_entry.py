"""The typed move field under the score sheet: type a move in any notation, see the legal
moves that fit, press Enter to record it (over-the-board recording, pasting moves).

The list under the field shows the legal moves whose Chinese, abbreviated, WXF or ICCS text
starts with what has been typed (:func:`xiangqi_gui.study.typed.candidates`); Down/Up walk
it, Tab completes the field with the highlighted move, Enter records; while the field is
empty, ←/→/Home/End step through the moves as everywhere in the window. A text that names no
legal move, or several, is refused with the reason and the candidates; nothing is
recorded. The widget decides nothing about the game: ``move_entered(Move)`` goes to the
controller, which plays it through the live game like a move made with the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QVBoxLayout, QWidget

from xiangqi_gui.notation import AmbiguousNotationError, NotationError, Notator
from xiangqi_gui.rules import Position
from xiangqi_gui.study.typed import candidates, entered
from xiangqi_gui.ui.live_text import live
from xiangqi_gui.ui.messages import render

MAX_LISTED = 12
"""Candidates listed under the field."""
ROWS_SHOWN = 4
"""Rows of candidates in sight (the rest scroll): the field sits compactly under the sheet."""


NAVIGATION_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home,
                             Qt.Key.Key_End})
"""Keys an empty field leaves to the window: they step through the moves."""


class _Field(QLineEdit):
    """The line edit; passes Up/Down/Tab to the entry widget. While it is empty,
    ←/→/Home/End are not its cursor keys: they reach the window's navigation shortcuts."""

    def __init__(self, owner: MoveEntry) -> None:
        super().__init__()
        self._owner = owner

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and not self.text() and event.key() in NAVIGATION_KEYS \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            event.ignore()  # not overridden: the window's shortcut (previous move…) fires
            return False
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            self._owner.step(1 if key == Qt.Key.Key_Down else -1)
            return
        if key == Qt.Key.Key_Tab:
            self._owner.complete()
            return
        super().keyPressEvent(event)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()  # Enter records the move and goes no further (clock mode's Enter)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt override)
        return False  # Tab completes instead of leaving the field


class MoveEntry(QWidget):
    """See the module docstring. Call :meth:`set_position` after every move."""

    move_entered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = _Field(self)
        live(self.field, lambda: self.field.setPlaceholderText(
            self.tr("Type a move: 炮二平五, 炮25, C2=5, h2e2")))
        self.field.textEdited.connect(self._refresh)
        self.field.returnPressed.connect(self.submit)
        self.list = QListWidget()
        rows = self.list.fontMetrics().height() + 4
        self.list.setMaximumHeight(rows * ROWS_SHOWN + 2 * self.list.frameWidth())
        self.list.itemDoubleClicked.connect(lambda item: self._choose(self.list.row(item)))
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.field)
        layout.addWidget(self.list)
        layout.addWidget(self.status)
        self._pos = Position()
        self._shown: list[str] = []
        self._more = 0  # candidates not listed ("12 more…", in the UI language)
        live(self.status, self._show_more)

    def set_position(self, pos: Position) -> None:
        """Accept moves of ``pos`` from now on (a copy is kept); clears the field. The
        same position again changes nothing (what is being typed stays)."""
        if pos.fen() == self._pos.fen() and self.list.count():
            return
        self._pos = pos.copy()
        self.field.clear()
        self.status.clear()
        self._refresh()

    def _refresh(self) -> None:
        found = candidates(self._pos, self.field.text())
        self.list.clear()
        self._shown = []
        for cand in found[:MAX_LISTED]:
            self.list.addItem(f"{cand.chinese}   {cand.abbr}   {cand.wxf}   {cand.iccs}")
            self._shown.append(cand.chinese)
        if found:
            self.list.setCurrentRow(0)
        self._more = len(found) - MAX_LISTED
        self._show_more()

    def _show_more(self) -> None:
        more = self._more
        self.status.setText(self.tr("%n more…", "", more) if more > 0 else "")

    def step(self, delta: int) -> None:
        """Move the highlight in the list by ``delta`` rows."""
        if self.list.count():
            row = max(0, min(self.list.count() - 1, self.list.currentRow() + delta))
            self.list.setCurrentRow(row)

    def complete(self) -> None:
        """Put the highlighted candidate's Chinese text in the field."""
        row = self.list.currentRow()
        if 0 <= row < len(self._shown):
            self.field.setText(self._shown[row])
            self._refresh()

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self._shown):
            self.field.setText(self._shown[row])
            self.submit()

    def submit(self) -> None:
        """Record the move the field names, or show why it cannot be recorded."""
        text = self.field.text().strip()
        if not text:
            return
        try:
            move = entered(self._pos, text)
        except AmbiguousNotationError as exc:
            notator = Notator(self._pos)
            fits = "、".join(notator.chinese(m) for m in exc.candidates)
            self.status.setText(self.tr("“%1” fits several moves: %2").replace(
                "%1", text).replace("%2", fits))
            return
        except NotationError as exc:
            self.status.setText(self.tr("“%1” is not a legal move here: %2").replace(
                "%1", text).replace("%2", render(exc.message or exc.reason)))
            return
        self.status.clear()
        self.move_entered.emit(move)
