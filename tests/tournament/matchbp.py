"""Replaying the saved Match BP test events (shared/tournaments) through our result entry."""

from __future__ import annotations

import json
from typing import Any

from tests.conftest import shared_path
from xiangqi_gui.tournament import (
    ByeValue,
    DropRounds,
    EventConfig,
    PreviousRounds,
    RankingRules,
    Result,
    System,
    TieBreak,
    Tournament,
)

EVENTS = ["tournaments/matchbp_testevent07_11players_7rounds.json",
          "tournaments/matchbp_testevent24_25players_11rounds.json"]

# Match BP ranking letters (bp/user/xinjian.php; reference §4.3)
LETTERS = {"A": TieBreak.OPPONENT_SCORE, "B": TieBreak.PROGRESSIVE, "C": TieBreak.WINS,
           "D": TieBreak.FOULS, "E": TieBreak.BLACK_WINS, "F": TieBreak.BLACK_GAMES,
           "H": TieBreak.DIRECT}


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(shared_path(name).read_text(encoding="utf-8"))
    return data


def rules_of(config: dict[str, Any], bye: ByeValue | None = None) -> RankingRules:
    """The event's stored tie-break configuration as our RankingRules."""
    chain = [LETTERS[c] for c in config["bs_grpm_moshi"]]
    chain.append(TieBreak.DROP_ROUNDS if config["bs_dir"] == 1 else TieBreak.PREVIOUS_ROUNDS)
    if bye is None:
        bye = ByeValue.ZERO if config["bs_konghaofen"] == 0 else ByeValue.LOWEST
    return RankingRules(tuple(chain), bye_value=bye, previous_rounds=PreviousRounds.POINTS,
                        drop_rounds=DropRounds.POINTS)


def replay(data: dict[str, Any], bye: ByeValue | None = None) -> Tournament:
    """Register the players, take each round's pairing as given and enter the results."""
    cfg = data["config"]
    t = Tournament(EventConfig(data["title"], System.SWISS, cfg["bs_zonglunshu"],
                               ranking=rules_of(cfg, bye)))
    for p in sorted(data["players"], key=lambda p: p["no"]):
        assert t.add_player(p["name"], p["unit"]).number == p["no"]
    forfeit = {(p["no"], r + 1): c for p in data["players"]
               for r, c in enumerate(p["raw"]["xs_lianqis"]) if c in "+-"}
    for rnd in data["rounds"]:
        games = sorted(rnd["games"], key=lambda g: g["board"])
        pairs: list[tuple[int, int | None]] = [(g["red"], g["black"]) for g in games]
        pairs += [(b["player"], None) for b in rnd["byes"]]
        t.set_pairings(rnd["round"], pairs, force=True)
        for board, g in enumerate(games, start=1):
            t.set_result(rnd["round"], board, _result(g, forfeit.get((g["red"], rnd["round"]))))
    return t


def _result(game: dict[str, Any], red_forfeit: str | None) -> Result:
    red, black = game["red_points"], game["black_points"]
    if red_forfeit == "+":
        return Result.RED_FORFEIT_WIN
    if red_forfeit == "-":
        return Result.BLACK_FORFEIT_WIN if black > 0 else Result.DOUBLE_FORFEIT
    return Result.RED_WIN if red > black else Result.BLACK_WIN if black > red else Result.DRAW
