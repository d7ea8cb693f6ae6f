"""The engine protocol layer imports and works with PySide6 unavailable: the engine package
is Qt-free except its ``qt`` sub-package (docs/architecture.md)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import REPO

_CODE = textwrap.dedent(
    """
    import importlib.abc, pkgutil, sys

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
                raise ImportError(name + " blocked: the protocol layer must not need Qt")
            return None

    sys.meta_path.insert(0, BlockQt())
    import xiangqi_gui.engine as engine
    for info in pkgutil.walk_packages(engine.__path__, "xiangqi_gui.engine."):
        if not info.name.startswith("xiangqi_gui.engine.qt"):
            __import__(info.name)
    from xiangqi_gui.engine import Dialect, from_engine
    print(from_engine("b10c8", Dialect.UCI_FSF).iccs)
    try:
        import xiangqi_gui.engine.qt.transport
    except ImportError as exc:
        print("blocked")
    """
)


def test_protocol_layer_imports_without_pyside6() -> None:
    done = subprocess.run([sys.executable, "-c", _CODE], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["b9c7", "blocked"]
