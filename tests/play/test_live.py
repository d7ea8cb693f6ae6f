"""LiveGame without Qt: every input kind, the faults of issue 10 played through it, replay.

Times are integer ns of a test timeline (``S`` = one second); squares by name.
"""

from __future__ import annotations

import pytest

import xiangqi_gui.play.sheet as sheet_module
from xiangqi_gui.arbiter import ClaimKind
from xiangqi_gui.clock import (
    Byoyomi,
    ClockEventKind,
    ClockStatus,
    Side,
    Stage,
    TimeControl,
    minutes,
    seconds,
)
from xiangqi_gui.engine.commands import go
from xiangqi_gui.engine.dialect import Dialect
from xiangqi_gui.notation import MoveTexts, Notator
from xiangqi_gui.play.live import LiveGame, LogError
from xiangqi_gui.play.setup import EngineSeat, GameSetup
from xiangqi_gui.play.sheet import AnnotationKind
from xiangqi_gui.rules import Color, Move, Position, Termination, parse_square
from xiangqi_gui.ui.print_sheet import notes_text

S = 1_000_000_000
PROVINCIAL = GameSetup(red="Hu Ronghua", black="Xu Yinchuan", competition="provincial")
CASUAL = GameSetup.casual(red="A", black="B")


def sq(name: str) -> int:
    return parse_square(name)


def started(setup: GameSetup = PROVINCIAL, at: int = 0) -> LiveGame:
    """A game whose clock the arbiter started at ``at`` (competition) or a casual game."""
    game = LiveGame(setup, at)
    if setup.competitive:
        game.toggle_clock(at)
    return game


def play(game: LiveGame, origin: str, target: str, now: int, *, press: bool = True) -> None:
    mover = game.turn
    changes = game.move(sq(origin), sq(target), now)
    assert changes.moved == Move(sq(origin), sq(target)), changes.message
    if press and game.awaiting_press is mover:
        game.press_clock(mover, now)


# ---------------------------------------------------------------------- every input


def test_a_physical_move_runs_the_movers_time_until_the_press() -> None:
    game = started(at=1000 * S)
    changes = game.move(sq("h2"), sq("e2"), 1007 * S)
    assert changes.moved == Move.from_iccs("h2e2") and changes.sheet_from == 1
    assert "Red played 炮二平五" in changes.message and "press your clock" in changes.message
    assert game.awaiting_press is Color.RED and not game.can_move()
    assert game.clock.running is Side.RED
    refused = game.move(sq("h9"), sq("g7"), 1008 * S)
    assert refused.moved is None and game.moves == [Move.from_iccs("h2e2")]
    pressed = game.press_clock(Color.RED, 1009 * S)
    assert pressed.clock and game.clock.running is Side.BLACK
    assert game.clock.remaining(Side.RED) == seconds(3600 - 9 + 30)  # art. 6.1 preset
    assert game.sheet.entry(1).time_ns == seconds(9)  # turn time from the clock
    assert game.can_move() and game.awaiting_press is None


def test_touch_release_adjust_and_the_touch_move_lock() -> None:
    game = started()
    game.touch(sq("h2"), S)
    view = game.view(S)
    assert view.lock == (sq("h2"), "Touch-move (art. 5.1): Red must move the red cannon "
                                   "on h2.")
    released = game.release(2 * S)
    assert "Drag cancelled" in released.message and game.view(2 * S).lock is not None
    game.move(sq("b2"), sq("e2"), 3 * S)  # breaks the duty: a foul, retake
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.RED, "8.1.8")]
    # art. 5.8.3 (2011 text): the duty of the piece touched first (5.1) stands, not the
    # move just penalised: the h2 cannon must move
    play(game, "h2", "h4", 4 * S)
    adjust = game.declare_adjust(5 * S)
    assert "adjusts pieces" in adjust.message
    game.touch(sq("b9"), 6 * S)
    assert game.view(6 * S).lock is None  # adjusting: no touch
    assert game.arbiter.fouls[0].article == "8.1.8"


