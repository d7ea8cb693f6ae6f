"""XQF reader (versions 10..18, keyed and unkeyed) and writer, on the 52 corpus files."""

from __future__ import annotations

from pathlib import Path

import pyffish
import pytest

from tests.conftest import corpus_path
from tests.formats.loaded import cached_load
from xiangqi_gui.formats import RecordError, load_bytes, write_pgn, write_xqf
from xiangqi_gui.game import GameRecord
from xiangqi_gui.rules import Move, Position

DATA = "walker8088-cchess/tests/data/"


def _xqf_files() -> list[Path]:
    root = corpus_path("walker8088-cchess").parent
    return sorted(p for p in root.rglob("*") if p.suffix.lower() == ".xqf")


def _pyffish_uci(move: Move) -> str:
    """ICCS ranks 0..9 -> Fairy-Stockfish UCI ranks 1..10."""
    text = move.iccs
    return f"{text[0]}{int(text[1]) + 1}{text[2]}{int(text[3]) + 1}"


def test_corpus_has_52_xqf_files_of_seven_versions() -> None:
    files = _xqf_files()
    assert len(files) == 52
    assert {p.read_bytes()[2] for p in files} == {10, 11, 12, 13, 15, 16, 18}


def test_every_main_line_replays_legally() -> None:
    checked = 0
    for path in _xqf_files():
        record = cached_load(path).games[0].record
        pos = Position.from_fen(record.start_fen)
        for move in record.mainline_moves():
            pos.push(move)  # raises IllegalMoveError if illegal
            checked += 1
    assert checked == 2717  # sum of the 52 main lines (BadMoveTest3 up to its bad ply)


def test_main_lines_are_legal_for_an_independent_engine() -> None:
    """Cross-check the decoder with pyffish on the 27 files under 1,300 bytes (all seven
    versions; pyffish costs milliseconds per call, so not on all 2,717 plies)."""
    files = [p for p in _xqf_files() if p.stat().st_size < 1300]
    assert {p.read_bytes()[2] for p in files} == {10, 11, 12, 13, 15, 16, 18}
    checked = 0
    for path in files:
        game = cached_load(path).games[0]
        fen = game.record.start_fen
        for move in game.record.mainline_moves():
            uci = _pyffish_uci(move)
            assert uci in pyffish.legal_moves("xiangqi", fen, []), (path.name, checked)
            fen = pyffish.get_fen("xiangqi", fen, [uci])
            checked += 1
    assert (len(files), checked) == (27, 645)


def test_only_the_two_damaged_files_report_errors() -> None:
    bad = {p.name: cached_load(p).games[0].error for p in _xqf_files()}
    failing = {name for name, err in bad.items() if err is not None}
    assert failing == {"BadMoveTest3.xqf", "WildHouse.xqf"}
    err = bad["BadMoveTest3.xqf"]
    assert err is not None
    assert err.location.offset == 0x452 and err.location.ply == 10
    assert "BadMoveTest3.xqf" in str(err) and "5. ... e1f0" in err.reason
    wild = bad["WildHouse.xqf"]
    assert wild is not None and wild.location.offset == 0x119E and wild.location.ply == 74


def test_damaged_file_keeps_its_sound_lines() -> None:
    game = cached_load(corpus_path(DATA + "BadMoveTest3.xqf")).games[0]
    assert len(game.record.mainline_moves()) == 9  # up to the bad 10th ply
    assert game.record.node_count() == 17
    wild = cached_load(corpus_path(DATA + "WildHouse.xqf")).games[0]
    assert len(wild.record.mainline_moves()) == 65  # main line intact, one branch dropped
    assert wild.record.node_count() == 1668


def test_header_fields_land_on_their_tags() -> None:
    """UnitTest.xqf stores each field's own name as its value."""
    headers = cached_load(corpus_path(DATA + "UnitTest.xqf")).games[0].record.headers
    expected = {"Title": "标题", "Event": "比赛名称", "Date": "比赛日期", "Site": "比赛地点",
                "Red": "红方棋手", "Black": "黑方棋手", "TimeControl": "用时规则",
                "RedTime": "红方用时", "BlackTime": "黑方用时", "Annotator": "棋谱讲评",
                "Author": "文件作者", "Result": "1/2-1/2"}
    assert {k: headers[k] for k in expected} == expected


