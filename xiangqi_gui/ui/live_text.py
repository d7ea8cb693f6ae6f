"""Texts that follow the UI language while the program runs (issue 11: a language chosen in
Preferences applies at once).

A widget sets each translated text through :func:`live` with a function that writes it
(``live(action, lambda: action.setText(self.tr("&File")))``): the function runs now and
again whenever the language changes, while its owner lives. The ``tr`` call stays a
literal inside the function, so ``lupdate`` still finds the source text.

The change is Qt's own ``QEvent.LanguageChange``: installing or removing a translator
(:func:`xiangqi_gui.ui.i18n.install_language`) sends it to the application object at once,
and a watcher installed on the application runs every binding then (:func:`retranslate`);
Qt posts the same event to each widget afterwards, where a widget redraws what it draws
itself (``changeEvent``). Texts made from data (a header, a window title) are re-made by
their owners' ``changeEvent``/``retranslate_ui``.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject

_bindings: list[tuple[QObject, Callable[[], object]]] = []
_watcher: _Watcher | None = None


class _Watcher(QObject):
    """Runs :func:`retranslate` when the application's translators change."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange and obj is QCoreApplication.instance():
            retranslate()
        return False


def live(owner: QObject, apply: Callable[[], object]) -> None:
    """Run ``apply`` (it sets a translated text of ``owner``) now and after every change of
    the UI language, as long as ``owner`` exists."""
    global _watcher
    apply()
    _bindings.append((owner, apply))
    app = QCoreApplication.instance()
    if _watcher is None and app is not None:
        _watcher = _Watcher(app)
        app.installEventFilter(_watcher)


def retranslate() -> int:
    """Run every binding whose owner still exists (forget the others); returns how many
    ran."""
    alive = [(owner, apply) for owner, apply in _bindings if shiboken6.isValid(owner)]
    _bindings[:] = alive
    for _owner, apply in alive:
        apply()
    return len(alive)
