"""Piece glyphs and piece-disc rendering for the board widget.

Pieces are identified by their FEN letter (``Piece.symbol()`` of the rules
core): ``K A B N R C P`` for Red, lower case for Black. Each is drawn as a disc
carrying its Chinese character from the bundled font; the rendered discs are
cached as pixmaps per (letter, pixel radius, device pixel ratio).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient

from xiangqi_gui.ui.fonts import board_font

#: Simplified characters, the usual set on modern boards (Red 帅仕相马车炮兵, Black 将士象马车炮卒).
SIMPLIFIED = {
    "K": "帅", "A": "仕", "B": "相", "N": "马", "R": "车", "C": "炮", "P": "兵",
    "k": "将", "a": "士", "b": "象", "n": "马", "r": "车", "c": "炮", "p": "卒",
}  # fmt: skip
#: Traditional characters of classic sets (Red 帥仕相傌俥炮兵, Black 將士象馬車包卒).
TRADITIONAL = {
    "K": "帥", "A": "仕", "B": "相", "N": "傌", "R": "俥", "C": "炮", "P": "兵",
    "k": "將", "a": "士", "b": "象", "n": "馬", "r": "車", "c": "包", "p": "卒",
}  # fmt: skip

RED_INK = QColor(190, 20, 20)
BLACK_INK = QColor(25, 25, 25)
FACE_LIGHT = QColor(252, 240, 208)
FACE_DARK = QColor(222, 192, 135)
RIM = QColor(120, 78, 30)


@dataclass(frozen=True)
class Theme:
    """Colours of one board-and-pieces set (Preferences ▸ Board and pieces)."""

    name: str
    background: QColor
    line: QColor
    red_ink: QColor
    black_ink: QColor
    face_light: QColor
    face_dark: QColor
    rim: QColor
    red_label: QColor
    black_label: QColor


#: The wooden set (the default) and a high-contrast set: white board, black lines, pure red
#: and black ink on white discs with heavy rims, for projectors and weak eyesight.
THEMES = {
    "wood": Theme("wood", QColor(236, 200, 140), QColor(90, 50, 20), RED_INK, BLACK_INK,
                  FACE_LIGHT, FACE_DARK, RIM, QColor(150, 20, 20), QColor(30, 30, 30)),
    "contrast": Theme("contrast", QColor(255, 255, 255), QColor(0, 0, 0), QColor(210, 0, 0),
                      QColor(0, 0, 0), QColor(255, 255, 255), QColor(255, 255, 255),
                      QColor(0, 0, 0), QColor(210, 0, 0), QColor(0, 0, 0)),
}
WOOD = THEMES["wood"]


def piece_char(symbol: str, *, traditional: bool = False) -> str:
    """Chinese character of the piece with FEN letter ``symbol`` (``"K"`` -> ``"帅"``).

    Raises ``ValueError`` for a letter that is not one of ``KABNRCP``/``kabnrcp``.
    """
    table = TRADITIONAL if traditional else SIMPLIFIED
    try:
        return table[symbol]
    except KeyError:
        raise ValueError(f"not a xiangqi piece letter: {symbol!r}") from None


def is_red(symbol: str) -> bool:
    """True for Red's pieces (upper-case FEN letters)."""
    return symbol.isupper()


class PieceRenderer:
    """Draws piece discs, caching one pixmap per (letter, radius px, DPR, traditional)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, float, bool], QPixmap] = {}
        self.theme = WOOD

    def set_theme(self, theme: Theme) -> None:
        """Draw with ``theme`` from now on (forgets the cached discs)."""
        if theme is not self.theme:
            self.theme = theme
            self._cache.clear()

    def clear(self) -> None:
        """Forget every cached pixmap."""
        self._cache.clear()

    def pixmap(
        self, symbol: str, radius: float, dpr: float, *, traditional: bool = False
    ) -> QPixmap:
        """Pixmap of a piece disc of ``radius`` logical pixels for device pixel ratio ``dpr``.

        The pixmap is ``2 * radius`` logical pixels square (plus 2 px for the
        shadow) and carries ``dpr`` as its device pixel ratio.
        """
        key = (symbol, round(radius * dpr), dpr, traditional)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._render(symbol, radius, dpr, traditional, self.theme)
            self._cache[key] = cached
        return cached

    def draw(
        self,
        painter: QPainter,
        symbol: str,
        center: QPointF,
        radius: float,
        dpr: float,
        *,
        traditional: bool = False,
        opacity: float = 1.0,
    ) -> None:
        """Draw the piece ``symbol`` centred on ``center`` with ``radius`` logical pixels.

        ``dpr`` is the device pixel ratio of the painter's device.
        """
        pix = self.pixmap(symbol, radius, dpr, traditional=traditional)
        side = pix.width() / dpr
        if opacity != 1.0:
            painter.save()
            painter.setOpacity(opacity)
        painter.drawPixmap(QPointF(center.x() - side / 2, center.y() - side / 2), pix)
        if opacity != 1.0:
            painter.restore()

    @staticmethod
    def _render(symbol: str, radius: float, dpr: float, traditional: bool,
                theme: Theme) -> QPixmap:
        side = 2 * radius + 2
        pix = QPixmap(max(1, round(side * dpr)), max(1, round(side * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        c = QPointF(side / 2, side / 2)
        paint_disc(painter, c, radius, symbol, traditional, theme)
        painter.end()
        return pix


def paint_disc(
    painter: QPainter, c: QPointF, radius: float, symbol: str, traditional: bool,
    theme: Theme = WOOD,
) -> None:
    """Paint one piece disc (shadow, face, rims, character) centred on ``c`` in ``theme``."""
    ink = theme.red_ink if is_red(symbol) else theme.black_ink
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawEllipse(c + QPointF(radius * 0.04, radius * 0.07), radius * 0.98, radius * 0.98)
    gradient = QRadialGradient(c - QPointF(radius * 0.3, radius * 0.3), radius * 1.4)
    gradient.setColorAt(0.0, theme.face_light)
    gradient.setColorAt(1.0, theme.face_dark)
    painter.setBrush(gradient)
    rim = 0.06 if theme is WOOD else 0.1
    painter.setPen(QPen(theme.rim, max(1.0, radius * rim)))
    painter.drawEllipse(c, radius * 0.95, radius * 0.95)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, max(1.0, radius * 0.05)))
    painter.drawEllipse(c, radius * 0.78, radius * 0.78)
    painter.setFont(board_font(round(radius * 1.12)))
    painter.setPen(ink)
    box = QRectF(c.x() - radius, c.y() - radius * 1.06, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, piece_char(symbol, traditional=traditional))
