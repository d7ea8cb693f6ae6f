"""The append-only journal: round trip, a torn last line at every byte offset, flipped
bytes, unreadable files kept aside, leftovers, and SIGKILL during appends."""

from __future__ import annotations

import errno
import gc
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import xiangqi_gui.play.journal as journal_module
from tests.conftest import REPO
from xiangqi_gui.clock import Side, seconds
from xiangqi_gui.play.journal import Journal, JournalError, decode_line, encode_line
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, Move, parse_square

S = 1_000_000_000


def journalled_game(path: Path) -> tuple[Journal, LiveGame]:
    """A provincial game with moves, a foul and an offer, every input journalled."""
    game = LiveGame(GameSetup(red="Lü Qin", black="Xu Tianhong"), 0)
    journal = Journal(path)
    journal.start(game.log_header())
    steps = [
        lambda: game.toggle_clock(S),
        lambda: game.move(parse_square("h2"), parse_square("e2"), 5 * S),
        lambda: game.press_clock(Color.RED, 6 * S),
        lambda: game.move(parse_square("h9"), parse_square("g7"), 9 * S),
        lambda: game.press_clock(Color.BLACK, 10 * S),
        lambda: game.record_foul(Color.BLACK, "8.1.9", "talking", 11 * S),
        lambda: game.move(parse_square("b0"), parse_square("b2"), 12 * S),  # foul 8.1.8
    ]
    for step in steps:
        changes = step()
        if changes.entry is not None:
            journal.append(changes.entry)
    return journal, game


def test_round_trip_replays_the_game(tmp_path: Path) -> None:
    journal, game = journalled_game(tmp_path / "j.jsonl")
    contents = journal.read()
    assert contents is not None and contents.dropped is None
    assert contents.entries == game.log
    replayed = LiveGame.replay(contents.header, contents.entries)
    assert replayed.moves == [Move.from_iccs("h2e2"), Move.from_iccs("h9g7")]
    assert [(f.side, f.article) for f in replayed.arbiter.fouls] == [
        (Color.BLACK, "8.1.9"), (Color.RED, "8.1.8")]
    assert replayed.sheet.annotations == game.sheet.annotations
    assert replayed.clock.remaining(Side.RED) == game.clock.remaining(Side.RED)
    assert [p.name for p in tmp_path.iterdir()] == ["j.jsonl"]  # no temporary file left


