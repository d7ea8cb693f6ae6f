"""The notation readers' messages: ids and English templates.

Every :class:`~xiangqi_gui.notation.errors.NotationError` the readers raise carries a
:class:`~xiangqi_gui.rules.message.Message` with one of these ids (its English text is the
error's ``reason``); the window shows it in its language (Qt context ``Message``), inside a
record error ("illegal move at 12. 炮二平五: …") or under the move field. A quoted piece of
the input is passed already quoted (``repr``); ``name`` is the piece's character as the
notation writes it (车, 馬 ...), ``kind`` the same piece as a
:class:`~xiangqi_gui.rules.Piece` (translations name it in their language: 俥, Xe).
"""

from __future__ import annotations

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Arg, Message, register


def say(key: str, **args: Arg) -> Message:
    """``Message.of(key, **args)`` for one of the ids below."""
    return Message.of(key, **args)


TEMPLATES = {
    "notation.too_long": QT_TRANSLATE_NOOP(
        "Message", "longer than {count} characters: not a move text"),
    "notation.unknown": QT_TRANSLATE_NOOP(
        "Message", "not a move in any known notation (Chinese, abbr, WXF, ICCS)"),
    "notation.empty": QT_TRANSLATE_NOOP("Message", "empty move text"),
    "notation.not_iccs": QT_TRANSLATE_NOOP("Message", "not ICCS notation (expected e.g. h2e2)"),
    "notation.not_wxf": QT_TRANSLATE_NOOP(
        "Message", "not WXF notation (expected letter, file, +/-/=, digit)"),
    "notation.unknown_letter": QT_TRANSLATE_NOOP("Message", "unknown piece letter {letter}"),
    "notation.not_abbr": QT_TRANSLATE_NOOP(
        "Message", "not abbreviated notation (expected piece, file, digit)"),
    "notation.not_chinese": QT_TRANSLATE_NOOP(
        "Message", "not Chinese notation (expected ... 进/退/平 and a number)"),
    "notation.bad_shape": QT_TRANSLATE_NOOP(
        "Message", "not a move text (expected piece, file, 进/退/平, number)"),
    "notation.unknown_piece": QT_TRANSLATE_NOOP("Message", "unknown piece {char}"),
    "notation.bad_char": QT_TRANSLATE_NOOP(
        "Message", "unexpected character {char} in Chinese notation"),
    "notation.bad_ordinal": QT_TRANSLATE_NOOP("Message", "no such tandem ordinal {ordinal}"),
    "notation.no_piece_on": QT_TRANSLATE_NOOP(
        "Message", "no piece of the side to move on {square}"),
    "notation.no_red_piece_on": QT_TRANSLATE_NOOP(
        "Message", "no red piece (side to move) on {square}"),
    "notation.no_black_piece_on": QT_TRANSLATE_NOOP(
        "Message", "no black piece (side to move) on {square}"),
    "notation.illegal": QT_TRANSLATE_NOOP("Message", "not a legal move in this position"),
    "notation.no_sideways": QT_TRANSLATE_NOOP("Message", "a {name} cannot move sideways (平)"),
    "notation.no_retreat": QT_TRANSLATE_NOOP("Message", "a {name} cannot retreat (退)"),
    "notation.no_such_kind": QT_TRANSLATE_NOOP("Message", "the side to move has no {name}"),
    "notation.no_origin": QT_TRANSLATE_NOOP("Message", "there is no {origin}"),
    "notation.not_for_origin": QT_TRANSLATE_NOOP(
        "Message", "not a legal move for the {origin}"),
    "notation.ambiguous": QT_TRANSLATE_NOOP(
        "Message", "ambiguous: fits {count} legal moves ({moves})"),
    # the piece a move text names: "front 车 on file 3"
    "notation.piece": QT_TRANSLATE_NOOP("Message", "{name}"),
    "notation.piece_on_file": QT_TRANSLATE_NOOP("Message", "{name} on file {file}"),
    "notation.ranked_piece": QT_TRANSLATE_NOOP("Message", "{rank} {name}"),
    "notation.ranked_piece_on_file": QT_TRANSLATE_NOOP(
        "Message", "{rank} {name} on file {file}"),
    "notation.front": QT_TRANSLATE_NOOP("Message", "front"),
    "notation.middle": QT_TRANSLATE_NOOP("Message", "middle"),
    "notation.rear": QT_TRANSLATE_NOOP("Message", "rear"),
    "notation.number": QT_TRANSLATE_NOOP("Message", "number {ordinal}"),
    # WinBoard SAN (formats/san.py)
    "notation.not_san": QT_TRANSLATE_NOOP("Message", "not WinBoard SAN"),
    "notation.san_rank": QT_TRANSLATE_NOOP("Message", "rank {rank} is off the board"),
    "notation.san_no_fit": QT_TRANSLATE_NOOP("Message", "no legal move fits"),
    # a pasted move list (study/typed.py)
    "notation.pasted_move": QT_TRANSLATE_NOOP(
        "Message", "move {number} of the pasted text: {reason}"),
}
register(TEMPLATES)
