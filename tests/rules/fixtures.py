"""Published perft figures (docs/references.md §6) and corpus FEN loading."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import CORPUS

# (FEN, [d1, d2, d3, d4]) — docs/references.md §6 (folium, lc0's xiangqi move-generation tests,
# Fairy-Stockfish tests/perft.sh).
PERFT = [
    ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
     [44, 1920, 79666, 3290240]),
    ("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
     [38, 1128, 43929, 1339047]),
    ("r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
     [58, 1651, 90744, 2605437]),
    ("1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
     [7, 281, 8620, 326201]),
    ("5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1", [25, 424, 9850, 202884]),
    ("CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1", [28, 516, 14808, 395483]),
    ("R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1", [21, 364, 7626, 162837]),
    ("C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w - - 0 1", [28, 222, 6241, 64971]),
    ("4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1", [23, 345, 8124, 149272]),
    ("2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", [21, 195, 3883, 48060]),
    ("1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
     [30, 830, 22787, 649866]),
    ("CnN1k1b2/c3a4/4ba3/9/2nr5/9/9/4C4/4A4/4KA3 w - - 0 1", [19, 583, 11714, 376467]),
    ("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
     [49, 2265, 100326, 4485547]),
    ("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", [13, 272, 3707, 92741]),
]

_FEN = re.compile(r"(?:[rnbakcpheRNBAKCPHE1-9]{1,9}/){9}[rnbakcpheRNBAKCPHE1-9]{1,9} [wrb]\b")

# FEN-list files of the corpus (puzzles and endgames, walker8088-cchess).
FEN_LIST_GLOBS = [f"walker8088-cchess/**/*.{ext}" for ext in ("epd", "eglib", "csv", "txt")]


def corpus_fens() -> list[str]:
    """Every FEN found in the corpus FEN lists, in file order (empty when the corpus is absent)."""
    fens: list[str] = []
    for pattern in FEN_LIST_GLOBS:
        for path in sorted(Path(CORPUS).glob(pattern)):
            data = path.read_bytes()
            try:
                text = data.decode("utf-8-sig")
            except UnicodeDecodeError:
                text = data.decode("gb18030")
            fens.extend(match.group(0) for match in _FEN.finditer(text))
    return fens
