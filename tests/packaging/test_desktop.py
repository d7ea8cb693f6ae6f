"""Linux desktop integration (issue 17): the .desktop entry and the MIME types validate,
and with them installed Qt's MIME database names our record types."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

LINUX = REPO / "packaging" / "linux"
DESKTOP = LINUX / "xiangqi-gui.desktop"
MIME_XML = LINUX / "xiangqi-gui-mime.xml"
ICONS = REPO / "packaging" / "icons"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} not installed (apt-get install desktop-file-utils libxml2-utils "
                    "shared-mime-info)")
    return path


def test_desktop_file_validates() -> None:
    done = subprocess.run([_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
    text = DESKTOP.read_text(encoding="utf-8")
    assert "Exec=xiangqi-gui %f" in text and "Icon=xiangqi-gui" in text
    assert ("MimeType=application/x-xqf;application/vnd.chess-pgn;application/x-dhtmlxq;"
            in text)


def test_mime_xml_is_well_formed() -> None:
    done = subprocess.run([_tool("xmllint"), "--noout", str(MIME_XML)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_icons_at_the_usual_sizes() -> None:
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "xiangqi-gui.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", png
        assert int.from_bytes(png.read_bytes()[16:20], "big") == size  # IHDR width
    assert (ICONS / "xiangqi-gui.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (ICONS / "xiangqi-gui.icns").read_bytes()[:4] == b"icns"


PROBE = (
    "import sys\n"
    "from PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
    "app = QCoreApplication(sys.argv[:1])\n"
    "db = QMimeDatabase()\n"
    "for path in sys.argv[1:]:\n"
    "    print(db.mimeTypeForFile(path).name())\n"
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="shared-mime-info is Linux's")
def test_record_files_get_our_mime_types(tmp_path: Path) -> None:
    update = _tool("update-mime-database")
    data = tmp_path / "share"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(MIME_XML, data / "mime" / "packages")
    subprocess.run([update, str(data / "mime")], check=True, capture_output=True, timeout=120)
    samples = REPO / "resources" / "samples"
    # DhtmlXQ by its extension, and by its content when the name says nothing; an XQF too
    dhtml = tmp_path / "game.dhtmlxq"
    shutil.copy2(samples / "opening.dhtmlxq.txt", dhtml)
    unnamed = tmp_path / "game"
    shutil.copy2(samples / "opening.dhtmlxq.txt", unnamed)
    xqf = tmp_path / "renamed.bin"
    shutil.copy2(samples / "opening.xqf", xqf)
    files = [samples / "opening.xqf", samples / "opening.pgn", dhtml, unnamed, xqf]
    env = dict(os.environ, XDG_DATA_HOME=str(data),
               XDG_DATA_DIRS=f"{data}:/usr/local/share:/usr/share")
    done = subprocess.run([sys.executable, "-c", PROBE, *map(str, files)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["application/x-xqf", "application/vnd.chess-pgn",
                                   "application/x-dhtmlxq", "application/x-dhtmlxq",
                                   "application/x-xqf"]


def test_install_desktop_adds_and_removes_the_menu_entry(tmp_path: Path) -> None:
    """install-desktop.sh, run from an unpacked bundle's layout (as build_linux.sh lays it)."""
    bundle = tmp_path / "unpacked dir" / "xiangqi-gui"
    share = bundle / "share"
    (share / "applications").mkdir(parents=True)
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(DESKTOP, share / "applications")
    shutil.copy2(MIME_XML, share / "mime" / "packages")
    shutil.copytree(ICONS / "hicolor", share / "icons" / "hicolor")
    shutil.copy2(LINUX / "install-desktop.sh", bundle)
    data = tmp_path / "data"
    env = dict(os.environ, HOME=str(tmp_path), XDG_DATA_HOME=str(data))
    subprocess.run(["sh", str(bundle / "install-desktop.sh")], env=env, check=True,
                   capture_output=True, timeout=120)
    entry = data / "applications" / "xiangqi-gui.desktop"
    assert f'Exec="{bundle}/xiangqi-gui" %f' in entry.read_text(encoding="utf-8")
    if shutil.which("desktop-file-validate"):
        subprocess.run(["desktop-file-validate", str(entry)], check=True, timeout=60)
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / "xiangqi-gui.png").is_file()
    assert (data / "mime" / "packages" / "xiangqi-gui-mime.xml").is_file()
    subprocess.run(["sh", str(bundle / "install-desktop.sh"), "--uninstall"], env=env,
                   check=True, capture_output=True, timeout=120)
    assert not entry.exists()
    assert not (data / "icons" / "hicolor" / "48x48" / "apps" / "xiangqi-gui.png").exists()
