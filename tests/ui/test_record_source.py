"""A record's source and where the file dialogs start (issue 11, fresh-user trial).

- A game opened from the library names the file it was imported from and its game number
  there (title, header line), not ``library.sqlite3``; Save asks for a file (Save as) and
  never writes into the library or into the collection it came from.
- One game of a multi-game file: Save asks too (writing back would replace the collection
  with one game); a single-game file is still saved in place.
- The file dialogs start in the user's Documents folder, then in the folder used last,
  also after a restart (QSettings); an engine is chosen from its folder, else Documents.
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import corpus_path
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.library_panel import LibraryPanel
from xiangqi_gui.formats import load_file
from xiangqi_gui.ui import file_folder
from xiangqi_gui.ui.new_game_dialog import SeatRow

COLLECTION = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"  # 15 games
SINGLE = "walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _shell(session: object) -> DesktopShell:
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    return shell


class DialogSeen:
    """What the next file dialog showed: its title, folder and proposed file."""

    title = ""
    folder = ""
    selected: list[str] = []
    status = ""  # the main window's status bar meanwhile


def answer_next_dialog(qtbot: QtBot, answer: str | None) -> DialogSeen:
    """When the next modal file dialog opens, note what it shows, then choose ``answer``
    (a path) or cancel (None). The dialog is Qt's own (offscreen has no native one)."""
    seen = DialogSeen()

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, act)
            return
        seen.title = dialog.windowTitle()
        seen.folder = dialog.directory().absolutePath()
        seen.selected = dialog.selectedFiles()
        parent = dialog.parentWidget()
        if isinstance(parent, QMainWindow):
            seen.status = parent.statusBar().currentMessage()
        if answer is None:
            dialog.reject()
        else:
            dialog.selectFile(answer)
            dialog.accept()

    QTimer.singleShot(20, act)
    return seen


def _run_dialog(qtbot: QtBot, answer: str | None, opening: Callable[[], object]) -> DialogSeen:
    seen = answer_next_dialog(qtbot, answer)
    opening()
    assert seen.title, "no file dialog was shown"
    return seen


