"""Plain game lists that are not PGN.

* wukong's ``puzzle_generator/games.pgn``: three lines per game — ``Red - Black``, the
  event ending in ``EOD``, the ICCS moves — games separated by blank lines.
* Kaggle club-xiangqi CSV (``gameID,turn,side,move``): WXF moves, ``.`` for traverse,
  turns numbered per side; all rows of a game's red side may precede its black rows.
* XQStudio's text export of a tournament (``象棋排位赛01a.txt``): an optional event line,
  then per game a title ``红方  红先胜  黑方`` (胜/负/和) and numbered move lines.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.pgn_reader import read_pgn_text
from xiangqi_gui.formats.rawtree import RawGame, RawMove

_CSV_HEADER = "gameid,turn,side,move"
_MOVE_LINE = re.compile(r"^\s*+[0-9]++\s*+\.")
#: A Kaggle CSV turn number: 1..6 ASCII digits (rows with anything else are skipped).
_TURN = re.compile(r"[0-9]{1,6}")
_TITLE_RESULTS = {"胜": "1-0", "负": "0-1", "和": "1/2-1/2"}


class _Title(NamedTuple):
    """A title line ``红方  红先胜  黑方``: the names and the result word (胜/负/和)."""

    red: str
    result: str
    black: str


def _title(line: str) -> _Title | None:
    """The title on ``line`` (the first 红先 followed by 胜/负/和), or None; linear time."""
    at = line.find("红先")
    while at >= 0 and line[at + 2:at + 3] not in _TITLE_RESULTS:
        at = line.find("红先", at + 2)
    if at < 0:
        return None
    return _Title(line[:at].strip(), line[at + 2], line[at + 3:].strip())


def looks_like_text_games(text: str) -> bool:
    """True for XQStudio's text export: title lines with 红先胜/负/和 and move lines."""
    head = text[:4000]
    return ('[' not in head and any(_title(ln) for ln in head.split("\n"))
            and any(_MOVE_LINE.match(ln) for ln in head.split("\n")))


def read_text_games(text: str, source: str = "<text>"
                    ) -> list[tuple[RawGame, RecordError | None]]:
    """Parse XQStudio's text export (see the module docstring)."""
    games: list[tuple[RawGame, RecordError | None]] = []
    event = ""
    title: tuple[int, _Title] | None = None
    moves: list[tuple[int, str]] = []
    numbered = list(enumerate(text.split("\n"), start=1))
    for number, line in numbered + [(len(numbered) + 1, "红先和")]:
        found = _title(line) if not _MOVE_LINE.match(line) else None
        if found is None:
            if _MOVE_LINE.match(line):
                moves.append((number, line))
            elif line.strip() and title is None and not games:
                event = line.strip()
            continue
        if title is not None:
            games.append(_text_game(title, moves, event, len(games), source))
        title, moves = (number, found), []
    return games


def _text_game(title: tuple[int, _Title], moves: list[tuple[int, str]], event: str,
               index: int, source: str) -> tuple[RawGame, RecordError | None]:
    line, found = title
    first = moves[0][0] if moves else line + 1
    body = "\n" * (first - 1) + "\n".join(text for _, text in moves)
    parsed = read_pgn_text(body, source)
    game, error = parsed[0] if parsed else (RawGame(), None)
    game.index, game.line = index, line
    game.headers = {"Game": "Chinese Chess"}
    if event:
        game.headers["Event"] = event
    game.headers["Red"], game.headers["Black"] = found.red, found.black
    game.result = _TITLE_RESULTS[found.result]
    game.headers["Result"] = game.result
    return game, error


def looks_like_game_list(text: str) -> bool:
    """True for the EOD three-line list or the Kaggle moves CSV."""
    head = text.lstrip()[:200]
    if head.lower().replace(" ", "").startswith(_CSV_HEADER):
        return True
    lines = [ln.strip() for ln in text.split("\n", 12)[:12] if ln.strip()]
    return (len(lines) >= 3 and not lines[0].startswith("[") and lines[1].endswith("EOD"))


def read_game_list(text: str, source: str = "<list>") -> list[tuple[RawGame, RecordError | None]]:
    """Parse either list kind (see the module docstring)."""
    if text.lstrip()[:200].lower().replace(" ", "").startswith(_CSV_HEADER):
        return _read_csv(text)
    return _read_eod(text)


def _chain(game: RawGame, texts: list[tuple[str, int]]) -> None:
    last: RawMove | None = None
    for text, line in texts:
        node = RawMove(text, line=line)
        (last.children if last is not None else game.children).append(node)
        last = node


def _read_eod(text: str) -> list[tuple[RawGame, RecordError | None]]:
    games: list[tuple[RawGame, RecordError | None]] = []
    block: list[tuple[int, str]] = []
    numbered = list(enumerate(text.split("\n"), start=1)) + [(0, "")]
    for number, line in numbered:
        if line.strip():
            block.append((number, line.strip()))
            continue
        if not block:
            continue
        game = RawGame(index=len(games), line=block[0][0], notation="iccs")
        game.headers = {"Game": "Chinese Chess"}
        red, _, black = block[0][1].partition(" - ")
        game.headers["Red"], game.headers["Black"] = red.strip(), black.strip()
        if len(block) > 1:
            game.headers["Event"] = block[1][1].removesuffix("EOD").strip()
        moves = [(tok, n) for n, ln in block[2:] for tok in ln.split()]
        _chain(game, moves)
        games.append((game, None))
        block = []
    return games


def _read_csv(text: str) -> list[tuple[RawGame, RecordError | None]]:
    rows: dict[str, list[tuple[int, int, str, int]]] = {}
    first_line: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != 4 or _TURN.fullmatch(fields[1]) is None:
            continue
        game_id, turn, side, move = fields
        first_line.setdefault(game_id, number)
        order = 0 if side.lower() == "red" else 1
        rows.setdefault(game_id, []).append((int(turn), order, _wxf(move), number))
    games: list[tuple[RawGame, RecordError | None]] = []
    for game_id, moves in rows.items():
        game = RawGame(index=len(games), line=first_line[game_id], notation="wxf")
        game.headers = {"Game": "Chinese Chess", "GameID": game_id}
        moves.sort()
        _chain(game, [(m, n) for _, _, m, n in moves])
        games.append((game, None))
    return games


def _wxf(text: str) -> str:
    """Kaggle WXF dialect -> WXF: ``.`` means traverse (``=``); letters upper case."""
    return text.replace(".", "=").upper()
