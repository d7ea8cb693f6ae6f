"""``xiangqi-gui --self-test`` (issue 17): one line per check, exit status 1 on a failure."""

from __future__ import annotations

import importlib.util
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.app import selftest

NAMES = [name for name, _ in selftest.CHECKS]


def _run_cli(home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("XIANGQI_GUI_DATA_DIR", "XDG_DATA_HOME", "QT_QPA_PLATFORM", "DISPLAY")}
    env.update(HOME=str(home), PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "xiangqi_gui.app.main", "--self-test"],
                          env=env, cwd=str(home), capture_output=True, text=True, timeout=180)


def test_self_test_passes_from_a_fresh_home_without_a_display(tmp_path: Path) -> None:
    done = _run_cli(tmp_path)
    lines = done.stdout.splitlines()
    assert done.returncode == 0, done.stdout + done.stderr
    assert [line.split()[1] for line in lines[:-1]] == NAMES
    status = {line.split()[1]: line.split()[0] for line in lines[:-1]}
    for name in ("qt", "fonts", "render", "game", "pdf", "samples", "data", "notices"):
        assert status[name] == "PASS", done.stdout
    assert set(status.values()) <= {"PASS", "SKIP"}
    assert "platform offscreen" in lines[0]
    data = next(line for line in lines if line.split()[1] == "data")
    assert str(tmp_path / ".local" / "share" / "xiangqi_gui") in data
    assert lines[-1].startswith("self-test OK:")


def test_a_failing_check_fails_the_run(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(ctx: selftest.Context) -> str:
        raise selftest.CheckFailed("deliberately broken")

    def absent(ctx: selftest.Context) -> str:
        raise selftest.Skipped("not here")

    monkeypatch.setattr(selftest, "CHECKS", [("notices", selftest.check_notices),
                                             ("broken", broken), ("absent", absent)])
    out = io.StringIO()
    assert selftest.run_self_test(out) == 1
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("PASS notices")
    assert lines[1].startswith("FAIL broken") and "deliberately broken" in lines[1]
    assert lines[2].startswith("SKIP absent")
    assert lines[3] == "self-test FAILED: 1 passed, 1 failed, 1 skipped"


def test_samples_are_what_the_writers_produce_now() -> None:
    spec = importlib.util.spec_from_file_location("make_samples",
                                                  REPO / "packaging" / "make_samples.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for path, data in module.outputs().items():
        assert path.read_bytes() == data, f"{path} is stale: run packaging/make_samples.py"


def test_glyph_check_finds_a_character_no_bundled_font_has(qapp: object) -> None:
    # 龘 (U+9F98) is in neither GB2312 nor Big5's common set: no subset of ours keeps it
    assert selftest._not_in_bundled_fonts(["红方 黑方 炮二平五", "龘"]) == {"龘"}
