"""The score sheet's data, free of Qt: one entry per ply, move texts computed from positions.

A :class:`ScoreRows` starts from a FEN and replays the moves it is given on a real
:class:`~xiangqi_gui.rules.Position`; every move's text in every notation (Chinese full,
abbreviated, WXF, ICCS) is written by :mod:`xiangqi_gui.notation` from the position before
the move, never taken pre-formatted from elsewhere (CXA rules art. 7.5, docs/references.md §2-4).

Plies are counted from 1: ply ``p`` is the ``p``-th move played from the start position, and
"the position at ply ``p``" is the one after it (ply 0 = the start position). Rows are full
moves (回合): Red's move on the left, Black's on the right; when the start position has Black
to move, the first row's Red cell is empty (``…``-style records).

Annotations (fouls with their article, draw offers, comments) attach to a ply: the move during
whose thinking time the event happened (art. 8.2: fouls are recorded at once). Ply
``len + 1`` is the move in progress, ply 0 the time before the first move.

Used by :mod:`xiangqi_gui.ui.score_sheet` (the panel) and :mod:`xiangqi_gui.ui.print_sheet`
(the printed 记录表, art. 9).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from xiangqi_gui.notation import Abbreviated, MoveTexts, Notator
from xiangqi_gui.rules import START_FEN, Color, IllegalMoveError, Move, Position
from xiangqi_gui.rules.message import Message

#: Notation names accepted by :meth:`PlyEntry.text` (same names as :data:`notation.NOTATIONS`).
SHEET_NOTATIONS = ("chinese", "abbr", "wxf", "iccs")

_NS_PER_SECOND = 1_000_000_000


class AnnotationKind(StrEnum):
    """What an annotation records."""

    FOUL = "foul"  # 犯规, art. 8.1 (the article names the clause)
    DRAW_OFFER = "draw_offer"  # 提和, art. 22.1
    COMMENT = "comment"  # a record's comment, or any note


@dataclass(frozen=True)
class Annotation:
    """A note written on the score sheet at a move.

    Attributes:
        kind: foul, draw offer or comment.
        text: free text (the foul's description, the comment); may be empty.
        article: the rule article for a foul, e.g. ``"8.1.5"`` (CXA art. 8.1); else ``""``.
        side: the side the note concerns (who fouled, who offered), or None.
        message: the note as a :class:`~xiangqi_gui.rules.message.Message` when the program
            wrote it (the sheet and the printout show it in the UI language; ``text`` is
            what a saved record keeps), None for a record's comment or typed text.
    """

    kind: AnnotationKind
    text: str = ""
    article: str = ""
    side: Color | None = None
    message: Message | None = field(default=None, compare=False)

    @classmethod
    def foul(cls, side: Color, article: str, text: str = "",
             message: Message | None = None) -> Annotation:
        """A foul (犯规) by ``side`` under ``article`` (e.g. ``"8.1.5"``)."""
        return cls(AnnotationKind.FOUL, text, article, side, message)

    @classmethod
    def draw_offer(cls, side: Color) -> Annotation:
        """A draw offer (提和) by ``side`` (art. 22.1)."""
        return cls(AnnotationKind.DRAW_OFFER, side=side)

    @classmethod
    def comment(cls, text: str, side: Color | None = None,
                message: Message | None = None) -> Annotation:
        """A comment (a record's comment or an arbiter's note; ``message``: the note as
        a message, see the class doc)."""
        return cls(AnnotationKind.COMMENT, text, side=side, message=message)

    def label(self) -> str:
        """Short sheet text: ``"犯规 8.1.5"``, ``"提和"``, or the comment itself."""
        if self.kind == AnnotationKind.FOUL:
            return f"犯规 {self.article}".rstrip()
        if self.kind == AnnotationKind.DRAW_OFFER:
            return "提和"
        return self.text

    def detail(self) -> str:
        """The label followed by the free text when there is any (tooltips, printout)."""
        label = self.label()
        if self.kind == AnnotationKind.COMMENT or not self.text:
            return label
        return f"{label}：{self.text}"


def as_annotation(note: Annotation | str) -> Annotation:
    """Return ``note`` itself, or a comment :class:`Annotation` for a plain string."""
    return note if isinstance(note, Annotation) else Annotation.comment(note)


@dataclass(frozen=True)
class Variation:
    """An alternative to a played move, from the same position (a record's variation).

    Attributes:
        move: the alternative's first move.
        texts: that move in every notation, written from the position before it.
        chinese_fullwidth: Chinese text with full-width Black digits.
    """

    move: Move
    texts: MoveTexts
    chinese_fullwidth: str

    def text(self, notation: str, *, fullwidth: bool = False) -> str:
        """The move in ``notation`` (see :meth:`PlyEntry.text`)."""
        return _text_of(self.texts, self.chinese_fullwidth, notation, fullwidth)


class _Notation:
    """A move's texts, written on first use from a snapshot of the position before it
    (the snapshot is dropped then). Resuming a long game replays thousands of moves whose
    texts the sheet shows only when their rows are seen."""

    __slots__ = ("_before", "_move", "_texts")

    def __init__(self, before: Position, move: Move) -> None:
        self._before: Position | None = before
        self._move = move
        self._texts: tuple[MoveTexts, str] | None = None

    def get(self) -> tuple[MoveTexts, str]:
        if self._texts is None:
            self.write()
        assert self._texts is not None
        return self._texts

    def write(self) -> bool:
        """Write the texts now unless written already (True when written now). Two
        threads may ask at once (the window and the PDF worker): the position is read
        once, and the texts are set before it is dropped."""
        before = self._before
        if self._texts is not None or before is None:
            return False
        self._texts = _notate(before, self._move)
        self._before = None
        return True

    def __eq__(self, other: object) -> bool:  # entries compare by their texts, as before
        return isinstance(other, _Notation) and self.get() == other.get()

    def __hash__(self) -> int:
        return hash(self.get())


@dataclass(frozen=True)
class PlyEntry:
    """One played move of the sheet.

    Attributes:
        ply: 1-based ply number.
        move: the move.
        color: the side that played it.
        time_ns: thinking time used for this move in integer nanoseconds, None if unknown.
        variations: alternatives to this move a loaded record offers (in record order).

    The move's texts (:attr:`texts`, :attr:`chinese_fullwidth`) are written from the
    position before the move when first asked for.
    """

    ply: int
    move: Move
    color: Color
    notation: _Notation = field(repr=False)
    time_ns: int | None = None
    variations: tuple[Variation, ...] = ()

    @property
    def texts(self) -> MoveTexts:
        """The move in every notation (Chinese full, abbreviated, WXF, ICCS)."""
        return self.notation.get()[0]

    @property
    def chinese_fullwidth(self) -> str:
        """Chinese full text with full-width Black digits (马８进７)."""
        return self.notation.get()[1]

    @property
    def abbr(self) -> Abbreviated:
        """The abbreviated text with its direction (underline 进 / overline 退, art. 7.5)."""
        return self.texts.abbr

    def text(self, notation: str, *, fullwidth: bool = False) -> str:
        """The move's text in ``notation``: "chinese", "abbr", "wxf" or "iccs".

        ``fullwidth`` applies to the Chinese notation only (Black's digits as １..９).
        The abbreviated text is plain (``炮25``); its stroke is in :attr:`abbr`.

        Raises:
            ValueError: unknown notation name.
        """
        return _text_of(self.texts, self.chinese_fullwidth, notation, fullwidth)


def _text_of(texts: MoveTexts, wide: str, notation: str, fullwidth: bool) -> str:
    if notation == "chinese":
        return wide if fullwidth else texts.chinese
    if notation == "abbr":
        return texts.abbr.text
    if notation == "wxf":
        return texts.wxf
    if notation == "iccs":
        return texts.iccs
    raise ValueError(f"unknown notation {notation!r}; expected one of {SHEET_NOTATIONS}")


def format_time(ns: int | None) -> str:
    """Format a duration in integer nanoseconds as ``m:ss`` (``"1:05"``, ``"75:00"``).

    Whole seconds, rounded down; minutes are not wrapped into hours. ``None`` gives ``""``.

    Raises:
        ValueError: ``ns`` is negative.
    """
    if ns is None:
        return ""
    if ns < 0:
        raise ValueError(f"negative duration {ns} ns")
    seconds = ns // _NS_PER_SECOND
    return f"{seconds // 60}:{seconds % 60:02d}"


def _notate(pos: Position, move: Move) -> tuple[MoveTexts, str]:
    """Texts of ``move`` in ``pos`` and its Chinese text with full-width Black digits."""
    notator = Notator(pos)
    return notator.texts(move), notator.chinese(move, fullwidth=True)


@dataclass(eq=False)
class ScoreRows:
    """The moves of one game as score-sheet entries, with annotations and thinking times.

    Attributes:
        start_fen: FEN of the start position.
        entries: the played moves, ``entries[p - 1]`` is ply ``p``.
        annotations: ply -> notes at that ply (0 = before the first move; ``len + 1`` = the
            move in progress).
    """

    start_fen: str = START_FEN
    entries: list[PlyEntry] = field(default_factory=list)
    annotations: dict[int, list[Annotation]] = field(default_factory=dict)
    _position: Position = field(init=False, repr=False)
    _start: Position = field(init=False, repr=False)

    def __post_init__(self) -> None:
        """Parse the start FEN (raises ``FenError``) and replay any given entries' moves."""
        self._start = Position.from_fen(self.start_fen)
        self._position = self._start.copy()
        for entry in self.entries:
            self._position.push(entry.move)

    # ------------------------------------------------------------------ building
    @classmethod
    def from_moves(
        cls,
        start_fen: str,
        moves: Sequence[Move],
        annotations: Mapping[int, Iterable[Annotation | str]] | None = None,
        times_ns: Sequence[int | None] = (),
        variations: Mapping[int, Sequence[Move]] | None = None,
    ) -> ScoreRows:
        """Replay ``moves`` from ``start_fen`` and return the sheet.

        Args:
            start_fen: FEN of the start position.
            moves: the main line.
            annotations: ply -> notes (a plain string is a comment).
            times_ns: thinking time of ply ``i + 1`` at index ``i`` (ns); shorter is fine.
            variations: ply -> alternative first moves to the move at that ply.

        Raises:
            FenError: bad ``start_fen``.
            IllegalMoveError: a move (main line or variation) is illegal; the message names
                the ply.
        """
        rows = cls(start_fen)
        alternatives = variations or {}
        for index, move in enumerate(moves):
            time_ns = times_ns[index] if index < len(times_ns) else None
            rows.append(move, time_ns=time_ns, variations=alternatives.get(index + 1, ()))
        for ply, notes in (annotations or {}).items():
            for note in notes:
                rows.annotate(ply, note)
        return rows

    def append(
        self,
        move: Move,
        *,
        time_ns: int | None = None,
        variations: Sequence[Move] = (),
    ) -> PlyEntry:
        """Play ``move`` at the end of the sheet and return its new entry (O(1) in game length;
        the move's texts are written when first asked for).

        Raises:
            IllegalMoveError: ``move`` (or a variation) is not legal at this ply; the message
                names the ply and the move.
        """
        ply = len(self.entries) + 1
        pos = self._position
        alternatives = self._variations(ply, pos, variations)
        before = pos.copy(stack=False)
        try:
            pos.push_recorded(move)  # the one legality test (art. 2.2, 3.4)
        except IllegalMoveError:
            raise IllegalMoveError(f"ply {ply}: {move.iccs} is not legal in {pos.fen()}"
                                   ) from None
        entry = PlyEntry(ply, move, before.turn, _Notation(before, move), time_ns, alternatives)
        self.entries.append(entry)
        return entry

    def write_texts(self, plies: int) -> int:
        """Write the texts of the first and the last ``plies`` moves now (they are otherwise
        written when first asked for); returns how many were written. The thread that makes
        a game ready for the window calls this, so that the rows the sheet shows first are
        not notated on the UI thread, inside its paint (issue 12)."""
        entries = self.entries
        ends = entries if len(entries) <= 2 * plies else entries[:plies] + entries[-plies:]
        written = 0
        for entry in ends:
            written += entry.notation.write()
        return written

    def require_legal(self, move: Move) -> None:
        """Raise ``IllegalMoveError`` (naming the ply) unless ``move`` is legal after the last
        move of the sheet."""
        if not self._position.is_legal(move):
            ply = len(self.entries) + 1
            fen = self._position.fen()
            raise IllegalMoveError(f"ply {ply}: {move.iccs} is not legal in {fen}")

    def require_note_ply(self, ply: int) -> None:
        """Raise ``IndexError`` unless an annotation may go at ``ply`` (0 .. ``len + 1``)."""
        if not 0 <= ply <= len(self.entries) + 1:
            raise IndexError(f"ply {ply} outside 0..{len(self.entries) + 1}")

    @staticmethod
    def _variations(ply: int, pos: Position, moves: Sequence[Move]) -> tuple[Variation, ...]:
        result = []
        for move in moves:
            if not pos.is_legal(move):
                raise IllegalMoveError(f"ply {ply}: variation {move.iccs} is not legal")
            texts, wide = _notate(pos, move)
            result.append(Variation(move, texts, wide))
        return tuple(result)

    def annotate(self, ply: int, note: Annotation | str) -> Annotation:
        """Attach ``note`` at ``ply`` (0 .. ``len + 1``) and return it as an :class:`Annotation`.

        Raises:
            IndexError: ``ply`` outside 0 .. ``len(entries) + 1``.
        """
        self.require_note_ply(ply)
        annotation = as_annotation(note)
        self.annotations.setdefault(ply, []).append(annotation)
        return annotation

    def set_time(self, ply: int, time_ns: int | None) -> None:
        """Set the thinking time (ns) of the played move ``ply`` (1-based).

        Raises:
            IndexError: no such ply.
            ValueError: negative time.
        """
        if time_ns is not None and time_ns < 0:
            raise ValueError(f"negative time {time_ns} ns at ply {ply}")
        index = self._index(ply)
        e = self.entries[index]  # built directly: dataclasses.replace is slow per move
        self.entries[index] = PlyEntry(e.ply, e.move, e.color, e.notation, time_ns, e.variations)

    def truncate(self, ply: int) -> None:
        """Drop every move after ``ply`` (undo in casual play) and annotations after ply + 1.

        Raises:
            IndexError: ``ply`` outside 0 .. ``len(entries)``.
        """
        if not 0 <= ply <= len(self.entries):
            raise IndexError(f"ply {ply} outside 0..{len(self.entries)}")
        del self.entries[ply:]
        self._position = self.position_at(ply)
        for key in [k for k in self.annotations if k > ply + 1]:
            del self.annotations[key]

    def _index(self, ply: int) -> int:
        if not 1 <= ply <= len(self.entries):
            raise IndexError(f"ply {ply} outside 1..{len(self.entries)}")
        return ply - 1

    # ------------------------------------------------------------------ queries
    def __len__(self) -> int:
        return len(self.entries)

    def entry(self, ply: int) -> PlyEntry:
        """The entry of ply ``ply`` (1-based). Raises ``IndexError`` when not played."""
        return self.entries[self._index(ply)]

    def notes(self, ply: int) -> list[Annotation]:
        """The annotations at ``ply`` (a copy; empty when none)."""
        return list(self.annotations.get(ply, ()))

    @property
    def first_color(self) -> Color:
        """The side to move in the start position."""
        return self._start.turn

    @property
    def first_number(self) -> int:
        """The move number (回合) of the first row, from the start FEN's fullmove field."""
        return max(1, self._start.fullmove_number)

    def position(self) -> Position:
        """A copy of the position after the last move."""
        return self._position.copy()

    def position_at(self, ply: int) -> Position:
        """A fresh position after ``ply`` moves (0 = start). Raises ``IndexError``."""
        if not 0 <= ply <= len(self.entries):
            raise IndexError(f"ply {ply} outside 0..{len(self.entries)}")
        pos = self._start.copy()
        for entry in self.entries[:ply]:
            pos.push(entry.move)
        return pos

    # ------------------------------------------------------------------ row layout
    def _offset(self) -> int:
        return 0 if self.first_color == Color.RED else 1

    def row_of(self, ply: int) -> int:
        """The 0-based full-move row holding ply ``ply`` (1-based)."""
        return (ply - 1 + self._offset()) // 2

    def side_of(self, ply: int) -> Color:
        """The side that plays ply ``ply``."""
        return Color((ply - 1 + self._offset()) % 2)

    def ply_at(self, row: int, color: Color) -> int:
        """The ply in ``row``'s ``color`` cell; may be 0 (the empty first Red cell) or beyond
        the played moves."""
        return 2 * row + int(color) + 1 - self._offset()

    def move_number(self, row: int) -> int:
        """The move number (回合) printed on ``row``."""
        return self.first_number + row

    def last_annotated_ply(self) -> int:
        """The highest ply with an annotation, or 0."""
        return max((p for p, notes in self.annotations.items() if notes), default=0)

    def row_count(self) -> int:
        """Rows needed for the played moves and the move in progress if it is annotated."""
        last = max(len(self.entries), self.last_annotated_ply())
        return self.row_of(last) + 1 if last > 0 else 0

    # ------------------------------------------------------------------ totals
    def time_used(self, color: Color) -> int:
        """Sum of the known thinking times (ns) of ``color``'s moves."""
        return sum(e.time_ns or 0 for e in self.entries if e.color == color)

    def fouls(self, color: Color) -> list[tuple[int, Annotation]]:
        """``(ply, foul)`` pairs of ``color``'s fouls in ply order."""
        return [
            (ply, note)
            for ply in sorted(self.annotations)
            for note in self.annotations[ply]
            if note.kind == AnnotationKind.FOUL and note.side == color
        ]
