"""Searching the library: by header fields, and by position (an opening explorer).

Header search (:func:`find_games`): player (Red or Black, substring, case-insensitive),
event (substring), date range (``YYYY.MM.DD`` text as PGN writes it, compared as text,
so ``2001`` .. ``2001.12.31`` works), result, opening (ECCO code prefix or name substring).

Position search (:func:`explore`): the Zobrist key of the position (the board shown, or a
FEN) is looked up in ``positions``; with ``mirror`` and ``colour`` the mirrored and
colour-swapped images are looked up too (:mod:`.symmetry`), and what is found is mapped
back into the query's orientation. The answer lists the games with the ply where the
position stands, and the moves played next with their counts and the score for Red
(win 1, draw 1/2, over the games with a known result; a colour-swapped match counts from
the other side).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from xiangqi_gui.library.store import GameRow, Library, LibraryError
from xiangqi_gui.library.symmetry import map_move, transformed as transformed_position
from xiangqi_gui.notation import Notator
from xiangqi_gui.rules import FenError, Move, Position
from xiangqi_gui.rules.message import Message

_MASK = (1 << 64) - 1
_RED_POINTS = {"1-0": 1.0, "1/2-1/2": 0.5, "0-1": 0.0}


@dataclass(frozen=True, slots=True)
class NextMove:
    """A move played next in the position, over the matching games.

    Attributes:
        iccs: the move in the query's orientation (``h2e2``).
        chinese: the same move in Chinese notation (``炮二平五``).
        count: games that played it.
        red_score: Red's score in those games (0..1), None when no result is known.
    """

    iccs: str
    chinese: str
    count: int
    red_score: float | None


@dataclass
class Exploration:
    """Answer of :func:`explore`.

    Attributes:
        fen: the position asked about.
        games: (game, ply at which the position stands, transform) per matching game.
        next_moves: moves played next, most played first.
        red_score: Red's score over all matching games with a known result, or None.
        matches: how many (game, ply) matches there are in all; ``games`` lists the first
            ``limit`` of them.
    """

    fen: str
    games: list[tuple[GameRow, int, str]] = field(default_factory=list)
    next_moves: list[NextMove] = field(default_factory=list)
    red_score: float | None = None
    matches: int = 0

    def to_json(self) -> dict[str, object]:
        """The answer as JSON-ready data."""
        return {"fen": self.fen, "red_score": self.red_score,
                "next_moves": [{"iccs": m.iccs, "chinese": m.chinese, "count": m.count,
                                "red_score": m.red_score} for m in self.next_moves],
                "games": [row.to_json() | {"ply": ply, "match": how}
                          for row, ply, how in self.games]}


def find_games(library: Library, *, player: str | None = None, event: str | None = None,
               date_from: str | None = None, date_to: str | None = None,
               result: str | None = None, opening: str | None = None,
               limit: int | None = None) -> list[GameRow]:
    """Games matching every given criterion (see the module docstring), in import order;
    the first ``limit`` of them when ``limit`` is given (:func:`count_games` tells how many
    there are in all)."""
    where, params = _criteria(player, event, date_from, date_to, result, opening)
    return library.rows(where, params, limit)


def count_games(library: Library, *, player: str | None = None, event: str | None = None,
                date_from: str | None = None, date_to: str | None = None,
                result: str | None = None, opening: str | None = None) -> int:
    """How many games :func:`find_games` with these criteria finds without a limit."""
    return library.count_rows(*_criteria(player, event, date_from, date_to, result, opening))


def _criteria(player: str | None, event: str | None, date_from: str | None,
              date_to: str | None, result: str | None, opening: str | None
              ) -> tuple[str, list[object]]:
    """The SQL ``where`` clause (over ``games g``) and its parameters for the criteria."""
    where: list[str] = []
    params: list[object] = []
    if player:
        where.append("(g.red LIKE ? OR g.black LIKE ?)")
        params += [f"%{player}%", f"%{player}%"]
    if event:
        where.append("g.event LIKE ?")
        params.append(f"%{event}%")
    if date_from:
        where.append("g.date >= ?")
        params.append(date_from)
    if date_to:
        where.append("g.date <= ? || '\uffff'")
        params.append(date_to)
    if result:
        where.append("g.result = ?")
        params.append(result)
    if opening:
        where.append("(g.ecco LIKE ? OR g.opening LIKE ?)")
        params += [f"{opening}%", f"%{opening}%"]
    return " AND ".join(where), params


def position_key(pos: Position) -> int:
    """The position's Zobrist key as stored (signed 64-bit)."""
    key = pos.zobrist & _MASK
    return key - (1 << 64) if key >= 1 << 63 else key