@pytest.mark.parametrize(("name", "first_moves", "nodes", "variations"), [
    ("UnitTest.xqf", ["h2e2", "b2e2", "h2d2"], 19, 2),
    ("test_5_variations.xqf", ["h2e2", "h2d2"], 24, 4),
    ("game_varations.xqf", ["h2e2"], 24, 5),
])
def test_root_alternatives_all_load(name: str, first_moves: list[str], nodes: int,
                                    variations: int) -> None:
    """case R11 (docs/references.md §8): every alternative at the very first move is kept."""
    record = cached_load(corpus_path(DATA + name)).games[0].record
    assert [c.move.iccs for c in record.root.children if c.move] == first_moves
    assert record.node_count() == nodes
    assert record.variation_count() == variations


def test_keyed_and_unkeyed_copies_decode_to_the_same_game() -> None:
    v18 = cached_load(corpus_path(DATA + "test.xqf")).games[0].record
    v10 = cached_load(corpus_path(DATA + "test1.xqf")).games[0].record
    assert v18.headers["Red"] == v10.headers["Red"] == "柳大华"
    assert v18.mainline_moves() == v10.mainline_moves()
    assert len(v18.mainline_moves()) == 110 and v18.result == "0-1"
    a = cached_load(corpus_path("fastlight126-vschess/0.xqf")).games[0].record
    b = cached_load(corpus_path("fastlight126-vschess/1.xqf")).games[0].record
    assert a.mainline_moves() == b.mainline_moves() and len(a.mainline_moves()) == 106


def test_side_to_move_comes_from_the_first_moving_piece() -> None:
    record = cached_load(corpus_path(DATA + "BadMoveTest3.xqf")).games[0].record
    assert record.start_fen.split()[1] == "w"
    pos = Position.from_fen(record.start_fen)
    first = record.mainline_moves()[0]
    piece = pos.piece_at(first.from_square)
    assert piece is not None and piece.color == pos.turn


def test_not_xqf_truncated_and_bad_version_name_the_byte() -> None:
    data = corpus_path(DATA + "test.xqf").read_bytes()
    with pytest.raises(RecordError) as info:
        load_bytes(b"PK" + data[2:], "x.xqf")
    assert info.value.location.offset == 0 and "x.xqf" in str(info.value)
    with pytest.raises(RecordError) as info:
        load_bytes(data[:600], "short.xqf")
    assert info.value.location.offset == 600 and "header" in info.value.reason
    with pytest.raises(RecordError) as info:
        load_bytes(data[:2] + b"\x09" + data[3:], "v9.xqf")
    assert info.value.location.offset == 2 and "version 9" in info.value.reason
    (cut,) = load_bytes(data[:1030], "cut.xqf").games  # the move tree is damaged: a game
    assert cut.error is not None and cut.error.location.offset == 1028  # error, not raised
    assert "truncated comment length" in cut.error.reason


def test_truncated_move_tree_keeps_the_moves_before_the_damage() -> None:
    data = corpus_path("fastlight126-vschess/0.xqf").read_bytes()
    full = load_bytes(data, "0.xqf").games[0].record.mainline_moves()
    (game,) = load_bytes(data[:1200], "damaged.xqf").games
    assert game.error is not None and game.error.location.offset == 1200
    assert "truncated move record" in game.error.reason
    kept = game.record.mainline_moves()
    assert len(full) == 106 and len(kept) == 43 and kept == full[:43]


def _signature(record: GameRecord) -> list[tuple[str, str, int]]:
    return [(n.move.iccs, n.comment, len(n.children)) for n in record.nodes() if n.move]


_TAGS = ("Title", "Event", "Date", "Site", "Red", "Black", "TimeControl", "RedTime",
         "BlackTime", "Annotator", "Author", "PlayType")


