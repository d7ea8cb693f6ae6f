"""Take ``docs/screenshot.png``: the main window during a game, grabbed from a real X screen.

Run under Xvfb (Debian packages ``xvfb`` and the Qt xcb libraries)::

    xvfb-run -s "-screen 0 1200x900x24" python packaging/make_screenshot.py [OUT]

The window (1200x900, no window manager, so no decorations) shows a position
after ten opening moves, the last move highlighted and the red chariot on h4
selected with its legal targets; after 1.5 s the whole screen is grabbed with
``QScreen.grabWindow(0)`` and saved.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from xiangqi_gui.app.main import build_parser, create_window  # noqa: E402
from xiangqi_gui.rules import Move, Position, parse_square  # noqa: E402

MOVES = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "h0h4", "c6c5", "b2c2", "b7b3"]
OUT = Path(__file__).resolve().parent.parent / "docs" / "screenshot.png"


def main(argv: list[str]) -> int:
    """Show the window, grab the screen after 1.5 s, save it to ``argv[1]`` or docs/."""
    out = Path(argv[1]) if len(argv) > 1 else OUT
    app = QApplication(argv[:1])
    window = create_window(build_parser().parse_args([]))
    pos = Position()
    for iccs in MOVES:
        pos.push(Move.from_iccs(iccs))
    board = window.board
    board.set_animation_ms(0)
    board.set_position(pos)
    dests: dict[int, list[int]] = {}
    for move in pos.legal_moves():
        dests.setdefault(move.from_square, []).append(move.to_square)
    board.set_dests(dests)
    board.set_show_targets(True)
    board.set_selection(parse_square("h4"))
    window.show_message("Red to move. Selected: chariot on h4 (legal targets shown).", 0)
    window.move(0, 0)
    window.resize(1200, 900)
    window.show()

    def grab() -> None:
        out.parent.mkdir(parents=True, exist_ok=True)
        ok = app.primaryScreen().grabWindow(0).save(str(out))
        print(f"{out}: {'saved' if ok else 'FAILED'}")
        app.exit(0 if ok else 1)

    QTimer.singleShot(1500, grab)
    status: int = app.exec()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
