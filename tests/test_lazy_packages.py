"""The packages whose names are imported on first use (:mod:`xiangqi_gui.lazy`): the names
the type checker sees (``if TYPE_CHECKING:`` imports) are exactly the names the package
gives at run time, each from the submodule the imports name, and importing the package
alone imports none of its submodules (issue 11, start-up time).

A package with a name equal to one of its submodules (``tournament.scoring``, the function
and the module) cannot be lazy: importing the submodule sets that name to the module.
The check below would see it (the name is then the module, not the function)."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import xiangqi_gui

LAZY = ("engine", "formats", "study")
ROOT = Path(xiangqi_gui.__file__).parent


def checked_imports(package: str) -> dict[str, list[str]]:
    """submodule -> names, from the package's ``if TYPE_CHECKING:`` block."""
    tree = ast.parse((ROOT / package / "__init__.py").read_text(encoding="utf-8"))
    found: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for stmt in node.body:
                assert isinstance(stmt, ast.ImportFrom) and stmt.level == 1 and stmt.module
                found.setdefault(stmt.module, []).extend(a.name for a in stmt.names)
    return found


@pytest.mark.parametrize("package", LAZY)
def test_type_checked_names_are_the_lazy_names(package: str) -> None:
    module = importlib.import_module(f"xiangqi_gui.{package}")
    runtime = {sub: list(names) for sub, names in module._EXPORTS.items()}
    assert checked_imports(package) == runtime
    for sub, names in runtime.items():
        source = importlib.import_module(f"xiangqi_gui.{package}.{sub}")
        for name in names:
            assert getattr(module, name) is getattr(source, name)
    assert sorted(module.__all__) == sorted(n for names in runtime.values() for n in names)


def test_unknown_name_is_an_attribute_error() -> None:
    engine = importlib.import_module("xiangqi_gui.engine")
    with pytest.raises(AttributeError, match="no attribute 'Nonesuch'"):
        engine.Nonesuch  # noqa: B018


def test_package_alone_imports_no_submodule() -> None:
    code = ("import sys, xiangqi_gui.engine, xiangqi_gui.formats, xiangqi_gui.study\n"
            "print(sorted(m for m in sys.modules if m.startswith("
            "('xiangqi_gui.engine.', 'xiangqi_gui.formats.', 'xiangqi_gui.study.'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT.parent)
    assert out.stdout.strip() == "[]"
