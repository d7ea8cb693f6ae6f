"""Opening a record file as a stream of small messages, in a thread or a child process.

:func:`open_messages` indexes a file (:mod:`xiangqi_gui.formats.index`: one pass over the
bytes, headers only), builds game 1, and checks every game (moves parsed and replayed),
yielding what a window needs to show as it goes (issue 12: the window never waits for a
file). The window's worker thread either runs it itself (small files) or starts
``python -m xiangqi_gui.formats.open_stream PATH MARK`` (:func:`main`, :func:`serve`) and
only reads the messages the child process pickles to its standard output: a big file's
indexing and checking, pure Python, then never competes with the UI thread for the
interpreter lock. Every message is a picklable tuple whose first item names it:

* ``("opened", FileIndex)`` -- the file's index, ``entries`` still empty;
* ``("batch", list[GameEntry], list[list], float)`` -- newly found games, their list
  rows (:func:`~xiangqi_gui.game.display.list_row`) and the share of bytes scanned (0..1);
  at most :data:`BATCH_ROWS` games each;
* ``("first", LoadedGame)`` -- game 1, parsed and replayed (``error`` set when partly
  read); ``("first_entry", GameEntry)`` instead when game 1 cannot be sent whole
  (:func:`serve`; the receiver builds that one game itself);
* ``("scanned",)`` -- every game has been found;
* ``("checked", list[tuple[int, int, Message | str]], float)`` -- (game index, plies,
  problem or "") for newly checked games and the share checked (0..1); a problem is the
  error's :class:`~xiangqi_gui.rules.message.Message` (the window shows it in its
  language), or its English reason when it has none;
* ``("failed", RecordError)`` -- the file cannot be opened (nothing else follows);
* ``("end",)`` -- written by :func:`serve` after the last message.

Layer: core (no Qt). The child process imports this module and the readers only.
"""

from __future__ import annotations

import dataclasses
import gc
import os
import pickle
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.gcpause import bulk_gc
from xiangqi_gui.formats.index import FileIndex, GameEntry, open_index, scan_entries
from xiangqi_gui.game.display import clip, list_row

#: Most games in one "batch" or "checked" message (one model insert of this many rows
#: takes a few milliseconds in the window; a larger find is split).
BATCH_ROWS = 500
#: Seconds between two messages of the same kind while scanning or checking.
BATCH_SECONDS = 0.25
#: Games checked between two collections of young objects (see :func:`_check`).
COLLECT_EVERY = 16
#: Stack (bytes) and recursion limit of :func:`serve`'s sending thread: pickling game 1
#: recurses once per node of its move tree (a 6,000-ply game needs about 20,000 levels).
_SEND_STACK = 512 * 2**20
#: Longest header value :func:`serve` sends with a game of a "batch" (see :func:`_light`).
SENT_HEADER_CHARS = 1 << 16
_SEND_RECURSION = 200_000

Message = tuple[Any, ...]


def _never() -> bool:
    return False


def _nothing() -> None:
    return None


def open_messages(path: str, mark: str, *, interrupted: Callable[[], bool] = _never,
                  pace: Callable[[], None] = _nothing) -> Iterator[Message]:
    """The messages of opening ``path`` (see the module docstring), in order.

    ``mark`` is the (translated) mark after a value cut for display in the list rows.
    ``interrupted`` is asked between two games: True ends the stream early (no further
    message). ``pace`` is called between two games (a thread sharing the interpreter
    with a window sleeps there now and then). Errors are messages, never raised.
    """
    try:
        index = open_index(path)
        yield ("opened", FileIndex(index.path, index.kind, index.encoding, [], index.size,
                                   index.mtime_ns, index.complete, index.scanned))
        entries: list[GameEntry] = []
        first: tuple[int, int, str] | None = None
        for message in _scan(index, entries, mark, interrupted, pace):
            if message[0] == "first":
                first = _summary(entries[0].index, message[1])
            yield message
    except RecordError as exc:
        yield ("failed", exc)
        return
    if interrupted():
        return
    yield ("scanned",)
    yield from _check(index, entries, first, interrupted, pace)


def _batch(entries: list[GameEntry], mark: str, fraction: float) -> Message:
    return ("batch", entries, [list_row(e.headers, mark, e.plies) for e in entries], fraction)


def _summary(number: int, game: Any) -> tuple[int, int, Any]:
    """(game index, main-line plies, problem or "") of a built game (see "checked")."""
    return (number, game.record.mainline_length(),
            "" if game.error is None else _problem(game.error))


def _problem(error: RecordError) -> Any:
    """A game's problem for a "checked" message: its message, else its English reason."""
    return error.reason if error.message is None else error.message


def _scan(index: FileIndex, entries: list[GameEntry], mark: str,
          interrupted: Callable[[], bool], pace: Callable[[], None]) -> Iterator[Message]:
    """Find the games (appended to ``entries``), in batches; game 1 as soon as found."""
    if index.complete:
        entries.extend(index.entries)
        for start in range(0, len(entries), BATCH_ROWS):
            yield _batch(entries[start:start + BATCH_ROWS], mark, 1.0)
        if entries:
            yield ("first", index.load_entry(entries[0], index.read_entry(entries[0])))
        return
    pending: list[GameEntry] = []
    last = 0.0
    size = max(index.size, 1)
    with bulk_gc():
        for entry in scan_entries(index):
            pace()
            entries.append(entry)
            pending.append(entry)
            now = time.monotonic()
            if len(entries) == 1 or len(pending) >= BATCH_ROWS or now - last >= BATCH_SECONDS:
                if interrupted():
                    return
                yield _batch(pending, mark, index.scanned / size)
                if len(entries) == 1:
                    yield ("first", index.load_entry(entry, index.read_entry(entry)))
                pending, last = [], now
    yield _batch(pending, mark, 1.0)


