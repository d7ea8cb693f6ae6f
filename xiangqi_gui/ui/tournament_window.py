"""The tournament window: registration, pairings, results, standings, crosstable, PDFs.

It edits a :class:`~xiangqi_gui.tournament.store.TournamentFile` (every action is saved at
once) and shows the CXA chapter 3 logic of :mod:`xiangqi_gui.tournament`; it decides
nothing itself. "Play this board" hands the board to a :class:`BoardPlayer` (the main
window, see :mod:`xiangqi_gui.ui.tournament_play`), whose finished game comes back as the
board's result with its fouls.

It is opened from the main window's Tournament menu (:func:`.tournament_play.install_menu`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui.clock import PRESETS
from xiangqi_gui.play.setup import COMPETITIONS
from xiangqi_gui.tournament import (
    CHAINS,
    SCORINGS,
    ByeValue,
    DropRounds,
    EventConfig,
    PairingWarning,
    PreviousRounds,
    Result,
    SanctionKind,
    System,
    TieBreak,
    Tournament,
    TournamentError,
)
from xiangqi_gui.tournament.registration import (
    RegistrationError,
    read_players_csv,
    standings_csv,
)
from xiangqi_gui.tournament.store import TournamentFile, TournamentFileError
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.live_text import live, retranslate
from xiangqi_gui.ui.messages import error_text, render
from xiangqi_gui.ui.new_game_dialog import competition_name
from xiangqi_gui.ui.on_screen import keep_on_screen
from xiangqi_gui.ui.table_rows import one_line_rows
from xiangqi_gui.ui.time_text import TimeText
from xiangqi_gui.ui.tournament_print import (
    TournamentPrintError,
    crosstable_html,
    crosstable_rows,
    number_text,
    pairings_html,
    standings_columns,
    standings_html,
    standings_rows,
    write_pdf,
)

# The competition systems of the Event tab's combo, in its order.
SYSTEMS = (System.SWISS, System.ROUND_ROBIN, System.DOUBLE_ROUND_ROBIN, System.GROUP_ROUND_ROBIN)
#: Result choices of the results column, in menu order (None = no result yet).
RESULT_CHOICES: list[Result | None] = [None, Result.RED_WIN, Result.DRAW, Result.BLACK_WIN,
                                       Result.RED_FORFEIT_WIN, Result.BLACK_FORFEIT_WIN,
                                       Result.DOUBLE_FORFEIT]


def result_name(result: Result) -> str:
    """A result in the UI language (the core's Chinese ``Result.zh`` stays for the CLI, the
    CSV and the printed sheets)."""
    names = {
        Result.RED_WIN: QCoreApplication.translate("TournamentWindow", "Red wins"),
        Result.DRAW: QCoreApplication.translate("TournamentWindow", "Draw"),
        Result.BLACK_WIN: QCoreApplication.translate("TournamentWindow", "Black wins"),
        Result.RED_FORFEIT_WIN: QCoreApplication.translate(
            "TournamentWindow", "Red wins by forfeit"),
        Result.BLACK_FORFEIT_WIN: QCoreApplication.translate(
            "TournamentWindow", "Black wins by forfeit"),
        Result.DOUBLE_FORFEIT: QCoreApplication.translate("TournamentWindow",
                                                          "Both forfeit"),
    }
    return names[result]


def system_name(system: System) -> str:
    """A competition system (art. 10) in the UI language."""
    names = {
        System.ROUND_ROBIN: QCoreApplication.translate("TournamentWindow", "Round robin"),
        System.DOUBLE_ROUND_ROBIN: QCoreApplication.translate("TournamentWindow",
                                                              "Double round robin"),
        System.GROUP_ROUND_ROBIN: QCoreApplication.translate("TournamentWindow",
                                                             "Group round robin"),
        System.SWISS: QCoreApplication.translate("TournamentWindow", "Swiss system"),
    }
    return names[system]


def tie_break_name(tb: TieBreak) -> str:
    """A tie-break's column heading (art. 14) in the UI language."""
    names = {
        TieBreak.SANCTIONS: QCoreApplication.translate("TournamentWindow", "Sanctions"),
        TieBreak.SMALL_POINTS: QCoreApplication.translate("TournamentWindow",
                                                          "Sonneborn-Berger"),
        TieBreak.GAME_POINTS: QCoreApplication.translate("TournamentWindow", "Game points"),
        TieBreak.OPPONENT_SCORE: QCoreApplication.translate("TournamentWindow", "Buchholz"),
        TieBreak.PROGRESSIVE: QCoreApplication.translate("TournamentWindow",
                                                         "Progressive score"),
        TieBreak.WINS: QCoreApplication.translate("TournamentWindow", "Wins"),
        TieBreak.DIRECT: QCoreApplication.translate("TournamentWindow", "Direct encounter"),
        TieBreak.FOULS: QCoreApplication.translate("TournamentWindow", "Fouls"),
        TieBreak.BLACK_GAMES: QCoreApplication.translate("TournamentWindow",
                                                         "Games with Black"),
        TieBreak.BLACK_WINS: QCoreApplication.translate("TournamentWindow", "Wins with Black"),
        TieBreak.PREVIOUS_ROUNDS: QCoreApplication.translate("TournamentWindow",
                                                             "Previous rounds"),
        TieBreak.DROP_ROUNDS: QCoreApplication.translate("TournamentWindow",
                                                         "Dropping round 1"),
    }
    return names[tb]


