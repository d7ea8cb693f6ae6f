"""The game-info dialog: edit a record's headers (PGN tag pairs).

The usual Xiangqi headers are listed first with their Chinese names (赛事 Event, 日期 Date,
轮次 Round, 红方 Red, 黑方 Black, 结果 Result, …); any other header of the record follows
and more can be added. ``Result`` takes the four PGN values only (``1-0``, ``0-1``,
``1/2-1/2``, ``*``); ``FEN`` is not edited here (the position editor owns the start
position). :meth:`GameInfoDialog.headers` returns the edited headers in order, empty values
dropped. A value left as it was comes back exactly (white space, line breaks and all); a
value too long for a one-line field (over
:data:`~xiangqi_gui.game.display.MAX_HEADER_CHARS` characters, e.g. a 50 MB field of a
hostile file, issue 12) or holding line breaks is shown cut, read-only, and kept unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.game.display import MAX_HEADER_CHARS, display_header
from xiangqi_gui.ui.on_screen import keep_on_screen

RESULTS = ("*", "1-0", "0-1", "1/2-1/2")


def _standard() -> list[tuple[str, str]]:
    """The usual headers and their labels in the UI language (context ``GameInfo``)."""
    return [
        ("Event", QCoreApplication.translate("GameInfo", "Event")),
        ("Site", QCoreApplication.translate("GameInfo", "Site")),
        ("Date", QCoreApplication.translate("GameInfo", "Date")),
        ("Round", QCoreApplication.translate("GameInfo", "Round")),
        ("Red", QCoreApplication.translate("GameInfo", "Red")),
        ("RedTeam", QCoreApplication.translate("GameInfo", "Red team")),
        ("Black", QCoreApplication.translate("GameInfo", "Black")),
        ("BlackTeam", QCoreApplication.translate("GameInfo", "Black team")),
        ("Result", QCoreApplication.translate("GameInfo", "Result")),
        ("Opening", QCoreApplication.translate("GameInfo", "Opening")),
        ("ECCO", QCoreApplication.translate("GameInfo", "ECCO")),
        ("Annotator", QCoreApplication.translate("GameInfo", "Annotator")),
    ]


class GameInfoDialog(QDialog):
    """Edit ``headers`` (name -> value). Raises nothing; ``FEN`` passes through untouched."""

    def __init__(self, headers: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Game information"))
        self._fields: dict[str, QLineEdit | QComboBox] = {}
        self._original: dict[str, tuple[str, str]] = {}  # name -> (value, text shown)
        self._fen = headers.get("FEN")
        self.form = QFormLayout()
        known = {name for name, _ in _standard()}
        for name, label in _standard():
            self._add_row(name, label, headers.get(name, ""))
        for name, value in headers.items():
            if name not in known and name != "FEN":
                self._add_row(name, name, value)
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("New header name"))
        self.add_button = add = QPushButton(self.tr("Add header"))
        add.setAutoDefault(False)
        add.clicked.connect(self._add_custom)
        adder = QHBoxLayout()
        adder.addWidget(self.new_name)
        adder.addWidget(add)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addLayout(adder)
        layout.addWidget(buttons)

    def _add_row(self, name: str, label: str, value: str) -> None:
        field: QLineEdit | QComboBox
        if name == "Result":
            field = QComboBox()
            field.addItems(RESULTS)
            field.setCurrentText(value if value in RESULTS else "*")
        elif len(value) > MAX_HEADER_CHARS or "\n" in value or "\r" in value:
            field = QLineEdit(display_header(value, self.tr(
                " … [{0} more characters not shown]")))
            field.setReadOnly(True)
            field.setToolTip(self.tr("Too long or several lines: shown cut and kept "
                                     "unchanged ({0} characters).").format(len(value)))
        else:
            field = QLineEdit(value)
        self._original[name] = (value, field.currentText() if isinstance(field, QComboBox)
                                else field.text())
        self._fields[name] = field
        self.form.addRow(label, field)

    def _add_custom(self) -> None:
        name = self.new_name.text().strip()
        if name and name.isascii() and name.replace("_", "").isalnum() \
                and name not in self._fields and name != "FEN":
            self._add_row(name, name, "")
            self.new_name.clear()

    def field(self, name: str) -> QLineEdit | QComboBox:
        """The editor of header ``name`` (KeyError if it has none)."""
        return self._fields[name]

    def headers(self) -> dict[str, str]:
        """The edited headers in display order (empty values dropped; ``FEN`` kept)."""
        out: dict[str, str] = {}
        for name, field in self._fields.items():
            text = field.currentText() if isinstance(field, QComboBox) else field.text()
            value, shown = self._original.get(name, ("", None))
            if isinstance(field, QLineEdit) and text == shown:
                text = value  # untouched: exactly as it was
            elif text.strip():
                text = text.strip()
            if text.strip():
                out[name] = text
        if self._fen is not None:
            out["FEN"] = self._fen
        return out
