"""The protocol an engine's check learned is the one it is started in, wherever it plays.

An engine file chosen in the window is checked by a UCI/UCCI handshake
(:class:`~xiangqi_gui.engine.qt.check.EngineCheck`), which learns its protocol. Each path
that starts an engine is tried here with engines whose file names say nothing about it:

* ``scripted-engine``: a scripted UCCI-only engine (silent to ``uci``), as an ElephantEye
  build renamed by its owner;
* ``myengine``: the real Fairy-Stockfish under that name (a link): it answers ``uci`` but
  numbers ranks 1..10 and plays Xiangqi only after ``UCI_Variant xiangqi``;
* the real ``/usr/games/fairy-stockfish`` itself.

Paths: an engine seat chosen in the New game dialog plays in the live game, and again
after the game is resumed from its journal (a new process); the game review chosen in its
dialog, and again from the remembered settings; the analysis pane's "Engine…". Real
processes, real widgets (pytest-qt, offscreen).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.app.paths import journal_path
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.engine import Dialect
from xiangqi_gui.engine.qt.check import EngineCheck
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import START_FEN, Color, Move, Position
from xiangqi_gui.ui.analysis_pane import AnalysisPane
from xiangqi_gui.ui.new_game_dialog import ENGINE_INDEX, NewGameDialog
from xiangqi_gui.ui.review_dialog import ReviewSettingsDialog

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX programs")

REPLY_TIMEOUT_MS = 5000
SILENT_S = 1.0
"""The scripted engine's check waits this long for an answer to ``uci`` before it asks
``ucci`` (the window waits 5 s; the real engines' checks keep that limit: a real engine
slow to answer on a loaded machine would be asked ``ucci`` next, which Fairy-Stockfish
answers too)."""
#: The line the scripted engine plays: ``OPENING[n]`` in the position after ``n`` of its
#: moves (Black's replies in the games; in the review the moves played, then a move for
#: the last position; the first in the analysis).
OPENING = ["h2e2", "h9g7", "h0g2", "i9h9"]
ENGINES = ["scripted-ucci", "renamed-fairy-stockfish", "fairy-stockfish"]


def _engine(kind: str, folder: Path) -> tuple[Path, Dialect]:
    """The engine file of ``kind`` (see the module docstring) and the protocol its check
    must learn."""
    folder.mkdir(exist_ok=True)
    if kind == "scripted-ucci":
        return scripted_engine(folder, [], protocol="ucci", line=OPENING), Dialect.UCCI
    real = fairy_stockfish()
    if kind == "fairy-stockfish":
        return real, Dialect.UCI_FSF
    link = folder / "myengine"
    link.symlink_to(real)
    return link, Dialect.UCI_FSF


def _answer_modal(qtbot: QtBot, fill: Callable[[QApplication], None]) -> list[str]:
    """Run ``fill`` on the next modal dialog once it is open; the list it returns gets
    the failure of ``fill`` (a failed assertion inside a dialog's event loop)."""
    failures: list[str] = []

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            fill(dialog)  # type: ignore[arg-type]
        except Exception as exc:  # noqa: BLE001 (reported by the test after the dialog)
            failures.append(repr(exc))
            dialog.reject()  # type: ignore[union-attr]

    QTimer.singleShot(100, run)
    return failures


def _shorten_check(check: EngineCheck, path: Path) -> None:
    """Let the scripted engine's check ask ``ucci`` after :data:`SILENT_S`."""
    if path.name == "scripted-engine":
        check.timeout_s = SILENT_S


def _ok_enabled(buttons: QDialogButtonBox) -> bool:
    return buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def _new_game_with_black_engine(qtbot: QtBot, session: AppSession, path: Path) -> None:
    """File ▸ New game: Black played by the engine at ``path`` (0.1 s a move), casual."""

    def fill(dialog: object) -> None:
        assert isinstance(dialog, NewGameDialog)
        row = dialog.black_seat_row
        _shorten_check(row.choice.check, path)
        row.path_edit.setText(str(path))
        row.player_box.setCurrentIndex(ENGINE_INDEX)
        row.think_spin.setValue(0.1)
        dialog.competition_box.setCurrentIndex(dialog.competition_box.findData("casual"))
        qtbot.waitUntil(lambda: row.choice.engine is not None and _ok_enabled(dialog.buttons),
                        timeout=REPLY_TIMEOUT_MS)
        dialog.accept()

    failures = _answer_modal(qtbot, fill)
    session.new_game_dialog()
    assert failures == []


def _engine_replies(qtbot: QtBot, session: AppSession, red: str) -> Move:
    """Red plays ``red`` by mouse; the engine's reply (waited for), checked legal."""
    c = session.controller
    before = Position()
    for move in c.game.moves:
        before.push(move)
    plies = len(c.game.moves)
    drag(qtbot, session.window.board, red[:2], red[2:])
    assert c.game.moves[-1] == Move.from_iccs(red)
    before.push(Move.from_iccs(red))
    qtbot.waitUntil(lambda: len(c.game.moves) == plies + 2 or not c.game.is_engine(Color.BLACK),
                    timeout=REPLY_TIMEOUT_MS)
    assert c.game.is_engine(Color.BLACK), session.window.statusBar().currentMessage()
    reply = c.game.moves[-1]
    assert before.is_legal(reply), f"{reply.iccs} is illegal in {before.fen()}"
    return reply


def _journal_seat(folder: Path) -> dict[str, object]:
    """Black's engine seat as the journal's header keeps it."""
    contents = Journal(journal_path(folder)).read()
    assert contents is not None
    seat = contents.header["setup"]["black_engine"]
    assert isinstance(seat, dict)
    return seat


def _game_against(qtbot: QtBot, folder: Path, kind: str) -> tuple[AppSession, Path, Dialect]:
    """A window whose game against the ``kind`` engine (Black, chosen in the New game
    dialog) has its first move and the engine's reply; the engine's file and the protocol
    its check must learn."""
    path, dialect = _engine(kind, folder / "engines")
    session = make_session(qtbot, folder, clock=time.monotonic_ns)
    _new_game_with_black_engine(qtbot, session, path)
    reply = _engine_replies(qtbot, session, "h2e2")
    if kind == "scripted-ucci":
        assert reply == Move.from_iccs(OPENING[1])  # its line's move
    return session, path, dialect


@pytest.mark.parametrize("kind", ENGINES)
def test_an_engine_chosen_in_the_new_game_dialog_plays_in_the_protocol_it_answered(
        qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    session, path, dialect = _game_against(qtbot, tmp_path, kind)
    seat = session.controller.game.setup.black_engine
    assert seat is not None and seat.path == str(path) and seat.dialect is dialect
    assert session.preferences is not None  # the next New game offers the same engine
    last = session.preferences.last_setup()
    assert last is not None and last.black_engine == seat
    session.window.close()


@pytest.mark.parametrize("kind", ENGINES)
def test_a_resumed_game_starts_its_engine_in_the_protocol_its_check_learned(
        qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    first, _path, dialect = _game_against(qtbot, tmp_path, kind)
    assert _journal_seat(tmp_path)["dialect"] == dialect.value
    first.window.close()  # the journal keeps the game, Red to move
    second = make_session(qtbot, tmp_path, clock=time.monotonic_ns, resume=True)
    c = second.controller
    assert len(c.game.moves) == 2 and c.game.is_engine(Color.BLACK)
    seat = c.game.setup.black_engine
    assert seat is not None and seat.dialect is dialect
    c.toggle_clock()  # the arbiter restarts the clock after the resume
    reply = _engine_replies(qtbot, second, "h0g2")  # a fresh process, from the journal
    if kind == "scripted-ucci":
        assert reply == Move.from_iccs(OPENING[3])
    second.window.close()


def test_an_engine_seat_of_an_older_journal_has_no_protocol_and_is_read() -> None:
    data = GameSetup.casual().to_dict()
    data["black_engine"] = {"path": "/usr/games/fairy-stockfish", "movetime_ms": 100,
                            "depth": None, "skill": None, "elo": None}  # no "dialect" yet
    seat = GameSetup.from_dict(json.loads(json.dumps(data))).black_engine
    assert seat is not None and seat.dialect is None and seat.movetime_ms == 100


def _review_session(qtbot: QtBot, folder: Path) -> AppSession:
    """A window browsing a record of the first three moves of :data:`OPENING`."""
    record = folder / "opening.pgn"
    record.write_text('[Event "protocol"]\n\n1. 炮二平五 马8进7 2. 马二进三 *\n',
                      encoding="utf-8")
    return make_session(qtbot, folder, file=str(record))


@pytest.mark.parametrize("kind", ENGINES)
def test_the_review_uses_the_protocol_its_dialog_learned_and_remembers_it(
        qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    path, dialect = _engine(kind, tmp_path / "engines")
    session = _review_session(qtbot, tmp_path)
    study = session.study

    def fill(dialog: object) -> None:
        assert isinstance(dialog, ReviewSettingsDialog)
        _shorten_check(dialog.choice.check, path)
        dialog.engine_edit.setText(str(path))
        dialog.depth_spin.setValue(4)
        qtbot.waitUntil(lambda: _ok_enabled(dialog.buttons), timeout=REPLY_TIMEOUT_MS)
        dialog.accept()

    ended: list[object] = []
    study.review.finished.connect(lambda reviews: ended.append(reviews))
    study.review.failed.connect(lambda text: ended.append(text))
    failures = _answer_modal(qtbot, fill)
    study.start_review()
    assert failures == []
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    reviews = ended.pop()
    assert isinstance(reviews, list), reviews  # not the failure's words
    assert [r.ply for r in reviews] == [0, 1, 2, 3]
    if kind == "scripted-ucci":
        assert [r.best.iccs for r in reviews] == OPENING  # its scripted moves, in UCCI
    assert session.preferences is not None
    settings = session.preferences.review_settings()
    assert (settings.engine, settings.depth) == (str(path), 4)
    assert getattr(settings, "dialect", None) is dialect
    study.review_with(settings)  # again, from the remembered settings
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    assert isinstance(ended.pop(), list)
    session.window.close()


@pytest.mark.parametrize("kind", ENGINES)
def test_the_analysis_pane_analyses_in_the_protocol_its_check_learned(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    path, dialect = _engine(kind, tmp_path / "engines")
    pane = AnalysisPane(engine_path=tmp_path / "none")
    qtbot.addWidget(pane)
    _shorten_check(pane._check, path)  # noqa: SLF001
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(path), ""))
    pane.browse_button.click()  # "Engine…"
    qtbot.waitUntil(lambda: pane._path == str(path), timeout=REPLY_TIMEOUT_MS)  # noqa: SLF001
    assert pane._dialect is dialect  # noqa: SLF001
    failed: list[str] = []
    pane.failed.connect(failed.append)
    pane.set_position(START_FEN, [])
    pane.start()
    qtbot.waitUntil(lambda: bool(pane.rows()) or bool(failed), timeout=REPLY_TIMEOUT_MS)
    assert failed == []
    first = pane.rows()[0].first
    assert first is not None and first in Position().legal_moves()
    if kind == "scripted-ucci":
        assert first == Move.from_iccs("h2e2")
    pane.stop()
