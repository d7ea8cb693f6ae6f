"""Header texts broken into lines a person can read, and cut with "…" when too long.

Qt's labels break a line at word boundaries, but a word wider than the line runs over the
edge and is clipped in the middle, and a long event name fills as many lines as it likes.
:func:`fit_lines` breaks by the Unicode line-breaking rules (``QTextOption.WordWrap``:
Chinese may break between any two characters, a Latin word never inside itself, a space
without break ``\\u00a0`` never), elides a word that cannot fit on a line of its own, and
elides the last line allowed when more would be needed. :class:`FittedLabel` is a plain
text label that does this at its own width, with the whole text as its tooltip when cut.

:func:`keep_together` and :data:`SEPARATOR` glue the parts of a header line: "Round 7"
stays on one line and a "·" never starts one. :func:`grow_for_lines` lets a dialog grow
when a word-wrapped label in it gets more lines. :func:`room_for_spin_texts` keeps a spin
box, :func:`show_whole` a line edit, wide enough for each text it may show.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOptionFrame,
    QStyleOptionSpinBox,
    QWidget,
)

from xiangqi_gui.ui.on_screen import fit_inside

NO_BREAK_SPACE = "\u00a0"
SEPARATOR = NO_BREAK_SPACE + "·" + " "
"""Between the parts of a header line: the dot ends a line, never starts one."""
SHORT_UNIT = 16
"""A part of a header at most this long (characters) is kept on one line ("Round 7")."""


def keep_together(text: str) -> str:
    """``text`` with its spaces made unbreakable ("Round 7" is one unit on a line)."""
    return text.replace(" ", NO_BREAK_SPACE)


def fit_lines(text: str, font: QFont, width: int, max_lines: int) -> list[str]:
    """``text`` as at most ``max_lines`` lines, each at most ``width`` px wide in ``font``.

    Lines break where Unicode allows (between Chinese characters, at spaces; never inside
    a Latin word, never at ``\\u00a0``); a word wider than ``width`` is cut with "…" on its
    line, and so is the last line when the text needs more than ``max_lines``. An empty
    text gives ``[]``; ``width`` below 1 px is taken as 1. Newlines in ``text`` are spaces.
    """
    text = " ".join(text.split("\n")).strip()
    if not text:
        return []
    width, metrics = max(1, width), QFontMetrics(font)
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    spans: list[tuple[int, int]] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    lines = [text[start:start + length].strip() for start, length in spans]
    if len(lines) > max_lines:
        last = text[spans[max_lines - 1][0]:].strip()
        lines = lines[:max_lines - 1] + [elide(last, metrics, width)]
    return [elide(line, metrics, width) for line in lines]


def elide(line: str, metrics: QFontMetrics, width: int) -> str:
    """``line`` as it is when it fits in ``width`` px, else cut with "…" to fit."""
    if metrics.horizontalAdvance(line) <= width:
        return line
    cut = metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
    for mark in ("…", "..."):  # "Centre · …": the separator leads to nothing shown
        head = cut.removesuffix(mark).rstrip(" " + NO_BREAK_SPACE)
        if cut.endswith(mark) and head.endswith("·"):
            return head.removesuffix("·").rstrip(" " + NO_BREAK_SPACE) + " " + mark
    return cut


class FittedLabel(QLabel):
    """A plain-text label showing :func:`fit_lines` of its text at its width.

    ``max_lines``: the most lines shown. :meth:`full_text` is the text as set; the tooltip
    holds it whenever something was cut.
    """

    def __init__(self, max_lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_lines = max_lines
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        """Show ``text``, broken and cut to the label's width."""
        self._full = text
        self._refit()

    def full_text(self) -> str:
        """The text as set (before breaking and cutting)."""
        return self._full

    def _lines(self, width: int) -> list[str]:
        return fit_lines(self._full, self.font(), width, self.max_lines)

    def _refit(self) -> None:
        lines = self._lines(self.contentsRect().width())
        shown = "\n".join(lines)
        QLabel.setText(self, shown)
        cut = shown.replace("\n", " ").replace(NO_BREAK_SPACE, " ") != " ".join(
            self._full.split()).replace(NO_BREAK_SPACE, " ")
        self.setToolTip(self._full.replace(NO_BREAK_SPACE, " ") if cut else "")
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        margins = self.contentsMargins()
        lines = len(self._lines(width - margins.left() - margins.right()))
        return lines * QFontMetrics(self.font()).lineSpacing() + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(max(1, self.width())))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._refit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self._full:
            self._refit()


def grow_for_lines(window: QWidget) -> None:
    """Let the shown ``window`` (a dialog) grow to the height its layout asks for at its
    width, once its layout has settled: a top-level window does not follow the new lines
    of a word-wrapped label by itself (the label is cut, over the row below). It never
    shrinks here, and stays inside the screen (:func:`~.on_screen.fit_inside`)."""
    QTimer.singleShot(0, window, lambda: _grow(window))


def _grow(window: QWidget) -> None:
    layout = window.layout()
    if layout is None or not window.isVisible():
        return
    layout.invalidate()
    need = window.heightForWidth(window.width())
    if need > window.height():
        window.resize(window.width(), need)
        fit_inside(window)


_PROBE_WIDTH = 400
"""Pixels: a spin box width at which the style's edit field is measured."""
LINE_EDIT_MARGIN = 2 * 2
"""Pixels a ``QLineEdit`` keeps between its frame and its text: Qt's 2 px each side."""
LINE_EDIT_MARGINS = LINE_EDIT_MARGIN + 1
"""Pixels a line edit being edited keeps beside its text: :data:`LINE_EDIT_MARGIN` and the
cursor's 1."""


def room_for_spin_texts(spin: QSpinBox | QDoubleSpinBox) -> None:
    """Make ``spin`` at least as wide as its widest text needs: the special value text
    and prefix + lowest / highest value + suffix, with the line edit's margins and a
    space's width more (Qt sizes the special text to the pixel, and a font a pixel wider
    on another machine cut Vietnamese "không giới hạn hệ số"; trial C). Call it again after
    a change of range, prefix, suffix or special text."""
    metrics = QFontMetrics(spin.font())
    texts = [spin.specialValueText()] + [
        spin.prefix() + spin.textFromValue(value) + spin.suffix()  # type: ignore[arg-type]
        for value in (spin.minimum(), spin.maximum())]
    need = max(metrics.horizontalAdvance(t) for t in texts) + LINE_EDIT_MARGINS
    need += metrics.horizontalAdvance(" ")
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)  # the frame and buttons the style draws
    option.rect = QRect(0, 0, _PROBE_WIDTH, spin.sizeHint().height())  # frame and arrows:
    field = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                        QStyle.SubControl.SC_SpinBoxEditField, spin)
    spin.setMinimumWidth(need + _PROBE_WIDTH - field.width())  # what the field leaves


def show_whole(edit: QLineEdit, texts: list[str]) -> None:
    """Make ``edit`` at least as wide as it must be to show each of ``texts`` whole (its
    key names, its placeholder "Right half of the keyboard"): Qt's default field is 17
    "x" wide and cut the placeholder with "…" in English and Vietnamese (issue 11)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    margins = edit.textMargins()
    widest = max(edit.fontMetrics().horizontalAdvance(text) for text in texts)
    inside = QSize(widest + LINE_EDIT_MARGIN + margins.left() + margins.right(),
                   edit.sizeHint().height())
    width = edit.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option, inside,
                                          edit).width()
    edit.setMinimumWidth(max(edit.minimumWidth(), width))
