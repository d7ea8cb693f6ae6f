"""RecordError: a record file (or one game of it) that cannot be read.

Every reader in :mod:`xiangqi_gui.formats` reports malformed input with this one
exception class, naming the file, the place (line or byte offset, plus game index and ply
when known) and the reason (docs/architecture.md, "Errors of record files").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xiangqi_gui.rules.message import Message

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
        reason: one human sentence in English, e.g. ``"illegal move 2. e2e7"`` (the
            command line, logs and the replay JSON show it).
        message: the same reason as a :class:`~xiangqi_gui.rules.message.Message` (an id of
            :mod:`xiangqi_gui.formats.texts` and its arguments), which the window shows in
            its language; every reader in :mod:`xiangqi_gui.formats` gives one. ``None``
            only for an error made elsewhere with a bare ``reason``.

    ``reason`` defaults to the English text of ``message``; one of the two is required
    (``ValueError`` otherwise).
    """

    def __init__(self, source: str, location: Location, reason: str | None = None, *,
                 message: Message | None = None) -> None:
        if reason is None:
            if message is None:
                raise ValueError("a RecordError needs a reason or a message")
            reason = str(message)
        self.source = source
        self.location = location
        self.reason = reason
        self.message = message
        where = str(location)
        # a problem with the whole file (no such file, unreadable) has no place to name
        super().__init__(f"{source}: {where}: {reason}" if where != _NOWHERE
                         else f"{source}: {reason}")

    def __reduce__(self) -> tuple[Callable[..., RecordError],
                                  tuple[str, Location, str, Message | None]]:
        """Pickled by its parts, the message included (a game read in a child process
        carries its error to the window, :mod:`xiangqi_gui.formats.open_stream`, which
        shows it in its language)."""
        return (_unpickle, (self.source, self.location, self.reason, self.message))

    def to_json(self) -> dict[str, object]:
        """The ``error`` object of the replay JSON (README.md): message, line|offset, ply."""
        data: dict[str, object] = {"message": str(self)}
        if self.location.line is not None:
            data["line"] = self.location.line
        if self.location.offset is not None:
            data["offset"] = self.location.offset
        data["ply"] = self.location.ply
        return data


def _unpickle(source: str, location: Location, reason: str,
              message: Message | None) -> RecordError:
    """A :class:`RecordError` from its pickled parts (see :meth:`RecordError.__reduce__`)."""
    return RecordError(source, location, reason, message=message)
