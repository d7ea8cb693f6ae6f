"""A dock opening beside the board settles in one paint (issue 12): the window lays out
three times (dock shown, docks fitted, splitter balanced), each moving the board and the
score sheet; it paints only once, at the end, with the board at its final width."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.main_window import BOARD_ASPECT


class _Paints(QObject):
    """Counts the paint events a widget gets, with the width it had at each."""

    def __init__(self) -> None:
        super().__init__()
        self.widths: list[int] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self.widths.append(watched.width())  # type: ignore[attr-defined]
        return False


def test_a_dock_opening_settles_in_one_paint(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    window = session.window
    window.resize(1280, 900)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(300)
    paints = _Paints()
    window.board.installEventFilter(paints)
    dock = session.opener.dock  # type: ignore[union-attr]
    dock.show()
    assert not window.updatesEnabled()  # off until the layout has settled
    qtbot.waitUntil(window.updatesEnabled, timeout=5_000)
    qtbot.wait(300)
    board = window.board
    assert board.width() == window.splitter.sizes()[0]
    assert abs(board.width() - round(window.splitter.height() * BOARD_ASPECT)) <= 2
    assert paints.widths == [board.width()]  # one paint, at the final width
