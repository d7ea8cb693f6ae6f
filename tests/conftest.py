"""Shared fixtures: where ``../shared`` (rule texts, docs, corpus) lives.

Tests that read the corpus use :func:`corpus_path`; when ``../shared`` is absent
they are skipped with a reason instead of failing (CI has it).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("XIANGQI_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"


def corpus_path(relative: str) -> Path:
    """Return ``shared/corpus/<relative>``, skipping the calling test if it is missing."""
    path = CORPUS / relative
    if not path.exists():
        pytest.skip(f"corpus file {relative} not available (../shared/corpus absent)")
    return path


def shared_path(relative: str) -> Path:
    """Return ``shared/<relative>``, skipping the calling test if it is missing."""
    path = SHARED / relative
    if not path.exists():
        pytest.skip(f"{relative} not available (../shared absent)")
    return path
