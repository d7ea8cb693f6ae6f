"""Child process of ``test_resume_kill.py``: the real app, offscreen, a scripted game.

``python -m tests.app.kill_child DATA_DIR`` builds the application session (journal in
DATA_DIR, real monotonic clock, provincial rules, physical clock presses), plays by mouse
events on the board and clock faces: 1. 炮二平五 马8进7, then Red drops the horse b0 on b2
(illegal: foul 8.1.8, the horse must be retaken, art. 5.8.3) and touches nothing else.
It prints one JSON line with what must survive, then ``READY``, and runs the event loop
until it is killed.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.app.main import build_parser, create_session  # noqa: E402
from xiangqi_gui.clock import Side  # noqa: E402
from xiangqi_gui.play.setup import GameSetup  # noqa: E402
from xiangqi_gui.rules import parse_square  # noqa: E402
from xiangqi_gui.ui.board_widget import BoardWidget  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def _point(board: BoardWidget, name: str) -> QPoint:
    c = board.square_center(parse_square(name))
    return QPoint(round(c.x()), round(c.y()))


def _drag(board: BoardWidget, origin: str, target: str) -> None:
    start, end = _point(board, origin), _point(board, target)
    QTest.mousePress(board, LEFT, NO_MOD, start)
    for i in range(1, 5):
        QTest.mouseMove(board, start + (end - start) * (i / 4))
    QTest.mouseRelease(board, LEFT, NO_MOD, end)


def main(folder: str) -> int:
    app = QApplication(sys.argv[:1])
    setup = GameSetup(red="Lü Qin", black="Xu Tianhong", event="Kill test",
                      competition="provincial")
    session = create_session(build_parser().parse_args([]), folder=Path(folder),
                             ask=lambda _t, _q: False, setup=setup)
    window = session.window
    window.resize(1100, 800)
    window.show()
    board = window.board
    board.set_animation_ms(0)
    faces = window.clock_widget.faces
    window.clock_action.trigger()  # the arbiter starts the clock (art. 8.1.2)
    _drag(board, "h2", "e2")
    QTest.mouseClick(faces[Side.RED], LEFT)
    _drag(board, "h9", "g7")
    QTest.mouseClick(faces[Side.BLACK], LEFT)
    _drag(board, "b0", "b2")
    controller = session.controller
    clock = controller.clock
    assert clock is not None
    state = {
        "moves": [m.iccs for m in controller.game.moves],
        "fouls": [[int(f.side), f.article] for f in controller.game.arbiter.fouls],
        "locked": board.selection(),
        "red_ns": clock.remaining(Side.RED),
        "black_ns": clock.remaining(Side.BLACK),
        "journal": str(session.journal.path) if session.journal else "",
    }
    print(json.dumps(state), flush=True)
    print("READY", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
