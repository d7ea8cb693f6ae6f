"""What the library says after an import, as a player would say it (issue 11, fresh-user
trial: a re-import read "0 games imported, 46 duplicates skipped"). Real imports of a real
corpus collection into a real library file, through the pane, in the four languages, with
each count's plural form."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.conftest import corpus_path
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.ui.i18n import install_language

COLLECTION = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"  # 15 games
SINGLE = "walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF"
WILD_HOUSE = "walker8088-cchess/tests/data/WildHouse.xqf"


def _panel(qtbot: QtBot, tmp_path: Path) -> LibraryPanel:
    panel = make_session(qtbot, tmp_path / "data").library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    return panel


def _import(qtbot: QtBot, panel: LibraryPanel, path: Path) -> str:
    panel.start_import([str(path)])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    return panel.pane.summary.text()


@pytest.mark.parametrize("language, first, again, copied", [
    ("en", "15 games added to the library. The library now holds 15 games.",
     "Nothing new: the file was imported before and has not changed.",
     "Nothing new: the 15 games are already in the library."),
    ("zh_Hans", "已向棋谱库添加 15 局。棋谱库现有 15 局。",
     "没有新棋局：这 1 个文件以前导入过，之后没有改动。",
     "没有新棋局：这 15 局已在棋谱库中。"),
    ("zh_Hant", "已向棋譜庫加入 15 局。棋譜庫現有 15 局。",
     "沒有新棋局：這 1 個檔案以前匯入過，之後沒有改動。",
     "沒有新棋局：這 15 局已在棋譜庫中。"),
    ("vi", "Đã thêm 15 ván vào thư viện. Thư viện hiện có 15 ván.",
     "Không có gì mới: 1 tệp đã được nhập trước đây và chưa thay đổi.",
     "Không có gì mới: 15 ván này đã có trong thư viện."),
])
def test_a_reimport_says_nothing_is_new(qtbot: QtBot, tmp_path: Path, language: str,
                                        first: str, again: str, copied: str) -> None:
    club = tmp_path / "club"
    club.mkdir()
    shutil.copy(corpus_path(COLLECTION), club / "traditional.pgn")
    panel = _panel(qtbot, tmp_path)
    install_language(language)  # after the session applied the preferences' language
    assert _import(qtbot, panel, club) == first
    assert _import(qtbot, panel, club) == again  # the same folder, unchanged
    shutil.copy(club / "traditional.pgn", club / "copy.pgn")  # the same games, a new file
    assert _import(qtbot, panel, club) == copied


def test_english_counts_of_one_and_of_many(qtbot: QtBot, tmp_path: Path) -> None:
    club = tmp_path / "club"
    club.mkdir()
    shutil.copy(corpus_path(SINGLE), club / "one.xqf")
    panel = _panel(qtbot, tmp_path)
    assert _import(qtbot, panel, club) == ("1 game added to the library. The library now "
                                           "holds 1 game.")
    shutil.copy(club / "one.xqf", club / "again.xqf")
    assert _import(qtbot, panel, club) == "Nothing new: the game is already in the library."
    shutil.copy(corpus_path(COLLECTION), club / "traditional.pgn")
    shutil.copy(club / "traditional.pgn", club / "traditional-copy.pgn")
    (club / "broken.pgn").write_bytes(b"[Event \"x\"]\n\n1. h2e2 h9g7 2. zz99 *\n")
    assert _import(qtbot, panel, club) == (
        "15 games added to the library. 15 games were already in the library. 1 game or "
        "file could not be read. The library now holds 16 games.")
    assert _import(qtbot, panel, club) == (
        "Nothing new: the 5 files were imported before and have not changed.")
    shutil.copy(corpus_path(WILD_HOUSE), club / "wild.xqf")  # a variation cannot be read
    assert _import(qtbot, panel, club) == (
        "1 game added to the library. 1 game added without an unreadable variation. The "
        "library now holds 17 games.")
    panel.search()
    assert panel.pane.summary.text() == "17 games found."
