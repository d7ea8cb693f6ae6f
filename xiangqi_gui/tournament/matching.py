"""Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm).

Used by :mod:`.swiss` as an oracle: "can these players still all be paired?". Vertices are
0..n−1, ``adj[v]`` lists v's neighbours. O(V³); the textbook BFS formulation with blossom
contraction by base relabelling (Edmonds 1965).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence


def max_matching(adj: Sequence[Sequence[int]]) -> list[int]:
    """``mate[v]`` = v's partner in a maximum matching, or −1 when v stays unmatched."""
    n = len(adj)
    mate = [-1] * n
    for v in range(n):  # greedy start
        if mate[v] == -1:
            for w in adj[v]:
                if mate[w] == -1 and w != v:
                    mate[v], mate[w] = w, v
                    break
    for root in range(n):
        if mate[root] == -1:
            end, parent = _augmenting_path(adj, mate, root)
            v = end
            while v != -1:
                pv = parent[v]
                nxt = mate[pv]
                mate[v], mate[pv] = pv, v
                v = nxt
    return mate


def has_perfect_matching(adj: Sequence[Sequence[int]]) -> bool:
    """True when every vertex can be matched."""
    return len(adj) % 2 == 0 and all(m != -1 for m in max_matching(adj))


def _augmenting_path(adj: Sequence[Sequence[int]], mate: list[int],
                     root: int) -> tuple[int, list[int]]:
    n = len(adj)
    used = [False] * n
    parent = [-1] * n
    base = list(range(n))
    used[root] = True
    queue = deque([root])

    def lca(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] == -1:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[mate[b]]

    def mark(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    while queue:
        v = queue.popleft()
        for to in adj[v]:
            if base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                cur = lca(v, to)
                blossom = [False] * n
                mark(v, cur, to, blossom)
                mark(to, cur, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = cur
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if mate[to] == -1:
                    return to, parent
                used[mate[to]] = True
                queue.append(mate[to])
    return -1, parent
