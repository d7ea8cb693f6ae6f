"""The optional ``sound`` extra (issue 17): declared with PySide6-Essentials' pin."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO


def test_sound_extra_has_the_essentials_pin() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    [essentials] = [d for d in project["dependencies"] if d.startswith("PySide6-Essentials")]
    assert project["optional-dependencies"]["sound"] == [
        essentials.replace("PySide6-Essentials", "PySide6-Addons")]
