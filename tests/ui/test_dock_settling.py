"""A dock opening beside the board settles in one paint (issue 12): the window lays out
three times (dock shown, docks fitted, splitter balanced), each moving the board and the
score sheet; it paints only once, at the end, with the board at its final width."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.app.session import AppSession
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


def _settled_session(qtbot: QtBot, tmp_path: Path) -> AppSession:
    """A session whose window is shown at 1280x900 and done with its first paints."""
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="A", black="B"))
    session.window.resize(1280, 900)
    session.window.show()
    qtbot.waitExposed(session.window)
    qtbot.wait(300)
    return session


def test_a_dock_opening_settles_in_one_paint(qtbot: QtBot, tmp_path: Path) -> None:
    session = _settled_session(qtbot, tmp_path)
    window = session.window
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


class _Passes(QObject):
    """Numbers the window's paint passes (each an UpdateRequest to the window) and records
    in which pass each of ``parts`` (or a widget inside it) was painted."""

    def __init__(self, window: QWidget, parts: dict[str, QWidget]) -> None:
        super().__init__()
        self.window, self.parts = window, parts
        self.count = 0
        self.painted: dict[str, set[int]] = {name: set() for name in (*parts, "rest")}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.UpdateRequest and watched is self.window:
            self.count += 1
        elif event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) \
                and watched.window() is self.window:
            self.painted[self._part_of(watched)].add(self.count)
        return False

    def _part_of(self, widget: QWidget) -> str:
        for name, part in self.parts.items():
            if part is widget or part.isAncestorOf(widget):
                return name
        return "rest"


def test_a_settled_window_paints_its_big_parts_one_pass_each(
        qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    """After a dock opens, the window paints without the board, the score sheet, the clock
    and the docks, then each of them in a paint pass (an event) of its own: all in one
    pass, a settled window's paint took 20-35 ms of UI-thread CPU (issue 12)."""
    session = _settled_session(qtbot, tmp_path)
    window = session.window
    dock = session.opener.dock  # type: ignore[union-attr]
    parts = {"board": window.board, "sheet": window.sheet, "clock": window.clock_widget,
             "dock": dock}
    passes = _Passes(window, parts)
    qapp.installEventFilter(passes)
    try:
        dock.show()
        qtbot.waitUntil(window.updatesEnabled, timeout=5_000)
        qtbot.wait(300)
    finally:
        qapp.removeEventFilter(passes)
    painted = passes.painted
    assert all(painted.values()), painted  # every part was painted, and the rest
    first = min(painted["rest"])  # the window's own paint after settling
    for name in parts:
        assert first not in painted[name], (name, painted)
    last_passes = [max(painted[name]) for name in parts]
    assert len(set(last_passes)) == len(parts), painted  # one pass each
    assert painted["board"] == {min(painted["board"])}  # the board painted once
