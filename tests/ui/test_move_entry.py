"""Typed move entry: candidates in four notations, Enter records, refusals with reasons;
a real game's moves typed in three notations replay the record."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.conftest import corpus_path
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.notation import Notator
from xiangqi_gui.rules import Move, Position
from xiangqi_gui.ui.move_entry import MoveEntry


def _entry(qtbot) -> tuple[MoveEntry, list[Move]]:  # type: ignore[no-untyped-def]
    entry = MoveEntry()
    qtbot.addWidget(entry)
    got: list[Move] = []
    entry.move_entered.connect(got.append)
    return entry, got


def test_enter_records_and_refusals_explain(qtbot) -> None:  # type: ignore[no-untyped-def]
    entry, got = _entry(qtbot)
    entry.set_position(Position())
    qtbot.keyClicks(entry.field, "C2")
    assert entry.list.count() == 12 and entry.list.item(0).text().startswith("炮二进一")
    qtbot.keyClicks(entry.field, "=5")
    assert entry.list.count() == 1 and entry.list.item(0).text() == "炮二平五   炮25   C2=5   h2e2"
    qtbot.keyClick(entry.field, Qt.Key.Key_Return)
    assert got == [Move.from_iccs("h2e2")]
    entry.field.setText("h2h8")  # the cannon cannot pass its own screen (h7)
    qtbot.keyClick(entry.field, Qt.Key.Key_Return)
    assert len(got) == 1 and "not a legal move" in entry.status.text()
    entry.field.setText("xyz")
    qtbot.keyClick(entry.field, Qt.Key.Key_Return)
    assert len(got) == 1 and "xyz" in entry.status.text()


def test_ambiguous_text_lists_the_candidates(qtbot) -> None:  # type: ignore[no-untyped-def]
    # two red chariots on the b file: 车八进一 fits only with 前/后
    pos = Position.from_fen("4k4/9/9/9/9/9/1R7/9/1R7/3K5 w - - 0 1")
    entry, got = _entry(qtbot)
    entry.set_position(pos)
    entry.field.setText("车八进一")
    qtbot.keyClick(entry.field, Qt.Key.Key_Return)
    assert not got
    assert "前车进一" in entry.status.text() and "后车进一" in entry.status.text()


def test_tab_completes_and_down_walks(qtbot) -> None:  # type: ignore[no-untyped-def]
    entry, got = _entry(qtbot)
    entry.set_position(Position())
    qtbot.keyClicks(entry.field, "H8")  # QTest types ASCII only: WXF, the left horse
    qtbot.keyClick(entry.field, Qt.Key.Key_Down)
    second = entry.list.item(1).text().split()[0]
    qtbot.keyClick(entry.field, Qt.Key.Key_Tab)
    assert entry.field.text() == second
    qtbot.keyClick(entry.field, Qt.Key.Key_Return)
    assert got and Notator(Position()).chinese(got[0]) == second


def test_a_corpus_game_typed_in_three_notations(qtbot) -> None:  # type: ignore[no-untyped-def]
    record = load_file(corpus_path("walker8088-cchess/tests/data/game_test.xqf")).games[0].record
    entry, got = _entry(qtbot)
    pos = record.start_position()
    for ply, move in enumerate(record.mainline_moves()[:30]):
        entry.set_position(pos)
        texts = Notator(pos).texts(move)
        typed = (texts.chinese, texts.abbr.marked, texts.wxf)[ply % 3]
        entry.field.setText(typed)
        count = len(got)
        qtbot.keyClick(entry.field, Qt.Key.Key_Return)
        if len(got) == count:
            # an abbreviated text without its 进/退 mark can fit an advance and a traverse
            # (art. 7.5): refused with both; the recorder then types it in full
            assert ply % 3 == 1 and texts.chinese in entry.status.text(), entry.status.text()
            entry.field.setText(texts.chinese)
            qtbot.keyClick(entry.field, Qt.Key.Key_Return)
        assert got[-1] == move, (ply, typed, entry.status.text())
        pos.push(move)
    assert len(got) == 30


def test_a_piece_is_named_in_the_ui_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Notation errors name the piece in the UI's words (issue 11): English "elephant", not
    the character 相; Vietnamese Tượng/Tốt; Chinese 相/象 (繁體 俥)."""
    from xiangqi_gui.ui.i18n import install_language

    entry, got = _entry(qtbot)
    entry.set_position(Position())
    cases = {
        "en": ("the elephant cannot move sideways (平)", "the soldier cannot retreat (退)",
               "there is no chariot on file 5"),
        "vi": ("Tượng không thể đi ngang (平)", "Tốt không thể lùi (退)", "không có Xe ở cột 5"),
        "zh_Hans": ("相不能平走", "兵不能后退", "没有五路车"),
        "zh_Hant": ("相不能平走", "兵不能後退", "沒有五路俥"),
    }
    for language, expected in cases.items():
        install_language(language)
        for text, words in zip(("相三平五", "兵七退一", "车五进一"), expected, strict=True):
            entry.field.setText(text)
            qtbot.keyClick(entry.field, Qt.Key.Key_Return)
            assert words in entry.status.text(), (language, text, entry.status.text())
            if not language.startswith("zh"):  # no piece character in en/vi (after the text)
                reason = entry.status.text().split(text)[-1]
                assert not set("相兵车") & set(reason), entry.status.text()
    assert not got
