"""GameSetup: what the new-game dialog decides and the autosave journal keeps.

Players, event, round, the competition preset (national / provincial / junior / casual,
see :mod:`xiangqi_gui.arbiter.settings`), the repetition rule set (CXA or AXF), the time
controls of both sides (:class:`~xiangqi_gui.clock.TimeControl`, CXA art. 6), how the clock
is pressed (by hand, as on a physical clock, or automatically), the start position, and who
plays each side: a person at the board or an engine (:class:`EngineSeat`).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field, replace
from typing import Any

from xiangqi_gui.arbiter import CompetitionSettings, RuleSet, preset
from xiangqi_gui.clock import PressMode, TimeControl, preset as time_preset
from xiangqi_gui.engine.dialect import Dialect
from xiangqi_gui.rules import START_FEN, Color

#: Competition presets offered by the new-game dialog, in menu order.
COMPETITIONS = ("national", "provincial", "junior", "casual")
DEFAULT_TIME_PRESET = "art6.1"


@dataclass(frozen=True)
class EngineSeat:
    """An engine playing one side.

    Attributes:
        path: the engine executable (absolute path, e.g. ``/usr/games/fairy-stockfish``).
        dialect: its protocol (:class:`~xiangqi_gui.engine.Dialect`), as the engine's check
            learned it when the file was chosen (the window's handshake check, which owns
            this fact); None in data written before the check learned it (older journals
            and saved setups) and for a seat never checked: the engine is then started in
            the protocol its file name suggests
            (:func:`~xiangqi_gui.engine.discovery.start_dialect`).
        movetime_ms: think this many milliseconds per move (``go movetime``), or None to
            follow the game clock (``go wtime/btime/winc/binc`` from the clock readings,
            with the think-time cap of :mod:`xiangqi_gui.engine.timeuse`).
        depth: search this many plies per move instead (``go depth``), or None.
        skill: the engine's ``Skill Level`` (0 weakest .. 20 full strength), or None to
            leave the engine at full strength; sent only where the engine has the option.
        elo: play at about this Elo (``UCI_LimitStrength`` + ``UCI_Elo``), or None.

    Raises ``ValueError`` for an empty path, a movetime below 1 ms, a depth below 1 or a
    skill outside 0..20.
    """

    path: str
    dialect: Dialect | None = None
    movetime_ms: int | None = None
    depth: int | None = None
    skill: int | None = None
    elo: int | None = None

    def __post_init__(self) -> None:
        if not self.path.strip():
            raise ValueError("an engine seat needs the engine's path")
        if self.movetime_ms is not None and self.movetime_ms < 1:
            raise ValueError(f"movetime_ms must be at least 1 ms, got {self.movetime_ms}")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"depth must be at least 1 ply, got {self.depth}")
        if self.skill is not None and not 0 <= self.skill <= 20:
            raise ValueError(f"skill must be 0..20, got {self.skill}")

    def options(self) -> dict[str, str | int | bool]:
        """Engine options for the chosen strength (empty at full strength)."""
        options: dict[str, str | int | bool] = {}
        if self.skill is not None:
            options["Skill Level"] = self.skill
        if self.elo is not None:
            options["UCI_LimitStrength"] = True
            options["UCI_Elo"] = self.elo
        return options

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping ``{"path", "dialect", "movetime_ms", "depth", "skill",
        "elo"}``."""
        return {"path": self.path,
                "dialect": None if self.dialect is None else self.dialect.value,
                "movetime_ms": self.movetime_ms, "depth": self.depth, "skill": self.skill,
                "elo": self.elo}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> EngineSeat | None:
        """Inverse of :meth:`to_dict` (None stays None, a human seat); raises
        ``ValueError``/``KeyError``/``TypeError`` on bad data."""
        if data is None:
            return None
        dialect = data.get("dialect")

        def number(key: str) -> int | None:
            value = data.get(key)
            return None if value is None else int(value)

        return cls(path=str(data["path"]),
                   dialect=None if dialect is None else Dialect(dialect),
                   movetime_ms=number("movetime_ms"), depth=number("depth"),
                   skill=number("skill"), elo=number("elo"))


def _today() -> str:
    return datetime.date.today().strftime("%Y.%m.%d")


