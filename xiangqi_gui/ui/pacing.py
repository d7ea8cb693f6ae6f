"""Pacing a worker thread of the window's process (issue 12).

A Python worker thread keeps the interpreter lock up to the switch interval each time the
UI thread wants it back after a Qt call: a paint that calls Python ~100 times (the score
sheet's cells) waited that long again and again (its wall time twice its CPU time, and
heartbeat gaps of 0.3-1 s on a loaded machine with the file readers). A worker that calls
:meth:`Pacer.pace` between two pieces of work pauses now and then, so that the UI thread
finds the lock free at once.
"""

from __future__ import annotations

import time

#: A worker thread works at most this long (seconds) before it pauses ...
WORK_SECONDS = 0.004
#: ... this long.
PAUSE_SECONDS = 0.001


class Pacer:
    """Call :meth:`pace` between two pieces of work in a worker thread."""

    def __init__(self) -> None:
        self.since = time.monotonic()

    def pace(self) -> None:
        """Pause :data:`PAUSE_SECONDS` when :data:`WORK_SECONDS` have passed since the last
        pause."""
        now = time.monotonic()
        if now - self.since >= WORK_SECONDS:
            time.sleep(PAUSE_SECONDS)
            self.since = time.monotonic()
