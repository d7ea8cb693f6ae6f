"""``xiangqi-gui --self-test``: check in a few seconds that this copy of the program works.

Runs offscreen (``QT_QPA_PLATFORM=offscreen`` is set before Qt starts, so no display is
needed), in a temporary folder for the journal and preferences. Prints one line per check,
``PASS|FAIL|SKIP <check> <detail> (<ms> ms)``, then a summary line, and returns exit status
0 when no check failed, 1 otherwise. A SKIP is not a failure (no engine installed, an
optional part absent). Meant for installers and CI (issue 17): run it on a fresh machine
from the installed or frozen program.

Checks, in order:

* ``qt`` - Qt starts; versions, platform plugin, frozen or not.
* ``fonts`` - the bundled font loads and has a glyph for every character the program draws
  with it (pieces, river, file numbers, the printout's labels); every non-ASCII character
  of the Chinese translations is in one of the bundled fonts.
* ``translations`` - every ``resources/translations/*.qm`` loads; Qt's own ``qtbase``
  Chinese catalogues load from Qt's translations folder.
* ``render`` - the main window shows the start position: red and black piece ink on the
  board image.
* ``game`` - a short game through the live game (:class:`~xiangqi_gui.play.live.LiveGame`
  driven by the window's controller): the bundled sample opening played move by move, the
  arbiter starting the clock and the mover's face pressed after every move on a manual time
  source, then Black resigns; the score sheet must read as the sample PGN, the clock must
  hold exactly the time not used, and the result must be 1-0 with the article the arbiter
  names.
* ``pdf`` - the game's score sheet printed to a PDF in the temporary folder.
* ``samples`` - every bundled sample record opens without error; the PGN, XQF and DhtmlXQ
  copies of the opening agree; the endgame ends in mate; the XQF opens in the window.
* ``engine`` - an engine found on PATH or in the usual folders answers a 100 ms search with
  a legal move (SKIP when none is installed).
* ``sound`` - the clock's sound clips are shipped and QtMultimedia plays them (SKIP when the
  optional ``sound`` extra is not installed: the clock is silent).
* ``data`` - the data folder (:func:`~xiangqi_gui.app.paths.data_dir`) can be created and
  written.
* ``notices`` - the licence texts and third-party notices are shipped.
"""

from __future__ import annotations

import faulthandler
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

PASS, FAIL, SKIP = "PASS", "FAIL", "SKIP"
#: a hung check (a modal dialog, a dead engine) ends the self-test with this status
WATCHDOG_S = 120


class Skipped(Exception):
    """A check that cannot run here and is not a failure (the message says why)."""


class CheckFailed(Exception):
    """A check found the program not working (the message says what)."""


@dataclass
class Context:
    """What the checks share: the temporary folder and the application session."""

    folder: Path
    session: Any = None
    time: Any = None
    notes: dict[str, Any] = field(default_factory=dict)


def _require(condition: bool, text: str) -> None:
    if not condition:
        raise CheckFailed(text)


# ---------------------------------------------------------------------------- checks


def check_qt(ctx: Context) -> str:
    import PySide6
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QGuiApplication

    python = "Python " + sys.version.split()[0]
    frozen = "frozen bundle" if getattr(sys, "frozen", False) else python
    return (f"PySide6 {PySide6.__version__}, Qt {qVersion()}, platform "
            f"{QGuiApplication.platformName()}, {frozen}")


