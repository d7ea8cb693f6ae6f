"""A tournament: its settings, players, rounds and the actions an arbiter takes.

:class:`Tournament` is the one place the rules of chapter 3 meet: registration, pairing
the next round (round robin 附录二 or 积分编排 附录三), manual pairing with the constraints
re-checked, result entry (forfeits per art. 20.3), withdrawals (art. 14.4, 19.2, 19.3),
sanctions (18.5) and standings (art. 14). It holds no I/O; :mod:`.store` persists it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from . import roundrobin, swiss
from .model import Game, Player, Result, Round, Sanction, Status
from .roundrobin import snake_groups
from .scoring import Scoring
from .standings import CHAINS, RankingRules, Row, standings
from .texts import MessageError, say


class System(Enum):
    """Competition system 比赛办法 (art. 10)."""

    ROUND_ROBIN = "round_robin"  # 10.1 大循环, one game per pairing
    DOUBLE_ROUND_ROBIN = "double_round_robin"  # 10.1 两局制 / two cycles, colours reversed
    GROUP_ROUND_ROBIN = "group_round_robin"  # 10.2 分组循环, seeded groups
    SWISS = "swiss"  # 10.3 积分编排

    @property
    def zh(self) -> str:
        """Chinese name."""
        return {"round_robin": "单循环", "double_round_robin": "双循环",
                "group_round_robin": "分组循环", "swiss": "积分编排"}[self.value]


class TournamentError(MessageError, ValueError):
    """An action the rules or the event's state do not allow (the message says why;
    ``message``: the same as a message, ids ``tournament.*``)."""


@dataclass
class EventConfig:
    """Settings of an event.

    Attributes:
        name: the event's title. site/dates/arbiter: for the sheets.
        system: :class:`System`.
        rounds: planned rounds for 积分编排 (round robins derive theirs from the field).
        groups: number of groups of a 分组循环 (10.2), seeded by rating in a serpentine.
        scoring: points (art. 13).
        ranking: tie-break chain (art. 14); default 14.3.1 for 积分编排 and 14.1 for
            round robins.
        swiss: 积分编排 options.
        time_control: clock preset key (:mod:`xiangqi_gui.clock.presets`), for "play this
            board". level: competition preset (national/provincial/junior/casual).
    """

    name: str = ""
    system: System = System.SWISS
    rounds: int = 7
    scoring: Scoring = field(default_factory=Scoring)
    ranking: RankingRules | None = None
    swiss: swiss.SwissOptions = field(default_factory=swiss.SwissOptions)
    time_control: str = "art6.1"
    level: str = "provincial"
    site: str = ""
    dates: str = ""
    arbiter: str = ""
    groups: int = 2

    @property
    def rules(self) -> RankingRules:
        """The ranking rules in force (the configured ones or the system's default)."""
        if self.ranking is not None:
            return self.ranking
        return CHAINS["14.3.1"] if self.system is System.SWISS else CHAINS["14.1"]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"name": self.name, "system": self.system.value, "rounds": self.rounds,
                "scoring": self.scoring.to_dict(),
                "ranking": None if self.ranking is None else self.ranking.to_dict(),
                "swiss": self.swiss.to_dict(), "time_control": self.time_control,
                "level": self.level, "site": self.site, "dates": self.dates,
                "arbiter": self.arbiter, "groups": self.groups}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EventConfig:
        """Inverse of :meth:`to_dict`."""
        ranking = data.get("ranking")
        return cls(str(data.get("name", "")), System(data.get("system", "swiss")),
                   int(data.get("rounds", 7)), Scoring.from_dict(data.get("scoring", {})),
                   None if ranking is None else RankingRules.from_dict(ranking),
                   swiss.SwissOptions.from_dict(data.get("swiss", {})),
                   str(data.get("time_control", "art6.1")),
                   str(data.get("level", "provincial")), str(data.get("site", "")),
                   str(data.get("dates", "")), str(data.get("arbiter", "")),
                   int(data.get("groups", 2)))


