"""The ``xiangqi`` command-line tool: perft, notation, records, adjudication.

Sub-commands::

    xiangqi perft DEPTH [--fen FEN] [--divide]
    xiangqi notate --fen FEN MOVE...
    xiangqi replay PATH... [--json] [--notation chinese|abbr|wxf|iccs]
    xiangqi convert IN OUT [--to pgn-chinese|pgn-wxf|pgn-iccs|xqf]
    xiangqi adjudicate --fen FEN [--moves "h2e2 h9g7 ..."] [--rules cxa|axf] [--json]
    xiangqi analyse RECORD [--engine PATH] [--movetime MS | --depth N] [--multipv N] [-o OUT]

Exit status: 0 when everything asked succeeded, 1 when any input had an error
(reported on stderr, never raised), 2 for usage errors (argparse).

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

# sub-command name -> "module:function"; the function takes the parsed
# argparse.Namespace and returns the exit status.
_COMMANDS = {
    "perft": "xiangqi_gui.rules.perft:perft_command",
    "notate": "xiangqi_gui.notation.cli:notate_command",
    "replay": "xiangqi_gui.formats.cli:replay_command",
    "convert": "xiangqi_gui.formats.cli:convert_command",
    "adjudicate": "xiangqi_gui.arbiter.cli:adjudicate_command",
    "analyse": "xiangqi_gui.study.cli:analyse_command",
}

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


def _non_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"DEPTH must be 0 or more, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser with every sub-command registered."""
    parser = argparse.ArgumentParser(prog="xiangqi", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("perft", help="count leaf nodes of the legal move tree")
    p.add_argument("depth", type=_non_negative)
    p.add_argument("--fen", default=START_FEN)
    p.add_argument("--divide", action="store_true", help="print the count below each root move")

    p = sub.add_parser("notate", help="print iccs, chinese, abbreviated and WXF text per move")
    p.add_argument("--fen", default=START_FEN)
    p.add_argument("moves", nargs="+", metavar="MOVE")

    p = sub.add_parser("replay", help="load and replay every game of record files")
    p.add_argument("paths", nargs="+", metavar="PATH")
    p.add_argument("--json", action="store_true")
    p.add_argument("--notation", choices=["chinese", "abbr", "wxf", "iccs"], default="chinese")

    p = sub.add_parser("convert", help="convert a record file")
    p.add_argument("input", metavar="IN")
    p.add_argument("output", metavar="OUT")
    p.add_argument("--to", choices=["pgn-chinese", "pgn-wxf", "pgn-iccs", "xqf"])

    p = sub.add_parser("adjudicate", help="play moves and print the arbiter's outcome")
    p.add_argument("--fen", default=START_FEN)
    p.add_argument("--moves", default="")
    p.add_argument("--rules", choices=["cxa", "axf"], default="cxa")
    p.add_argument("--json", action="store_true")

    from xiangqi_gui.study.cli import add_arguments as analyse_arguments

    analyse_arguments(sub.add_parser(
        "analyse", help="annotate a record with an engine's scores, marks and best lines"))
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
