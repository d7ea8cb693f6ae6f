"""Choosing an engine (issue 11, fresh-user trial): a file chosen with the analysis pane's
"Engine…" is checked at once by a UCI/UCCI handshake in the background, a file that is no
engine is refused with a message naming it (in the UI language) and the engine in use
stays; a new engine clears the old engine's lines. The New game dialog's engine sides and
the game review's engine are checked the same way when chosen: a program that is no engine
is refused there too, OK waits for the answer. Real programs: /bin/true, small scripts, the
real Fairy-Stockfish."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QPushButton
from pytestqt.qtbot import QtBot

from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from tests.ui.test_play_engine import engine_item_enabled
from xiangqi_gui.app.session import setup_from_values
from xiangqi_gui.engine import Dialect
from xiangqi_gui.engine.qt import transport
from xiangqi_gui.engine.qt.check import CheckedEngine, EngineCheck
from xiangqi_gui.rules import START_FEN
from xiangqi_gui.study.review import ReviewSettings
from xiangqi_gui.ui.analysis_pane import AnalysisPane
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.new_game_dialog import (
    ENGINE_INDEX,
    HUMAN_INDEX,
    NewGameDialog,
    SeatRow,
    SeatValues,
)
from xiangqi_gui.ui.review_dialog import ReviewSettingsDialog

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX programs")


def _script(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def _analysing_pane(qtbot: QtBot) -> AnalysisPane:
    """A pane whose Fairy-Stockfish has shown its line and stopped."""
    pane = AnalysisPane(engine_path=fairy_stockfish())
    qtbot.addWidget(pane)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1, timeout=5000)
    pane.stop()
    return pane


def _choose(pane: AnalysisPane, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Press "Engine…" and pick ``path`` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    pane.browse_button.click()


def test_a_program_that_is_no_engine_is_refused_at_once_naming_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    install_language("zh_Hans")
    pane = _analysing_pane(qtbot)
    engine = pane._path  # noqa: SLF001
    _choose(pane, Path("/bin/true"), monkeypatch)
    # the click returned before the program answered: the UI thread did not wait for it
    assert pane.status.text() == "正在检查引擎“true”…"
    qtbot.waitUntil(lambda: not pane._check.checking, timeout=5000)  # noqa: SLF001
    assert pane.status.text() == ("“true”不是 UCI 或 UCCI 引擎，未采用：引擎 '/bin/true' "
                                  "意外退出（退出码 0）")
    assert pane._path == engine and pane.engine_label.text() == "引擎：fairy-stockfish"
    pane.start()  # the engine in use still analyses
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1, timeout=5000)
    pane.stop()


@pytest.mark.parametrize("language, expected", [
    ("en", "“talker” is not a UCI or UCCI engine and was not taken: engine '{path}' sent no "
           "handshake reply within 0.5 s and was stopped"),
    ("vi", "“talker” không phải máy UCI hay UCCI nên không được dùng: máy '{path}' không "
           "gửi trả lời bắt tay trong 0.5 giây nên đã bị dừng"),
    ("zh_Hant", "「talker」不是 UCI 或 UCCI 引擎，未採用：引擎 '{path}' 在 0.5 秒內沒有回應握手，"
                "已被終止"),
])
def test_a_program_that_talks_but_never_answers_is_refused_after_both_handshakes(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, language: str,
        expected: str) -> None:
    install_language(language)
    talker = _script(tmp_path, "talker", "#!/bin/sh\necho hello\nexec sleep 30\n")
    pane = AnalysisPane(engine_path=fairy_stockfish())
    qtbot.addWidget(pane)
    pane._check.timeout_s = 0.5  # noqa: SLF001 (the real limit is 5 s for each handshake)
    _choose(pane, talker, monkeypatch)
    qtbot.waitUntil(lambda: not pane._check.checking, timeout=5000)  # noqa: SLF001
    assert pane.status.text() == expected.format(path=talker)
    assert pane._path == str(fairy_stockfish())  # noqa: SLF001
    qtbot.waitUntil(lambda: not transport._ENDING, timeout=3000)  # noqa: SLF001 (none left)


def test_a_new_engine_clears_the_old_engines_lines(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    pane = _analysing_pane(qtbot)
    assert pane.table.rowCount() == 1
    script = scripted_engine(tmp_path, ["h2e2"])
    _choose(pane, script, monkeypatch)
    assert pane.table.rowCount() == 1  # still checking: the old engine is still in use
    qtbot.waitUntil(lambda: pane._path == str(script), timeout=5000)  # noqa: SLF001
    assert pane.table.rowCount() == 0
    assert pane.engine_label.text() == "Engine: scripted-engine"
    assert pane.status.text() == ""
    assert pane.rows() == []


def test_an_engine_chosen_after_a_bad_one_analyses(qtbot: QtBot, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    pane = AnalysisPane(engine_path=tmp_path / "none")
    qtbot.addWidget(pane)
    pane.set_position(START_FEN, [])
    _choose(pane, fairy_stockfish(), monkeypatch)
    qtbot.waitUntil(lambda: pane._path == str(fairy_stockfish()), timeout=5000)  # noqa: SLF001
    assert pane._dialect is Dialect.UCI_FSF  # noqa: SLF001
    qtbot.waitUntil(lambda: not transport._ENDING, timeout=3000)  # noqa: SLF001 (probe quit)
    pane.start()
    qtbot.waitUntil(lambda: pane.table.rowCount() == 1, timeout=5000)
    pane.stop()


def test_an_engine_silent_to_uci_is_asked_ucci_and_analyses_in_it(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    engine = scripted_engine(tmp_path, [], protocol="ucci")  # silent to "uci"
    pane = AnalysisPane(engine_path=fairy_stockfish())
    qtbot.addWidget(pane)
    pane._check.timeout_s = 1.0  # noqa: SLF001
    _choose(pane, engine, monkeypatch)
    qtbot.waitUntil(lambda: pane._path == str(engine), timeout=5000)  # noqa: SLF001
    assert pane._dialect is Dialect.UCCI  # noqa: SLF001


# -- the New game dialog's and the game review's engine choosers (the same check) --------

def _browse_to(row: SeatRow | ReviewSettingsDialog, path: Path,
               monkeypatch: pytest.MonkeyPatch) -> None:
    """Press the row's or dialog's "Browse…" and pick ``path`` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    row.browse_button.click()


