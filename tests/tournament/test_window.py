"""The tournament window (pytest-qt, offscreen): registration, pairing, results, standings,
crosstable, PDFs, and "Play this board" in the main window (issue 18 acceptance)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import NS, click_move, drag, make_session
from tests.conftest import corpus_path
from xiangqi_gui.clock import ManualTimeSource, Side
from xiangqi_gui.formats import load_file
from xiangqi_gui.rules import Termination, square_name
from xiangqi_gui.tournament import EventConfig, Result, System
from xiangqi_gui.tournament.store import TournamentFile
from xiangqi_gui.ui.tournament_play import MainWindowPlayer, board_setup
from xiangqi_gui.ui.tournament_window import TournamentWindow

pypdf = pytest.importorskip("pypdf", reason="pypdf (test dependency) reads the PDF back")

NAMES = ["张三", "李四", "王五", "赵六", "钱七", "孙八"]
MATE_RECORD = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"
MATE_GAME = 6  # LE Thien Vi – BI BingJian, 1997: Red mates in 43 plies


def pdf_text(path: Path) -> str:
    return re.sub(r"\s+", "", "".join(p.extract_text() for p in pypdf.PdfReader(str(path)).pages))


def need_cjk_font() -> None:
    if not any(QFontDatabase.WritingSystem.SimplifiedChinese in QFontDatabase.writingSystems(f)
               and f != "XiangqiGUI Serif" for f in QFontDatabase.families()):
        pytest.skip("no Chinese font installed (CI installs fonts-wqy-microhei)")


def new_window(qtbot: QtBot, tmp_path: Path, system: System = System.ROUND_ROBIN,
               player: MainWindowPlayer | None = None) -> TournamentWindow:
    tfile = TournamentFile.create(tmp_path / "event.xqt",
                                  EventConfig("市象棋赛", system, 5, level="provincial"))
    window = TournamentWindow(tfile, player)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def register_by_typing(qtbot: QtBot, window: TournamentWindow, names: list[str]) -> None:
    for i, name in enumerate(names):
        window.name_edit.setText(name)  # typed (IME input cannot be simulated key by key)
        qtbot.keyClicks(window.unit_edit, f"Club{i % 2}")
        qtbot.mouseClick(window.add_button, Qt.MouseButton.LeftButton)


def test_acceptance_round_robin_play_board_one_to_mate(qtbot: QtBot, tmp_path: Path) -> None:
    need_cjk_font()
    path = corpus_path(MATE_RECORD)
    moves = load_file(path).games[MATE_GAME].record.mainline_moves()
    assert len(moves) == 43
    clock_time = ManualTimeSource(10_000 * NS)
    session = make_session(qtbot, tmp_path, None, clock_time)
    player = MainWindowPlayer(lambda: session, sheet_folder=tmp_path)
    window = new_window(qtbot, tmp_path, player=player)
    register_by_typing(qtbot, window, NAMES)
    assert [p.name for p in window.tournament.players] == NAMES
    qtbot.mouseClick(window.pair_button, Qt.MouseButton.LeftButton)
    assert window.pairings_text()[0][:3] == ["1", "1 张三", "6 孙八"]  # 附录二: 1–6 first
    assert window.play_board(1, 1)
    game = session.controller.game
    assert (game.setup.red, game.setup.black) == ("张三", "孙八")
    assert game.setup.event == "市象棋赛" and game.setup.competition == "provincial"
    session.window.clock_action.trigger()  # the arbiter starts the clock (art. 8.1.2)
    board = session.window.board
    for ply, move in enumerate(moves, start=1):
        clock_time.advance((ply % 5 + 2) * NS)
        origin, target = square_name(move.from_square), square_name(move.to_square)
        (drag if ply % 2 else click_move)(qtbot, board, origin, target)
        assert len(game.moves) == ply, session.window.statusBar().currentMessage()
        if game.outcome is None:
            face = session.window.clock_widget.faces[Side.RED if ply % 2 else Side.BLACK]
            QTest.mouseClick(face, Qt.MouseButton.LeftButton)
    outcome = game.outcome
    assert outcome is not None and outcome.termination is Termination.CHECKMATE
    # the result flowed back: file, pairings view and standings
    assert window.tournament.game(1, 1).result is Result.RED_WIN
    assert TournamentFile.open(tmp_path / "event.xqt").tournament.game(1, 1).result \
        is Result.RED_WIN
    assert window.pairings_text()[0][3] == "Red wins  1-0"  # the UI language (issue 11)
    top = window.standings_text()[0]
    assert top[1:3] == ["1", "张三"] and top[4] == "2"
    sheet = tmp_path / "round-1-board-1.pdf"  # in the UI language (test_file_names.py)
    assert sheet.is_file() and window.tournament.game(1, 1).sheet == str(sheet)
    assert "LEThienVi" not in pdf_text(sheet) and "张三" in pdf_text(sheet)
    out = tmp_path / "standings.pdf"
    assert window.export_pdf("standings", str(out)) == 1
    text = pdf_text(out)
    assert all(name in text for name in NAMES)
    assert "名次表" in text and "小分" in text


def test_results_entry_updates_standings_and_crosstable(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    register_by_typing(qtbot, window, ["A", "B", "C", "D", "E"])
    assert window.pair_next_round()
    rows = window.pairings_text()
    assert [r[:3] for r in rows] == [["1", "1 A", "4 D"], ["2", "5 E", "2 B"],
                                     ["3", "3 C", "bye"]]
    window.result_combo(1).setCurrentIndex(1)  # 红胜
    qtbot.waitUntil(lambda: window.tournament.game(1, 1).result is not None)
    window.result_combo(2).setCurrentIndex(2)  # 和
    qtbot.waitUntil(lambda: window.tournament.game(1, 2).result is not None)
    t = window.tournament
    assert t.game(1, 1).result is Result.RED_WIN and t.game(1, 2).result is Result.DRAW
    standings = window.standings_text()
    assert [r[2] for r in standings][:2] in (["A", "C"], ["C", "A"])
    assert window.export_csv(str(tmp_path / "st.csv"))
    assert (tmp_path / "st.csv").read_text(encoding="utf-8-sig").startswith("名次,序号,姓名")
    heads = [window.standings_table.horizontalHeaderItem(c).text()
             for c in range(window.standings_table.columnCount())]
    assert heads[-4:] == ["Buchholz", "Wins", "Fouls", "Games with Black"]
    cross = {r[0]: r for r in (window.crosstable_table.item(i, 0).text()
                               for i in range(window.crosstable_table.rowCount()))}
    assert set(cross) == {"1", "2", "3", "4", "5"}
    assert window.crosstable_table.item(0, 3).text() == "4R 2"  # A: Red against 4, won
    assert window.crosstable_table.item(2, 3).text() == "bye 2"  # the UI language (issue 11)
    assert window.pair_next_round()
    assert window.current_round() == 2
    qtbot.mouseClick(window.unpair_button, Qt.MouseButton.LeftButton)
    assert len(window.tournament.rounds) == 1 and window.current_round() == 1
    qtbot.mouseClick(window.unpair_button, Qt.MouseButton.LeftButton)  # round 1 has results
    assert len(window.tournament.rounds) == 1 and "already has results" in \
        window.statusBar().currentMessage()


def test_csv_import_withdraw_and_refusals_are_shown(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    csv_path = tmp_path / "reg.csv"
    csv_path.write_text("姓名,单位,等级分\n甲,上海,2100\n乙,广东,\n丙,四川,1950\n丁,北京,2300\n",
                        encoding="utf-8")
    assert window.import_csv(str(csv_path))
    assert window.players_table.rowCount() == 4
    assert window.pair_next_round()
    assert not window.pair_next_round()  # results missing: refused, shown, nothing raised
    assert "without a result" in window.statusBar().currentMessage()
    window.players_table.selectRow(1)
    window._withdraw_selected()
    assert window.players_table.item(1, 4).text() == "withdrawn"
    game = window.tournament.rounds[0].game_of(2)
    assert game is not None and game.result in (Result.RED_FORFEIT_WIN,
                                                Result.BLACK_FORFEIT_WIN)


def test_pairing_and_crosstable_pdfs_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    need_cjk_font()
    window = new_window(qtbot, tmp_path)
    register_by_typing(qtbot, window, NAMES[:4])
    window.pair_next_round()
    window.set_result(1, 1, Result.DRAW)
    assert window.export_pdf("pairings", str(tmp_path / "p.pdf")) == 1
    text = pdf_text(tmp_path / "p.pdf")
    assert "第1轮对阵表" in text and "张三" in text and "和" in text
    assert window.export_pdf("crosstable", str(tmp_path / "c.pdf")) == 1
    assert "成绩表" in pdf_text(tmp_path / "c.pdf")


def test_board_setup_carries_event_round_time_control_and_level(tmp_path: Path) -> None:
    tfile = TournamentFile.create(tmp_path / "e.xqt", EventConfig(
        "杯赛", System.SWISS, 7, time_control="rapid-15+10", level="national"))
    for name in ("甲", "乙"):
        tfile.add_player(name, "队")
    tfile.pair_next_round()
    setup = board_setup(tfile.tournament, 1, 1)
    assert (setup.red, setup.black, setup.event, setup.round) == ("甲", "乙", "杯赛", "1.1")
    assert setup.competition == "national" and setup.time_preset == "rapid-15+10"
    assert setup.red_control.stages[0].increment_ns == 10 * NS


def test_event_tab_sets_system_scoring_and_tie_breaks(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    window.event_name.setText("团体赛")
    window.system_combo.setCurrentIndex(window.system_combo.findData(System.ROUND_ROBIN))
    window.scoring_combo.setCurrentIndex(window.scoring_combo.findData("3-1/2-0"))
    window.chain_combo.setCurrentIndex(window.chain_combo.findData("14.1"))
    qtbot.mouseClick(window.apply_button, Qt.MouseButton.LeftButton)
    cfg = TournamentFile.open(tmp_path / "event.xqt").tournament.config
    assert cfg.name == "团体赛" and cfg.system is System.ROUND_ROBIN
    assert cfg.scoring.black_draw == 2
    assert [t.value for t in cfg.rules.chain][:2] == ["sanctions", "small_points"]
    register_by_typing(qtbot, window, ["A", "B", "C"])
    window.pair_next_round()
    assert not window.system_combo.isEnabled()  # fixed once round 1 is paired
    window.set_result(1, 1, Result.DRAW)  # round 1: 1 has the bye, 2–3 draw
    by = {r[2]: r for r in window.standings_text()}
    assert (by["B"][4], by["C"][4]) == ("1", "2")  # 13.3: a draw is worth 2 to Black


def test_manual_pairing_is_rechecked_and_needs_force(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    register_by_typing(qtbot, window, ["A", "B", "C", "D"])
    window.pair_next_round()  # 1–3, 4–2
    for board in (1, 2):
        window.set_result(1, board, Result.RED_WIN)
    window.pair_next_round()
    warnings = window.edit_pairing([(1, 3), (2, 4)])
    assert sorted(w.code for w in warnings) == ["rematch", "rematch"]
    assert window.pairings_text()[0][1:3] != ["1 A", "3 C"]  # refused without force
    window.edit_pairing([(1, 3), (2, 4)], force=True)
    assert [r[1:3] for r in window.pairings_text()] == [["1 A", "3 C"], ["2 B", "4 D"]]


def test_sanction_moves_a_tied_player_down(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path)
    register_by_typing(qtbot, window, ["A", "B"])
    window.pair_next_round()
    window.set_result(1, 1, Result.DRAW)
    # level on everything up to 后走局数: B had Black (14.1)
    assert [r[2] for r in window.standings_text()] == ["B", "A"]
    window.players_table.selectRow(1)
    qtbot.mouseClick(window.warning_button, Qt.MouseButton.LeftButton)
    assert [r[2] for r in window.standings_text()] == ["A", "B"]  # art. 18.5 first


def test_main_window_menu_opens_a_tournament(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.ui.tournament_play import open_tournament
    session = make_session(qtbot, tmp_path)
    titles = [a.text() for a in session.window.menuBar().actions()]
    assert "&Tournament" in titles
    window = open_tournament(session, str(tmp_path / "new.xqt"))
    assert isinstance(window, TournamentWindow)
    qtbot.addWidget(window)
    assert (tmp_path / "new.xqt").is_file() and window.tournament.players == []
    (tmp_path / "bad.xqt").write_bytes(b"junk" * 50)
    assert open_tournament(session, str(tmp_path / "bad.xqt")) is None


def test_group_round_robin_standings_by_group(qtbot: QtBot, tmp_path: Path) -> None:
    window = new_window(qtbot, tmp_path, System.SWISS)
    window.system_combo.setCurrentIndex(window.system_combo.findData(System.GROUP_ROUND_ROBIN))
    window.groups_spin.setValue(2)
    assert window.apply_event_form()
    register_by_typing(qtbot, window, ["A", "B", "C"])  # too few for two groups yet: shown
    register_by_typing(qtbot, window, ["D", "E", "F"])
    assert window.pair_next_round()
    rows = window.standings_text()
    assert [r[0] for r in rows] == ["1", "1", "1", "2", "2", "2"]
    assert sorted(r[3] for r in rows[:3]) == ["A", "D", "E"]  # serpentine seeding
    assert window.export_pdf("standings", str(tmp_path / "g.pdf")) == 1


def test_playoff_setups_carry_the_playoff_clocks() -> None:
    from xiangqi_gui.clock.timecontrol import minutes, seconds
    from xiangqi_gui.tournament.knockout import Kind
    from xiangqi_gui.ui.tournament_play import playoff_setup
    arm = playoff_setup("甲", "乙", Kind.ARMAGEDDON, "杯赛")
    assert arm.red_control.stages[0].time_ns == minutes(6)
    assert arm.black_control.stages[0].time_ns == minutes(4)
    assert arm.black_control.stages[0].increment_ns == seconds(3)
    assert arm.round == "附加赛（和棋黑胜）" and arm.time_preset == "custom"
    assert playoff_setup("甲", "乙", Kind.SLOW).time_preset == "art6.1"


def test_play_this_board_asks_before_abandoning_a_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, None, ManualTimeSource(), answer=False)
    drag(qtbot, session.window.board, "h2", "e2")  # a casual game is under way
    assert session.controller.game.moves
    window = new_window(qtbot, tmp_path, player=MainWindowPlayer(lambda: session))
    register_by_typing(qtbot, window, ["A", "B"])
    window.pair_next_round()
    before = session.controller.game
    window.play_board(1, 1)
    assert session.controller.game is before  # answered no: the game goes on


def test_quitting_the_main_window_closes_the_tournament_window(
        qtbot: QtBot, tmp_path: Path) -> None:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QApplication

    from xiangqi_gui.ui.tournament_play import open_tournament
    app = QApplication.instance()
    assert isinstance(app, QApplication) and app.quitOnLastWindowClosed()
    earlier = {id(w) for w in app.topLevelWidgets() if w.isVisible()}  # other tests' windows
    session = make_session(qtbot, tmp_path)
    window = open_tournament(session, str(tmp_path / "quit.xqt"))
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    refused: list[bool] = [True]  # a tournament window that asks first and is told no

    def close_event(event: QCloseEvent) -> None:
        if refused[0]:
            event.ignore()
        else:
            event.accept()

    window.closeEvent = close_event  # type: ignore[method-assign]
    session.window.quit_action.trigger()  # Ctrl+Q, File ▸ Quit
    assert window.isVisible() and session.window.isVisible()  # nothing half-closed
    refused[0] = False
    session.window.quit_action.trigger()
    assert not window.isVisible() and not session.window.isVisible()
    # the program ends: no window is left to keep it running (quit on last window closed)
    assert [w for w in app.topLevelWidgets() if w.isVisible() and id(w) not in earlier] == []
