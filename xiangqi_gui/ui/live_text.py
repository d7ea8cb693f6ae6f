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

import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject

from xiangqi_gui.ui.i18n import current_language

#: The objects that have bindings. Each keeps its own (attribute ``_live_texts``) and the
#: language they last ran in (``_live_language``): a binding naming its owner keeps nothing
#: alive, and a window that is gone takes its bindings with it. An owner must be an object
#: the program holds (an attribute of a widget or window).
_owners: weakref.WeakSet[QObject] = weakref.WeakSet()


def live(owner: QObject, apply: Callable[[], object]) -> None:
    """Run ``apply`` (it sets a translated text of ``owner``) now and after every change of
    the UI language, as long as ``owner`` exists."""
    apply()
    bindings: list[Callable[[], object]] | None = getattr(owner, "_live_texts", None)
    if bindings is None:
        bindings = []
        owner._live_texts = bindings  # type: ignore[attr-defined]
        _owners.add(owner)
    bindings.append(apply)
    owner._live_language = current_language()  # type: ignore[attr-defined]


def retranslate() -> int:
    """Run the bindings of every owner that still exists and has not run them in the
    installed language (every window gets its own ``LanguageChange``: the first one does
    the work); returns how many ran."""
    language = current_language()
    ran = 0
    for owner in list(_owners):
        if shiboken6.isValid(owner) and owner._live_language != language:  # type: ignore[attr-defined]
            owner._live_language = language  # type: ignore[attr-defined]
            for apply in owner._live_texts:  # type: ignore[attr-defined]
                apply()
                ran += 1
    return ran


def bound() -> int:
    """How many bindings of existing owners there are."""
    count = 0
    for owner in list(_owners):
        if shiboken6.isValid(owner):
            count += len(owner._live_texts)  # type: ignore[attr-defined]
    return count
