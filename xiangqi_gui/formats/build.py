"""Replay a :class:`RawGame` into a :class:`GameRecord`, checking every move.

Each move text is resolved on the position before it with the notation package
(``read_move``); the first text that is not a legal move stops the game there and is
reported as a :class:`RecordError` naming the place (line or byte offset, game index,
ply) and the move as written ("illegal move at 2. e2e7", case R10 of
docs/references.md §8). The
bad move and the moves after it on its line are dropped; every other line of the tree
(other variations, and of course the other games of the file) still loads. The game's
``error`` is the first such problem in file order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.san import is_san, rank_base, read_san
from xiangqi_gui.formats.texts import say
from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.notation import NotationError, detect_notation, read_move
from xiangqi_gui.notation.refs import move_ref
from xiangqi_gui.rules import Color, FenError, Move, Position
from xiangqi_gui.rules.message import Message, MoveRef


@lru_cache(maxsize=1)
def _iccs_moves() -> dict[str, Move]:
    """Lower-case ICCS text -> Move for every from/to pair (saves parsing 100k-ply files);
    built at the first game read (10 ms), not when the program starts."""
    return {
        f"{'abcdefghi'[f1]}{r1}{'abcdefghi'[f2]}{r2}": Move(r1 * 9 + f1, r2 * 9 + f2)
        for f1 in range(9) for r1 in range(10) for f2 in range(9) for r2 in range(10)
        if (f1, r1) != (f2, r2)
    }


@lru_cache(maxsize=256)
def _start(fen: str) -> tuple[str, Position]:
    """``fen`` as :meth:`Position.fen` writes it, and its position (most games share a few
    start FENs; copy the position before use).

    Raises:
        FenError: ``fen`` is not a valid position.
    """
    pos = Position.from_fen(fen)
    return pos.fen(), pos


@dataclass(eq=False, slots=True)
class LoadedGame:
    """A game read from a file.

    Attributes:
        record: the game (up to the first error when ``error`` is set).
        error: why the game could not be read completely, or ``None``.
        index: 0-based index of the game in its file.
        encoding: how the file's text was decoded (``None`` for binary formats).
        in_variation: True when ``error`` is a bad move inside a variation: the main line
            was read whole, only that variation's rest is missing.
    """

    record: GameRecord
    error: RecordError | None
    index: int
    encoding: str | None = None
    in_variation: bool = False

    @property
    def ok(self) -> bool:
        """True when the whole game was read."""
        return self.error is None


def build_record(raw: RawGame, source: str, encoding: str | None = None) -> LoadedGame:
    """Resolve and replay ``raw``; never raises for bad moves (see module docstring)."""
    record = GameRecord(headers=dict(raw.headers), start_fen=raw.start_fen, result=raw.result)
    record.root.comment = raw.root_comment
    loaded = LoadedGame(record, None, raw.index, encoding)
    try:
        pos = record.start_position()
    except FenError as exc:
        loaded.error = RecordError(source, Location(line=raw.line, game=raw.index),
                                   message=say("record.bad_start_fen", fen=repr(raw.start_fen),
                                               error=exc.message or str(exc)))
        return loaded
    record.start_fen = _start(raw.start_fen)[0]
    if not raw.children:
        return loaded
    notation = raw.notation or detect_notation(raw.children[0].text)
    if notation is None and is_san(raw.children[0].text):
        notation = "san0" if rank_base(_texts(raw)) == 0 else "san1"
    if notation is None:
        first = raw.children[0]
        loaded.error = RecordError(
            source, _where(first, raw, 1),
            message=say("record.unknown_notation", token=repr(first.text)))
        return loaded
    loaded.error, loaded.in_variation = _replay(raw, record.root, pos, notation, source)
    return loaded


def build_line(raw: RawGame, texts: list[str], source: str,
               encoding: str | None = None) -> LoadedGame | None:
    """The game ``raw`` whose only line is the move texts ``texts`` (as
    :func:`~xiangqi_gui.formats.pgn_reader.read_plain_game` gives), or None when it cannot
    be read that way (a move that is not legal, an unknown notation, a bad start FEN);
    the caller then reads the game with :func:`build_record`, which names the place.

    The same record as :func:`build_record` gives for a game without comments or
    variations; ICCS lines are checked at once by
    :meth:`~xiangqi_gui.rules.Position.legal_prefix`.
    """
    try:
        start_fen, start = _start(raw.start_fen)
    except FenError:
        return None
    if not texts:
        return LoadedGame(GameRecord.from_line(dict(raw.headers), start_fen, [], raw.result),
                          None, raw.index, encoding)
    # an ICCS pair is always detected as ICCS (tests/formats), so skip the detector
    iccs_moves = _iccs_moves()
    notation = raw.notation or ("iccs" if texts[0] in iccs_moves else detect_notation(texts[0]))
    if notation == "iccs":
        moves = list(filter(None, map(iccs_moves.get, texts)))  # unknown texts dropped
        if len(moves) != len(texts) or start.legal_prefix(moves) != len(moves):
            return None  # (legal_prefix leaves the shared start position alone)
    elif notation is not None:
        pos = start.copy(stack=False)
        moves = []
        try:
            for text in texts:
                moves.append(_resolve(pos, text, notation))
        except ValueError:
            return None
    else:
        return None
    record = GameRecord.from_line(dict(raw.headers), start_fen, moves, raw.result)
    return LoadedGame(record, None, raw.index, encoding)


def _replay(raw: RawGame, root: GameNode, pos: Position, notation: str,
            source: str) -> tuple[RecordError | None, bool]:
    """Depth-first replay of the raw tree under ``root``; return the first error and
    whether it is inside a variation.

    A move that cannot be resolved drops its subtree; replay goes on with its siblings.
    """
    start_turn = pos.turn
    start_number = pos.fullmove_number
    iccs = notation == "iccs"
    iccs_moves = _iccs_moves()
    push = pos.push_recorded
    stack: list[tuple[RawMove, GameNode, int, bool]] = [
        (m, root, 1, i == 0) for i, m in reversed(list(enumerate(raw.children)))]
    depth = 0
    first_error: RecordError | None = None
    in_variation = False
    while stack:
        raw_move, parent, ply, main = stack.pop()
        while depth >= ply:
            pos.pop()
            depth -= 1
        try:
            if iccs:  # the common bulk case, inlined: table lookup + cheap recorded check
                move = iccs_moves.get(raw_move.text) or Move.from_iccs(raw_move.text)
                push(move)
            else:
                move = _resolve(pos, raw_move.text, notation)
        except ValueError as exc:
            if first_error is None:
                label = _move_label(raw_move, ply, start_turn, start_number,
                                    pos if iccs else None)
                first_error = RecordError(source, _where(raw_move, raw, ply),
                                          message=_illegal(label, exc, pos, main, raw_move))
                in_variation = not main
            continue
        node = GameNode(move, parent, [], raw_move.comment, raw_move.starting_comment,
                        raw_move.clock_ns, raw_move.nags)
        parent.children.append(node)
        depth += 1
        children = raw_move.children
        if len(children) == 1:  # the common case: a line without alternatives here
            stack.append((children[0], node, ply + 1, main))
        elif children:
            stack.extend((child, node, ply + 1, main and i == 0)
                         for i, child in reversed(list(enumerate(children))))
    return first_error, in_variation


def _resolve(pos: Position, text: str, notation: str) -> Move:
    """Return the legal move ``text`` denotes and push it on ``pos``.

    Raises:
        ValueError: ``NotationError`` (unreadable/ambiguous text) or ``IllegalMoveError``.
    """
    if notation in ("san0", "san1"):
        move = read_san(pos, text, 0 if notation == "san0" else 1)
        pos.push_unchecked(move)  # read_san returns legal moves only
        return move
    if notation == "iccs":
        move = _iccs_moves().get(text) or Move.from_iccs(text)
        pos.push_recorded(move)  # raises IllegalMoveError when illegal
        return move
    try:
        move = read_move(pos, text, notation)
    except NotationError:
        move = read_move(pos, text, None)  # a line mixing notations
    pos.push_unchecked(move)  # read_move returns legal moves only
    return move


def _texts(raw: RawGame) -> list[str]:
    """Every move text of the tree, depth first."""
    texts: list[str] = []
    stack = list(raw.children)
    while stack:
        node = stack.pop()
        texts.append(node.text)
        stack.extend(node.children)
    return texts


def _where(raw_move: RawMove, raw: RawGame, ply: int) -> Location:
    return Location(line=raw_move.line, offset=raw_move.offset, game=raw.index, ply=ply)


def _move_label(raw_move: RawMove, ply: int, start_turn: Color, start_number: int,
                before: Position | None = None) -> Message:
    """``"2. e2e7"`` / ``"2. ... h9g7"`` for messages (move number counted from the start).

    ``before``: the position the ICCS move text was to be played in; a move its piece
    can make there (legal or not) is then named with its Chinese and WXF texts too
    (:class:`~xiangqi_gui.rules.message.MoveRef`: the UI shows 相五进三, the English
    of logs and the command line keeps the ICCS)."""
    half = ply - 1 + (1 if start_turn == Color.BLACK else 0)
    number = raw_move.number or max(start_number, 1) + half // 2
    move: str | MoveRef = raw_move.text
    if before is not None:
        move = _named(before, raw_move.text)
    return say("record.move_red" if half % 2 == 0 else "record.move_black",
               number=number, move=move)


def _named(before: Position, text: str) -> str | MoveRef:
    """``text`` (ICCS) as a :class:`MoveRef` with its notation texts, or ``text`` itself
    when none can be written (not ICCS, no piece of the side to move, a move the piece
    cannot make)."""
    try:
        ref = move_ref(before, Move.from_iccs(text))
    except ValueError:
        return text
    return ref if ref.chinese and ref.iccs == text else text


def _illegal(label: Message, exc: ValueError, pos: Position, main: bool,
             raw_move: RawMove) -> Message:
    """Why the move ``label`` (``raw_move``) cannot be played in ``pos`` (``main``: on the
    main line). A text in no notation that ends the file (a file cut inside a move,
    ``3. d3c``) is said to be cut, not illegal."""
    if raw_move.at_end and detect_notation(raw_move.text) is None:
        return say("record.move_cut", label=label)
    if isinstance(exc, NotationError):
        key = "record.illegal_move" if main else "record.illegal_move_variation"
        return say(key, label=label, error=exc.message or exc.reason)
    key = "record.illegal_in_position" if main else "record.illegal_in_position_variation"
    return say(key, label=label, fen=pos.fen())


def build_read(raw: RawGame, error: RecordError | None, source: str,
               encoding: str | None) -> LoadedGame:
    """:func:`build_record` for a game its reader returned with ``error`` (a damaged tail
    the reader stopped at, or None): the first error, the reader's or the replay's, is
    kept, and a reader's error means the main line may be cut too (``in_variation`` off)."""
    loaded = build_record(raw, source, encoding)
    if error is not None:  # a structural error may have cut the main line too
        loaded.in_variation = False
    if loaded.error is None:
        loaded.error = error
    return loaded


__all__ = ["LoadedGame", "build_line", "build_read", "build_record"]
