"""PGN writer in the xqbase style (docs/references.md §5) for Chinese, WXF or ICCS movetext.

Tags: ``[Game "Chinese Chess"]`` first, then the record's other tags in order, then
``[Format]``, ``[FEN]`` (when the start is not the standard one) and ``[Result]``. Movetext:
``1. 炮二平五 马８进７``; NAGs ``$n`` after their move (a review's ``?!`` is ``$6``);
variations ``( ... )`` after the move they replace, comments
``{...}`` (a clock reading is written as ``[%clk h:mm:ss]`` inside the move's comment),
the result last. The tree is walked with an explicit stack, so deep variation nesting
needs no recursion.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import cast

from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.notation import write_wxf
from xiangqi_gui.notation.chinese import format_chinese, write_lone_chinese
from xiangqi_gui.notation.facts import UNQUALIFIED_KINDS, board_move_facts
from xiangqi_gui.rules import START_FEN, Color, Move, PieceKind, Position

#: Notation name -> value of the ``[Format]`` tag.
FORMAT_TAGS = {"chinese": "Chinese", "wxf": "WXF", "iccs": "ICCS"}
_LINE_WIDTH = 80
_OWN_TAGS = ("Game", "Format", "FEN", "Result")
#: The board and side fields of the standard start (no ``[FEN]`` tag for a game from it).
_START_BOARD = START_FEN.split()[:2]
_SOLDIER = int(PieceKind.SOLDIER)
#: Kinds written with their file number even beside a partner (帅/将, 仕/士, 相/象; art. 7.5).
_UNQUALIFIED = frozenset(int(kind) for kind in UNQUALIFIED_KINDS)


class _Replay:
    """The position the writer stands at: the start position plus the moves pushed.

    Keeps only what the move texts need: nothing for ICCS, a bare board of piece codes
    for Chinese (a push is two assignments), a :class:`Position` for WXF. ``depth`` is
    the number of moves pushed; the move number and side to move follow from it.
    """

    def __init__(self, start: Position) -> None:
        self.depth = 0
        #: 0 when Red moves first, 1 when Black does.
        self.shift = 0 if start.turn is Color.RED else 1
        self.first_number = start.fullmove_number

    def number(self, force: bool) -> str | None:
        """``"12."`` before Red's move; ``"12. ..."`` before Black's when ``force``."""
        half = self.depth + self.shift
        if half % 2 == 0:
            return f"{self.first_number + half // 2}."
        return f"{self.first_number + half // 2}. ..." if force else None

    def text(self, move: Move) -> str:
        return move.iccs

    def push(self, move: Move) -> None:
        self.depth += 1

    def pop(self) -> None:
        self.depth -= 1

    def steps(self, moves: list[Move]) -> list[str]:
        """:meth:`step` for each of ``moves`` in turn."""
        return [self.step(move) for move in moves]

    def line(self, moves: list[Move]) -> list[str]:
        """:meth:`steps` for a line that is not taken back afterwards."""
        return self.steps(moves)

    def step(self, move: Move) -> str:
        """The text of ``move`` (after its number when Red makes it); then push it."""
        text = self.text(move)
        half = self.depth + self.shift
        self.push(move)
        if half % 2:
            return text
        return f"{self.first_number + half // 2}. {text}"


class _Memo:
    """The Chinese texts one writer has made: of lone pieces, ``lone[code][f][t]`` for the
    piece ``code`` alone on its file going from ``f`` to ``t`` (15 code rows: a negative
    code counts from the end, so -7..7 each have their own); of soldiers beside others on
    their file, by squares and every soldier of the colour."""

    __slots__ = ("lone", "soldiers")

    def __init__(self) -> None:
        self.lone: list[list[list[str | None]]] = [
            [[None] * 90 for _ in range(90)] for _ in range(15)]
        self.soldiers: dict[tuple[int, int, int, tuple[int, ...]], str] = {}


class _ChineseReplay(_Replay):
    """Chinese text from a bare board, with a memo shared by every game of one writer.

    A move's Chinese text is fixed by the mover's piece code, the from and to squares and,
    only when another piece of that code shares its file, where those pieces stand (前/后
    and tandem order, CXA art. 7.5); for soldiers then every soldier of the colour counts
    (前/中/后 and the file number across files). Positions that agree on those share the
    text, so most moves cost one look-up.
    """

    def __init__(self, start: Position, memo: _Memo, fullwidth: bool = True) -> None:
        super().__init__(start)
        self.board = start.board[:]
        self.undo: list[tuple[int, int, int]] = []
        self.memo = memo
        self.fullwidth = fullwidth

    def text(self, move: Move) -> str:
        board = self.board
        f, t = move.from_square, move.to_square
        code = board[f]
        red = (self.depth + self.shift) % 2 == 0
        color = Color.RED if red else Color.BLACK
        if code == 0 or (code > 0) != red:
            board_move_facts(board, move, color)  # raises NotationError
        column = board[f % 9::9]
        if column.count(code) == 1 or abs(code) in _UNQUALIFIED:
            row = self.memo.lone[code][f]
            text = row[t]
            if text is None:
                text = row[t] = write_lone_chinese(code, move, fullwidth=self.fullwidth)
            return text
        if code != _SOLDIER and code != -_SOLDIER:
            return _pair_text(column, code, move, self.fullwidth)
        soldiers = (f, t, code, tuple(s for s in range(90) if board[s] == code))
        text = self.memo.soldiers.get(soldiers)
        if text is None:
            facts = board_move_facts(board, move, color)
            text = self.memo.soldiers[soldiers] = format_chinese(facts, fullwidth=self.fullwidth)
        return text

    def push(self, move: Move) -> None:
        board = self.board
        f, t = move.from_square, move.to_square
        self.undo.append((f, t, board[t]))
        board[t] = board[f]
        board[f] = 0
        self.depth += 1

    def steps(self, moves: list[Move]) -> list[str]:
        # the hot path of a main line: text and push in one loop, one board look-up each
        board, lone, undo, text_of = self.board, self.memo.lone, self.undo, self.text
        half = self.depth + self.shift
        number = self.first_number + half // 2
        out = []
        for move in moves:
            f, t = move.from_square, move.to_square
            code = board[f]
            text = lone[code][f][t]
            if text is None or board[f % 9::9].count(code) != 1 or (code > 0) == half % 2:
                text = text_of(move)
            undo.append((f, t, board[t]))
            board[t] = code
            board[f] = 0
            self.depth += 1
            if half % 2:
                out.append(text)
                number += 1
            else:
                out.append(f"{number}. {text}")
            half += 1
        return out

    def step(self, move: Move) -> str:
        return self.steps([move])[0]

    def line(self, moves: list[Move]) -> list[str]:
        """:meth:`steps` for a whole line that is never taken back (no undo kept): the
        text of a move whose piece has no partner of its code on its file is one look-up
        (the pieces of each code on each file are counted as the line goes)."""
        board, lone = self.board, self.memo.lone
        files = _file_counts(board)
        half = self.depth + self.shift
        number = self.first_number + half // 2
        red = half % 2 == 0
        out: list[str] = []
        append = out.append
        for move in moves:
            f, t = move.from_square, move.to_square
            code = board[f]
            text = lone[code][f][t]
            on_files = files[code]
            if text is None or (code > 0) != red or on_files[f % 9] != 1:
                if code and (code > 0) == red and on_files[f % 9] == 1:  # a first time
                    text = lone[code][f][t] = write_lone_chinese(code, move,
                                                                 fullwidth=self.fullwidth)
                else:  # a partner on the file, or an error
                    self.depth = half - self.shift
                    text = self.text(move)
            captured = board[t]
            board[t] = code
            board[f] = 0
            if captured:
                files[captured][t % 9] -= 1
            on_files[f % 9] -= 1
            on_files[t % 9] += 1
            if red:
                append(_NUMBERED[number] + text if number < 1000 else f"{number}. {text}")
            else:
                append(text)
                number += 1
            red = not red
            half += 1
        self.depth = half - self.shift
        return out

    def pop(self) -> None:
        f, t, captured = self.undo.pop()
        board = self.board
        board[f] = board[t]
        board[t] = captured
        self.depth -= 1


#: ``"12. "`` for the move numbers of most games.
_NUMBERED = tuple(f"{n}. " for n in range(1000))


def _file_counts(board: list[int]) -> list[list[int]]:
    """piece code -> file -> how many pieces of that code stand on that file (15 code
    rows, a negative code counting from the end as in :class:`_Memo`)."""
    return [list(row) for row in _counted(tuple(board))]


@lru_cache(maxsize=64)
def _counted(board: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`_file_counts` of a board (most games start from the same few boards)."""
    files = [[0] * 9 for _ in range(15)]
    for s, code in enumerate(board):
        files[code][s % 9] += 1
    return tuple(tuple(row) for row in files)