@dataclass(frozen=True)
class GameSetup:
    """Everything fixed before the first move.

    Attributes:
        red, black: players' names; red_team, black_team: their teams.
        event, round, site, date: the PGN tags of the same names (date ``YYYY.MM.DD``).
        arbiter: the arbiter's name (printed under the signature line).
        competition: a key of :data:`COMPETITIONS` (raises ``KeyError`` in :meth:`settings`
            for any other).
        ruleset: repetition rules 棋例, :class:`RuleSet` CXA or AXF.
        time_preset: key of :data:`xiangqi_gui.clock.PRESETS`, or ``"custom"``.
        red_control, black_control: the time controls (贴时 may make them differ, art. 6.5).
        press_mode: :class:`PressMode`; PHYSICAL (the mover presses the own face; the time
            runs until then) by default in competitions, CASUAL (auto-press) in casual play.
        start_fen: the start position (FEN).
        show_targets: draw the legal-target dots (always off in competition presets).
        red_engine, black_engine: the :class:`EngineSeat` playing that side, or None for a
            person at the board (the default: human against human).
        press_starts_clock: in a competition the first mover's press on the own face
            starts the clock (else only the arbiter starts it, art. 8.1.2); casual games
            start the clock with the first move.
        record_moves: the moves are recorded (the board, typed moves, the score sheet);
            False for a clock-only game beside a wooden board: presses pass the turn and
            count as moves for the time control (art. 6), the press-without-move foul
            (art. 8.1.7, 4.1.9) never applies and the sheet stays empty.
    """

    red: str = "Red"
    black: str = "Black"
    red_team: str = ""
    black_team: str = ""
    event: str = ""
    round: str = ""
    site: str = ""
    date: str = field(default_factory=_today)
    arbiter: str = ""
    competition: str = "provincial"
    ruleset: RuleSet = RuleSet.CXA
    time_preset: str = DEFAULT_TIME_PRESET
    red_control: TimeControl = field(default_factory=lambda: time_preset(DEFAULT_TIME_PRESET))
    black_control: TimeControl = field(
        default_factory=lambda: time_preset(DEFAULT_TIME_PRESET))
    press_mode: PressMode = PressMode.PHYSICAL
    start_fen: str = START_FEN
    show_targets: bool = False
    red_engine: EngineSeat | None = None
    black_engine: EngineSeat | None = None
    press_starts_clock: bool = False
    record_moves: bool = True

    @classmethod
    def casual(cls, **changes: Any) -> GameSetup:
        """A casual game: no penalties, automatic clock presses, target dots shown."""
        values: dict[str, Any] = {"competition": "casual", "press_mode": PressMode.CASUAL,
                                  "show_targets": True}
        values.update(changes)
        return cls(**values)

    @property
    def competitive(self) -> bool:
        """False for casual play (undo allowed, illegal moves simply refused)."""
        return self.settings().competitive

    def settings(self) -> CompetitionSettings:
        """The arbiter's settings: the competition preset with this rule set."""
        return preset(self.competition).with_(ruleset=self.ruleset)

    def engine(self, side: Color) -> EngineSeat | None:
        """The engine playing ``side``, None when a person plays it."""
        return self.red_engine if side is Color.RED else self.black_engine

    def headers(self) -> dict[str, str]:
        """PGN tags of the game (empty values left out)."""
        tags = {"Event": self.event, "Site": self.site, "Date": self.date,
                "Round": self.round, "Red": self.red, "Black": self.black,
                "RedTeam": self.red_team, "BlackTeam": self.black_team}
        return {k: v for k, v in tags.items() if v}

    def time_control_text(self) -> str:
        """The time control in words, e.g. ``"60 min + 30 s per move"``."""
        red, black = self.red_control.describe(), self.black_control.describe()
        return red if red == black else f"Red {red}; Black {black}"

    def with_(self, **changes: Any) -> GameSetup:
        """A copy with some fields changed."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready mapping (for the journal and QSettings)."""
        return {
            "red": self.red, "black": self.black, "red_team": self.red_team,
            "black_team": self.black_team, "event": self.event, "round": self.round,
            "site": self.site, "date": self.date, "arbiter": self.arbiter,
            "competition": self.competition, "ruleset": self.ruleset.value,
            "time_preset": self.time_preset, "red_control": self.red_control.to_dict(),
            "black_control": self.black_control.to_dict(),
            "press_mode": self.press_mode.value, "start_fen": self.start_fen,
            "show_targets": self.show_targets,
            "red_engine": None if self.red_engine is None else self.red_engine.to_dict(),
            "black_engine": None if self.black_engine is None else self.black_engine.to_dict(),
            "press_starts_clock": self.press_starts_clock,
            "record_moves": self.record_moves,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameSetup:
        """Inverse of :meth:`to_dict`; raises ``ValueError``/``KeyError`` on bad data.
        Mappings written before engine seats existed (no ``red_engine``/``black_engine``)
        give human seats; before clock-only games, recorded games."""
        if data["competition"] not in COMPETITIONS:
            raise ValueError(f"unknown competition preset {data['competition']!r}")
        return cls(
            red=str(data["red"]), black=str(data["black"]), red_team=str(data["red_team"]),
            black_team=str(data["black_team"]), event=str(data["event"]),
            round=str(data["round"]), site=str(data["site"]), date=str(data["date"]),
            arbiter=str(data["arbiter"]), competition=str(data["competition"]),
            ruleset=RuleSet(data["ruleset"]), time_preset=str(data["time_preset"]),
            red_control=TimeControl.from_dict(data["red_control"]),
            black_control=TimeControl.from_dict(data["black_control"]),
            press_mode=PressMode(data["press_mode"]), start_fen=str(data["start_fen"]),
            show_targets=bool(data["show_targets"]),
            red_engine=EngineSeat.from_dict(data.get("red_engine")),
            black_engine=EngineSeat.from_dict(data.get("black_engine")),
            press_starts_clock=bool(data.get("press_starts_clock", False)),
            record_moves=bool(data.get("record_moves", True)),
        )
