"""PGN reader: xqbase/XQStudio dialects from the corpus and the record cases of
docs/references.md §8 (R07, R09, R10, R29) plus the odd forms met in the corpus."""

from __future__ import annotations

from pathlib import Path

import pyffish
import pytest

from tests.conftest import corpus_path
from xiangqi_gui.formats import RecordError, load_bytes, load_file
from xiangqi_gui.rules import START_FEN, Color, Move, Piece, PieceKind, Position, parse_square

HANDICAP_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1"
BUG10_MOVES = "1. b2e2 h7e7 2. e2e7 g9e7 3. h2e2 h9g7"


def _pgn(movetext: str, *tags: str) -> bytes:
    head = "\n".join(['[Game "Chinese Chess"]', *tags])
    return f"{head}\n\n{movetext}\n".encode()


# -- R10: [FEN] tag + ICCS movetext ---------------------------------------------------

def test_bug10_handicap_game_loads_and_replays() -> None:
    data = _pgn(BUG10_MOVES + " *", '[Format "ICCS"]', f'[FEN "{HANDICAP_FEN}"]')
    game = load_bytes(data, "bug10.pgn").games[0]
    assert game.error is None
    assert [m.iccs for m in game.record.mainline_moves()] == \
        ["b2e2", "h7e7", "e2e7", "g9e7", "h2e2", "h9g7"]
    assert game.record.start_fen == HANDICAP_FEN


def test_bug10_wrong_fen_reports_the_illegal_move_and_its_place() -> None:
    data = _pgn(BUG10_MOVES + " *", '[Format "ICCS"]', f'[FEN "{START_FEN}"]')
    game = load_bytes(data, "bug10.pgn").games[0]
    assert game.error is not None
    assert "illegal move at 2. e2e7" in game.error.reason
    assert game.error.location.line == 5 and game.error.location.ply == 3
    assert "bug10.pgn" in str(game.error)
    assert len(game.record.mainline_moves()) == 2  # what was legal is kept


@pytest.mark.parametrize(("movetext", "label"), [
    ("1. h2e2 h9h7 *", "1. ... h9h7"),       # black horse cannot move straight (ICCS)
    ("1. 炮二平五 马8进6 *", "1. ... 马8进6"),  # black horse cannot reach file 6 (Chinese)
    ("1. 马二进四 *", "1. 马二进四"),           # red horse cannot reach file 4 (Chinese)
    ("1. C2=5 H8+7 2. R1=2 *", "2. R1=2"),     # red chariot onto its own horse (WXF)
])
def test_illegal_moves_of_either_side_in_each_notation(movetext: str, label: str) -> None:
    game = load_bytes(_pgn(movetext), "x.pgn").games[0]
    assert game.error is not None and f"illegal move at {label}" in game.error.reason


# -- R07 / R09 / FEN dialects -----------------------------------------------------

def test_bug07_two_field_fen() -> None:
    game = load_file(corpus_path("walker8088-cchess/tests/data/endgame_test.pgn")).games[0]
    assert game.error is None
    assert game.record.start_fen == "3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w - - 0 1"
    assert len(game.record.mainline_moves()) == 25


@pytest.mark.parametrize(("fen", "move", "turn"), [
    ("rheakae1r/9/1c4hc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RHEAKAEHR b", "i9h9", Color.BLACK),
    ("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w", "h0g2", Color.RED),
])
def test_bug09_wxf_piece_letters_place_horses_and_elephants(fen: str, move: str,
                                                            turn: Color) -> None:
    game = load_bytes(_pgn(f"1. {move} *", f'[FEN "{fen}"]'), "wxf.pgn").games[0]
    assert game.error is None
    pos = Position.from_fen(game.record.start_fen)
    assert pos.turn == turn
    placement = game.record.start_fen.split()[0]
    assert "H" not in placement.upper() and "E" not in placement.upper()
    for name, kind, color in (("b0", PieceKind.HORSE, Color.RED), ("c0", PieceKind.ELEPHANT,
                              Color.RED), ("b9", PieceKind.HORSE, Color.BLACK),
                              ("c9", PieceKind.ELEPHANT, Color.BLACK)):
        assert pos.piece_at(parse_square(name)) == Piece(color, kind)
    assert game.record.mainline_moves() == [Move.from_iccs(move)]


