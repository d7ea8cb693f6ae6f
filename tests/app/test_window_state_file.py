"""The window's geometry, dock state and splitter are kept in settings.ini in Qt's own
``@ByteArray(...)`` form (trial C: they were pickled Python objects,
``@Variant(...PySide::PyObjectWrapper...)``, unreadable after a Python or PySide upgrade
and by any other Qt program); the old form is still read once. pytest-qt, real windows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.preferences import Preferences


def _window_lines(folder: Path) -> list[str]:
    text = (folder / "settings.ini").read_text(encoding="utf-8")
    return [line for line in text.splitlines()
            if line.split("=", 1)[0] in ("geometry", "state", "splitter")]


def test_the_layout_is_saved_as_qt_byte_arrays_and_restored(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    first = make_session(qtbot, tmp_path)
    first.window.resize(760, 560)  # inside the offscreen screen (800x600)
    first.window.close()
    lines = _window_lines(tmp_path)
    assert sorted(line.split("=", 1)[0] for line in lines) == ["geometry", "splitter", "state"]
    for line in lines:
        assert line.split("=", 1)[1].strip("\"").startswith("@ByteArray("), line
        assert "PyObjectWrapper" not in line
    saved = Preferences(tmp_path).window_state("geometry")
    assert first.window.saveGeometry().data() == saved and len(saved) > 40
    second = create_session(build_parser().parse_args([]), folder=tmp_path,
                            ask=lambda _t, _q: False)  # the next start: the layout restored
    qtbot.addWidget(second.window)
    second.window.show()
    qtbot.waitExposed(second.window)
    assert (second.window.width(), second.window.height()) == (760, 560)


def test_the_pickled_form_of_older_versions_is_read_then_replaced(qtbot: QtBot,
                                                                  tmp_path: Path) -> None:
    first = make_session(qtbot, tmp_path)
    first.window.resize(1000, 650)
    geometry = bytes(first.window.saveGeometry().data())
    first.window.close()
    old = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    old.setValue("window/geometry", geometry)  # what older versions wrote: a Python bytes
    old.sync()
    assert "PyObjectWrapper" in "".join(_window_lines(tmp_path))
    assert Preferences(tmp_path).window_state("geometry") == geometry
    second = make_session(qtbot, tmp_path)
    second.window.close()
    assert all("@ByteArray(" in line for line in _window_lines(tmp_path))
