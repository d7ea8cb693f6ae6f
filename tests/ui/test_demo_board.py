"""DemoBoardWindow (演示大棋盘, CXA art. 1.4) shown with real records (pytest-qt, offscreen).

Move texts are checked against the move tokens printed in the record file itself; board
placements against positions replayed independently with the rules core; the result
banner against the outcome the rules core decides for the record's final position.
"""

from __future__ import annotations

import json
import logging
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QImage, QRawFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.conftest import REPO, corpus_path
from xiangqi_gui.clock import ChessClock, ManualTimeSource, Side, preset, seconds
from xiangqi_gui.formats import load_file
from xiangqi_gui.game import GameRecord
from xiangqi_gui.resources import resource_path
from xiangqi_gui.rules import Color, IllegalMoveError, Move, Position, parse_square
from xiangqi_gui.ui.board_widget import BoardWidget
from xiangqi_gui.ui.demo_board import (
    CLOCK_PX,
    FIXED_TEXTS,
    DemoBoardWindow,
    DemoSnapshot,
    DemoSource,
    MoveRow,
    fixed_texts,
    main as demo_main,
)
from xiangqi_gui.ui.fonts import UI_FONT_FILE, bundled_font_path
from xiangqi_gui.ui.i18n import LANGUAGES, install_language

CANNONS_PGN = "walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn"
SHORT_GAME_XQF = "walker8088-cchess/games/对局谱/象棋实战短局精选/175－教工与大学生10.XQF"
#: A move as printed in Chinese records: piece/qualifier, file or qualifier, verb, number.
_CJK_OR_DIGIT = r"[\u4e00-\u9fff\uff11-\uff19]"
MOVE_TOKEN = re.compile(rf"[\u4e00-\u9fff]{_CJK_OR_DIGIT}[进退平]{_CJK_OR_DIGIT}")


def load(relative: str) -> GameRecord:
    loaded = load_file(corpus_path(relative)).games[0]
    assert loaded.ok, loaded.error
    return loaded.record


def record_tokens(relative: str) -> list[str]:
    """The move texts exactly as the GBK record file prints them, in playing order."""
    text = corpus_path(relative).read_bytes().decode("gbk")
    return MOVE_TOKEN.findall(text)


def replay(record: GameRecord, ply: int) -> Position:
    pos = Position.from_fen(record.start_fen)
    for move in record.mainline_moves()[:ply]:
        pos.push(move)
    return pos


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[DemoBoardWindow]:
    win = DemoBoardWindow()
    qtbot.addWidget(win)
    win.board.set_animation_ms(0)
    win.resize(1280, 720)
    yield win


def show_record(win: DemoBoardWindow, record: GameRecord) -> None:
    outcome = record.final_position().outcome()
    win.show_game(record.start_fen, record.mainline_moves(), record.headers, outcome)


# ---------------------------------------------------------------------- moves and board


@pytest.mark.parametrize("ply", [1, 2, 5, 9, 10, 16, 23])
def test_current_move_text_is_the_records_notation(window: DemoBoardWindow, ply: int) -> None:
    record = load(CANNONS_PGN)
    tokens = record_tokens(CANNONS_PGN)
    assert len(tokens) == len(record.mainline_moves()) == 23
    show_record(window, record)
    window.show_ply(ply)
    assert window.current_move_text() == tokens[ply - 1]
    if ply == 9:
        assert window.current_move_text() == "前炮退二"  # tandem cannons, art. 7.5


def test_move_list_shows_the_last_full_moves_up_to_the_ply(window: DemoBoardWindow) -> None:
    record = load(CANNONS_PGN)
    tokens = record_tokens(CANNONS_PGN)
    show_record(window, record)
    window.show_ply(9)  # Red's 5th move; Black's reply not yet shown
    rows = window.move_rows()
    assert [r.number for r in rows] == [2, 3, 4, 5]
    assert [(r.red, r.black) for r in rows[:-1]] == [
        (tokens[2 * n - 2], tokens[2 * n - 1]) for n in (2, 3, 4)
    ]
    assert (rows[-1].red, rows[-1].black) == ("前炮退二", "")
    assert window.move_list.current == (3, Color.RED)
    window.show_ply(10)
    assert window.move_rows()[-1].black == tokens[9] == "车１平２"
    assert window.move_list.current == (3, Color.BLACK)


