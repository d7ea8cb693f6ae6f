"""The ``xiangqi-gui`` program: ``xiangqi-gui [FILE] [--demo-board [SCREEN]]``.

Opens the main window with the start position. Opening record files and the
demo board are still being written: a FILE or ``--demo-board`` given now is
accepted and acknowledged in the status bar, never an error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from xiangqi_gui.ui.fonts import FontLoadError, load_bundled_font
from xiangqi_gui.ui.main_window import MainWindow


def build_parser() -> argparse.ArgumentParser:
    """Argument parser of ``xiangqi-gui``."""
    parser = argparse.ArgumentParser(prog="xiangqi-gui", description="Xiangqi board and clock")
    parser.add_argument("file", nargs="?", metavar="FILE", help="record file to open")
    parser.add_argument(
        "--demo-board",
        nargs="?",
        const=-1,
        type=int,
        metavar="SCREEN",
        help="also open the audience's demo board (on screen number SCREEN)",
    )
    return parser


def pending_notes(args: argparse.Namespace) -> list[str]:
    """Status-bar sentences for the requested features that are not available yet."""
    notes: list[str] = []
    if args.file:
        path = Path(args.file)
        if not path.exists():
            notes.append(f"File not found: {path}")
        else:
            notes.append(f"Opening records is coming soon; {path.name} was not loaded.")
    if args.demo_board is not None:
        notes.append("The demo board is coming soon; it was not opened.")
    return notes


def create_window(args: argparse.Namespace) -> MainWindow:
    """Build the main window for parsed ``args`` (needs a QApplication)."""
    notes: list[str] = []
    try:
        load_bundled_font()
    except FontLoadError as exc:
        notes.append(f"Piece font not loaded ({exc}); pieces use a system font.")
    window = MainWindow()
    notes += pending_notes(args)
    if notes:
        window.show_message(" ".join(notes), 0)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``xiangqi-gui`` gui script; returns the Qt event loop's exit status."""
    raw = list(sys.argv if argv is None else [sys.argv[0], *argv])
    app = QApplication.instance() or QApplication(raw)
    args = build_parser().parse_args(QApplication.arguments()[1:] if argv is None else argv)
    window = create_window(args)
    window.show()
    status: int = app.exec()
    return status


if __name__ == "__main__":
    sys.exit(main())
