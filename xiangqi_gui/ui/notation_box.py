"""The notation chooser of the score sheet and the analysis pane.

A combo box whose closed face shows the chosen notation's full name ("Chinese (炮二平五)",
"Ký pháp Trung Quốc (炮二平五)") when it has room, else a short name (Vietnamese
"Hán (炮二平五)"; trial C: the Vietnamese sheet showed a bare 炮二平五), else its example
move (炮二平五, 炮25, C2=5, h2e2: what a player recognises in any language); the popup and
the tool tip give the full names. It can be as narrow as the examples in every language:
the full Vietnamese name was cut to "Ký pháp Trung Quố" beside the board at 1366x768
(issue 11).
:func:`notation_label` is the one owner of the names (Preferences lists them too).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QFontMetrics, QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

from xiangqi_gui.play.sheet import SHEET_NOTATIONS
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.live_text import live

#: The example move each notation is known by (the closed box shows it).
EXAMPLES = {"chinese": "炮二平五", "abbr": "炮25", "wxf": "C2=5", "iccs": "h2e2"}
_LABELS = {
    "chinese": QT_TRANSLATE_NOOP("NotationBox", "Chinese (炮二平五)"),
    "abbr": QT_TRANSLATE_NOOP("NotationBox", "Abbreviated (炮25)"),
    "wxf": QT_TRANSLATE_NOOP("NotationBox", "WXF (C2=5)"),
    "iccs": QT_TRANSLATE_NOOP("NotationBox", "ICCS (h2e2)"),
}

#: The short names the closed box shows when the full name has no room (context
#: "NotationBoxShort": the same English words as some full names, other translations).
_SHORT_LABELS = {
    "chinese": QT_TRANSLATE_NOOP("NotationBoxShort", "Chinese (炮二平五)"),
    "abbr": QT_TRANSLATE_NOOP("NotationBoxShort", "Abbr. (炮25)"),
    "wxf": QT_TRANSLATE_NOOP("NotationBoxShort", "WXF (C2=5)"),
    "iccs": QT_TRANSLATE_NOOP("NotationBoxShort", "ICCS (h2e2)"),
}


def short_label(name: str) -> str:
    """The short name of notation ``name`` (one of ``SHEET_NOTATIONS``) in the UI language:
    a word and the example move (Vietnamese ``"Hán (炮二平五)"``); raises ``KeyError`` for
    another name."""
    return QCoreApplication.translate("NotationBoxShort", _SHORT_LABELS[name])


def notation_label(name: str) -> str:
    """The full name of notation ``name`` (one of ``SHEET_NOTATIONS``) in the UI language;
    raises ``KeyError`` for another name."""
    return QCoreApplication.translate("NotationBox", _LABELS[name])


class NotationBox(QComboBox):
    """Chooses one of ``SHEET_NOTATIONS`` (the item data); the names follow the UI
    language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for name in SHEET_NOTATIONS:
            self.addItem("", name)
        self.currentIndexChanged.connect(lambda _i: self.setToolTip(self.currentText()))
        live(self, self._name_items)

    def _name_items(self) -> None:
        for index, name in enumerate(SHEET_NOTATIONS):
            self.setItemText(index, notation_label(name))
        self.setToolTip(self.currentText())

    def shown_text(self, index: int) -> str:
        """What the closed box shows for item ``index``: its full name when that fits the
        box's width, else its short name (:func:`short_label`) when that fits, else the
        notation's example move."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                            QStyle.SubControl.SC_ComboBoxEditField, self)
        notation = str(self.itemData(index))
        metrics = QFontMetrics(self.font())
        for text in (self.itemText(index), short_label(notation)):
            if metrics.horizontalAdvance(text) <= field.width():
                return text
        return EXAMPLES[notation]

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        index = self.currentIndex()
        option.currentText = self.shown_text(index) if index >= 0 else ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Wide enough for the widest example, whatever the language."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        metrics = QFontMetrics(self.font())
        text = QSize(max(metrics.horizontalAdvance(e) for e in EXAMPLES.values()),
                     metrics.height())
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text,
                                             self)
        return QSize(size.width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self.sizeHint()

    def showPopup(self) -> None:  # noqa: N802 (Qt API)
        """The popup as wide as the full names need (the box itself may be narrower)."""
        view = self.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + 2 * view.frameWidth()
                             + view.verticalScrollBar().sizeHint().width())
        super().showPopup()
