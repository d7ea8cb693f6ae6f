"""The autosave journal: an append-only log of a :class:`~xiangqi_gui.play.live.LiveGame`'s
inputs, so that a crash or kill during a game loses no move.

File format (UTF-8 text, one record per line)::

    <crc32 of the JSON, 8 hex digits> <one JSON object>\\n

The first line is the header (:meth:`LiveGame.log_header`: version, setup, start instant);
each further line is one input (``{"t": ns, "op": name, "a": [arguments]}``). The header is
written to a temporary file, ``fsync``'d and renamed over the old journal (the folder is
``fsync``'d too), so a new game never leaves a half journal.

Durability contract of :meth:`Journal.append`:

* **A kill loses nothing.** ``append`` hands the whole line to the kernel with ``write()``
  before it returns (tens of microseconds, the same at ply 3 and at ply 3,000). The kernel
  keeps data written by a process that is then killed (``kill -9``, a crash of Python or of
  Qt): every line whose ``append`` returned is in the file.
* **A power loss or an operating-system crash loses at most the last**
  :data:`MAX_UNSYNCED_S` **seconds (0.5 s).** The line is made durable on the disk by a
  background thread (``journal-sync``) that calls ``fdatasync`` (``fsync`` where there is
  none) as soon as a line waits, one call for every line written meanwhile (group commit);
  a line is on the disk within about two ``fdatasync`` times (a few ms on an SSD). When a
  written line has waited longer than :data:`MAX_UNSYNCED_S` (a stalled disk), the next
  ``append`` waits for the disk, so the window never grows beyond that while the disk
  answers.
* **At the end of a game and on close everything is on the disk:** ``append(entry,
  wait=True)`` returns only when the line is synced (the controller uses it for the input
  that ends the game); :meth:`Journal.sync` waits for every line so far; :meth:`Journal.close`
  syncs, stops the thread and joins it. A journal dropped while open, and every journal
  still open at interpreter exit, is closed the same way (:class:`weakref.finalize`), so no
  thread is left behind.
* A failed ``write`` raises ``OSError`` from ``append`` itself; a failed background
  ``fdatasync`` (disk error, full disk on some file systems) is raised as ``OSError`` by the
  next ``append``, :meth:`Journal.sync` or :meth:`Journal.close` (the application then turns
  autosave off with one warning).

Reading (:meth:`Journal.read`): the checksum catches a flipped byte instead of letting it
silently change a foul. A damaged *last* line (torn by a kill during its write) is
dropped, and :attr:`JournalContents.dropped` says so; damage anywhere else makes the
journal unreadable (:class:`JournalError`, naming the line and byte offset), and the
application keeps it aside (:meth:`Journal.set_aside`) instead of deleting it.

Stdlib only (the thread is :mod:`threading`); where the journal lives is the application's
choice.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import threading
import time
import weakref
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

MAX_UNSYNCED_S = 0.5
"""Longest time (s) a line handed to the kernel may wait for its ``fdatasync`` before the
next :meth:`Journal.append` waits for the disk: what a power loss may lose at most."""


class JournalError(ValueError):
    """A journal that exists but cannot be read back (names the file, the line and why)."""


@dataclass(frozen=True)
class JournalContents:
    """What :meth:`Journal.read` found.

    Attributes:
        header: the first line's object.
        entries: the input entries after it, in order.
        valid_bytes: the length of the intact part of the file (bytes).
        dropped: one sentence when a damaged last line was dropped, else None.
    """

    header: dict[str, Any]
    entries: list[dict[str, Any]]
    valid_bytes: int
    dropped: str | None = None


def encode_line(record: dict[str, Any]) -> bytes:
    """One journal line for ``record`` (checksum, space, compact JSON, newline).

    Raises ``TypeError``/``ValueError`` for a record JSON cannot hold."""
    payload = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return b"%08x %s\n" % (zlib.crc32(payload), payload)


def decode_line(line: bytes) -> dict[str, Any]:
    """The object of one journal line (without its newline); raises ``ValueError`` naming
    what is wrong (checksum, JSON, not an object)."""
    crc, _, payload = line.partition(b" ")
    try:
        expected = int(crc, 16)
    except ValueError:
        raise ValueError("no checksum") from None
    if len(crc) != 8 or zlib.crc32(payload) != expected:
        raise ValueError("checksum mismatch")
    try:
        record = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not JSON ({exc})") from None
    if not isinstance(record, dict):
        raise ValueError("not a JSON object")
    return record


def _check_entry(record: dict[str, Any]) -> None:
    t, op, args = record.get("t"), record.get("op"), record.get("a")
    if not isinstance(t, int) or isinstance(t, bool) or not isinstance(op, str) \
            or not isinstance(args, list):
        raise ValueError("not an input entry")


class _Syncer:
    """The background thread that makes written lines durable (group commit).

    Counts lines: ``written`` (handed to the kernel) and ``synced`` (known on the disk).
    The thread sleeps until ``written > synced``, then calls ``fdatasync`` once for all
    lines written so far."""

    def __init__(self, fd: int, max_unsynced_s: float) -> None:
        self._fd = fd
        self._max = max_unsynced_s
        self._cond = threading.Condition()
        self._written = 0
        self._synced = 0
        self._since = 0.0  # monotonic s: no unsynced line is older than this
        self._error: OSError | None = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="journal-sync", daemon=True)
        self._thread.start()

    def wrote(self, *, wait: bool) -> None:
        """One more line is in the kernel; wait for the disk when ``wait`` or when the
        oldest unsynced line waited longer than the limit. Raises a background error."""
        with self._cond:
            self._check()
            now = time.monotonic()
            if self._written == self._synced:
                self._since = now
            self._written += 1
            self._cond.notify_all()
            if wait or now - self._since > self._max:
                self._wait()

    def sync(self) -> None:
        """Wait until every line written so far is on the disk; raises ``OSError``."""
        with self._cond:
            self._check()
            self._wait()

    def stop(self) -> None:
        """Sync, end the thread and join it; raises a sync error after stopping."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self._thread.join()
        self._check()

    def _wait(self) -> None:
        target = self._written
        while self._synced < target and self._error is None:
            self._cond.wait()
        self._check()

    def _check(self) -> None:
        if self._error is not None:
            raise OSError(self._error.errno, f"the journal could not be synced to the disk "
                          f"({self._error.strerror or self._error})")

    def _run(self) -> None:
        cond = self._cond
        while True:
            with cond:
                while self._written == self._synced and not self._closing:
                    cond.wait()
                if self._written == self._synced:
                    return  # closing, and everything is on the disk
                target, started = self._written, time.monotonic()
            try:
                _sync_data(self._fd)
            except Exception as exc:  # noqa: BLE001 (any failure must reach the caller)
                with cond:
                    self._error = exc if isinstance(exc, OSError) else OSError(
                        errno.EIO, f"{type(exc).__name__}: {exc}")
                    cond.notify_all()
                return
            with cond:
                self._synced = target
                self._since = started  # lines written since are younger than that
                cond.notify_all()


