"""Record files <-> :class:`~xiangqi_gui.game.GameRecord`.

Readers: PGN (xqbase/XQStudio style, any notation, WinBoard SAN), XQF (versions 10..18,
keyed ones included), DhtmlXQ/UBB, hbsxcjp tree drawings, FEN lists (.epd/.eglib/CSV/text),
plain game lists. Writers: PGN in
Chinese, WXF or ICCS notation; XQF 1.0. Text decoding never trusts the locale (BOM, strict
UTF-8, GB18030, Big5). Every problem with the input is a :class:`RecordError` naming the
file, the place (line or byte offset, game, ply) and the reason.

>>> from xiangqi_gui.formats import load_bytes
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

from __future__ import annotations

from typing import TYPE_CHECKING

from xiangqi_gui.lazy import exported, lazy_exports

if TYPE_CHECKING:
    from .build import LoadedGame as LoadedGame
    from .encoding import (
        DecodedText as DecodedText,
        decode_bytes as decode_bytes,
    )
    from .errors import (
        Location as Location,
        RecordError as RecordError,
    )
    from .loader import (
        LoadedFile as LoadedFile,
        load_bytes as load_bytes,
        load_file as load_file,
    )
    from .pgn_writer import (
        write_pgn as write_pgn,
        write_pgn_games as write_pgn_games,
    )
    from .xqf_writer import (
        XqfWriteError as XqfWriteError,
        write_xqf as write_xqf,
    )

#: submodule -> the names it gives this package (imported on first use, :mod:`xiangqi_gui.lazy`)
_EXPORTS = {
    "build": ("LoadedGame",),
    "encoding": ("DecodedText", "decode_bytes"),
    "errors": ("Location", "RecordError"),
    "loader": ("LoadedFile", "load_bytes", "load_file"),
    "pgn_writer": ("write_pgn", "write_pgn_games"),
    "xqf_writer": ("XqfWriteError", "write_xqf"),
}
__all__ = exported(_EXPORTS)
__getattr__ = lazy_exports(__name__, _EXPORTS)