def _pair_text(column: list[int], code: int, move: Move, fullwidth: bool) -> str:
    """The Chinese text of ``move`` by the 车, 马 or 炮 ``code`` that has the
    one other piece of its code on its file, ``column`` (ranks 0-9 of that file): 前 or 后
    (the one nearer the enemy is 前) in place of the file number (CXA art. 7.5)."""
    rank = move.from_square // 9
    other = column.index(code)
    if other == rank:
        other = column.index(code, rank + 1)
    front = other < rank if code > 0 else other > rank
    lone = write_lone_chinese(code, move, fullwidth=fullwidth)
    return ("前" if front else "后") + lone[0] + lone[2:]


class _PositionReplay(_Replay):
    """WXF text, which needs the whole :class:`Position`."""

    def __init__(self, start: Position) -> None:
        super().__init__(start)
        self.pos = start

    def text(self, move: Move) -> str:
        return write_wxf(self.pos, move)

    def push(self, move: Move) -> None:
        self.pos.push_unchecked(move)
        self.depth += 1

    def pop(self) -> None:
        self.pos.pop()
        self.depth -= 1


def _check_notation(notation: str) -> None:
    if notation not in FORMAT_TAGS:
        raise ValueError(f"unknown PGN notation {notation!r}; expected one of {tuple(FORMAT_TAGS)}")


