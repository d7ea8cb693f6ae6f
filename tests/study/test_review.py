"""Game review (xiangqi_gui.study): marks, score conversion, the engine's MultiPV lines and
``xiangqi analyse`` on a real record with the real Fairy-Stockfish."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from tests.conftest import REPO, corpus_path
from tests.engine.real_engine import fairy_stockfish
from xiangqi_gui.engine import Dialect, EngineProcess, Score, SearchLimits, to_engine
from xiangqi_gui.engine.timeuse import MAX_SHARE, MIN_THINK_MS, think_time_ms
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.rules import START_FEN, Color, Move, Position
from xiangqi_gui.study import Mark, format_score, mark_for_loss, red_cp
from xiangqi_gui.study.review import (
    CONFIRM_PLIES,
    DEFAULT_LIMITS,
    LOSS_CLAMP_CP,
    MATE_CP,
    PlyReview,
    ReviewSettings,
    annotate,
    loss_between,
    review_game,
)


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


def test_loss_compares_two_scores_of_one_position() -> None:
    # both scores are for the side to move in the same position (one search)
    assert loss_between(Score(cp=40), Score(cp=-200)) == 240
    assert mark_for_loss(loss_between(Score(cp=40), Score(cp=-200))) is Mark.MISTAKE
    assert loss_between(Score(cp=40), Score(cp=55)) == 0  # never negative
    # beyond ±LOSS_CLAMP_CP the game is decided: +M3 against +15 pawns loses nothing
    assert loss_between(Score(mate=3), Score(cp=1500)) == 0
    assert loss_between(Score(cp=LOSS_CLAMP_CP + 500), Score(cp=200)) == LOSS_CLAMP_CP - 200
    # missing a mate for an equal position is a blunder; walking into mate too
    assert mark_for_loss(loss_between(Score(mate=2), Score(cp=0))) is Mark.BLUNDER
    assert loss_between(Score(cp=0), Score(mate=-1)) == LOSS_CLAMP_CP


def test_marks_have_their_pgn_nags() -> None:
    assert [(m.symbol, m.nag) for m in Mark] == [("?!", 6), ("?", 2), ("??", 4)]
    assert Mark.from_nag(4) is Mark.BLUNDER and Mark.from_nag(1) is None


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


_RECORDING_ENGINE = '''#!{python}
"""Passes every line it is sent on to the real engine and appends it to a log first."""
import subprocess
import sys
engine = subprocess.Popen([{engine!r}], stdin=subprocess.PIPE)
with open({log!r}, "a", encoding="utf-8") as log:
    for line in sys.stdin:
        log.write(line)
        log.flush()
        engine.stdin.write(line.encode())
        engine.stdin.flush()
        if line.split()[:1] == ["quit"]:
            break
engine.stdin.close()
engine.wait()
'''


def _recording_engine(folder, log):  # type: ignore[no-untyped-def]
    """The real Fairy-Stockfish behind a script that logs what it is sent (named so that its
    dialect is guessed as Fairy-Stockfish's)."""
    script = folder / "fairy-stockfish"
    script.write_text(_RECORDING_ENGINE.format(python=sys.executable,
                                               engine=str(fairy_stockfish()), log=str(log)))
    script.chmod(0o755)
    return script


def test_analyse_command_annotates_every_move(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The issue's acceptance: ``xiangqi analyse`` on a 58-ply corpus game at 50 ms a move;
    the output re-reads with the same moves and a score comment on every move, and a time
    per position stays a time: the engine is never sent a depth-bound search."""
    source = corpus_path("walker8088-cchess/tests/data/game_test.xqf")
    log = tmp_path / "sent.log"
    engine = _recording_engine(tmp_path, log)
    out = tmp_path / "annotated.pgn"
    done = subprocess.run([sys.executable, "-m", "xiangqi_gui.cli", "analyse", str(source),
                           "--movetime", "50", "--engine", str(engine), "-o", str(out)],
                          cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    original = load_file(source).games[0].record
    [annotated] = load_file(out).games
    assert annotated.error is None
    assert annotated.record.mainline_moves() == original.mainline_moves()
    nodes = annotated.record.mainline_nodes()
    assert len(nodes) == 58
    for node in nodes:
        assert _SCORE.search(node.comment), (node.ply, node.comment)
    gos = [line.split() for line in log.read_text(encoding="utf-8").splitlines()
           if line.startswith("go")]
    assert not [go for go in gos if "depth" in go]
    assert all(go[1:3] == ["movetime", "50"] for go in gos), gos
    # one search of each of the 59 positions (the last one not mated), at most two more
    # (comparison, re-check) each; the comparisons are restricted to two moves
    assert len([go for go in gos if "searchmoves" not in go]) == 59
    compared = [go for go in gos if "searchmoves" in go]
    assert compared and all(len(go) == 6 for go in compared)  # go movetime 50 searchmoves A B
    assert len(gos) <= 3 * 59


def test_annotate_marks_the_final_mate() -> None:
    record = load_file_text("4k4/9/R8/1R7/9/9/9/9/9/3K5 w - - 0 1", "a7e7 e9f9 b6f6")
    with EngineProcess(fairy_stockfish()) as engine:
        reviews = review_game(record, engine, SearchLimits(depth=6))
    assert len(reviews) == 3  # the mated final position is not searched
    annotate(record, reviews)
    assert [n.comment for n in record.mainline_nodes()][-1] == "[+M0]"


def load_file_text(fen: str, moves: str):  # type: ignore[no-untyped-def]
    from xiangqi_gui.game.record import GameRecord

    record = GameRecord(start_fen=fen)
    record.add_mainline([Move.from_iccs(m) for m in moves.split()])
    return record


# 1. 炮八平五 马2进3 2. 车九进一 车1平2 3. 车九平二?? - the chariot walks in front of Black's
# 炮 on h7, which takes it with Red's own 炮 on h2 as the screen (炮8进6), then 马2进1?
_HANGS_A_CHARIOT = "b2e2 b9c7 a0a1 a9b9 a1h1 h7h1"


def test_a_move_that_hangs_a_chariot_is_a_blunder() -> None:
    record = load_file_text(START_FEN, _HANGS_A_CHARIOT)
    with EngineProcess(fairy_stockfish()) as engine:
        reviews = review_game(record, engine, SearchLimits(depth=8))
    hang = reviews[4]
    assert hang.mark is Mark.BLUNDER, hang
    assert hang.loss_cp is not None and hang.loss_cp >= 300
    assert hang.best != Move.from_iccs("a1h1") and hang.played_score is not None
    assert hang.depth >= 8
    # the capture is the engine's own choice and loses nothing; the opening moves are sound
    assert reviews[5].loss_cp == 0 and reviews[5].mark is None
    assert all(r.mark not in (Mark.MISTAKE, Mark.BLUNDER) for r in reviews[:4])
    annotate(record, reviews)
    node = record.mainline_nodes()[4]
    assert node.nags == (4,) and node.comment.startswith("?? 败着 [")


def test_a_time_per_position_bounds_every_search_and_still_finds_the_blunder() -> None:
    record = load_file_text(START_FEN, _HANGS_A_CHARIOT)
    with EngineProcess(fairy_stockfish()) as engine:
        reviews = review_game(record, engine, SearchLimits(movetime_ms=100))
        gos = [line[2:].split() for line in engine.transcript if line.startswith("> go")]
    hang = reviews[4]
    assert hang.mark is Mark.BLUNDER, hang
    assert hang.loss_cp is not None and hang.loss_cp >= 300
    assert reviews[5].loss_cp == 0 and reviews[5].mark is None
    assert all(go[1:3] == ["movetime", "100"] for go in gos), gos
    # 7 positions searched; the hanging move compared with the engine's and re-checked
    assert len([go for go in gos if "searchmoves" not in go]) == 7
    pair = ["searchmoves", to_engine(hang.best, Dialect.UCI_FSF),
            to_engine(Move.from_iccs("a1h1"), Dialect.UCI_FSF)]
    assert [go[3:] for go in gos].count(pair) == 2  # compared, and re-checked: a mark
    assert len(gos) <= 3 * 7


def _master_game(index: int):  # type: ignore[no-untyped-def]
    """Game ``index`` of xqdb_traditional.pgn (Chinese national championships)."""
    path = corpus_path("maksimkorzh-wukong-xiangqi/xqdb/games_pgn/xqdb_traditional.pgn")
    game = load_file(path).games[index]
    assert game.error is None
    return game


def test_the_opening_of_a_master_game_has_no_mistake() -> None:
    game = _master_game(1)  # 1997 national championship: LIU DianZhong - LIU DaHua
    assert game.record.headers["Red"] == "LIU DianZhong"
    record = load_file_text(game.record.start_fen,
                            " ".join(m.iccs for m in game.record.mainline_moves()[:10]))
    with EngineProcess(fairy_stockfish()) as engine:
        reviews = review_game(record, engine)  # the default: depth 12
    assert len(reviews) == 11
    judged = [r for r in reviews if r.loss_cp is not None]
    assert len(judged) == 10
    assert [r.ply for r in judged if r.mark in (Mark.MISTAKE, Mark.BLUNDER)] == []
    assert all(r.depth >= 12 for r in reviews)


def test_review_settings_share_the_cli_default() -> None:
    assert ReviewSettings().limits() == DEFAULT_LIMITS == SearchLimits(depth=12)
    assert ReviewSettings(depth=None, movetime_ms=300).limits() == SearchLimits(movetime_ms=300)
    with pytest.raises(ValueError):
        ReviewSettings(depth=None)
    with pytest.raises(ValueError):
        ReviewSettings(depth=5, movetime_ms=300)


def test_a_marked_moves_comment_shows_both_scores_of_its_comparison() -> None:
    from xiangqi_gui.study.review import PlyReview, review_comment

    # Black to move; the engine prefers 车9平8 (+0.18 for Black), the move played scores
    # -0.19 for Black in the same search: 37 cp lost would be no mark, 137 is a mistake
    best, played = Score(cp=18), Score(cp=-119)
    review = PlyReview(3, Color.BLACK, Score(cp=25), -25, Move.from_iccs("i9h9"),
                       ("车9平8", "马二进三"), 137, Mark.MISTAKE, 12, played, best)
    after = PlyReview(4, Color.RED, Score(cp=90), 90, Move.from_iccs("h0g2"), ())
    assert review_comment(review, after) == "? 错着 [+1.19] 引擎 [-0.18]: 车9平8 马二进三"
    chosen = PlyReview(4, Color.RED, Score(cp=90), 90, Move.from_iccs("h0g2"), (), 0)
    assert review_comment(chosen, PlyReview(5, Color.BLACK, Score(cp=-70), 70,
                                            Move.from_iccs("b9c7"), ())) == "[+0.70]"


_UCCI_ENGINE = '''#!{python}
import sys
SCORES = {scores!r}
banned = set()
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "ucci":
        print("id name Scripted UCCI", flush=True)
        print("ucciok", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "position":
        table = SCORES[1] if "moves" in words else SCORES[0]  # Red's first move, or Black's
    elif words[0] == "banmoves":
        banned = set(words[1:])
    elif words[0] == "go":
        move = max((m for m in table if m not in banned), key=table.get)
        print(f"info depth {{words[2]}} score {{table[move]}} pv {{move}}", flush=True)
        print("bestmove " + move, flush=True)
        banned = set()
    elif words[0] == "quit":
        break
'''


def _review_by_ucci_engine(tmp_path: Path, limits: SearchLimits) -> tuple[PlyReview, list[str]]:
    """Review 1. g3g4 from the start with the scripted UCCI engine (h2e2 best at +40, g3g4
    at -90; after it h9g7 at +10); return the first judgement and the lines sent to it."""
    script = tmp_path / "scripted-ucci-engine"
    script.write_text(_UCCI_ENGINE.format(python=sys.executable,
                                          scores=({"h2e2": 40, "b0c2": 25, "g3g4": -90},
                                                  {"h9g7": 10})))
    script.chmod(0o755)
    record = load_file_text(START_FEN, "g3g4")
    with EngineProcess(script) as engine:
        [judged, _after] = review_game(record, engine, limits)
        sent = [line[2:] for line in engine.transcript if line.startswith("> ")]
    return judged, sent


def test_an_engine_without_multipv_scores_each_move_alone(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A UCCI engine (no MultiPV, no searchmoves): each of the two moves is searched on its
    own, the others banned (banmoves), at the same depth, in the position before the move."""
    judged, sent = _review_by_ucci_engine(tmp_path, SearchLimits(depth=11))
    assert judged.best == Move.from_iccs("h2e2") and judged.depth == 11
    assert (judged.best_score, judged.played_score) == (Score(cp=40), Score(cp=-90))
    assert judged.loss_cp == 130 and judged.mark is Mark.MISTAKE
    # each move alone at depth 11, then (a mark is due) again CONFIRM_PLIES deeper
    bans = [line.split()[1:] for line in sent if line.startswith("banmoves")]
    assert len(bans) == 4 and all(len(b) == 43 for b in bans)
    assert "h2e2" not in bans[0] and "g3g4" not in bans[1]
    assert "h2e2" not in bans[2] and "g3g4" not in bans[3]
    assert [line for line in sent if line.startswith("go")][:5] == \
        ["go depth 11"] * 3 + [f"go depth {11 + CONFIRM_PLIES}"] * 2


def test_without_multipv_a_time_is_shared_by_the_two_searches(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With a time per position, a UCCI engine's two one-move searches get half the time
    each (UCCI has no movetime: ``go time T movestogo 1``), and nothing is depth-bound."""
    judged, sent = _review_by_ucci_engine(tmp_path, SearchLimits(movetime_ms=120))
    assert (judged.best_score, judged.played_score) == (Score(cp=40), Score(cp=-90))
    assert judged.loss_cp == 130 and judged.mark is Mark.MISTAKE
    assert [line for line in sent if line.startswith("go")] == \
        ["go time 120 movestogo 1"] + ["go time 60 movestogo 1"] * 4 + \
        ["go time 120 movestogo 1"]


def test_a_played_move_among_the_multipv_lines_is_scored_from_its_line() -> None:
    from xiangqi_gui.engine import Info
    from xiangqi_gui.study.review import DEPTH_FLOOR, _from_lines

    lines = [Info(depth=12, multipv=1, score=Score(cp=35), pv=("h2e2", "h9g7")),
             Info(depth=12, multipv=2, score=Score(cp=20), pv=("b0c2",)),
             Info(depth=12, multipv=3, score=Score(cp=-40), pv=("g3g4",))]
    best = Move.from_iccs("h2e2")
    found = _from_lines(lines, best, Move.from_iccs("g3g4"), DEPTH_FLOOR)
    assert found is not None
    assert (found.best, found.played, found.depth, found.loss) == \
        (Score(cp=35), Score(cp=-40), 12, 75)
    assert _from_lines(lines, best, Move.from_iccs("c3c4"), DEPTH_FLOOR) is None  # no line
    assert _from_lines(lines[:1], best, Move.from_iccs("g3g4"), 0) is None
    shallow = [Info(depth=DEPTH_FLOOR - 1, multipv=k, score=i.score, pv=i.pv)
               for k, i in enumerate(lines, 1)]
    assert _from_lines(shallow, best, Move.from_iccs("g3g4"), DEPTH_FLOOR) is None  # floor
    assert _from_lines(shallow, best, Move.from_iccs("g3g4"), 0) is not None  # a time: none


def test_two_lines_are_compared_at_the_deepest_depth_both_reached() -> None:
    """A search stopped by its time ends half-way through depth 9: the best line is done at
    depth 9, the other is reported with its depth-8 score (as Stockfish does). Depth 8 is
    where both were searched; bound scores (an aspiration window's fail) do not count."""
    from xiangqi_gui.engine import Info
    from xiangqi_gui.study.review import _common_depth

    best, played = Move.from_iccs("h2e2"), Move.from_iccs("g3g4")
    infos = [Info(depth=7, multipv=1, score=Score(cp=30), pv=("h2e2",)),
             Info(depth=7, multipv=2, score=Score(cp=-10), pv=("g3g4",)),
             Info(depth=8, multipv=1, score=Score(cp=12), pv=("g3g4", "h9g7")),
             Info(depth=8, multipv=2, score=Score(cp=-5), pv=("h2e2",)),
             Info(depth=9, multipv=1, score=Score(cp=400, bound="lower"), pv=("h2e2",)),
             Info(depth=9, multipv=1, score=Score(cp=90), pv=("h2e2",)),
             Info(depth=8, multipv=2, score=Score(cp=12), pv=("g3g4",))]
    found = _common_depth(infos, best, played)
    assert found is not None
    assert (found.depth, found.best, found.played, found.loss) == \
        (8, Score(cp=-5), Score(cp=12), 0)
    assert _common_depth(infos[:2], best, played).loss == 40  # type: ignore[union-attr]
    assert _common_depth(infos[4:6], best, played) is None  # the played move never scored
