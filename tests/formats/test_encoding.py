"""Text decoding without the locale (case R12, docs/references.md §8) and line endings."""

from __future__ import annotations

import pytest

from tests.conftest import corpus_path
from xiangqi_gui.formats import RecordError, decode_bytes, load_file


@pytest.mark.parametrize(("relative", "encoding", "sample"), [
    ("fastlight126-vschess/dhtmlxq.txt", "utf-8-sig", "仙人指路全集"),
    ("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn", "utf-8", "马８进７"),
    ("walker8088-cchess/tests/data/test.pgn", "gb18030", "中炮对单提马"),
    ("hbsxcjp-cchess/bing.pgn", "gb18030", "许银川让九子对聂棋圣"),
    ("yvonne761-chinese-chess-practical-dataset/Dataset/開局/00000001.pgn", "big5", "進"),
])
def test_corpus_encodings_are_detected(relative: str, encoding: str, sample: str) -> None:
    decoded = decode_bytes(corpus_path(relative).read_bytes(), relative)
    assert decoded.encoding == encoding
    assert sample in decoded.text
    assert not decoded.text.startswith("\ufeff")


def test_bug12_utf8_text_is_never_read_with_a_gbk_default() -> None:
    """UTF-8 bytes of Chinese text: strict UTF-8 is tried before GB18030. Whether GB18030
    fails on them (as the bug report's GBK locale did, at a byte like 0x80/0x92) or decodes
    them into mojibake, the text comes back intact."""
    for text in ("1. 炮二平五 马８进７ {中炮对屏风马，红方先手。}", "红胜", "[Red \"吕钦\"]"):
        data = text.encode("utf-8")
        decoded = decode_bytes(data)
        assert decoded.encoding == "utf-8" and decoded.text == text
    with pytest.raises(UnicodeDecodeError):
        "1. 炮二平五 马８进７ {中炮对屏风马，红方先手。}".encode().decode("gbk")


def test_gbk_bytes_are_not_taken_for_big5() -> None:
    text = "[Red \"閒人烈火\"]\n1. 兵七进一 卒７进１"
    decoded = decode_bytes(text.encode("gbk"))
    assert decoded.encoding == "gb18030" and decoded.text == text


def test_big5_bytes_are_not_taken_for_gbk() -> None:
    text = "1. 炮二平五 馬８進７ 2. 馬二進三 車９平８"
    decoded = decode_bytes(text.encode("big5"))
    assert decoded.encoding == "big5" and decoded.text == text


@pytest.mark.parametrize("newline", [b"\n", b"\r\n", b"\r", b"\r\r\n"])
def test_line_endings_become_lf(newline: bytes) -> None:
    data = newline.join([b'[Game "Chinese Chess"]', b"", b"1. h2e2 h9g7", b"2. h0g2 *"])
    assert decode_bytes(data).text == '[Game "Chinese Chess"]\n\n1. h2e2 h9g7\n2. h0g2 *'


def test_cr_cr_lf_corpus_file_keeps_its_line_numbers() -> None:
    path = corpus_path("hbsxcjp-cchess/01.pgn_zh")
    data = path.read_bytes()
    decoded = decode_bytes(data)
    assert "\r" not in decoded.text
    assert data.count(b"\r\r\n") == 9
    assert decoded.text.count("\n") == data.count(b"\n")  # one line per LF, CRs dropped
    assert load_file(path).encoding == "gb18030"


def test_undecodable_bytes_name_the_offset() -> None:
    with pytest.raises(RecordError) as info:
        decode_bytes(b"[Event \x81\x20]", "bad.pgn")
    assert info.value.location.offset == 7 and "bad.pgn" in str(info.value)
