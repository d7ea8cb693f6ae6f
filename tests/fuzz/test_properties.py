"""Hypothesis properties over generated hostile inputs (quick budget: a few hundred
examples, derandomised): every reader ends in a result or its documented error.

Strategies: PGN documents, DhtmlXQ blocks, XQF files with hostile header strings, FEN
and move texts (:mod:`tests.fuzz.generate`, driven by hypothesis' seeded randoms), plus
hypothesis' own text strategies for headers, FEN and move texts.
"""

from __future__ import annotations

import random
import time

from hypothesis import HealthCheck, given, settings, strategies as st

from tests.fuzz.generate import (
    dhtmlxq_document,
    fen_text,
    list_document,
    move_text,
    pgn_document,
    xqf_document,
)
from xiangqi_gui.formats import LoadedFile, RecordError, load_bytes
from xiangqi_gui.formats.pgn_writer import write_pgn
from xiangqi_gui.formats.xqf_writer import write_xqf
from xiangqi_gui.game import GameRecord
from xiangqi_gui.notation import NotationError, read_move
from xiangqi_gui.rules import FenError, Position
from xiangqi_gui.rules.fen import parse_fen

QUICK = settings(max_examples=50, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])
LIMIT_CPU_S = 2.0

_START = Position()
_MOVE_CHARS = st.sampled_from(list("炮马车兵卒帅将仕士相象进退平前中后一二三四五六七八九"
                                   "0123456789abcdefghiKAEBHNRCP+-=.²١５İı\u0332\u0305!? "))
_FEN_CHARS = st.sampled_from(list("rnbakcpheRNBAKCPHE0123456789/ wbr-²١"))


def _load(data: bytes, name: str) -> None:
    start = time.process_time()
    try:
        loaded = load_bytes(data, name)
    except RecordError as exc:
        assert exc.source == name and exc.reason
    else:
        assert isinstance(loaded, LoadedFile)
        for game in loaded.games:
            assert game.error is None or isinstance(game.error, RecordError)
            if game.error is not None:
                assert game.error.source == name and str(game.error.location) != ""
    assert time.process_time() - start < LIMIT_CPU_S


@QUICK
@given(st.randoms(use_true_random=False))
def test_generated_pgn(rng: random.Random) -> None:
    _load(*pgn_document(rng))


@QUICK
@given(st.randoms(use_true_random=False))
def test_generated_dhtmlxq(rng: random.Random) -> None:
    _load(*dhtmlxq_document(rng))


@QUICK
@given(st.randoms(use_true_random=False))
def test_generated_xqf_with_hostile_headers(rng: random.Random) -> None:
    _load(*xqf_document(rng))


@QUICK
@given(st.randoms(use_true_random=False))
def test_generated_position_and_game_lists(rng: random.Random) -> None:
    _load(*list_document(rng))


@QUICK
@given(st.randoms(use_true_random=False) | st.text(_FEN_CHARS, max_size=80)
       | st.text(max_size=40))
def test_fen_texts_raise_fen_error_only(source: random.Random | str) -> None:
    fen = fen_text(source) if isinstance(source, random.Random) else source
    try:
        setup = parse_fen(fen)
    except FenError as exc:
        assert str(exc)
    else:
        assert len(setup.board) == 90 and setup.fullmove_number >= 1


@QUICK
@given(st.randoms(use_true_random=False) | st.text(_MOVE_CHARS, max_size=12)
       | st.text(max_size=12))
def test_move_texts_raise_notation_error_only(source: random.Random | str) -> None:
    text = move_text(source) if isinstance(source, random.Random) else source
    try:
        move = read_move(_START, text)
    except NotationError as exc:
        assert exc.reason
    else:
        assert move in _START.legal_moves()


@QUICK
@given(st.text(st.characters(exclude_categories=("Cs", "Cc")), max_size=30)
       .map(str.strip).filter(lambda v: "\n" not in v))
def test_header_values_round_trip_through_pgn(value: str) -> None:
    record = GameRecord()
    record.headers["Event"] = value
    text = write_pgn(record)
    [game] = load_bytes(text.encode(), "x.pgn").games
    assert game.record.headers.get("Event", "") == value
    assert write_pgn(game.record) == text


@QUICK
@given(st.text(st.characters(exclude_categories=("Cs", "Cc", "Zl", "Zp")), max_size=40)
       .map(str.strip).filter(lambda v: len(v.encode("gb18030")) <= 63))
def test_header_values_round_trip_through_xqf(value: str) -> None:
    """Any value that fits XQF's 64-byte Event field (63 GB18030 bytes) comes back."""
    record = GameRecord()
    record.headers["Event"] = value
    [game] = load_bytes(write_xqf(record), "x.xqf").games
    assert game.record.headers.get("Event", "") == value