def _table_words() -> dict[str, str]:
    """Headings of the standings and crosstable tabs in the UI language."""
    return {"rank": QCoreApplication.translate("TournamentWindow", "Rank"),
            "no": QCoreApplication.translate("TournamentWindow", "No."),
            "name": QCoreApplication.translate("TournamentWindow", "Name"),
            "unit": QCoreApplication.translate("TournamentWindow", "Unit"),
            "points": QCoreApplication.translate("TournamentWindow", "Points"),
            "withdrawn": QCoreApplication.translate("TournamentWindow", " (withdrawn)"),
            "round": QCoreApplication.translate("TournamentWindow", "Round %1")
            .replace("%1", "{}"),
            "bye": QCoreApplication.translate("TournamentWindow", "bye"),
            #: crosstable cell "4R 2": opponent 4, played with Red (moved first), 2 points
            "red_mark": QCoreApplication.translate("TournamentWindow", "R"),
            #: crosstable cell "4B 0": opponent 4, played with Black (moved second), 0 points
            "black_mark": QCoreApplication.translate("TournamentWindow", "B")}


def table_file_name(t: Tournament, kind: str, round_no: int, suffix: str) -> str:
    """The file name proposed for the ``pairings`` of round ``round_no``, the ``standings``
    or the ``crosstable`` sheet, in the UI language and after the event:
    ``市象棋赛-第3轮-对阵表.pdf``, ``市象棋赛-名次表.csv``, ``City Open-round-3-pairings.pdf``,
    ``…-bang-xep-hang.pdf``; safe for any file system
    (:func:`~xiangqi_gui.ui.file_folder.joined_name`). ``suffix``: ``".pdf"`` or
    ``".csv"``."""
    words = {
        "pairings": QCoreApplication.translate(
            "TournamentWindow", "round-%1-pairings",
            "the file name (without .pdf) of round %1's pairings").replace("%1", str(round_no)),
        "standings": QCoreApplication.translate(
            "TournamentWindow", "standings",
            "the file name (without .pdf or .csv) of the standings"),
        "crosstable": QCoreApplication.translate(
            "TournamentWindow", "crosstable", "the file name (without .pdf) of the crosstable"),
    }
    return file_folder.joined_name([t.config.name, words[kind]], suffix, kind)


class BoardPlayer(Protocol):
    """Plays one board of a round in the main window and reports back.

    ``play(tournament, round_no, board, done)`` starts the game; when it ends,
    ``done(result, red_fouls, black_fouls, sheet_pdf_path_or_None)`` is called once.
    """

    def play(self, tournament: Tournament, round_no: int, board: int,
             done: Callable[[Result, int, int, str | None], None]) -> None: ...


