"""The ``xiangqi`` command-line tool: perft, notation, records, adjudication.

Sub-commands::

    xiangqi perft DEPTH [--fen FEN] [--divide]
    xiangqi notate --fen FEN MOVE...
    xiangqi replay PATH... [--json] [--notation chinese|abbr|wxf|iccs]
    xiangqi convert IN OUT [--to pgn-chinese|pgn-wxf|pgn-iccs|xqf]
    xiangqi adjudicate --fen FEN [--moves "h2e2 h9g7 ..."] [--rules cxa|axf] [--json]
    xiangqi analyse RECORD [--engine PATH] [--movetime MS | --depth N] [--multipv N] [-o OUT]
    xiangqi tournament new|add-player|pair|result|standings|export|import|round-robin ...
    xiangqi library import|search|export|rebuild ...
    xiangqi --version

Exit status (:data:`EXIT_STATUS`): 0 when everything asked succeeded, 1 when any input
had an error (reported on stderr, never raised; also a record read only in part, in
``replay``, ``convert`` and ``analyse`` alike), 2 for usage errors (argparse).

Each sub-command's work lives in the package it belongs to; this module only
parses arguments and imports the implementation lazily, so ``xiangqi perft``
never loads the record formats.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from xiangqi_gui import __version__

# sub-command name -> "module:function"; the function takes the parsed
# argparse.Namespace and returns the exit status.
_COMMANDS = {
    "perft": "xiangqi_gui.rules.perft:perft_command",
    "notate": "xiangqi_gui.notation.cli:notate_command",
    "replay": "xiangqi_gui.formats.cli:replay_command",
    "convert": "xiangqi_gui.formats.cli:convert_command",
    "adjudicate": "xiangqi_gui.arbiter.cli:adjudicate_command",
    "analyse": "xiangqi_gui.study.cli:analyse_command",
    "tournament": "xiangqi_gui.tournament.cli:tournament_command",
    "library": "xiangqi_gui.library.cli:library_command",
}

#: ``xiangqi --help``'s first line: plain text (argparse prints no reStructuredText).
DESCRIPTION = ("The xiangqi command-line tool: perft, notation, records, adjudication, "
               "the game library, engine analysis and tournaments.")

#: ``--help``'s last paragraph, in every command's help.
EXIT_STATUS = ("Exit status: 0 on success; 1 when an input had an error (named on stderr), "
               "also when a record was read only in part (a bad move in the main line or a "
               "variation: what was read is still printed, written or analysed); 2 for "
               "usage errors. Black's digits in Chinese notation are ASCII (马8进7) unless "
               "--fullwidth.")

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _non_negative(text: str) -> int:
    """DEPTH: an integer >= 0; anything else is a usage error naming DEPTH."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"DEPTH must be a non-negative integer, not {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser with every sub-command registered."""
    from xiangqi_gui.notation.cli import add_fullwidth_option

    parser = argparse.ArgumentParser(prog="xiangqi", description=DESCRIPTION,
                                     epilog=EXIT_STATUS)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}",
                        help="print the program's version and exit")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    fen_help = "start position as FEN (default: the standard start position)"

    p = sub.add_parser("perft", help="count leaf nodes of the legal move tree")
    p.add_argument("depth", type=_non_negative, metavar="DEPTH",
                   help="plies to search (0 or more)")
    p.add_argument("--fen", default=START_FEN, help=fen_help)
    p.add_argument("--divide", action="store_true", help="print the count below each root move")

    p = sub.add_parser("notate", help="print iccs, chinese, abbreviated and WXF text per move")
    p.add_argument("--fen", default=START_FEN, help=fen_help)
    p.add_argument("moves", nargs="+", metavar="MOVE",
                   help="moves in any notation (h2e2, 炮二平五, 炮25, C2=5), played in turn")

    p = sub.add_parser("replay", help="load and replay every game of record files",
                       epilog=EXIT_STATUS)
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="record files (PGN, XQF, DhtmlXQ, FEN lists, game lists)")
    p.add_argument("--json", action="store_true", help="print one JSON object per game")
    p.add_argument("--notation", choices=["chinese", "abbr", "wxf", "iccs"], default="chinese",
                   help="notation of the text output (default: chinese)")

    p = sub.add_parser("convert", help="convert a record file",
                       epilog=EXIT_STATUS)
    p.add_argument("input", metavar="IN", help="record file to read")
    p.add_argument("output", metavar="OUT",
                   help="file to write; .xqf writes XQF, other names PGN")
    p.add_argument("--to", choices=["pgn-chinese", "pgn-wxf", "pgn-iccs", "xqf"],
                   help="output format and notation (default: from OUT's extension; "
                        "a contradicting extension is refused)")
    add_fullwidth_option(p)

    p = sub.add_parser("adjudicate", help="play moves and print the arbiter's outcome")
    p.add_argument("--fen", default=START_FEN, help=fen_help)
    p.add_argument("--moves", default="", help='moves played in turn, e.g. "h2e2 h9g7"')
    p.add_argument("--rules", choices=["cxa", "axf"], default="cxa",
                   help="rule set: cxa (CXA 2011, default) or axf")
    p.add_argument("--json", action="store_true", help="print the outcome as JSON")

    p = sub.add_parser("library", help="the game library: import, search, export, rebuild")
    from xiangqi_gui.library.arguments import add_arguments

    add_arguments(p)

    from xiangqi_gui.study.cli import add_arguments as analyse_arguments

    analyse_arguments(sub.add_parser(
        "analyse", help="annotate a record with an engine's scores, marks and best lines",
        epilog=EXIT_STATUS))
    from xiangqi_gui.tournament.cli import add_parser as add_tournament_parser
    add_tournament_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``xiangqi`` console script; returns the exit status."""
    args = build_parser().parse_args(argv)
    module_name, func_name = _COMMANDS[args.command].split(":")
    func = getattr(importlib.import_module(module_name), func_name)
    try:
        status: int = func(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # the reader (e.g. `| head`) went away: stop quietly, as Unix tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