def test_start_position_shows_no_moves(window: DemoBoardWindow) -> None:
    record = load(CANNONS_PGN)
    show_record(window, record)
    window.show_ply(0)
    assert window.move_rows() == []
    assert window.current_move_text() == ""
    assert window.board.pieces() == {
        sq: p.symbol() for sq in range(90) if (p := Position().piece_at(sq)) is not None
    }


@pytest.mark.parametrize("ply", [0, 9, 23])
def test_board_pieces_match_the_position_at_the_ply(window: DemoBoardWindow, ply: int) -> None:
    record = load(CANNONS_PGN)
    show_record(window, record)
    window.show_ply(ply)
    pos = replay(record, ply)
    expected = {sq: p.symbol() for sq in range(90) if (p := pos.piece_at(sq)) is not None}
    assert window.board.pieces() == expected


def test_show_ply_out_of_range_raises(window: DemoBoardWindow) -> None:
    show_record(window, load(CANNONS_PGN))
    with pytest.raises(IndexError):
        window.show_ply(24)
    with pytest.raises(IndexError):
        window.show_ply(-1)


def test_illegal_move_is_reported_with_its_ply(window: DemoBoardWindow) -> None:
    moves = [Move.from_iccs("h2e2"), Move.from_iccs("h2e2")]
    with pytest.raises(IllegalMoveError, match="ply 2"):
        window.show_game(Position().fen(), moves, {})


def _pixel(board: BoardWidget, image: QImage, sq: int, dx: float, dy: float) -> QColor:
    cell = board.geometry_model().cell
    centre = board.square_center(sq)
    point = centre + QPointF(dx * cell, dy * cell)
    return image.pixelColor(round(point.x()), round(point.y()))


def test_last_move_and_check_are_highlighted(qtbot: QtBot, window: DemoBoardWindow) -> None:
    record = load(SHORT_GAME_XQF)
    show_record(window, record)
    window.show()
    qtbot.waitExposed(window)
    window.show_ply(43)  # 车七进九: check on the black general (将)
    pos = replay(record, 43)
    assert pos.is_check()
    move = record.mainline_moves()[42]
    image = window.board.grab().toImage()
    # The vacated origin square is tinted yellow; an untouched empty square is not.
    quiet = next(  # an empty square two or more ranks away from both squares of the move
        sq for sq in range(90)
        if pos.piece_at(sq) is None
        and all(abs(sq - o) > 10 for o in (move.from_square, move.to_square))
    )
    lit = _pixel(window.board, image, move.from_square, 0.3, 0.3)
    plain = _pixel(window.board, image, quiet, 0.3, 0.3)
    assert lit != plain
    assert lit.blue() < plain.blue()  # yellow mixes away the blue
    # The general in check glows red just outside its disc.
    king = pos.king_square(Color.BLACK)
    glow = _pixel(window.board, image, king, 0.36, 0.36)
    assert glow.red() - glow.green() > plain.red() - plain.green() + 40


# ---------------------------------------------------------------------- names, result, clocks


def test_names_header_and_result_with_article(qtbot: QtBot, window: DemoBoardWindow) -> None:
    record = load(SHORT_GAME_XQF)
    assert record.headers["Red"] == "虹口单霞丽" and record.headers["Black"] == "杨浦朱伟频"
    show_record(window, record)
    window.show()
    assert window.player_names() == ("虹口单霞丽", "杨浦朱伟频")
    assert window.header_text() == "175－教工与大学生10  ·  上海  ·  1986年8月"
    assert window.ply() == window.ply_count() == 51
    text = window.outcome_text()
    assert text.startswith("Red wins 1-0 · art. 4.1.1")  # checkmate, art. 4.1.1
    assert "Black is checkmated (将死)." in text
    qtbot.keyClick(window, Qt.Key.Key_Left)  # commentary: not at the end, no result yet
    assert window.ply() == 50 and window.outcome_text() == ""
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.outcome_text() == text
    install_language("zh_Hans")  # the audience's language: the board redraws its texts
    QApplication.processEvents()  # the LanguageChange event
    text = window.outcome_text()
    assert text.startswith("红胜 1-0 · 第4.1.1条")
    assert "黑方被将死" in text and "Black" not in text
    assert window.cards[Color.RED].tag_label.text() == "红方"
    install_language("en")
    QApplication.processEvents()
    assert window.cards[Color.RED].tag_label.text() == "Red"


