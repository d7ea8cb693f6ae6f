"""The engine package's messages: ids and English templates (:mod:`xiangqi_gui.rules.message`).

Every :class:`~xiangqi_gui.engine.errors.EngineError` the package raises or reports carries
a :class:`~xiangqi_gui.rules.message.Message` with one of these ids; its English text is the
error's ``str()`` (logs, the command line, the tests), and the window shows it in the UI
language (Qt context ``Message``): the analysis pane, the review panel, an engine seat of a
live game. ``engine`` is the engine's name or path, already quoted (``repr``), as the English
text always showed it; ``fen`` a position; ``seconds`` a number written with ``:g``.
"""

from __future__ import annotations

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Arg, Message, register


def say(key: str, **args: Arg) -> Message:
    """``Message.of(key, **args)`` for one of the ids below."""
    return Message.of(key, **args)


TEMPLATES = {
    "engine.not_found": QT_TRANSLATE_NOOP(
        "Message", "no engine found: looked for {names} on PATH and in {dirs}; install "
        "fairy-stockfish (apt-get install fairy-stockfish) or choose the engine file in the "
        "settings"),
    "engine.not_executable": QT_TRANSLATE_NOOP("Message", "engine {engine} is not an executable "
                                               "file"),
    "engine.did_not_start": QT_TRANSLATE_NOOP("Message", "engine {engine} did not start: {error}"),
    "engine.could_not_start": QT_TRANSLATE_NOOP("Message", "engine {engine} could not be started"),
    "engine.crashed": QT_TRANSLATE_NOOP("Message", "engine {engine} crashed"),
    "engine.exited": QT_TRANSLATE_NOOP("Message", "engine {engine} exited unexpectedly (status "
                                       "{code})"),
    "engine.exited_waiting": QT_TRANSLATE_NOOP(
        "Message", "engine {engine} exited (status {code}) while we waited for its {what}"),
    "engine.silent": QT_TRANSLATE_NOOP(
        "Message", "engine {engine} sent no {what} within {seconds} s and was stopped"),
    # what was waited for (the {what} of the two above)
    "engine.what_handshake": QT_TRANSLATE_NOOP("Message", "handshake reply"),
    "engine.what_move": QT_TRANSLATE_NOOP("Message", "move"),
    "engine.what_stop": QT_TRANSLATE_NOOP("Message", "reply to stop"),
    "engine.what_output": QT_TRANSLATE_NOOP("Message", "output"),
    "engine.no_move": QT_TRANSLATE_NOOP("Message", "engine {engine} returned no move in position "
                                        "{fen}"),
    "engine.bad_move": QT_TRANSLATE_NOOP(
        "Message", "engine {engine} sent move {text} in position {fen}: {reason}"),
    "engine.move_shape": QT_TRANSLATE_NOOP(
        "Message", "{text} is not a move with files a-i and ranks {ranks}"),
    "engine.move_illegal": QT_TRANSLATE_NOOP(
        "Message", "{move} is not a legal move for the side to move"),
    "engine.bad_output": QT_TRANSLATE_NOOP("Message", "bad engine output {line}: {reason}"),
    "engine.bad_best_move": QT_TRANSLATE_NOOP(
        "Message", "bad engine output {line}: {reason} (engine {engine}, position {fen})"),
    "engine.best_move_empty": QT_TRANSLATE_NOOP("Message", "bestmove without a move"),
    "engine.bad_ponder": QT_TRANSLATE_NOOP("Message", "ponder move: {reason}"),
}
register(TEMPLATES)

#: The ids of what an engine was waited for, by the transports' internal names.
WAITED_FOR = {"handshake reply": "engine.what_handshake", "move": "engine.what_move",
              "reply to stop": "engine.what_stop", "output": "engine.what_output"}


def waited_for(what: str) -> Message | str:
    """What the engine was waited for as a message (``what`` itself when unknown)."""
    key = WAITED_FOR.get(what)
    return say(key) if key is not None else what
