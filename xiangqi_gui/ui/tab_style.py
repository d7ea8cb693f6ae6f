"""Tab titles drawn whole: the application's style with tabs as tall as their titles.

``QTabBar`` asks the style for a tab of the font's height plus ``PM_TabBarTabVSpace``,
but the style's tab layout (``QCommonStyle``, which Fusion and the Windows styles use)
lowers the title of every tab that is not the current one by
``PM_TabBarTabShiftVertical`` inside that height and clips it to what is left: with
Fusion 2 px, so 15 px for a 17 px line, and a Vietnamese dot below (ệ) or a descender was
cut (issue 11, the dock tabs, About and the tournament window's tabs). :class:`WholeTabs`
makes each tab that much taller (wider for tabs on the left or right); :func:`install`
puts it around the application's style once.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QStyleOptionTab,
    QTabBar,
    QWidget,
)

_SIDEWAYS = (QTabBar.Shape.RoundedEast, QTabBar.Shape.RoundedWest,
             QTabBar.Shape.TriangularEast, QTabBar.Shape.TriangularWest)


class WholeTabs(QProxyStyle):
    """``base`` (a style made for this proxy, which owns it) with tabs
    ``PM_TabBarTabShiftVertical`` px taller than the style asks for."""

    def __init__(self, base: QStyle) -> None:
        super().__init__(base)
        self._base = base  # owned by the proxy; the reference keeps Python's wrapper

    # QProxyStyle's stub types widget as QWidget, QStyle's and QCommonStyle's as optional
    # and under two names (w, widget): no signature matches all three
    def sizeFromContents(  # type: ignore[override]  # noqa: N802 (Qt API)
            self, kind: QStyle.ContentsType, option: QStyleOption, size: QSize,
            widget: QWidget) -> QSize:
        """The base style's size; a tab (``CT_TabBarTab``) gains the title's shift."""
        found = super().sizeFromContents(kind, option, size, widget)
        if kind is not QStyle.ContentsType.CT_TabBarTab or not isinstance(option,
                                                                          QStyleOptionTab):
            return found
        shift = self.pixelMetric(QStyle.PixelMetric.PM_TabBarTabShiftVertical, option, widget)
        if option.shape in _SIDEWAYS:
            return QSize(found.width() + shift, found.height())
        return QSize(found.width(), found.height() + shift)


def install(app: QApplication) -> None:
    """Put :class:`WholeTabs` around ``app``'s style (the one Qt chose, or ``-style``), once."""
    if isinstance(app.style(), WholeTabs):
        return
    base = QStyleFactory.create(app.style().name())
    if base is not None:
        app.setStyle(WholeTabs(base))
