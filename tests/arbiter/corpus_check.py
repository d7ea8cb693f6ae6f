"""Compare the arbiter's ruling on the final position of recorded games with their result.

Used by ``test_corpus_results.py``; needs the formats package (``xiangqi_gui.formats``)
to read the records. Each game is replayed through an :class:`Arbiter` with the
provincial preset and the AXF repetition option by default: these records were ended
by engine GUIs at the third occurrence of a position (the engines' count, which the AXF
option keeps), while CXA art. 23.4 needs three full cycles, six 回合 on two points, which
they never reach. The provincial preset rules on repetition and the natural limit only
on claim, so a recorded game that went on after a repetition is not cut short. Our
adjudication of the final position is: mate or stalemate (art. 4.1.1, 4.1.2);
otherwise, when the final position (or the one before it, still claimable, art. 22.4)
is a 待判局面, the verdict enforced (the culprit loses, or 不变作和); otherwise none,
and nothing can contradict the record.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from xiangqi_gui.arbiter import Arbiter, RuleSet, RulingKind, preset
from xiangqi_gui.rules import FenError, Move

RESULTS = ("1-0", "0-1", "1/2-1/2")
SUFFIXES = {".pgn", ".pgn_zh", ".pgn_iccs", ".pgn_cc", ".xqf", ".txt", ".html"}


@dataclass(frozen=True)
class Finding:
    """One recorded game with a result: what we rule on its final position."""

    source: str
    game: int
    recorded: str
    ours: str | None  # None: no ruling on the final position
    how: str  # termination value or "refused" / "bad fen"
    plies: int
    detail: str

    @property
    def disagrees(self) -> bool:
        """True when our ruling contradicts the recorded result."""
        return self.ours is not None and self.ours != self.recorded


def judge_game(source: str, index: int, start_fen: str, moves: list[Move],
               recorded: str, ruleset: RuleSet = RuleSet.AXF) -> Finding:
    """Replay ``moves`` and rule on the final position under ``ruleset``."""
    settings = preset("provincial").with_(touch_move=False, ruleset=ruleset)
    try:
        arbiter = Arbiter(settings, start_fen)
    except FenError as exc:
        return Finding(source, index, recorded, None, "bad fen", 0, str(exc))
    for ply, move in enumerate(moves, start=1):
        ruling = arbiter.move(arbiter.turn, move.from_square, move.to_square)
        if ruling.kind is not RulingKind.MOVE:
            return Finding(source, index, recorded, None, "refused", ply, ruling.message)
        if arbiter.outcome is not None and ply < len(moves):
            return Finding(source, index, recorded, arbiter.outcome.result,
                           f"{arbiter.outcome.termination.value} before the end", ply,
                           arbiter.outcome.reason)
    if arbiter.outcome is not None:
        o = arbiter.outcome
        return Finding(source, index, recorded, o.result, o.termination.value, len(moves),
                       o.reason)
    verdict = arbiter.repetition_verdict()
    if verdict is None and arbiter.plies:
        verdict = arbiter.repetition_verdict(back=1)  # still claimable (art. 22.4)
    if verdict is None:
        return Finding(source, index, recorded, None, "none", len(moves), "")
    o = verdict.outcome()
    return Finding(source, index, recorded, o.result, o.termination.value, len(moves),
                   o.reason)


def corpus_findings(root: Path) -> Iterator[Finding]:
    """Every game with a recorded result in every readable record file under ``root``."""
    from xiangqi_gui.formats.errors import RecordError
    from xiangqi_gui.formats.loader import load_file

    for path in sorted(root.rglob("*")):
        if path.suffix.lower() not in SUFFIXES or not path.is_file():
            continue
        try:
            loaded = load_file(path)
        except RecordError:
            continue
        for game in loaded.games:
            record = game.record
            if record.result not in RESULTS or game.error is not None:
                continue
            yield judge_game(str(path.relative_to(root)), game.index, record.start_fen,
                             record.mainline_moves(), record.result)