def check_fonts(ctx: Context) -> str:
    from xiangqi_gui.notation.glyphs import PIECE_NAMES, TRADITIONAL_PIECE_NAMES
    from xiangqi_gui.ui.board_geometry import BLACK_FILE_NUMBERS, RED_FILE_NUMBERS
    from xiangqi_gui.ui.fonts import load_bundled_font
    from xiangqi_gui.ui.pieces import SIMPLIFIED, TRADITIONAL
    from xiangqi_gui.ui.print_sheet import (
        COLUMNS,
        RESULT_LABELS,
        SIGNATURES,
        TERMINATION_LABELS,
        TITLE,
        missing_glyphs,
    )

    family = load_bundled_font()
    texts = ["楚河汉界", "".join(RED_FILE_NUMBERS), "".join(BLACK_FILE_NUMBERS),
             "".join(SIMPLIFIED.values()), "".join(TRADITIONAL.values()),
             TITLE, *SIGNATURES, *RESULT_LABELS.values(), *TERMINATION_LABELS.values(),
             *(title for title, _ in COLUMNS)]
    for names in (PIECE_NAMES, TRADITIONAL_PIECE_NAMES):
        texts += ["".join(side.values()) for side in names.values()]
    missing = missing_glyphs(texts)
    _require(not missing, f"{family}: no glyph for {''.join(sorted(missing))}")
    count = len({ch for text in texts for ch in text if not ch.isspace()})
    ui = _chinese_ui_texts()
    if not ui:
        return f"{family}: {count} characters drawn with it, none missing"
    lacking = _not_in_bundled_fonts(ui)
    _require(not lacking, f"no bundled font has {''.join(sorted(lacking))} (Chinese UI text)")
    ui_count = len({ch for text in ui for ch in text if not ch.isspace()})
    return (f"{family}: {count} board characters; the Chinese translations' {ui_count} "
            "characters all in the bundled fonts")


def _chinese_ui_texts() -> list[str]:
    """The translated strings of the zh_Hans and zh_Hant catalogues (``.ts`` sources shipped
    beside the ``.qm`` files); empty when there are none. CJK text must be drawable with
    the bundled fonts, as many machines have no CJK font."""
    from xml.etree import ElementTree

    from xiangqi_gui.resources import resource_path

    folder = resource_path("translations")
    texts: list[str] = []
    for path in sorted(folder.glob("*_zh_*.ts")) if folder.is_dir() else []:
        for node in ElementTree.parse(path).getroot().iter("translation"):
            texts += [node.text or ""] + [form.text or "" for form in node.iter("numerusform")]
    return texts


def _not_in_bundled_fonts(texts: list[str]) -> set[str]:
    """Characters of ``texts`` (white space and placeholders' ASCII aside) that no font file
    in ``resources/fonts`` has a glyph for."""
    from PySide6.QtGui import QRawFont

    from xiangqi_gui.resources import resource_path

    fonts = [QRawFont(str(path), 10.0)
             for path in sorted(resource_path("fonts").glob("*.[ot]tf"))]
    chars = {ch for text in texts for ch in text if not ch.isspace() and ord(ch) > 0x7F}
    return {ch for ch in chars
            if not any(f.isValid() and f.supportsCharacter(ord(ch)) for f in fonts)}


def check_translations(ctx: Context) -> str:
    import importlib.util

    from PySide6.QtCore import QLibraryInfo, QTranslator

    from xiangqi_gui.resources import resource_path

    folder = resource_path("translations")
    ours = sorted(folder.glob("*.qm")) if folder.is_dir() else []
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    qt_loaded = []
    for locale in ("zh_CN", "zh_TW"):
        translator = QTranslator()
        if translator.load(f"qtbase_{locale}", str(qt_dir)) and not translator.isEmpty():
            qt_loaded.append(locale)
    _require(len(qt_loaded) == 2,
             f"Qt's own qtbase_zh_CN/zh_TW.qm do not load from {qt_dir} (loaded: {qt_loaded})")
    if not ours:
        # the program's language support (ui/i18n.py) needs its catalogues shipped
        _require(importlib.util.find_spec("xiangqi_gui.ui.i18n") is None,
                 f"no program translations in {folder}")
        raise Skipped(f"this build has no program translations ({folder} holds no .qm); "
                      f"Qt's own zh_CN, zh_TW load")
    bad = []
    for path in ours:
        translator = QTranslator()
        # an English catalogue may be empty: the source strings are English
        if not translator.load(str(path)) or (translator.isEmpty()
                                              and not path.stem.endswith("_en")):
            bad.append(path.name)
    _require(not bad, f"cannot load {', '.join(bad)}")
    names = ", ".join(p.stem.removeprefix("xiangqi_gui_") for p in ours)
    return f"{len(ours)} program catalogues ({names}) and Qt's zh_CN, zh_TW load"


