"""Licences (issue 17): LICENSE is MIT as pyproject says; the third-party notices ship
with the resources (wheel and bundles find them through resource_path)."""

from __future__ import annotations

import tomllib

from tests.conftest import REPO
from xiangqi_gui.resources import resource_path


def test_license_is_mit_as_pyproject_says() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": "MIT"}
    text = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    assert "Permission is hereby granted, free of charge" in text
    assert resource_path("LICENSE").read_text(encoding="utf-8") == text


def test_third_party_notices_name_every_shipped_component() -> None:
    notices = resource_path("THIRD_PARTY_NOTICES.txt").read_text(encoding="utf-8")
    for needle in ("LGPL-3.0", "https://download.qt.io/official_releases/QtForPython/",
                   "SIL Open Font License 1.1", "Python Software Foundation License",
                   "PyInstaller", "Unicode License", "sources.debian.org"):
        assert needle in notices, needle
    lgpl = resource_path("licenses", "LGPL-3.0.txt").read_text(encoding="utf-8")
    gpl = resource_path("licenses", "GPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3, 29 June 2007" in lgpl
    assert "GNU GENERAL PUBLIC LICENSE" in gpl and "Version 3, 29 June 2007" in gpl
    assert "SIL OPEN FONT LICENSE Version 1.1" in resource_path("fonts", "OFL.txt").read_text(
        encoding="utf-8")
    assert "resources/THIRD_PARTY_NOTICES.txt" in (REPO / "THIRD_PARTY_NOTICES").read_text(
        encoding="utf-8")
