"""``xiangqi replay`` and ``xiangqi convert`` (README.md, "Command line").

Exit status: 0 when every file and game was read (and written) completely, 1 when any
input had an error (reported on stderr or in the JSON ``error`` field, never raised).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.index import iter_games
from xiangqi_gui.formats.pgn_writer import PgnWriter
from xiangqi_gui.formats.xqf_writer import XqfWriteError, write_xqf, xqf_header_warnings
from xiangqi_gui.notation import Notator
from xiangqi_gui.rules import Color, FenError, Position

#: ``--to`` value -> (writer kind, PGN notation).
_TARGETS = {"pgn-chinese": "chinese", "pgn-wxf": "wxf", "pgn-iccs": "iccs", "xqf": "xqf"}


def _start(game: LoadedGame) -> Position | None:
    """The game's start position, or None when its FEN is impossible (``game.error`` says so)."""
    try:
        return game.record.start_position()
    except FenError:
        return None


def game_json(source: str, game: LoadedGame) -> dict[str, Any]:
    """The replay JSON object of one game (keys and meaning as in README.md, "Command line").

    ``abbr`` carries the direction as a combining stroke on the last digit (U+0332 for
    进, U+0305 for 退, art. 7.5), so the text reads back to the same move.
    """
    record = game.record
    pos = _start(game)
    if pos is None:
        return file_error_json(source, game.error) | {"game": game.index,
                                                       "headers": dict(record.headers),
                                                       "start_fen": record.start_fen}
    moves = []
    for move in record.mainline_moves():
        texts = Notator(pos).texts(move)
        moves.append({"iccs": texts.iccs, "chinese": texts.chinese,
                      "abbr": texts.abbr.marked, "wxf": texts.wxf})
        pos.push_unchecked(move)
    outcome = pos.outcome()
    return {
        "source": source,
        "game": game.index,
        "headers": dict(record.headers),
        "start_fen": record.start_fen,
        "moves": moves,
        "variations": record.variation_count(),
        "comments": record.comment_count(),
        "final_fen": pos.fen(),
        "result": record.result,
        "outcome": outcome.to_dict() if outcome is not None else None,
        "error": game.error.to_json() if game.error is not None else None,
    }


def file_error_json(source: str, error: RecordError | None) -> dict[str, Any]:
    """The replay JSON object for a file that could not be read at all."""
    return {"source": source, "game": 0, "headers": {}, "start_fen": None, "moves": [],
            "variations": 0, "comments": 0, "final_fen": None, "result": "*",
            "outcome": None, "error": error.to_json() if error is not None else None}


def _print_text(source: str, game: LoadedGame, notation: str) -> None:
    record = game.record
    pos = _start(game)
    if pos is None:
        print(f"{source} game {game.index + 1}: (start position unreadable)")
        return
    words: list[str] = []
    for move in record.mainline_moves():
        notator = Notator(pos)
        text = {"iccs": move.iccs, "chinese": notator.chinese(move),
                "abbr": notator.abbr(move).marked, "wxf": notator.wxf(move)}[notation]
        if pos.turn == Color.RED or not words:
            words.append(f"{pos.fullmove_number}.{'' if pos.turn == Color.RED else ' ...'}")
        words.append(text)
        pos.push_unchecked(move)
    red, black = record.headers.get("Red", "?"), record.headers.get("Black", "?")
    print(f"{source} game {game.index + 1}: {red} - {black}, {len(record.mainline_moves())} "
          f"plies, {record.variation_count()} variations, result {record.result}")
    if words:
        print("  " + " ".join(words))