def test_press_without_a_move_is_a_foul_and_the_second_loses() -> None:
    game = started()
    game.press_clock(Color.RED, S)
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.RED, "8.1.7")]
    assert game.clock.running is Side.RED  # the turn comes back (art. 8.1.7)
    assert [(n.kind, n.article, n.side) for n in game.sheet.notes(1)] == [
        (AnnotationKind.FOUL, "8.1.7", Color.RED)]
    changes = game.press_clock(Color.RED, 2 * S)
    assert changes.outcome is not None and (changes.outcome.result,
                                            changes.outcome.article) == ("0-1", "4.1.9")
    assert game.clock.status is ClockStatus.STOPPED


def test_the_press_after_a_move_is_no_foul_and_fouls_count_per_side() -> None:
    """The press duty is the live game's (the arbiter keeps no copy of it): the mover's
    press completes the move; pressing before moving is 8.1.7 (moved from the arbiter's
    tests when the arbiter's own press flag was removed)."""
    game = started()
    game.press_clock(Color.RED, S)  # 8.1.7: Red pressed before moving
    play(game, "h2", "e2", 2 * S, press=False)
    assert game.awaiting_press is Color.RED
    changes = game.press_clock(Color.RED, 3 * S)
    assert changes.ruling is None  # no foul: the press completes the move
    assert game.awaiting_press is None and game.clock.running is Side.BLACK
    game.press_clock(Color.RED, 4 * S)  # the stopped face: a physical clock ignores it
    game.record_foul(Color.BLACK, "8.1.2", "stopped the clock", 5 * S)
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [
        (Color.RED, "8.1.7"), (Color.BLACK, "8.1.2")]
    assert game.outcome is None


def test_foul_8_1_7_entered_by_the_arbiter_counts_for_4_1_9() -> None:
    game = started()
    game.record_foul(Color.BLACK, "8.1.7", "pressed without moving", S)
    assert game.outcome is None
    game.press_clock(Color.RED, 2 * S)  # a Red press foul does not add to Black's
    assert game.outcome is None
    changes = game.record_foul(Color.BLACK, "8.1.7", "again", 3 * S)
    assert changes.outcome is not None
    assert (changes.outcome.result, changes.outcome.termination) == (
        "1-0", Termination.CLOCK_PRESS_FOULS)


def test_draw_offer_belongs_to_the_player_in_whose_time_it_is() -> None:
    game = started()
    game.move(sq("h2"), sq("e2"), S)
    changes = game.offer_draw(2 * S)  # Red moved, has not pressed: still Red's time
    assert game.arbiter.pending_offer is Color.RED, changes.message
    assert [n.label() for n in game.sheet.notes(1)] == ["提和"]
    assert game.sheet.notes(1)[0].side is Color.RED
    game.press_clock(Color.RED, 3 * S)
    accepted = game.accept_draw(4 * S)  # Black accepts in own time
    assert accepted.outcome is not None and accepted.outcome.article == "4.2.1"


def test_draw_offer_after_the_press_is_the_opponents_and_can_be_declined() -> None:
    game = started()
    play(game, "h2", "e2", S)
    game.offer_draw(2 * S)
    assert game.arbiter.pending_offer is Color.BLACK
    assert [n.label() for n in game.sheet.notes(2)] == ["提和"]
    game.decline_draw(3 * S)  # Red... the opponent of the maker declines
    assert game.arbiter.pending_offer is None


def test_claims_and_the_five_minute_penalty() -> None:
    game = started()
    game.claim(ClaimKind.NATURAL_LIMIT, S)
    assert game.clock.remaining(Side.RED) == seconds(3600 - 1 - 300)  # art. 22.2
    assert [n.label() for n in game.sheet.notes(1)] == ["犯规 8.1.4"]
    rejected = game.claim(ClaimKind.REPETITION, 2 * S)
    assert "Not a 待判局面" in rejected.message and len(game.arbiter.fouls) == 1


