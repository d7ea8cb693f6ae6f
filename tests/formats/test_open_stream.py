"""Opening a file as a stream of messages (issue 12): the order and content of the
messages, a game 1 too deep for the default recursion limit sent whole from the child's
big-stack thread, and errors that survive pickling."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import pytest

from xiangqi_gui.formats import open_stream
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.open_stream import SENT_HEADER_CHARS, open_messages, serve
from xiangqi_gui.rules.message import Message

GAME = '[Red "许银川"]\n[Black "吕钦"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 1-0\n'


def _kinds(messages: list[tuple[object, ...]]) -> list[object]:
    """The kinds of ``messages``, a run of the same kind as one (a slow machine may send
    a batch or a check result in two)."""
    kinds = [m[0] for m in messages]
    return [k for i, k in enumerate(kinds) if i == 0 or kinds[i - 1] != k]


def _read_all(data: bytes) -> list[tuple[object, ...]]:
    stream, found = io.BytesIO(data), []
    while stream.tell() < len(data):
        found.append(pickle.load(stream))
    return found


def test_the_messages_of_a_three_game_file_in_order(tmp_path: Path) -> None:
    path = tmp_path / "three.pgn"
    bad = GAME.replace("i9h9", "e2e9")  # an illegal move in game 2
    path.write_text(GAME + "\n" + bad + "\n" + GAME.replace("许银川", "胡荣华"), encoding="utf-8")
    messages = list(open_messages(str(path), "…{0}"))
    assert [m[0] for m in messages[:3]] == ["opened", "batch", "first"]  # game 1 at once
    assert _kinds(messages) == ["opened", "batch", "first", "batch", "scanned", "checked"]
    assert messages[0][1].entries == [] and messages[0][1].kind == "pgn"
    rows = [row for m in messages if m[0] == "batch" for row in m[2]]
    assert [row[1] for row in rows] == ["许银川", "许银川", "胡荣华"]
    assert messages[2][1].record.headers["Black"] == "吕钦"
    assert messages[-1][2] == 1.0
    checked = [result for m in messages if m[0] == "checked" for result in m[1]]
    assert [(n, plies) for n, plies, _ in checked] == [(0, 4), (1, 3), (2, 4)]
    problem = checked[1][2]  # the error's message: the window shows it in its language
    assert isinstance(problem, Message) and problem.id == "record.illegal_in_position"
    assert "illegal move" in str(problem) and checked[0][2] == ""
    assert pickle.loads(pickle.dumps(problem)) == problem  # a child process sends it


def test_a_missing_file_is_one_failed_message_that_pickles(tmp_path: Path) -> None:
    messages = list(open_messages(str(tmp_path / "gone.pgn"), "…"))
    assert [m[0] for m in messages] == ["failed"]
    error = pickle.loads(pickle.dumps(messages[0][1]))
    assert isinstance(error, RecordError) and error.reason == "no such file"
    assert error.message is not None and error.message.id == "record.no_such_file"
    assert error.source == str(tmp_path / "gone.pgn") and error.location == Location()
    placed = RecordError("a.pgn", Location(line=3, game=1, ply=2), "illegal move 2. e2e9")
    again = pickle.loads(pickle.dumps(placed))
    assert (again.source, again.location, again.reason, str(again)) == (
        placed.source, placed.location, placed.reason, str(placed))


def test_serve_sends_a_6000_ply_game_whole_and_cuts_huge_list_headers(tmp_path: Path) -> None:
    moves = " ".join(f"{n}. h0g2 h9g7 {n + 1}. g2h0 g7h9" for n in range(1, 3000, 2))
    event = "赛" * (SENT_HEADER_CHARS + 10)
    path = tmp_path / "long.pgn"
    path.write_text(f'[Event "{event}"]\n\n{moves} *\n', encoding="utf-8")
    out = io.BytesIO()
    serve(str(path), "…{0}", out)
    messages = _read_all(out.getvalue())
    assert _kinds(messages) == ["opened", "batch", "first", "batch", "scanned", "checked",
                                "end"]
    game = messages[2][1]
    assert len(game.record.mainline_moves()) == 6000  # not the first_entry fallback
    assert game.record.headers["Event"] == event  # game 1 keeps its header whole
    sent = messages[1][1][0].headers["Event"]  # the list's copy is cut
    assert sent.startswith("赛" * SENT_HEADER_CHARS) and len(sent) < SENT_HEADER_CHARS + 60
    assert [r for m in messages if m[0] == "checked" for r in m[1]] == [(0, 6000, "")]


def test_a_game_1_that_cannot_be_pickled_is_sent_as_its_entry(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(open_stream, "_SEND_RECURSION", 120)  # as if the stack were small
    moves = " ".join(f"{n}. h0g2 h9g7 {n + 1}. g2h0 g7h9" for n in range(1, 100, 2))
    path = tmp_path / "deep.pgn"
    # the comment makes a move tree (a bare line is sent as its move list, never deep)
    path.write_text(f'[Event "x"]\n\n{{a comment}} {moves} *\n', encoding="utf-8")
    out = io.BytesIO()
    serve(str(path), "…{0}", out)
    messages = _read_all(out.getvalue())
    assert _kinds(messages) == ["opened", "batch", "first_entry", "batch", "scanned",
                                "checked", "end"]
    entry = messages[2][1]
    assert (entry.index, entry.offset, entry.headers) == (0, 0, {"Event": "x"})


def test_a_bare_line_game_1_is_sent_whole_even_with_a_small_stack(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game read as a bare main line travels as its move list, which pickles without
    recursion: the small stack that forces the entry fallback for a tree does not here."""
    monkeypatch.setattr(open_stream, "_SEND_RECURSION", 120)
    moves = " ".join(f"{n}. h0g2 h9g7 {n + 1}. g2h0 g7h9" for n in range(1, 100, 2))
    path = tmp_path / "line.pgn"
    path.write_text(f'[Event "x"]\n\n{moves} *\n', encoding="utf-8")
    out = io.BytesIO()
    serve(str(path), "…{0}", out)
    messages = _read_all(out.getvalue())
    assert _kinds(messages) == ["opened", "batch", "first", "batch", "scanned", "checked",
                                "end"]
    assert len(messages[2][1].record.mainline_moves()) == 200
