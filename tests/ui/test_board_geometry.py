"""Pure-Python board geometry: squares <-> pixels, flip = 180-degree rotation
(case R21, docs/references.md §8)."""

from __future__ import annotations

import pytest

from xiangqi_gui.rules import parse_square, square, square_file, square_rank
from xiangqi_gui.ui.board_geometry import BoardGeometry

SIZES = [(540, 600), (1920, 1080), (300, 900), (901.5, 333.25)]


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_every_square_round_trips(width: float, height: float, flipped: bool) -> None:
    geo = BoardGeometry(width, height, flipped)
    points = set()
    for sq in range(90):
        p = geo.point(sq)
        assert 0 < p.x < width and 0 < p.y < height
        assert geo.square_at(p.x, p.y) == sq
        # a point well inside the square's box (0.4 cell off) still maps to it
        assert geo.square_at(p.x + 0.4 * geo.cell, p.y - 0.4 * geo.cell) == sq
        points.add((round(p.x, 6), round(p.y, 6)))
    assert len(points) == 90


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_flip_is_point_reflection_not_mirror(width: float, height: float) -> None:
    """R21: the flipped point of sq is the normal point reflected through the centre."""
    normal = BoardGeometry(width, height, False)
    flipped = BoardGeometry(width, height, True)
    cx, cy = width / 2, height / 2
    for sq in range(90):
        a, b = normal.point(sq), flipped.point(sq)
        assert b.x == pytest.approx(2 * cx - a.x)
        assert b.y == pytest.approx(2 * cy - a.y)
        assert flipped.square_at(b.x, b.y) == sq
    # a mirror would keep h0 on the right-hand half; the rotation puts it on the left, at the top
    h0 = flipped.point(parse_square("h0"))
    assert h0.x < cx and h0.y < cy
    assert flipped.point(parse_square("h0")) == normal.point(parse_square("b9"))


def test_orientation_of_normal_view() -> None:
    geo = BoardGeometry(540, 600)
    a0, i0, a9 = geo.point(0), geo.point(8), geo.point(81)
    assert a0.x < i0.x and a0.y == i0.y  # file a on Red's left
    assert a9.y < a0.y  # rank 9 (Black) at the top
    assert geo.view_cell(parse_square("e0")) == (4, 9)
    assert geo.view_cell(parse_square("e9")) == (4, 0)


@pytest.mark.parametrize("flipped", [False, True])
def test_outside_points_map_to_none(flipped: bool) -> None:
    geo = BoardGeometry(540, 600, flipped)
    half = geo.cell / 2
    corner = geo.grid_point(0, 0)
    far = geo.grid_point(8, 9)
    assert geo.square_at(-5, -5) is None
    assert geo.square_at(600, 700) is None
    assert geo.square_at(corner.x - half - 1, corner.y) is None
    assert geo.square_at(corner.x, corner.y - half - 1) is None
    assert geo.square_at(far.x + half + 1, far.y) is None
    assert geo.square_at(far.x, far.y + half + 1) is None
    assert geo.square_at(2, 300) is None  # left margin of the widget


def test_invalid_inputs_raise() -> None:
    with pytest.raises(ValueError, match="positive"):
        BoardGeometry(0, 100)
    with pytest.raises(ValueError, match="0..89"):
        BoardGeometry(100, 100).point(90)
    with pytest.raises(ValueError, match="view cell"):
        BoardGeometry(100, 100).square_of_cell(9, 0)


def _labels_by_file(geo: BoardGeometry, red: bool) -> dict[int, str]:
    """file index -> label text, found by the label's x position over a file's line."""
    result = {}
    for label in geo.file_labels():
        if label.red != red:
            continue
        sq = geo.square_at(label.center.x, geo.point(square(4, 4)).y)
        assert sq is not None
        result[square_file(sq)] = label.text
    return result


@pytest.mark.parametrize("flipped", [False, True])
def test_file_numbers_follow_the_rotation(flipped: bool) -> None:
    """Red 九..一 from file a to i, Black 1..9 from file a to i, on each side's own edge."""
    geo = BoardGeometry(540, 600, flipped)
    red = _labels_by_file(geo, red=True)
    black = _labels_by_file(geo, red=False)
    assert [red[f] for f in range(9)] == list("九八七六五四三二一")
    assert [black[f] for f in range(9)] == list("123456789")
    red_y = {label.center.y for label in geo.file_labels() if label.red}
    black_y = {label.center.y for label in geo.file_labels() if not label.red}
    assert len(red_y) == 1 and len(black_y) == 1
    red_home = geo.point(square(4, 0)).y  # Red's back rank
    black_home = geo.point(square(4, 9)).y
    # each row of numbers lies beyond its own side's back rank, outside the pieces
    assert abs(red_y.pop() - red_home) < abs(red_home - black_home) / 9 * 1.2
    assert abs(black_y.pop() - black_home) < abs(red_home - black_home) / 9 * 1.2
    assert all(geo.square_at(lb.center.x, lb.center.y) is None for lb in geo.file_labels())


def test_red_chariot_on_file_two_is_labelled_two_after_flip() -> None:
    """R21 scenario: the red chariot on h0 (file 二) stays under the 二 label when flipped."""
    for flipped in (False, True):
        geo = BoardGeometry(540, 600, flipped)
        h0 = geo.point(parse_square("h0"))
        nearest = min(
            (lb for lb in geo.file_labels() if lb.red), key=lambda lb: abs(lb.center.x - h0.x)
        )
        assert nearest.text == "二"
        assert square_rank(parse_square("h0")) == 0


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_board_rect_fits_widget_and_holds_pieces_and_labels(
    width: float, height: float, flipped: bool
) -> None:
    geo = BoardGeometry(width, height, flipped)
    x, y, w, h = geo.board_rect()
    assert x >= -1e-9 and y >= -1e-9
    assert x + w <= width + 1e-9 and y + h <= height + 1e-9
    assert w == pytest.approx(width) or h == pytest.approx(height)  # fills one dimension
    r = geo.piece_radius
    for sq in range(90):
        p = geo.point(sq)
        assert x < p.x - r and p.x + r < x + w and y < p.y - r and p.y + r < y + h
    for label in geo.file_labels():
        assert x < label.center.x < x + w and y < label.center.y < y + h
