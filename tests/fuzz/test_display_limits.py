"""Header values and comments over the stated sizes are cut for display with a mark
(xiangqi_gui.game.display) and kept whole in the record and in files written from it."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.formats import load_bytes
from xiangqi_gui.formats.pgn_writer import write_pgn
from xiangqi_gui.game.display import (
    MAX_COMMENT_CHARS,
    MAX_HEADER_CHARS,
    MAX_LINE_CHARS,
    display_comment,
    display_header,
)

BIG = 1_000_000


def test_display_header_cuts_with_a_mark_counting_what_is_left() -> None:
    shown = display_header("红" * BIG)
    assert shown.startswith("红" * MAX_HEADER_CHARS)
    assert shown.endswith(f"[{BIG - MAX_HEADER_CHARS} more characters not shown]")
    assert display_header("甲\n乙") == "甲 乙"


def test_display_comment_cuts_each_line_and_the_whole() -> None:
    text = "a" * (MAX_LINE_CHARS + 7) + "\n" + "b" * BIG
    shown = display_comment(text, "<+{0}>")
    first, second = shown.split("\n")
    assert first == "a" * MAX_LINE_CHARS + "<+7>"
    assert second.startswith("b" * MAX_LINE_CHARS + "<+")
    assert shown.endswith(f"<+{len(text) - MAX_COMMENT_CHARS}>")
    assert len(shown) < MAX_COMMENT_CHARS


def test_window_shows_a_huge_header_cut_and_the_file_keeps_it(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    red = "张" * BIG
    data = f'[Red "{red}"]\n[Black "李"]\n1. h2e2 {{{"注" * BIG}}} h9g7 *\n'.encode()
    [game] = load_bytes(data, "big.pgn").games
    assert game.ok and game.record.headers["Red"] == red  # kept whole
    session = make_session(qtbot, tmp_path)
    window = session.window
    window.set_header(game.record.headers["Red"], game.record.headers["Black"], "")
    label = window.header_label.text()
    assert "张" * (MAX_HEADER_CHARS + 1) not in label and len(label) < 2_000
    # the name is elided to the header's width (issue 11); the tooltip has the display cut
    whole = window.header_label.toolTip()
    assert "张" * MAX_HEADER_CHARS in whole and "张" * (MAX_HEADER_CHARS + 1) not in whole
    assert f"{BIG - MAX_HEADER_CHARS} more characters not shown" in whole
    session.browser.load(game.record)
    [note] = window.sheet.rows.annotations[1]
    shown = str(getattr(note, "text", note))
    assert len(shown) < MAX_COMMENT_CHARS and "more characters not shown" in shown
    assert game.record.root.children[0].comment == "注" * BIG
    assert f'[Red "{red}"]' in write_pgn(game.record)  # saved whole
