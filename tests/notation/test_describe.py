"""Pieces named the way players say them (issue 11): 红方二路炮, 黑方8路马, Red's cannon."""

from __future__ import annotations

import pytest

from xiangqi_gui.notation.describe import describe_piece, file_number
from xiangqi_gui.rules import Color, Piece, PieceKind, Position, parse_square

RED_CANNON = Piece(Color.RED, PieceKind.CANNON)
BLACK_HORSE = Piece(Color.BLACK, PieceKind.HORSE)


@pytest.mark.parametrize(("piece", "square", "language", "text"), [
    (RED_CANNON, "h2", "zh_Hans", "红方二路炮"),  # 炮二平五 moves this cannon
    (BLACK_HORSE, "h9", "zh_Hans", "黑方8路马"),  # 马8进7 moves this horse
    (BLACK_HORSE, "b9", "zh_Hans", "黑方2路马"),
    (Piece(Color.RED, PieceKind.CHARIOT), "a0", "zh_Hant", "紅方九路俥"),
    (Piece(Color.BLACK, PieceKind.CANNON), "b7", "zh_Hant", "黑方2路砲"),
    (RED_CANNON, "h2", "en", "Red's cannon on file 2 (h2)"),
    (BLACK_HORSE, "h9", "en", "Black's horse on file 8 (h9)"),
    (RED_CANNON, "h2", "vi", "Pháo cột 2 của Đỏ (h2)"),
    (Piece(Color.BLACK, PieceKind.SOLDIER), "e6", "vi", "Tốt cột 5 của Đen (e6)"),
])
def test_start_position_names(piece: Piece, square: str, language: str, text: str) -> None:
    assert describe_piece(piece, parse_square(square), language, Position()) == text


def test_files_count_from_each_sides_right() -> None:
    assert [file_number(Color.RED, parse_square(f"{f}0")) for f in "abcdefghi"] == \
        [9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert [file_number(Color.BLACK, parse_square(f"{f}9")) for f in "abcdefghi"] == \
        [1, 2, 3, 4, 5, 6, 7, 8, 9]


def test_two_cannons_on_one_file_are_front_and_rear() -> None:
    position = Position.from_fen("3k5/9/9/9/9/9/9/1C7/1C7/4K4 w - - 0 1")
    front, rear = parse_square("b2"), parse_square("b1")
    assert describe_piece(RED_CANNON, front, "zh_Hans", position) == "红方前炮（八路）"
    assert describe_piece(RED_CANNON, rear, "zh_Hant", position) == "紅方後炮（八路）"
    assert describe_piece(RED_CANNON, rear, "en", position) == \
        "Red's rear cannon on file 8 (b1)"


def test_unknown_language_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        describe_piece(RED_CANNON, parse_square("h2"), "fr")
