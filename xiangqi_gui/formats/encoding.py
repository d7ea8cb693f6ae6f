"""Text decoding that never trusts the locale (case R12, docs/references.md §5 and §8).

Order: byte-order mark (UTF-8, UTF-16 LE/BE), then strict UTF-8, then GB18030 (a superset
of GB2312/GBK, what Chinese Windows tools write), then Big5 (Traditional Chinese
collections such as CCPD). Big5 bytes nearly always *also* decode as GB18030, but into
rare characters outside GB2312; when most CJK characters of the GB18030 reading fall
outside GB2312 and the bytes are valid Big5, Big5 is chosen. Line endings LF, CRLF, CR and
CR CR LF all become LF.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from xiangqi_gui.formats.errors import Location, RecordError
from xiangqi_gui.formats.texts import say

#: Share of non-GB2312 CJK characters above which a GB18030 reading is taken for Big5.
#: Corpus: GBK files score <= 0.01, Big5 files >= 0.42.
_BIG5_RARE_SHARE = 0.2

# (mark, reported name, codec for the bytes after the mark)
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16-be"),
)


@dataclass(frozen=True, slots=True)
class DecodedText:
    """Text of a file and how it was decoded.

    Attributes:
        text: the decoded text with LF line endings and no BOM.
        encoding: ``"utf-8-sig"``, ``"utf-16-le"``, ``"utf-16-be"``, ``"utf-8"``,
            ``"gb18030"`` or ``"big5"``.
    """

    text: str
    encoding: str


def normalize_newlines(text: str) -> str:
    """Turn CR CR LF, CRLF and lone CR into LF."""
    if "\r" not in text:
        return text
    return text.replace("\r\r\n", "\n").replace("\r\n", "\n").replace("\r", "\n")


def decode_bytes(data: bytes, source: str = "<bytes>") -> DecodedText:
    """Decode a record file's bytes; see the module docstring for the order.

    Raises:
        RecordError: no candidate decodes the bytes; the location is the byte offset where
            the GB18030 attempt failed.
    """
    for bom, name, codec in _BOMS:
        if data.startswith(bom):
            try:
                return DecodedText(normalize_newlines(data[len(bom):].decode(codec)), name)
            except UnicodeDecodeError as exc:
                raise RecordError(source, Location(offset=exc.start + len(bom)),
                                  message=say("record.bad_bom_text", encoding=name)) from None
    try:
        return DecodedText(normalize_newlines(data.decode("utf-8")), "utf-8")
    except UnicodeDecodeError:
        pass
    try:
        gb_text = data.decode("gb18030")
    except UnicodeDecodeError as exc:
        gb_error: UnicodeDecodeError | None = exc
        gb_text = ""
    else:
        gb_error = None
        if _rare_share(gb_text) <= _BIG5_RARE_SHARE:
            return DecodedText(normalize_newlines(gb_text), "gb18030")
    try:
        return DecodedText(normalize_newlines(data.decode("big5")), "big5")
    except UnicodeDecodeError:
        if gb_error is None:
            return DecodedText(normalize_newlines(gb_text), "gb18030")
        raise RecordError(source, Location(offset=gb_error.start),
                          message=say("record.unknown_encoding")) from None


def _rare_share(text: str) -> float:
    """Share of CJK characters in ``text`` that GB2312 cannot encode."""
    total = rare = 0
    for ch in text:
        if ord(ch) < 0x2E80:
            continue
        total += 1
        try:
            ch.encode("gb2312")
        except UnicodeEncodeError:
            rare += 1
    return rare / total if total else 0.0
