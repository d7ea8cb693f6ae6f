"""Game review: an engine's score of every position of a game's main line, the moves it
would have preferred, and marks for the moves that lost value.

Scores are converted to **Red's point of view in centipawns** (100 = one soldier); a mate
score counts as ``±(MATE_CP - plies)`` so that a nearer mate is worth more. The loss of a
move is the mover's score before it minus the mover's score after it (both from the
engine's search of each position), floored at 0.

Marks (thresholds in centipawns of loss, the usual club conventions of engine reviews):

==============  ==========  =====  ==================
mark            loss (cp)   PGN    comment word
==============  ==========  =====  ==================
inaccuracy      >= 50       ``?!``  "?! 缓着"
mistake         >= 100      ``?``   "? 错着"
blunder         >= 300      ``??``  "?? 败着"
==============  ==========  =====  ==================

The review writes them into the record as comment text (every format keeps comments),
so they survive saving as PGN, XQF or DhtmlXQ.

>>> mark_for_loss(40), mark_for_loss(60).symbol, mark_for_loss(350).symbol
(None, '?!', '??')
>>> format_score(Score(cp=-37))
'-0.37'
>>> format_score(Score(mate=-2))
'-M2'
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from xiangqi_gui.engine import EngineProcess, Info, Score, SearchLimits
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Color, Move, Position

from .lines import pv_words

INACCURACY_CP = 50
"""Loss (cp) from which a move is marked an inaccuracy (?!)."""
MISTAKE_CP = 100
"""Loss (cp) from which a move is marked a mistake (?)."""
BLUNDER_CP = 300
"""Loss (cp) from which a move is marked a blunder (??)."""
MATE_CP = 100_000
"""Centipawn value of mate in 0; mate in n plies counts MATE_CP - n."""


class Mark(enum.Enum):
    """How much value a move lost, with its PGN symbol and Chinese word."""

    INACCURACY = ("?!", "缓着")
    MISTAKE = ("?", "错着")
    BLUNDER = ("??", "败着")

    @property
    def symbol(self) -> str:
        """The PGN annotation symbol (``?!``, ``?``, ``??``)."""
        return self.value[0]

    @property
    def word(self) -> str:
        """The Chinese term written in the comment (缓着, 错着, 败着)."""
        return self.value[1]


def mark_for_loss(loss_cp: int) -> Mark | None:
    """The mark for a move that lost ``loss_cp`` centipawns (None below 50)."""
    if loss_cp >= BLUNDER_CP:
        return Mark.BLUNDER
    if loss_cp >= MISTAKE_CP:
        return Mark.MISTAKE
    if loss_cp >= INACCURACY_CP:
        return Mark.INACCURACY
    return None


def mover_cp(score: Score) -> int:
    """``score`` (side to move's view) as centipawns, mates as ``±(MATE_CP - plies)``."""
    if score.mate is not None:
        plies = 2 * abs(score.mate) - (1 if score.mate > 0 else 0)
        return MATE_CP - plies if score.mate > 0 else -(MATE_CP - plies)
    return score.cp or 0


def red_cp(score: Score, turn: Color) -> int:
    """``score`` given for the side ``turn`` to move, as centipawns for Red."""
    value = mover_cp(score)
    return value if turn is Color.RED else -value


def format_score(score: Score, turn: Color = Color.RED) -> str:
    """Pawns with two decimals (``+1.25``) or mate (``+M3``: mate in 3 moves), from the
    point of view of ``turn`` (the side to move when the engine reported ``score``, i.e.
    ``Color.RED`` keeps the engine's own sign for Red to move)."""
    sign = 1 if turn is Color.RED else -1
    if score.mate is not None:
        mate = sign * score.mate
        return f"{'+' if mate > 0 else '-'}M{abs(mate)}"
    return f"{sign * (score.cp or 0) / 100:+.2f}"


@dataclass(frozen=True, slots=True)
class PlyReview:
    """The engine's view of the position before main-line ply ``ply`` (0-based).

    ``red_cp``: score for Red (cp); ``best``: the engine's move; ``line``: its principal
    variation in Chinese notation; ``score``: the raw score (side to move's view);
    ``loss_cp``/``mark``: what the move actually played lost (None for the final position,
    which has no move played).
    """

    ply: int
    turn: Color
    score: Score
    red_cp: int
    best: Move
    line: tuple[str, ...]
    loss_cp: int | None = None
    mark: Mark | None = None


def _line_text(pos: Position, pv: tuple[str, ...], limit: int = 8) -> tuple[str, ...]:
    """Chinese full notation of the first ``limit`` moves of ``pv`` (ICCS)."""
    return tuple(pv_words(pos, pv, "chinese", limit))


def review_game(record: GameRecord, engine: EngineProcess, limits: SearchLimits, *,
                multipv: int = 1,
                progress: Callable[[int, int], bool | None] | None = None) -> list[PlyReview]:
    """Search every position of ``record``'s main line before each move (not the final one
    when it has no legal move) and return one :class:`PlyReview` each.

    ``progress(done, total)`` is called after each position; returning ``False`` cancels
    (the reviews so far are returned). Raises the engine's errors
    (:class:`~xiangqi_gui.engine.EngineError` and subclasses).
    """
    pos = record.start_position()
    played = record.mainline_moves()
    moves: list[Move] = []
    reviews: list[PlyReview] = []
    total = len(played) + 1
    for ply in range(total):
        if not pos.legal_moves():
            break
        best, infos = engine.analyse(record.start_fen, moves, limits, multipv=multipv)
        top = infos[0] if infos else Info()
        score = top.score if top.score is not None else Score(cp=0)
        reviews.append(PlyReview(ply, pos.turn, score, red_cp(score, pos.turn), best,
                                 _line_text(pos, top.pv)))
        if progress is not None and progress(ply + 1, total) is False:
            break
        if ply < len(played):
            pos.push_unchecked(played[ply])
            moves.append(played[ply])
    return _with_losses(reviews, played)


def _with_losses(reviews: list[PlyReview], played: list[Move]) -> list[PlyReview]:
    """Fill ``loss_cp``/``mark``: a move the engine itself chose loses nothing (the two
    searches' scores differ only by search noise)."""
    out: list[PlyReview] = []
    for i, rev in enumerate(reviews):
        if i >= len(played) or i + 1 >= len(reviews):
            out.append(rev)
            continue
        sign = 1 if rev.turn is Color.RED else -1
        loss = 0 if played[i] == rev.best else max(0, sign * (rev.red_cp - reviews[i + 1].red_cp))
        out.append(PlyReview(rev.ply, rev.turn, rev.score, rev.red_cp, rev.best, rev.line,
                             loss, mark_for_loss(loss)))
    return out


def review_comment(review: PlyReview, after: PlyReview | None) -> str:
    """The comment written after the move of ``review``'s ply: the score after it (Red's
    view), the mark if any, and the engine's preferred line when it differs."""
    parts = []
    if review.mark is not None:
        parts.append(f"{review.mark.symbol} {review.mark.word}")
    if after is not None:
        parts.append(f"[{format_score(after.score, after.turn)}]")
    if review.line and review.mark is not None:
        parts.append("引擎: " + " ".join(review.line))
    return " ".join(parts)


def _final_score(record: GameRecord) -> str:
    """``[+M0]``/``[-M0]`` when the final position has no legal move (the side to move has
    lost, art. 4.1.1 / 4.1.2), else empty."""
    final = record.final_position()
    if final.legal_moves():
        return ""
    return "[-M0]" if final.turn is Color.RED else "[+M0]"


def annotate(record: GameRecord, reviews: list[PlyReview]) -> int:
    """Append each review's comment to the main-line move it judges; return the number of
    moves commented. Existing comments are kept, the review's text follows them on a new
    line, so running twice adds twice. A final move that mates or stalemates gets
    ``[+M0]``/``[-M0]`` (Red's view)."""
    nodes = record.mainline_nodes()
    by_ply = {r.ply: r for r in reviews}
    count = 0
    for ply, node in enumerate(nodes):
        review = by_ply.get(ply)
        if review is None:
            continue
        text = review_comment(review, by_ply.get(ply + 1))
        if ply + 1 == len(nodes) and ply + 1 not in by_ply:
            text = f"{text} {_final_score(record)}".strip()
        if not text:
            continue
        node.comment = f"{node.comment}\n{text}" if node.comment else text
        count += 1
    return count