def test_side_token_r_and_move_number_zero() -> None:
    game = load_file(corpus_path("hbsxcjp-cchess/bing.pgn")).games[0]
    assert game.error is None
    assert game.record.start_fen == START_FEN
    assert len(game.record.mainline_moves()) == 129
    assert game.record.headers["RedPlayer"] == "许银川"


def test_malformed_side_token_minus_b_means_red_moves_first() -> None:
    path = next(corpus_path("hbsxcjp-cchess_c").rglob("单马类_第02局.pgn_zh"))
    game = load_file(path).games[0]
    assert game.error is None
    assert game.record.start_fen == "9/3kaN3/9/9/9/9/9/9/9/4K4 w - - 0 1"


def test_black_to_move_game_written_on_move_one() -> None:
    path = corpus_path("yvonne761-chinese-chess-practical-dataset/Dataset/中局/00000001.pgn")
    game = load_file(path).games[0]
    assert game.error is None
    assert Position.from_fen(game.record.start_fen).turn == Color.BLACK
    assert len(game.record.mainline_moves()) == 31


# -- R29: WinBoard SAN-style xiangqi PGN ---------------------------------------------

WUKONG = "maksimkorzh-wukong-xiangqi/pgn/"


@pytest.mark.parametrize(("name", "plies", "result", "first_sans"), [
    ("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn", 87, "1-0",
     ["Che3", "Cbg8", "Cxe7", "Cxg4", "Ce3", "Chh4", "Ce5", "Cxe4+"]),
    ("WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn", 98, "1/2-1/2",
     ["Che3", "Chg8", "Cxe7", "Hc8", "Ce5", "Cb6", "Ce3", "Ci6"]),
])
def test_bug29_winboard_san_games_load(name: str, plies: int, result: str,
                                       first_sans: list[str]) -> None:
    """These files number ranks 0..9 (``Rh0``); Fairy-Stockfish numbers them 1..10 and
    must name the same moves one rank higher."""
    [game] = load_file(corpus_path(WUKONG + name)).games
    record = game.record
    assert game.error is None and record.result == result
    moves = record.mainline_moves()
    assert len(moves) == plies and record.comment_count() == plies  # engine evals kept
    fen = record.start_fen
    for move, san in zip(moves, first_sans, strict=False):
        uci = f"{move.iccs[0]}{int(move.iccs[1]) + 1}{move.iccs[2]}{int(move.iccs[3]) + 1}"
        assert pyffish.get_san("xiangqi", fen, uci) == san
        fen = pyffish.get_fen("xiangqi", fen, [uci])


def test_bug29_won_game_ends_in_the_position_the_result_claims() -> None:
    record = load_file(corpus_path(WUKONG + "WukongJS_1.0_(UCI2WB)-MaxQi_4.8F(1-0).pgn")
                       ).games[0].record
    outcome = record.final_position().outcome()
    assert outcome is not None and outcome.result == "1-0"  # Black is stalemated (困毙)


def test_fairy_stockfish_san_with_ranks_1_to_10() -> None:
    text = "1. Che3 Hc8 2. Hc3 Rb10 3. Cxe7+ *"
    game = load_bytes(_pgn(text, '[Variant "xiangqi"]'), "fsf.pgn").games[0]
    assert game.error is None
    assert [m.iccs for m in game.record.mainline_moves()] == \
        ["h2e2", "b9c7", "b0c2", "a9b9", "e2e6"]


@pytest.mark.parametrize(("movetext", "token"), [
    ("1. Zz9 *", "Zz9"), ("1. MIT License *", "MIT"), ("1. 1.e4 *", "e4")])
