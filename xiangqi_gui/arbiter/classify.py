"""Per-move nature for repetition adjudication (棋例): 将 杀 捉 兑 献 拦 跟 闲.

A move is classified after it is played, from the position it creates, looking one move
ahead (art. 24.1-24.8, 26.1-26.10; docs/references.md §7):

* 将 CHECK (art. 24.1): the mover now attacks the enemy general.
* 杀 KILL (art. 24.2, CXA only): not a check, but if the opponent passed, the mover would
  mate by a check or an uninterrupted series of up to ``mate_threat_depth`` checks.
* 捉 CHASE (art. 24.3): the move creates a *new* way to win material next move
  (从没捉到捉): a target that was not winnable before the move is winnable after it.
  CXA: winnable means the full exchange on the target's square nets material by the
  values of art. 1.2 (so a chariot attacking a protected horse is no chase, a horse or
  cannon attacking a chariot always is, fake and insufficient roots, 假根/少根 art.
  24.15-24.16, do not protect), and taking the target does not allow an immediate mate.
  AXF: the target has no legal root, or horse/cannon attacks a chariot, or
  advisor/elephant attacks a chariot, horse or cannon.
  Both: the general and the soldiers chase by themselves never (art. 26.1, AXF engines),
  but their moves can uncover chases by other pieces (art. 26.1.1); a same-kind piece
  that can capture back makes an exchange offer, not a chase (兑, art. 24.4); a general
  move answering check produces no chase or kill (art. 26.1.2).
* Idle kinds (闲, art. 24.8): 兑 EXCHANGE (same-kind pieces attack each other), 献 OFFER
  (the moved piece stands en prise), 跟 FOLLOW (it attacks a protected piece without
  gain), 拦 BLOCK (it stands on an enemy horse leg, elephant eye or chariot/cannon
  line), otherwise plain 闲 IDLE. (The king's own attack on a piece shows as 跟.)

Not mechanised (left to the arbiter's judgement via ``arbiter_decision``): the drawn
fortress exception of art. 26.2, the "just crossed soldier" nuance of art. 26.7, pawn
chases inside mutual 长打 (art. 26.8), and the single-versus-joint chase ordering of
art. 26.9.2-26.9.3.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from xiangqi_gui.rules import Color, Move, Position

from .analysis import (
    CANNON,
    CHARIOT,
    HORSE,
    KING,
    SOLDIER,
    color_of,
    crossed,
    describe,
    exchange_gain,
    has_mate_in_one,
    has_recapture,
    legal_capturers,
    mate_by_checks,
    with_turn,
)
from .settings import RuleSet

ADVISOR, ELEPHANT = 2, 3


class Nature(enum.Enum):
    """The nature of one move (art. 24.1-24.8); value is the Chinese term."""

    CHECK = "将"
    KILL = "杀"
    CHASE = "捉"
    EXCHANGE = "兑"
    OFFER = "献"
    BLOCK = "拦"
    FOLLOW = "跟"
    IDLE = "闲"

    @property
    def attacking(self) -> bool:
        """True for 将, 杀, 捉 (打, the forbidden kinds when perpetual)."""
        return self in (Nature.CHECK, Nature.KILL, Nature.CHASE)


@dataclass(frozen=True)
class Chase:
    """One chased piece: ``attacker`` (square after the move) can win ``target``.

    ``target_code`` is the board code (Red ``+kind``, Black ``-kind``); ``protected`` is
    True when the target has a legal root (needed by art. 26.9.1 "长捉无根子").
    """

    attacker: int
    attacker_code: int
    target: int
    target_code: int
    protected: bool

    def text(self) -> str:
        """``"the red cannon on b2 chases the black chariot on b7"``."""
        return (f"{describe(self.attacker_code, self.attacker)} chases "
                f"{describe(self.target_code, self.target)}")


@dataclass(frozen=True)
class Classification:
    """The nature of a move plus every tag found (heaviest reading wins, art. 26.4)."""

    nature: Nature
    check: bool
    kill: bool
    chases: tuple[Chase, ...]

    @property
    def attacking(self) -> bool:
        """True for 将, 杀 and 捉."""
        return self.nature.attacking


def _always_chase_axf(attacker_kind: int, target_kind: int) -> bool:
    if target_kind == CHARIOT:
        return attacker_kind in (HORSE, CANNON, ADVISOR, ELEPHANT)
    return target_kind in (HORSE, CANNON) and attacker_kind in (ADVISOR, ELEPHANT)


def _exchange_offer(pos: Position, attacker: int, target: int) -> bool:
    """Same-kind pieces attacking each other where the target can take back (兑)."""
    board = pos.board
    if abs(board[attacker]) != abs(board[target]):
        return False
    other = with_turn(pos, pos.turn.opponent)
    return other.is_legal(Move(target, attacker))


def winnable(pos: Position, ruleset: RuleSet,
             among: frozenset[int] | None = None) -> dict[int, Chase]:
    """Enemy pieces the side to move could win now, keyed by target square (only the
    squares in ``among`` when given)."""
    board = pos.board
    mover = pos.turn
    sign = mover.sign
    found: dict[int, Chase] = {}
    targets = pos.occupied(mover.opponent)
    for target in targets if among is None else targets & among:
        tcode = board[target]
        tkind = abs(tcode)
        if tkind == KING or (tkind == SOLDIER and not crossed(tcode, target)):
            continue
        for attacker in legal_capturers(pos, target):
            acode = board[attacker]
            akind = acode * sign
            if akind in (KING, SOLDIER) or _exchange_offer(pos, attacker, target):
                continue
            protected = has_recapture(pos, attacker, target)
            if ruleset is RuleSet.AXF:
                ok = not protected or _always_chase_axf(akind, tkind)
            else:
                ok = exchange_gain(pos, attacker, target) > 0 and not _mate_after(
                    pos, attacker, target)
            if ok:
                found[target] = Chase(attacker, acode, target, tcode, protected)
                break
    return found


def _mate_after(pos: Position, attacker: int, target: int) -> bool:
    """Would taking ``target`` let the opponent mate at once? (art. 24.3 proviso)."""
    pos.push_unchecked(Move(attacker, target))
    try:
        return has_mate_in_one(pos)
    finally:
        pos.pop()


def classify(before: Position, move: Move, ruleset: RuleSet, mate_depth: int) -> Classification:
    """Classify the legal ``move`` of the side to move in ``before`` (not modified)."""
    mover = before.turn
    work = before.copy(stack=False)
    was_in_check = work.is_check()
    king_move = abs(work.board[move.from_square]) == KING
    work.push_unchecked(move)
    check = work.is_attacked_general(mover.opponent)
    if was_in_check and king_move and not check:  # art. 26.1.2
        return Classification(_idle_kind(work, move, mover), False, False, ())
    after = with_turn(work, mover)
    now = winnable(after, ruleset)
    prior = winnable(before.copy(stack=False), ruleset, frozenset(now)) if now else {}
    chases = tuple(c for t, c in now.items() if t not in prior)
    if check:  # the heavier reading (art. 26.4); the chases stay as tags (AXF needs them)
        return Classification(Nature.CHECK, True, False, chases)
    kill = ruleset is RuleSet.CXA and mate_by_checks(after, mate_depth)
    if kill:
        nature = Nature.KILL
    elif chases:
        nature = Nature.CHASE
    else:
        nature = _idle_kind(work, move, mover)
    return Classification(nature, False, kill, chases)


def _idle_kind(after: Position, move: Move, mover: Color) -> Nature:
    """Sub-kind of an idle move (art. 24.4-24.7); ``after`` has the opponent to move."""
    to = move.to_square
    board = after.board
    code = board[to]
    enemy_captures = legal_capturers(after, to)
    for e in enemy_captures:
        if abs(board[e]) == abs(code):
            return Nature.EXCHANGE
    if any(exchange_gain(after, e, to) >= 0 for e in enemy_captures):
        return Nature.OFFER  # taking it costs the opponent nothing (art. 24.5)
    mine = with_turn(after, mover)
    if any(color_of(board[t]) is not mover for t in _capture_targets(mine, to)):
        return Nature.FOLLOW
    if _blocks(after, to):
        return Nature.BLOCK
    return Nature.IDLE


def _capture_targets(pos: Position, sq: int) -> list[int]:
    return [t for t in pos.occupied(pos.turn.opponent) if pos.is_legal(Move(sq, t))]


def _blocks(after: Position, sq: int) -> bool:
    """Does the piece on ``sq`` cut an enemy line (拦, art. 24.6)?

    True when it stands on the leg of an enemy horse, the eye of an enemy elephant, or is
    the first piece met along a file or rank from an enemy chariot or cannon.
    """
    board = after.board
    enemy_sign = after.turn.sign
    file, rank = sq % 9, sq // 9
    for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        f, r = file + df, rank + dr
        if 0 <= f < 9 and 0 <= r < 10 and board[r * 9 + f] == HORSE * enemy_sign:
            return True
        while 0 <= f < 9 and 0 <= r < 10:
            code = board[r * 9 + f]
            if code:
                if code in (CHARIOT * enemy_sign, CANNON * enemy_sign):
                    return True
                break
            f, r = f + df, r + dr
    for df, dr in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        f, r = file + df, rank + dr
        if 0 <= f < 9 and 0 <= r < 10 and board[r * 9 + f] == ELEPHANT * enemy_sign:
            return True
    return False
