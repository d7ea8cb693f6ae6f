"""Repetition adjudication (棋例): per-side cycle labels and the verdict tables.

Cycle and window (art. 23.1-23.4, :func:`cycle_start`): under CXA a 待判局面 arises when
the moves have gone round one cycle three full times, counting the cycle's first move
(the move arriving from outside, 23.2; not a capture): on two points six 回合, twelve
plies (23.4). Nine 回合 over three or more points (23.4, second sentence,
:func:`long_cycle_start`) are judged the same way. Under AXF, the engines' count: the
position (placement + side to move, the zobrist key) occurs for the third time since
the last capture, the window running from its first occurrence.

Labels (art. 24.9-24.14): a side whose every move in the window is 将 is 长将; every move
将/杀/捉 (打) is forbidden (长杀, 长捉, 一将一杀, 一将一捉, 一杀一捉 ...); one idle move makes
the side's pattern allowed.

CXA verdict (art. 25, 26.9, 23.5):

* both allowed -> draw 不变作和 (art. 25.2, 4.2.3);
* one side forbidden, the other allowed -> the forbidden side must vary (art. 25.3);
  unilateral 长将 loses at once (art. 25.1, 23.5.1, 4.1.4);
* both forbidden: a pure 长将 against any other forbidden pattern loses (art. 25.1); two
  pure 长将 draw; otherwise the side whose pattern is listed in art. 26.9.1 (长杀, 一将一杀,
  chasing a chariot or an unprotected piece) must vary when the other's is not, else
  draw (art. 26.9.4) -- except that a single piece's 长捉 of a chariot (an unprotected
  piece) against the other side's joint chase (联合捉) of one must vary (26.9.2, 26.9.3).

AXF verdict (docs/references.md §7): perpetual check (every move a check) ranks above
perpetual chase (one and the same enemy piece, tracked by identity, chased by every
move -- a move that checks and also chases it counts, as in Fairy-Stockfish); the higher
rank loses, equal ranks draw. Mate threats and one-check-one-chase of different aims
are allowed (AXF rules 9, 12).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from xiangqi_gui.rules import Color, Outcome, Termination
from xiangqi_gui.rules.message import Message

from .analysis import side_name
from .classify import Classification, Nature
from .settings import RuleSet
from .texts import say

CHARIOT = 5


class Label(enum.Enum):
    """Per-side pattern over the window."""

    ALLOWED = "allowed"
    PERPETUAL_CHECK = "perpetual_check"  # 长将
    FORBIDDEN = "forbidden"  # other 长打 (CXA) / perpetual chase (AXF)


@dataclass(frozen=True)
class WindowMove:
    """One ply of the window: who moved, the move text, its classification and the
    identities of the enemy pieces it chases (for AXF same-piece tracking)."""

    mover: Color
    iccs: str
    classification: Classification
    chased_ids: frozenset[int]


@dataclass(frozen=True)
class SideLabel:
    """The pattern of one side over the window."""

    color: Color
    label: Label
    name: str  # Chinese name: 长将, 长捉, 一将一捉, 允许 ...
    natures: tuple[Nature, ...]
    listed_2691: bool  # pattern listed in art. 26.9.1 (must vary against an unlisted one)
    chases: tuple[Message, ...]  # the chases (repetition.chase messages), first occurrence
    #: art. 26.9.2/26.9.3: what every move chases -- ("single"|"joint", "chariot"|
    #: "unprotected") pairs that hold for all of the side's moves (empty: not 长捉)
    chase_profile: frozenset[tuple[str, str]] = frozenset()

    @property
    def forbidden(self) -> bool:
        """True for 长将 and every other forbidden pattern."""
        return self.label is not Label.ALLOWED


@dataclass(frozen=True)
class Verdict:
    """The ruling on a 待判局面.

    ``culprit`` is the side that must vary (None for a draw); ``immediate`` is True when
    the culprit loses at once (unilateral perpetual check, or the IMMEDIATE ruling mode
    decides elsewhere). ``article`` cites the 2011 CXA rules (or ``"AXF"``). ``basis`` is
    the rule applied in one English sentence, ``basis_said`` the same as a message.
    """

    red: SideLabel
    black: SideLabel
    culprit: Color | None
    immediate: bool
    article: str
    basis_said: Message

    @property
    def basis(self) -> str:
        """The rule applied, one English sentence."""
        return str(self.basis_said)

    def label_of(self, color: Color) -> SideLabel:
        """The label of ``color``."""
        return self.red if color is Color.RED else self.black

    def outcome(self) -> Outcome:
        """The game result if the verdict is enforced (draw or the culprit's loss)."""
        pattern = say("repetition.pattern", red=self.red.name, black=self.black.name)
        if self.culprit is None:
            return Outcome.said("1/2-1/2", Termination.REPETITION_DRAW,
                                "4.2.3" if self.article != "AXF" else "AXF",
                                say("outcome.repetition_draw", pattern=pattern,
                                    basis=self.basis_said))
        label = self.label_of(self.culprit)
        result = "0-1" if self.culprit is Color.RED else "1-0"
        if label.label is Label.PERPETUAL_CHECK:
            term, art, key = Termination.PERPETUAL_CHECK, "4.1.4", "outcome.perpetual_check"
        elif all(n is Nature.CHASE for n in label.natures):
            term, art, key = Termination.PERPETUAL_CHASE, "4.1.5", "outcome.perpetual_chase"
        else:
            term, art, key = Termination.FORBIDDEN_REPETITION, "4.1.5", "outcome.forbidden"
        if self.article == "AXF":
            art = "AXF"
        shown = label.chases if label.label is not Label.PERPETUAL_CHECK else ()
        detail: Message | str = say("repetition.chases", chases=shown) if shown else ""
        return Outcome.said(result, term, art, say(
            key, side=self.culprit, name=label.name, detail=detail, pattern=pattern,
            basis=self.basis_said))

    def to_dict(self) -> dict[str, object]:
        """JSON-ready summary."""
        return {
            "red": self.red.name,
            "black": self.black.name,
            "culprit": None if self.culprit is None else side_name(self.culprit).lower(),
            "immediate": self.immediate,
            "article": self.article,
            "basis": self.basis,
        }


_CXA_NAMES = {
    frozenset({Nature.CHECK}): "长将",
    frozenset({Nature.KILL}): "长杀",
    frozenset({Nature.CHASE}): "长捉",
    frozenset({Nature.CHECK, Nature.KILL}): "一将一杀",
    frozenset({Nature.CHECK, Nature.CHASE}): "一将一捉",
    frozenset({Nature.KILL, Nature.CHASE}): "一杀一捉",
    frozenset({Nature.CHECK, Nature.KILL, Nature.CHASE}): "将杀捉交替",
}
_IDLE_NAMES = {Nature.EXCHANGE: "长兑", Nature.OFFER: "长献", Nature.BLOCK: "长拦",
               Nature.FOLLOW: "长跟", Nature.IDLE: "长闲"}


def _chase_texts(moves: Sequence[WindowMove]) -> tuple[Message, ...]:
    seen: list[Message] = []
    for m in moves:
        for chase in m.classification.chases:
            said = chase.said()
            if said not in seen:
                seen.append(said)
    return tuple(seen)


def _listed_2691(moves: Sequence[WindowMove]) -> bool:
    """Art. 26.9.1: 长杀, 一将一杀, chasing a chariot or an unprotected piece."""
    natures = {m.classification.nature for m in moves}
    if Nature.KILL in natures:
        return True
    chases = [c for m in moves for c in m.classification.chases]
    if Nature.CHASE not in natures or not chases:
        return False
    return all(
        any(abs(c.target_code) == CHARIOT or not c.protected for c in m.classification.chases)
        for m in moves if m.classification.nature is Nature.CHASE)


def _chase_profile(moves: Sequence[WindowMove]) -> frozenset[tuple[str, str]]:
    """Art. 26.9.2-26.9.3: the (single|joint, chariot|unprotected) chases every move of a
    长捉 makes (联合捉子, art. 24.17)."""
    if not moves or any(m.classification.nature is not Nature.CHASE for m in moves):
        return frozenset()
    profile = set()
    for how in ("single", "joint"):
        for what in ("chariot", "unprotected"):
            if all(any(c.joint == (how == "joint") and (
                    abs(c.target_code) == CHARIOT if what == "chariot" else not c.protected)
                    for c in m.classification.chases) for m in moves):
                profile.add((how, what))
    return frozenset(profile)


def label_cxa(color: Color, moves: Sequence[WindowMove]) -> SideLabel:
    """CXA label of ``color``'s moves in the window (art. 24.9-24.14)."""
    natures = tuple(m.classification.nature for m in moves)
    kinds = frozenset(natures)
    chases = _chase_texts(moves)
    if natures and all(n.attacking for n in natures):
        name = _CXA_NAMES[kinds]
        label = Label.PERPETUAL_CHECK if kinds == {Nature.CHECK} else Label.FORBIDDEN
        return SideLabel(color, label, name, natures, _listed_2691(moves), chases,
                         _chase_profile(moves))
    if len(kinds) == 1:
        name = _IDLE_NAMES.get(natures[0], "允许着法")
    else:
        name = "允许着法 (" + "".join(n.value for n in natures) + ")"
    return SideLabel(color, Label.ALLOWED, name, natures, False, chases)


def label_axf(color: Color, moves: Sequence[WindowMove]) -> SideLabel:
    """AXF label: perpetual check, perpetual chase of one same piece, or allowed."""
    natures = tuple(m.classification.nature for m in moves)
    if natures and all(n is Nature.CHECK for n in natures):
        return SideLabel(color, Label.PERPETUAL_CHECK, "长将", natures, False, ())
    if moves:
        common = frozenset.intersection(*(m.chased_ids for m in moves))
        if common:  # the same piece chased by every move, checks included (FSF F5)
            return SideLabel(color, Label.FORBIDDEN, "长捉", natures, True, _chase_texts(moves))
    return SideLabel(color, Label.ALLOWED, "允许着法", natures, False, ())


def cycle_start(keys: Sequence[int], phase_start: int, n: int, ruleset: RuleSet,
                count: int = 3) -> int | None:
    """Where the window of a 待判局面 ending at position ``keys[n]`` starts, or None.

    ``keys[i]`` is the position key after ``i`` plies; ``phase_start`` the index of the
    position after the last capture. The window is the plies ``start .. n - 1``
    (0-based ply indices).

    CXA (art. 23.1-23.4): the moves have gone round the same cycle ``count`` (3) full
    times, counting the cycle's first move (usually the one arriving from outside,
    23.2): for the cycle's length ``p``, the last ``count * p`` plies repeat with period
    ``p``; on two points that is six 回合, twelve plies (23.4). A first move that
    captures is not counted (23.2), so the window lies after the last capture.

    AXF: the engines' convention, the ``count``-th occurrence of the position; the
    window runs from the first of those occurrences.
    """
    if n < phase_start:
        return None
    key = keys[n]
    if ruleset is RuleSet.AXF:
        occ = [i for i in range(n, phase_start - 1, -2) if keys[i] == key]
        return occ[count - 1] if len(occ) >= count else None
    for i in range(n - 4, phase_start - 1, -2):
        if keys[i] != key:
            continue
        period = n - i
        start = n - count * period
        if start < phase_start:
            return None
        if all(keys[k] == keys[k - period] for k in range(start + 1 + period, n + 1)):
            return start
    return None


#: Art. 23.4, second sentence: nine 回合 of repeated moves over three or more points.
LONG_CYCLE_PLIES = 18


def long_cycle_start(keys: Sequence[int], phase_start: int, n: int,
                     destinations: Sequence[int]) -> int | None:
    """Start of a nine-回合 window (art. 23.4, second sentence) ending at ``keys[n]``, or None.

    The last 18 plies contain no capture, some position in them recurs (the moves go
    round, 反复), and one side's moves in them reach three or more different points
    (``destinations``: the to-squares of those 18 plies, oldest first).
    """
    start = n - LONG_CYCLE_PLIES
    if start < phase_start or len(destinations) != LONG_CYCLE_PLIES:
        return None
    seen = keys[start + 1:n + 1]
    if len(set(seen)) == len(seen):
        return None
    if max(len(set(destinations[0::2])), len(set(destinations[1::2]))) < 3:
        return None
    return start


def judge(window: Sequence[WindowMove], ruleset: RuleSet) -> Verdict:
    """Verdict for the window of a 待判局面 under ``ruleset``."""
    label = label_cxa if ruleset is RuleSet.CXA else label_axf
    red = label(Color.RED, [m for m in window if m.mover is Color.RED])
    black = label(Color.BLACK, [m for m in window if m.mover is Color.BLACK])
    if ruleset is RuleSet.AXF:
        return _judge_axf(red, black)
    return _judge_cxa(red, black)


def _judge_axf(red: SideLabel, black: SideLabel) -> Verdict:
    rank = {Label.PERPETUAL_CHECK: 2, Label.FORBIDDEN: 1, Label.ALLOWED: 0}
    r, b = rank[red.label], rank[black.label]
    if r == b:
        return Verdict(red, black, None, False, "AXF", say("basis.axf_equal"))
    culprit = Color.RED if r > b else Color.BLACK
    worse = red if r > b else black
    basis = say("basis.axf_check" if worse.label is Label.PERPETUAL_CHECK
                else "basis.axf_chase")
    return Verdict(red, black, culprit, worse.label is Label.PERPETUAL_CHECK, "AXF", basis)


def _judge_cxa(red: SideLabel, black: SideLabel) -> Verdict:
    if not red.forbidden and not black.forbidden:
        return Verdict(red, black, None, False, "25.2", say("basis.both_allowed"))
    if red.forbidden != black.forbidden:
        culprit = red if red.forbidden else black
        if culprit.label is Label.PERPETUAL_CHECK:
            return _must_vary(red, black, culprit, "25.1", say("basis.unilateral_check"))
        return _must_vary(red, black, culprit, "25.3", say("basis.forbidden_vs_allowed"))
    red_pc = red.label is Label.PERPETUAL_CHECK
    black_pc = black.label is Label.PERPETUAL_CHECK
    if red_pc and black_pc:
        return Verdict(red, black, None, False, "26.9.4", say("basis.mutual_check"))
    if red_pc or black_pc:
        culprit = red if red_pc else black
        return _must_vary(red, black, culprit, "25.1", say("basis.unilateral_check"))
    if red.listed_2691 != black.listed_2691:
        culprit = red if red.listed_2691 else black
        return _must_vary(red, black, culprit, "26.9.1",
                          say("basis.listed_2691", name=culprit.name))
    single = _single_against_joint(red, black)
    if single is not None:
        culprit, article = single
        return _must_vary(red, black, culprit, article,
                          say("basis.single_vs_joint", article=article))
    return Verdict(red, black, None, False, "26.9.4", say("basis.both_forbidden"))


def _single_against_joint(red: SideLabel, black: SideLabel) -> tuple[SideLabel, str] | None:
    """Art. 26.9.2 (chariot) / 26.9.3 (unprotected piece): one side's 长捉 with a single
    piece against the other side's joint chase of the same kind of target: the single
    chaser must vary. None when neither applies."""
    for what, article in (("chariot", "26.9.2"), ("unprotected", "26.9.3")):
        red_single = ("single", what) in red.chase_profile
        black_single = ("single", what) in black.chase_profile
        red_joint = ("joint", what) in red.chase_profile
        black_joint = ("joint", what) in black.chase_profile
        if red_single and black_joint and not black_single:
            return red, article
        if black_single and red_joint and not red_single:
            return black, article
    return None


def _must_vary(red: SideLabel, black: SideLabel, culprit: SideLabel, article: str,
               basis: Message) -> Verdict:
    immediate = culprit.label is Label.PERPETUAL_CHECK
    if immediate:
        basis = say("basis.immediate", basis=basis)
    return Verdict(red, black, culprit.color, immediate, article, basis)
