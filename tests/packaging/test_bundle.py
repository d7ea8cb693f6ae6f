"""The built Linux installer starts on a display and opens a record (issue 17).

Needs the installer that ``packaging/build_linux.sh`` writes to ``dist/`` (CI builds it
before the tests; elsewhere these tests skip with that reason), ``xvfb-run`` and
``xwininfo`` (Debian: xvfb, xauth, x11-utils). Everything runs from a temporary folder
outside the checkout with a fresh, empty HOME.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.conftest import REPO
from xiangqi_gui.resources import resource_path

DIST = Path(os.environ.get("XIANGQI_DIST", REPO / "dist"))
MAX_BYTES = 130_000_000

#: started under xvfb-run: the program in the background, then wait until its log says the
#: record was opened and its main window is mapped, and list the windows; the program is
#: then closed.
SCRIPT = r"""
"$1" "$2" > "$3/app.out" 2>&1 &
pid=$!
log="$HOME/.local/share/xiangqi_gui/xiangqi_gui.log"
for i in $(seq 1 120); do
    if grep -q "opened" "$log" 2>/dev/null && xwininfo -root -tree | grep -q '"xiangqi-gui"'
    then break; fi
    if ! kill -0 "$pid" 2>/dev/null; then echo "program exited early"; exit 3; fi
    sleep 0.5
done
xwininfo -root -tree
kill -0 "$pid" || exit 4
kill "$pid"; wait "$pid" 2>/dev/null
exit 0
"""


def _installer() -> Path:
    found = sorted(DIST.glob("xiangqi-gui-*-linux-*.tar.gz")) + sorted(
        DIST.glob("xiangqi-gui-*.AppImage"))
    if not found:
        pytest.skip(f"no installer in {DIST}: run packaging/build_linux.sh first")
    return found[-1]


def _unpacked(tmp: Path) -> Path:
    installer = _installer()
    if installer.suffix == ".AppImage":
        target = tmp / installer.name
        shutil.copy2(installer, target)
        target.chmod(0o755)
        return target
    with tarfile.open(installer) as archive:
        archive.extractall(tmp / "app", filter="tar")
    return tmp / "app" / "xiangqi-gui" / "xiangqi-gui"


def _fresh_env(home: Path, **extra: str) -> dict[str, str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           "LANG": "C.UTF-8"}
    env.update(extra)
    return env


@pytest.mark.slow
def test_installer_is_at_most_130_mb_and_self_tests(tmp_path: Path) -> None:
    program = _unpacked(tmp_path)
    if program.suffix != ".AppImage":
        size = sum(p.stat().st_size for p in program.parent.rglob("*")
                   if p.is_file() and not p.is_symlink())
        assert size <= MAX_BYTES, f"{size} bytes unpacked"
    home = tmp_path / "home"
    home.mkdir()
    done = subprocess.run([str(program), "--self-test"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300,
                          env=_fresh_env(home, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "frozen bundle" in done.stdout
    assert "FAIL" not in done.stdout


@pytest.mark.slow
def test_installer_opens_a_record_under_xvfb(tmp_path: Path) -> None:
    for tool in ("xvfb-run", "xwininfo"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} not installed (apt-get install xvfb xauth x11-utils)")
    program = _unpacked(tmp_path)
    record = tmp_path / "opening.xqf"
    shutil.copy2(resource_path("samples", "opening.xqf"), record)
    home = tmp_path / "home"
    home.mkdir()
    script = tmp_path / "run.sh"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "sh", str(script), str(program),
         str(record), str(tmp_path), record.name],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env=_fresh_env(home, APPIMAGE_EXTRACT_AND_RUN="1"))
    log = (tmp_path / "app.out").read_text(encoding="utf-8", errors="replace")
    assert done.returncode == 0, done.stdout + done.stderr + log
    windows = [line for line in done.stdout.splitlines() if '"xiangqi-gui"' in line]
    assert any("x" in line.split(")")[-1] for line in windows), done.stdout  # a mapped window
    data = home / ".local" / "share" / "xiangqi_gui"
    program_log = (data / "xiangqi_gui.log").read_text(encoding="utf-8")
    assert f"record {record} opened" in program_log, program_log + log
    assert "Traceback" not in log + program_log
