"""What each arbiter input event returns: :class:`Ruling`, :class:`Foul`, :class:`Obligation`."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from xiangqi_gui.rules import Color, Move, Outcome
from xiangqi_gui.rules.message import Message

from .classify import Classification
from .repetition import Verdict


class RulingKind(enum.Enum):
    """The main effect of an event."""

    MOVE = "move"  # the move was accepted (the game may also have ended: see outcome)
    REFUSED = "refused"  # nothing changed (casual illegal move, not your turn, game over)
    TOUCH = "touch"  # a touch was registered (see obligation)
    FOUL = "foul"  # a foul was recorded, play goes on
    RETAKE = "retake"  # an illegal move was penalised; retake it with the touched piece
    DRAW_OFFERED = "draw_offered"
    DRAW_DECLINED = "draw_declined"
    CLAIM_REJECTED = "claim_rejected"
    GAME_OVER = "game_over"  # the event ended the game (see outcome)
    RESTORED = "restored"  # the arbiter put an earlier position back (art. 5.8.1, 5.8.2)
    NOTHING = "nothing"  # acknowledged, no effect


@dataclass(frozen=True)
class Foul:
    """A foul (犯规, art. 8.1): who, which article (e.g. ``"8.1.5"``), what, at which ply.

    ``text`` is the English description; ``message`` the same as a
    :class:`~xiangqi_gui.rules.message.Message` (None when the arbiter typed the text, or
    for a foul read from older data).
    """

    side: Color
    article: str
    text: str
    ply: int
    message: Message | None = field(default=None, compare=False)

    @classmethod
    def said(cls, side: Color, article: str, message: Message, ply: int) -> Foul:
        """A foul described by ``message`` (``text`` is its English)."""
        return cls(side, article, str(message), ply, message)

    def to_dict(self) -> dict[str, object]:
        """JSON-ready mapping (``message`` only when there is one)."""
        data: dict[str, object] = {"side": int(self.side), "article": self.article,
                                   "text": self.text, "ply": self.ply}
        if self.message is not None:
            data["message"] = self.message.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Foul:
        """Inverse of :meth:`to_dict` (older data without ``message`` keeps its text)."""
        side = data["side"]
        ply = data["ply"]
        message = data.get("message")
        if not isinstance(side, int) or not isinstance(ply, int) or not (
                message is None or isinstance(message, dict)):
            raise ValueError(f"bad foul record {data!r}")
        return cls(Color(side), str(data["article"]), str(data["text"]), ply,
                   None if message is None else Message.from_dict(message))


@dataclass(frozen=True)
class Restoration:
    """The arbiter put back the position after ``ply`` plies (art. 5.8.1, 5.8.2).

    ``annulled`` are the ICCS moves taken off the board (kept for the score sheet, which
    records the restoration); ``article`` is ``"5.8.1"`` or ``"5.8.2"``; ``reason`` is the
    arbiter's words.
    """

    ply: int
    annulled: tuple[str, ...]
    article: str
    reason: str

    def to_dict(self) -> dict[str, object]:
        """JSON-ready mapping."""
        return {"ply": self.ply, "annulled": list(self.annulled), "article": self.article,
                "reason": self.reason}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Restoration:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` on a malformed record."""
        ply, annulled = data["ply"], data["annulled"]
        if not isinstance(ply, int) or not isinstance(annulled, list):
            raise ValueError(f"bad restoration record {data!r}")
        return cls(ply, tuple(str(m) for m in annulled), str(data["article"]),
                   str(data["reason"]))


@dataclass(frozen=True)
class Obligation:
    """A touch-move duty (摸子走子): ``side`` must play one of ``allowed``.

    ``article`` names the clause (``"5.1"``, ``"5.3.2"`` ...); ``said`` says it as a
    :class:`~xiangqi_gui.rules.message.Message`, ``text`` in English.
    """

    side: Color
    article: str
    said: Message
    allowed: frozenset[Move]

    @property
    def text(self) -> str:
        """The duty in English (logs, CLI)."""
        return str(self.said)


@dataclass(frozen=True)
class Ruling:
    """The arbiter's answer to one input event.

    ``kind`` is the main effect; ``outcome`` is set when the game ended (with any kind:
    a MOVE that mates, a FOUL that is the third, ...); ``fouls`` lists fouls recorded by
    this event; ``obligation`` is the touch-move duty in force after the event;
    ``verdict`` is the repetition verdict when one was reached (a must-vary notice in
    the MUST_CHANGE mode has ``verdict`` set and no outcome); ``time_penalty_ns`` is
    time the clock must deduct from the event's side (art. 22.2: 5 minutes). ``said`` and
    ``said_notes`` are the ruling's sentence and further notices as messages (the UI
    shows them in its language); :attr:`message` and :attr:`notes` give them in English.
    """

    kind: RulingKind
    said: Message
    move: Move | None = None
    fouls: tuple[Foul, ...] = ()
    obligation: Obligation | None = None
    outcome: Outcome | None = None
    classification: Classification | None = None
    verdict: Verdict | None = None
    time_penalty_ns: int = 0
    said_notes: tuple[Message, ...] = field(default=())

    @property
    def message(self) -> str:
        """The ruling's sentence in English (logs, CLI, tests)."""
        return str(self.said)

    @property
    def notes(self) -> tuple[str, ...]:
        """Further notices in English (a declined offer, a 待判局面 ...)."""
        return tuple(str(n) for n in self.said_notes)
