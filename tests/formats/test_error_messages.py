"""Every error the record readers raise carries a message the window can translate
(issue 11): each ``RecordError(`` call in formats/ and each ``NotationError(`` call in the
notation readers passes ``message=`` (or forwards another error's), and its English
``str()`` — what the command line, logs and the replay JSON show — is unchanged."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from xiangqi_gui.formats import RecordError, load_bytes
from xiangqi_gui.formats.texts import TEMPLATES
from xiangqi_gui.notation import read_move
from xiangqi_gui.notation.texts import TEMPLATES as NOTATION_TEMPLATES
from xiangqi_gui.rules import Position

PACKAGE = Path(__file__).resolve().parents[2] / "xiangqi_gui"


def _calls(folder: str, name: str) -> list[tuple[str, int, ast.Call]]:
    found = []
    for path in sorted((PACKAGE / folder).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == name:
                found.append((path.name, node.lineno, node))
    return found


@pytest.mark.parametrize(("folders", "name", "least"), [
    (("formats",), "RecordError", 30), (("notation", "formats", "study"), "NotationError", 25)])
def test_every_raise_site_passes_a_message(folders: tuple[str, ...], name: str,
                                           least: int) -> None:
    calls = [c for folder in folders for c in _calls(folder, name)]
    assert len(calls) >= least  # the sites are really found
    missing = [f"{file}:{line}" for file, line, call in calls
               if not any(k.arg == "message" for k in call.keywords)]
    assert missing == []


def test_the_message_ids_used_are_registered() -> None:
    used = set()
    for folder in ("formats", "notation"):
        for path in (PACKAGE / folder).glob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                        and node.func.id == "say" and node.args \
                        and isinstance(node.args[0], ast.Constant):
                    used.add(node.args[0].value)
    assert len(used) >= 50
    assert used - set(TEMPLATES) - set(NOTATION_TEMPLATES) == set()


@pytest.mark.parametrize(("data", "key", "english"), [
    (b"XQ\x0a", "record.xqf_short_header", "truncated XQF header: 3 of 1024 bytes"),
    (b"XQ\x05" + bytes(1021), "record.xqf_version", "unsupported XQF version 5 (10..18 are known)"),
    (b"just words\n", "record.no_game", "no game found (not a PGN file?)"),
    (b"\xef\xbb\xbf[Event \"\xff\xfe\"]\n", "record.bad_bom_text",
     "invalid utf-8-sig text after the byte-order mark"),
])
def test_a_file_error_has_its_message(data: bytes, key: str, english: str) -> None:
    with pytest.raises(RecordError) as caught:
        load_bytes(data, "bad")
    error = caught.value
    assert error.message is not None and error.message.id == key
    assert error.reason == english == str(error.message)


@pytest.mark.parametrize(("movetext", "key", "english"), [
    ("1. h2e2 h9g7 2. e2e7 *", "record.illegal_in_position",
     "illegal move at 2. e2e7 in position "
     "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"),
    ("1. 炮二平五 马８进７ 2. 炮五进五 *", "record.illegal_move",
     "illegal move at 2. 炮五进五: not a legal move for the 炮 on file 5"),
    ("1. 炮二平五 { never closed *", "record.open_comment", "comment '{' is never closed"),
    ("1. 炮二平五 (1. 炮八平五 *", "record.open_variation",
     "variation '(' opened here is never closed (1 open)"),
    ("1. 炮二平五 马８进７ (1. ... 车1平2) 2. 马二进三 *", "record.illegal_move_variation",
     "illegal move at 1. ... 车1平2 (in a variation): not a legal move for the 车 on file 1"),
])
def test_a_game_error_has_its_message(movetext: str, key: str, english: str) -> None:
    text = f'[Game "Chinese Chess"]\n\n{movetext}\n'
    game = load_bytes(text.encode("utf-8"), "g.pgn").games[0]
    error = game.error
    assert error is not None and error.message is not None
    assert error.message.id == key
    assert error.reason == english


def test_a_notation_error_has_its_message() -> None:
    with pytest.raises(ValueError) as caught:
        read_move(Position.start(), "车一平二")
    error = caught.value
    assert getattr(error, "message", None) is not None
    assert error.message.id.startswith("notation.")  # type: ignore[attr-defined]
    assert error.reason == str(error.message)  # type: ignore[attr-defined]


def test_every_fen_error_carries_a_message() -> None:
    """FenError (rules/): raised with a Message (``Message.of`` or ``placed``), never a bare
    string, so the position editor and a record's bad start position read in the UI
    language."""
    calls = [c for folder in ("rules",) for c in _calls(folder, "FenError")]
    assert len(calls) >= 12
    bare = [f"{file}:{line}" for file, line, call in calls
            if not (call.args and isinstance(call.args[0], ast.Call))]
    assert bare == []
