"""A dock's widget built when it is first needed (issue 11, start-up time).

The Games and Library docks are hidden on a first start and stay so until a collection
is opened or the library is shown; building their tables took 15-25 ms of the start-up.
:class:`DockContent` builds the widget the first time the dock is about to be shown
(a toggle, a restored layout: its ``Show`` event, before anything is painted) or the first
time the program asks for it (:meth:`DockContent.widget`), whichever comes first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QWidget

W = TypeVar("W", bound=QWidget)


class DockContent(QObject, Generic[W]):
    """The widget of ``dock``, made by ``build()`` once (see the module docstring)."""

    def __init__(self, dock: QDockWidget, build: Callable[[], W]) -> None:
        super().__init__(dock)
        self._dock, self._build = dock, build
        self._widget: W | None = None
        dock.installEventFilter(self)

    @property
    def built(self) -> bool:
        """True once the widget exists."""
        return self._widget is not None

    def widget(self) -> W:
        """The dock's widget, built and put in the dock now if it was not yet."""
        if self._widget is None:
            self._dock.removeEventFilter(self)
            self._widget = self._build()
            self._dock.setWidget(self._widget)
        return self._widget

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self._dock and event.type() == QEvent.Type.Show:
            self.widget()
        return False
