"""A team event 团体赛 (art. 11, 12.2/12.3, 13.2, 14.5–14.7): teams, line-ups, pairing,
board results and team standings.

Teams are paired as a whole: by the 附录二 table (round robin, the team listed first has
Red on odd boards, 12.2) or by 积分编排 on match points 场分 (12.3: the team that "moves
first" has Red on odd boards; which team moves first follows the colour rules of
:mod:`.swiss`, a team's "colour" being whether it moved first). Line-ups follow the kind
of event: 11.1 fixed boards (the registered order), 11.2 reserves with the order kept,
11.3 boards set or drawn before each match (any order). A bye scores as a won match
(2 match points, no game points) in 积分编排 and is a rest in a round robin.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from . import swiss
from .event import System, TournamentError
from .model import Result
from .roundrobin import round_robin, team_board_red
from .scoring import Scoring
from .team import TeamChain, TeamMatch, TeamRow, team_standings, valid_lineup
from .texts import say


class TeamKind(Enum):
    """Kinds of team event of art. 11 (11.4 全队轮赛 and 11.5 队员总分 are not board-paired)."""

    FIXED = "fixed"  # 11.1 分台定人制
    SUBSTITUTES = "substitutes"  # 11.2 分台换人制
    DRAWN = "drawn"  # 11.3 临时定台制


@dataclass
class Team:
    """A team: number, name and players in registered board order (11.1: by rating)."""

    number: int
    name: str
    players: list[str]


@dataclass
class Pairing:
    """Two teams in a round: ``first`` moves first (Red on odd boards); ``second`` None is a
    bye. ``lineups`` are the players on boards 1..n; ``results`` per board (from the
    board's Red player), ``fouls`` of (first, second)."""

    first: int
    second: int | None
    lineups: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    results: list[Result | None] = field(default_factory=list)
    fouls: tuple[int, int] = (0, 0)

    @property
    def finished(self) -> bool:
        """True for a bye or when every board has a result."""
        return self.second is None or (bool(self.results)
                                       and all(r is not None for r in self.results))


@dataclass
class TeamEvent:
    """A team event (see the module text). Raises :class:`TournamentError` on refusals."""

    name: str = ""
    kind: TeamKind = TeamKind.FIXED
    boards: int = 4
    system: System = System.ROUND_ROBIN
    rounds_planned: int = 7
    scoring: Scoring = field(default_factory=Scoring)
    teams: list[Team] = field(default_factory=list)
    rounds: list[list[Pairing]] = field(default_factory=list)

    def add_team(self, name: str, players: list[str]) -> Team:
        """Register a team before round 1. 11.1 needs exactly ``boards`` players; 11.2 and
        11.3 at least that many (the extra ones are reserves)."""
        if self.rounds:
            raise TournamentError(say("team.registration_closed"))
        if len(players) < self.boards or (self.kind is TeamKind.FIXED
                                          and len(players) != self.boards):
            key = "team.players_needed" if self.kind is TeamKind.FIXED else \
                "team.players_needed_or_more"
            raise TournamentError(say(key, name=name, count=self.boards))
        team = Team(len(self.teams) + 1, name, list(players))
        self.teams.append(team)
        return team

    def team(self, number: int) -> Team:
        """The team with ``number`` (TournamentError when unknown)."""
        for t in self.teams:
            if t.number == number:
                return t
        raise TournamentError(say("team.no_team", number=number))

    # -- pairing ---------------------------------------------------------------------
    def pair_next_round(self) -> list[Pairing]:
        """Pair the next round (the previous one must be finished)."""
        if self.rounds and not all(p.finished for p in self.rounds[-1]):
            raise TournamentError(say("team.round_open", number=len(self.rounds)))
        if self.system is System.SWISS:
            pairs = self._swiss_pairs()
        else:
            table = round_robin(len(self.teams), self.system is System.DOUBLE_ROUND_ROBIN)
            if len(self.rounds) >= len(table):
                raise TournamentError(say("tournament.all_paired"))
            pairs = [(a, b or None) for a, b in table[len(self.rounds)]]
        out = []
        for first, second in pairs:
            p = Pairing(first, second)
            if second is not None:
                fixed = self.kind is TeamKind.FIXED
                p.lineups = (self.team(first).players[:self.boards] if fixed else [],
                             self.team(second).players[:self.boards] if fixed else [])
                p.results = [None] * self.boards
            out.append(p)
        self.rounds.append(out)
        return out

    def _swiss_pairs(self) -> list[tuple[int, int | None]]:
        if len(self.rounds) >= self.rounds_planned:
            raise TournamentError(say("tournament.all_paired"))
        st = {t.number: swiss.State(t.number, 0.0) for t in self.teams}
        for rnd in self.rounds:
            for p in rnd:
                if p.second is None:
                    st[p.first].byes += 1
                    st[p.first].score += 2
                    continue
                mp = self._match(p).match_points(self.scoring)
                for me, other, colour, pts in ((p.first, p.second, "R", mp[0]),
                                               (p.second, p.first, "B", mp[1])):
                    st[me].history += colour
                    st[me].opponents.add(other)
                    st[me].score += pts
        number = len(self.rounds) + 1
        if number == 1:
            order = [t.number for t in self.teams]
            half = (len(order) + 1) // 2
            firsts, seconds = order[:half], order[half:]
            out: list[tuple[int, int | None]] = []
            for i, a in enumerate(firsts):
                b = seconds[i] if i < len(seconds) else None
                out.append((a, b) if b is None or i % 2 == 0 else (b, a))
            return out
        try:
            games = swiss.pair_states(st, number, swiss.SwissOptions(), self.rounds_planned)
        except swiss.PairingError as exc:
            raise TournamentError(exc.message or str(exc)) from None
        return [(g.red, g.black) for g in games]

    # -- line-ups and results ------------------------------------------------------------
    def set_lineups(self, round_no: int, index: int, first: list[str],
                    second: list[str]) -> None:
        """Set the players of both teams on boards 1..n for a match (11.2/11.3); 11.2
        line-ups must keep the registered order."""
        p = self._pairing(round_no, index)
        if p.second is None:
            raise TournamentError(say("team.bye_lineup"))
        for team_no, lineup in ((p.first, first), (p.second, second)):
            team = self.team(team_no)
            if len(lineup) != self.boards or len(set(lineup)) != self.boards:
                raise TournamentError(say("team.different_players", name=team.name,
                                          count=self.boards))
            if not set(lineup) <= set(team.players):
                raise TournamentError(say("team.not_registered", name=team.name))
            if self.kind is TeamKind.FIXED and lineup != team.players[:self.boards]:
                raise TournamentError(say("team.fixed_boards", name=team.name))
            if self.kind is TeamKind.SUBSTITUTES and not valid_lineup(team.players, lineup):
                raise TournamentError(say("team.order_inverted", name=team.name))
        p.lineups = (list(first), list(second))

    def set_board_result(self, round_no: int, index: int, board: int,
                         result: Result | None) -> None:
        """Enter the result of ``board`` (1-based) of match ``index`` (0-based)."""
        p = self._pairing(round_no, index)
        if p.second is None:
            raise TournamentError(say("team.bye_boards"))
        if not all(p.lineups):
            raise TournamentError(say("team.lineups_first"))
        if not 1 <= board <= self.boards:
            raise TournamentError(say("team.no_board", board=board))
        p.results[board - 1] = result

    def board_players(self, round_no: int, index: int) -> list[tuple[str, str]]:
        """(Red player, Black player) for each board of a match (12.2/12.3 colours)."""
        p = self._pairing(round_no, index)
        first, second = p.lineups
        return [(a, b) if team_board_red(True, i) else (b, a)
                for i, (a, b) in enumerate(zip(first, second, strict=True), start=1)]

    def _pairing(self, round_no: int, index: int) -> Pairing:
        if not 1 <= round_no <= len(self.rounds) or not 0 <= index < len(
                self.rounds[round_no - 1]):
            raise TournamentError(say("team.no_match", index=index, number=round_no))
        return self.rounds[round_no - 1][index]

    def _match(self, p: Pairing, round_no: int = 0) -> TeamMatch:
        assert p.second is not None
        return TeamMatch(round_no, self.team(p.first).name, self.team(p.second).name,
                         [r for r in p.results if r is not None], p.fouls)

    # -- standings ---------------------------------------------------------------------
    def standings(self, chain: TeamChain | None = None) -> list[TeamRow]:
        """Team ranking: 14.5 for round robins, 14.6 for 积分编排 by default (or 14.7)."""
        if chain is None:
            chain = TeamChain.SWISS if self.system is System.SWISS else TeamChain.ROUND_ROBIN
        matches = []
        byes: dict[str, int] = {}
        for number, rnd in enumerate(self.rounds, start=1):
            for p in rnd:
                if p.second is None:
                    if self.system is System.SWISS:  # a round-robin bye is a rest
                        name = self.team(p.first).name
                        byes[name] = byes.get(name, 0) + 1
                elif p.finished:
                    matches.append(self._match(p, number))
        return team_standings([t.name for t in self.teams], matches, self.scoring, chain,
                              byes=byes)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"name": self.name, "kind": self.kind.value, "boards": self.boards,
                "system": self.system.value, "rounds_planned": self.rounds_planned,
                "scoring": self.scoring.to_dict(),
                "teams": [{"number": t.number, "name": t.name, "players": t.players}
                          for t in self.teams],
                "rounds": [[{"first": p.first, "second": p.second,
                             "lineups": [p.lineups[0], p.lineups[1]],
                             "results": [None if r is None else r.value for r in p.results],
                             "fouls": list(p.fouls)} for p in rnd] for rnd in self.rounds]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> TeamEvent:
        """Inverse of :meth:`to_dict`."""
        ev = cls(data["name"], TeamKind(data["kind"]), int(data["boards"]),
                 System(data["system"]), int(data["rounds_planned"]),
                 Scoring.from_dict(data["scoring"]),
                 [Team(int(t["number"]), t["name"], list(t["players"])) for t in data["teams"]])
        ev.rounds = [[Pairing(p["first"], p["second"], (p["lineups"][0], p["lineups"][1]),
                              [None if r is None else Result(r) for r in p["results"]],
                              (p["fouls"][0], p["fouls"][1])) for p in rnd]
                     for rnd in data["rounds"]]
        return ev
