"""DhtmlXQ / UBB reader (dpxq.com, CCBridge, 东萍; docs/references.md §5).

Tags ``[DhtmlXQ_name]value[/DhtmlXQ_...]``, optionally inside ``[DhtmlXQ]``,
``[DhtmlXQiFrame]`` or ``[DhtmlXQHTML]`` blocks (one game per block) and inside HTML.

* ``binit``: 64 digits, 32 (x, y) pairs in the XQF slot order R N B A K A B N R C C P*5 for
  Red then Black; x 0..8 from the left, y 0..9 from the **top**; ``99`` = absent.
* ``movelist``: 4-digit moves ``x1y1x2y2`` in the same coordinates.
* ``move_P_K_I``: line ``I`` branching from line ``P``; its first move replaces ply ``K``
  (1-based) of line ``P``.
* ``comment<K>`` / ``comment<I>_<K>``: text after ply ``K`` of the main line / of line
  ``I`` (``comment0`` = before the first move); ``||`` encodes a line break.
"""

from __future__ import annotations

import re

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.fen_util import board_fen
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.results import normalize_result
from xiangqi_gui.formats.texts import say
from xiangqi_gui.formats.xqf_layout import PIECE_SLOTS
from xiangqi_gui.rules import START_FEN

_BLOCK = re.compile(r"\[DhtmlXQ(?:iFrame|HTML)?\](.*?)(?:\[/DhtmlXQ(?:iFrame|HTML)?\]|\Z)",
                    re.DOTALL)
_TAG_OPEN = re.compile(r"\[DhtmlXQ_(\w{1,64})\]")
_TAG_CLOSE = re.compile(r"\[/DhtmlXQ")
#: Line ids and plies: 1..6 ASCII digits (real files stay below 1000).
_BRANCH = re.compile(r"move_([0-9]{1,6})_([0-9]{1,6})_([0-9]{1,6})")
_COMMENT = re.compile(r"comment(?:([0-9]{1,6})_)?([0-9]{1,6})")
_DIGITS = re.compile(r"[0-9]*")
#: Deepest chain of branches followed to find a ply (a bound for hostile input).
MAX_BRANCH_DEPTH = 1000
_FILES = "abcdefghi"

_HEADER_NAMES = {
    "title": "Title", "event": "Event", "date": "Date", "place": "Site", "round": "Round",
    "red": "Red", "redteam": "RedTeam", "black": "Black", "blackteam": "BlackTeam",
    "timerule": "TimeControl", "author": "Author", "remark": "Annotator", "open": "Opening",
    "type": "PlayType", "gametype": "GameType", "owner": "Owner", "generator": "Generator",
}


class _Line:
    """One line of play: the main line (id 0) or a branch."""

    __slots__ = ("parent", "start", "nodes")

    def __init__(self, parent: int, start: int) -> None:
        self.parent = parent
        self.start = start  # absolute ply of the first own move (1-based)
        self.nodes: list[RawMove] = []


def read_dhtmlxq(text: str, source: str = "<dhtmlxq>") -> list[tuple[RawGame, RecordError | None]]:
    """Parse every DhtmlXQ game in ``text``; each with its error (or None)."""
    blocks = [(m.group(1), m.start(1)) for m in _BLOCK.finditer(text)] or [(text, 0)]
    games = []
    base_line, counted = 1, 0
    for index, (body, start) in enumerate(blocks):
        base_line += text.count("\n", counted, start)
        counted = start
        game = RawGame(index=index, line=base_line, notation="iccs")
        try:
            _read_block(body, base_line, game, source)
            error = None
        except RecordError as exc:
            error = exc
        games.append((game, error))
    return games


def _read_block(body: str, base_line: int, game: RawGame, source: str) -> None:
    tags = _tags(body, base_line)
    values = {name: value for name, value, _ in tags}
    game.headers["Game"] = "Chinese Chess"
    for name, tag in _HEADER_NAMES.items():
        value = values.get(name, "").strip()
        if value:
            game.headers[tag] = value
    game.result = normalize_result(values.get("result", "")) or "*"
    game.headers["Result"] = game.result
    line_of = {name: line for name, _, line in tags}
    board = _board(values.get("binit"), line_of.get("binit", base_line), game, source)
    holder = RawMove("")
    lines = {0: _Line(0, 1)}
    _add_moves(lines[0], values.get("movelist", ""), line_of.get("movelist", base_line),
               game, source)
    branches = []
    for name, value, line in tags:
        branch = _BRANCH.fullmatch(name)
        if branch:
            parent, ply, ident = (int(g) for g in branch.groups())
            lines[ident] = _Line(parent, ply)
            _add_moves(lines[ident], value, line, game, source)
            branches.append((ident, line))
    plies = _Plies(lines, holder)
    _link(plies, branches, game, source)
    game.children = holder.children
    _attach_comments(tags, plies, game)
    first = game.children[0].text if game.children else ""
    black_first = bool(first) and board.get(_square(first[:2]), "R").islower()
    game.start_fen = board_fen(board, black_first) if board else START_FEN
    game.headers["FEN"] = game.start_fen


