"""Hostile-input generators shared by the fuzz tests (through hypothesis) and
``benchmarks/fuzz.py`` (through a seeded :class:`random.Random`).

Every generator takes a ``random.Random`` and returns ``(bytes, file name)``: the name's
suffix picks the reader in :func:`xiangqi_gui.formats.load_bytes`. The documents mix
well-formed pieces (tags, numbers, moves in all notations, comments, variations, results)
with the shapes that broke readers before (issue 12): unclosed ``[name "`` and ``{``,
digits other than ASCII (``²``, ``١``), numbers of thousands of digits, Unicode letters
that fold to ASCII (``İ``), deep nesting, NUL bytes and lone surrogates' bytes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

ODD_DIGITS = ["²", "³", "¹", "١", "٣", "５", "〇", "Ⅳ", "0" * 50, "9" * 5000]
MOVES = ["h2e2", "H2-E2", "b9c7", "h7e7", "炮二平五", "马８进７", "马8进7", "车一平二", "炮25",
         "C2=5", "H8+7", "R+=4", "15+1", "Che2", "Hc7", "ixi5", "İ0i1", "e2", "兵五进一",
         "前炮退二", "炮二平五!?", "1.炮二平五", "", "--", "null"]
WORDS = ["1-0", "0-1", "1/2-1/2", "*", "红胜", "和棋", "$1", "$99999999999999999999", "1.",
         "2...", "…", "(", ")", "{", "}", "[", "]", ";", "\\", '"', "\n", " ", "\t", "\x00",
         "\ufeff", "\r"]
TAGS = ["Event", "Site", "Date", "Red", "Black", "Result", "FEN", "Format", "Game", "Opening"]
FENS = ["rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 ²", "²/9/9/9/9/9/9/9/9/9 w",
        "4k4/9/9/9/9/9/9/9/9/4K4 b", "3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 " + "9" * 5000,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - -1 0",
        "9/9/9/9/9/9/9/9/9/9 w", "rnbakabnr/9/1c5c1 w", "k8/9/9/9/9/9/9/9/9/8K x - - 0 1",
        "1" * 90 + "/9/9/9/9/9/9/9/9/9 w"]


def _pick(rng: random.Random, items: list[str]) -> str:
    return items[rng.randrange(len(items))]


def _noise(rng: random.Random, size: int) -> str:
    """Random characters from printable ASCII, CJK, odd digits and controls."""
    pools = ["abcdefghi0123456789 ./-=+", "炮马车兵卒将帅仕士相象进退平前后中一二三四五六七八九",
             "".join(ODD_DIGITS[:8]), "\x00\x01\x1b\u2028\u0332\u0305İı"]
    return "".join(rng.choice(rng.choice(pools)) for _ in range(size))


def move_text(rng: random.Random) -> str:
    """One move token: a real one, an odd one, a spliced one or noise."""
    roll = rng.random()
    if roll < 0.5:
        return _pick(rng, MOVES)
    if roll < 0.7:
        text = _pick(rng, MOVES)
        cut = rng.randrange(len(text) + 1)
        return text[:cut] + _pick(rng, ODD_DIGITS[:8] + ["İ", "ı", "K", "\u0332"]) + text[cut:]
    if roll < 0.95:
        return _noise(rng, rng.randrange(1, 8))
    return _noise(rng, rng.randrange(40, 200))


def fen_text(rng: random.Random) -> str:
    """A FEN: a real or broken one, possibly with a mutated field."""
    fen = _pick(rng, FENS)
    if rng.random() < 0.5:
        fields = fen.split(" ")
        index = rng.randrange(len(fields))
        fields[index] = _pick(rng, ODD_DIGITS + [_noise(rng, rng.randrange(1, 12))])
        fen = " ".join(fields)
    return fen


def header_value(rng: random.Random) -> str:
    """A header value with quotes, backslashes, odd digits, or a long run."""
    parts = ['C:\\games', '"', "\\", "\\\\", '\\"', "]", "中文", "²", " ", "\n", "a"]
    value = "".join(_pick(rng, parts) for _ in range(rng.randrange(0, 8)))
    if rng.random() < 0.02:
        value += "x" * rng.randrange(1000, 20000)
    return value


def pgn_document(rng: random.Random) -> tuple[bytes, str]:
    """A PGN document of 0-3 games built from tags, numbers, moves and PGN syntax."""
    out: list[str] = []
    for _ in range(rng.randrange(0, 4)):
        for _ in range(rng.randrange(0, 5)):
            tag = _pick(rng, TAGS)
            value = fen_text(rng) if tag == "FEN" else header_value(rng)
            close = '"]' if rng.random() < 0.9 else ""
            out.append(f'[{tag} "{value}{close}\n')
        for ply in range(rng.randrange(0, 30)):
            roll = rng.random()
            if roll < 0.15:
                number = _pick(rng, ["1", "12", "9" * 5000, "²", "١", str(ply)])
                out.append(f"{number}.")
            if roll < 0.75:
                out.append(move_text(rng))
            elif roll < 0.85:
                clock = _pick(rng, ["0:05:00", "9" * 400 + ":0:0", "9" * 5000 + ":0:0",
                                    "1:2:3.4567", "²:00:00", "1:99:99.9999999999999"])
                out.append(f"{{[%clk {clock}] c}}")
            else:
                out.append(_pick(rng, WORDS))
        out.append(_pick(rng, ["1-0", "0-1", "*", "", "和棋"]))
    return " ".join(out).encode("utf-8"), "gen.pgn"


def dhtmlxq_document(rng: random.Random) -> tuple[bytes, str]:
    """A DhtmlXQ block: binit, movelist, branches (often chained), comments."""
    parts = ["[DhtmlXQ]"]
    if rng.random() < 0.5:
        binit = "".join(rng.choice("0123456789") for _ in range(64))
        if rng.random() < 0.3:
            cut = rng.randrange(64)
            binit = binit[:cut] + _pick(rng, ODD_DIGITS[:8]) + binit[cut + 1:]
        parts.append(f"[DhtmlXQ_binit]{binit}[/DhtmlXQ_binit]")
    moves = ["7747", "7242", "19x9", "2²22", "0919", "8979", "7062"]
    movelist = "".join(_pick(rng, moves) for _ in range(rng.randrange(0, 10)))
    parts.append(f"[DhtmlXQ_movelist]{movelist}[/DhtmlXQ_movelist]")
    for ident in range(1, rng.randrange(1, 12)):
        parent = rng.randrange(0, ident + 1)
        ply = _pick(rng, [str(rng.randrange(0, 12)), "9" * 5000, "²"])
        value = "".join(_pick(rng, moves) for _ in range(rng.randrange(0, 4)))
        parts.append(f"[DhtmlXQ_move_{parent}_{ply}_{ident}]{value}[/DhtmlXQ_move_]")
        if rng.random() < 0.5:
            parts.append(f"[DhtmlXQ_comment{ident}_{rng.randrange(0, 12)}]c||d"
                         "[/DhtmlXQ_comment]")
    for _ in range(rng.randrange(0, 3)):
        parts.append(_pick(rng, ["[DhtmlXQ_title]", "[/DhtmlXQ", "[DhtmlXQ_result]红胜",
                                 f"[DhtmlXQ_red]{header_value(rng)}[/DhtmlXQ_red]"]))
    if rng.random() < 0.8:
        parts.append("[/DhtmlXQ]")
    return "".join(parts).encode("utf-8"), "gen.txt"


def xqf_document(rng: random.Random) -> tuple[bytes, str]:
    """An XQF file from the writer with hostile header strings, then bytes mutated."""
    from xiangqi_gui.formats.xqf_writer import write_xqf
    from xiangqi_gui.game import GameRecord

    record = GameRecord()
    for tag in ("Event", "Red", "Black", "Site", "Date", "Title"):
        record.headers[tag] = header_value(rng)
    data = bytearray(write_xqf(record))
    for _ in range(rng.randrange(0, 6)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data), "gen.xqf"


def list_document(rng: random.Random) -> tuple[bytes, str]:
    """A FEN list, a Kaggle CSV or an XQStudio text export with odd numbers."""
    kind = rng.randrange(3)
    if kind == 0:
        lines = [f"p{i},{fen_text(rng)},{move_text(rng)} {move_text(rng)}"
                 for i in range(rng.randrange(1, 6))]
        return "\n".join(lines).encode("utf-8"), "gen.epd"
    if kind == 1:
        rows = ["gameID,turn,side,move"]
        for _ in range(rng.randrange(1, 10)):
            turn = _pick(rng, ["1", "2", "²", "9" * 5000, "", "-1"])
            rows.append(f"{rng.randrange(3)},{turn},{_pick(rng, ['red', 'black'])},"
                        f"{_pick(rng, ['C2.5', 'H8+7', 'R1.2', move_text(rng)])}")
        return "\n".join(rows).encode("utf-8"), "gen.csv"
    head = _pick(rng, ["甲  红先胜  乙", " " * rng.randrange(0, 3000) + "x", "红先和"])
    body = "\n".join(f"{_pick(rng, ['1', '²', '9' * 5000])}. {move_text(rng)} {move_text(rng)}"
                     for _ in range(rng.randrange(1, 5)))
    return f"event\n{head}\n{body}\n".encode(), "gen.txt"


GENERATORS: dict[str, Callable[[random.Random], tuple[bytes, str]]] = {
    "pgn": pgn_document,
    "dhtmlxq": dhtmlxq_document,
    "xqf": xqf_document,
    "list": list_document,
}


def mutate(rng: random.Random, data: bytes) -> bytes:
    """Byte-level mutation of a real file: flips, insertions of syntax, cuts, repeats."""
    blob = bytearray(data)
    for _ in range(rng.randrange(1, 6)):
        roll = rng.random()
        where = rng.randrange(len(blob) + 1)
        if roll < 0.35 and blob:
            blob[min(where, len(blob) - 1)] = rng.randrange(256)
        elif roll < 0.7:
            insert = _pick(rng, ["(", ")", "{", "}", "[", '"', "\\", "²", "9" * 5000, "İ",
                                 '[A "x ', "\x00", "[DhtmlXQ_move_1_2_3]", "\n"])
            blob[where:where] = insert.encode("utf-8")
        elif roll < 0.85:
            del blob[where:where + rng.randrange(1, 64)]
        else:
            piece = bytes(blob[where:where + rng.randrange(1, 32)])
            blob[where:where] = piece * rng.randrange(2, 50)
    return bytes(blob)


def corpus_files(corpus: Path, limit_bytes: int = 400_000) -> list[Path]:
    """Record files of the corpus (by suffix), smaller than ``limit_bytes``, sorted."""
    suffixes = {".pgn", ".xqf", ".txt", ".html", ".csv", ".epd", ".eglib", ".pgn_cc",
                ".pgn_zh", ".pgn_iccs"}
    return sorted(p for p in corpus.rglob("*") if p.is_file() and p.suffix.lower() in suffixes
                  and p.stat().st_size < limit_bytes)
