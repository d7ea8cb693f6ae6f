"""Record editing (打谱) on the move tree, and PGN/XQF round trips of edited records: the
tree, the comments and the variations read back identical."""

from __future__ import annotations

import pytest

from tests.conftest import corpus_path
from xiangqi_gui.formats.loader import load_bytes, load_file
from xiangqi_gui.formats.pgn_writer import write_pgn
from xiangqi_gui.formats.xqf_writer import write_xqf
from xiangqi_gui.game.edit import delete, demote, play_into, promote, promote_to_main, set_comment
from xiangqi_gui.game.node import GameNode
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Move, Position


def _shape(node: GameNode) -> list[tuple[str, str, list]]:  # type: ignore[type-arg]
    return [(c.move.iccs if c.move else "", c.comment, _shape(c)) for c in node.children]


def _legal_alternative(record: GameRecord, ply: int) -> tuple[GameNode, Move]:
    """The node before main-line ply ``ply`` and a legal move other than the one played."""
    nodes = [record.root, *record.mainline_nodes()]
    pos = record.start_position()
    for node in nodes[1:ply + 1]:
        assert node.move is not None
        pos.push(node.move)
    played = nodes[ply + 1].move
    return nodes[ply], next(m for m in pos.legal_moves() if m != played)


@pytest.fixture
def game() -> GameRecord:
    path = corpus_path("walker8088-cchess/tests/data/game_test.xqf")
    return load_file(path).games[0].record


def test_add_promote_demote_delete_and_comment(game: GameRecord) -> None:
    main_before = game.mainline_moves()
    for ply in (0, 19):
        parent, alternative = _legal_alternative(game, ply)
        branch = play_into(parent, alternative)
        assert parent.children[-1] is branch and branch.move == alternative
        assert play_into(parent, alternative) is branch  # follows the existing variation
    assert game.mainline_moves() == main_before
    parent, alternative = _legal_alternative(game, 19)
    branch = parent.child_for(alternative)
    assert branch is not None
    assert promote(branch) and parent.children[0] is branch
    assert game.mainline_moves() == main_before[:19] + [alternative]
    assert not promote(branch)
    assert demote(branch) and parent.children[1] is branch
    assert game.mainline_moves() == main_before
    set_comment(branch, "  黑方另一种走法\r\n值得研究  ")
    assert branch.comment == "黑方另一种走法\n值得研究"
    assert delete(branch) is parent and branch not in parent.children
    assert game.variation_count() >= 1


def test_promote_to_main_makes_a_deep_variation_the_main_line(game: GameRecord) -> None:
    parent, alternative = _legal_alternative(game, 4)
    node = play_into(parent, alternative)
    pos = Position.from_fen(game.start_fen)
    for move in node.line_to_here():
        pos.push(move)
    follow = play_into(node, pos.legal_moves()[0])
    assert promote_to_main(follow) == 1
    assert game.mainline_moves()[:6] == follow.line_to_here()


@pytest.mark.parametrize("kind", ["pgn", "xqf"])
def test_edited_records_round_trip(game: GameRecord, kind: str) -> None:
    for ply in (0, 19):
        parent, alternative = _legal_alternative(game, ply)
        set_comment(play_into(parent, alternative), f"变着 {ply + 1}")
    set_comment(game.mainline_nodes()[9], "第十步的注解")
    if kind == "pgn":
        back = load_bytes(write_pgn(game).encode("utf-8"), "edited.pgn").games[0]
    else:
        back = load_bytes(write_xqf(game), "edited.xqf").games[0]
    assert back.error is None
    assert _shape(back.record.root) == _shape(game.root)
    assert back.record.root.comment == game.root.comment