def _shut(syncer: _Syncer, fd: int) -> None:
    """A journal left open was collected, or the interpreter exits: sync, join, close."""
    try:
        with contextlib.suppress(OSError):  # no one left to tell; the lines are in the kernel
            syncer.stop()
    finally:
        os.close(fd)


class Journal:
    """The journal file at ``path`` (its folder is created by :meth:`start`).

    ``max_unsynced_s``: see :data:`MAX_UNSYNCED_S` and the module's durability contract.
    Use from one thread (the caller's); the sync thread is internal."""

    def __init__(self, path: Path, *, max_unsynced_s: float = MAX_UNSYNCED_S) -> None:
        self.path = Path(path)
        self.max_unsynced_s = max_unsynced_s
        self._fd: int | None = None
        self._syncer: _Syncer | None = None
        self._finalizer: weakref.finalize[[_Syncer, int], Journal] | None = None

    # ------------------------------------------------------------------ writing

    def start(self, header: dict[str, Any]) -> None:
        """Begin a new journal with ``header`` (replacing any old one atomically; durable
        when this returns).

        Raises ``OSError`` when the folder cannot be written (the old journal stays)."""
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            with open(tmp, "wb") as handle:
                handle.write(encode_line(header))
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        _fsync_dir(self.path.parent)
        self._open(os.open(self.path, os.O_WRONLY | os.O_APPEND | _BINARY))

    def reopen(self, contents: JournalContents) -> None:
        """Continue the journal :meth:`read` returned: a damaged tail is cut off (durably),
        then lines are appended after the intact part. Raises ``OSError``."""
        self.close()
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | _BINARY)
        try:
            os.ftruncate(fd, contents.valid_bytes)
            os.fsync(fd)
        except BaseException:
            os.close(fd)
            raise
        self._open(fd)

    def _open(self, fd: int) -> None:
        self._fd = fd
        self._syncer = _Syncer(fd, self.max_unsynced_s)
        # closes the journal if it is dropped open, and at interpreter exit (no thread left)
        self._finalizer = weakref.finalize(self, _shut, self._syncer, fd)

    def append(self, entry: dict[str, Any], *, wait: bool = False) -> None:
        """Append one input line: written to the kernel before this returns (a kill loses
        nothing), synced to the disk by the background thread (see the module docstring);
        ``wait``: return only once the line is on the disk (the input that ends a game).

        Raises ``OSError`` (disk full, or an earlier background sync failed) and
        ``RuntimeError`` before :meth:`start`/:meth:`reopen`."""
        if self._fd is None or self._syncer is None:
            raise RuntimeError("the journal has not been started")
        data = memoryview(encode_line(entry))
        while data:
            data = data[os.write(self._fd, data):]
        self._syncer.wrote(wait=wait)

    def sync(self) -> None:
        """Wait until every appended line is on the disk. Raises ``OSError`` when a sync
        failed; does nothing when the journal is not open."""
        if self._syncer is not None:
            self._syncer.sync()

    @property
    def is_open(self) -> bool:
        """True between :meth:`start`/:meth:`reopen` and :meth:`close`."""
        return self._fd is not None

    def close(self) -> None:
        """Stop appending: every line is synced, the sync thread joined, the file closed
        (the file stays). Raises ``OSError`` when the last sync failed (closed anyway)."""
        fd, syncer, finalizer = self._fd, self._syncer, self._finalizer
        self._fd = self._syncer = self._finalizer = None
        if finalizer is not None:
            finalizer.detach()
        if fd is None:
            return
        try:
            if syncer is not None:
                syncer.stop()
        finally:
            os.close(fd)

    # ------------------------------------------------------------------ reading

    def read(self) -> JournalContents | None:
        """The journal's header and entries, or None when there is no journal.

        Raises :class:`JournalError` naming the file (and line, byte offset) when it cannot
        be read: not a file, unreadable, a damaged header or a damaged line before the
        last one."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise JournalError(f"{self.path}: cannot be read ({exc.strerror or exc})") from None
        lines = data.split(b"\n")
        complete = lines[:-1]  # the part after the last newline is a torn line (or empty)
        tail = lines[-1]
        records: list[dict[str, Any]] = []
        offset = 0
        dropped = None
        for number, line in enumerate(complete, start=1):
            try:
                record = decode_line(line)
                if number > 1:
                    _check_entry(record)
            except ValueError as exc:
                if number == len(complete) and not tail and number > 1:
                    dropped = (f"{self.path}: the last entry (line {number}, byte {offset}) was "
                               f"damaged ({exc}) and was dropped.")
                    break
                raise JournalError(f"{self.path}: line {number} (byte {offset}): {exc}"
                                   ) from None
            records.append(record)
            offset += len(line) + 1
        if tail and dropped is None:
            if not records:
                raise JournalError(f"{self.path}: line 1 (byte 0): the header is incomplete")
            dropped = (f"{self.path}: the last entry (line {len(complete) + 1}, byte {offset}) "
                       "was cut short and was dropped.")
        if not records:
            raise JournalError(f"{self.path}: empty journal")
        return JournalContents(records[0], records[1:], offset, dropped)

    # ------------------------------------------------------------------ housekeeping

    def clear(self) -> None:
        """Remove the journal (declined, or the game ended). Raises ``OSError``."""
        self.close()
        self.path.unlink(missing_ok=True)

    def set_aside(self) -> Path:
        """Keep an unreadable journal as a backup next to it (``….damaged-<time>``) and
        return the backup's path. Raises ``OSError``."""
        self.close()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        os.replace(self.path, backup)
        return backup

    def remove_leftovers(self) -> list[Path]:
        """Delete temporary files an interrupted write left in the folder (``<name>*.tmp``);
        returns them. Files that cannot be deleted are left alone."""
        removed = []
        folder = self.path.parent
        if not folder.is_dir():
            return []
        for leftover in folder.glob(f"{self.path.stem}*.tmp"):
            try:
                leftover.unlink()
            except OSError:
                continue
            removed.append(leftover)
        return removed


_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation


def _sync_data(fd: int) -> None:
    """Flush the file's data and size to the disk (``fdatasync`` where there is one)."""
    sync = getattr(os, "fdatasync", None)
    (sync or os.fsync)(fd)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a directory for fsync; os.replace is atomic there.
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
