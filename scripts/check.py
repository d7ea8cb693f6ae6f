"""The project's checks, one after the other; README's test command (and so CI) runs this.

    python scripts/check.py [PYTEST ARGS...]

Steps, in order, stopping at the first that fails (its exit status is returned):

1. ``ruff check .`` -- lint of the whole tree (rules in pyproject.toml);
2. ``mypy`` -- ``--strict`` on the whole package (``[tool.mypy]`` in pyproject.toml);
3. ``lint-imports`` -- the layer and Qt-free contracts (``[tool.importlinter]``,
   docs/architecture.md "Layers");
4. the doctests of the Qt-free core packages;
5. ``pytest -rs`` -- the test suite, every skip listed with its reason; extra arguments
   are passed to this step (for example a test directory).

Run from anywhere; the steps run in the repository root with this interpreter.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The packages whose docstring examples are run; engine/qt is Qt and is left out.
CORE = ["rules", "notation", "game", "formats", "clock", "arbiter", "play", "study", "engine",
        "library", "tournament"]


# ``lint-imports`` through this interpreter (import-linter has no ``python -m`` entry point).
_LINT_IMPORTS = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def steps(pytest_args: list[str]) -> list[tuple[str, list[str]]]:
    """The (title, command) pairs, in the order they run."""
    py = sys.executable
    doctest_paths = [f"xiangqi_gui/{pkg}" for pkg in CORE if (ROOT / "xiangqi_gui" / pkg).is_dir()]
    return [
        ("ruff", [py, "-m", "ruff", "check", "."]),
        ("mypy --strict", [py, "-m", "mypy"]),
        ("import contracts", [py, "-c", _LINT_IMPORTS, "--no-cache"]),
        ("doctests of the core", [py, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                                  "--doctest-modules", "--ignore=xiangqi_gui/engine/qt",
                                  *doctest_paths]),
        ("tests", [py, "-m", "pytest", "-q", "-rs", *pytest_args]),
    ]


def main(argv: list[str]) -> int:
    """Run every step; 0 when all pass, else the failing step's exit status."""
    for title, command in steps(argv):
        shown = "lint-imports --no-cache" if command[2] == _LINT_IMPORTS else " ".join(command[2:])
        print(f"== {title}: {shown}", flush=True)
        start = time.monotonic()
        status = subprocess.run(command, cwd=ROOT, check=False).returncode
        print(f"== {title}: {'ok' if status == 0 else f'FAILED ({status})'}"
              f" in {time.monotonic() - start:.0f} s", flush=True)
        if status != 0:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