def explore(library: Library, fen: str, *, mirror: bool = False, colour: bool = False,
            limit: int | None = 200) -> Exploration:
    """Games reaching ``fen`` and the moves played next (see the module docstring).

    ``limit`` bounds the games listed (the move counts and scores use every match).

    Raises:
        LibraryError: ``fen`` is not a valid position.
    """
    try:
        query = Position.from_fen(fen)
    except FenError as exc:
        raise LibraryError(Message.of("library.bad_fen", fen=repr(fen),
                                      error=exc.message or str(exc))) from None
    transforms = ["same"] + (["mirror"] if mirror else []) + (["colour"] if colour else []) \
        + (["colour+mirror"] if mirror and colour else [])
    answer = Exploration(query.fen())
    seen: set[tuple[int, int]] = set()
    counts: Counter[Move] = Counter()
    points: dict[Move, list[float]] = {}
    total: list[float] = []
    match_rows: list[tuple[int, int, str]] = []
    for how in transforms:
        key = position_key(transformed_position(query, how))
        found = library.db.execute(
            "SELECT p.game_id, p.ply, p.next, g.result FROM positions p "
            "JOIN games g ON g.id = p.game_id WHERE p.key = ?", (key,)).fetchall()
        for game_id, ply, nxt, result in found:
            if (game_id, ply) in seen:
                continue  # a symmetric position matches itself under two transforms
            seen.add((game_id, ply))
            score = _red_points(result, how)
            if score is not None:
                total.append(score)
            if nxt is not None:
                move = map_move(Move(nxt >> 7, nxt & 127), how)
                counts[move] += 1
                if score is not None:
                    points.setdefault(move, []).append(score)
            match_rows.append((game_id, ply, how))
    answer.red_score = sum(total) / len(total) if total else None
    notator = Notator(query)
    for move, count in counts.most_common():
        scores = points.get(move, [])
        answer.next_moves.append(NextMove(move.iccs, _chinese(notator, move), count,
                                          sum(scores) / len(scores) if scores else None))
    answer.games = _game_rows(library, match_rows, limit)
    answer.matches = len(match_rows)
    return answer


def _red_points(result: str | None, how: str) -> float | None:
    score = _RED_POINTS.get(result or "")
    if score is None:
        return None
    return 1.0 - score if "colour" in how else score


def _chinese(notator: Notator, move: Move) -> str:
    try:
        return notator.chinese(move)
    except ValueError:
        return ""


def _game_rows(library: Library, matches: list[tuple[int, int, str]], limit: int | None
               ) -> list[tuple[GameRow, int, str]]:
    chosen = sorted(matches)[:limit] if limit is not None else sorted(matches)
    if not chosen:
        return []
    ids = sorted({game_id for game_id, _, _ in chosen})
    by_id: dict[int, GameRow] = {}
    for start in range(0, len(ids), 500):
        part = ids[start:start + 500]
        marks = ",".join("?" * len(part))
        for row in library.rows(f"g.id IN ({marks})", part):
            by_id[row.id] = row
    return [(by_id[game_id], ply, how) for game_id, ply, how in chosen if game_id in by_id]
