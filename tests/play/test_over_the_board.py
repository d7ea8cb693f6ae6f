"""Over the board, without Qt: the clock-only game that records no moves, and "press then
type" in clock mode (the mover presses, the recorder types the move after), with the
press-without-move foul (art. 8.1.7, 4.1.9) declared by the recorder; journal replay and
undo of both.

Times are integer ns of a test timeline (``S`` = one second); squares by name.
"""

from __future__ import annotations

from pathlib import Path

from xiangqi_gui.arbiter import ClaimKind
from xiangqi_gui.clock import (
    Byoyomi,
    ClockStatus,
    PressMode,
    Side,
    Stage,
    TimeControl,
    minutes,
    seconds,
)
from xiangqi_gui.play.journal import Journal
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.play.sheet import AnnotationKind
from xiangqi_gui.rules import Color, Move, Termination, parse_square

S = 1_000_000_000
INCREMENT = TimeControl((Stage(minutes(10), increment_ns=seconds(30)),))
QUOTA = TimeControl((Stage(minutes(2), moves=2), Stage(minutes(1), moves=1)))
BYOYOMI = TimeControl((Stage(seconds(20)),), Byoyomi(2, seconds(10)))


def sq(name: str) -> int:
    return parse_square(name)


def clock_only(control: TimeControl, *, competition: str = "provincial") -> LiveGame:
    """A clock-only game (no recording); in a competition the arbiter starts the clock
    at 0."""
    setup = GameSetup(competition=competition, red_control=control, black_control=control,
                      record_moves=False)
    game = LiveGame(setup, 0)
    if setup.competitive:
        game.toggle_clock(0)
    return game


def casual_physical() -> LiveGame:
    """A casual game with presses by hand: the first move starts the clock."""
    setup = GameSetup.casual(red_control=INCREMENT, black_control=INCREMENT,
                             press_mode=PressMode.PHYSICAL)
    return LiveGame(setup, 0)


def over_the_board(competition: str = "provincial") -> LiveGame:
    """A recorded game with presses by hand (physical clock), started at 0."""
    setup = GameSetup(red="Wang Tianyi", black="Zheng Weitong", competition=competition,
                      red_control=INCREMENT, black_control=INCREMENT)
    game = LiveGame(setup, 0)
    game.toggle_clock(0)
    return game


# ---------------------------------------------------------------------- recording off


def test_a_clock_only_game_counts_presses_as_moves_and_credits_increments() -> None:
    game = clock_only(INCREMENT)
    game.press_over_board(Color.RED, 7 * S)
    game.press_clock(Color.BLACK, 12 * S)  # both press kinds behave alike here
    game.press_over_board(Color.RED, 20 * S)
    red, black = game.clock.reading(Side.RED), game.clock.reading(Side.BLACK)
    assert (red.moves, black.moves) == (2, 1)
    assert red.main_ns == minutes(10) - 15 * S + 2 * seconds(30)
    assert black.main_ns == minutes(10) - 5 * S + seconds(30)
    assert game.clock.running is Side.BLACK
    assert game.moves == [] and len(game.sheet) == 0 and game.sheet.annotations == {}
    assert game.untyped == []


def test_a_clock_only_game_never_rules_the_press_foul() -> None:
    game = clock_only(INCREMENT)
    game.press_clock(Color.RED, S)
    game.press_clock(Color.RED, 2 * S)  # the stopped face: ignored, no foul
    game.press_over_board(Color.RED, 3 * S)
    game.press_clock(Color.BLACK, 4 * S)
    assert game.arbiter.fouls == [] and game.outcome is None
    red, black = game.clock.reading(Side.RED), game.clock.reading(Side.BLACK)
    assert (red.moves, black.moves, red.press_fouls, black.press_fouls) == (1, 1, 0, 0)
    assert game.sheet.annotations == {}


def test_a_clock_only_game_refuses_moves_and_keeps_the_sheet_empty() -> None:
    game = clock_only(INCREMENT)
    changes = game.move(sq("h2"), sq("e2"), S)
    assert changes.moved is None and "records no moves" in changes.message
    assert not game.can_move() and game.view(S).can_move is False
    assert game.moves == [] and len(game.sheet) == 0


def test_a_clock_only_game_ends_on_the_flag() -> None:
    game = clock_only(INCREMENT)
    game.press_clock(Color.RED, 5 * S)
    changes = game.tick(5 * S + minutes(10) + 1)
    assert changes.outcome is not None
    assert (changes.outcome.result, changes.outcome.termination) == (
        "1-0", Termination.TIME_FORFEIT)
    assert game.clock.status is ClockStatus.STOPPED