def test_recorded_result_without_outcome(window: DemoBoardWindow) -> None:
    record = load(SHORT_GAME_XQF)
    window.show()
    window.show_game(record.start_fen, record.mainline_moves(), record.headers)
    assert window.outcome_text() == "Red wins 1-0"
    install_language("zh_Hant")
    QApplication.processEvents()
    assert window.outcome_text() == "紅勝 1-0"
    install_language("en")
    QApplication.processEvents()


def test_round_and_teams_from_tags(window: DemoBoardWindow) -> None:
    headers = {"Event": "全国象棋个人赛", "Round": "3", "RedTeam": "上海", "Red": "胡荣华",
               "Black": "杨官璘"}
    window.show()
    window.show_game(Position().fen(), [], headers)
    assert window.header_text() == "全国象棋个人赛  ·  Round 3"
    install_language("zh_Hans")
    QApplication.processEvents()
    assert window.header_text() == "全国象棋个人赛  ·  第3轮"
    install_language("vi")
    QApplication.processEvents()
    assert window.header_text() == "全国象棋个人赛  ·  Ván 3"
    install_language("en")
    QApplication.processEvents()
    assert window.cards[Color.RED].team_label.text() == "上海"
    assert window.cards[Color.RED].team_label.isVisibleTo(window)
    assert not window.cards[Color.BLACK].team_label.isVisibleTo(window)


def test_clock_texts_and_running_side(window: DemoBoardWindow) -> None:
    window.show()
    window.set_clock_readings("1:12:35", "58:07", Color.BLACK)
    assert window.clock_texts() == ("1:12:35", "58:07")
    assert window.running_side() is Color.BLACK
    window.set_clock_readings("1:12:35", "", None)
    assert window.clock_texts() == ("1:12:35", "")
    assert not window.cards[Color.BLACK].clock_label.isVisibleTo(window)
    assert window.running_side() is None


def test_face_readings_of_a_real_clock(window: DemoBoardWindow) -> None:
    source = ManualTimeSource()
    clock = ChessClock(preset("art6.1"), time_source=source)  # 60 min + 30 s (art. 6.1)
    clock.start()
    source.advance(seconds(12))
    window.set_clock_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert window.clock_texts() == ("59:48", "1:00:00")
    assert window.running_side() is Color.RED
    clock.press(Side.RED)
    window.set_clock_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert window.clock_texts() == ("1:00:18", "1:00:00")  # + 30 s increment
    assert window.running_side() is Color.BLACK


def test_fonts_scale_with_the_window(qtbot: QtBot, window: DemoBoardWindow) -> None:
    window.show()
    window.resize(1920, 1080)
    assert window.cards[Color.RED].clock_label.font().pixelSize() == CLOCK_PX
    window.resize(960, 540)
    assert window.cards[Color.RED].clock_label.font().pixelSize() == CLOCK_PX // 2


def test_portrait_screen_puts_the_panel_below_the_board(
    qtbot: QtBot, window: DemoBoardWindow
) -> None:
    show_record(window, load(SHORT_GAME_XQF))
    window.show()
    window.resize(1080, 1920)
    qtbot.waitUntil(lambda: window.board.width() > 900)
    assert window.is_portrait()
    assert window.cards[Color.RED].clock_label.font().pixelSize() == CLOCK_PX
    board_bottom = window.board.y() + window.board.height()
    assert all(card.y() >= board_bottom for card in window.cards.values())
    assert window.move_list.height() >= 4 * 64  # four rows stay readable with the result shown
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.board.height() > 900)
    assert not window.is_portrait()
    board_right = window.board.x() + window.board.width()
    assert all(card.x() >= board_right for card in window.cards.values())


