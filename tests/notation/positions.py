"""Random legal positions for the notation property tests.

Two sources, both driven by a ``random.Random`` (hypothesis supplies it, so failures shrink
and replay):

* random legal play from the start position and from FENs of real records;
* random legal placements that crowd pawns onto one or two files and put pairs of 车/马/炮 on
  one file, so tandem cases (前/中/后, two doubled pawn files) appear far more often than in
  play. Placements the rules core rejects (facing generals, side not to move in check) are
  redrawn.
"""

from __future__ import annotations

import random

from xiangqi_gui.rules import FenError, Position

#: Start positions of the random play: the standard start and FENs of corpus records
#: (walker8088-cchess endgame tests, yvonne761 middlegames, a handicap game).
PLAY_STARTS = (
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1C7/4ak3/4ba3/p3P3p/7R1/P1N6/8P/B2K2p2/1r2A4/5A2c w - - 0 1",
    "1R1ak4/4a4/9/5r3/P1b5p/3N5/4P2n1/4B4/4A4/4KAB2 b - - 0 1",
    "1Rb1ka3/4a4/2R1b4/p1pP4p/6p2/4r4/P5ncP/3C2c2/4A4/4KAB2 b - - 0 1",
    "1RC1ka3/4a4/6n2/2P1p3p/9/P4nP2/8P/6r2/4A4/4KA3 b - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1",
)

_PALACE = {0: [3, 4, 5, 12, 13, 14, 21, 22, 23], 1: [66, 67, 68, 75, 76, 77, 84, 85, 86]}
_ADVISOR = {0: [3, 5, 13, 21, 23], 1: [66, 68, 76, 84, 86]}
_ELEPHANT = {0: [2, 6, 18, 22, 26, 38, 42], 1: [47, 51, 63, 67, 71, 83, 87]}


def _pawn_squares(color: int) -> list[int]:
    """Squares a pawn of ``color`` (0 red, 1 black) can stand on."""
    squares = []
    for sq in range(90):
        rank, file = divmod(sq, 9)
        own_rank = rank if color == 0 else 9 - rank
        if own_rank >= 5 or (own_rank in (3, 4) and file % 2 == 0):
            squares.append(sq)
    return squares


_PAWN = {0: _pawn_squares(0), 1: _pawn_squares(1)}


def _fen(board: dict[int, str], red_to_move: bool) -> str:
    rows = []
    for rank in range(9, -1, -1):
        row, empty = "", 0
        for file in range(9):
            ch = board.get(rank * 9 + file)
            if ch is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + ch
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + (" w" if red_to_move else " b") + " - - 0 1"


def _place(rng: random.Random, board: dict[int, str], squares: list[int], ch: str) -> None:
    free = [sq for sq in squares if sq not in board]
    if free:
        board[rng.choice(free)] = ch


def _crowd_pawns(rng: random.Random, board: dict[int, str], color: int, letter: str) -> None:
    """Place 0..5 pawns, mostly on one or two files of the far side."""
    files = rng.sample(range(9), rng.choice([1, 2, 2, 3]))
    for _ in range(rng.randint(0, 5)):
        file = rng.choice(files) if rng.random() < 0.8 else rng.randrange(9)
        squares = [sq for sq in _PAWN[color] if sq % 9 == file]
        _place(rng, board, squares, letter)


def random_placement(rng: random.Random) -> Position:
    """Return a random legal position rich in tandem pieces (redrawn until the core accepts)."""
    while True:
        board: dict[int, str] = {}
        for color in (0, 1):
            case = str.upper if color == 0 else str.lower
            _place(rng, board, _PALACE[color], case("k"))
            for _ in range(rng.randint(0, 2)):
                _place(rng, board, _ADVISOR[color], case("a"))
            for _ in range(rng.randint(0, 2)):
                _place(rng, board, _ELEPHANT[color], case("b"))
            for letter in "nrc":
                count = rng.randint(0, 2)
                file = rng.randrange(9)
                for _ in range(count):
                    pool = [sq for sq in range(90) if sq % 9 == file or rng.random() < 0.3]
                    _place(rng, board, pool, case(letter))
            _crowd_pawns(rng, board, color, case("p"))
        try:
            return Position.from_fen(_fen(board, rng.random() < 0.5))
        except FenError:
            continue


def random_positions(rng: random.Random, count: int) -> list[Position]:
    """Return ``count`` positions: about two thirds from random play, one third placements.

    Play starts from a random entry of :data:`PLAY_STARTS` and restarts there whenever a game
    ends or runs 150 plies.
    """
    positions: list[Position] = []
    pos = Position.from_fen(rng.choice(PLAY_STARTS))
    plies = 0
    while len(positions) < count:
        if rng.random() < 0.33:
            positions.append(random_placement(rng))
            continue
        moves = pos.legal_moves()
        if not moves or plies >= 150:
            pos, plies = Position.from_fen(rng.choice(PLAY_STARTS)), 0
            continue
        positions.append(pos.copy(stack=False))
        pos.push(rng.choice(moves))
        plies += 1
    return positions