def test_unsupported_notation_names_the_first_token(movetext: str, token: str) -> None:
    game = load_bytes(_pgn(movetext), "u.pgn").games[0]
    assert game.error is not None
    if token != "e4":
        assert f"unsupported move notation: first move token '{token}'" in game.error.reason
    else:  # SAN-shaped but no soldier can reach e4 on move one
        assert "illegal move at 1. e4" in game.error.reason


# -- layout edge cases -------------------------------------------------------------------

@pytest.mark.parametrize(("relative", "plies", "result"), [
    ("walker8088-cchess/games/对局谱/已转换/achille(9段)-负-永不瞑目(人王) 09-03-03.pgn",
     86, "0-1"),
    ("walker8088-cchess/tests/data/test2.pgn", 102, "1/2-1/2"),
    ("walker8088-cchess/tests/data/test.pgn", 25, "*"),
])
def test_glued_numbers_one_move_per_line_and_text_after_result(relative: str, plies: int,
                                                              result: str) -> None:
    loaded = load_file(corpus_path(relative))
    assert len(loaded.games) == 1
    game = loaded.games[0]
    assert game.error is None
    assert len(game.record.mainline_moves()) == plies and game.record.result == result


@pytest.mark.parametrize(("name", "result"), [
    ("单马类_第02局.pgn_zh", "1-0"),
    ("11、第四轮 胡荣华　红先负　吕钦　.pgn_zh", "0-1"),
    ("13、第五轮 徐天红　红先和　胡荣华.pgn_zh", "1/2-1/2"),
])
def test_chinese_result_words_in_tags(name: str, result: str) -> None:
    path = next(corpus_path("hbsxcjp-cchess_c").rglob(name))
    assert load_file(path).games[0].record.result == result


@pytest.mark.parametrize(("word", "result"), [("红胜", "1-0"), ("黑胜", "0-1"), ("和棋", "1/2-1/2"),
                                              ("1-0", "1-0"), ("1/2-1/2", "1/2-1/2")])
def test_result_words_end_the_movetext(word: str, result: str) -> None:
    game = load_bytes(_pgn(f"1. 炮二平五 马８进７ {word} 2. 马二进三"), "r.pgn").games[0]
    assert game.record.result == result and len(game.record.mainline_moves()) == 2


def test_nested_variations_and_comments_cr_cr_lf() -> None:
    """01.pgn: variations three levels deep, comments after moves, CRLF."""
    game = load_file(corpus_path("hbsxcjp-cchess/01.pgn")).games[0]
    assert game.error is None
    record = game.record
    assert len(record.mainline_moves()) == 7
    assert (record.node_count(), record.variation_count(), record.comment_count()) == (44, 6, 6)
    first = record.root.children
    assert [c.move.iccs for c in first if c.move] == ["f2g4", "f2e4"]
    assert first[0].comment == "从相肩进马是取胜的正确途径。其它着法，均不能取胜。"
    replies = first[0].children
    assert len(replies) == 4  # 炮４退９ and three alternatives nested one inside the other
    zh = load_file(corpus_path("hbsxcjp-cchess/01.pgn_zh")).games[0].record
    iccs = load_file(corpus_path("hbsxcjp-cchess/01.pgn_iccs")).games[0].record
    assert [n.move for n in zh.nodes()] == [n.move for n in iccs.nodes()]
    assert zh.node_count() == 44 and zh.comment_count() == 21


def test_same_games_in_three_notations_give_the_same_moves() -> None:
    base = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/"
    files = [load_file(corpus_path(base + name)) for name in
             ("xqdb_traditional.pgn", "xqdb_international.pgn", "bulk_games_uci.pgn")]
    assert [len(f.games) for f in files] == [15, 15, 15]
    assert all(not f.errors for f in files)
    for index, (chinese, wxf, iccs) in enumerate(zip(*(f.games for f in files), strict=True)):
        zh, wx, ic = (g.record.mainline_moves() for g in (chinese, wxf, iccs))
        assert zh == wx
        if index != 1:
            assert zh == ic
    # Game 2, ply 71: 后兵进一 / -P+1 (the rear pawn, e3e4) in the Chinese and WXF files,
    # but e5e6 (the front pawn) in the ICCS file: the source files themselves disagree.
    zh, ic = (f.games[1].record.mainline_moves() for f in (files[0], files[2]))
    assert zh[:70] == ic[:70]
    assert (zh[70].iccs, ic[70].iccs) == ("e3e4", "e5e6")
    assert sum(len(g.record.mainline_moves()) for g in files[0].games) == 1378