def _session(ctx: Context) -> Any:
    if ctx.session is None:
        from PySide6.QtWidgets import QApplication

        from xiangqi_gui.app.main import build_parser, create_session
        from xiangqi_gui.clock import ManualTimeSource, Stage, TimeControl, minutes
        from xiangqi_gui.play.setup import GameSetup

        control = TimeControl((Stage(minutes(10)),))
        setup = GameSetup(red="自检红方", black="自检黑方", event="xiangqi-gui --self-test",
                          time_preset="custom", red_control=control, black_control=control)
        ctx.time = ManualTimeSource(10**12)
        ctx.session = create_session(build_parser().parse_args([]), folder=ctx.folder / "data",
                                     ask=lambda _t, _q: False, time_source=ctx.time,
                                     setup=setup)
        window = ctx.session.window
        window.board.set_animation_ms(0)
        window.resize(1024, 768)
        window.show()
        QApplication.processEvents()
    return ctx.session


def _ink_pixels(image: Any, ink: Any) -> int:
    """Pixels (every second row and column) within a small distance of colour ``ink``."""
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data, stride = bytes(rgb.constBits()), rgb.bytesPerLine()
    r0, g0, b0 = ink.red(), ink.green(), ink.blue()
    count = 0
    for y in range(0, rgb.height(), 2):
        row = y * stride
        for o in range(row, row + 3 * rgb.width(), 6):
            if abs(data[o] - r0) + abs(data[o + 1] - g0) + abs(data[o + 2] - b0) < 40:
                count += 1
    return count


def check_render(ctx: Context) -> str:
    from xiangqi_gui.ui.pieces import BLACK_INK, RED_INK

    session = _session(ctx)
    image = session.window.board.grab().toImage()
    _require(not image.isNull() and image.width() > 100, "the board image is empty")
    red, black = _ink_pixels(image, RED_INK), _ink_pixels(image, BLACK_INK)
    _require(red > 50 and black > 50,
             f"no pieces drawn: {red} red-ink and {black} black-ink sample pixels")
    path = ctx.folder / "start.png"
    image.save(str(path))
    return f"start position drawn at {image.width()}x{image.height()} ({red} red, {black} " \
           "black ink samples)"


def _sample(name: str) -> Path:
    from xiangqi_gui.resources import resource_path

    return resource_path("samples", name)


def _pgn_mainline_texts(text: str) -> list[str]:
    """The main line's move texts of a one-game PGN written by our writer."""
    body = text.split("\n\n", 1)[1]
    body = re.sub(r"\{[^}]*\}", " ", body)
    while "(" in body:
        body = re.sub(r"\([^()]*\)", " ", body)
    tokens = [t for t in body.split() if not re.fullmatch(r"\d+\.(\.\.)?|1-0|0-1|1/2-1/2|\*", t)]
    return [_ascii_digits(t) for t in tokens]


def _ascii_digits(text: str) -> str:
    return text.translate({0xFF10 + d: ord("0") + d for d in range(10)})


