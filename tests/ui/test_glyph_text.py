"""Clock digits drawn from cached glyph pixmaps (ui/glyph_text.py): placed where a centred
QLabel puts its text, cached per font, ink and pixel ratio, and used by the board-mode face
(its digits' text, accessible name, colours and the repaint when a face starts)."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QAccessible, QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from xiangqi_gui.clock import (
    ChessClock,
    ClockEventKind,
    ClockStatus,
    ManualTimeSource,
    Side,
    preset,
)
from xiangqi_gui.ui import glyph_text
from xiangqi_gui.ui.clock_widget import ClockFace, DigitsLabel
from xiangqi_gui.ui.glyph_text import glyph, paint_centred

S = 1_000_000_000


def _ink_box(image: QImage, background: QColor) -> QRect | None:
    """Bounding box of the pixels clearly unlike ``background``."""
    left = top = 1 << 30
    right = bottom = -1
    for y in range(image.height()):
        for x in range(image.width()):
            pixel = image.pixelColor(x, y)
            if abs(pixel.red() - background.red()) + abs(pixel.green() - background.green()) \
                    + abs(pixel.blue() - background.blue()) > 200:
                left, right = min(left, x), max(right, x)
                top, bottom = min(top, y), max(bottom, y)
    return None if right < 0 else QRect(left, top, right - left + 1, bottom - top + 1)


def _render(size: tuple[int, int], draw) -> QImage:  # type: ignore[no-untyped-def]
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    draw(painter)
    painter.end()
    return image


@pytest.mark.parametrize(("pixels", "text"), [(87, "0:59:59"), (40, "1:05:07"), (120, "0:19.9")])
def test_digits_land_where_a_centred_label_puts_them(qapp: QApplication, pixels: int,
                                                     text: str) -> None:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(pixels)
    ink = QColor("#000000")
    box = QRectF(3, 5, pixels * 6, pixels * 2)
    size = (pixels * 6 + 10, pixels * 2 + 10)

    def by_qt(painter: QPainter) -> None:
        painter.setFont(font)
        painter.setPen(ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    expected = _ink_box(_render(size, by_qt), QColor("#ffffff"))
    got = _ink_box(_render(size, lambda p: paint_centred(p, box, text, font, ink)),
                   QColor("#ffffff"))
    assert expected is not None and got is not None
    for edge in ("left", "top", "right", "bottom"):
        assert abs(getattr(got, edge)() - getattr(expected, edge)()) <= 1, (edge, got, expected)


def test_glyphs_are_cached_per_font_ink_and_pixel_ratio(qapp: QApplication) -> None:
    glyph_text.clear_cache()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(90)
    black, white = QColor("#000000"), QColor("#ffffff")
    first = glyph("5", font, black)
    assert glyph("5", font, black) is first  # drawn once
    assert glyph("5", font, white).pixmap.cacheKey() != first.pixmap.cacheKey()
    sharp = glyph("5", font, black, 2.0)
    assert sharp.pixmap.devicePixelRatio() == 2.0
    assert abs(sharp.pixmap.width() - 2 * first.pixmap.width()) <= 2
    assert sharp.advance == first.advance  # logical pixels either way
    # the pixmap holds the glyph's whole ink: no column or row of it touches the edge
    image = first.pixmap.toImage()
    edges = [image.pixelColor(x, y).alpha() for x in range(image.width())
             for y in (0, image.height() - 1)]
    edges += [image.pixelColor(x, y).alpha() for y in range(image.height())
              for x in (0, image.width() - 1)]
    assert max(edges) == 0


def test_the_cache_stays_within_its_byte_budget(qapp: QApplication,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    glyph_text.clear_cache()
    monkeypatch.setattr(glyph_text, "CACHE_BYTES", 200_000)
    font = QFont()
    for pixels in range(60, 120, 5):
        font.setPixelSize(pixels)
        for char in "0123456789:.":
            glyph(char, font, QColor("#000000"))
    assert 0 < glyph_text._cache_bytes <= 200_000
    glyph_text.clear_cache()


def _face(qtbot, running: bool, flagged: bool = False):  # type: ignore[no-untyped-def]
    clock = ChessClock(preset("art6.1"), time_source=ManualTimeSource(10_000 * S))
    face = ClockFace(Side.RED)
    qtbot.addWidget(face)
    face.resize(400, 220)
    face.show()
    qtbot.waitExposed(face)
    if running:
        clock.start(Side.RED)
    reading = clock.reading(Side.RED)
    if flagged:
        reading = replace(reading, flagged=ClockEventKind.FLAG, running=False)
    face.show_reading(reading, "", clock.status)
    return face


def test_the_digits_text_is_what_tests_and_screen_readers_get(qtbot) -> None:  # type: ignore[no-untyped-def]
    face = _face(qtbot, running=False)
    label = face.digits_label
    assert isinstance(label, DigitsLabel)
    assert label.text() == "1:00:00"
    assert label.accessibleName() == "1:00:00"
    interface = QAccessible.queryAccessibleInterface(label)
    assert interface is not None
    assert interface.text(QAccessible.Text.Name) == "1:00:00"
    label.setText("0:59:59")
    assert (label.text(), label.accessibleName()) == ("0:59:59", "0:59:59")


@pytest.mark.parametrize(("running", "flagged", "background", "ink"),
                         [(True, False, "#fff3c4", "#000000"),
                          (False, False, "#2b2b2b", "#d8d8d8"),
                          (False, True, "#c00000", "#ffffff")])
def test_the_digits_take_the_face_colours(qtbot, running: bool, flagged: bool,  # type: ignore[no-untyped-def]
                                          background: str, ink: str) -> None:
    face = _face(qtbot, running, flagged)
    QApplication.processEvents()
    image = face.grab().toImage()
    area = face.digits_label.geometry()
    colours: dict[str, int] = {}
    for y in range(area.top(), area.bottom() + 1, 2):
        for x in range(area.left(), area.right() + 1, 2):
            name = image.pixelColor(x, y).name()
            colours[name] = colours.get(name, 0) + 1
    assert max(colours, key=lambda name: colours[name]) == background
    assert colours.get(ink, 0) > 50, sorted(colours.items(), key=lambda kv: -kv[1])[:4]


def test_a_face_that_starts_running_repaints_within_the_press(qtbot) -> None:  # type: ignore[no-untyped-def]
    face = _face(qtbot, running=False)
    QApplication.processEvents()
    clock = ChessClock(preset("art6.1"), time_source=ManualTimeSource(10_000 * S))
    clock.start(Side.RED)
    before = time.monotonic_ns()
    face.show_reading(clock.reading(Side.RED), "", ClockStatus.RUNNING)
    assert face.last_paint_ns >= before  # painted already, with no pass of the event loop
