"""Competition settings of the arbiter and the presets of the CXA competition levels.

The level decides how a violation of the move rules (违反行棋规定) is penalised
(art. 4.1.8, 8.1.8, 5.8.3): at a national event the first one loses; at provincial
and lower events and at the national junior championship the first one is a foul
(art. 8.1.8) and the move is retaken with the touched piece, the second one loses.
In casual play an illegal move is simply refused.

The natural move limit (自然限着, art. 4.2.4) is 60 moves without a capture and may be
reduced by the competition's regulations. The repetition rule set (棋例) is the CXA
one by default (art. 24-26), AXF as an option (docs/references.md §7).
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, replace
from typing import Any

#: Five minutes in nanoseconds: the clock deduction for a false natural-limit claim (art. 22.2).
FALSE_CLAIM_PENALTY_NS = 5 * 60 * 1_000_000_000


class Level(enum.Enum):
    """Competition level; decides the penalty for violating the move rules."""

    NATIONAL = "national"  # 全国比赛: the first violation loses (art. 4.1.8)
    PROVINCIAL = "provincial"  # 省级（含以下）: foul first (8.1.8), loss on the second (4.1.8)
    JUNIOR = "junior"  # 全国少年赛（含以下）: as provincial
    CASUAL = "casual"  # friendly play: illegal moves are refused, no penalties


class RuleSet(enum.Enum):
    """Repetition (棋例) rule set."""

    CXA = "cxa"  # 中国象棋协会 2011 棋例 (art. 24-26 of the 2011 rules)
    AXF = "axf"  # Asian Xiangqi Federation rules (docs/references.md §7)


class RepetitionRuling(enum.Enum):
    """When a repetition verdict takes effect.

    ``IMMEDIATE``: the verdict at the repeating position is final (computer play, the CLI,
    and the AXF test positions of tests/arbiter). ``MUST_CHANGE``: the over-the-board
    procedure of art. 23.5 -- unilateral perpetual check loses at once (23.5.1); any
    other ruling allows two 回合 to vary (23.5.2): the side that must vary loses when its
    second move after the ruling still keeps to the cycle (23.5.2.2, art. 4.1.5), and a
    drawn cycle is drawn only if neither side varies in those two 回合 (23.5.2.1).
    """

    IMMEDIATE = "immediate"
    MUST_CHANGE = "must_change"


@dataclass(frozen=True)
class CompetitionSettings:
    """How the arbiter runs a game.

    Fields:
      level: :class:`Level` (penalty scale for illegal moves, art. 4.1.8 / 8.1.8).
      natural_limit_moves: moves (回合, one red + one black ply) without a capture after
        which the game is drawn (art. 4.2.4); 60 by default, 1..60; 0 disables it.
      natural_limit_auto: True -> the arbiter declares the draw itself when the limit is
        reached (casual play, rapid games); False -> a player must claim it (art. 22.2).
      claim_checks_counted: at most this many checks of the claimant count (art. 22.2:
        10); each 回合 holding a later check of the claimant does not count.
      ruleset: :class:`RuleSet` for 棋例.
      repetition_ruling: :class:`RepetitionRuling`.
      repetition_auto: True -> the arbiter rules on a 待判局面 by itself as soon as it
        arises (casual play, the CLI); False -> only when a player claims it in his own
        time (art. 23.1, 22.4), after which it enforces the ruling (a culprit that was told
        to vary and repeats the cycle loses on that move, art. 23.5.2.2).
      repetition_count: how often the moves must go round (art. 23.1: 3). CXA: full
        cycles counting the cycle's first move (23.2-23.4: on two points, six 回合);
        AXF: occurrences of one position (the engines' count).
      mate_threat_depth: how many consecutive checks a 杀 (mate threat, art. 24.2) may
        need; 1 = mate by the very next check. The text sets no depth; 4 checks (7 plies,
        searched with a transposition table) by default. Unused under AXF (mate threats
        are idle).
      touch_move: enforce 摸子走子 (art. 5.1-5.5) and its foul (art. 8.1.5).
    """

    level: Level = Level.PROVINCIAL
    natural_limit_moves: int = 60
    natural_limit_auto: bool = False
    claim_checks_counted: int = 10
    ruleset: RuleSet = RuleSet.CXA
    repetition_ruling: RepetitionRuling = RepetitionRuling.MUST_CHANGE
    repetition_auto: bool = False
    repetition_count: int = 3
    mate_threat_depth: int = 4
    touch_move: bool = True

    def __post_init__(self) -> None:
        if not 0 <= self.natural_limit_moves <= 60:
            raise ValueError(
                f"natural_limit_moves must be 0..60 (art. 4.2.4 allows only reductions), "
                f"got {self.natural_limit_moves}")
        if self.repetition_count < 2:
            raise ValueError(f"repetition_count must be at least 2, got {self.repetition_count}")
        if self.mate_threat_depth < 0:
            raise ValueError(f"mate_threat_depth must be >= 0, got {self.mate_threat_depth}")

    @property
    def competitive(self) -> bool:
        """False for casual play (illegal moves refused instead of ruled)."""
        return self.level is not Level.CASUAL

    @property
    def illegal_moves_to_lose(self) -> int:
        """Violations of the move rules that lose the game (art. 4.1.8); 0 = refused."""
        return {Level.NATIONAL: 1, Level.PROVINCIAL: 2, Level.JUNIOR: 2, Level.CASUAL: 0}[
            self.level]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping (enums as their string values)."""
        data = asdict(self)
        for key in ("level", "ruleset", "repetition_ruling"):
            data[key] = data[key].value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> CompetitionSettings:
        """Inverse of :meth:`to_dict`; raises ``ValueError``/``KeyError`` on bad values."""
        values = dict(data)
        values["level"] = Level(values["level"])
        values["ruleset"] = RuleSet(values["ruleset"])
        values["repetition_ruling"] = RepetitionRuling(values["repetition_ruling"])
        return cls(**values)

    def with_(self, **changes: Any) -> CompetitionSettings:
        """A copy with some fields changed (validated again)."""
        return replace(self, **changes)


PRESETS: dict[str, CompetitionSettings] = {
    "national": CompetitionSettings(level=Level.NATIONAL),
    "provincial": CompetitionSettings(level=Level.PROVINCIAL),
    "junior": CompetitionSettings(level=Level.JUNIOR),
    "casual": CompetitionSettings(
        level=Level.CASUAL, natural_limit_auto=True, touch_move=False,
        repetition_ruling=RepetitionRuling.IMMEDIATE, repetition_auto=True),
}


def preset(name: str) -> CompetitionSettings:
    """The named preset: ``national``, ``provincial``, ``junior`` or ``casual``.

    Raises ``KeyError`` naming the known presets for any other name.
    """
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None
