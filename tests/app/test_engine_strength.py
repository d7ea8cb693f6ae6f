"""Engine play that fits a club player: the strength option reaches the engine, a depth
limit is sent as such, and under the game clock no move takes more than its think-time cap
(engine/timeuse.py): a scripted engine that never answers by itself is told to move at the
cap and its move is played."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.clock import Stage, TimeControl, seconds
from xiangqi_gui.engine import Dialect
from xiangqi_gui.engine.timeuse import think_time_ms
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import EngineSeat, GameSetup

_SLOW_ENGINE = '''#!{python}
import sys
log = open({log!r}, "a")
for line in sys.stdin:
    log.write(line); log.flush()
    word = line.split()[0] if line.split() else ""
    if word == "uci":
        print("id name Thinker", flush=True)
        print("option name Skill Level type spin default 20 min 0 max 20", flush=True)
        print("uciok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "go":
        print("info depth 1 score cp 12 pv b9c7", flush=True)  # then thinks until told
    elif word == "stop":
        print("bestmove b9c7", flush=True)
    elif word == "quit":
        break
'''


def _engine(folder: Path) -> tuple[Path, Path]:
    log = folder / "engine.log"
    path = folder / "thinker.py"
    path.write_text(_SLOW_ENGINE.format(python=sys.executable, log=str(log)))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path, log


def test_the_cap_makes_a_slow_engine_move(qtbot: QtBot, tmp_path: Path) -> None:
    path, log = _engine(tmp_path)
    control = TimeControl(stages=(Stage(time_ns=seconds(20)),))  # 20 s each: cap ~1 s
    setup = GameSetup.casual(red_control=control, black_control=control,
                             black_engine=EngineSeat(str(path), Dialect.UCI, skill=4))
    session = make_session(qtbot, tmp_path, setup, clock=None)
    game = session.controller.game
    session.controller.act(LiveGame.move, 7 + 2 * 9, 4 + 2 * 9)  # 炮二平五 h2e2
    request = game.engine_request()
    assert request is not None and request.cap_ms is not None
    assert request.cap_ms == think_time_ms(20_000, 0, moves_played=0)
    assert request.cap_ms <= 20_000 // 20
    qtbot.waitUntil(lambda: len(game.moves) == 2, timeout=10_000)
    assert game.moves[1].iccs == "b9c7"
    sent = log.read_text()
    assert "setoption name Skill Level value 4" in sent
    assert "go wtime" in sent and "stop" in sent


def test_a_depth_seat_searches_to_its_depth() -> None:
    seat = EngineSeat("/usr/games/fairy-stockfish", depth=6)
    game = LiveGame(GameSetup.casual(black_engine=seat), 0)
    game.move(7 + 2 * 9, 4 + 2 * 9, 1)
    request = game.engine_request()
    assert request is not None and request.limits.depth == 6 and request.cap_ms is None
