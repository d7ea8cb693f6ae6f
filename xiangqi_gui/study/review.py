"""Game review: an engine's score of every position of a game's main line, the moves it
would have preferred, and marks for the moves that lost value.

Scores are converted to **Red's point of view in centipawns** (100 = one soldier); a mate
score counts as ``±(MATE_CP - plies)`` so that a nearer mate is worth more.

How the loss of a move is measured (like with like)
---------------------------------------------------
For the position before each move the engine first searches every legal move with the
review's limit (:data:`DEFAULT_LIMITS`: depth 12, or ``--movetime``/``--depth``); that
search gives the score drawn in the graph, the engine's best move and the depth ``D`` it
completed. When the move played is not the engine's best, the *same position* is searched
again restricted to the two moves (UCI ``searchmoves BEST PLAYED`` with ``MultiPV 2``; an
engine without ``MultiPV`` gets one ``searchmoves`` search per move, a UCCI engine
``banmoves`` of every other move):

* with a depth, to depth ``max(D, DEPTH_FLOOR)`` (``go depth D searchmoves BEST PLAYED``);
* with a time per position ``T`` (``--movetime``, the review dialog's time), for the same
  time (``go movetime T searchmoves BEST PLAYED``; ``T/2`` for each move of an engine
  without ``MultiPV``). A caller's time limit stays a time limit: no search of the review
  is then depth-bound, and a position costs at most about ``3 x T`` of engine time.

The two scores are taken at the deepest depth *both* lines reached in that search (a search
stopped by the clock can end with one line a ply deeper than the other). (With
``--multipv`` above 1, a played move that is one of the first search's lines takes its
score from there, compared the same way, at least :data:`DEPTH_FLOOR` deep with a depth.)
Both scores then come from one search, at one depth, with the same side to move, and

    loss = max(0, clamp(score of BEST) - clamp(score of PLAYED))     (mover's view, cp)

where ``clamp`` limits a score to ±:data:`LOSS_CLAMP_CP` (beyond 6 pawns - about a
chariot in Fairy-Stockfish's scale - or a mate, the game is decided: going from +9 to +6
loses nothing that matters). A move the engine chose itself loses 0.

A loss that would earn a mark is measured once more, the same two moves searched again -
:data:`CONFIRM_PLIES` plies deeper with a depth, for another ``T`` with a time (the second
search starts from what the first left in the engine's hash, so it usually gets deeper) -
and that loss counts (the first one if the re-check got less deep). At depth 12
Fairy-Stockfish still misjudges a quiet opening move by a pawn now and then (game_test.xqf's
5. 车一进一 loses 1.16 at depth 12 and nothing at 14), and the second look costs only the
marked few.

Comparing the score before a move with the score of the next position, as the first
version did, mixed two searches of different positions with the side to move swapped;
Fairy-Stockfish's scores at short searches swing by a pawn and more between such pairs,
and 30 of the 58 moves of game_test.xqf (an online game of 2002) were marked at 30 ms a
position. Now 7 are, at the default depth 12; for three national-championship games of
xqdb_traditional.pgn 4 of 76, 13 of 73 and 18 of 81 plies, none of them in the first 10
(``benchmarks/review.py``). A time per position compares as deep as that time allows: at
50 ms a position (two loaded cores) Fairy-Stockfish completes 7 to 11 plies, and
game_test.xqf gets 7 to 18 marks over ten runs - nearly all of the depth-12 marks, plus
opening moves a shallow search misjudges. A time is for a quick look; marks to rely on
want a depth.

Marks (thresholds in centipawns of loss, the usual club conventions of engine reviews):

==============  ==========  =====  ======  ==================
mark            loss (cp)   PGN    NAG     comment word
==============  ==========  =====  ======  ==================
inaccuracy      >= 50       ``?!``  ``$6``  "?! 缓着"
mistake         >= 100      ``?``   ``$2``  "? 错着"
blunder         >= 300      ``??``  ``$4``  "?? 败着"
==============  ==========  =====  ======  ==================

The review writes the marks into the record as comment text (every format keeps comments)
and as the move's NAG (:attr:`GameNode.nags <xiangqi_gui.game.node.GameNode.nags>`, saved
as ``$2`` etc. in PGN; XQF and DhtmlXQ keep the comment text only).

>>> mark_for_loss(40), mark_for_loss(60).symbol, mark_for_loss(350).symbol
(None, '?!', '??')
>>> format_score(Score(cp=-37))
'-0.37'
>>> format_score(Score(mate=-2))
'-M2'
>>> loss_between(Score(cp=40), Score(cp=-230)), loss_between(Score(mate=3), Score(cp=1500))
(270, 0)
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from xiangqi_gui.engine import Dialect, Info, Score, SearchLimits
from xiangqi_gui.game.node import NAG_SYMBOLS
from xiangqi_gui.game.record import GameRecord
from xiangqi_gui.rules import Color, Move, Position

from .lines import pv_words

if TYPE_CHECKING:  # the process driver (subprocess, threads) loads when a review runs
    from xiangqi_gui.engine import EngineProcess

INACCURACY_CP = 50
"""Loss (cp) from which a move is marked an inaccuracy (?!)."""
MISTAKE_CP = 100
"""Loss (cp) from which a move is marked a mistake (?)."""
BLUNDER_CP = 300
"""Loss (cp) from which a move is marked a blunder (??)."""
MATE_CP = 100_000
"""Centipawn value of mate in 0; mate in n plies counts MATE_CP - n."""
LOSS_CLAMP_CP = 600
"""Scores are limited to ±this (cp) before a loss is taken (see the module docstring):
about a chariot in Fairy-Stockfish's scale, a decided game."""
DEPTH_FLOOR = 10
"""Least depth (plies) at which a played move is compared with the engine's best; a short
``movetime`` that completed fewer plies is compared at this depth."""
CONFIRM_PLIES = 2
"""A loss that would earn a mark is measured again this many plies deeper (the same two
moves, one search) and the deeper loss counts."""
DEFAULT_DEPTH = 12
"""Depth (plies) of each position's search by default (GUI review and ``xiangqi analyse``)."""
DEFAULT_LIMITS = SearchLimits(depth=DEFAULT_DEPTH)
"""The review's default search per position."""
DEPTH_TIMEOUT_S = 300.0
"""Longest wait (s) for one depth search of the review before the engine counts as hung."""


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """How a review searches, shared by the GUI's review dialog (remembered between runs)
    and ``xiangqi analyse``: ``engine`` the program's path (``""``: the first engine found,
    :func:`~xiangqi_gui.engine.find_engine`), and either ``depth`` (plies per position) or
    ``movetime_ms`` (milliseconds per position). The default is depth
    :data:`DEFAULT_DEPTH`. ``dialect``: the protocol the engine answered its check in (the
    review dialog's), None when unknown (settings saved before it was kept, or no engine
    chosen: :func:`~xiangqi_gui.engine.discovery.start_dialect` then guesses it from the
    file name). Raises ``ValueError`` for both or neither limit, or a value below 1.

    >>> ReviewSettings().limits().depth, ReviewSettings(depth=None, movetime_ms=300).limits()
    (12, SearchLimits(...movetime_ms=300...))
    """

    engine: str = ""
    depth: int | None = DEFAULT_DEPTH
    movetime_ms: int | None = None
    dialect: Dialect | None = None

    def __post_init__(self) -> None:
        if (self.depth is None) == (self.movetime_ms is None):
            raise ValueError("give exactly one of depth and movetime_ms")
        if (self.depth or self.movetime_ms or 0) < 1:
            raise ValueError(f"a review limit must be at least 1, not {self}")

    def limits(self) -> SearchLimits:
        """The search limits of one position."""
        if self.depth is not None:
            return SearchLimits(depth=self.depth)
        return SearchLimits(movetime_ms=self.movetime_ms)