def _tags(body: str, base_line: int) -> list[tuple[str, str, int]]:
    """``(name, value, line)`` of every ``[DhtmlXQ_name]value[/DhtmlXQ...`` in ``body``.

    Linear time: each search starts where the last one ended, and once no closing
    ``[/DhtmlXQ`` is left the scan stops.
    """
    tags: list[tuple[str, str, int]] = []
    line, counted, pos = base_line, 0, 0
    while (opening := _TAG_OPEN.search(body, pos)) is not None:
        closing = _TAG_CLOSE.search(body, opening.end())
        if closing is None:
            break
        line += body.count("\n", counted, opening.start())
        counted = opening.start()
        tags.append((opening.group(1), body[opening.end():closing.start()], line))
        pos = closing.end()
    return tags


def _attach_comments(tags: list[tuple[str, str, int]], plies: _Plies, game: RawGame) -> None:
    for name, value, _line in tags:
        found = _COMMENT.fullmatch(name)
        if not found:
            continue
        ident, ply = int(found.group(1) or 0), int(found.group(2))
        text = value.replace("||", "\n").strip()
        node = plies.node_at(ident, ply)
        if node is plies.holder:
            game.root_comment = text
        elif node is not None:
            node.comment = text


def _board(binit: str | None, line: int, game: RawGame, source: str) -> dict[int, str]:
    if binit is None or not binit.strip():
        return {}
    digits = binit.strip()
    if len(digits) != 64 or not _DIGITS.fullmatch(digits):
        raise RecordError(source, Location(line=line, game=game.index),
                          message=say("record.binit_length", count=len(digits)))
    board: dict[int, str] = {}
    for slot in range(32):
        x, y = int(digits[2 * slot]), int(digits[2 * slot + 1])
        if x == 9 and y == 9:
            continue
        if x > 8:
            raise RecordError(source, Location(line=line, game=game.index),
                              message=say("record.binit_file", slot=slot, file=x))
        board[(9 - y) * 9 + x] = PIECE_SLOTS[slot]
    return board


def _add_moves(target: _Line, digits: str, line: int, game: RawGame, source: str) -> None:
    digits = digits.strip()
    if len(digits) % 4 or not _DIGITS.fullmatch(digits):
        raise RecordError(source, Location(line=line, game=game.index),
                          message=say("record.move_digits"))
    for i in range(0, len(digits), 4):
        x1, y1, x2, y2 = (int(c) for c in digits[i:i + 4])
        if x1 > 8 or x2 > 8:
            raise RecordError(source, Location(line=line, game=game.index),
                              message=say("record.move_off_board", move=digits[i:i + 4]))
        text = f"{_FILES[x1]}{9 - y1}{_FILES[x2]}{9 - y2}"
        target.nodes.append(RawMove(text, line=line))
    for prev, nxt in zip(target.nodes, target.nodes[1:], strict=False):
        prev.children.append(nxt)


class _Plies:
    """Finds the node at an absolute ply of a line, following parent lines.

    Owners are memoised per (line, ply), so a chain of sibling branches (each branching
    from the previous one at the same ply, the usual way DhtmlXQ writes alternatives)
    costs linear time in all; a chain longer than :data:`MAX_BRANCH_DEPTH` finds nothing.
    """

    def __init__(self, lines: dict[int, _Line], holder: RawMove) -> None:
        self.lines = lines
        self.holder = holder
        self.owners: dict[tuple[int, int], int | None] = {}

    def node_at(self, ident: int, ply: int) -> RawMove | None:
        """The node at absolute ``ply`` on line ``ident`` (``holder`` for ply 0)."""
        if ply <= 0:
            return self.holder if ident in self.lines else None
        owner = self._owner(ident, ply)
        if owner is None:
            return None
        line = self.lines[owner]
        index = ply - line.start
        return line.nodes[index] if index < len(line.nodes) else None

    def _owner(self, ident: int, ply: int) -> int | None:
        """The line that holds ``ply`` of line ``ident`` itself, or None."""
        path: list[tuple[int, int]] = []
        owner: int | None = None
        for _ in range(MAX_BRANCH_DEPTH):
            key = (ident, ply)
            if key in self.owners:
                owner = self.owners[key]
                break
            line = self.lines.get(ident)
            path.append(key)
            if line is None or ply >= line.start or ident == 0:
                owner = ident if line is not None and ply >= line.start else None
                break
            ident = line.parent
        else:
            return None
        for key in path:
            self.owners[key] = owner
        return owner


def _link(plies: _Plies, branches: list[tuple[int, int]], game: RawGame, source: str) -> None:
    lines, holder = plies.lines, plies.holder
    if lines[0].nodes:
        holder.children.append(lines[0].nodes[0])
    for ident, line_no in branches:
        line = lines[ident]
        if not line.nodes:
            continue
        anchor = plies.node_at(line.parent, line.start - 1)
        if anchor is None or line.parent not in lines or line.parent == ident:
            raise RecordError(source, Location(line=line_no, game=game.index),
                              message=say("record.branch_anchor", branch=ident,
                                          ply=line.start, parent=line.parent))
        anchor.children.append(line.nodes[0])


def _square(text: str) -> int:
    return int(text[1]) * 9 + _FILES.index(text[0])

