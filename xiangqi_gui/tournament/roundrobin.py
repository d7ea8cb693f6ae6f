"""Round-robin tables 循环赛对局秩序表 (CXA 2011 附录二, art. 10.1, 10.2, 12.1, 12.2, 19.2).

The construction (韩宽《象棋规则问答》, checked against published Berger tables):
the largest number N is n for even n and n + 1 for odd n (the player drawn against N
has the bye); there are N − 1 rounds. Round 1 is "首尾相对，依次靠拢": 1–N, 2–(N−1), ….
N's opponent in round r + 1 is the number listed last in round r, N's pair is listed
first, and N plays Red in even rounds. Writing M = N − 1 and numbers modulo M in 1..M,
with k_r N's opponent (k_1 = 1, k_{r+1} = k_r + N/2):

* round r lists ``(k_r, N)`` for odd r and ``(N, k_r)`` for even r,
* then ``(k_r + i, k_r − i)`` for i = 1 … N/2 − 1.

The first number of each pair plays Red (art. 12.1). A double round robin repeats the
cycle with colours reversed (two-game rounds: Red in game 1 has Black in game 2).
"""

from __future__ import annotations

from collections.abc import Sequence

Table = list[list[tuple[int, int]]]


def berger_table(n: int) -> Table:
    """The single round-robin table for ``n`` players (n ≥ 2).

    Returns a list of N − 1 rounds, each a list of (red_number, black_number) pairs in
    printed order. For odd ``n`` the phantom number N = n + 1 appears; its opponent has
    the bye. Raises ``ValueError`` for n < 2.

    >>> berger_table(4)
    [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]
    """
    if n < 2:
        raise ValueError(f"a round robin needs at least 2 players, got {n}")
    big = n if n % 2 == 0 else n + 1
    mod = big - 1
    half = big // 2

    def wrap(x: int) -> int:
        return (x - 1) % mod + 1

    rounds: Table = []
    k = 1
    for r in range(1, big):
        pairs = [(k, big) if r % 2 == 1 else (big, k)]
        pairs += [(wrap(k + i), wrap(k - i)) for i in range(1, half)]
        rounds.append(pairs)
        k = wrap(k + half)
    return rounds


def round_robin(n: int, double: bool = False) -> list[list[tuple[int, int]]]:
    """Rounds for ``n`` players with byes as 0: ``[(red, black), …]`` per round.

    For odd ``n`` a pair with the phantom number becomes ``(player, 0)`` (the bye, listed
    where the table lists it). With ``double`` the second cycle follows with every pair's
    colours reversed (a bye stays ``(player, 0)``). Raises ``ValueError`` for n < 2.
    """
    big = n if n % 2 == 0 else n + 1
    first = [[_bye_as_zero(pair, n, big) for pair in rnd] for rnd in berger_table(n)]
    if not double:
        return first
    second = [[(b, r) if b != 0 and r != 0 else (r or b, 0) for r, b in rnd] for rnd in first]
    return first + second


def _bye_as_zero(pair: tuple[int, int], n: int, big: int) -> tuple[int, int]:
    red, black = pair
    if big == n:
        return pair
    if red == big:
        return (black, 0)
    if black == big:
        return (red, 0)
    return pair


def team_board_red(first_listed: bool, board: int) -> bool:
    """True when the given team plays Red on ``board`` (1-based).

    Art. 12.2/12.3: the team listed first (or the team that "moves first") plays Red on odd
    boards 单数台 and Black on even boards 双数台; the other team the reverse.
    """
    return (board % 2 == 1) == first_listed


def snake_groups(seeded: Sequence[int], groups: int) -> list[list[int]]:
    """10.2 分组循环 with seeds: players in seed order dealt to ``groups`` groups in a
    serpentine (1→A, 2→B, …, then back): seeds 1..k head the groups. Raises
    ``ValueError`` for fewer than 1 group or fewer than 2 players per group."""
    if groups < 1 or len(seeded) < 2 * groups:
        raise ValueError(f"cannot make {groups} groups of at least 2 from {len(seeded)}")
    out: list[list[int]] = [[] for _ in range(groups)]
    for i, p in enumerate(seeded):
        row, col = divmod(i, groups)
        out[col if row % 2 == 0 else groups - 1 - col].append(p)
    return out


def group_schedule(group: Sequence[int], double: bool = False) -> list[list[tuple[int, int]]]:
    """The 附录二 table for one group, in the group's own numbering (seed order = 1..n),
    mapped back to player numbers; 0 is the bye."""
    table = round_robin(len(group), double)
    return [[(group[r - 1], group[b - 1] if b else 0) for r, b in rnd] for rnd in table]
