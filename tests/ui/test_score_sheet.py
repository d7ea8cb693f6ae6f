"""ScoreSheet panel: texts from real positions, abbreviated strokes, notation switching,
clicks, live appends, annotations and variations (pytest-qt, offscreen).

The game is the real record of case R04 (docs/references.md §8)
(``walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn``): ply 9 must read ``前炮退二``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from tests.conftest import corpus_path
from xiangqi_gui.notation import read_move
from xiangqi_gui.play.sheet import Annotation, ScoreRows, format_time
from xiangqi_gui.rules import START_FEN, Color, IllegalMoveError, Move, Position
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.score_sheet import (
    ANNOTATIONS_ROLE,
    PLY_ROLE,
    STROKE_ROLE,
    VARIATIONS_ROLE,
    Column,
    ScoreSheet,
    draw_move_text,
    sheet_font,
    stroke_line,
)

BUG04_GAME = "walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn"
_RESULTS = {"*", "1-0", "0-1", "1/2-1/2"}
_MOVE_NUMBER = re.compile(r"^\d+\.")


def read_chinese_game(path: Path, encoding: str = "gb18030") -> tuple[dict[str, str], list[str]]:
    """Headers and movetext tokens of a one-game Chinese-notation PGN (test helper only).

    Handles the corpus's one-move-per-line and glued ``12.炮二平五`` layouts; stops at the
    result token. The real PGN reader is the formats package's.
    """
    text = path.read_bytes().decode(encoding)
    headers = dict(re.findall(r'^\s*\[(\w+)\s+"([^"]*)"\]', text, flags=re.MULTILINE))
    tokens: list[str] = []
    for line in text.splitlines():
        if line.strip().startswith("["):
            continue
        for raw in line.split():
            token = _MOVE_NUMBER.sub("", raw)
            if token in _RESULTS or token.startswith("="):
                return headers, tokens
            if token:
                tokens.append(token)
    return headers, tokens


def replay(tokens: list[str], notation: str = "chinese", fen: str = START_FEN) -> list[Move]:
    """The moves the tokens name, read with the notation package from the real positions."""
    pos = Position.from_fen(fen)
    moves = []
    for token in tokens:
        move = read_move(pos, token, notation)
        pos.push(move)
        moves.append(move)
    return moves


@pytest.fixture(scope="module")
def bug04() -> tuple[list[str], list[Move]]:
    _, tokens = read_chinese_game(corpus_path(BUG04_GAME))
    return tokens, replay(tokens)


@pytest.fixture
def sheet(qtbot: QtBot, bug04: tuple[list[str], list[Move]]) -> Iterator[ScoreSheet]:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.resize(520, 700)
    widget.set_game(START_FEN, bug04[1])
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def text_at(sheet: ScoreSheet, ply: int) -> str:
    return str(sheet.model.index_of(ply).data(Qt.ItemDataRole.DisplayRole))


# --------------------------------------------------------------------------- texts
def test_corpus_game_has_23_plies_and_12_rows(sheet: ScoreSheet) -> None:
    assert sheet.ply_count == 23
    assert sheet.model.rowCount() == 12
    assert sheet.model.index(11, Column.NUMBER).data() == "12"
    assert sheet.model.index(11, Column.BLACK).data() == ""  # 12. 马九退八 is the last move


def test_ply_9_is_front_cannon_retreat_bug04(sheet: ScoreSheet) -> None:
    assert text_at(sheet, 9) == "前炮退二"
    assert sheet.model.index(4, Column.RED).data(PLY_ROLE) == 9


def test_fullwidth_chinese_reproduces_every_token_of_the_record(
    sheet: ScoreSheet, bug04: tuple[list[str], list[Move]]
) -> None:
    tokens, _ = bug04
    sheet.set_fullwidth(True)
    assert [text_at(sheet, p) for p in range(1, 24)] == tokens
    sheet.set_fullwidth(False)
    assert text_at(sheet, 2) == "炮2平5"
    assert text_at(sheet, 12) == "马8进7"


def test_abbreviated_text_and_stroke_direction(sheet: ScoreSheet) -> None:
    sheet.set_notation("abbr")
    model = sheet.model
    # 炮二平五 -> 炮25, no stroke; 炮五进四 -> 炮54 underlined; 前炮退二 -> 前炮2 overlined.
    assert (text_at(sheet, 1), model.index_of(1).data(STROKE_ROLE)) == ("炮25", None)
    assert (text_at(sheet, 5), model.index_of(5).data(STROKE_ROLE)) == ("炮54", "advance")
    assert (text_at(sheet, 9), model.index_of(9).data(STROKE_ROLE)) == ("前炮2", "retreat")
    # Black: 马8进7 -> 马87 underlined (docs/references.md §3); 马7退8 -> 马78 overlined.
    assert (text_at(sheet, 12), model.index_of(12).data(STROKE_ROLE)) == ("马87", "advance")
    assert (text_at(sheet, 18), model.index_of(18).data(STROKE_ROLE)) == ("马78", "retreat")
    sheet.set_notation("chinese")
    assert model.index_of(5).data(STROKE_ROLE) is None  # strokes belong to abbr only


def test_switching_to_wxf_and_iccs(sheet: ScoreSheet) -> None:
    sheet.set_notation("wxf")
    assert [text_at(sheet, p) for p in (1, 3, 12)] == ["C2=5", "H2+3", "H8+7"]
    sheet.set_notation("iccs")
    assert [text_at(sheet, p) for p in (1, 9, 12)] == ["h2e2", "e6e4", "h9g7"]


def test_notation_box_switches_and_reports(sheet: ScoreSheet, qtbot: QtBot) -> None:
    with qtbot.waitSignal(sheet.notation_changed) as blocker:
        sheet.notation_box.setCurrentIndex(sheet.notation_box.findData("wxf"))
    assert blocker.args == ["wxf"]
    assert sheet.notation == "wxf"
    assert text_at(sheet, 1) == "C2=5"
    assert not sheet.fullwidth_box.isEnabled()  # full-width digits are for Chinese only
    with pytest.raises(ValueError, match="unknown notation"):
        sheet.set_notation("german")


def test_black_to_move_start_leaves_the_first_red_cell_empty(qtbot: QtBot) -> None:
    # S1 of test_worked_examples.py: after 炮二平五, Black to move, move number 1.
    fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.set_game(fen, [Move.from_iccs("h9g7"), Move.from_iccs("h0g2")])
    model = widget.model
    assert model.index(0, Column.NUMBER).data() == "1"
    assert model.index(0, Column.RED).data() == ""
    assert model.ply_of(model.index(0, Column.RED)) is None
    assert model.index(0, Column.BLACK).data() == "马8进7"
    assert model.index(1, Column.RED).data() == "马二进三"
    assert model.index(1, Column.NUMBER).data() == "2"


def test_illegal_move_is_refused_with_its_ply(sheet: ScoreSheet) -> None:
    rows_before = sheet.model.rowCount()
    with pytest.raises(IllegalMoveError, match="ply 24"):
        sheet.append_move(Move.from_iccs("h2h9"))  # nothing on h2 any more
    assert sheet.ply_count == 23
    assert sheet.model.rowCount() == rows_before


# --------------------------------------------------------------------------- times
def test_times_are_shown_as_minutes_and_seconds(
    qtbot: QtBot, bug04: tuple[list[str], list[Move]]
) -> None:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    times = [7_999_999_999, 65_000_000_000, None, 3_600_000_000_000]
    widget.set_game(START_FEN, bug04[1][:4], times_ns=times)
    model = widget.model
    assert model.index_of(1, time=True).data() == "0:07"  # 7.99 s: whole seconds, down
    assert model.index_of(2, time=True).data() == "1:05"
    assert model.index_of(3, time=True).data() == ""
    assert model.index_of(4, time=True).data() == "60:00"
    widget.set_move_time(3, 59_000_000_000)
    assert model.index_of(3, time=True).data() == "0:59"
    assert widget.rows.time_used(Color.RED) == 7_999_999_999 + 59_000_000_000


def test_format_time_rejects_negative_durations() -> None:
    assert format_time(0) == "0:00"
    with pytest.raises(ValueError, match="negative"):
        format_time(-1)


# --------------------------------------------------------------------------- clicks
def test_clicking_a_move_emits_its_ply_and_highlights_it(sheet: ScoreSheet, qtbot: QtBot) -> None:
    viewport = sheet.view.viewport()
    for ply in (9, 10, 1):
        with qtbot.waitSignal(sheet.ply_selected) as blocker:
            qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=sheet.cell_rect(ply).center())
        assert blocker.args == [ply]
        assert sheet.current_ply == ply
        assert sheet.model.index_of(ply).data(Qt.ItemDataRole.BackgroundRole) is not None
    assert sheet.model.index_of(9).data(Qt.ItemDataRole.BackgroundRole) is None


def test_clicking_a_time_cell_selects_that_move(sheet: ScoreSheet, qtbot: QtBot) -> None:
    with qtbot.waitSignal(sheet.ply_selected) as blocker:
        point = sheet.cell_rect(14, time=True).center()
        qtbot.mouseClick(sheet.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [14]


def test_clicking_a_move_number_emits_nothing(sheet: ScoreSheet, qtbot: QtBot) -> None:
    index = sheet.model.index(3, Column.NUMBER)
    point = sheet.view.visualRect(index).center()
    with qtbot.assertNotEmitted(sheet.ply_selected):
        qtbot.mouseClick(sheet.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_keys_step_through_the_plies(sheet: ScoreSheet, qtbot: QtBot) -> None:
    sheet.set_current_ply(9)
    seen: list[int] = []
    sheet.ply_selected.connect(seen.append)
    for key in (
        Qt.Key.Key_Right,
        Qt.Key.Key_Down,
        Qt.Key.Key_Left,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
    ):
        qtbot.keyClick(sheet.view, key)
    assert seen == [10, 12, 11, 0, 23]


def test_set_current_ply_does_not_emit(sheet: ScoreSheet, qtbot: QtBot) -> None:
    with qtbot.assertNotEmitted(sheet.ply_selected):
        sheet.set_current_ply(4)
    assert sheet.current_ply == 4


# --------------------------------------------------------------------------- live play
def test_live_appends_notify_one_row_without_reset(
    qtbot: QtBot, bug04: tuple[list[str], list[Move]]
) -> None:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    model = widget.model
    inserted: list[tuple[int, int]] = []
    changed: list[tuple[int, int]] = []
    resets: list[int] = []
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.dataChanged.connect(lambda a, b, _r=(): changed.append((a.row(), b.row())))
    model.modelReset.connect(lambda: resets.append(1))
    for move in bug04[1]:
        widget.append_move(move, time_ns=3_000_000_000)
    assert resets == []
    assert inserted == [(row, row) for row in range(12)]
    assert all(first == last for first, last in changed)
    assert text_at(widget, 9) == "前炮退二"
    assert widget.current_ply == 23  # followed the live game


def test_highlight_stays_on_a_reviewed_ply_while_the_game_goes_on(
    qtbot: QtBot, bug04: tuple[list[str], list[Move]]
) -> None:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    moves = bug04[1]
    widget.set_game(START_FEN, moves[:10])
    widget.set_current_ply(4)
    widget.append_move(moves[10])
    assert widget.current_ply == 4
    widget.set_current_ply(11)
    widget.append_move(moves[11])
    assert widget.current_ply == 12


def test_truncate_drops_later_moves(sheet: ScoreSheet) -> None:
    sheet.truncate(9)
    assert sheet.ply_count == 9
    assert sheet.model.rowCount() == 5
    assert sheet.rows.position().fen() == sheet.rows.position_at(9).fen()
    sheet.append_move(Move.from_iccs("a9b9"))  # 车1平2 again
    assert text_at(sheet, 10) == "车1平2"


# --------------------------------------------------------------------------- annotations
def test_fouls_and_draw_offers_appear_at_their_move(sheet: ScoreSheet) -> None:
    sheet.annotate(5, Annotation.foul(Color.RED, "8.1.5", "touched the black cannon"))
    sheet.annotate(14, Annotation.draw_offer(Color.BLACK))
    sheet.annotate(14, "a quiet move")
    model = sheet.model
    assert model.index_of(5).data(ANNOTATIONS_ROLE) == ["Foul 8.1.5"]
    assert model.index_of(14).data(ANNOTATIONS_ROLE) == ["Draw offer", "a quiet move"]
    assert model.index_of(6).data(ANNOTATIONS_ROLE) == []
    assert model.index_of(13).data(ANNOTATIONS_ROLE) == []
    assert "Foul 8.1.5: touched the black cannon" in model.index_of(5).data(
        Qt.ItemDataRole.ToolTipRole
    )
    install_language("zh_Hans")  # the sheet's words follow the UI language
    assert model.index_of(5).data(ANNOTATIONS_ROLE) == ["犯规 8.1.5"]
    assert model.index_of(14).data(ANNOTATIONS_ROLE) == ["提和", "a quiet move"]
    assert "犯规 8.1.5：touched the black cannon" in model.index_of(5).data(
        Qt.ItemDataRole.ToolTipRole
    )
    install_language("en")
    row3 = sheet.view.rowHeight(sheet.rows.row_of(5))
    assert row3 == sheet.view.rowHeight(sheet.rows.row_of(3))  # notes share the move's line
    assert sheet.rows.fouls(Color.RED) == [
        (5, Annotation.foul(Color.RED, "8.1.5", "touched the black cannon"))
    ]
    assert sheet.rows.fouls(Color.BLACK) == []


def test_annotation_on_the_move_in_progress_opens_its_row(sheet: ScoreSheet) -> None:
    assert sheet.model.rowCount() == 12
    sheet.annotate(24, Annotation.foul(Color.BLACK, "8.1.7", "pressed the clock before moving"))
    assert sheet.model.rowCount() == 12  # ply 24 is Black's cell of row 12
    assert sheet.model.index(11, Column.BLACK).data(ANNOTATIONS_ROLE) == ["Foul 8.1.7"]
    assert sheet.model.index(11, Column.BLACK).data() == ""
    sheet.append_move(sheet.rows.position().legal_moves()[0])  # Black plays ply 24
    assert sheet.model.index(11, Column.BLACK).data(ANNOTATIONS_ROLE) == ["Foul 8.1.7"]
    sheet.annotate(25, Annotation.draw_offer(Color.RED))
    assert sheet.model.rowCount() == 13
    with pytest.raises(IndexError):
        sheet.annotate(27, "too far ahead")


def test_pregame_notes_show_above_the_table(sheet: ScoreSheet) -> None:
    assert sheet.pregame_label.isHidden()
    sheet.annotate(0, Annotation.foul(Color.BLACK, "8.1.2", "started the clock"))
    assert not sheet.pregame_label.isHidden()
    assert "Foul 8.1.2: started the clock" in sheet.pregame_label.text()


# --------------------------------------------------------------------------- variations
@pytest.fixture
def varied(qtbot: QtBot, bug04: tuple[list[str], list[Move]]) -> ScoreSheet:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.resize(520, 700)
    # Alternatives to 3. 马二进三 (ply 3): 马八进七 and 兵七进一.
    alternatives = {3: [Move.from_iccs("b0c2"), Move.from_iccs("c3c4")]}
    widget.set_game(START_FEN, bug04[1], variations=alternatives)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_moves_with_variations_are_marked(varied: ScoreSheet) -> None:
    model = varied.model
    assert model.index_of(3).data(VARIATIONS_ROLE) == ["马八进七", "兵七进一"]
    assert model.index_of(4).data(VARIATIONS_ROLE) == []
    varied.set_notation("iccs")
    assert model.index_of(3).data(VARIATIONS_ROLE) == ["b0c2", "c3c4"]


def test_picking_a_variation_emits_ply_and_index(varied: ScoreSheet, qtbot: QtBot) -> None:
    menu = varied.variation_menu(3)
    actions = [a for a in menu.actions() if a.isEnabled()]
    assert [a.text() for a in actions] == ["Variation 1: 马八进七", "Variation 2: 兵七进一"]
    with qtbot.waitSignal(varied.variation_selected) as blocker:
        actions[1].trigger()
    assert blocker.args == [3, 1]
    with pytest.raises(IndexError):
        varied.select_variation(3, 2)


def test_clicking_the_marker_opens_the_variation_menu(varied: ScoreSheet, qtbot: QtBot) -> None:
    from xiangqi_gui.ui.score_sheet import MoveDelegate

    marker = MoveDelegate.marker_rect(varied.cell_rect(3)).center().toPoint()
    with qtbot.waitSignal(varied.ply_selected):
        qtbot.mouseClick(varied.view.viewport(), Qt.MouseButton.LeftButton, pos=marker)
    menus = [m for m in varied.findChildren(type(varied.variation_menu(3))) if m.isVisible()]
    assert len(menus) == 1
    assert "马八进七" in menus[0].actions()[1].text()
    menus[0].close()


def test_illegal_variation_is_refused() -> None:
    with pytest.raises(IllegalMoveError, match="ply 1"):
        ScoreRows.from_moves(
            START_FEN, [Move.from_iccs("h2e2")], variations={1: [Move.from_iccs("h2h8")]}
        )


# --------------------------------------------------------------------------- strokes
def _render(text: str, stroke: str | None) -> QImage:
    image = QImage(200, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setPen(QColor("black"))
    draw_move_text(painter, QRectF(10, 0, 180, 60), text, stroke, sheet_font(24))
    painter.end()
    return image


def _ink_rows(image: QImage, x0: int, x1: int) -> set[int]:
    return {
        y
        for y in range(image.height())
        for x in range(x0, x1)
        if QColor(image.pixel(x, y)).lightness() < 128
    }


@pytest.mark.parametrize("stroke", ["advance", "retreat"])
def test_stroke_is_drawn_on_the_last_digit_only(qapp: object, stroke: str) -> None:
    font = sheet_font(24)
    plain, marked = _render("炮54", None), _render("炮54", stroke)
    diff = [
        (x, y)
        for y in range(plain.height())
        for x in range(plain.width())
        if plain.pixel(x, y) != marked.pixel(x, y)
    ]
    assert diff, "no stroke was drawn"
    metrics = QFontMetricsF(font, plain)
    baseline = (60 - metrics.height()) / 2 + metrics.ascent()
    last_left = 10 + metrics.horizontalAdvance("炮5")
    last_right = last_left + metrics.horizontalAdvance("4")
    assert min(x for x, _ in diff) >= last_left - 1
    assert max(x for x, _ in diff) <= last_right + 1
    digit_ink = _ink_rows(plain, round(last_left), round(last_right))
    if stroke == "advance":  # 进: under the digit's ink
        assert min(y for _, y in diff) > max(digit_ink) and min(y for _, y in diff) > baseline
    else:  # 退: over the digit's ink
        assert max(y for _, y in diff) < min(digit_ink)


def test_stroke_line_geometry(qapp: object) -> None:
    metrics = QFontMetricsF(sheet_font(20))
    under = stroke_line(metrics, "马87", "advance", 0.0, 100.0)
    over = stroke_line(metrics, "马87", "retreat", 0.0, 100.0)
    assert under is not None and over is not None
    assert under.y1() == under.y2() > 100.0  # below the baseline
    assert over.y1() < 100.0 - metrics.tightBoundingRect("7").height()  # above the digit
    start = metrics.horizontalAdvance("马8")
    assert start <= under.x1() < under.x2() <= start + metrics.horizontalAdvance("7") + 0.01
    assert stroke_line(metrics, "炮25", "traverse", 0.0, 100.0) is None


# Tandem pieces of either side (R04's whole kind), test_worked_examples.py rows 12-26 and
# docs/references.md §3.
@pytest.mark.parametrize(
    ("fen", "iccs", "chinese", "abbr", "stroke"),
    [
        ("4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1", "d4d8", "前车进四", "前车4", "advance"),
        ("4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1", "d1c1", "后车平七", "后车7", None),
        ("4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1", "d1d0", "后车退一", "后车1", "retreat"),
        ("3k5/9/9/9/9/6N2/9/6N2/9/4K4 w - - 0 1", "g2h0", "后马退二", "后马2", "retreat"),
        ("3k5/9/4c4/9/4c4/9/9/9/9/5K3 b - - 0 1", "e5e3", "前炮进2", "前炮2", "advance"),
        ("3k5/9/2n6/9/2n6/9/9/9/9/4K4 b - - 0 1", "c7b9", "后马退2", "后马2", "retreat"),
        ("3k5/9/9/9/9/9/3p5/3p5/9/4K4 b - - 0 1", "d2e2", "前卒平5", "前卒5", None),
    ],
)
def test_tandem_pieces_of_both_sides_keep_their_qualifier(
    qtbot: QtBot, fen: str, iccs: str, chinese: str, abbr: str, stroke: str | None
) -> None:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.set_game(fen, [Move.from_iccs(iccs)])
    assert text_at(widget, 1) == chinese
    column = Column.RED if fen.split()[1] == "w" else Column.BLACK
    assert widget.model.index(0, column).data() == chinese
    widget.set_notation("abbr")
    assert (text_at(widget, 1), widget.model.index_of(1).data(STROKE_ROLE)) == (abbr, stroke)


def test_truncate_keeps_the_notes_of_the_move_in_progress(
    qtbot: QtBot, bug04: tuple[list[str], list[Move]]
) -> None:
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.set_game(START_FEN, bug04[1])
    widget.annotate(11, Annotation.draw_offer(Color.RED))
    widget.annotate(20, Annotation.foul(Color.BLACK, "8.1.7"))
    removed: list[tuple[int, int]] = []
    widget.model.rowsRemoved.connect(lambda _p, a, b: removed.append((a, b)))
    widget.truncate(10)  # back to Black's 5th move; Red's offer at ply 11 stays
    assert removed == [(6, 11)]
    assert widget.model.rowCount() == 6
    assert widget.model.index_of(11).data(ANNOTATIONS_ROLE) == ["Draw offer"]
    assert widget.rows.notes(20) == []
    assert widget.current_ply == 10
    widget.truncate(0)
    assert widget.model.rowCount() == 0
    with pytest.raises(IndexError):
        widget.truncate(1)


def test_refused_moves_and_notes_announce_no_rows(sheet: ScoreSheet) -> None:
    inserted: list[int] = []
    sheet.model.rowsAboutToBeInserted.connect(lambda *_: inserted.append(1))
    with pytest.raises(IllegalMoveError):
        sheet.append_move(Move.from_iccs("a0a9"))
    with pytest.raises(IndexError):
        sheet.annotate(40, "far ahead")
    assert inserted == []


# --------------------------------------------------------------------------- painting (issue 12)
def test_repaints_draw_from_kept_cells_and_laid_out_texts(sheet: ScoreSheet) -> None:
    """A paint works each visible cell out once and lays each text out once; later paints
    (the window repaints the sheet whenever its layout moves) redo neither. ``grab`` paints
    at once."""
    viewport = sheet.view.viewport()
    viewport.grab()
    built, laid = sheet.model.cells_built, sheet.glyphs.made
    assert built == 12 * 5  # 12 rows x 5 columns are visible in a 700 px sheet
    distinct = {sheet.model.cell(r, c).text for r in range(12) for c in range(5)} - {""}
    assert len(distinct) == 12 + 23  # numbers and moves; no times
    for text in distinct:
        sheet.glyphs.text(text)
    assert sheet.glyphs.made == laid  # every text painted was laid out already
    for _ in range(3):
        viewport.grab()
    assert (sheet.model.cells_built, sheet.glyphs.made) == (built, laid)


def test_a_new_game_is_laid_out_before_it_is_painted(qtbot: QtBot,
                                                    bug04: tuple[list[str], list[Move]]) -> None:
    """warm_glyphs, queued by set_game and by a font change, lays out the notation's
    characters once and the texts in sight, in an event before the window's paint."""
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.resize(520, 700)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_game(START_FEN, bug04[1])
    moves = len(set(bug04[0]))  # the record's distinct move texts
    assert widget.warm_glyphs() == 1 + 12 + moves  # the characters, numbers and moves
    painted = widget.glyphs.made
    widget.view.viewport().grab()
    assert widget.glyphs.made == painted  # the paint laid nothing out
    assert widget.warm_glyphs() == 0
    widget.set_notation("iccs")  # the table's font stays: ICCS texts are new
    assert widget.warm_glyphs() == len({m.iccs for m in bug04[1]})


