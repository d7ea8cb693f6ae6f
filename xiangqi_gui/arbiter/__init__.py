"""The arbiter: the CXA competition rules as a Qt-free state machine (docs/architecture.md).

Touch-move (art. 5), move-rule violations and self-kill (art. 3.4, 4.1.3, 4.1.8, 8.1.8),
fouls (art. 8.1, 4.1.10), draw offers and claims (art. 22), clock events (art. 4.1.6,
4.1.9), repetition adjudication (棋例, art. 23-26; AXF as an option), the natural limit
(art. 4.2.4) and dead positions (art. 4.2.2). Imports the standard library and
:mod:`xiangqi_gui.rules` only.
"""

from .arbiter import Arbiter, ClaimKind, PlyRecord
from .classify import Chase, Classification, Nature, classify
from .repetition import Label, SideLabel, Verdict, WindowMove, judge
from .rulings import Foul, Obligation, Restoration, Ruling, RulingKind
from .settings import (
    PRESETS,
    CompetitionSettings,
    Level,
    RepetitionRuling,
    RuleSet,
    preset,
)

__all__ = [
    "PRESETS",
    "Arbiter",
    "Chase",
    "ClaimKind",
    "Classification",
    "CompetitionSettings",
    "Foul",
    "Label",
    "Level",
    "Nature",
    "Obligation",
    "PlyRecord",
    "RepetitionRuling",
    "Restoration",
    "RuleSet",
    "Ruling",
    "RulingKind",
    "SideLabel",
    "Verdict",
    "WindowMove",
    "classify",
    "judge",
    "preset",
]
