"""The custom time-control editor (计时方案, CXA rules art. 6).

:class:`TimeControlDialog` builds a pair of :class:`~xiangqi_gui.clock.TimeControl`
(Red, Black): a preset or a custom list of stages (time, move quota, Fischer
increment, delay), optional 读秒, and per-side time odds (贴时, art. 6.5). It
validates live through the model: an invalid control disables OK and the
model's error message is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QTime
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.clock import (
    PRESETS,
    Byoyomi,
    DelayKind,
    Stage,
    TimeControl,
    TimeControlError,
)
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.messages import render
from xiangqi_gui.ui.on_screen import keep_on_screen
from xiangqi_gui.ui.table_rows import one_line_rows
from xiangqi_gui.ui.time_text import TimeText

NS_PER_MS = 1_000_000
NS_PER_SECOND = 1_000_000_000
_COLUMNS = (QT_TRANSLATE_NOOP("TimeControlDialog", "Time"),
            QT_TRANSLATE_NOOP("TimeControlDialog", "Moves"),
            QT_TRANSLATE_NOOP("TimeControlDialog", "Increment s"),
            QT_TRANSLATE_NOOP("TimeControlDialog", "Delay s"),
            QT_TRANSLATE_NOOP("TimeControlDialog", "Delay kind"))
CUSTOM = "custom"
_DELAY_KINDS = {DelayKind.NONE: QT_TRANSLATE_NOOP("TimeControlDialog", "none"),
                DelayKind.BRONSTEIN: QT_TRANSLATE_NOOP("TimeControlDialog", "Bronstein"),
                DelayKind.SIMPLE: QT_TRANSLATE_NOOP("TimeControlDialog", "simple")}


def _time_edit(ns: int) -> QTimeEdit:
    edit = QTimeEdit()
    edit.setDisplayFormat("H:mm:ss")
    edit.setTime(QTime(0, 0).addMSecs(ns // NS_PER_MS))
    return edit


def _spin(value: int, maximum: int, minimum: int = 0) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(minimum, maximum)
    spin.setValue(value)
    return spin


class TimeControlDialog(QDialog):
    """Edit the time controls of both sides.

    :meth:`controls` returns ``(red, black)``; it raises
    :class:`~xiangqi_gui.clock.TimeControlError` while the form is invalid.
    """

    def __init__(self, parent: QWidget | None = None, *,
                 red: TimeControl | None = None, black: TimeControl | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self._loading = True
        self.setWindowTitle(self.tr("Time control"))
        self.preset_combo = QComboBox()
        self.preset_combo.addItem(self.tr("Custom"), CUSTOM)
        self.words = TimeText(self)
        for key, preset in PRESETS.items():
            self.preset_combo.addItem(self.words.preset(preset), key)
        self.table = QTableWidget(0, len(_COLUMNS))
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in _COLUMNS])
        self._show_every_column()
        one_line_rows(self.table, editors=[QTimeEdit, QSpinBox, QComboBox])  # the stages' editors
        moves_header = self.table.horizontalHeaderItem(1)
        if moves_header is not None:
            moves_header.setToolTip(self.tr(
                "Move quota of the stage (art. 6.2); 0 = the rest of the game (art. 6.3). "
                "A last stage with a quota repeats."))
        self.add_button = QPushButton(self.tr("Add stage"))
        self.remove_button = QPushButton(self.tr("Remove last stage"))
        self.byoyomi_box = QGroupBox(self.tr("Byo-yomi"))
        self.byoyomi_box.setCheckable(True)
        self.byoyomi_box.setChecked(False)
        self.periods_spin = _spin(3, 99, 1)
        self.period_seconds_spin = _spin(30, 3600, 1)
        self.period_moves_spin = _spin(1, 99, 1)
        byo_form = QFormLayout(self.byoyomi_box)
        byo_form.addRow(self.tr("Periods"), self.periods_spin)
        byo_form.addRow(self.tr("Seconds per period"), self.period_seconds_spin)
        byo_form.addRow(self.tr("Moves per period"), self.period_moves_spin)
        odds_box = QGroupBox(self.tr("Time odds (art. 6.5), seconds added to the first stage"))
        self.red_odds_spin = _spin(0, 3600, -3600)
        self.black_odds_spin = _spin(0, 3600, -3600)
        odds_form = QFormLayout(odds_box)
        odds_form.addRow(self.tr("Red"), self.red_odds_spin)
        odds_form.addRow(self.tr("Black"), self.black_odds_spin)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._build_layout(byo_form, odds_box)
        self._connect()
        self.set_controls(red if red is not None else PRESETS["art6.1"].control, black)

    def _show_every_column(self) -> None:
        """Columns as wide as their editors and headings, and a table that asks for the
        room they and its rows take: the dialog opens showing every stage whole (at
        1280x720 the table was squeezed to a strip that scrolled across, the delay kind
        cut off)."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)

    def _build_layout(self, _byo: QFormLayout, odds_box: QGroupBox) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.preset_combo)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.byoyomi_box)
        layout.addWidget(odds_box)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.buttons)

    def _connect(self) -> None:
        self.preset_combo.activated.connect(self._on_preset)
        self.add_button.clicked.connect(lambda: self._add_row(Stage(10 * 60 * NS_PER_SECOND)))
        self.remove_button.clicked.connect(self._remove_row)
        self.byoyomi_box.toggled.connect(self._edited)
        for spin in (self.periods_spin, self.period_seconds_spin, self.period_moves_spin,
                     self.red_odds_spin, self.black_odds_spin):
            spin.valueChanged.connect(self._edited)

    # -- model <-> form ----------------------------------------------------------------

    def set_controls(self, red: TimeControl, black: TimeControl | None = None) -> None:
        """Show ``red`` (and Black's odds relative to it) in the form.

        ``black`` may differ from ``red`` only in the first stage's time (贴时);
        any other difference is not representable here and raises ``ValueError``.
        """
        black = red if black is None else black
        if black.with_extra_time(red.base_ns - black.base_ns) != red:
            raise ValueError("Black's control differs from Red's beyond time odds")
        self._loading = True
        self.table.setRowCount(0)
        for stage in red.stages:
            self._add_row(stage)
        self.byoyomi_box.setChecked(red.byoyomi is not None)
        if red.byoyomi is not None:
            self.periods_spin.setValue(red.byoyomi.periods)
            self.period_seconds_spin.setValue(red.byoyomi.period_ns // NS_PER_SECOND)
            self.period_moves_spin.setValue(red.byoyomi.moves)
        self.red_odds_spin.setValue(0)
        self.black_odds_spin.setValue((black.base_ns - red.base_ns) // NS_PER_SECOND)
        index = self.preset_combo.findData(self._matching_preset(red))
        self.preset_combo.setCurrentIndex(max(0, index))
        self._loading = False
        self._edited()

    def controls(self) -> tuple[TimeControl, TimeControl]:
        """The ``(red, black)`` controls of the form; raises ``TimeControlError`` if invalid."""
        stages = tuple(self._row_stage(row) for row in range(self.table.rowCount()))
        byoyomi = None
        if self.byoyomi_box.isChecked():
            byoyomi = Byoyomi(self.periods_spin.value(),
                              self.period_seconds_spin.value() * NS_PER_SECOND,
                              self.period_moves_spin.value())
        key = self.preset_combo.currentData()
        name = PRESETS[key].name if key in PRESETS else ""
        base = TimeControl(stages, byoyomi, name)
        red = base.with_extra_time(self.red_odds_spin.value() * NS_PER_SECOND)
        black = base.with_extra_time(self.black_odds_spin.value() * NS_PER_SECOND)
        return red, black

    def _matching_preset(self, red: TimeControl) -> str:
        """The preset whose stages and 读秒 the form holds (time odds aside), or CUSTOM."""
        odds = self.red_odds_spin.value() * NS_PER_SECOND
        plain = red.with_extra_time(-odds) if red.base_ns >= odds else red
        for key, preset in PRESETS.items():
            if (preset.control.stages, preset.control.byoyomi) == (plain.stages, plain.byoyomi):
                return key
        return CUSTOM

    def _add_row(self, stage: Stage) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        kind = QComboBox()
        for member in DelayKind:
            kind.addItem(self.tr(_DELAY_KINDS[member]), member.value)
        kind.setCurrentIndex(kind.findData(stage.delay.value))
        widgets: list[QWidget] = [
            _time_edit(stage.time_ns), _spin(stage.moves or 0, 999),
            _spin(stage.increment_ns // NS_PER_SECOND, 600),
            _spin(stage.delay_ns // NS_PER_SECOND, 600), kind,
        ]
        for column, widget in enumerate(widgets):
            self.table.setCellWidget(row, column, widget)
            signal = getattr(widget, "timeChanged", None) or getattr(widget, "valueChanged", None)
            if signal is None:
                signal = kind.currentIndexChanged
            signal.connect(self._edited)
        self._edited()

    def _remove_row(self) -> None:
        if self.table.rowCount() > 1:
            self.table.removeRow(self.table.rowCount() - 1)
            self._edited()

    def _row_stage(self, row: int) -> Stage:
        time_edit = self.table.cellWidget(row, 0)
        moves, inc, delay = (self.table.cellWidget(row, c) for c in (1, 2, 3))
        kind = self.table.cellWidget(row, 4)
        assert isinstance(time_edit, QTimeEdit) and isinstance(kind, QComboBox)
        assert isinstance(moves, QSpinBox) and isinstance(inc, QSpinBox)
        assert isinstance(delay, QSpinBox)
        try:
            return Stage(
                time_ns=time_edit.time().msecsSinceStartOfDay() * NS_PER_MS,
                moves=moves.value() or None,
                increment_ns=inc.value() * NS_PER_SECOND,
                delay_ns=delay.value() * NS_PER_SECOND if kind.currentData() != "none" else 0,
                delay=DelayKind(kind.currentData()) if delay.value() else DelayKind.NONE,
            )
        except TimeControlError as exc:
            raise _StageError(row + 1, exc) from None

    # -- live validation ----------------------------------------------------------------

    def _on_preset(self, index: int) -> None:
        key = self.preset_combo.itemData(index)
        if key in PRESETS:
            self.set_controls(PRESETS[key].control)

    def _edited(self, *_args: object) -> None:
        if self._loading:
            return
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            red, black = self.controls()
        except TimeControlError as exc:
            reason = render(exc.message or str(exc))
            if isinstance(exc, _StageError):  # which stage, in the UI language
                reason = self.tr("stage {0}: {1}").format(
                    exc.number, render(exc.error.message or str(exc.error)))
            self.summary_label.setText(self.tr("Invalid: {0}").format(reason))
            ok_button.setEnabled(False)
            return
        self.preset_combo.setCurrentIndex(
            max(0, self.preset_combo.findData(self._matching_preset(red))))
        text = self.tr("Red: {0}").format(self.words.control(red))
        if black != red:
            text += "\n" + self.tr("Black: {0}").format(self.words.control(black))
        if red.is_rapid and black.is_rapid:
            text += "\n" + self.tr("Rapid game (art. 6.4)")
        self.summary_label.setText(text)
        ok_button.setEnabled(True)


class _StageError(TimeControlError):
    """``error`` of the form's stage ``number`` (1-based); ``str()`` says both in English."""

    def __init__(self, number: int, error: TimeControlError) -> None:
        super().__init__(f"stage {number}: {error}")
        self.number, self.error = number, error