@pytest.mark.parametrize("notation", ["iccs", "chinese"])
def test_xqf_to_pgn_to_xqf_keeps_moves_variations_comments_headers(notation: str) -> None:
    """All 52 files through ICCS PGN; the 46 files under 8 KB also through Chinese PGN
    (the big variation trees, up to 32,124 nodes, would make the test slow)."""
    files = [p for p in _xqf_files() if notation == "iccs" or p.stat().st_size < 8192]
    assert len(files) == (52 if notation == "iccs" else 46)
    for path in files:
        original = cached_load(path).games[0].record
        pgn = write_pgn(original, notation)
        via_pgn = load_bytes(pgn.encode("utf-8"), "round.pgn").games[0].record
        back = load_bytes(write_xqf(via_pgn), "round.xqf")
        record = back.games[0].record
        assert back.games[0].error is None
        assert _signature(record) == _signature(original), path.name
        assert record.root.comment == original.root.comment
        assert record.start_fen == original.start_fen and record.result == original.result
        assert {t: record.headers.get(t) for t in _TAGS} == \
            {t: original.headers.get(t) for t in _TAGS}, path.name


def test_writer_emits_unkeyed_version_10() -> None:
    record = cached_load(corpus_path(DATA + "game_varations.xqf")).games[0].record
    data = write_xqf(record)
    assert data[:3] == b"XQ\x0a" and len(data) > 0x400
    assert load_bytes(data, "w.xqf").games[0].record.headers["XQFVersion"] == "10"


def test_a_50_mb_comment_is_written_in_pieces_and_reads_back_exactly() -> None:
    """The XQF writer hands a long comment out encoded in pieces of 64 K characters, never
    whole (issue 12: encoding 50 MB in one call held the interpreter lock the UI thread
    needs); the pieces make write_xqf's bytes, which read back to the same comments."""
    from xiangqi_gui.formats.xqf_writer import xqf_parts

    record = GameRecord(headers={"Event": "全国象棋个人赛" * 10_000, "Red": "胡荣华"})
    record.add_mainline([Move.from_iccs(m) for m in ("h2e2", "h9g7", "h0g2", "i9h9")])
    comment = "象棋 {注}\nx" * (50 * 2**20 // 9) + "end"
    second = record.root.children[0].children[0]
    second.comment = comment
    second.add_child(Move.from_iccs("b0c2")).comment = "变着"
    record.root.comment = "开局" * 40_000
    parts = list(xqf_parts(record))
    assert len(parts) >= len(comment) // (1 << 16)
    assert max(len(part) for part in parts) <= 4 * (1 << 16) + 16  # 64 K characters, encoded
    data = b"".join(parts)
    assert data == write_xqf(record)
    back = load_bytes(data, "long.xqf").games[0].record
    moves = back.root.children[0].children[0]
    assert moves.comment == comment  # line breaks as \r\n in the file, \n again read
    assert [c.comment for c in moves.children] == ["", "变着"]
    assert back.root.comment == "开局" * 40_000
    assert back.headers["Red"] == "胡荣华"
    assert back.headers["Event"] == ("全国象棋个人赛" * 5)[:31]  # cut to 63 bytes, 2 a character
    assert b"".join(xqf_parts(back)) == data  # written again byte for byte


def test_saving_a_version_18_record_as_xqf_warns_only_of_real_losses() -> None:
    """XQFVersion is the version of the file read; writing XQF 1.0 loses nothing there.
    A header XQF has no field for is still reported."""
    from xiangqi_gui.formats.xqf_writer import xqf_header_losses

    record = cached_load(corpus_path(DATA + "test.xqf")).games[0].record
    assert record.headers["XQFVersion"] == "18"
    assert [str(m) for m in xqf_header_losses(record)] == []
    record.headers["Opening"] = "中炮对屏风马"
    assert [str(m) for m in xqf_header_losses(record)] == [
        "header Opening is dropped: XQF has no field for it"]


def test_not_xqf_shows_the_first_bytes_in_hex_not_as_python_bytes() -> None:
    data = corpus_path(DATA + "test.xqf").read_bytes()
    with pytest.raises(RecordError) as info:
        load_bytes(b"\xbf#" + data[2:], "garbage.xqf")
    assert info.value.reason == (
        "not an XQF file: it starts with the bytes BF 23, an XQF file with 58 51 (“XQ”)")
    with pytest.raises(RecordError) as info:
        load_bytes(b"", "empty.xqf")
    assert info.value.reason == "not an XQF file: the file is empty"
