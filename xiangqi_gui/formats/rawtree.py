"""Format-neutral parse result: move *texts* in a tree, before any move is resolved.

Readers first turn bytes into a :class:`RawGame` (tags, start FEN, a tree of
:class:`RawMove` with their file locations); :mod:`xiangqi_gui.formats.build` then
replays the tree on a :class:`~xiangqi_gui.rules.Position`, resolving each text with the
notation package, and produces a :class:`~xiangqi_gui.game.GameRecord`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xiangqi_gui.rules import START_FEN


@dataclass(eq=False, slots=True)
class RawMove:
    """One move as written in the file.

    Attributes:
        text: the move text (Chinese, WXF, ICCS ...; binary formats give ICCS).
        line: 1-based line of the text (text formats) or ``None``.
        offset: 0-based byte offset of the record (binary formats) or ``None``.
        number: the move number written before it (PGN ``2.``), for messages; else ``None``.
        comment: comment after the move.
        starting_comment: comment before the move.
        clock_ns: remaining clock time recorded for the mover, nanoseconds.
        children: continuations; index 0 continues this line, the others are variations.
        nags: PGN Numeric Annotation Glyphs after the move (``$6`` -> 6), in file order.
        at_end: the text ends right after this move text, not even a line break follows
            (the file may have been cut inside it); PGN only.
    """

    text: str
    line: int | None = None
    offset: int | None = None
    number: int | None = None
    comment: str = ""
    starting_comment: str = ""
    clock_ns: int | None = None
    children: list[RawMove] = field(default_factory=list)
    nags: tuple[int, ...] = ()
    at_end: bool = False


@dataclass(eq=False, slots=True)
class RawGame:
    """One game as parsed, moves unresolved.

    Attributes:
        headers: tag name -> value, in file order.
        start_fen: FEN of the start position (already normalised by the reader).
        result: ``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` or ``"*"``.
        root_comment: comment before the first move.
        children: first moves (index 0 = main line, others = alternatives).
        index: 0-based index of the game in its file.
        line: 1-based line where the game starts (text formats).
        notation: notation forced by the file (``[Format "ICCS"]`` ...) or ``None`` to detect.
    """

    headers: dict[str, str] = field(default_factory=dict)
    start_fen: str = START_FEN
    result: str = "*"
    root_comment: str = ""
    children: list[RawMove] = field(default_factory=list)
    index: int = 0
    line: int | None = None
    notation: str | None = None
