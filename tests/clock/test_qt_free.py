"""The clock core is Qt-free: it imports with PySide6 unavailable (docs/architecture.md)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO

_SCRIPT = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6'):
            raise ImportError('PySide6 blocked for this test')
sys.meta_path.insert(0, Block())
import xiangqi_gui.clock as c
clock = c.ChessClock(c.preset('art6.1'), time_source=c.ManualTimeSource())
clock.start()
print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))
"""


def test_clock_imports_without_pyside6() -> None:
    result = subprocess.run([sys.executable, "-c", _SCRIPT], cwd=REPO, capture_output=True,
                            text=True, check=False, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
