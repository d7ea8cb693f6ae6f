"""The score sheet's PDF file name proposed by Export score sheet (issue 11, fresh-user
trial: "score-sheet.pdf" was proposed in English in the Chinese UI): the players and the
date from the game, else the form's name in the UI language, safe for any file system.
Read from the real save dialog of a real window."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import corpus_path
from tests.ui.test_record_source import SINGLE, answer_next_dialog
from xiangqi_gui.ui.file_folder import safe_name
from xiangqi_gui.ui.i18n import install_language


def _proposed(qtbot: QtBot, session: object) -> str:
    seen = answer_next_dialog(qtbot, None)
    session.pdf_dialog()  # type: ignore[attr-defined]
    assert seen.title, "no file dialog was shown"
    assert len(seen.selected) == 1
    return Path(seen.selected[0]).name


@pytest.mark.parametrize("language, form", [
    ("zh_Hans", "记录表"), ("zh_Hant", "記錄表"), ("vi", "bien-ban"), ("en", "score-sheet")])
def test_a_game_without_names_proposes_the_forms_name_in_the_ui_language(
        qtbot: QtBot, tmp_path: Path, language: str, form: str) -> None:
    session = make_session(qtbot, tmp_path)
    install_language(language)  # after the session applied the preferences' language
    date = session.controller.game.headers()["Date"]  # today's, "2026.12.01"
    assert _proposed(qtbot, session) == f"{form}-{date.replace('.', '-')}.pdf"


def test_a_record_with_players_proposes_their_names_and_its_date(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    single = tmp_path / "single.xqf"
    shutil.copy(corpus_path(SINGLE), single)
    session = make_session(qtbot, tmp_path / "data")
    install_language("zh_Hans")
    assert open_and_wait(qtbot, session, str(single))
    assert _proposed(qtbot, session) == "黄松轩-冯敬如-20世纪30年代.pdf"


def test_names_unsafe_for_a_file_system_and_an_unknown_name_and_date(qtbot: QtBot,
                                                                     tmp_path: Path) -> None:
    record = tmp_path / "odd.pgn"
    record.write_text('[Event "?"]\n[Date "2023.??.??"]\n[Red "許銀川: \\"特級大師\\" / 廣東"]\n'
                      '[Black "?"]\n[Result "*"]\n\n1. h2e2 h9g7 *\n', encoding="utf-8")
    session = make_session(qtbot, tmp_path / "data")
    install_language("zh_Hant")
    assert open_and_wait(qtbot, session, str(record))
    assert _proposed(qtbot, session) == "許銀川-特級大師-廣東-黑方-2023.pdf"


def test_safe_name_keeps_what_every_file_system_takes() -> None:
    assert safe_name('a/b\\c:d*e?f"g<h>i|j\x07k') == "a-b-c-d-e-f-g-h-i-j-k"
    assert safe_name("  ..Lü  Qin.  ") == "Lü Qin"
    assert safe_name("COM1") == "COM1_" and safe_name("con.txt") == "con.txt_"
    long = safe_name("许" * 80)  # 240 bytes: cut at 150 bytes, whole characters
    assert long == "许" * 50 and len(long.encode("utf-8")) == 150
    assert safe_name("?") == "" and safe_name("") == ""
