"""The 40 worked examples of Chinese, abbreviated and WXF notation (docs/references.md §2-4),
every column, written and read back.

ICCS, Chinese (CXA), alternative forms and WXF strings are the table's; its WXF column was
produced by Fairy-Stockfish. Each row is written by our writers and each text (plus every
alternative form) is read back to the row's move.
"""

from __future__ import annotations

import pytest

from xiangqi_gui.notation import (
    read_abbr,
    read_chinese,
    read_move,
    read_wxf,
    write_abbr,
    write_chinese,
    write_iccs,
    write_wxf,
)
from xiangqi_gui.rules import Move, Position

S0 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
S1 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
ROOKS = "4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1"
HORSES = "3k5/9/9/9/9/6N2/9/6N2/9/4K4 w - - 0 1"
# The table's FENs for rows 18-21 and 34-37 have the generals facing on an open file (an
# illegal position Fairy-Stockfish does not reject); one general is moved aside, as the table
# itself does for rows 38-40. The moves and texts are unchanged.
ADVISORS = "3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1"
ELEPHANTS = "3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1"
B_CANNONS = "3k5/9/4c4/9/4c4/9/9/9/9/5K3 b - - 0 1"
B_HORSES = "3k5/9/2n6/9/2n6/9/9/9/9/4K4 b - - 0 1"
B_PAWNS = "3k5/9/9/9/9/9/3p5/3p5/9/4K4 b - - 0 1"
THREE_PAWNS = "3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1"
FOUR_PAWNS = "3k5/9/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1"
TWO_FILES = "4k4/9/3P1P3/9/3P1P3/9/9/9/9/3K5 w - - 0 1"
THREE_TWO = "4k4/9/3P1P3/5P3/3P1P3/9/9/9/9/3K5 w - - 0 1"

# (row, fen, iccs, chinese, alternative forms (other Chinese styles / abbreviated), wxf)
ROWS = [
    (1, S0, "h2e2", "炮二平五", ["炮25"], "C2=5"),
    (2, S1, "h9g7", "马8进7", ["马87\u0332"], "H8+7"),
    (3, S0, "h0g2", "马二进三", [], "H2+3"),
    (4, S0, "c0e2", "相七进五", [], "E7+5"),
    (5, S0, "i0i1", "车一进一", [], "R1+1"),
    (6, S0, "b2b9", "炮八进七", [], "C8+7"),
    (7, S0, "e0e1", "帅五进一", [], "K5+1"),
    (8, S1, "a9a8", "车1进1", ["车１进１"], "R1+1"),
    (9, S1, "c6c5", "卒3进1", [], "P3+1"),
    (10, S1, "b7b0", "炮2进7", [], "C2+7"),
    (11, S1, "b7e7", "炮2平5", [], "C2=5"),
    (12, ROOKS, "d4d8", "前车进四", ["前车4\u0332"], "R++4"),
    (13, ROOKS, "d1c1", "后车平七", ["后车7"], "R-=7"),
    (14, ROOKS, "d4f4", "前车平四", [], "R+=4"),
    (15, ROOKS, "d1d0", "后车退一", [], "R--1"),
    (16, HORSES, "g4f6", "前马进四", [], "H++4"),
    (17, HORSES, "g2h0", "后马退二", [], "H--2"),
    (18, ADVISORS, "d0e1", "仕六进五", [], "A6+5"),
    (19, ADVISORS, "d2e1", "仕六退五", [], "A6-5"),
    (20, ELEPHANTS, "c0e2", "相七进五", [], "E7+5"),
    (21, ELEPHANTS, "c4e2", "相七退五", [], "E7-5"),
    (22, B_CANNONS, "e5e3", "前炮进2", [], "C++2"),
    (23, B_CANNONS, "e7d7", "后炮平4", [], "C-=4"),
    (24, B_HORSES, "c5d3", "前马进4", [], "H++4"),
    (25, B_HORSES, "c7b9", "后马退2", [], "H--2"),
    (26, B_PAWNS, "d2e2", "前卒平5", [], "P+=5"),
    (27, B_PAWNS, "d3c3", "后卒平3", [], "P-=3"),
    (28, B_PAWNS, "d2d1", "前卒进1", [], "P++1"),
    (29, THREE_PAWNS, "e6e7", "前兵进一", [], "15+1"),
    (30, THREE_PAWNS, "e5d5", "中兵平六", [], "25=6"),
    (31, FOUR_PAWNS, "e7e8", "前兵进一", ["一兵进一"], "15+1"),
    (32, FOUR_PAWNS, "e6f6", "二兵平四", [], "25=4"),
    (33, FOUR_PAWNS, "e5d5", "三兵平六", [], "35=6"),
    (34, TWO_FILES, "f7e7", "前兵四平五", ["前四平五", "一兵平五"], "14=5"),
    (35, TWO_FILES, "f5e5", "后兵四平五", ["后四平五", "二兵平五"], "24=5"),
    (36, TWO_FILES, "d7e7", "前兵六平五", ["前六平五", "三兵平五"], "16=5"),
    (37, TWO_FILES, "d5e5", "后兵六平五", ["后六平五", "四兵平五"], "26=5"),
    (38, THREE_TWO, "f6g6", "中兵四平三", ["二兵平三"], "24=3"),
    (39, THREE_TWO, "d5c5", "后兵六平七", ["五兵平七"], "26=7"),
    (40, THREE_TWO, "f7f8", "前兵四进一", ["一兵进一"], "14+1"),
]

