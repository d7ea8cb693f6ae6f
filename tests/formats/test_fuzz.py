"""Malformed input never raises anything but RecordError, in bounded time and memory.

Hypothesis mutates real corpus files (truncation, byte flips, byte insertions) and builds
PGN with deeply nested variations; every outcome must be a LoadedFile (errors inside its
games) or a RecordError.
"""

from __future__ import annotations

import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.conftest import corpus_path
from xiangqi_gui.formats import LoadedFile, RecordError, load_bytes

SEEDS = [
    "walker8088-cchess/tests/data/UnitTest.xqf",            # keyed v18, variations, comments
    "walker8088-cchess/tests/data/test1.xqf",               # unkeyed v10
    "walker8088-cchess/game_book/古谱/橘中秘/得先/列炮破敛炮018.xqf",  # v12 (rotated slots)
    "hbsxcjp-cchess/01.pgn",                                # GBK PGN, nested variations
    "walker8088-cchess/tests/data/test2.pgn",
    "maksimkorzh-wukong-xiangqi/xqdb/games_html/116.html",  # DhtmlXQ
    "walker8088-cchess/demo/end_game/泥马渡康王.eglib",       # FEN list with solutions
    "maksimkorzh-wukong-xiangqi/puzzle_generator/games.pgn",
    "maksimkorzh-wukong-xiangqi/pgn/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn",  # SAN
    "hbsxcjp-cchess/01.pgn_cc",                             # tree drawing
    "jenci2114-csc111-project/small_sample.csv",            # Kaggle WXF CSV
]
TIME_LIMIT_S = 2.0
"""CPU seconds one load may take (process time: the reader's own cost, whatever else the
machine runs; the fuzz tests in tests/fuzz measure the same way)."""
MEMORY_LIMIT = 64 * 2**20

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def _load_checked(data: bytes, name: str) -> None:
    tracemalloc.start()
    start = time.process_time()
    try:
        result = load_bytes(data, name)
    except RecordError as exc:
        assert exc.reason and exc.source == name
    else:
        assert isinstance(result, LoadedFile)
        for game in result.games:
            assert game.error is None or isinstance(game.error, RecordError)
    finally:
        elapsed = time.process_time() - start
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert elapsed < TIME_LIMIT_S, f"{name}: {elapsed:.2f} s"
    assert peak < MEMORY_LIMIT, f"{name}: {peak / 2**20:.1f} MiB"


@pytest.fixture(scope="module")
def seeds() -> list[tuple[str, bytes]]:
    return [(Path(rel).name, corpus_path(rel).read_bytes()) for rel in SEEDS]


@FUZZ
@given(st.data())
def test_truncation(seeds: list[tuple[str, bytes]], data: st.DataObject) -> None:
    name, blob = data.draw(st.sampled_from(seeds))
    cut = data.draw(st.integers(0, len(blob)))
    _load_checked(blob[:cut], name)


@FUZZ
@given(st.data())
def test_byte_flips(seeds: list[tuple[str, bytes]], data: st.DataObject) -> None:
    name, blob = data.draw(st.sampled_from(seeds))
    mutable = bytearray(blob)
    for _ in range(data.draw(st.integers(1, 12))):
        where = data.draw(st.integers(0, len(mutable) - 1))
        mutable[where] = data.draw(st.integers(0, 255))
    _load_checked(bytes(mutable), name)


@FUZZ
@given(st.data())
def test_byte_insertions(seeds: list[tuple[str, bytes]], data: st.DataObject) -> None:
    name, blob = data.draw(st.sampled_from(seeds))
    where = data.draw(st.integers(0, len(blob)))
    insert = data.draw(st.binary(min_size=1, max_size=40) | st.sampled_from(
        [b"(", b")", b"{", b"}", b"[", b'"', b"\xff\xfe", b"\x00" * 8, b"1-0"]))
    _load_checked(blob[:where] + insert + blob[where:], name)


@settings(max_examples=25, deadline=None, derandomize=True)
@given(depth=st.integers(1, 5000), closed=st.booleans(),
       move=st.sampled_from(["1. 炮八平五", "1. h2d2", "1. C2=4", "(", "{x}"]))
def test_deep_variation_nesting(depth: int, closed: bool, move: str) -> None:
    body = "1. 炮二平五 " + f"({move} " * depth + (")" * depth if closed else "") + " *"
    _load_checked(('[Game "Chinese Chess"]\n\n' + body).encode("utf-8"), "deep.pgn")


def test_deepest_legal_nesting_loads() -> None:
    """200 nested variations (the bound) load: each one replaces the first move of the one
    around it, so all 201 炮 moves are alternatives at the root (PGN semantics)."""
    body = "1. 炮二平五 " + "(1. 炮八平五 " * 200 + ")" * 200 + " *"
    loaded = load_bytes(('[Game "Chinese Chess"]\n\n' + body).encode(), "deep.pgn")
    [game] = loaded.games
    assert game.error is None
    assert len(game.record.root.children) == 201
    assert game.record.variation_count() == 200 and game.record.node_count() == 201
