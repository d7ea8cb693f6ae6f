"""Team events (art. 11, 12.2/12.3, 13.2, 14.5–14.8).

* 11.1 分台定人: fixed board order (rating order, unrated last); 11.2 分台换人: reserves
  allowed but the order kept — a line-up is any subsequence of the registered order
  (4 boards + 2 reserves → 15 line-ups, the seed's example); 11.3 临时定台: boards set
  or drawn before each match.
* Colours (12.2/12.3): the team listed first (or "moving first") has Red on odd boards.
* 13.2: game points 局分 per board; the match (场) is won on game points: match points
  场分 2 / 1 / 0.
* Ranking: 14.5 (round robin) 场分, 全队总局分, 胜场, 胜局, 直胜, 犯规, 后走胜局, 后走局数;
  14.6 (积分编排) 场分, 团体对手分, 总局分, 胜场, 胜局, 犯规, 前一轮成绩; 14.7 总局分;
  14.8 队员总分制: sum of the players' individual places (lower first), then the best
  individual place.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from .model import Result
from .roundrobin import team_board_red
from .scoring import Scoring


def ordered_by_rating(players: Sequence[tuple[str, int | None]]) -> list[str]:
    """11.1 board order: higher rating first, unrated after rated (stable otherwise)."""
    return [name for name, _ in sorted(players, key=lambda p: (p[1] is None, -(p[1] or 0)))]


def valid_lineup(registered: Sequence[str], lineup: Sequence[str]) -> bool:
    """11.2: True when ``lineup`` keeps the registered order (a subsequence, no repeats)."""
    it = iter(registered)
    return len(set(lineup)) == len(lineup) and all(any(p == q for q in it) for p in lineup)


def lineups(registered: Sequence[str], boards: int) -> list[tuple[str, ...]]:
    """Every 11.2 line-up of ``boards`` players (C(n, boards) of them)."""
    return list(itertools.combinations(registered, boards))


def drawn_boards(players: Sequence[str], rng: random.Random) -> list[str]:
    """11.3 临时定台 by lot: the players in a drawn board order."""
    out = list(players)
    rng.shuffle(out)
    return out


@dataclass
class TeamMatch:
    """One match: ``first`` is listed first (Red on odd boards, 12.2/12.3).

    ``boards`` holds each board's :class:`Result` seen from the board's Red player;
    ``fouls`` the fouls of (first, second) in the match.
    """

    round: int
    first: str
    second: str
    boards: list[Result] = field(default_factory=list)
    fouls: tuple[int, int] = (0, 0)

    def game_points(self, scoring: Scoring) -> tuple[float, float]:
        """(first's, second's) 局分 total."""
        return self._per_board(scoring)[:2]

    def _per_board(self, scoring: Scoring) -> tuple[float, float, int, int, int, int, int, int]:
        gp_a = gp_b = 0.0
        wins_a = wins_b = bwins_a = bwins_b = black_a = black_b = 0
        for board, result in enumerate(self.boards, start=1):
            red_pts, black_pts = scoring.points(result)
            a_red = team_board_red(True, board)
            a_pts, b_pts = (red_pts, black_pts) if a_red else (black_pts, red_pts)
            gp_a += a_pts
            gp_b += b_pts
            a_won, b_won = a_pts > b_pts, b_pts > a_pts
            wins_a += a_won
            wins_b += b_won
            black_a += not a_red
            black_b += a_red
            bwins_a += a_won and not a_red
            bwins_b += b_won and a_red
        return gp_a, gp_b, wins_a, wins_b, bwins_a, bwins_b, black_a, black_b

    def match_points(self, scoring: Scoring) -> tuple[float, float]:
        """13.2: more game points wins the match (2), equal is a draw (1 each)."""
        a, b = self.game_points(scoring)
        return (2.0, 0.0) if a > b else (0.0, 2.0) if b > a else (1.0, 1.0)


class TeamChain(Enum):
    """The team ranking rules of art. 14."""

    ROUND_ROBIN = "14.5"
    SWISS = "14.6"
    GAME_POINTS = "14.7"


@dataclass
class TeamRow:
    """A team's line: values and 1-based rank."""

    team: str
    match_points: float = 0.0
    game_points: float = 0.0
    match_wins: int = 0
    game_wins: int = 0
    fouls: int = 0
    black_wins: int = 0
    black_games: int = 0
    opponent_score: float = 0.0
    round_points: dict[int, float] = field(default_factory=dict)
    opponents: list[str] = field(default_factory=list)
    rank: int = 0


