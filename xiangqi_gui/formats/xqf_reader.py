"""XQF (XQStudio binary) reader, versions 10..18 including the keyed versions.

Clean-room implementation from the public layout (docs/references.md §5; see
:mod:`xqf_layout`, :mod:`xqf_keys`). The move records form a depth-first tree: each
record is followed by the subtree of its continuation (flag "next") and then by its next
sibling (flag "variation"). The first record is a dummy root whose comment is the game's
opening comment. Side to move is the colour of the first move's piece.

Errors (bad magic, unsupported version, truncated header or records, squares off the
board, impossible piece placement) raise :class:`RecordError` with the byte offset.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from xiangqi_gui.formats import xqf_layout as L
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.fen_util import board_fen
from xiangqi_gui.formats.rawtree import RawGame, RawMove
from xiangqi_gui.formats.texts import say
from xiangqi_gui.formats.xqf_keys import XqfKeys, derive_keys
from xiangqi_gui.rules.message import Message

_FILES = "abcdefghi"


@dataclass(frozen=True, slots=True)
class _Record:
    offset: int
    from_xy: int
    to_xy: int
    has_next: bool
    has_variation: bool
    comment: str
    end: int


def _not_xqf(data: bytes) -> Message:
    """Why ``data`` (not starting with ``XQ``) is no XQF file: its first bytes in hex
    (``BF 23``), as a hex viewer shows them, or that it is empty."""
    if not data:
        return say("record.empty_xqf")
    return say("record.not_xqf", start=data[:2].hex(" ").upper())


def read_xqf(data: bytes, source: str = "<xqf>") -> tuple[RawGame, RecordError | None]:
    """Decode an XQF file into a :class:`RawGame` whose move texts are ICCS.

    A damaged move tree (truncated, squares off the board) keeps every move read before
    the damage; the damage is returned as the second item.

    Raises:
        RecordError: the bytes are not a readable XQF file (bad magic, version, header,
            piece placement; location = byte offset).
    """
    if len(data) < 2 or data[:2] != L.MAGIC:
        raise RecordError(source, Location(offset=0), message=_not_xqf(data))
    if len(data) < L.HEADER_SIZE:
        raise RecordError(source, Location(offset=len(data)),
                          message=say("record.xqf_short_header", size=len(data),
                                      needed=L.HEADER_SIZE))
    version = data[L.OFF_VERSION]
    if not L.UNKEYED_VERSION <= version <= L.MAX_VERSION:
        raise RecordError(source, Location(offset=L.OFF_VERSION),
                          message=say("record.xqf_version", version=version))
    keys = derive_keys(data)
    board = _decode_pieces(data, version, keys, source)
    game = RawGame(headers=_decode_header(data, version), notation="iccs")
    game.result = L.RESULT_CODES.get(data[L.OFF_RESULT], "*")
    damage = _decode_tree(data, version, keys, source, game)
    black_first = data[L.OFF_WHO_PLAYS] == 1
    if game.children:
        first_from = _square_of_iccs(game.children[0].text[:2])
        piece = board.get(first_from)
        black_first = piece is not None and piece.islower()
    game.start_fen = board_fen(board, black_first)
    game.headers["FEN"] = game.start_fen
    game.headers["Result"] = game.result
    return game, damage


def _decode_pieces(data: bytes, version: int, keys: XqfKeys, source: str) -> dict[int, str]:
    raw = data[L.OFF_PIECES:L.OFF_PIECES + 32]
    slots = list(raw)
    if version >= 12:
        for i, value in enumerate(raw):
            slots[(keys.xy + i + 1) % 32] = value
    board: dict[int, str] = {}
    for slot, value in enumerate(slots):
        xy = (value - keys.xy) & 0xFF
        if xy > 89:
            continue
        square = (xy % 10) * 9 + xy // 10
        if square in board:
            raise RecordError(source, Location(offset=L.OFF_PIECES + slot),
                              message=say("record.xqf_two_pieces",
                                          square=f"{_FILES[xy // 10]}{xy % 10}"))
        board[square] = L.PIECE_SLOTS[slot]
    return board


def _pascal(data: bytes, offset: int, size: int) -> str:
    length = min(data[offset], size - 1)
    text = data[offset + 1:offset + 1 + length]
    return text.decode("gb18030", errors="replace").rstrip("\x00").strip()


def _decode_header(data: bytes, version: int) -> dict[str, str]:
    headers = {"Game": "Chinese Chess"}
    for tag, offset, size in L.TEXT_FIELDS:
        value = _pascal(data, offset, size)
        if value:
            headers[tag] = value
    game_type = L.GAME_TYPES.get(data[L.OFF_TYPE])
    if game_type is not None:
        headers["PlayType"] = game_type
    headers["XQFVersion"] = str(version)
    return headers


def _decode_tree(data: bytes, version: int, keys: XqfKeys, source: str,
                 game: RawGame) -> RecordError | None:
    """Read the records from 0x400 into ``game.children`` (iterative depth-first).

    Returns the first damage met (the moves read before it are kept), or None.
    """
    plain = _unmask(data, keys)
    root_node = RawMove("")
    try:
        root = _read_record(plain, L.RECORDS_START, version, keys, source)
        game.root_comment = root.comment
        pending: list[RawMove] = []
        if root.has_variation:
            pending.append(root_node)
        if root.has_next:
            pending.append(root_node)
        offset = root.end
        while pending:
            parent = pending.pop()
            rec = _read_record(plain, offset, version, keys, source)
            from_text, to_text = _iccs(rec.from_xy), _iccs(rec.to_xy)
            if not from_text or not to_text:
                raise RecordError(
                    source, Location(offset=rec.offset),
                    message=say("record.xqf_off_board", origin=rec.from_xy, target=rec.to_xy))
            node = RawMove(from_text + to_text, offset=rec.offset, comment=rec.comment)
            parent.children.append(node)
            if rec.has_variation:
                pending.append(parent)
            if rec.has_next:
                pending.append(node)
            offset = rec.end
    except RecordError as damage:
        return damage
    finally:
        game.children = root_node.children
    return None


def _unmask(data: bytes, keys: XqfKeys) -> bytes:
    """The file with the record area's mask removed (header bytes unchanged)."""
    if not any(keys.mask):
        return data
    mask = keys.mask
    body = bytes((b - mask[(L.RECORDS_START + i) % 32]) & 0xFF
                 for i, b in enumerate(data[L.RECORDS_START:]))
    return data[:L.RECORDS_START] + body


