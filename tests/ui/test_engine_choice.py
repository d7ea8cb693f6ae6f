"""Choosing the analysis engine (issue 11, fresh-user trial): a file chosen with "Engine…"
is checked at once by a UCI/UCCI handshake in the background, a file that is no engine is
refused with a message naming it (in the UI language) and the engine in use stays; a new
engine clears the old engine's lines. Real programs: /bin/true, small scripts, the real
Fairy-Stockfish."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.engine import Dialect
from xiangqi_gui.engine.qt import transport
from xiangqi_gui.rules import START_FEN
from xiangqi_gui.ui.analysis_pane import AnalysisPane
from xiangqi_gui.ui.i18n import install_language

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
