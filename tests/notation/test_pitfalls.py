"""The notation regression cases of docs/references.md §8, each widened to its whole kind.

R01 tandem pawns on two files, R03 numbered-pawn dialect, R04 tandem pieces printed
without 前/后, R06 playOK / club-xiangqi WXF dialect; plus the notation edge cases met while
collecting the corpus (full-width characters, glued move numbers, traditional glyphs).
Every kind that can stand in tandem (车 马 炮 兵) is covered for Red and for Black.
"""

from __future__ import annotations

import pytest

from tests.conftest import corpus_path
from tests.notation.movetext import games, read_text, replay
from xiangqi_gui.notation import (
    AmbiguousNotationError,
    Notator,
    read_chinese,
    read_move,
    read_wxf,
    write_abbr,
    write_chinese,
    write_wxf,
)
from xiangqi_gui.rules import Move, Position

# Two pieces of one kind on one file, for each kind that can stand in tandem and each side:
# (fen, the two squares, a file-form text both pieces fit, the two moves it fits).
TANDEM = {
    "red chariots": (
        "4k4/9/9/9/9/3R5/9/9/3R5/5K3 w - - 0 1",
        ("d4", "d1"),
        "车六平五",
        ("d4e4", "d1e1"),
    ),
    "black chariots": (
        "4k4/3r5/9/9/3r5/9/9/9/9/5K3 b - - 0 1",
        ("d5", "d8"),
        "车4平5",
        ("d8e8", "d5e5"),
    ),
    "red horses": (
        "3k5/9/9/9/9/6N2/9/6N2/9/4K4 w - - 0 1",
        ("g4", "g2"),
        "马三进四",
        ("g4f6", "g2f4"),
    ),
    "black horses": (
        "3k5/9/2n6/9/2n6/9/9/9/9/4K4 b - - 0 1",
        ("c5", "c7"),
        "马3进4",
        ("c7d5", "c5d3"),
    ),
    "red cannons": (
        "4k4/9/9/9/9/9/3C5/9/3C5/5K3 w - - 0 1",
        ("d3", "d1"),
        "炮六进一",
        ("d3d4", "d1d2"),
    ),
    "black cannons": (
        "3k5/9/4c4/9/4c4/9/9/9/9/5K3 b - - 0 1",
        ("e5", "e7"),
        "炮5平4",
        ("e7d7", "e5d5"),
    ),
    "red pawns": (
        "3k5/9/9/4P4/4P4/9/9/9/9/5K3 w - - 0 1",
        ("e6", "e5"),
        "兵五平四",
        ("e6f6", "e5f5"),
    ),
    "black pawns": (
        "3k5/9/9/9/9/9/3p5/3p5/9/4K4 b - - 0 1",
        ("d2", "d3"),
        "卒4平5",
        ("d3e3", "d2e2"),
    ),
}


def _tandem_moves(pos: Position, squares: tuple[str, ...]) -> list[Move]:
    return [m for m in pos.legal_moves() if m.iccs[:2] in squares]


def _assert_unique_and_readable(pos: Position) -> None:
    """Every legal move: distinct texts per notation and style, each read back to the move."""
    notator = Notator(pos)
    moves = notator.facts.legal_moves
    writers = {
        "chinese": lambda m: notator.chinese(m),
        "short": lambda m: notator.chinese(m, pawn_style="short"),
        "xqbase": lambda m: notator.chinese(m, pawn_style="xqbase"),
        "traditional": lambda m: notator.chinese(m, traditional=True, fullwidth=True),
        "wxf": lambda m: notator.wxf(m),
        "wxf-prefix": lambda m: notator.wxf(m, prefix=True),
        "iccs": lambda m: m.iccs,
    }
    for name, write in writers.items():
        texts = [write(m) for m in moves]
        assert len(set(texts)) == len(moves), name
        for move, text in zip(moves, texts, strict=True):
            assert notator.read(text) == move, (name, text)
    abbrs = [notator.abbr(m) for m in moves]
    assert len({(a.text, a.direction) for a in abbrs}) == len(moves)
    for move, abbr in zip(moves, abbrs, strict=True):
        assert notator.read(abbr.text, "abbr", direction=abbr.direction) == move


# ---------------------------------------------------------------- R04 (and its kind)


