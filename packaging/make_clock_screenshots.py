"""Screenshots of clock mode at 1366x768 and 1920x1080 for docs/ (run under Xvfb):

    xvfb-run -a python packaging/make_clock_screenshots.py

A 60-minute game with 读秒 3 × 30 s: Red has pressed 23 times and thinks, Black is in 读秒.
Prints each file with the digits' height as a share of the face height. Then
``clock_mode_typing_1366x768.png``: the whole application in Chinese, over the board — both
players have pressed, the recorder has opened the move field (Enter) and typed 炮二.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.clock import (  # noqa: E402
    ChessClock,
    ManualTimeSource,
    Side,
    Stage,
    TimeControl,
    seconds,
)
from xiangqi_gui.clock.timecontrol import Byoyomi  # noqa: E402
from xiangqi_gui.ui.clock_mode import ClockModeView  # noqa: E402


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    source = ManualTimeSource()
    control = TimeControl(stages=(Stage(time_ns=seconds(3600)),),
                          byoyomi=Byoyomi(periods=3, period_ns=seconds(30)))
    clock = ChessClock(control, time_source=source)
    clock.start(Side.RED)
    for _ in range(23):
        source.advance(seconds(40))
        clock.press(Side.RED)
        source.advance(seconds(158))
        clock.press(Side.BLACK)
    source.advance(seconds(37))
    for width, height in ((1366, 768), (1920, 1080)):
        view = ClockModeView()
        view.left.name, view.right.name = "红方 许银川", "黑方 吕钦"
        view.resize(width, height)
        view.show()
        view.show_readings(clock.reading(Side.RED), clock.reading(Side.BLACK),
                           period_ns=seconds(30))
        view.left.set_rotation(180)  # the top face turned toward the player across the table
        app.processEvents()
        out = ROOT / "docs" / f"clock_mode_{width}x{height}.png"
        view.grab().save(str(out))
        share = view.left.digit_height() / view.left.height()
        print(f"{out.relative_to(ROOT)}: digits {share:.0%} of the face height")
        view.close()
    typing_shot(app)
    return 0


def typing_shot(app: QApplication) -> None:
    """Clock mode while the recorder types a pressed move (press then type)."""
    import tempfile

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from xiangqi_gui.app.main import build_parser, create_session
    from xiangqi_gui.app.preferences import Preferences
    from xiangqi_gui.play.setup import GameSetup

    source = ManualTimeSource()
    with tempfile.TemporaryDirectory() as folder:
        Preferences(Path(folder)).set_language("zh_Hans")
        session = create_session(build_parser().parse_args([]), folder=Path(folder),
                                 ask=lambda _t, _q: True, time_source=source,
                                 setup=GameSetup(red="王天一", black="郑惟桐",
                                                 competition="provincial"))
        session.window.show()
        session.controller.toggle_clock()
        study = session.study
        study.set_clock_mode(True)
        view = study.clock_view
        view.showNormal()
        view.resize(1366, 768)
        source.advance(seconds(7))
        QTest.keyClick(view, Qt.Key.Key_Q)  # Red moved on the wooden board and pressed
        source.advance(seconds(12))
        QTest.keyClick(view, Qt.Key.Key_P)  # so did Black
        QTest.keyClick(view, Qt.Key.Key_Return)  # the recorder opens the move field
        study.clock_entry.field.setText("炮二")
        study.clock_entry.field.textEdited.emit("炮二")
        app.processEvents()
        out = ROOT / "docs" / "clock_mode_typing_1366x768.png"
        view.grab().save(str(out))
        print(f"{out.relative_to(ROOT)}: {view.hint.text()}")
        view.close()
        session.window.close()


if __name__ == "__main__":
    sys.exit(main())
