"""Helpers shared by the arbiter tests: play ICCS moves through an :class:`Arbiter`."""

from __future__ import annotations

from xiangqi_gui.arbiter import Arbiter, CompetitionSettings, RuleSet, Ruling, RulingKind, preset
from xiangqi_gui.rules import START_FEN


def casual(rules: str = "cxa") -> CompetitionSettings:
    """The casual preset with the repetition rule set ``rules`` (IMMEDIATE rulings)."""
    return preset("casual").with_(ruleset=RuleSet(rules))


def play(fen: str, moves: str, settings: CompetitionSettings | None = None,
         ) -> tuple[Arbiter, list[Ruling]]:
    """Play the space-separated ICCS ``moves`` until the game ends; every move must be
    accepted. Returns the arbiter and the rulings of the moves played."""
    arbiter = Arbiter(settings or casual(), fen or START_FEN)
    rulings = []
    for text in moves.split():
        if arbiter.outcome is not None:
            break
        ruling = arbiter.move_iccs(arbiter.turn, text)
        assert ruling.kind is RulingKind.MOVE, (text, ruling.message)
        rulings.append(ruling)
    return arbiter, rulings
