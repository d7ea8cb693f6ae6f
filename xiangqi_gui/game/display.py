"""Display limits for record texts: header values, comments and single lines above a
stated size are cut for display, with a mark; the record (and any file written from
it) keeps them whole.

Why: a record may carry a 50 MB header field or a comment of one endless line (issue 12);
a label asked to lay that out freezes the window on every repaint. Sizes are in
characters (``str`` length), so the cut never splits a code point.

The mark says how much was left out; it is a format string with ``{0}`` for that count,
English by default; widgets pass their translated mark (``self.tr(...)``).
"""

from __future__ import annotations

#: Longest header value shown, in characters (a player's name, an event, a date ...).
MAX_HEADER_CHARS = 200
#: Longest comment shown, in characters (all its lines together).
MAX_COMMENT_CHARS = 5_000
#: Longest single line shown inside a comment, in characters.
MAX_LINE_CHARS = 500
#: Default mark after a cut: ``{0}`` is the number of characters not shown.
CLIP_MARK = " … [{0} more characters not shown]"


def clip(text: str, limit: int, mark: str = CLIP_MARK) -> str:
    """``text`` if it has at most ``limit`` characters, else its first ``limit`` characters
    and ``mark`` (``{0}`` = characters left out).

    >>> clip("abcdef", 3, "…+{0}")
    'abc…+3'
    >>> clip("abc", 3)
    'abc'
    """
    if len(text) <= limit:
        return text
    return text[:limit] + mark.format(len(text) - limit)


def display_header(value: str, mark: str = CLIP_MARK) -> str:
    """A header value for a one-line label: line breaks become spaces, then
    :data:`MAX_HEADER_CHARS` at most (cut with ``mark``).

    >>> display_header("红方\\n甲")
    '红方 甲'
    >>> len(display_header("x" * 10**6, "…")) == MAX_HEADER_CHARS + 1
    True
    """
    if len(value) <= MAX_HEADER_CHARS:
        return value.replace("\n", " ")
    return value[:MAX_HEADER_CHARS].replace("\n", " ") + mark.format(len(value) - MAX_HEADER_CHARS)


def display_comment(text: str, mark: str = CLIP_MARK) -> str:
    """A comment for display: each line at most :data:`MAX_LINE_CHARS`, the whole at most
    :data:`MAX_COMMENT_CHARS` (each cut marked with ``mark``). Linear in the part shown.

    >>> display_comment("short\\ncomment")
    'short\\ncomment'
    >>> display_comment("y" * 600, "…").endswith("y…")
    True
    """
    if len(text) <= MAX_LINE_CHARS and "\n" not in text:
        return text
    lines = [clip(line, MAX_LINE_CHARS, mark) for line in text[:MAX_COMMENT_CHARS].split("\n")]
    shown = "\n".join(lines)
    if len(text) > MAX_COMMENT_CHARS:
        shown += mark.format(len(text) - MAX_COMMENT_CHARS)
    return shown
