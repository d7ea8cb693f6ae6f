"""Headers round-trip exactly (issue 12): PGN escapes are written and read symmetrically
for any value (line breaks, control characters, white space at the ends, backslashes,
quotes); XQF keeps every value that fits its fixed field exactly and the writer warns
about every other one. Hypothesis, quick derandomised budget."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from xiangqi_gui.formats import load_bytes
from xiangqi_gui.formats.index import index_file
from xiangqi_gui.formats.pgn_reader import unescape_tag_value
from xiangqi_gui.formats.pgn_writer import escape_tag_value, write_pgn
from xiangqi_gui.formats.xqf_writer import write_xqf, xqf_header_warnings
from xiangqi_gui.game import GameRecord

QUICK = settings(max_examples=150, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])

#: any character a file can hold (lone surrogates cannot be encoded at all)
_ANY = st.characters(exclude_categories=("Cs",))
#: and the ones that need care, more often
_HARD = st.sampled_from(list(' \t\n\r\\"[]{}\x00\x1f\x7f\x85\u2028\u2029\u3000\xa0') + ["\\u0041"])
VALUES = st.lists(st.one_of(_ANY.map(str), _HARD), max_size=25).map("".join)
NAMES = st.from_regex(r"[A-Za-z0-9_]{1,12}", fullmatch=True).filter(
    lambda n: n not in ("Game", "Format", "FEN", "Result"))


@QUICK
@given(VALUES)
def test_escape_then_unescape_is_the_identity(value: str) -> None:
    written = escape_tag_value(value)
    assert unescape_tag_value(written) == value
    assert "\n" not in written and "\r" not in written and written == written.strip()


@QUICK
@given(st.dictionaries(NAMES, VALUES, max_size=4))
def test_any_headers_round_trip_through_pgn(
        headers: dict[str, str]) -> None:
    record = GameRecord()
    record.headers.update(headers)
    text = write_pgn(record)
    [game] = load_bytes(text.encode("utf-8"), "x.pgn").games
    assert {k: game.record.headers[k] for k in headers} == headers
    assert write_pgn(game.record) == text  # save, reopen, save: byte-exact


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(NAMES, VALUES, max_size=3))
def test_game_list_index_reads_the_same_headers(headers: dict[str, str]) -> None:
    record = GameRecord()
    record.headers.update(headers)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "two.pgn"
        path.write_text(write_pgn(record) + write_pgn(record), encoding="utf-8")
        index = index_file(path)
        assert len(index) == 2
        for entry in index.entries:
            assert {k: entry.headers[k] for k in headers} == headers


def test_real_world_values_read_as_before() -> None:
    data = (b'[Event "  padded  "]\n[Site "C:\\games\\new"]\n[Title "first line\nsecond"]\n'
            b'[Red "\\u4e2d"]\n\n1. h2e2 *\n')
    [game] = load_bytes(data, "x.pgn").games
    headers = game.record.headers
    assert headers["Event"] == "padded"  # padding is not part of the value
    assert headers["Site"] == "C:\\games\\new"  # an unknown escape stays as written
    assert headers["Title"] == "first line\nsecond"  # a raw line break inside (hbsxcjp)
    assert headers["Red"] == "中"  # \uXXXX is this format's escape


@QUICK
@given(VALUES)
def test_xqf_keeps_every_value_it_does_not_warn_about(value: str) -> None:
    record = GameRecord()
    record.headers["Event"] = value
    warnings = xqf_header_warnings(record)
    [game] = load_bytes(write_xqf(record), "x.xqf").games
    kept = game.record.headers.get("Event", "")
    assert (kept == value) == (not warnings)  # a warning exactly when the value changes
    assert len(warnings) <= 1 and all(w.startswith("header Event") for w in warnings)


def test_xqf_warns_about_each_kind_of_loss() -> None:
    record = GameRecord()
    record.headers.update({"Event": "x" * 64, "Site": "a\nb", "Red": " A", "Black": "B",
                           "Opening": "C45", "Date": "x" * 50_000_000})
    warnings = xqf_header_warnings(record)
    assert warnings[0].startswith("header Event is cut to 63 bytes")
    assert warnings[1].startswith("header Site: XQF keeps no line breaks")
    assert warnings[2].startswith("header Red: XQF readers drop white space and NUL")
    assert warnings[3] == "header Opening is dropped: XQF has no field for it"
    assert warnings[4].startswith("header Date is cut to 15 bytes")
    assert len(warnings) == 5 and max(map(len, warnings)) < 200  # values quoted short


def test_a_long_value_is_escaped_in_steps_and_reads_back_whole() -> None:
    value = " " + "a\n\"\\\u3000中\t" * 30_000 + "\r"  # 210,002 characters, > 3 steps
    written = escape_tag_value(value)
    assert unescape_tag_value(written) == value
    assert written.startswith("\\u0020a\\u000A\\\"\\\\") and written.endswith("\\u0009\\u000D")
