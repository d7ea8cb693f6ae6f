"""WinBoard/XBoard xiangqi SAN, the chess-like move text of cutechess, BanksiaGUI and
Fairy-Stockfish PGN (``[Variant "xiangqi"]``; docs/references.md §5, case R29).

Shape: optional piece letter (K A E/B H/N R C, P or none for a soldier), optional origin
file and/or rank, optional ``x``, destination square, optional ``+``/``#``:
``Che2``, ``Hc7``, ``Ege7``, ``ixi5``, ``Cxb10``, ``Rxe9+``. Files are a..i from Red's
left. Ranks are numbered 0..9 by some programs (WinBoard's own files: ``Rh0``) and 1..10
by others (Fairy-Stockfish: ``Cxb10``); :func:`rank_base` tells which from a game's texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from xiangqi_gui.notation import AmbiguousNotationError, NotationError
from xiangqi_gui.notation.texts import say
from xiangqi_gui.rules import Move, PieceKind, Position, square, square_file, square_rank

SAN_PATTERN = re.compile(
    r"^(?P<piece>[KAEBHNRCP])?(?P<file>[a-i])?(?P<rank>10|\d)?x?"
    r"(?P<to_file>[a-i])(?P<to_rank>10|\d)[+#]?$")

_KINDS = {"K": PieceKind.KING, "A": PieceKind.ADVISOR, "E": PieceKind.ELEPHANT,
          "B": PieceKind.ELEPHANT, "H": PieceKind.HORSE, "N": PieceKind.HORSE,
          "R": PieceKind.CHARIOT, "C": PieceKind.CANNON, "P": PieceKind.SOLDIER}


def is_san(text: str) -> bool:
    """True when ``text`` has the WinBoard SAN shape."""
    return SAN_PATTERN.match(text) is not None


def rank_base(texts: Iterable[str]) -> int:
    """0 when the texts number ranks 0..9 (a rank ``0`` occurs), else 1 (ranks 1..10)."""
    for text in texts:
        found = SAN_PATTERN.match(text)
        if found is None:
            continue
        if "10" in (found["rank"], found["to_rank"]):
            return 1
        if "0" in (found["rank"], found["to_rank"]):
            return 0
    return 1


def read_san(pos: Position, text: str, base: int = 1) -> Move:
    """The legal move ``text`` names in ``pos`` (ranks counted from ``base``).

    Raises:
        NotationError: not SAN, a rank off the board, or no legal move fits.
        AmbiguousNotationError: several legal moves fit.
    """
    found = SAN_PATTERN.match(text)
    if found is None:
        raise NotationError(text, message=say("notation.not_san"))
    to_rank = int(found["to_rank"]) - base
    if not 0 <= to_rank <= 9:
        raise NotationError(text, message=say("notation.san_rank", rank=found["to_rank"]))
    target = square("abcdefghi".index(found["to_file"]), to_rank)
    kind = _KINDS[found["piece"] or "P"]
    from_file = "abcdefghi".index(found["file"]) if found["file"] else None
    from_rank = int(found["rank"]) - base if found["rank"] else None
    fits = []
    for move in pos.legal_moves():
        piece = pos.piece_at(move.from_square)
        if move.to_square != target or piece is None or piece.kind != kind:
            continue
        if from_file is not None and square_file(move.from_square) != from_file:
            continue
        if from_rank is not None and square_rank(move.from_square) != from_rank:
            continue
        fits.append(move)
    if len(fits) > 1:
        raise AmbiguousNotationError(text, fits)
    if not fits:
        raise NotationError(text, message=say("notation.san_no_fit"))
    return fits[0]
