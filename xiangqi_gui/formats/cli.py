"""``xiangqi replay`` and ``xiangqi convert`` (README.md, "Command line").

Exit status: 0 when every file and game was read (and written) completely, 1 when any
input had an error (reported on stderr or in the JSON ``error`` field, never raised).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from xiangqi_gui.formats.build import LoadedGame
from xiangqi_gui.formats.errors import RecordError
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.formats.pgn_writer import write_pgn_games
from xiangqi_gui.formats.xqf_writer import XqfWriteError, write_xqf
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
        print(f"{source} game {game.index + 1}: error: {game.error}")
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
    if game.error is not None:
        print(f"  error: {game.error}")


def replay_command(args: argparse.Namespace) -> int:
    """Load every game of ``args.paths``; print JSON lines (``args.json``) or text.

    ``args.notation`` picks the notation of the text output. Returns 1 if any file or
    game had an error, else 0.
    """
    status = 0
    for path in args.paths:
        try:
            loaded = load_file(path)
        except RecordError as exc:
            status = 1
            if args.json:
                print(json.dumps(file_error_json(path, exc), ensure_ascii=False))
            else:
                print(f"{path}: error: {exc}")
            print(f"xiangqi replay: {exc}", file=sys.stderr)
            continue
        for game in loaded.games:
            if game.error is not None:
                status = 1
                print(f"xiangqi replay: {game.error}", file=sys.stderr)
            if args.json:
                print(json.dumps(game_json(path, game), ensure_ascii=False))
            else:
                _print_text(path, game, args.notation)
    return status


def convert_command(args: argparse.Namespace) -> int:
    """Convert ``args.input`` to ``args.output`` (format from ``args.to`` or OUT's suffix).

    PGN output holds every game; XQF holds one game, so a multi-game input is refused.
    Games with errors are converted as far as they were read and reported (status 1).
    """
    target = args.to or ("xqf" if Path(args.output).suffix.lower() == ".xqf" else "pgn-chinese")
    try:
        loaded = load_file(args.input)
    except RecordError as exc:
        print(f"xiangqi convert: {exc}", file=sys.stderr)
        return 1
    status = 0
    for error in loaded.errors:
        print(f"xiangqi convert: {error}", file=sys.stderr)
        status = 1
    records = [g.record for g in loaded.games if _start(g) is not None]
    kind = _TARGETS[target]
    try:
        if kind == "xqf":
            if len(records) != 1:
                print(f"xiangqi convert: {args.input} has {len(records)} games; XQF holds one",
                      file=sys.stderr)
                return 1
            Path(args.output).write_bytes(write_xqf(records[0]))
        else:
            Path(args.output).write_text(write_pgn_games(records, kind), encoding="utf-8")
    except (OSError, XqfWriteError) as exc:
        print(f"xiangqi convert: cannot write {args.output}: {exc}", file=sys.stderr)
        return 1
    return status
