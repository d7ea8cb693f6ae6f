"""The move tree of a record as an indented move list (打谱), with the comment pane.

:class:`MoveTree` shows every line of a :class:`~xiangqi_gui.game.record.GameRecord`: the
main line at the top level, each variation as a branch under the move it replaces, moves in
the chosen notation with their move numbers and annotation marks (NAG $6 shown ``?!``,
$2 ``?``, $4 ``??``; a review writes them). The current node is selected and scrolled to,
so the player sees at once whether they are in a variation. A click (or the keyboard)
emits ``node_activated(GameNode)``; the context menu promotes, demotes and deletes
variations through :mod:`xiangqi_gui.game.edit` and emits ``tree_edited()``. During a live
game the tree shows the game's moves read-only (the record is made from the live game).

:class:`CommentPane` shows the whole comment of the current move and edits it
(``comment_edited(GameNode)`` after each change).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPlainTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.edit import delete, demote, promote, promote_to_main, set_comment
from xiangqi_gui.game.node import GameNode, nag_symbol
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Color, Position
from xiangqi_gui.study.lines import move_text
from xiangqi_gui.ui.live_text import live

_NODE = Qt.ItemDataRole.UserRole


def _move_label(pos: Position, node: GameNode, notation: str, first_in_line: bool) -> str:
    move = node.move
    assert move is not None
    text = move_text(pos, move, notation)
    number = pos.fullmove_number
    red = pos.turn is Color.RED
    prefix = f"{number}. " if red else (f"{number}. … " if first_in_line else "")
    mark = " ✎" if node.comment else ""
    return f"{prefix}{text}{nag_symbol(node.nags)}{mark}"


class MoveTree(QTreeWidget):
    """See the module docstring. ``notation``: ``chinese`` (default), ``wxf`` or ``iccs``."""

    node_activated = Signal(object)
    tree_edited = Signal()

    def __init__(self, parent: QWidget | None = None, *, notation: str = "chinese") -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.notation = notation
        self._record: GameRecord | None = None
        self._items: dict[int, QTreeWidgetItem] = {}
        # each item's data is a plain int: the index of its node in this list
        self._nodes: list[GameNode] = []
        self.editable = True
        self._end = Position()  # the position at the end of the main line shown
        self.itemClicked.connect(self._on_clicked)
        self.itemActivated.connect(self._on_clicked)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        """The start entry's words in the UI language (again when it changes)."""
        start = self._items.get(id(self._record.root)) if self._record is not None else None
        if start is not None:
            start.setText(0, self.tr("Start position"))

    def set_record(self, record: GameRecord, current: GameNode | None = None, *,
                   editable: bool = True) -> None:
        """Show ``record``'s tree, ``current`` selected (default: the root). Not
        ``editable`` (the moves of a game being played): no context menu to edit it."""
        self._record = record
        self.editable = editable
        self.rebuild(current)

    def shown_record(self) -> GameRecord | None:
        """The record shown, or None."""
        return self._record

    def rebuild(self, current: GameNode | None = None) -> None:
        """Rebuild the list from the record (after an edit)."""
        self.clear()
        self._items.clear()
        self._nodes.clear()
        if self._record is None:
            return
        start = QTreeWidgetItem([self.tr("Start position")])
        self._bind(start, self._record.root)
        self.addTopLevelItem(start)
        self._items[id(self._record.root)] = start
        self._end = self._record.start_position()
        self._add_line(None, self._record.root, self._end)  # _end: the main line's end now
        self.set_current(current or self._record.root)

    def append_move(self, node: GameNode) -> None:
        """Add ``node``, a new main-line move after the last one shown, as one entry (a
        game being played grows by a move: nothing else is redrawn)."""
        assert node.move is not None
        self._item(None, node, self._end, False)
        self._end.push_unchecked(node.move)

    def refresh_comment(self, node: GameNode) -> None:
        """Show ``node``'s changed comment: its ✎ mark and tooltip."""
        item = self._items.get(id(node))
        if item is None:
            return
        item.setToolTip(0, node.comment)
        if node.parent is not None:
            item.setText(0, item.text(0).removesuffix(" ✎") + (" ✎" if node.comment else ""))

    def _add_line(self, parent_item: QTreeWidgetItem | None, node: GameNode,
                  pos: Position) -> None:
        """Add the line continuing from ``node`` (whose position is ``pos``) under
        ``parent_item`` (None: top level), each variation as a branch of its move."""
        first = True
        while node.children:
            main = node.children[0]
            item = self._item(parent_item, main, pos, first)
            for variation in node.children[1:]:
                branch_pos = pos.copy()
                head = self._item(item, variation, branch_pos, True)
                assert variation.move is not None
                branch_pos.push_unchecked(variation.move)
                self._add_line(head, variation, branch_pos)
            assert main.move is not None
            pos.push_unchecked(main.move)
            node, first = main, False

    def _item(self, parent_item: QTreeWidgetItem | None, node: GameNode, pos: Position,
              first: bool) -> QTreeWidgetItem:
        item = QTreeWidgetItem([_move_label(pos, node, self.notation, first)])
        self._bind(item, node)
        if node.comment:
            item.setToolTip(0, node.comment)
        if parent_item is None:
            self.addTopLevelItem(item)
        else:
            parent_item.addChild(item)
            parent_item.setExpanded(True)
        self._items[id(node)] = item
        return item

    def _bind(self, item: QTreeWidgetItem, node: GameNode) -> None:
        item.setData(0, _NODE, len(self._nodes))
        self._nodes.append(node)

    def _node_of(self, item: QTreeWidgetItem | None) -> GameNode | None:
        index = None if item is None else item.data(0, _NODE)
        return self._nodes[index] if isinstance(index, int) else None

    def set_current(self, node: GameNode) -> None:
        """Select and show ``node``'s entry (no signal)."""
        item = self._items.get(id(node))
        if item is None:
            return
        self.blockSignals(True)
        self.setCurrentItem(item)
        self.blockSignals(False)
        self.scrollToItem(item)

    def current_node(self) -> GameNode | None:
        """The selected node, or None."""
        return self._node_of(self.currentItem())

    def node_text(self, node: GameNode) -> str:
        """The shown text of ``node``'s entry (KeyError if not shown)."""
        return self._items[id(node)].text(0)

    def _on_clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        node = self._node_of(item)
        if node is not None:
            self.node_activated.emit(node)

    def _menu(self, point: QPoint) -> None:
        node = self._node_of(self.itemAt(point))
        if node is None or node.parent is None or not self.editable:
            return
        menu = QMenu(self)
        actions = {
            menu.addAction(self.tr("Promote variation")): lambda: promote(node),
            menu.addAction(self.tr("Make main line")): lambda: promote_to_main(node),
            menu.addAction(self.tr("Demote variation")): lambda: demote(node),
            menu.addAction(self.tr("Delete from here")): lambda: delete(node),
        }
        chosen = menu.exec(self.viewport().mapToGlobal(point))
        if chosen in actions:
            self.apply_edit(node, actions[chosen])

    def apply_edit(self, node: GameNode, change: object) -> None:
        """Apply ``change`` (a callable editing the tree at ``node``), rebuild, and emit
        ``tree_edited``; the cursor stays on ``node`` or goes to its parent if deleted."""
        parent = node.parent
        change()  # type: ignore[operator]
        keep = node if node.parent is not None else parent
        self.rebuild(keep)
        self.tree_edited.emit()