def test_a_clock_only_game_keeps_stages_and_quotas() -> None:
    game = clock_only(QUOTA)
    for t, side in ((10, Color.RED), (20, Color.BLACK), (30, Color.RED)):
        game.press_clock(side, t * S)
    red = game.clock.reading(Side.RED)
    assert (red.stage, red.moves_in_stage, red.main_ns) == (2, 0, minutes(2) - 20 * S
                                                            + minutes(1))
    # Black has 1 of 2 moves and 110 s left: missing the quota loses (art. 21.1, 4.1.6)
    changes = game.tick(30 * S + minutes(2) - 10 * S + 1)
    assert changes.outcome is not None
    assert (changes.outcome.result, changes.outcome.termination) == (
        "1-0", Termination.MOVE_QUOTA)


def test_a_clock_only_game_counts_byoyomi_periods() -> None:
    game = clock_only(BYOYOMI, competition="casual")
    game.press_clock(Color.RED, 0)  # casual: any press starts the first mover's face
    assert game.clock.running is Side.RED
    game.tick(20 * S)  # main time gone: 读秒
    game.tick(31 * S)  # the first period expired
    red = game.clock.reading(Side.RED)
    assert red.in_byoyomi and red.periods_left == 1
    game.press_clock(Color.RED, 35 * S)
    assert game.clock.reading(Side.RED).periods_left == 1 and game.outcome is None
    assert game.clock.running is Side.BLACK


def test_a_clock_only_game_replays_from_its_log() -> None:
    game = clock_only(QUOTA)
    for t, side in ((10, Color.RED), (20, Color.BLACK), (30, Color.RED)):
        game.press_clock(side, t * S)
    replayed = LiveGame.replay(game.log_header(), game.log)
    assert replayed.setup.record_moves is False
    for side in Side:
        assert replayed.clock.reading(side) == game.clock.reading(side)


# ---------------------------------------------------------------------- press then type


def test_press_then_type_records_the_move_for_the_side_that_pressed() -> None:
    game = over_the_board()
    pressed = game.press_over_board(Color.RED, 7 * S)
    assert "type Red's move" in pressed.message
    assert game.untyped and game.untyped[0].side is Color.RED
    assert game.clock.running is Side.BLACK  # the turn passed at the press
    assert game.clock.reading(Side.RED).main_ns == minutes(10) - 7 * S + seconds(30)
    assert game.view(8 * S).untyped == (Color.RED,)
    typed = game.move(sq("h2"), sq("e2"), 9 * S)
    assert typed.moved == Move.from_iccs("h2e2") and typed.sheet_from == 1
    assert game.untyped == [] and game.arbiter.fouls == []
    entry = game.sheet.entries[0]
    assert (entry.text("chinese"), entry.color) == ("炮二平五", Color.RED)
    assert game.sheet.entries[0].time_ns == 7 * S  # the thinking time ends at the press
    assert game.clock.running is Side.BLACK and game.awaiting_press is None
    assert game.clock.reading(Side.BLACK).main_ns == minutes(10) - 2 * S


def test_the_recorder_may_fall_behind_by_several_presses() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    game.press_over_board(Color.BLACK, 9 * S)
    game.press_over_board(Color.RED, 12 * S)
    assert [p.side for p in game.untyped] == [Color.RED, Color.BLACK, Color.RED]
    assert game.arbiter.fouls == [] and game.moves == []
    for origin, target in (("h2", "e2"), ("h9", "g7"), ("h0", "g2")):
        assert game.move(sq(origin), sq(target), 13 * S).moved is not None
    assert [e.text("chinese") for e in game.sheet.entries] == ["炮二平五", "马8进7", "马二进三"]
    assert [e.time_ns for e in game.sheet.entries] == [5 * S, 4 * S, 3 * S]
    assert game.untyped == [] and game.clock.running is Side.BLACK


def test_an_illegal_typed_move_is_refused_and_the_press_still_waits() -> None:
    game = casual_physical()
    game.move(sq("h2"), sq("e2"), S)  # casual: the first move starts the clock
    game.press_clock(Color.RED, 2 * S)
    game.press_over_board(Color.BLACK, 4 * S)
    changes = game.move(sq("h9"), sq("h5"), 5 * S)  # a horse cannot go there
    assert changes.moved is None
    assert [p.side for p in game.untyped] == [Color.BLACK] and len(game.moves) == 1
    assert game.move(sq("h9"), sq("g7"), 6 * S).moved == Move.from_iccs("h9g7")


