"""The core's messages in a real window in Chinese (issue 11): a touch-move refusal, a
foul, and a move tried on a paused clock reach the status bar in the UI language, with
pieces named the way Chinese players say them (红方二路炮), not by ICCS squares."""

from __future__ import annotations

import re
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.play_helpers import click, drag, make_session
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.messages import note_detail

ICCS_SQUARE = re.compile(r"(?<![A-Za-z])[a-i][0-9](?![0-9])")


def test_touch_move_refusal_and_foul_in_chinese(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup())  # provincial: a foul, then retake
    install_language("zh_Hans")  # as Preferences ▸ Language does
    board, bar = session.window.board, session.window.statusBar()
    click(qtbot, board, "h2")  # touches Red's cannon: it must move (art. 5.1)
    click(qtbot, board, "b2")  # another piece: refused, the duty is shown
    refusal = bar.currentMessage()
    assert refusal == "摸子走子（第5.1条）：红方摸了二路炮，必须走这个棋子。"
    drag(qtbot, board, "h2", "g3")  # a cannon cannot move diagonally: foul 8.1.8
    foul = bar.currentMessage()
    assert foul.startswith("红方犯规（第8.1.8条）：红方二路炮不能这样走（第2.2条）")
    assert "此着重走（第5.8.3条）" in foul
    game = session.controller.game
    assert game.arbiter.fouls[0].article == "8.1.8"
    (note,) = game.sheet.notes(1)  # the score sheet's remark, in Chinese too
    assert note_detail(note) == ("犯规 8.1.8：红方二路炮不能这样走（第2.2条）；"
                                 "此着重走（第5.8.3条）")
    for text in (refusal, foul):
        assert not ICCS_SQUARE.search(text), text
        assert "Red" not in text and "cannon" not in text
    install_language("en")


def test_a_move_on_a_paused_clock_says_why(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup())
    board, bar = session.window.board, session.window.statusBar()
    session.controller.toggle_clock()  # the arbiter pauses the clock
    drag(qtbot, board, "h2", "e2")
    assert session.controller.game.moves == []
    assert bar.currentMessage().startswith("The clock is paused: no move counts until the "
                                           "arbiter restarts it")
    install_language("zh_Hans")
    click(qtbot, board, "h2")
    assert bar.currentMessage().startswith("棋钟已暂停：裁判重新开钟")
    install_language("en")
