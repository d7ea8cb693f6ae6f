"""The ``xiangqi library`` arguments, kept apart from the command's work so that building
the ``xiangqi`` parser imports neither SQLite nor the record formats (see
:mod:`xiangqi_gui.library.cli`)."""

from __future__ import annotations

import argparse
from pathlib import Path

from xiangqi_gui.library.location import default_library_path
from xiangqi_gui.notation.cli import add_fullwidth_option


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Register the ``library`` sub-commands on ``parser``."""
    sub = parser.add_subparsers(dest="library_command", required=True, metavar="ACTION")
    db_help = f"library database file (default: {default_library_path()})"
    p = sub.add_parser("import", help="import record files and folders")
    p.add_argument("paths", nargs="+", metavar="PATH", help="record file or folder")
    p.add_argument("--db", type=Path, help=db_help)
    p = sub.add_parser("search", help="find games by header fields or by position")
    p.add_argument("--fen", help="position to look for (FEN)")
    p.add_argument("--mirror", action="store_true", help="also match the mirrored position")
    p.add_argument("--colour", "--color", action="store_true",
                   help="also match the colour-swapped position")
    p.add_argument("--player", help="Red or Black player (part of the name)")
    p.add_argument("--event", help="event (part of the name)")
    p.add_argument("--from", dest="date_from", metavar="DATE", help="first date (YYYY.MM.DD)")
    p.add_argument("--to", dest="date_to", metavar="DATE", help="last date (YYYY.MM.DD)")
    p.add_argument("--result", choices=["1-0", "0-1", "1/2-1/2", "*"], help="recorded result")
    p.add_argument("--opening", help="ECCO code prefix (C45) or opening name part")
    p.add_argument("--limit", type=int, default=50, help="games listed at most (default 50)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--db", type=Path, help=db_help)
    p = sub.add_parser("export", help="write the games of a query to a PGN file")
    p.add_argument("query", metavar="QUERY",
                   help='field:value terms, e.g. "player:胡荣华 result:1-0"')
    p.add_argument("output", metavar="OUT.pgn", help="PGN file to write")
    add_fullwidth_option(p)
    p.add_argument("--db", type=Path, help=db_help)
    p = sub.add_parser("rebuild", help="set a damaged library aside and start a new one")
    p.add_argument("--db", type=Path, help=db_help)