def check_game(ctx: Context) -> str:
    from xiangqi_gui.clock import Side, seconds
    from xiangqi_gui.formats import load_file
    from xiangqi_gui.play.live import LiveGame
    from xiangqi_gui.rules import Color

    session = _session(ctx)
    controller = session.controller
    game = controller.game
    record = load_file(_sample("opening.pgn")).games[0].record
    moves = record.mainline_moves()
    clock = controller.clock
    start = {side: clock.remaining(side) for side in (Side.RED, Side.BLACK)}
    used = {Side.RED: 0, Side.BLACK: 0}
    controller.toggle_clock()  # the arbiter starts the clock (art. 8.1.2)
    for ply, move in enumerate(moves):
        side = Side.RED if ply % 2 == 0 else Side.BLACK
        think = seconds(3 + ply % 5)
        ctx.time.advance(think)
        changes = controller.act(LiveGame.move, move.from_square, move.to_square)
        _require(len(game.moves) == ply + 1,
                 f"move {ply + 1} ({move.iccs}) was not accepted: {changes.message}")
        controller.press_face(side)
        used[side] += think
    left = {side: clock.remaining(side) for side in start}
    _require(all(left[s] == start[s] - used[s] for s in start),
             f"clock: {left} left, expected {start} less {used}")
    changes = controller.act(LiveGame.resign, Color.BLACK)
    outcome = game.outcome
    _require(outcome is not None and outcome.result == "1-0",
             f"Black resigned but the game goes on ({changes.message})")
    sheet = [_ascii_digits(e.texts.chinese) for e in session.window.sheet.rows.entries]
    written = _pgn_mainline_texts(_sample("opening.pgn").read_text(encoding="utf-8"))
    _require(sheet == written, f"score sheet {sheet} differs from the sample PGN {written}")
    return (f"{len(moves)} plies and {len(moves)} clock presses through the live game, Black "
            f"resigned: {outcome.result} (art. {outcome.article}); clock exact to the ns")


def check_pdf(ctx: Context) -> str:
    from xiangqi_gui.ui.print_sheet import print_score_sheet

    session = _session(ctx)
    path = ctx.folder / "score-sheet.pdf"
    pages = print_score_sheet(session.sheet_data(), path)
    data = path.read_bytes()
    _require(pages >= 1 and data.startswith(b"%PDF-") and len(data) > 2000,
             f"{path}: {pages} pages, {len(data)} bytes")
    _require(b"XiangqiGUISerif" in data, "the PDF does not embed the bundled font")
    return f"{pages} page(s), {len(data)} bytes, bundled font embedded"


def check_samples(ctx: Context) -> str:
    from xiangqi_gui.formats import load_file
    from xiangqi_gui.resources import resource_path

    files = sorted(resource_path("samples").iterdir())
    records = {}
    for path in files:
        if path.suffix.lower() in (".md",):
            continue
        loaded = load_file(path)
        _require(bool(loaded.games), f"{path.name}: no game")
        for game in loaded.games:
            _require(game.error is None, f"{path.name}: {game.error}")
        records[path.name] = loaded.games[0].record
    copies = [records[n] for n in ("opening.pgn", "opening.xqf", "opening.dhtmlxq.txt")]
    lines = {tuple(m.iccs for m in r.mainline_moves()) for r in copies}
    _require(len(lines) == 1, "the PGN, XQF and DhtmlXQ samples disagree on the moves")
    finals = {r.final_position().fen() for r in copies}
    _require(len(finals) == 1, "the samples disagree on the final position")
    _require(records["endgame.pgn"].final_position().is_checkmate(),
             "the endgame sample does not end in mate")
    session = _session(ctx)
    opened = session.open_file(str(_sample("opening.xqf")), 0)
    shown = session.browser.record
    _require(opened and shown is not None
             and len(shown.mainline_moves()) == len(copies[0].mainline_moves()),
             "the window did not open opening.xqf")
    return f"{len(records)} records read ({', '.join(records)}); opening.xqf shown"


def check_engine(ctx: Context) -> str:
    from xiangqi_gui.engine.commands import SearchLimits
    from xiangqi_gui.engine.discovery import find_engine
    from xiangqi_gui.engine.errors import EngineNotFoundError
    from xiangqi_gui.engine.process import EngineProcess
    from xiangqi_gui.rules import START_FEN

    try:
        path = find_engine()
    except EngineNotFoundError as exc:
        raise Skipped(str(exc)) from None
    started = time.monotonic()
    with EngineProcess(path) as engine:
        move = engine.best_move(START_FEN, [], SearchLimits(movetime_ms=100))
        name = engine.name
    ms = round((time.monotonic() - started) * 1000)
    return f"{name} ({path}) answered {move.iccs} in {ms} ms"