def test_typing_first_then_pressing_still_works_in_clock_mode() -> None:
    game = over_the_board()
    game.move(sq("h2"), sq("e2"), 5 * S)
    assert game.awaiting_press is Color.RED
    game.press_over_board(Color.RED, 6 * S)  # the press completes the typed move
    assert game.untyped == [] and game.awaiting_press is None
    assert game.sheet.entries[0].time_ns == 6 * S and game.arbiter.fouls == []


def test_no_move_withdraws_the_press_and_is_the_press_foul() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    black_before = game.clock.reading(Side.BLACK).main_ns
    changes = game.no_move(8 * S)
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.RED, "8.1.7")]
    assert game.untyped == [] and game.clock.running is Side.RED
    red = game.clock.reading(Side.RED)
    assert red.moves == 0 and red.main_ns == minutes(10) - 8 * S  # no increment; 8 s charged
    assert red.press_fouls == 1
    assert game.clock.reading(Side.BLACK).main_ns == black_before == minutes(10)
    assert [(n.kind, n.article, n.side) for n in game.sheet.notes(1)] == [
        (AnnotationKind.FOUL, "8.1.7", Color.RED)]
    assert changes.outcome is None
    game.press_over_board(Color.RED, 10 * S)
    second = game.no_move(11 * S)
    assert second.outcome is not None
    assert (second.outcome.result, second.outcome.termination) == (
        "0-1", Termination.CLOCK_PRESS_FOULS)


def test_no_move_only_for_the_clocks_last_change() -> None:
    game = over_the_board()
    assert "No press" in game.no_move(S).message
    game.press_over_board(Color.RED, 2 * S)
    game.toggle_clock(3 * S)  # the arbiter paused the clock since the press
    changes = game.no_move(4 * S)
    assert "no longer be withdrawn" in changes.message
    assert game.arbiter.fouls == [] and [p.side for p in game.untyped] == [Color.RED]


def test_press_then_type_replays_from_the_journal(tmp_path: Path) -> None:
    game = LiveGame(over_the_board().setup, 0)
    journal = Journal(tmp_path / "j.jsonl")
    journal.start(game.log_header())
    for step in (lambda: game.toggle_clock(0),
                 lambda: game.press_over_board(Color.RED, 5 * S),
                 lambda: game.move(sq("h2"), sq("e2"), 6 * S),
                 lambda: game.press_over_board(Color.BLACK, 9 * S),
                 lambda: game.no_move(10 * S),
                 lambda: game.press_over_board(Color.BLACK, 14 * S)):
        changes = step()
        if changes.entry is not None:
            journal.append(changes.entry)
    contents = journal.read()
    assert contents is not None
    assert [e["op"] for e in contents.entries] == [
        "toggle_clock", "otb_press", "move", "otb_press", "no_move", "otb_press"]
    replayed = LiveGame.replay(contents.header, contents.entries)
    assert replayed.moves == game.moves == [Move.from_iccs("h2e2")]
    assert [p.side for p in replayed.untyped] == [Color.BLACK]
    assert replayed.arbiter.fouls == game.arbiter.fouls
    assert replayed.sheet.annotations == game.sheet.annotations
    for side in Side:
        assert replayed.clock.reading(side) == game.clock.reading(side)
    # the replayed game goes on: Black's move typed after its press
    assert replayed.move(sq("h9"), sq("g7"), 15 * S).moved == Move.from_iccs("h9g7")
    assert replayed.sheet.entries[1].time_ns == 14 * S - 5 * S  # Black's turn went on


def test_undo_of_a_typed_move_leaves_its_press_waiting() -> None:
    game = casual_physical()
    game.move(sq("h2"), sq("e2"), S)
    game.press_clock(Color.RED, 2 * S)
    game.press_over_board(Color.BLACK, 5 * S)
    game.move(sq("b9"), sq("c7"), 6 * S)  # a slip of the recorder: Black played 马８进７
    undone = game.undo(7 * S)
    assert undone.reset and game.moves == [Move.from_iccs("h2e2")]
    assert [p.side for p in game.untyped] == [Color.BLACK]
    assert game.move(sq("h9"), sq("g7"), 8 * S).moved == Move.from_iccs("h9g7")
    assert [e.text("chinese") for e in game.sheet.entries] == ["炮二平五", "马8进7"]
    assert game.sheet.entries[1].time_ns == 3 * S


def test_a_board_clock_press_queues_while_moves_wait_to_be_typed() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    game.press_clock(Color.BLACK, 8 * S)  # the board clock's face, not clock mode's
    assert game.arbiter.fouls == []
    assert [p.side for p in game.untyped] == [Color.RED, Color.BLACK]
    assert game.clock.running is Side.RED


