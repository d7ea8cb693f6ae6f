"""Large clock digits drawn from cached glyph pixmaps.

Qt's raster engine caches glyph images only up to a size; text larger than that (the
clock's digits, 80 px and more) is filled from the glyphs' outlines on every paint, which
costs milliseconds per face. Here every character is drawn once per (font, ink, device
pixel ratio) into a transparent pixmap, and a paint only blits the pixmaps: microseconds.

:func:`paint_centred` is the one painter of clock digits (board-mode
:class:`~xiangqi_gui.ui.clock_widget.ClockFace` and clock-mode
:class:`~xiangqi_gui.ui.clock_mode.BigFace`). It lays the text out as ``QLabel`` with
``AlignCenter`` does: the line box (ascent + descent) centred vertically, the advance
width centred horizontally, each character at its advance from the line's start, so
:func:`~xiangqi_gui.ui.clock_widget.fitting_pixel_size` computes where the ink lands.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap

CACHE_BYTES = 32 * 1024 * 1024
"""Upper bound (bytes, 4 a pixel) of the pixmaps kept; the least recently used go first."""


@dataclass(frozen=True)
class Glyph:
    """One character's pixmap; ``origin`` (logical px) is where the pen's baseline origin
    lies inside it, ``advance`` (logical px) the pen's step after the character."""

    pixmap: QPixmap
    origin: QPointF
    advance: float


_cache: OrderedDict[tuple[str, str, int, float], Glyph] = OrderedDict()
_cache_bytes = 0


def _draw(char: str, font: QFont, ink: QColor, ratio: float) -> Glyph:
    """``char`` in ``font`` and ``ink`` on a transparent pixmap holding its whole ink
    (overhangs included) and its line box."""
    metrics = QFontMetricsF(font)
    advance = metrics.horizontalAdvance(char)
    line = QRectF(0.0, -metrics.ascent(), advance, metrics.ascent() + metrics.descent())
    area = line.united(metrics.boundingRect(char)).adjusted(-1, -1, 1, 1)
    left, top = math.floor(area.left()), math.floor(area.top())
    width = max(1, math.ceil(area.right()) - left)
    height = max(1, math.ceil(area.bottom()) - top)
    pixmap = QPixmap(max(1, math.ceil(width * ratio)), max(1, math.ceil(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(QPointF(-left, -top), char)
    painter.end()
    return Glyph(pixmap, QPointF(-left, -top), advance)


def glyph(char: str, font: QFont, ink: QColor, ratio: float = 1.0) -> Glyph:
    """The cached :class:`Glyph` of ``char`` in ``font`` and ``ink`` for a device of pixel
    ratio ``ratio`` (drawn on first use; least recently used pixmaps beyond
    :data:`CACHE_BYTES` are dropped)."""
    return _glyph(char, font, font.key(), ink, ratio)


def _glyph(char: str, font: QFont, font_key: str, ink: QColor, ratio: float) -> Glyph:
    """:func:`glyph` with the font's ``key()`` computed once by the caller (it costs
    microseconds, a blit of a cached glyph not many more)."""
    global _cache_bytes
    key = (char, font_key, ink.rgba(), ratio)
    found = _cache.get(key)
    if found is not None:
        _cache.move_to_end(key)
        return found
    made = _draw(char, font, ink, ratio)
    _cache[key] = made
    _cache_bytes += 4 * made.pixmap.width() * made.pixmap.height()
    while _cache_bytes > CACHE_BYTES and len(_cache) > 1:
        _key, old = _cache.popitem(last=False)
        _cache_bytes -= 4 * old.pixmap.width() * old.pixmap.height()
    return made


def clear_cache() -> None:
    """Drop every cached pixmap (fonts were replaced, or to measure a cold paint)."""
    global _cache_bytes
    _cache.clear()
    _cache_bytes = 0


def paint_centred(painter: QPainter, box: QRectF, text: str, font: QFont, ink: QColor) -> None:
    """Draw ``text`` in ``font`` and ``ink`` centred in ``box`` (logical px of the painter's
    current coordinates), as ``QLabel`` with ``AlignCenter`` would place it, from cached
    glyph pixmaps. Characters are placed at their advances (no kerning: digits and the
    colon have none). ``painter`` may be rotated (clock mode turns faces)."""
    if not text:
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    metrics = QFontMetricsF(font)
    font_key = font.key()
    glyphs = [_glyph(char, font, font_key, ink, ratio) for char in text]
    width = sum(g.advance for g in glyphs)
    x = box.left() + (box.width() - width) / 2
    baseline = box.top() + (box.height() - metrics.ascent() - metrics.descent()) / 2 \
        + metrics.ascent()
    for item in glyphs:
        painter.drawPixmap(round(x - item.origin.x()), round(baseline - item.origin.y()),
                           item.pixmap)
        x += item.advance


__all__ = ["CACHE_BYTES", "Glyph", "clear_cache", "glyph", "paint_centred"]
