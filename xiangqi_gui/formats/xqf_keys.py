"""Keys of the keyed ("encrypted") XQF versions 11..18.

Facts from the public descriptions of the format (docs/references.md §5): each derived
key applies the polynomial ``((((b*b*3 + 9)*3 + 8)*2 + 1)*3 + 8)`` to a header key byte
and multiplies by the previous derived key (the first by the byte itself), all mod 256;
the comment-length key is ``(KeysSum * 256 + KeyXY) mod 32000 + 767``; the record mask is
``MASK_TEXT[i] & key_byte[i % 4]`` with key bytes ``(K & KeyMask) | KeyOr``.
"""

from __future__ import annotations

from dataclasses import dataclass

from xiangqi_gui.formats import xqf_layout as L


@dataclass(frozen=True, slots=True)
class XqfKeys:
    """Derived keys (all zero for the unkeyed version 10).

    Attributes:
        xy: subtracted from piece positions (and the slot rotation from version 12 on).
        xyf: subtracted from a move's from byte (after the 0x18 bias).
        xyt: subtracted from a move's to byte (after the 0x20 bias).
        comment_size: subtracted from stored comment lengths.
        mask: 32 bytes subtracted from the record area, indexed by file offset mod 32.
    """

    xy: int
    xyf: int
    xyt: int
    comment_size: int
    mask: bytes

    @property
    def keyed(self) -> bool:
        """True for versions > 10."""
        return any(self.mask) or self.xy != 0 or self.comment_size != 0


UNKEYED = XqfKeys(0, 0, 0, 0, bytes(32))


def _poly(b: int) -> int:
    return (((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8) & 0xFF


def derive_keys(header: bytes) -> XqfKeys:
    """Keys for the header ``header`` (at least 16 bytes); version 10 gives :data:`UNKEYED`."""
    if header[L.OFF_VERSION] <= L.UNKEYED_VERSION:
        return UNKEYED
    raw_xy, raw_xyf, raw_xyt = header[L.OFF_KEY_XY], header[L.OFF_KEY_XYF], header[L.OFF_KEY_XYT]
    keys_sum, mask_byte = header[L.OFF_KEYS_SUM], header[L.OFF_KEY_MASK]
    xy = (_poly(raw_xy) * raw_xy) & 0xFF
    xyf = (_poly(raw_xyf) * xy) & 0xFF
    xyt = (_poly(raw_xyt) * xyf) & 0xFF
    comment_size = (keys_sum * 256 + raw_xy) % 32000 + 767
    ors = header[L.OFF_KEY_OR:L.OFF_KEY_OR + 4]
    key_bytes = [(k & mask_byte) | o for k, o in zip((keys_sum, raw_xy, raw_xyf, raw_xyt), ors,
                                                     strict=True)]
    mask = bytes(c & key_bytes[i % 4] for i, c in enumerate(L.MASK_TEXT))
    return XqfKeys(xy, xyf, xyt, comment_size, mask)
