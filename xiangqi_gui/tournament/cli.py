"""``xiangqi tournament …``: run a tournament from the command line on the same core.

Sub-commands (FILE is the tournament's SQLite file)::

    xiangqi tournament new FILE [--name N] [--system swiss|round-robin|double-round-robin|
                                group-round-robin] [--rounds N] [--groups G]
                                [--scoring 2-1-0] [--tiebreak 14.3.1] ...
    xiangqi tournament add-player FILE NAME [--unit U] [--rating R] [--team T]
    xiangqi tournament import-players FILE CSV
    xiangqi tournament pair FILE [--manual "1-2,3-4,5-0"] [--force]
    xiangqi tournament unpair FILE
    xiangqi tournament pairings FILE [--round R]
    xiangqi tournament result FILE ROUND BOARD RESULT [--red-fouls N] [--black-fouls N]
    xiangqi tournament withdraw FILE NUMBER
    xiangqi tournament standings FILE [--round R] [--csv OUT]
    xiangqi tournament export FILE OUT.json
    xiangqi tournament import IN.json FILE
    xiangqi tournament round-robin N [--double]
    xiangqi tournament bracket N
    xiangqi tournament team-new FILE [--boards 4] [--kind fixed|substitutes|drawn]
                                     [--system round-robin|double-round-robin|swiss]
    xiangqi tournament team-add FILE NAME PLAYER...
    xiangqi tournament team-pair FILE
    xiangqi tournament team-lineup FILE ROUND MATCH --first A,B,.. --second C,D,..
    xiangqi tournament team-result FILE ROUND MATCH BOARD RESULT
    xiangqi tournament team-standings FILE [--by-game-points]
    xiangqi tournament ko-new FILE [--format a|b|c|d|e] [--double]
    xiangqi tournament ko-add FILE NAME
    xiangqi tournament ko-pair FILE
    xiangqi tournament ko-game FILE ROUND MATCH [--armageddon-red N]
    xiangqi tournament ko-result FILE ROUND MATCH RESULT

Every sub-command takes ``--json`` for machine-readable output. ``round-robin`` prints the
附录二 table as a list of rounds, each a list of ``[red_number, black_number]`` pairs in
the printed order, 0 standing for the bye. Exit status 0 on success, 1 when the action is
refused or a file is bad (the reason on stderr), 2 for usage errors.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import Any

from .event import EventConfig, System, Tournament, TournamentError
from .knockout import FORMATS, Kind, KnockoutEvent, MatchGame, first_round, playoff_clocks
from .model import Result, Round
from .registration import RegistrationError, read_players_csv, standings_csv
from .roundrobin import round_robin
from .scoring import scoring
from .standings import ByeValue, DropRounds, PreviousRounds, Row, ranking_rules
from .store import KnockoutFile, TeamEventFile, TournamentFile, TournamentFileError
from .team import TeamChain
from .teamevent import TeamEvent, TeamKind

_SYSTEMS = {"swiss": System.SWISS, "round-robin": System.ROUND_ROBIN,
            "double-round-robin": System.DOUBLE_ROUND_ROBIN,
            "group-round-robin": System.GROUP_ROUND_ROBIN}


#: Help of the options and arguments that several sub-commands share (by argparse ``dest``);
#: an option's own ``help=`` wins.
_HELP = {
    "file": "the tournament file (SQLite; created by `new`, `team-new` or `ko-new`)",
    "name": "the event's or the player's name",
    "system": "competition system (art. 10)",
    "rounds": "number of rounds",
    "scoring": "points for win-draw-loss (art. 13.1; 13.3 variants such as 3-1-0)",
    "level": "competition level: national, provincial, junior or casual (art. 4.1.8, 8.1.8)",
    "time_control": "time-control preset of the boards (art. 6)",
    "bye_value": "the bye's value in 对手分 (art. 14.4; default: the field's lowest score)",
    "previous_rounds": "how 'compare the previous round' is read: points or places",
    "drop_rounds": "how 'drop round 1' is read: points total or 累进分",
    "number": "the player's or team's start number (序号)",
    "rating": "the player's rating (等级分)",
    "unit": "the player's unit (单位)",
    "team": "the player's team",
    "players": "players' names, board 1 first",
    "csv": "a CSV file (UTF-8 or GB18030; Chinese or English column headings)",
    "round": "round number, from 1",
    "board": "board number in the round, from 1",
    "boards": "boards per team match (art. 11)",
    "match": "match number in the round, from 1",
    "result": "1-0, 1/2, 0-1; forfeits as +-/-+ (art. 20.3), double forfeit --",
    "red_fouls": "fouls of Red in this game (art. 8.1), for the 犯规 tie-break",
    "black_fouls": "fouls of Black in this game (art. 8.1), for the 犯规 tie-break",
    "second": "comma-separated players of the second team, board 1 first",
    "out": "the file to write",
    "json_file": "a JSON export written by `export`",
    "json": "print JSON instead of text",
    "double": "double round robin: the second cycle with colours reversed (art. 12.1)",
    "n": "number of players",
}


def _fill_help(parser: argparse.ArgumentParser) -> None:
    """Give every option and argument without its own help the shared text of its dest."""
    for action in parser._actions:  # noqa: SLF001 (argparse has no public walk)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for child in action.choices.values():
                _fill_help(child)
        elif not action.help and action.dest in _HELP:
            action.help = _HELP[action.dest]


def add_parser(sub: Any) -> None:
    """Register ``tournament`` and its sub-commands on the main parser's ``sub``."""
    top = sub.add_parser("tournament", help="run a tournament (CXA chapter 3)")
    _add_actions(top)
    _fill_help(top)


