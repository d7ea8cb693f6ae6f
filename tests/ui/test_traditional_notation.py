"""With the UI in 繁體中文 the score sheet, the status line and the move messages write
Chinese notation in traditional glyphs (trial C: 马八进七 in the zh_Hant window, where the
board and the arbiter's messages said 傌八進七); simplified again in 简体中文. pytest-qt,
real widgets, moves dragged on the board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from xiangqi_gui.notation.chinese import format_chinese, traditional_glyphs
from xiangqi_gui.notation.facts import PositionFacts
from xiangqi_gui.rules import Move, Position
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.score_sheet import Column

MOVES = (("h2", "e2"), ("h9", "g7"), ("b0", "c2"))


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    install_language("en")


def _sheet_moves(session: object) -> list[str]:
    model = session.window.sheet.model  # type: ignore[attr-defined]
    texts = []
    for row in range(model.rowCount()):
        for column in (Column.RED, Column.BLACK):
            text = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
            if text:
                texts.append(text)
    return texts


def test_the_zh_hant_window_writes_moves_in_traditional_glyphs(
        qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=zh_Hant\n", encoding="utf-8")
    session = make_session(qtbot, tmp_path)
    for origin, target in MOVES:
        drag(qtbot, session.window.board, origin, target)
    assert _sheet_moves(session) == ["炮二平五", "馬8進7", "傌八進七"]
    assert session.window.statusBar().currentMessage() == "紅方走傌八進七。"  # the message
    session.window.show_sheet_position(3)
    assert "傌八進七" in session.window.statusBar().currentMessage()
    install_language("zh_Hans")
    QApplication.processEvents()
    assert _sheet_moves(session) == ["炮二平五", "马8进7", "马八进七"]


def test_traditional_glyphs_match_the_traditional_writer() -> None:
    position = Position.start()
    for iccs in ("h2e2", "h9g7", "b0c2", "b7e7", "a0b0", "h7h3", "g3g4", "i9h9"):
        facts = PositionFacts(position)
        for move in position.legal_moves():
            written = facts.move(move)
            simplified = format_chinese(written)
            assert traditional_glyphs(simplified, position.turn) == format_chinese(
                written, traditional=True), simplified
        position.push(Move.from_iccs(iccs))
