"""``xiangqi library``: import, search, export and rebuild the game library (issue 14).

    xiangqi library import PATH... [--db FILE]
    xiangqi library search (--fen FEN [--mirror] [--colour] | --player NAME | --event TEXT |
                            --from DATE | --to DATE | --result R | --opening ECCO ...)
                           [--limit N] [--json] [--db FILE]
    xiangqi library export QUERY OUT.pgn [--db FILE]
    xiangqi library rebuild [--db FILE]

QUERY is space-separated ``field:value`` terms (player, event, from, to, result, opening,
fen); a bare word is a player name: ``"player:胡荣华 result:1-0"``.

Exit status 0 on success, 1 when a file, game or the library had a problem (reported on
stderr), 2 for usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys

from xiangqi_gui.formats.pgn_writer import PgnWriter
from xiangqi_gui.library.arguments import add_arguments
from xiangqi_gui.library.importer import import_paths
from xiangqi_gui.library.location import default_library_path
from xiangqi_gui.library.search import explore, find_games
from xiangqi_gui.library.store import GameRow, Library, LibraryCorruptError, LibraryError

_FIELDS = ("player", "event", "from", "to", "result", "opening", "fen")

__all__ = ["add_arguments", "library_command", "parse_query"]


def library_command(args: argparse.Namespace) -> int:
    """Run ``xiangqi library ACTION``; returns the exit status."""
    path = args.db or default_library_path()
    if args.library_command == "rebuild":
        library, aside = Library.rebuild(path)
        library.close()
        print(f"new empty library at {path}" + (f"; the old file is kept as {aside}"
                                               if aside.exists() else ""))
        print("import your record files again with: xiangqi library import PATH...")
        return 0
    try:
        with Library(path) as library:
            return _ACTIONS[args.library_command](library, args)
    except LibraryCorruptError as exc:
        print(f"xiangqi library: {exc}\nTo rebuild it, run: xiangqi library rebuild"
              + (f" --db {args.db}" if args.db else ""), file=sys.stderr)
        return 1
    except LibraryError as exc:
        print(f"xiangqi library: {exc}", file=sys.stderr)
        return 1


def _import(library: Library, args: argparse.Namespace) -> int:
    def progress(done: int, total: int, games: int, current: str) -> None:
        if sys.stderr.isatty():
            print(f"\r[{done}/{total} files] {games} games  {current[-50:]:<50}",
                  end="", file=sys.stderr, flush=True)

    report = import_paths(library, args.paths, progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    for problem in report.problems:
        print(f"xiangqi library: {problem}", file=sys.stderr)
    print(f"imported {report.imported} games from {report.files} files; "
          f"{report.duplicates} duplicates skipped; {len(report.problems)} problems "
          f"({report.partly} games imported without a bad variation); "
          f"{report.skipped_files} files already imported; "
          f"{library.game_count()} games in {library.path}")
    return 1 if report.problems else 0


def _search(library: Library, args: argparse.Namespace) -> int:
    if args.fen:
        answer = explore(library, args.fen, mirror=args.mirror, colour=args.colour,
                         limit=args.limit)
        if args.json:
            print(json.dumps(answer.to_json(), ensure_ascii=False))
            return 0
        score = "-" if answer.red_score is None else f"{answer.red_score:.3f}"
        print(f"{len(answer.games)} games listed; score for Red {score}")
        for move in answer.next_moves:
            s = "-" if move.red_score is None else f"{move.red_score:.3f}"
            print(f"  {move.iccs} {move.chinese}  {move.count} games  Red scores {s}")
        for row, ply, how in answer.games:
            print(_row_text(row) + f"  (ply {ply}{'' if how == 'same' else ', ' + how})")
        return 0
    rows = find_games(library, player=args.player, event=args.event, date_from=args.date_from,
                      date_to=args.date_to, result=args.result, opening=args.opening,
                      limit=args.limit)
    if args.json:
        print(json.dumps({"games": [r.to_json() for r in rows]}, ensure_ascii=False))
    else:
        for row in rows:
            print(_row_text(row))
    return 0


def _export(library: Library, args: argparse.Namespace) -> int:
    terms = parse_query(args.query)
    if "fen" in terms:
        rows = [row for row, _ply, _how in explore(library, terms["fen"], limit=None).games]
        rows = list({row.id: row for row in rows}.values())
    else:
        rows = find_games(library, player=terms.get("player"), event=terms.get("event"),
                          date_from=terms.get("from"), date_to=terms.get("to"),
                          result=terms.get("result"), opening=terms.get("opening"))
    writer = PgnWriter("chinese", fullwidth=args.fullwidth)
    try:
        with open(args.output, "w", encoding="utf-8", newline="\n") as out:
            for record in library.records(rows):
                out.write(writer.game(record))
    except OSError as exc:
        raise LibraryError(f"cannot write {args.output}: {exc.strerror}") from None
    print(f"{len(rows)} games written to {args.output}")
    return 0


def parse_query(text: str) -> dict[str, str]:
    """``"player:胡荣华 result:1-0"`` -> {"player": "胡荣华", "result": "1-0"}; a bare word is
    a player. ``fen:`` takes the rest of the text (a FEN has spaces).

    Raises:
        LibraryError: an unknown field name.
    """
    terms: dict[str, str] = {}
    if "fen:" in text:
        text, fen = text.split("fen:", 1)
        terms["fen"] = fen.strip()
    for word in text.split():
        name, sep, value = word.partition(":")
        if not sep:
            name, value = "player", word
        if name not in _FIELDS:
            raise LibraryError(f"unknown query field {name!r}; use one of {', '.join(_FIELDS)}")
        terms[name] = value
    return terms


def _row_text(row: GameRow) -> str:
    where = f"{row.source}#{row.game_index + 1}"
    return (f"{row.id:>6}  {row.red or '?'} - {row.black or '?'}  {row.result}  {row.date}  "
            f"{row.event}  {row.ecco}  {row.plies} plies  [{where}]")


_ACTIONS = {"import": _import, "search": _search, "export": _export}
