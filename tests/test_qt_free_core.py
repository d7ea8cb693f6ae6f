"""The core imports and works with PySide6 unavailable (docs/architecture.md, "Layers").

The import contracts in pyproject.toml (`lint-imports`) check the same statically; this test
also covers ``engine/__init__.py``, which those contracts cannot separate from ``engine/qt``.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import REPO

CORE = ["rules", "notation", "game", "formats", "clock", "arbiter", "play", "study", "engine"]

_BLOCKER = textwrap.dedent(
    """
    import importlib.abc, pkgutil, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
                raise ImportError(f"{{name}} blocked: the core must not need Qt")
            return None

    sys.meta_path.insert(0, BlockQt())
    import xiangqi_gui
    for pkg in {core!r}:
        mod = __import__(f"xiangqi_gui.{{pkg}}", fromlist=["_"])
        for info in pkgutil.walk_packages(mod.__path__, mod.__name__ + "."):
            if not info.name.startswith("xiangqi_gui.engine.qt"):
                __import__(info.name)
    from xiangqi_gui.rules import Position
    print(len(Position().legal_moves()))
    print(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))))
    """
)


def test_core_packages_import_without_pyside6() -> None:
    code = _BLOCKER.format(core=CORE)
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["44", "[]"]
