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

from collections.abc import Mapping
from typing import Any

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


#: The words a side's unnamed player goes by: the record's placeholder (``"Red"``,
#: ``"Black"``, :class:`~xiangqi_gui.play.setup.GameSetup`'s default) and the side's word
#: in each UI language (zh_Hans, zh_Hant, vi; the translations of "Red"/"Black" in
#: ``resources/translations``), which older versions stored as the name when the New game
#: dialog's pre-filled name was kept. Keyed by the placeholder.
DEFAULT_NAMES: dict[str, frozenset[str]] = {
    "Red": frozenset({"Red", "红方", "紅方", "Đỏ"}),
    "Black": frozenset({"Black", "黑方", "Đen"}),
}


def is_default_name(name: str, placeholder: str) -> bool:
    """True when ``name`` is no name the user typed: empty or one of
    :data:`DEFAULT_NAMES` ``[placeholder]`` (``placeholder`` is ``"Red"`` or ``"Black"``).

    >>> is_default_name("红方", "Red"), is_default_name(" Đen ", "Black")
    (True, True)
    >>> is_default_name("许银川", "Red"), is_default_name("黑方", "Red")
    (False, False)
    """
    name = name.strip()
    return not name or name in DEFAULT_NAMES[placeholder]


def stored_name(name: str, placeholder: str) -> str:
    """The name to keep in a record or setup: ``placeholder`` for a default
    (:func:`is_default_name`), else ``name`` stripped.

    >>> stored_name("紅方", "Red"), stored_name(" 吕钦 ", "Black")
    ('Red', '吕钦')
    """
    return placeholder if is_default_name(name, placeholder) else name.strip()


def shown_name(name: str, placeholder: str, side_word: str) -> str:
    """The name shown for a player: ``side_word`` (the side in the UI language) for a
    default (:func:`is_default_name`), else ``name`` stripped.

    >>> shown_name("红方", "Red", "Đỏ"), shown_name("许银川", "Red", "Đỏ")
    ('Đỏ', '许银川')
    """
    return side_word if is_default_name(name, placeholder) else name.strip()


#: Header tags of the text columns of a game list row, in column order (see :func:`list_row`);
#: a column shows the first of its tags the game has. A position list (.epd, .eglib) names
#: each position in ``Title`` and has no ``Event``: the Event column shows that name.
LIST_TEXT_TAGS: tuple[tuple[str, ...], ...] = (
    ("Red",), ("Black",), ("Event", "Title"), ("Date",), ("Round",), ("Result",))


def list_row(tags: Mapping[str, str], mark: str = CLIP_MARK,
             plies: int | None = None) -> list[Any]:
    """The row of a game in a list of games: ``[0, Red, Black, Event, Date, Round, Result,
    opening, plies, ""]`` -- the number (0 until the list numbers it), the
    :data:`LIST_TEXT_TAGS` values (Event: ``Title`` when there is no ``Event``) and the
    opening (ECCO, Opening, Variation joined) cut for display (:func:`display_header`
    with ``mark``), the move count as far as known (None: not yet) and the problem text
    ("" until checked). Pure Python: made in a worker thread or process, appended by the
    window.

    >>> list_row({"Red": "许银川", "ECCO": "B32", "Opening": "中炮"}, plies=4)
    [0, '许银川', '', '', '', '', '', 'B32 中炮', 4, '']
    >>> list_row({"Title": "诱虎夺穴"})[3]
    '诱虎夺穴'
    """
    get = tags.get
    opening = (display_header(get(tag, ""), mark).strip() for tag in ("ECCO", "Opening",
                                                                      "Variation"))
    return [0, *(display_header(_first(tags, names), mark) for names in LIST_TEXT_TAGS),
            " ".join(part for part in opening if part), plies, ""]


def _first(tags: Mapping[str, str], names: tuple[str, ...]) -> str:
    """The first non-empty value of ``names`` in ``tags``, else ""."""
    for name in names:
        value = tags.get(name)
        if value:
            return value
    return ""
