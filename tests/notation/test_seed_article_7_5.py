"""CXA rules art. 7.5 (seed text): the full record and its abbreviated twin name the same moves.

The seed prints the same three moves twice::

    完整记录: 1、炮二平五 马八进七 2、马二进三 车九平八 3、车一平二 炮八进四
    简写记录: 1、炮25 马87 2、马2 3 车98 3、车12 炮8 4

(Black's numbers are written as Chinese numerals there; the abbreviated strokes for 进/退 are
lost in the plain text.) It also gives ``前马退四`` and ``后车平六（后车6）`` as examples of
the tandem rule.
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import shared_path
from xiangqi_gui.notation import (
    AmbiguousNotationError,
    read_abbr,
    read_chinese,
    write_abbr,
    write_chinese,
)
from xiangqi_gui.rules import Move, Position

SEED = "seeds/001_798cbf03c7933db2.txt"


def _records() -> tuple[list[str], list[str]]:
    text = shared_path(SEED).read_text(encoding="utf-8")
    full = text.split("完整记录", 1)[1].split("简写记录", 1)[0]
    abbr = text.split("简写记录", 1)[1].split("如果", 1)[0]
    full_tokens = re.findall(r"[^\s\d、：:]{4}", full)
    abbr_tokens = ["".join(m) for m in re.findall(r"([^\s\d、：:—-]+)\s*(\d)\s*(\d)", abbr)]
    return full_tokens, abbr_tokens


def test_full_and_abbreviated_records_of_art_7_5() -> None:
    full, abbr = _records()
    assert full == ["炮二平五", "马八进七", "马二进三", "车九平八", "车一平二", "炮八进四"]
    assert abbr == ["炮25", "马87", "马23", "车98", "车12", "炮84"]
    pos = Position()
    expected = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "h7h3"]
    for full_text, abbr_text, iccs in zip(full, abbr, expected, strict=True):
        move = read_chinese(pos, full_text)
        assert move == Move.from_iccs(iccs)
        written = write_abbr(pos, move)
        assert written.text == abbr_text
        assert read_abbr(pos, abbr_text, written.direction) == move
        try:  # without the stroke, legality decides or both candidates are reported
            assert read_abbr(pos, abbr_text) == move
        except AmbiguousNotationError as exc:
            assert move in exc.candidates and len(exc.candidates) >= 2
        if pos.turn == 0:
            assert write_chinese(pos, move) == full_text
        pos.push(move)


@pytest.mark.parametrize(
    ("fen", "iccs", "full", "abbr"),
    [
        # 前马退四: two red horses on file 三 (g4, g2); the front one retreats to file 四
        ("3k5/9/9/9/9/6N2/9/6N2/9/4K4 w - - 0 1", "g4f2", "前马退四", "前马4"),
        # 后车平六（后车6）: red chariots on file 二 (h), the rear one goes to file 六 (d)
        ("3k5/9/9/9/9/7R1/9/9/7R1/4K4 w - - 0 1", "h1d1", "后车平六", "后车6"),
    ],
)
def test_tandem_examples_of_art_7_5(fen: str, iccs: str, full: str, abbr: str) -> None:
    pos = Position.from_fen(fen)
    move = Move.from_iccs(iccs)
    assert write_chinese(pos, move) == full
    assert write_abbr(pos, move).text == abbr
    assert read_chinese(pos, full) == move
    assert read_abbr(pos, abbr, write_abbr(pos, move).direction) == move