def _check(index: FileIndex, entries: list[GameEntry], first: tuple[int, int, str] | None,
           interrupted: Callable[[], bool], pace: Callable[[], None]) -> Iterator[Message]:
    """Build every game once (game 1 was built already). The automatic collector stays
    off (a full collection over the index took 120-140 ms), young objects are collected
    every :data:`COLLECT_EVERY` games instead (each game's tree is garbage once checked)."""
    done: list[tuple[int, int, str]] = []
    last = time.monotonic()
    total = max(len(entries), 1)
    with open(index.path, "rb") as handle, bulk_gc():
        for number, entry in enumerate(entries):
            pace()
            if number % COLLECT_EVERY == COLLECT_EVERY - 1:
                gc.collect(1 if number % (16 * COLLECT_EVERY) == 15 * COLLECT_EVERY else 0)
            if interrupted():
                return
            if number == 0 and first is not None:
                done.append(first)
                continue
            try:
                game = index.load_entry(entry, index.read_entry(entry, handle))
                done.append(_summary(entry.index, game))
            except RecordError as exc:
                done.append((entry.index, 0, _problem(exc)))
            now = time.monotonic()
            if len(done) >= BATCH_ROWS or now - last >= BATCH_SECONDS:
                yield ("checked", done, (number + 1) / total)
                done, last = [], now
    yield ("checked", done, 1.0)


def serve(path: str, mark: str, out: BinaryIO) -> None:
    """Write every message of :func:`open_messages` to ``out`` as a pickle (protocol 5,
    flushed after each), then ``("end",)``: the child-process side of the window's
    worker, which reads them back one ``pickle.load`` at a time.

    The messages are pickled in a thread with a large stack (game 1's move tree is pickled
    recursively); a game 1 that still cannot be pickled is sent as ``("first_entry",
    GameEntry)``. The games of a "batch" are sent with header values cut to
    :data:`SENT_HEADER_CHARS` (:func:`_light`); game 1 keeps them whole. A closed pipe (the
    window gave up the file) ends the writing.
    """
    def send(message: Message) -> None:
        out.write(pickle.dumps(message, protocol=5))
        out.flush()

    def send_all() -> None:
        sys.setrecursionlimit(_SEND_RECURSION)
        first_entry: GameEntry | None = None
        try:
            for message in open_messages(path, mark):
                if message[0] == "batch":
                    if first_entry is None and message[1]:
                        first_entry = message[1][0]
                    message = ("batch", [_light(e) for e in message[1]], *message[2:])
                try:
                    send(message)
                except RecursionError:
                    if message[0] != "first" or first_entry is None:
                        raise
                    send(("first_entry", first_entry))
            send(("end",))
        except (BrokenPipeError, OSError):
            return

    limit, stack = sys.getrecursionlimit(), threading.stack_size(_SEND_STACK)
    try:
        sender = threading.Thread(target=send_all, name="open-stream")
        sender.start()
        sender.join()
    finally:  # both are the interpreter's: as they were (serve may run in a test)
        sys.setrecursionlimit(limit)
        threading.stack_size(stack)


def _light(entry: GameEntry) -> GameEntry:
    """``entry`` with header values over :data:`SENT_HEADER_CHARS` cut (the window reads
    no entry's headers, its list rows carry what it shows; a 50 MB value would be copied
    to it for nothing, holding its interpreter lock while unpickled)."""
    if all(len(value) <= SENT_HEADER_CHARS for value in entry.headers.values()):
        return entry
    headers = {name: clip(value, SENT_HEADER_CHARS) for name, value in entry.headers.items()}
    return dataclasses.replace(entry, headers=headers)


def main(argv: list[str] | None = None) -> int:
    """``python -m xiangqi_gui.formats.open_stream PATH MARK``: :func:`serve` to the
    standard output (binary), at a lower scheduling priority (``nice`` 10, where the
    system has it); anything printed goes to the standard error instead."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python -m xiangqi_gui.formats.open_stream PATH MARK", file=sys.stderr)
        return 2
    serve(args[0], args[1], child_output())
    return 0


def child_output() -> BinaryIO:
    """Make this process a child stream of the window and return where its pickles go.

    Lowers the scheduling priority (``nice`` 10, where the system has it: the window's own
    threads come first), opens file descriptor 1 for binary writing (even where
    ``sys.stdout`` is None, as in a windowed program) and sends anything printed to the
    standard error, so that a stray print cannot break the stream of pickles.
    """
    if hasattr(os, "nice"):
        os.nice(10)
    out = os.fdopen(os.dup(1), "wb")
    sys.stdout = sys.stderr
    return out


__all__ = ["BATCH_ROWS", "BATCH_SECONDS", "Message", "child_output", "main", "open_messages",
           "serve"]


if __name__ == "__main__":
    sys.exit(main())
