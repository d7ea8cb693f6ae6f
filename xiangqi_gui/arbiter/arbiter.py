"""The :class:`Arbiter`: one game under the CXA competition rules, driven by input events.

Events (docs/architecture.md, "Arbiter input events"): :meth:`touch`, :meth:`release`,
:meth:`declare_adjust`, :meth:`move`, :meth:`offer_draw`,
:meth:`accept_draw`, :meth:`decline_draw`, :meth:`claim`, :meth:`resign`, the clock's
:meth:`flag`, :meth:`quota_missed`, :meth:`clock_press_without_move`, and the
arbiter's own :meth:`arbiter_late_arrival`, :meth:`arbiter_refusal`,
:meth:`arbiter_foul`, :meth:`arbiter_dead_position`, :meth:`arbiter_decision`. Each
returns a :class:`~.rulings.Ruling`; none raises for a player's mistake. Every ending
is an :class:`~xiangqi_gui.rules.Outcome` citing the article of the 2011 CXA rules.

Dead position (art. 4.2.2, 双方均无取胜可能的简单局势) is judged at every position, the
start position included, and declared automatically only for material proven dead: no
chariot, horse, cannon or soldier left, or a set the endgame solver proved dead
(:mod:`.endgames`). Any other dead position needs :meth:`arbiter_dead_position`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from xiangqi_gui.notation.refs import move_ref
from xiangqi_gui.rules import START_FEN, Color, Move, Outcome, Position, Termination
from xiangqi_gui.rules.message import Message
from xiangqi_gui.rules.types import Piece, PieceKind

from .analysis import SOLDIER, crossed
from .classify import Classification, classify
from .endgames import is_dead, material_set
from .repetition import Verdict, WindowMove, cycle_start, judge, long_cycle_start
from .rulings import Foul, Obligation, Restoration, Ruling, RulingKind
from .settings import (
    FALSE_CLAIM_PENALTY_NS,
    CompetitionSettings,
    RepetitionRuling,
    RuleSet,
    preset,
)
from .texts import piece_ref, say
from .touch import TouchState, cannot_be_captured, cannot_move, is_own, obligation

_ATTACKERS = (4, 5, 6, 7)  # horse, chariot, cannon, soldier: the pieces that can cross the river
FORMAT_VERSION = 2
MISSING_MOVES_FOUL = 4  # art. 7.1: every four moves missing from a score sheet, one foul
PRESS_FOUL = "8.1.7"  # 没有走棋先按钟: the foul art. 4.1.9 counts
#: How far back the arbiter may restore the position: five 回合 (art. 5.8.2, 5.8.3).
RESTORE_LIMIT_PLIES = 10


class ClaimKind(enum.Enum):
    """What a player may claim."""

    NATURAL_LIMIT = "natural_limit"  # 自然限着 (art. 22.2, 4.2.4)
    REPETITION = "repetition"  # 待判局面 (art. 23.1)


@dataclass
class PlyRecord:
    """One accepted ply with what repetition adjudication needs."""

    move: Move
    mover: Color
    before: Position
    key_after: int
    capture: bool
    check: bool
    ids_before: tuple[int, ...]
    classification: Classification | None = None
    just_crossed: int | None = None  # an enemy soldier that crossed with the ply before
    window: WindowMove | None = None  # the ply as repetition judging sees it (cached)
    window_key: tuple[int, int, int, frozenset[int]] | None = None  # what window depends on


@dataclass(frozen=True)
class _Pending:
    """A 待判局面: its verdict and the window ``plies[start:end]`` judged."""

    verdict: Verdict
    start: int
    end: int


@dataclass(frozen=True)
class _Order:
    """A must-vary ruling in force (art. 23.5.2): ``culprit`` must vary (None: a draw if
    neither varies); the cycle is the window ``plies[start:end]``; ruled after
    ``ruled_at`` plies."""

    culprit: Color | None
    start: int
    end: int
    ruled_at: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping."""
        return {"culprit": None if self.culprit is None else int(self.culprit),
                "start": self.start, "end": self.end, "ruled_at": self.ruled_at}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> _Order:
        """Inverse of :meth:`to_dict`."""
        return cls(_color_or_none(data["culprit"]), int(data["start"]), int(data["end"]),
                   int(data["ruled_at"]))


def _loss(loser: Color, termination: Termination, article: str, reason: Message) -> Outcome:
    return Outcome.said("0-1" if loser is Color.RED else "1-0", termination, article, reason)


def _draw(termination: Termination, article: str, reason: Message) -> Outcome:
    return Outcome.said("1/2-1/2", termination, article, reason)


def _third_foul(side: Color, fouls: list[Foul]) -> Outcome:
    """The loss of art. 4.1.10 for ``side``'s third foul."""
    articles = tuple(say("article", article=f.article) for f in fouls)
    return _loss(side, Termination.THREE_FOULS, "4.1.10",
                 say("foul.third", side=side, articles=articles))