def _shown_whole(label: QLabel) -> bool:
    """True when the word-wrapped ``label`` is as high as its lines need (the dialog grew
    for them: a label squeezed to one line runs over the row below)."""
    return label.height() >= label.heightForWidth(label.width())


def _ok(buttons: QDialogButtonBox) -> QPushButton:
    return buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_the_new_game_dialog_refuses_a_program_that_is_no_engine_when_it_is_chosen(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    install_language("zh_Hans")
    dialog = NewGameDialog(date="2026.12.01", engine_path=str(fairy_stockfish()))
    qtbot.addWidget(dialog)
    red = dialog.red_seat_row
    _browse_to(red, Path("/bin/true"), monkeypatch)
    # chosen: the side is the engine's while the file is checked; the click did not wait
    assert red.player_box.currentIndex() == ENGINE_INDEX and red.choice.checking
    assert dialog.engine_note_label.text() == "正在检查引擎“true”…"
    assert not _ok(dialog.buttons).isEnabled()  # OK waits for the answer
    qtbot.waitUntil(lambda: not red.choice.checking, timeout=5000)
    assert red.player_box.currentIndex() == HUMAN_INDEX  # refused: back to a person
    assert not engine_item_enabled(red) and engine_item_enabled(dialog.black_seat_row)
    assert dialog.engine_note_label.text() == (
        "“true”不是 UCI 或 UCCI 引擎，未采用：引擎 '/bin/true' 意外退出（退出码 0）")
    assert _ok(dialog.buttons).isEnabled()
    assert setup_from_values(dialog.values()).red_engine is None
    red.path_edit.setText(str(fairy_stockfish()))  # another file: offered again
    assert engine_item_enabled(red) and dialog.engine_note_label.text() == ""


@pytest.mark.parametrize("language, expected", [
    ("vi", "“talker” không phải máy UCI hay UCCI nên không được dùng: máy '{path}' không "
           "gửi trả lời bắt tay trong 0.5 giây nên đã bị dừng"),
    ("en", "“talker” is not a UCI or UCCI engine and was not taken: engine '{path}' sent no "
           "handshake reply within 0.5 s and was stopped"),
])
def test_the_new_game_dialog_refuses_a_program_that_talks_but_never_answers(
        qtbot: QtBot, tmp_path: Path, language: str, expected: str) -> None:
    install_language(language)
    talker = _script(tmp_path, "talker", "#!/bin/sh\necho hello\nexec sleep 30\n")
    dialog = NewGameDialog(date="2026.12.01", engine_path=str(fairy_stockfish()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    black = dialog.black_seat_row
    black.choice.check.timeout_s = 0.5  # the real limit is 5 s for each handshake
    black.set_seat(SeatValues(engine=True, path=str(talker)))  # e.g. the last game's
    assert black.player_box.currentIndex() == ENGINE_INDEX
    qtbot.waitUntil(lambda: not black.choice.checking, timeout=5000)
    assert black.player_box.currentIndex() == HUMAN_INDEX
    assert dialog.engine_note_label.text() == expected.format(path=talker)
    qtbot.waitUntil(lambda: _shown_whole(dialog.engine_note_label), timeout=1000)
    qtbot.waitUntil(lambda: not transport._ENDING, timeout=3000)  # noqa: SLF001 (none left)


def test_the_new_game_dialog_takes_a_ucci_engine_and_remembers_an_engine_that_answered(
        qtbot: QtBot, tmp_path: Path) -> None:
    engine = scripted_engine(tmp_path, [], protocol="ucci")  # silent to "uci"
    dialog = NewGameDialog(date="2026.12.01", engine_path=str(engine))
    qtbot.addWidget(dialog)
    red = dialog.red_seat_row
    red.choice.check.timeout_s = 1.0
    red.player_box.setCurrentIndex(ENGINE_INDEX)
    qtbot.waitUntil(lambda: red.choice.engine is not None, timeout=5000)
    answered = red.choice.engine
    assert answered is not None and answered.dialect is Dialect.UCCI
    assert answered.name == "Scripted Illegal" and _ok(dialog.buttons).isEnabled()
    assert red.player_box.currentIndex() == ENGINE_INDEX
    assert setup_from_values(dialog.values()).red_engine is not None
    again = NewGameDialog(date="2026.12.01", engine_path=str(engine))
    qtbot.addWidget(again)
    row = again.red_seat_row
    row.player_box.setCurrentIndex(ENGINE_INDEX)
    assert row.choice.check._transport is None  # noqa: SLF001 (answered from memory)
    qtbot.waitUntil(lambda: row.choice.engine == answered, timeout=1000)
    engine.write_text("#!/bin/sh\n")  # the file changed: checked again, and refused
    third = NewGameDialog(date="2026.12.01", engine_path=str(engine))
    qtbot.addWidget(third)
    row = third.red_seat_row
    row.player_box.setCurrentIndex(ENGINE_INDEX)
    assert row.choice.check._transport is not None  # noqa: SLF001 (started again)
    qtbot.waitUntil(lambda: row.choice.refusal is not None, timeout=5000)
    assert row.player_box.currentIndex() == HUMAN_INDEX and row.choice.engine is None


def test_the_review_takes_only_an_engine_that_answers(qtbot: QtBot,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    install_language("zh_Hant")
    dialog = ReviewSettingsDialog(ReviewSettings(), default_engine="/bin/true")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ok = _ok(dialog.buttons)
    assert not ok.isEnabled() and dialog.engine_status.text() == "正在檢查引擎「true」…"
    qtbot.waitUntil(lambda: not dialog.choice.checking, timeout=5000)
    assert not ok.isEnabled()
    assert dialog.engine_status.text() == (
        "「true」不是 UCI 或 UCCI 引擎，未採用：引擎 '/bin/true' 意外結束（結束碼 0）")
    lines = dialog.engine_status.heightForWidth(dialog.engine_status.width())
    assert lines > dialog.engine_status.fontMetrics().height() * 1.5  # two lines at least
    qtbot.waitUntil(lambda: _shown_whole(dialog.engine_status), timeout=1000)  # not cut
    _browse_to(dialog, fairy_stockfish(), monkeypatch)
    assert not ok.isEnabled() and dialog.engine_status.text() == \
        "正在檢查引擎「fairy-stockfish」…"
    qtbot.waitUntil(ok.isEnabled, timeout=5000)
    assert dialog.engine_status.text() == ""
    assert dialog.settings().engine == str(fairy_stockfish())
    dialog.engine_edit.setText("/bin/tru")  # typing: no answer is taken for another path
    assert not ok.isEnabled()
    qtbot.waitUntil(lambda: dialog.choice.refusal is not None, timeout=5000)
    assert "“tru”" not in dialog.engine_status.text() and "「tru」" in \
        dialog.engine_status.text()
    qtbot.waitUntil(lambda: not transport._ENDING, timeout=3000)  # noqa: SLF001 (none left)


# -- what the check learns: the protocol from the answer, not from the file name ----------

def _renamed(path: Path, name: str) -> Path:
    return path.rename(path.with_name(name))


@pytest.mark.parametrize("kind, name, expected", [
    ("uci", "fairy-stockfish", Dialect.UCI),  # a UCI engine without UCI_Variant xiangqi
    ("ucci", "fairy-stockfish", Dialect.UCCI),  # silent to "uci" whatever its name says
    ("real", "pikafish", Dialect.UCI_FSF),  # Fairy-Stockfish: ranks 1..10, UCI_Variant
    ("real", "eleeye", Dialect.UCCI),  # asked "ucci" first, Fairy-Stockfish answers it
])
def test_the_check_learns_the_protocol_from_the_answer_not_the_file_name(
        qtbot: QtBot, tmp_path: Path, kind: str, name: str, expected: Dialect) -> None:
    if kind == "real":
        path = tmp_path / name
        path.symlink_to(fairy_stockfish())
    else:
        path = _renamed(scripted_engine(tmp_path, [], protocol=kind), name)
    # a scripted engine silent to the first handshake gets the second after 1 s; the real
    # engine keeps the window's 5 s (slower to answer "uci", it would be asked "ucci")
    check = EngineCheck(timeout_s=5.0 if kind == "real" else 1.0)
    with qtbot.waitSignal(check.accepted, timeout=5000) as answered:
        check.check(path)
    engine = answered.args[0]
    assert isinstance(engine, CheckedEngine)
    assert (engine.path, engine.dialect) == (str(path), expected)
    qtbot.waitUntil(lambda: not transport._ENDING, timeout=3000)  # noqa: SLF001 (none left)
