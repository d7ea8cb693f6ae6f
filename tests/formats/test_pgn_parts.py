"""The PGN writer in pieces (issue 12): a record with a 50 MB header is written as pieces of
at most 64 K characters, never as one text, and the pieces make exactly ``write_pgn``'s
text, escapes and padding included."""

from __future__ import annotations

import pytest

from xiangqi_gui.formats import load_bytes, write_pgn
from xiangqi_gui.formats.pgn_writer import (
    PgnWriter,
    escape_tag_parts,
    escape_tag_value,
)

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
