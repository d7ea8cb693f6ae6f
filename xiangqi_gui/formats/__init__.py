"""Record files <-> :class:`~xiangqi_gui.game.GameRecord`.

Readers: PGN (xqbase/XQStudio style, any notation, WinBoard SAN), XQF (versions 10..18,
keyed ones included), DhtmlXQ/UBB, hbsxcjp tree drawings, FEN lists (.epd/.eglib/CSV/text),
plain game lists. Writers: PGN in
Chinese, WXF or ICCS notation; XQF 1.0. Text decoding never trusts the locale (BOM, strict
UTF-8, GB18030, Big5). Every problem with the input is a :class:`RecordError` naming the
file, the place (line or byte offset, game, ply) and the reason.

>>> pgn = '[Game "Chinese Chess"]\\n[Red "A"]\\n1. 炮二平五 马８进７ 2. 马二进三 *\\n'
>>> game = load_bytes(pgn.encode("utf-8"), "demo.pgn").games[0]
>>> [move.iccs for move in game.record.mainline_moves()], game.record.headers["Red"]
(['h2e2', 'h9g7', 'h0g2'], 'A')

An illegal move ends the game there; the moves before it are kept and the error says where:

>>> bad = '[Game "Chinese Chess"]\\n1. 炮二平五 马８进７ 2. 炮五进五 *\\n'
>>> game = load_bytes(bad.encode("utf-8"), "bad.pgn").games[0]
>>> len(game.record.mainline_moves()), game.error.location.line, game.error.location.ply
(2, 2, 3)
"""

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.encoding import DecodedText, decode_bytes
from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.loader import LoadedFile, load_bytes, load_file
from xiangqi_gui.formats.pgn_writer import write_pgn, write_pgn_games
from xiangqi_gui.formats.xqf_writer import XqfWriteError, write_xqf

__all__ = [
    "DecodedText",
    "LoadedFile",
    "LoadedGame",
    "Location",
    "RecordError",
    "XqfWriteError",
    "decode_bytes",
    "load_bytes",
    "load_file",
    "write_pgn",
    "write_pgn_games",
    "write_xqf",
]
