"""A tiny movetext extractor for the notation tests (the real PGN reader lives in formats).

It splits a PGN text into games, keeps the ``[FEN]`` tag, drops tags, ``{comments}``,
``(variations)``, move numbers (also glued ``1.兵七进一``), results and any trailing text after
a ``*`` / ``=====`` line, and returns the move tokens of the main line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from xiangqi_gui.notation import read_move
from xiangqi_gui.rules import START_FEN, Move, Position

_RESULT = re.compile(r"^(?:1-0|0-1|1/2-1/2|\*)$")
_NUMBER = re.compile(r"^\d+\.+")


@dataclass(frozen=True)
class Game:
    """Start FEN and main-line move tokens of one record."""

    fen: str
    tokens: list[str]


def read_text(path: Path, encodings: tuple[str, ...] = ("utf-8-sig", "gb18030")) -> str:
    """Return the file decoded with the first encoding that works."""
    data = path.read_bytes()
    for encoding in encodings:
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise AssertionError(f"{path}: none of {encodings} decodes it")


def _drop_nested(text: str, opening: str, closing: str) -> str:
    out, depth = [], 0
    for ch in text:
        if ch == opening:
            depth += 1
        elif ch == closing and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def games(text: str) -> list[Game]:
    """Return the games of a PGN text (a game starts at a tag line after movetext)."""
    found: list[Game] = []
    fen, tags_open, body = START_FEN, False, []

    def flush() -> None:
        movetext = _drop_nested(_drop_nested("\n".join(body), "{", "}"), "(", ")")
        tokens = []
        for raw in movetext.split():
            if _RESULT.match(raw) or raw.startswith("==="):
                break
            token = _NUMBER.sub("", raw)
            if token:
                tokens.append(token)
        if tokens:
            found.append(Game(fen, tokens))

    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            if not tags_open:
                flush()
                fen, tags_open, body = START_FEN, True, []
            match = re.match(r'\[FEN\s+"([^"]*)"\]', stripped)
            if match:
                fen = match.group(1)
            continue
        tags_open = False
        body.append(line)
    flush()
    return found


def replay(game: Game, notation: str | None = None) -> list[Move]:
    """Read every token of ``game`` in turn; return the moves (raises NotationError)."""
    pos = Position.from_fen(game.fen)
    moves = []
    for token in game.tokens:
        move = read_move(pos, token, notation)
        pos.push(move)
        moves.append(move)
    return moves
