"""No □ anywhere (issue 11): the bundled fonts hold every character the program can show.

Glyph checks read the font files themselves (fontTools cmap), so an installed CJK font can
never mask a gap; a subprocess with a fontconfig that knows only DejaVu checks what Qt
resolves (``QFontMetrics.inFontUcs4`` on the application font and its fallbacks).
"""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from tests.conftest import REPO, SHARED
from xiangqi_gui.ui.fonts import FONT_FILE, UI_FONT_FAMILY, UI_FONT_FILE

FONTS = REPO / "resources" / "fonts"
TS_TEXT = re.compile(r"<(?:source|translation|numerusform)[^>]*>(.*?)</", re.S)
CORPUS = SHARED / "corpus"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


@cache
def bundled_cmap() -> frozenset[int]:
    """Code points of the two bundled faces together."""
    points: set[int] = set()
    for name in (FONT_FILE, UI_FONT_FILE):
        font = TTFont(str(FONTS / name))
        points.update(font.getBestCmap())
    return frozenset(points)


def translation_characters() -> set[str]:
    chars: set[str] = set()
    for ts in (REPO / "resources" / "translations").glob("*.ts"):
        for text in TS_TEXT.findall(ts.read_text(encoding="utf-8")):
            chars.update(html.unescape(text))
    return {c for c in chars if c.isprintable() and not c.isspace()}


def _missing(chars: set[str]) -> list[str]:
    cmap = bundled_cmap()
    return sorted(c for c in chars if ord(c) not in cmap)


def test_fonts_are_licensed_and_small_enough_for_the_wheel() -> None:
    sizes = {name: (FONTS / name).stat().st_size for name in (FONT_FILE, UI_FONT_FILE)}
    assert sum(sizes.values()) <= 12_000_000, sizes
    assert sizes[UI_FONT_FILE] > 1_000_000  # really a CJK UI face, not a token subset
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONTS / "OFL.txt").read_text(encoding="utf-8")
    names = TTFont(str(FONTS / UI_FONT_FILE))["name"]
    assert names.getDebugName(1) == UI_FONT_FAMILY


def test_every_translation_character_has_a_glyph() -> None:
    chars = translation_characters()
    assert len(chars) > 500  # four languages: Latin, Vietnamese letters, hanzi
    assert {"红", "紅", "将", "將", "ế", "ư", "ớ", "读", "讀"} <= chars
    assert _missing(chars) == []


def test_gb2312_big5_common_and_cjk_punctuation_have_glyphs() -> None:
    gb2312 = set()
    for row in range(0xB0, 0xF8):
        for col in range(0xA1, 0xFF):
            try:
                gb2312.add(bytes((row, col)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    big5 = set()
    for code in range(0xA440, 0xC67F):
        if (code & 0xFF) in range(0x40, 0x7F) or (code & 0xFF) in range(0xA1, 0xFF):
            try:
                big5.add(code.to_bytes(2, "big").decode("big5"))
            except UnicodeDecodeError:
                continue
    assert (len(gb2312), len(big5)) == (6763, 5401)  # the published counts
    punctuation = set("，。、；：？！“”‘’（）《》〈〉【】「」『』…—·〇　") | {
        chr(c) for c in range(0xFF01, 0xFF5F)}
    assert _missing(gb2312 | big5 | punctuation) == []


@pytest.mark.slow
@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is absent")
def test_every_corpus_header_and_comment_character_has_a_glyph() -> None:
    from xiangqi_gui.formats import RecordError, load_file

    chars: set[str] = set()
    games = 0
    for path in sorted(p for p in CORPUS.rglob("*") if p.is_file()):
        if path.suffix.lower() in (".md", ".tsv", ".py", ".json"):
            continue
        try:
            loaded = load_file(path)
        except (RecordError, OSError, ValueError):
            continue
        for game in loaded.games:
            games += 1
            record = game.record
            for key, value in record.headers.items():
                chars.update(key + value)
            stack = [record.root]
            while stack:
                node = stack.pop()
                chars.update(node.comment + node.starting_comment)
                stack.extend(node.children)
    # U+FFFD stands for bytes a record's encoding could not decode: not a character of it
    chars = {c for c in chars if c.isprintable() and not c.isspace() and c != "\ufffd"}
    assert games > 1000 and len(chars) > 1500
    assert _missing(chars) == []


_ONLY_DEJAVU = """
import sys
from PySide6.QtGui import QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication
app = QApplication([])
system = sorted(QFontDatabase.families())
from xiangqi_gui.ui.fonts import install_ui_fonts
families = install_ui_fonts()
font = QApplication.font()
text = sys.stdin.read()
missing = []
for ch in sorted(set(text)):
    found = any(QFontMetrics(QFontDatabase.font(f, "", 12)).inFontUcs4(ord(ch))
                for f in font.families())
    if not found:
        missing.append(ch)
print(system, families, "".join(missing), sep="|")
"""


@pytest.mark.skipif(not DEJAVU.is_dir(), reason="DejaVu fonts are not installed")
def test_qt_finds_every_translation_character_with_only_dejavu_installed(
        tmp_path: Path) -> None:
    conf = tmp_path / "fonts.conf"
    conf.write_text(f"<?xml version='1.0'?><fontconfig><dir>{DEJAVU}</dir>"
                    f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>", encoding="utf-8")
    env = dict(os.environ, FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    text = "".join(sorted(translation_characters()))
    result = subprocess.run([sys.executable, "-c", _ONLY_DEJAVU], input=text, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    system, families, missing = result.stdout.strip().splitlines()[-1].split("|")
    assert "CJK" not in system and "DejaVu" in system  # only DejaVu is installed
    assert UI_FONT_FAMILY in families
    assert missing == ""
