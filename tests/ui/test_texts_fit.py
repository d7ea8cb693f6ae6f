"""Every text of the main window fits its widget on a laptop screen, in each language
(issue 11, fresh-user trial at 1366x768 in Vietnamese: the score sheet's "Thời gian"
headers, the notation combos and the dock tabs were cut; later the dock tabs' titles were
found cut 2 px at the bottom with the Fusion style, so texts are measured down too).

A real window (xcb under ``xvfb-run``, no window manager) at 1366x768 and 1280x720 in
en, zh_Hans, zh_Hant and vi opens a collection (the Games dock), the library, the analysis
and the moves panes, then starts a game; with each dock brought to the front in turn it
walks the visible labels, buttons, check boxes, combo boxes, headers and tab titles
(:mod:`tests.ui.text_fit`) and the window's frame must lie inside the screen. Skipped where
``xvfb-run`` is not installed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import corpus_path
from tests.ui.on_x_server import PRELUDE, needs_xvfb, run_on_x_server

COLLECTION = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"  # 15 games
LANGUAGES = ("en", "zh_Hans", "zh_Hant", "vi")

SCRIPT = PRELUDE + r"""
from tests.ui.text_fit import clipped, measurements
from xiangqi_gui.play.setup import GameSetup

root = Path(sys.argv[1])
collection = (root / "collection.txt").read_text(encoding="utf-8")

def walk(window, found, counted):
    for dock in [None, *window.side_docks()]:
        if dock is not None:
            dock.raise_()
            settle(0.2)
        found.update(clipped(window))
        counted.update((type(f.widget).__name__, f.text) for f in measurements(window))

out = {}
for language in %(languages)r:
    session = session_in(root, language)
    window = session.window
    open_four_docks(session, collection)
    found, counted = set(), set()
    walk(window, found, counted)
    session.start_game(GameSetup(red="LE Thien Vi", black="BI BingJian",
                                 event="World Xiangqi Championships 1997",
                                 competition="provincial"))
    settle(1.0)
    walk(window, found, counted)
    available, frame = window.screen().availableGeometry(), window.frameGeometry()
    out[language] = {"inside": available.contains(frame),
                     "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
                     "docks": sorted(d.objectName() for d in window.side_docks()),
                     "clipped": sorted(found), "texts": len(counted)}
    session.controller.stop()
    window.close()
    settle()
print(json.dumps(out, ensure_ascii=False))
"""


@needs_xvfb
@pytest.mark.parametrize("screen", ["1366x768", "1280x720"])
def test_every_text_of_the_main_window_fits_in_every_language(tmp_path: Path,
                                                              screen: str) -> None:
    (tmp_path / "collection.txt").write_text(str(corpus_path(COLLECTION)), encoding="utf-8")
    out = run_on_x_server(SCRIPT % {"languages": LANGUAGES}, tmp_path, screen)
    assert sorted(out) == sorted(LANGUAGES)
    for language, seen in out.items():
        assert seen["docks"] == ["dock_analysis", "dock_tree", "gameListDock", "libraryDock"]
        assert seen["texts"] >= 55, (language, seen["texts"])  # the walk saw the window
        assert seen["inside"], (language, seen["frame"])
    assert {language: seen["clipped"] for language, seen in out.items()} == {
        language: [] for language in LANGUAGES}
