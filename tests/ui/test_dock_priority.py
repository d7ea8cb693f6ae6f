"""The board and the clock keep priority over the docks on a laptop screen (issue 11,
fresh-user trial at 1366x768: with the library, the analysis, the moves and the game list
open the board shrank to about 300 px and the window grew past the screen; an empty Games
dock came back at the next start for an untitled game; an empty framed box stood at the
bottom of the dock column).

Checked in a real window (xcb under ``xvfb-run``, no window manager, so the available
geometry is the whole screen) at 1366x768 and 1280x720; skipped where ``xvfb-run`` is
not installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import corpus_path
from tests.ui.on_x_server import PRELUDE, needs_xvfb, run_on_x_server

COLLECTION = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"  # 15 games

SCRIPT = PRELUDE + r"""
from PySide6.QtCore import QRect

folder = Path(sys.argv[1])
collection = (folder / "collection.txt").read_text(encoding="utf-8")

def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]

def drawn_board(window):
    x, y, w, h = window.board.geometry_model().board_rect()
    top_left = window.board.mapTo(window, window.board.rect().topLeft())
    return [round(x) + top_left.x(), round(y) + top_left.y(), round(w), round(h)]

def session():
    s = create_session(build_parser().parse_args([]), folder=folder, ask=lambda _t, _q: True)
    s.window.show()
    settle()
    return s

first = session()
window = first.window
available = rect(window.screen().availableGeometry())
alone = drawn_board(window)
open_four_docks(first, collection)
first.start_game(first.controller.game.setup)  # a game: its clock is on screen too
settle(1.0)
docks = first.window.side_docks()
out = {
    "available": available,
    "frame": rect(window.frameGeometry()),
    "board_alone": alone,
    "board": drawn_board(window),
    "clock": rect(QRect(window.clock_widget.mapTo(window, window.clock_widget.rect().topLeft()),
                        window.clock_widget.size())),
    "clock_visible": window.clock_widget.isVisible(),
    "docks": sorted(d.objectName() for d in docks),
    "tabbed": {d.objectName(): sorted(t.objectName() for t in window.tabifiedDockWidgets(d))
               for d in docks},
    "games_progress_visible": first.opener.list.progress.isVisible(),
}
window.close()  # the layout is kept for the next start
settle()
second = session()  # an untitled game: the game list of the last run is not brought back
out["restart_docks"] = sorted(d.objectName() for d in second.window.side_docks())
out["restart_games_dock"] = second.opener.dock.isVisible()
out["stray_tab_bars"] = [[bar.tabText(i) for i in range(bar.count())]
                         for bar in second.window.stray_tab_bars()]
second.window.close()
settle()
print(json.dumps(out))
"""


@needs_xvfb
@pytest.mark.parametrize("screen", ["1366x768", "1280x720"])
def test_board_and_clock_keep_priority_with_four_docks_open(tmp_path: Path, screen: str) -> None:
    (tmp_path / "collection.txt").write_text(str(corpus_path(COLLECTION)), encoding="utf-8")
    out = run_on_x_server(SCRIPT, tmp_path, screen)
    width, height = (int(n) for n in screen.split("x"))
    assert out["available"] == [0, 0, width, height]
    assert out["docks"] == ["dock_analysis", "dock_tree", "gameListDock", "libraryDock"]
    fx, fy, fw, fh = out["frame"]
    assert fx >= 0 and fy >= 0 and fx + fw <= width and fy + fh <= height, out["frame"]
    bx, by, bw, bh = out["board"]
    assert bh >= 0.6 * height, out["board"]  # 1366x768: about 680 px (it was 330)
    assert bh >= 0.95 * out["board_alone"][3]  # the docks took nothing from its height
    assert bx >= 0 and bx + bw <= fw and by + bh <= fh
    cx, cy, cw, ch = out["clock"]
    assert out["clock_visible"] and cx + cw <= fw and cy + ch <= fh and ch >= height / 8
    # the library, the analysis and the game list share one group of tabs on the right
    assert out["tabbed"]["libraryDock"] == ["dock_analysis", "gameListDock"]
    assert not out["games_progress_visible"]  # no empty framed box under the list
    assert out["restart_docks"] == ["dock_analysis", "dock_tree", "libraryDock"]
    assert out["restart_games_dock"] is False
    # no tab bar of the hidden Game review left over the File menu by restoreState
    assert out["stray_tab_bars"] == []
