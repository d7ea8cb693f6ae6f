"""``xiangqi adjudicate``: play ICCS moves from a FEN and print the arbiter's outcome.

Uses the casual preset (illegal moves are errors, natural limit and dead positions
declared automatically) with the chosen repetition rule set, and the IMMEDIATE
repetition ruling: the verdict is final as soon as the position is a 待判局面 (CXA: three
full cycles, art. 23.4; AXF: the third occurrence). Exit status 0 when every move could
be processed (the game may end before the last one: the remaining moves are listed as
not played), 1 for a bad FEN, bad move text or an illegal move.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from xiangqi_gui.rules import FenError

from .arbiter import Arbiter
from .repetition import Verdict
from .rulings import RulingKind
from .settings import RuleSet, preset


def _verdict_text(verdict: Verdict) -> str:
    who = "draw" if verdict.culprit is None else f"{verdict.culprit.name.lower()} at fault"
    return (f"repetition: red {verdict.red.name}, black {verdict.black.name}; {who} "
            f"(art. {verdict.article}): {verdict.basis}")


def adjudicate_command(args: argparse.Namespace) -> int:
    """Run ``xiangqi adjudicate`` for parsed ``args`` (fen, moves, rules, json)."""
    settings = preset("casual").with_(ruleset=RuleSet(args.rules))
    try:
        arbiter = Arbiter(settings, args.fen)
    except FenError as exc:
        print(f"xiangqi adjudicate: bad FEN: {exc}", file=sys.stderr)
        return 1
    tokens = args.moves.split()
    played = 0
    for ply, token in enumerate(tokens, start=1):
        if arbiter.outcome is not None:
            break
        try:
            ruling = arbiter.move_iccs(arbiter.turn, token)
        except ValueError as exc:
            print(f"xiangqi adjudicate: ply {ply}: {exc}", file=sys.stderr)
            return 1
        if ruling.kind is RulingKind.REFUSED:
            print(f"xiangqi adjudicate: ply {ply} {token}: {ruling.message}", file=sys.stderr)
            return 1
        played = ply
    verdict = arbiter.last_verdict if arbiter.outcome is not None else None
    if verdict is None:
        verdict = arbiter.repetition_verdict()
    _print(arbiter, tokens[played:], verdict, played, args.json)
    return 0


def _print(arbiter: Arbiter, unplayed: list[str], verdict: Verdict | None, played: int,
           as_json: bool) -> None:
    outcome = arbiter.outcome
    if as_json:
        data: dict[str, Any] = {
            "final_fen": arbiter.position.fen(),
            "plies": played,
            "outcome": None if outcome is None else outcome.to_dict(),
            "repetition": None if verdict is None else verdict.to_dict(),
            "unplayed": unplayed,
        }
        print(json.dumps(data, ensure_ascii=False))
        return
    if outcome is None:
        print(f"game goes on: {arbiter.turn.name.lower()} to move after {played} plies")
    else:
        print(f"{outcome.result} {outcome.termination.value} (art. {outcome.article}) "
              f"after ply {played}: {outcome.reason}")
    if verdict is not None:
        print(_verdict_text(verdict))
    if unplayed:
        print(f"not played (game over): {' '.join(unplayed)}")
