"""Save screenshots of the main window during a game, as a laptop user sees it.

Run under a real X server, e.g. ``xvfb-run -s "-screen 0 1366x768x24" python
packaging/make_screenshot.py [OUT.png] [--language zh_Hans|zh_Hant|en|vi]``
(falls back to the offscreen platform when no display is set). Without OUT it writes
``docs/screenshot_<language>.png``. The window is fitted to the screen's available
geometry exactly as on a first start (1366x768 under the command above). The journal goes
to a temporary folder. The game: the opening of the
1997 World Championship game LE Thien Vi - BI BingJian from the corpus (played by mouse
events on the board, the clock pressed after every move on a manual time source), then
Red touches a piece, so the touch-move lock and its reason show. The arbiter starts the
clock first (Arbiter ▸ Start/pause clock), as in a competition game.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XIANGQI_GUI_DATA_DIR", tempfile.mkdtemp(prefix="xiangqi-shot-"))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.app.main import build_parser, create_session  # noqa: E402
from xiangqi_gui.clock import ManualTimeSource, Side, seconds  # noqa: E402
from xiangqi_gui.play.setup import GameSetup  # noqa: E402
from xiangqi_gui.rules import Move, square_name  # noqa: E402

# 1. 炮二平五 马２进３ 2. 马二进三 象３进５ 3. 车一平二 炮８平７ 4. 马八进七 马８进９
# 5. 炮八平九 卒３进１ 6. 车九平八 炮２平１ 7. 兵五进一 士４进５ 8. 兵五进一 车１平４
OPENING = ["h2e2", "b9c7", "h0g2", "c9e7", "i0h0", "h7g7", "b0c2", "h9i7", "b2a2", "c6c5",
           "a0b0", "b7a7", "e3e4", "d9e8", "e4e5", "a9d9"]
THINK = [20, 35, 48, 62, 15, 94, 40, 27, 71, 55, 33, 80, 124, 47, 66, 58]


def _point(board: object, name: str) -> QPoint:
    from xiangqi_gui.rules import parse_square

    c = board.square_center(parse_square(name))  # type: ignore[attr-defined]
    return QPoint(round(c.x()), round(c.y()))


def main(out: str, language: str) -> int:
    app = QApplication(sys.argv[:1])
    folder = Path(os.environ["XIANGQI_GUI_DATA_DIR"]) / language
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    clock_time = ManualTimeSource(10**12)
    setup = GameSetup(red="LE Thien Vi", black="BI BingJian",
                      event="World Xiangqi Championships 1997", round="7", site="Hong Kong",
                      date="1997.11.19", competition="provincial")
    session = create_session(build_parser().parse_args([]), folder=folder,
                             ask=lambda _t, _q: False, time_source=clock_time, setup=setup)
    window = session.window
    window.show()
    window.ensure_on_screen()
    board = window.board
    board.set_animation_ms(0)
    QTest.qWaitForWindowExposed(window)
    window.clock_action.trigger()  # the arbiter starts the clock (art. 8.1.2)
    for ply, (iccs, think) in enumerate(zip(OPENING, THINK, strict=True)):
        clock_time.advance(seconds(think))
        move = Move.from_iccs(iccs)
        start = _point(board, square_name(move.from_square))
        end = _point(board, square_name(move.to_square))
        QTest.mousePress(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 5):
            QTest.mouseMove(board, start + (end - start) * (i / 4))
        QTest.mouseRelease(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           end)
        side = Side.RED if ply % 2 == 0 else Side.BLACK
        QTest.mouseClick(window.clock_widget.faces[side], Qt.MouseButton.LeftButton)
    clock_time.advance(seconds(23))
    QTest.mouseClick(board, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _point(board, "h0"))  # Red touches the chariot: it is locked
    session.controller.driver.refresh()
    for _ in range(5):
        app.processEvents()
        QTest.qWait(30)
    image = window.grab().toImage()
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    if not image.save(out):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    print(f"{out}: {image.width()}x{image.height()}")
    session.controller.stop()
    return 0


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="main-window screenshot")
    parser.add_argument("out", nargs="?")
    parser.add_argument("--language", default="zh_Hans",
                        choices=("zh_Hans", "zh_Hant", "en", "vi"))
    args = parser.parse_args()
    target = args.out or str(REPO / "docs" / f"screenshot_{args.language}.png")
    sys.exit(main(target, args.language))
