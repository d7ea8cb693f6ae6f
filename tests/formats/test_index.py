"""The one-pass index of multi-game files (formats/index.py, issue 14): same games as
``load_file``, each parsed on request, absolute line numbers in errors, re-indexing when the
file changes on disk, the garbage collector restored."""

from __future__ import annotations

import gc
import os
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from tests.conftest import corpus_path
from xiangqi_gui.formats import load_file
from xiangqi_gui.formats.index import _RESULTS, _ends, index_file, iter_games, open_index

GAMES = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"

THREE = """[Event "one"]
[Red "A"]
[Black "B"]

1. h2e2 h9g7 2. h0g2 1-0

[Event "two"]
[Red "C"]
[Black "D"]

1. h2e2 h9g7
2. e2e7 i9h9 0-1

[Event "three"]
[Red "E"]
[Black "F"]

1. b0c2 {a comment} b9c7 *
"""


def test_index_matches_load_file_on_the_1125_game_collection() -> None:
    path = corpus_path(GAMES)
    index = index_file(path)
    whole = load_file(path)
    assert index.kind == "pgn" and index.complete and len(index) == 1125 == len(whole.games)
    assert index.entries[5].headers == {"Event": "Chinese National Champion 1996",
                                        "Red": "LIU DaHua", "Black": "CHEN Yu"}
    assert [e.headers for e in index.entries] == [g.record.headers for g in whole.games]
    for number in (0, 1, 562, 1124):
        lazy = index.load(number)
        assert lazy.index == number
        assert lazy.record.mainline_moves() == whole.games[number].record.mainline_moves()
        assert lazy.error is None
    streamed = list(iter_games(path))
    assert sum(len(g.record.mainline_moves()) for g in streamed) == 101_321


def test_errors_name_the_absolute_line_and_the_game(tmp_path: Path) -> None:
    path = tmp_path / "three.pgn"
    path.write_text(THREE, encoding="utf-8")
    index = index_file(path)
    assert [e.line for e in index.entries] == [1, 7, 14]
    bad = index.load(1)
    assert bad.error is not None and str(bad.error) == str(load_file(path).games[1].error)
    assert bad.error.location.line == 12 and bad.error.location.game == 1
    assert "e2e7" in bad.error.reason and len(bad.record.mainline_moves()) == 2
    good = index.load(2)
    assert good.error is None and good.record.mainline_nodes()[0].comment == "a comment"


def test_crlf_and_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "crlf.pgn"
    path.write_bytes(b"\xef\xbb\xbf" + THREE.replace("\n", "\r\n").encode("utf-8"))
    index = index_file(path)
    assert len(index) == 3 and index.entries[0].headers["Event"] == "one"
    assert index.load(2).record.mainline_moves()[1].iccs == "b9c7"


def test_file_changed_on_disk_is_indexed_again(tmp_path: Path) -> None:
    path = tmp_path / "changing.pgn"
    path.write_text(THREE, encoding="utf-8")
    index = index_file(path)
    assert len(index) == 3
    shorter = THREE.split("\n\n[Event \"two\"]")[0] + "\n"
    path.write_text(shorter, encoding="utf-8")
    os.utime(path, ns=(1, 1))  # a different mtime even on coarse file systems
    assert index.is_stale()
    assert index.load(0).record.headers["Event"] == "one"  # re-indexed, not stale offsets
    assert len(index) == 1 and not index.is_stale()
    with pytest.raises(IndexError):
        index.load(2)


def test_other_layouts_are_parsed_whole() -> None:
    xqf = index_file(corpus_path("fastlight126-vschess/0.xqf"))
    assert xqf.kind == "xqf" and len(xqf) == 1
    assert xqf.load(0).record.mainline_moves() == \
        load_file(corpus_path("fastlight126-vschess/0.xqf")).games[0].record.mainline_moves()
    dhtml = index_file(corpus_path("fastlight126-vschess/dhtmlxq.txt"))
    assert dhtml.kind == "dhtmlxq" and dhtml.complete


def test_lazy_open_then_scan_and_collector_restored(tmp_path: Path) -> None:
    path = tmp_path / "three.pgn"
    path.write_text(THREE, encoding="utf-8")
    assert gc.isenabled()
    index = open_index(path)
    assert not index.complete and index.entries == []
    full = index_file(path)
    assert [g.record.headers["Event"] for g in full.iter_games()] == ["one", "two", "three"]
    assert gc.isenabled()
    assert full.scanned == path.stat().st_size


