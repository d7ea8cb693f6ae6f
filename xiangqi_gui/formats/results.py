"""Game result spellings: PGN tokens and the Chinese words real files use."""

from __future__ import annotations

#: Result text (PGN token, Chinese word, XQStudio/DhtmlXQ wording) -> PGN result.
RESULT_WORDS = {
    "1-0": "1-0",
    "0-1": "0-1",
    "1/2-1/2": "1/2-1/2",
    "½-½": "1/2-1/2",
    "*": "*",
    "红胜": "1-0", "紅勝": "1-0", "红先胜": "1-0", "紅先勝": "1-0", "黑负": "1-0", "黑負": "1-0",
    "红负": "0-1", "紅負": "0-1", "红先负": "0-1", "紅先負": "0-1", "黑胜": "0-1", "黑勝": "0-1",
    "和棋": "1/2-1/2", "和局": "1/2-1/2", "红先和": "1/2-1/2", "紅先和": "1/2-1/2", "和": "1/2-1/2",
    "未知": "*",
}


def normalize_result(text: str) -> str | None:
    """The PGN result for ``text`` (``"红胜"`` -> ``"1-0"``), or ``None`` if it is none."""
    return RESULT_WORDS.get(text.strip())
