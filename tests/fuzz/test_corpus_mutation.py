"""Byte-mutation corpus runner (quick budget): real records from ``../shared/corpus``,
mutated by :func:`tests.fuzz.generate.mutate` (flips, inserted syntax such as ``[A "x``,
``9`` * 5000, ``²``, ``İ``; cuts; repeats), load or fail with a RecordError only.

Skips with a reason where ``../shared`` is absent. ``benchmarks/fuzz.py`` runs the same
mutations for long campaigns.
"""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.conftest import CORPUS
from tests.fuzz.generate import corpus_files, mutate
from xiangqi_gui.formats import RecordError, load_bytes

LIMIT_CPU_S = 2.0


@pytest.fixture(scope="module")
def corpus() -> list[tuple[bytes, str]]:
    files = corpus_files(CORPUS, limit_bytes=60_000) if CORPUS.is_dir() else []
    if not files:
        pytest.skip(f"corpus not available ({CORPUS} absent): no records to mutate")
    return [(p.read_bytes(), p.name) for p in files]


@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.randoms(use_true_random=False))
def test_mutated_corpus_records(corpus: list[tuple[bytes, str]], rng: random.Random) -> None:
    data, name = corpus[rng.randrange(len(corpus))]
    mutated = mutate(rng, data)
    start = time.process_time()
    try:
        loaded = load_bytes(mutated, name)
    except RecordError as exc:
        assert exc.source == name and exc.reason
    else:
        assert all(isinstance(e, RecordError) and e.source == name for e in loaded.errors)
    assert time.process_time() - start < LIMIT_CPU_S, name
