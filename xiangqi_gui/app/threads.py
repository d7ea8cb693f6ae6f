"""Worker threads that have ended their work but not yet run out (issue 12).

The UI thread never waits for such a thread: after its last signal a worker may still close
a file, a library connection or a child process (the import's child closes the library, a
checkpoint of its log of 0.1-0.3 s), and ``QThread.wait`` on the UI thread blocked the
window that long. :func:`retire` keeps the thread referenced until it has finished, then
deletes it; the owner waits for the retired threads only when the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QThread


def retire(thread: QThread, retired: set[QThread]) -> None:
    """Delete ``thread`` once it has finished; until then it is kept in ``retired``."""
    if thread.isFinished():
        thread.deleteLater()
        return
    retired.add(thread)

    def gone() -> None:
        retired.discard(thread)
        thread.deleteLater()

    thread.finished.connect(gone)
