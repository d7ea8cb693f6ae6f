"""PreferencesDialog: language, piece faces, notation, sound, theme and clock keys.

The dialog only edits a :class:`PreferenceValues`; the application stores them
(:class:`~xiangqi_gui.app.preferences.Preferences`) and applies them. A new language takes
effect at the next start (the dialog says so); everything else at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.ui.i18n import LANGUAGES


@dataclass(frozen=True)
class PreferenceValues:
    """What the Preferences dialog edits.

    ``language``: a code of :data:`~xiangqi_gui.ui.i18n.LANGUAGES` or ``""`` (the system's);
    ``traditional``: traditional piece faces; ``notation``: ``chinese``/``abbr``/``wxf``/``iccs``;
    ``sound``: clock warning beeps; ``theme``: ``wood`` or ``contrast``; ``left_keys`` and
    ``right_keys``: Qt key-sequence text of the clock faces' keys (e.g. ``"Z, A"``).
    """

    language: str = ""
    traditional: bool = False
    notation: str = "chinese"
    sound: bool = True
    theme: str = "wood"
    left_keys: str = "Z, A"
    right_keys: str = "/, '"


def parse_keys(text: str) -> list[int]:
    """Qt key codes of comma-separated single keys (``"Z, A"`` → [Key_Z, Key_A]); keys that
    Qt cannot read are left out."""
    keys = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        sequence = QKeySequence.fromString(part, QKeySequence.SequenceFormat.PortableText)
        if sequence.count() == 1:
            keys.append(sequence[0].key().value)  # type: ignore[index]  # PySide6 stubs lack __getitem__
    return keys


class PreferencesDialog(QDialog):
    """Modal editor of :class:`PreferenceValues`; read :meth:`values` after ``accept``."""

    def __init__(self, values: PreferenceValues, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language_box = QComboBox()
        self.language_box.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.pieces_box = QComboBox()
        self.pieces_box.addItem(self.tr("Simplified (帅仕相马车炮兵)"), False)
        self.pieces_box.addItem(self.tr("Traditional (帥仕相傌俥炮兵)"), True)
        self.notation_box = QComboBox()
        for key, label in (("chinese", self.tr("Chinese (炮二平五)")),
                           ("abbr", self.tr("Abbreviated (炮25)")),
                           ("wxf", self.tr("WXF (C2=5)")), ("iccs", self.tr("ICCS (h2e2)"))):
            self.notation_box.addItem(label, key)
        self.sound_box = QCheckBox(self.tr("Clock warning sounds"))
        self.theme_box = QComboBox()
        self.theme_box.addItem(self.tr("Wooden board"), "wood")
        self.theme_box.addItem(self.tr("High contrast"), "contrast")
        self.left_edit = QLineEdit()
        self.right_edit = QLineEdit()
        for edit in (self.left_edit, self.right_edit):
            edit.setToolTip(self.tr("Keys separated by commas, e.g. Z, A"))
        self.restart_note = QLabel(self.tr("A new language is used from the next start."))
        self.restart_note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language_box)
        form.addRow(self.tr("Piece faces"), self.pieces_box)
        form.addRow(self.tr("Score sheet notation"), self.notation_box)
        form.addRow(self.tr("Board and pieces"), self.theme_box)
        form.addRow(self.tr("Sound"), self.sound_box)
        form.addRow(self.tr("Left clock face keys"), self.left_edit)
        form.addRow(self.tr("Right clock face keys"), self.right_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.restart_note)
        layout.addWidget(buttons)
        self.set_values(values)

    def set_values(self, values: PreferenceValues) -> None:
        """Show ``values`` in the fields."""
        for box, data in ((self.language_box, values.language),
                          (self.pieces_box, values.traditional),
                          (self.notation_box, values.notation),
                          (self.theme_box, values.theme)):
            index = box.findData(data)
            box.setCurrentIndex(max(0, index))
        self.sound_box.setChecked(values.sound)
        self.left_edit.setText(values.left_keys)
        self.right_edit.setText(values.right_keys)

    def values(self) -> PreferenceValues:
        """The values in the fields (key fields Qt cannot read keep their old text)."""
        return PreferenceValues(
            language=str(self.language_box.currentData()),
            traditional=bool(self.pieces_box.currentData()),
            notation=str(self.notation_box.currentData()),
            sound=self.sound_box.isChecked(),
            theme=str(self.theme_box.currentData()),
            left_keys=self.left_edit.text().strip() or "Z, A",
            right_keys=self.right_edit.text().strip() or "/, '",
        )
