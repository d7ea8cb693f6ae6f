"""Which texts of a window do not fit their widgets (issue 11: clipped Vietnamese labels at
1366x768). Measured with the widget's own font and the style's text rectangles:

* a label: the advance of its longest line against its contents rectangle (a word-wrapped
  label: the height its text needs at its width against its height);
* a push button, check box or radio button: the advance of its text (and icon) against the
  style's contents rectangle;
* a spin box: its text (prefix, value, suffix) against the style's edit field, less the
  line edit's margins;
* a combo box: every item's advance against the style's edit field (what the closed box
  shows of it: a notation box shows the example move);
* a header: each visible section's text (and sort arrow) against the section (a header
  that elides measures a two-line text as one line, as Qt's elision does);
* a tab bar (the dock tabs too): each title against its tab's text rectangle (a title the
  bar elides, or scrolls out of sight, does not fit).

:func:`clipped` returns one line per text that does not fit (class, object name, text,
pixels needed, pixels there).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, Qt as GuiQt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionSpinBox,
    QTabBar,
    QWidget,
)


def _plain(text: str) -> str:
    """A button's or label's text as drawn: mnemonics removed, ``&&`` kept as ``&``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _where(widget: QWidget) -> str:
    names = []
    w: QWidget | None = widget
    while w is not None and len(names) < 3:
        if w.objectName():
            names.append(w.objectName())
        w = w.parentWidget()
    return f"{type(widget).__name__}[{'/'.join(names)}]"


def _label(label: QLabel) -> tuple[str, int, int] | None:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    rect = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if label.wordWrap():
        if rich:
            return None
        need = QFontMetrics(label.font()).boundingRect(
            0, 0, max(rect.width(), 1), 100_000, int(Qt.TextFlag.TextWordWrap), text).height()
        return text, need, rect.height()
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        return text, round(doc.idealWidth()), rect.width()
    metrics = QFontMetrics(label.font())
    need = max(metrics.horizontalAdvance(line) for line in _plain(text).split("\n"))
    return text, need, rect.width()


def _button(button: QAbstractButton) -> tuple[str, int, int] | None:
    text = _plain(button.text())
    if not text:
        return None
    option = QStyleOptionButton()
    option.initFrom(button)
    option.text = button.text()
    option.icon = button.icon()
    option.iconSize = button.iconSize()
    elements = {QPushButton: QStyle.SubElement.SE_PushButtonContents,
                QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
                QRadioButton: QStyle.SubElement.SE_RadioButtonContents}
    element = next((e for kind, e in elements.items() if isinstance(button, kind)), None)
    if element is None:
        return None  # tool buttons: icons, or a text that is the whole button
    rect = button.style().subElementRect(element, option, button)
    need = QFontMetrics(button.font()).horizontalAdvance(text)
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    return text, need, rect.width()


def _combo(combo: QComboBox) -> list[tuple[str, int, int]]:
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.editable = combo.isEditable()
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    metrics = QFontMetrics(combo.font())
    out = []
    shown = getattr(combo, "shown_text", combo.itemText)  # NotationBox: the example move
    for i in range(combo.count()):
        text = shown(i)
        need = metrics.horizontalAdvance(text)
        if not combo.itemIcon(i).isNull():
            need += combo.iconSize().width() + 4
        out.append((text, need, field.width()))
    return out


def _spin(spin: QAbstractSpinBox) -> tuple[str, int, int]:
    option = QStyleOptionSpinBox()
    option.initFrom(spin)
    field = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                        QStyle.SubControl.SC_SpinBoxEditField, spin)
    text = spin.text()  # prefix, value and suffix as shown
    return text, QFontMetrics(spin.font()).horizontalAdvance(text), field.width() - 4


def _header(header: QHeaderView) -> list[tuple[str, int, int]]:
    model = header.model()
    if model is None:
        return []
    metrics = QFontMetrics(header.font())
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    arrow = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    out = []
    for logical in range(header.count()):
        if header.isSectionHidden(logical) or header.sectionSize(logical) <= 0:
            continue
        text = str(model.headerData(logical, header.orientation()) or "")
        if not text or header.orientation() is not Qt.Orientation.Horizontal:
            continue
        lines = text.split("\n") if header.textElideMode() is Qt.TextElideMode.ElideNone \
            else [text]  # an eliding header measures (and cuts) the text as one line
        need = max(metrics.horizontalAdvance(line) for line in lines) + 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == logical:
            need += arrow + margin
        out.append((text, need, header.sectionSize(logical)))
    return out


def _tabs(bar: QTabBar) -> list[tuple[str, int, int]]:
    metrics = QFontMetrics(bar.font())
    out = []
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        if not rect.intersects(bar.rect()):
            out.append((text, 1, 0))  # scrolled out of sight
            continue
        shown = bar.style().subElementRect(QStyle.SubElement.SE_TabBarTabText,
                                           _tab_option(bar, i), bar)
        out.append((text, metrics.horizontalAdvance(text),
                    min(shown.width(), bar.rect().right() - rect.x())))
    return out


def _tab_option(bar: QTabBar, index: int) -> object:
    from PySide6.QtWidgets import QStyleOptionTab

    option = QStyleOptionTab()
    option.initFrom(bar)
    option.rect = bar.tabRect(index)
    option.text = bar.tabText(index)
    option.shape = bar.shape()
    return option


def measurements(window: QWidget) -> list[tuple[QWidget, str, int, int]]:
    """(widget, text, pixels needed, pixels there) of every visible text of ``window``."""
    out: list[tuple[QWidget, str, int, int]] = []
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        found: list[tuple[str, int, int]] = []
        if isinstance(widget, QLabel):
            found = [m for m in [_label(widget)] if m is not None]
        elif isinstance(widget, QAbstractButton):
            found = [m for m in [_button(widget)] if m is not None]
        elif isinstance(widget, QComboBox):
            found = _combo(widget)
        elif isinstance(widget, QAbstractSpinBox):
            found = [_spin(widget)]
        elif isinstance(widget, QHeaderView):
            found = _header(widget)
        elif isinstance(widget, QTabBar):
            found = _tabs(widget)
        out += [(widget, text, need, have) for text, need, have in found]
    return out


def clipped(window: QWidget) -> list[str]:
    """One line per visible text of ``window`` that does not fit its widget."""
    return [f"{_where(w)} {text!r}: needs {need} px, has {have}"
            for w, text, need, have in measurements(window) if need > have]
