"""FEN clean-up for what record files actually contain (docs/references.md §5, cases
R07 and R09 of §8, and the forms met in real records)."""

from __future__ import annotations

from xiangqi_gui.rules import Piece
from xiangqi_gui.rules.fen import placement_fen


def normalize_fen(fen: str) -> str:
    """Return ``fen`` with six fields.

    * missing trailing fields default to ``- - 0 1`` (case R07: ``"... w"`` puzzle lists);
    * side ``w``/``r``/``red`` -> ``w``, ``b``/``black`` -> ``b``; any other token (the
      ``-b`` of hbsxcjp exports, whose games start with Red) -> ``w``;
    * move number 0 -> 1; non-numeric counters -> 0 / 1.
    WXF letters ``H``/``E`` are left for the rules core, which reads them as horse/elephant
    (case R09).
    """
    fields = fen.split()
    if not fields:
        return fen
    placement = fields[0]
    side = fields[1].lower() if len(fields) > 1 else "w"
    side = "b" if side in ("b", "black") else "w"
    half = fields[4] if len(fields) > 4 and fields[4].isdigit() else "0"
    full = fields[5] if len(fields) > 5 and fields[5].isdigit() else "1"
    if int(full) < 1:
        full = "1"
    return f"{placement} {side} - - {half} {full}"


def board_fen(board: dict[int, str], black_to_move: bool) -> str:
    """Six-field FEN of ``board`` (square -> FEN letter) with the given side to move.

    Raises ``ValueError`` for a letter that names no piece.
    """
    codes = [0] * 90
    for sq, letter in board.items():
        codes[sq] = Piece.from_symbol(letter).code
    return f"{placement_fen(codes)} {'b' if black_to_move else 'w'} - - 0 1"
