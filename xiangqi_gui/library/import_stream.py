"""Importing into the library from a child process, as a stream of pickled messages.

``python -m xiangqi_gui.library.import_stream DB PATH...`` imports ``PATH...`` (files and
folders) into the library file ``DB`` (:func:`~xiangqi_gui.library.importer.import_paths`)
and writes to its standard output, one pickle (protocol 5) each, flushed:

* ``("progress", files done, files total, games imported so far, current file)``;
* ``("report", ImportReport, games in the library)`` at the end;
* ``("failed", text, message)`` when the library cannot be opened or written: the English
  text and the same as a :class:`~xiangqi_gui.rules.message.Message` (None when the error
  had none), which the window shows in its language;
* ``("end",)`` last.

The window's import worker starts it and only reads these (issue 12: the pure-Python work
of an import never holds the interpreter lock the UI thread needs). The child runs at a
lower scheduling priority (``nice`` 10, where the system has it); anything printed goes to
the standard error. Layer: core (no Qt).
"""

from __future__ import annotations

import pickle
import sys
from typing import Any, BinaryIO

from xiangqi_gui.formats.open_stream import child_output
from xiangqi_gui.library.importer import import_paths
from xiangqi_gui.library.store import Library, LibraryError


def serve(db_path: str, paths: list[str], out: BinaryIO) -> None:
    """Import ``paths`` into ``db_path``, writing the messages of the module docstring to
    ``out``. A closed pipe (the window closed) ends the import after the game in hand;
    the committed batches stay (:mod:`xiangqi_gui.library.importer`)."""
    def send(*message: Any) -> None:
        out.write(pickle.dumps(message, protocol=5))
        out.flush()

    try:
        try:
            with Library(db_path) as library:
                report = import_paths(library, paths, lambda *step: send("progress", *step))
                send("report", report, library.game_count())
        except LibraryError as exc:
            send("failed", str(exc), exc.message)  # English, and the message for the window
        send("end")
    except (BrokenPipeError, OSError):
        return


def main(argv: list[str] | None = None) -> int:
    """``python -m xiangqi_gui.library.import_stream DB PATH...``; see the module docstring."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2:
        print("usage: python -m xiangqi_gui.library.import_stream DB PATH...", file=sys.stderr)
        return 2
    serve(args[0], args[1:], child_output())
    return 0


__all__ = ["main", "serve"]


if __name__ == "__main__":
    sys.exit(main())
