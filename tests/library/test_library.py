"""The game library (issue 14) on real SQLite files: import with duplicates and bad games,
resume after kill -9, header and position search (mirror and colour symmetric), export,
and a damaged library file."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import REPO, corpus_path
from xiangqi_gui.cli import main
from xiangqi_gui.formats import load_file
from xiangqi_gui.library import Library, LibraryCorruptError
from xiangqi_gui.library.importer import BATCH, import_paths
from xiangqi_gui.library.search import count_games, explore, find_games
from xiangqi_gui.rules import Move, Position

GAMES = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

COLLECTION = """[Event "全国个人赛"]
[Date "2001.05.01"]
[Red "胡荣华"]
[Black "许银川"]
[Result "1-0"]
[ECCO "C45"]

1. h2e2 h9g7 2. h0g2 i9h9 1-0

[Event "全国个人赛"]
[Date "2003.11.20"]
[Red "吕钦"]
[Black "胡荣华"]
[Result "0-1"]

1. h2e2 b9c7 2. e2e6 0-1

[Event "broken"]
[Red "Bad"]
[Black "Move"]
[Result "*"]

1. h2e2 h9g7 2. e2e9 *
"""


def _fen_after(*moves: str) -> str:
    pos = Position()
    for text in moves:
        pos.push(Move.from_iccs(text))
    return pos.fen()


@pytest.fixture
def library(tmp_path: Path) -> Library:
    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a.pgn").write_text(COLLECTION, encoding="utf-8")
    (folder / "copy of a.pgn").write_text(COLLECTION, encoding="utf-8")
    lib = Library(tmp_path / "data" / "library.sqlite3")
    report = import_paths(lib, [folder])
    assert (report.files, report.imported) == (2, 2)
    assert report.duplicates == 3  # the second file's three games (the bad one included)
    assert len(report.problems) == 1
    assert "a.pgn" in report.problems[0] and "line 23, game 3, ply 3" in report.problems[0]
    assert "illegal move at 2. e2e9" in report.problems[0]
    return lib


def test_database_is_a_real_wal_file(library: Library) -> None:
    assert library.path.exists()
    assert library.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert library.game_count() == 2
    row = find_games(library, player="吕钦")[0]
    assert (row.red, row.black, row.result, row.plies, row.game_index) == (
        "吕钦", "胡荣华", "0-1", 3, 1)
    assert row.offset == COLLECTION.encode("utf-8").index(b'[Event "\xe5\x85\xa8', 10)


def test_header_search(library: Library) -> None:
    assert [r.red for r in find_games(library, player="胡荣华")] == ["胡荣华", "吕钦"]
    assert [r.red for r in find_games(library, date_from="2002", date_to="2003.12.31")] == [
        "吕钦"]
    assert [r.red for r in find_games(library, date_to="2001")] == ["胡荣华"]
    assert [r.red for r in find_games(library, result="1-0", event="个人")] == ["胡荣华"]
    assert [r.red for r in find_games(library, opening="C4")] == ["胡荣华"]
    assert find_games(library, player="nobody") == []


def test_a_search_counts_its_games_beyond_the_limit(library: Library) -> None:
    assert [r.red for r in find_games(library, event="全国", limit=1)] == ["胡荣华"]
    assert count_games(library, event="全国") == 2
    assert count_games(library) == 2 and count_games(library, player="nobody") == 0
    assert count_games(library, result="1-0", event="个人") == 1
    capped = explore(library, START, limit=1)
    assert (len(capped.games), capped.matches) == (1, 2)


def test_position_search_lists_next_moves_counts_and_score(library: Library) -> None:
    answer = explore(library, START)
    assert [(m.iccs, m.chinese, m.count, m.red_score) for m in answer.next_moves] == [
        ("h2e2", "炮二平五", 2, 0.5)]
    after = explore(library, _fen_after("h2e2"))
    assert sorted((m.iccs, m.count, m.red_score) for m in after.next_moves) == [
        ("b9c7", 1, 0.0), ("h9g7", 1, 1.0)]
    assert {(row.red, ply) for row, ply, _ in after.games} == {("胡荣华", 1), ("吕钦", 1)}


def test_mirror_and_colour_symmetric_position_search(library: Library) -> None:
    mirrored = _fen_after("b2e2")  # 炮八平五 is the mirror image of 炮二平五
    assert explore(library, mirrored).games == []
    answer = explore(library, mirrored, mirror=True)
    assert sorted((m.iccs, m.chinese, m.count) for m in answer.next_moves) == [
        ("b9c7", "马2进3", 1), ("h9g7", "马8进7", 1)]  # 马8进7 and 马2进3 seen mirrored
    assert {how for _, _, how in answer.games} == {"mirror"}
    # colour swap: Black's cannon on e7 with Red to move is 炮二平五 seen from the other side
    swapped = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 1 1"
    assert explore(library, swapped).games == []
    answer = explore(library, swapped, colour=True)
    assert sorted((m.iccs, m.count, m.red_score) for m in answer.next_moves) == [
        ("b0c2", 1, 1.0), ("h0g2", 1, 0.0)]  # the results count from the other side


def test_export_writes_the_query_as_pgn(library: Library, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "hu.pgn"
    db = str(library.path)
    library.close()
    assert main(["library", "export", "player:胡荣华 result:1-0", str(out), "--db", db]) == 0
    games = load_file(out).games
    assert [g.record.headers["Black"] for g in games] == ["许银川"]
    assert [m.iccs for m in games[0].record.mainline_moves()] == ["h2e2", "h9g7", "h0g2",
                                                                 "i9h9"]
    assert main(["library", "search", "--player", "胡荣华", "--json", "--db", db]) == 0
    assert '"red": "吕钦"' in capsys.readouterr().out


def test_changed_file_is_read_again_and_only_new_games_added(tmp_path: Path) -> None:
    path = tmp_path / "growing.pgn"
    path.write_text(COLLECTION, encoding="utf-8")
    with Library(tmp_path / "lib.sqlite3") as lib:
        assert import_paths(lib, [path]).imported == 2
        again = import_paths(lib, [path])
        assert (again.skipped_files, again.imported) == (1, 0)
        path.write_text(COLLECTION + '\n[Event "new"]\n[Red "X"]\n[Black "Y"]\n\n'
                        "1. c3c4 *\n", encoding="utf-8")
        os.utime(path, ns=(2, 2))
        grown = import_paths(lib, [path])
        assert (grown.imported, grown.duplicates) == (1, 2)
        assert lib.game_count() == 3


def test_damaged_library_gets_a_clear_message_and_can_be_rebuilt(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"this is not a database" * 300)
    with pytest.raises(LibraryCorruptError) as info:
        Library(path)
    assert "damaged" in str(info.value) and "rebuilt" in str(info.value)
    assert main(["library", "search", "--player", "x", "--db", str(path)]) == 1
    err = capsys.readouterr().err
    assert "damaged" in err and "xiangqi library rebuild" in err and "Traceback" not in err
    assert main(["library", "rebuild", "--db", str(path)]) == 0
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    with Library(path) as fresh:
        assert fresh.game_count() == 0


def test_kill_9_during_import_keeps_committed_games_and_resumes(tmp_path: Path) -> None:
    source = corpus_path(GAMES)
    db = tmp_path / "library.sqlite3"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    child = subprocess.Popen([sys.executable, "-m", "xiangqi_gui.cli", "library", "import",
                              str(source), "--db", str(db)], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300
        count = 0
        while time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.05)
            if not db.exists():
                continue
            try:
                with sqlite3.connect(db, timeout=5) as peek:
                    count = peek.execute("SELECT count(*) FROM games").fetchone()[0]
            except sqlite3.OperationalError:
                continue  # schema not created yet
            if count >= BATCH:
                break
        assert child.poll() is None, "the import finished before it could be killed"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait()
    # games.pgn repeats a few games: the library holds each distinct game once
    distinct = {(tuple(sorted(g.record.headers.items())),
                 tuple(m.iccs for m in g.record.mainline_moves()))
                for g in load_file(source).games}
    with Library(db) as lib:  # opens: quick_check passes, nothing half-written
        kept = lib.game_count()
        done, complete = lib.db.execute("SELECT games_done, complete FROM sources").fetchone()
        assert done % BATCH == 0 and BATCH <= done < 1125 and not complete
        assert done - 5 <= kept <= done  # every game of the committed batches, no more
        positions = lib.db.execute("SELECT count(DISTINCT game_id) FROM positions").fetchone()
        assert positions[0] == kept  # no game row without its positions
        report = import_paths(lib, [source])
        assert report.imported + report.duplicates == 1125 - done
        assert lib.game_count() == kept + report.imported == len(distinct)


ANNOTATED = """[Event "annotated"]
[Red "甲"]
[Black "乙"]
[Result "1-0"]

