"""Players, games and rounds of a tournament (CXA 2011 chapter 3, art. 10–14, 19, 20.3).

Everything here is plain data: a :class:`Player` (registration number 序号, name, unit
单位, rating 等级分, status), a :class:`Game` (one board of a round: Red, Black, the
result, fouls; a bye is a game without Black) and a :class:`Round`. The rules that act on
them live in :mod:`.scoring` (points), :mod:`.standings` (ranking), :mod:`.roundrobin`
and :mod:`.swiss` (pairing) and :mod:`.event` (the tournament as a whole).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class Status(Enum):
    """A player's standing in the event."""

    ACTIVE = "active"
    #: withdrew (art. 19); results stand per 19.2/19.3, not paired any more.
    WITHDRAWN = "withdrawn"
    #: expelled (除名, art. 18.3): "按退出比赛处理", treated as a withdrawal.
    EXPELLED = "expelled"
    #: eliminated by 积分末位淘汰 (art. 10.6) or not qualified under 积分晋圈 (10.5):
    #: results stand, not paired any more.
    ELIMINATED = "eliminated"


class Result(Enum):
    """The result of one game, as written on the result sheet.

    The forfeit results are the "+"/"−" marks of art. 20.3 (won or lost without play);
    a double forfeit is art. 20.2 (both absent): both sides score a forfeit loss.
    """

    RED_WIN = "1-0"
    DRAW = "1/2"
    BLACK_WIN = "0-1"
    RED_FORFEIT_WIN = "+:-"
    BLACK_FORFEIT_WIN = "-:+"
    DOUBLE_FORFEIT = "-:-"

    @property
    def played(self) -> bool:
        """True when the game was actually played (not a forfeit, art. 20.3)."""
        return self in (Result.RED_WIN, Result.DRAW, Result.BLACK_WIN)

    @property
    def zh(self) -> str:
        """Chinese text for sheets: 红胜 / 和 / 黑胜 / 红+黑− / 红−黑+ / 双方弃权."""
        return _RESULT_ZH[self]

    @classmethod
    def parse(cls, text: str) -> Result:
        """Read a result as typed by an arbiter.

        Accepts the enum values and the usual spellings: ``1-0 r red 红胜``, ``0-1 b black
        黑胜``, ``1/2 = d draw 和 ½-½ 1/2-1/2``, ``+- +:-`` (Red wins by forfeit), ``-+ -:+``
        (Black wins by forfeit), ``-- -:-`` (double forfeit); ``rf bf ff`` spell the three
        forfeits without a leading minus (handy on a command line). Raises ``ValueError``
        with the accepted spellings for anything else.

        >>> Result.parse("红胜"), Result.parse("-+")
        (<Result.RED_WIN: '1-0'>, <Result.BLACK_FORFEIT_WIN: '-:+'>)
        """
        key = text.strip().lower().replace(" ", "")
        for result, spellings in _SPELLINGS.items():
            if key in spellings:
                return result
        raise ValueError(f"unknown result {text!r}; use 1-0, 1/2, 0-1, +- (rf), -+ (bf) or -- (ff)")


_RESULT_ZH = {
    Result.RED_WIN: "红胜", Result.DRAW: "和", Result.BLACK_WIN: "黑胜",
    Result.RED_FORFEIT_WIN: "红+ 黑−", Result.BLACK_FORFEIT_WIN: "红− 黑+",
    Result.DOUBLE_FORFEIT: "双方弃权",
}

_SPELLINGS = {
    Result.RED_WIN: {"1-0", "r", "red", "红胜", "w"},
    Result.DRAW: {"1/2", "=", "d", "draw", "和", "½-½", "1/2-1/2", "0.5-0.5"},
    Result.BLACK_WIN: {"0-1", "b", "black", "黑胜"},
    Result.RED_FORFEIT_WIN: {"+:-", "+-", "+/-", "rf", "红+"},
    Result.BLACK_FORFEIT_WIN: {"-:+", "-+", "-/+", "bf", "黑+"},
    Result.DOUBLE_FORFEIT: {"-:-", "--", "-/-", "ff", "双弃权"},
}