def write_pgn(record: GameRecord, notation: str = "chinese", *,
              fullwidth: bool = True) -> str:
    """Return ``record`` as PGN text (LF line endings, ending with a blank line).

    ``fullwidth``: Black's digits in Chinese notation full-width (马８进７, as xqbase and
    most Chinese record files write them) or ASCII (马8进7, the command line's and the
    score sheet's convention; docs/references.md §2 accepts both).

    Raises:
        ValueError: ``notation`` is not "chinese", "wxf" or "iccs".
    """
    return PgnWriter(notation, fullwidth=fullwidth).game(record)


def write_pgn_games(records: Iterable[GameRecord], notation: str = "chinese", *,
                    fullwidth: bool = True) -> str:
    """Several games, one after the other (see :func:`write_pgn`)."""
    writer = PgnWriter(notation, fullwidth=fullwidth)
    return "".join(writer.game(r) for r in records)


class PgnWriter:
    """Writes games one at a time in one notation, for streaming many games to a file.

    ``PgnWriter("chinese").game(record)`` gives the same text as :func:`write_pgn`; the
    writer keeps its notation memo from game to game. ``fullwidth``: see :func:`write_pgn`.

    Raises:
        ValueError: ``notation`` is not "chinese", "wxf" or "iccs".
    """

    def __init__(self, notation: str = "chinese", *, fullwidth: bool = True) -> None:
        _check_notation(notation)
        self.notation = notation
        self.fullwidth = fullwidth
        self._memo: _Memo | None = None  # made for the first Chinese game

    def game(self, record: GameRecord) -> str:
        """``record`` as PGN text (LF line endings, ending with a blank line).

        Raises:
            NotationError: a move of the record has no piece of the side to move on its
                from-square (records read from files never have one).
        """
        return _write_game(record, self.notation, self._replay(record))

    def _replay(self, record: GameRecord) -> _Replay:
        if self.notation == "wxf":
            return _PositionReplay(record.start_position())
        start = _start_position(record.start_fen)  # read only: the replays copy the board
        if self.notation == "chinese":
            if self._memo is None:
                self._memo = _Memo()
            return _ChineseReplay(start, self._memo, self.fullwidth)
        return _Replay(start)

    def game_parts(self, record: GameRecord) -> Iterator[str]:
        """:meth:`game`'s text in pieces of at most 64 K characters, never copied whole:
        a long header value or comment in pieces (escaped), the movetext line by line. A
        thread writing a record with a 50 MB header or comment holds the interpreter lock
        for one short piece at a time, where building the whole text made several 50 MB
        copies of ~0.1 s each, the UI thread waiting (issue 12). A record whose header
        values are short, and its comments together too, is one piece. Raises as
        :meth:`game` (when the movetext is reached)."""
        if not _has_long_text(record):
            yield self.game(record)
            return
        yield from _game_parts(record, self.notation, self._replay(record), pieces=True)


