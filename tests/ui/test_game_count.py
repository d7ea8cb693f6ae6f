"""The games count beside the list's filter counts what the filter shows (issue 11, a
fresh-user trial: "1125 games" stayed while the filter showed 12), in the UI language's
number and plural forms."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QDockWidget, QWidget
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import FIXTURE_RECORDS
from xiangqi_gui.ui.game_list import GameListWidget
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.live_text import retranslate


def type_filter(qtbot: QtBot, widget: GameListWidget, text: str) -> None:
    """Type ``text`` into the filter box and wait for the filter to apply (it waits for a
    pause in the typing, issue 12)."""
    widget.filter_edit.setText(text)
    qtbot.waitUntil(lambda: not widget.filter_pending, timeout=2000)


def _list(qtbot: QtBot) -> GameListWidget:
    widget = GameListWidget()
    qtbot.addWidget(widget)
    headers = [{"Red": "许银川" if n % 100 < 12 and n < 100 else f"Player {n}",
                "Black": "吕钦", "Event": "全国个人赛"} for n in range(1125)]
    widget.model.append_games(headers)
    widget.show_count()
    return widget


def test_count_follows_the_filter_in_english(qtbot: QtBot) -> None:
    widget = _list(qtbot)
    assert widget.status.text() == "1,125 games"
    type_filter(qtbot, widget, "许银川")
    assert widget.proxy.rowCount() == 12
    assert widget.status.text() == "12 / 1,125 games"
    type_filter(qtbot, widget, "Player 1124")
    assert widget.status.text() == "1 / 1,125 games"
    type_filter(qtbot, widget, "nobody")
    assert widget.status.text() == "0 / 1,125 games"
    type_filter(qtbot, widget, "")
    assert widget.status.text() == "1,125 games"
    one = GameListWidget()
    qtbot.addWidget(one)
    one.model.append_games([{"Red": "A"}])
    one.show_count()
    assert one.status.text() == "1 game"


def test_count_in_chinese_and_vietnamese(qtbot: QtBot) -> None:
    install_language("zh_Hans")
    widget = _list(qtbot)
    assert widget.status.text() == "共 1,125 局"
    type_filter(qtbot, widget, "许银川")
    assert widget.status.text() == "12 / 1,125 局"
    install_language("zh_Hant")
    widget.show_count()
    assert widget.status.text() == "12 / 1,125 局"
    install_language("vi")
    type_filter(qtbot, widget, "")
    assert widget.status.text() == "1.125 ván"


def test_the_count_follows_a_change_of_language_at_once(qtbot: QtBot) -> None:
    """A language chosen while the list is shown re-words the count and its number format
    (it kept "78 / 1.125 ván" in English until the filter changed, fresh-user trial)."""
    install_language("vi")
    widget = _list(qtbot)
    type_filter(qtbot, widget, "许银川")
    assert widget.status.text() == "12 / 1.125 ván"
    install_language("en")
    retranslate()
    assert widget.status.text() == "12 / 1,125 games"


def test_the_opened_files_count_follows_the_filter(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path)
    assert open_and_wait(qtbot, session, str(FIXTURE_RECORDS / "fifteen_games.pgn"))
    opener = session.opener
    assert opener is not None
    qtbot.waitUntil(lambda: opener.list.status.text() == "15 games", timeout=20_000)
    red = opener.list.proxy.index(0, 1).data()
    type_filter(qtbot, opener.list, red)
    shown = opener.list.proxy.rowCount()
    assert 1 <= shown < 15
    assert opener.list.status.text() == f"{shown} / 15 games"


def _last_ink_column(widget: QWidget) -> int:
    """The rightmost pixel column of ``widget`` that is not its background (its text)."""
    image = widget.grab().toImage()
    background = image.pixelColor(0, 0).rgb()
    return max(x for x in range(image.width()) for y in range(image.height())
               if image.pixelColor(x, y).rgb() != background)


@pytest.mark.parametrize(("width", "height", "language"),
                         [(1366, 768, "zh_Hans"), (1280, 720, "vi")])
def test_the_count_keeps_a_margin_from_the_docks_edge(qtbot: QtBot, tmp_path: Path,
                                                      width: int, height: int,
                                                      language: str) -> None:
    """Fresh-user trial: the count ("共 15 局") touched the Games dock's right edge."""
    session = make_session(qtbot, tmp_path)
    install_language(language)
    window = session.window
    window.fit_to_screen(QRect(0, 0, width, height - 40))  # a laptop screen with a taskbar
    assert open_and_wait(qtbot, session, str(FIXTURE_RECORDS / "fifteen_games.pgn"))
    opener = session.opener
    assert opener is not None
    label = opener.list.status
    qtbot.waitUntil(lambda: label.text() in ("共 15 局", "15 ván"), timeout=20_000)
    dock = opener.list.parentWidget()
    while not isinstance(dock, QDockWidget):
        dock = dock.parentWidget()
    qtbot.waitUntil(lambda: dock.isVisible() and label.isVisible(), timeout=5000)
    qtbot.wait(50)
    text_right = label.mapTo(dock, QPoint(_last_ink_column(label), 0)).x()
    assert dock.width() - 1 - text_right >= 6, (text_right, dock.width())
