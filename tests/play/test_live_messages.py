"""What LiveGame says is a message with an id and arguments (issue 11), Qt-free: a move on
a paused clock is refused with a reason (no longer silently), a replayed log says the same
as the live game, and the English of the logs stays readable."""

from __future__ import annotations

from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Color, parse_square
from xiangqi_gui.rules.message import Message, MoveRef

S = 1_000_000_000


def started() -> LiveGame:
    game = LiveGame(GameSetup(), 0)  # provincial: the arbiter starts the clock
    game.toggle_clock(0)
    return game


def ids(messages: tuple[Message | str, ...]) -> list[str]:
    return [m.id if isinstance(m, Message) else m for m in messages]


def test_a_move_on_a_paused_clock_is_refused_with_its_reason() -> None:
    game = started()
    paused = game.toggle_clock(S)
    assert ids(paused.messages) == ["live.clock_paused"]
    refused = game.move(parse_square("h2"), parse_square("e2"), 2 * S)
    assert game.moves == [] and refused.board
    assert ids(refused.messages) == ["live.paused"]
    assert refused.message.startswith("The clock is paused: no move counts until the arbiter")
    why = game.why_no_move()
    assert why is not None and why.id == "live.paused"
    game.toggle_clock(3 * S)
    assert game.why_no_move() is None


def test_press_first_and_engine_reasons() -> None:
    game = started()
    game.move(parse_square("h2"), parse_square("e2"), S)  # the mover must press now
    why = game.why_no_move()
    assert why is not None and why.id == "live.press_first"
    assert why.arg("side") is Color.RED


def test_a_played_move_carries_its_notation() -> None:
    game = started()
    changes = game.move(parse_square("h2"), parse_square("e2"), S)
    played = next(m for m in changes.messages
                  if isinstance(m, Message) and m.id == "live.played")
    move = played.arg("move")
    assert isinstance(move, MoveRef)
    assert (move.iccs, move.chinese, move.chinese_traditional, move.wxf) == (
        "h2e2", "炮二平五", "炮二平五", "C2=5")
    assert str(played) == "Red played 炮二平五."


def test_replay_says_what_the_live_game_said() -> None:
    game = started()
    game.touch(parse_square("h2"), S)
    live = game.move(parse_square("h2"), parse_square("g3"), 2 * S)  # foul 8.1.8, retake
    again = LiveGame.replay(game.log_header(), game.log[:-1])
    replayed = again.apply_entry(game.log[-1])
    assert replayed.messages == live.messages
    assert [f.message for f in again.arbiter.fouls] == [f.message for f in game.arbiter.fouls]
