"""The stand-in records (tests/fixtures/records) are what our writers make of the corpus
games now; without the corpus this test alone skips."""

from __future__ import annotations

import pytest

from tests.conftest import CORPUS, FIXTURE_RECORDS
from tests.fixtures.make_fixtures import build
from tests.fixtures.standins import STANDINS


def test_standins_are_current() -> None:
    if not CORPUS.is_dir():
        pytest.skip("../shared/corpus absent: the stand-ins cannot be compared with it")
    stale = [s.name for relative, s in sorted(STANDINS.items())
             if (FIXTURE_RECORDS / s.name).read_bytes() != build(CORPUS / relative, s)]
    assert not stale, f"stale stand-ins {stale}: run python -m tests.fixtures.make_fixtures"


def test_every_standin_file_is_listed() -> None:
    listed = {s.name for s in STANDINS.values()}
    assert {p.name for p in FIXTURE_RECORDS.iterdir()} == listed
