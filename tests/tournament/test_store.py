"""One SQLite file per tournament: atomic actions, kill -9, JSON export and import."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.tournament import EventConfig, Result, System, TournamentError
from xiangqi_gui.tournament.store import TournamentFile, TournamentFileError


def make(path: Path, players: int = 6) -> TournamentFile:
    tf = TournamentFile.create(path, EventConfig("市赛", System.SWISS, 5))
    for i in range(players):
        tf.add_player(f"棋手{i + 1}", f"单位{i % 3}", 1800 - i)
    return tf


def test_round_trip_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "event.xqt"
    with make(path) as tf:
        rnd = tf.pair_next_round()
        tf.set_result(1, 1, Result.RED_WIN, black_fouls=2)
        tf.set_result(1, 2, Result.DRAW)
        tf.set_result(1, 3, Result.BLACK_FORFEIT_WIN)
        expected = tf.tournament.to_dict()
        assert len(rnd.games) == 3
    with TournamentFile.open(path) as again:
        assert again.tournament.to_dict() == expected
        assert again.tournament.game(1, 1).black_fouls == 2
        assert again.tournament.players[0].name == "棋手1"


def test_a_refused_action_changes_neither_file_nor_memory(tmp_path: Path) -> None:
    path = tmp_path / "event.xqt"
    with make(path) as tf:
        tf.pair_next_round()
        before = tf.tournament.to_dict()
        with pytest.raises(TournamentError):
            tf.pair_next_round()  # round 1 has no results yet
        with pytest.raises(TournamentError):
            tf.set_result(1, 9, Result.DRAW)
        assert tf.tournament.to_dict() == before
    with TournamentFile.open(path) as again:
        assert again.tournament.to_dict() == before


def test_export_and_import_json(tmp_path: Path) -> None:
    with make(tmp_path / "a.xqt") as tf:
        tf.pair_next_round()
        for g in tf.tournament.rounds[0].games:
            tf.set_result(1, g.board, Result.DRAW)
        tf.pair_next_round()
        tf.export_json(tmp_path / "a.json")
        data = tf.tournament.to_dict()
    assert json.loads((tmp_path / "a.json").read_text(encoding="utf-8")) == data
    with TournamentFile.import_json(tmp_path / "a.json", tmp_path / "b.xqt") as tf2:
        assert tf2.tournament.to_dict() == data
        assert [r.number for r in tf2.tournament.standings()] == \
            [r.number for r in TournamentFile.open(tmp_path / "a.xqt").tournament.standings()]


def test_bad_files_are_named(tmp_path: Path) -> None:
    junk = tmp_path / "junk.xqt"
    junk.write_bytes(b"not sqlite at all" * 100)
    with pytest.raises(TournamentFileError, match="junk.xqt"):
        TournamentFile.open(junk)
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    with pytest.raises(TournamentFileError, match="other.db"):
        TournamentFile.open(other)
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"format": "something else"}', encoding="utf-8")
    with pytest.raises(TournamentFileError, match="bad.json"):
        TournamentFile.import_json(bad_json, tmp_path / "x.xqt")
    with pytest.raises(TournamentFileError, match="already exists"):
        TournamentFile.create(junk)


_WRITER = textwrap.dedent("""
    import sys
    from xiangqi_gui.tournament import EventConfig, Result, System
    from xiangqi_gui.tournament.store import TournamentFile
    tf = TournamentFile.create(sys.argv[1], EventConfig("kill", System.SWISS, 200))
    for i in range(40):
        tf.add_player(f"p{i}")
    while True:
        rnd = tf.pair_next_round()
        for g in rnd.games:
            if g.black is not None:
                tf.set_result(rnd.number, g.board, Result.RED_WIN if g.board % 2 else Result.DRAW)
                print(rnd.number, g.board, flush=True)
""")


def test_survives_kill_9(tmp_path: Path) -> None:
    path = tmp_path / "kill.xqt"
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE,
                            text=True, env=env, cwd=REPO)
    assert proc.stdout is not None
    done = []
    deadline = time.monotonic() + 60
    while len(done) < 30 and time.monotonic() < deadline:
        done.append(proc.stdout.readline().split())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert len(done) == 30
    with TournamentFile.open(path) as tf:
        t = tf.tournament
        assert len(t.players) == 40
        last_round, last_board = (int(x) for x in done[-1])
        # every acknowledged result is on disk; the file is consistent
        assert t.game(last_round, last_board).result is not None
        assert all(r.finished for r in t.rounds[:-1])
        assert len(t.rounds) >= last_round


def test_a_file_without_the_sheet_column_is_updated(tmp_path: Path) -> None:
    path = tmp_path / "old.xqt"
    with make(path, 2) as tf:
        tf.pair_next_round()
        tf.set_result(1, 1, Result.DRAW)
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE g2 AS SELECT round, board, red, black, result, red_fouls, black_fouls
        FROM games; DROP TABLE games; ALTER TABLE g2 RENAME TO games;""")
    conn.close()
    with TournamentFile.open(path) as tf:
        assert tf.tournament.game(1, 1).result is Result.DRAW
        tf.set_result(1, 1, Result.RED_WIN, sheet="x.pdf")
    with TournamentFile.open(path) as tf:
        assert tf.tournament.game(1, 1).sheet == "x.pdf"


def test_team_event_file_round_trip_and_refusals(tmp_path: Path) -> None:
    from xiangqi_gui.tournament.store import TeamEventFile
    from xiangqi_gui.tournament.teamevent import TeamEvent, TeamKind
    path = tmp_path / "team.xqt"
    with TeamEventFile.create(path, TeamEvent("团体", TeamKind.FIXED, 2)) as tf:
        tf.act(lambda ev: ev.add_team("甲队", ["a1", "a2"]))
        tf.act(lambda ev: ev.add_team("乙队", ["b1", "b2"]))
        tf.act(lambda ev: ev.pair_next_round())
        before = tf.event.to_dict()
        with pytest.raises(TournamentError):
            tf.act(lambda ev: ev.add_team("丙队", ["c1", "c2"]))  # after round 1
        assert tf.event.to_dict() == before
        tf.act(lambda ev: ev.set_board_result(1, 0, 1, Result.RED_WIN))
        expected = tf.event.to_dict()
    with TeamEventFile.open(path) as again:
        assert again.event.to_dict() == expected
    individual = make(tmp_path / "ind.xqt")
    individual.close()
    with pytest.raises(TournamentFileError, match="team-event"):
        TeamEventFile.open(individual.path)  # an individual event is not a team event