def test_fixed_texts_are_in_the_bundled_font(qtbot: QtBot) -> None:
    font = QRawFont(str(bundled_font_path()), 24)
    ui_font = QRawFont(str(resource_path("fonts", UI_FONT_FILE)), 24)
    assert font.isValid() and ui_font.isValid()
    assert not font.supportsCharacter(ord("鬱"))  # the check can fail: 鬱 is not in the subset
    for language in LANGUAGES:  # the fixed texts in every language the board can show
        install_language(language)
        texts = fixed_texts()
        assert len(texts) == len(FIXED_TEXTS)
        missing = {ch for text in texts for ch in text
                   if not font.supportsCharacter(ord(ch))
                   and not ui_font.supportsCharacter(ord(ch))}
        assert not missing, language
    install_language("en")
    QApplication.processEvents()


# ---------------------------------------------------------------------- keys and view


def test_keys_step_through_a_record(qtbot: QtBot, window: DemoBoardWindow) -> None:
    show_record(window, load(CANNONS_PGN))
    window.show()
    seen: list[int] = []
    window.ply_changed.connect(seen.append)
    qtbot.keyClick(window, Qt.Key.Key_Home)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    qtbot.keyClick(window, Qt.Key.Key_Left)  # clamped at the start
    qtbot.keyClick(window, Qt.Key.Key_End)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # clamped at the end
    assert seen == [0, 1, 2, 1, 0, 23]
    assert window.current_move_text() == "马九退八"


def test_red_at_the_bottom_by_default_and_f_flips(qtbot: QtBot, window: DemoBoardWindow) -> None:
    show_record(window, load(CANNONS_PGN))
    window.show()
    qtbot.waitExposed(window)
    board = window.board
    red_king = Position().king_square(Color.RED)

    def red_card_below() -> bool:
        return window.cards[Color.RED].y() > window.cards[Color.BLACK].y()

    assert not board.is_flipped()
    assert board.square_center(red_king).y() > board.height() / 2  # art. 1.4
    assert red_card_below()
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.wait(1)
    assert window.is_flipped() and board.is_flipped()
    assert board.square_center(red_king).y() < board.height() / 2
    assert not red_card_below()
    window.set_flipped(False)
    qtbot.wait(1)
    assert red_card_below()


def test_flip_is_a_rotation_and_changes_no_text(qtbot: QtBot, window: DemoBoardWindow) -> None:
    """Case R21 (docs/references.md §8): flipping rotates the view by 180 degrees; squares
    and move texts stay."""
    show_record(window, load(CANNONS_PGN))
    window.show()
    qtbot.waitExposed(window)
    window.show_ply(9)
    pieces, rows = window.board.pieces(), window.move_rows()
    board = window.board
    red_chariot = parse_square("i0")  # Red's chariot on file 一, Red's right-hand corner
    before = board.square_center(red_chariot)
    assert before.x() > board.width() / 2 and before.y() > board.height() / 2
    window.set_flipped(True)
    after = board.square_center(red_chariot)
    assert after.x() < board.width() / 2 and after.y() < board.height() / 2
    assert board.pieces() == pieces and board.pieces()[red_chariot] == "R"
    assert window.move_rows() == rows
    assert window.current_move_text() == "前炮退二"


def test_f11_and_escape_toggle_full_screen(qtbot: QtBot, window: DemoBoardWindow) -> None:
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()


def test_board_ignores_the_mouse(qtbot: QtBot, window: DemoBoardWindow) -> None:
    show_record(window, load(CANNONS_PGN))
    window.show()
    requested: list[tuple[int, int]] = []
    window.board.move_requested.connect(lambda a, b: requested.append((a, b)))
    before = window.board.pieces()
    for name in (Position().king_square(Color.RED), 4):
        point = window.board.square_center(name).toPoint()
        qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=point)
    assert requested == [] and window.board.pieces() == before
    assert window.board.selection() is None


# ---------------------------------------------------------------------- mirroring


