"""Points per game (CXA 2011 art. 13.1, 13.3, 14.4, 20.3).

13.1: win 2, draw 1, loss 0. 13.3 allows other standards, e.g. 3-1-0, or win 3, loss 0
and a draw worth 1 to Red (先手方) and 2 to Black (后手方). 20.3: a forfeit win "+" is
worth a win (2), a forfeit loss "−" 0. 14.4: a bye (轮空) scores as a win.

Points are floats so that 1-½-0 events work too; the presets use whole numbers.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from .model import Game, Result


@dataclass(frozen=True)
class Scoring:
    """Points for each outcome, per colour (13.3 lets a draw be worth more to Black).

    Attributes:
        red_win / red_draw / red_loss: Red's points.
        black_win / black_draw / black_loss: Black's points.
        forfeit_win / forfeit_loss: the "+" and "−" of art. 20.3.
        bye: points for a bye (14.4: a win).
    """

    red_win: float = 2
    red_draw: float = 1
    red_loss: float = 0
    black_win: float = 2
    black_draw: float = 1
    black_loss: float = 0
    forfeit_win: float = 2
    forfeit_loss: float = 0
    bye: float = 2

    def game_points(self, game: Game) -> tuple[float, float | None]:
        """(Red's points, Black's points) of a finished game; Black's is None for a bye.

        Raises ``ValueError`` for an unfinished game.
        """
        if game.black is None:
            return self.bye, None
        result = game.result
        if result is None:
            raise ValueError(f"board {game.board} has no result yet")
        return self.points(result)

    def points(self, result: Result) -> tuple[float, float]:
        """(Red's points, Black's points) for ``result``."""
        if result is Result.RED_WIN:
            return self.red_win, self.black_loss
        if result is Result.BLACK_WIN:
            return self.red_loss, self.black_win
        if result is Result.DRAW:
            return self.red_draw, self.black_draw
        if result is Result.RED_FORFEIT_WIN:
            return self.forfeit_win, self.forfeit_loss
        if result is Result.BLACK_FORFEIT_WIN:
            return self.forfeit_loss, self.forfeit_win
        return self.forfeit_loss, self.forfeit_loss

    @property
    def win(self) -> float:
        """The larger of the two colours' win values (used for team match points)."""
        return max(self.red_win, self.black_win)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping of the nine values."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Scoring:
        """Inverse of :meth:`to_dict`."""
        return cls(**{k: float(v) for k, v in data.items()})


#: Named standards: 13.1 and the two examples of 13.3.
SCORINGS: dict[str, Scoring] = {
    "2-1-0": Scoring(),
    "3-1-0": Scoring(3, 1, 0, 3, 1, 0, 3, 0, 3),
    "3-1/2-0": Scoring(3, 1, 0, 3, 2, 0, 3, 0, 3),
    "1-0.5-0": Scoring(1, 0.5, 0, 1, 0.5, 0, 1, 0, 1),
}


def scoring(name: str) -> Scoring:
    """The named standard (``2-1-0`` art. 13.1; ``3-1-0`` and ``3-1/2-0`` art. 13.3, the
    latter a draw worth 1 to Red and 2 to Black; ``1-0.5-0``), or six numbers
    ``"rw:rd:rl:bw:bd:bl"`` (Red then Black win:draw:loss). Raises ``ValueError``."""
    if name in SCORINGS:
        return SCORINGS[name]
    parts = name.split(":")
    if len(parts) != 6:
        raise ValueError(f"unknown scoring {name!r}; use one of {', '.join(SCORINGS)} "
                         "or six numbers rw:rd:rl:bw:bd:bl")
    rw, rd, rl, bw, bd, bl = (float(p) for p in parts)
    win = max(rw, bw)
    return Scoring(rw, rd, rl, bw, bd, bl, win, min(rl, bl), win)