def check_sound(ctx: Context) -> str:
    from xiangqi_gui.app.sound import TONES, VOICE_FOLDERS, ClockSounds, clip_path

    missing = [str(clip_path(tone)) for tone in TONES if not clip_path(tone).is_file()]
    missing += [str(clip_path("ten_seconds", language)) for language in VOICE_FOLDERS
                if not clip_path("ten_seconds", language).is_file()]
    _require(not missing, f"sound clips not shipped: {', '.join(missing)}")
    sounds = ClockSounds()
    if not sounds.available:
        raise Skipped(sounds.status())
    from PySide6.QtMultimedia import QMediaDevices

    outputs = len(QMediaDevices.audioOutputs())
    return f"QtMultimedia loads, clips shipped; {outputs} audio output(s) here"


def check_data(ctx: Context) -> str:
    from xiangqi_gui.app.paths import data_dir

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    probe = folder / ".self-test"
    probe.write_text("ok", encoding="utf-8")
    probe.unlink()
    return f"{folder} is writable"


def check_notices(ctx: Context) -> str:
    from xiangqi_gui.resources import resource_path

    names = ["THIRD_PARTY_NOTICES.txt", "LICENSE",
             "licenses/LGPL-3.0.txt", "licenses/GPL-3.0.txt", "fonts/OFL.txt"]
    missing = [n for n in names if not resource_path(*n.split("/")).is_file()]
    _require(not missing, f"not shipped: {', '.join(missing)}")
    return f"{len(names)} licence files shipped"


CHECKS: list[tuple[str, Callable[[Context], str]]] = [
    ("qt", check_qt),
    ("fonts", check_fonts),
    ("translations", check_translations),
    ("render", check_render),
    ("game", check_game),
    ("pdf", check_pdf),
    ("samples", check_samples),
    ("engine", check_engine),
    ("sound", check_sound),
    ("data", check_data),
    ("notices", check_notices),
]


def _run_one(ctx: Context, check: Callable[[Context], str]) -> tuple[str, str]:
    try:
        return PASS, check(ctx)
    except Skipped as exc:
        return SKIP, str(exc)
    except CheckFailed as exc:
        return FAIL, str(exc)
    except Exception as exc:  # a crash in a check is that check's failure
        return FAIL, f"{type(exc).__name__}: {exc}"


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, print one line each and a summary to ``out`` (default stdout).

    Returns 0 when no check failed, 1 otherwise. Creates the QApplication (offscreen)
    when there is none.
    """
    stream = out if out is not None else sys.stdout
    if stream is None:  # a windowed program started without a console
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    faulthandler.dump_traceback_later(WATCHDOG_S, exit=True)
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from xiangqi_gui.app.paths import APP_NAME
    from xiangqi_gui.app.qt_messages import install_message_filter

    install_message_filter()  # offscreen's "does not support propagateSizeHints()"
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else APP_NAME])
    QCoreApplication.setApplicationName(APP_NAME)
    failed = skipped = 0
    with tempfile.TemporaryDirectory(prefix="xiangqi-gui-self-test-") as tmp:
        ctx = Context(Path(tmp))
        for name, check in CHECKS:
            started = time.monotonic()
            status, detail = _run_one(ctx, check)
            ms = round((time.monotonic() - started) * 1000)
            failed += status == FAIL
            skipped += status == SKIP
            print(f"{status} {name:<12} {detail} ({ms} ms)", file=stream, flush=True)
            app.processEvents()
        if ctx.session is not None:
            ctx.session.controller.stop()
            ctx.session.window.close()
            app.processEvents()
    faulthandler.cancel_dump_traceback_later()
    total = len(CHECKS)
    verdict = "FAILED" if failed else "OK"
    print(f"self-test {verdict}: {total - failed - skipped} passed, {failed} failed, "
          f"{skipped} skipped", file=stream, flush=True)
    return 1 if failed else 0
