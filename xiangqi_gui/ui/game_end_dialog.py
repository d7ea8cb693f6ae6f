"""The game-end dialog: the :class:`~xiangqi_gui.rules.Outcome` with its article and reason.

Shown window-modal but non-blocking (``open()``), so the event loop (and the tests) go on.
Buttons: Close, and "Print score sheet…" which emits :attr:`GameEndDialog.print_requested`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from xiangqi_gui.rules import Outcome, Termination
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.messages import outcome_reason
from xiangqi_gui.ui.on_screen import keep_on_screen

_RESULT_WORDS = {"1-0": QT_TRANSLATE_NOOP("GameEnd", "Red wins"),
                 "0-1": QT_TRANSLATE_NOOP("GameEnd", "Black wins"),
                 "1/2-1/2": QT_TRANSLATE_NOOP("GameEnd", "Draw"),
                 "0-0": QT_TRANSLATE_NOOP("GameEnd", "Both lose")}
#: How a game ended, in the words of the rules (context ``Termination``).
TERMINATION_WORDS = {
    Termination.CHECKMATE: QT_TRANSLATE_NOOP("Termination", "checkmate"),
    Termination.STALEMATE: QT_TRANSLATE_NOOP("Termination", "stalemate (no legal move)"),
    Termination.SELF_KILL: QT_TRANSLATE_NOOP("Termination", "moving into check"),
    Termination.PERPETUAL_CHECK: QT_TRANSLATE_NOOP("Termination", "perpetual check"),
    Termination.PERPETUAL_CHASE: QT_TRANSLATE_NOOP("Termination", "perpetual chase"),
    Termination.FORBIDDEN_REPETITION: QT_TRANSLATE_NOOP("Termination", "forbidden repetition"),
    Termination.REPETITION_DRAW: QT_TRANSLATE_NOOP("Termination", "draw by repetition"),
    Termination.NATURAL_LIMIT: QT_TRANSLATE_NOOP("Termination", "natural move limit"),
    Termination.DEAD_POSITION: QT_TRANSLATE_NOOP("Termination", "neither side can win"),
    Termination.RESIGNATION: QT_TRANSLATE_NOOP("Termination", "resignation"),
    Termination.AGREED_DRAW: QT_TRANSLATE_NOOP("Termination", "draw agreed"),
    Termination.TIME_FORFEIT: QT_TRANSLATE_NOOP("Termination", "lost on time"),
    Termination.MOVE_QUOTA: QT_TRANSLATE_NOOP("Termination", "move quota not reached"),
    Termination.THREE_FOULS: QT_TRANSLATE_NOOP("Termination", "three fouls"),
    Termination.FALSE_CLAIMS: QT_TRANSLATE_NOOP("Termination", "false natural-limit claims"),
    Termination.ILLEGAL_MOVE: QT_TRANSLATE_NOOP("Termination", "illegal moves"),
    Termination.CLOCK_PRESS_FOULS: QT_TRANSLATE_NOOP("Termination",
                                                     "pressing the clock without moving"),
    Termination.LATE_ARRIVAL: QT_TRANSLATE_NOOP("Termination", "late arrival"),
    Termination.REFUSAL: QT_TRANSLATE_NOOP("Termination", "refusing to follow the rules"),
    Termination.ARBITER_DECISION: QT_TRANSLATE_NOOP("Termination", "arbiter's decision"),
    Termination.DOUBLE_FORFEIT: QT_TRANSLATE_NOOP("Termination", "double forfeit"),
}


def termination_text(termination: Termination) -> str:
    """The translated name of ``termination`` (its enum value when unnamed)."""
    word = TERMINATION_WORDS.get(termination)
    if word is None:
        return termination.value.replace("_", " ")
    return QCoreApplication.translate("Termination", word)


def outcome_lines(outcome: Outcome) -> tuple[str, str, str]:
    """``(headline, ending, reason)`` in the UI language: e.g. ``("1-0  Red wins",
    "checkmate — art. 4.1.1", "Red mates ...")``."""
    word = _RESULT_WORDS.get(outcome.result, "")
    headline = f"{outcome.result}  {QCoreApplication.translate('GameEnd', word) if word else ''}"
    ending = QCoreApplication.translate("GameEnd", "{0} — art. {1}").format(
        termination_text(outcome.termination), outcome.article)
    return headline.strip(), ending, outcome_reason(outcome)


class GameEndDialog(QDialog):
    """Announces the end of the game. Public labels: ``result_label``, ``ending_label``,
    ``reason_label``."""

    print_requested = Signal()

    def __init__(self, outcome: Outcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.outcome = outcome
        self.setWindowTitle(self.tr("Game over"))
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
