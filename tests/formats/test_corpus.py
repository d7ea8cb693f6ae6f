"""The whole corpus (every file ../shared/corpus/SOURCES.md and MANIFEST.tsv list;
docs/architecture.md, "Tests and checks") through the readers.

Asserts, per file: the reader picked, the number of games, the number of games with a
RecordError, main-line plies, tree nodes, variations and comments; that every game's main
line replays legally from its start FEN; and that each known-broken file names the file,
the place and the reason while the file's other games still load. The numbers were
established by this loader and checked against SOURCES.md (game/position/block counts),
pyffish (XQF main lines, level1.epd checks) and the parallel Chinese/WXF/ICCS files.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from tests.conftest import CORPUS, corpus_path
from tests.formats.loaded import cached_load
from xiangqi_gui.formats import LoadedFile, RecordError
from xiangqi_gui.rules import Position

#: file -> (reader, games, games with errors, main-line plies, nodes, variations, comments);
#: 115 files (all but the 270 one-game CCPD files and the 4 refused non-record files).
EXPECTED_TSV = Path(__file__).with_name("corpus_expected.tsv")


def _expected() -> dict[str, tuple[str, int, int, int, int, int, int]]:
    table = {}
    with EXPECTED_TSV.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            numbers = [int(row[k]) for k in ("games", "errors", "plies", "nodes", "variations",
                                             "comments")]
            games, errors, plies, nodes, variations, comments = numbers
            table[row["file"]] = (row["reader"], games, errors, plies, nodes, variations,
                                  comments)
    return table


EXPECTED = _expected()

#: Files that are not game records at all: the loader refuses them as a whole.
NOT_RECORDS = {
    "jenci2114-csc111-project/data/gameinfo.csv": "no FEN position found",
    "maksimkorzh-wukong-xiangqi/LICENSE": "no game found",
    "fastlight126-vschess/LICENSE": "no game found",
    "yvonne761-chinese-chess-practical-dataset/LICENSE": "no game found",
}

#: (file, game index) -> (line, byte offset, ply, words of the reason)
KNOWN_FAILURES: dict[tuple[str, int], tuple[int | None, int | None, int | None, str]] = {
    ("walker8088-cchess/tests/data/BadMoveTest3.xqf", 0): (None, 0x452, 10, "5. ... e1f0"),
    ("walker8088-cchess/tests/data/WildHouse.xqf", 0): (None, 0x119E, 74, "37. ... e7f7"),
    ("fastlight126-vschess/dhtmlxq.txt", 0): (1517, None, 65, "illegal move at 33. e2g4"),
    **{("walker8088-cchess/examples/level1.epd", line - 1): (line, None, None, "FEN")
       for line in (9, 42, 43, 121, 175, 218)},
}

CCPD = "yvonne761-chinese-chess-practical-dataset/"


def _manifest() -> list[str]:
    path = corpus_path("MANIFEST.tsv")
    with path.open(encoding="utf-8") as handle:
        return [row["file"] for row in csv.DictReader(handle, delimiter="\t")]


@pytest.fixture(scope="module")
def corpus() -> dict[str, LoadedFile | RecordError]:
    loaded: dict[str, LoadedFile | RecordError] = {}
    for name in _manifest():
        try:
            loaded[name] = cached_load(CORPUS / name)
        except RecordError as exc:
            loaded[name] = exc
    return loaded


def test_manifest_lists_389_files_all_covered(corpus: dict[str, LoadedFile | RecordError]
                                             ) -> None:
    ccpd = [n for n in corpus if n.startswith(CCPD) and n.endswith(".pgn")]
    assert len(corpus) == 389 and len(ccpd) == 270 and len(EXPECTED) == 115
    assert set(corpus) == set(EXPECTED) | set(NOT_RECORDS) | set(ccpd)


def test_per_file_counts(corpus: dict[str, LoadedFile | RecordError]) -> None:
    for name, (kind, games, errors, plies, nodes, variations, comments) in EXPECTED.items():
        loaded = corpus[name]
        assert isinstance(loaded, LoadedFile), (name, loaded)
        records = [g.record for g in loaded.games]
        got = (loaded.kind, len(loaded.games), len(loaded.errors),
               sum(len(r.mainline_moves()) for r in records), sum(r.node_count() for r in records),
               sum(r.variation_count() for r in records), sum(r.comment_count() for r in records))
        assert got == (kind, games, errors, plies, nodes, variations, comments), name


def test_ccpd_big5_dataset(corpus: dict[str, LoadedFile | RecordError]) -> None:
    files = [v for n, v in corpus.items() if n.startswith(CCPD) and n.endswith(".pgn")]
    assert all(isinstance(f, LoadedFile) and f.encoding == "big5" for f in files)
    games = [g for f in files if isinstance(f, LoadedFile) for g in f.games]
    assert len(games) == 270 and not any(g.error for g in games)
    assert sum(len(g.record.mainline_moves()) for g in games) == 10788
    black_first = sum(Position.from_fen(g.record.start_fen).turn == 1 for g in games)
    assert black_first == 89  # SOURCES.md: 89 CCPD games start with black to move


def test_totals(corpus: dict[str, LoadedFile | RecordError]) -> None:
    files = [f for f in corpus.values() if isinstance(f, LoadedFile)]
    games = [g for f in files for g in f.games]
    assert len(files) == 385 and len(games) == 3984
    assert sum(g.error is not None for g in games) == len(KNOWN_FAILURES) == 9


def test_every_main_line_replays_legally(corpus: dict[str, LoadedFile | RecordError]) -> None:
    plies = 0
    for loaded in corpus.values():
        if not isinstance(loaded, LoadedFile):
            continue
        for game in loaded.games:
            if game.error is not None and not game.record.mainline_moves():
                continue
            pos = Position.from_fen(game.record.start_fen)
            for move in game.record.mainline_moves():
                pos.push(move)  # IllegalMoveError would fail the test
                plies += 1
    assert plies == 147982


def test_known_failures_name_file_place_reason(corpus: dict[str, LoadedFile | RecordError]
                                               ) -> None:
    seen = {}
    for name, loaded in corpus.items():
        if isinstance(loaded, LoadedFile):
            for game in loaded.games:
                if game.error is not None:
                    seen[(name, game.index)] = game.error
    assert set(seen) == set(KNOWN_FAILURES)
    for key, (line, offset, ply, words) in KNOWN_FAILURES.items():
        error = seen[key]
        assert str(Path(CORPUS / key[0])) in str(error)
        assert (error.location.line, error.location.offset) == (line, offset), key
        assert error.location.game == key[1]
        if ply is not None:
            assert error.location.ply == ply, key
        assert words in error.reason, key
    level1 = corpus["walker8088-cchess/examples/level1.epd"]
    assert isinstance(level1, LoadedFile) and sum(g.ok for g in level1.games) == 229


def test_not_record_files_are_refused_with_a_reason(
        corpus: dict[str, LoadedFile | RecordError]) -> None:
    for name, words in NOT_RECORDS.items():
        error = corpus[name]
        assert isinstance(error, RecordError) and words in error.reason
        assert error.location.line == 1 and name.split("/")[-1] in str(error)
