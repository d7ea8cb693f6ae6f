"""Locate the bundled resources (fonts, sounds, icons) in every kind of install.

A wheel carries them as ``xiangqi_gui/_resources``; a source checkout or an
editable install has them in the top-level ``resources/`` folder; a PyInstaller
bundle unpacks them under ``sys._MEIPASS/resources``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resource_dir() -> Path:
    """Return the folder holding the bundled resources.

    Raises ``FileNotFoundError`` when none of the known places exists.
    """
    here = Path(__file__).resolve().parent
    candidates = [here / "_resources", here.parent / "resources"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "resources")
    for path in candidates:
        if path.is_dir():
            return path
    tried = ", ".join(map(str, candidates))
    raise FileNotFoundError(f"xiangqi_gui resources not found in: {tried}")


def resource_path(*parts: str) -> Path:
    """Return the path of one bundled resource, e.g. ``resource_path("fonts", "x.otf")``."""
    return resource_dir().joinpath(*parts)
