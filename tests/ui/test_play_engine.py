"""Playing against the real Fairy-Stockfish in the main window.

Real mouse events at square centres of the window's BoardWidget for the person (Red), the
real engine for Black at a fixed movetime, the real monotonic clock. The engine's replies
must be legal (checked with the rules core), appear on the score sheet in Chinese notation
(compared with :func:`xiangqi_gui.notation.write_chinese` on the replayed positions), and
cost Black clock time. Also: the new-game dialog's Human / Engine choice.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag
from tests.app.test_engine_game import live_session
from tests.engine.real_engine import fairy_stockfish
from tests.engine.scripted import scripted_engine
from xiangqi_gui.app.session import AppSession, setup_from_values, values_from_setup
from xiangqi_gui.clock import ClockStatus, Side
from xiangqi_gui.engine import Dialect
from xiangqi_gui.notation import write_chinese
from xiangqi_gui.play.setup import EngineSeat, GameSetup
from xiangqi_gui.rules import Color, Move, Position
from xiangqi_gui.ui.new_game_dialog import ENGINE_INDEX, HUMAN_INDEX, NewGameDialog, SeatRow

MOVETIME_MS = 100
REPLY_TIMEOUT_MS = 5000
#: Red's moves, in order of preference; the first legal one is played each turn.
RED_CANDIDATES = ["h2e2", "b0c2", "h0g2", "i0h0", "a0a1", "g3g4", "c3c4", "e3e4", "b2b6"]


def status(session: AppSession) -> str:
    return session.window.statusBar().currentMessage()


def test_person_plays_red_by_mouse_against_fairy_stockfish(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    engine = fairy_stockfish()
    setup = GameSetup.casual(red="Club player", black="Fairy-Stockfish",
                             black_engine=EngineSeat(str(engine), movetime_ms=MOVETIME_MS))
    session = live_session(qtbot, tmp_path, setup)
    c, board = session.controller, session.window.board
    clock = c.clock
    assert clock is not None and c.game.is_engine(Color.BLACK) and not c.game.is_engine(Color.RED)
    black_start = clock.remaining(Side.BLACK)
    pos = Position()
    for turn in range(3):
        red = next(m for m in RED_CANDIDATES if pos.is_legal(Move.from_iccs(m)))
        drag(qtbot, board, red[:2], red[2:])
        assert c.game.moves[-1] == Move.from_iccs(red)
        assert "Engine is thinking…" in status(session)
        assert not c.game.can_move()  # the board takes no move while the engine thinks
        drag(qtbot, board, "h9", "g7")  # a black move by hand is ignored
        assert len(c.game.moves) == 2 * turn + 1
        pos.push(Move.from_iccs(red))
        qtbot.waitUntil(lambda n=2 * turn + 2: len(c.game.moves) == n, timeout=REPLY_TIMEOUT_MS)
        reply = c.game.moves[-1]
        assert pos.is_legal(reply), f"engine reply {reply.iccs} illegal in {pos.fen()}"
        pos.push(reply)
        assert c.game.can_move() and c.game.arbiter.turn is Color.RED
    rows = session.window.sheet.rows
    replay = Position()
    for ply, move in enumerate(c.game.moves, start=1):
        assert rows.entry(ply).text("chinese") == write_chinese(replay, move)
        replay.push(move)
    increment = clock.control(Side.BLACK).stage(0).increment_ns  # credited at each press
    black_used = black_start + 3 * increment - clock.remaining(Side.BLACK)
    assert black_used >= 3 * (MOVETIME_MS - 10) * 1_000_000  # Black's face ran 3 times
    assert clock.moves(Side.BLACK) == 3
    times = [e.time_ns for e in c.game.sheet.entries]
    assert all(t is not None and t >= (MOVETIME_MS - 10) * 1_000_000 for t in times[1::2])
    assert clock.running is Side.RED
    session.window.close()


def test_new_game_dialog_defaults_to_humans_and_offers_the_found_engine(qtbot: QtBot) -> None:
    engine = str(fairy_stockfish())
    dialog = NewGameDialog(date="2026.11.30", engine_path=engine)
    qtbot.addWidget(dialog)
    red, black = dialog.red_seat_row, dialog.black_seat_row
    assert red.player_box.currentIndex() == HUMAN_INDEX
    assert black.player_box.currentIndex() == HUMAN_INDEX
    assert black.path_edit.text() == engine and dialog.engine_note_label.text() == ""
    assert not black.think_spin.isEnabled()
    black.player_box.setCurrentIndex(ENGINE_INDEX)
    black.think_spin.setValue(0.5)
    dialog.competition_box.setCurrentIndex(dialog.competition_box.findData("casual"))
    setup = setup_from_values(dialog.values())
    assert setup.red_engine is None
    assert setup.black_engine == EngineSeat(engine, None, 500)
    assert setup.black == "fairy-stockfish"  # the default name is replaced by the engine's
    black.think_spin.setValue(0.0)  # "follow the game clock"
    assert black.think_spin.text() == "follow the game clock"
    assert setup_from_values(dialog.values()).black_engine == EngineSeat(engine)
    again = NewGameDialog(date="2026.11.30", engine_path=engine)
    qtbot.addWidget(again)
    again.set_values(values_from_setup(setup, engine))
    assert again.black_seat_row.player_box.currentIndex() == ENGINE_INDEX
    assert again.black_seat_row.think_spin.value() == pytest.approx(0.5)
    assert again.red_seat_row.player_box.currentIndex() == HUMAN_INDEX


def test_new_game_dialog_disables_the_engine_choice_with_the_reason(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    reason = "no engine found: looked for fairy-stockfish on PATH"
    dialog = NewGameDialog(date="2026.11.30", engine_path="", engine_note=reason)
    qtbot.addWidget(dialog)
    row = dialog.red_seat_row
    assert not engine_item_enabled(dialog.red_seat_row)
    assert not engine_item_enabled(dialog.black_seat_row)
    assert reason in dialog.engine_note_label.text()
    text_file = tmp_path / "engine.txt"
    text_file.write_text("not a program")
    row.path_edit.setText(str(text_file))
    assert "is not an executable file" in dialog.engine_note_label.text()
    row.player_box.setCurrentIndex(ENGINE_INDEX)
    assert row.player_box.currentIndex() == HUMAN_INDEX  # the disabled choice is refused
    assert setup_from_values(dialog.values()).red_engine is None
    program = scripted_engine(tmp_path, [])  # answers the handshake it is checked with
    row.path_edit.setText(str(program))
    assert engine_item_enabled(row) and not engine_item_enabled(dialog.black_seat_row)
    row.player_box.setCurrentIndex(ENGINE_INDEX)
    qtbot.waitUntil(lambda: row.choice.engine is not None, timeout=5000)
    assert row.player_box.currentIndex() == ENGINE_INDEX  # it answered: taken
    # the seat keeps the protocol the check learned (it answered "uci")
    assert setup_from_values(dialog.values()).red_engine == EngineSeat(str(program), Dialect.UCI)


def engine_item_enabled(row: SeatRow) -> bool:
    model = row.player_box.model()
    return bool(model.flags(model.index(ENGINE_INDEX, 0)) & Qt.ItemFlag.ItemIsEnabled)


def test_clock_status_is_running_for_the_engine_while_it_thinks(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    engine = fairy_stockfish()
    setup = GameSetup.casual(red_engine=EngineSeat(str(engine), movetime_ms=300))
    session = live_session(qtbot, tmp_path, setup)
    c = session.controller
    clock = c.clock
    assert clock is not None and clock.status is ClockStatus.RUNNING
    assert clock.running is Side.RED and c.engine_thinking  # Red's engine moves first
    assert "Engine is thinking…" in status(session)
    qtbot.waitUntil(lambda: len(c.game.moves) == 1, timeout=REPLY_TIMEOUT_MS)
    assert Position().is_legal(c.game.moves[0]) and clock.running is Side.BLACK
    assert c.game.can_move()  # now the person plays Black
    session.window.close()