def test_no_paint_lays_a_text_out_whichever_event_comes_first(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        bug04: tuple[list[str], list[Move]]) -> None:
    """A new game (or font) keeps the table's cells from painting until its texts in sight
    are laid out in an event of their own; a paint before that event (the window's repaint
    after its docks settled, say) leaves the cells out (issue 12: a new game's first sheet
    paint took ~20 ms)."""
    from xiangqi_gui.ui import score_sheet

    layouts_in_paint: list[int] = []
    real = score_sheet._PlainDelegate._paint_text

    def paint_text(self: score_sheet._PlainDelegate, *args: object, **kwargs: object) -> None:
        made = self.glyphs.made
        real(self, *args, **kwargs)  # type: ignore[arg-type]
        layouts_in_paint.append(self.glyphs.made - made)

    monkeypatch.setattr(score_sheet._PlainDelegate, "_paint_text", paint_text)
    widget = ScoreSheet()
    qtbot.addWidget(widget)
    widget.resize(520, 700)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(50)
    for notation in ("chinese", "wxf"):
        layouts_in_paint.clear()
        widget.set_notation(notation)
        widget.set_game(START_FEN, bug04[1])
        widget.repaint()  # a paint before the warm-up event
        qtbot.waitUntil(lambda: len(layouts_in_paint) >= 12 + 23, timeout=5_000)
        assert sum(layouts_in_paint) == 0
    assert widget.model.index(0, 1).data() == "C2=5"