def test_bug04_real_game_writes_front_cannon() -> None:
    """walker8088-cchess 中炮对列炮黑先平士角炮.pgn: ply 9 is 前炮退二 (e6e4), never 炮五退二."""
    path = corpus_path("walker8088-cchess/tests/data/中炮对列炮黑先平士角炮.pgn")
    (game,) = games(read_text(path))
    assert game.tokens[8] == "前炮退二"
    moves = replay(game)
    assert len(moves) == len(game.tokens) == 23
    assert moves[8] == Move.from_iccs("e6e4")
    pos = Position()
    for move, text in zip(moves, game.tokens, strict=True):
        assert write_chinese(pos, move, fullwidth=True) == text
        pos.push(move)
    pos = Position()
    for move in moves[:8]:
        pos.push(move)
    assert write_chinese(pos, moves[8]) != "炮五退二"
    assert read_chinese(pos, "后炮退一") == Move.from_iccs("e2e1")


@pytest.mark.parametrize("case", sorted(TANDEM))
def test_bug04_tandem_pieces_always_take_front_or_rear(case: str) -> None:
    fen, squares, _, _ = TANDEM[case]
    pos = Position.from_fen(fen)
    front, rear = squares
    moves = _tandem_moves(pos, squares)
    assert {m.iccs[:2] for m in moves} == {front, rear}
    for move in moves:
        word = "前" if move.iccs[:2] == front else "后"
        chinese = write_chinese(pos, move)
        assert chinese[0] == word and len(chinese) == 4, chinese
        assert write_abbr(pos, move).text.startswith(word)
        wxf = write_wxf(pos, move)
        assert wxf[1] == ("+" if word == "前" else "-"), wxf
        assert read_chinese(pos, chinese) == move
        assert read_wxf(pos, wxf) == move
    _assert_unique_and_readable(pos)


@pytest.mark.parametrize("case", sorted(TANDEM))
def test_bug04_file_form_of_tandem_pieces_is_ambiguous(case: str) -> None:
    """The unqualified form both pieces fit is reported with both candidates."""
    fen, _, text, candidates = TANDEM[case]
    pos = Position.from_fen(fen)
    with pytest.raises(AmbiguousNotationError) as info:
        read_chinese(pos, text)
    assert sorted(m.iccs for m in info.value.candidates) == sorted(candidates)
    assert info.value.token == text


def test_file_form_fitting_one_tandem_piece_is_read() -> None:
    """Lenient reading: 车六进四 with rooks d4/d1 fits only d4d8 (d1 is blocked)."""
    pos = Position.from_fen(TANDEM["red chariots"][0])
    assert read_chinese(pos, "车六进四") == Move.from_iccs("d4d8")


# ---------------------------------------------------------------- R01 (and its kind)

BUG01_RED = "4k4/9/9/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1"
BUG01_BLACK = "3k5/9/9/9/9/2p3p2/2p3p2/9/9/4K4 b - - 0 1"


@pytest.mark.parametrize(
    ("fen", "iccs", "chinese", "short", "wxf"),
    [
        (BUG01_RED, "c6c7", "前兵七进一", "前七进一", "17+1"),
        (BUG01_RED, "g6g7", "前兵三进一", "前三进一", "13+1"),
        (BUG01_RED, "c5b5", "后兵七平八", "后七平八", "27=8"),
        (BUG01_RED, "g5h5", "后兵三平二", "后三平二", "23=2"),
        (BUG01_BLACK, "c3c2", "前卒3进1", "前3进1", "13+1"),
        (BUG01_BLACK, "g3g2", "前卒7进1", "前7进1", "17+1"),
        (BUG01_BLACK, "c4b4", "后卒3平2", "后3平2", "23=2"),
        (BUG01_BLACK, "g4h4", "后卒7平8", "后7平8", "27=8"),
    ],
)
def test_bug01_two_doubled_files_are_file_qualified(
    fen: str, iccs: str, chinese: str, short: str, wxf: str
) -> None:
    pos = Position.from_fen(fen)
    move = Move.from_iccs(iccs)
    assert write_chinese(pos, move) == chinese
    assert write_chinese(pos, move, pawn_style="short") == short
    assert write_wxf(pos, move) == wxf
    for text in (chinese, short, wxf):
        assert read_move(pos, text) == move


@pytest.mark.parametrize(
    ("fen", "fronts"), [(BUG01_RED, ("c6c7", "g6g7")), (BUG01_BLACK, ("c3c2", "g3g2"))]
)
def test_bug01_bare_front_pawn_is_ambiguous(fen: str, fronts: tuple[str, str]) -> None:
    pos = Position.from_fen(fen)
    texts = {write_chinese(pos, Move.from_iccs(m)) for m in fronts}
    assert len(texts) == 2
    bare = "前兵进一" if pos.turn == 0 else "前卒进1"
    with pytest.raises(AmbiguousNotationError) as info:
        read_chinese(pos, bare)
    assert sorted(m.iccs for m in info.value.candidates) == sorted(fronts)
    _assert_unique_and_readable(pos)


# ---------------------------------------------------------------- R03 (and its kind)