class FakeSource(QObject):
    """A stand-in controller implementing :class:`DemoSource`."""

    state_changed = Signal()

    def __init__(self, snapshot: DemoSnapshot) -> None:
        super().__init__()
        self.snapshot = snapshot

    def demo_snapshot(self) -> DemoSnapshot:
        return self.snapshot

    def publish(self, snapshot: DemoSnapshot) -> None:
        self.snapshot = snapshot
        self.state_changed.emit()


def test_mirror_follows_the_source(qtbot: QtBot, window: DemoBoardWindow) -> None:
    record = load(CANNONS_PGN)
    moves = record.mainline_moves()
    tokens = record_tokens(CANNONS_PGN)
    headers = {"Red": "甲", "Black": "乙"}
    source = FakeSource(DemoSnapshot(record.start_fen, [], headers))
    typed: DemoSource = source  # the controller's contract, checked by mypy
    window.show()
    window.mirror(typed)
    assert window.ply() == 0 and window.player_names() == ("甲", "乙")
    source.publish(DemoSnapshot(record.start_fen, moves[:9], headers, red_clock="59:40",
                                black_clock="59:51", running=Color.BLACK))
    assert window.ply() == 9 and window.current_move_text() == tokens[8] == "前炮退二"
    assert window.clock_texts() == ("59:40", "59:51")
    assert window.running_side() is Color.BLACK
    first_entry = window.score_rows().entry(1)
    qtbot.keyClick(window, Qt.Key.Key_Left)  # the commentator looks back...
    source.publish(DemoSnapshot(record.start_fen, moves[:10], headers))
    assert window.ply() == 8 and window.ply_count() == 10  # ...and is not pulled forward
    assert window.score_rows().entry(1) is first_entry  # new moves were appended, not redone
    qtbot.keyClick(window, Qt.Key.Key_End)
    source.publish(DemoSnapshot(record.start_fen, moves[:11], headers))
    assert window.ply() == 11 and window.current_move_text() == tokens[10]
    window.stop_mirroring()
    source.publish(DemoSnapshot(record.start_fen, moves, headers))
    assert window.ply() == 11


def test_mirror_new_game_and_bad_snapshot(
    window: DemoBoardWindow, caplog: pytest.LogCaptureFixture
) -> None:
    record = load(CANNONS_PGN)
    moves = record.mainline_moves()
    source = FakeSource(DemoSnapshot(record.start_fen, moves[:6], {}))
    window.show()
    window.mirror(source)
    other = [Move.from_iccs("b2e2")]  # another game from the start: replaced, shown at its end
    source.publish(DemoSnapshot(record.start_fen, other, {}))
    assert window.ply() == 1 and window.current_move_text() == "炮八平五"
    with caplog.at_level(logging.ERROR):
        source.publish(DemoSnapshot(record.start_fen, [Move.from_iccs("a0a5")], {}))
    assert "cannot show the game" in window.outcome_text()
    assert "ply 1" in caplog.text
    assert window.current_move_text() == "炮八平五"  # the last good state stays


# ---------------------------------------------------------------------- screens


def test_out_of_range_screen_falls_back_to_primary(
    window: DemoBoardWindow, caplog: pytest.LogCaptureFixture
) -> None:
    count = len(QGuiApplication.screens())
    with caplog.at_level(logging.WARNING):
        screen = window.place_on_screen(count + 3)
    assert screen is QGuiApplication.primaryScreen()
    assert window.isFullScreen()
    assert f"no screen {count + 3}" in caplog.text


_SCREENS_SCRIPT = """
import json
from PySide6.QtWidgets import QApplication
from xiangqi_gui.ui.demo_board import DemoBoardWindow
app = QApplication([])
w = DemoBoardWindow()
out = {"screens": [s.name() for s in app.screens()]}
for index in (1, 5, 0):
    used = w.place_on_screen(index)
    app.processEvents()
    g = w.geometry()
    out[str(index)] = [used.name(), w.screen().name(), g.x(), g.y(), g.width(), g.height(),
                       w.isFullScreen()]
print(json.dumps(out))
"""


