"""Art. 4 on real records: our ruling on each final position never contradicts the result.

Reads the corpus with the formats package. Disagreements
are listed here with the reason, never hidden.
"""

from __future__ import annotations

import pytest

from tests.arbiter.corpus_check import corpus_findings, judge_game
from tests.conftest import CORPUS, corpus_path
from xiangqi_gui.arbiter import RuleSet

WUKONG_MAXQI = "maksimkorzh-wukong-xiangqi/pgn/WukongJS_1.0_(UCI2WB)-MaxQi_4.8F.pgn"

#: (file, game index) -> why our ruling differs from the record.
KNOWN_DISAGREEMENTS = {
    (WUKONG_MAXQI, 0): "WinBoard wrote 'Draw by repetition' after Red (WukongJS) checked "
                       "49. Rc7+ ... perpetually; CXA art. 25.1 / AXF rule 6 make unilateral "
                       "perpetual check a loss (Fairy-Stockfish agrees: -32000 for Red)",
}


def test_art_25_1_engine_game_recorded_as_repetition_draw_is_perpetual_check() -> None:
    from xiangqi_gui.formats.loader import load_file

    record = load_file(corpus_path(WUKONG_MAXQI)).games[0].record
    finding = judge_game(WUKONG_MAXQI, 0, record.start_fen, record.mainline_moves(),
                         record.result)
    assert (finding.recorded, finding.ours, finding.how) == ("1/2-1/2", "0-1",
                                                             "perpetual_check")
    assert finding.plies == 98
    # CXA art. 23.4: two cycles only (the engines stopped at the third occurrence), so
    # a CXA arbiter would not rule yet
    cxa = judge_game(WUKONG_MAXQI, 0, record.start_fen, record.mainline_moves(),
                     record.result, RuleSet.CXA)
    assert (cxa.ours, cxa.how) == (None, "none")


@pytest.mark.slow
def test_art_4_final_positions_of_the_corpus_agree_with_recorded_results() -> None:
    corpus_path("MANIFEST.tsv")  # skip when ../shared is absent
    findings = list(corpus_findings(CORPUS))
    ruled = [f for f in findings if f.ours is not None]
    disagreements = {(f.source, f.game) for f in ruled if f.disagrees}
    assert disagreements == set(KNOWN_DISAGREEMENTS)
    kinds = {f.how for f in ruled if not f.disagrees}
    assert {"checkmate", "stalemate", "repetition_draw"} <= kinds
    assert len([f for f in ruled if f.how == "checkmate"]) >= 27
    assert not [f for f in findings if f.how in ("refused", "bad fen")]
