"""The :class:`Position`: piece placement, side to move, legal moves, check, mate, stalemate.

Board representation: a list of 90 ints indexed by square; 0 is empty, Red's
pieces are ``+kind`` and Black's ``-kind`` (:class:`~.types.PieceKind` values).
Moves are handled internally as ints ``from_square << 7 | to_square``; the public
API speaks :class:`~.types.Move`.

Legality (art. 2.2, 3.4): a move is legal when the piece moves by its pattern and,
after it, the mover's general is not attacked and the two generals do not face each
other on an open file (飞将/对面, which is the same as the enemy general "attacking"
along the file). Instead of making every move, :meth:`Position._king_safety` finds
once per position the few squares where a move could matter — pieces pinned to the
general by a chariot or the enemy general, the two screens of a cannon, horse legs
next to the general, and the empty squares where a new screen would complete a
cannon's check — and only those moves (plus general moves, and every move while in
check) are tested by make/test/unmake.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from . import tables as T
from .errors import FenError, IllegalMoveError
from .fen import START_FEN, parse_fen, placed, write_fen
from .message import QT_TRANSLATE_NOOP, Message, register
from .outcome import Outcome, Termination
from .recorded import attacked_on, legal_count
from .types import Color, Move, Piece, PieceKind, square_name
from .zobrist import BLACK_TO_MOVE_KEY, PIECE_KEYS

KING, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER = range(1, 8)
#: Why a position is refused although its FEN reads (ids and English templates, context
#: ``Message``; :func:`~xiangqi_gui.rules.fen.placed` names the pieces).
register({
    "position.in_check": QT_TRANSLATE_NOOP(
        "Message", "{side:lower} {kind} on {square} is in check from {by}, but it is "
        "{mover:lower}'s turn"),
    "position.attacker": QT_TRANSLATE_NOOP("Message", "{side:lower} {kind} on {square}"),
    "position.facing_general": QT_TRANSLATE_NOOP("Message", "the facing general"),
})

_RAYS = T.RAYS
_HORSE = T.HORSE
_HORSE_ATTACKERS = T.HORSE_ATTACKERS


def _near(k: int) -> frozenset[int]:
    """Squares where a piece leaving or arriving can change whether a general on ``k`` is
    attacked: its file and rank (chariots, cannons and their screens, the facing general),
    the horse legs and horse squares around it, and the soldier squares next to it."""
    near = {s for ray in _RAYS[k] for s in ray}
    for leg, origin in _HORSE_ATTACKERS[k]:
        near.update((leg, origin))
    near.update(T.SOLDIER_ATTACKERS[0][k])
    near.update(T.SOLDIER_ATTACKERS[1][k])
    return frozenset(near)


#: side index of the mover (0 = Red) -> side to move after its move.
_NEXT_TURN = (Color.BLACK, Color.RED)

#: square -> :func:`_near` of a general standing there.
_NEAR = tuple(_near(k) for k in range(90))


class Position:
    """A Xiangqi position with a move stack for :meth:`pop`.

    ``Position()`` is the start position; :meth:`from_fen` reads any FEN the
    :func:`~.fen.parse_fen` reader accepts. Not thread-safe; :meth:`copy` before
    sharing.
    """

    __slots__ = ("board", "turn", "halfmove_clock", "fullmove_number", "zobrist",
                 "move_stack", "_undo", "_kings", "_squares", "_calm")

    def __init__(self, fen: str = START_FEN) -> None:
        setup = parse_fen(fen)
        self.board: list[int] = list(setup.board)
        self.turn: Color = setup.turn
        #: Plies since the last capture (art. 4.2.4 counts moves without a capture).
        self.halfmove_clock: int = setup.halfmove_clock
        self.fullmove_number: int = setup.fullmove_number
        self.move_stack: list[Move] = []
        self._undo: list[tuple[int, int, int, int]] = []  # (move, captured, halfmove, zobrist)
        self._kings = [self.board.index(KING), self.board.index(-KING)]
        self._squares: tuple[set[int], set[int]] = (
            {s for s, p in enumerate(self.board) if p > 0},
            {s for s, p in enumerate(self.board) if p < 0},
        )
        self.zobrist: int = self._compute_zobrist()
        #: True only when the side to move is known not to be in check (set by
        #: :meth:`push_recorded`, cleared by every make/unmake).
        self._calm = False
        self._reject_opponent_in_check()

    # ------------------------------------------------------------------ set-up

    def _reject_opponent_in_check(self) -> None:
        opponent = self.turn.opponent
        king = self._kings[opponent]
        if not self._attacked(king, opponent.sign):
            return
        by = tuple(placed("position.attacker", Piece.from_code(self.board[s]), s)
                   for s in self.attackers(self.turn, king))
        raise FenError(placed("position.in_check", Piece(opponent, PieceKind.KING), king,
                              by=by or Message.of("position.facing_general"),
                              mover=self.turn))

    @classmethod
    def from_fen(cls, fen: str) -> Position:
        """Position from FEN; raises :class:`~.errors.FenError` naming the problem."""
        return cls(fen)

    @classmethod
    def start(cls) -> Position:
        """The standard start position (art. 1.3)."""
        return cls(START_FEN)

    def fen(self) -> str:
        """FEN with all six fields, xqbase letters (``N``/``B``), ``w``/``b`` side."""
        return write_fen(self.board, self.turn, self.halfmove_clock, self.fullmove_number)

    def copy(self, *, stack: bool = True) -> Position:
        """An independent copy; with ``stack=False`` the copy cannot :meth:`pop`."""
        new = object.__new__(Position)
        new.board = self.board[:]
        new.turn = self.turn
        new.halfmove_clock = self.halfmove_clock
        new.fullmove_number = self.fullmove_number
        new.zobrist = self.zobrist
        new.move_stack = self.move_stack[:] if stack else []
        new._undo = self._undo[:] if stack else []
        new._kings = self._kings[:]
        new._squares = (set(self._squares[0]), set(self._squares[1]))
        new._calm = self._calm
        return new

    def with_turn(self, color: Color) -> Position:
        """A stack-less copy with ``color`` to move (a null move when ``color`` differs).

        For analysis (what would this side threaten if it moved now?); the zobrist key is
        updated. The copy may have the side not to move in check, which no FEN allows.
        """
        new = self.copy(stack=False)
        if color is not self.turn:
            new.turn = color
            new.zobrist ^= BLACK_TO_MOVE_KEY
        return new

    def _compute_zobrist(self) -> int:
        key = BLACK_TO_MOVE_KEY if self.turn is Color.BLACK else 0
        for sq, code in enumerate(self.board):
            key ^= PIECE_KEYS[code + 7][sq]
        return key

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.board == other.board
                and self.turn == other.turn)

    def __hash__(self) -> int:
        return self.zobrist

    def __repr__(self) -> str:
        return f"Position({self.fen()!r})"

    # --------------------------------------------------------------- queries

    def piece_at(self, sq: int) -> Piece | None:
        """The piece on square ``sq`` (0..89), or None."""
        code = self.board[sq]
        return Piece.from_code(code) if code else None

    def pieces(self, color: Color, kind: PieceKind) -> list[int]:
        """Squares of ``color``'s pieces of ``kind``, in ascending square order."""
        code = int(kind) * color.sign
        return sorted(s for s in self._squares[color] if self.board[s] == code)

    def king_square(self, color: Color) -> int:
        """Square of ``color``'s general (帅/将)."""
        return self._kings[color]

    def occupied(self, color: Color) -> frozenset[int]:
        """Squares holding ``color``'s pieces."""
        return frozenset(self._squares[color])

    # ----------------------------------------------------------- move making

    def push(self, move: Move) -> None:
        """Play a legal move; raises :class:`~.errors.IllegalMoveError` (board unchanged) if not."""
        if not self.is_legal(move):
            raise IllegalMoveError(f"illegal move {move.iccs} in {self.fen()}")
        self._make(move.from_square << 7 | move.to_square)
        self.move_stack.append(move)

    def pop(self) -> Move:
        """Take back the last move pushed; raises ``IndexError`` when there is none."""
        move = self.move_stack.pop()
        self._unmake()
        return move

    def push_unchecked(self, move: Move) -> None:
        """Play a move without any legality test (the arbiter uses it to rule on self-kill).

        The piece on ``move.from_square`` must exist; capturing a general is refused with
        :class:`~.errors.IllegalMoveError` because the position would have no general.
        """
        if self.board[move.from_square] == 0:
            raise IllegalMoveError(f"no piece on {square_name(move.from_square)}")
        if abs(self.board[move.to_square]) == KING:
            raise IllegalMoveError(f"{move.iccs} would capture a general")
        self._make(move.from_square << 7 | move.to_square)
        self.move_stack.append(move)

    def push_recorded(self, move: Move) -> None:
        """Play a move read from a record, checking it as :meth:`push` does, but cheaper.

        Same result and errors as :meth:`push`: the piece must move by its pattern
        (art. 2.2) and leave its general unattacked (art. 3.4). The general test is skipped
        when it cannot fail: the mover is known not to be in check (the previous
        :meth:`push_recorded` proved its move gave no check) and neither the move's start
        nor its end square is on the general's file or rank, a horse square or leg around
        it, or next to it (see ``_NEAR``). Replaying a record move by move thus tests the
        general only for the moves near it.

        Raises:
            IllegalMoveError: the move is not legal here (board unchanged).
        """
        f, t = move.from_square, move.to_square
        code = self.board[f]
        red = self.turn is Color.RED
        if code == 0 or (code > 0) != red or not self._reaches(f, t, code):
            raise IllegalMoveError(f"illegal move {move.iccs} in {self.fen()}")
        sgn = 1 if red else -1
        side = 0 if red else 1
        own = _NEAR[self._kings[side]]
        m = f << 7 | t
        if ((not self._calm or code == KING * sgn or f in own or t in own)
                and not self._safe_after(m, sgn)):
            raise IllegalMoveError(f"illegal move {move.iccs} in {self.fen()}")
        self._make(m)
        self.move_stack.append(move)
        enemy = _NEAR[self._kings[1 - side]]
        # the opponent was not in check before (it was not its turn); only a move near its
        # general can have changed that
        self._calm = f not in enemy and t not in enemy

    def legal_prefix(self, moves: Sequence[Move]) -> int:
        """How many of ``moves``, played one after another from here, are legal.

        Returns ``len(moves)`` when every move is legal, else the index of the first
        illegal one. The position itself is not changed. The test is the same as
        :meth:`push` (the piece moves by its pattern, art. 2.2; its general is not left
        attacked, art. 3.4), on a bare copy of the board: a move is made with two
        assignments, the pattern is one table look-up (or one slice for 车/炮). Whether the
        side to move is in check is carried from move to move; out of check, the mover's
        general is tested only when the move starts or ends near it, and then only along
        the lines through the two squares (a discovered attack, a new cannon screen), the
        horse leg it frees and the horse or soldier it brings (:mod:`.recorded`, whose
        tests prove the same verdicts as :meth:`is_legal`). For checking a whole record
        line at once.
        """
        if not self._calm and not self._attacked(self._kings[self.turn], self.turn.sign):
            self._calm = True  # known out of check until the next move (a shared start)
        return legal_count(self.board[:], self._kings[:], int(self.turn), moves,
                           in_check=not self._calm)

    def _reaches(self, f: int, t: int, code: int) -> bool:
        """May the piece ``code`` on ``f`` go to ``t`` by its pattern (art. 2.2)?"""
        board = self.board
        sgn = 1 if code > 0 else -1
        if board[t] * sgn > 0 or f == t:
            return False
        kind = code * sgn
        side = 0 if code > 0 else 1
        if kind in (CHARIOT, CANNON):
            if f // 9 == t // 9:
                step = 1 if t > f else -1
            elif f % 9 == t % 9:
                step = 9 if t > f else -9
            else:
                return False
            between = 0
            for s in range(f + step, t, step):
                if board[s]:
                    between += 1
            if kind == CHARIOT or not board[t]:
                return between == 0
            return between == 1
        if kind == HORSE:
            return any(to == t and not board[leg] for leg, to in _HORSE[f])
        if kind == ELEPHANT:
            return any(to == t and not board[eye] for eye, to in T.ELEPHANT[side][f])
        table = (T.SOLDIER if kind == SOLDIER else T.ADVISOR if kind == ADVISOR else T.KING)[side]
        return t in table[f]

    def _make(self, m: int) -> None:
        self._calm = False
        board = self.board
        f, t = m >> 7, m & 127
        piece = board[f]
        captured = board[t]
        side = 0 if piece > 0 else 1
        key = self.zobrist
        self._undo.append((m, captured, self.halfmove_clock, key))
        keys_piece = PIECE_KEYS[piece + 7]
        key ^= keys_piece[f] ^ keys_piece[t] ^ BLACK_TO_MOVE_KEY
        squares = self._squares
        mine = squares[side]
        mine.discard(f)
        mine.add(t)
        if captured:
            key ^= PIECE_KEYS[captured + 7][t]
            squares[1 - side].discard(t)
            self.halfmove_clock = 0
        else:
            self.halfmove_clock += 1
        board[t] = piece
        board[f] = 0
        if piece == KING or piece == -KING:
            self._kings[side] = t
        self.zobrist = key
        if side:
            self.fullmove_number += 1
        self.turn = _NEXT_TURN[side]

    def _unmake(self) -> None:
        self._calm = False
        m, captured, self.halfmove_clock, self.zobrist = self._undo.pop()
        board = self.board
        f, t = m >> 7, m & 127
        piece = board[t]
        side = 0 if piece > 0 else 1
        board[f] = piece
        board[t] = captured
        mine = self._squares[side]
        mine.discard(t)
        mine.add(f)
        if captured:
            self._squares[1 - side].add(t)
        if piece == KING or piece == -KING:
            self._kings[side] = f
        if side:
            self.fullmove_number -= 1
        self.turn = Color.RED if side == 0 else Color.BLACK

    # -------------------------------------------------------- move generation

    def _targets(self, sq: int, code: int) -> list[int]:
        """Pseudo-legal target squares of the piece ``code`` on ``sq`` (art. 2.2)."""
        board = self.board
        sgn = 1 if code > 0 else -1
        side = 0 if code > 0 else 1
        kind = code * sgn
        if kind in (CHARIOT, CANNON):
            out = []
            for ray in _RAYS[sq]:
                screen = False
                for t in ray:
                    p = board[t]
                    if not screen:
                        if p == 0:
                            out.append(t)
                        elif kind == CHARIOT:
                            if p * sgn < 0:
                                out.append(t)
                            break
                        else:
                            screen = True
                    elif p:
                        if p * sgn < 0:
                            out.append(t)
                        break
            return out
        if kind == HORSE:
            return [t for leg, t in _HORSE[sq] if not board[leg] and board[t] * sgn <= 0]
        if kind == ELEPHANT:
            return [t for eye, t in T.ELEPHANT[side][sq] if not board[eye] and board[t] * sgn <= 0]
        table = (T.SOLDIER if kind == SOLDIER else T.ADVISOR if kind == ADVISOR else T.KING)[side]
        return [t for t in table[sq] if board[t] * sgn <= 0]

    def _pseudo_moves(self) -> Iterator[int]:
        board = self.board
        for f in self._squares[self.turn]:
            for t in self._targets(f, board[f]):
                yield f << 7 | t

    def _attacked(self, k: int, sgn: int) -> bool:
        """Is square ``k`` attacked by the side whose pieces have sign ``-sgn``?

        The enemy general counts along an open file (facing generals, art. 2.2), so
        this is meant for the square of sign ``sgn``'s general.
        """
        return attacked_on(self.board, k, sgn)

    def _king_safety(self, sgn: int) -> tuple[bool, set[int], set[int]]:
        """(in_check, sensitive, block) for the side with piece sign ``sgn``.

        ``sensitive``: own pieces whose moves could expose the general (tested one by one);
        ``block``: empty squares where any own non-general piece landing would give a
        cannon its missing screen. Both are meaningful only when not in check.
        """
        board = self.board
        k = self._kings[0 if sgn > 0 else 1]
        chariot, cannon, king = -CHARIOT * sgn, -CANNON * sgn, -KING * sgn
        check = False
        sensitive: set[int] = set()
        block: set[int] = set()
        for d, ray in enumerate(_RAYS[k]):
            occ = []
            for s in ray:
                if board[s]:
                    occ.append(s)
                    if len(occ) == 3:
                        break
            if not occ:
                continue
            c1 = board[occ[0]]
            if c1 == chariot or (c1 == king and d < 2):
                check = True
            elif c1 == cannon:
                block.update(ray[: ray.index(occ[0])])
            if len(occ) < 2:
                continue
            c2 = board[occ[1]]
            if c2 == cannon:
                check = True
            elif (c2 == chariot or (c2 == king and d < 2)) and c1 * sgn > 0:
                sensitive.add(occ[0])
            if len(occ) == 3 and board[occ[2]] == cannon:
                sensitive.update(s for s in occ[:2] if board[s] * sgn > 0)
        horse = -HORSE * sgn
        for leg, origin in _HORSE_ATTACKERS[k]:
            if board[origin] == horse:
                if not board[leg]:
                    check = True
                elif board[leg] * sgn > 0:
                    sensitive.add(leg)
        soldier = -SOLDIER * sgn
        if any(board[o] == soldier for o in T.SOLDIER_ATTACKERS[1 if sgn > 0 else 0][k]):
            check = True
        return check, sensitive, block

    def _safe_after(self, m: int, sgn: int) -> bool:
        """Make ``m`` on the board only, test the mover's general, unmake."""
        board = self.board
        f, t = m >> 7, m & 127
        piece, captured = board[f], board[t]
        board[t], board[f] = piece, 0
        k = t if piece == KING * sgn else self._kings[0 if sgn > 0 else 1]
        safe = not self._attacked(k, sgn)
        board[f], board[t] = piece, captured
        return safe

    def _legal_ints(self) -> list[int]:
        sgn = 1 if self.turn is Color.RED else -1
        check, sensitive, block = self._king_safety(sgn)
        if check:
            return [m for m in self._pseudo_moves() if self._safe_after(m, sgn)]
        k = self._kings[0 if sgn > 0 else 1]
        out = []
        for m in self._pseudo_moves():
            f = m >> 7
            if f == k or f in sensitive:
                if self._safe_after(m, sgn):
                    out.append(m)
            elif (m & 127) not in block:
                out.append(m)
        return out

    def has_legal_move(self) -> bool:
        """True when the side to move has a legal move (art. 2.2, 3.4); stops at the first
        one found, so it is much cheaper than :meth:`legal_moves` for the test of mate and
        stalemate (art. 3.2, 3.3) after every move."""
        sgn = 1 if self.turn is Color.RED else -1
        return any(self._safe_after(m, sgn) for m in self._pseudo_moves())

    def legal_moves(self) -> list[Move]:
        """Every legal move of the side to move (art. 2.2, 3.4), in no promised order."""
        return [Move(m >> 7, m & 127) for m in self._legal_ints()]

    def is_pseudo_legal(self, move: Move) -> bool:
        """True when the mover's piece may go there by its pattern (ignoring its own general)."""
        f, t = move.from_square, move.to_square
        if not (0 <= f < 90 and 0 <= t < 90):
            return False
        code = self.board[f]
        if code == 0 or (code > 0) != (self.turn is Color.RED):
            return False
        return self._reaches(f, t, code)

    def is_legal(self, move: Move) -> bool:
        """True when ``move`` is legal for the side to move."""
        if not self.is_pseudo_legal(move):
            return False
        sgn = 1 if self.turn is Color.RED else -1
        return self._safe_after(move.from_square << 7 | move.to_square, sgn)

    # ------------------------------------------------------------ check & end

    def is_check(self) -> bool:
        """True when the side to move is in check (将军, art. 3.1)."""
        sgn = 1 if self.turn is Color.RED else -1
        return self._attacked(self._kings[0 if sgn > 0 else 1], sgn)

    def is_attacked_general(self, color: Color) -> bool:
        """True when ``color``'s general is attacked (or faces the other general)."""
        return self._attacked(self._kings[color], color.sign)

    def gives_check(self, move: Move) -> bool:
        """True when the (legal) ``move`` checks the opponent's general."""
        self._make(move.from_square << 7 | move.to_square)
        try:
            return self.is_check()
        finally:
            self._unmake()

    def attackers(self, color: Color, sq: int) -> list[int]:
        """Squares of ``color``'s pieces that attack ``sq`` by their capture pattern.

        Pins are ignored (pseudo-legal). The general attacks its palace neighbours and,
        when ``sq`` holds the other general, along an open file (art. 2.2 飞将).
        Sorted ascending.
        """
        board = self.board
        sgn = color.sign
        side = int(color)
        found: set[int] = set()
        for d, ray in enumerate(_RAYS[sq]):
            screen = False
            for s in ray:
                p = board[s]
                if not p:
                    continue
                if screen:
                    if p == CANNON * sgn:
                        found.add(s)
                    break
                if p == CHARIOT * sgn or p == KING * sgn and d < 2 and board[sq] == -KING * sgn:
                    found.add(s)
                screen = True
        for leg, origin in _HORSE_ATTACKERS[sq]:
            if board[origin] == HORSE * sgn and not board[leg]:
                found.add(origin)
        for o in T.SOLDIER_ATTACKERS[side][sq]:
            if board[o] == SOLDIER * sgn:
                found.add(o)
        for o in T.ADVISOR[side][sq]:
            if board[o] == ADVISOR * sgn:
                found.add(o)
        for o in T.KING[side][sq]:
            if board[o] == KING * sgn:
                found.add(o)
        for eye, o in T.ELEPHANT[side][sq]:
            if board[o] == ELEPHANT * sgn and not board[eye]:
                found.add(o)
        return sorted(found)

    def is_checkmate(self) -> bool:
        """In check with no legal move: 将死, a loss (art. 3.2, 4.1.1)."""
        return self.is_check() and not self._legal_ints()

    def is_stalemate(self) -> bool:
        """Not in check but no legal move: 困毙, a LOSS for the side to move (art. 3.3, 4.1.2)."""
        return not self.is_check() and not self._legal_ints()

    def outcome(self) -> Outcome | None:
        """Checkmate or stalemate of the side to move, or None while it can move.

        Both are losses for the side to move (art. 4.1.1, 4.1.2); never a draw.
        """
        if self._legal_ints():
            return None
        loser = self.turn
        result = "0-1" if loser is Color.RED else "1-0"
        if self.is_check():
            return Outcome.said(result, Termination.CHECKMATE, "4.1.1",
                                Message.of("outcome.checkmate", side=loser))
        return Outcome.said(result, Termination.STALEMATE, "4.1.2",
                            Message.of("outcome.stalemate", side=loser))
