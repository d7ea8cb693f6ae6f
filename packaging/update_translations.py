"""Refresh the translation sources and compile them: ``resources/translations/*.ts`` → ``.qm``.

Runs Qt's own tools from PySide6-Essentials (``pyside6-lupdate``, ``pyside6-lrelease``, found
beside the running Python):

1. ``pyside6-lupdate`` scans :data:`source_files` (every module of ``xiangqi_gui/ui`` and
   ``xiangqi_gui/app``, and any other module calling ``tr``/``translate``/``QT_TRANSLATE_NOOP``)
   and adds new strings to each ``xiangqi_gui_<language>.ts`` as unfinished; strings no
   longer in the code are dropped (``-no-obsolete``); no line numbers are kept
   (``-locations none``), so moving code does not change the files.
2. ``pyside6-lrelease`` compiles each ``.ts`` to the ``.qm`` the program loads, and the
   hand-kept ``qtbase_vi.ts`` (Qt's standard buttons and file dialog in Vietnamese; Qt ships
   none) and ``qtbase_extra_zh_*.ts`` (file-dialog labels Qt 6 renamed, which Qt's own
   Chinese catalogues miss).

Translators edit the ``.ts`` files (Qt Linguist, ``pyside6-linguist``); the ``.qm`` files are
committed, and ``tests/ui/test_translations.py`` fails when either is out of date.

Usage (repository root)::

    python packaging/update_translations.py [--check]

``--check`` only reports (exit status 1) whether the committed files are current.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TS_DIR = REPO / "resources" / "translations"
LANGUAGES = ("zh_Hans", "zh_Hant", "en", "vi")
#: Hand-kept translations of Qt's own strings Qt ships none of (compiled, never lupdated).
QT_EXTRA = ("qtbase_vi", "qtbase_extra_zh_Hans", "qtbase_extra_zh_Hant")
_MARKERS = re.compile(r"\b(tr|translate|QT_TRANSLATE_NOOP|QT_TR_NOOP)\(")


def tool(name: str) -> str:
    """Path of a PySide6 tool (``pyside6-lupdate``…): beside ``sys.executable``, else on PATH.

    Raises ``FileNotFoundError`` when neither has it.
    """
    here = Path(sys.executable).parent / name
    if here.is_file():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (it ships with PySide6-Essentials)")
    return found


def source_files(repo: Path = REPO) -> list[Path]:
    """The modules lupdate scans, sorted: ui/, app/ and any module with a translation call."""
    package = repo / "xiangqi_gui"
    files = set((package / "ui").glob("*.py")) | set((package / "app").glob("*.py"))
    for path in package.rglob("*.py"):
        if _MARKERS.search(path.read_text(encoding="utf-8")):
            files.add(path)
    return sorted(files)


def ts_path(language: str, folder: Path = TS_DIR) -> Path:
    """``folder/xiangqi_gui_<language>.ts``."""
    return folder / f"xiangqi_gui_{language}.ts"


def run_lupdate(ts_files: list[Path], repo: Path = REPO) -> None:
    """Update ``ts_files`` from the sources (raises ``CalledProcessError`` on failure)."""
    files = [str(p.relative_to(repo)) for p in source_files(repo)]
    for ts in ts_files:
        language = ts.stem.removeprefix("xiangqi_gui_")
        subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                        "-target-language", language, *files, "-ts", str(ts)],
                       cwd=repo, check=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile ``ts`` to ``qm`` (raises ``CalledProcessError`` on failure)."""
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def check(repo: Path = REPO) -> list[str]:
    """Names of the committed ``.ts``/``.qm`` files that differ from a fresh run (empty:
    current)."""
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in LANGUAGES:
            committed = ts_path(language, repo / "resources" / "translations")
            fresh = Path(tmp) / committed.name
            shutil.copy(committed, fresh)
            run_lupdate([fresh], repo)
            if not filecmp.cmp(committed, fresh, shallow=False):
                stale.append(committed.name)
            qm = Path(tmp) / (committed.stem + ".qm")
            run_lrelease(committed, qm)
            if not filecmp.cmp(committed.with_suffix(".qm"), qm, shallow=False):
                stale.append(qm.name)
        for name in QT_EXTRA:
            ts = repo / "resources" / "translations" / f"{name}.ts"
            qm = Path(tmp) / f"{name}.qm"
            run_lrelease(ts, qm)
            if not filecmp.cmp(ts.with_suffix(".qm"), qm, shallow=False):
                stale.append(qm.name)
    return stale


def main(argv: list[str] | None = None) -> int:
    """Command-line entry (see the module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        stale = check()
        for name in stale:
            print(f"out of date: {name}")
        return 1 if stale else 0
    TS_DIR.mkdir(parents=True, exist_ok=True)
    ts_files = [ts_path(language) for language in LANGUAGES]
    run_lupdate(ts_files)
    for name in QT_EXTRA:
        run_lrelease(TS_DIR / f"{name}.ts", TS_DIR / f"{name}.qm")
    for ts in ts_files:
        run_lrelease(ts, ts.with_suffix(".qm"))
        unfinished = ts.read_text(encoding="utf-8").count('type="unfinished"')
        print(f"{ts.name}: {unfinished} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
