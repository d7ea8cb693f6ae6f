"""Lists of positions: ``.epd``, ``.eglib`` (``name|FEN|solution``), CSV (a ``fen`` column,
optional ``moves``), text (``name,FEN``), each position with an optional solution.

One position per line; the FEN is found by its shape (10 ranks separated by ``/``),
the text before it is the position's name, a field after it made only of ICCS moves is
the solution (main line), a result token after it is the result. Lines without a FEN
that consist only of move texts continue the previous position's solution (one move per
line, as in cchess's ``test1_move.txt``); a line shaped like a FEN (five or more ``/``)
that is not a valid one is reported as a game with an error naming the line (issue 14);
other lines (CSV header, tables) are skipped.
Each position becomes a game (index = position order) with a ``Title`` header.
"""

from __future__ import annotations

import re

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.fen_util import normalize_fen
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.results import normalize_result
from xiangqi_gui.formats.texts import say
from xiangqi_gui.notation import detect_notation

_RANK = r"[rnbakcpheRNBAKCPHE1-9]{1,9}"
_FEN = re.compile(
    rf"{_RANK}(?:/{_RANK}){{9}}(?:\s+[wrbWRB]\b(?:\s+-\s+-\s+[0-9]+\s+[0-9]+)?)?")
_ICCS = re.compile(r"[a-iA-I][0-9]-?[a-iA-I][0-9]")
_SEPARATORS = "|,;\t "


def looks_like_fen_list(text: str) -> bool:
    """True when the first lines with content are mostly FEN lines."""
    lines = [ln for ln in text.split("\n", 20)[:20] if ln.strip()]
    hits = sum(1 for ln in lines if _FEN.search(ln) and not ln.lstrip().startswith("["))
    return bool(lines) and hits * 2 >= len(lines)


def read_fen_list(text: str, source: str = "<fenlist>"
                  ) -> list[tuple[RawGame, RecordError | None]]:
    """Parse a position list; see the module docstring.

    Raises:
        RecordError: the text holds no FEN at all.
    """
    games: list[tuple[RawGame, RecordError | None]] = []
    last_move: RawMove | None = None
    for number, line in enumerate(text.split("\n"), start=1):
        match = _FEN.search(line)
        if match is None and line.count("/") >= 5:
            games.append(_garbage(line, number, len(games), source))
            last_move = None
            continue
        if match is None:
            if games and line.strip():
                last_move = _continue(games[-1][0], line, number, last_move)
            continue
        game = RawGame(index=len(games), line=number)
        game.start_fen = normalize_fen(match.group(0))
        game.headers = {"Game": "Chinese Chess"}
        name = line[:match.start()].strip(_SEPARATORS)
        if name:
            game.headers["Title"] = name
        game.headers["FEN"] = game.start_fen
        last_move = _solution(game, line[match.end():], number)
        games.append((game, None))
    if not games:
        raise RecordError(source, Location(line=1), message=say("record.no_fen"))
    return games


def _garbage(line: str, number: int, index: int, source: str
             ) -> tuple[RawGame, RecordError | None]:
    """A FEN-shaped line that is no FEN: an empty game carrying the error."""
    game = RawGame(index=index, line=number, headers={"Game": "Chinese Chess"})
    text = line.strip()
    shown = text if len(text) <= 80 else text[:77] + "..."
    return game, RecordError(source, Location(line=number, game=index),
                             message=say("record.bad_fen_line", text=repr(shown)))


def _solution(game: RawGame, rest: str, number: int) -> RawMove | None:
    """Fill ``game`` from the fields after its FEN; return the last solution move."""
    last: RawMove | None = None
    for field in re.split(r"[|,;\t]", rest):
        tokens = field.split()
        if not tokens:
            continue
        if len(tokens) == 1 and normalize_result(tokens[0]) is not None:
            game.result = normalize_result(tokens[0]) or "*"
            continue
        if last is None and all(_ICCS.fullmatch(t) for t in tokens):
            game.notation = "iccs"
            for token in tokens:
                last = _append(game, last, token, number)
    return last


def _continue(game: RawGame, line: str, number: int, last: RawMove | None) -> RawMove | None:
    tokens = line.split()
    if not tokens or any(detect_notation(t) is None for t in tokens):
        return last
    for token in tokens:
        last = _append(game, last, token, number)
    return last


def _append(game: RawGame, last: RawMove | None, text: str, number: int) -> RawMove:
    node = RawMove(text, line=number)
    (last.children if last is not None else game.children).append(node)
    return node
