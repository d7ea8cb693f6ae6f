"""The notation package imports with PySide6 unavailable and pulls in no other project layer."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import sys
sys.modules["PySide6"] = None  # any import of PySide6 now fails
import xiangqi_gui.notation
import xiangqi_gui.notation.cli
layers = sorted({m.split(".")[1] for m in sys.modules if m.startswith("xiangqi_gui.")})
print(" ".join(layers))
"""


def test_notation_imports_without_qt() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["notation", "rules"]
