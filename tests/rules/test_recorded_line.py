"""``Position.legal_prefix`` (the shortcut check of a recorded line, rules/recorded.py)
stops exactly where the full test of :meth:`Position.is_legal` (make the move, test the
general, art. 2.2, 3.4) stops: on random games steered into checks, pins and captures,
with one foreign move put anywhere, and on every game of the corpus's games.pgn."""

from __future__ import annotations

import random
from functools import lru_cache

from hypothesis import given, settings, strategies as st

from tests.conftest import corpus_path
from xiangqi_gui.formats.index import iter_games
from xiangqi_gui.rules import Move, Position

GAMES_PGN = "maksimkorzh-wukong-xiangqi/apps/game_viewer/gui/pgn2js/games.pgn"


def _reference(start: Position, moves: list[Move]) -> int:
    """Index of the first move :meth:`Position.is_legal` refuses, or ``len(moves)``."""
    pos = start.copy()
    for i, move in enumerate(moves):
        if not pos.is_legal(move):
            return i
        pos.push(move)
    return len(moves)


def _sharp_game(rng: random.Random, plies: int) -> tuple[list[Move], list[Position]]:
    """A random game that prefers checks and captures (so that lines out of check, into
    check and pins are all common), and the position before each move."""
    pos = Position()
    moves: list[Move] = []
    positions: list[Position] = []
    for _ in range(plies):
        legal = sorted(pos.legal_moves(), key=lambda m: m.iccs)
        if not legal:
            break
        sharp = [m for m in legal if pos.board[m.to_square] or pos.gives_check(m)]
        move = rng.choice(sharp if sharp and rng.random() < 0.6 else legal)
        positions.append(pos.copy(stack=False))
        moves.append(move)
        pos.push(move)
    return moves, positions


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(10, 160), st.integers(0, 10_000))
def test_legal_prefix_stops_where_the_full_test_stops(seed: int, plies: int,
                                                      where: int) -> None:
    rng = random.Random(seed)
    moves, positions = _sharp_game(rng, plies)
    start = Position()
    assert start.legal_prefix(moves) == len(moves) == _reference(start, moves)
    if not moves:
        return
    at = where % len(moves)
    pos = positions[at]
    mine = [s for s in range(90) if pos.board[s] * pos.turn.sign > 0]
    for _ in range(20):  # a foreign move of the side to move there, legal or not
        foreign = Move(rng.choice(mine), rng.randrange(90))
        if foreign.from_square == foreign.to_square:
            continue
        line = [*moves[:at], foreign, *moves[at + 1:]]
        assert start.legal_prefix(line) == _reference(start, line), (pos.fen(), foreign.iccs)


def test_legal_prefix_agrees_with_the_full_test_on_the_corpus() -> None:
    """Every game of games.pgn, and at every 7th ply each move of the side to move (every
    from/to pair of its pieces) as the continuation."""
    path = corpus_path(GAMES_PGN)
    rng = random.Random(14)
    games = checked = 0
    for game in iter_games(path):
        moves = game.record.mainline_moves()
        start = game.record.start_position()
        assert start.legal_prefix(moves) == len(moves) == _reference(start, moves)
        games += 1
        if games % 25:
            continue
        pos = start.copy()
        for ply, played in enumerate(moves):
            if ply % 7 == 0:
                legal = set(pos.legal_moves())
                mine = [s for s in range(90) if pos.board[s] * pos.turn.sign > 0]
                for f in mine:
                    t = rng.randrange(90)
                    if t != f:
                        move = Move(f, t)
                        line = [*moves[:ply], move]
                        assert start.legal_prefix(line) == ply + (move in legal)
                        checked += 1
                for move in legal:
                    assert start.legal_prefix([*moves[:ply], move]) == ply + 1
            pos.push(played)
    assert games == 1125
    assert checked > 1_000