def test_several_tags_on_a_line_and_quotes_in_values(tmp_path: Path) -> None:
    path = tmp_path / "tags.pgn"
    path.write_text('[Event "a"] [Round "1"]\n[Red "He said "hi""]\n\n1. h2e2 *\n\n'
                    '[Event "b"][Black "x\\"y"]\n\n1. c3c4 *\n', encoding="utf-8")
    expected = [{"Event": "a", "Round": "1", "Red": 'He said "hi"'},
                {"Event": "b", "Black": 'x"y'}]
    assert [e.headers for e in index_file(path).entries] == expected
    assert [g.record.headers for g in iter_games(path)] == expected  # the reader agrees
    assert [g.record.headers for g in load_file(path).games] == expected


def test_streaming_keeps_no_index_and_reads_in_order(tmp_path: Path) -> None:
    path = tmp_path / "three.pgn"
    path.write_text(THREE * 50, encoding="utf-8")
    games = iter_games(path)
    first = next(games)
    assert first.index == 0 and first.record.headers["Event"] == "one"
    rest = list(games)
    assert [g.index for g in rest] == list(range(1, 150))
    assert sum(g.error is not None for g in rest) == 50  # every "two" has its illegal move


TAGLESS = """[Event "tagged"]
[Red "A"]

1. h2e2 h9g7 2. h0g2 1-0

1. c3c4 b9c7
2. b0c2 0-1
site advert after the result, ignored
1. b2d2 {third game, also without tags} h7h0 *
"""


def test_a_tagless_game_after_a_tagged_one_is_a_game_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "tagless.pgn"
    path.write_text(TAGLESS, encoding="utf-8")
    index = index_file(path)
    assert [(e.index, e.line, e.headers) for e in index.entries] == [
        (0, 1, {"Event": "tagged", "Red": "A"}), (1, 6, {}), (2, 9, {})]
    whole = load_file(path).games
    expected = [["h2e2", "h9g7", "h0g2"], ["c3c4", "b9c7", "b0c2"], ["b2d2", "h7h0"]]
    for games in (whole, [index.load(n) for n in range(3)], list(iter_games(path))):
        assert [[m.iccs for m in g.record.mainline_moves()] for g in games] == expected
        assert [g.record.result for g in games] == ["1-0", "0-1", "*"]
        assert all(g.error is None for g in games)
    assert whole[2].record.mainline_nodes()[0].comment == "third game, also without tags"
    # the second move number 1 of one game, without a result before it, is no new game
    path.write_text('[Event "x"]\n\n1. h2e2 h9g7\n1. h0g2 *\n', encoding="utf-8")
    assert len(index_file(path)) == 1 and len(load_file(path).games) == 1


#: Tagged games with comments or variations, each followed by games without tags: the
#: game ends at a result outside comments, as the whole-file reader reads it.
COMMENTED_THEN_TAGLESS = [
    ('[Event "c"]\n\n1. h2e2 {a comment with 1-0 inside} h9g7 2. h0g2 1-0\n\n'
     "1. c3c4 b9c7\n2. b0c2 0-1\n\n1. b2d2 (1. b2c2) h7h0 *\n1. h2e2 *\n",
     [["h2e2", "h9g7", "h0g2"], ["c3c4", "b9c7", "b0c2"], ["b2d2", "h7h0"], ["h2e2"]]),
    # a comment over lines, holding a result and a move number 1 at a line start
    ('[Event "c"]\n\n1. h2e2 {a comment\n1-0\n1. over lines} h9g7 1-0\n1. c3c4 *\n',
     [["h2e2", "h9g7"], ["c3c4"]]),
    # a comment after the result (an advert) that holds a move number 1
    ('[Event "c"]\n\n1. h2e2 h9g7 1-0 {advert\n1. c3c4 in the advert}\n1. b2d2 *\n',
     [["h2e2", "h9g7"], ["b2d2"]]),
    ('[Event "c"]\n\n1. h2e2 ; 1-0 in a line comment\nh9g7 1-0\n1. c3c4 *\n',
     [["h2e2", "h9g7"], ["c3c4"]]),
    # a result inside a variation that is never closed still ends the game
    ('[Event "c"]\n\n1. h2e2 (1. h2d2 1-0\n1. c3c4 *\n', [["h2e2"], ["c3c4"]]),
    # a stray ')' stops the reader up to the next tag: the tagless game is skipped, not split
    ('[Event "c"]\n\n1. h2e2 ) h9g7 1-0\n1. c3c4 *\n', [["h2e2"]]),
    ('[Event "c"]\n\n1. h2e2 h9g7 [x] 1-0\n1. c3c4 *\n', [["h2e2", "h9g7"]]),
]


