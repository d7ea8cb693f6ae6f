"""Every dialog of the program opens inside the screen, its texts whole, in each language
(issue 11, laptop-first). On 1280x720 with a taskbar the position editor and the
tournament window ran off the bottom of the screen (and the editor could not shrink to
fit under a title bar); the time-control dialog opened squeezed, its stage table
scrolling across (the delay kind cut) and a preset cut in Chinese; the Preferences
dialog's clock-key fields cut their placeholders in English and Vietnamese; the tab
titles of the tab widgets (About, the tournament window) were cut by 2 px at the bottom
with the Fusion style.

A real window (xcb under ``xvfb-run``, no window manager) at 1366x768 and 1280x720, a
40 px taskbar at the bottom (the X server's work area): in
en, zh_Hans, zh_Hant and vi the main window opens each dialog the way its menu does (New
game and, from it, the time control; Preferences; About; the position editor; the
arbiter's correct time, foul, declare result and record-a-move; the game-end dialog after
a resignation; game info and Review of a record; the tournament window, every tab). Each
must lie inside the screen's available geometry and show no clipped text
(:mod:`tests.ui.text_fit`, across and down, every page of a tab widget). One X server
and one script per screen size (a module-scoped fixture) serve all the tests of that
size. Skipped where ``xvfb-run`` is not installed.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import corpus_path
from tests.ui.on_x_server import PRELUDE, needs_xvfb, run_on_x_server

RECORD = "walker8088-cchess/tests/data/030-黄松轩先胜冯敬如.XQF"
LANGUAGES = ("en", "zh_Hans", "zh_Hant", "vi")
WITH_ENGINES = "new game, engines"
DIALOGS = ("new game", WITH_ENGINES, "time control", "preferences", "about", "position editor",
           "correct time", "foul", "declare result", "record a move", "game end",
           "game info", "review", "tournament")
#: Clock-key fields of Preferences and the key names they must show whole.
#: The space bar's name in each language's Preferences (Qt's QShortcut translations).
SPACE_NAMES = {"zh_Hans": "空格", "zh_Hant": "空白鍵", "en": "Space", "vi": "Phím cách"}
KEY_FIELDS = ("left_edit", "right_edit", "mode_left_edit", "mode_right_edit", "pause_edit")
PANEL = 40
"""Pixels a taskbar takes at the bottom of the screen (Windows 10's at 100 %): the
screen's available geometry is 1366x728 or 1280x680."""
FRAME = (10, 40)
"""Pixels a window manager's frame and title bar take across and down (Qt's own guess
when it places a dialog, ``QDialog::adjustPosition``)."""

SCRIPT = PRELUDE + r"""
from PySide6.QtCore import QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractScrollArea, QStyle, QStyleOptionFrame, QTabWidget
from tests.ui.text_fit import clipped, measurements
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color
from xiangqi_gui.ui.new_game_dialog import ENGINE_INDEX
from xiangqi_gui.ui.tournament_play import open_tournament

root = Path(sys.argv[1])
record_path = (root / "record.txt").read_text(encoding="utf-8")
looked = []

def look(window):
    # where the window is, the least it can shrink to, which of its texts are cut and
    # which of its scroll areas scroll across, each page of a tab widget shown in turn
    found, counted, scrolled = set(), set(), set()
    def walk():
        found.update(clipped(window))
        counted.update((type(f.widget).__name__, f.text) for f in measurements(window))
        scrolled.update(f"{type(a).__name__}[{a.objectName()}]"
                        for a in window.findChildren(QAbstractScrollArea)
                        if a.isVisible() and a.horizontalScrollBar().isVisible())
    walk()
    for tabs in [t for t in window.findChildren(QTabWidget) if t.isVisible()]:
        for index in range(1, tabs.count()):
            tabs.setCurrentIndex(index)
            settle(0.05)
            walk()
        tabs.setCurrentIndex(0)
    available, frame = window.screen().availableGeometry(), window.frameGeometry()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    return {"inside": available.contains(frame),
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "available": [available.width(), available.height()],
            "least": [least.width(), least.height()],
            "clipped": sorted(found), "scrolled": sorted(scrolled), "texts": len(counted)}

def with_engines(seen, dialog):
    # both sides played by the engine found, once it answered its check (its Elo offered)
    rows = (dialog.red_seat_row, dialog.black_seat_row)
    if not all(row.engine_available() for row in rows):
        return False
    for row in rows:
        row.player_box.setCurrentIndex(ENGINE_INDEX)
    end = time.monotonic() + 10
    while time.monotonic() < end and not all(row.choice.engine for row in rows):
        settle(0.05)
    settle(0.2)
    seen["new game, engines"] = look(dialog)
    return all(row.has_elo() for row in rows)

def key_fields(dialog):
    # Preferences: each clock-key field's text (its placeholder when empty), the text's
    # advance and the room the field draws it in (Qt cuts a longer placeholder with "…")
    out = {}
    for name in %(key_fields)r:
        edit = getattr(dialog, name)
        option = QStyleOptionFrame()
        edit.initStyleOption(option)
        area = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
        margins = edit.textMargins()
        room = area.width() - margins.left() - margins.right() - 4  # Qt's 2 px each side
        text = edit.text() or edit.placeholderText()
        out[name] = [text, QFontMetrics(edit.font()).horizontalAdvance(text), room]
    return out

def modal(seen, name, open_it, then=None):
    # open_it() opens a modal dialog and returns when it is closed: look at it meanwhile
    # (one that did not open is missing from seen; the watch ends with open_it)
    returned = []
    def when_up():
        dialog = QApplication.activeModalWidget()
        if returned:
            return
        if dialog is None or dialog in looked or not dialog.isVisible():
            QTimer.singleShot(20, when_up)
            return
        looked.append(dialog)
        settle(0.15)
        seen[name] = look(dialog)
        if then is not None:
            then(dialog)
        dialog.reject()
    QTimer.singleShot(0, when_up)
    open_it()
    returned.append(True)

def shown(seen, name, window, then=None):
    settle(0.15)
    seen[name] = look(window)
    if then is not None:
        then(window)
    window.close()
    settle(0.05)

out = {}
for language in %(languages)r:
    session = session_in(root, language)
    window = session.window
    seen, extra = {}, {}
    session.start_game(GameSetup(red="LE Thien Vi", black="BI BingJian",
                                 event="World Xiangqi Championships 1997",
                                 competition="provincial"))
    settle(0.3)
    modal(seen, "new game", session.new_game_dialog, lambda d: (
        modal(seen, "time control", d.edit_custom),
        extra.update(engines=with_engines(seen, d))))
    shown(seen, "preferences", session.desktop.preferences_dialog(),
          lambda d: extra.update(keys=key_fields(d)))
    shown(seen, "about", session.desktop.about_dialog())
    modal(seen, "position editor", session.study.set_up_position,
          lambda d: extra.update(board=[d.board.width(), d.board.height()]))
    modal(seen, "correct time", session.correct_time_dialog)
    modal(seen, "foul", session.foul_dialog)
    modal(seen, "declare result", session.declare_dialog)
    modal(seen, "record a move", session.illegal_move_dialog)
    session.resign(Color.RED)
    settle(0.2)
    shown(seen, "game end", session.end_dialog)
    session.browse_record(load_file(record_path).games[0].record, "record")
    settle(0.3)
    modal(seen, "game info", session.study.edit_game_info)
    modal(seen, "review", session.study.start_review)
    shown(seen, "tournament", open_tournament(session, str(root / language / "event.xqt")))
    out[language] = {"dialogs": seen, **extra}
    session.controller.stop()
    window.close()
    settle(0.1)
print(json.dumps(out, ensure_ascii=False))
"""


@pytest.fixture(scope="module", params=["1366x768", "1280x720"])
def opened(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory,
           ) -> dict[str, Any]:
    """What the script saw at one screen size: ``{language: {"dialogs": {name: {"inside",
    "frame", "available", "least", "clipped", "scrolled", "texts"}}, "keys": {field:
    [text, needed px, room px]}, "board": [width, height], "engines": bool}}`` (one X
    server for all the tests of the size)."""
    folder = tmp_path_factory.mktemp(f"dialogs-{request.param}")
    (folder / "record.txt").write_text(str(corpus_path(RECORD)), encoding="utf-8")
    return run_on_x_server(SCRIPT % {"languages": LANGUAGES, "key_fields": KEY_FIELDS},
                           folder, request.param, panel=PANEL, timeout=240)


def _each(opened: dict[str, Any], name: str) -> dict[str, dict[str, Any]]:
    """``{language: what the script saw of dialog name}``; skips the New game dialog with
    engine sides where no engine with an Elo choice is installed."""
    if name == WITH_ENGINES and not all(seen["engines"] for seen in opened.values()):
        pytest.skip("no engine offering UCI_Elo installed (apt-get install fairy-stockfish)")
    return {language: seen["dialogs"][name] for language, seen in opened.items()}


@needs_xvfb
def test_every_dialog_was_opened_in_every_language(opened: dict[str, Any]) -> None:
    assert sorted(opened) == sorted(LANGUAGES)
    for language, seen in opened.items():
        names = set(seen["dialogs"]) - {WITH_ENGINES}
        assert sorted(names) == sorted(set(DIALOGS) - {WITH_ENGINES}), language
        for name, dialog in seen["dialogs"].items():
            assert dialog["texts"] >= 3, (language, name, dialog["texts"])  # the walk saw it


@needs_xvfb
@pytest.mark.parametrize("name", DIALOGS)
def test_the_dialog_opens_inside_the_screen(opened: dict[str, Any], name: str) -> None:
    outside = {language: [dialog["frame"], dialog["available"]]
               for language, dialog in _each(opened, name).items() if not dialog["inside"]}
    assert outside == {}


@needs_xvfb
@pytest.mark.parametrize("name", DIALOGS)
def test_the_dialog_fits_the_screen_with_a_title_bar(opened: dict[str, Any],
                                                     name: str) -> None:
    """Xvfb has no window manager: a desktop's frame and title bar (Qt's dialog placement
    reckons with up to 10x40 px) must still leave the dialog room at its least size."""
    too_big = {language: [dialog["least"], dialog["available"]]
               for language, dialog in _each(opened, name).items()
               if dialog["least"][0] + FRAME[0] > dialog["available"][0]
               or dialog["least"][1] + FRAME[1] > dialog["available"][1]}
    assert too_big == {}


@needs_xvfb
@pytest.mark.parametrize("name", DIALOGS)
def test_every_text_of_the_dialog_fits(opened: dict[str, Any], name: str) -> None:
    assert {language: dialog["clipped"] for language, dialog in _each(opened, name).items()
            } == {language: [] for language in LANGUAGES}


@needs_xvfb
@pytest.mark.parametrize("name", DIALOGS)
def test_no_table_of_the_dialog_scrolls_across(opened: dict[str, Any], name: str) -> None:
    assert {language: dialog["scrolled"] for language, dialog in _each(opened, name).items()
            } == {language: [] for language in LANGUAGES}


@needs_xvfb
def test_the_clock_key_fields_show_their_key_names_whole(opened: dict[str, Any]) -> None:
    for language, seen in opened.items():
        keys = seen["keys"]
        assert keys["left_edit"][0] == "Z, A", language
        assert keys["pause_edit"][0] == SPACE_NAMES[language], language  # trial C
        short = {name: (text, need, room) for name, (text, need, room) in keys.items()
                 if need > room}
        assert short == {}, language


@needs_xvfb
def test_the_position_editor_board_is_not_squashed(opened: dict[str, Any]) -> None:
    for language, seen in opened.items():
        width, height = seen["board"]
        assert width >= 270 and height >= 300, (language, width, height)