def _has_long_text(record: GameRecord) -> bool:
    """Whether a header value, or ``record``'s comments together, are longer than
    :data:`_CHUNK` characters."""
    if any(len(value) > _CHUNK for value in record.headers.values()):
        return True
    if record.plain_line() is not None:
        return False  # a bare line of moves: no comments
    total = len(record.root.comment)
    for node in record.root.walk():
        total += len(node.comment) + len(node.starting_comment)
        if total > _CHUNK:
            return True
    return False


@lru_cache(maxsize=64)
def _start_position(fen: str) -> Position:
    """The position of ``fen``, shared: callers must not change it (most games of a file
    start from the same few positions).

    Raises:
        FenError: ``fen`` is not a valid position.
    """
    return Position.from_fen(fen)


def _write_game(record: GameRecord, notation: str, replay: _Replay) -> str:
    return "".join(_game_parts(record, notation, replay))


def _game_parts(record: GameRecord, notation: str, replay: _Replay, *,
                pieces: bool = False) -> Iterator[str]:
    """The text of one game, tag pair by tag pair (a long value in escaped pieces), then
    the movetext: in one piece, or with ``pieces`` line by line (a long comment in pieces
    of its own, which it also is without ``pieces``)."""
    yield '[Game "Chinese Chess"]\n'
    for name, value in record.headers.items():
        if name in _OWN_TAGS:
            continue
        if len(value) <= _CHUNK:
            yield f'[{name} "{escape_tag_value(value)}"]\n'
        else:
            yield f'[{name} "'
            yield from escape_tag_parts(value)
            yield '"]\n'
    yield f'[Format "{FORMAT_TAGS[notation]}"]\n'
    if record.start_fen.split()[:2] != _START_BOARD:
        yield f'[FEN "{record.start_fen}"]\n'
    yield f'[Result "{record.result}"]\n'
    tokens = _movetext(record, replay)
    tokens.append(record.result)
    yield "\n"
    if record.plain_line() is None and (
            pieces or any(type(token) is _LongComment for token in tokens)):
        yield from _wrap_parts(tokens)
    else:  # no comment, or none long: strings only
        yield _wrap(cast("list[str]", tokens))
    yield "\n\n"


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
    if value.isprintable() and "\\" not in value and '"' not in value \
            and value.strip() == value:
        return value  # the common value: nothing to escape
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