def test_resign_ends_the_game_and_later_inputs_change_nothing() -> None:
    game = started()
    changes = game.resign(Color.BLACK, S)
    assert changes.outcome is not None and changes.outcome.termination is \
        Termination.RESIGNATION
    again = game.resign(Color.RED, 2 * S)
    assert again.outcome is None and game.outcome == changes.outcome
    game.record_foul(Color.RED, "8.1.1", "late", 3 * S)
    assert game.arbiter.fouls == []


def test_flag_falls_at_the_tick_and_the_deadline_is_the_flag() -> None:
    short = TimeControl((Stage(seconds(5)),))
    game = started(GameSetup(red_control=short, black_control=short, time_preset="custom"))
    assert game.next_deadline() == S  # the first checkpoint comes before the flag
    game.tick(S)
    game.tick(2 * S)
    assert game.outcome is None
    changes = game.tick(6 * S)
    assert changes.outcome is not None and changes.outcome.article == "4.1.6"
    assert any(e.kind is ClockEventKind.FLAG for e in changes.events)


def test_checkpoints_are_logged_at_most_every_second() -> None:
    game = started(at=0)
    size = len(game.log)
    for ms in range(100, 3001, 100):
        game.tick(ms * 1_000_000)
    ticks = [e["t"] for e in game.log[size:]]
    assert ticks == [S, 2 * S, 3 * S]


# ---------------------------------------------------------------------- the faults


def test_self_kill_in_a_provincial_game_ends_with_its_outcome() -> None:
    game = started(PROVINCIAL.with_(start_fen="3k5/4r4/9/9/9/9/9/9/4R4/4K4 w - - 0 1"))
    changes = game.move(sq("e1"), sq("a1"), S)
    assert changes.outcome is not None
    assert (changes.outcome.result, changes.outcome.termination, changes.outcome.article) == (
        "0-1", Termination.SELF_KILL, "4.1.3")
    assert game.clock.status is ClockStatus.STOPPED
    assert [n.text for n in game.sheet.notes(1)] == ["e1a1 (自杀)"]
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert replayed.outcome == game.outcome and replayed.moves == game.moves


def test_arbiter_foul_goes_to_the_chosen_side_on_screen_and_paper() -> None:
    game = started()
    play(game, "h2", "e2", S)
    play(game, "h9", "g7", 2 * S)  # Red's time now (ply 3 in progress)
    game.record_foul(Color.BLACK, "8.1.9", "conduct", 3 * S)
    assert [(n.article, n.side) for n in game.sheet.notes(2)] == [("8.1.9", Color.BLACK)]
    assert game.sheet.notes(3) == []
    assert notes_text(game.sheet, game.sheet.row_of(2), "zh_Hans") == "黑：犯规 8.1.9"
    assert notes_text(game.sheet, game.sheet.row_of(2), "en") == "B: Foul 8.1.9"
    assert [(p, f.side) for p, f in game.sheet.fouls(Color.BLACK)] == [(2, Color.BLACK)]
    fresh = started()
    fresh.record_foul(Color.BLACK, "8.1.1", "noise", S)  # before Black's first move
    assert [(n.article, n.side) for n in fresh.sheet.notes(0)] == [("8.1.1", Color.BLACK)]


def test_a_stray_click_is_no_placement() -> None:
    game = started(PROVINCIAL.with_(competition="national"))
    game.touch(sq("h2"), S)
    assert not game.click_target(sq("h2"), sq("a5"))  # the cannon cannot get there
    assert game.click_target(sq("h2"), sq("h4")) and game.click_target(sq("h2"), sq("h9"))
    assert game.outcome is None and game.arbiter.fouls == []


