"""Move text <-> :class:`~xiangqi_gui.rules.Move`, per dialect, with legality checks.

Our moves are ICCS (``h2e2``: files a..i from Red's left, ranks 0..9 from Red's side).
Fairy-Stockfish in plain UCI writes the same move ``h3e3`` (ranks 1..10); Pikafish and
UCCI engines write ``h2e2`` (docs/references.md §1). Two-digit ranks only occur in the
1..10 numbering (``b10c8``).
"""

from __future__ import annotations

import re

from ..rules import FenError, Move, Position, square, square_file, square_rank
from ..rules.message import Message
from .dialect import Dialect
from .errors import EngineMoveError
from .texts import say

_FILES = "abcdefghi"
_MOVE_0 = re.compile(r"([a-i])([0-9])([a-i])([0-9])")
_MOVE_1 = re.compile(r"([a-i])(10|[1-9])([a-i])(10|[1-9])")


def to_engine(move: Move, dialect: Dialect) -> str:
    """Our Move -> the engine's text: ``h2e2`` -> ``"h3e3"`` (UCI_FSF) or ``"h2e2"``."""
    base = dialect.rank_base
    return "".join(
        f"{_FILES[square_file(sq)]}{square_rank(sq) + base}"
        for sq in (move.from_square, move.to_square)
    )


def from_engine(text: str, dialect: Dialect) -> Move:
    """The engine's move text -> Move, checking only the shape and the board bounds.

    ``"b10c8"`` with UCI_FSF -> ``Move.from_iccs("b9c7")``. Raises ``ValueError`` when
    the text is not a move in this dialect's numbering (``"b0c2"`` is rejected for
    UCI_FSF, ``"b10c8"`` for UCI/UCCI).
    """
    pattern = _MOVE_1 if dialect.rank_base else _MOVE_0
    match = pattern.fullmatch(text.strip())
    if match is None:
        raise ValueError(str(shape_message(text, dialect)))
    f1, r1, f2, r2 = match.groups()
    base = dialect.rank_base
    return Move(square(_FILES.index(f1), int(r1) - base), square(_FILES.index(f2), int(r2) - base))


def shape_message(text: str, dialect: Dialect) -> Message:
    """Why ``text`` is no move in ``dialect``'s numbering (id ``engine.move_shape``)."""
    return say("engine.move_shape", text=repr(text), ranks="1-10" if dialect.rank_base else "0-9")


def checked_engine_move(pos: Position, text: str, dialect: Dialect, engine: str) -> Move:
    """Convert the engine's move and check it is legal in ``pos`` (never plays it).

    Raises :class:`EngineMoveError` naming ``engine``, ``text`` and ``pos.fen()`` when the
    text is malformed or the move is illegal (art. 2.2, 3.4 of the CXA rules via the
    rules core).
    """
    try:
        move = from_engine(text, dialect)
    except ValueError:
        raise EngineMoveError(engine, text, pos.fen(), shape_message(text, dialect)) from None
    if not pos.is_legal(move):
        raise EngineMoveError(engine, text, pos.fen(), say("engine.move_illegal", move=move.iccs))
    return move


def pv_to_iccs(words: list[str], dialect: Dialect) -> tuple[str, ...]:
    """Principal variation in engine text -> ICCS strings (shape only, no legality).

    Raises ``ValueError`` on the first malformed move.
    """
    return tuple(from_engine(word, dialect).iccs for word in words)


def replay(start_fen: str, moves: list[Move]) -> Position:
    """Position after ``moves`` from ``start_fen``.

    Raises ``ValueError`` (a :class:`~xiangqi_gui.rules.FenError` or one naming the
    1-based ply of the first illegal move) - the caller's bug, not the engine's.
    """
    try:
        pos = Position.from_fen(start_fen)
    except FenError as exc:
        raise ValueError(f"bad start FEN {start_fen!r}: {exc}") from None
    for ply, move in enumerate(moves, start=1):
        if not pos.is_legal(move):
            raise ValueError(f"move {ply} ({move.iccs}) is illegal in {pos.fen()}")
        pos.push(move)
    return pos
