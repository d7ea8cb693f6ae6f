"""Start-up (issue 11: launch to first paint at most 0.1 s slower than before the
translations and fonts; ``benchmarks/startup.py`` measures it): what the first paint does
not need is loaded after it, and the garbage collector paused by the launcher
(:mod:`xiangqi_gui.app.launch`) is resumed.

The window is started in a fresh interpreter exactly as the ``xiangqi-gui`` script starts
it; at the main window's first paint the child lists the modules loaded and whether the
collector runs, and again once the work put off until after the paint is done.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from xiangqi_gui.ui.staged_paint import after_first_paint

REPO = Path(__file__).resolve().parents[2]

CHILD = r"""
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def loaded():
    return sorted(m for m in sys.modules if m.startswith(("xiangqi_gui.", "PySide6.")))

seen = {}
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, QMainWindow) and not seen:
            seen["paint"] = {"modules": loaded(), "gc": gc.isenabled()}
            QTimer.singleShot(1500, report)
        return False

def report():
    seen["after"] = {"modules": loaded(), "gc": gc.isenabled(),
                     "frozen": gc.get_freeze_count()}
    print("REPORT " + json.dumps(seen), flush=True)
    os._exit(0)

app = QApplication([sys.argv[0]])
spy = FirstPaint()
app.installEventFilter(spy)
from xiangqi_gui.app.launch import main
sys.argv[1:] = []
main()
"""

#: Loaded only when a file, the library, an engine, a tournament or a sound is first used.
NOT_AT_FIRST_PAINT = (
    "xiangqi_gui.formats.loader", "xiangqi_gui.formats.open_stream",
    "xiangqi_gui.formats.pgn_writer", "xiangqi_gui.formats.xqf_writer",
    "xiangqi_gui.engine.process", "xiangqi_gui.engine.qt.transport",
    "xiangqi_gui.library.store", "xiangqi_gui.library.importer",
    "xiangqi_gui.tournament.event", "xiangqi_gui.tournament.standings",
    "xiangqi_gui.ui.position_editor",
    "xiangqi_gui.ui.review_dialog", "PySide6.QtMultimedia",
)


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               XIANGQI_GUI_DATA_DIR=str(tmp_path_factory.mktemp("data")),
               PYTHONPATH=str(REPO))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                         text=True, timeout=120, check=False)
    lines = [line for line in out.stdout.splitlines() if line.startswith("REPORT ")]
    assert lines, out.stderr[-3000:]
    report: dict[str, dict[str, object]] = json.loads(lines[0][len("REPORT "):])
    return report


def test_first_paint_loads_no_reader_engine_library_tournament_or_sound(
        started: dict[str, dict[str, object]]) -> None:
    modules = set(started["paint"]["modules"])  # type: ignore[arg-type]
    assert "xiangqi_gui.ui.main_window" in modules
    early = sorted(modules.intersection(NOT_AT_FIRST_PAINT))
    assert early == [], f"loaded before the first paint: {early}"


def test_collector_paused_until_the_first_paint_then_resumed_frozen(
        started: dict[str, dict[str, object]]) -> None:
    assert started["paint"]["gc"] is False
    assert started["after"]["gc"] is True
    assert isinstance(started["after"]["frozen"], int) and started["after"]["frozen"] > 10_000


def test_sound_loaded_after_the_first_paint(started: dict[str, dict[str, object]]) -> None:
    pytest.importorskip("PySide6.QtMultimedia", reason="the sound extra is not installed")
    assert "PySide6.QtMultimedia" in started["after"]["modules"]  # type: ignore[operator]


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_no_window_resumes_the_collector_at_once(flag: str) -> None:
    from xiangqi_gui.app.main import main

    gc.disable()
    try:
        with pytest.raises(SystemExit):
            main([flag], gc_paused=True)
        assert gc.isenabled()
    finally:
        gc.enable()


def test_after_first_paint_waits_for_the_paint_one_event_each(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = QWidget()
    qtbot.addWidget(widget)
    calls: list[str] = []
    after_first_paint(widget, lambda: calls.append("one"), lambda: calls.append("two"))
    qtbot.wait(50)
    assert calls == []  # never shown, never painted
    widget.show()
    qtbot.waitUntil(lambda: calls == ["one", "two"], timeout=2000)
    widget.update()
    qtbot.wait(50)
    assert calls == ["one", "two"]  # once only


def test_dock_content_built_at_first_show_or_use(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

    from xiangqi_gui.ui.dock_content import DockContent

    window = QMainWindow()
    qtbot.addWidget(window)
    made: list[QLabel] = []

    def build() -> QLabel:
        made.append(QLabel("games"))
        return made[-1]

    dock = QDockWidget(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    content = DockContent(dock, build)
    window.show()
    qtbot.wait(20)
    assert made == [] and not content.built and dock.widget() is None
    dock.show()  # a toggle or a restored layout
    assert len(made) == 1 and dock.widget() is made[0]
    assert content.widget() is made[0] and len(made) == 1
    other = DockContent(QDockWidget(window), build)
    assert other.widget() is made[1]  # asked for before any show
