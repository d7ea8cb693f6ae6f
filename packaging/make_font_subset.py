"""Build the bundled CJK font subset ``resources/fonts/XiangqiGUISerif-Bold.otf``.

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

    python packaging/make_font_subset.py [--source PATH] [--face N] [--out PATH]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
SOURCE_FACE = 2  # 0 JP, 1 KR, 2 SC, 3 TC, 4 HK in the Debian collection
OUT = Path(__file__).resolve().parent.parent / "resources" / "fonts" / "XiangqiGUISerif-Bold.otf"
FAMILY = "XiangqiGUI Serif"
STYLE = "Bold"

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


def build(source: Path, face: int, out: Path) -> int:
    """Write the subset to ``out`` and return its size in bytes."""
    font = TTFont(str(source), fontNumber=face)
    options = subset.Options()
    options.layout_features = ["kern", "liga", "vert", "vrt2", "palt"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = True
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(text=CHARACTERS)
    subsetter.subset(font)
    rename(font, FAMILY, STYLE)
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: build the subset and print its size and character count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--face", type=int, default=SOURCE_FACE)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if not args.source.exists():
        print(
            f"source font not found: {args.source} (apt-get install fonts-noto-cjk)",
            file=sys.stderr,
        )
        return 1
    size = build(args.source, args.face, args.out)
    print(f"{args.out}: {len(CHARACTERS)} characters, {size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
