"""PGN Numeric Annotation Glyphs (NAGs, PGN standard 10): read, written and read back, also
as suffix annotations (``马８进７?!``); XQF keeps a review's mark as comment text only."""

from __future__ import annotations

from xiangqi_gui.engine import Score
from xiangqi_gui.formats.loader import load_bytes
from xiangqi_gui.formats.pgn_writer import write_pgn
from xiangqi_gui.formats.xqf_writer import write_xqf
from xiangqi_gui.game import GameRecord
from xiangqi_gui.game.node import nag_symbol, symbol_nag
from xiangqi_gui.rules import Color, Move
from xiangqi_gui.study.review import Mark, PlyReview, annotate

_PGN = """[Game "Chinese Chess"]

1. 炮二平五 $1 马８进７?! 2. 马二进三 $2 $14 {主变} (2. 兵三进一 $4 {变着}) 2. ... 车９平８ *
"""


def _nags(record: GameRecord) -> list[tuple[str, tuple[int, ...], str]]:
    return [(n.move.iccs, n.nags, n.comment) for n in record.nodes() if n.move is not None]


def test_nags_and_suffixes_are_read() -> None:
    [game] = load_bytes(_PGN.encode(), "nags.pgn").games
    assert game.error is None
    assert _nags(game.record) == [
        ("h2e2", (1,), ""), ("h9g7", (6,), ""), ("h0g2", (2, 14), "主变"),
        ("i9h9", (), ""), ("g3g4", (4,), "变着")]


def test_nags_survive_a_pgn_round_trip() -> None:
    [game] = load_bytes(_PGN.encode(), "nags.pgn").games
    text = write_pgn(game.record)
    assert "1. 炮二平五 $1 马８进７ $6 2. 马二进三 $2 $14 {主变} (2. 兵三进一 $4 {变着})" in text
    [again] = load_bytes(text.encode(), "again.pgn").games
    assert _nags(again.record) == _nags(game.record)
    for notation in ("wxf", "iccs"):
        [other] = load_bytes(write_pgn(game.record, notation).encode(), "n.pgn").games
        assert _nags(other.record) == _nags(game.record)


def test_symbols_of_move_assessment_nags() -> None:
    assert [nag_symbol((n,)) for n in range(1, 8)] == ["!", "?", "!!", "??", "!?", "?!", ""]
    assert symbol_nag("?!") == 6 and symbol_nag("？？") == 4 and symbol_nag("?!?") is None


def _reviewed() -> GameRecord:
    """1. 炮二平五 马8进7 2. 车一进一 marked by hand-made reviews: 2. 车一进一 is a blunder."""
    record = GameRecord()
    moves = [Move.from_iccs(m) for m in ("h2e2", "h9g7", "i0i1")]
    record.add_mainline(moves)
    reviews = [PlyReview(0, Color.RED, Score(cp=30), 30, moves[0], (), 0, None, 12),
               PlyReview(1, Color.BLACK, Score(cp=-25), 25, moves[1], (), 0, None, 12),
               PlyReview(2, Color.RED, Score(cp=20), 20, moves[0], ("炮二平五",), 420,
                         Mark.BLUNDER, 12, Score(cp=-400))]
    annotate(record, reviews)
    return record


def test_a_review_mark_is_a_nag_in_pgn_and_comment_text_in_xqf() -> None:
    record = _reviewed()
    last = record.mainline_nodes()[2]
    assert last.nags == (4,) and last.comment.startswith("?? 败着")
    [pgn] = load_bytes(write_pgn(record).encode(), "review.pgn").games
    assert pgn.record.mainline_nodes()[2].nags == (4,)
    assert pgn.record.mainline_nodes()[2].comment == last.comment
    [xqf] = load_bytes(write_xqf(record), "review.xqf").games
    assert xqf.record.mainline_nodes()[2].comment == last.comment
    assert xqf.record.mainline_nodes()[2].nags == ()


def test_annotate_keeps_a_commentators_mark() -> None:
    record = _reviewed()
    node = record.mainline_nodes()[2]
    node.nags, node.comment = (3,), ""
    review = PlyReview(2, Color.RED, Score(cp=20), 20, Move.from_iccs("h2e2"), (), 420,
                       Mark.BLUNDER, 12, Score(cp=-400))
    annotate(record, [review])
    assert node.nags == (3,) and node.comment.startswith("?? 败着")