@dataclass
class Player:
    """A registered player (or, in team events, a team's entry; see :mod:`.team`).

    Attributes:
        number: registration number 序号, 1..n, unique in the event.
        name: as printed on the sheets.
        unit: club, province or team (单位); same-unit pairings can be avoided in round 1.
        rating: 等级分, or None when unrated (unrated players are ordered after rated ones,
            art. 11.1 and 附录三 (一)).
        status: :class:`Status`.
        withdrawn_after: the last round whose pairing included the player, set when they
            withdraw (None while active).
        team: the team name in team events ("" otherwise).
    """

    number: int
    name: str
    unit: str = ""
    rating: int | None = None
    status: Status = Status.ACTIVE
    withdrawn_after: int | None = None
    team: str = ""

    @property
    def active(self) -> bool:
        """True while the player is paired in new rounds."""
        return self.status is Status.ACTIVE

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping of every attribute."""
        return {"number": self.number, "name": self.name, "unit": self.unit,
                "rating": self.rating, "status": self.status.value,
                "withdrawn_after": self.withdrawn_after, "team": self.team}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        """Inverse of :meth:`to_dict`; raises ``KeyError``/``ValueError`` on bad data."""
        return cls(int(data["number"]), str(data["name"]), str(data.get("unit", "")),
                   None if data.get("rating") is None else int(data["rating"]),
                   Status(data.get("status", "active")), data.get("withdrawn_after"),
                   str(data.get("team", "")))


@dataclass
class Game:
    """One board of a round.

    Attributes:
        board: board number 台次, 1-based; the bye is printed last.
        red: Red's number.
        black: Black's number, or None for a bye (轮空, art. 14.4: scores as a win).
        result: the :class:`Result`, or None while the game is unfinished. A bye needs none.
        red_fouls / black_fouls: fouls (犯规, art. 8) recorded in this game; they count in
            the 犯规 tie-break (art. 14).
        sheet: the score sheet (PDF path) of a game played in this program, "" otherwise.
    """

    board: int
    red: int
    black: int | None
    result: Result | None = None
    red_fouls: int = 0
    black_fouls: int = 0
    sheet: str = ""

    @property
    def is_bye(self) -> bool:
        """True for a bye (no opponent)."""
        return self.black is None

    @property
    def finished(self) -> bool:
        """True when the game counts in the standings (a bye always does)."""
        return self.is_bye or self.result is not None

    def players(self) -> tuple[int, ...]:
        """The numbers on this board: (red,) for a bye, else (red, black)."""
        return (self.red,) if self.black is None else (self.red, self.black)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"board": self.board, "red": self.red, "black": self.black,
                "result": None if self.result is None else self.result.value,
                "red_fouls": self.red_fouls, "black_fouls": self.black_fouls,
                "sheet": self.sheet}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Inverse of :meth:`to_dict`."""
        result = data.get("result")
        return cls(int(data["board"]), int(data["red"]),
                   None if data.get("black") is None else int(data["black"]),
                   None if result is None else Result(result),
                   int(data.get("red_fouls", 0)), int(data.get("black_fouls", 0)),
                   str(data.get("sheet", "")))


@dataclass
class Round:
    """A round: its number (1-based) and its boards in printed order."""

    number: int
    games: list[Game] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        """True when every board has a result."""
        return all(g.finished for g in self.games)

    def game_of(self, number: int) -> Game | None:
        """The game in which player ``number`` is paired, or None."""
        for game in self.games:
            if number in game.players():
                return game
        return None

    def board(self, board: int) -> Game:
        """The game on ``board``; raises ``KeyError`` when there is no such board."""
        for game in self.games:
            if game.board == board:
                return game
        raise KeyError(f"round {self.number} has no board {board}")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping ``{"number", "games"}``."""
        return {"number": self.number, "games": [g.to_dict() for g in self.games]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Round:
        """Inverse of :meth:`to_dict`."""
        return cls(int(data["number"]), [Game.from_dict(g) for g in data["games"]])


class SanctionKind(Enum):
    """Penalties of art. 18 that act on the ranking (18.5)."""

    WARNING = "warning"  # 18.1 警告
    DISQUALIFIED = "disqualified"  # 18.2 取消当场比赛资格


@dataclass(frozen=True)
class Sanction:
    """A penalty given to a player in a round (art. 18.1/18.2).

    On equal points the sanctioned players go last among the tied, the heavier and the
    more numerous first to the bottom (art. 18.5).
    """

    player: int
    round: int
    kind: SanctionKind

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"player": self.player, "round": self.round, "kind": self.kind.value}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Sanction:
        """Inverse of :meth:`to_dict`."""
        return cls(int(data["player"]), int(data["round"]), SanctionKind(data["kind"]))
