"""PGN writer in the xqbase style (docs/references.md §5) for Chinese, WXF or ICCS movetext.

Tags: ``[Game "Chinese Chess"]`` first, then the record's other tags in order, then
``[Format]``, ``[FEN]`` (when the start is not the standard one) and ``[Result]``. Movetext:
``1. 炮二平五 马８进７``; variations ``( ... )`` after the move they replace, comments
``{...}`` (a clock reading is written as ``[%clk h:mm:ss]`` inside the move's comment),
the result last. The tree is walked with an explicit stack, so deep variation nesting
needs no recursion.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.notation import write_chinese, write_wxf
from xiangqi_gui.rules import START_FEN, Color, Move, PieceKind, Position

#: Notation name -> value of the ``[Format]`` tag.
FORMAT_TAGS = {"chinese": "Chinese", "wxf": "WXF", "iccs": "ICCS"}
_LINE_WIDTH = 80
_OWN_TAGS = ("Game", "Format", "FEN", "Result")


def _chinese_writer() -> Callable[[Position, Move], str]:
    """Chinese notation with a memo: a move's Chinese text is fixed by the mover's colour,
    the piece kind and where the pieces of that kind and colour stand (file numbers, 前/后
    and tandem order, CXA art. 7.5), so positions that agree on those share the text.

    For every kind but the soldier only the same-kind pieces on the mover's own file
    matter (前/后 between two of them); soldiers use every soldier of the colour (前/中/后
    and the file number across files)."""
    memo: dict[tuple[int, int, int, tuple[int, ...]], str] = {}
    soldier = int(PieceKind.SOLDIER)

    def write(pos: Position, move: Move) -> str:
        board = pos.board
        f = move.from_square
        code = board[f]
        if code == 0:
            return write_chinese(pos, move, fullwidth=True)  # raises NotationError
        if code == soldier or code == -soldier:
            color = Color.RED if code > 0 else Color.BLACK
            others = tuple(pos.pieces(color, PieceKind.SOLDIER))
        elif board[f % 9::9].count(code) == 1:
            others = ()
        else:
            others = tuple(s for s in range(f % 9, 90, 9) if board[s] == code)
        key = (f, move.to_square, code, others)
        text = memo.get(key)
        if text is None:
            text = memo[key] = write_chinese(pos, move, fullwidth=True)
        return text

    return write


def _writer(notation: str) -> Callable[[Position, Move], str]:
    if notation == "chinese":
        return _chinese_writer()
    if notation == "wxf":
        return write_wxf
    if notation == "iccs":
        return lambda _pos, move: move.iccs
    raise ValueError(f"unknown PGN notation {notation!r}; expected one of {tuple(FORMAT_TAGS)}")


def write_pgn(record: GameRecord, notation: str = "chinese") -> str:
    """Return ``record`` as PGN text (LF line endings, ending with a blank line).

    Raises:
        ValueError: ``notation`` is not "chinese", "wxf" or "iccs".
    """
    return _write_game(record, notation, _writer(notation))


def write_pgn_games(records: Iterable[GameRecord], notation: str = "chinese") -> str:
    """Several games, one after the other (see :func:`write_pgn`)."""
    writer = PgnWriter(notation)
    return "".join(writer.game(r) for r in records)


class PgnWriter:
    """Writes games one at a time in one notation, for streaming many games to a file.

    ``PgnWriter("chinese").game(record)`` gives the same text as :func:`write_pgn`; the
    writer keeps its notation memo from game to game.

    Raises:
        ValueError: ``notation`` is not "chinese", "wxf" or "iccs".
    """

    def __init__(self, notation: str = "chinese") -> None:
        self.notation = notation
        self._move_text = _writer(notation)

    def game(self, record: GameRecord) -> str:
        """``record`` as PGN text (LF line endings, ending with a blank line)."""
        return _write_game(record, self.notation, self._move_text)


def _write_game(record: GameRecord, notation: str,
                move_text: Callable[[Position, Move], str]) -> str:
    lines = ['[Game "Chinese Chess"]']
    for name, value in record.headers.items():
        if name not in _OWN_TAGS:
            lines.append(f'[{name} "{escape_tag_value(value)}"]')
    lines.append(f'[Format "{FORMAT_TAGS[notation]}"]')
    if record.start_fen.split()[:2] != START_FEN.split()[:2]:
        lines.append(f'[FEN "{record.start_fen}"]')
    lines.append(f'[Result "{record.result}"]')
    tokens = _movetext(record, move_text)
    tokens.append(record.result)
    return "\n".join(lines) + "\n\n" + _wrap(tokens) + "\n\n"


#: Characters written as ``\uXXXX`` wherever they are in a header value: C0 controls
#: (line breaks, tabs), DEL, NEL and the Unicode line and paragraph separators.
_CONTROL = re.compile("[\x00-\x1f\x7f\x85\u2028\u2029]")


def escape_tag_value(value: str) -> str:
    r"""``value`` as written between a tag pair's quotes, so that
    :func:`~xiangqi_gui.formats.pgn_reader.unescape_tag_value` reads back exactly ``value``.

    ``\`` becomes ``\\`` and ``"`` becomes ``\"`` (PGN standard, 8.1.1); control
    characters (line breaks, tabs; :data:`_CONTROL`) and white space at either end
    (which readers drop as padding) become ``\uXXXX``. A value of one line without such
    characters is written unchanged but for the two standard escapes.

    >>> escape_tag_value('C:\\games "x"')
    'C:\\\\games \\"x\\"'
    >>> escape_tag_value(' two\nlines ')
    '\\u0020two\\u000Alines\\u0020'
    """
    if len(value) <= _CHUNK:
        text = _escape_part(value)
    else:  # short steps: a 50 MB value never holds the interpreter lock for long
        text = "".join(_escape_part(value[at:at + _CHUNK])
                       for at in range(0, len(value), _CHUNK))
    body = text.strip()
    if len(body) == len(text):
        return text
    if not body:
        return "".join(_code_of(c) for c in text)
    head = len(text) - len(text.lstrip())
    tail = len(text) - len(text.rstrip())
    return ("".join(_code_of(c) for c in text[:head]) + body
            + "".join(_code_of(c) for c in text[len(text) - tail:]))


#: Characters escaped per step in a long value.
_CHUNK = 1 << 16


def _escape_part(part: str) -> str:
    text = part.replace("\\", "\\\\").replace('"', '\\"')
    return text if text.isprintable() else _CONTROL.sub(_code, text)


def _code(match: re.Match[str]) -> str:
    return _code_of(match.group())


def _code_of(char: str) -> str:
    return f"\\u{ord(char):04X}"


def _comment(text: str, clock_ns: int | None = None) -> str:
    body = text.replace("}", "）")
    if clock_ns is not None:
        seconds = clock_ns // 1_000_000_000
        clock = f"[%clk {seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}]"
        body = f"{clock} {body}" if body else clock
    return "{" + body + "}"


def _number(pos: Position, force: bool) -> str | None:
    if pos.turn == Color.RED:
        return f"{pos.fullmove_number}."
    return f"{pos.fullmove_number}. ..." if force else None


def _emit_move(out: list[str], pos: Position, node: GameNode, force: bool,
               move_text: Callable[[Position, Move], str]) -> None:
    assert node.move is not None
    if node.starting_comment:
        out.append(_comment(node.starting_comment))
        force = True
    number = _number(pos, force)
    text = move_text(pos, node.move)
    out.append(f"{number} {text}" if number else text)
    if node.comment or node.clock_ns is not None:
        out.append(_comment(node.comment, node.clock_ns))


def _movetext(record: GameRecord, move_text: Callable[[Position, Move], str]) -> list[str]:
    out: list[str] = []
    if record.root.comment:
        out.append(_comment(record.root.comment))
    pos = record.start_position()
    # work items: ("line", node, force) | ("var", node, _) | ("push", node, _) |
    # ("pop", depth, _) | ("text", ")", _)
    stack: list[tuple[str, GameNode | str | int, bool]] = [("line", record.root, True)]
    while stack:
        kind, item, force = stack.pop()
        if kind == "push":
            assert isinstance(item, GameNode) and item.move is not None
            pos.push_unchecked(item.move)
        elif kind == "pop":
            assert isinstance(item, int)
            while len(pos.move_stack) > item:
                pos.pop()
        elif kind == "text":
            assert isinstance(item, str)
            out.append(item)
        elif kind == "var":
            assert isinstance(item, GameNode)
            out.append("(")
            _emit_move(out, pos, item, True, move_text)
        else:
            assert isinstance(item, GameNode)
            _schedule_line(item, pos, force, out, stack, move_text)
    return out


def _schedule_line(node: GameNode, pos: Position, force: bool, out: list[str],
                   stack: list[tuple[str, GameNode | str | int, bool]],
                   move_text: Callable[[Position, Move], str]) -> None:
    """Write the line after ``node`` straight on while it has no variations; at the first
    move with alternatives, queue the alternatives and the rest of the line on ``stack``."""
    while node.children:
        main, variations = node.children[0], node.children[1:]
        _emit_move(out, pos, main, force, move_text)
        force = bool(main.comment or variations or main.clock_ns is not None)
        if variations:
            stack.append(("line", main, force))
            stack.append(("push", main, False))
            for var in reversed(variations):
                stack.append(("text", ")", False))
                stack.append(("pop", len(pos.move_stack), False))
                stack.append(("line", var, bool(var.comment) or var.clock_ns is not None))
                stack.append(("push", var, False))
                stack.append(("var", var, True))
            return
        assert main.move is not None
        pos.push_unchecked(main.move)
        node = main


def _wrap(tokens: list[str]) -> str:
    """Join tokens with spaces (none after ``(`` or before ``)``), lines <= 80 columns."""
    lines: list[str] = []
    current = ""
    previous = ""
    for token in tokens:
        glue = "" if (token == ")" or previous == "(" or not current) else " "
        if current and glue and len(current) + 1 + len(token) > _LINE_WIDTH:
            lines.append(current)
            current = token
        else:
            current += glue + token
        previous = token
    if current:
        lines.append(current)
    return "\n".join(lines)
