"""A status-bar progress widget with a Cancel button, for work done in a worker thread.

:class:`JobProgress` shows what is being done ("Writing sheet.pdf"), a progress bar (pages
done of the total) and a Cancel button; :attr:`JobProgress.cancel_requested` is sent when
the button is pressed (the owner stops its worker). The widget removes itself from the
status bar with :meth:`JobProgress.finish`. Issue 12: the UI thread never blocks, and long
work shows progress and can be cancelled.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QStatusBar, QToolButton, QWidget


class JobProgress(QWidget):
    """Label, progress bar and Cancel button, placed in ``status_bar`` (permanent area).

    Signals:
        cancel_requested(): the Cancel button was pressed (once; the button is then
            disabled until the job ends).
    """

    cancel_requested = Signal()

    def __init__(self, status_bar: QStatusBar, text: str) -> None:
        super().__init__(status_bar)
        self.status_bar = status_bar
        self.label = QLabel(text)
        # no taller than a line of the status bar: a taller bar resized the board above it
        # (its layers painted again, 50-70 ms of the UI thread) when the job came and went
        height = self.fontMetrics().height()
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first page count is known
        self.bar.setMaximumWidth(160)
        self.bar.setMaximumHeight(height)
        self.bar.setTextVisible(True)
        self.cancel_button = QToolButton()
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAutoRaise(True)
        self.cancel_button.setMaximumHeight(height)
        self.cancel_button.clicked.connect(self._on_cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self.setFixedHeight(height)
        status_bar.addPermanentWidget(self)
        self.show()

    def set_progress(self, done: int, total: int) -> None:
        """``done`` steps (pages) of ``total`` are finished."""
        bar = self.bar
        bar.setUpdatesEnabled(False)  # setValue would repaint at once: queue one update
        bar.setRange(0, max(total, 1))
        bar.setFormat(self.tr("page {0} of {1}").format(done, total))
        bar.setValue(done)
        bar.setUpdatesEnabled(True)

    def finish(self) -> None:
        """Leave the status bar (the job ended, was cancelled or failed)."""
        self.status_bar.removeWidget(self)
        self.hide()
        self.deleteLater()

    def _on_cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.label.setText(self.tr("Cancelling…"))
        self.cancel_requested.emit()