def test_arbiter_takes_back_an_automatic_decision_with_the_reason_on_the_sheet() -> None:
    game = started(PROVINCIAL.with_(competition="national"), at=0)
    play(game, "h2", "e2", 10 * S)
    changes = game.move(sq("b9"), sq("b7"), 20 * S)  # illegal: a loss at national level
    assert changes.outcome is not None and changes.outcome.article == "4.1.8"
    notes = game.sheet.notes(2)
    assert notes and "违例判负" in notes[0].text and notes[0].side is Color.BLACK
    undone = game.take_back(0, "the move was a slip of the mouse", 60 * S)
    assert undone.reset and game.outcome is None and game.moves == [Move.from_iccs("h2e2")]
    assert game.clock.status is ClockStatus.PAUSED
    assert game.clock.remaining(Side.BLACK) == seconds(3600 - 10)  # paused at 20 s
    assert [n.text for n in game.sheet.notes(2)] == [
        "裁判更正：the move was a slip of the mouse (17.5)"]
    game.toggle_clock(61 * S)
    play(game, "h9", "g7", 63 * S)
    assert game.moves[-1] == Move.from_iccs("h9g7")
    assert game.clock.remaining(Side.BLACK) == seconds(3600 - 12 + 30)
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert replayed.moves == game.moves and replayed.outcome is None
    assert replayed.sheet.annotations == game.sheet.annotations


def test_arbiter_corrects_a_result_with_the_reason_on_the_sheet() -> None:
    game = started()
    game.resign(Color.RED, S)
    changes = game.correct_result("1/2-1/2", "the players agreed a draw before", 2 * S)
    assert changes.outcome is not None and game.outcome is not None
    assert (game.outcome.result, game.outcome.article) == ("1/2-1/2", "17.5")
    assert "the players agreed a draw before" in game.sheet.notes(1)[-1].text
    with pytest.raises(ValueError, match="unknown result"):
        game.correct_result("2-0", "x", 3 * S)


def test_time_corrections_are_written_on_the_sheet() -> None:
    game = started()
    play(game, "h2", "e2", S)
    game.correct_time(Color.RED, minutes(45), 2 * S)
    assert game.clock.remaining(Side.RED) == minutes(45)
    assert [n.text for n in game.sheet.notes(1)] == ["裁判改时 红方 0:45:00 (21.4)"]
    with pytest.raises(ValueError):
        game.correct_time(Color.RED, 0, 3 * S)


def test_competition_clock_starts_only_when_the_arbiter_starts_it() -> None:
    game = LiveGame(PROVINCIAL, 0)
    assert game.clock.status is ClockStatus.READY and not game.can_move()
    refused = game.move(sq("h2"), sq("e2"), S)
    assert refused.moved is None and "arbiter starts it" in refused.message
    game.press_clock(Color.RED, 2 * S)
    assert game.clock.status is ClockStatus.READY and game.arbiter.fouls == []
    game.toggle_clock(3 * S)
    assert game.clock.running is Side.RED and game.can_move()
    option = LiveGame(PROVINCIAL.with_(press_starts_clock=True), 0)
    option.press_clock(Color.BLACK, S)
    assert option.clock.status is ClockStatus.READY
    option.press_clock(Color.RED, 2 * S)  # the first mover's press starts the clock
    assert option.clock.running is Side.RED and option.arbiter.fouls == []


def test_casual_clock_starts_with_the_first_move() -> None:
    game = LiveGame(CASUAL, 0)
    assert game.clock.status is ClockStatus.READY and game.can_move()
    game.move(sq("h2"), sq("e2"), 5 * S)
    assert game.clock.running is Side.BLACK
    assert game.clock.remaining(Side.RED) == minutes(60) + seconds(30)  # no time used
    assert game.sheet.entry(1).time_ns == 0


def test_each_side_gets_its_own_increment_in_the_engine_request() -> None:
    red = TimeControl((Stage(minutes(30)),))
    black = TimeControl((Stage(minutes(30), increment_ns=seconds(20)),))
    seat = EngineSeat("/usr/games/fairy-stockfish")
    game = LiveGame(CASUAL.with_(red_control=red, black_control=black, black_engine=seat), 0)
    game.move(sq("h2"), sq("e2"), S)
    request = game.engine_request()
    assert request is not None and request.color is Color.BLACK and request.ply == 1
    line = go(Dialect.UCI_FSF, request.limits, Color.BLACK)
    assert "winc 0 binc 20000" in line
    ucci = go(Dialect.UCCI, request.limits, Color.BLACK)
    assert "increment 20000" in ucci and "oppincrement 0" in ucci