def _add_actions(top: argparse.ArgumentParser) -> None:
    tsub = top.add_subparsers(dest="action", required=True, metavar="ACTION")

    p = tsub.add_parser("new", help="create a tournament file")
    p.add_argument("file")
    p.add_argument("--name", default="")
    p.add_argument("--system", choices=list(_SYSTEMS), default="swiss")
    p.add_argument("--rounds", type=int, default=7, help="积分编排 rounds (default 7)")
    p.add_argument("--groups", type=int, default=2, help="分组循环 groups (default 2)")
    p.add_argument("--scoring", default="2-1-0",
                   help="2-1-0 (13.1), 3-1-0, 3-1/2-0 (13.3) or rw:rd:rl:bw:bd:bl")
    p.add_argument("--tiebreak", default=None,
                   help="14.1, 14.2, 14.3.1, 14.3.2 or a comma list of criteria")
    p.add_argument("--bye-value", choices=[b.value for b in ByeValue], default="lowest")
    p.add_argument("--previous-rounds", choices=[v.value for v in PreviousRounds],
                   default="points")
    p.add_argument("--drop-rounds", choices=[v.value for v in DropRounds], default="points")
    p.add_argument("--time-control", default="art6.1")
    p.add_argument("--level", default="provincial")

    p = tsub.add_parser("add-player", help="register a player")
    p.add_argument("file")
    p.add_argument("name")
    p.add_argument("--unit", default="")
    p.add_argument("--rating", type=int)
    p.add_argument("--team", default="")

    p = tsub.add_parser("import-players", help="register the players of a CSV file")
    p.add_argument("file")
    p.add_argument("csv")

    p = tsub.add_parser("pair", help="pair the next round (or set it by hand)")
    p.add_argument("file")
    p.add_argument("--manual", help='pairs "red-black,..." with 0 for the bye')
    p.add_argument("--force", action="store_true", help="take a manual pairing with warnings")

    p = tsub.add_parser("unpair", help="drop the last round (no results yet) to pair it again")
    p.add_argument("file")

    p = tsub.add_parser("pairings", help="print a round's boards")
    p.add_argument("file")
    p.add_argument("--round", type=int)

    p = tsub.add_parser("result", help="enter a board's result")
    p.add_argument("file")
    p.add_argument("round", type=int)
    p.add_argument("board", type=int)
    p.add_argument("result", help="1-0, 1/2, 0-1, +- or rf (Red wins by forfeit), bf (Black "
                   "wins by forfeit), ff (double forfeit) or none; write -+ and -- after "
                   "a lone --")
    p.add_argument("--red-fouls", type=int, default=0)
    p.add_argument("--black-fouls", type=int, default=0)

    p = tsub.add_parser("withdraw", help="a player leaves the event (art. 19)")
    p.add_argument("file")
    p.add_argument("number", type=int)

    p = tsub.add_parser("standings", help="print the ranking (art. 14)")
    p.add_argument("file")
    p.add_argument("--round", type=int)
    p.add_argument("--csv", metavar="OUT", help="also write the table as CSV for a spreadsheet")

    p = tsub.add_parser("export", help="write the event as JSON")
    p.add_argument("file")
    p.add_argument("out")

    p = tsub.add_parser("import", help="create a tournament file from a JSON export")
    p.add_argument("json_file")
    p.add_argument("file")

    p = tsub.add_parser("team-new", help="create a team-event file (art. 11)")
    p.add_argument("file")
    p.add_argument("--name", default="")
    p.add_argument("--boards", type=int, default=4)
    p.add_argument("--kind", choices=[k.value for k in TeamKind], default="fixed",
                   help="fixed 11.1, substitutes 11.2, drawn 11.3")
    p.add_argument("--system", choices=["round-robin", "double-round-robin", "swiss"],
                   default="round-robin")
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--scoring", default="2-1-0")

    p = tsub.add_parser("team-add", help="register a team and its players in board order")
    p.add_argument("file")
    p.add_argument("name")
    p.add_argument("players", nargs="+")

    p = tsub.add_parser("team-pair", help="pair the next round of a team event")
    p.add_argument("file")

    p = tsub.add_parser("team-lineup", help="set a match's line-ups (11.2/11.3)")
    p.add_argument("file")
    p.add_argument("round", type=int)
    p.add_argument("match", type=int, help="1-based match number in the round")
    p.add_argument("--first", required=True, help="comma-separated players, board 1 first")
    p.add_argument("--second", required=True)

    p = tsub.add_parser("team-result", help="enter one board's result of a match")
    p.add_argument("file")
    p.add_argument("round", type=int)
    p.add_argument("match", type=int)
    p.add_argument("board", type=int)
    p.add_argument("result")

    p = tsub.add_parser("team-standings", help="print the team ranking (14.5/14.6/14.7)")
    p.add_argument("file")
    p.add_argument("--by-game-points", action="store_true", help="14.7: total 局分")

    p = tsub.add_parser("ko-new", help="create a knockout-event file (art. 10.4)")
    p.add_argument("file")
    p.add_argument("--name", default="")
    p.add_argument("--format", choices=sorted(FORMATS), default="b",
                   help="playoff format a–e of the later CXA text (reference §3)")
    p.add_argument("--double", action="store_true", help="double elimination")

    p = tsub.add_parser("ko-add", help="register the next seed")
    p.add_argument("file")
    p.add_argument("name")

    p = tsub.add_parser("ko-pair", help="pair the next knockout round")
    p.add_argument("file")

    p = tsub.add_parser("ko-game", help="start the next game of a match (slow, rapid, …)")
    p.add_argument("file")
    p.add_argument("round", type=int)
    p.add_argument("match", type=int)
    p.add_argument("--armageddon-red", type=int, help="who took Red in the Armageddon game")

    p = tsub.add_parser("ko-result", help="the result of a match's current game")
    p.add_argument("file")
    p.add_argument("round", type=int)
    p.add_argument("match", type=int)
    p.add_argument("result")

    p = tsub.add_parser("bracket", help="print a seeded knockout first round (not from CXA: "
                        "附录四 was not found)")
    p.add_argument("n", type=int)

    p = tsub.add_parser("round-robin", help="print the 附录二 round-robin table")
    p.add_argument("n", type=int)
    p.add_argument("--double", action="store_true")

    for action_parser in tsub.choices.values():
        action_parser.add_argument("--json", action="store_true")


