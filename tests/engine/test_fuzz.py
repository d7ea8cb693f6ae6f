"""Garbage from an engine never escapes as anything but EngineProtocolError / events.

Set FUZZ_EXAMPLES=4000 for a deeper run (about 20 s); the default keeps the suite fast.
"""

from __future__ import annotations

import os

from hypothesis import given, settings, strategies as st

from tests.engine.transcripts import received
from xiangqi_gui.engine import (
    Dialect,
    EngineFailure,
    EngineMove,
    EngineProtocolError,
    EngineSession,
    SearchLimits,
    parse_line,
)
from xiangqi_gui.rules import START_FEN, Position

_WORDS = sorted({w for line in received("fsf_uci.txt") + received("fsf_ucci.txt")
                 for w in line.split()[:12]} | {"bestmove", "nobestmove", "ponder", "score",
                                                "mate", "cp", "pv", "lowerbound", "draw",
                                                "option", "type", "var", "min", "max", "-"})
_LINES = st.lists(st.one_of(st.sampled_from(_WORDS), st.text(max_size=6)), max_size=12).map(
    " ".join)


@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "300")), deadline=None)
@given(line=_LINES, dialect=st.sampled_from(list(Dialect)))
def test_parse_line_raises_only_protocol_errors(line: str, dialect: Dialect) -> None:
    try:
        parse_line(line, dialect)
    except EngineProtocolError as exc:
        assert exc.line == line.strip()


@settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "200")), deadline=None)
@given(lines=st.lists(_LINES, max_size=8), dialect=st.sampled_from(list(Dialect)))
def test_session_never_raises_and_never_yields_an_illegal_move(lines: list[str],
                                                               dialect: Dialect) -> None:
    session = EngineSession(dialect)
    session.start()
    session.feed(dialect.handshake_ok)
    session.feed("readyok")
    session.request(START_FEN, [], SearchLimits(movetime_ms=10))
    legal = set(Position().legal_moves())
    for line in lines:
        for event in session.feed(line).events:
            if isinstance(event, EngineMove):
                assert event.move in legal
            elif isinstance(event, EngineFailure):
                assert event.message
        if not session.searching:
            session.request(START_FEN, [], SearchLimits(movetime_ms=10))
