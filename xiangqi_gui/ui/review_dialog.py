"""The review settings dialog: which engine reviews the game and how long it searches each
position (a depth in plies, or a time in milliseconds).

:class:`ReviewSettingsDialog` edits a :class:`~xiangqi_gui.study.review.ReviewSettings`
(the same defaults as ``xiangqi analyse``: depth
:data:`~xiangqi_gui.study.review.DEFAULT_DEPTH`); the app remembers the answer in its
preferences. The engine file is checked in the background when the dialog opens and after
each change of its path (:class:`~xiangqi_gui.ui.engine_choice.EngineChoice`: a UCI/UCCI
handshake); OK is enabled only once it answered, and a file that does not is refused with
the reason in the UI language under the engine's path. The settings carry the protocol it
answered in, so the review starts it in that protocol whatever the file is called.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.study.review import DEFAULT_DEPTH, DEPTH_FLOOR, ReviewSettings
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.engine_choice import EngineChoice
from xiangqi_gui.ui.fitted_text import grow_for_lines
from xiangqi_gui.ui.on_screen import keep_on_screen

MAX_DEPTH = 40
"""Deepest search offered (plies)."""
MAX_MOVETIME_MS = 600_000
"""Longest time per position offered (ms, ten minutes)."""
DEFAULT_MOVETIME_MS = 1000
"""Time per position shown when the review last used a depth (ms)."""


class ReviewSettingsDialog(QDialog):
    """Ask for the review's engine and limit. Public widgets (for tests): ``engine_edit``,
    ``browse_button``, ``engine_status``, ``depth_radio``, ``depth_spin``, ``time_radio``,
    ``time_spin``, ``note_label``, ``buttons``; ``choice`` checks the engine file.
    ``settings`` fills the fields; an empty engine there is shown as ``default_engine``."""

    def __init__(self, settings: ReviewSettings, parent: QWidget | None = None, *,
                 default_engine: str = "") -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Review this game"))
        self.engine_edit = QLineEdit(settings.engine or default_engine)
        self.engine_edit.setPlaceholderText(self.tr("engine executable"))
        self.engine_edit.setMinimumWidth(280)
        self.browse_button = QPushButton(self.tr("Browse…"))
        self.browse_button.clicked.connect(self._browse)
        engine_row = QHBoxLayout()
        engine_row.addWidget(self.engine_edit, 1)
        engine_row.addWidget(self.browse_button)
        self.engine_status = QLabel()
        self.engine_status.setWordWrap(True)
        self.depth_radio = QRadioButton(self.tr("Depth per position"))
        self.depth_spin = QSpinBox()
        self.depth_spin.setRange(1, MAX_DEPTH)
        self.depth_spin.setSuffix(self.tr(" plies"))
        self.depth_spin.setValue(settings.depth or DEFAULT_DEPTH)
        self.time_radio = QRadioButton(self.tr("Time per position"))
        self.time_spin = QSpinBox()
        self.time_spin.setRange(10, MAX_MOVETIME_MS)
        self.time_spin.setSingleStep(100)
        self.time_spin.setSuffix(self.tr(" ms"))
        self.time_spin.setValue(settings.movetime_ms or DEFAULT_MOVETIME_MS)
        (self.depth_radio if settings.depth is not None else self.time_radio).setChecked(True)
        self.depth_radio.toggled.connect(self._update)
        form = QFormLayout()
        form.addRow(self.tr("Engine"), engine_row)
        form.addRow("", self.engine_status)
        form.addRow(self.depth_radio, self.depth_spin)
        form.addRow(self.time_radio, self.time_spin)
        self.note_label = QLabel(self.tr(
            "A move is compared with the engine's best move in one search of the same "
            "position: at least %1 plies deep with a depth, for the same time with a time "
            "per position (at most about three times that time a position). A depth gives "
            "the same marks on every computer; a time is quicker on a slow one."
        ).replace("%1", str(DEPTH_FLOOR)))
        self.note_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note_label)
        layout.addWidget(self.buttons)
        self.choice = EngineChoice(self.engine_edit, self)
        self.choice.changed.connect(self._update)
        self._update()
        self.choice.check_now()

    def settings(self) -> ReviewSettings:
        """The settings as shown, with the protocol the engine answered its check in (None
        while it has not answered)."""
        engine = self.engine_edit.text().strip()
        answered = self.choice.engine
        dialect = answered.dialect if answered is not None else None
        if self.depth_radio.isChecked():
            return ReviewSettings(engine, depth=self.depth_spin.value(), dialect=dialect)
        return ReviewSettings(engine, depth=None, movetime_ms=self.time_spin.value(),
                              dialect=dialect)

    def _update(self, *_args: object) -> None:
        self.depth_spin.setEnabled(self.depth_radio.isChecked())
        self.time_spin.setEnabled(not self.depth_radio.isChecked())
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.choice.engine is not None)
        self.engine_status.setText(self.choice.note())
        grow_for_lines(self)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the engine"),
                                              self.engine_edit.text()
                                              or file_folder.documents_folder())
        if path:
            self.engine_edit.setText(path)
            self.choice.check_now()

    def done(self, result: int) -> None:  # Qt override: OK, Cancel or close
        """Close the dialog; an engine file still being checked is let go."""
        self.choice.cancel()
        super().done(result)
