"""Helpers for the play tests: a whole application session on a manual clock, and mouse
gestures on the board at square centres (pytest-qt, real events)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.clock import ClockStatus, ManualTimeSource, TimeSource
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import parse_square
from xiangqi_gui.ui.board_widget import BoardWidget

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
NS = 1_000_000_000


def make_session(qtbot: QtBot, folder: Path, setup: GameSetup | None = None,
                 clock: TimeSource | None = None, *, answer: bool = True,
                 file: str | None = None, resume: bool = False) -> AppSession:
    """A shown main window with its session; questions are answered ``answer``.

    ``clock``: the time source (ns) of the game clock, a fresh ``ManualTimeSource`` when None.
    A competition game's clock is started as the arbiter would (Space), at once.
    """
    args = build_parser().parse_args([file] if file else [])
    session = create_session(args, folder=folder, ask=lambda _t, _q: answer,
                             time_source=clock if clock is not None else ManualTimeSource(),
                             setup=setup, resume=resume)
    window = session.window
    qtbot.addWidget(window)
    game = session.controller.game
    if game.setup.competitive and game.clock.status is ClockStatus.READY and game.moves == [] \
            and not resume:
        session.controller.toggle_clock()  # the arbiter starts the clock (art. 8.1.2)
    window.board.set_animation_ms(0)
    window.resize(1280, 900)
    window.show()
    qtbot.waitExposed(window)
    if file:
        wait_opened(qtbot, session)
    return session


def open_and_wait(qtbot: QtBot, session: AppSession, path: str) -> bool:
    """``session.open_file(path)`` as File ▸ Open does it (read in a worker thread), then
    wait until game 1 is shown or the opening failed; True when ``path`` is shown."""
    started = session.open_file(path)
    if started:
        wait_opened(qtbot, session)
    return started and session.record_path == path and session.mode == "browse"


def wait_opened(qtbot: QtBot, session: AppSession, timeout_ms: int = 60_000) -> None:
    """Wait until the file being opened is shown, or its opening failed."""
    opener = session.opener
    assert opener is not None
    qtbot.waitUntil(lambda: not opener.busy, timeout=timeout_ms)


def point(board: BoardWidget, name: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    """Widget point at the centre of square ``name`` (``"h2"``)."""
    c = board.square_center(parse_square(name))
    return QPoint(round(c.x() + dx), round(c.y() + dy))


def click(qtbot: QtBot, board: BoardWidget, name: str) -> None:
    """Press and release on square ``name``."""
    p = point(board, name)
    qtbot.mousePress(board, LEFT, NO_MOD, p)
    qtbot.mouseRelease(board, LEFT, NO_MOD, p)


def drag_to_point(qtbot: QtBot, board: BoardWidget, start: QPoint, end: QPoint,
                  steps: int = 4) -> None:
    """Press at ``start``, move in ``steps`` and release at ``end``."""
    qtbot.mousePress(board, LEFT, NO_MOD, start)
    for i in range(1, steps + 1):
        qtbot.mouseMove(board, start + (end - start) * (i / steps))
    qtbot.mouseRelease(board, LEFT, NO_MOD, end)


def drag(qtbot: QtBot, board: BoardWidget, origin: str, target: str) -> None:
    """Drag the piece on ``origin`` and drop it on ``target``."""
    drag_to_point(qtbot, board, point(board, origin), point(board, target))


def click_move(qtbot: QtBot, board: BoardWidget, origin: str, target: str) -> None:
    """Click-click move: the piece on ``origin``, then ``target``."""
    click(qtbot, board, origin)
    click(qtbot, board, target)
