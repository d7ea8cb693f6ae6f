"""Build the bundled CJK font subsets in ``resources/fonts/``.

Two faces (issue 11):

* ``XiangqiGUISerif-Bold.otf`` — the piece face, described below;
* ``XiangqiGUISans-Regular.otf`` — the UI face, a subset of Noto Sans CJK SC Regular
  (same package, ``NotoSansCJK-Regular.ttc`` face 2), family ``XiangqiGUI Sans``, holding
  GB2312's 6,763 hanzi, Big5's 5,401 common hanzi, CJK and full-width punctuation, every
  character of every translation (``resources/translations/*.ts``), every Chinese character
  of the program's source, and every character of the headers and comments of the records
  in ``../shared/corpus`` (``--corpus``; the environment's ``XIANGQI_SHARED``).

Source font: Noto Serif CJK SC Bold, version 2.001 (SIL Open Font License 1.1),
as shipped by Debian's ``fonts-noto-cjk`` package (1:20220127+repack1-1) in
``/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc`` (face index 2 = SC).

The subset holds exactly the characters the program draws with this font:
piece names (simplified and traditional), the river text, Chinese and
full-width numerals, the move-notation words, ASCII, and a few UI words.
The family is renamed to ``XiangqiGUI Serif`` so that it never collides with
an installed Noto Serif CJK (a subset is a Modified Version under the OFL; the
only Reserved Font Name of the Noto CJK fonts is "Source", which we do not use).

Usage (from the repository root, with fontTools installed)::

    python packaging/make_font_subset.py [--source PATH] [--sans-source PATH] [--face N]
        [--out PATH] [--sans-out PATH] [--corpus DIR]

The Debian package can be unpacked without installing it:
``apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb DIR`` and then
``--source DIR/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc --sans-source
DIR/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc``.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
SOURCE_FACE = 2  # 0 JP, 1 KR, 2 SC, 3 TC, 4 HK in the Debian collection
REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "resources" / "fonts" / "XiangqiGUISerif-Bold.otf"
FAMILY = "XiangqiGUI Serif"
STYLE = "Bold"
SANS_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SANS_OUT = REPO / "resources" / "fonts" / "XiangqiGUISans-Regular.otf"
SANS_FAMILY = "XiangqiGUI Sans"
SANS_STYLE = "Regular"

# Piece names: Red then Black, simplified, traditional and common variants.
PIECES = "帅仕相马车炮兵将士象卒帥傌俥砲將馬車包"
RIVER = "楚河汉界漢"
NUMERALS = "一二三四五六七八九十１２３４５６７８９０"
NOTATION = "进退平前中后進後红黑方先走胜负和紅勝負"
UI_WORDS = (
    "将军將軍长捉長困毙斃自然限着著摸子走犯规規裁判提议議认输認輸时间時間比赛賽局轮輪回合第签名簽用"
)
# Score sheet printout (ui/print_sheet.py): title, header labels, column heads, result and
# ending words (CXA art. 4.1/4.2), fouls, signature lines, page numbers.
SCORE_SHEET = (
    "中国象棋比赛记录表事次日期地点限简写备注结果终局条页共对续无开前"
    "不变作例双反取可能议超数满定三实行按钟迟到拒绝遵守则决杀死均完未禁违"
)
# Clock faces and the demo board (读秒 byo-yomi, 超时 flag, 暂停 paused, 步 moves).
CLOCK_WORDS = "读秒超时暂停步加阶段读讀"
ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
PUNCTUATION = "：，。（）·—"

CHARACTERS = "".join(
    dict.fromkeys(
        PIECES + RIVER + NUMERALS + NOTATION + UI_WORDS + SCORE_SHEET + CLOCK_WORDS + ASCII
        + PUNCTUATION
    )
)


def gb2312_hanzi() -> str:
    """The 6,763 hanzi of GB 2312 (rows 16-87, decoded with Python's ``gb2312`` codec)."""
    chars = []
    for row in range(0xB0, 0xF8):
        for col in range(0xA1, 0xFF):
            try:
                chars.append(bytes((row, col)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return "".join(chars)


def big5_common() -> str:
    """The 5,401 common hanzi of Big5 (常用字, 0xA440-0xC67E, Python's ``big5`` codec)."""
    chars = []
    for code in range(0xA440, 0xC67F):
        low = code & 0xFF
        if not (0x40 <= low <= 0x7E or 0xA1 <= low <= 0xFE):
            continue
        try:
            chars.append(code.to_bytes(2, "big").decode("big5"))
        except UnicodeDecodeError:
            continue
    return "".join(chars)


def punctuation() -> str:
    """CJK symbols and punctuation (U+3000-303F), full-width forms (U+FF01-FF5E, U+FFE0-FFE6),
    general punctuation (U+2010-2027, U+2030-205E), Latin-1 and Vietnamese letters."""
    ranges = [(0x3000, 0x3040), (0xFF01, 0xFF5F), (0xFFE0, 0xFFE7), (0x2010, 0x2028),
              (0x2030, 0x205F), (0xA0, 0x250), (0x1EA0, 0x1EFA), (0x300, 0x324)]
    return "".join(chr(c) for lo, hi in ranges for c in range(lo, hi))


def translation_characters(folder: Path = REPO / "resources" / "translations") -> str:
    """Every character of every ``<source>``/``<translation>``/``<numerusform>`` in the
    .ts files."""
    chars: set[str] = set()
    pattern = re.compile(r"<(?:source|translation|numerusform)[^>]*>(.*?)</", re.S)
    for ts in sorted(folder.glob("*.ts")):
        for text in pattern.findall(ts.read_text(encoding="utf-8")):
            chars.update(_unescape(text))
    return "".join(sorted(chars))


def _unescape(text: str) -> str:
    import html

    return html.unescape(text)


def source_characters(package: Path = REPO / "xiangqi_gui") -> str:
    """Every non-ASCII character in the program's Python sources (strings and comments)."""
    chars: set[str] = set()
    for path in package.rglob("*.py"):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7F)
    return "".join(sorted(chars))


def corpus_characters(corpus: Path) -> str:
    """Every character of the headers and comments of every game in ``corpus`` (all files
    our loader reads; a file that fails to load contributes nothing)."""
    sys.path.insert(0, str(REPO))
    from xiangqi_gui.formats import RecordError, load_file

    chars: set[str] = set()
    for path in sorted(p for p in corpus.rglob("*") if p.is_file()):
        if path.suffix.lower() in (".md", ".tsv", ".py", ".json"):
            continue
        try:
            loaded = load_file(path)
        except (RecordError, OSError, ValueError):
            continue
        for game in loaded.games:
            record = game.record
            for key, value in record.headers.items():
                chars.update(key)
                chars.update(value)
            stack = [record.root]
            while stack:
                node = stack.pop()
                chars.update(node.comment)
                chars.update(node.starting_comment)
                stack.extend(node.children)
    # U+FFFD marks bytes the record's encoding could not decode (no character of the record)
    return "".join(sorted(c for c in chars if c.isprintable() and c != "\ufffd"))


def sans_characters(corpus: Path | None) -> str:
    """The characters of the UI face (see the module docstring)."""
    parts = [ASCII, gb2312_hanzi(), big5_common(), punctuation(), CHARACTERS,
             translation_characters(), source_characters()]
    if corpus is not None and corpus.is_dir():
        parts.append(corpus_characters(corpus))
    return "".join(dict.fromkeys("".join(parts)))


def rename(font: TTFont, family: str, style: str) -> None:
    """Set the name-table family/full/PostScript names of ``font`` (Windows and Mac records)."""
    ps_name = family.replace(" ", "") + "-" + style
    names = {
        1: family,
        2: style,
        3: f"{ps_name};subset",
        4: f"{family} {style}",
        6: ps_name,
        16: family,
        17: style,
    }
    table = font["name"]
    table.names = [rec for rec in table.names if rec.nameID not in names]
    for name_id, text in names.items():
        table.setName(text, name_id, 3, 1, 0x409)
        table.setName(text, name_id, 1, 0, 0)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps_name]
        top = cff.topDictIndex[0]
        top.FullName = f"{family} {style}"
        top.FamilyName = family


def build(source: Path, face: int, out: Path, characters: str = CHARACTERS,
          family: str = FAMILY, style: str = STYLE) -> int:
    """Write the subset of ``characters`` to ``out`` and return its size in bytes."""
    font = TTFont(str(source), fontNumber=face)
    options = subset.Options()
    options.layout_features = ["kern", "liga", "vert", "vrt2", "palt"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(text=characters)
    subsetter.subset(font)
    rename(font, family, style)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: build the subset and print its size and character count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--face", type=int, default=SOURCE_FACE)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--sans-source", type=Path, default=SANS_SOURCE)
    parser.add_argument("--sans-out", type=Path, default=SANS_OUT)
    shared = Path(os.environ.get("XIANGQI_SHARED", REPO.parent / "shared"))
    parser.add_argument("--corpus", type=Path, default=shared / "corpus")
    args = parser.parse_args(argv)
    for source in (args.source, args.sans_source):
        if not source.exists():
            print(f"source font not found: {source} (apt-get install fonts-noto-cjk)",
                  file=sys.stderr)
            return 1
    if not args.corpus.is_dir():
        print(f"corpus not found: {args.corpus} (the sans face must cover it)", file=sys.stderr)
        return 1
    size = build(args.source, args.face, args.out)
    print(f"{args.out}: {len(CHARACTERS)} characters, {size} bytes")
    sans = sans_characters(args.corpus)
    size = build(args.sans_source, args.face, args.sans_out, sans, SANS_FAMILY, SANS_STYLE)
    print(f"{args.sans_out}: {len(sans)} characters, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