def tournament_command(args: argparse.Namespace) -> int:
    """Run ``xiangqi tournament ACTION`` for parsed ``args``; returns the exit status."""
    try:
        out = _ACTIONS[args.action](args)
    except (TournamentError, TournamentFileError, RegistrationError, ValueError) as exc:
        print(f"xiangqi tournament {args.action}: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(out["json"], ensure_ascii=False))
    else:
        print(out["text"])
    return 0


Output = dict[str, Any]


def _new(args: argparse.Namespace) -> Output:
    rules = None
    if args.tiebreak is not None:
        rules = replace(ranking_rules(args.tiebreak), bye_value=ByeValue(args.bye_value),
                        previous_rounds=PreviousRounds(args.previous_rounds),
                        drop_rounds=DropRounds(args.drop_rounds))
    config = EventConfig(args.name, _SYSTEMS[args.system], args.rounds, scoring(args.scoring),
                         rules, time_control=args.time_control, level=args.level,
                         groups=args.groups)
    if args.rounds < 1:
        raise ValueError("--rounds must be at least 1")
    with TournamentFile.create(args.file, config) as tf:
        data = tf.tournament.config.to_dict()
    return {"json": data, "text": f"created {args.file}: {config.system.zh} {args.name}"}


def _add_player(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        p = tf.add_player(args.name, args.unit, args.rating, args.team)
    return {"json": p.to_dict(), "text": f"{p.number} {p.name}"}


def _import_players(args: argparse.Namespace) -> Output:
    entries = read_players_csv(args.csv)
    with TournamentFile.open(args.file) as tf:
        numbers = [p.number for p in tf.add_players(entries)]
    return {"json": numbers, "text": f"registered {len(numbers)} players"}


def _pair(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        if args.manual:
            pairs = _parse_pairs(args.manual)
            number = len(tf.tournament.rounds) + 1
            warnings = tf.set_pairings(number, pairs, force=args.force)
            if warnings and not args.force:
                text = "; ".join(w.text for w in warnings)
                raise TournamentError(f"pairing not taken ({text}); use --force to take it")
            rnd = tf.tournament.rounds[number - 1]
        else:
            warnings = []
            rnd = tf.pair_next_round()
        data = _round_json(tf.tournament, rnd)
        data["warnings"] = [w.text for w in warnings]
        text = _round_text(tf.tournament, rnd)
    return {"json": data, "text": text}


def _parse_pairs(text: str) -> list[tuple[int, int | None]]:
    pairs: list[tuple[int, int | None]] = []
    for item in text.split(","):
        red, _, black = item.strip().partition("-")
        if not red or not black:
            raise ValueError(f"bad pair {item!r}: write red-black, 0 for the bye")
        pairs.append((int(red), int(black) or None))
    return pairs


def _unpair(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        tf.unpair_last_round()
        left = len(tf.tournament.rounds)
    return {"json": {"rounds": left}, "text": f"{left} rounds left"}


def _pairings(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        t = tf.tournament
    if not t.rounds:
        raise TournamentError("no round has been paired")
    number = args.round or len(t.rounds)
    if not 1 <= number <= len(t.rounds):
        raise TournamentError(f"there is no round {number}")
    rnd = t.rounds[number - 1]
    return {"json": _round_json(t, rnd), "text": _round_text(t, rnd)}


def _result(args: argparse.Namespace) -> Output:
    result = None if args.result.lower() == "none" else Result.parse(args.result)
    with TournamentFile.open(args.file) as tf:
        g = tf.set_result(args.round, args.board, result, args.red_fouls, args.black_fouls)
    return {"json": g.to_dict(),
            "text": f"round {args.round} board {g.board}: {g.red}-{g.black} "
                    f"{'' if g.result is None else g.result.value}"}


def _withdraw(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        tf.withdraw(args.number)
        p = tf.tournament.player(args.number)
    return {"json": p.to_dict(), "text": f"{p.number} {p.name} withdrawn"}


def _standings(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        t = tf.tournament
    rows = t.standings(args.round)
    chain = [tb.value for tb in t.config.rules.chain]
    if args.csv:
        shown = [k for k in chain if k not in ("previous_rounds", "drop_rounds")]
        text = standings_csv(rows, shown, {tb.value: tb.zh for tb in t.config.rules.chain})
        try:
            with open(args.csv, "w", encoding="utf-8-sig", newline="") as fh:
                fh.write(text)
        except OSError as exc:
            raise TournamentFileError(f"{args.csv}: cannot write: {exc.strerror}") from None
    data = [_row_json(r, chain) for r in rows]
    lines = ["名次  序号  姓名              单位          积分  " + "  ".join(
        tb.zh for tb in t.config.rules.chain)]
    for r in rows:
        lines.append(f"{r.rank:>4}  {r.number:>4}  {r.player.name:<16}  {r.player.unit:<12}  "
                     f"{_num(r.points):>4}  " + "  ".join(
                         _num(r.values.get(k)) for k in chain))
    return {"json": data, "text": "\n".join(lines)}


def _export(args: argparse.Namespace) -> Output:
    with TournamentFile.open(args.file) as tf:
        tf.export_json(args.out)
    return {"json": {"written": args.out}, "text": f"wrote {args.out}"}


def _import(args: argparse.Namespace) -> Output:
    with TournamentFile.import_json(args.json_file, args.file) as tf:
        n = len(tf.tournament.players)
    return {"json": {"written": args.file, "players": n},
            "text": f"created {args.file} with {n} players"}


def _round_robin(args: argparse.Namespace) -> Output:
    if not 2 <= args.n <= 1000:
        raise ValueError(f"a round robin needs 2 to 1000 players, got {args.n}")
    table = round_robin(args.n, args.double)
    text = "\n".join(f"第{i}轮  " + "  ".join(f"{r}-{b or '轮空'}" for r, b in rnd)
                     for i, rnd in enumerate(table, start=1))
    return {"json": [[[r, b] for r, b in rnd] for rnd in table], "text": text}


_TEAM_SYSTEMS = {"round-robin": System.ROUND_ROBIN,
                 "double-round-robin": System.DOUBLE_ROUND_ROBIN, "swiss": System.SWISS}


def _team_new(args: argparse.Namespace) -> Output:
    if not 1 <= args.boards <= 50 or args.rounds < 1:
        raise ValueError("--boards must be 1..50 and --rounds at least 1")
    event = TeamEvent(args.name, TeamKind(args.kind), args.boards, _TEAM_SYSTEMS[args.system],
                      args.rounds, scoring(args.scoring))
    with TeamEventFile.create(args.file, event) as tf:
        data = tf.event.to_dict()
    return {"json": data, "text": f"created {args.file}: 团体赛 {args.name}"}


def _team_add(args: argparse.Namespace) -> Output:
    with TeamEventFile.open(args.file) as tf:
        team = tf.act(lambda ev: ev.add_team(args.name, args.players))
    return {"json": {"number": team.number, "name": team.name, "players": team.players},
            "text": f"{team.number} {team.name}: {' '.join(team.players)}"}


def _team_pair(args: argparse.Namespace) -> Output:
    with TeamEventFile.open(args.file) as tf:
        tf.act(lambda ev: ev.pair_next_round())
        ev = tf.event
    number = len(ev.rounds)
    matches = []
    lines = [f"第{number}轮 round {number}"]
    for i, p in enumerate(ev.rounds[-1], start=1):
        first = ev.team(p.first).name
        second = None if p.second is None else ev.team(p.second).name
        boards = ev.board_players(number, i - 1) if p.second is not None and all(
            p.lineups) else []
        matches.append({"match": i, "first": first, "second": second,
                        "boards": [list(b) for b in boards]})
        lines.append(f"{i:>3}  {first}  —  {second or '轮空 bye'}")
    return {"json": {"round": number, "matches": matches}, "text": "\n".join(lines)}


def _team_lineup(args: argparse.Namespace) -> Output:
    first = [x.strip() for x in args.first.split(",") if x.strip()]
    second = [x.strip() for x in args.second.split(",") if x.strip()]
    with TeamEventFile.open(args.file) as tf:
        tf.act(lambda ev: ev.set_lineups(args.round, args.match - 1, first, second))
        boards = tf.event.board_players(args.round, args.match - 1)
    return {"json": [list(b) for b in boards],
            "text": "\n".join(f"{i}  {r} (红) — {b} (黑)" for i, (r, b) in
                              enumerate(boards, start=1))}


def _team_result(args: argparse.Namespace) -> Output:
    result = None if args.result.lower() == "none" else Result.parse(args.result)
    with TeamEventFile.open(args.file) as tf:
        tf.act(lambda ev: ev.set_board_result(args.round, args.match - 1, args.board, result))
    return {"json": {"round": args.round, "match": args.match, "board": args.board,
                     "result": None if result is None else result.value},
            "text": f"round {args.round} match {args.match} board {args.board}: "
                    f"{'' if result is None else result.value}"}


def _team_standings(args: argparse.Namespace) -> Output:
    with TeamEventFile.open(args.file) as tf:
        ev = tf.event
    rows = ev.standings(TeamChain.GAME_POINTS if args.by_game_points else None)
    data = [{"rank": r.rank, "team": r.team, "match_points": r.match_points,
             "game_points": r.game_points, "opponent_score": r.opponent_score,
             "match_wins": r.match_wins, "game_wins": r.game_wins, "fouls": r.fouls}
            for r in rows]
    lines = ["名次  队名  场分  局分  对手分  胜场  胜局"] + [
        f"{r.rank:>4}  {r.team}  {_num(r.match_points)}  {_num(r.game_points)}  "
        f"{_num(r.opponent_score)}  {r.match_wins}  {r.game_wins}" for r in rows]
    return {"json": data, "text": "\n".join(lines)}


def _ko_new(args: argparse.Namespace) -> Output:
    with KnockoutFile.create(args.file, KnockoutEvent(args.name, format=args.format,
                                                      double=args.double)) as kf:
        data = kf.event.to_dict()
    return {"json": data, "text": f"created {args.file}: "
                                  f"{'双败淘汰' if args.double else '单败淘汰'} {args.name}"}


def _ko_add(args: argparse.Namespace) -> Output:
    with KnockoutFile.open(args.file) as kf:
        number = kf.act(lambda ev: ev.add_player(args.name))
    return {"json": {"number": number, "name": args.name}, "text": f"{number} {args.name}"}


def _ko_pair(args: argparse.Namespace) -> Output:
    with KnockoutFile.open(args.file) as kf:
        slots = kf.act(lambda ev: ev.pair_next_round())
        names = kf.event.players
    data = [[s.a, s.b or 0] for s in slots]
    text = "\n".join(f"{i:>3}  {s.a} {names[s.a - 1]}  —  "
                     f"{'轮空 bye' if s.b is None else f'{s.b} {names[s.b - 1]}'}"
                     for i, s in enumerate(slots, start=1))
    return {"json": data, "text": text}


def _ko_game(args: argparse.Namespace) -> Output:
    def act(ev: KnockoutEvent) -> MatchGame | None:
        match = ev.slot(args.round, args.match).match
        if match is None:
            raise ValueError("a bye has no games")
        return match.next_game(args.armageddon_red)
    with KnockoutFile.open(args.file) as kf:
        game = kf.act(act)
    if game is None:
        return {"json": None, "text": "the match is decided"}
    clocks = playoff_clocks(game.kind)
    data = {"kind": game.kind.value, "red": game.red, "black": game.black,
            "clocks": None if clocks is None else [c.describe() for c in clocks],
            "draw_counts_for_black": game.kind is Kind.ARMAGEDDON}
    return {"json": data, "text": f"{game.kind.zh}: {game.red} (红) — {game.black} (黑)"
                                  + ("" if clocks is None else f"  {clocks[0].describe()}")}


def _ko_result(args: argparse.Namespace) -> Output:
    result = Result.parse(args.result)

    def act(ev: KnockoutEvent) -> int | None:
        match = ev.slot(args.round, args.match).match
        if match is None or not match.games:
            raise ValueError("start the game first (ko-game)")
        match.games[-1].result = result
        return match.winner
    with KnockoutFile.open(args.file) as kf:
        winner = kf.act(act)
        champion = kf.event.champion
    return {"json": {"winner": winner, "champion": champion},
            "text": "the match goes on" if winner is None else
                    f"winner {winner}" + ("" if champion is None else f"; champion {champion}")}


def _bracket(args: argparse.Namespace) -> Output:
    if not 2 <= args.n <= 1024:
        raise ValueError(f"a knockout needs 2 to 1024 players, got {args.n}")
    pairs = first_round(list(range(1, args.n + 1)))
    text = "\n".join(f"{a}-{b if b is not None else '轮空'}" for a, b in pairs)
    return {"json": [[a, b or 0] for a, b in pairs], "text": text}


def _round_json(t: Tournament, rnd: Round) -> dict[str, Any]:
    return {"round": rnd.number, "boards": [
        {**g.to_dict(), "red_name": t.player(g.red).name,
         "black_name": None if g.black is None else t.player(g.black).name}
        for g in rnd.games]}


def _round_text(t: Tournament, rnd: Round) -> str:
    lines = [f"第{rnd.number}轮 round {rnd.number}"]
    for g in rnd.games:
        red = f"{g.red} {t.player(g.red).name}"
        if g.black is None:
            lines.append(f"{g.board:>3}  {red}  轮空 bye")
            continue
        black = f"{g.black} {t.player(g.black).name}"
        res = "" if g.result is None else g.result.value
        lines.append(f"{g.board:>3}  {red}  —  {black}  {res}")
    return "\n".join(lines)


def _row_json(r: Row, chain: list[str]) -> dict[str, Any]:
    return {"rank": r.rank, "number": r.number, "name": r.player.name, "unit": r.player.unit,
            "points": r.points, "match_points": r.match_points,
            "tiebreaks": {k: r.values.get(k) for k in chain},
            "values": dict(r.values), "status": r.player.status.value}


def _num(value: float | None) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


_ACTIONS = {"new": _new, "add-player": _add_player, "import-players": _import_players,
            "pair": _pair, "unpair": _unpair, "pairings": _pairings, "result": _result,
            "withdraw": _withdraw,
            "standings": _standings, "export": _export, "import": _import,
            "round-robin": _round_robin, "bracket": _bracket, "team-new": _team_new,
            "team-add": _team_add, "team-pair": _team_pair, "team-lineup": _team_lineup,
            "team-result": _team_result, "team-standings": _team_standings,
            "ko-new": _ko_new, "ko-add": _ko_add, "ko-pair": _ko_pair, "ko-game": _ko_game,
            "ko-result": _ko_result}
