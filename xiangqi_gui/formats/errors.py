"""RecordError: a record file (or one game of it) that cannot be read.

Every reader in :mod:`xiangqi_gui.formats` reports malformed input with this one
exception class, naming the file, the place (line or byte offset, plus game index and ply
when known) and the reason (docs/architecture.md, "Errors of record files").
"""

from __future__ import annotations

from dataclasses import dataclass

_NOWHERE = "unknown place"


@dataclass(frozen=True, slots=True)
class Location:
    """Where in a record file something went wrong.

    Attributes:
        line: 1-based text line (text formats), or ``None``.
        offset: 0-based byte offset (binary formats such as XQF, or undecodable text).
        game: 0-based index of the game inside the file, when known.
        ply: 1-based ply of the offending move on its line, when known.
    """

    line: int | None = None
    offset: int | None = None
    game: int | None = None
    ply: int | None = None

    def __str__(self) -> str:
        parts = []
        if self.line is not None:
            parts.append(f"line {self.line}")
        if self.offset is not None:
            parts.append(f"byte offset {self.offset} (0x{self.offset:X})")
        if self.game is not None:
            parts.append(f"game {self.game + 1}")
        if self.ply is not None:
            parts.append(f"ply {self.ply}")
        return ", ".join(parts) if parts else _NOWHERE


class RecordError(ValueError):
    """Malformed or unsupported record input.

    Attributes:
        source: the file name (or ``"<string>"`` for in-memory text).
        location: a :class:`Location`.
        reason: one human sentence, e.g. ``"illegal move 2. e2e7"``.
    """

    def __init__(self, source: str, location: Location, reason: str) -> None:
        self.source = source
        self.location = location
        self.reason = reason
        where = str(location)
        # a problem with the whole file (no such file, unreadable) has no place to name
        super().__init__(f"{source}: {where}: {reason}" if where != _NOWHERE
                         else f"{source}: {reason}")

    def __reduce__(self) -> tuple[type[RecordError], tuple[str, Location, str]]:
        """Pickled by its three parts (a game read in a child process carries its error
        to the window, :mod:`xiangqi_gui.formats.open_stream`)."""
        return (type(self), (self.source, self.location, self.reason))

    def to_json(self) -> dict[str, object]:
        """The ``error`` object of the replay JSON (README.md): message, line|offset, ply."""
        data: dict[str, object] = {"message": str(self)}
        if self.location.line is not None:
            data["line"] = self.location.line
        if self.location.offset is not None:
            data["offset"] = self.location.offset
        data["ply"] = self.location.ply
        return data