def test_a_library_game_names_its_source_file_and_save_asks(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    collection = tmp_path / "games" / "traditional.pgn"
    collection.parent.mkdir()
    shutil.copy(corpus_path(COLLECTION), collection)
    before = _digest(collection)
    session = make_session(qtbot, tmp_path)
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    panel.start_import([str(collection)])
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    rows = panel._open().rows()  # noqa: SLF001 (the library the pane lists)
    third = rows[2]
    assert third.game_index == 2 and Path(third.source) == collection.resolve()
    with qtbot.waitSignal(session.record_shown, timeout=20_000):
        assert panel.open_game(third.id)
    window, shell = session.window, _shell(session)
    assert session.record_path == str(collection.resolve())
    assert window.windowTitle() == "traditional.pgn[*] — xiangqi_gui"
    assert "library" not in window.windowTitle()
    assert "traditional.pgn, game 3" in window.header_label.text()
    expected = load_file(collection).games[2].record
    assert session.browser.record is not None
    assert session.browser.record.mainline_moves() == expected.mainline_moves()
    assert not shell.saves_in_place()
    library_before = _digest(panel.db_path)
    seen = _run_dialog(qtbot, None, window.save_action.trigger)  # Ctrl+S asks
    assert seen.title == "Save game 3 as a new file"
    assert seen.status == ("This game comes from the game library: it is saved as a new "
                           "file, and traditional.pgn stays as it is.")
    assert window.statusBar().currentMessage() == ""  # cancelled: the reason goes
    assert seen.selected and Path(seen.selected[0]).name == "traditional-3.pgn"
    assert _digest(collection) == before and _digest(panel.db_path) == library_before
    target = tmp_path / "saved" / "game3.pgn"
    target.parent.mkdir()
    _run_dialog(qtbot, str(target), window.save_action.trigger)
    qtbot.waitUntil(lambda: not shell.saving)
    assert load_file(target).games[0].record.mainline_moves() == expected.mainline_moves()
    assert _digest(collection) == before
    assert window.windowTitle() == "game3.pgn[*] — xiangqi_gui"
    assert shell.saves_in_place()  # the file written is now the record's own
    assert not session.record_from_library and session.record_path == str(target)
    assert "game3.pgn, game 1" in window.header_label.text()


def _import_folder_and_open(qtbot: QtBot, tmp_path: Path, index: int) -> tuple[object, Path]:
    """Import ``club/`` through the pane's folder dialog (so the dialogs remember club/), the
    collection lying in ``club/2023/``; show its game ``index + 1``."""
    club = tmp_path / "club"
    collection = club / "2023" / "traditional.pgn"
    collection.parent.mkdir(parents=True)
    shutil.copy(corpus_path(COLLECTION), collection)
    session = make_session(qtbot, tmp_path / "data")
    panel = session.library_panel  # type: ignore[attr-defined]
    assert isinstance(panel, LibraryPanel)
    _run_dialog(qtbot, str(club), panel.import_folder)
    qtbot.waitUntil(lambda: panel.worker is None, timeout=120_000)
    assert file_folder.last_folder() == str(club)
    row = panel._open().rows()[index]  # noqa: SLF001 (the library the pane lists)
    with qtbot.waitSignal(session.record_shown, timeout=20_000):
        assert panel.open_game(row.id)
    return session, collection


def test_save_as_for_a_library_game_proposes_the_source_files_folder(
        qtbot: QtBot, tmp_path: Path, home: Path) -> None:
    """Fresh-user trial: Save as proposed the folder imported last (club/), not the folder
    the game's file lies in (club/2023/)."""
    session, collection = _import_folder_and_open(qtbot, tmp_path, 4)
    seen = _run_dialog(qtbot, None, session.window.save_action.trigger)  # type: ignore[attr-defined]
    assert seen.folder == str(collection.parent.resolve())
    assert seen.selected == [str(collection.parent.resolve() / "traditional-5.pgn")]


def test_save_as_for_a_library_game_whose_folder_is_gone_proposes_the_last_folder(
        qtbot: QtBot, tmp_path: Path, home: Path) -> None:
    session, collection = _import_folder_and_open(qtbot, tmp_path, 1)
    shutil.rmtree(collection.parent)
    seen = _run_dialog(qtbot, None, session.window.save_action.trigger)  # type: ignore[attr-defined]
    assert seen.selected == [str(tmp_path / "club" / "traditional-2.pgn")]


def test_one_game_of_a_collection_is_not_saved_over_the_collection(qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
    collection = tmp_path / "traditional.pgn"
    shutil.copy(corpus_path(COLLECTION), collection)
    before = _digest(collection)
    session = make_session(qtbot, tmp_path)
    assert open_and_wait(qtbot, session, str(collection))
    opener = session.opener
    assert opener is not None
    qtbot.waitUntil(lambda: opener.games_in(str(collection)) == 15, timeout=60_000)
    shell = _shell(session)
    assert not shell.saves_in_place()
    seen = _run_dialog(qtbot, None, session.window.save_action.trigger)
    assert seen.title == "Save game 1 as a new file"
    assert seen.status == ("traditional.pgn holds 15 games: saving game 1 there would "
                           "replace the whole collection with this one game, so it is saved "
                           "as a new file.")
    assert _digest(collection) == before
    single = tmp_path / "single.xqf"
    shutil.copy(corpus_path(SINGLE), single)
    assert open_and_wait(qtbot, session, str(single))
    assert opener.games_in(str(single)) is not None
    qtbot.waitUntil(lambda: opener.games_in(str(single), complete=True) == 1)
    assert shell.saves_in_place()  # the record is the whole file: Ctrl+S writes there


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh home folder with a Documents folder (QStandardPaths reads $HOME)."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOCUMENTS_DIR", raising=False)
    return home


def test_file_dialogs_start_in_documents_then_in_the_last_folder(
        qtbot: QtBot, tmp_path: Path, home: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    session = make_session(qtbot, data)
    assert file_folder.documents_folder() == str(home / "Documents")
    seen = _run_dialog(qtbot, None, session.open_dialog)
    assert seen.title == "Open record" and seen.folder == str(home / "Documents")
    records = tmp_path / "records"
    records.mkdir()
    single = records / "single.xqf"
    shutil.copy(corpus_path(SINGLE), single)
    _run_dialog(qtbot, str(single), session.open_dialog)  # opened from records/
    qtbot.waitUntil(lambda: session.record_path is not None, timeout=20_000)
    seen = _run_dialog(qtbot, None, session.pdf_dialog)
    assert seen.folder == str(records)
    assert seen.selected == [str(records / "黄松轩-冯敬如-20世纪30年代.pdf")]  # from the game
    session.window.close()
    # the next start remembers it (settings.ini in the data folder)
    again = make_session(qtbot, data)
    seen = _run_dialog(qtbot, None, again.open_dialog)
    assert seen.folder == str(records)
    shutil.rmtree(records)  # a folder that is gone is skipped
    seen = _run_dialog(qtbot, None, again.open_dialog)
    assert seen.folder == str(home / "Documents")


def test_an_engine_is_chosen_from_its_folder_or_documents(qtbot: QtBot, home: Path) -> None:
    row = SeatRow("")
    qtbot.addWidget(row)
    seen = _run_dialog(qtbot, None, row.browse)
    assert seen.title == "Choose the engine" and seen.folder == str(home / "Documents")
    row.path_edit.setText("/usr/games/fairy-stockfish")
    seen = _run_dialog(qtbot, None, row.browse)
    assert seen.folder == "/usr/games"


def test_a_game_saved_away_from_its_collection_is_named_after_its_new_file(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Fresh-user trial: after Ctrl+S had saved game 1 of copy.pgn as copy-1.pgn, the title
    said copy-1.pgn but the header and the Games dock still "copy.pgn, game 1"."""
    collection = tmp_path / "copy.pgn"
    shutil.copy(corpus_path(COLLECTION), collection)
    before = _digest(collection)
    session = make_session(qtbot, tmp_path / "data")
    assert open_and_wait(qtbot, session, str(collection))
    opener, window, shell = session.opener, session.window, _shell(session)
    assert opener is not None
    qtbot.waitUntil(lambda: opener.games_in(str(collection), complete=True) == 15,
                    timeout=60_000)
    assert opener.dock.isVisible() and "copy.pgn, game 1" in window.header_label.text()
    browser = session.browser
    browser.go(0)
    played = {child.move for child in browser.node.children} if browser.node else set()
    session.study.play_move(next(m for m in browser.position().legal_moves()
                                 if m not in played))  # game 1 modified
    qtbot.waitUntil(window.isWindowModified)
    target = tmp_path / "copy-1.pgn"
    seen = _run_dialog(qtbot, str(target), window.save_action.trigger)  # Ctrl+S
    assert seen.selected == [str(target)]  # proposed beside the collection
    assert seen.title == "Save game 1 as a new file" and "copy.pgn holds 15 games" in seen.status
    qtbot.waitUntil(lambda: not shell.saving)
    assert _digest(collection) == before
    assert len(load_file(target).games) == 1
    assert window.windowTitle() == "copy-1.pgn[*] — xiangqi_gui"
    assert not window.isWindowModified()
    header = window.header_label.text()
    assert "copy-1.pgn, game 1" in header and "copy.pgn" not in header
    assert session.record_path == str(target) and session.record_count == 1
    assert opener.list.source.toolTip() == str(target)
    assert opener.games_in(str(target)) == 1 and opener.games_in(str(collection)) is None
    assert not opener.dock.isVisible()  # a file of one game has no list to show
    assert shell.saves_in_place()  # Ctrl+S now writes to copy-1.pgn without asking
