"""Registration lists from CSV (as saved by a spreadsheet: "Excel-like CSV"), and the
standings back to CSV.

Columns are found by their heading, in Chinese or English (any order, case-insensitive):
姓名/name (required), 单位/unit/club/team, 等级分/rating, 队/队名/team. A file without a
recognised heading row is read as name, unit, rating. Encodings tried: UTF-8 (with or
without BOM), then GB18030 (Chinese Excel's default). Separators: comma, semicolon or tab.
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from xiangqi_gui.rules.system_texts import system_error

from .texts import MessageError, say

_HEADINGS = {
    "name": ("姓名", "name", "棋手", "选手", "player"),
    "unit": ("单位", "unit", "club", "代表队", "地区"),
    "rating": ("等级分", "rating", "elo", "分数"),
    "team": ("队", "队名", "team"),
}


class RegistrationError(MessageError, ValueError):
    """A registration file cannot be read; the message names the file and line
    (``message``: the same as a message, ids ``registration.*``/``tournament.*``)."""


@dataclass(frozen=True)
class Entry:
    """One registration line."""

    name: str
    unit: str = ""
    rating: int | None = None
    team: str = ""


def read_players_csv(path: str | os.PathLike[str]) -> list[Entry]:
    """Read a registration CSV. Raises :class:`RegistrationError` (file, line, reason)."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise RegistrationError(say("tournament.cannot_read", path=str(p),
                                    error=system_error(exc))) from None
    text = _decode(raw, p)
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(text[:4096], ",;\t")
    except csv.Error:
        dialect = csv.excel
    rows = [r for r in csv.reader(io.StringIO(text), dialect) if any(c.strip() for c in r)]
    if not rows:
        raise RegistrationError(say("registration.no_players", path=str(p)))
    columns = _columns(rows[0])
    start = 1
    if columns is None:
        columns, start = {"name": 0, "unit": 1, "rating": 2}, 0
    entries = []
    for line, row in enumerate(rows[start:], start=start + 1):
        entries.append(_entry(row, columns, p, line))
    return entries


def _decode(raw: bytes, path: Path) -> str:
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise RegistrationError(say("registration.encoding", path=str(path)))


def _columns(header: list[str]) -> dict[str, int] | None:
    found: dict[str, int] = {}
    for index, cell in enumerate(header):
        key = cell.strip().lower()
        for field, names in _HEADINGS.items():
            if key in names and field not in found:
                found[field] = index
    return found if "name" in found else None


def _entry(row: list[str], columns: dict[str, int], path: Path, line: int) -> Entry:
    def cell(field: str) -> str:
        i = columns.get(field)
        return row[i].strip() if i is not None and i < len(row) else ""
    name = cell("name")
    if not name:
        raise RegistrationError(say("registration.no_name", path=str(path), line=line))
    rating_text = cell("rating")
    try:
        rating = int(float(rating_text)) if rating_text else None
    except ValueError:
        raise RegistrationError(say("registration.bad_rating", path=str(path), line=line,
                                    rating=repr(rating_text))) from None
    return Entry(name, cell("unit"), rating, cell("team"))


def standings_csv(rows: list[Any], chain: list[str], zh: dict[str, str]) -> str:
    """The standings as CSV text for a spreadsheet (write it with ``utf-8-sig`` so Excel
    reads the Chinese): 名次, 序号, 姓名, 单位, 积分, then each tie-break column.

    ``rows`` are :class:`~.standings.Row`; ``chain`` the tie-break keys; ``zh`` their
    Chinese headings.
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["名次", "序号", "姓名", "单位", "积分"] + [zh[k] for k in chain])
    for r in rows:
        writer.writerow([r.rank, r.number, r.player.name, r.player.unit, _num(r.points)]
                        + [_num(r.values.get(k)) for k in chain])
    return out.getvalue()


def _num(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"
