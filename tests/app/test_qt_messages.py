"""``xiangqi-gui --self-test`` prints no "This plugin does not support propagateSizeHints()"
(issue 11, a fresh-user trial: the offscreen platform's harmless warning read like a
fault), and every other Qt message still reaches stderr."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO

HARMLESS = "This plugin does not support propagateSizeHints()"

SCRIPT = r"""
import sys
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication, QWidget
if sys.argv[1] == "filter":
    from xiangqi_gui.app.qt_messages import install_message_filter
    install_message_filter()
    install_message_filter()  # twice: still one filter
app = QApplication([])
widget = QWidget()
widget.show()
app.processEvents()
widget.setMinimumSize(200, 100)  # a shown window's size hints: the offscreen warning
app.processEvents()
qWarning("another warning, kept")
"""


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO))
    env.pop("QT_MESSAGE_PATTERN", None)
    return subprocess.run([sys.executable, *args], cwd=REPO, env=env, capture_output=True,
                          text=True, timeout=300, check=False)


def test_only_the_harmless_warning_is_dropped() -> None:
    plain = _run("-c", SCRIPT, "plain")
    assert HARMLESS in plain.stderr  # what Qt prints here without the filter
    filtered = _run("-c", SCRIPT, "filter")
    assert filtered.returncode == 0, filtered.stderr
    assert HARMLESS not in filtered.stderr
    assert filtered.stderr.count("another warning, kept") == 1


def test_self_test_prints_no_propagate_size_hints(tmp_path: Path) -> None:
    done = _run("-m", "xiangqi_gui.app.main", "--self-test")
    assert "self-test" in done.stdout
    assert "propagateSizeHints" not in done.stderr + done.stdout
