"""PreferencesDialog: language, piece faces, notation, sound, theme and clock keys.

Sound: clock sounds on or off, the 读秒 count spoken or not, and the main-time warning
thresholds; the dialog says when sound cannot play (the ``sound`` extra, QtMultimedia, is
missing, or there is no audio output) and then offers the sound settings disabled, the
reason as their tooltip (they keep their stored values). Clock keys: the board clock's
face keys, clock mode's face keys (empty: that half of the keyboard), the arbiter's pause
key and clock mode's press debounce.

The dialog only edits a :class:`PreferenceValues`; the application stores them
(:class:`~xiangqi_gui.app.preferences.Preferences`) and applies them at once, the language
too (the windows say their words again: :mod:`xiangqi_gui.ui.live_text`).
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
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.play.sheet import SHEET_NOTATIONS
from xiangqi_gui.ui.fitted_text import show_whole
from xiangqi_gui.ui.i18n import LANGUAGES
from xiangqi_gui.ui.notation_box import notation_label
from xiangqi_gui.ui.on_screen import keep_on_screen


@dataclass(frozen=True)
class PreferenceValues:
    """What the Preferences dialog edits.

    ``language``: a code of :data:`~xiangqi_gui.ui.i18n.LANGUAGES` or ``""`` (the system's);
    ``traditional``: traditional piece faces; ``notation``: ``chinese``/``abbr``/``wxf``/``iccs``;
    ``sound``: clock sounds (warning beeps, press clicks, the 读秒 count); ``voice``: the
    读秒 count spoken; ``warnings``: main-time warning thresholds in seconds as text
    (``"60, 30, 10"``, :func:`parse_seconds`); ``theme``: ``wood`` or ``contrast``;
    ``left_keys`` and ``right_keys``: Qt key-sequence text of the board clock faces' keys
    (e.g. ``"Z, A"``); ``mode_left_keys`` and ``mode_right_keys``: clock mode's (``""``:
    that half of the keyboard); ``pause_key``: the arbiter's pause key (``"Space"``);
    ``debounce_ms``: clock mode ignores a second press by the same side within this many
    ms (0..2000); ``printout``: the score sheet's printout (print and PDF) in ``"cxa"``, the
    CXA form's Chinese (简体, the default), or ``"ui"``, the interface language.
    """

    language: str = ""
    traditional: bool = False
    notation: str = "chinese"
    sound: bool = True
    theme: str = "wood"
    left_keys: str = "Z, A"
    right_keys: str = "/, '"
    voice: bool = True
    warnings: str = "60, 30, 10"
    mode_left_keys: str = ""
    mode_right_keys: str = ""
    pause_key: str = "Space"
    debounce_ms: int = 250
    printout: str = "cxa"


def parse_seconds(text: str) -> tuple[int, ...]:
    """Whole seconds from comma-separated text, largest first, each once (``"10, 60, 30"``
    → (60, 30, 10)); items that are not positive whole numbers are left out.

    >>> parse_seconds("10, 60,x, 30, 60, -5")
    (60, 30, 10)
    """
    found = {int(p) for p in (part.strip() for part in text.split(","))
             if p.isdigit() and int(p) > 0}
    return tuple(sorted(found, reverse=True))


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


def _one_key(part: str) -> QKeySequence | None:
    """The single key ``part`` names, in the UI language's names (NativeText: 空格,
    Phím cách) or Qt's portable ones (Space); None when Qt reads no single key."""
    for form in (QKeySequence.SequenceFormat.NativeText,
                 QKeySequence.SequenceFormat.PortableText):
        sequence = QKeySequence.fromString(part, form)
        if sequence.count() == 1:
            return sequence
    return None


def _convert_keys(text: str, form: QKeySequence.SequenceFormat) -> str:
    parts = (part.strip() for part in text.split(","))
    keys = ((part, _one_key(part)) for part in parts if part)
    return ", ".join(part if key is None else key.toString(form) for part, key in keys)


def shown_keys(portable: str) -> str:
    """Comma-separated keys as stored (Qt's portable names, ``"Space"``) in the UI
    language's names (``"空格"``, ``"Phím cách"``: Qt's ``QShortcut`` translations, loaded
    with qtbase's); a part Qt cannot read is kept as it is."""
    return _convert_keys(portable, QKeySequence.SequenceFormat.NativeText)


def stored_keys(shown: str) -> str:
    """The inverse of :func:`shown_keys`: keys named in the UI language or in Qt's
    portable names → the portable names (``"空格, Z"`` → ``"Space, Z"``)."""
    return _convert_keys(shown, QKeySequence.SequenceFormat.PortableText)


