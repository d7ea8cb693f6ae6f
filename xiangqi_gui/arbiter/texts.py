"""The arbiter's messages: ids and English templates (:mod:`xiangqi_gui.rules.message`).

Every ruling, foul, touch-move duty, claim answer and ending the arbiter gives is a
:class:`~xiangqi_gui.rules.message.Message` with one of these ids; the UI translates the
templates (Qt context ``Message``) and names the pieces the way players of its language do.
Articles are those of the 2011 CXA rules. :func:`piece_ref` and
:func:`~xiangqi_gui.notation.refs.move_ref` build the arguments from a position.
"""

from __future__ import annotations

from xiangqi_gui.notation.describe import tandem_of
from xiangqi_gui.rules import Color, Piece, PieceKind, Position
from xiangqi_gui.rules.message import QT_TRANSLATE_NOOP, Message, PieceRef, register


def piece_ref(position: Position, square: int) -> PieceRef:
    """The piece on ``square`` of ``position`` with its 前/中/后 word (raises ``ValueError``
    for an empty square)."""
    code = position.board[square]
    if code == 0:
        raise ValueError(f"no piece on square {square}")
    piece = Piece(Color.RED if code > 0 else Color.BLACK, PieceKind(abs(code)))
    return PieceRef(code, square, tandem_of(piece, square, position))


def say(key: str, **args: object) -> Message:
    """``Message.of(key, **args)`` (typed loosely for the arbiter's call sites)."""
    return Message.of(key, **args)  # type: ignore[arg-type]