def test_place_on_second_screen_in_a_two_screen_setup(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"screens": [
        {"name": "hall", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96,
         "dpr": 1},
        {"name": "proj", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96,
         "dpr": 1},
    ]}))
    env = {**_clean_env(), "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    done = subprocess.run([sys.executable, "-c", _SCREENS_SCRIPT], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["screens"] == ["hall", "proj"]
    assert out["1"] == ["proj", "proj", 1280, 0, 1920, 1080, True]
    assert out["5"] == ["hall", "hall", 0, 0, 1280, 800, True]  # out of range: primary
    assert "no screen 5 (2 screen(s) attached)" in done.stderr
    assert out["0"] == ["hall", "hall", 0, 0, 1280, 800, True]


def _clean_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith("QT_")}


def test_clock_tick_does_not_redraw_the_game(
    window: DemoBoardWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = load(CANNONS_PGN)
    moves = record.mainline_moves()[:4]
    source = FakeSource(DemoSnapshot(record.start_fen, moves, {}, red_clock="10:00"))
    window.mirror(source)
    shown: list[int] = []
    monkeypatch.setattr(window, "show_ply", shown.append)
    source.publish(DemoSnapshot(record.start_fen, list(moves), {}, red_clock="9:59",
                                running=Color.RED))
    assert shown == [] and window.clock_texts() == ("9:59", "")
    source.publish(DemoSnapshot(record.start_fen, record.mainline_moves()[:5], {}))
    assert shown == [5]


def test_losing_the_projector_screen_returns_to_a_window(window: DemoBoardWindow) -> None:
    screen = window.place_on_screen(0)
    assert screen is not None and window.isFullScreen()
    window._on_screen_removed(screen)  # what QGuiApplication.screenRemoved calls
    assert not window.isFullScreen()


# ---------------------------------------------------------------------- command line


def test_command_line_screenshot(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "demo.png"
    status = demo_main([str(corpus_path(SHORT_GAME_XQF)), "--ply", "28", "--clocks", "41:27",
                        "38:52", "--screenshot", str(out), "--size", "960x540"])
    assert status == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (960, 540)
    for widget in QApplication.topLevelWidgets():  # let pytest-qt's cleanup see it
        if isinstance(widget, DemoBoardWindow):
            qtbot.addWidget(widget)


def test_command_line_reports_a_bad_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    bad = tmp_path / "bad.xqf"
    bad.write_bytes(b"not a record")
    assert demo_main([str(bad)]) == 2
    assert str(bad) in capsys.readouterr().err


def test_flagged_face_shows_time_forfeit(window: DemoBoardWindow) -> None:
    source = ManualTimeSource()
    clock = ChessClock(preset("art6.1"), time_source=source)
    clock.start()
    source.advance(seconds(60 * 60 + 1))  # Red's 60 minutes run out (art. 4.1.6)
    clock.poll()
    window.show()
    window.set_clock_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert window.clock_texts() == ("0:00.0", "1:00:00")
    red, black = window.cards[Color.RED], window.cards[Color.BLACK]
    assert red.status_label.text() == "Time out" and red.status_label.isVisibleTo(window)
    install_language("zh_Hans")
    QApplication.processEvents()
    window.set_clock_readings(clock.reading(Side.RED), clock.reading(Side.BLACK))
    assert red.status_label.text() == "超时"
    install_language("en")
    QApplication.processEvents()
    assert not black.status_label.isVisibleTo(window)


def test_move_rows_option(qtbot: QtBot) -> None:
    win = DemoBoardWindow(move_rows=2)
    qtbot.addWidget(win)
    show_record(win, load(CANNONS_PGN))
    win.show_ply(9)
    assert [r.number for r in win.move_rows()] == [4, 5]
    win.show_ply(1)
    assert [(r.number, r.red, r.black) for r in win.move_rows()] == [(1, "炮二平五", "")]


def test_black_to_move_first_leaves_the_first_red_cell_empty(window: DemoBoardWindow) -> None:
    fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"
    window.show_game(fen, [Move.from_iccs("h7e7"), Move.from_iccs("h2e2")], {})
    assert window.move_rows() == [MoveRow(1, "", "炮８平５"), MoveRow(2, "炮二平五", "")]
    assert window.move_list.current == (1, Color.RED)