# 3 + 2 pawns on two files; xqbase numbers the pawns of the doubled files from the mover's
# right file to the left, front to back (the xqbase convention, docs/references.md §2).
RED_3_2 = "4k4/9/3P1P3/5P3/3P1P3/9/9/9/9/3K5 w - - 0 1"
BLACK_3_2 = "3k5/9/9/9/9/3p1p3/5p3/3p1p3/9/4K4 b - - 0 1"


@pytest.mark.parametrize(
    ("fen", "iccs", "traditional", "short", "xqbase"),
    [
        (RED_3_2, "f7f8", "前兵四进一", "前四进一", "一兵进一"),
        (RED_3_2, "f6g6", "中兵四平三", "中四平三", "二兵平三"),
        (RED_3_2, "f5e5", "后兵四平五", "后四平五", "三兵平五"),
        (RED_3_2, "d7c7", "前兵六平七", "前六平七", "四兵平七"),
        (RED_3_2, "d5c5", "后兵六平七", "后六平七", "五兵平七"),
        (BLACK_3_2, "d2c2", "前卒4平3", "前4平3", "一卒平3"),
        (BLACK_3_2, "d4d3", "后卒4进1", "后4进1", "二卒进1"),
        (BLACK_3_2, "f2f1", "前卒6进1", "前6进1", "三卒进1"),
        (BLACK_3_2, "f3e3", "中卒6平5", "中6平5", "四卒平5"),
        (BLACK_3_2, "f4g4", "后卒6平7", "后6平7", "五卒平7"),
    ],
)
def test_bug03_numbered_and_qualified_pawn_styles_name_the_same_move(
    fen: str, iccs: str, traditional: str, short: str, xqbase: str
) -> None:
    pos = Position.from_fen(fen)
    move = Move.from_iccs(iccs)
    assert write_chinese(pos, move) == traditional  # the documented default style
    assert write_chinese(pos, move, pawn_style="short") == short
    assert write_chinese(pos, move, pawn_style="xqbase") == xqbase
    for text in (traditional, short, xqbase):
        assert read_chinese(pos, text) == move, text


@pytest.mark.parametrize("fen", [RED_3_2, BLACK_3_2])
def test_bug03_every_move_unique_in_every_style(fen: str) -> None:
    _assert_unique_and_readable(Position.from_fen(fen))


def test_bug03_numbered_style_for_pawns_on_one_file() -> None:
    """三兵平六 with four pawns on one file (test_worked_examples.py row 33), and five pawns
    for Black."""
    pos = Position.from_fen("3k5/9/4P4/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1")
    assert read_chinese(pos, "三兵平六") == Move.from_iccs("e5d5")
    assert read_chinese(pos, "一兵进一") == read_chinese(pos, "前兵进一") == Move.from_iccs("e7e8")
    five = Position.from_fen("3k5/9/9/9/9/2p6/2p6/2p6/2p6/2p1K4 b - - 0 1")
    assert write_chinese(five, Move.from_iccs("c0d0")) == "前卒平4"
    assert write_chinese(five, Move.from_iccs("c2d2")) == "三卒平4"
    assert write_chinese(five, Move.from_iccs("c4d4")) == "五卒平4"
    assert write_chinese(five, Move.from_iccs("c4d4"), pawn_style="xqbase") == "五卒平4"
    assert write_wxf(five, Move.from_iccs("c4d4")) == "53=4"
    assert read_chinese(five, "后卒平4") == Move.from_iccs("c4d4")
    assert read_chinese(five, "四卒平2") == Move.from_iccs("c3b3")
    _assert_unique_and_readable(five)


# ---------------------------------------------------------------- R06 (and its kind)


def test_bug06_playok_dialect_from_the_start() -> None:
    pos = Position()
    played = []
    for token in ("C2.5", "h8+7", "H2+3", "h2+3"):
        move = read_move(pos, token)
        played.append(move.iccs)
        pos.push(move)
    assert played == ["h2e2", "h9g7", "h0g2", "b9c7"]


def _dialects(text: str, black: bool) -> list[str]:
    """The playOK (``.``, lower-case black), prefix-marker and xqbase-marker spellings."""
    out = [text.replace("=", ".")]
    if black:
        out.append(text.replace("=", ".").lower())
    if text[1] in "+-" and text[0].isalpha():
        out.append(text[1] + text[0] + text[2:])  # +R=4
        if text[1] == "-":
            out.append(text[0] + "." + text[2:])  # xqbase rear marker R.=7
    return out


@pytest.mark.parametrize("case", sorted(TANDEM))
def test_bug06_dialect_spellings_of_tandem_moves(case: str) -> None:
    fen, squares, _, _ = TANDEM[case]
    pos = Position.from_fen(fen)
    for move in _tandem_moves(pos, squares):
        text = write_wxf(pos, move)
        for spelling in _dialects(text, pos.turn == 1):
            assert read_wxf(pos, spelling) == move, spelling


