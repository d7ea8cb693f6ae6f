"""Importing from a child process (issue 12): the messages the window's import worker
reads — progress per file, the report, then the end — for a real corpus file."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

from tests.conftest import corpus_path
from xiangqi_gui.library import Library
from xiangqi_gui.library.import_stream import serve

PGN = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn"


def test_serve_imports_and_reports(tmp_path: Path) -> None:
    source = corpus_path(PGN)
    db = tmp_path / "library.sqlite3"
    out = io.BytesIO()
    serve(str(db), [str(source)], out)
    stream, messages = io.BytesIO(out.getvalue()), []
    while stream.tell() < len(out.getvalue()):
        messages.append(pickle.load(stream))
    assert messages[0] == ("progress", 0, 1, 0, str(source))
    assert messages[1] == ("progress", 1, 1, 15, "")
    assert messages[2][0] == "report" and messages[2][1].imported == 15
    assert messages[2][2] == 15 and messages[3] == ("end",)
    with Library(db) as library:
        assert library.game_count() == 15


def test_a_library_that_cannot_be_opened_is_a_failed_message(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    out = io.BytesIO()
    serve(str(blocker / "library.sqlite3"), [], out)
    stream = io.BytesIO(out.getvalue())
    first, last = pickle.load(stream), pickle.load(stream)
    assert first[0] == "failed" and "cannot open the game library" in first[1]
    assert last == ("end",)