def test_a_torn_last_line_loses_only_that_line_at_every_byte_offset(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    journal, game = journalled_game(path)
    journal.close()
    data = path.read_bytes()
    last_start = data.rindex(b"\n", 0, len(data) - 1) + 1
    full = LiveGame.replay(game.log_header(), game.log[:-1])
    for cut in range(last_start, len(data)):
        path.write_bytes(data[:cut])
        contents = Journal(path).read()
        assert contents is not None
        assert contents.entries == game.log[:-1], cut
        if cut > last_start:
            assert contents.dropped is not None and "dropped" in contents.dropped
            assert f"byte {last_start}" in contents.dropped
        else:
            assert contents.dropped is None
        replayed = LiveGame.replay(contents.header, contents.entries)
        assert replayed.moves == full.moves and replayed.arbiter.fouls == full.arbiter.fouls
    # continuing after a torn line cuts it off first
    path.write_bytes(data[:len(data) - 5])
    contents = Journal(path).read()
    assert contents is not None
    resumed = Journal(path)
    resumed.reopen(contents)
    resumed.append({"t": 20 * S, "op": "tick", "a": []})
    again = Journal(path).read()
    assert again is not None and again.dropped is None
    assert again.entries == [*game.log[:-1], {"t": 20 * S, "op": "tick", "a": []}]


def test_a_flipped_byte_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    journal, _game = journalled_game(path)
    journal.close()
    data = bytearray(path.read_bytes())
    foul = data.index(b"8.1.9")
    data[foul + 4] = ord("8")  # 8.1.9 -> 8.1.8 in the middle of the file
    path.write_bytes(bytes(data))
    with pytest.raises(JournalError, match=r"j.jsonl: line \d+ \(byte \d+\): checksum mismatch"):
        Journal(path).read()
    line = encode_line({"t": 1, "op": "tick", "a": []})
    assert decode_line(line[:-1]) == {"t": 1, "op": "tick", "a": []}
    with pytest.raises(ValueError, match="checksum"):
        decode_line(line[:-2] + b"]")


@pytest.mark.parametrize("content", [
    b"\x00\xff random bytes \x13\x37",
    "{\"version\": 1}".encode("utf-16"),
    b'00000000 {"version": 1}\n',
    encode_line({"version": 1}) + encode_line({"t": "soon", "op": 3, "a": {}}) +
    encode_line({"t": 1, "op": "tick", "a": []}),
], ids=["random", "utf16", "bad-checksum", "wrong-types"])
def test_unreadable_journals_raise_naming_the_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "journal.jsonl"
    path.write_bytes(content)
    with pytest.raises(JournalError, match="journal.jsonl"):
        Journal(path).read()
    backup = Journal(path).set_aside()
    assert backup.exists() and not path.exists() and backup.read_bytes() == content


def test_a_directory_is_unreadable_and_leftovers_are_removed(tmp_path: Path) -> None:
    (tmp_path / "journal.jsonl").mkdir()
    with pytest.raises(JournalError, match="cannot be read"):
        Journal(tmp_path / "journal.jsonl").read()
    (tmp_path / "journal.jsonl").rmdir()
    leftovers = [tmp_path / "journal.json3h2k.tmp", tmp_path / "journal.jsonl.77.tmp"]
    for leftover in leftovers:
        leftover.write_text("x", encoding="utf-8")
    (tmp_path / "keep.txt").write_text("x", encoding="utf-8")
    removed = Journal(tmp_path / "journal.jsonl").remove_leftovers()
    assert sorted(removed) == sorted(leftovers)
    assert [p.name for p in tmp_path.iterdir()] == ["keep.txt"]


def test_a_folder_that_cannot_be_written_refuses_the_start(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    with pytest.raises(OSError):
        Journal(blocker / "journal.jsonl").start({"version": 1})


_WRITER = """
import sys, time
from pathlib import Path
import xiangqi_gui.play.journal as module
from xiangqi_gui.play.journal import Journal
if sys.argv[2] == "stalled":  # the disk never confirms a sync: only write() has happened
    module._sync_data = lambda fd: time.sleep(3600)
journal = Journal(Path(sys.argv[1]), max_unsynced_s=3600)
journal.start({"version": 1, "t": 0, "setup": {}})
ply = 0
while True:
    ply += 1
    journal.append({"t": ply, "op": "tick", "a": ["h2e2" * (ply % 7)]})
    print(ply, flush=True)
"""


@pytest.mark.parametrize("disk", ["syncing", "stalled"])
def test_sigkill_right_after_appends_loses_no_acknowledged_line(tmp_path: Path,
                                                                 disk: str) -> None:
    """A kill -9 loses no line whose append returned, even when no fdatasync ever
    finished: write() put it in the kernel (the journal's durability contract)."""
    path = tmp_path / "j.jsonl"
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(path), disk], cwd=REPO,
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    last = 0
    deadline = time.monotonic() + 30
    while last < 200 and time.monotonic() < deadline:
        last = int(proc.stdout.readline())
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert last >= 200
    contents = Journal(path).read()
    assert contents is not None
    assert len(contents.entries) >= last  # every acknowledged write survived
    assert [e["t"] for e in contents.entries] == list(range(1, len(contents.entries) + 1))


class _Disk:
    """A stand-in for fdatasync that blocks until released, counting calls."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.entered = threading.Event()
        self.calls = 0
        self.error: OSError | None = None

    def __call__(self, fd: int) -> None:
        self.calls += 1
        self.entered.set()
        assert self.release.wait(10), "the test never released the disk"
        if self.error is not None:
            raise self.error


def _sync_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "journal-sync"]


def test_append_returns_before_the_disk_sync_and_close_waits_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = _Disk()
    monkeypatch.setattr(journal_module, "_sync_data", disk)
    before = len(_sync_threads())
    path = tmp_path / "j.jsonl"
    journal = Journal(path)
    journal.start({"version": 1})
    journal.append({"t": 1, "op": "tick", "a": []})
    assert disk.entered.wait(10)  # the thread syncs in the background ...
    for t in range(2, 6):  # ... while the caller goes on appending, unblocked
        journal.append({"t": t, "op": "tick", "a": []})
    contents = Journal(path).read()  # every line is in the file already (the kernel's)
    assert contents is not None and [e["t"] for e in contents.entries] == [1, 2, 3, 4, 5]
    assert disk.calls == 1 and len(_sync_threads()) == before + 1
    disk.release.set()
    journal.close()  # syncs lines 2..5 (one call: group commit) and joins the thread
    assert disk.calls == 2
    assert len(_sync_threads()) == before and not journal.is_open


def test_a_game_ending_append_and_sync_wait_for_the_disk(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(journal_module, "_sync_data", lambda fd: calls.append(fd))
    journal = Journal(tmp_path / "j.jsonl")
    journal.start({"version": 1})
    journal.append({"t": 1, "op": "resign", "a": [0]}, wait=True)
    assert len(calls) == 1  # synced before append returned
    journal.append({"t": 2, "op": "tick", "a": []})
    journal.sync()
    assert len(calls) == 2
    journal.sync()  # nothing new: no further call
    assert len(calls) == 2
    journal.close()


def test_a_stalled_disk_makes_append_wait_after_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = _Disk()
    monkeypatch.setattr(journal_module, "_sync_data", disk)
    journal = Journal(tmp_path / "j.jsonl", max_unsynced_s=0.0)
    journal.start({"version": 1})
    journal.append({"t": 1, "op": "tick", "a": []})  # the first waiting line: no wait
    assert disk.entered.wait(10)
    waiter = threading.Thread(target=journal.append, args=({"t": 2, "op": "tick", "a": []},))
    waiter.start()
    waiter.join(0.2)
    assert waiter.is_alive()  # line 1 is older than the limit: append waits for the disk
    disk.release.set()
    waiter.join(10)
    assert not waiter.is_alive()
    journal.close()


def test_a_failed_background_sync_is_raised_by_the_next_append(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    disk = _Disk()
    disk.error = OSError(errno.EIO, "Input/output error")
    monkeypatch.setattr(journal_module, "_sync_data", disk)
    journal = Journal(tmp_path / "j.jsonl")
    journal.start({"version": 1})
    journal.append({"t": 1, "op": "tick", "a": []})
    disk.release.set()
    with pytest.raises(OSError, match="could not be synced"):
        journal.append({"t": 2, "op": "tick", "a": []}, wait=True)
    with pytest.raises(OSError, match="Input/output error"):
        journal.close()
    assert not journal.is_open


def test_a_journal_dropped_open_is_synced_and_its_thread_joined(tmp_path: Path) -> None:
    before = len(_sync_threads())
    journal = Journal(tmp_path / "j.jsonl")
    journal.start({"version": 1})
    journal.append({"t": 1, "op": "tick", "a": []})
    assert len(_sync_threads()) == before + 1
    del journal
    gc.collect()
    assert len(_sync_threads()) == before
    contents = Journal(tmp_path / "j.jsonl").read()
    assert contents is not None and contents.entries == [{"t": 1, "op": "tick", "a": []}]


_EXITER = """
import sys
from pathlib import Path
from xiangqi_gui.play.journal import Journal
journal = Journal(Path(sys.argv[1]))
journal.start({"version": 1, "t": 0, "setup": {}})
for ply in range(1, 101):
    journal.append({"t": ply, "op": "tick", "a": []})
print("exiting without close", flush=True)
"""


def test_the_interpreter_exits_cleanly_with_a_journal_left_open(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    done = subprocess.run([sys.executable, "-c", _EXITER, str(path)], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == ""
    contents = Journal(path).read()
    assert contents is not None and len(contents.entries) == 100


def test_resume_after_a_kill_charges_up_to_the_last_checkpoint(tmp_path: Path) -> None:
    journal, game = journalled_game(tmp_path / "j.jsonl")
    for t in range(13, 17):  # checkpoints every second while Red thinks (ply 5)
        changes = game.tick(t * S)
        if changes.entry is not None:
            journal.append(changes.entry)
    contents = journal.read()  # killed at 16.8 s
    assert contents is not None
    replayed = LiveGame.replay(contents.header, contents.entries)
    replayed.resume(999 * S)
    assert replayed.clock.remaining(Side.RED) == seconds(3600 - 5 + 30 - 6)  # 10 s .. 16 s