{opening comment} 1. h2e2 {central cannon} (1. b2e2 {the mirror} h9g7) 1... h9g7
(1... b9c7 2. h0g2 (2. b0c2 h7e7) c6c5) 2. h0g2 {[%clk 0:09:58]} i9h9 1-0

[Event "bad variation"]
[Red "丙"]
[Black "丁"]
[Result "0-1"]

1. h2e2 h9g7 (1... e6e4 2. a0a1) (1... b9c7 2. b0c2) 2. h0g2 0-1
"""


def test_export_keeps_variations_comments_and_a_bad_variation_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Export writes the whole tree (variations, comments, clock readings), not only the
    main line; a game whose only problem is a bad move in a variation is imported with
    its good parts and the problem is recorded (the file reader's "partly read")."""
    path = tmp_path / "annotated.pgn"
    path.write_text(ANNOTATED, encoding="utf-8")
    source = load_file(path).games
    assert source[1].error is not None and source[1].in_variation
    db = tmp_path / "lib.sqlite3"
    with Library(db) as lib:
        report = import_paths(lib, [path])
        assert (report.imported, report.partly, lib.game_count()) == (2, 1, 2)
        assert len(report.problems) == 1
        assert "game 2" in report.problems[0] and "e6e4" in report.problems[0]
        assert "imported without the rest of that variation" in report.problems[0]
        assert lib.problems()[0][1] == 1
        stored = lib.record(find_games(lib, player="丙")[0].id)
        assert [m.iccs for m in stored.mainline_moves()] == ["h2e2", "h9g7", "h0g2"]
        assert [[m.iccs for m in n.line_to_here()] for n in stored.nodes()
                if n.parent is not None and n.parent.children[0] is not n] == [["h2e2", "b9c7"]]
    out = tmp_path / "out.pgn"
    assert main(["library", "export", "player:甲", str(out), "--db", str(db)]) == 0
    exported = load_file(out).games
    assert len(exported) == 1 and exported[0].error is None
    record, original = exported[0].record, source[0].record
    assert record.headers["Red"] == "甲" and record.result == "1-0"
    assert (record.node_count(), record.variation_count(), record.comment_count()) == (
        original.node_count(), original.variation_count(), original.comment_count()) == (
        11, 3, 3)
    assert [n.move for n in record.nodes()] == [n.move for n in original.nodes()]
    assert [(n.comment, n.clock_ns) for n in record.nodes()] == [
        (n.comment, n.clock_ns) for n in original.nodes()]
    assert record.root.comment == "opening comment"
    text = out.read_text(encoding="utf-8")
    assert "(1. 炮八平五 {the mirror} 1. ... 马8进7)" in text.replace("８", "8").replace("７", "7")
    assert "[%clk 0:09:58]" in text
    capsys.readouterr()