class Mark(enum.Enum):
    """How much value a move lost, with its PGN symbol and Chinese word."""

    INACCURACY = ("?!", "缓着", 6)
    MISTAKE = ("?", "错着", 2)
    BLUNDER = ("??", "败着", 4)

    @property
    def symbol(self) -> str:
        """The PGN annotation symbol (``?!``, ``?``, ``??``)."""
        return self.value[0]

    @property
    def word(self) -> str:
        """The Chinese term written in the comment (缓着, 错着, 败着)."""
        return self.value[1]

    @property
    def nag(self) -> int:
        """The PGN Numeric Annotation Glyph (PGN standard 10: $6 ?!, $2 ?, $4 ??)."""
        return int(self.value[2])

    @classmethod
    def from_nag(cls, nag: int) -> Mark | None:
        """The mark written as NAG ``nag``, or None for any other NAG."""
        for mark in cls:
            if mark.nag == nag:
                return mark
        return None


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


def loss_between(best: Score, played: Score) -> int:
    """Centipawns the played move loses against the best one, both scored for the side to
    move in the same position (same search): ``max(0, clamp(best) - clamp(played))`` with
    scores clamped to ±:data:`LOSS_CLAMP_CP`."""
    def clamp(score: Score) -> int:
        return max(-LOSS_CLAMP_CP, min(LOSS_CLAMP_CP, mover_cp(score)))
    return max(0, clamp(best) - clamp(played))


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
    ``depth``: plies the search completed; ``loss_cp``/``mark``: what the move actually
    played lost against ``best`` in one search of this position (None for the final
    position, which has no move played); ``played_score``/``best_score``: the played move's
    and ``best``'s scores in that search (side to move's view; None when the move played was
    ``best``).
    """

    ply: int
    turn: Color
    score: Score
    red_cp: int
    best: Move
    line: tuple[str, ...]
    loss_cp: int | None = None
    mark: Mark | None = None
    depth: int = 0
    played_score: Score | None = None
    best_score: Score | None = None


def _line_text(pos: Position, pv: tuple[str, ...], limit: int = 8) -> tuple[str, ...]:
    """Chinese full notation of the first ``limit`` moves of ``pv`` (ICCS)."""
    return tuple(pv_words(pos, pv, "chinese", limit))


def review_game(record: GameRecord, engine: EngineProcess,
                limits: SearchLimits = DEFAULT_LIMITS, *, multipv: int = 1,
                progress: Callable[[int, int], bool | None] | None = None) -> list[PlyReview]:
    """Search every position of ``record``'s main line before each move (not the final one
    when it has no legal move) and return one :class:`PlyReview` each, with the played
    move's loss measured as the module docstring says.

    ``limits`` is a depth or a ``movetime_ms`` (a time per position bounds every search of
    that position, the comparison included: at most about 3 x ``movetime_ms`` of engine time
    a position). ``progress(done, total)`` is called after each position; returning
    ``False`` cancels (the reviews so far are returned). Raises ``ValueError`` for limits
    with neither a depth nor a movetime, and the engine's errors
    (:class:`~xiangqi_gui.engine.EngineError` and subclasses; a depth search silent for
    :data:`DEPTH_TIMEOUT_S` seconds raises :class:`~xiangqi_gui.engine.EngineTimeoutError`).
    Cost at a depth: one search per position, a second one, restricted to two moves, at
    each move that was not the engine's choice, and a third, deeper, for a move about to
    be marked (at depth 12 about 0.6 s of engine CPU per position on average, measured on
    corpus games with ``benchmarks/review.py``).
    """
    if limits.depth is None and limits.movetime_ms is None:
        raise ValueError(f"a review searches to a depth or for a movetime, not {limits}")
    pos = record.start_position()
    played = record.mainline_moves()
    moves: list[Move] = []
    reviews: list[PlyReview] = []
    total = len(played) + 1
    for ply in range(total):
        if not pos.legal_moves():
            break
        best, infos = engine.analyse(record.start_fen, moves, limits, multipv=multipv,
                                     timeout_s=_timeout_s(limits))
        every_info = list(engine.infos)
        top = infos[0] if infos else Info()
        score = top.score if top.score is not None else Score(cp=0)
        review = PlyReview(ply, pos.turn, score, red_cp(score, pos.turn), best,
                           _line_text(pos, top.pv), depth=top.depth or 0)
        if ply < len(played):
            search = _PairSearch(engine, record.start_fen, tuple(moves), limits, review)
            review = _judged(review, search, played[ply], every_info)
        reviews.append(review)
        if progress is not None and progress(ply + 1, total) is False:
            break
        if ply < len(played):
            pos.push_unchecked(played[ply])
            moves.append(played[ply])
    return reviews


def _timeout_s(limits: SearchLimits) -> float | None:
    """Seconds to wait for one search: :data:`DEPTH_TIMEOUT_S` for a depth (a deep review
    of a hard position may take minutes), else the engine driver's default."""
    return DEPTH_TIMEOUT_S if limits.depth is not None else None


