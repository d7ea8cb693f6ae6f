"""Qt's own log messages: one known-harmless warning is dropped, everything else passes.

Qt's offscreen platform (used by ``--self-test``) prints "This plugin does not support
propagateSizeHints()" whenever a window is shown; it says nothing about this program and
reads like a fault on a terminal. :func:`install_message_filter` drops exactly the messages
of :data:`HARMLESS` (the whole text must match) and hands every other message on to the
handler installed before it, or prints it as Qt would (``qFormatLogMessage``, stderr).
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

HARMLESS = frozenset({"This plugin does not support propagateSizeHints()"})
"""Qt messages dropped, whole texts (the offscreen platform's; nothing to act on)."""

Handler = Callable[[QtMsgType, QMessageLogContext, str], None]
_installed: list[Handler] = []  # the filter, once installed (kept alive for Qt)


def install_message_filter() -> None:
    """Drop :data:`HARMLESS` messages from now on (once per process; a second call changes
    nothing)."""
    if _installed:
        return
    previous: Handler | None = None

    def handler(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if text in HARMLESS:
            return
        if previous is not None:
            previous(kind, context, text)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, text) + "\n")

    _installed.append(handler)
    previous = qInstallMessageHandler(handler)
