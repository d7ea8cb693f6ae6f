"""MainWindow and the ``xiangqi-gui`` entry point (without entering the event loop)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from xiangqi_gui.app.main import build_parser, create_window, pending_notes
from xiangqi_gui.rules import START_FEN, Position, parse_square
from xiangqi_gui.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    win = create_window(build_parser().parse_args([]))
    qtbot.addWidget(win)
    return win


def test_window_shows_start_position_from_rules_core(window: MainWindow) -> None:
    assert window.windowTitle() == "xiangqi_gui"
    pos = Position()
    assert pos.fen() == START_FEN
    expected = {sq: p.symbol() for sq in range(90) if (p := pos.piece_at(sq)) is not None}
    assert window.board.pieces() == expected
    assert len(expected) == 32
    assert window.board.pieces()[parse_square("e0")] == "K"
    assert window.board.pieces()[parse_square("e9")] == "k"


def test_menus_and_placeholders(window: MainWindow) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&View"]
    assert window.quit_action.text() == "&Quit"
    clock = window.findChild(QLabel, "clockPlaceholder")
    sheet = window.findChild(QLabel, "scoreSheetPlaceholder")
    assert clock is not None and "coming" in clock.text()
    assert sheet is not None and "coming" in sheet.text()
    assert "Red to move" in window.statusBar().currentMessage()


def test_view_flip_rotates_the_board(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    qtbot.waitExposed(window)
    board = window.board
    e0_before = board.square_center(parse_square("e0"))
    window.flip_action.trigger()
    assert board.is_flipped()
    e0_after = board.square_center(parse_square("e0"))
    assert e0_after.y() < e0_before.y()  # Red's general moved to the top
    assert board.pieces()[parse_square("e0")] == "K"  # the model did not change
    window.flip_action.trigger()
    assert not board.is_flipped()


def test_touch_move_refusal_reaches_the_status_bar(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    qtbot.waitExposed(window)
    board = window.board
    reason = "Touch-move: move the cannon on h2"
    board.set_locked_selection(parse_square("h2"), reason)
    c = board.square_center(parse_square("b2"))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(round(c.x()), round(c.y())))
    assert window.statusBar().currentMessage() == reason


def test_file_argument_is_acknowledged_not_fatal(qtbot: QtBot, tmp_path: Path) -> None:
    record = tmp_path / "game.pgn"
    record.write_text('[Event "x"]\n', encoding="utf-8")
    args = build_parser().parse_args([str(record), "--demo-board"])
    assert args.demo_board == -1
    win = create_window(args)
    qtbot.addWidget(win)
    message = win.statusBar().currentMessage()
    assert "game.pgn was not loaded" in message and "demo board" in message
    missing = build_parser().parse_args([str(tmp_path / "nope.xqf"), "--demo-board", "2"])
    assert missing.demo_board == 2
    assert pending_notes(missing)[0] == f"File not found: {tmp_path / 'nope.xqf'}"
    assert pending_notes(build_parser().parse_args([])) == []
