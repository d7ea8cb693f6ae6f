"""Shared fixtures: where ``../shared`` (rule texts, docs, corpus) lives.

Tests that read the corpus use :func:`corpus_path`; when ``../shared`` is absent
they are skipped with a reason instead of failing (CI has it). ``XIANGQI_SHARED`` names
another folder for it. With ``XIANGQI_MAX_SKIPS=N`` in the environment (CI sets it) the run
fails when more than N tests were skipped.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("XIANGQI_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"


FIXTURE_RECORDS = REPO / "tests" / "fixtures" / "records"


def corpus_path(relative: str) -> Path:
    """Return ``shared/corpus/<relative>``; when the corpus is absent, the project's own
    stand-in for that file (:mod:`tests.fixtures.standins`) if it has one, else skip the
    calling test."""
    path = CORPUS / relative
    if path.exists():
        return path
    from tests.fixtures.standins import STANDINS

    standin = STANDINS.get(relative)
    if standin is not None:
        return FIXTURE_RECORDS / standin.name
    pytest.skip(f"corpus file {relative} not available (../shared/corpus absent)")


def shared_path(relative: str) -> Path:
    """Return ``shared/<relative>``, skipping the calling test if it is missing."""
    path = SHARED / relative
    if not path.exists():
        pytest.skip(f"{relative} not available (../shared absent)")
    return path


MAX_SKIPS_ENV = "XIANGQI_MAX_SKIPS"


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run when more tests skipped than ``$XIANGQI_MAX_SKIPS`` allows."""
    limit = os.environ.get(MAX_SKIPS_ENV)
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if not limit or reporter is None:
        return
    skipped = len(reporter.stats.get("skipped", []))
    if skipped > int(limit):
        reporter.write_line(f"{skipped} tests skipped, more than {MAX_SKIPS_ENV}={limit}",
                            red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