def _read_record(plain: bytes, offset: int, version: int, keys: XqfKeys,
                 source: str) -> _Record:
    if offset + 4 > len(plain):
        raise RecordError(source, Location(offset=offset),
                          message=say("record.xqf_short_move"))
    b_from, b_to, flag = plain[offset], plain[offset + 1], plain[offset + 2]
    end = offset + 4
    keyed = version > L.UNKEYED_VERSION
    if keyed:
        has_next, has_var, has_comment = bool(flag & 0x80), bool(flag & 0x40), bool(flag & 0x20)
    else:
        has_next, has_var, has_comment = bool(flag & 0xF0), bool(flag & 0x0F), True
    comment = ""
    if has_comment:
        if end + 4 > len(plain):
            raise RecordError(source, Location(offset=end),
                              message=say("record.xqf_short_comment"))
        (stored,) = struct.unpack_from("<I", plain, end)
        length = (stored - keys.comment_size) & 0xFFFFFFFF if keyed else stored
        end += 4
        if length > len(plain) - end:
            raise RecordError(source, Location(offset=end - 4),
                              message=say("record.xqf_long_comment", length=length))
        comment = plain[end:end + length].decode("gb18030", errors="replace")
        comment = comment.replace("\r\n", "\n").replace("\r", "\n").strip("\x00").strip()
        end += length
    from_xy = (b_from - L.FROM_BIAS - keys.xyf) & 0xFF
    to_xy = (b_to - L.TO_BIAS - keys.xyt) & 0xFF
    return _Record(offset, from_xy, to_xy, has_next, has_var, comment, end)


def _iccs(xy: int) -> str:
    if xy > 89:
        return ""
    return f"{_FILES[xy // 10]}{xy % 10}"


def _square_of_iccs(text: str) -> int:
    return int(text[1]) * 9 + _FILES.index(text[0])

