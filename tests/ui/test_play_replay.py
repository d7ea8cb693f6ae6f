"""Replay a complete corpus game that ends in mate, by mouse, with clock presses.

Game 7 of wukong's ``xqdb_traditional.pgn`` (World Xiangqi Championships 1997, LE Thien Vi
- BI BingJian): 43 plies, Red mates with 22. 车五进一. Each move is dragged (Red) or
click-clicked (Black) on the board of the main window, and the mover then clicks the own
clock face (physical clock, provincial preset). Checked: the arbiter's Outcome (1-0,
checkmate, art. 4.1.1), the score sheet texts against the file's own movetext (Chinese,
full-width Black digits), thinking times, and the printed score sheet (PDF read back with
pypdf: the players' names, the result line).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import NS, click_move, drag, make_session
from tests.conftest import corpus_path
from xiangqi_gui.clock import ClockStatus, ManualTimeSource, Side
from xiangqi_gui.formats import load_file
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, Termination, square_name

pypdf = pytest.importorskip("pypdf")

RECORD = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"
GAME = 6


def movetext_tokens(path: Path, game: int) -> list[str]:
    """The move tokens of game ``game`` exactly as the file writes them."""
    text = path.read_text(encoding="utf-8")
    chunks = re.split(r"(?m)^\[Event ", text)[1:]
    body = chunks[game].split("\n\n", 1)[1]
    return [t for t in body.split() if not re.fullmatch(r"\d+\.|1-0|0-1|1/2-1/2|\*", t)]


def test_mate_game_replayed_by_mouse_with_clock_presses(qtbot: QtBot, tmp_path: Path) -> None:
    path = corpus_path(RECORD)
    record = load_file(path).games[GAME].record
    red, black = record.headers["Red"], record.headers["Black"]
    assert (red, black) == ("LE Thien Vi", "BI BingJian")
    tokens = movetext_tokens(path, GAME)
    moves = record.mainline_moves()
    assert len(moves) == len(tokens) == 43
    clock_time = ManualTimeSource(10_000 * NS)
    setup = GameSetup(red=red, black=black, event=record.headers["Event"], round="7",
                      competition="provincial", arbiter="Test Arbiter")
    session = make_session(qtbot, tmp_path, setup, clock_time)
    board = session.window.board
    board.set_flipped(True)  # Black's view: same squares sent (case R21, docs/references.md §8)
    for ply, move in enumerate(moves, start=1):
        clock_time.advance((ply % 7 + 2) * NS)
        origin, target = square_name(move.from_square), square_name(move.to_square)
        gesture = drag if ply % 2 else click_move
        gesture(qtbot, board, origin, target)
        game = session.controller.game
        assert len(game.moves) == ply, session.window.statusBar().currentMessage()
        if session.controller.game.outcome is None:
            mover = Side.RED if ply % 2 else Side.BLACK
            QTest.mouseClick(session.window.clock_widget.faces[mover], Qt.MouseButton.LeftButton)
    controller = session.controller
    outcome = controller.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.termination, outcome.article) == (
        "1-0", Termination.CHECKMATE, "4.1.1")
    assert controller.game.arbiter.fouls == []
    clock = controller.clock
    assert clock is not None and clock.status is ClockStatus.STOPPED
    assert not controller.game.can_move()
    rows = session.window.sheet.rows
    assert [rows.entry(p).text("chinese", fullwidth=True) for p in range(1, 44)] == tokens
    assert rows.entry(43).text("chinese") == "车五进一"
    assert rows.entry(2).text("abbr") == "马23"
    assert [rows.entry(p).time_ns for p in (1, 2, 43)] == [3 * NS, 4 * NS, 3 * NS]
    dialog = session.end_dialog
    assert dialog is not None and "art. 4.1.1" in dialog.ending_label.text()
    assert controller.game.headers()["Result"] == "1-0"

    pdf = tmp_path / "sheet.pdf"
    pages = session.export_pdf(str(pdf))
    assert pages is not None and pages >= 1
    assert pdf.stat().st_size > 1000
    text = "".join(page.extract_text() for page in pypdf.PdfReader(str(pdf)).pages)
    compact = "".join(text.split())
    assert "LEThienVi" in compact and "BIBingJian" in compact
    assert "1-0" in text and "4.1.1" in text
    from xiangqi_gui.app.main import build_parser, create_session

    asked: list[str] = []  # an ended game is never offered for resume
    later = create_session(build_parser().parse_args([]), folder=tmp_path,
                           ask=lambda _t, q: asked.append(q) is None, resume=True)
    qtbot.addWidget(later.window)
    assert asked == [] and later.controller.game.moves == []
    assert rows.side_of(43) is Color.RED
