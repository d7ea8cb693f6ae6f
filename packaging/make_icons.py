"""Draw the program's icon and write it in every form the installers need.

The icon is our own drawing: a red 帅 piece (cream face, brown rim, red ring), drawn with
QPainter and the bundled font subset (``resources/fonts``, SIL OFL 1.1). Output, under
``packaging/icons/``:

* ``hicolor/<N>x<N>/apps/xiangqi-gui.png`` for N in 16 22 24 32 48 64 128 256 512
  (freedesktop icon theme layout; the Linux bundle and AppImage install them);
* ``xiangqi-gui.ico`` (Windows; PNG-compressed entries 16-256, the ICO layout of
  Windows Vista and later);
* ``xiangqi-gui.icns`` (macOS; PNG entries icp4/icp5/icp6/ic07-ic14);
* ``resources/icons/xiangqi-gui.png`` (256 px; the window icon at run time).

Usage (from the repository root; needs PySide6, runs offscreen)::

    python packaging/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QGuiApplication,
    QImage,
    QPainter,
    QPen,
    QRadialGradient,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "icons"
FONT = ROOT / "resources" / "fonts" / "XiangqiGUISerif-Bold.otf"
NAME = "xiangqi-gui"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, by pixel size
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
              (b"ic14", 512))


def draw(size: int, family: str) -> QImage:
    """The icon at ``size`` x ``size`` pixels, transparent outside the piece."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    c = size / 2
    r = size * 0.47
    face = QRadialGradient(QPointF(c - r * 0.3, c - r * 0.35), r * 1.4)
    face.setColorAt(0.0, QColor(255, 246, 220))
    face.setColorAt(1.0, QColor(226, 190, 128))
    p.setPen(QPen(QColor(110, 70, 28), max(1.0, size * 0.035)))
    p.setBrush(QBrush(face))
    p.drawEllipse(QPointF(c, c), r, r)
    if size >= 24:
        p.setPen(QPen(QColor(185, 25, 25), max(1.0, size * 0.025)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(c, c), r * 0.8, r * 0.8)
    font = QFont(family)
    font.setPixelSize(round(size * (0.56 if size >= 24 else 0.66)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(185, 25, 25))
    p.drawText(QRectF(0, -size * 0.02, size, size), Qt.AlignmentFlag.AlignCenter, "帅")
    p.end()
    return image


def png_bytes(image: QImage) -> bytes:
    """``image`` encoded as PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG entries (ICONDIR, ICONDIRENTRY x n, data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file of PNG elements: ``icns`` + total length, then type + length + data."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s]
                    for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Draw every size and write the files; print what was written."""
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    font_id = QFontDatabase.addApplicationFont(str(FONT))
    families = QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        print(f"cannot load {FONT}", file=sys.stderr)
        return 1
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    pngs = {s: png_bytes(draw(s, families[0])) for s in sizes}
    written = []
    for s in PNG_SIZES:
        path = OUT / "hicolor" / f"{s}x{s}" / "apps" / f"{NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[s])
        written.append(path)
    (OUT / f"{NAME}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (OUT / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    runtime = ROOT / "resources" / "icons" / f"{NAME}.png"
    runtime.parent.mkdir(parents=True, exist_ok=True)
    runtime.write_bytes(pngs[256])
    written += [OUT / f"{NAME}.ico", OUT / f"{NAME}.icns", runtime]
    for path in written:
        print(f"{path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
