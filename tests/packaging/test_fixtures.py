"""The stand-in records (tests/fixtures/records) are what our writers make of the corpus
games now; without the corpus this test alone skips."""

from __future__ import annotations

import pytest

from tests.conftest import CORPUS, FIXTURE_RECORDS
from tests.fixtures.make_fixtures import build
from tests.fixtures.standins import STANDINS


@pytest.mark.parametrize("relative", sorted(STANDINS))
def test_standin_is_current(relative: str) -> None:
    source = CORPUS / relative
    if not source.exists():
        pytest.skip(f"corpus file {relative} not available (../shared/corpus absent)")
    standin = STANDINS[relative]
    assert (FIXTURE_RECORDS / standin.name).read_bytes() == build(source, standin), (
        f"{standin.name} is stale: run python -m tests.fixtures.make_fixtures")


def test_every_standin_file_is_listed() -> None:
    listed = {s.name for s in STANDINS.values()}
    assert {p.name for p in FIXTURE_RECORDS.iterdir()} == listed