@pytest.mark.parametrize(
    ("fen", "token", "iccs"),
    [
        ("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "A+-5", "d2e1"),
        ("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "A-+5", "d0e1"),
        ("3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1", "A6-5", "d2e1"),
        ("2b1k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1", "e-+5", "c9e7"),
        ("2b1k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1", "e+-5", "c5e7"),
        ("2b1k4/9/9/9/2b6/9/9/9/9/3K5 b - - 0 1", "E3-5", "c5e7"),
        ("4k4/3r5/9/9/3r5/9/9/9/9/5K3 b - - 0 1", "r+.5", "d5e5"),
        ("4k4/3r5/9/9/3r5/9/9/9/9/5K3 b - - 0 1", "r-.5", "d8e8"),
        ("4k4/9/9/9/9/9/3C5/9/3C5/5K3 w - - 0 1", "C+.5", "d3e3"),
        ("4k4/9/9/9/9/9/3C5/9/3C5/5K3 w - - 0 1", "C--1", "d1d0"),
        ("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "P-.6", "e5d5"),
        ("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "P+.4", "e6f6"),
        ("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "P-.4", "e5f5"),
        ("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "Pb.6", "e5d5"),
        ("3k5/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1", "25.6", "e5d5"),
    ],
)
def test_bug06_club_markers_on_every_kind(fen: str, token: str, iccs: str) -> None:
    """``A+-5``/``e-+5`` (markers on advisors/elephants, as in middle_sample.csv), ``r+.5``,
    xqbase ``-`` = middle of three and ``.`` = rear, ``a``..``e`` pawn ordinals."""
    assert read_wxf(Position.from_fen(fen), token) == Move.from_iccs(iccs)


# ---------------------------------------------------------------- corpus edge cases


@pytest.mark.parametrize(
    ("token", "iccs"),
    [
        ("Ｃ２＝５", "h2e2"),
        ("Ｈ２＋３", "h0g2"),
        ("１.Ｃ２＝５", "h2e2"),
        ("1.炮二平五", "h2e2"),
        ("1. 炮二平五", "h2e2"),
        ("炮 二 平 五", "h2e2"),
        ("1、炮二平五", "h2e2"),
        ("砲二平五", "h2e2"),
        ("炮2平5", "h2e2"),
        ("包二平五", "h2e2"),
        ("俥一進一", "i0i1"),
        ("車一進一", "i0i1"),
        ("傌二進三", "h0g2"),
        ("馬二上三", "h0g2"),
        ("H2-E2", "h2e2"),
        ("ｈ２ｅ２", "h2e2"),
        ("h2e2", "h2e2"),
        ("62.5", "h2e2"),
        ("N2+3", "h0g2"),
        ("B3+5", "g0e2"),
        ("炮25", "h2e2"),
        ("炮2 5", "h2e2"),
        ("炮二平五!", "h2e2"),
    ],
)
def test_tolerant_readers_from_the_start(token: str, iccs: str) -> None:
    assert read_move(Position(), token) == Move.from_iccs(iccs)


@pytest.mark.parametrize(
    ("token", "iccs"),
    [
        ("馬８進７", "h9g7"),
        ("马８进７", "h9g7"),
        ("马八进七", "h9g7"),  # art. 7.5's own example writes Black's numbers in Chinese
        ("Ｈ８＋７", "h9g7"),
        ("h8+7", "h9g7"),
        ("2...马8进7", "h9g7"),
        ("馬87", "h9g7"),
        ("砲８平５", "h7e7"),
        ("將５進１", "e9e8"),
        ("象３進５", "c9e7"),
        ("士４進５", "d9e8"),
        ("卒３進１", "c6c5"),
    ],
)
def test_tolerant_readers_for_black(token: str, iccs: str) -> None:
    pos = Position()
    pos.push(Move.from_iccs("h2e2"))
    assert read_move(pos, token) == Move.from_iccs(iccs)


def test_traditional_and_fullwidth_writer_options() -> None:
    pos = Position()
    pos.push(Move.from_iccs("h2e2"))
    assert write_chinese(pos, Move.from_iccs("h9g7"), traditional=True) == "馬8進7"
    assert write_chinese(pos, Move.from_iccs("h9g7"), fullwidth=True) == "马８进７"
    assert write_chinese(pos, Move.from_iccs("h7h0"), traditional=True) == "砲8進7"
    rooks = Position.from_fen(TANDEM["red chariots"][0])
    assert write_chinese(rooks, Move.from_iccs("d1d0"), traditional=True) == "後俥退一"
