"""hbsxcjp's text-board tree drawing (``01.pgn_cc``) against the same game exported as
Chinese PGN (``01.pgn_zh``) and ICCS PGN (``01.pgn_iccs``): same tree, same comments."""

from __future__ import annotations

from tests.conftest import corpus_path
from tests.formats.loaded import cached_load
from xiangqi_gui.formats import load_bytes


def test_drawing_gives_the_same_tree_and_comments_as_the_pgn_exports() -> None:
    drawing = cached_load(corpus_path("hbsxcjp-cchess/01.pgn_cc"))
    assert drawing.kind == "drawing" and drawing.encoding == "gb18030"
    [game] = drawing.games
    record = game.record
    assert game.error is None
    # the drawing's own summary line: 着法数量：44, 注解数量：21
    assert record.node_count() == 44 and record.comment_count() == 21
    for name in ("01.pgn_zh", "01.pgn_iccs"):
        other = cached_load(corpus_path("hbsxcjp-cchess/" + name)).games[0].record
        assert [(n.move, n.comment, len(n.children)) for n in record.nodes()] == \
            [(n.move, n.comment, len(n.children)) for n in other.nodes()]
    assert record.headers["PlayType"] == "全局" and record.headers["RMKWriter"] == "阎文清 张强"


def test_variation_cell_to_the_right_is_an_alternative() -> None:
    text = ('[Game "Chinese Chess"]\n\n'
            "　开始　　　　　　　\n"
            "　　↓　　　　　　　\n"
            "炮二平五…炮八平五　\n"
            "　　↓　　　　↓　　\n"
            "马８进７　马２进３　\n"
            "\n(1,1): {过宫炮以外}\n")
    [game] = load_bytes(text.encode("utf-8"), "t.pgn_cc").games
    assert game.error is None
    first = game.record.root.children
    assert [n.move.iccs for n in first if n.move] == ["h2e2", "b2e2"]
    assert [c.move.iccs for c in first[1].children if c.move] == ["b9c7"]
    assert first[1].comment == "过宫炮以外"


def test_orphan_cell_is_a_record_error_naming_the_line() -> None:
    text = ('[Game "Chinese Chess"]\n\n'
            "　开始　　　　　　　\n"
            "　　　　　　　↓　　\n"
            "炮二平五　　　　　　\n")
    [game] = load_bytes(text.encode("utf-8"), "t.pgn_cc").games
    assert game.error is not None and game.error.location.line == 5
    assert "no predecessor" in game.error.reason