@dataclass(frozen=True, slots=True)
class _Compared:
    """Scores (side to move's view) of the engine's best move and of the move played, taken
    at one ``depth`` (plies) of one search."""

    best: Score
    played: Score
    depth: int

    @property
    def loss(self) -> int:
        return loss_between(self.best, self.played)


@dataclass(frozen=True, slots=True)
class _PairSearch:
    """The searches that compare two moves in the position after ``moves``: at a depth
    ``max(D, DEPTH_FLOOR)`` (``D`` the first search's), or for the review's movetime."""

    engine: EngineProcess
    start_fen: str
    moves: tuple[Move, ...]
    limits: SearchLimits
    review: PlyReview

    @property
    def timed(self) -> bool:
        """True when the review's limit is a time per position."""
        return self.limits.depth is None

    def compare(self, played: Move, *, deeper: bool = False) -> _Compared | None:
        """One search restricted to the engine's best move and ``played`` (UCI
        ``searchmoves`` with ``MultiPV 2``; without ``MultiPV`` one search per move), and
        their scores at the deepest depth both reached; None when the engine gave none.
        ``deeper``: the re-check (:data:`CONFIRM_PLIES` deeper for a depth, another search
        of the same time, starting from what the first one left in the engine's hash, for a
        movetime)."""
        pair = (self.review.best, played)
        engine = self.engine
        if engine.session.advertised("MultiPV") is not None:
            limits = self._limits(pair, deeper, share=1)
            engine.analyse(self.start_fen, list(self.moves), limits, multipv=2,
                           timeout_s=_timeout_s(limits))
            return _common_depth(engine.infos, *pair)
        found: list[Info] = []
        for move in pair:
            one = self._limits((move,), deeper, share=2)
            engine.analyse(self.start_fen, list(self.moves), one, timeout_s=_timeout_s(one))
            found += engine.infos
        return _common_depth(found, *pair)

    def _limits(self, searchmoves: tuple[Move, ...], deeper: bool, share: int
                ) -> SearchLimits:
        """The limits of one comparing search: the movetime divided among ``share``
        searches, or the depth."""
        if self.timed and self.limits.movetime_ms is not None:
            return SearchLimits(movetime_ms=max(1, self.limits.movetime_ms // share),
                                searchmoves=searchmoves)
        depth = max(self.review.depth, DEPTH_FLOOR) + (CONFIRM_PLIES if deeper else 0)
        return SearchLimits(depth=depth, searchmoves=searchmoves)


def _judged(review: PlyReview, search: _PairSearch, played: Move,
            infos: list[Info]) -> PlyReview:
    """``review`` with the loss and mark of ``played`` (see the module docstring); ``infos``
    are all the ``info`` lines of the position's first search."""
    if played == review.best:
        return replace(review, loss_cp=0)
    floor = 0 if search.timed else DEPTH_FLOOR
    compared = _from_lines(infos, review.best, played, floor) or search.compare(played)
    if compared is None:
        return review  # the engine gave no score: no judgement rather than a wrong one
    if CONFIRM_PLIES and mark_for_loss(compared.loss) is not None:
        deep = search.compare(played, deeper=True)
        if deep is not None and deep.depth >= compared.depth:
            compared = deep
    return replace(review, loss_cp=compared.loss, mark=mark_for_loss(compared.loss),
                   played_score=compared.played, best_score=compared.best)


def _common_depth(infos: list[Info], best: Move, played: Move) -> _Compared | None:
    """The scores of ``best`` and ``played`` at the deepest depth for which ``infos`` (one
    search's ``info`` lines, or two searches' of one move each) give both an exact score;
    each move's last score at a depth counts. None when no depth has both.

    A search stopped by its time can end in a half-done iteration whose lines are of two
    depths (an engine reports a line not yet searched at the new depth with its previous
    depth and score); comparing at one depth keeps like with like.
    """
    by_depth: dict[int, dict[Move, Score]] = {}
    for info in infos:
        if info.score is None or info.score.bound or not info.pv:
            continue
        move = Move.from_iccs(info.pv[0])
        if move in (best, played):
            by_depth.setdefault(info.depth or 0, {})[move] = info.score
    for depth in sorted(by_depth, reverse=True):
        scores = by_depth[depth]
        if best in scores and played in scores:
            return _Compared(scores[best], scores[played], depth)
    return None


def _from_lines(infos: list[Info], best: Move, played: Move, floor: int) -> _Compared | None:
    """``best``'s and ``played``'s scores from the MultiPV lines of the position's first
    search (all its ``info`` lines) when both are among them at a common depth of at least
    ``floor`` plies, else None."""
    if len({info.multipv for info in infos if info.multipv}) < 2:
        return None
    compared = _common_depth(infos, best, played)
    return compared if compared is not None and compared.depth >= floor else None


def review_comment(review: PlyReview, after: PlyReview | None) -> str:
    """The comment written after the move of ``review``'s ply, scores in Red's view: the
    mark if any, the score after the move, and for a marked move the engine's preferred
    line with its score (``? 错着 [-0.19] 引擎 [+0.18]: 车九平四 …``).

    A move compared with the engine's best is given its score from that comparison, so the
    two bracketed scores differ by the loss that earned the mark; a move the engine chose
    itself gets the score of the next position's search (``after``)."""
    parts = []
    if review.mark is not None:
        parts.append(f"{review.mark.symbol} {review.mark.word}")
    if review.played_score is not None:
        parts.append(f"[{format_score(review.played_score, review.turn)}]")
    elif after is not None:
        parts.append(f"[{format_score(after.score, after.turn)}]")
    if review.line and review.mark is not None:
        best = review.best_score if review.best_score is not None else review.score
        parts.append(f"引擎 [{format_score(best, review.turn)}]: " + " ".join(review.line))
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
    ``[+M0]``/``[-M0]`` (Red's view). A marked move also gets the mark's NAG
    (:attr:`Mark.nag`) unless it already has a move-assessment NAG (``$1``..``$6``, e.g.
    a commentator's ``!``), which is kept."""
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
        if review.mark is not None and not any(n in NAG_SYMBOLS for n in node.nags):
            node.nags = (*node.nags, review.mark.nag)
        count += 1
    return count
