"""The blossom matching oracle against exhaustive search on random graphs."""

from __future__ import annotations

import functools

from hypothesis import given, settings, strategies as st

from xiangqi_gui.tournament.matching import has_perfect_matching, max_matching


def _brute(n: int, edges: frozenset[tuple[int, int]]) -> int:
    @functools.cache
    def best(rest: tuple[int, ...]) -> int:
        if len(rest) < 2:
            return 0
        first, others = rest[0], rest[1:]
        value = best(others)
        for m in others:
            if (first, m) in edges:
                value = max(value, 1 + best(tuple(x for x in others if x != m)))
        return value
    return best(tuple(range(n)))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 11).flatmap(lambda n: st.tuples(
    st.just(n), st.sets(st.tuples(st.integers(0, max(n - 1, 0)),
                                  st.integers(0, max(n - 1, 0)))))))
def test_maximum_matching_size_and_validity(graph: tuple[int, set[tuple[int, int]]]) -> None:
    n, raw = graph
    edges = frozenset({(a, b) for a, b in raw if a < b} | {(b, a) for a, b in raw if a < b})
    adj = [[b for b in range(n) if (a, b) in edges] for a in range(n)]
    mate = max_matching(adj)
    for v, w in enumerate(mate):
        if w != -1:
            assert mate[w] == v and (v, w) in edges
    assert sum(1 for w in mate if w != -1) // 2 == _brute(n, edges)


def test_odd_cycle_needs_a_blossom() -> None:
    # a 5-cycle with a pendant: perfect matching exists only through the blossom
    adj = [[1, 4, 5], [0, 2], [1, 3], [2, 4], [3, 0], [0]]
    assert has_perfect_matching(adj)
    assert not has_perfect_matching([[1, 2], [0, 2], [0, 1]])
