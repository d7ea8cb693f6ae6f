"""The optional ``sound`` extra (issue 17): declared with PySide6-Essentials' pin, and a
clear status when QtMultimedia is missing."""

from __future__ import annotations

import importlib.util
import tomllib

import pytest

from tests.conftest import REPO
from xiangqi_gui.app import sound


def test_sound_extra_has_the_essentials_pin() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    [essentials] = [d for d in project["dependencies"] if d.startswith("PySide6-Essentials")]
    assert project["optional-dependencies"]["sound"] == [
        essentials.replace("PySide6-Essentials", "PySide6-Addons")]


def test_status_names_the_extra_when_qtmultimedia_is_missing(
        qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec

    def without_multimedia(name: str, *args: object) -> object:
        return None if name == "PySide6.QtMultimedia" else real(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(importlib.util, "find_spec", without_multimedia)
    assert not sound.multimedia_available()
    text = sound.sound_status()
    assert "system bell" in text and "pip install 'xiangqi-gui[sound]'" in text
    monkeypatch.undo()
    expected = real("PySide6.QtMultimedia") is not None
    assert sound.multimedia_available() is expected
    assert ("QtMultimedia)" in sound.sound_status()) is expected
