"""The tournament package's messages: ids and English templates (:mod:`xiangqi_gui.rules.message`).

Every error the package raises for a person to read (:class:`~.event.TournamentError`,
:class:`~.store.TournamentFileError`, :class:`~.registration.RegistrationError`,
:class:`~.swiss.PairingError`) carries a :class:`~xiangqi_gui.rules.message.Message` with one
of these ids as ``message`` (``str()`` of the error is its English text: the command line,
logs, tests), and so does every :class:`~.swiss.PairingWarning`; the tournament window shows
them in the UI language (Qt context ``Message``). ``path`` is a file name; ``error`` the
system's or SQLite's words (:func:`~xiangqi_gui.rules.system_texts.system_error`).
"""

from __future__ import annotations

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Arg, Message, register


def say(key: str, **args: Arg) -> Message:
    """``Message.of(key, **args)`` for one of the ids below."""
    return Message.of(key, **args)


class MessageError(Exception):
    """An error built from a :class:`Message` (``message``; ``str()`` is its English
    text) or from a plain string (``message`` None). The package's error classes mix it
    in."""

    def __init__(self, text: str | Message) -> None:
        super().__init__(str(text))
        self.message: Message | None = text if isinstance(text, Message) else None


TEMPLATES = {
    # files (tournament, event, registration, export, PDF)
    "tournament.no_such_file": QT_TRANSLATE_NOOP("Message", "{path}: no such file"),
    "tournament.exists": QT_TRANSLATE_NOOP("Message", "{path}: already exists"),
    "tournament.cannot_open": QT_TRANSLATE_NOOP("Message", "{path}: cannot open: {error}"),
    "tournament.cannot_read": QT_TRANSLATE_NOOP("Message", "{path}: cannot read: {error}"),
    "tournament.cannot_write": QT_TRANSLATE_NOOP("Message", "{path}: cannot write: {error}"),
    "tournament.cannot_update": QT_TRANSLATE_NOOP("Message", "{path}: cannot update the file: "
                                                  "{error}"),
    "tournament.not_readable": QT_TRANSLATE_NOOP(
        "Message", "{path}: not a readable tournament file: {error}"),
    "tournament.not_readable_kind": QT_TRANSLATE_NOOP(
        "Message", "{path}: not a readable {kind} file: {error}"),
    "tournament.other_kind": QT_TRANSLATE_NOOP(
        "Message", "{path}: wrong kind of event file ({found}; expected {kind})"),
    "tournament.not_ours": QT_TRANSLATE_NOOP("Message", "{path}: not an event file of this "
                                             "program"),
    # the kinds of event file (the {kind} and {found} above)
    "tournament.kind.event": QT_TRANSLATE_NOOP("Message", "event"),
    "tournament.kind.team-event": QT_TRANSLATE_NOOP("Message", "team-event"),
    "tournament.kind.knockout": QT_TRANSLATE_NOOP("Message", "knockout"),
    "tournament.not_export": QT_TRANSLATE_NOOP("Message", "{path}: not a tournament export: "
                                               "{error}"),
    "tournament.not_written": QT_TRANSLATE_NOOP("Message", "{path}: not written"),
    # registration files
    "registration.no_players": QT_TRANSLATE_NOOP("Message", "{path}: no players in the file"),
    "registration.encoding": QT_TRANSLATE_NOOP("Message", "{path}: neither UTF-8 nor GB18030 "
                                               "text"),
    "registration.no_name": QT_TRANSLATE_NOOP("Message", "{path}: line {line}: no name"),
    "registration.bad_rating": QT_TRANSLATE_NOOP(
        "Message", "{path}: line {line}: rating {rating} is not a number"),
    # what the event's rules or state do not allow
    "tournament.system_fixed": QT_TRANSLATE_NOOP(
        "Message", "the competition system cannot change after round 1"),
    "tournament.rounds_paired": QT_TRANSLATE_NOOP("Message", "{count} rounds are already paired"),
    "tournament.needs_name": QT_TRANSLATE_NOOP("Message", "a player needs a name"),
    "tournament.registration_closed": QT_TRANSLATE_NOOP(
        "Message", "players can only be registered before round 1 is paired"),
    "tournament.withdraw_instead": QT_TRANSLATE_NOOP(
        "Message", "after the start a player withdraws instead (art. 19)"),
    "tournament.no_player": QT_TRANSLATE_NOOP("Message", "no player number {number}"),
    "tournament.groups": QT_TRANSLATE_NOOP(
        "Message", "cannot make {groups} groups of at least 2 from {count}"),
    "tournament.round_open": QT_TRANSLATE_NOOP(
        "Message", "round {number} still has games without a result"),
    "tournament.all_paired": QT_TRANSLATE_NOOP("Message", "all rounds have been paired"),
    "tournament.two_players": QT_TRANSLATE_NOOP("Message", "at least two players are needed"),
    "tournament.cannot_pair": QT_TRANSLATE_NOOP("Message", "round {number} cannot be paired now"),
    "tournament.later_rounds": QT_TRANSLATE_NOOP(
        "Message", "round {number} is followed by later rounds"),
    "tournament.bye_result": QT_TRANSLATE_NOOP(
        "Message", "a bye needs no result (it scores as a win, art. 14.4)"),
    "tournament.negative_fouls": QT_TRANSLATE_NOOP("Message", "fouls cannot be negative"),
    "tournament.no_round": QT_TRANSLATE_NOOP("Message", "there is no round {number}"),
    "tournament.no_board": QT_TRANSLATE_NOOP("Message", "round {number} has no board {board}"),
    "tournament.already_left": QT_TRANSLATE_NOOP("Message", "player {number} has already left"),
    "tournament.eliminate_after": QT_TRANSLATE_NOOP(
        "Message", "eliminate only after a finished round"),
    "tournament.no_round_paired": QT_TRANSLATE_NOOP("Message", "no round has been paired"),
    "tournament.round_has_results": QT_TRANSLATE_NOOP(
        "Message", "round {number} already has results"),
    "tournament.no_pairing": QT_TRANSLATE_NOOP(
        "Message", "round {number}: no pairing avoids rematches and keeps the colour limits for "
        "these {count} players"),
    # team events (art. 11)
    "team.registration_closed": QT_TRANSLATE_NOOP(
        "Message", "teams can only be registered before round 1"),
    "team.players_needed": QT_TRANSLATE_NOOP("Message", "team {name} needs {count} players"),
    "team.players_needed_or_more": QT_TRANSLATE_NOOP(
        "Message", "team {name} needs {count} players or more"),
    "team.no_team": QT_TRANSLATE_NOOP("Message", "no team number {number}"),
    "team.round_open": QT_TRANSLATE_NOOP("Message", "round {number} is not finished"),
    "team.bye_lineup": QT_TRANSLATE_NOOP("Message", "a bye has no line-up"),
    "team.different_players": QT_TRANSLATE_NOOP(
        "Message", "{name}: {count} different players needed"),
    "team.not_registered": QT_TRANSLATE_NOOP("Message", "{name}: not all of them are registered"),
    "team.fixed_boards": QT_TRANSLATE_NOOP("Message", "{name}: fixed boards (11.1) cannot change"),
    "team.order_inverted": QT_TRANSLATE_NOOP(
        "Message", "{name}: the board order cannot be inverted (11.2)"),
    "team.bye_boards": QT_TRANSLATE_NOOP("Message", "a bye has no boards"),
    "team.lineups_first": QT_TRANSLATE_NOOP("Message", "set the line-ups first (11.2/11.3)"),
    "team.no_board": QT_TRANSLATE_NOOP("Message", "there is no board {board}"),
    "team.no_match": QT_TRANSLATE_NOOP("Message", "no match {index} in round {number}"),
    # warnings about a hand-made pairing
    "pairing.unknown": QT_TRANSLATE_NOOP("Message", "no player number {number}"),
    "pairing.twice": QT_TRANSLATE_NOOP("Message", "player {number} is paired {count} times"),
    "pairing.withdrawn": QT_TRANSLATE_NOOP("Message", "player {number} has withdrawn"),
    "pairing.unpaired": QT_TRANSLATE_NOOP("Message", "player {number} is not paired"),
    "pairing.rematch": QT_TRANSLATE_NOOP("Message", "{red} and {black} have met before"),
    "pairing.colour_red": QT_TRANSLATE_NOOP(
        "Message", "player {number} ({history}) cannot take Red: three in a row or difference 3"),
    "pairing.colour_black": QT_TRANSLATE_NOOP(
        "Message", "player {number} ({history}) cannot take Black: three in a row or difference 3"),
    "pairing.second_bye": QT_TRANSLATE_NOOP("Message", "player {number} already had a bye"),
    "pairing.bye_not_lowest": QT_TRANSLATE_NOOP(
        "Message", "the bye should go to a lower scorer (e.g. {number})"),
}
register(TEMPLATES)


def file_kind(kind: str) -> Message | str:
    """A kind of event file (``"event"``, ``"team-event"``, ``"knockout"``) as a message."""
    key = f"tournament.kind.{kind}"
    return say(key) if key in TEMPLATES else kind