def team_standings(teams: Sequence[str], matches: Sequence[TeamMatch], scoring: Scoring,
                   chain: TeamChain = TeamChain.SWISS,
                   byes: dict[str, int] | None = None) -> list[TeamRow]:
    """Rank ``teams`` on ``matches`` by the chosen article (see the module text). ``byes``
    counts each team's byes: a won match (2 match points, a match win, no game points)."""
    rows = {t: TeamRow(t) for t in teams}
    for name, count in (byes or {}).items():
        rows[name].match_points += 2 * count
        rows[name].match_wins += count
    for m in matches:
        a, b = rows[m.first], rows[m.second]
        gp_a, gp_b, wa, wb, bwa, bwb, ba, bb = m._per_board(scoring)
        mp_a, mp_b = m.match_points(scoring)
        for row, mp, gp, w, bw, bg, fouls, opp in (
                (a, mp_a, gp_a, wa, bwa, ba, m.fouls[0], b.team),
                (b, mp_b, gp_b, wb, bwb, bb, m.fouls[1], a.team)):
            row.match_points += mp
            row.game_points += gp
            row.match_wins += mp == 2
            row.game_wins += w
            row.black_wins += bw
            row.black_games += bg
            row.fouls += fouls
            row.opponents.append(opp)
            row.round_points[m.round] = row.round_points.get(m.round, 0.0) + mp
    for row in rows.values():
        row.opponent_score = sum(rows[o].match_points for o in row.opponents)
    last = max((m.round for m in matches), default=0)

    def direct(row: TeamRow, group: set[str]) -> float:
        pts = 0.0
        for m in matches:
            if {m.first, m.second} <= group and row.team in (m.first, m.second):
                mp = m.match_points(scoring)
                pts += mp[0] if m.first == row.team else mp[1]
        return pts

    def previous(row: TeamRow) -> tuple[float, ...]:
        return tuple(-sum(v for r, v in row.round_points.items() if r <= k)
                     for k in range(last - 1, 0, -1))

    def key(row: TeamRow, group: set[str]) -> tuple[object, ...]:
        if chain is TeamChain.GAME_POINTS:
            return (-row.game_points, -row.match_points)
        if chain is TeamChain.ROUND_ROBIN:
            return (-row.match_points, -row.game_points, -row.match_wins, -row.game_wins,
                    -direct(row, group), row.fouls, -row.black_wins, -row.black_games)
        return (-row.match_points, -row.opponent_score, -row.game_points, -row.match_wins,
                -row.game_wins, row.fouls, previous(row))

    # 直胜 (14.5) is computed among the teams level on the four criteria before it
    def head(r: TeamRow) -> tuple[object, ...]:
        return key(r, set(rows))[:4]
    ordered: list[TeamRow] = []
    final: dict[str, tuple[object, ...]] = {}
    start = sorted(rows.values(), key=lambda r: (head(r), r.team))
    for _, grp in itertools.groupby(start, key=head):
        members = list(grp)
        names = {r.team for r in members}
        for r in members:
            final[r.team] = key(r, names)
        ordered.extend(sorted(members, key=lambda r: (final[r.team], r.team)))
    for i, row in enumerate(ordered, start=1):
        same = i > 1 and final[ordered[i - 2].team] == final[row.team]
        row.rank = ordered[i - 2].rank if same else i
    return ordered


def total_places_ranking(individual_places: dict[str, list[int]]) -> list[tuple[str, int]]:
    """14.8 队员总分制: teams by the sum of their players' places (fewer first), ties by the
    best individual place. Returns (team, rank) in order; equal on both share a rank."""
    keyed = sorted(individual_places.items(), key=lambda kv: (sum(kv[1]), min(kv[1]), kv[0]))
    out: list[tuple[str, int]] = []
    prev: tuple[int, int] | None = None
    for i, (team, places) in enumerate(keyed, start=1):
        k = (sum(places), min(places))
        out.append((team, out[-1][1] if prev == k else i))
        prev = k
    return out