def replay_command(args: argparse.Namespace) -> int:
    """Stream every game of ``args.paths``; print JSON lines (``args.json``) or text.

    Games are read one at a time (:func:`~xiangqi_gui.formats.index.iter_games`): the
    first game is printed at once and memory stays flat whatever the file size.
    ``args.notation`` picks the notation of the text output. Errors go to stderr once
    each (in JSON mode the game's ``error`` field carries them too). Returns 1 if any
    file or game had an error, else 0.
    """
    status = 0
    for path in args.paths:
        try:
            games = iter_games(path)
        except RecordError as exc:
            status = 1
            if args.json:
                print(json.dumps(file_error_json(path, exc), ensure_ascii=False))
            print(f"xiangqi replay: {exc}", file=sys.stderr)
            continue
        try:
            for game in games:
                if args.json:
                    print(json.dumps(game_json(path, game), ensure_ascii=False), flush=True)
                else:
                    _print_text(path, game, args.notation)
                if game.error is not None:
                    status = 1
                    print(f"xiangqi replay: {game.error}", file=sys.stderr)
        except RecordError as exc:  # the file went away or changed while being read
            status = 1
            print(f"xiangqi replay: {exc}", file=sys.stderr)
    return status


def _target(args: argparse.Namespace) -> str | None:
    """The ``--to`` kind, checked against OUT's extension; None (reported) when they clash."""
    suffix = Path(args.output).suffix.lower()
    implied = "xqf" if suffix == ".xqf" else "pgn" if suffix.startswith(".pgn") else None
    if args.to is None:
        return "xqf" if implied == "xqf" else "pgn-chinese"
    wanted = "xqf" if args.to == "xqf" else "pgn"
    if implied is not None and implied != wanted:
        print(f"xiangqi convert: --to {args.to} contradicts the extension of {args.output} "
              f"({suffix}); change one of them", file=sys.stderr)
        return None
    return str(args.to)


def convert_command(args: argparse.Namespace) -> int:
    """Convert ``args.input`` to ``args.output`` (format from ``args.to`` or OUT's suffix).

    PGN output is streamed game by game; XQF holds one game, so a multi-game input is
    refused. A ``--to`` that contradicts OUT's extension (``--to xqf out.pgn``) is refused.
    PGN to XQF names each header XQF cannot hold or cuts. Games with errors are converted as
    far as they were read and reported (status 1).
    """
    target = _target(args)
    if target is None:
        return 2
    try:
        games = iter_games(args.input)
    except RecordError as exc:
        print(f"xiangqi convert: {exc}", file=sys.stderr)
        return 1
    kind = _TARGETS[target]
    try:
        if kind == "xqf":
            return _convert_to_xqf(args, games)
        return _convert_to_pgn(args, games, kind)
    except RecordError as exc:  # the input went away or changed while being read
        print(f"xiangqi convert: {exc}", file=sys.stderr)
        return 1
    except (OSError, XqfWriteError) as exc:
        print(f"xiangqi convert: cannot write {args.output}: {exc}", file=sys.stderr)
        return 1


def _convert_to_pgn(args: argparse.Namespace, games: Iterator[LoadedGame], kind: str) -> int:
    status = 0
    writer = PgnWriter(kind, fullwidth=args.fullwidth)
    with open(args.output, "w", encoding="utf-8", newline="\n") as out:
        for game in games:
            if game.error is not None:
                print(f"xiangqi convert: {game.error}", file=sys.stderr)
                status = 1
            if _start(game) is not None:
                out.write(writer.game(game.record))
    return status


def _convert_to_xqf(args: argparse.Namespace, games: Iterator[LoadedGame]) -> int:
    status = 0
    records = []
    for game in games:
        if game.error is not None:
            print(f"xiangqi convert: {game.error}", file=sys.stderr)
            status = 1
        if _start(game) is not None:
            records.append(game.record)
        if len(records) > 1:
            break
    if len(records) != 1:
        more = "more than 1" if len(records) > 1 else str(len(records))
        print(f"xiangqi convert: {args.input} has {more} games; XQF holds one",
              file=sys.stderr)
        return 1
    for warning in xqf_header_warnings(records[0]):
        print(f"xiangqi convert: warning: {warning}", file=sys.stderr)
    Path(args.output).write_bytes(write_xqf(records[0]))
    return status
