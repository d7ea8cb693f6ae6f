"""Clock mode (F11) and the demo board cover the whole screen without a window manager.

A fresh-user trial on a bare X server (Xvfb, no window manager) pressed F11: the clock
stayed a small window in the corner, while the demo board filled the screen. Both go
full screen through :func:`xiangqi_gui.ui.full_screen.fill_screen` now. Offscreen Qt fills
the screen on ``showFullScreen`` by itself, so the check runs on a real X server (xcb
under ``xvfb-run``); it skips where ``xvfb-run`` is not installed.
"""

from __future__ import annotations

from pathlib import Path

from tests.ui.on_x_server import needs_xvfb, run_on_x_server

SCRIPT = r"""
import json, sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.clock import ManualTimeSource
from xiangqi_gui.ui.demo_board import DemoBoardWindow

app = QApplication([])
session = create_session(build_parser().parse_args([]), folder=Path(sys.argv[1]),
                         ask=lambda _t, _q: True, time_source=ManualTimeSource())
session.window.resize(1000, 700)
session.window.show()

def settle():
    end = time.monotonic() + 0.5
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)

settle()
session.study.set_clock_mode(True)
settle()
view = session.study.clock_view
demo = DemoBoardWindow()
demo.resize(400, 300)
demo.show()
settle()
demo.toggle_full_screen()
settle()
g = lambda w: [w.geometry().x(), w.geometry().y(), w.width(), w.height()]
s = view.screen().geometry()
print(json.dumps({"screen": [s.x(), s.y(), s.width(), s.height()], "clock": g(view),
                  "clock_full": view.isFullScreen(), "demo": g(demo)}))
session.study.set_clock_mode(False)
demo.close()
session.window.close()
"""


@needs_xvfb
def test_clock_mode_and_demo_board_fill_a_screen_without_window_manager(
        tmp_path: Path) -> None:
    out = run_on_x_server(SCRIPT, tmp_path)
    assert out["screen"] == [0, 0, 1366, 768]
    assert out["clock_full"] is True
    assert out["clock"] == [0, 0, 1366, 768]
    assert out["demo"] == [0, 0, 1366, 768]
