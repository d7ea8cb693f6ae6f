"""Autosave journal: the game in progress, written after every move and clock press.

A crash or a kill during a game must lose no move (brief: "a crash or kill during a
game loses no move"). Each :meth:`Journal.write` serialises the whole game state as
JSON into a temporary file in the same folder, flushes and ``fsync``s it, atomically
replaces the journal with :func:`os.replace`, then ``fsync``s the folder so the rename
itself survives a power loss. A reader therefore sees either the previous state or
the new one, never a torn file.

The journal is stdlib-only; the application decides where it lives (the platform's
app-data folder, from ``QStandardPaths`` in the app layer).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

FORMAT_VERSION = 1


class JournalError(ValueError):
    """A journal file that exists but cannot be read back (names the file and why)."""


class Journal:
    """One game's autosave file.

    ``path``: the journal file (its folder is created on the first write).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def write(self, state: dict[str, Any]) -> None:
        """Atomically replace the journal with ``state`` (a JSON-serialisable dict).

        Raises ``TypeError`` for a state JSON cannot hold and ``OSError`` when the
        disk refuses; the previous journal is then left intact.
        """
        payload = json.dumps({"version": FORMAT_VERSION, "state": state}, ensure_ascii=False)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=self.path.name, suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        _fsync_dir(self.path.parent)

    def read(self) -> dict[str, Any] | None:
        """The saved state, or None when there is no journal.

        Raises :class:`JournalError` naming the file when it is not a journal this
        version wrote (bad JSON, wrong version).
        """
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            where = f"character {exc.pos}: {exc.msg}"
            raise JournalError(f"{self.path}: not a journal ({where})") from None
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise JournalError(f"{self.path}: unknown journal version")
        state = data.get("state")
        if not isinstance(state, dict):
            raise JournalError(f"{self.path}: journal has no state")
        return state

    def clear(self) -> None:
        """Remove the journal (the game ended normally or the user declined to resume)."""
        self.path.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a directory for fsync; os.replace is atomic there.
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
