"""The new-game dialog: players, event, round, competition preset, time control, 棋例 rules,
and who plays each side (a person, or an engine with its path and think time).

:class:`NewGameDialog` edits a :class:`~xiangqi_gui.play.setup.GameSetup`-shaped value but
only returns plain fields through :meth:`NewGameDialog.values` (the app builds the setup),
so this widget module does not depend on the app layer. Time controls come from the clock's
presets (CXA art. 6) or from :class:`~xiangqi_gui.ui.time_control_dialog.TimeControlDialog`
("Custom…"). The engine path offered by default is given by the caller (the app finds it
with :func:`xiangqi_gui.engine.find_engine`); the Engine choice of a side is enabled only
while its path names an executable file, else the reason is shown under the sides.

A side set to be played by an engine has its file checked in the background
(:class:`~xiangqi_gui.ui.engine_choice.EngineChoice`: a UCI/UCCI handshake, a few hundred
ms, remembered for the program's run): a file that does not answer is refused at once, the
side goes back to Human and the reason, in the UI language, is shown under the sides; OK
waits for the check. The protocol the engine answered in is part of the side's values
(:attr:`SeatValues.dialect`), so the game starts it in that protocol, whatever the file is
called. The strength of an engine side is its ``Skill Level``, or a playing
strength in Elo where the engine declared ``UCI_LimitStrength`` and ``UCI_Elo`` in that
handshake (Fairy-Stockfish: 1350..2850): the Elo choice is offered, with the engine's
range, only when it has them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.clock import PRESETS, TimeControl
from xiangqi_gui.engine import Dialect, OptionSpec
from xiangqi_gui.game.display import shown_name, stored_name
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.engine_choice import EngineChoice, executable
from xiangqi_gui.ui.fitted_text import grow_for_lines, room_for_spin_texts
from xiangqi_gui.ui.i18n import QT_TRANSLATE_NOOP
from xiangqi_gui.ui.on_screen import keep_on_screen
from xiangqi_gui.ui.time_text import TimeText

#: Competition presets and their labels (CXA art. 4.1.8 / 8.1.8 decide the penalties).
COMPETITION_LABELS = {
    "national": QT_TRANSLATE_NOOP(
        "NewGameDialog", "National event (the first illegal move loses, art. 4.1.8)"),
    "provincial": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Provincial event (a foul, then a loss, art. 8.1.8)"),
    "junior": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Junior championship (a foul, then a loss, art. 8.1.8)"),
    "casual": QT_TRANSLATE_NOOP(
        "NewGameDialog", "Casual game (illegal moves refused, undo allowed)"),
}
DEFAULT_COMPETITION = "casual"
"""The level a first new game offers (later ones offer the last game's)."""
RULESET_LABELS = {
    "cxa": QT_TRANSLATE_NOOP("NewGameDialog", "CXA repetition rules (Chinese Xiangqi Association)"),
    "axf": QT_TRANSLATE_NOOP("NewGameDialog", "AXF repetition rules (Asian Xiangqi Federation)"),
}


COMPETITION_NAMES = {
    "national": QT_TRANSLATE_NOOP("NewGameDialog", "National event"),
    "provincial": QT_TRANSLATE_NOOP("NewGameDialog", "Provincial event"),
    "junior": QT_TRANSLATE_NOOP("NewGameDialog", "Junior championship"),
    "casual": QT_TRANSLATE_NOOP("NewGameDialog", "Casual game"),
}


def setup_details(setup: GameSetup, *, resumed: bool = False) -> list[str]:
    """The header's details of a live game, translated: competition with its repetition
    rules (``省级比赛（CXA 棋例）``), the time control, and "resumed" after a resume."""
    competition = competition_name(setup.competition)
    rules = setup.settings().ruleset.value.upper()
    words = TimeText()
    red, black = words.control(setup.red_control), words.control(setup.black_control)
    control = red if red == black else QCoreApplication.translate(
        "NewGameDialog", "Red {0}; Black {1}").format(red, black)
    details = [QCoreApplication.translate(
        "NewGameDialog", "{0} ({1} repetition rules)").format(competition, rules), control]
    if not setup.record_moves:
        details.append(QCoreApplication.translate("NewGameDialog",
                                                  "clock only, no score sheet"))
    if resumed:
        details.append(QCoreApplication.translate("NewGameDialog", "resumed"))
    return details


def competition_name(key: str) -> str:
    """The short translated name of competition preset ``key`` (省级比赛; the key itself
    when unknown)."""
    name = COMPETITION_NAMES.get(key)
    return QCoreApplication.translate("NewGameDialog", name) if name else key


def competition_text(key: str) -> str:
    """The translated label of competition preset ``key`` (the key itself when unknown)."""
    label = COMPETITION_LABELS.get(key)
    return QCoreApplication.translate("NewGameDialog", label) if label else key


def _elo_range(options: dict[str, OptionSpec]) -> tuple[int, int] | None:
    """(lowest, highest) ``UCI_Elo`` when the engine has ``UCI_LimitStrength`` and a spin
    ``UCI_Elo`` with both bounds, else None."""
    names = {name.lower(): spec for name, spec in options.items()}
    elo, limit = names.get("uci_elo"), names.get("uci_limitstrength")
    if elo is None or limit is None or elo.type != "spin":
        return None
    if elo.minimum is None or elo.maximum is None or elo.minimum >= elo.maximum:
        return None
    return elo.minimum, elo.maximum


CUSTOM = "custom"
HUMAN_INDEX, ENGINE_INDEX = 0, 1
MAX_THINK_S = 600.0


@dataclass(frozen=True)
class SeatValues:
    """Who plays one side: ``engine`` False for a person at the board; ``path`` the engine
    executable (kept even for a person, to offer it again); ``movetime_ms`` the engine's
    fixed think time per move in ms, or None to follow the game clock; ``skill`` the
    engine's Skill Level 0..20, or None for full strength; ``elo`` a playing strength in
    Elo (``UCI_LimitStrength`` + ``UCI_Elo``), or None for no limit; ``dialect`` the
    protocol the engine at ``path`` answered its check in, or None while it has not
    answered."""

    engine: bool = False
    path: str = ""
    movetime_ms: int | None = None
    skill: int | None = None
    elo: int | None = None
    dialect: Dialect | None = None


class SeatRow(QWidget):
    """One side's player choice: ``player_box`` (Human / Engine), ``path_edit`` and
    ``browse_button`` (the engine file), ``think_spin`` (seconds per move; 0 shows
    "follow the clock"); ``choice`` (:class:`EngineChoice`) checks the file while the side
    is to be played by the engine."""

    def __init__(self, path: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.player_box = QComboBox()
        self.player_box.addItem(self.tr("Human"), "human")
        self.player_box.addItem(self.tr("Engine"), "engine")
        self.path_edit = QLineEdit(path)
        self.path_edit.setPlaceholderText(self.tr("engine executable"))
        self.path_edit.setMinimumWidth(150)  # the file name stays readable beside the spins
        self.browse_button = QPushButton(self.tr("Browse…"))
        self.think_spin = QDoubleSpinBox()
        self.think_spin.setRange(0.0, MAX_THINK_S)
        self.think_spin.setDecimals(1)
        self.think_spin.setSingleStep(0.5)
        self.think_spin.setSuffix(self.tr(" s per move"))
        self.think_spin.setSpecialValueText(self.tr("follow the game clock"))
        self.think_spin.setToolTip(self.tr("Engine think time per move; the lowest value "
                                           "makes the engine use its clock time."))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.player_box)
        row.addWidget(self.path_edit, 1)
        row.addWidget(self.browse_button)
        row.addWidget(self.think_spin)
        self.skill_spin = QSpinBox()
        self.skill_spin.setRange(-1, 20)
        self.skill_spin.setValue(-1)
        self.skill_spin.setPrefix(self.tr("strength "))
        self.skill_spin.setSpecialValueText(self.tr("full strength"))
        self.skill_spin.setToolTip(self.tr("The engine's Skill Level: 0 is the weakest, 20 "
                                           "full strength (engines without it ignore it)."))
        row.addWidget(self.skill_spin)
        self.elo_spin = QSpinBox()
        self.elo_spin.setPrefix(self.tr("Elo "))
        self.elo_spin.setSpecialValueText(self.tr("no Elo limit"))
        self.elo_spin.setToolTip(self.tr("Play at about this Elo (the engine's UCI_Elo); "
                                         "when set it replaces the Skill Level."))
        self.elo_spin.setVisible(False)
        self.elo_spin.setRange(0, 0)
        self._wanted_elo: int | None = None
        self.elo_spin.valueChanged.connect(self._update)
        row.addWidget(self.elo_spin)
        self.choice = EngineChoice(self.path_edit, self, wanted=self.plays_engine)
        self._options_of: object = None  # the CheckedEngine whose options are offered
        self.choice.changed.connect(self._on_choice)
        self.browse_button.clicked.connect(self.browse)
        self.player_box.currentIndexChanged.connect(self._on_player)
        self._update()

    def plays_engine(self) -> bool:
        """True when the side is set to be played by the engine."""
        return self.player_box.currentIndex() == ENGINE_INDEX

    def engine_available(self) -> bool:
        """True when the path names an executable file that its check did not refuse
        (the Engine choice is enabled)."""
        return executable(self.path_edit.text()) and self.choice.refusal is None

    def ready(self) -> bool:
        """True when the side is played by a person, or by an engine that answered its
        check (OK may start the game)."""
        return not self.plays_engine() or self.choice.engine is not None

    def problem(self) -> str:
        """Why the side's engine is not (yet) taken, in the UI language: being checked, or
        refused with the reason; ``""`` otherwise."""
        return self.choice.note() if self.choice.refusal is not None or self.plays_engine() \
            else ""

    def _on_player(self, *_args: object) -> None:
        if self.plays_engine():
            self.choice.check_now()
        self._update()

    def _on_choice(self) -> None:
        """The check of the path moved on: offer the engine's options, or go back to Human
        when it was refused (:meth:`_update`)."""
        engine = self.choice.engine
        if engine is not self._options_of:  # a new answer: its options, once
            self._options_of = engine
            self._show_options(engine.options if engine is not None else {})
        self._update()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        """Size the spin boxes for their texts in the font they are shown in."""
        self._room_for_texts()
        super().showEvent(event)

    def _room_for_texts(self) -> None:
        for spin in (self.think_spin, self.skill_spin, self.elo_spin):
            room_for_spin_texts(spin)

    def _update(self, *_args: object) -> None:
        available = self.engine_available()
        item = cast(QStandardItemModel, self.player_box.model()).item(ENGINE_INDEX)
        item.setEnabled(available)
        if not available and self.player_box.currentIndex() == ENGINE_INDEX:
            self.player_box.setCurrentIndex(HUMAN_INDEX)
        self.think_spin.setEnabled(self.player_box.currentIndex() == ENGINE_INDEX)
        engine = self.player_box.currentIndex() == ENGINE_INDEX
        self.skill_spin.setEnabled(engine and self._elo() is None)  # an Elo replaces it
        self.elo_spin.setEnabled(engine)

    # ------------------------------------------------------------------ engine options

    def has_elo(self) -> bool:
        """True when the engine at the path offers ``UCI_Elo`` (the Elo choice is shown)."""
        return self.elo_spin.isVisibleTo(self)

    def stop_check(self) -> None:
        """Stop checking the engine file (the dialog closes)."""
        self.choice.cancel()

    def _show_options(self, options: dict[str, OptionSpec]) -> None:
        """Offer the Elo choice with the engine's range when it has the options."""
        elo = _elo_range(options)
        if elo is None:
            self.elo_spin.setVisible(False)
            return
        low, high = elo
        self.elo_spin.setRange(low - 1, high)  # the lowest value reads "no Elo limit"
        self._room_for_texts()
        wanted = self._wanted_elo
        self.elo_spin.setValue(low - 1 if wanted is None else max(low, min(high, wanted)))
        self.elo_spin.setVisible(True)

    def browse(self) -> None:
        """Choose the engine file; an executable choice selects Engine."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose the engine"),
                                              self.path_edit.text()
                                              or file_folder.documents_folder())
        if path:
            self.path_edit.setText(path)
            if self.engine_available():
                self.player_box.setCurrentIndex(ENGINE_INDEX)

    def set_seat(self, seat: SeatValues) -> None:
        """Show ``seat`` (an unusable engine path leaves the side human)."""
        if seat.path:
            self.path_edit.setText(seat.path)
        self.think_spin.setValue(0.0 if seat.movetime_ms is None else seat.movetime_ms / 1000)
        self.skill_spin.setValue(-1 if seat.skill is None else seat.skill)
        self._wanted_elo = seat.elo
        if self.elo_spin.isVisibleTo(self):
            self.elo_spin.setValue(self.elo_spin.minimum() if seat.elo is None
                                   else max(self.elo_spin.minimum() + 1, seat.elo))
        engine = seat.engine and self.engine_available()
        self.player_box.setCurrentIndex(ENGINE_INDEX if engine else HUMAN_INDEX)

    def seat(self) -> SeatValues:
        """The side's choice, with the protocol its engine answered the check in."""
        seconds = self.think_spin.value()
        answered = self.choice.engine
        return SeatValues(engine=self.player_box.currentIndex() == ENGINE_INDEX,
                          path=self.path_edit.text().strip(),
                          movetime_ms=None if seconds <= 0 else round(seconds * 1000),
                          skill=None if self.skill_spin.value() < 0 else self.skill_spin.value(),
                          elo=self._elo(),
                          dialect=answered.dialect if answered is not None else None)

    def _elo(self) -> int | None:
        """The Elo chosen, or None (no limit, or the engine has no UCI_Elo)."""
        if not self.has_elo() or self.elo_spin.value() == self.elo_spin.minimum():
            return None
        return self.elo_spin.value()


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
    red_seat: SeatValues = field(default_factory=SeatValues)
    black_seat: SeatValues = field(default_factory=SeatValues)
    record_moves: bool = True


class NewGameDialog(QDialog):
    """Ask for a new game's players, event and rules.

    Public widgets (for the window and the tests): ``red_edit``, ``black_edit``,
    ``red_team_edit``, ``black_team_edit``, ``event_edit``, ``round_edit``, ``site_edit``,
    ``date_edit``, ``arbiter_edit``, ``competition_box``, ``ruleset_box``, ``time_box``,
    ``custom_button``, ``press_box``, ``targets_box``, ``record_box``, ``red_seat_row``,
    ``black_seat_row`` (:class:`SeatRow`), ``engine_note_label``, ``buttons``.

    ``record_box`` off makes a clock-only game beside a wooden board: no moves, no score
    sheet, no engines; presses are the clock's moves and never the press foul.

    ``engine_path`` is the engine offered to both sides ("" when none was found);
    ``engine_note`` says why none was found (shown while no side has a usable engine path).
    Both sides start as Human.
    """

    def __init__(self, parent: QWidget | None = None, *, date: str = "",
                 engine_path: str = "", engine_note: str = "") -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("New game"))
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
        # a club player's default: a friendly game; the last game's choice is filled in by
        # the session (Preferences.last_setup, kept in QSettings)
        self.competition_box.setCurrentIndex(self.competition_box.findData(DEFAULT_COMPETITION))
        self.ruleset_box = QComboBox()
        for key, label in RULESET_LABELS.items():
            self.ruleset_box.addItem(self.tr(label), key)
        self.time_box = QComboBox()
        words = TimeText(self)
        for key, item in PRESETS.items():
            self.time_box.addItem(words.preset(item), key)
        self.time_box.addItem(self.tr("Custom"), CUSTOM)
        self.custom_button = QPushButton(self.tr("Custom…"))
        self.custom_label = QLabel()
        self.press_box = QCheckBox(self.tr("Press the clock by hand after each move "
                                           "(physical clock; the time runs until you press)"))
        self.targets_box = QCheckBox(self.tr("Show legal targets (casual games only)"))
        self.record_box = QCheckBox(self.tr("Record the moves (score sheet); off: a "
                                            "clock-only game beside a wooden board"))
        self.record_box.setChecked(True)
        self.red_seat_row = SeatRow(engine_path)
        self.black_seat_row = SeatRow(engine_path)
        self._engine_note = engine_note or self.tr("No engine found.")
        self.engine_note_label = QLabel()
        self.engine_note_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        for seat_row in (self.red_seat_row, self.black_seat_row):
            seat_row.choice.changed.connect(self._update_engine_note)
            seat_row.player_box.currentIndexChanged.connect(self._update_engine_note)
        self._update_engine_note()
        self._layout()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.custom_button.clicked.connect(self.edit_custom)
        self.competition_box.currentIndexChanged.connect(self._on_competition)
        self.record_box.toggled.connect(self._on_record)
        self.time_box.activated.connect(self._on_preset)
        self._on_competition()

    def _layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Red"), self.red_edit)
        form.addRow(self.tr("Red team"), self.red_team_edit)
        form.addRow(self.tr("Red plays"), self.red_seat_row)
        form.addRow(self.tr("Black"), self.black_edit)
        form.addRow(self.tr("Black team"), self.black_team_edit)
        form.addRow(self.tr("Black plays"), self.black_seat_row)
        form.addRow("", self.engine_note_label)
        form.addRow(self.tr("Event"), self.event_edit)
        form.addRow(self.tr("Round"), self.round_edit)
        form.addRow(self.tr("Site"), self.site_edit)
        form.addRow(self.tr("Date"), self.date_edit)
        form.addRow(self.tr("Arbiter"), self.arbiter_edit)
        form.addRow(self.tr("Competition"), self.competition_box)
        form.addRow(self.tr("Repetition rules"), self.ruleset_box)
        row = QHBoxLayout()
        row.addWidget(self.time_box, 1)
        row.addWidget(self.custom_button)
        form.addRow(self.tr("Time control"), row)
        form.addRow("", self.custom_label)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.press_box)
        layout.addWidget(self.targets_box)
        layout.addWidget(self.record_box)
        layout.addWidget(self.buttons)

    def _update_engine_note(self, *_args: object) -> None:
        """Say under the sides why an engine is not offered or not (yet) taken, and let
        OK start the game only once each engine side's file answered its check."""
        rows = (self.red_seat_row, self.black_seat_row)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            all(r.ready() for r in rows))
        lines = list(dict.fromkeys(r.problem() for r in rows if r.problem()))
        paths = {r.path_edit.text().strip() for r in rows
                 if not r.engine_available() and r.choice.refusal is None}
        if paths:
            named = [p for p in sorted(paths) if p]
            detail = (self.tr("{0} is not an executable file.").format(
                ", ".join(repr(p) for p in named)) if named else self._engine_note)
            lines.insert(0, self.tr("Engine choice disabled: {0}").format(detail))
        self.engine_note_label.setText("\n".join(lines))
        grow_for_lines(self)

    def _on_competition(self, *_args: object) -> None:
        casual = self.competition_box.currentData() == "casual"
        self.press_box.setChecked(not casual)
        self.targets_box.setEnabled(casual)
        self.targets_box.setChecked(casual)

    def _on_record(self, record: bool) -> None:
        """No engine seats in a clock-only game (an engine needs the moves)."""
        for seat_row in (self.red_seat_row, self.black_seat_row):
            seat_row.setEnabled(record)

    def _on_preset(self, *_args: object) -> None:
        if self.time_box.currentData() == CUSTOM:
            if self._custom is None:
                self.edit_custom()
            if self._custom is None:  # the editor was cancelled
                self.time_box.setCurrentIndex(0)
            return
        self._custom = None
        self.custom_label.setText("")

    def set_custom_controls(self, red: TimeControl, black: TimeControl) -> None:
        """Use ``red`` / ``black`` instead of the preset (what "Custom…" does)."""
        self._custom = (red, black)
        words = TimeText(self)
        if red == black:
            text = words.control(red)
        else:
            text = self.tr("Red {0}; Black {1}").format(words.control(red), words.control(black))
        self.custom_label.setText(self.tr("Custom: {0}").format(text))
        self.time_box.setCurrentIndex(self.time_box.findData(CUSTOM))

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
        key = str(self.time_box.currentData())
        control = PRESETS[key if key in PRESETS else next(iter(PRESETS))].control
        return control, control

    def set_values(self, values: NewGameValues) -> None:
        """Fill the form from ``values`` (e.g. the last game's); unknown preset keys are
        kept as custom controls."""
        red_name = shown_name(values.red, "Red", self.tr("Red"))  # a default: this language's
        black_name = shown_name(values.black, "Black", self.tr("Black"))
        for edit, text in ((self.red_edit, red_name), (self.black_edit, black_name),
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
        if index >= 0 and values.time_preset != CUSTOM:
            self.time_box.setCurrentIndex(index)
            self._on_preset()
        else:
            self.set_custom_controls(values.red_control, values.black_control)
        self.press_box.setChecked(values.press_by_hand)
        self.targets_box.setChecked(values.show_targets)
        self.record_box.setChecked(values.record_moves)
        self.red_seat_row.set_seat(values.red_seat)
        self.black_seat_row.set_seat(values.black_seat)

    def done(self, result: int) -> None:  # Qt override: OK, Cancel or close
        """Close the dialog; an engine file still being checked is let go."""
        self.red_seat_row.stop_check()
        self.black_seat_row.stop_check()
        super().done(result)

    def values(self) -> NewGameValues:
        """The form's content; a name left at a side's word (in any UI language, see
        :func:`~xiangqi_gui.game.display.is_default_name`) or empty is the placeholder
        ``"Red"``/``"Black"``, shown in the UI language wherever it appears."""
        red, black = self._controls()
        casual = self.competition_box.currentData() == "casual"
        return NewGameValues(
            red=stored_name(self.red_edit.text(), "Red"),  # a default: the placeholder
            black=stored_name(self.black_edit.text(), "Black"),
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
            red_seat=self.red_seat_row.seat(), black_seat=self.black_seat_row.seat(),
            record_moves=self.record_box.isChecked(),
        )
