"""``write_lone_chinese`` (the PGN writer's table-driven Chinese text for a piece alone of
its kind on its file) writes exactly what ``write_chinese`` writes, for every legal move of
such a piece along random games (CXA art. 7.5)."""

from __future__ import annotations

import random

from xiangqi_gui.notation import write_chinese
from xiangqi_gui.notation.chinese import write_lone_chinese
from xiangqi_gui.rules import Position


def test_lone_piece_text_equals_write_chinese_on_random_games() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(5):
        pos = Position()
        for _ply in range(100):
            legal = sorted(pos.legal_moves(), key=lambda m: m.iccs)
            if not legal:
                break
            for move in legal:
                code = pos.board[move.from_square]
                if pos.board[move.from_square % 9::9].count(code) != 1:
                    continue  # 前/后: not a lone piece
                for fullwidth in (False, True):
                    assert write_lone_chinese(code, move, fullwidth=fullwidth) == \
                        write_chinese(pos, move, fullwidth=fullwidth), (pos.fen(), move.iccs)
                checked += 1
            pos.push(rng.choice(legal))
    assert checked > 15_000
