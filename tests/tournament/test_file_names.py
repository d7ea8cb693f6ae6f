"""File names the tournament proposes and writes, in the UI language (issue 11, fresh-user
trial: a board played in the main window left ``round1-board1.pdf`` and the save dialogs
proposed ``pairings.pdf``, ``standings.csv``, ``tournament.xqt`` in every language). Read
from the real save dialogs and the file written after a real game; safe for any file
system."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.tournament.test_window import new_window, register_by_typing
from tests.ui.test_record_source import answer_next_dialog
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.rules import Color
from xiangqi_gui.tournament import Result
from xiangqi_gui.tournament.store import TournamentFile
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.tournament_play import MainWindowPlayer
from xiangqi_gui.ui.tournament_window import TournamentWindow

LANGUAGES = ["zh_Hans", "zh_Hant", "en", "vi"]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    install_language("en")


@pytest.mark.parametrize("language, sheet", list(zip(LANGUAGES, [
    "第1轮-第2台.pdf", "第1輪-第2台.pdf", "round-1-board-2.pdf", "vong-1-ban-2.pdf"],
    strict=True)))
def test_a_board_played_in_the_main_window_leaves_its_sheet_named_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, sheet: str) -> None:
    session = make_session(qtbot, tmp_path / "data")
    install_language(language)  # after the session applied the preferences' language
    window = new_window(qtbot, tmp_path, player=MainWindowPlayer(lambda: session, tmp_path))
    register_by_typing(qtbot, window, ["Ann", "Bob", "Cem", "Dan"])
    assert window.pair_next_round()
    assert window.play_board(1, 2)
    session.controller.act(LiveGame.resign, Color.BLACK)  # the game ends: Red wins
    path = tmp_path / sheet
    assert path.read_bytes()[:5] == b"%PDF-"
    game = TournamentFile.open(tmp_path / "event.xqt").tournament.game(1, 2)
    assert game.result is Result.RED_WIN and game.sheet == str(path)
    assert sorted(p.name for p in tmp_path.glob("*.pdf")) == [sheet]


def _proposed(qtbot: QtBot, window: TournamentWindow, button: str) -> str:
    """Press ``button`` of the window and read the file name its save dialog proposes."""
    seen = answer_next_dialog(qtbot, None)
    getattr(window, button).click()
    assert seen.title, "no file dialog was shown"
    assert len(seen.selected) == 1
    return Path(seen.selected[0]).name


@pytest.mark.parametrize("language, names", list(zip(LANGUAGES, [
    ["市象棋赛-第1轮-对阵表.pdf", "市象棋赛-名次表.pdf", "市象棋赛-名次表.csv",
     "市象棋赛-成绩交叉表.pdf"],
    ["市象棋赛-第1輪-對陣表.pdf", "市象棋赛-名次表.pdf", "市象棋赛-名次表.csv",
     "市象棋赛-成績交叉表.pdf"],
    ["市象棋赛-round-1-pairings.pdf", "市象棋赛-standings.pdf", "市象棋赛-standings.csv",
     "市象棋赛-crosstable.pdf"],
    ["市象棋赛-vong-1-xep-cap.pdf", "市象棋赛-bang-xep-hang.pdf", "市象棋赛-bang-xep-hang.csv",
     "市象棋赛-bang-ket-qua-cheo.pdf"]], strict=True)))
def test_the_save_dialogs_propose_the_event_and_the_sheet_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, names: list[str]) -> None:
    install_language(language)
    window = new_window(qtbot, tmp_path)  # the event 市象棋赛 (its name is data: kept)
    register_by_typing(qtbot, window, ["甲", "乙", "丙", "丁"])
    assert window.pair_next_round()
    buttons = ["pairings_pdf_button", "standings_pdf_button", "standings_csv_button",
               "crosstable_pdf_button"]
    assert [_proposed(qtbot, window, button) for button in buttons] == names


def test_an_event_name_unsafe_for_a_file_system_is_made_safe(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    install_language("zh_Hans")
    window = new_window(qtbot, tmp_path)
    window.event_name.setText(' 2026/市赛: "决赛" ')
    assert window.apply_event_form()
    assert _proposed(qtbot, window, "standings_pdf_button") == "2026-市赛-决赛-名次表.pdf"


@pytest.mark.parametrize("language, name", list(zip(LANGUAGES, [
    "比赛.xqt", "比賽.xqt", "tournament.xqt", "giai-dau.xqt"], strict=True)))
def test_the_tournament_menu_proposes_a_file_named_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, name: str) -> None:
    session = make_session(qtbot, tmp_path)
    install_language(language)
    qtbot.wait(1)  # the menu takes the language (a posted LanguageChange)
    text = QCoreApplication.translate("Tournament", "Open or create a tournament…")
    action = next(a for a in session.window.findChildren(QAction) if a.text() == text)
    seen = answer_next_dialog(qtbot, None)
    action.trigger()
    assert seen.title and [Path(p).name for p in seen.selected] == [name]
