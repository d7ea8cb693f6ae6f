"""Load each corpus file once per test session (the records are only read by the tests)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from xiangqi_gui.formats import LoadedFile, load_file


@cache
def _load(path: str) -> LoadedFile:
    return load_file(path)


def cached_load(path: Path | str) -> LoadedFile:
    """``load_file(path)``, memoised; callers must not modify the returned records."""
    return _load(str(path))
