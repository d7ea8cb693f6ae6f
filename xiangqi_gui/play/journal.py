"""The autosave journal: an append-only log of a :class:`~xiangqi_gui.play.live.LiveGame`'s
inputs, so that a crash or kill during a game loses no move.

File format (UTF-8 text, one record per line)::

    <crc32 of the JSON, 8 hex digits> <one JSON object>\\n

The first line is the header (:meth:`LiveGame.log_header`: version, setup, start instant);
each further line is one input (``{"t": ns, "op": name, "a": [arguments]}``). Writing a
line is one ``write`` + ``fdatasync`` (``fsync`` where there is none) of that line only, so
it costs the same at ply 3 and at ply 3,000. The header is written to a temporary file,
``fsync``'d and renamed over the old journal (the folder is ``fsync``'d too), so a new game
never leaves a half journal.

Reading (:meth:`Journal.read`): the checksum catches a flipped byte instead of letting it
silently change a foul. A damaged *last* line (torn by a kill during its write) is
dropped, and :attr:`JournalContents.dropped` says so; damage anywhere else makes the
journal unreadable (:class:`JournalError`, naming the line and byte offset), and the
application keeps it aside (:meth:`Journal.set_aside`) instead of deleting it.

Stdlib only; where the journal lives is the application's choice.
"""

from __future__ import annotations

import json
import os
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any


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


class Journal:
    """The journal file at ``path`` (its folder is created by :meth:`start`)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._file: IO[bytes] | None = None

    # ------------------------------------------------------------------ writing

    def start(self, header: dict[str, Any]) -> None:
        """Begin a new journal with ``header`` (replacing any old one atomically).

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
        self._file = open(self.path, "ab")  # noqa: SIM115 (kept open for the appends)

    def reopen(self, contents: JournalContents) -> None:
        """Continue the journal :meth:`read` returned: a damaged tail is cut off, then
        lines are appended after the intact part. Raises ``OSError``."""
        self.close()
        handle = open(self.path, "r+b")  # noqa: SIM115 (kept open for the appends)
        handle.truncate(contents.valid_bytes)
        handle.seek(contents.valid_bytes)
        os.fsync(handle.fileno())
        self._file = handle

    def append(self, entry: dict[str, Any]) -> None:
        """Append one input line and ``fsync`` it. Raises ``OSError`` (disk full, ...) and
        ``RuntimeError`` before :meth:`start`/:meth:`reopen`."""
        if self._file is None:
            raise RuntimeError("the journal has not been started")
        self._file.write(encode_line(entry))
        self._file.flush()
        _sync_data(self._file.fileno())

    @property
    def is_open(self) -> bool:
        """True between :meth:`start`/:meth:`reopen` and :meth:`close`."""
        return self._file is not None

    def close(self) -> None:
        """Stop appending (the file stays)."""
        handle, self._file = self._file, None
        if handle is not None:
            handle.close()

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
