"""PGN writer: round trips PGN -> GameRecord -> PGN in each notation keep moves,
variations, comments and headers; Chinese output matches the xqbase-style corpus file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import corpus_path
from xiangqi_gui.formats import load_bytes, load_file, write_pgn, write_pgn_games
from xiangqi_gui.formats.pgn_reader import tokenize
from xiangqi_gui.game import GameRecord

NOTATIONS = ("chinese", "wxf", "iccs")


def _variation_files() -> list[Path]:
    files = sorted(p for p in corpus_path("hbsxcjp-cchess_c").rglob("*.pgn_zh") if p.is_file())
    base = corpus_path("hbsxcjp-cchess")
    return files + [base / n for n in ("01.pgn", "01.pgn_zh", "01.pgn_iccs", "nx.pgn", "out.pgn")]


def _tree(record: GameRecord) -> list[tuple[str, str, str, int | None, int]]:
    return [(n.move.iccs if n.move else "", n.comment, n.starting_comment, n.clock_ns,
             len(n.children)) for n in record.nodes()]


def _same(a: GameRecord, b: GameRecord) -> None:
    assert _tree(a) == _tree(b)
    assert a.root.comment == b.root.comment
    assert a.start_fen == b.start_fen and a.result == b.result
    skip = {"Game", "Format", "FEN", "Result"}  # the tags the writer sets itself
    assert {k: v for k, v in a.headers.items() if k not in skip} == \
        {k: v for k, v in b.headers.items() if k not in skip}


@pytest.mark.parametrize("notation", NOTATIONS)
def test_round_trip_keeps_variations_comments_headers(notation: str) -> None:
    files = _variation_files()
    assert len(files) == 15
    nodes = 0
    for path in files:
        loaded = load_file(path)
        text = write_pgn_games([g.record for g in loaded.games], notation)
        again = load_bytes(text.encode("utf-8"), "again.pgn")
        assert len(again.games) == len(loaded.games)
        for first, second in zip(loaded.games, again.games, strict=True):
            assert second.error is None, second.error
            _same(first.record, second.record)
            nodes += first.record.node_count()
        assert write_pgn_games([g.record for g in again.games], notation) == text
    assert nodes == 1470


def test_chinese_writer_reproduces_the_xqbase_style_file_token_for_token() -> None:
    path = corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn")
    original = [t.text for t in tokenize(path.read_text(encoding="utf-8"))
                if t.kind == "word" and t.text != "*"]
    written = write_pgn_games([g.record for g in load_file(path).games], "chinese")
    mine = [t.text for t in tokenize(written) if t.kind == "word" and t.text != "*"]
    assert len(original) == 1378 and mine == original


def test_header_section_and_start_position() -> None:
    record = load_file(corpus_path("walker8088-cchess/tests/data/endgame_test.pgn")).games[0].record
    text = write_pgn(record, "wxf")
    lines = text.splitlines()
    assert lines[0] == '[Game "Chinese Chess"]'
    assert '[Format "WXF"]' in lines and '[Red "RRR"]' in lines
    assert '[FEN "3aka3/2c1n4/4bP3/9/4N4/9/9/9/9/4K4 w - - 0 1"]' in lines
    assert lines[lines.index('[Format "WXF"]') + 2] == '[Result "*"]'
    assert text.rstrip().endswith("*")


def test_standard_start_writes_no_fen_and_quotes_are_escaped() -> None:
    record = load_file(corpus_path("walker8088-cchess/tests/data/test.xqf")).games[0].record
    text = write_pgn(record, "iccs")
    assert "[FEN " not in text
    assert '[Event "\\"中立杯\\"象棋电视快棋赛"]' in text
    again = load_bytes(text.encode(), "e.pgn").games[0].record
    assert again.headers["Event"] == '"中立杯"象棋电视快棋赛'


def test_clock_readings_round_trip() -> None:
    data = ('[Game "Chinese Chess"]\n\n1. 炮二平五 {[%clk 1:02:03]} 马８进７ '
            '{[%clk 0:59:58] 屏风马} *\n').encode()
    record = load_bytes(data, "clk.pgn").games[0].record
    text = write_pgn(record, "chinese")
    assert "{[%clk 1:02:03]}" in text and "{[%clk 0:59:58] 屏风马}" in text
    _same(record, load_bytes(text.encode(), "clk2.pgn").games[0].record)


def test_unknown_notation_is_refused() -> None:
    with pytest.raises(ValueError):
        write_pgn(GameRecord(), "abbr")


def test_the_line_writer_matches_write_chinese_on_every_main_line_move() -> None:
    """A bare main line is written in one loop (``_ChineseReplay.line``: file counts kept as
    it goes, 前/后 of a 车/马/炮 from its lone text): every move of every main line of
    games.pgn (101,321 moves) and of the tandem-rich CCPD files must read as the notation
    package writes it."""
    from xiangqi_gui.formats.index import iter_games
    from xiangqi_gui.formats.pgn_writer import _ChineseReplay, _Memo
    from xiangqi_gui.notation import write_chinese

    paths = [corpus_path("maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"),
             *sorted(corpus_path("yvonne761-chinese-chess-practical-dataset/Dataset/全盤戰術"
                                 ).glob("*.pgn"))]
    memo = _Memo()
    checked = 0
    for path in paths:
        for game in iter_games(path):
            moves = game.record.mainline_moves()
            texts = _ChineseReplay(game.record.start_position(), memo).line(moves)
            pos = game.record.start_position()
            for move, text in zip(moves, texts, strict=True):
                assert text.split()[-1] == write_chinese(pos, move, fullwidth=True)
                pos.push_unchecked(move)
            checked += len(moves)
    assert checked > 101_321


def test_memoised_chinese_writer_matches_write_chinese_on_every_node() -> None:
    """The writer reuses a move's text when the same-kind pieces stand alike; check it
    against the notation package on every node of variation-rich trees (征西: 3,293 nodes;
    the CR CR LF annotated games; the tandem-rich CCPD 全盤戰術 files)."""
    from xiangqi_gui.formats.pgn_writer import _ChineseReplay, _Memo
    from xiangqi_gui.notation import write_chinese

    paths = [corpus_path("walker8088-cchess/game_book/残局谱/江湖八大排局/征西/征西.XQF"),
             *_variation_files(),
             *sorted(corpus_path("yvonne761-chinese-chess-practical-dataset/Dataset/全盤戰術"
                                 ).glob("*.pgn"))]
    memo = _Memo()
    checked = 0
    for path in paths:
        for game in load_file(path).games:
            stack = [(child, game.record.start_position()) for child in game.record.root.children]
            while stack:
                node, pos = stack.pop()
                assert node.move is not None
                expected = write_chinese(pos, node.move, fullwidth=True)
                assert _ChineseReplay(pos, memo).text(node.move) == expected
                step = _ChineseReplay(pos, memo).step(node.move)  # text, then the push
                assert step.split()[-1] == expected
                checked += 1
                if node.children:
                    after = pos.copy()
                    after.push_unchecked(node.move)
                    stack.extend((child, after) for child in node.children)
    assert checked == 3293 + 1470 + 147
