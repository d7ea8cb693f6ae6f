"""The record readers' and writers' messages: ids and English templates.

Every :class:`~xiangqi_gui.formats.errors.RecordError` raised in :mod:`xiangqi_gui.formats`
carries a :class:`~xiangqi_gui.rules.message.Message` with one of the ``record.*`` ids
(its English text is the error's ``reason``, unchanged for the command line, logs and the
replay JSON); :func:`~xiangqi_gui.formats.xqf_writer.xqf_header_losses` says with the
``xqf.*`` ids what an XQF file cannot keep. The UI translates the templates (Qt context
``Message``, :mod:`xiangqi_gui.ui.messages`).

Arguments are ``int`` or ``str`` (a move label's move may be a
:class:`~xiangqi_gui.rules.message.MoveRef`, shown in the UI's notation); a quoted piece
of the input (a FEN, a token, a header value) is passed already quoted (``repr``), as the
English text always showed it.
Literal braces in a template are doubled (``'{{'``), :meth:`str.format` style.
"""

from __future__ import annotations

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, MoveRef, register


def say(key: str, **args: int | str | Message | MoveRef) -> Message:
    """``Message.of(key, **args)`` for one of the ids below."""
    return Message.of(key, **args)


TEMPLATES = {
    # the file as a whole
    "record.no_such_file": QT_TRANSLATE_NOOP("Message", "no such file"),
    "record.cannot_read": QT_TRANSLATE_NOOP("Message", "cannot read file: {error}"),
    "record.no_game": QT_TRANSLATE_NOOP("Message", "no game found (not a PGN file?)"),
    "record.bad_bom_text": QT_TRANSLATE_NOOP(
        "Message", "invalid {encoding} text after the byte-order mark"),
    "record.unknown_encoding": QT_TRANSLATE_NOOP(
        "Message", "text is neither UTF-8, GB18030 nor Big5"),
    # FEN lists
    "record.no_fen": QT_TRANSLATE_NOOP("Message", "no FEN position found in the list"),
    "record.bad_fen_line": QT_TRANSLATE_NOOP("Message", "not a valid FEN position: {text}"),
    # building a game (every format)
    "record.bad_start_fen": QT_TRANSLATE_NOOP(
        "Message", "invalid start position FEN {fen}: {error}"),
    "record.unknown_notation": QT_TRANSLATE_NOOP(
        "Message", "unsupported move notation: first move token {token}"),
    "record.move_red": QT_TRANSLATE_NOOP("Message", "{number}. {move}"),
    "record.move_black": QT_TRANSLATE_NOOP("Message", "{number}. ... {move}"),
    "record.illegal_move": QT_TRANSLATE_NOOP("Message", "illegal move at {label}: {error}"),
    "record.illegal_move_variation": QT_TRANSLATE_NOOP(
        "Message", "illegal move at {label} (in a variation): {error}"),
    "record.illegal_in_position": QT_TRANSLATE_NOOP(
        "Message", "illegal move at {label} in position {fen}"),
    "record.illegal_in_position_variation": QT_TRANSLATE_NOOP(
        "Message", "illegal move at {label} (in a variation) in position {fen}"),
    "record.move_cut": QT_TRANSLATE_NOOP(
        "Message", "the file ends in the middle of the move {label}: it seems cut short"),
    # PGN movetext
    "record.open_comment": QT_TRANSLATE_NOOP("Message", "comment '{{' is never closed"),
    "record.early_variation": QT_TRANSLATE_NOOP(
        "Message", "variation '(' before any move it could replace"),
    "record.deep_variation": QT_TRANSLATE_NOOP(
        "Message", "variations nested deeper than {depth}"),
    "record.stray_close": QT_TRANSLATE_NOOP("Message", "')' closes no variation"),
    "record.stray_tag": QT_TRANSLATE_NOOP("Message", "'[' inside movetext is not a tag pair"),
    "record.open_variation": QT_TRANSLATE_NOOP(
        "Message", "variation '(' opened here is never closed ({count} open)"),
    # DhtmlXQ
    "record.binit_length": QT_TRANSLATE_NOOP(
        "Message", "binit must be 64 digits 0-9, got {count} characters"),
    "record.binit_file": QT_TRANSLATE_NOOP(
        "Message", "binit slot {slot} has file {file} off the board"),
    "record.move_digits": QT_TRANSLATE_NOOP(
        "Message", "move list is not a sequence of 4-digit moves"),
    "record.move_off_board": QT_TRANSLATE_NOOP("Message", "move {move} leaves the board"),
    "record.branch_anchor": QT_TRANSLATE_NOOP(
        "Message", "branch {branch} starts at ply {ply} of line {parent}, which does not exist"),
    # hbsxcjp tree drawings
    "record.no_predecessor": QT_TRANSLATE_NOOP(
        "Message", "move {move} in column {column} has no predecessor"),
    # XQF
    "record.not_xqf": QT_TRANSLATE_NOOP(
        "Message", "not an XQF file: it starts with the bytes {start}, "
                   "an XQF file with 58 51 (\u201cXQ\u201d)"),
    "record.empty_xqf": QT_TRANSLATE_NOOP("Message", "not an XQF file: the file is empty"),
    "record.xqf_short_header": QT_TRANSLATE_NOOP(
        "Message", "truncated XQF header: {size} of {needed} bytes"),
    "record.xqf_version": QT_TRANSLATE_NOOP(
        "Message", "unsupported XQF version {version} (10..18 are known)"),
    "record.xqf_two_pieces": QT_TRANSLATE_NOOP("Message", "two pieces on square {square}"),
    "record.xqf_off_board": QT_TRANSLATE_NOOP(
        "Message", "move record squares {origin}/{target} are off the board"),
    "record.xqf_short_move": QT_TRANSLATE_NOOP(
        "Message", "truncated move record (file ends inside the move tree)"),
    "record.xqf_short_comment": QT_TRANSLATE_NOOP("Message", "truncated comment length"),
    "record.xqf_long_comment": QT_TRANSLATE_NOOP(
        "Message", "comment length {length} runs past the end of the file"),
    "xqf.too_many": QT_TRANSLATE_NOOP("Message", "XQF holds at most {count} of piece {letter}"),
    # what an XQF file cannot keep (the question before saving one)
    "xqf.tag_dropped": QT_TRANSLATE_NOOP(
        "Message", "header {tag} is dropped: XQF has no field for it"),
    "xqf.tag_cut": QT_TRANSLATE_NOOP(
        "Message", "header {tag} is cut to {size} bytes (XQF's fixed field): {value}"),
    "xqf.tag_line_breaks": QT_TRANSLATE_NOOP(
        "Message", "header {tag}: XQF keeps no line breaks (written as spaces): {value}"),
    "xqf.tag_ends": QT_TRANSLATE_NOOP(
        "Message", "header {tag}: XQF readers drop white space and NUL characters at the ends: "
        "{value}"),
}
register(TEMPLATES)
