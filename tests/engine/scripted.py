"""A scripted UCI engine for output no real engine produces on purpose (illegal moves,
early exit), or a UCCI-only one playing a known line. It is written to ``tmp_path`` as an
executable Python script."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

_TEMPLATE = '''#!{python}
import sys
EXIT_AT_START = {exit_at_start!r}
BESTMOVES = {bestmoves!r}
PROTOCOL = {protocol!r}
LINE = {line!r}
ply = 0
if EXIT_AT_START is not None:
    sys.exit(EXIT_AT_START)
for line in sys.stdin:
    words = line.split()
    word = words[0] if words else ""
    if word == PROTOCOL:
        print("id name Scripted Illegal", flush=True)
        print(PROTOCOL + "ok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "position":
        ply = len(words) - words.index("moves") - 1 if "moves" in words else 0
    elif word == "go":
        move = LINE[ply] if LINE is not None else BESTMOVES.pop(0)
        print("info depth 1 score cp 5 pv " + move, flush=True)
        print("bestmove " + move, flush=True)
    elif word == "quit":
        break
'''


def scripted_engine(folder: Path, bestmoves: list[str], exit_at_start: int | None = None,
                    protocol: str = "uci", *, line: list[str] | None = None) -> Path:
    """Write the script; it answers each ``go`` with the next of ``bestmoves`` (raw text),
    or with ``line``'s move at the ply of the last ``position`` (``line[n]`` after ``n``
    moves: the same answers in a new process, as after a resume). ``protocol``: the
    handshake it answers, ``"uci"`` or ``"ucci"`` (silent to the other)."""
    path = folder / "scripted-engine"
    path.write_text(_TEMPLATE.format(python=sys.executable, bestmoves=list(bestmoves),
                                     exit_at_start=exit_at_start, protocol=protocol,
                                     line=None if line is None else list(line)))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path
