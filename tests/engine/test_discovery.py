"""Engine discovery: PATH first, then /usr/games (Debian), clear error when nothing is found."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from xiangqi_gui.engine import (
    Dialect,
    EngineNotFoundError,
    EngineProcess,
    OptionSpec,
    find_engine,
    guess_dialect,
)
from xiangqi_gui.engine.discovery import (
    answered_dialect,
    check_executable,
    handshake_order,
    start_dialect,
)


def _exe(folder: Path, name: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_path_is_searched_before_the_extra_dirs(tmp_path: Path) -> None:
    on_path = _exe(tmp_path / "bin", "pikafish")
    games = _exe(tmp_path / "games", "pikafish")
    found = find_engine(("pikafish",), path=str(tmp_path / "bin"),
                        extra_dirs=(str(tmp_path / "games"),))
    assert found == on_path and found != games


def test_extra_dirs_are_searched_when_path_lacks_it(tmp_path: Path) -> None:
    games = _exe(tmp_path / "games", "fairy-stockfish")
    found = find_engine(path=str(tmp_path / "empty"), extra_dirs=(str(tmp_path / "games"),))
    assert found == games


def test_names_are_tried_in_order(tmp_path: Path) -> None:
    _exe(tmp_path / "bin", "pikafish")
    fsf = _exe(tmp_path / "bin", "fairy-stockfish")
    assert find_engine(path=str(tmp_path / "bin"), extra_dirs=()) == fsf


def test_not_found_names_what_was_searched(tmp_path: Path) -> None:
    (tmp_path / "bin").mkdir()
    (tmp_path / "bin" / "pikafish").write_text("not executable")
    with pytest.raises(EngineNotFoundError) as caught:
        find_engine(("pikafish", "eleeye"), path=str(tmp_path / "bin"),
                    extra_dirs=("/nonexistent/games",))
    text = str(caught.value)
    assert "pikafish, eleeye" in text and "/nonexistent/games" in text
    assert "apt-get install fairy-stockfish" in text


def test_default_search_finds_debian_games_dir_without_it_on_path() -> None:
    if not os.access("/usr/games/fairy-stockfish", os.X_OK):
        pytest.skip("fairy-stockfish is not installed in /usr/games")
    assert find_engine(("fairy-stockfish",), path="/nonexistent") == \
        Path("/usr/games/fairy-stockfish")


@pytest.mark.parametrize(("name", "dialect"), [
    ("/usr/games/fairy-stockfish", Dialect.UCI_FSF),
    ("C:/Engines/fairy-stockfish-largeboard_x86-64.exe", Dialect.UCI_FSF),
    ("/opt/pikafish/pikafish-avx2", Dialect.UCI),
    ("ELEEYE.EXE", Dialect.UCCI),
    ("/home/club/engines/ElephantEye", Dialect.UCCI),
])
def test_guess_dialect(name: str, dialect: Dialect) -> None:
    assert guess_dialect(name) is dialect


def test_check_executable(tmp_path: Path) -> None:
    with pytest.raises(EngineNotFoundError, match="not an executable file"):
        check_executable(tmp_path / "missing")
    with pytest.raises(EngineNotFoundError):
        check_executable(tmp_path)  # a directory
    assert check_executable(_exe(tmp_path, "eng")) == tmp_path / "eng"


def test_dialect_parse() -> None:
    assert Dialect.parse("UCI-FSF") is Dialect.UCI_FSF
    assert Dialect.parse("pikafish") is Dialect.UCI
    assert Dialect.parse("ucci") is Dialect.UCCI
    with pytest.raises(ValueError, match="uci-fsf, uci, ucci"):
        Dialect.parse("xboard")


@pytest.mark.parametrize(("name", "order"), [
    ("/usr/games/fairy-stockfish", (Dialect.UCI_FSF, Dialect.UCCI)),
    ("/opt/engines/myengine", (Dialect.UCI, Dialect.UCCI)),
    ("ELEEYE.EXE", (Dialect.UCCI, Dialect.UCI)),
])
def test_a_check_tries_both_handshakes_the_names_first(name: str,
                                                       order: tuple[Dialect, Dialect]) -> None:
    assert handshake_order(name) == order


def test_the_answer_not_the_name_gives_the_dialect() -> None:
    from tests.engine.real_engine import fairy_stockfish

    with EngineProcess(fairy_stockfish(), Dialect.UCI) as engine:  # as a neutral name is
        options = dict(engine.session.options)
    assert "xiangqi" in options["UCI_Variant"].choices
    assert answered_dialect(Dialect.UCI, options) is Dialect.UCI_FSF
    assert answered_dialect(Dialect.UCI_FSF, options) is Dialect.UCI_FSF
    pikafish = {k: v for k, v in options.items() if k != "UCI_Variant"}
    assert answered_dialect(Dialect.UCI_FSF, pikafish) is Dialect.UCI  # no variants
    chess_only = OptionSpec("uci_variant", "combo", "chess", choices=("chess", "shogi"))
    assert answered_dialect(Dialect.UCI, {"uci_variant": chess_only}) is Dialect.UCI
    assert answered_dialect(Dialect.UCCI, options) is Dialect.UCCI


def test_an_engine_is_started_in_the_learned_dialect_else_the_names() -> None:
    assert start_dialect("/opt/engines/myengine", Dialect.UCCI) is Dialect.UCCI
    assert start_dialect("/opt/engines/myengine", None) is Dialect.UCI
    assert start_dialect("/usr/games/fairy-stockfish", None) is Dialect.UCI_FSF
