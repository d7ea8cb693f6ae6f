"""The games list's filter (issue 12): it waits for a pause in the typing, searches a text
each row keeps rather than asking every cell, and shows the first match at the top; rows
that arrive, are checked or are sorted while it is on keep the filter."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from xiangqi_gui.ui.game_list import FILTER_DELAY_MS, NUMBER, PLIES, RED, GameListWidget

GAMES = 1125


def _headers(start: int, count: int) -> list[dict[str, str]]:
    return [{"Red": "许银川" if n % 100 < 12 else f"Player {n}", "Black": "吕钦",
             "Event": "全国个人赛", "ECCO": f"C{n % 100:02d}"} for n in range(start, start + count)]


def _list(qtbot: QtBot) -> GameListWidget:
    widget = GameListWidget()
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.model.append_games(_headers(0, GAMES))
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _shown_reds(widget: GameListWidget) -> list[str]:
    return [widget.proxy.index(r, RED).data() for r in range(widget.proxy.rowCount())]


def _expected(text: str, start: int = 0, count: int = GAMES) -> list[str]:
    """The Red names of the games whose row holds ``text`` (brute force over the headers;
    the row shows number, Red, Black, Event, opening)."""
    found = []
    for n, tags in enumerate(_headers(start, count), start + 1):
        row = [str(n), tags["Red"], tags["Black"], tags["Event"], tags["ECCO"], "…"]
        if any(text.casefold() in cell.casefold() for cell in row):
            found.append(tags["Red"])
    return found


def test_typing_refilters_once_after_a_pause(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    resets: list[int] = []
    widget.proxy.modelReset.connect(lambda: resets.append(widget.proxy.rowCount()))
    widget.filter_edit.setFocus()
    QTest.keyClicks(widget.filter_edit, "player 11")  # nine keys, no pause between them
    assert widget.filter_pending
    assert widget.proxy.rowCount() == GAMES and resets == []  # nothing refiltered yet
    qtbot.waitUntil(lambda: not widget.filter_pending, timeout=FILTER_DELAY_MS * 10)
    assert resets == [len(_expected("player 11"))]  # one refilter, after the last key
    assert _shown_reds(widget) == _expected("player 11")
    assert widget.status.text() == f"{resets[0]} / 1,125 games"


def test_enter_applies_at_once_and_clearing_needs_no_pause(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    widget.filter_edit.setFocus()
    QTest.keyClicks(widget.filter_edit, "c07")
    QTest.keyClick(widget.filter_edit, Qt.Key.Key_Return)
    assert not widget.filter_pending
    assert _shown_reds(widget) == _expected("c07") and len(_expected("c07")) == 12
    widget.filter_edit.clear()
    assert not widget.filter_pending and widget.proxy.rowCount() == GAMES


def test_the_first_match_shows_at_the_top(qtbot: QtBot) -> None:
    """The list was scrolled to its end; after filtering it shows the first match on top."""
    widget = _list(qtbot)
    widget.table.scrollToBottom()
    assert widget.table.verticalScrollBar().value() > 0
    widget.filter_edit.setText("player 3")
    qtbot.waitUntil(lambda: not widget.filter_pending, timeout=2000)
    matches = _expected("player 3")
    assert len(matches) > 30  # more than the view holds: it could scroll
    assert widget.table.verticalScrollBar().value() == 0
    assert widget.table.rowAt(0) == 0
    assert widget.proxy.index(widget.table.rowAt(0), RED).data() == matches[0] == "Player 30"


def test_the_selected_game_stays_selected_when_it_still_matches(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    widget.select_game(1050)  # "Player 1050"
    widget.filter_edit.setText("player 10")
    qtbot.waitUntil(lambda: not widget.filter_pending, timeout=2000)
    assert widget.proxy.rowCount() == len(_expected("player 10")) == 88
    rows = widget.table.selectionModel().selectedRows()
    assert [widget.model.game_at(widget.proxy.mapToSource(r).row()) for r in rows] == [1050]
    assert widget.table.verticalScrollBar().value() == 0  # still the first match on top


def test_search_texts_are_made_once_per_row(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    made = widget.model.keys_made
    assert made == GAMES  # one per appended row
    for text in ("p", "pl", "player 1", "player 11", "", "许银川", "c45"):
        widget.filter_edit.setText(text)
        widget.apply_filter()
        assert _shown_reds(widget) == _expected(text)
    assert widget.model.keys_made == made  # filtering made none
    widget.model.set_checked([(0, 76, ""), (5, 12, "illegal move at 7. e2e9")])
    assert widget.model.keys_made == made + 2  # a checked row's text is made again


def test_rows_checked_appended_and_sorted_under_a_filter(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    widget.filter_edit.setText("e2e9")
    widget.apply_filter()
    assert widget.proxy.rowCount() == 0
    widget.model.set_checked([(5, 12, "illegal move at 7. e2e9")])  # the problem column
    # shown at once: the checked rows are searched again as they come
    assert [widget.proxy.index(0, c).data() for c in (NUMBER, PLIES)] == ["6", "12"]
    widget.filter_edit.setText("player 11")
    widget.apply_filter()
    widget.model.append_games(_headers(GAMES, 100))  # games 1126..1225 arrive
    assert _shown_reds(widget) == _expected("player 11", 0, GAMES + 100)
    widget.select_game(1199)  # "Player 1199"
    widget.table.sortByColumn(RED, Qt.SortOrder.DescendingOrder)
    reds = _shown_reds(widget)
    assert reds == sorted(_expected("player 11", 0, GAMES + 100), key=str.casefold,
                          reverse=True)
    rows = widget.table.selectionModel().selectedRows()
    assert [widget.proxy.index(r.row(), RED).data() for r in rows] == ["Player 1199"]


def test_the_list_paints_from_laid_out_texts(qtbot: QtBot) -> None:
    """The list's cells are painted from texts laid out once per text and width (issue 12);
    a game with a problem is drawn in red, the selected row in the highlight colours.
    ``grab`` paints the viewport at once."""
    widget = _list(qtbot)
    widget.model.set_checked([(2, 5, "illegal move at 3. e2e9")])
    widget.select_game(1)
    viewport = widget.table.viewport()
    delegate = widget.table.itemDelegate()
    image = viewport.grab().toImage()
    made = delegate.made  # type: ignore[attr-defined]
    assert made > 16  # 16 rows in sight: at least their numbers
    again = viewport.grab().toImage()
    assert again == image  # painted again, the same
    assert delegate.made == made  # type: ignore[attr-defined]
    problem = widget.table.visualRect(widget.proxy.index(2, RED))
    reds = [image.pixelColor(x, y) for x in range(problem.left(), problem.right())
            for y in range(problem.top(), problem.bottom())]
    assert any(c.red() > 120 and c.green() < 60 and c.blue() < 60 for c in reds)
    selected = widget.table.visualRect(widget.proxy.index(1, RED))
    highlight = widget.table.palette().color(widget.table.palette().ColorRole.Highlight)
    assert image.pixelColor(selected.left() + 1, selected.top() + 1) == highlight
    widget.table.setColumnWidth(RED, widget.table.columnWidth(RED) - 20)  # cut shorter
    viewport.grab()
    assert delegate.made > made  # type: ignore[attr-defined]


def test_checked_games_join_and_leave_the_filtered_list_at_once(qtbot: QtBot) -> None:
    """A game checked while a filter is on is matched again then (its plies and problem
    are in its row's text): it comes into the list or leaves it without another apply, the
    selected game and the count follow, and a longer filter text narrows from there."""
    widget = _list(qtbot)
    widget.filter_edit.setText("player 11")
    widget.apply_filter()
    before = _expected("player 11")  # Player 112..119, Player 1112..1124
    assert _shown_reds(widget) == before and "许银川" not in before
    widget.select_game(118)  # "Player 118"
    resets: list[int] = []
    widget.proxy.modelReset.connect(lambda: resets.append(0))
    widget.model.set_checked([(1, 40, "illegal move at 12. Player 11 e2e9"),
                              (2, 9, "see PLAYER 112"), (3, 22, ""), (116, 30, "")])
    assert resets == []  # no view reset: the two rows came in place
    assert _shown_reds(widget) == ["许银川", "许银川", *before]
    assert widget.status.text() == f"{len(before) + 2} / 1,125 games"
    rows = widget.table.selectionModel().selectedRows()
    assert [widget.proxy.index(r.row(), RED).data() for r in rows] == ["Player 118"]
    assert widget.proxy.index(2 + before.index("Player 116"), PLIES).data() == "30"
    widget.model.set_checked([(1, 40, "")])  # checked again: no longer a match
    assert _shown_reds(widget) == ["许银川", *before]
    assert widget.proxy.index(0, NUMBER).data() == "3"
    widget.filter_edit.setText("player 112")
    widget.apply_filter()  # narrower: searched among the rows shown
    assert _shown_reds(widget) == ["许银川", *_expected("player 112")]


def test_the_filtered_list_matches_every_row_after_any_checks(qtbot: QtBot) -> None:
    """Random batches of checks under a filter: the rows shown are always those a fresh
    search over every row finds, in the same order (seeded)."""
    widget = _list(qtbot)
    chance = random.Random(12)
    for text in ("player 1", "e2e9", "许", "7"):
        widget.filter_edit.setText(text)
        widget.apply_filter()
        for _ in range(30):
            start = chance.randrange(GAMES)
            widget.model.set_checked([
                (game, chance.randrange(200),
                 chance.choice(["", "illegal move at 3. e2e9", "Player 17 note"]))
                for game in range(start, min(GAMES, start + chance.randrange(1, 60)))])
            shown = [widget.proxy.source_row(r) for r in range(widget.proxy.rowCount())]
            assert shown == widget.model.matching_rows(text)
