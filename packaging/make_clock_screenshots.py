"""Screenshots of clock mode at 1366x768 and 1920x1080 for docs/ (run under Xvfb):

    xvfb-run -a python packaging/make_clock_screenshots.py

A 60-minute game with 读秒 3 × 30 s: Red has pressed 23 times and thinks, Black is in 读秒.
Prints each file with the digits' height as a share of the face height.
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
