"""Touch-move (摸子走子, art. 5.1-5.6) as a small state machine for the side to move.

State: the first own piece touched, the first opposing piece touched and which came
first (touching both at once counts as opponent-first, art. 5.5). Later touches of
further pieces of the same colour add no duty. The duty, from the legal moves:

* own only (art. 5.1): move it, unless it has no legal move (then free, foul 8.1.5);
* opposing only (art. 5.2): capture it with any piece, unless none can (free, foul 8.1.5);
* own first, then opposing (art. 5.3): 5.3.1 the own piece captures it; 5.3.2 else the
  own piece moves; 5.3.3 else another piece captures it; 5.3.4 else free;
* opposing first or both at once (art. 5.4, 5.5): 5.4.1 the own piece captures it;
  5.4.2 else another piece captures it; 5.4.3 else the own piece moves; 5.4.4 else free.

Adjusting (摆正, art. 5.6) must be declared before touching; touches while adjusting
are not touches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from xiangqi_gui.rules import Color, Move, Position

from .rulings import Obligation
from .texts import piece_ref, say


@dataclass
class TouchState:
    """Touches of the side to move in the current turn."""

    own: int | None = None
    opponent: int | None = None
    own_first: bool = False
    adjusting: bool = False
    fouled: set[int] = field(default_factory=set)  # squares already fouled (8.1.5) this turn

    def clear(self) -> None:
        """Forget every touch (a move was completed)."""
        self.own = None
        self.opponent = None
        self.own_first = False
        self.adjusting = False
        self.fouled.clear()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"own": self.own, "opponent": self.opponent, "own_first": self.own_first,
                "adjusting": self.adjusting, "fouled": sorted(self.fouled)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TouchState:
        """Inverse of :meth:`to_dict`."""
        return cls(data["own"], data["opponent"], bool(data["own_first"]),
                   bool(data["adjusting"]), set(data["fouled"]))


def _moves_from(legal: list[Move], sq: int) -> frozenset[Move]:
    return frozenset(m for m in legal if m.from_square == sq)


def _captures_of(legal: list[Move], sq: int) -> frozenset[Move]:
    return frozenset(m for m in legal if m.to_square == sq)


def obligation(pos: Position, state: TouchState) -> Obligation | None:
    """The duty the touches impose on the side to move, or None when it may move freely."""
    if state.own is None and state.opponent is None:
        return None  # nothing touched: no duty (and no move generation, on every move)
    legal = pos.legal_moves()
    side = pos.turn
    own, opp = state.own, state.opponent
    own_moves = _moves_from(legal, own) if own is not None else frozenset()
    captures = _captures_of(legal, opp) if opp is not None else frozenset()
    if own is not None and opp is None:
        if own_moves:
            return Obligation(side, "5.1", say("touch.must_move", side=side,
                                               piece=piece_ref(pos, own)), own_moves)
        return None
    if opp is not None and own is None:
        if captures:
            return Obligation(side, "5.2", say("touch.must_capture", side=side,
                                               target=piece_ref(pos, opp)), captures)
        return None
    if own is None or opp is None:
        return None
    own_takes = own_moves & captures
    if state.own_first:  # art. 5.3.1-5.3.3
        clause = "5.3"
        steps = [("1", "touch.own_must_capture", own_takes),
                 ("2", "touch.own_must_move", own_moves),
                 ("3", "touch.other_must_capture", captures)]
    else:  # art. 5.4.1-5.4.3 (and 5.5: both at once)
        clause = "5.4"
        steps = [("1", "touch.own_must_capture", own_takes),
                 ("2", "touch.other_must_capture_first", captures),
                 ("3", "touch.own_must_move_last", own_moves)]
    for number, key, moves in steps:
        if moves:
            return Obligation(side, f"{clause}.{number}",
                              say(key, side=side, piece=piece_ref(pos, own),
                                  target=piece_ref(pos, opp)), moves)
    return None


def cannot_move(pos: Position, sq: int) -> bool:
    """The side to move's piece on ``sq`` has no legal move (art. 8.1.5, first half)."""
    return not any(m.from_square == sq for m in pos.legal_moves())


def cannot_be_captured(pos: Position, sq: int) -> bool:
    """No piece of the side to move can capture ``sq`` (art. 8.1.5, second half)."""
    return not any(m.to_square == sq for m in pos.legal_moves())


def is_own(pos: Position, sq: int, side: Color) -> bool:
    """True when ``sq`` holds a piece of ``side``."""
    code = pos.board[sq]
    return code != 0 and (code > 0) == (side is Color.RED)
