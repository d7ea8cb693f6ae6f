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

2011 additions (CXA only): 26.7 a soldier that crossed with the previous move is no
material; 26.10 a same-kind exchange offer whose acceptance loses material or walks into
mate (the recapture, a check and a fork after it: :func:`accepting_costs`) is a chase;
26.11 a chariot joining a horse-horse (cannon-cannon) contact chases an unprotected
piece (26.11.1) but offers an exchange when the piece is protected and accepting costs
its root nothing (26.11.2); 26.5 a root or pinned piece that captures must come out even
or better once what it leaves en prise is counted; 26.8 a soldier's capture that
uncovers another piece's check is a chase; 26.2 the defending side's single attacking
piece attacking advisors or elephants is idle; 24.18/26.3 (自毙) after answering a check
only chases the answering move takes part in, and mate threats the answer did not
create, count.

Not mechanised (left to the arbiter's judgement via ``arbiter_decision``): whether a
26.2 defender really holds the key drawing points (the text's 守和要点), and 26.8's
抽吃 through another piece's check (idle here, since no soldier chases by itself).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from xiangqi_gui.rules import Color, FenError, Move, Position
from xiangqi_gui.rules.fen import write_fen
from xiangqi_gui.rules.message import Message, PieceRef

from .analysis import (
    CANNON,
    CHARIOT,
    HORSE,
    KING,
    MATE_SCORE,
    SOLDIER,
    best_capture_gain,
    color_of,
    crossed,
    exchange_gain,
    exposure,
    has_mate_in_one,
    has_recapture,
    legal_capturers,
    mate_by_checks,
    material,
    value,
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
    True when the target has a legal root (needed by art. 26.9.1 "长捉无根子");
    ``joint`` when the capture needs two or more pieces (联合捉子, art. 24.17: a protected
    target won only by several attackers, or a cannon over its own side's screen).
    """

    attacker: int
    attacker_code: int
    target: int
    target_code: int
    protected: bool
    joint: bool = False  # 联合捉子 (art. 24.17): it takes two or more pieces to win it

    def text(self) -> str:
        """``"the red cannon on b2 chases the black chariot on b7"``."""
        return str(self.said())

    def said(self) -> Message:
        """The chase as a message (the UI names the pieces in its language)."""
        return Message.of("repetition.chase",
                          attacker=PieceRef(self.attacker_code, self.attacker),
                          target=PieceRef(self.target_code, self.target))


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


def accepting_costs(pos: Position, offered: int, target: int) -> bool:
    """Art. 26.10/26.11.2: would the opponent, accepting the exchange (``target`` takes
    ``offered``, same kind), be mated at once or lose material? ``pos`` has the offering
    side to move (not changed).

    The line looked at: the acceptance, then the offering side's best recapture on that
    square -- the full exchange there (SEE) or, when the recapture gives check, the
    check answered in every way and the best capture after it (a fork) -- compared with
    the offered piece's value.
    """
    mover = pos.turn
    them = with_turn(pos, mover.opponent)
    accept = Move(target, offered)
    if not them.is_legal(accept):
        return False
    lost = value(pos.board[offered], offered)
    them.push_unchecked(accept)
    if has_mate_in_one(them):
        return True
    best = 0
    for recapture in legal_capturers(them, offered):
        if them.gives_check(Move(recapture, offered)):
            them.push_unchecked(Move(recapture, offered))
            try:
                won = value(pos.board[target], target) + _worst_after_check(them)
            finally:
                them.pop()
        else:
            won = exchange_gain(them, recapture, offered)
        best = max(best, won)
    return best > lost


def _worst_after_check(pos: Position) -> int:
    """The least the checking side (not to move) still wins by one capture and its
    exchange, whatever answer the checked side chooses (0 when nothing; a mate counts
    as a large gain)."""
    replies = pos.legal_moves()
    if not replies:
        return MATE_SCORE
    worst: int | None = None
    for reply in replies:
        pos.push_unchecked(reply)
        try:
            gain = best_capture_gain(pos)
        finally:
            pos.pop()
        worst = gain if worst is None else min(worst, gain)
        if worst == 0:
            break
    return worst or 0


def _contact(pos: Position, target: int, capturers: list[int]) -> bool | None:
    """Art. 26.10-26.11 (CXA): the chase verdict for a target in same-kind contact.

    True: a chase; False: an exchange offer (兑), no chase; None: the general rules
    apply (no same-kind contact, or other pieces than chariots join it, 26.11.2 end).
    """
    board = pos.board
    same = [a for a in capturers if _exchange_offer(pos, a, target)]
    if not same:
        return None
    others = [a for a in capturers if a not in same]
    if any(abs(board[a]) != CHARIOT for a in others):
        return None
    offered = same[0]
    if others:  # 26.11: chariot and horse on a horse (chariot and cannon on a cannon)
        if abs(board[target]) not in (HORSE, CANNON):
            return None
        if not has_recapture(pos, offered, target):
            return True  # 26.11.1: the contacted piece has no root
    return accepting_costs(pos, offered, target)  # 26.10, 26.11.2


def _soldier_capture_checks(pos: Position, soldier: int, target: int) -> bool:
    """Art. 26.8: the soldier's capture uncovers a check by another piece."""
    mover = pos.turn
    pos.push_unchecked(Move(soldier, target))
    try:
        king = pos.king_square(mover.opponent)
        return any(a != target for a in pos.attackers(mover, king))
    finally:
        pos.pop()


def _cxa_wins(pos: Position, attacker: int, target: int) -> bool:
    """CXA: ``attacker`` x ``target`` and the exchange after it win material without
    allowing mate (art. 24.3); a root or pinned attacker (art. 26.5) needs the exchange
    to come out even or better once what it leaves en prise is counted."""
    gain = exchange_gain(pos, attacker, target, even_stops_king_soldier=True)
    if gain <= 0 or _mate_after(pos, attacker, target):
        return False
    exposed = exposure(pos, attacker, target)
    return gain - exposed >= 0


def winnable(pos: Position, ruleset: RuleSet, among: frozenset[int] | None = None,
             just_crossed: int | None = None) -> dict[int, Chase]:
    """Enemy pieces the side to move could win now, keyed by target square (only the
    squares in ``among`` when given). ``just_crossed``: the square of an enemy soldier
    that crossed the river with the last move (CXA art. 26.7: taking it is no gain)."""
    board = pos.board
    mover = pos.turn
    found: dict[int, Chase] = {}
    targets = pos.occupied(mover.opponent)
    cxa = ruleset is RuleSet.CXA
    for target in targets if among is None else targets & among:
        tcode = board[target]
        tkind = abs(tcode)
        if tkind == KING or (tkind == SOLDIER and not crossed(tcode, target)):
            continue
        if cxa and target == just_crossed:
            continue
        capturers = legal_capturers(pos, target)
        if not capturers:
            continue
        contact = _contact(pos, target, capturers) if cxa else None
        if contact is not None:
            if contact:
                offered = next(a for a in capturers if _exchange_offer(pos, a, target))
                found[target] = Chase(offered, board[offered], target, tcode,
                                      has_recapture(pos, offered, target))
            continue
        chase = _first_chase(pos, ruleset, target, capturers)
        if chase is not None:
            found[target] = chase
    return found


def _first_chase(pos: Position, ruleset: RuleSet, target: int,
                 capturers: list[int]) -> Chase | None:
    board = pos.board
    sign = pos.turn.sign
    tcode = board[target]
    tkind = abs(tcode)
    cxa = ruleset is RuleSet.CXA
    wins = [a for a in capturers if abs(board[a]) not in (KING, SOLDIER)]
    joint = len(wins) >= 2
    for attacker in capturers:
        acode = board[attacker]
        akind = acode * sign
        if akind == SOLDIER and cxa and _soldier_capture_checks(pos, attacker, target):
            return Chase(attacker, acode, target, tcode, True)  # art. 26.8
        if akind in (KING, SOLDIER) or _exchange_offer(pos, attacker, target):
            continue
        protected = has_recapture(pos, attacker, target)
        if ruleset is RuleSet.AXF:
            ok = not protected or _always_chase_axf(akind, tkind)
        else:
            ok = _cxa_wins(pos, attacker, target)
        if ok:
            return Chase(attacker, acode, target, tcode, protected,
                         joint=joint and protected or _screened_by_own(pos, attacker,
                                                                      target))
    return None


def _screened_by_own(pos: Position, attacker: int, target: int) -> bool:
    """A cannon whose screen is one of its own side's pieces: a joint capture (联合捉子,
    art. 24.17: without the screen it could not capture)."""
    board = pos.board
    if abs(board[attacker]) != CANNON:
        return False
    step = _step(attacker, target)
    sq = attacker + step
    while sq != target:
        if board[sq]:
            return color_of(board[sq]) is color_of(board[attacker])
        sq += step
    return False


def _step(a: int, b: int) -> int:
    if a // 9 == b // 9:
        return 1 if b > a else -1
    return 9 if b > a else -9


def _mate_after(pos: Position, attacker: int, target: int) -> bool:
    """Would taking ``target`` let the opponent mate at once? (art. 24.3 proviso)."""
    pos.push_unchecked(Move(attacker, target))
    try:
        return has_mate_in_one(pos)
    finally:
        pos.pop()


_ATTACKING_KINDS = (HORSE, CHARIOT, CANNON)


def _lone_defender(pos: Position, mover: Color) -> bool:
    """Art. 26.2: ``mover`` is the defending side (less material) with a single attacking
    piece (chariot, horse, cannon or crossed soldier)."""
    board = pos.board
    attackers = [sq for sq in pos.occupied(mover)
                 if abs(board[sq]) in _ATTACKING_KINDS
                 or (abs(board[sq]) == SOLDIER and crossed(board[sq], sq))]
    return len(attackers) == 1 and material(pos, mover) < 0


def _only_defenders(chases: tuple[Chase, ...]) -> bool:
    return bool(chases) and all(abs(c.target_code) in (ADVISOR, ELEPHANT) for c in chases)


def _answer_participates(before: Position, move: Move, chase: Chase) -> bool:
    """Art. 26.3: after answering a check, a chase counts only when the answering move
    takes part in it (the moved piece attacks, or it opened the line); an attack that was
    already there, made good only by the checker's own move (自毙, a root that left its
    post to check), is the checker's responsibility."""
    if chase.attacker == move.to_square:
        return True
    return chase.attacker not in before.attackers(before.turn, chase.target)


def _kill_was_there(before: Position, depth: int) -> bool:
    """Art. 24.18/26.3: the side to move, now in check, would already mate by checks if
    the checking pieces were not there: the checker's own 被杀 state (自毙)."""
    mover = before.turn
    board = before.board[:]
    for sq in before.attackers(mover.opponent, before.king_square(mover)):
        if abs(board[sq]) != KING:
            board[sq] = 0
    try:
        ghost = Position.from_fen(write_fen(board, mover, 0, 1))
    except FenError:
        return False
    return mate_by_checks(ghost, depth)


def classify(before: Position, move: Move, ruleset: RuleSet, mate_depth: int,
             just_crossed: int | None = None) -> Classification:
    """Classify the legal ``move`` of the side to move in ``before`` (not modified).

    ``mate_depth``: checks a 杀 may need (art. 24.2); ``just_crossed``: the square of an
    enemy soldier that crossed the river with the previous move (art. 26.7).
    """
    mover = before.turn
    work = before.copy(stack=False)
    was_in_check = work.is_check()
    king_move = abs(work.board[move.from_square]) == KING
    work.push_unchecked(move)
    check = work.is_attacked_general(mover.opponent)
    if was_in_check and king_move and not check:  # art. 26.1.2
        return Classification(_idle_kind(work, move, mover), False, False, ())
    after = with_turn(work, mover)
    crossed_sq = None if just_crossed == move.to_square else just_crossed
    now = winnable(after, ruleset, just_crossed=crossed_sq)
    prior = winnable(before.copy(stack=False), ruleset, frozenset(now),
                     just_crossed=crossed_sq) if now else {}
    chases = tuple(c for t, c in now.items() if t not in prior)
    cxa = ruleset is RuleSet.CXA
    if cxa and was_in_check:  # art. 24.18, 26.3 (自毙)
        chases = tuple(c for c in chases if _answer_participates(before, move, c))
    if cxa and _only_defenders(chases) and _lone_defender(after, mover):
        chases = ()  # art. 26.2: incidental attacks on advisors and elephants are idle
    if check:  # the heavier reading (art. 26.4); the chases stay as tags (AXF needs them)
        return Classification(Nature.CHECK, True, False, chases)
    kill = cxa and mate_by_checks(after, mate_depth)
    if kill and was_in_check and _kill_was_there(before, mate_depth):
        kill = False  # art. 26.3: the checker's own 自毙, not the answer's 杀
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