def _random_position(rng: random.Random) -> Position | None:
    """A random position: both generals in their palaces and a handful of pieces of each
    side anywhere they may stand (many pins, horse legs, cannon screens and facing files),
    or None when the drawn placement is not a valid position."""
    from xiangqi_gui.rules import Color, FenError
    from xiangqi_gui.rules.fen import write_fen

    board = [0] * 90
    board[rng.choice([3, 4, 5, 12, 13, 14, 21, 22, 23])] = 1
    board[rng.choice([66, 67, 68, 75, 76, 77, 84, 85, 86])] = -1
    empty = [s for s in range(90) if not board[s]]
    for square in rng.sample(empty, rng.randint(4, 14)):
        board[square] = rng.choice((4, 5, 6, 7, 4, 5, 6)) * rng.choice((1, -1))
    turn = rng.choice((Color.RED, Color.BLACK))
    try:
        return Position(write_fen(board, turn, 0, 1))
    except FenError:
        return None


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_legal_prefix_agrees_on_random_positions(seed: int) -> None:
    """Every from/to pair of the side to move as a one-move line, and after a sample of
    its legal moves, checks first (by any piece, discovered or direct), every reply of the
    other side as the second move."""
    rng = random.Random(seed)
    pos = None
    while pos is None:
        pos = _random_position(rng)
    legal = set(pos.legal_moves())
    mine = [s for s in range(90) if pos.board[s] * pos.turn.sign > 0]
    for f in mine:
        for t in range(90):
            if t != f:
                move = Move(f, t)
                assert pos.legal_prefix([move]) == (move in legal), (pos.fen(), move.iccs)
    ordered = sorted(legal, key=lambda m: m.iccs)
    checks = [m for m in ordered if pos.gives_check(m)]
    firsts = rng.sample(checks, min(3, len(checks))) + rng.sample(ordered, min(2, len(ordered)))
    for first in firsts:
        after = pos.copy()
        after.push(first)
        replies = set(after.legal_moves())
        theirs = [s for s in range(90) if after.board[s] * after.turn.sign > 0]
        for f in theirs:
            for t in range(90):
                if t != f:
                    move = Move(f, t)
                    expected = 1 + (move in replies)
                    assert pos.legal_prefix([first, move]) == expected, (after.fen(), move.iccs)


def test_legal_prefix_forgets_that_a_position_was_out_of_check_once_a_move_is_played() -> None:
    """legal_prefix remembers on the position that its side to move is out of check (a
    shared start position is tested once); playing a move must drop that knowledge: a
    move far from the checked general is then refused."""
    pos = Position("3k5/9/9/9/p8/9/9/9/4R4/4K4 w - - 0 1")  # 帅 e0, 车 e1; 将 d9, 卒 a5
    check = Move.from_iccs("e1d1")  # the chariot goes to the d-file: check
    far = Move.from_iccs("a5a4")  # the soldier steps on, far from its general
    assert pos.legal_prefix([check]) == 1  # (out of check here, and remembered)
    pos.push(check)
    assert pos.legal_prefix([far]) == 0 == _reference(pos, [far])
    pos.pop()
    assert pos.legal_prefix([check, far]) == 1 == _reference(pos, [check, far])
    assert pos.legal_prefix([Move.from_iccs("e1f1"), far]) == 2


@lru_cache(maxsize=1)
def _corpus_lines() -> list[tuple[Position, list[Move]]]:
    return [(game.record.start_position(), game.record.mainline_moves())
            for game in iter_games(corpus_path(GAMES_PGN))]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 1124), st.integers(0, 10_000), st.integers(0, 89), st.integers(0, 89),
       st.booleans())
def test_legal_prefix_agrees_with_is_legal_after_any_corpus_ply(
        game: int, ply: int, f: int, t: int, legal_only: bool) -> None:
    """A corpus game cut at any ply, then one move: any from/to pair (mostly illegal) or
    one of the legal moves there; the fast path and :meth:`Position.is_legal` agree."""
    start, moves = _corpus_lines()[game]
    line = moves[:ply % (len(moves) + 1)]
    pos = start.copy()
    for move in line:
        pos.push(move)
    legal = sorted(pos.legal_moves(), key=lambda m: m.iccs)
    if legal_only and legal:
        move = legal[(f * 90 + t) % len(legal)]
    elif f != t:
        move = Move(f, t)
    else:
        return
    assert start.legal_prefix([*line, move]) == _reference(start, [*line, move]), \
        (pos.fen(), move.iccs)
