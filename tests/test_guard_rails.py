"""Guard rails: CI runs exactly README's test command, and it runs every check; tests import
the project's own modules plainly (a missing module fails, it is never skipped)."""

from __future__ import annotations

import re

from tests.conftest import REPO


def _readme_test_command() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("Install and run the tests:", 1)[1]
    match = re.search(r"```sh\n(.+?)\n```", section, re.DOTALL)
    assert match is not None, "README has no sh block after 'Install and run the tests:'"
    command = match.group(1)
    assert "\n" not in command, "README's test command must be one line"
    return command


def test_ci_runs_readme_test_command_verbatim() -> None:
    command = _readme_test_command()
    ci_lines = (REPO / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in ci_lines


def test_readme_test_command_runs_every_check() -> None:
    command = _readme_test_command()
    assert command.endswith("python scripts/check.py")
    steps = (REPO / "scripts" / "check.py").read_text(encoding="utf-8")
    for check in ('"ruff", "check", "."', '"mypy"', "lint_imports_command", "--doctest-modules",
                  '"-rs"'):
        assert check in steps, check


def test_no_test_skips_on_a_missing_project_module() -> None:
    offenders = [
        f"{path.relative_to(REPO)}:{number}"
        for path in sorted((REPO / "tests").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"importorskip\(\s*[\"']xiangqi_gui", line)
    ]
    assert offenders == []
