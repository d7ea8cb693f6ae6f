"""Write the sample records the program ships (``resources/samples/``) and the small test
fixtures (``tests/fixtures/records/``): games this project composes and writes with its
own writers, so a fresh clone and an installed copy have records to open without the
large third-party corpus.

Usage (from the repository root)::

    python packaging/make_samples.py [--check]

``--check`` writes nothing and exits 1 when a file on disk differs from what the writers
produce now (a test runs it, so the samples follow the writers).

The records:

* ``opening`` — a 中炮对屏风马 opening of 23 plies (our own composition), with a
  variation at ply 2 (顺炮, 炮8平5) and comments; Black resigns (1-0). Written as PGN in
  Chinese notation, as XQF 1.0, and as DhtmlXQ (main line only; DhtmlXQ is hand-encoded
  here from its documented layout: ``x1y1x2y2`` per move, x 0-8 from Red's left, y 0-9
  from Black's side).
* ``endgame`` — a one-move mate (车 and 兵 against a lone 将): PGN with a FEN tag.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xiangqi_gui.formats import write_pgn, write_xqf  # noqa: E402
from xiangqi_gui.game.record import GameRecord  # noqa: E402
from xiangqi_gui.rules import Move, Position  # noqa: E402

SAMPLES = ROOT / "resources" / "samples"

OPENING = ("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 c6c5 b0c2 b7a7 h0h6 a9b9 "  # noqa: SIM905
           "b2a2 h7i7 h6g6 i7i8 a0b0 b9b5 g3g4 c5c4 c2d4 a7a8 d4e6").split()
#: ply (1-based) where the variation replaces the main line's move, and its moves
VARIATION_PLY = 2
VARIATION = "h7e7 h0g2 h9g7".split()  # noqa: SIM905
ENDGAME_FEN = "3k5/8R/3P5/9/9/9/9/9/9/4K4 w - - 0 1"
ENDGAME = ["i8i9"]

HEADERS = {
    "Event": "xiangqi_gui sample",
    "Site": "xiangqi_gui",
    "Date": "2026.11.30",
    "Round": "1",
    "Red": "红方样例",
    "Black": "黑方样例",
}


def _checked_line(start: Position, iccs: list[str]) -> list[Move]:
    pos = start.copy()
    moves = []
    for text in iccs:
        move = Move.from_iccs(text)
        if not pos.is_legal(move):
            raise ValueError(f"sample move {text} is illegal in {pos.fen()}")
        pos.push(move)
        moves.append(move)
    return moves


def opening_record() -> GameRecord:
    """The opening sample: main line, one variation at ply 2, comments, Black resigns."""
    record = GameRecord(headers=dict(HEADERS, Opening="中炮对屏风马"), result="1-0")
    start = record.start_position()
    record.root.comment = "xiangqi_gui 样例对局 (sample game)"
    last = record.add_mainline(_checked_line(start, OPENING))
    last.comment = "黑方认输 (Black resigns)"
    branch_at = record.mainline_nodes()[VARIATION_PLY - 2]
    before = start.copy()
    for move in record.mainline_moves()[:VARIATION_PLY - 1]:
        before.push(move)
    node = branch_at
    for i, move in enumerate(_checked_line(before, VARIATION)):
        node = node.add_child(move)
        if i == 0:
            node.starting_comment = "顺炮"
    return record


def endgame_record() -> GameRecord:
    """The endgame sample: Red mates in one (车一进一)."""
    record = GameRecord(headers=dict(HEADERS, Event="xiangqi_gui sample endgame"),
                        start_fen=ENDGAME_FEN, result="1-0")
    moves = _checked_line(record.start_position(), ENDGAME)
    record.add_mainline(moves)
    if not record.final_position().is_checkmate():
        raise ValueError("the endgame sample must end in checkmate")
    return record


def dhtmlxq_text(record: GameRecord) -> str:
    """``record``'s headers and main line as one DhtmlXQ block (start position only)."""
    def xy(square: int) -> str:
        return f"{square % 9}{9 - square // 9}"

    moves = "".join(xy(m.from_square) + xy(m.to_square) for m in record.mainline_moves())
    h = record.headers
    tags = [("title", f"{h['Red']} - {h['Black']}"), ("event", h["Event"]),
            ("date", h["Date"]), ("place", h["Site"]), ("round", h["Round"]),
            ("red", h["Red"]), ("black", h["Black"]), ("open", h.get("Opening", "")),
            ("result", record.result), ("movelist", moves)]
    body = "".join(f"[DhtmlXQ_{name}]{value}[/DhtmlXQ_{name}]\n" for name, value in tags)
    return f"[DhtmlXQ]\n{body}[/DhtmlXQ]\n"


def outputs() -> dict[Path, bytes]:
    """Every file this script writes, by path."""
    opening, endgame = opening_record(), endgame_record()
    return {
        SAMPLES / "opening.pgn": write_pgn(opening).encode("utf-8"),
        SAMPLES / "opening.xqf": write_xqf(opening),
        SAMPLES / "opening.dhtmlxq.txt": dhtmlxq_text(opening).encode("utf-8"),
        SAMPLES / "endgame.pgn": write_pgn(endgame).encode("utf-8"),
    }


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the samples; print one line per file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the files on disk instead of writing")
    args = parser.parse_args(argv)
    stale = 0
    for path, data in outputs().items():
        if args.check:
            same = path.is_file() and path.read_bytes() == data
            stale += not same
            print(f"{'ok   ' if same else 'STALE'} {path.relative_to(ROOT)}")
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
