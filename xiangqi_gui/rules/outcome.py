"""How a game ends: :class:`Termination` and :class:`Outcome` (docs/architecture.md, "Outcome").

The rules core decides only the endings the position alone decides (checkmate,
stalemate); the arbiter adds the others and reuses these types.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from .message import QT_TRANSLATE_NOOP, Message, register


class Termination(enum.Enum):
    """Why a game ended. The comment names the article of the CXA rules that decides it."""

    CHECKMATE = "checkmate"  # art. 3.2, 4.1.1
    STALEMATE = "stalemate"  # 困毙, art. 3.3, 4.1.2 (a loss)
    SELF_KILL = "self_kill"  # 自杀, art. 3.4, 4.1.3
    PERPETUAL_CHECK = "perpetual_check"  # 长将, art. 4.1.4
    PERPETUAL_CHASE = "perpetual_chase"  # 长捉 not varied, art. 4.1.5 / 棋例
    FORBIDDEN_REPETITION = "forbidden_repetition"  # other 长打 not varied, art. 4.1.5
    REPETITION_DRAW = "repetition_draw"  # 不变作和, art. 4.2.3 / 棋例
    NATURAL_LIMIT = "natural_limit"  # 自然限着, art. 4.2.4
    DEAD_POSITION = "dead_position"  # neither side can win, art. 4.2.2
    RESIGNATION = "resignation"  # art. 4.1.12
    AGREED_DRAW = "agreed_draw"  # art. 4.2.1
    TIME_FORFEIT = "time_forfeit"  # 超时, art. 4.1.6
    MOVE_QUOTA = "move_quota"  # stage quota not met, art. 4.1.6
    THREE_FOULS = "three_fouls"  # art. 4.1.10
    FALSE_CLAIMS = "false_claims"  # art. 4.1.11
    ILLEGAL_MOVE = "illegal_move"  # art. 4.1.8
    CLOCK_PRESS_FOULS = "clock_press_fouls"  # art. 4.1.9
    LATE_ARRIVAL = "late_arrival"  # art. 4.1.7
    REFUSAL = "refusal"  # art. 4.1.13
    ARBITER_DECISION = "arbiter_decision"
    DOUBLE_FORFEIT = "double_forfeit"  # both players late, both forfeit: art. 20.2 ("0-0")


#: ``"0-0"``: both sides lose (双方弃权, a double forfeit, art. 20.2).
RESULTS = ("1-0", "0-1", "1/2-1/2", "0-0")


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.

    ``result`` is ``"1-0"`` (Red wins), ``"0-1"`` (Black wins), ``"1/2-1/2"`` or
    ``"0-0"`` (both lose: a double forfeit, art. 20.2);
    ``article`` cites the rule (e.g. ``"4.1.2"``); ``reason`` is one human sentence in
    English; ``message`` the same as a :class:`~.message.Message` (id and arguments, which
    the UI shows in its language), None for an outcome read from older data or typed by
    the arbiter (then ``reason`` is shown as it is). Build one from a message with
    :meth:`said`. Raises ``ValueError`` on an unknown result string.
    """

    result: str
    termination: Termination
    article: str
    reason: str
    message: Message | None = field(default=None, compare=False)

    @classmethod
    def said(cls, result: str, termination: Termination, article: str,
             message: Message) -> Outcome:
        """An outcome whose reason is ``message`` (``reason`` = its English text)."""
        return cls(result, termination, article, str(message), message)

    def __post_init__(self) -> None:
        if self.result not in RESULTS:
            raise ValueError(f"unknown result {self.result!r}; expected one of {RESULTS}")

    def to_dict(self, *, with_message: bool = False) -> dict[str, Any]:
        """JSON-ready mapping with keys result, termination, article, reason; with
        ``with_message`` also ``message`` (:meth:`Message.to_dict`) when there is one (the
        arbiter's saved state keeps it; the command-line JSON keeps its four keys)."""
        data: dict[str, Any] = {
            "result": self.result,
            "termination": self.termination.value,
            "article": self.article,
            "reason": self.reason,
        }
        if with_message and self.message is not None:
            data["message"] = self.message.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Outcome:
        """Inverse of :meth:`to_dict` (data without ``message`` keeps its reason text);
        raises ``KeyError``/``ValueError`` on malformed data."""
        message = data.get("message")
        return cls(str(data["result"]), Termination(data["termination"]), str(data["article"]),
                   str(data["reason"]), None if message is None else Message.from_dict(message))


register({
    "article": QT_TRANSLATE_NOOP("Message", "art. {article}"),
    "outcome.checkmate": QT_TRANSLATE_NOOP("Message", "{side} is checkmated (将死)."),
    "outcome.stalemate": QT_TRANSLATE_NOOP("Message", "{side} has no legal move (困毙) and loses."),
})
