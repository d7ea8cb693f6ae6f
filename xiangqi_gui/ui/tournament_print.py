"""Printed tournament sheets: pairings 对阵表, standings 名次表, crosstable 成绩表 (PDF).

The sheets are HTML tables laid out by a :class:`QTextDocument` and printed to a
:class:`QPdfWriter` (A4). They are in Chinese by default (``lang="zh"``, the language of
the event's paperwork) or English (``lang="en"``); players' names need a CJK font, found
by Qt's font fallback (the bundled subset holds only the board's characters).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.tournament import Row, TieBreak, Tournament
from xiangqi_gui.tournament.standings import Entry
from xiangqi_gui.tournament.texts import MessageError, say

_TEXT = {
    "zh": {"pairings": "对阵表", "standings": "名次表", "crosstable": "成绩表",
           "round": "第{}轮", "board": "台次", "red": "红方", "black": "黑方",
           "result": "结果", "bye": "轮空", "rank": "名次", "no": "序号", "name": "姓名",
           "unit": "单位", "points": "积分", "after": "第{}轮后", "during": "第{}轮进行中",
           "withdrawn": "（退出）", "group": "第{}组"},
    "en": {"pairings": "Pairings", "standings": "Standings", "crosstable": "Crosstable",
           "round": "Round {}", "board": "Board", "red": "Red", "black": "Black",
           "result": "Result", "bye": "bye", "rank": "Rank", "no": "No.", "name": "Name",
           "unit": "Unit", "points": "Points", "after": "after round {}",
           "during": "round {} in progress", "group": "Group {}",
           "withdrawn": " (withdrawn)"},
}

# normal weight: CJK fonts rarely have a bold face, and Qt's synthetic bold draws (and
# puts in the PDF's text) every character twice
_STYLE = ("<style>table{border-collapse:collapse;} td,th{border:1px solid #444;"
          "padding:2px 6px;} th{background:#ddd; font-weight:normal;} "
          "h1{font-size:16pt; font-weight:normal;} </style>")


def _t(lang: str) -> dict[str, str]:
    return _TEXT.get(lang, _TEXT["zh"])


def number_text(value: float | None) -> str:
    """A score as people write it: 7, 6.5, - for none."""
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _table(head: list[str], rows: list[list[str]]) -> str:
    out = ["<table width='100%' cellspacing='0'>", "<tr>"]
    out += [f"<th>{html.escape(h)}</th>" for h in head]
    out.append("</tr>")
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>")
    out.append("</table>")
    return "".join(out)


def _title(t: Tournament, what: str) -> str:
    name = html.escape(t.config.name)
    return f"{_STYLE}<h1 align='center'>{name} {html.escape(what)}</h1>"


def result_text(result_value: str | None, lang: str) -> str:
    """Result cell text (Chinese 红胜/和/黑胜, or the plain result)."""
    from xiangqi_gui.tournament import Result
    if result_value is None:
        return ""
    result = Result(result_value)
    return result.zh if lang == "zh" else result.value


def pairings_html(t: Tournament, round_no: int, lang: str = "zh") -> str:
    """The board list of round ``round_no`` (raises ``IndexError`` for an unknown round)."""
    tx = _t(lang)
    rnd = t.rounds[round_no - 1]
    rows = []
    for g in rnd.games:
        red = t.player(g.red)
        if g.black is None:
            rows.append([str(g.board), f"{red.number} {red.name}", tx["bye"], ""])
            continue
        black = t.player(g.black)
        res = None if g.result is None else g.result.value
        rows.append([str(g.board), f"{red.number} {red.name}", f"{black.number} {black.name}",
                     result_text(res, lang)])
    head = [tx["board"], tx["red"], tx["black"], tx["result"]]
    return _title(t, tx["round"].format(round_no) + " " + tx["pairings"]) + _table(head, rows)


def standings_columns(t: Tournament, lang: str = "zh", words: dict[str, str] | None = None,
                      tie_name: Callable[[TieBreak], str] | None = None,
                      ) -> list[tuple[str, Callable[[Row], str]]]:
    """(heading, cell) for every standings column: rank, number, name, unit, points, then
    each tie-break of the event's chain. ``words`` (keys of the sheets' table: rank, no,
    name, unit, points, withdrawn) and ``tie_name`` replace the printout language's
    headings (the window passes its UI language's)."""
    tx = _t(lang) if words is None else words
    cols: list[tuple[str, Callable[[Row], str]]] = [
        (tx["rank"], lambda r: str(r.rank)), (tx["no"], lambda r: str(r.number)),
        (tx["name"], lambda r: r.player.name + ("" if r.player.active else tx["withdrawn"])),
        (tx["unit"], lambda r: r.player.unit), (tx["points"], lambda r: number_text(r.points))]
    for tb in t.config.rules.chain:
        if tb in (TieBreak.PREVIOUS_ROUNDS, TieBreak.DROP_ROUNDS):
            continue
        if tie_name is not None:
            heading = tie_name(tb)
        else:
            heading = tb.zh if lang == "zh" else tb.value.replace("_", " ")
        cols.append((heading, _value_cell(tb.value)))
    return cols


def _value_cell(key: str) -> Callable[[Row], str]:
    def cell(r: Row) -> str:
        return number_text(r.values.get(key))
    return cell


def standings_rows(t: Tournament, after_round: int | None = None) -> list[tuple[str, Row]]:
    """(group label, row) in printed order: everyone, or group by group for 分组循环."""
    groups = t.groups() if t.round_robin else [[p.number for p in t.players]]
    if len(groups) == 1:
        return [("", r) for r in t.standings(after_round)]
    return [(str(i + 1), r) for i in range(len(groups))
            for r in t.standings(after_round, group=i)]


def standings_html(t: Tournament, after_round: int | None = None, lang: str = "zh") -> str:
    """The standings with every tie-break column of the event's chain (a group column
    for 分组循环)."""
    tx = _t(lang)
    labelled = standings_rows(t, after_round)
    cols = standings_columns(t, lang)
    if any(label for label, _ in labelled):
        head = [tx["group"].format("")] + [c[0] for c in cols]
        body = [[label] + [f(r) for _, f in cols] for label, r in labelled]
    else:
        head = [c[0] for c in cols]
        body = [[f(r) for _, f in cols] for _, r in labelled]
    last = after_round or len(t.rounds)
    title = tx["standings"]
    if last:
        done = t.rounds[last - 1].finished
        title += f"（{(tx['after'] if done else tx['during']).format(last)}）"
    return _title(t, title) + _table(head, body)


def cross_cell(entry: Entry | None, lang: str = "zh", words: dict[str, str] | None = None,
               ) -> str:
    """One crosstable cell: opponent number, colour (先/后 or R/B), points; + / − mark a
    forfeit (art. 20.3); the bye is 轮空. ``words`` with ``bye``, ``red_mark`` and
    ``black_mark`` replace the printout language's."""
    if entry is None:
        return ""
    if entry.opponent is None:
        bye = _t(lang)["bye"] if words is None or "bye" not in words else words["bye"]
        return f"{bye} {number_text(entry.points)}"
    if words is not None and "red_mark" in words:
        colour = words["red_mark"] if entry.colour == "R" else words["black_mark"]
    else:
        colour = ("先" if entry.colour == "R" else "后") if lang == "zh" else (entry.colour or "")
    mark = "" if entry.played else ("+" if entry.outcome == "W" else "−")
    return f"{entry.opponent}{colour} {mark}{number_text(entry.points)}"


def crosstable_rows(t: Tournament, lang: str = "zh", words: dict[str, str] | None = None,
                    ) -> tuple[list[str], list[list[str]]]:
    """(headings, rows) of the crosstable: one row per player in rank order, a column per
    round, then the points and the rank. ``words`` (no, name, unit, round with ``{}``,
    points, rank) replace the printout language's headings."""
    tx = _t(lang) if words is None else words
    rows = t.standings()
    rounds = len(t.rounds)
    head = [tx["no"], tx["name"], tx["unit"]] + [tx["round"].format(r) for r in
                                                 range(1, rounds + 1)]
    head += [tx["points"], tx["rank"]]
    out = []
    for r in sorted(rows, key=lambda r: r.number):
        by_round = {e.round: e for e in r.entries}
        out.append([str(r.number), r.player.name, r.player.unit]
                   + [cross_cell(by_round.get(k), lang, words) for k in range(1, rounds + 1)]
                   + [number_text(r.points), str(r.rank)])
    return head, out


def crosstable_html(t: Tournament, lang: str = "zh") -> str:
    """The crosstable 成绩表 (by number)."""
    head, rows = crosstable_rows(t, lang)
    return _title(t, _t(lang)["crosstable"]) + _table(head, rows)


class TournamentPrintError(MessageError, RuntimeError):
    """The PDF could not be written (the message names the file; ``message``: the same as
    a message, ids ``tournament.*``, shown in the UI language)."""


def write_pdf(document_html: str, path: str, landscape: bool = False) -> int:
    """Print ``document_html`` to the PDF file ``path`` (A4, 12 mm margins); returns the
    number of pages. Raises :class:`TournamentPrintError` when the file cannot be
    written."""
    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    orientation = (QPageLayout.Orientation.Landscape if landscape
                   else QPageLayout.Orientation.Portrait)
    writer.setPageOrientation(orientation)
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(150)
    writer.setCreator("xiangqi_gui")
    doc = QTextDocument()
    doc.setDefaultFont(QFont("sans-serif", 10))
    doc.setHtml(document_html)
    doc.print_(writer)
    pages = doc.pageCount()
    del writer  # finishes the file
    try:
        with open(path, "rb") as fh:
            if fh.read(5) != b"%PDF-":
                raise TournamentPrintError(say("tournament.not_written", path=path))
    except OSError as exc:
        raise TournamentPrintError(say("tournament.cannot_write", path=path,
                                       error=system_error(exc))) from None
    return pages