class PreferencesDialog(QDialog):
    """Modal editor of :class:`PreferenceValues`; read :meth:`values` after ``accept``.

    ``sound_note``: why sound cannot play here ("" when it can).
    """

    def __init__(self, values: PreferenceValues, parent: QWidget | None = None, *,
                 sound_note: str = "") -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("Preferences"))
        self.language_box = QComboBox()
        self.language_box.addItem(self.tr("System language"), "")
        for code, name in LANGUAGES.items():
            self.language_box.addItem(name, code)
        self.pieces_box = QComboBox()
        self.pieces_box.addItem(self.tr("Simplified (帅仕相马车炮兵)"), False)
        self.pieces_box.addItem(self.tr("Traditional (帥仕相傌俥炮兵)"), True)
        self.notation_box = QComboBox()
        for key in SHEET_NOTATIONS:
            self.notation_box.addItem(notation_label(key), key)
        self.sound_box = QCheckBox(self.tr("Clock sounds (warnings, press clicks, 读秒)"))
        self.voice_box = QCheckBox(self.tr("Count 读秒 aloud (十秒, 五、四、三、二、一)"))
        self.warnings_edit = QLineEdit()
        self.warnings_edit.setToolTip(self.tr("Seconds of main time left at which the clock "
                                              "warns, separated by commas, e.g. 60, 30, 10"))
        self.sound_note = QLabel(sound_note)
        self.sound_note.setWordWrap(True)
        self.sound_note.setVisible(bool(sound_note))
        for control in (self.sound_box, self.voice_box, self.warnings_edit):
            if sound_note:  # sound cannot play here: the settings are kept, not offered
                control.setEnabled(False)
                control.setToolTip(sound_note)
        self.mode_left_edit = QLineEdit()
        self.mode_right_edit = QLineEdit()
        self.mode_left_edit.setPlaceholderText(self.tr("Left half of the keyboard"))
        self.mode_right_edit.setPlaceholderText(self.tr("Right half of the keyboard"))
        self.pause_edit = QLineEdit()
        self.debounce_spin = QSpinBox()
        self.debounce_spin.setRange(0, 2000)
        self.debounce_spin.setSingleStep(50)
        self.debounce_spin.setSuffix(self.tr(" ms"))
        self.debounce_spin.setToolTip(self.tr("A second press by the same player within this "
                                              "time is ignored, as on a physical clock."))
        self.printout_box = QComboBox()
        self.printout_box.addItem(self.tr("CXA form in Chinese (记录表)"), "cxa")
        self.printout_box.addItem(self.tr("The interface language"), "ui")
        self.theme_box = QComboBox()
        self.theme_box.addItem(self.tr("Wooden board"), "wood")
        self.theme_box.addItem(self.tr("High contrast"), "contrast")
        self.left_edit = QLineEdit()
        self.right_edit = QLineEdit()
        for edit in (self.left_edit, self.right_edit, self.mode_left_edit,
                     self.mode_right_edit):
            edit.setToolTip(self.tr("Keys separated by commas, e.g. Z, A"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("Language"), self.language_box)
        form.addRow(self.tr("Piece faces"), self.pieces_box)
        form.addRow(self.tr("Score sheet notation"), self.notation_box)
        form.addRow(self.tr("Printed score sheet"), self.printout_box)
        form.addRow(self.tr("Board and pieces"), self.theme_box)
        sound = QGroupBox(self.tr("Sound"))
        sound_form = QFormLayout(sound)
        sound_form.addRow(self.sound_box)
        sound_form.addRow(self.voice_box)
        sound_form.addRow(self.tr("Warnings at (seconds left)"), self.warnings_edit)
        sound_form.addRow(self.sound_note)
        keys = QGroupBox(self.tr("Clock keys"))
        keys_form = QFormLayout(keys)
        keys_form.addRow(self.tr("Left clock face keys"), self.left_edit)
        keys_form.addRow(self.tr("Right clock face keys"), self.right_edit)
        keys_form.addRow(self.tr("Clock mode: left face keys"), self.mode_left_edit)
        keys_form.addRow(self.tr("Clock mode: right face keys"), self.mode_right_edit)
        keys_form.addRow(self.tr("Pause key (arbiter)"), self.pause_edit)
        keys_form.addRow(self.tr("Clock mode: ignore a repeated press within"),
                         self.debounce_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(sound)
        layout.addWidget(keys)
        layout.addWidget(buttons)
        self.set_values(values)

    def set_values(self, values: PreferenceValues) -> None:
        """Show ``values`` in the fields."""
        for box, data in ((self.language_box, values.language),
                          (self.pieces_box, values.traditional),
                          (self.notation_box, values.notation),
                          (self.theme_box, values.theme),
                          (self.printout_box, values.printout)):
            index = box.findData(data)
            box.setCurrentIndex(max(0, index))
        self.sound_box.setChecked(values.sound)
        self.voice_box.setChecked(values.voice)
        self.warnings_edit.setText(values.warnings)
        for edit, keys in ((self.left_edit, values.left_keys),
                           (self.right_edit, values.right_keys),
                           (self.mode_left_edit, values.mode_left_keys),
                           (self.mode_right_edit, values.mode_right_keys),
                           (self.pause_edit, values.pause_key)):
            edit.setText(shown_keys(keys))  # the key names of the UI language
        self.debounce_spin.setValue(values.debounce_ms)
        for edit in (self.left_edit, self.right_edit, self.mode_left_edit,
                     self.mode_right_edit, self.pause_edit):
            show_whole(edit, [edit.text(), edit.placeholderText()])

    def values(self) -> PreferenceValues:
        """The values in the fields; keys in Qt's portable names whichever language the
        fields name them in (key fields Qt cannot read keep their text)."""
        return PreferenceValues(
            language=str(self.language_box.currentData()),
            traditional=bool(self.pieces_box.currentData()),
            notation=str(self.notation_box.currentData()),
            sound=self.sound_box.isChecked(),
            theme=str(self.theme_box.currentData()),
            left_keys=stored_keys(self.left_edit.text()) or "Z, A",
            right_keys=stored_keys(self.right_edit.text()) or "/, '",
            voice=self.voice_box.isChecked(),
            warnings=", ".join(map(str, parse_seconds(self.warnings_edit.text()))),
            mode_left_keys=stored_keys(self.mode_left_edit.text()),
            mode_right_keys=stored_keys(self.mode_right_edit.text()),
            pause_key=stored_keys(self.pause_edit.text()) or "Space",
            debounce_ms=self.debounce_spin.value(),
            printout=str(self.printout_box.currentData()),
        )
