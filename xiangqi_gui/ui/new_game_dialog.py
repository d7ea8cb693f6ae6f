"""The new-game dialog: players, event, round, competition preset, time control, 棋例 rules.

:class:`NewGameDialog` edits a :class:`~xiangqi_gui.app.setup.GameSetup`-shaped value but
only returns plain fields through :meth:`NewGameDialog.values` (the app builds the setup),
so this widget module does not depend on the app layer. Time controls come from the clock's
presets (CXA art. 6) or from :class:`~xiangqi_gui.ui.time_control_dialog.TimeControlDialog`
("Custom…").
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.clock import PRESETS, TimeControl

#: Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).
COMPETITION_LABELS = {
    "national": "National event 全国比赛 (first illegal move loses, art. 4.1.8)",
    "provincial": "Provincial event 省级比赛 (foul, then loss, art. 8.1.8)",
    "junior": "Junior championship 少年赛 (foul, then loss, art. 8.1.8)",
    "casual": "Casual game 友谊对局 (illegal moves refused, undo allowed)",
}
RULESET_LABELS = {"cxa": "CXA 中国象棋协会 棋例", "axf": "AXF 亚洲象棋联合会 rules"}
CUSTOM = "custom"


@dataclass(frozen=True)
class NewGameValues:
    """What the dialog returns (strings as typed, keys of the presets, the controls)."""

    red: str
    black: str
    red_team: str
    black_team: str
    event: str
    round: str
    site: str
    date: str
    arbiter: str
    competition: str
    ruleset: str
    time_preset: str
    red_control: TimeControl
    black_control: TimeControl
    press_by_hand: bool
    show_targets: bool


class NewGameDialog(QDialog):
    """Ask for a new game's players, event and rules.

    Public widgets (for the window and the tests): ``red_edit``, ``black_edit``,
    ``red_team_edit``, ``black_team_edit``, ``event_edit``, ``round_edit``, ``site_edit``,
    ``date_edit``, ``arbiter_edit``, ``competition_box``, ``ruleset_box``, ``time_box``,
    ``custom_button``, ``press_box``, ``targets_box``, ``buttons``.
    """

    def __init__(self, parent: QWidget | None = None, *, date: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game 新对局"))
        self._custom: tuple[TimeControl, TimeControl] | None = None
        self.red_edit = QLineEdit(self.tr("Red"))
        self.black_edit = QLineEdit(self.tr("Black"))
        self.red_team_edit = QLineEdit()
        self.black_team_edit = QLineEdit()
        self.event_edit = QLineEdit()
        self.round_edit = QLineEdit()
        self.site_edit = QLineEdit()
        self.date_edit = QLineEdit(date)
        self.arbiter_edit = QLineEdit()
        self.competition_box = QComboBox()
        for key, label in COMPETITION_LABELS.items():
            self.competition_box.addItem(self.tr(label), key)
        self.competition_box.setCurrentIndex(1)
        self.ruleset_box = QComboBox()
        for key, label in RULESET_LABELS.items():
            self.ruleset_box.addItem(label, key)
        self.time_box = QComboBox()
        for key, item in PRESETS.items():
            self.time_box.addItem(f"{item.name} — {item.name_zh} (art. {item.article})", key)
        self.custom_button = QPushButton(self.tr("Custom…"))
        self.custom_label = QLabel()
        self.press_box = QCheckBox(self.tr("Press the clock by hand after each move "
                                           "(physical clock; the time runs until you press)"))
        self.targets_box = QCheckBox(self.tr("Show legal targets (casual games only)"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self._layout()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.custom_button.clicked.connect(self.edit_custom)
        self.competition_box.currentIndexChanged.connect(self._on_competition)
        self.time_box.activated.connect(self._on_preset)
        self._on_competition()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Red 红方"), self.red_edit)
        form.addRow(self.tr("Red team"), self.red_team_edit)
        form.addRow(self.tr("Black 黑方"), self.black_edit)
        form.addRow(self.tr("Black team"), self.black_team_edit)
        form.addRow(self.tr("Event 赛事"), self.event_edit)
        form.addRow(self.tr("Round 轮次"), self.round_edit)
        form.addRow(self.tr("Site 地点"), self.site_edit)
        form.addRow(self.tr("Date 日期"), self.date_edit)
        form.addRow(self.tr("Arbiter 裁判"), self.arbiter_edit)
        form.addRow(self.tr("Competition"), self.competition_box)
        form.addRow(self.tr("Repetition rules 棋例"), self.ruleset_box)
        row = QHBoxLayout()
        row.addWidget(self.time_box, 1)
        row.addWidget(self.custom_button)
        form.addRow(self.tr("Time control 计时"), row)
        form.addRow("", self.custom_label)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.press_box)
        layout.addWidget(self.targets_box)
        layout.addWidget(self.buttons)

    def _on_competition(self, *_args: object) -> None:
        casual = self.competition_box.currentData() == "casual"
        self.press_box.setChecked(not casual)
        self.targets_box.setEnabled(casual)
        self.targets_box.setChecked(casual)

    def _on_preset(self, *_args: object) -> None:
        self._custom = None
        self.custom_label.setText("")

    def set_custom_controls(self, red: TimeControl, black: TimeControl) -> None:
        """Use ``red`` / ``black`` instead of the preset (what "Custom…" does)."""
        self._custom = (red, black)
        text = red.describe() if red == black else f"{red.describe()} / {black.describe()}"
        self.custom_label.setText(self.tr("Custom: ") + text)

    def edit_custom(self) -> None:
        """Open the time-control editor; its controls replace the preset when accepted."""
        from xiangqi_gui.ui.time_control_dialog import TimeControlDialog

        red, black = self._controls()
        dialog = TimeControlDialog(self, red=red, black=black)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.set_custom_controls(*dialog.controls())

    def _controls(self) -> tuple[TimeControl, TimeControl]:
        if self._custom is not None:
            return self._custom
        control = PRESETS[str(self.time_box.currentData())].control
        return control, control

    def set_values(self, values: NewGameValues) -> None:
        """Fill the form from ``values`` (e.g. the last game's); unknown preset keys are
        kept as custom controls."""
        for edit, text in ((self.red_edit, values.red), (self.black_edit, values.black),
                           (self.red_team_edit, values.red_team),
                           (self.black_team_edit, values.black_team),
                           (self.event_edit, values.event), (self.round_edit, values.round),
                           (self.site_edit, values.site), (self.date_edit, values.date),
                           (self.arbiter_edit, values.arbiter)):
            edit.setText(text)
        self.competition_box.setCurrentIndex(max(0, self.competition_box.findData(
            values.competition)))
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(values.ruleset)))
        index = self.time_box.findData(values.time_preset)
        if index >= 0:
            self.time_box.setCurrentIndex(index)
            self._on_preset()
        else:
            self.set_custom_controls(values.red_control, values.black_control)
        self.press_box.setChecked(values.press_by_hand)
        self.targets_box.setChecked(values.show_targets)

    def values(self) -> NewGameValues:
        """The form's content."""
        red, black = self._controls()
        casual = self.competition_box.currentData() == "casual"
        return NewGameValues(
            red=self.red_edit.text().strip(), black=self.black_edit.text().strip(),
            red_team=self.red_team_edit.text().strip(),
            black_team=self.black_team_edit.text().strip(),
            event=self.event_edit.text().strip(), round=self.round_edit.text().strip(),
            site=self.site_edit.text().strip(), date=self.date_edit.text().strip(),
            arbiter=self.arbiter_edit.text().strip(),
            competition=str(self.competition_box.currentData()),
            ruleset=str(self.ruleset_box.currentData()),
            time_preset=CUSTOM if self._custom is not None else str(self.time_box.currentData()),
            red_control=red, black_control=black,
            press_by_hand=self.press_box.isChecked(),
            show_targets=casual and self.targets_box.isChecked(),
        )
