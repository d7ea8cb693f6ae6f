"""``xiangqi analyse RECORD [--engine PATH] [--protocol P] [--movetime MS | --depth N]
[--multipv N] [--game N] [-o OUT.pgn]``: an engine reviews every position of a record's main
line and the record is written back (PGN, Chinese notation) with the score after each move, and the
marks and preferred lines of the moves that lost value, as comments and NAGs
(:mod:`.review`: how a move's loss is measured, and the thresholds). The default search is
the window's review default, depth :data:`~.review.DEFAULT_DEPTH` per position; with
``--movetime`` every search is bounded by that time, none by a depth. The engine's protocol
is learned from its answer (:func:`~xiangqi_gui.engine.process.probe_dialect`, as the
window's engine check: a renamed UCCI engine or Fairy-Stockfish is spoken to in its own
protocol) unless ``--protocol`` names it.

Without ``-o`` the annotated PGN goes to stdout; Black's digits are ASCII (马8进7) unless
``--fullwidth``. On a terminal a progress bar is drawn on stderr. Exit status, as
``xiangqi replay``'s: 0 when the record was read completely and analysed; 1 when the
record, the engine or the output failed, and 1 when the record had an error (a bad move in
the main line or a variation; the game is analysed and written as far as it was read, and
the error is named on stderr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from xiangqi_gui.notation.cli import add_fullwidth_option

from .review import DEFAULT_DEPTH

_BAR = 30
EXIT_INPUT_ERROR = 1
"""The status of a record read only in part (as ``xiangqi replay``)."""
PROTOCOLS = ("auto", "uci", "uci-fsf", "ucci")
"""``--protocol``'s choices: ``auto`` or a :class:`~xiangqi_gui.engine.dialect.Dialect`
value."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Register the options of ``xiangqi analyse`` on sub-parser ``p``."""
    p.add_argument("record", metavar="RECORD", help="record file (PGN, XQF, DhtmlXQ, ...)")
    p.add_argument("--engine", metavar="PATH",
                   help="UCI/UCCI engine program (default: the first of fairy-stockfish, "
                        "pikafish, eleeye found on PATH or in /usr/games)")
    p.add_argument("--protocol", choices=PROTOCOLS, default="auto",
                   help="the engine's protocol: uci (Pikafish-style, ranks 0-9), uci-fsf "
                        "(Fairy-Stockfish), ucci (ElephantEye-style), or auto: learned from "
                        "the engine's answer to the handshakes (default)")
    limit = p.add_mutually_exclusive_group()
    limit.add_argument("--movetime", metavar="MS", type=_positive, default=None,
                       help="thinking time per position in milliseconds; it bounds every "
                            "search of the position, the comparison of the move played with "
                            "the engine's included (at most about 3 x MS a position)")
    limit.add_argument("--depth", metavar="N", type=_positive, default=None,
                       help=f"search depth per position in plies (default {DEFAULT_DEPTH}, "
                            "as the window's review)")
    p.add_argument("--multipv", metavar="N", type=int, choices=range(1, 6), default=1,
                   help="lines the engine searches per position, 1-5 (default 1)")
    p.add_argument("--game", metavar="N", type=_positive, default=1,
                   help="which game of a multi-game file, counted from 1 (default 1)")
    p.add_argument("-o", "--output", metavar="OUT.pgn",
                   help="write the annotated record here (default: stdout)")
    add_fullwidth_option(p)


def _positive(text: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 9 or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, not {text!r}")
    return int(text)


def _progress(done: int, total: int) -> None:
    filled = _BAR * done // max(total, 1)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (_BAR - filled)}] {done}/{total}")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def analyse_command(args: argparse.Namespace) -> int:
    """Run ``xiangqi analyse`` for parsed ``args``; return the exit status."""
    from xiangqi_gui.engine import (
        Dialect,
        EngineError,
        EngineProcess,
        SearchLimits,
        find_engine,
        probe_dialect,
    )
    from xiangqi_gui.formats.errors import RecordError
    from xiangqi_gui.formats.loader import load_file
    from xiangqi_gui.formats.pgn_writer import write_pgn
    from xiangqi_gui.rules import FenError

    from .review import annotate, review_game

    try:
        loaded = load_file(args.record)
        game = loaded.games[args.game - 1]
        record = game.record
        record.start_position()
    except (RecordError, FenError, OSError) as exc:
        print(f"xiangqi analyse: {exc}", file=sys.stderr)
        return 1
    except IndexError:
        print(f"xiangqi analyse: {args.record} has {len(loaded.games)} game(s), "
              f"no game {args.game}", file=sys.stderr)
        return 1
    limits = (SearchLimits(movetime_ms=args.movetime) if args.movetime is not None
              else SearchLimits(depth=args.depth or DEFAULT_DEPTH))
    show = sys.stderr.isatty()
    try:
        path = args.engine or find_engine()
        dialect = (probe_dialect(path) if args.protocol == "auto"
                   else Dialect(args.protocol))
        with EngineProcess(path, dialect) as engine:
            reviews = review_game(record, engine, limits, multipv=args.multipv,
                                  progress=_progress if show else None)
    except (EngineError, OSError) as exc:
        print(f"xiangqi analyse: {exc}", file=sys.stderr)
        return 1
    if game.error is not None:
        kept = ("the main line was analysed; the variation stops before the error"
                if game.in_variation else "the moves before it were analysed")
        print(f"xiangqi analyse: {game.error} ({kept})", file=sys.stderr)
    annotate(record, reviews)
    text = write_pgn(record, "chinese", fullwidth=args.fullwidth)
    if args.output is None:
        sys.stdout.write(text)  # a closed pipe is main()'s (quiet, status 1)
    else:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"xiangqi analyse: cannot write {args.output}: {exc}", file=sys.stderr)
            return 1
    return EXIT_INPUT_ERROR if game.error is not None else 0