def test_a_board_press_without_a_move_is_still_the_foul_when_nothing_waits() -> None:
    game = over_the_board()
    game.press_clock(Color.RED, 5 * S)  # board mode, nothing pressed over the board
    assert [(f.side, f.article) for f in game.arbiter.fouls] == [(Color.RED, "8.1.7")]
    assert game.untyped == []


def test_withdrawing_a_press_charges_the_presser_up_to_its_flag() -> None:
    setup = GameSetup(competition="provincial",
                      red_control=TimeControl((Stage(seconds(30)),)),
                      black_control=TimeControl((Stage(seconds(30)),)))
    game = LiveGame(setup, 0)
    game.toggle_clock(0)
    game.press_over_board(Color.RED, 20 * S)
    changes = game.no_move(31 * S)  # Red's 30 s ran out while Black's face ran
    assert changes.outcome is not None
    assert (changes.outcome.result, changes.outcome.termination) == (
        "0-1", Termination.TIME_FORFEIT)


def test_the_arbiters_take_back_of_a_typed_move_leaves_its_press_waiting() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    game.move(sq("h2"), sq("e2"), 6 * S)
    game.press_over_board(Color.BLACK, 9 * S)
    game.move(sq("b9"), sq("c7"), 10 * S)  # the recorder's slip (art. 17.5 correction)
    game.take_back(1, "mistyped", 11 * S)
    assert game.moves == [Move.from_iccs("h2e2")]
    assert [p.side for p in game.untyped] == [Color.BLACK]
    assert game.clock.status is ClockStatus.PAUSED
    game.toggle_clock(12 * S)
    assert game.move(sq("h9"), sq("g7"), 13 * S).moved == Move.from_iccs("h9g7")
    assert game.sheet.entries[1].time_ns == 4 * S


def test_press_then_type_in_casual_play_with_automatic_presses() -> None:
    game = LiveGame(GameSetup.casual(red_control=INCREMENT, black_control=INCREMENT), 0)
    assert game.setup.press_mode is PressMode.CASUAL
    game.move(sq("h2"), sq("e2"), S)  # typed first: pressed for at once, the clock starts
    assert game.clock.running is Side.BLACK and game.awaiting_press is None
    game.press_over_board(Color.RED, 2 * S)  # Red's habit: its face is stopped, ignored
    assert game.untyped == [] and game.clock.running is Side.BLACK
    game.press_over_board(Color.BLACK, 6 * S)  # Black moved on the wooden board
    assert [p.side for p in game.untyped] == [Color.BLACK]
    assert game.clock.running is Side.RED
    assert game.move(sq("h9"), sq("g7"), 7 * S).moved == Move.from_iccs("h9g7")
    assert game.clock.running is Side.RED and game.sheet.entries[1].time_ns == 5 * S


def test_offers_and_claims_while_moves_wait_to_be_typed() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)  # Black's time now, Red's move not typed yet
    offer = game.offer_draw(6 * S)
    assert game.arbiter.pending_offer is Color.BLACK, offer.message
    claim = game.claim(ClaimKind.NATURAL_LIMIT, 7 * S)
    assert "Type the pressed moves first" in claim.message and game.arbiter.fouls == []


def test_a_draw_offer_in_a_clock_only_game_is_the_running_sides() -> None:
    game = clock_only(INCREMENT)
    game.press_clock(Color.RED, S)
    game.offer_draw(2 * S)
    assert game.arbiter.pending_offer is Color.BLACK
    accepted = game.accept_draw(3 * S)
    assert accepted.outcome is not None and accepted.outcome.result == "1/2-1/2"


def test_a_resumed_game_keeps_its_untyped_presses() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    game.move(sq("h2"), sq("e2"), 6 * S)
    game.press_over_board(Color.BLACK, 9 * S)  # then the program was killed
    replayed = LiveGame.replay(game.log_header(), game.log)
    resumed = replayed.resume(1_000 * S)  # a new process, another time base
    assert "paused" in resumed.message
    assert [p.side for p in replayed.untyped] == [Color.BLACK]
    assert replayed.move(sq("h9"), sq("g7"), 1_001 * S).moved == Move.from_iccs("h9g7")
    assert replayed.sheet.entries[1].time_ns == 4 * S  # the time up to Black's press


def test_the_recorders_clicks_on_the_screen_board_are_no_touches() -> None:
    game = over_the_board()
    game.press_over_board(Color.RED, 5 * S)
    game.touch(sq("e0"), 6 * S)  # Red's general cannot move: a touch foul on a real board
    assert game.arbiter.fouls == [] and game.view(6 * S).lock is None
    assert game.move(sq("h2"), sq("e2"), 7 * S).moved == Move.from_iccs("h2e2")