@pytest.mark.parametrize(("text", "lines"), COMMENTED_THEN_TAGLESS)
def test_a_tagless_game_after_a_commented_one_is_a_game_of_its_own(
        tmp_path: Path, text: str, lines: list[list[str]]) -> None:
    path = tmp_path / "commented.pgn"
    path.write_text(text, encoding="utf-8")
    whole = load_file(path).games
    assert [[m.iccs for m in g.record.mainline_moves()] for g in whole] == lines
    index = index_file(path)
    assert len(index) == len(lines)
    for games in ([index.load(n) for n in range(len(lines))], list(iter_games(path))):
        assert len(games) == len(whole)
        for mine, theirs in zip(games, whole, strict=True):
            _same(mine, theirs)


def test_the_index_counts_the_plies_of_plain_movetext(tmp_path: Path) -> None:
    """The game list shows the plies before the moves are checked: the index counts the
    move tokens of plain movetext (numbers, glued numbers and the result left out); a
    movetext with comments or variations has no cheap count (None)."""
    path = corpus_path(GAMES)
    index = index_file(path)
    checked = [sum(1 for _ in g.record.root.mainline()) for g in iter_games(path)]
    assert [e.plies for e in index.entries] == checked
    assert index.entries[0].plies == 76 and sum(checked) == 101_321
    three = tmp_path / "three.pgn"
    three.write_text(THREE + "\n[Event \"glued\"]\n\n1.h2e2 h9g7 2.h0g2\n1-0 2. b0c2 advert\n",
                     encoding="utf-8")
    # "two" counts 4 tokens (its bad move e2e7 is found only by reading it)
    assert [e.plies for e in index_file(three).entries] == [3, 4, None, 3]
    assert [e.plies for e in index_file(corpus_path("fastlight126-vschess/0.xqf")).entries] \
        == [len(load_file(corpus_path("fastlight126-vschess/0.xqf")).games[0]
                .record.mainline_moves())]


def _same(a: object, b: object) -> None:
    from xiangqi_gui.formats.build import LoadedGame
    assert isinstance(a, LoadedGame) and isinstance(b, LoadedGame)
    ra, rb = a.record, b.record
    assert (ra.headers, ra.start_fen, ra.result, ra.root.comment) == (
        rb.headers, rb.start_fen, rb.result, rb.root.comment)
    assert [(n.move, n.comment, n.starting_comment, n.clock_ns, len(n.children))
            for n in ra.nodes()] == [(n.move, n.comment, n.starting_comment, n.clock_ns,
                                      len(n.children)) for n in rb.nodes()]
    assert str(a.error) == str(b.error)


def test_streamed_games_equal_the_whole_file_reader_on_every_corpus_pgn() -> None:
    """The index reads a plain movetext with one findall and checks its line at once
    (``read_plain_game`` + ``build_line``); every PGN of the corpus must come out exactly
    as the full reader gives it: headers, start, result, every node, every error."""
    paths = sorted(p for p in corpus_path("").rglob("*") if p.is_file()
                   and p.suffix.lower() in (".pgn", ".pgn_zh", ".pgn_iccs", ".pgn_cc"))
    assert len(paths) > 250
    games = 0
    for path in paths:
        try:
            whole = load_file(path).games
        except Exception:  # noqa: BLE001 - a file the whole reader refuses: the index too
            continue
        streamed = list(iter_games(path))
        assert len(streamed) == len(whole), path
        assert [e.headers for e in index_file(path).entries] == [
            g.record.headers for g in whole], path  # also tag values over several lines
        for a, b in zip(streamed, whole, strict=True):
            _same(a, b)
        games += len(whole)
    assert games >= 1491  # the PGN games of the corpus (1,125 of them in games.pgn)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(
    [b"1.", b"h2e2", b"1-0", b"0-1", b"1/2-1/2", b"*", b"-", b"a-b", b"x*",
     "红胜".encode(), "和".encode("gb18030"), "紅勝".encode("big5"), "½-½".encode(),
     b" ", b"\t", b"\x0b", "炮二平五".encode()]), max_size=10).map(b" ".join))
def test_the_result_probe_agrees_with_splitting_the_line(line: bytes) -> None:
    """A movetext line without ``-``, ``*`` or non-ASCII bytes is answered without being
    split; the answer is the split's, whatever the line holds."""
    assert _ends(line) == (not _RESULTS.isdisjoint(line.split()))