def test_engine_moves_stale_answers_and_failures() -> None:
    seat = EngineSeat("/usr/games/fairy-stockfish", movetime_ms=100)
    game = LiveGame(CASUAL.with_(black_engine=seat), 0)
    assert game.engine_request() is None  # Red, a person, to move
    game.move(sq("h2"), sq("e2"), S)
    stale = game.engine_move(Color.BLACK, sq("h9"), sq("g7"), 0, 2 * S)
    assert stale.entry is None and len(game.moves) == 1
    game.engine_move(Color.BLACK, sq("h9"), sq("g7"), 1, 2 * S)
    assert game.moves[-1] == Move.from_iccs("h9g7") and game.clock.running is Side.RED
    assert not game.can_move() or game.turn is Color.RED
    game.move(sq("b2"), sq("e2"), 3 * S)  # illegal: refused in casual play
    game.move(sq("h0"), sq("g2"), 3 * S)
    failed = game.engine_failed(Color.BLACK, "crashed", 4 * S)
    assert "Black's engine failed: crashed" in failed.message
    assert game.clock.status is ClockStatus.PAUSED and not game.is_engine(Color.BLACK)
    game.toggle_clock(5 * S)
    play(game, "b9", "c7", 6 * S)
    assert len(game.moves) == 4


def test_casual_undo_puts_the_clock_back_to_the_undone_move() -> None:
    control = TimeControl((Stage(minutes(60), increment_ns=seconds(30)),))
    game = LiveGame(CASUAL.with_(red_control=control, black_control=control), 0)
    game.move(sq("h2"), sq("e2"), 5 * S)  # the clock starts with the first move
    game.move(sq("h9"), sq("g7"), 12 * S)
    assert game.clock.remaining(Side.BLACK) == seconds(3600 - 7 + 30)
    changes = game.undo(16 * S)
    assert changes.reset and game.moves == [Move.from_iccs("h2e2")]
    assert game.clock.running is Side.BLACK
    assert (game.clock.moves(Side.RED), game.clock.moves(Side.BLACK)) == (1, 0)
    assert game.clock.remaining(Side.BLACK) == seconds(3600 - 7)  # as when h9g7 was played
    game.tick(18 * S)
    assert game.clock.remaining(Side.BLACK) == seconds(3600 - 9)
    assert len(game.sheet) == 1
    competition = started()
    play(competition, "h2", "e2", S)
    refused = competition.undo(2 * S)
    assert "only in casual play" in refused.message and len(competition.moves) == 1


def test_undo_in_byoyomi_restores_the_period() -> None:
    control = TimeControl((Stage(seconds(10)),), Byoyomi(3, seconds(30)))
    game = LiveGame(CASUAL.with_(red_control=control, black_control=control), 0)
    game.move(sq("h2"), sq("e2"), 0)
    game.move(sq("h9"), sq("g7"), 35 * S)  # Black: 10 s main, then 25 s into a period
    reading = game.clock.reading(Side.BLACK)
    assert reading.in_byoyomi and reading.periods_left == 3
    game.undo(40 * S)
    black = game.clock.reading(Side.BLACK)
    assert black.in_byoyomi and black.periods_left == 3
    assert black.period_left_ns == seconds(30)  # the period afresh, not 5 s


def test_undo_against_an_engine_takes_back_its_reply_too() -> None:
    seat = EngineSeat("/usr/games/fairy-stockfish", movetime_ms=100)
    game = LiveGame(CASUAL.with_(black_engine=seat), 0)
    game.move(sq("h2"), sq("e2"), S)
    game.engine_move(Color.BLACK, sq("h9"), sq("g7"), 1, 2 * S)
    changes = game.undo(3 * S)
    assert game.moves == [] and "2 moves taken back" in changes.message
    assert game.can_move()


