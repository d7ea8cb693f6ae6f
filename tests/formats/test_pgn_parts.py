"""The PGN writer in pieces (issue 12): a record with a 50 MB header or a 50 MB comment is
written as pieces of at most 64 K characters, never as one text, and the pieces make
exactly ``write_pgn``'s text, escapes and padding included; what is written reads back and
is written again byte for byte."""

from __future__ import annotations

import random

import pytest

from xiangqi_gui.formats import load_bytes, pgn_writer, write_pgn
from xiangqi_gui.formats.pgn_writer import (
    PgnWriter,
    escape_tag_parts,
    escape_tag_value,
)
from xiangqi_gui.game import GameRecord
from xiangqi_gui.rules import Move

LONG = 1 << 16  # the writer's step


@pytest.mark.parametrize("value", [
    "x" * (3 * LONG + 17),
    "  " + "C:\\games \"x\"\n" * 20_000 + " \u3000",  # escapes, a line break, padding
    "\u3000" * (LONG + 5),  # padding only: every character coded
    "\t" + "象" * (2 * LONG) + "\n",  # controls at the ends are escaped, not padding
    " " * 3 + "y" * LONG + "\u2028" + " " * 2,
])
def test_pieces_make_the_escaped_value(value: str) -> None:
    parts = list(escape_tag_parts(value))
    assert "".join(parts) == escape_tag_value(value)
    assert len(parts) > 1
    assert max(len(part) for part in parts) <= 6 * LONG  # a piece per step, \uXXXX = 6


def test_a_50_mb_header_is_written_in_short_pieces() -> None:
    data = (b'[Event "' + b"x" * (50 * 2**20) + b'"]\n[Red "A"]\n[Black "B"]\n\n'
            b"1. h2e2 h9g7 2. h0g2 i9h9 *\n")
    record = load_bytes(data, "big.pgn").games[0].record
    parts = list(PgnWriter("chinese").game_parts(record))
    assert max(len(part) for part in parts) <= LONG
    assert len(parts) >= 50 * 2**20 // LONG
    text = "".join(parts)
    assert text == write_pgn(record, "chinese")
    assert text.startswith('[Game "Chinese Chess"]\n[Event "xxx')
    assert text.endswith('[Result "*"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n\n')


def test_a_record_with_short_headers_is_one_piece() -> None:
    record = load_bytes(b'[Event "E"]\n\n1. h2e2 h9g7 1-0\n', "a.pgn").games[0].record
    assert list(PgnWriter("iccs").game_parts(record)) == [write_pgn(record, "iccs")]


def _record_with_comments(comment: str, before: str = "", root: str = "",
                          clock_ns: int | None = None) -> GameRecord:
    record = GameRecord(headers={"Event": "E", "Red": "许银川", "Black": "吕钦"})
    record.add_mainline([Move.from_iccs(m) for m in ["h2e2", "h9g7", "h0g2", "i9h9"]])
    record.root.comment = root
    second = record.root.children[0].children[0]
    second.comment, second.clock_ns = comment, clock_ns
    variation = second.add_child(Move.from_iccs("b0c2"))
    variation.starting_comment, variation.comment = before, "a variation"
    return record


COMMENT = "象棋 {注} 1. h2e2\n" * (50 * 2**20 // 15) + "end"  # 50 M characters


@pytest.mark.parametrize(("comment", "before", "root", "clock_ns"), [
    (COMMENT, "", "", None),
    ("short", COMMENT[:3 * LONG] + "b", "", 65_000_000_000),  # before a variation's move
    ("", "", COMMENT[:2 * LONG] + "r", None),  # before the first move
    (COMMENT[:LONG] + "c", "", "", 3_600_000_000_000),  # with its clock reading
])
def test_a_long_comment_is_written_in_short_pieces_and_reads_back_exactly(
        comment: str, before: str, root: str, clock_ns: int | None) -> None:
    record = _record_with_comments(comment, before, root, clock_ns)
    parts = list(PgnWriter("chinese").game_parts(record))
    assert max(len(part) for part in parts) <= LONG
    text = "".join(parts)
    assert text == write_pgn(record, "chinese")
    back = load_bytes(text.encode("utf-8"), "long.pgn").games[0].record
    second = back.root.children[0].children[0]
    assert second.comment == comment.replace("}", "）")
    assert second.children[1].starting_comment == before.replace("}", "）")
    assert back.root.comment == root.replace("}", "）")
    assert second.clock_ns == clock_ns
    assert "".join(PgnWriter("chinese").game_parts(back)) == text  # byte for byte again


def test_a_50_mb_comment_comes_in_pieces_not_one_text() -> None:
    parts = list(PgnWriter("chinese").game_parts(_record_with_comments(COMMENT)))
    assert len(parts) >= len(COMMENT) // LONG
    assert parts[:7] == ['[Game "Chinese Chess"]\n', '[Event "E"]\n', '[Red "许银川"]\n',
                         '[Black "吕钦"]\n', '[Format "Chinese"]\n', '[Result "*"]\n', "\n"]
    assert parts[7:10] == ["1. 炮二平五 马８进７", "\n", "{"]  # on a line of its own
    assert parts[10] == COMMENT[:LONG].replace("}", "）")
    assert parts[-3:] == ["}", "\n2. 马二进三 (2. 马八进七 {a variation}) 2. ... 车９平８ *",
                          "\n\n"]


def test_a_line_is_broken_where_the_whole_text_breaks_it() -> None:
    """The movetext written line by line, a long comment in its own pieces, breaks its
    lines exactly where the text written whole breaks them (variations, empty tokens and
    long comments anywhere)."""
    chance = random.Random(12)
    pool = ["(", ")", "", "1.", "炮二平五", "马８进７", "$1", "{short}", "{" + "y" * 90 + "}"]
    body = "ab}\n" * (LONG // 4)
    for _ in range(800):
        tokens: list[object] = [chance.choice(pool) for _ in range(chance.randint(0, 40))]
        whole = [str(token) for token in tokens]
        for at in range(len(tokens)):
            if chance.random() < 0.1:
                long = pgn_writer._LongComment(body + "x" * chance.randint(1, 50),
                                               chance.choice(["{", "{[%clk 0:01:00] "]))
                tokens[at], whole[at] = long, "".join(long.parts())
        assert "".join(pgn_writer._wrap_parts(tokens)) == pgn_writer._wrap_variations(whole)
        if not {"(", ")", ""} & set(whole):
            assert pgn_writer._wrap(whole) == pgn_writer._wrap_variations(whole)
