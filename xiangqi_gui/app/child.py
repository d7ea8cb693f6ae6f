"""Child processes that read files for the window and pickle their messages back (issue 12).

Pure-Python work on a big file (indexing and checking a collection, importing it into the
library) runs in a child process, ``python -m MODULE ARGS...``, so that it never holds the
interpreter lock the UI thread needs; a worker ``QThread`` of the window reads the child's
standard output, one pickled message (a tuple) at a time, and turns them into signals.

The modules (the "streams") and the flags by which the packaged program (PyInstaller,
``sys.frozen``) runs them instead of the window: :data:`STREAMS`;
:func:`xiangqi_gui.app.main.main` hands such a flag to the stream's ``main`` before any Qt.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

#: Flag of the packaged program -> module run as a child (each has ``main(argv) -> int``).
STREAMS = {
    "--open-stream": "xiangqi_gui.formats.open_stream",
    "--import-stream": "xiangqi_gui.library.import_stream",
}


def command(flag: str, args: list[str]) -> list[str]:
    """The command line running stream ``flag`` (:data:`STREAMS`) with ``args``:
    ``python -m MODULE ARGS...``, or the packaged program itself with ``FLAG ARGS...``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, flag, *args]
    return [sys.executable, "-m", STREAMS[flag], *args]


def environment() -> dict[str, str]:
    """The environment with the folder holding this package first on PYTHONPATH (the
    package may be found through ``sys.path`` only, as in the benchmarks)."""
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent.parent)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return env

#: Seconds a child that sent ``("end",)`` is given to exit before it is killed.
_EXIT_SECONDS = 5.0


class Child:
    """A running stream (:data:`STREAMS`) and the messages it sends.

    Attributes:
        process: the ``subprocess.Popen`` (standard output piped).
        ended: True once the child sent ``("end",)`` (a child that died never does).

    Raises (constructor):
        OSError: the process cannot start.
    """

    def __init__(self, flag: str, args: list[str]) -> None:
        self.process = subprocess.Popen(command(flag, args), env=environment(),
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
        self.ended = False

    def messages(self, stopped: Callable[[], bool]) -> Iterator[tuple[Any, ...]]:
        """The messages up to (not including) ``("end",)``; ends early, killing the child,
        when ``stopped()`` turns true (asked before each message) or the stream breaks.
        The child has exited when this ends (after ``("end",)`` it is given
        :data:`_EXIT_SECONDS` to exit on its own)."""
        import pickle  # loaded with the first child (start-up)

        stream = self.process.stdout
        assert stream is not None
        try:
            while not stopped():
                message = pickle.load(stream)  # blocks without the interpreter lock
                if message[0] == "end":
                    self.ended = True
                    return
                yield message
        except (EOFError, OSError, pickle.UnpicklingError):
            return
        finally:
            if self.ended:  # it is exiting on its own
                with contextlib.suppress(subprocess.TimeoutExpired):
                    self.process.wait(_EXIT_SECONDS)
            self.kill()
            self.process.wait()
            stream.close()

    def kill(self) -> None:
        """End the child now (any thread; nothing when it has exited)."""
        if self.process.poll() is None:
            self.process.kill()

    @property
    def exit_code(self) -> int | None:
        """The exit status once it has exited, else None."""
        return self.process.poll()


__all__ = ["STREAMS", "Child", "command", "environment"]
