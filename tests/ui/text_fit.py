"""Which texts of a window do not fit their widgets (issue 11: clipped Vietnamese labels at
1366x768). Measured with the widget's own font and the style's text rectangles, across
(``"width"``) and down (``"height"``):

* a label: the advance of its longest line and the height of its lines against its
  contents rectangle (a word-wrapped label: the height its text needs at its width);
* a push button, check box or radio button: the advance of its text (and icon) and the
  height of its lines against the style's contents rectangle;
* a spin box: its text (prefix, value, suffix) against the style's edit field, less the
  line edit's margins, and the font's height against the field's;
* a combo box: every item's advance against the style's edit field (what the closed box
  shows of it: a notation box shows the example move), and the font's height;
* a header: each visible section's text (and sort arrow) against the section, and its
  lines against the header's height less the style's margins (a header that elides
  measures a two-line text as one line, as Qt's elision does);
* a tab bar (the dock tabs too, and a tab widget's): each title against its tab's text
  rectangle (``SE_TabBarTabText``, where the style draws and clips it), across and down
  (a title the bar elides, or scrolls out of sight, does not fit).

:func:`clipped` returns one line per text that does not fit (class, object name, text,
the direction, pixels needed, pixels there).
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QRect, Qt
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
    QStyleOptionTab,
    QTabBar,
    QWidget,
)

_FAR = 100_000
"""Pixels: room enough for any text's natural extent."""


class Fit(NamedTuple):
    """One text of a widget measured in one direction: ``need`` and ``have`` in pixels,
    ``axis`` ``"width"`` or ``"height"``."""

    widget: QWidget
    text: str
    need: int
    have: int
    axis: str


def _plain(text: str) -> str:
    """A button's or label's text as drawn: mnemonics removed, ``&&`` kept as ``&``."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _where(widget: QWidget) -> str:
    names: list[str] = []
    w: QWidget | None = widget
    while w is not None and len(names) < 3:
        if w.objectName():
            names.append(w.objectName())
        w = w.parentWidget()
    return f"{type(widget).__name__}[{'/'.join(names)}]"


def _lines_height(metrics: QFontMetrics, text: str) -> int:
    """Pixels the lines of ``text`` take down: the font's height, and a line spacing for
    each further line (Qt's own rule for a widget's height, as in ``QLabel``)."""
    return metrics.height() + text.count("\n") * metrics.lineSpacing()


def _both(widget: QWidget, text: str, metrics: QFontMetrics, width: int,
          rect: QRect) -> list[Fit]:
    """``text`` of ``widget`` needing ``width`` px across and its lines' height down,
    against ``rect``."""
    return [Fit(widget, text, width, rect.width(), "width"),
            Fit(widget, text, _lines_height(metrics, text), rect.height(), "height")]


def _label(label: QLabel) -> list[Fit]:
    text = label.text()
    if not text or not label.pixmap().isNull():
        return []
    rect = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    metrics = QFontMetrics(label.font())
    if label.wordWrap():
        if rich:
            return []
        need = metrics.boundingRect(0, 0, max(rect.width(), 1), _FAR,
                                    int(Qt.TextFlag.TextWordWrap), text).height()
        return [Fit(label, text, need, rect.height(), "height")]
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        doc.setTextWidth(doc.idealWidth())
        return [Fit(label, text, round(doc.idealWidth()), rect.width(), "width"),
                Fit(label, text, round(doc.size().height()), rect.height(), "height")]
    plain = _plain(text)
    need = max(metrics.horizontalAdvance(line) for line in plain.split("\n"))
    return _both(label, plain, metrics, need, rect)


def _button(button: QAbstractButton) -> list[Fit]:
    text = _plain(button.text())
    if not text:
        return []
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
        return []  # tool buttons: icons, or a text that is the whole button
    rect = button.style().subElementRect(element, option, button)
    metrics = QFontMetrics(button.font())
    need = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    return _both(button, text, metrics, need, rect)


def _combo(combo: QComboBox) -> list[Fit]:
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
        out.append(Fit(combo, text, need, field.width(), "width"))
    if combo.count():
        out.append(Fit(combo, combo.currentText(), metrics.height(), field.height(), "height"))
    return out


def _spin(spin: QAbstractSpinBox) -> list[Fit]:
    option = QStyleOptionSpinBox()
    option.initFrom(spin)
    field = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                        QStyle.SubControl.SC_SpinBoxEditField, spin)
    text = spin.text()  # prefix, value and suffix as shown
    metrics = QFontMetrics(spin.font())
    return [Fit(spin, text, metrics.horizontalAdvance(text), field.width() - 4, "width"),
            Fit(spin, text, metrics.height(), field.height(), "height")]


def _header(header: QHeaderView) -> list[Fit]:
    model = header.model()
    if model is None or header.orientation() is not Qt.Orientation.Horizontal:
        return []
    metrics = QFontMetrics(header.font())
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    arrow = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, header)
    out = []
    for logical in range(header.count()):
        if header.isSectionHidden(logical) or header.sectionSize(logical) <= 0:
            continue
        text = str(model.headerData(logical, header.orientation()) or "")
        if not text:
            continue
        eliding = header.textElideMode() is not Qt.TextElideMode.ElideNone
        lines = [text] if eliding else text.split("\n")  # an eliding header: one line
        need = max(metrics.horizontalAdvance(line) for line in lines) + 2 * margin
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == logical:
            need += arrow + margin
        out.append(Fit(header, text, need, header.sectionSize(logical), "width"))
        down = _lines_height(metrics, "\n".join(lines)) + 2 * margin
        out.append(Fit(header, text, down, header.height(), "height"))
    return out


def _tab_option(bar: QTabBar, index: int) -> QStyleOptionTab:
    option = QStyleOptionTab()
    bar.initStyleOption(option, index)  # as the bar paints it (selected, position, shape)
    return option


def _tabs(bar: QTabBar) -> list[Fit]:
    metrics = QFontMetrics(bar.font())
    out = []
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        if not rect.intersects(bar.rect()):
            out.append(Fit(bar, text, 1, 0, "width"))  # scrolled out of sight
            continue
        shown = bar.style().subElementRect(QStyle.SubElement.SE_TabBarTabText,
                                           _tab_option(bar, i), bar)
        out.append(Fit(bar, text, metrics.horizontalAdvance(text),
                       min(shown.width(), bar.rect().right() - rect.x()), "width"))
        out.append(Fit(bar, text, _lines_height(metrics, text), shown.height(), "height"))
    return out


def _measure(widget: QWidget) -> list[Fit]:
    """The texts of ``widget`` measured, by its kind (none for other kinds)."""
    if isinstance(widget, QLabel):
        return _label(widget)
    if isinstance(widget, QAbstractButton):
        return _button(widget)
    if isinstance(widget, QComboBox):
        return _combo(widget)
    if isinstance(widget, QAbstractSpinBox):
        return _spin(widget)
    if isinstance(widget, QHeaderView):
        return _header(widget)
    if isinstance(widget, QTabBar):
        return _tabs(widget)
    return []


def measurements(window: QWidget) -> list[Fit]:
    """Every visible text of ``window`` (and its children) measured across and down."""
    return [fit for widget in [window, *window.findChildren(QWidget)] if widget.isVisible()
            for fit in _measure(widget)]


def clipped(window: QWidget) -> list[str]:
    """One line per visible text of ``window`` that does not fit its widget."""
    return [f"{_where(f.widget)} {f.text!r}: needs {f.need} px {f.axis}, has {f.have}"
            for f in measurements(window) if f.need > f.have]