@dataclass
class Tournament:
    """An event with its players, rounds and sanctions (all plain data, see :mod:`.model`)."""

    config: EventConfig = field(default_factory=EventConfig)
    players: list[Player] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    sanctions: list[Sanction] = field(default_factory=list)

    def configure(self, config: EventConfig) -> None:
        """Change the settings. The system cannot change once round 1 is paired, nor can
        the planned rounds drop below the rounds already paired (TournamentError)."""
        if self.rounds and config.system is not self.config.system:
            raise TournamentError(say("tournament.system_fixed"))
        if config.system is System.SWISS and config.rounds < max(len(self.rounds), 1):
            raise TournamentError(say("tournament.rounds_paired", count=len(self.rounds)))
        self.config = config

    # -- registration ------------------------------------------------------------------
    def add_player(self, name: str, unit: str = "", rating: int | None = None,
                   team: str = "") -> Player:
        """Register a player with the next number; only before round 1 is paired.

        Raises :class:`TournamentError` for an empty name or after the start.
        """
        if not name.strip():
            raise TournamentError(say("tournament.needs_name"))
        if self.rounds:
            raise TournamentError(say("tournament.registration_closed"))
        number = max((p.number for p in self.players), default=0) + 1
        player = Player(number, name.strip(), unit.strip(), rating, team=team.strip())
        self.players.append(player)
        return player

    def remove_player(self, number: int) -> None:
        """Withdrawal before the start (art. 14.4): the entry goes and the others are
        renumbered 1..n (a round robin draws its numbers again; renumbering keeps the
        registration order). Raises :class:`TournamentError` once round 1 is paired."""
        if self.rounds:
            raise TournamentError(say("tournament.withdraw_instead"))
        self.player(number)
        self.players = [p for p in self.players if p.number != number]
        for i, p in enumerate(self.players, start=1):
            p.number = i

    def player(self, number: int) -> Player:
        """The player with ``number``; raises :class:`TournamentError` if unknown."""
        for p in self.players:
            if p.number == number:
                return p
        raise TournamentError(say("tournament.no_player", number=number))

    @property
    def round_robin(self) -> bool:
        """True for the round-robin systems."""
        return self.config.system is not System.SWISS

    @property
    def planned_rounds(self) -> int:
        """Rounds of the event: N − 1 (or twice that) for round robins, else the setting."""
        if not self.round_robin:
            return self.config.rounds
        n = max((len(g) for g in self.groups()), default=0)
        big = n if n % 2 == 0 else n + 1
        cycles = 2 if self.config.system is System.DOUBLE_ROUND_ROBIN else 1
        return (big - 1) * cycles

    def groups(self) -> list[list[int]]:
        """The round-robin groups, players by number: one group of everyone, or for a
        分组循环 (10.2) ``config.groups`` groups seeded by rating (unrated after rated, then
        by number) in a serpentine, the seeds heading the groups. Group members are
        numbered by seed within the group for the 附录二 table."""
        everyone = [p.number for p in self.players]
        if self.config.system is not System.GROUP_ROUND_ROBIN:
            return [everyone]
        seeded = [p.number for p in sorted(
            self.players, key=lambda p: (p.rating is None, -(p.rating or 0), p.number))]
        try:
            return snake_groups(seeded, self.config.groups)
        except ValueError:
            raise TournamentError(say("tournament.groups", groups=self.config.groups,
                                      count=len(seeded))) from None

    def group_of(self, number: int) -> int:
        """The 0-based group of player ``number``."""
        for i, group in enumerate(self.groups()):
            if number in group:
                return i
        raise TournamentError(say("tournament.no_player", number=number))

    # -- pairing -----------------------------------------------------------------------
    def pair_next_round(self) -> Round:
        """Pair and append the next round; returns it.

        Round robin: the 附录二 table (numbers = registration numbers); a withdrawn
        player's game is a forfeit won by the opponent when they had met at least half
        the field, and is dropped when their results are cancelled (19.2). 积分编排: the
        pairing of :mod:`.swiss`. Raises :class:`TournamentError` when the previous round
        is unfinished, the event is over, or no legal pairing exists.
        """
        if self.rounds and not self.rounds[-1].finished:
            raise TournamentError(say("tournament.round_open", number=len(self.rounds)))
        if len(self.rounds) >= self.planned_rounds:
            raise TournamentError(say("tournament.all_paired"))
        if len([p for p in self.players if p.active]) < 2:
            raise TournamentError(say("tournament.two_players"))
        games = self._rr_games() if self.round_robin else self._swiss_games()
        rnd = Round(len(self.rounds) + 1, games)
        self.rounds.append(rnd)
        return rnd

    def _swiss_games(self) -> list[Game]:
        try:
            return swiss.pair_round(self.players, self.rounds, self.config.scoring,
                                    self.config.swiss, self.config.rounds)
        except swiss.PairingError as exc:
            raise TournamentError(exc.message or str(exc)) from None

    def _rr_games(self) -> list[Game]:
        double = self.config.system is System.DOUBLE_ROUND_ROBIN
        pairs: list[tuple[int, int]] = []
        for group in self.groups():  # group 1's boards first
            table = roundrobin.round_robin(len(group), double)
            if len(self.rounds) < len(table):
                pairs += [(group[r - 1], group[b - 1] if b else 0)
                          for r, b in table[len(self.rounds)]]
        cancelled = self.cancelled_players()
        games: list[Game] = []
        byes: list[Game] = []
        for red, black in pairs:
            if black == 0:
                if self.player(red).active:
                    byes.append(Game(0, red, None))
                continue
            game = Game(len(games) + 1, red, black)
            red_out, black_out = (not self.player(n).active for n in (red, black))
            if red in cancelled or black in cancelled:
                continue  # results cancelled (19.2): the game does not take place
            if red_out or black_out:
                game.result = (Result.DOUBLE_FORFEIT if red_out and black_out else
                               Result.BLACK_FORFEIT_WIN if red_out else Result.RED_FORFEIT_WIN)
            games.append(game)
        for bye in byes:
            bye.board = len(games) + 1
            games.append(bye)
        return games

    def set_pairings(self, round_no: int, pairs: Sequence[tuple[int, int | None]],
                     force: bool = False) -> list[swiss.PairingWarning]:
        """Replace (or, for the next round, create) round ``round_no`` by hand.

        ``pairs`` are (red, black) in board order, black None for a bye. The constraints
        are re-checked (:func:`.swiss.check_pairing`); with warnings and without ``force``
        nothing changes and the warnings are returned, with ``force`` the pairing is taken
        and the warnings returned too. Results already entered in the round are dropped.
        Raises :class:`TournamentError` for a round that is neither the last nor the next.
        """
        if not 1 <= round_no <= len(self.rounds) + 1:
            raise TournamentError(say("tournament.cannot_pair", number=round_no))
        if round_no < len(self.rounds):
            raise TournamentError(say("tournament.later_rounds", number=round_no))
        games = [Game(i, red, black) for i, (red, black) in enumerate(pairs, start=1)]
        earlier = self.rounds[:round_no - 1]
        warnings = swiss.check_pairing(self.players, earlier, games, self.config.scoring,
                                       self.config.swiss, swiss=not self.round_robin)
        if warnings and not force:
            return warnings
        rnd = Round(round_no, games)
        if round_no <= len(self.rounds):
            self.rounds[round_no - 1] = rnd
        else:
            self.rounds.append(rnd)
        return warnings

    # -- results -----------------------------------------------------------------------
    def set_result(self, round_no: int, board: int, result: Result | None,
                   red_fouls: int = 0, black_fouls: int = 0, sheet: str | None = None) -> Game:
        """Enter (or clear, with None) the result of a board, with its fouls and, for a game
        played in this program, its score sheet (None keeps the one recorded). Raises
        :class:`TournamentError` for an unknown round/board or a result on a bye."""
        game = self.game(round_no, board)
        if game.black is None:
            raise TournamentError(say("tournament.bye_result"))
        if red_fouls < 0 or black_fouls < 0:
            raise TournamentError(say("tournament.negative_fouls"))
        game.result = result
        game.red_fouls = red_fouls
        game.black_fouls = black_fouls
        if sheet is not None:
            game.sheet = sheet
        return game

    def game(self, round_no: int, board: int) -> Game:
        """The game on ``board`` of round ``round_no``; raises :class:`TournamentError`."""
        if not 1 <= round_no <= len(self.rounds):
            raise TournamentError(say("tournament.no_round", number=round_no))
        try:
            return self.rounds[round_no - 1].board(board)
        except KeyError:
            raise TournamentError(say("tournament.no_board", number=round_no, board=board)) \
                from None

    # -- withdrawals and sanctions -----------------------------------------------------
    def withdraw(self, number: int, status: Status = Status.WITHDRAWN) -> None:
        """A player leaves during the event (art. 19; expulsion 18.3 is handled the same).

        Results already played stand (19.3; 19.2 may cancel them in a round robin, see
        :meth:`cancelled_players`). A game of theirs in the current round that has no
        result yet becomes a forfeit won by the opponent; later rounds do not pair them.
        """
        player = self.player(number)
        if not player.active:
            raise TournamentError(say("tournament.already_left", number=number))
        player.status = status
        player.withdrawn_after = len(self.rounds)
        if self.rounds:
            game = self.rounds[-1].game_of(number)
            if game is not None and game.black is not None and game.result is None:
                game.result = (Result.BLACK_FORFEIT_WIN if game.red == number
                               else Result.RED_FORFEIT_WIN)

    def eliminate_last(self, count: int) -> list[int]:
        """积分末位淘汰 (art. 10.6): after a finished round, the ``count`` lowest-placed
        active players leave the event (status ELIMINATED; their results stand).
        Returns their numbers. Raises :class:`TournamentError` before the round is over."""
        if not self.rounds or not self.rounds[-1].finished:
            raise TournamentError(say("tournament.eliminate_after"))
        active = [r for r in self.standings() if r.player.active]
        out = [r.number for r in active[max(len(active) - count, 0):]]
        for n in out:
            p = self.player(n)
            p.status = Status.ELIMINATED
            p.withdrawn_after = len(self.rounds)
        return out

    def qualifiers(self, count: int) -> list[int]:
        """积分晋圈 (art. 10.5): the ``count`` best-placed players, in place order — the
        seeds of the knockout stage (:func:`.knockout.first_round`)."""
        return [r.number for r in self.standings()[:count]]

    def cancelled_players(self) -> set[int]:
        """Round-robin withdrawals whose results are all cancelled (art. 19.2: they had
        played fewer than half of their opponents)."""
        if not self.round_robin:
            return set()
        out: set[int] = set()
        gone = [p for p in self.players if not p.active and p.withdrawn_after is not None]
        if not gone:
            return out
        sizes = {n: len(g) for g in self.groups() for n in g}
        for p in gone:
            opponents = sizes[p.number] - 1
            assert p.withdrawn_after is not None
            met = sum(1 for rnd in self.rounds[:p.withdrawn_after]
                      for g in rnd.games
                      if p.number in g.players() and g.black is not None
                      and g.result is not None and g.result.played)
            if met * 2 < opponents:
                out.add(p.number)
        return out

    def add_sanction(self, sanction: Sanction) -> None:
        """Record a warning or game disqualification (art. 18.1/18.2, ranked by 18.5)."""
        self.player(sanction.player)
        self.sanctions.append(sanction)

    # -- standings ---------------------------------------------------------------------
    def standings(self, after_round: int | None = None, group: int | None = None) -> list[Row]:
        """The ranking after ``after_round`` (default: every round so far), of everyone
        or of one 分组循环 ``group`` (0-based). In round robins a bye is a rest and scores
        nothing; in 积分编排 it scores as a win (14.4)."""
        players = self.players
        if group is not None:
            members = set(self.groups()[group])
            players = [p for p in players if p.number in members]
        return standings(players, self.rounds, self.config.scoring, self.config.rules,
                         sanctions=self.sanctions, after_round=after_round,
                         excluded=self.cancelled_players(), rest_byes=self.round_robin)

    # -- JSON --------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The whole event as JSON-ready data (``format`` names the layout version)."""
        return {"format": "xiangqi-tournament/1", "config": self.config.to_dict(),
                "players": [p.to_dict() for p in self.players],
                "rounds": [r.to_dict() for r in self.rounds],
                "sanctions": [s.to_dict() for s in self.sanctions]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Tournament:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` (or ``KeyError``/
        ``TypeError``) for data that is not a tournament export."""
        if data.get("format") != "xiangqi-tournament/1":
            raise ValueError("not a xiangqi tournament export (format xiangqi-tournament/1)")
        return cls(EventConfig.from_dict(data["config"]),
                   [Player.from_dict(p) for p in data["players"]],
                   [Round.from_dict(r) for r in data["rounds"]],
                   [Sanction.from_dict(s) for s in data.get("sanctions", [])])