TEMPLATES = {
    # --- game state and turn
    "arbiter.game_over": QT_TRANSLATE_NOOP("Message", "The game is over."),
    "arbiter.not_turn": QT_TRANSLATE_NOOP("Message", "It is not {side}'s turn."),
    "arbiter.decision": QT_TRANSLATE_NOOP("Message", "{reason}"),
    # --- fouls (art. 8.1) and the losses they cause (art. 4.1.9, 4.1.10)
    "foul.ruling": QT_TRANSLATE_NOOP("Message", "Foul by {side} (art. {article}): {text}"),
    "foul.count": QT_TRANSLATE_NOOP(
        "Message", "{count} fouls by {side} (art. {article}): {text}."),
    "foul.count_one": QT_TRANSLATE_NOOP(
        "Message", "One foul by {side} (art. {article}): {text}."),
    "foul.third": QT_TRANSLATE_NOOP(
        "Message", "{side} committed a third foul ({articles}) and loses (art. 4.1.10)."),
    "foul.press_twice": QT_TRANSLATE_NOOP(
        "Message", "{side} pressed the clock without moving a second time (art. 8.1.7) and loses "
        "(art. 4.1.9)."),
    "foul.press": QT_TRANSLATE_NOOP("Message", "pressed the clock without moving"),
    "foul.offers": QT_TRANSLATE_NOOP(
        "Message", "offered a draw {mine} times against the opponent's {theirs}"),
    "foul.false_claim": QT_TRANSLATE_NOOP(
        "Message", "false natural-limit claim: {counted} of {limit} moves without a capture "
        "(5 minutes deducted, art. 22.2)"),
    "foul.sheet": QT_TRANSLATE_NOOP("Message", "{missing} moves missing from the score sheet "
                                    "(art. 7.1)"),
    # --- touch-move (摸子走子, art. 5)
    "touch.not_turn": QT_TRANSLATE_NOOP("Message", "It is not {side}'s turn; the touch does not "
                                        "count."),
    "touch.off": QT_TRANSLATE_NOOP("Message", "Touch-move is off."),
    "touch.adjusting": QT_TRANSLATE_NOOP("Message", "Adjusting pieces, declared (art. 5.6)."),
    "touch.cannot_move": QT_TRANSLATE_NOOP("Message", "touched {piece}, which cannot move"),
    "touch.cannot_be_captured": QT_TRANSLATE_NOOP(
        "Message", "touched {piece}, which no piece can capture"),
    "touch.foul": QT_TRANSLATE_NOOP("Message", "Foul (art. 8.1.5): {text}"),
    "touch.fouls_then": QT_TRANSLATE_NOOP("Message", "{fouls}. {then}"),
    "touch.duty": QT_TRANSLATE_NOOP("Message", "{duty} (art. {article})"),
    "touch.no_duty": QT_TRANSLATE_NOOP("Message", "No touch-move duty."),
    "touch.must_move": QT_TRANSLATE_NOOP("Message", "{side} must move {piece}"),
    "touch.must_capture": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {target}: {side} must capture it with any piece that can"),
    "touch.own_must_capture": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {piece} and {target}: {piece} must capture {target}"),
    "touch.own_must_move": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {piece} and {target}: {piece} cannot capture {target}, so "
        "{piece} must move"),
    "touch.other_must_capture": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {piece} and {target}: {piece} can neither capture {target} nor "
        "move, so another piece must capture {target}"),
    "touch.other_must_capture_first": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {target} and {piece}: {piece} cannot capture {target}, so "
        "another piece must capture {target}"),
    "touch.own_must_move_last": QT_TRANSLATE_NOOP(
        "Message", "{side} touched {target} and {piece}: no piece can capture {target}, so {piece} "
        "must move"),
    "touch.lock": QT_TRANSLATE_NOOP("Message", "Touch-move (art. {article}): {duty}."),
    "touch.released": QT_TRANSLATE_NOOP("Message", "Released."),
    "adjust.done": QT_TRANSLATE_NOOP("Message", "Adjustment finished (art. 5.6)."),
    "adjust.not_own_time": QT_TRANSLATE_NOOP(
        "Message", "Pieces may be adjusted only in one's own time (art. 5.6)."),
    "adjust.declared": QT_TRANSLATE_NOOP("Message", "{side} adjusts pieces (art. 5.6)."),
    # --- moves (art. 2, 3.4, 4.1.8, 5.8.3, 8.1.8)
    "move.breaks_duty": QT_TRANSLATE_NOOP(
        "Message", "{move} breaks the touch-move duty: {duty} (art. {article})"),
    "move.self_check": QT_TRANSLATE_NOOP(
        "Message", "{move} would leave {general} capturable (art. 3.4)."),
    "move.no_piece": QT_TRANSLATE_NOOP(
        "Message", "{move}: there is no piece on the starting point"),
    "move.opposing_piece": QT_TRANSLATE_NOOP("Message", "{move} moves {piece}, an opposing piece"),
    "move.not_legal": QT_TRANSLATE_NOOP("Message", "{move} is not a legal move of {piece} "
                                        "(art. 2.2)"),
    "move.refused": QT_TRANSLATE_NOOP("Message", "Illegal move refused: {why}."),
    "move.retaken": QT_TRANSLATE_NOOP("Message", "{why}; the move is retaken (art. 5.8.3)"),
    "move.played": QT_TRANSLATE_NOOP("Message", "{side} played {move}"),
    "move.played_nature": QT_TRANSLATE_NOOP("Message", "{side} played {move} ({nature})"),
    "move.played_on": QT_TRANSLATE_NOOP(
        "Message", "{side} played on: the draw offer is declined (art. 22.1)."),
    "outcome.illegal": QT_TRANSLATE_NOOP(
        "Message", "{side} violated the move rules ({why}); violation number {count} loses at the "
        "{level} level (art. 4.1.8)."),
    "level.national": QT_TRANSLATE_NOOP("Message", "national"),
    "level.provincial": QT_TRANSLATE_NOOP("Message", "provincial"),
    "level.junior": QT_TRANSLATE_NOOP("Message", "junior"),
    "level.casual": QT_TRANSLATE_NOOP("Message", "casual"),
    "selfkill.generals_face": QT_TRANSLATE_NOOP("Message", "the generals face each other"),
    "selfkill.capturable": QT_TRANSLATE_NOOP("Message", "{general} can be captured by {attackers}"),
    "outcome.self_kill": QT_TRANSLATE_NOOP(
        "Message", "{side} played {move}, after which {why} (自杀, art. 3.4, 4.1.3)."),
    # --- endings decided at the board
    "outcome.natural_limit": QT_TRANSLATE_NOOP(
        "Message", "{limit} moves without a capture (自然限着, art. 4.2.4)."),
    "outcome.dead": QT_TRANSLATE_NOOP("Message", "Dead position: {why}; neither can win "
                                      "(art. 4.2.2)."),
    "dead.no_attackers": QT_TRANSLATE_NOOP(
        "Message", "neither side has a chariot, horse, cannon or soldier left"),
    "dead.material": QT_TRANSLATE_NOOP(
        "Message", "the material ({red} v {black}) cannot win for either side (proven by the "
        "endgame solver)"),
    "outcome.flag": QT_TRANSLATE_NOOP(
        "Message", "{side} ran out of time (超时, art. 21.6) and loses (art. 4.1.6)."),
    "outcome.quota": QT_TRANSLATE_NOOP(
        "Message", "{side} did not complete the required number of moves in the time limit "
        "(art. 21.1) and loses (art. 4.1.6)."),
    "outcome.agreed": QT_TRANSLATE_NOOP(
        "Message", "{side} accepted {opponent}'s draw offer (art. 4.2.1)."),
    "outcome.claim_verified": QT_TRANSLATE_NOOP(
        "Message", "{side}'s claim of {limit} moves without a capture is verified (自然限着, "
        "art. 22.2, 4.2.4)."),
    "outcome.false_claims": QT_TRANSLATE_NOOP(
        "Message", "{side} made a second false natural-limit claim in the same phase and loses "
        "(art. 4.1.11)."),
    "outcome.resigns": QT_TRANSLATE_NOOP("Message", "{side} resigns (art. 4.1.12)."),
    "outcome.late": QT_TRANSLATE_NOOP(
        "Message", "{side} arrived later than the limit (art. 20.1) and loses (art. 4.1.7)."),
    "outcome.double_forfeit": QT_TRANSLATE_NOOP(
        "Message", "Both players arrived later than the limit (art. 20.1): both forfeit (双方弃权, "
        "art. 20.2)."),
    "outcome.refusal": QT_TRANSLATE_NOOP(
        "Message", "{side} refused to observe the rules and loses (art. 4.1.13)."),
    "outcome.refusal_detail": QT_TRANSLATE_NOOP(
        "Message", "{side} refused to observe the rules ({detail}) and loses (art. 4.1.13)."),
    "outcome.arbiter_dead": QT_TRANSLATE_NOOP(
        "Message", "The arbiter rules that neither side can win (art. 4.2.2)."),
    "outcome.arbiter_dead_detail": QT_TRANSLATE_NOOP(
        "Message", "The arbiter rules that neither side can win: {detail} (art. 4.2.2)."),
    # --- clock (art. 6, 8.1.7)
    # --- offers and claims (art. 22, 23)
    "offer.not_own_time": QT_TRANSLATE_NOOP(
        "Message", "A draw may be offered only in one's own time (art. 22.1)."),
    "offer.stands": QT_TRANSLATE_NOOP("Message", "The offer stands already."),
    "offer.made": QT_TRANSLATE_NOOP("Message", "{side} offers a draw."),
    "offer.none_to_accept": QT_TRANSLATE_NOOP("Message", "There is no draw offer to accept."),
    "offer.none_to_decline": QT_TRANSLATE_NOOP("Message", "There is no draw offer to decline."),
    "offer.declined": QT_TRANSLATE_NOOP("Message", "{side} declines the draw."),
    "claim.not_own_time": QT_TRANSLATE_NOOP("Message", "Claims are made in one's own time "
                                            "(art. 22.4)."),
    "claim.sheet": QT_TRANSLATE_NOOP(
        "Message", "{side}'s score sheet misses {missing} moves: the claim is not accepted "
        "(art. 22.3)."),
    "claim.already_ruled": QT_TRANSLATE_NOOP("Message", "Already ruled: {order}"),
    "claim.not_pending_cxa": QT_TRANSLATE_NOOP(
        "Message", "Not a 待判局面: occurrences of the position so far: {count}; three full "
        "cycles, six 回合 on two points are needed (art. 23.1, 23.3, 23.4)."),
    "claim.not_pending": QT_TRANSLATE_NOOP(
        "Message", "Not a 待判局面: occurrences of the position so far: {count}; {needed} "
        "are needed (art. 23.1, 23.3, 23.4)."),
    "claim.no_limit": QT_TRANSLATE_NOOP("Message", "This competition has no natural move limit."),
    "sheet.ok": QT_TRANSLATE_NOOP(
        "Message", "{side}'s score sheet: moves missing: {missing}, no foul (art. 7.1)."),
    "restore.done": QT_TRANSLATE_NOOP(
        "Message", "The arbiter restored the position after ply {ply} (art. {article}): {reason}. "
        "Annulled: {annulled}. {side} to move."),
    "restore.nothing": QT_TRANSLATE_NOOP("Message", "no moves"),
    # --- repetition (棋例, art. 23-26)
    "repetition.pending": QT_TRANSLATE_NOOP(
        "Message", "待判局面 (art. 23.1): {basis}; a player may claim it."),
    "repetition.order_draw": QT_TRANSLATE_NOOP(
        "Message", "{basis}; if neither side varies within two 回合 the game is drawn "
        "(art. 23.5.2, 23.5.2.1)."),
    "repetition.order_vary": QT_TRANSLATE_NOOP(
        "Message", "{basis}; {side} must vary within two 回合 or loses (art. 23.5.2, 23.5.2.2)."),
    "repetition.pattern": QT_TRANSLATE_NOOP("Message", "Red: {red}; Black: {black}"),
    "repetition.chases": QT_TRANSLATE_NOOP("Message", ": {chases}"),
    "repetition.chase": QT_TRANSLATE_NOOP("Message", "{attacker} chases {target}"),
    "outcome.repetition_draw": QT_TRANSLATE_NOOP(
        "Message", "Repeated position ({pattern}): {basis}"),
    "outcome.perpetual_check": QT_TRANSLATE_NOOP(
        "Message", "{side} checked perpetually (长将){detail} and loses ({pattern}; {basis})."),
    "outcome.perpetual_chase": QT_TRANSLATE_NOOP(
        "Message", "{side} chased perpetually (长捉){detail} and loses ({pattern}; {basis})."),
    "outcome.forbidden": QT_TRANSLATE_NOOP(
        "Message", "{side} repeated a forbidden pattern ({name}){detail} and loses ({pattern}; "
        "{basis})."),
    "basis.axf_equal": QT_TRANSLATE_NOOP("Message", "equal patterns draw (AXF)"),
    "basis.axf_check": QT_TRANSLATE_NOOP("Message", "perpetual check loses (AXF rule 6)"),
    "basis.axf_chase": QT_TRANSLATE_NOOP("Message", "perpetual chase of one piece loses (AXF)"),
    "basis.both_allowed": QT_TRANSLATE_NOOP(
        "Message", "both sides' moves are allowed, draw by 不变作和 (art. 25.2, 4.2.3)"),
    "basis.unilateral_check": QT_TRANSLATE_NOOP(
        "Message", "unilateral perpetual check is never allowed (art. 25.1)"),
    "basis.forbidden_vs_allowed": QT_TRANSLATE_NOOP(
        "Message", "a forbidden pattern against an allowed one must vary (art. 25.3)"),
    "basis.mutual_check": QT_TRANSLATE_NOOP(
        "Message", "mutual perpetual check, draw (art. 26.9.4)"),
    "basis.listed_2691": QT_TRANSLATE_NOOP("Message", "{name} is listed in art. 26.9.1 and must "
                                           "vary"),
    "basis.single_vs_joint": QT_TRANSLATE_NOOP(
        "Message", "a single piece's 长捉 against a joint chase (联合捉) must vary (art. "
        "{article})"),
    "basis.both_forbidden": QT_TRANSLATE_NOOP(
        "Message", "both sides forbidden, draw by 不变作和 (art. 26.9.4)"),
    "basis.immediate": QT_TRANSLATE_NOOP(
        "Message", "{basis}; unilateral 长将 loses at once (art. 23.5.1)"),
}
register(TEMPLATES)
