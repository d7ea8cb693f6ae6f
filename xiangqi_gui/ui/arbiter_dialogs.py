"""The arbiter's dialogs: correct a clock (art. 21.4), record a foul (art. 8.1), declare a
result (art. 4, 26.2 ...). Each returns a small value; the app applies it through the
game controller (the dialogs decide nothing).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QTime
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.rules import Color
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.on_screen import keep_on_screen

NS_PER_MS = 1_000_000

#: Fouls of art. 8.1 an arbiter records at the board (article, English description; the
#: dialog shows it translated, context ``Fouls``).
FOUL_ARTICLES = (
    ("8.1.1", QT_TRANSLATE_NOOP("Fouls", "distracting the opponent")),
    ("8.1.2", QT_TRANSLATE_NOOP("Fouls", "stopping the clock")),
    ("8.1.3", QT_TRANSLATE_NOOP("Fouls", "offering a draw too often")),
    ("8.1.5", QT_TRANSLATE_NOOP("Fouls", "touched a piece that cannot move or be captured")),
    ("8.1.6", QT_TRANSLATE_NOOP("Fouls", "not keeping the score sheet")),
    ("8.1.7", QT_TRANSLATE_NOOP("Fouls", "pressed the clock without moving")),
    ("8.1.9", QT_TRANSLATE_NOOP("Fouls", "misconduct")),
)
RESULTS = (("1-0", QT_TRANSLATE_NOOP("Results", "1-0 Red wins")),
           ("0-1", QT_TRANSLATE_NOOP("Results", "0-1 Black wins")),
           ("1/2-1/2", QT_TRANSLATE_NOOP("Results", "1/2-1/2 Draw")))


def foul_text(article: str) -> str:
    """The translated description of the art. 8.1 foul ``article`` (``""`` if unknown)."""
    text = dict(FOUL_ARTICLES).get(article, "")
    return QCoreApplication.translate("Fouls", text) if text else ""


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _side_box() -> QComboBox:
    box = QComboBox()
    box.addItem(QCoreApplication.translate("ArbiterDialogs", "Red"), int(Color.RED))
    box.addItem(QCoreApplication.translate("ArbiterDialogs", "Black"), int(Color.BLACK))
    return box


class CorrectTimeDialog(QDialog):
    """Set one side's main time (h:mm:ss). ``side_box``, ``time_edit`` are public."""

    def __init__(self, parent: QWidget | None = None, *, red_ns: int = 0,
                 black_ns: int = 0) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Correct the clock (art. 21.4)"))
        self._current = {Color.RED: red_ns, Color.BLACK: black_ns}
        self.side_box = _side_box()
        self.time_edit = QTimeEdit()
        self.time_edit.setDisplayFormat("H:mm:ss")
        form = QFormLayout()
        form.addRow(self.tr("Side"), self.side_box)
        form.addRow(self.tr("Main time left"), self.time_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(_buttons(self))
        self.side_box.currentIndexChanged.connect(self._show_current)
        self._show_current()

    def _show_current(self, *_args: object) -> None:
        ns = self._current[self.side()]
        self.time_edit.setTime(QTime(0, 0).addMSecs(ns // NS_PER_MS))

    def side(self) -> Color:
        """The side to correct."""
        return Color(int(self.side_box.currentData()))

    def main_ns(self) -> int:
        """The new main time in ns."""
        return QTime(0, 0).msecsTo(self.time_edit.time()) * NS_PER_MS


@dataclass(frozen=True)
class FoulEntry:
    """A foul to record: side, article of art. 8.1, text."""

    side: Color
    article: str
    text: str


class FoulDialog(QDialog):
    """Record a foul. ``side_box``, ``article_box``, ``text_edit`` are public."""

    def __init__(self, parent: QWidget | None = None, *, side: Color = Color.RED) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Record a foul (art. 8.1)"))
        self.side_box = _side_box()
        self.side_box.setCurrentIndex(int(side))
        self.article_box = QComboBox()
        for article, _text in FOUL_ARTICLES:
            self.article_box.addItem(self.tr("art. {0}: {1}").format(article,
                                                                      foul_text(article)),
                                     article)
        self.text_edit = QLineEdit()
        form = QFormLayout()
        form.addRow(self.tr("Side"), self.side_box)
        form.addRow(self.tr("Article"), self.article_box)
        form.addRow(self.tr("Details"), self.text_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(_buttons(self))

    def entry(self) -> FoulEntry:
        """The foul as entered (the article's description when no details were typed)."""
        article = str(self.article_box.currentData())
        text = self.text_edit.text().strip() or foul_text(article)
        return FoulEntry(Color(int(self.side_box.currentData())), article, text)


@dataclass(frozen=True)
class Decision:
    """A result the arbiter declares: result, article, reason."""

    result: str
    article: str
    reason: str


class DeclareResultDialog(QDialog):
    """Declare a result. ``result_box``, ``article_edit``, ``reason_edit`` are public."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Declare a result"))
        self.result_box = QComboBox()
        for value, label in RESULTS:
            self.result_box.addItem(QCoreApplication.translate("Results", label), value)
        self.article_edit = QLineEdit("26.2")
        self.reason_edit = QLineEdit()
        form = QFormLayout()
        form.addRow(self.tr("Result"), self.result_box)
        form.addRow(self.tr("Article"), self.article_edit)
        form.addRow(self.tr("Reason"), self.reason_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(_buttons(self))

    def decision(self) -> Decision:
        """The declared result."""
        article = self.article_edit.text().strip()
        reason = (self.reason_edit.text().strip()
                  or self.tr("The arbiter's decision (art. {0}).").format(article))
        return Decision(str(self.result_box.currentData()), article, reason)
