"""A scripted UCI engine for output no real engine produces on purpose (illegal moves,
early exit). It is written to ``tmp_path`` as an executable Python script."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

_TEMPLATE = '''#!{python}
import sys
EXIT_AT_START = {exit_at_start!r}
BESTMOVES = {bestmoves!r}
PROTOCOL = {protocol!r}
if EXIT_AT_START is not None:
    sys.exit(EXIT_AT_START)
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == PROTOCOL:
        print("id name Scripted Illegal", flush=True)
        print(PROTOCOL + "ok", flush=True)
    elif word == "isready":
        print("readyok", flush=True)
    elif word == "go":
        print("info depth 1 score cp 5 pv " + BESTMOVES[0], flush=True)
        print("bestmove " + BESTMOVES.pop(0), flush=True)
    elif word == "quit":
        break
'''


def scripted_engine(folder: Path, bestmoves: list[str], exit_at_start: int | None = None,
                    protocol: str = "uci") -> Path:
    """Write the script; it answers each ``go`` with the next of ``bestmoves`` (raw text).
    ``protocol``: the handshake it answers, ``"uci"`` or ``"ucci"`` (silent to the other)."""
    path = folder / "scripted-engine"
    path.write_text(_TEMPLATE.format(python=sys.executable, bestmoves=list(bestmoves),
                                     exit_at_start=exit_at_start, protocol=protocol))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path