class Arbiter:
    """The competition state of one game.

    ``settings`` defaults to the provincial preset; ``fen`` is the start position
    (raises :class:`~xiangqi_gui.rules.FenError` when invalid).
    """

    def __init__(self, settings: CompetitionSettings | None = None,
                 fen: str = START_FEN) -> None:
        self.settings = settings if settings is not None else preset("provincial")
        self.start_fen = fen
        self.position = Position.from_fen(fen)
        self.plies: list[PlyRecord] = []
        self._keys = [self.position.zobrist]
        self._phase_start = 0  # index into _keys of the position after the last capture
        self._ids = [sq if code else -1 for sq, code in enumerate(self.position.board)]
        self.touch_state = TouchState()
        self.fouls: list[Foul] = []
        self._illegal = [0, 0]
        self._offers = [0, 0]
        self._sheet_missing = [0, 0]  # moves missing from each score sheet (art. 7.1, 22.3)
        self.pending_offer: Color | None = None
        self._false_claims: list[tuple[Color, int]] = []
        self.must_change: Color | None = None
        self._order: _Order | None = None  # a must-vary ruling in force (art. 23.5.2)
        self.last_verdict: Verdict | None = None
        self.outcome: Outcome | None = None
        self._cache: dict[tuple[int, int, int, int], Classification] = {}
        self._verdicts: dict[tuple[Any, ...], Verdict] = {}  # see _judge
        #: False while a log is replayed: what only explains a move (the 待判局面 note
        #: when the arbiter does not rule repetitions itself) is not worked out.
        self.explain = True
        self.restorations: list[Restoration] = []
        # a start position may be mate or stalemate, or dead (art. 4.2.2)
        self.outcome = self.position.outcome() or self._dead_outcome()
        #: _history[k]: the state (see _state) just before ply k + 1 was recorded
        self._history: list[tuple[dict[str, Any], Verdict | None]] = []

    # ------------------------------------------------------------------ queries

    @property
    def turn(self) -> Color:
        """The side to move."""
        return self.position.turn

    @property
    def moves(self) -> list[Move]:
        """Accepted moves in order."""
        return [p.move for p in self.plies]

    def fouls_of(self, side: Color) -> list[Foul]:
        """Fouls recorded against ``side`` (art. 8.1), in order."""
        return [f for f in self.fouls if f.side is side]

    def obligation(self) -> Obligation | None:
        """The touch-move duty in force, or None (always None with touch-move off)."""
        if not self.settings.touch_move or self.outcome is not None:
            return None
        return obligation(self.position, self.touch_state)

    def classification(self, ply: int) -> Classification:
        """Nature of the accepted ply ``ply`` (0-based); raises ``IndexError``."""
        return self._classify(self.plies[ply])

    def occurrences(self) -> int:
        """How often the current position occurred since the last capture (>= 1)."""
        key = self._keys[-1]
        return sum(1 for i in range(len(self._keys) - 1, self._phase_start - 1, -2)
                   if self._keys[i] == key)

    def natural_limit_count(self, claimant: Color | None = None) -> int:
        """Plies without a capture that count for the natural limit (art. 4.2.4, 22.2).

        Art. 22.2: of the claimant's checks only ``claim_checks_counted`` (10) count, so
        every 回合 (a red and a black ply) holding one of the claimant's later checks
        does not count: two plies less each. ``claimant`` None (the arbiter's own
        count) applies this to both sides' checks. Plies before the recorded moves count
        from the start FEN's halfmove clock when no capture was recorded.
        """
        checks = [0, 0]
        cap = self.settings.claim_checks_counted
        first_black = Position.from_fen(self.start_fen).turn is Color.BLACK
        excess_rounds: set[int] = set()
        phase = self.plies[self._phase_start:]
        for index, rec in enumerate(phase, start=self._phase_start):
            if not rec.check:
                continue
            checks[rec.mover] += 1
            if (claimant is None or rec.mover is claimant) and checks[rec.mover] > cap:
                excess_rounds.add((index + first_black) // 2)
        counted = len(phase) - 2 * len(excess_rounds)
        if self._phase_start == 0:
            counted += Position.from_fen(self.start_fen).halfmove_clock
        return max(counted, 0)

    # ------------------------------------------------------------------ helpers

    def _closed(self) -> Ruling | None:
        if self.outcome is not None:
            return Ruling(RulingKind.REFUSED, say("arbiter.game_over"), outcome=self.outcome)
        return None

    def _end(self, outcome: Outcome, kind: RulingKind = RulingKind.GAME_OVER,
             **extra: Any) -> Ruling:
        self.outcome = outcome
        self.touch_state.clear()
        self.pending_offer = None
        said = outcome.message if outcome.message is not None else Message.of(
            "arbiter.decision", reason=outcome.reason)
        return Ruling(kind, said, outcome=outcome, **extra)

    def _foul(self, side: Color, article: str,
              text: Message | str) -> tuple[Foul, Outcome | None]:
        """Record a foul (``text``: a message, or the arbiter's own words); the loss it
        causes, if any: art. 4.1.9 (a second 8.1.7 foul, however it was entered) before
        art. 4.1.10 (a third foul of any kind)."""
        ply = len(self.plies)
        foul = (Foul(side, article, text, ply) if isinstance(text, str)
                else Foul.said(side, article, text, ply))
        self.fouls.append(foul)
        mine = self.fouls_of(side)
        if article == PRESS_FOUL and sum(f.article == PRESS_FOUL for f in mine) >= 2:
            return foul, _loss(side, Termination.CLOCK_PRESS_FOULS, "4.1.9",
                               say("foul.press_twice", side=side))
        if len(mine) >= 3:
            return foul, _third_foul(side, mine)
        return foul, None

    def _foul_ruling(self, side: Color, article: str, text: Message | str,
                     kind: RulingKind = RulingKind.FOUL, **extra: Any) -> Ruling:
        foul, outcome = self._foul(side, article, text)
        if outcome is not None:
            return self._end(outcome, kind, fouls=(foul,), **extra)
        return Ruling(kind, say("foul.ruling", side=side, article=article, text=text),
                      fouls=(foul,), obligation=self.obligation(), **extra)

    def _classify(self, rec: PlyRecord) -> Classification:
        if rec.classification is None:
            crossed = -1 if rec.just_crossed is None else rec.just_crossed
            key = (rec.before.zobrist, rec.move.from_square, rec.move.to_square, crossed)
            found = self._cache.get(key)
            if found is None:
                found = classify(rec.before, rec.move, self.settings.ruleset,
                                 self.settings.mate_threat_depth, rec.just_crossed)
                self._cache[key] = found
            rec.classification = found
        return rec.classification

    # ------------------------------------------------------------- touch-move

    def touch(self, side: Color, *squares: int) -> Ruling:
        """``side`` touches the pieces on ``squares`` (several at once = simultaneously,
        art. 5.5). Returns the duty in force and any foul of art. 8.1.5."""
        if (closed := self._closed()) is not None:
            return closed
        if side is not self.turn:
            return Ruling(RulingKind.NOTHING, say("touch.not_turn", side=side))
        if not self.settings.touch_move:
            return Ruling(RulingKind.TOUCH, say("touch.off"))
        state = self.touch_state
        if state.adjusting:
            return Ruling(RulingKind.TOUCH, say("touch.adjusting"),
                          obligation=self.obligation())
        pos = self.position
        fouls: list[Foul] = []
        new_own = new_opp = False
        for sq in squares:
            if pos.board[sq] == 0:
                continue
            if is_own(pos, sq, side) and state.own is None:
                state.own, new_own = sq, True
                if cannot_move(pos, sq) and sq not in state.fouled:
                    fouls.append(self._touch_foul(side, sq, "touch.cannot_move"))
            elif not is_own(pos, sq, side) and state.opponent is None:
                state.opponent, new_opp = sq, True
                if cannot_be_captured(pos, sq) and sq not in state.fouled:
                    fouls.append(self._touch_foul(side, sq, "touch.cannot_be_captured"))
        if new_own and not new_opp and state.opponent is None:
            state.own_first = True
        return self._touch_result(side, fouls)

    def _touch_foul(self, side: Color, sq: int, key: str) -> Foul:
        self.touch_state.fouled.add(sq)
        foul = Foul.said(side, "8.1.5", say(key, piece=piece_ref(self.position, sq)),
                         len(self.plies))
        self.fouls.append(foul)
        return foul

    def _touch_result(self, side: Color, fouls: list[Foul]) -> Ruling:
        if fouls and len(self.fouls_of(side)) >= 3:
            return self._end(_third_foul(side, self.fouls_of(side)), fouls=tuple(fouls))
        duty = self.obligation()
        text = (say("touch.duty", duty=duty.said, article=duty.article) if duty
                else say("touch.no_duty"))
        if fouls:
            listed = tuple(say("touch.foul", text=f.message or f.text) for f in fouls)
            text = say("touch.fouls_then", fouls=listed, then=text)
        kind = RulingKind.FOUL if fouls else RulingKind.TOUCH
        return Ruling(kind, text, fouls=tuple(fouls), obligation=duty)

    def release(self, side: Color, square: int | None = None) -> Ruling:
        """``side`` lets go of a piece without completing a move (``square`` None: dropped
        off the board). A touch-move duty stays; an adjustment ends (art. 5.6)."""
        if (closed := self._closed()) is not None:
            return closed
        if side is self.turn and self.touch_state.adjusting:
            self.touch_state.adjusting = False
            return Ruling(RulingKind.NOTHING, say("adjust.done"),
                          obligation=self.obligation())
        duty = self.obligation() if side is self.turn else None
        return Ruling(RulingKind.NOTHING, duty.said if duty else say("touch.released"),
                      obligation=duty)

    def declare_adjust(self, side: Color) -> Ruling:
        """``side`` declares it will straighten pieces (摆正, art. 5.6): the next touches
        until :meth:`release` are no touches. Only in one's own time."""
        if (closed := self._closed()) is not None:
            return closed
        if side is not self.turn:
            return Ruling(RulingKind.REFUSED, say("adjust.not_own_time"))
        self.touch_state.adjusting = True
        return Ruling(RulingKind.NOTHING, say("adjust.declared", side=side),
                      obligation=self.obligation())

    # ------------------------------------------------------------------ moves

    def move(self, side: Color, from_square: int, to_square: int) -> Ruling:
        """``side`` completes a move (落子, the hand has left the piece, art. 5.7)."""
        if (closed := self._closed()) is not None:
            return closed
        if side is not self.turn:
            return Ruling(RulingKind.REFUSED, say("arbiter.not_turn", side=side))
        mv = Move(from_square, to_square)
        pos = self.position
        if pos.is_legal(mv):
            duty = self.obligation()
            if duty is not None and mv not in duty.allowed:
                return self._violation(side, mv, say(
                    "move.breaks_duty", move=move_ref(pos, mv), duty=duty.said,
                    article=duty.article))
            return self._accept(mv)
        if pos.is_pseudo_legal(mv):
            if not self.settings.competitive:
                return Ruling(RulingKind.REFUSED, say(
                    "move.self_check", move=move_ref(pos, mv),
                    general=piece_ref(pos, pos.king_square(side))))
            return self._self_kill(mv)
        return self._violation(side, mv, self._why_illegal(side, mv))

    def move_iccs(self, side: Color, text: str) -> Ruling:
        """:meth:`move` from ICCS text (``"h2e2"``); raises ``ValueError`` on bad text."""
        mv = Move.from_iccs(text)
        return self.move(side, mv.from_square, mv.to_square)

    def _why_illegal(self, side: Color, mv: Move) -> Message:
        pos = self.position
        move = move_ref(pos, mv)
        if pos.board[mv.from_square] == 0:
            return say("move.no_piece", move=move)
        if not is_own(pos, mv.from_square, side):
            return say("move.opposing_piece", move=move, piece=piece_ref(pos, mv.from_square))
        return say("move.not_legal", move=move, piece=piece_ref(pos, mv.from_square))

    def _violation(self, side: Color, mv: Move, text: Message) -> Ruling:
        """A violation of the move rules (违反行棋规定): art. 4.1.8, 8.1.8, 5.8.3."""
        if not self.settings.competitive:
            return Ruling(RulingKind.REFUSED, say("move.refused", why=text),
                          obligation=self.obligation())
        self._illegal[side] += 1
        count = self._illegal[side]
        if count >= self.settings.illegal_moves_to_lose:
            level = say(f"level.{self.settings.level.value}")
            return self._end(_loss(side, Termination.ILLEGAL_MOVE, "4.1.8",
                                   say("outcome.illegal", side=side, why=text, count=count,
                                       level=level)))
        # art. 5.8.3: the moved piece counts as touched -- unless an own piece was touched
        # already: that duty (5.1) stands, or the duty could become the very move penalised
        if is_own(self.position, mv.from_square, side) and self.touch_state.own is None:
            self.touch_state.own = mv.from_square
            self.touch_state.own_first = self.touch_state.opponent is None
        return self._foul_ruling(side, "8.1.8", say("move.retaken", why=text),
                                 RulingKind.RETAKE)

    def _self_kill(self, mv: Move) -> Ruling:
        """A completed pseudo-legal move leaving the mover's general capturable (art. 3.4)."""
        mover = self.turn
        move = move_ref(self.position, mv)
        self._record(mv, classify_now=False)
        pos = self.position
        king = pos.king_square(mover)
        attackers = tuple(piece_ref(pos, a) for a in pos.attackers(mover.opponent, king))
        if attackers and all(abs(a.code) == PieceKind.KING for a in attackers):
            why = say("selfkill.generals_face")
        else:
            why = say("selfkill.capturable", general=piece_ref(pos, king), attackers=attackers)
        return self._end(_loss(mover, Termination.SELF_KILL, "4.1.3",
                               say("outcome.self_kill", side=mover, move=move, why=why)),
                         RulingKind.MOVE, move=mv)

    def _record(self, mv: Move, *, classify_now: bool) -> PlyRecord:
        """Record ``mv``, which the caller has checked: legal, or a pseudo-legal self-kill."""
        self._history.append((self._state(), self.last_verdict))
        pos = self.position
        before = pos.copy(stack=False)
        mover = pos.turn
        capture = pos.board[mv.to_square] != 0
        ids_before = tuple(self._ids)
        pos.push_unchecked(mv)  # every caller has checked it (legal, or a self-kill)
        self._ids[mv.to_square] = self._ids[mv.from_square]
        self._ids[mv.from_square] = -1
        rec = PlyRecord(mv, mover, before, pos.zobrist, capture,
                        pos.is_attacked_general(mover.opponent), ids_before,
                        just_crossed=self._just_crossed())
        self.plies.append(rec)
        self._keys.append(pos.zobrist)
        if capture:
            self._phase_start = len(self.plies)
            self.must_change, self._order = None, None
        if classify_now:
            self._classify(rec)
        return rec

    def _just_crossed(self) -> int | None:
        """The square of the soldier the previous ply took across the river (art. 26.7)."""
        if not self.plies:
            return None
        last = self.plies[-1]
        code = last.before.board[last.move.from_square]
        if abs(code) != SOLDIER:
            return None
        if crossed(code, last.move.to_square) and not crossed(code, last.move.from_square):
            return last.move.to_square
        return None

    def _accept(self, mv: Move) -> Ruling:
        mover = self.turn
        rec = self._record(mv, classify_now=True)
        move = move_ref(rec.before, mv, lazy=True)
        self.touch_state.clear()
        notes: list[Message] = []
        if self.pending_offer is mover.opponent:
            self.pending_offer = None
            notes.append(say("move.played_on", side=mover))
        cls = rec.classification
        message = (say("move.played_nature", side=mover, move=move, nature=cls.nature.value)
                   if cls else say("move.played", side=mover, move=move))
        extra: dict[str, Any] = {"move": mv, "classification": cls,
                                 "said_notes": tuple(notes)}
        outcome = None if self.position.has_legal_move() else self.position.outcome()
        if outcome is not None:
            return self._end(outcome, RulingKind.MOVE, **extra)
        if self._order is not None:
            ended = self._enforce_order(extra)
            if ended is not None:
                return ended
        judging = self._order is None and (self.settings.repetition_auto or self.explain)
        pending = self._repetition() if judging else None
        if pending is not None:
            verdict = pending.verdict
            extra["verdict"] = verdict
            if self.settings.repetition_auto:
                ruled = self._rule(pending, extra)
                if ruled is not None:
                    return ruled
                notes.append(self._order_text(verdict))
            else:
                notes.append(say("repetition.pending", basis=verdict.basis_said))
            extra["said_notes"] = tuple(notes)
        limit = self.settings.natural_limit_moves
        if (limit and self.settings.natural_limit_auto
                and self.natural_limit_count() >= 2 * limit):
            return self._end(_draw(Termination.NATURAL_LIMIT, "4.2.4",
                                   say("outcome.natural_limit", limit=limit)),
                             RulingKind.MOVE, **extra)
        dead = self._dead_outcome() if rec.capture else None  # material changes by captures
        if dead is not None:
            return self._end(dead, RulingKind.MOVE, **extra)
        return Ruling(RulingKind.MOVE, message, **extra)

    def _dead_outcome(self) -> Outcome | None:
        """Art. 4.2.2 at the current position: a draw when the material is proven dead
        (:func:`~.endgames.is_dead`), else None."""
        board = self.position.board
        if not is_dead(board):
            return None
        if not any(abs(code) in _ATTACKERS for code in board):
            why: Message | str = say("dead.no_attackers")
        else:
            ms = material_set(board)
            why = say("dead.material", red=_material(ms[0], Color.RED),
                      black=_material(ms[1], Color.BLACK)) if ms else ""
        return _draw(Termination.DEAD_POSITION, "4.2.2", say("outcome.dead", why=why))

    # ------------------------------------------------------------- repetition

    def _repetition(self, back: int = 0, *, long: bool = False) -> _Pending | None:
        """The 待判局面 at the position ``back`` plies ago, or None (art. 23.1-23.4).

        Under CXA the nine-回合 sequences of art. 23.4 count too when one side's moves are
        all 将/杀/捉; ``long`` (a player's request) also accepts idle ones."""
        n = len(self.plies) - back
        if n < 0:
            return None
        settings = self.settings
        start = cycle_start(self._keys, self._phase_start, n, settings.ruleset,
                            settings.repetition_count)
        if start is not None:
            return _Pending(self._judge(start, n), start, n)
        if settings.ruleset is not RuleSet.CXA:
            return None
        dests = [rec.move.to_square for rec in self.plies[max(0, n - 18):n]]
        start = long_cycle_start(self._keys, self._phase_start, n, dests)
        if start is None:
            return None
        window = [self._window_move(rec) for rec in self.plies[start:n]]
        verdict = judge(window, settings.ruleset)
        if not long and not (verdict.red.forbidden or verdict.black.forbidden):
            return None  # idle nine-回合 sequences are judged only on request (23.4)
        return _Pending(verdict, start, n)

    def _judge(self, start: int, end: int) -> Verdict:
        """The verdict on the window ``plies[start:end]``; a cycle that goes on is judged
        at every ply on the same moves, so verdicts are kept by the window's content."""
        plies = self.plies[start:end]
        key = tuple(rec.window_key or self._window_key(rec) for rec in plies)
        verdict = self._verdicts.get(key)
        if verdict is None:
            window = [self._window_move(rec) for rec in plies]
            verdict = self._verdicts[key] = judge(window, self.settings.ruleset)
        return verdict

    def _window_key(self, rec: PlyRecord) -> tuple[int, int, int, frozenset[int]]:
        self._window_move(rec)
        assert rec.window_key is not None
        return rec.window_key

    def _window_move(self, rec: PlyRecord) -> WindowMove:
        if rec.window is None:  # computed once per ply (a cycle is judged at every ply)
            cls = self._classify(rec)
            ids = frozenset(rec.ids_before[c.target] for c in cls.chases)
            rec.window = WindowMove(rec.mover, rec.move.iccs, cls, ids)
            crossed = -1 if rec.just_crossed is None else rec.just_crossed
            # what the WindowMove depends on: the position before (its key), the move, the
            # soldier that had just crossed, and the identities of the pieces chased
            rec.window_key = (rec.before.zobrist, rec.move.from_square << 7
                              | rec.move.to_square, crossed, ids)
        return rec.window

    def _rule(self, pending: _Pending, extra: dict[str, Any]) -> Ruling | None:
        """Give the ruling on a 待判局面 (art. 23.5): the game ends now (IMMEDIATE mode,
        or unilateral 长将, 23.5.1), or the must-vary order starts (23.5.2)."""
        verdict = pending.verdict
        self.last_verdict = verdict
        extra = dict(extra, verdict=verdict)
        immediate = self.settings.repetition_ruling is RepetitionRuling.IMMEDIATE
        if verdict.immediate or immediate:
            return self._end(verdict.outcome(), RulingKind.MOVE, **extra)
        self._order = _Order(verdict.culprit, pending.start, pending.end, len(self.plies))
        self.must_change = verdict.culprit
        return None

    def _order_text(self, verdict: Verdict) -> Message:
        """The must-vary sentence for a ruling given under art. 23.5.2."""
        if verdict.culprit is None:
            return say("repetition.order_draw", basis=verdict.basis_said)
        return say("repetition.order_vary", basis=verdict.basis_said, side=verdict.culprit)

    def _enforce_order(self, extra: dict[str, Any]) -> Ruling | None:
        """After a must-vary ruling (art. 23.5.2): a move reaching a position off the
        cycle varies it and ends the order; the side that must vary loses when its second
        move after the ruling still keeps to the cycle (23.5.2.2); with no culprit, two
        回合 without a change draw (23.5.2.1)."""
        order = self._order
        if order is None:
            return None
        n = len(self.plies)
        if self._keys[n] not in set(self._keys[order.start + 1:order.end + 1]):
            self._order, self.must_change = None, None
            return None
        since = self.plies[order.ruled_at:]
        verdict = self._order_verdict(order)
        if order.culprit is None:
            if len(since) >= 4:
                return self._end(verdict.outcome(), RulingKind.MOVE, verdict=verdict,
                                 **extra)
            return None
        if since[-1].mover is order.culprit and sum(
                rec.mover is order.culprit for rec in since) >= 2:
            return self._end(verdict.outcome(), RulingKind.MOVE, verdict=verdict, **extra)
        return None

    def _order_verdict(self, order: _Order) -> Verdict:
        window = [self._window_move(rec) for rec in self.plies[order.start:order.end]]
        verdict = judge(window, self.settings.ruleset)
        self.last_verdict = verdict
        return verdict

    def repetition_verdict(self, back: int = 0, *, claimed: bool = False) -> Verdict | None:
        """The verdict on the position ``back`` plies ago (0: the current one) if it is a
        待判局面 (art. 23.1-23.4), else None; ``claimed``: as on a player's request (art.
        23.4 idle nine-回合 sequences count too)."""
        pending = self._repetition(back, long=claimed)
        return None if pending is None else pending.verdict

    # ------------------------------------------------------------------ clock

    def clock_press_without_move(self, side: Color) -> Ruling:
        """``side`` pressed the clock without moving: foul (art. 8.1.7); the second such
        foul loses (art. 4.1.9), counted together with 8.1.7 fouls the arbiter entered by
        hand (:meth:`arbiter_foul`)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._foul_ruling(side, PRESS_FOUL, say("foul.press"))

    def flag(self, side: Color) -> Ruling:
        """``side``'s time ran out (超时): a loss (art. 21.6, 4.1.6)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(_loss(side, Termination.TIME_FORFEIT, "4.1.6",
                               say("outcome.flag", side=side)))

    def quota_missed(self, side: Color) -> Ruling:
        """``side`` did not make the stage's move quota in time: a loss (art. 21.1, 4.1.6)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(_loss(side, Termination.MOVE_QUOTA, "4.1.6",
                               say("outcome.quota", side=side)))

    # ------------------------------------------------------- offers and claims

    def offer_draw(self, side: Color, *, own_time: bool = False) -> Ruling:
        """``side`` offers a draw, in its own time (art. 22.1). Offering more often than
        the opponent by two is a foul (art. 8.1.3); such an offer is void.

        ``own_time``: the caller states it is ``side``'s time although ``side`` is not to
        move: the mover who has not pressed the clock yet (22.1: 在自己用时内提出)."""
        if (closed := self._closed()) is not None:
            return closed
        if side is not self.turn and not own_time:
            return Ruling(RulingKind.REFUSED, say("offer.not_own_time"))
        if self.pending_offer is side:
            return Ruling(RulingKind.NOTHING, say("offer.stands"))
        self._offers[side] += 1
        mine, theirs = self._offers[side], self._offers[side.opponent]
        if mine - theirs >= 2:
            return self._foul_ruling(side, "8.1.3", say("foul.offers", mine=mine,
                                                        theirs=theirs))
        self.pending_offer = side
        return Ruling(RulingKind.DRAW_OFFERED, say("offer.made", side=side))

    def accept_draw(self, side: Color) -> Ruling:
        """``side`` accepts the opponent's standing offer: agreed draw (art. 4.2.1)."""
        if (closed := self._closed()) is not None:
            return closed
        if self.pending_offer is not side.opponent:
            return Ruling(RulingKind.REFUSED, say("offer.none_to_accept"))
        return self._end(_draw(Termination.AGREED_DRAW, "4.2.1",
                               say("outcome.agreed", side=side, opponent=side.opponent)))

    def decline_draw(self, side: Color) -> Ruling:
        """``side`` declines the standing offer (art. 22.1)."""
        if (closed := self._closed()) is not None:
            return closed
        if self.pending_offer is not side.opponent:
            return Ruling(RulingKind.REFUSED, say("offer.none_to_decline"))
        self.pending_offer = None
        return Ruling(RulingKind.DRAW_DECLINED, say("offer.declined", side=side))

    def claim(self, side: Color, kind: ClaimKind | str) -> Ruling:
        """``side`` claims the natural limit (art. 22.2) or a 待判局面 (art. 23.1), in its
        own time (art. 22.4). Raises ``ValueError`` for an unknown kind."""
        if (closed := self._closed()) is not None:
            return closed
        kind = ClaimKind(kind)
        if side is not self.turn:
            return Ruling(RulingKind.REFUSED, say("claim.not_own_time"))
        if self._sheet_missing[side] >= MISSING_MOVES_FOUL:
            return Ruling(RulingKind.REFUSED, say("claim.sheet", side=side,
                                                  missing=self._sheet_missing[side]))
        if kind is ClaimKind.REPETITION:
            return self._claim_repetition()
        return self._claim_natural_limit(side)

    def _claim_repetition(self) -> Ruling:
        # the claimant's own time starts after the opponent's move, which may have been
        # the one that completed the cycle or the one just after it (art. 22.4)
        if self._order is not None:
            assert self.last_verdict is not None
            return Ruling(RulingKind.NOTHING, say("claim.already_ruled", order=self._order_text(
                self.last_verdict)), verdict=self.last_verdict)
        pending = (self._repetition(long=True) or self._repetition(back=1, long=True))
        if pending is None:
            rejected = (say("claim.not_pending_cxa", count=self.occurrences())
                        if self.settings.ruleset is RuleSet.CXA else
                        say("claim.not_pending", count=self.occurrences(),
                            needed=self.settings.repetition_count))
            return Ruling(RulingKind.CLAIM_REJECTED, rejected)
        ruled = self._rule(pending, {})
        if ruled is not None:
            return ruled
        return Ruling(RulingKind.NOTHING, self._order_text(pending.verdict),
                      verdict=pending.verdict)

    def _claim_natural_limit(self, side: Color) -> Ruling:
        limit = self.settings.natural_limit_moves
        if limit == 0:
            return Ruling(RulingKind.REFUSED, say("claim.no_limit"))
        counted = self.natural_limit_count(side)
        if counted >= 2 * limit:
            return self._end(_draw(Termination.NATURAL_LIMIT, "4.2.4",
                                   say("outcome.claim_verified", side=side, limit=limit)))
        phase = self._phase_start
        earlier = (side, phase) in self._false_claims
        self._false_claims.append((side, phase))
        text = say("foul.false_claim", counted=counted // 2, limit=limit)
        if earlier:
            return self._end(_loss(side, Termination.FALSE_CLAIMS, "4.1.11",
                                   say("outcome.false_claims", side=side)),
                             time_penalty_ns=FALSE_CLAIM_PENALTY_NS)
        return self._foul_ruling(side, "8.1.4", text, time_penalty_ns=FALSE_CLAIM_PENALTY_NS)

    def resign(self, side: Color) -> Ruling:
        """``side`` resigns (认输): a loss (art. 4.1.12)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(_loss(side, Termination.RESIGNATION, "4.1.12",
                               say("outcome.resigns", side=side)))

    # --------------------------------------------------------- arbiter events

    def arbiter_late_arrival(self, side: Color) -> Ruling:
        """``side`` exceeded the lateness limit (art. 20.1): a loss (art. 4.1.7)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(_loss(side, Termination.LATE_ARRIVAL, "4.1.7",
                               say("outcome.late", side=side)))

    def arbiter_double_forfeit(self) -> Ruling:
        """Both players exceeded the lateness limit: both forfeit, result ``"0-0"``
        (art. 20.2)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(Outcome.said("0-0", Termination.DOUBLE_FORFEIT, "20.2",
                                      say("outcome.double_forfeit")))

    def arbiter_missed_record(self, side: Color, missing: int) -> Ruling:
        """The arbiter finds ``missing`` moves not recorded (or unreadable, art. 7.2) on
        ``side``'s score sheet: 4 to 7 are one foul, 8 or more two (art. 7.1, 8.1.6).
        While 4 or more are missing, ``side``'s claims are not accepted (art. 22.3);
        entering 0 after the sheet is completed lifts that. Raises ``ValueError`` for a
        negative ``missing``."""
        if missing < 0:
            raise ValueError(f"missing moves must be >= 0, got {missing}")
        if (closed := self._closed()) is not None:
            return closed
        self._sheet_missing[side] = missing
        count = 2 if missing >= 8 else 1 if missing >= 4 else 0
        if count == 0:
            return Ruling(RulingKind.NOTHING, say("sheet.ok", side=side, missing=missing))
        text = say("foul.sheet", missing=missing)
        fouls = []
        for _ in range(count):
            foul, outcome = self._foul(side, "8.1.6", text)
            fouls.append(foul)
            if outcome is not None:
                return self._end(outcome, fouls=tuple(fouls))
        return Ruling(RulingKind.FOUL, say("foul.count" if count > 1 else "foul.count_one",
                                           count=count, side=side, article="8.1.6", text=text),
                      fouls=tuple(fouls), obligation=self.obligation())

    def arbiter_refusal(self, side: Color, detail: str = "") -> Ruling:
        """``side`` refuses to follow the rules or gravely breaks discipline (art. 4.1.13)."""
        if (closed := self._closed()) is not None:
            return closed
        said = (say("outcome.refusal_detail", side=side, detail=detail) if detail
                else say("outcome.refusal", side=side))
        return self._end(_loss(side, Termination.REFUSAL, "4.1.13", said))

    def arbiter_foul(self, side: Color, article: str, text: str) -> Ruling:
        """The arbiter records a foul of art. 8.1 seen at the board (8.1.1 distracting,
        8.1.2 stopping the clock, 8.1.6 score sheet, 8.1.9 conduct ...)."""
        if (closed := self._closed()) is not None:
            return closed
        return self._foul_ruling(side, article, text)

    def arbiter_dead_position(self, detail: str = "") -> Ruling:
        """The arbiter rules that neither side can win (art. 4.2.2)."""
        if (closed := self._closed()) is not None:
            return closed
        said = (say("outcome.arbiter_dead_detail", detail=detail) if detail
                else say("outcome.arbiter_dead"))
        return self._end(_draw(Termination.DEAD_POSITION, "4.2.2", said))

    def arbiter_decision(self, result: str, article: str, reason: str) -> Ruling:
        """Any other ruling of the arbiter (e.g. art. 26.2 fortress, 23.4 long cycles).

        Raises ``ValueError`` for a result other than ``1-0``, ``0-1``, ``1/2-1/2``."""
        if (closed := self._closed()) is not None:
            return closed
        return self._end(Outcome(result, Termination.ARBITER_DECISION, article, reason))

    # ---------------------------------------------------------- serialisation

    def _state(self) -> dict[str, Any]:
        """The mutable competition state besides the moves, JSON-ready and independent of
        the live objects (a snapshot)."""
        return {
            "touch": self.touch_state.to_dict(),
            "fouls": [f.to_dict() for f in self.fouls],
            "illegal": list(self._illegal),
            "offers": list(self._offers),
            "sheet_missing": list(self._sheet_missing),
            "pending_offer": None if self.pending_offer is None else int(self.pending_offer),
            "false_claims": [[int(s), p] for s, p in self._false_claims],
            "must_change": None if self.must_change is None else int(self.must_change),
            "order": None if self._order is None else self._order.to_dict(),
            "restorations": [r.to_dict() for r in self.restorations],
            "outcome": None if self.outcome is None else self.outcome.to_dict(with_message=True),
        }

    def _load_state(self, data: dict[str, Any]) -> None:
        """Inverse of :meth:`_state`; raises ``KeyError``/``ValueError`` on bad data."""
        self.touch_state = TouchState.from_dict(data["touch"])
        self.fouls = [Foul.from_dict(f) for f in data["fouls"]]
        self._illegal = list(data["illegal"])
        self._offers = list(data["offers"])
        self._sheet_missing = list(data.get("sheet_missing", [0, 0]))
        self.pending_offer = _color_or_none(data["pending_offer"])
        self._false_claims = [(Color(s), p) for s, p in data["false_claims"]]
        self.must_change = _color_or_none(data["must_change"])
        order = data.get("order")
        self._order = None if order is None else _Order.from_dict(order)
        self.restorations = [Restoration.from_dict(r) for r in data.get("restorations", [])]
        o = data["outcome"]
        self.outcome = None if o is None else Outcome.from_dict(o)

    # ------------------------------------------------------------- take-back

    def take_back(self, n: int = 1) -> None:
        """Take back the last ``n`` plies (0 <= n <= len(moves)).

        Everything returns to the instant the earliest of them was played: the position,
        the repetition history (art. 23), the natural-limit count (art. 4.2.4), the fouls
        (art. 8.1) and the 4.1.8/4.1.9/4.1.11 counters, touches (art. 5), draw offers,
        the must-vary order (art. 23.5.2) and the result (a finished game reopens).
        Raises ``TypeError`` for a non-integer ``n`` and ``ValueError`` when ``n`` is
        negative or larger than the number of plies played. Casual play's undo; an
        arbiter's correction goes through :meth:`arbiter_restore`.
        """
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"take_back needs an int, got {type(n).__name__}")
        if not 0 <= n <= len(self.plies):
            raise ValueError(f"cannot take back {n} plies: {len(self.plies)} played")
        if n == 0:
            return
        keep = len(self.plies) - n
        state, verdict = self._history[keep]
        self._rewind(keep)
        self._load_state(state)
        self.last_verdict = verdict

    def _rewind(self, keep: int) -> None:
        """Undo the position, ids, keys and history back to ``keep`` plies."""
        for _ in range(len(self.plies) - keep):
            self.position.pop()
        if keep < len(self.plies):
            self._ids = list(self.plies[keep].ids_before)
        del self.plies[keep:]
        del self._keys[keep + 1:]
        del self._history[keep:]
        self._phase_start = max((i + 1 for i, rec in enumerate(self.plies) if rec.capture),
                                default=0)

    def arbiter_restore(self, ply: int, article: str, reason: str) -> Ruling:
        """The arbiter puts the position back to the one after ``ply`` plies and play
        continues from there (art. 5.8.2: a piece was displaced by accident, within five
        回合; art. 5.8.1: colours found reversed within 20 minutes, ``ply`` 0).

        The moves after ``ply`` are annulled but kept in :attr:`restorations` for the
        score sheet; fouls stand (they were committed); the repetition history and the
        natural-limit count follow the restored position; the side to move may move any
        piece (touches are cleared, art. 5.8.2). A finished game is not reopened.
        Raises ``ValueError`` for an ``article`` other than 5.8.1/5.8.2, a ``ply``
        outside 0..len(moves), or (5.8.2) one more than five 回合 back.
        """
        if (closed := self._closed()) is not None:
            return closed
        if article not in ("5.8.1", "5.8.2"):
            raise ValueError(f"arbiter_restore applies art. 5.8.1 or 5.8.2, not {article!r}")
        played = len(self.plies)
        if not 0 <= ply <= played:
            raise ValueError(f"cannot restore to ply {ply}: {played} played")
        if article == "5.8.2" and played - ply > RESTORE_LIMIT_PLIES:
            raise ValueError(f"art. 5.8.2 restores within five 回合 ({RESTORE_LIMIT_PLIES} "
                             f"plies), not {played - ply}")
        if article == "5.8.1" and ply != 0:
            raise ValueError("art. 5.8.1 replays the game from the start (ply 0)")
        annulled = tuple(rec.move.iccs for rec in self.plies[ply:])
        annulled_refs = tuple(move_ref(rec.before, rec.move) for rec in self.plies[ply:])
        kept = self._state()
        state, verdict = self._history[ply] if ply < played else (kept, self.last_verdict)
        self._rewind(ply)
        self._load_state(state)
        self.last_verdict = verdict
        self.fouls = [Foul.from_dict(f) for f in kept["fouls"]]
        self._illegal = list(kept["illegal"])
        self._offers = list(kept["offers"])
        self._sheet_missing = list(kept["sheet_missing"])
        self._false_claims = [(Color(s), p) for s, p in kept["false_claims"]]
        self.restorations = [Restoration.from_dict(r) for r in kept["restorations"]]
        self.touch_state.clear()
        self.pending_offer = None
        restoration = Restoration(ply, annulled, article, reason)
        self.restorations.append(restoration)
        return Ruling(RulingKind.RESTORED, say(
            "restore.done", ply=ply, article=article, reason=reason,
            annulled=annulled_refs or say("restore.nothing"), side=self.turn))

    # ---------------------------------------------------------- serialisation

    def to_dict(self) -> dict[str, Any]:
        """The whole state as JSON-ready data; :meth:`from_dict` resumes it exactly,
        including what :meth:`take_back` needs (``history``)."""
        return {
            "version": FORMAT_VERSION,
            "settings": self.settings.to_dict(),
            "start_fen": self.start_fen,
            "moves": [p.move.iccs for p in self.plies],
            **self._state(),
            "history": _deltas([state for state, _ in self._history]),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Arbiter:
        """Rebuild an arbiter from :meth:`to_dict` data (version 1 data, which has no
        take-back history, resumes with empty earlier states); raises ``ValueError``
        (or ``KeyError``) naming the problem when the data is inconsistent."""
        version = data.get("version")
        if version not in (1, FORMAT_VERSION):
            raise ValueError(f"unsupported arbiter state version {version!r}")
        arb = cls(CompetitionSettings.from_dict(data["settings"]), data["start_fen"])
        for ply, text in enumerate(data["moves"]):
            mv = Move.from_iccs(text)
            legal = arb.position.is_legal(mv)
            if not legal and not arb.position.is_pseudo_legal(mv):
                raise ValueError(f"saved move {ply + 1} {text} is impossible")
            arb._record(mv, classify_now=False)
        history = data.get("history")
        if history is not None:
            history = _undelta(history)
            if len(history) != len(arb.plies):
                raise ValueError(f"saved history has {len(history)} states for "
                                 f"{len(arb.plies)} moves")
            arb._history = [(dict(state), None) for state in history]
        arb._load_state(data)
        return arb


def _deltas(states: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The take-back history for JSON: the first state whole, then only the fields that
    changed from the state before (the states differ mostly in the touches)."""
    out: list[dict[str, Any]] = []
    previous: dict[str, Any] = {}
    for state in states:
        out.append({k: v for k, v in state.items() if previous.get(k, object()) != v})
        previous = state
    return out


def _undelta(deltas: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Inverse of :func:`_deltas`."""
    out: list[dict[str, Any]] = []
    current: dict[str, Any] = {}
    for delta in deltas:
        current = {**current, **delta}
        out.append(current)
    return out


def _material(letters: str, color: Color) -> tuple[Piece, ...]:
    """The general and the pieces ``letters`` (``"AC"``: advisor, cannon) of ``color``."""
    kinds = {"A": PieceKind.ADVISOR, "E": PieceKind.ELEPHANT, "H": PieceKind.HORSE,
             "R": PieceKind.CHARIOT, "C": PieceKind.CANNON}
    return tuple(Piece(color, kind) for kind in (PieceKind.KING, *(kinds[c] for c in letters)))


def _color_or_none(value: int | None) -> Color | None:
    return None if value is None else Color(value)
