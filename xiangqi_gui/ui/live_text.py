"""Texts that follow the UI language while the program runs (issue 11: a language chosen in
Preferences applies at once).

A widget sets each translated text through :func:`live` with a function that writes it
(``live(action, lambda: action.setText(self.tr("&File")))``): the function runs now and
again whenever the language changes, while its owner lives. The ``tr`` call stays a
literal inside the function, so ``lupdate`` still finds the source text.

The change is Qt's own ``QEvent.LanguageChange``: installing or removing a translator
(:func:`xiangqi_gui.ui.i18n.install_language`) posts it to every widget; the main window's
``changeEvent`` runs every binding then (:func:`retranslate`, from
:meth:`~xiangqi_gui.ui.main_window.MainWindow.retranslate_ui`), and each widget redraws what
it draws itself. Texts made from data (a header, a window title) are re-made by their owners
on the window's ``language_changed``. (No application-wide event filter: it would put a
Python call in front of every event of the program.)
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject

#: ``(owner, apply)`` pairs. Held strongly: a wrapper of a Qt-owned object may otherwise be
#: collected while the object lives (its binding lost); a deleted owner is dropped at the
#: next :func:`retranslate`.
_bindings: list[tuple[QObject, Callable[[], object]]] = []


def live(owner: QObject, apply: Callable[[], object]) -> None:
    """Run ``apply`` (it sets a translated text of ``owner``) now and after every change of
    the UI language, as long as ``owner`` exists."""
    apply()
    _bindings.append((owner, apply))


def retranslate() -> int:
    """Run every binding whose owner still exists (forget the others); returns how many
    ran."""
    alive = [(owner, apply) for owner, apply in _bindings if shiboken6.isValid(owner)]
    _bindings[:] = alive
    for _owner, apply in alive:
        apply()
    return len(alive)