def test_comment_before_a_variation_move_and_clock_readings() -> None:
    text = ("1. 炮二平五 {[%clk 0:04:58] 中炮} 马８进７ {[%clk 0:04:51]} "
            "({屏风马以外} 1. ... 炮８平５) 2. 马二进三 *")
    record = load_bytes(_pgn(text), "c.pgn").games[0].record
    first = record.root.children[0]
    assert first.comment == "中炮" and first.clock_ns == 298 * 10**9
    reply, alternative = first.children
    assert reply.clock_ns == 291 * 10**9
    assert alternative.starting_comment == "屏风马以外"
    assert alternative.move == Move.from_iccs("h7e7")


@pytest.mark.parametrize(("movetext", "line", "words"), [
    ("1. 炮二平五 (1. 炮八平五 马８进７\n2. 马二进三 *", 3, "never closed"),
    ("1. 炮二平五 马８进７ ) 2. 马二进三 *", 3, "closes no variation"),
    ("( 1. 炮二平五 *", 3, "before any move"),
    ("1. 炮二平五 { unterminated\n comment", 3, "never closed"),
])
def test_structural_errors_name_the_line_and_the_next_game_still_loads(
        movetext: str, line: int, words: str) -> None:
    data = _pgn(movetext) + b"\n" + _pgn("1. c3c4 *", '[Event "second"]')
    loaded = load_bytes(data, "broken.pgn")
    assert len(loaded.games) == 2
    broken, second = loaded.games
    assert broken.error is not None and words in broken.error.reason
    assert broken.error.location.line == line and broken.error.location.game == 0
    assert second.error is None and second.record.headers["Event"] == "second"
    assert second.record.mainline_moves() == [Move.from_iccs("c3c4")]


def test_deep_nesting_is_bounded() -> None:
    text = "1. 炮二平五 " + "(1. 炮八平五 " * 300 + ")" * 300 + " *"
    game = load_bytes(_pgn(text), "deep.pgn").games[0]
    assert game.error is not None and "nested deeper than 200" in game.error.reason


def test_empty_input_is_a_record_error() -> None:
    with pytest.raises(RecordError) as info:
        load_bytes(b"   \n", "empty.pgn")
    assert "no game" in info.value.reason


def test_a_file_cut_inside_a_move_says_so_not_illegal_move(tmp_path: Path) -> None:
    """games.pgn cut inside its last move (``74. d9d``, no line break after it): the
    reader and the lazy index say the file ends in the middle of that move; a move text
    followed by a line break stays an illegal move."""
    from xiangqi_gui.formats.index import index_file

    data = corpus_path("maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"
                       ).read_bytes()
    assert data.endswith(b"74. d9d6 \n\n")
    cut = tmp_path / "cut.pgn"
    cut.write_bytes(data[:-len(b"6 \n\n")])
    expected = "the file ends in the middle of the move 74. d9d: it seems cut short"
    last = load_file(cut).games[-1]
    assert last.error is not None and last.error.reason == expected
    assert len(last.record.mainline_moves()) == 146
    index = index_file(cut)
    assert index.load(len(index) - 1).error.reason == expected  # type: ignore[union-attr]
    cut.write_bytes(data[:-len(b"6 \n\n")] + b"\n")
    reason = load_file(cut).games[-1].error.reason  # type: ignore[union-attr]
    assert reason.startswith("illegal move at 74. d9d in position ")
