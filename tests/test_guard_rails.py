"""Guard rails: CI runs exactly README's test command, and it runs every check; tests import
the project's own modules plainly (a missing module fails, it is never skipped)."""

from __future__ import annotations

import re
import tomllib

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


def _sources() -> list[tuple[str, str]]:
    paths = [*sorted((REPO / "xiangqi_gui").rglob("*.py")), *sorted((REPO / "tests").rglob("*.py")),
             *sorted((REPO / "benchmarks").rglob("*.py"))]
    return [(str(p.relative_to(REPO)), p.read_text(encoding="utf-8")) for p in paths]


def test_cited_sections_and_cases_exist_in_docs() -> None:
    references = (REPO / "docs" / "references.md").read_text(encoding="utf-8")
    sections = set(re.findall(r"^## (\d+)\. ", references, re.MULTILINE))
    cases = set(re.findall(r"^\| (R\d\d) \|", references, re.MULTILINE))
    assert len(sections) >= 10 and len(cases) == 20
    missing = []
    for name, text in _sources():
        for cited in re.findall(r"docs/references\.md §(\d+)", text):
            if cited not in sections:
                missing.append(f"{name}: §{cited}")
        cited_cases = re.findall(r"\bcases? ((?:R\d\d(?:, | / | and )?)+)", text)
        for case in re.findall(r"R\d\d", " ".join(cited_cases)):
            if case not in cases:
                missing.append(f"{name}: {case}")
    assert missing == []


def test_no_reference_to_documents_outside_the_repository() -> None:
    outside = re.compile(r"DESIGN\.md|rules-reference|known-pitfalls|anchors\.md|design-reference"
                         r"|tournament-reference|BUG-\d")
    offenders = [name for name, text in _sources() if outside.search(text)
                 and name != "tests/test_guard_rails.py"]
    assert offenders == []


def test_readme_start_command_installs_the_clock_sounds() -> None:
    """A club player's plain install hears the 读秒 count: README's start command installs
    the ``sound`` extra, whose PySide6-Addons brings QtMultimedia (fresh-user trial: the
    clock was silent after ``pip install .``)."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("Install and start the program:", 1)[1]
    match = re.search(r"```sh\n(.+?)\n```", section, re.DOTALL)
    assert match is not None
    assert "pip install -q '.[sound]' && xiangqi-gui" in match.group(1)
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    extra = pyproject["project"]["optional-dependencies"]["sound"]
    assert [name.split(">")[0] for name in extra] == ["PySide6-Addons"]
