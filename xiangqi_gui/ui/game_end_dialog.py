"""The game-end dialog: the :class:`~xiangqi_gui.rules.Outcome` with its article and reason.

Shown window-modal but non-blocking (``open()``), so the event loop (and the tests) go on.
Buttons: Close, and "Print score sheet…" which emits :attr:`GameEndDialog.print_requested`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from xiangqi_gui.rules import Outcome
from xiangqi_gui.ui.print_sheet import RESULT_LABELS, TERMINATION_LABELS

_RESULT_WORDS = {"1-0": "Red wins", "0-1": "Black wins", "1/2-1/2": "Draw",
                 "0-0": "Both lose"}


def outcome_lines(outcome: Outcome) -> tuple[str, str, str]:
    """``(headline, ending, reason)``: e.g. ``("1-0  Red wins 红胜", "将死 checkmate —
    art. 4.1.1", "Red mates ...")``."""
    headline = (f"{outcome.result}  {_RESULT_WORDS.get(outcome.result, '')} "
                f"{RESULT_LABELS.get(outcome.result, '')}").strip()
    label = TERMINATION_LABELS.get(outcome.termination, "")
    ending = f"{label} {outcome.termination.value.replace('_', ' ')} — art. {outcome.article}"
    return headline, ending.strip(), outcome.reason


class GameEndDialog(QDialog):
    """Announces the end of the game. Public labels: ``result_label``, ``ending_label``,
    ``reason_label``."""

    print_requested = Signal()

    def __init__(self, outcome: Outcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.setWindowTitle(self.tr("Game over 对局结束"))
        headline, ending, reason = outcome_lines(outcome)
        self.result_label = QLabel(headline)
        font = self.result_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.result_label.setFont(font)
        self.ending_label = QLabel(ending)
        self.reason_label = QLabel(reason)
        self.reason_label.setWordWrap(True)
        self.reason_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = buttons.addButton(self.tr("Print score sheet…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.print_requested)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        for widget in (self.result_label, self.ending_label, self.reason_label):
            layout.addWidget(widget)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
