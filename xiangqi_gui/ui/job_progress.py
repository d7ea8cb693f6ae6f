"""A status-bar progress widget with a Cancel button, for work done in a worker thread.

:class:`JobProgress` shows what is being done ("Writing sheet.pdf"), a progress bar (pages
done of the total) and a Cancel button; :attr:`JobProgress.cancel_requested` is sent when
the button is pressed (the owner stops its worker). The widget removes itself from the
status bar with :meth:`JobProgress.finish`. Issue 12: the UI thread never blocks, and long
work shows progress and can be cancelled.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QStatusBar, QWidget


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
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # busy until the first page count is known
        self.bar.setMaximumWidth(160)
        self.bar.setTextVisible(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.clicked.connect(self._on_cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        status_bar.addPermanentWidget(self)
        self.show()

    def set_progress(self, done: int, total: int) -> None:
        """``done`` steps (pages) of ``total`` are finished."""
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)
        self.bar.setFormat(self.tr("page {0} of {1}").format(done, total))

    def finish(self) -> None:
        """Leave the status bar (the job ended, was cancelled or failed)."""
        self.status_bar.removeWidget(self)
        self.hide()
        self.deleteLater()

    def _on_cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.label.setText(self.tr("Cancelling…"))
        self.cancel_requested.emit()
