"""The command-line help reads as plain text, and README's Command line section names every
sub-command (issue 11: ``xiangqi --help`` showed the docstring's reStructuredText quotes)."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from xiangqi_gui.cli import _COMMANDS, build_parser

REPO = Path(__file__).resolve().parent.parent


def _parsers(parser: argparse.ArgumentParser,
             name: str) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """``parser`` and every sub-parser below it, with the command line that reaches it."""
    yield name, parser
    for action in parser._actions:  # noqa: SLF001 (argparse keeps sub-parsers here only)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for sub_name, sub in action.choices.items():
                yield from _parsers(sub, f"{name} {sub_name}")


def _all_help() -> list[tuple[str, str]]:
    from xiangqi_gui.app.main import build_parser as gui_parser

    found = list(_parsers(build_parser(), "xiangqi"))
    found += list(_parsers(gui_parser(), "xiangqi-gui"))
    return [(name, parser.format_help()) for name, parser in found]


def test_every_help_is_plain_text() -> None:
    helps = _all_help()
    names = [name for name, _ in helps]
    # the walk reaches the tool, each sub-command and the sub-commands' own sub-commands
    assert {f"xiangqi {c}" for c in _COMMANDS} <= set(names)
    assert "xiangqi tournament standings" in names and "xiangqi-gui" in names
    assert len(helps) > 30
    leaking = [name for name, text in helps if "``" in text]
    assert leaking == []


def test_top_level_help_names_the_tool(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "The xiangqi command-line tool:" in out
    for command in _COMMANDS:
        assert re.search(rf"^\s+{command}\b", out, re.MULTILINE), command


def test_readme_lists_every_sub_command() -> None:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Command line\n", 1)[1].split("\n## ", 1)[0]
    bullets = re.findall(r"^- `xiangqi ([a-z-]+)", section, re.MULTILINE)
    assert sorted(bullets) == sorted(_COMMANDS)  # each sub-command once, no other