IDS = [f"row{row}-{iccs}" for row, _, iccs, *_ in ROWS]


@pytest.mark.parametrize(("row", "fen", "iccs", "chinese", "alts", "wxf"), ROWS, ids=IDS)
def test_writers_match_the_table(
    row: int, fen: str, iccs: str, chinese: str, alts: list[str], wxf: str
) -> None:
    pos = Position.from_fen(fen)
    move = Move.from_iccs(iccs)
    assert pos.is_legal(move)
    assert write_chinese(pos, move) == chinese
    assert write_wxf(pos, move) == wxf
    assert write_iccs(move) == iccs


@pytest.mark.parametrize(("row", "fen", "iccs", "chinese", "alts", "wxf"), ROWS, ids=IDS)
def test_every_form_of_the_table_reads_back(
    row: int, fen: str, iccs: str, chinese: str, alts: list[str], wxf: str
) -> None:
    pos = Position.from_fen(fen)
    move = Move.from_iccs(iccs)
    assert read_chinese(pos, chinese) == move
    assert read_wxf(pos, wxf) == move
    for text in [chinese, wxf, iccs, *alts]:
        assert read_move(pos, text) == move, text


def test_abbreviated_forms_of_the_table() -> None:
    """§2.4: 炮二平五 → 炮25, 马8进7 → 马87 (underlined), 后车进二 → 后车2 (underlined)."""
    cases = [
        (S0, "h2e2", "炮25", "traverse"),
        (S1, "h9g7", "马87", "advance"),
        (ROOKS, "d4d8", "前车4", "advance"),
        (ROOKS, "d1c1", "后车7", "traverse"),
        (ROOKS, "d1d0", "后车1", "retreat"),
        (B_CANNONS, "e5e3", "前炮2", "advance"),
    ]
    for fen, iccs, text, direction in cases:
        pos = Position.from_fen(fen)
        move = Move.from_iccs(iccs)
        abbr = write_abbr(pos, move)
        assert (abbr.text, abbr.direction, str(abbr)) == (text, direction, text)
        assert read_abbr(pos, abbr.marked) == move
        assert read_abbr(pos, text, direction) == move


def test_other_styles_of_the_two_file_rows() -> None:
    """Rows 34–40 in the short (4-character) and xqbase styles, as the table's alt column."""
    expected = {
        (TWO_FILES, "f7e7"): ("前四平五", "一兵平五"),
        (TWO_FILES, "f5e5"): ("后四平五", "二兵平五"),
        (TWO_FILES, "d7e7"): ("前六平五", "三兵平五"),
        (TWO_FILES, "d5e5"): ("后六平五", "四兵平五"),
        (THREE_TWO, "f6g6"): ("中四平三", "二兵平三"),
        (THREE_TWO, "d5c5"): ("后六平七", "五兵平七"),
        (THREE_TWO, "f7f8"): ("前四进一", "一兵进一"),
        (FOUR_PAWNS, "e7e8"): ("前兵进一", "一兵进一"),
        (FOUR_PAWNS, "e6f6"): ("二兵平四", "二兵平四"),
    }
    for (fen, iccs), (short, xqbase) in expected.items():
        pos = Position.from_fen(fen)
        move = Move.from_iccs(iccs)
        assert write_chinese(pos, move, pawn_style="short") == short
        assert write_chinese(pos, move, pawn_style="xqbase") == xqbase