def test_a_step_rebuilds_only_the_two_rows_it_changes(sheet: ScoreSheet) -> None:
    viewport = sheet.view.viewport()
    viewport.grab()
    built, laid = sheet.model.cells_built, sheet.glyphs.made
    sheet.set_current_ply(9)  # from the last ply (23, row 11) to ply 9 (row 4)
    viewport.grab()
    assert sheet.model.cells_built == built + 2 * 5
    assert sheet.glyphs.made == laid  # the same texts, already laid out
    assert sheet.model.cell(4, Column.RED) == (
        "前炮退二", 0, 9, None, False, False)  # text, left-aligned, ply, stroke, notes, marks


def test_switching_notation_repaints_the_new_texts(sheet: ScoreSheet) -> None:
    viewport = sheet.view.viewport()
    viewport.grab()
    laid = sheet.glyphs.made
    sheet.set_notation("abbr")
    viewport.grab()
    assert sheet.model.cell(4, Column.RED).text == "前炮2"
    assert sheet.model.cell(4, Column.RED).stroke == "retreat"
    assert sheet.model.cell(2, Column.RED).stroke == "advance"  # 炮五进四 -> 炮54
    assert sheet.glyphs.made > laid
    assert sheet.glyphs.text("前炮2").text() == "前炮2"


def test_glyph_cache_follows_the_tables_font(sheet: ScoreSheet) -> None:
    """The delegates draw in the font the table has, also after it shrinks to fit."""
    assert sheet.glyphs.font == sheet.view.font()
    sheet.resize(200, 700)  # too narrow for 12 pt: the sheet's font shrinks
    sheet.view.viewport().grab()
    assert sheet.view.font().pointSizeF() < 12.0
    assert sheet.glyphs.font == sheet.view.font()
