"""The live game in a real window (pytest-qt): press time stamps, the self-kill end, the demo
board's result and closing, quitting a running game."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session, open_and_wait
from tests.conftest import corpus_path
from xiangqi_gui.app.demo_feed import open_demo_board
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.clock import ClockStatus, Side
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, Termination
from xiangqi_gui.ui.print_sheet import PRINT_CXA

MS = 1_000_000


def _mouse(kind: QEvent.Type, stamp_ms: int) -> QMouseEvent:
    button = Qt.MouseButton.LeftButton if kind is QEvent.Type.MouseButtonPress \
        else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(12, 12), QPointF(12, 12), button, button,
                        Qt.KeyboardModifier.NoModifier)
    event.setTimestamp(stamp_ms)
    return event


def test_a_press_counts_at_its_time_stamp_when_the_loop_was_busy(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    # issue 12's acceptance: a slot blocks the event loop for 2 s while a press stamped
    # 1 s earlier waits in the queue; the clock charges the press at its time stamp
    session = make_session(qtbot, tmp_path, GameSetup(competition="provincial"),
                           time.monotonic_ns)
    game = session.controller.game
    started = game.log[0]["t"]  # the arbiter started Red's clock (make_session)
    assert game.log[0]["op"] == "toggle_clock"
    qtbot.wait(600)
    drag(qtbot, session.window.board, "h2", "e2")
    qtbot.wait(1200)  # Red thinks before pressing (the press is stamped 1 s back)
    face = session.window.clock_widget.faces[Side.RED]
    QApplication.sendEvent(face, _mouse(QEvent.Type.MouseMove,
                                        time.monotonic_ns() // MS))  # a prompt input
    pressed: list[int] = []

    def busy_slot() -> None:
        stamp = time.monotonic_ns() // MS - 1000
        pressed.append(stamp * MS)
        QCoreApplication.postEvent(face, _mouse(QEvent.Type.MouseButtonPress, stamp))
        time.sleep(2)

    QTimer.singleShot(0, busy_slot)
    qtbot.waitUntil(lambda: game.awaiting_press is None, timeout=6000)
    used = game.sheet.entry(1).time_ns
    assert used is not None
    assert abs(used - (pressed[0] - started)) <= 5 * MS
    assert game.clock.running is Side.BLACK


def test_self_kill_by_mouse_ends_the_game_and_is_not_offered_again(qtbot: QtBot,
                                                                   tmp_path: Path) -> None:
    setup = GameSetup(competition="provincial",
                      start_fen="3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1")
    session = make_session(qtbot, tmp_path, setup)
    drag(qtbot, session.window.board, "e1", "a1")  # the chariot leaves the general exposed
    game = session.controller.game
    assert game.outcome is not None
    assert (game.outcome.result, game.outcome.termination) == ("0-1", Termination.SELF_KILL)
    assert game.clock.status is ClockStatus.STOPPED
    assert session.end_dialog is not None and "4.1.3" in session.end_dialog.ending_label.text()
    assert "自杀" in session.window.sheet.rows.notes(1)[0].text
    asked: list[str] = []
    later = create_session(build_parser().parse_args([]), folder=tmp_path,
                           ask=lambda _t, q: asked.append(q) is None, resume=True)
    qtbot.addWidget(later.window)
    assert asked == [] and later.controller.game.moves == []


def test_demo_board_shows_no_result_before_the_records_last_move(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    path = corpus_path("walker8088-cchess/tests/data/BadMoveTest1.xqf")  # 43 plies, 1-0
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    window, _ = open_demo_board(session, -1)
    qtbot.addWidget(window)
    assert open_and_wait(qtbot, session, str(path))
    record = session.browser.record
    assert record is not None and record.headers.get("Result") in ("1-0", "0-1", "1/2-1/2")
    session.navigate(9)
    assert window.ply() == 9 and window.outcome_text() == ""
    session.navigate(-1, absolute=True)
    assert window.ply() == len(session.browser.line)
    assert "1-0" in window.outcome_text()


def test_demo_board_closes_with_the_main_window(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual())
    window, _ = open_demo_board(session, -1)
    qtbot.addWidget(window)
    assert window.isVisible()
    session.window.quit_action.trigger()  # File ▸ Quit, no game running: no question
    assert not session.window.isVisible() and not window.isVisible()


def test_quitting_a_running_game_asks_first(qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[str] = []
    answers = [False, True]
    session = create_session(build_parser().parse_args([]), folder=tmp_path,
                             ask=lambda _t, q: asked.append(q) is None and answers.pop(0),
                             setup=GameSetup.casual())
    qtbot.addWidget(session.window)
    session.window.show()
    qtbot.waitExposed(session.window)
    session.window.board.set_animation_ms(0)
    drag(qtbot, session.window.board, "h2", "e2")
    assert session.controller.game.moves and session.controller.game.turn is Color.BLACK
    session.window.quit_action.trigger()  # Ctrl+Q: asked, declined
    assert len(asked) == 1 and "in progress" in asked[0] and session.window.isVisible()
    session.window.quit_action.trigger()  # asked again, confirmed
    assert len(asked) == 2 and not session.window.isVisible()


def test_arbiter_actions_are_on_the_printed_sheet(qtbot: QtBot, tmp_path: Path) -> None:
    import pypdf

    from xiangqi_gui.clock import minutes
    from xiangqi_gui.play.live import LiveGame

    session = make_session(qtbot, tmp_path, GameSetup(competition="provincial"))
    c = session.controller
    drag(qtbot, session.window.board, "h2", "e2")
    c.act(LiveGame.press_clock, Color.RED)
    drag(qtbot, session.window.board, "h9", "g7")
    c.act(LiveGame.press_clock, Color.BLACK)
    c.act(LiveGame.record_foul, Color.BLACK, "8.1.9", "talking")  # during Red's time
    c.act(LiveGame.correct_time, Color.RED, minutes(50))
    pdf = tmp_path / "sheet.pdf"
    session.print_language = None  # Preferences ▸ Printed score sheet: the interface language
    assert session.export_pdf(str(pdf)) is not None  # English UI: translated labels
    text = "".join(page.extract_text() for page in pypdf.PdfReader(str(pdf)).pages)
    compact = "".join(text.split())
    assert "B:Foul8.1.9" in compact and "R:Foul" not in compact
    assert "Black'sfouls:move1Foul8.1.9:talking" in compact
    session.print_language = PRINT_CXA  # the default: the CXA form, whatever the UI language
    assert session.export_pdf(str(pdf)) is not None
    text = "".join(page.extract_text() for page in pypdf.PdfReader(str(pdf)).pages)
    compact = "".join(text.split())
    assert "黑：犯规8.1.9" in compact and "红：犯规" not in compact
    assert "裁判改时红方0:50:00" in compact
