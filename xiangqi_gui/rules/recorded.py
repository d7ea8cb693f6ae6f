"""Checking a whole recorded line of moves at once (issue 14: read + validate throughput).

:func:`legal_count` answers what :meth:`Position.push` would, move after move: the piece
must move by its pattern (art. 2.2) and its general must not be left attacked, the facing
generals included (art. 3.4, 2.2 飞将). No move is generated. The pattern is one table
look-up (one slice for 车/炮). The general's safety uses what the line has proved so far:

* before a move the opponent's general is never attacked (its own move was legal), so the
  move gives check only through the squares it changes: the lines from the enemy general
  through ``from`` and ``to`` (a discovered line, a new cannon screen, the piece itself),
  a horse leg it frees at ``from``, or the horse or soldier it brings to ``to``;
* out of check, a move other than the general's exposes its own general the same way:
  the lines through ``from`` and ``to`` and a horse leg freed at ``from``;
* a general's move, and any move made in check, gets the full attack test.

The proof that these shortcuts agree with the full test is in
``tests/rules/test_push_recorded.py`` (random games, hypothesis, the corpus).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from . import tables as T
from .types import Move

KING, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER = range(1, 8)


def _lines() -> tuple[tuple[tuple[tuple[int, ...], bool] | None, ...], ...]:
    """square k -> square s -> (the ray from k through s, nearest first; True when it runs
    along k's file, where two generals face each other), or None when s is on no line of k."""
    out = []
    for k in range(90):
        rays: list[tuple[tuple[int, ...], bool] | None] = [None] * 90
        for d, ray in enumerate(T.RAYS[k]):
            entry = (ray, d < 2)  # rays 0 and 1 run up and down the file
            for s in ray:
                rays[s] = entry
        out.append(tuple(rays))
    return tuple(out)


def _legs() -> tuple[tuple[tuple[int, ...] | None, ...], ...]:
    """square k -> square s -> the squares of the horses that attack k over the leg s, or
    None when s is no horse leg of k."""
    out = []
    for k in range(90):
        legs: dict[int, list[int]] = {}
        for leg, origin in T.HORSE_ATTACKERS[k]:
            legs.setdefault(leg, []).append(origin)
        out.append(tuple(tuple(legs[s]) if s in legs else None for s in range(90)))
    return tuple(out)


def _leaps() -> tuple[tuple[tuple[dict[int, int], ...], ...], ...]:
    """side -> kind -> from-square -> {to-square: blocking square or -1} for the pieces
    that do not slide (general, advisor, elephant, horse, soldier; art. 2.2). Empty dicts
    for the chariot and the cannon."""
    sides = []
    for side in (0, 1):
        kinds: list[tuple[dict[int, int], ...]] = [()]  # kind 0 does not exist
        for kind in range(1, 8):
            table: list[dict[int, int]] = []
            for f in range(90):
                if kind == HORSE:
                    table.append({t: leg for leg, t in T.HORSE[f]})
                elif kind == ELEPHANT:
                    table.append({t: eye for eye, t in T.ELEPHANT[side][f]})
                elif kind in (KING, ADVISOR, SOLDIER):
                    steps = {KING: T.KING, ADVISOR: T.ADVISOR, SOLDIER: T.SOLDIER}[kind]
                    table.append(dict.fromkeys(steps[side][f], -1))
                else:
                    table.append({})
            kinds.append(tuple(table))
        sides.append(tuple(kinds))
    return tuple(sides)


#: kind -> True for the pieces that slide (车, 炮).
_SLIDES = (False, False, False, False, False, True, True, False)
#: square f -> square t -> the slice of a board holding the squares strictly between f
#: and t on their rank or file, or None when f and t share neither (a 车/炮 move's path).
_BETWEEN = tuple(
    tuple((slice(min(f, t) + 1, max(f, t)) if f // 9 == t // 9
           else slice(min(f, t) + 9, max(f, t), 9) if f % 9 == t % 9 else None)
          if f != t else None for t in range(90))
    for f in range(90))
#: :func:`_lines`, :func:`_legs`, :func:`_leaps` of every square.
LINES = _lines()
LEGS = _legs()
LEAPS = _leaps()
#: square k -> its four rays with True for the two along its file (:func:`_lines`' entries).
_RAYS = tuple(tuple((ray, d < 2) for d, ray in enumerate(T.RAYS[k])) for k in range(90))
#: square k -> {horse square: its leg} for the horses that attack k.
_HORSE_AT = tuple({origin: leg for leg, origin in T.HORSE_ATTACKERS[k]} for k in range(90))
#: square k -> every square :func:`_changed` looks at for a general on k: a move touching
#: none of them cannot change whether that general is attacked.
NEAR = tuple(frozenset(s for s in range(90) if LINES[k][s] or LEGS[k][s])
             | frozenset(_HORSE_AT[k])
             | frozenset(T.SOLDIER_ATTACKERS[0][k]) | frozenset(T.SOLDIER_ATTACKERS[1][k])
             for k in range(90))
#: :data:`NEAR` as flags: square k -> square s -> True when s is near a general on k.
_NEAR_FLAGS = tuple(tuple(s in NEAR[k] for s in range(90)) for k in range(90))
#: sign of a general -> the codes of the enemy chariot, cannon, general, horse and
#: soldier, and the squares from which an enemy soldier attacks each square.
_FOES = {1: (-CHARIOT, -CANNON, -KING, -HORSE, -SOLDIER, T.SOLDIER_ATTACKERS[1]),
         -1: (CHARIOT, CANNON, KING, HORSE, SOLDIER, T.SOLDIER_ATTACKERS[0])}


def ray_hits(board: list[int], ray: tuple[int, ...], chariot: int, cannon: int,
             king: int) -> bool:
    """Does the first piece along ``ray`` (squares outward from the target) attack the
    target: a ``chariot``, or a ``king`` (0 where generals cannot face along this ray), or,
    behind exactly one screen, a ``cannon`` (art. 2.2 patterns; 4.1.3 facing generals)?"""
    return _lines_hit(board, ((ray, king != 0),), chariot, cannon, king)


def _lines_hit(board: list[int], rays: Iterable[tuple[tuple[int, ...], bool]],
               chariot: int, cannon: int, king: int) -> bool:
    """:func:`ray_hits` for each ``(ray, on_file)`` of ``rays``, the ``king`` counting only
    along a file; True at the first ray that hits."""
    for ray, on_file in rays:
        screen = False
        for s in ray:
            p = board[s]
            if p:
                if screen:
                    if p == cannon:
                        return True
                    break
                if p == chariot or (p == king and on_file):
                    return True
                screen = True
    return False


def attacked_on(board: list[int], k: int, sgn: int) -> bool:
    """Is square ``k`` of ``board`` attacked by the pieces of sign ``-sgn``? The enemy
    general counts along an open file (facing generals), so ``k`` is meant to hold the
    general of sign ``sgn``."""
    chariot, cannon, king, horse, soldier, soldiers = _FOES[sgn]
    if _lines_hit(board, _RAYS[k], chariot, cannon, king):
        return True
    for leg, origin in T.HORSE_ATTACKERS[k]:
        if board[origin] == horse and not board[leg]:
            return True
    return soldier in map(board.__getitem__, soldiers[k])


def _changed(board: list[int], k: int, sgn: int, f: int, t: int) -> bool:
    """Is the general of sign ``sgn`` on ``k``, unattacked before, attacked after a move
    from ``f`` to ``t`` of either side? Looks at the lines through ``f`` and ``t`` (a
    chariot or facing general first along it, a cannon second), the leg freed at ``f``
    and, when ``t`` holds an enemy horse or soldier, at that piece."""
    chariot, cannon, king, horse, soldier, soldiers = _FOES[sgn]
    lines = LINES[k]
    line = lines[f]
    other = lines[t]
    if line is None:
        line, other = other, None
    if line is not None:
        for ray, on_file in (line,) if other is None or other is line else (line, other):
            screen = False
            for s in ray:
                p = board[s]
                if p:
                    if screen:
                        if p == cannon:
                            return True
                        break
                    if p == chariot or (p == king and on_file):
                        return True
                    screen = True
    origins = LEGS[k][f]
    if origins is not None:
        for o in origins:
            if board[o] == horse:
                return True
    piece = board[t]
    if piece == horse:
        leg = _HORSE_AT[k].get(t)
        return leg is not None and not board[leg]
    return piece == soldier and t in soldiers[k]


def legal_count(board: list[int], kings: list[int], side: int, moves: Sequence[Move], *,
                in_check: bool | None = None) -> int:
    """How many of ``moves``, played from ``board`` (piece codes, see :mod:`.position`)
    with side ``side`` (0 = Red) to move and its generals on ``kings`` (Red's, Black's),
    are legal in a row: ``len(moves)``, or the index of the first illegal move. ``board``
    is played on (pass a copy). ``in_check``: whether the side to move is in check, when
    the caller knows (else it is tested). See the module docstring for the test."""
    sgn = -1 if side else 1
    own, foe = kings[side], kings[1 - side]  # the generals of the mover and of the other side
    check = attacked_on(board, own, sgn) if in_check is None else in_check
    leaps, foe_leaps = LEAPS[side], LEAPS[1 - side]
    near, foe_near = _NEAR_FLAGS[own], _NEAR_FLAGS[foe]
    slides = _SLIDES
    for i, move in enumerate(moves):
        f, t = move.from_square, move.to_square
        code = board[f]
        target = board[t]
        kind = code * sgn
        if kind <= 0 or target * sgn > 0:
            return i
        if slides[kind]:
            between = _BETWEEN[f][t]
            if between is None:
                return i
            line = board[between]
            if len(line) - line.count(0) != (1 if kind == CANNON and target else 0):
                return i
        else:
            block = leaps[kind][f].get(t)
            if block is None or (block >= 0 and board[block]):
                return i
        board[t] = code
        board[f] = 0
        if kind == KING:
            own, near = t, _NEAR_FLAGS[t]
            if attacked_on(board, t, sgn):
                return i
        elif check:
            if attacked_on(board, own, sgn):
                return i
        elif (near[f] or near[t]) and _changed(board, own, sgn, f, t):
            return i
        # the other side moves next: was it put in check?
        sgn = -sgn
        own, foe = foe, own
        near, foe_near = foe_near, near
        leaps, foe_leaps = foe_leaps, leaps
        check = (near[f] or near[t]) and _changed(board, own, sgn, f, t)
    return len(moves)


__all__ = ["LEAPS", "LEGS", "LINES", "NEAR", "attacked_on", "legal_count", "ray_hits"]
