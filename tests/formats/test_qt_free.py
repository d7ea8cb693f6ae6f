"""game/ and formats/ are Qt-free (docs/architecture.md): they import with PySide6 unavailable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_imports_without_pyside6() -> None:
    code = ("import sys; sys.modules['PySide6'] = None\n"
            "import xiangqi_gui.game, xiangqi_gui.formats, xiangqi_gui.formats.cli\n"
            "assert not any(m.startswith('PySide6') and sys.modules[m] is not None "
            "for m in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