def escape_tag_parts(value: str) -> Iterator[str]:
    r""":func:`escape_tag_value` of ``value`` in pieces of at most :data:`_CHUNK` escaped
    characters (each ``\uXXXX`` counts as six), never the whole value at once.

    >>> value = ' C:\\games "x"\n' * 20_000
    >>> "".join(escape_tag_parts(value)) == escape_tag_value(value)
    True
    """
    if len(value) <= _CHUNK:
        yield escape_tag_value(value)
        return
    # white space left at either end once escaped (not a control character) is coded
    head = 0
    while head < len(value) and _padding(value[head]):
        head += 1
    if head == len(value):
        for at in range(0, len(value), _CHUNK // 6):
            yield "".join(_code_of(c) for c in value[at:at + _CHUNK // 6])
        return
    end = len(value)
    while _padding(value[end - 1]):
        end -= 1
    if head:
        yield "".join(_code_of(c) for c in value[:head])
    for at in range(head, end, _CHUNK):
        yield _escape_part(value[at:min(at + _CHUNK, end)])
    if end < len(value):
        yield "".join(_code_of(c) for c in value[end:])


def _padding(char: str) -> bool:
    """White space a reader drops at either end of a value, and escaping leaves as is."""
    return char.isspace() and _CONTROL.match(char) is None


def _escape_part(part: str) -> str:
    text = part.replace("\\", "\\\\").replace('"', '\\"')
    return text if text.isprintable() else _CONTROL.sub(_code, text)


def _code(match: re.Match[str]) -> str:
    return _code_of(match.group())


def _code_of(char: str) -> str:
    return f"\\u{ord(char):04X}"


def _comment(text: str, clock_ns: int | None = None) -> str | _LongComment:
    """``{text}`` (a ``}`` inside becomes ``）``) with the clock reading first; a text
    longer than :data:`_CHUNK` as a :class:`_LongComment`, written in pieces."""
    clock = None
    if clock_ns is not None:
        seconds = clock_ns // 1_000_000_000
        clock = f"[%clk {seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}]"
    if len(text) > _CHUNK:
        return _LongComment(text, "{" + (f"{clock} " if clock else ""))
    body = text.replace("}", "）")
    if clock is not None:
        body = f"{clock} {body}" if body else clock
    return "{" + body + "}"


class _LongComment:
    """A comment token longer than :data:`_CHUNK` characters: ``head``, then the text in
    pieces of :data:`_CHUNK` (a ``}`` made ``）`` piece by piece), then ``}``; never copied
    whole (see :meth:`PgnWriter.game_parts`). ``len()`` is the written length."""

    __slots__ = ("head", "text")

    def __init__(self, text: str, head: str) -> None:
        self.text = text
        self.head = head

    def __len__(self) -> int:
        return len(self.head) + len(self.text) + 1

    def parts(self) -> Iterator[str]:
        """The written comment, piece by piece."""
        yield self.head
        text = self.text
        for at in range(0, len(text), _CHUNK):
            yield text[at:at + _CHUNK].replace("}", "）")
        yield "}"


_Token = str | _LongComment


def _emit_move(out: list[_Token], replay: _Replay, node: GameNode, force: bool) -> None:
    assert node.move is not None
    if node.starting_comment:
        out.append(_comment(node.starting_comment))
        force = True
    number = replay.number(force)
    text = replay.text(node.move)
    out.append(f"{number} {text}" if number else text)
    out.extend(f"${nag}" for nag in node.nags)
    if node.comment or node.clock_ns is not None:
        out.append(_comment(node.comment, node.clock_ns))


def _movetext(record: GameRecord, replay: _Replay) -> list[_Token]:
    line = record.plain_line()
    if line is not None:  # a bare main line read from a file: no tree to walk
        return cast("list[_Token]", replay.line(line))
    out: list[_Token] = []
    if record.root.comment:
        out.append(_comment(record.root.comment))
    # work items: ("line", node, force) | ("var", node, _) | ("push", node, _) |
    # ("pop", depth, _) | ("text", ")", _)
    stack: list[tuple[str, GameNode | str | int, bool]] = [("line", record.root, True)]
    while stack:
        kind, item, force = stack.pop()
        if kind == "push":
            assert isinstance(item, GameNode) and item.move is not None
            replay.push(item.move)
        elif kind == "pop":
            assert isinstance(item, int)
            while replay.depth > item:
                replay.pop()
        elif kind == "text":
            assert isinstance(item, str)
            out.append(item)
        elif kind == "var":
            assert isinstance(item, GameNode)
            out.append("(")
            _emit_move(out, replay, item, True)
        else:
            assert isinstance(item, GameNode)
            _schedule_line(item, replay, force, out, stack)
    return out


def _schedule_line(node: GameNode, replay: _Replay, force: bool, out: list[_Token],
                   stack: list[tuple[str, GameNode | str | int, bool]]) -> None:
    """Write the line after ``node`` straight on while it has no variations; at the first
    move with alternatives, queue the alternatives and the rest of the line on ``stack``."""
    push = replay.push
    children = node.children
    while children:
        main = children[0]
        if len(children) == 1 and not force:
            # the common run: moves without comment, NAG or alternative, written in one go
            run: list[Move] = []
            while (len(children) == 1 and not main.starting_comment and not main.comment
                   and main.clock_ns is None and not main.nags):
                assert main.move is not None
                run.append(main.move)
                children = main.children
                if not children:
                    break
                main = children[0]
            if run:
                out.extend(replay.steps(run))
                continue
        variations = children[1:]
        _emit_move(out, replay, main, force)
        force = bool(main.comment or variations or main.clock_ns is not None)
        if variations:
            stack.append(("line", main, force))
            stack.append(("push", main, False))
            for var in reversed(variations):
                stack.append(("text", ")", False))
                stack.append(("pop", replay.depth, False))
                stack.append(("line", var, bool(var.comment) or var.clock_ns is not None))
                stack.append(("push", var, False))
                stack.append(("var", var, True))
            return
        assert main.move is not None
        push(main.move)
        children = main.children


def _wrap(tokens: list[str]) -> str:
    """Join tokens with spaces (none after ``(`` or before ``)``), lines <= 80 columns."""
    if "(" in tokens or ")" in tokens or "" in tokens:
        return _wrap_variations(tokens)
    lines: list[str] = []
    line: list[str] = []
    width = -1  # columns of ``line`` joined, -1 when empty
    for token in tokens:
        size = len(token)
        if width >= 0 and width + 1 + size > _LINE_WIDTH:
            lines.append(" ".join(line))
            line = [token]
            width = size
        else:
            line.append(token)
            width += 1 + size
    if line:
        lines.append(" ".join(line))
    return "\n".join(lines)


def _wrap_variations(tokens: list[str]) -> str:
    """:func:`_wrap` for movetext with variations (or an empty token)."""
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


def _wrap_parts(tokens: list[_Token]) -> Iterator[str]:
    """:func:`_wrap_variations`'s text (for tokens without ``(``, ``)`` or ``""``
    that is :func:`_wrap`'s) line by line, a :class:`_LongComment` in its own pieces."""
    line: list[_Token] = []
    width = 0  # of ``line``, 0 when empty
    previous = ""
    first = True
    for token in tokens:
        glue = "" if (token == ")" or previous == "(" or not width) else " "
        if width and glue and width + 1 + len(token) > _LINE_WIDTH:
            yield from _line_parts(line, first)
            line, width, glue, first = [], 0, "", False
        if glue:
            line.append(glue)
        line.append(token)
        width += len(glue) + len(token)
        previous = token if isinstance(token, str) else "{"
    if width:  # a last line of empty tokens is no line
        yield from _line_parts(line, first)


def _line_parts(line: list[_Token], first: bool) -> Iterator[str]:
    """One line of :func:`_wrap_parts`, after a line break unless ``first``."""
    short: list[str] = [] if first else ["\n"]
    for token in line:
        if isinstance(token, str):
            short.append(token)
            continue
        if short:
            yield "".join(short)
            short = []
        yield from token.parts()
    if short:
        yield "".join(short)
