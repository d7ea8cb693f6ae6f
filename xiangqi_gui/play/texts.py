"""The live game's messages: ids and English templates (:mod:`xiangqi_gui.rules.message`).

What :class:`~xiangqi_gui.play.live.LiveGame` says besides the arbiter's rulings: clock
presses and refusals, the arbiter's clock and sheet actions, undo, resume, engine failures,
and the notes it writes on the score sheet. The UI translates the templates (Qt context
``Message``).
"""

from __future__ import annotations

from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, register


def say(key: str, **args: object) -> Message:
    """``Message.of(key, **args)`` (typed loosely for the call sites)."""
    return Message.of(key, **args)  # type: ignore[arg-type]


TEMPLATES = {
    "live.press_first": QT_TRANSLATE_NOOP("Message", "{side} must press the clock first."),
    "live.not_started": QT_TRANSLATE_NOOP(
        "Message", "The clock has not been started: the arbiter starts it (Space or Arbiter → "
        "Start/pause clock)."),
    "live.paused": QT_TRANSLATE_NOOP(
        "Message", "The clock is paused: no move counts until the arbiter restarts it (Space or "
        "Arbiter → Start/pause clock)."),
    "live.flagged": QT_TRANSLATE_NOOP(
        "Message", "The clock is stopped (a flag fell): no move counts until the arbiter restarts "
        "it."),
    "live.engine_to_move": QT_TRANSLATE_NOOP("Message", "{side} is played by the engine: wait for "
                                             "its move."),
    "live.viewing": QT_TRANSLATE_NOOP(
        "Message", "An earlier position is shown: select the last move (End) to return to "
        "the game."),
    "live.played": QT_TRANSLATE_NOOP("Message", "{side} played {move:chinese}."),
    "live.press_your_clock": QT_TRANSLATE_NOOP("Message", "{side}: press your clock."),
    "live.drag_cancelled": QT_TRANSLATE_NOOP("Message", "Drag cancelled: the piece went back. "
                                             "{ruling}"),
    "live.started_by": QT_TRANSLATE_NOOP("Message", "{side} started the clock."),
    "live.starts_with_move": QT_TRANSLATE_NOOP("Message", "The clock starts with the first move."),
    "live.pressed": QT_TRANSLATE_NOOP("Message", "{side} pressed the clock; {opponent} to move."),
    "live.engine_presses": QT_TRANSLATE_NOOP(
        "Message", "{side}'s clock is pressed by the engine; the press was ignored."),
    "live.casual_press": QT_TRANSLATE_NOOP(
        "Message", "In casual play the clock is pressed automatically after each move."),
    "live.claim_press_first": QT_TRANSLATE_NOOP(
        "Message", "{side} must press the clock first; claims are made in one's own time "
        "(art. 22.4)."),
    "live.engine_refused": QT_TRANSLATE_NOOP("Message", "the arbiter refused its move {move}"),
    "live.engine_failed": QT_TRANSLATE_NOOP(
        "Message", "{side}'s engine failed: {text}. The clock is paused; {side} is now played by "
        "hand — the arbiter restarts the clock (Space)."),
    "live.clock_started": QT_TRANSLATE_NOOP("Message", "The arbiter started the clock."),
    "live.clock_paused": QT_TRANSLATE_NOOP("Message", "The arbiter paused the clock."),
    "live.clock_restarted": QT_TRANSLATE_NOOP("Message", "The arbiter restarted the clock."),
    "live.clock_refused": QT_TRANSLATE_NOOP("Message", "The clock cannot restart: {error}"),
    "live.time_set": QT_TRANSLATE_NOOP("Message", "The arbiter set {side}'s time (art. 21.4)."),
    "live.undo_casual_only": QT_TRANSLATE_NOOP(
        "Message", "Undo is allowed only in casual play, during the game."),
    "live.undone_one": QT_TRANSLATE_NOOP("Message", "Move taken back."),
    "live.undone_two": QT_TRANSLATE_NOOP(
        "Message", "{count} moves taken back (the engine's reply and yours)."),
    "live.cannot_take_back": QT_TRANSLATE_NOOP("Message", "Cannot take back {count} moves."),
    "live.no_decision": QT_TRANSLATE_NOOP("Message", "There is no decision to take back."),
    "live.took_back_decision": QT_TRANSLATE_NOOP(
        "Message", "The arbiter took back the decision ({reason}); the clock is paused — the "
        "arbiter restarts it."),
    "live.took_back_one": QT_TRANSLATE_NOOP(
        "Message", "The arbiter took back one move ({reason}); the clock is paused — the "
        "arbiter restarts it."),
    "live.took_back": QT_TRANSLATE_NOOP(
        "Message", "The arbiter took back {count} moves ({reason}); the clock is paused — the "
        "arbiter restarts it."),
    "live.not_over": QT_TRANSLATE_NOOP(
        "Message", "The game is not over: the arbiter declares a result instead."),
    "live.resumed": QT_TRANSLATE_NOOP(
        "Message", "Game resumed after ply {ply}; the clock is paused — the arbiter restarts it "
        "(Space or Arbiter → Start/pause clock)."),
    "live.game_over": QT_TRANSLATE_NOOP("Message", "Game over: {result} — {reason}"),
    "outcome.corrected": QT_TRANSLATE_NOOP(
        "Message", "The arbiter corrected the result {old} to {new}: {reason} (art. 17.5)."),
    # --- notes written on the score sheet (remarks column, printout)
    "sheet.self_kill": QT_TRANSLATE_NOOP("Message", "{move} (自杀)"),
    "sheet.time_set": QT_TRANSLATE_NOOP(
        "Message", "Arbiter set {side}'s time to {time} (art. 21.4)"),
    "sheet.correction": QT_TRANSLATE_NOOP("Message", "Arbiter's correction: {reason} (art. 17.5)"),
    "sheet.result_corrected": QT_TRANSLATE_NOOP(
        "Message", "Result corrected {old} → {new}: {reason} (art. 17.5)"),
    "sheet.illegal_loss": QT_TRANSLATE_NOOP(
        "Message", "Loss for violating the move rules (art. 4.1.8): {reason}"),
    "live.no_recording": QT_TRANSLATE_NOOP(
        "Message", "This game records no moves: only the clock is kept."),
    "live.clock_started_for": QT_TRANSLATE_NOOP("Message", "The clock started: {side} to move."),
    "live.pressed_type": QT_TRANSLATE_NOOP(
        "Message", "{side} pressed the clock; type {side}'s move."),
    "live.pressed_type_many": QT_TRANSLATE_NOOP(
        "Message", "{side} pressed the clock; type {side}'s move ({count} moves to type)."),
    "live.no_untyped": QT_TRANSLATE_NOOP("Message", "No press is waiting for its move."),
    "live.cannot_withdraw": QT_TRANSLATE_NOOP(
        "Message", "The press can no longer be withdrawn: the clock changed since; the arbiter "
        "records the foul (Arbiter → Record a foul)."),
    "live.type_pressed_first": QT_TRANSLATE_NOOP(
        "Message", "Type the pressed moves first: a claim is judged on the position on the "
        "board."),
    "live.untyped_dropped": QT_TRANSLATE_NOOP(
        "Message", "Pressed moves not typed before the end: {count}."),
}
register(TEMPLATES)
