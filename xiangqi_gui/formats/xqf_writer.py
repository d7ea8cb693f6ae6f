"""XQF writer: unkeyed version 10 (XQF 1.0), the layout XQStudio and other readers accept.

Layout as in :mod:`xqf_layout` (docs/references.md §5): magic, version 0x0A, the 32 piece
slots, who moves first (0x32), result (0x33), game type (0x40), Pascal header strings in
GBK (GB18030), then from 0x400 the dummy root record and one record per move in
depth-first order (continuation subtree first, then the next sibling). Each record is
``from+0x18, to+0x20, flag, 0`` + 4-byte little-endian comment length + GBK comment; flag
0xF0 = a continuation follows, 0x0F = a sibling variation follows.

XQF has no "comment before a move": such comments are prepended to the move's comment.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator

from xiangqi_gui.formats import xqf_layout as L
from xiangqi_gui.formats.texts import say
from xiangqi_gui.game import GameNode, GameRecord
from xiangqi_gui.rules import Color, Position, square_file, square_rank
from xiangqi_gui.rules.message import Message

_KIND_SLOTS: dict[str, list[int]] = {}
for _slot, _letter in enumerate(L.PIECE_SLOTS):
    _KIND_SLOTS.setdefault(_letter, []).append(_slot)


class XqfWriteError(ValueError):
    """The record cannot be expressed in XQF (more pieces of a kind than XQF has slots).

    ``str()`` is the English sentence; ``message`` the same as a
    :class:`~xiangqi_gui.rules.message.Message` for the window's language.
    """

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def write_xqf(record: GameRecord) -> bytes:
    """Return ``record`` as XQF 1.0 bytes.

    Raises:
        XqfWriteError: the start position has more pieces of a kind than the 32 slots hold.
    """
    return b"".join(xqf_parts(record))


#: Characters of a comment encoded per step, and the bytes gathered before a piece is
#: handed out (:func:`xqf_parts`).
_CHUNK = 1 << 16


def xqf_parts(record: GameRecord) -> Iterator[bytes]:
    """:func:`write_xqf`'s bytes in pieces of about 64 K: the header, then the move
    records, a comment longer than 64 K characters encoded in pieces, never whole. A
    thread writing a record with a 50 MB comment holds the interpreter lock for one short
    piece at a time, where encoding it whole held it ~0.1 s, the UI thread waiting (issue
    12). Raises as :func:`write_xqf` (before the first piece)."""
    out = _header(record)
    for record_parts in _move_records(record):
        for part in record_parts:
            out += part
            if len(out) >= _CHUNK:
                yield bytes(out)
                out.clear()
    if out:
        yield bytes(out)


def _header(record: GameRecord) -> bytearray:
    out = bytearray(L.HEADER_SIZE)
    out[0:2] = L.MAGIC
    out[L.OFF_VERSION] = L.UNKEYED_VERSION
    pos = record.start_position()
    _write_pieces(out, pos)
    out[L.OFF_WHO_PLAYS] = 1 if pos.turn == Color.BLACK else 0
    out[L.OFF_RESULT] = L.RESULT_BYTES.get(record.result, 0)
    types = {name: code for code, name in L.GAME_TYPES.items()}
    out[L.OFF_TYPE] = types.get(record.headers.get("PlayType", ""), 0)
    for tag, offset, size in L.TEXT_FIELDS:
        _write_pascal(out, offset, size, record.headers.get(tag, ""))
    return out


def _move_records(record: GameRecord) -> Iterator[list[bytes]]:
    """The dummy root record, then one record per move, depth first (each in pieces)."""
    yield _record(0, 0, bool(record.root.children), False, record.root.comment)
    stack: list[tuple[list[GameNode], int]] = []
    if record.root.children:
        stack.append((record.root.children, 0))
    while stack:
        siblings, index = stack.pop()
        node = siblings[index]
        if index + 1 < len(siblings):
            stack.append((siblings, index + 1))
        assert node.move is not None
        comment = "\n".join(c for c in (node.starting_comment, node.comment) if c)
        yield _record(_xy(node.move.from_square), _xy(node.move.to_square),
                      bool(node.children), index + 1 < len(siblings), comment)
        if node.children:
            stack.append((node.children, 0))


def _xy(square: int) -> int:
    return square_file(square) * 10 + square_rank(square)


def _write_pieces(out: bytearray, pos: Position) -> None:
    slots = [0xFF] * 32
    used: dict[str, int] = {}
    for square in range(90):
        piece = pos.piece_at(square)
        if piece is None:
            continue
        letter = piece.symbol()
        free = _KIND_SLOTS.get(letter, [])
        count = used.get(letter, 0)
        if count >= len(free):
            raise XqfWriteError(say("xqf.too_many", count=len(free), letter=repr(letter)))
        slots[free[count]] = _xy(square)
        used[letter] = count + 1
    out[L.OFF_PIECES:L.OFF_PIECES + 32] = bytes(slots)


def _write_pascal(out: bytearray, offset: int, size: int, text: str) -> None:
    data = b""
    for ch in text[:size].replace("\n", " "):  # a character is a byte or more
        encoded = ch.encode("gb18030")
        if len(data) + len(encoded) > size - 1:
            break
        data += encoded
    out[offset] = len(data)
    out[offset + 1:offset + 1 + len(data)] = data


def _record(from_xy: int, to_xy: int, has_next: bool, has_variation: bool,
            comment: str) -> list[bytes]:
    """A move record: its 8 bytes, then the comment in GB18030 (in pieces of
    :data:`_CHUNK` characters)."""
    flag = (0xF0 if has_next else 0) | (0x0F if has_variation else 0)
    text = [comment[at:at + _CHUNK].replace("\n", "\r\n").encode("gb18030")
            for at in range(0, len(comment), _CHUNK)]
    return [bytes((from_xy + L.FROM_BIAS, to_xy + L.TO_BIAS, flag, 0))
            + struct.pack("<I", sum(len(piece) for piece in text)), *text]


#: Tags XQF keeps outside its text fields (result byte, start position, game type byte,
#: version byte). ``XQFVersion`` only tells which version the record was read from
#: (:mod:`.xqf_reader`); the file written is version 1.0 and says so, nothing is lost.
_XQF_OWN_TAGS = frozenset({"Game", "Format", "FEN", "Result", "PlayType", "XQFVersion"})


def xqf_header_warnings(record: GameRecord) -> list[str]:
    """What :func:`write_xqf` would not keep exactly of ``record``'s headers, one English
    sentence per tag (empty: every header reads back as it is); the sentences of
    :func:`xqf_header_losses`."""
    return [str(loss) for loss in xqf_header_losses(record)]


def xqf_header_losses(record: GameRecord) -> list[Message]:
    """What :func:`write_xqf` would not keep exactly of ``record``'s headers, one message
    per tag (ids ``xqf.*`` of :mod:`xiangqi_gui.formats.texts`; empty: every header reads
    back as it is).

    XQF has fixed fields only (:data:`xqf_layout.TEXT_FIELDS`, Pascal strings of GBK bytes
    of limited size) and no escapes: a tag with no field is dropped; a value longer than
    its field is cut; line feeds become spaces; white space at either end and NUL
    characters at the end are dropped by readers (ours too). Any other value that fits is
    written and read back exactly (GB18030 encodes every Unicode character). Empty values
    are not reported. The messages quote at most 40 characters of a value.
    """
    sizes = {tag: size for tag, _offset, size in L.TEXT_FIELDS}
    losses = []
    for tag, value in record.headers.items():
        if not value or tag in _XQF_OWN_TAGS:
            continue
        size = sizes.get(tag)
        if size is None:
            losses.append(say("xqf.tag_dropped", tag=tag))
            continue
        shown = repr(value if len(value) <= 40 else value[:40] + "…")
        if len(value) > size or len(_gbk(value)) > size - 1:  # len(value) first: 50 MB
            losses.append(say("xqf.tag_cut", tag=tag, size=size - 1, value=shown))
        elif "\n" in value:
            losses.append(say("xqf.tag_line_breaks", tag=tag, value=shown))
        elif value.rstrip("\x00").strip() != value:  # what the readers drop
            losses.append(say("xqf.tag_ends", tag=tag, value=shown))
    return losses


def _gbk(text: str) -> bytes:
    return text.encode("gb18030", "replace")