#: Games without tags that start in the middle of a line (after a result), games without
#: tags and without moves, and prose after a result: the index lists exactly the games
#: load_file keeps, with the same moves (issue 14 edge cases).
SPLIT_AND_DROPPED = [
    ('[Event "a"]\n\n1. h2e2 h9g7 1-0 1. c3c4 b9c7 0-1 1. b2d2 *\n',
     [["h2e2", "h9g7"], ["c3c4", "b9c7"], ["b2d2"]], [2, 2, 1]),
    ('[Event "a"]\n\n1. h2e2 h9g7 1-0\nan advert 1. c3c4 *\n', [["h2e2", "h9g7"], ["c3c4"]],
     [2, 1]),
    ('[Event "a"]\n\n1. h2e2 h9g7 1-0 advert 21. x 1. c3c4 1/2-1/2\n',
     [["h2e2", "h9g7"], ["c3c4"]], [2, 1]),
    ('[Event "a"]\n\n1. 炮二平五 马８进７ 红胜 1. 炮八平五 *\n',
     [["h2e2", "h9g7"], ["b2e2"]], [2, 1]),
    ('[Event "a"]\n\n1. h2e2 h9g7 1-0\n1. *\n\n[Event "b"]\n\n1. c3c4 *\n',
     [["h2e2", "h9g7"], ["c3c4"]], [2, 1]),
    ('[Event "a"]\n\n1. h2e2 1-0\n1.\n', [["h2e2"]], [1]),
    ('[Event "a"]\n\n1. h2e2 1-0 1. see our website *\n[Event "b"]\n\n1. c3c4 *\n',
     [["h2e2"], ["c3c4"]], [1, 1]),
    ('[Event "a"]\n\n1. h2e2 1-0 1.h2e2 h9g7 2.h0g2 0-1\n', [["h2e2"], ["h2e2", "h9g7", "h0g2"]],
     [1, 3]),
    # a lone '-' is no result (it was one for the index: Big5 cut '½-½' to '-')
    ('[Event "a"]\n\n1. h2e2 h9g7 -\n1. c3c4 *\n', [["h2e2", "h9g7"]], [4]),
]


@pytest.mark.parametrize(("text", "lines", "plies"), SPLIT_AND_DROPPED)
def test_the_index_splits_and_drops_games_as_load_file_does(
        tmp_path: Path, text: str, lines: list[list[str]], plies: list[int]) -> None:
    for encoding in ("utf-8", "gb18030"):
        path = tmp_path / f"split-{encoding}.pgn"
        path.write_bytes(text.encode(encoding))
        whole = load_file(path).games
        assert [[m.iccs for m in g.record.mainline_moves()] for g in whole] == lines
        index = index_file(path)
        if not text.isascii():  # Chinese moves: offsets in the line are not characters
            assert index.encoding == encoding
        assert [e.plies for e in index.entries] == plies
        assert [e.index for e in index.entries] == list(range(len(lines)))
        for games in ([index.load(n) for n in range(len(index))], list(iter_games(path))):
            assert len(games) == len(whole)
            for mine, theirs in zip(games, whole, strict=True):
                _same(mine, theirs)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(
    ["1.", "1...", "2.", "1 .", "..1.", "2.1.", "1.h2e2", "1-0", "0-1", "*", "红胜", "h2e2",
     "h9g7", "c3c4", "b9c7", "advert", "11.", "1", "-", "½-½"]), min_size=1, max_size=14))
def test_a_line_of_moves_and_results_is_split_as_the_reader_splits_it(
        tmp_path_factory: pytest.TempPathFactory, tokens: list[str]) -> None:
    """Any plain movetext line after a tag section: the index and the stream give the
    games load_file gives (same count, same moves and results)."""
    path = tmp_path_factory.mktemp("line") / "line.pgn"
    path.write_text('[Event "a"]\n\n1. h2e2 ' + " ".join(tokens) + "\n", encoding="utf-8")
    whole = load_file(path).games
    index = index_file(path)
    assert len(index) == len(whole)
    for games in ([index.load(n) for n in range(len(index))], list(iter_games(path))):
        for mine, theirs in zip(games, whole, strict=True):
            _same(mine, theirs)


def test_a_dropped_tagless_game_takes_no_number(tmp_path: Path) -> None:
    """An empty movetext after a result is no game: the game after it is game 2 in the
    list, in load_file and in the error that names it."""
    path = tmp_path / "numbered.pgn"
    path.write_text('[Event "a"]\n\n1. h2e2 1-0 1. 1-0 1. h9g7 *\n', encoding="utf-8")
    whole = load_file(path).games
    index = index_file(path)
    assert len(whole) == len(index) == 2
    for game in (whole[1], index.load(1), list(iter_games(path))[1]):
        assert game.index == 1 and game.error is not None
        assert game.error.location.game == 1 and "game 2" in str(game.error)
