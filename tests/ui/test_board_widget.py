"""BoardWidget played with the mouse (pytest-qt), and what it paints where.

Covers (docs/references.md §8) R21 (flip is a rotation: the same mouse gesture on the flipped board
sends the same model move) and R23 (a drag released outside the board is
cancelled and the piece returns).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from xiangqi_gui.rules import Move, Position, parse_square
from xiangqi_gui.ui.board_widget import DRAG_THRESHOLD, BoardWidget

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
SIZE = (540, 600)
# Red to move, in check from the black chariot on d5 down file d (red general on d0).
CHECK_FEN = "4k4/9/9/9/3r5/9/9/9/9/3K5 w - - 0 1"


def sq(name: str) -> int:
    return parse_square(name)


@pytest.fixture
def board(qtbot: QtBot) -> Iterator[BoardWidget]:
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.set_animation_ms(0)
    widget.set_position(Position())
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def at(board: BoardWidget, name: str, dx: float = 0.0, dy: float = 0.0) -> QPoint:
    c = board.square_center(sq(name))
    return QPoint(round(c.x() + dx), round(c.y() + dy))


def click(qtbot: QtBot, board: BoardWidget, point: QPoint) -> None:
    qtbot.mousePress(board, LEFT, NO_MOD, point)
    qtbot.mouseRelease(board, LEFT, NO_MOD, point)


def drag(qtbot: QtBot, board: BoardWidget, start: QPoint, end: QPoint, steps: int = 4) -> None:
    qtbot.mousePress(board, LEFT, NO_MOD, start)
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        qtbot.mouseMove(board, p)
    qtbot.mouseRelease(board, LEFT, NO_MOD, end)


class Recorder:
    def __init__(self, board: BoardWidget) -> None:
        self.touched: list[int] = []
        self.moves: list[tuple[int, int]] = []
        self.cancelled: list[int] = []
        self.messages: list[str] = []
        board.touched.connect(self.touched.append)
        board.move_requested.connect(lambda a, b: self.moves.append((a, b)))
        board.drag_cancelled.connect(self.cancelled.append)
        board.message.connect(self.messages.append)


def render(board: BoardWidget, dpr: float = 1.0) -> QImage:
    image = QImage(
        round(board.width() * dpr),
        round(board.height() * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("white"))
    painter = QPainter(image)
    board.paint(painter, dpr)
    painter.end()
    return image


def ink_pixels(image: QImage, centre: QPointF, radius: float, red: bool) -> int:
    """Count strongly red (or near-black) pixels in the box of a piece disc (device pixels).

    Every pixel is looked at: at small sizes a glyph's strokes are one or two pixels wide
    and their darkness depends on the machine's font rasterisation settings.
    """
    dpr = image.devicePixelRatio()
    count = 0
    r = int(radius * dpr * 0.6)
    cx, cy = round(centre.x() * dpr), round(centre.y() * dpr)
    for y in range(cy - r, cy + r):
        for x in range(cx - r, cx + r):
            c = image.pixelColor(x, y)
            if red and c.red() > 150 and c.green() < 90 and c.blue() < 90:
                count += 1
            if not red and c.red() < 70 and c.green() < 70 and c.blue() < 70:
                count += 1
    return count


# ---------------------------------------------------------------- painting


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("size", [(540, 600), (300, 260), (1000, 1400)])
def test_pieces_are_painted_where_geometry_says(
    board: BoardWidget, flipped: bool, size: tuple[int, int]
) -> None:
    board.resize(*size)
    board.set_flipped(flipped)
    image = render(board)
    radius = board.geometry_model().piece_radius
    h2 = board.square_center(sq("h2"))
    assert board.square_at(h2) == sq("h2")
    assert board.pieces()[sq("h2")] == "C"
    assert ink_pixels(image, h2, radius, red=True) > 5  # red 炮 drawn at h2's pixel
    assert ink_pixels(image, board.square_center(sq("h7")), radius, red=False) > 5
    assert ink_pixels(image, board.square_center(sq("e4")), radius, red=True) == 0  # empty
    assert ink_pixels(image, board.square_center(sq("h7")), radius, red=True) == 0


def test_device_pixel_ratio_two_paints_at_double_resolution(board: BoardWidget) -> None:
    image = render(board, dpr=2.0)
    assert (image.width(), image.height()) == (2 * SIZE[0], 2 * SIZE[1])
    radius = board.geometry_model().piece_radius
    assert ink_pixels(image, board.square_center(sq("e0")), radius, red=True) > 20
    assert ink_pixels(image, board.square_center(sq("e4")), radius, red=True) == 0


def test_check_and_last_move_are_highlighted(board: BoardWidget) -> None:
    plain = render(board)
    checked = Position.from_fen(CHECK_FEN)
    assert checked.is_check()
    board.set_position(checked)
    image = render(board)
    cell = board.geometry_model().cell
    king = board.square_center(sq("d0"))
    probe = (round(king.x() + 0.55 * cell), round(king.y() + 0.2 * cell))
    assert image.pixelColor(*probe).green() < plain.pixelColor(*probe).green() - 30

    pos = Position()
    pos.push(Move.from_iccs("h2e2"))
    board.set_position(pos)
    image = render(board)
    empty_from = board.square_center(sq("h2"))
    probe = (round(empty_from.x() + 0.3 * cell), round(empty_from.y() + 0.3 * cell))
    untouched = board.square_center(sq("f4"))  # an empty, unhighlighted square for reference
    reference = (round(untouched.x() + 0.3 * cell), round(untouched.y() + 0.3 * cell))
    assert image.pixelColor(*reference) == plain.pixelColor(*reference)
    assert image.pixelColor(*probe).blue() < image.pixelColor(*reference).blue() - 30


def test_traditional_characters_change_the_drawing(board: BoardWidget) -> None:
    simplified = render(board)
    board.set_traditional(True)
    traditional = render(board)
    radius = board.geometry_model().piece_radius
    rook = board.square_center(sq("a0"))  # 车 -> 俥
    assert ink_pixels(simplified, rook, radius, True) != ink_pixels(traditional, rook, radius, True)
    elephant = board.square_center(sq("c0"))  # 相 is the same in both sets
    assert ink_pixels(simplified, elephant, radius, True) == ink_pixels(
        traditional, elephant, radius, True
    )


# ---------------------------------------------------------------- touches and clicks


def test_press_on_b0_reports_touch_of_b0(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    click(qtbot, board, at(board, "b0"))
    assert rec.touched == [sq("b0")] == [1]
    assert board.selection() == sq("b0")
    assert rec.moves == []


def test_press_on_empty_square_without_selection_does_nothing(
    qtbot: QtBot, board: BoardWidget
) -> None:
    rec = Recorder(board)
    click(qtbot, board, at(board, "e4"))
    assert (rec.touched, rec.moves, board.selection()) == ([], [], None)


def test_second_click_on_selected_piece_deselects(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    click(qtbot, board, at(board, "h2"))
    click(qtbot, board, at(board, "h2"))
    assert board.selection() is None
    assert rec.touched == [sq("h2"), sq("h2")]


def test_clicking_another_own_piece_reselects(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    click(qtbot, board, at(board, "h2"))
    click(qtbot, board, at(board, "b2"))
    assert board.selection() == sq("b2")
    assert rec.moves == []


@pytest.mark.parametrize("flipped", [False, True])
def test_click_click_sends_model_move(qtbot: QtBot, board: BoardWidget, flipped: bool) -> None:
    board.set_flipped(flipped)
    rec = Recorder(board)
    click(qtbot, board, at(board, "h2"))
    click(qtbot, board, at(board, "e2"))
    assert rec.moves == [(sq("h2"), sq("e2"))]
    assert Move(*rec.moves[0]).iccs == "h2e2"


@pytest.mark.parametrize("flipped", [False, True])
def test_click_on_opponent_piece_requests_capture(
    qtbot: QtBot, board: BoardWidget, flipped: bool
) -> None:
    board.set_flipped(flipped)
    rec = Recorder(board)
    click(qtbot, board, at(board, "h2"))
    click(qtbot, board, at(board, "h9"))
    assert rec.moves == [(sq("h2"), sq("h9"))]
    # the press on h9 is the capture's destination, not a touch of the black horse: an
    # illegal capture must cost one foul (art. 8.1.8), not also 8.1.5 for the touch
    assert rec.touched == [sq("h2")]


def test_side_to_move_piece_reselects_after_selecting_an_enemy_piece(
    qtbot: QtBot, board: BoardWidget
) -> None:
    rec = Recorder(board)
    click(qtbot, board, at(board, "h7"))  # Red to move touches a black cannon
    click(qtbot, board, at(board, "h2"))
    assert board.selection() == sq("h2") and rec.moves == []
    assert rec.touched == [sq("h7"), sq("h2")]
    board.set_pieces(board.pieces())  # side to move unknown: the same gesture is a capture
    click(qtbot, board, at(board, "h7"))
    click(qtbot, board, at(board, "h2"))
    assert rec.moves == [(sq("h7"), sq("h2"))]


def test_flip_sends_the_same_move_for_the_same_squares(qtbot: QtBot, board: BoardWidget) -> None:
    """R21: the move is identical, although the pixels pressed are point-reflected."""
    sent: dict[bool, list[tuple[int, int]]] = {}
    pixels: dict[bool, tuple[QPoint, QPoint]] = {}
    rec = Recorder(board)
    for flipped in (False, True):
        board.set_position(Position())
        board.set_flipped(flipped)
        pixels[flipped] = (at(board, "b0"), at(board, "c2"))
        drag(qtbot, board, *pixels[flipped])
        sent[flipped] = list(rec.moves)
        rec.moves.clear()
    assert sent[False] == sent[True] == [(sq("b0"), sq("c2"))]
    (a0, _), (a1, _) = pixels[False], pixels[True]
    assert (a0.x() + a1.x(), a0.y() + a1.y()) == pytest.approx((SIZE[0], SIZE[1]), abs=2)


# ---------------------------------------------------------------- drag and drop


@pytest.mark.parametrize("flipped", [False, True])
def test_drag_and_drop_sends_model_move(qtbot: QtBot, board: BoardWidget, flipped: bool) -> None:
    board.set_flipped(flipped)
    rec = Recorder(board)
    drag(qtbot, board, at(board, "h2"), at(board, "e2", dx=7, dy=-6))
    assert rec.touched == [sq("h2")]
    assert rec.moves == [(sq("h2"), sq("e2"))]
    assert board.selection() is None


def test_move_below_threshold_is_a_click_not_a_drag(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    start = at(board, "h2")
    small = QPoint(start.x() + int(DRAG_THRESHOLD) - 2, start.y())
    qtbot.mousePress(board, LEFT, NO_MOD, start)
    qtbot.mouseMove(board, small)
    qtbot.mouseRelease(board, LEFT, NO_MOD, small)
    assert rec.moves == [] and board.selection() == sq("h2")
    click(qtbot, board, at(board, "h6"))
    assert rec.moves == [(sq("h2"), sq("h6"))]


def test_drop_back_on_origin_keeps_piece_for_click_click(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    drag(qtbot, board, at(board, "b2"), at(board, "b2", dx=15, dy=12))
    assert rec.moves == [] and board.selection() == sq("b2")
    click(qtbot, board, at(board, "e2"))
    assert rec.moves == [(sq("b2"), sq("e2"))]


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize(
    "outside", [QPoint(3, 300), QPoint(270, 3), QPoint(-40, 300), QPoint(270, 900)]
)
def test_release_outside_board_cancels_drag(
    qtbot: QtBot, board: BoardWidget, flipped: bool, outside: QPoint
) -> None:
    """R23: no move, the piece stays on its square, and it can be dragged again."""
    board.set_flipped(flipped)
    rec = Recorder(board)
    before = board.pieces()
    drag(qtbot, board, at(board, "h0"), outside)
    assert rec.moves == []
    assert rec.cancelled == [sq("h0")]
    assert board.pieces() == before and board.pieces()[sq("h0")] == "N"
    image = render(board)
    radius = board.geometry_model().piece_radius
    assert ink_pixels(image, board.square_center(sq("h0")), radius, red=True) > 5
    drag(qtbot, board, at(board, "h0"), at(board, "g2"))
    assert rec.moves == [(sq("h0"), sq("g2"))]


def test_set_position_after_drop_does_not_animate(qtbot: QtBot, board: BoardWidget) -> None:
    board.set_animation_ms(150)
    rec = Recorder(board)
    drag(qtbot, board, at(board, "h2"), at(board, "e2"))
    pos = Position()
    pos.push(Move(*rec.moves[0]))
    board.set_position(pos)
    assert not board.is_animating()
    assert board.pieces()[sq("e2")] == "C" and sq("h2") not in board.pieces()


def test_external_move_is_animated_then_settles(qtbot: QtBot, board: BoardWidget) -> None:
    board.set_animation_ms(80)
    pos = Position()
    pos.push(Move.from_iccs("h2e2"))
    board.set_position(pos)
    assert board.is_animating()
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    assert board.pieces()[sq("e2")] == "C"


# ---------------------------------------------------------------- touch-move and locking


def test_locked_selection_refuses_other_piece_and_says_why(
    qtbot: QtBot, board: BoardWidget
) -> None:
    rec = Recorder(board)
    reason = "Touch-move (art. 5): you touched the cannon on h2 and must move it"
    board.set_locked_selection(sq("h2"), reason)
    click(qtbot, board, at(board, "b2"))
    assert board.selection() == sq("h2")
    assert rec.touched == [sq("b2")]  # the touch is still reported to the arbiter
    assert rec.messages == [reason] and board.notice() == reason
    drag(qtbot, board, at(board, "b0"), at(board, "c2"))  # cannot drag another piece either
    assert rec.moves == [] and board.selection() == sq("h2")
    click(qtbot, board, at(board, "h2"))  # clicking the locked piece does not release it
    assert board.selection() == sq("h2") and board.locked_reason() == reason
    click(qtbot, board, at(board, "h4"))
    assert rec.moves == [(sq("h2"), sq("h4"))]
    assert board.selection() == sq("h2")  # stays locked until the arbiter releases it


def test_locked_piece_can_still_capture_and_be_dragged(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    board.set_locked_selection(sq("h2"), "touch-move")
    click(qtbot, board, at(board, "h9"))
    drag(qtbot, board, at(board, "h2"), at(board, "h6"))
    assert rec.moves == [(sq("h2"), sq("h9")), (sq("h2"), sq("h6"))]
    board.set_selection(None)
    assert board.locked_reason() is None
    click(qtbot, board, at(board, "b2"))
    assert board.selection() == sq("b2")


def test_non_interactive_board_ignores_the_mouse(qtbot: QtBot, board: BoardWidget) -> None:
    rec = Recorder(board)
    board.set_interactive(False)
    click(qtbot, board, at(board, "h2"))
    drag(qtbot, board, at(board, "b0"), at(board, "c2"))
    assert (rec.touched, rec.moves, board.selection()) == ([], [], None)
    board.set_interactive(True)
    click(qtbot, board, at(board, "h2"))
    assert rec.touched == [sq("h2")]


def test_legal_target_dots_are_drawn_only_when_enabled(board: BoardWidget) -> None:
    pos = Position()
    dests: dict[int, list[int]] = {}
    for move in pos.legal_moves():
        dests.setdefault(move.from_square, []).append(move.to_square)
    board.set_dests(dests)
    board.set_selection(sq("h2"))
    off = render(board)
    board.set_show_targets(True)
    on = render(board)
    target = board.square_center(sq("h6"))
    p = (round(target.x()), round(target.y()))
    assert off.pixelColor(*p) != on.pixelColor(*p)
    assert on.pixelColor(*p).green() > on.pixelColor(*p).red()
    not_target = board.square_center(sq("g4"))
    q = (round(not_target.x()), round(not_target.y()))
    assert off.pixelColor(*q) == on.pixelColor(*q)