class CommentPane(QWidget):
    """The full comment of the current move, editable (see the module docstring)."""

    comment_edited = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.editor = QPlainTextEdit()
        self.editor.textChanged.connect(self._on_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.editor, 1)
        self._node: GameNode | None = None
        self._where, self._editable = "", True
        live(self, self._retranslate)

    def _retranslate(self) -> None:
        """The title and the placeholder in the UI language (the place a caller gave is
        given again by it: :meth:`set_node`)."""
        self.editor.setPlaceholderText(self.tr("No comment. Type here to add one.")
                                       if self._editable else self.tr("No comment."))
        self.title.setText(self._where or self.tr("Comment"))

    def set_node(self, node: GameNode | None, where: str = "", *,
                 editable: bool = True) -> None:
        """Show ``node``'s comment; ``where`` (e.g. "Variation after 20. 车一平二") is shown
        above it so the player knows which move the comment belongs to. Not ``editable``
        (a game being played: the arbiter's notes): shown read-only."""
        self._node = None
        self.editor.setPlainText("" if node is None else node.comment)
        self.editor.setReadOnly(node is None or not editable)
        self._where, self._editable = where, editable
        self._retranslate()
        self._node = node

    def _on_changed(self) -> None:
        if self._node is None:
            return
        set_comment(self._node, self.editor.toPlainText())
        self.comment_edited.emit(self._node)
