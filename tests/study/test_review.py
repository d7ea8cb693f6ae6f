"""Game review (xiangqi_gui.study): marks, score conversion, the engine's MultiPV lines and
``xiangqi analyse`` on a real record with the real Fairy-Stockfish."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import REPO, corpus_path
from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.engine import EngineProcess, Score, SearchLimits
from xiangqi_gui.engine.timeuse import MAX_SHARE, MIN_THINK_MS, think_time_ms
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.rules import START_FEN, Color, Move, Position
from xiangqi_gui.study import Mark, format_score, mark_for_loss, red_cp
from xiangqi_gui.study.review import MATE_CP, PlyReview, _with_losses, annotate


@pytest.mark.parametrize(("loss", "mark"), [
    (0, None), (49, None), (50, Mark.INACCURACY), (99, Mark.INACCURACY),
    (100, Mark.MISTAKE), (299, Mark.MISTAKE), (300, Mark.BLUNDER), (5000, Mark.BLUNDER),
])
def test_mark_thresholds(loss: int, mark: Mark | None) -> None:
    assert mark_for_loss(loss) is mark


def test_scores_turn_into_reds_view() -> None:
    assert red_cp(Score(cp=37), Color.RED) == 37
    assert red_cp(Score(cp=37), Color.BLACK) == -37
    # mate in 2 moves for the side to move = 3 plies; Black mating is bad for Red
    assert red_cp(Score(mate=2), Color.RED) == MATE_CP - 3
    assert red_cp(Score(mate=2), Color.BLACK) == -(MATE_CP - 3)
    assert red_cp(Score(mate=-1), Color.RED) == -(MATE_CP - 2)
    assert format_score(Score(cp=125), Color.BLACK) == "-1.25"
    assert format_score(Score(mate=3), Color.BLACK) == "-M3"


def test_a_move_the_engine_chose_loses_nothing() -> None:
    h2e2, b0c2 = Move.from_iccs("h2e2"), Move.from_iccs("b0c2")
    best = PlyReview(0, Color.RED, Score(cp=40), 40, h2e2, ())
    after = PlyReview(1, Color.BLACK, Score(cp=200), -200, Move.from_iccs("h9g7"), ())
    [judged, _] = _with_losses([best, after], [h2e2])
    assert judged.loss_cp == 0 and judged.mark is None
    [judged, _] = _with_losses([best, after], [b0c2])
    assert judged.loss_cp == 240 and judged.mark is Mark.MISTAKE


@given(st.integers(1, 10 * 3_600_000), st.integers(0, 60_000), st.integers(0, 300))
def test_no_move_takes_more_than_its_share(remaining: int, inc: int, played: int) -> None:
    think = think_time_ms(remaining, inc, moves_played=played)
    assert think >= MIN_THINK_MS
    assert think <= max(MIN_THINK_MS, remaining * MAX_SHARE)


def test_first_move_of_a_60_minute_game_takes_at_most_a_minute() -> None:
    assert think_time_ms(3_600_000, 0, moves_played=0) <= 60_000
    assert think_time_ms(0, 0, moves_played=50, byoyomi_ms=30_000) < 30_000


def test_multipv_lines_from_the_start_position() -> None:
    with EngineProcess(fairy_stockfish()) as engine:
        best, lines = engine.analyse(START_FEN, [], SearchLimits(depth=8), multipv=3)
    assert len(lines) == 3
    firsts = [Move.from_iccs(info.pv[0]) for info in lines]
    assert len(set(firsts)) == 3
    legal = set(Position().legal_moves())
    assert best in legal and all(m in legal for m in firsts)


def test_mate_in_two_is_reported_as_mate() -> None:
    fen = "4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1"
    with EngineProcess(fairy_stockfish()) as engine:
        _, lines = engine.analyse(fen, [], SearchLimits(depth=10), multipv=1)
    assert lines[0].score == Score(mate=2)
    assert format_score(lines[0].score) == "+M2"
    assert Move.from_iccs(lines[0].pv[0]) in Position.from_fen(fen).legal_moves()


_SCORE = re.compile(r"\[[+-](\d+\.\d\d|M\d+)\]")


def test_analyse_command_annotates_every_move(tmp_path) -> None:  # type: ignore[no-untyped-def]
    source = corpus_path("walker8088-cchess/tests/data/game_test.xqf")
    fairy_stockfish()
    out = tmp_path / "annotated.pgn"
    done = subprocess.run([sys.executable, "-m", "xiangqi_gui.cli", "analyse", str(source),
                           "--movetime", "50", "-o", str(out)], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    original = load_file(source).games[0].record
    [annotated] = load_file(out).games
    assert annotated.error is None
    assert annotated.record.mainline_moves() == original.mainline_moves()
    nodes = annotated.record.mainline_nodes()
    assert len(nodes) == 58
    for node in nodes:
        assert _SCORE.search(node.comment), (node.ply, node.comment)


def test_annotate_marks_the_final_mate() -> None:
    record = load_file_text("4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1", "a7e7 e9f9 b6f6")
    with EngineProcess(fairy_stockfish()) as engine:
        from xiangqi_gui.study import review_game
        reviews = review_game(record, engine, SearchLimits(depth=6))
    assert len(reviews) == 3  # the mated final position is not searched
    annotate(record, reviews)
    assert [n.comment for n in record.mainline_nodes()][-1] == "[+M0]"


def load_file_text(fen: str, moves: str):  # type: ignore[no-untyped-def]
    from xiangqi_gui.game.record import GameRecord

    record = GameRecord(start_fen=fen)
    record.add_mainline([Move.from_iccs(m) for m in moves.split()])
    return record