class TournamentWindow(QMainWindow):
    """The arbiter's window for one tournament file.

    Its fixed texts are bound with :func:`~xiangqi_gui.ui.live_text.live` and the texts made
    from the tournament are drawn again at ``QEvent.LanguageChange``: a language chosen in
    Preferences applies at once (the Event tab's unapplied edits are kept).

    Signals:
        changed(): after every saved action (the views are refreshed).
    """

    changed = Signal()

    def __init__(self, tfile: TournamentFile, player: BoardPlayer | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.tfile = tfile
        self.player = player
        self.tabs = QTabWidget(self)
        self.setCentralWidget(self.tabs)
        self._build_event()
        self._build_registration()
        self._build_pairings()
        self._build_standings()
        self._build_crosstable()
        self.resize(1000, 700)
        self.refresh()

    @property
    def tournament(self) -> Tournament:
        """The tournament as last saved."""
        return self.tfile.tournament

    # ------------------------------------------------------------------ building
    def _build_event(self) -> None:
        page = QWidget()
        form = QFormLayout(page)
        self.event_name = QLineEdit()
        self.system_combo = _combo(SYSTEMS)
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(1, 99)
        self.groups_spin = QSpinBox()
        self.groups_spin.setRange(1, 64)
        self.scoring_combo = _combo(list(SCORINGS))
        self.chain_combo = _combo([None, *CHAINS])
        self.bye_combo = _combo([ByeValue.LOWEST, ByeValue.LOWEST_SCORED, ByeValue.ZERO])
        self.previous_combo = _combo([PreviousRounds.POINTS, PreviousRounds.RANK])
        self.drop_combo = _combo([DropRounds.POINTS, DropRounds.PROGRESSIVE])
        self.time_combo = _combo(list(PRESETS))
        self.level_combo = _combo(list(COMPETITIONS))
        live(self, self._name_event_choices)
        self.units_check = QCheckBox()
        live(self, lambda: self.units_check.setText(
            self.tr("keep players of one unit apart in round 1")))
        self.apply_button = QPushButton()
        live(self, lambda: self.apply_button.setText(self.tr("Apply")))
        self.apply_button.clicked.connect(self.apply_event_form)
        widgets = [self.event_name, self.system_combo, self.rounds_spin, self.groups_spin,
                   self.scoring_combo, self.chain_combo, self.bye_combo, self.previous_combo,
                   self.drop_combo, self.time_combo, self.level_combo]
        labels = [QLabel() for _ in widgets]
        live(self, lambda: _set_texts(labels, [
            self.tr("Event"), self.tr("System"), self.tr("Rounds (Swiss)"),
            self.tr("Groups (group round robin)"), self.tr("Scoring (art. 13)"),
            self.tr("Tie-breaks (art. 14)"), self.tr("Bye in Buchholz"),
            self.tr("Previous-rounds comparison"), self.tr("Dropping the first rounds"),
            self.tr("Time control"), self.tr("Competition level")]))
        for label, widget in zip(labels, widgets, strict=True):
            form.addRow(label, widget)
        form.addRow("", self.units_check)
        form.addRow("", self.apply_button)
        self._add_tab(page, lambda: self.tr("Event"))

    def _name_event_choices(self) -> None:
        """The Event tab's combo items in the UI language (their data stay)."""
        scoring_words = {
            "2-1-0": self.tr("win 2, draw 1, loss 0"),
            "3-1-0": self.tr("win 3, draw 1, loss 0"),
            "3-1/2-0": self.tr("win 3, draw 1 (Red) or 2 (Black), loss 0"),
            "1-0.5-0": self.tr("win 1, draw 1/2, loss 0")}
        words = TimeText(self)
        _name_items(self.system_combo, [system_name(s) for s in SYSTEMS])
        _name_items(self.scoring_combo, [scoring_words.get(k, k) for k in SCORINGS])
        _name_items(self.chain_combo, [self.tr("default of the system")]
                    + [self.tr("art. %1").replace("%1", k) for k in CHAINS])
        _name_items(self.bye_combo, [self.tr("lowest score of the field (14.4)"),
                                     self.tr("lowest non-zero score"), self.tr("zero")])
        _name_items(self.previous_combo, [self.tr("points after the previous round"),
                                          self.tr("place after the previous round")])
        _name_items(self.drop_combo, [self.tr("points without round 1, 1–2, …"),
                                      self.tr("progressive score without round 1, 1–2, …")])
        _name_items(self.time_combo, [words.preset(p) for p in PRESETS.values()])
        _name_items(self.level_combo, [competition_name(c) for c in COMPETITIONS])

    def _add_tab(self, page: QWidget, title: Callable[[], str]) -> None:
        """Add ``page`` as a tab whose title follows the UI language."""
        index = self.tabs.addTab(page, "")
        live(self, lambda: self.tabs.setTabText(index, title()))

    def _fill_event_form(self) -> None:
        cfg = self.tournament.config
        self.event_name.setText(cfg.name)
        _select(self.system_combo, cfg.system)
        self.system_combo.setEnabled(not self.tournament.rounds)
        self.rounds_spin.setValue(cfg.rounds)
        self.groups_spin.setValue(cfg.groups)
        self.groups_spin.setEnabled(not self.tournament.rounds)
        _select(self.scoring_combo, next((k for k, v in SCORINGS.items()
                                          if v == cfg.scoring), "2-1-0"))
        rules = cfg.ranking
        _select(self.chain_combo, next((k for k, v in CHAINS.items()
                                        if rules is not None and v.chain == rules.chain), None))
        current = cfg.rules
        _select(self.bye_combo, current.bye_value)
        _select(self.previous_combo, current.previous_rounds)
        _select(self.drop_combo, current.drop_rounds)
        _select(self.time_combo, cfg.time_control)
        _select(self.level_combo, cfg.level)
        self.units_check.setChecked(cfg.swiss.separate_units)

    def apply_event_form(self) -> bool:
        """Save the settings of the Event tab."""
        from dataclasses import replace
        old = self.tournament.config
        system = self.system_combo.currentData()
        chain_key = self.chain_combo.currentData()
        base = CHAINS[chain_key] if chain_key else None
        probe = EventConfig(system=system, ranking=base)
        rules = replace(probe.rules, bye_value=self.bye_combo.currentData(),
                        previous_rounds=self.previous_combo.currentData(),
                        drop_rounds=self.drop_combo.currentData())
        config = replace(old, name=self.event_name.text().strip(), system=system,
                         rounds=self.rounds_spin.value(), groups=self.groups_spin.value(),
                         scoring=SCORINGS[self.scoring_combo.currentData()], ranking=rules,
                         swiss=replace(old.swiss, separate_units=self.units_check.isChecked()),
                         time_control=self.time_combo.currentData(),
                         level=self.level_combo.currentData())
        return self._run(lambda: self.tfile.set_config(config))

    def _build_registration(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.unit_edit = QLineEdit()
        self.rating_spin = QSpinBox()
        self.rating_spin.setRange(0, 4000)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_from_form)
        self.name_edit.returnPressed.connect(self.add_from_form)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self._csv_dialog)
        self.withdraw_button = QPushButton()
        self.withdraw_button.clicked.connect(self._withdraw_selected)
        self.warning_button = QPushButton()
        self.warning_button.clicked.connect(lambda: self._sanction(SanctionKind.WARNING))
        self.dq_button = QPushButton()
        self.dq_button.clicked.connect(lambda: self._sanction(SanctionKind.DISQUALIFIED))
        name_label, unit_label, rating_label = QLabel(), QLabel(), QLabel()
        self.players_table = _table(5)

        def texts() -> None:
            self.name_edit.setPlaceholderText(self.tr("Name"))
            self.unit_edit.setPlaceholderText(self.tr("Unit"))
            self.rating_spin.setSpecialValueText(self.tr("unrated"))
            _set_texts([name_label, unit_label, rating_label, self.add_button,
                        self.csv_button, self.withdraw_button, self.warning_button,
                        self.dq_button],
                       [self.tr("Name"), self.tr("Unit"), self.tr("Rating"),
                        self.tr("Register"), self.tr("Import CSV…"), self.tr("Withdraw"),
                        self.tr("Warning (18.1)"), self.tr("Game disqualification (18.2)")])
            self.players_table.setHorizontalHeaderLabels([
                self.tr("No."), self.tr("Name"), self.tr("Unit"), self.tr("Rating"),
                self.tr("Status")])
        live(self, texts)
        for w in (name_label, self.name_edit, unit_label, self.unit_edit, rating_label,
                  self.rating_spin, self.add_button, self.csv_button, self.withdraw_button,
                  self.warning_button, self.dq_button):
            form.addWidget(w)
        layout.addLayout(form)
        layout.addWidget(self.players_table)
        self._add_tab(page, lambda: self.tr("Registration"))

    def _build_pairings(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        bar = QHBoxLayout()
        self.round_combo = QComboBox()
        self.round_combo.currentIndexChanged.connect(lambda _i: self._fill_pairings())
        self.pair_button = QPushButton()
        self.pair_button.clicked.connect(self.pair_next_round)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self._play_selected)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(self._edit_dialog)
        self.unpair_button = QPushButton()
        self.unpair_button.clicked.connect(lambda: self._run(self.tfile.unpair_last_round))
        self.pairings_pdf_button = QPushButton()
        self.pairings_pdf_button.clicked.connect(lambda: self._pdf_dialog("pairings"))
        round_label = QLabel()
        self.pairings_table = _table(6, editors=[QComboBox])

        def texts() -> None:
            _set_texts([round_label, self.pair_button, self.play_button, self.edit_button,
                        self.unpair_button, self.pairings_pdf_button],
                       [self.tr("Round"), self.tr("Pair next round"), self.tr("Play this board"),
                        self.tr("Edit pairing…"), self.tr("Undo pairing"),
                        self.tr("Board list PDF…")])
            self.unpair_button.setToolTip(self.tr("Drop the last round (before any result) "
                                                  "to pair it again"))
            self.pairings_table.setHorizontalHeaderLabels([
                self.tr("Board"), self.tr("Red"), self.tr("Black"), self.tr("Result"),
                self.tr("Red fouls"), self.tr("Black fouls")])
        live(self, texts)
        for w in (round_label, self.round_combo, self.pair_button,
                  self.edit_button, self.unpair_button, self.play_button,
                  self.pairings_pdf_button):
            bar.addWidget(w)
        bar.addStretch(1)
        layout.addLayout(bar)
        layout.addWidget(self.pairings_table)
        self._add_tab(page, lambda: self.tr("Pairings"))

    def _build_standings(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        bar = QHBoxLayout()
        self.standings_pdf_button = QPushButton()
        self.standings_pdf_button.clicked.connect(lambda: self._pdf_dialog("standings"))
        bar.addWidget(self.standings_pdf_button)
        self.standings_csv_button = QPushButton()
        self.standings_csv_button.clicked.connect(self._csv_export_dialog)
        bar.addWidget(self.standings_csv_button)
        live(self, lambda: _set_texts([self.standings_pdf_button, self.standings_csv_button],
                                      [self.tr("Standings PDF…"), self.tr("Standings CSV…")]))
        bar.addStretch(1)
        layout.addLayout(bar)
        self.standings_table = _table(0)
        layout.addWidget(self.standings_table)
        self._add_tab(page, lambda: self.tr("Standings"))

    def _build_crosstable(self) -> None:
        page = QWidget()
        layout = QVBoxLayout(page)
        bar = QHBoxLayout()
        self.crosstable_pdf_button = QPushButton()
        live(self, lambda: self.crosstable_pdf_button.setText(self.tr("Crosstable PDF…")))
        self.crosstable_pdf_button.clicked.connect(lambda: self._pdf_dialog("crosstable"))
        bar.addWidget(self.crosstable_pdf_button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.crosstable_table = _table(0)
        layout.addWidget(self.crosstable_table)
        self._add_tab(page, lambda: self.tr("Crosstable"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """A new UI language: the bound texts (when no other window ran them yet) and the
        texts made from the tournament (title, tables, the round and result combos)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            retranslate()
            self._fill_views()

    # ------------------------------------------------------------------ actions
    def _run(self, action: Callable[[], object]) -> bool:
        """Run a saved action; a refusal is shown, never raised."""
        try:
            action()
        except (TournamentError, TournamentFileError, RegistrationError) as exc:
            self._error(error_text(exc))
            return False
        self.refresh()
        self.changed.emit()
        return True

    def _error(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Tournament"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def add_from_form(self) -> bool:
        """Register the player typed in the form; True when registered."""
        name = self.name_edit.text().strip()
        rating = self.rating_spin.value() or None
        ok = self._run(lambda: self.tfile.add_player(name, self.unit_edit.text(), rating))
        if ok:
            self.name_edit.clear()
            self.unit_edit.clear()
            self.rating_spin.setValue(0)
            self.name_edit.setFocus()
        return ok

    def import_csv(self, path: str) -> bool:
        """Register every player of a CSV file (all or none)."""
        return self._run(lambda: self.tfile.add_players(read_players_csv(path)))

    def _csv_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"),
                                              file_folder.start_folder(),
                                              self.tr("CSV (*.csv *.txt)"))
        if path:
            file_folder.remember(path)
            self.import_csv(path)

    def _selected_player(self) -> int | None:
        row = self.players_table.currentRow()
        item = self.players_table.item(row, 0) if row >= 0 else None
        return None if item is None else int(item.text())

    def _withdraw_selected(self) -> None:
        number = self._selected_player()
        if number is not None:
            self._run(lambda: self.tfile.withdraw(number))

    def _sanction(self, kind: SanctionKind) -> None:
        number = self._selected_player()
        if number is None:
            return
        round_no = max(len(self.tournament.rounds), 1)
        self._run(lambda: self.tfile.add_sanction(number, round_no, kind))

    def pair_next_round(self) -> bool:
        """Pair the next round and show it."""
        ok = self._run(self.tfile.pair_next_round)
        if ok:
            self.round_combo.setCurrentIndex(self.round_combo.count() - 1)
            self.tabs.setCurrentIndex(2)
        return ok

    def edit_pairing(self, pairs: list[tuple[int, int | None]],
                     force: bool = False) -> list[PairingWarning]:
        """Replace the last round's pairing by hand (附录三 manual override). The rules are
        checked again: with warnings and without ``force`` nothing changes."""
        number = len(self.tournament.rounds)
        out: list[PairingWarning] = []

        def act() -> None:
            out.extend(self.tfile.set_pairings(number, pairs, force))
        self._run(act)
        return out

    def _edit_dialog(self) -> None:
        t = self.tournament
        if not t.rounds:
            return
        current = ",".join(f"{g.red}-{g.black or 0}" for g in t.rounds[-1].games)
        text, ok = QInputDialog.getText(
            self, self.tr("Edit pairing"),
            self.tr("Boards of round %1 as red-black, 0 for the bye:")
            .replace("%1", str(len(t.rounds))), text=current)
        if not ok:
            return
        try:
            pairs = [(int(a), int(b) or None) for a, _, b in
                     (item.strip().partition("-") for item in text.split(",") if item.strip())]
        except ValueError:
            self._error(self.tr("Write each board as red-black, e.g. 1-4."))
            return
        warnings = self.edit_pairing(pairs)
        if warnings:
            text = "\n".join(render(w.message) if w.message is not None else w.text
                             for w in warnings)
            answer = QMessageBox.question(
                self, self.tr("Pairing breaks the rules"),
                self.tr("%1\n\nTake this pairing anyway?").replace("%1", text))
            if answer == QMessageBox.StandardButton.Yes:
                self.edit_pairing(pairs, force=True)

    def set_result(self, round_no: int, board: int, result: Result | None,
                   red_fouls: int | None = None, black_fouls: int | None = None,
                   sheet: str | None = None) -> bool:
        """Enter a board's result (fouls kept unless given; ``sheet``: the score-sheet PDF
        of a game played here)."""
        game = self.tournament.game(round_no, board)
        rf = game.red_fouls if red_fouls is None else red_fouls
        bf = game.black_fouls if black_fouls is None else black_fouls
        return self._run(lambda: self.tfile.set_result(round_no, board, result, rf, bf, sheet))

    def current_round(self) -> int:
        """The round shown in the pairings tab (0 before round 1)."""
        return self.round_combo.currentIndex() + 1

    def _play_selected(self) -> None:
        row = self.pairings_table.currentRow()
        self.play_board(self.current_round(), row + 1 if row >= 0 else 1)

    def play_board(self, round_no: int, board: int) -> bool:
        """Open the main window on this board; its result comes back when the game ends."""
        if self.player is None:
            self._error(self.tr("No game window is available to play the board."))
            return False
        try:
            game = self.tournament.game(round_no, board)
        except TournamentError as exc:
            self._error(error_text(exc))
            return False
        if game.black is None:
            self._error(self.tr("Board %1 is a bye.").replace("%1", str(board)))
            return False

        def done(result: Result, red_fouls: int, black_fouls: int, sheet: str | None) -> None:
            self.set_result(round_no, board, result, red_fouls, black_fouls, sheet)
            self.statusBar().showMessage(
                self.tr("Round %1 board %2: %3").replace("%1", str(round_no))
                .replace("%2", str(board)).replace("%3", result_name(result)), 15000)

        self.player.play(self.tournament, round_no, board, done)
        return True

    # ------------------------------------------------------------------ PDFs
    def export_pdf(self, kind: str, path: str, lang: str = "zh") -> int | None:
        """Write the ``pairings`` (shown round), ``standings`` or ``crosstable`` sheet to
        ``path``; the page count, or None after showing the error."""
        t = self.tournament
        try:
            if kind == "pairings":
                if not t.rounds:
                    raise TournamentError(self.tr("No round has been paired yet."))
                pages = write_pdf(pairings_html(t, self.current_round(), lang), path)
            elif kind == "standings":
                pages = write_pdf(standings_html(t, lang=lang), path)
            else:
                pages = write_pdf(crosstable_html(t, lang), path, landscape=True)
        except (TournamentError, TournamentPrintError) as exc:
            self._error(error_text(exc))
            return None
        self.statusBar().showMessage(self.tr("Written %1").replace("%1", path), 8000)
        return pages

    def export_csv(self, path: str) -> bool:
        """Write the standings as CSV (UTF-8 with BOM, for Excel); False after showing the
        error."""
        t = self.tournament
        chain = [tb for tb in t.config.rules.chain
                 if tb not in (TieBreak.PREVIOUS_ROUNDS, TieBreak.DROP_ROUNDS)]
        text = standings_csv(t.standings(), [tb.value for tb in chain],
                             {tb.value: tb.zh for tb in chain})
        try:
            with open(path, "w", encoding="utf-8-sig", newline="") as fh:
                fh.write(text)
        except OSError as exc:
            self._error(error_text(exc))  # the file, and the system's words translated
            return False
        self.statusBar().showMessage(self.tr("Written %1").replace("%1", path), 8000)
        return True

    def _csv_export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save CSV"),
                                              file_folder.start_path(table_file_name(
                                                  self.tournament, "standings", 0, ".csv")),
                                              self.tr("CSV (*.csv)"))
        if path:
            file_folder.remember(path)
            self.export_csv(path)

    def _pdf_dialog(self, kind: str) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save PDF"),
                                              file_folder.start_path(table_file_name(
                                                  self.tournament, kind,
                                                  self.current_round(), ".pdf")),
                                              self.tr("PDF (*.pdf)"))
        if path:
            file_folder.remember(path)
            self.export_pdf(kind, path if path.lower().endswith(".pdf") else path + ".pdf")

    # ------------------------------------------------------------------ views
    def refresh(self) -> None:
        """Redraw every tab from the tournament."""
        self._fill_event_form()
        self._fill_views()

    def _fill_views(self) -> None:
        """The title and the tabs' tables from the tournament (not the Event tab's form)."""
        t = self.tournament
        title = t.config.name or Path(self.tfile.path).stem
        self.setWindowTitle(self.tr("Tournament — %1").replace("%1", title))
        self._fill_players()
        keep = self.round_combo.currentIndex()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for rnd in t.rounds:
            self.round_combo.addItem(self.tr("Round %1").replace("%1", str(rnd.number)))
        self.round_combo.setCurrentIndex(min(max(keep, 0), len(t.rounds) - 1))
        self.round_combo.blockSignals(False)
        self._fill_pairings()
        self._fill_standings()
        self._fill_crosstable()

    def _fill_players(self) -> None:
        t = self.tournament
        status = {"active": self.tr("active"), "withdrawn": self.tr("withdrawn"),
                  "expelled": self.tr("expelled"), "eliminated": self.tr("eliminated")}
        _set_rows(self.players_table, [
            [str(p.number), p.name, p.unit, "" if p.rating is None else str(p.rating),
             status[p.status.value]] for p in t.players])

    def _fill_pairings(self) -> None:
        t = self.tournament
        table = self.pairings_table
        number = self.current_round()
        games = t.rounds[number - 1].games if 1 <= number <= len(t.rounds) else []
        table.setRowCount(len(games))
        for row, g in enumerate(games):
            red = t.player(g.red)
            cells = [str(g.board), f"{red.number} {red.name}"]
            if g.black is None:
                cells.append(self.tr("bye"))
            else:
                black = t.player(g.black)
                cells.append(f"{black.number} {black.name}")
            cells += ["", str(g.red_fouls), str(g.black_fouls)]
            for col, text in enumerate(cells):
                table.setItem(row, col, _item(text))
            table.removeCellWidget(row, 3)
            if g.black is None:
                table.setItem(row, 3, _item(self.tr("bye")))
                continue
            combo = QComboBox()
            for choice in RESULT_CHOICES:
                combo.addItem("—" if choice is None else f"{result_name(choice)}  {choice.value}")
            combo.setCurrentIndex(RESULT_CHOICES.index(g.result))
            # deferred: entering the result rebuilds the table, this combo included
            combo.currentIndexChanged.connect(
                lambda i, r=number, b=g.board: QTimer.singleShot(
                    0, lambda: self.set_result(r, b, RESULT_CHOICES[i])))
            table.setCellWidget(row, 3, combo)
        self.play_button.setEnabled(bool(games) and self.player is not None)

    def result_combo(self, board: int) -> QComboBox:
        """The result chooser of ``board`` in the shown round."""
        widget = self.pairings_table.cellWidget(board - 1, 3)
        assert isinstance(widget, QComboBox)
        return widget

    def _fill_standings(self) -> None:
        t = self.tournament
        cols = standings_columns(t, words=_table_words(), tie_name=tie_break_name)
        table = self.standings_table
        try:
            labelled = standings_rows(t)
        except TournamentError as exc:  # e.g. too few players for the groups yet
            self.statusBar().showMessage(error_text(exc), 8000)
            labelled = []
        grouped = any(label for label, _ in labelled)
        head = ([self.tr("Group")] if grouped else []) + [c[0] for c in cols]
        table.setColumnCount(len(head))
        table.setHorizontalHeaderLabels(head)
        _set_rows(table, [([label] if grouped else []) + [f(r) for _, f in cols]
                          for label, r in labelled])

    def _fill_crosstable(self) -> None:
        head, rows = crosstable_rows(self.tournament, words=_table_words())
        table = self.crosstable_table
        table.setColumnCount(len(head))
        table.setHorizontalHeaderLabels(head)
        _set_rows(table, rows)

    def standings_text(self) -> list[list[str]]:
        """The standings table's cells, row by row (what the arbiter sees)."""
        return _cells(self.standings_table)

    def pairings_text(self) -> list[list[str]]:
        """The pairings table's cells (the result column shows the chosen text)."""
        rows = _cells(self.pairings_table)
        for i, row in enumerate(rows):
            widget = self.pairings_table.cellWidget(i, 3)
            if isinstance(widget, QComboBox):
                row[3] = widget.currentText()
        return rows


def _table(columns: int, editors: Sequence[type[QWidget]] = ()) -> QTableWidget:
    """A read-only table of ``columns`` columns and one-line rows
    (:func:`~.table_rows.one_line_rows`, as high as the ``editors`` in its cells need), whole
    rows selected; its headings are bound by the caller (they follow the UI language)."""
    table = QTableWidget(0, columns)
    one_line_rows(table, editors)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.verticalHeader().setVisible(False)
    return table


def _combo(data: Sequence[object]) -> QComboBox:
    """A combo box with one item per value of ``data`` (named by :func:`_name_items`)."""
    combo = QComboBox()
    for value in data:
        combo.addItem("", value)
    return combo


def _name_items(combo: QComboBox, names: list[str]) -> None:
    """Name ``combo``'s items in order (the selection and the data stay)."""
    for i, name in enumerate(names):
        combo.setItemText(i, name)


def _set_texts(widgets: Sequence[QLabel | QPushButton], texts: list[str]) -> None:
    for widget, text in zip(widgets, texts, strict=True):
        widget.setText(text)


def _select(combo: QComboBox, data: object) -> None:
    for i in range(combo.count()):
        if combo.itemData(i) == data:
            combo.setCurrentIndex(i)
            return


def _item(text: str) -> QTableWidgetItem:
    return QTableWidgetItem(text)


def _set_rows(table: QTableWidget, rows: list[list[str]]) -> None:
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            table.setItem(r, c, _item(text))


def _cells(table: QTableWidget) -> list[list[str]]:
    out = []
    for r in range(table.rowCount()):
        row = []
        for c in range(table.columnCount()):
            item = table.item(r, c)
            row.append("" if item is None else item.text())
        out.append(row)
    return out


__all__ = ["RESULT_CHOICES", "BoardPlayer", "TournamentWindow", "number_text", "result_name",
           "system_name", "table_file_name", "tie_break_name"]