# ---------------------------------------------------------------------- the log


def test_replay_rebuilds_the_game_and_resume_pauses_at_the_last_checkpoint() -> None:
    game = started(at=0)
    play(game, "h2", "e2", 3 * S)
    game.move(sq("h9"), sq("g7"), 5 * S)
    game.offer_draw(6 * S)
    for t in range(7, 11):
        game.tick(t * S)
    # the process is killed at 10.7 s: the last checkpoint is at 10 s
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert replayed.moves == game.moves and replayed.arbiter.pending_offer is Color.BLACK
    assert replayed.awaiting_press is Color.BLACK
    assert replayed.sheet.annotations == game.sheet.annotations
    new_process = 123_456 * S  # another monotonic origin
    replayed.resume(new_process)
    assert replayed.clock.status is ClockStatus.PAUSED
    assert replayed.clock.remaining(Side.BLACK) == seconds(3600 - 7)  # 3 s .. 10 s
    replayed.toggle_clock(new_process + 60 * S)
    replayed.press_clock(Color.BLACK, new_process + 62 * S)
    assert replayed.sheet.entry(2).time_ns == seconds(9)
    again = LiveGame.replay(replayed.log_header(), replayed.log)
    assert again.clock.remaining(Side.BLACK) == replayed.clock.remaining(Side.BLACK)
    assert again.sheet.entry(2).time_ns == seconds(9)


def _full_state(game: LiveGame, now: int) -> dict[str, object]:
    """Everything a resumed game must share with the live one: the sheet's texts, times and
    notes, the arbiter's whole state, the clock, the press duty and the log."""
    sheet = game.sheet
    view = game.view(now)
    return {
        "sheet": [(e.ply, e.move, e.color, e.texts, e.chinese_fullwidth, e.time_ns)
                  for e in sheet.entries],
        "notes": sheet.annotations,
        "arbiter": game.arbiter.to_dict(),
        "verdict": game.arbiter.last_verdict,
        "fen": game.arbiter.position.fen(),
        "obligation": game.arbiter.obligation(),
        "clock": game.clock.to_dict(),
        "readings": (view.red_clock, view.black_clock, view.clock_status, view.running),
        "remaining": [game.clock.remaining(side) for side in Side],
        "awaiting_press": game.awaiting_press,
        "can_move": view.can_move,
        "log": game.log,
        "log_times": game._log_times,  # the undo and take-back checkpoints
        "ply_inputs": game._ply_input,
        "last_logged": game._last_logged,
        "deadline": game.next_deadline(),
        "outcome": game.outcome,
    }


def test_a_resumed_long_game_is_the_live_game() -> None:
    """1,200 plies of a provincial game with every kind of input (physical presses, a
    touch, offers, fouls, a claim, a time correction, checkpoints): the game replayed from
    its log has the same sheet texts, arbiter state, clock and press duty."""
    game = started(at=0)
    cycle = [("h0", "g2"), ("h9", "g7"), ("g2", "h0"), ("g7", "h9")]
    now = 0
    for ply in range(1, 1201):
        now += S // 4 + (ply % 17) * 1_000_000  # a different thinking time every move
        origin, target = cycle[(ply - 1) % 4]
        if ply == 7:
            game.touch(sq(origin), now)
        if ply % 75 == 0:  # Red and Black in turn (art. 8.1.3 counts the difference)
            game.offer_draw(now)  # by the mover, before pressing (art. 22.1)
            game.decline_draw(now + 1)
        play(game, origin, target, now, press=False)
        if ply % 25 == 0:
            for t in range(1, 3):
                game.tick(now + t * S)  # clock checkpoints while the mover waits
            now += 3 * S
        now += S // 10
        mover = game.awaiting_press
        assert mover is not None, (ply, game.outcome)
        game.press_clock(mover, now)
        if ply == 400:
            game.record_foul(Color.BLACK, "8.1.9", "talking", now + 1)
        if ply == 1198:  # ruled: neither side attacks, a draw unless one varies (23.5.2)
            game.claim(ClaimKind.REPETITION, now + 1)
        if ply == 600:
            game.correct_time(Color.RED, minutes(30), now + 1)
        if ply == 800:
            game.press_clock(game.turn, now + 2)  # 8.1.7: a press without a move
    assert game.outcome is None and game.ply == 1200
    assert game.arbiter.fouls and game.sheet.annotations
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert _full_state(replayed, now + S) == _full_state(game, now + S)
    # and both go on alike
    for twin in (game, replayed):
        play(twin, "h0", "g2", now + 5 * S)
    assert _full_state(replayed, now + 6 * S) == _full_state(game, now + 6 * S)


