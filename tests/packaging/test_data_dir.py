"""The data folder is exactly the one README.md names (issue 17), pinned on Linux."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.app.paths import JOURNAL_NAME

PROBE = (
    "import sys\n"
    "from PySide6.QtCore import QCoreApplication\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from xiangqi_gui.app.paths import APP_NAME, data_dir, journal_path\n"
    "app = QApplication(sys.argv[:1])\n"
    # what xiangqi_gui.app.main sets before it asks for the folder
    "QCoreApplication.setApplicationName(APP_NAME)\n"
    "QCoreApplication.setOrganizationName(APP_NAME)\n"
    "print(data_dir())\n"
    "print(journal_path())\n"
)


def _probe(home: Path, **extra: str) -> list[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("XIANGQI_GUI_DATA_DIR", "XDG_DATA_HOME")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO), **extra)
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                          text=True, timeout=60, cwd=str(home))
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="pins the Linux folder")
def test_linux_data_folder_is_readmes(tmp_path: Path) -> None:
    folder, journal = _probe(tmp_path)
    assert folder == str(tmp_path / ".local" / "share" / "xiangqi_gui")
    assert journal == str(tmp_path / ".local" / "share" / "xiangqi_gui" / JOURNAL_NAME)
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert "Linux `~/.local/share/xiangqi_gui`" in readme
    assert "Windows `%APPDATA%\\xiangqi_gui`" in readme
    assert "macOS `~/Library/Application Support/xiangqi_gui`" in readme


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is Linux's")
def test_linux_data_folder_follows_xdg_data_home(tmp_path: Path) -> None:
    folder, _ = _probe(tmp_path, XDG_DATA_HOME=str(tmp_path / "xdg"))
    assert folder == str(tmp_path / "xdg" / "xiangqi_gui")


def test_override_wins(tmp_path: Path) -> None:
    folder, _ = _probe(tmp_path, XIANGQI_GUI_DATA_DIR=str(tmp_path / "portable"))
    assert folder == str(tmp_path / "portable")
