"""ICCS coordinate notation: ``h2e2`` (files a..i from Red's left, ranks 0..9 from Red's side).

Source: docs/references.md §1 (ICCS / UCCI / xqbase). The reader also accepts the ICCS
server's upper-case, hyphenated ``H2-E2`` and full-width characters.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from xiangqi_gui.rules import Move, Position

from .errors import NotationError
from .glyphs import normalize
from .texts import say

ICCS_PATTERN = re.compile(r"^([a-iA-I][0-9])-?([a-iA-I][0-9])$")


def write_iccs(move: Move) -> str:
    """Return the ICCS text of ``move``, e.g. ``"h2e2"``."""
    return move.iccs


def parse_iccs(token: str) -> Move:
    """Parse an ICCS token (no position needed).

    Raises:
        NotationError: the token is not ``[a-i][0-9][a-i][0-9]`` (optionally ``X0-Y0``).
    """
    match = ICCS_PATTERN.match(normalize(token))
    if match is None:
        raise NotationError(token, message=say("notation.not_iccs"))
    return Move.from_iccs((match.group(1) + match.group(2)).lower())


def read_iccs(pos: Position, text: str) -> Move:
    """Return the move the ICCS ``text`` names, checked for legality in ``pos``.

    Raises:
        NotationError: not ICCS, no piece of the side to move on the from-square, or not a
            legal move.
    """
    move = parse_iccs(text)
    check_move(pos, text, move, None)
    return move


def check_move(pos: Position, token: str, move: Move, legal: Collection[Move] | None) -> None:
    """Raise :class:`NotationError` naming ``token`` unless ``move`` is legal in ``pos``.

    ``legal`` is the position's legal moves when already known (else ``pos.is_legal`` is used).
    """
    piece = pos.piece_at(move.from_square)
    if piece is None or piece.color != pos.turn:
        raise NotationError(token, message=say("notation.no_piece_on", square=move.iccs[:2]))
    if not (move in legal if legal is not None else pos.is_legal(move)):
        raise NotationError(token, message=say("notation.illegal"))
