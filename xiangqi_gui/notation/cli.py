"""``xiangqi notate --fen FEN MOVE...``: print ``iccs chinese abbr wxf`` for each move.

Each MOVE may be in any accepted notation; the moves are applied in turn from FEN. An
unreadable or illegal move is reported on stderr naming the token and its ply, and the command
stops with exit status 1.

Black's digits in Chinese notation: every command writes them in ASCII (马8进7), as the
score sheet shows them (docs/references.md §2: which digits where); the commands that write
PGN files take ``--fullwidth`` for 马８进７ (:func:`add_fullwidth_option`).
"""

from __future__ import annotations

import argparse
import sys

from xiangqi_gui.rules import FenError, Position

from .errors import NotationError
from .notator import Notator

FULLWIDTH_HELP = ("write Black's digits in Chinese notation full-width (马８进７, as many "
                  "Chinese record files do); default ASCII (马8进7), as every command "
                  "prints them and the score sheet shows them")


def add_fullwidth_option(parser: argparse.ArgumentParser) -> None:
    """Register ``--fullwidth`` (``args.fullwidth``, default False) on ``parser``."""
    parser.add_argument("--fullwidth", action="store_true", help=FULLWIDTH_HELP)


def notate_command(args: argparse.Namespace) -> int:
    """Run ``notate``: ``args.fen`` (str) and ``args.moves`` (list[str]); returns the status.

    Output: one line per move, ``iccs chinese abbr wxf`` (e.g. ``h2e2 炮二平五 炮25 C2=5``);
    the abbreviated column carries the 进/退 mark as a combining stroke on its last digit
    (U+0332 进, U+0305 退, art. 7.5), exactly as ``replay --notation abbr`` prints it.
    """
    try:
        pos = Position.from_fen(args.fen)
    except FenError as exc:
        print(f"xiangqi notate: bad FEN {args.fen!r}: {exc}", file=sys.stderr)
        return 1
    for ply, token in enumerate(args.moves, start=1):
        notator = Notator(pos)
        try:
            move = notator.read(token)
        except NotationError as exc:
            print(f"xiangqi notate: move {ply} {exc.token!r}: {exc.reason}", file=sys.stderr)
            return 1
        texts = notator.texts(move)
        print(f"{texts.iccs} {texts.chinese} {texts.abbr.marked} {texts.wxf}")
        pos.push(move)
    return 0
