"""The players' default names follow the UI language (fresh-user trial C): a name the user
never typed is kept as the placeholder "Red"/"Black" and shown as the side's word of the
language in use -- in the New game dialog, the header, the resume question; a typed name is
kept as typed. Names stored by older versions in a language's word count as defaults."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.game.display import DEFAULT_NAMES
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.new_game_dialog import NewGameDialog

TRANSLATIONS = Path(__file__).parents[2] / "resources" / "translations"


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    install_language("en")


def _accept_new_game(seen: list[tuple[str, str]], red: str | None = None) -> None:
    """When the New game dialog opens: note its names, type ``red`` (None: keep), OK."""
    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, act)
            return
        seen.append((dialog.red_edit.text(), dialog.black_edit.text()))
        if red is not None:
            dialog.red_edit.setText(red)
        dialog.accept()
    QTimer.singleShot(0, act)


def _language(folder: Path, language: str) -> None:
    """The settings file of a program whose UI speaks ``language``."""
    (folder / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")


def _header_players(session: AppSession) -> str:
    return re.sub(r"<[^>]+>", "", session.window.header_label.text()).split("\n")[0]


def test_default_names_follow_the_language_and_a_typed_name_is_kept(
        qtbot: QtBot, tmp_path: Path) -> None:
    _language(tmp_path, "zh_Hans")
    session = make_session(qtbot, tmp_path)
    seen: list[tuple[str, str]] = []
    _accept_new_game(seen)
    session.new_game_dialog()
    assert seen == [("红方", "黑方")]
    last = Preferences(tmp_path).last_setup()
    assert last is not None and (last.red, last.black) == ("Red", "Black")
    install_language("vi")
    QApplication.processEvents()
    assert "Đỏ — Đen" in _header_players(session)
    assert "红方" not in _header_players(session) and "黑方" not in _header_players(session)
    _accept_new_game(seen, red="Nguyễn Văn A")
    session.new_game_dialog()
    assert seen[-1] == ("Đỏ", "Đen")  # the remembered defaults, in Vietnamese
    install_language("zh_Hant")
    QApplication.processEvents()
    assert "紅方 Nguyễn Văn A — 黑方" in _header_players(session)
    _accept_new_game(seen)
    session.new_game_dialog()
    assert seen[-1] == ("Nguyễn Văn A", "黑方")  # typed: kept as typed


def test_names_stored_in_a_language_word_show_in_the_current_one(
        qtbot: QtBot, tmp_path: Path) -> None:
    _language(tmp_path, "zh_Hant")
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="红方", black="Đen"))
    assert "紅方 — 黑方" in _header_players(session)
    dialog = NewGameDialog(session.window)
    qtbot.addWidget(dialog)
    dialog.set_values(replace(dialog.values(), red="Red", black="黑方"))
    assert (dialog.red_edit.text(), dialog.black_edit.text()) == ("紅方", "黑方")
    assert (dialog.values().red, dialog.values().black) == ("Red", "Black")


def test_the_resume_question_names_default_players_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path) -> None:
    first = make_session(qtbot, tmp_path)  # English: the dialog's defaults kept
    seen: list[tuple[str, str]] = []
    _accept_new_game(seen)
    first.new_game_dialog()
    assert seen == [("Red", "Black")]
    for origin, target in (("h2", "e2"), ("h9", "g7")):
        drag(qtbot, first.window.board, origin, target)
    first.window.close()
    asked: list[str] = []
    _language(tmp_path, "zh_Hans")
    session = create_session(build_parser().parse_args([]), folder=tmp_path,
                             ask=lambda _t, q: asked.append(q) is None, resume=True)
    qtbot.addWidget(session.window)
    assert asked == ["对局 红方 – 黑方 在 2 步（1 回合）后中断。要续局吗？"]


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "vi", "en"])
def test_every_language_word_for_a_side_is_a_default_name(language: str) -> None:
    text = (TRANSLATIONS / f"xiangqi_gui_{language}.ts").read_text(encoding="utf-8")
    for side in ("Red", "Black"):
        words = set(re.findall(rf"<source>{side}</source>\s*<translation>([^<]+)</translation>",
                               text))
        assert words and words <= DEFAULT_NAMES[side]