def test_a_resumed_casual_game_with_undos_is_the_live_game() -> None:
    game = LiveGame(CASUAL, 0)
    cycle = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "h7h5"]
    now = 0
    for index, text in enumerate(cycle * 1):
        now += 4 * S + index * 7_000_000
        move = Move.from_iccs(text)
        assert game.move(move.from_square, move.to_square, now).moved == move
        if index in (3, 6):
            now += S
            game.undo(now)
            now += S
            assert game.move(move.from_square, move.to_square, now).moved == move
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert _full_state(replayed, now + S) == _full_state(game, now + S)


def test_a_replay_writes_move_texts_only_when_they_are_read(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Resuming writes no move text (the window notates the rows it shows); read later,
    each text is the one written from the position before the move."""
    game = started(at=0)
    cycle = [("h0", "g2"), ("h9", "g7"), ("g2", "h0"), ("g7", "h9")]
    for ply in range(1, 201):
        origin, target = cycle[(ply - 1) % 4]
        play(game, origin, target, ply * S)
    written: list[Move] = []
    real = sheet_module._notate

    def counting(pos: Position, move: Move) -> tuple[MoveTexts, str]:
        written.append(move)
        return real(pos, move)

    monkeypatch.setattr(sheet_module, "_notate", counting)
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert written == [] and len(replayed.sheet) == 200
    assert replayed.sheet.entry(200).texts.chinese == "马7退8"  # one row shown: one text
    assert written == [Move(sq("g7"), sq("h9"))]
    pos = Position.from_fen(replayed.arbiter.start_fen)
    for entry in replayed.sheet.entries:
        notator = Notator(pos)
        assert entry.texts == notator.texts(entry.move)
        assert entry.chinese_fullwidth == notator.chinese(entry.move, fullwidth=True)
        pos.push(entry.move)
    assert len(written) == 200  # each text written once


def test_bad_log_entries_are_named() -> None:
    game = started()
    header = game.log_header()
    with pytest.raises(LogError, match="entry 1 \\('jump'\\)"):
        LiveGame.replay(header, [{"t": 1, "op": "jump", "a": []}])
    with pytest.raises(LogError, match="entry 1"):
        LiveGame.replay(header, [{"t": 1, "op": "move", "a": ["h2", "e2"]}])
    with pytest.raises(LogError, match="unknown version"):
        LiveGame.replay({"version": 9}, [])


def test_view_and_record() -> None:
    game = LiveGame(CASUAL.with_(red="Jiang Chuan", black="Hong Zhi"), 0)
    game.move(sq("h2"), sq("e2"), S)
    game.move(sq("h9"), sq("g7"), 2 * S)
    view = game.view(3 * S)
    assert view.moves == (Move.from_iccs("h2e2"), Move.from_iccs("h9g7"))
    assert view.move_texts == ("炮二平五", "马８进７")
    assert view.last_move == (sq("h9"), sq("g7")) and view.turn is Color.RED
    assert view.check_square is None and view.result == "*"
    assert view.headers["Red"] == "Jiang Chuan" and view.running is Color.RED
    assert view.readings is not None and view.readings[0].running
    assert view.dests is not None and sq("e2") in view.dests
    record = game.to_record()
    assert record.headers["Result"] == "*" and record.root.children[0].move == view.moves[0]
