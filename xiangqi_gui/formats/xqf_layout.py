"""Byte layout of XQStudio's XQF file (facts: docs/references.md §5).

Header 0x000-0x3FF, move records from 0x400. Positions are bytes ``10 * x + y`` with x
the file 0..8 from Red's left and y the rank 0..9 from Red's side (so ``y * 9 + x`` is
our square number); 0xFF = off the board.
"""

from __future__ import annotations

MAGIC = b"XQ"
HEADER_SIZE = 0x400
RECORDS_START = 0x400
UNKEYED_VERSION = 10
MAX_VERSION = 18

OFF_VERSION = 0x02
OFF_KEY_MASK = 0x03
OFF_KEY_OR = 0x08  # KeyOrA..KeyOrD, 4 bytes
OFF_KEYS_SUM = 0x0C
OFF_KEY_XY = 0x0D
OFF_KEY_XYF = 0x0E
OFF_KEY_XYT = 0x0F
OFF_PIECES = 0x10  # 32 bytes
OFF_WHO_PLAYS = 0x32  # 0 Red, 1 Black (first mover), not always filled in
OFF_RESULT = 0x33
OFF_TYPE = 0x40

#: Piece of each of the 32 header slots (FEN letters), Red then Black.
PIECE_SLOTS = "RNBAKABNRCCPPPPP" "rnbakabnrccppppp"

#: Header text fields: (PGN-style tag, offset, field size). Pascal strings (length byte
#: then GBK text).
TEXT_FIELDS = (
    ("Title", 0x50, 64),
    ("Event", 0xD0, 64),
    ("Date", 0x110, 16),
    ("Site", 0x120, 16),
    ("Red", 0x130, 16),
    ("Black", 0x140, 16),
    ("TimeControl", 0x150, 64),
    ("RedTime", 0x190, 16),
    ("BlackTime", 0x1A0, 16),
    ("Annotator", 0x1D0, 16),
    ("Author", 0x1E0, 16),
)

#: Result byte at 0x33 -> PGN result (4 is also seen for draws).
RESULT_CODES = {0: "*", 1: "1-0", 2: "0-1", 3: "1/2-1/2", 4: "1/2-1/2"}
RESULT_BYTES = {"*": 0, "1-0": 1, "0-1": 2, "1/2-1/2": 3}

#: Game type byte at 0x40 -> XQStudio's name (full game, opening, middlegame, endgame).
GAME_TYPES = {0: "全局", 1: "开局", 2: "中局", 3: "残局"}

#: Offsets added to the from/to square bytes of a move record.
FROM_BIAS = 0x18
TO_BIAS = 0x20

#: Text the 32-byte record mask of keyed versions is made from.
MASK_TEXT = b"[(C) Copyright Mr. Dong Shiwei.]"
