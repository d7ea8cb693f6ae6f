"""Tournaments under the CXA 2011 rules, chapter 3 (art. 10–14) and art. 18.5, 19, 20.3.

Qt-free and standard-library only. The pieces:

* :mod:`.model` — players, games (results, forfeits, byes), rounds, sanctions;
* :mod:`.scoring` — points per game (13.1, 13.3);
* :mod:`.roundrobin` — the 附录二 round-robin tables (12.1, 12.2);
* :mod:`.swiss` — 积分编排 by the 定位编排法 (附录三, reference §1.4);
* :mod:`.standings` — ranking and every tie-break of art. 14;
* :mod:`.event` — :class:`Tournament`, the actions of an arbiter;
* :mod:`.store` — one SQLite file per tournament, JSON export/import;
* :mod:`.cli` — ``xiangqi tournament …``.
"""

from .event import EventConfig, System, Tournament, TournamentError
from .model import Game, Player, Result, Round, Sanction, SanctionKind, Status
from .roundrobin import berger_table, round_robin
from .scoring import SCORINGS, Scoring, scoring
from .standings import (
    CHAINS,
    ByeValue,
    DropRounds,
    PreviousRounds,
    Primary,
    RankingRules,
    Row,
    TieBreak,
    ranking_rules,
    standings,
)
from .swiss import PairingError, PairingWarning, SwissOptions, check_pairing, pair_round

__all__ = [
    "CHAINS", "SCORINGS", "ByeValue", "DropRounds", "EventConfig", "Game", "PairingError",
    "PairingWarning", "Player", "PreviousRounds", "Primary", "RankingRules", "Result",
    "Round", "Row", "Sanction", "SanctionKind", "Scoring", "Status", "SwissOptions",
    "System", "TieBreak", "Tournament", "TournamentError", "berger_table", "check_pairing",
    "pair_round", "ranking_rules", "round_robin", "scoring", "standings",
]
