"""``Position.push_recorded`` (the cheap check for moves read from records) accepts exactly
the legal moves (art. 2.2, 3.4), whatever the move before it proved about check."""

from __future__ import annotations

import random

from xiangqi_gui.rules import IllegalMoveError, Move, Position


def _accepted(pos: Position, move: Move) -> bool:
    trial = pos.copy()
    try:
        trial.push_recorded(move)
    except IllegalMoveError:
        return False
    assert trial.board != pos.board
    return True


def test_push_recorded_agrees_with_legal_moves_on_random_games() -> None:
    rng = random.Random(14)
    checked = 0
    for _ in range(2):
        pos = Position()
        for _ply in range(60):
            legal = set(pos.legal_moves())
            if not legal:
                break
            mine = [s for s in range(90) if pos.board[s] * pos.turn.sign > 0]
            for f in mine:
                for t in range(90):
                    if f != t:
                        move = Move(f, t)
                        assert _accepted(pos, move) == (move in legal), (pos.fen(), move.iccs)
                        checked += 1
            pos.push_recorded(rng.choice(sorted(legal, key=lambda m: m.iccs)))
    assert checked > 30_000


def test_push_recorded_refuses_a_move_leaving_the_general_in_check() -> None:
    # Red's general on e0, black chariot on e8 beyond Red's cannon on e1: the cannon is pinned
    pos = Position("3k5/4r4/9/9/9/9/9/9/4C4/4K4 w - - 0 1")
    before = pos.fen()
    try:
        pos.push_recorded(Move.from_iccs("e1d1"))
    except IllegalMoveError:
        pass
    else:  # pragma: no cover - the assertion below names the failure
        raise AssertionError("pinned cannon was allowed to leave the file")
    assert pos.fen() == before
    pos.push_recorded(Move.from_iccs("e1e5"))  # along the pin line is legal
    assert pos.fen().startswith("3k5/4r4/9/9/4C4/")


def test_legal_prefix_agrees_with_legal_moves_after_a_played_line() -> None:
    """``legal_prefix`` accepts exactly the legal moves: every from/to pair of the mover's
    pieces as a one-move line, and after the whole line played so far the legal moves and
    a sample of the others (what the line before proved about check must not leak)."""
    rng = random.Random(140)
    checked = 0
    for _ in range(3):
        start = Position()
        pos = start.copy()
        line: list[Move] = []
        for _ply in range(70):
            legal = set(pos.legal_moves())
            if not legal:
                break
            mine = [s for s in range(90) if pos.board[s] * pos.turn.sign > 0]
            pairs = [Move(f, t) for f in mine for t in range(90) if f != t]
            for move in pairs:
                assert pos.legal_prefix([move]) == (move in legal), (pos.fen(), move.iccs)
            for move in [*legal, *rng.sample(pairs, 30)]:
                expected = len(line) + (move in legal)
                assert start.legal_prefix([*line, move]) == expected, (pos.fen(), move.iccs)
            checked += len(pairs)
            move = rng.choice(sorted(legal, key=lambda m: m.iccs))
            pos.push(move)
            line.append(move)
    assert start.fen() == Position().fen()  # legal_prefix leaves its position alone
    assert checked > 40_000


def test_legal_prefix_stops_at_a_pinned_cannon_leaving_its_file() -> None:
    pos = Position("3k5/4r4/9/9/9/9/9/9/4C4/4K4 w - - 0 1")
    assert pos.legal_prefix([Move.from_iccs("e1d1")]) == 0
    assert pos.legal_prefix([Move.from_iccs("e1e5"), Move.from_iccs("e8d8"),
                             Move.from_iccs("e5d5"), Move.from_iccs("d8e8")]) == 4
