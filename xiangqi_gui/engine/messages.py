"""Typed engine -> GUI messages and the line parser.

One line of engine output becomes one message dataclass. Grammar sources: the UCI spec
(S. Meyer-Kahlen, April 2004: ``id``, ``option``, ``uciok``, ``readyok``, ``info``,
``bestmove``) and UCCI 3.0 (xqbase.com: ``ucciok``, ``option <name> type ...`` without the
``name`` keyword, ``info ... score <cp>`` without ``cp``, ``nobestmove``, ``bye``, and
``bestmove ... draw|resign``). Moves inside messages are converted to ICCS (``h2e2``)
according to the :class:`~xiangqi_gui.engine.dialect.Dialect`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .coords import from_engine, pv_to_iccs, shape_message
from .dialect import Dialect
from .errors import EngineProtocolError
from .texts import say


@dataclass(frozen=True, slots=True)
class IdLine:
    """``id name Fairy-Stockfish 11.1 LB 64`` ->
    ``IdLine("name", "Fairy-Stockfish 11.1 LB 64")``.

    ``key`` is ``name``, ``author`` (UCI, UCCI) or ``copyright``/``user`` (UCCI).
    """

    key: str
    value: str


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One ``option`` line: ``type`` is check/spin/combo/button/string (UCI) or label (UCCI).

    ``default`` is the raw text (``""`` when absent or ``<empty>``); ``minimum``/``maximum``
    only for spin; ``choices`` the ``var`` values for combo.
    """

    name: str
    type: str
    default: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HandshakeOk:
    """``uciok`` / ``ucciok``: the id and option list is complete."""


@dataclass(frozen=True, slots=True)
class ReadyOk:
    """``readyok``: the engine has processed every earlier command."""


@dataclass(frozen=True, slots=True)
class Score:
    """Evaluation from the side to move's point of view.

    Exactly one of ``cp`` (centipawns, 100 = one soldier) or ``mate`` (moves, not plies:
    ``+n`` mates in n, ``-n`` is mated in n, ``0`` already mated) is set. ``bound`` is
    ``"lower"``/``"upper"`` for UCI ``lowerbound``/``upperbound`` scores, else ``""``.
    """

    cp: int | None = None
    mate: int | None = None
    bound: str = ""


@dataclass(frozen=True, slots=True)
class Info:
    """``info`` line. Times in milliseconds, ``pv`` in ICCS; absent fields are None/empty."""

    depth: int | None = None
    seldepth: int | None = None
    multipv: int | None = None
    score: Score | None = None
    nodes: int | None = None
    nps: int | None = None
    time_ms: int | None = None
    pv: tuple[str, ...] = ()
    string: str = ""


@dataclass(frozen=True, slots=True)
class BestMove:
    """``bestmove`` line. ``move`` is the engine's raw text (converted and checked later,
    against the position, by the session); ``None`` for ``bestmove (none)``/``0000``.

    ``ponder`` is ICCS or None; ``draw``/``resign`` are the UCCI suffixes.
    """

    move: str | None
    ponder: str | None = None
    draw: bool = False
    resign: bool = False


@dataclass(frozen=True, slots=True)
class NoBestMove:
    """UCCI ``nobestmove``: the engine has no move (mated or stalemated)."""


@dataclass(frozen=True, slots=True)
class Bye:
    """UCCI ``bye``: answer to ``quit``."""


@dataclass(frozen=True, slots=True)
class Unknown:
    """Any other line (banners, blank lines, ``copyprotection``...), kept verbatim."""

    line: str = field(default="")


EngineMessage = (
    IdLine | OptionSpec | HandshakeOk | ReadyOk | Info | BestMove | NoBestMove | Bye | Unknown
)

_INT_FIELDS = {"depth": "depth", "seldepth": "seldepth", "multipv": "multipv",
               "nodes": "nodes", "nps": "nps", "time": "time_ms"}
_NO_MOVE = {"(none)", "0000", "none", "null"}


def parse_line(line: str, dialect: Dialect) -> EngineMessage:
    """Parse one line of engine output (trailing newline allowed).

    Unrecognised lines become :class:`Unknown` (the specs tell GUIs to ignore them).
    Raises :class:`EngineProtocolError` (its ``line`` is the line without surrounding
    white space) for a recognised keyword with malformed content, e.g. ``info depth x``
    or ``bestmove h2e2 ponder z9``.
    """
    text = line.strip()
    words = text.split()
    if not words:
        return Unknown(text)
    head = words[0]
    if head in ("uciok", "ucciok"):
        return HandshakeOk()
    if head == "readyok":
        return ReadyOk()
    if head == "nobestmove":
        return NoBestMove()
    if head == "bye":
        return Bye()
    if head == "id" and len(words) >= 2:
        return IdLine(words[1], " ".join(words[2:]))
    if head == "option" and len(words) >= 2:
        return _parse_option(text, words)
    if head == "info":
        return _parse_info(text, words[1:], dialect)
    if head == "bestmove":
        return _parse_bestmove(text, words[1:], dialect)
    return Unknown(text)


def _parse_int(line: str, key: str, word: str | None) -> int:
    if word is None:
        raise EngineProtocolError(line, f"'{key}' has no value")
    try:
        return int(word)
    except ValueError:
        raise EngineProtocolError(line, f"'{key}' value {word!r} is not an integer") from None


def _parse_option(line: str, words: list[str]) -> OptionSpec:
    # UCI: option name <words...> type <t> ...; UCCI: option <name> type <t> ...
    rest = words[2:] if words[1] == "name" else words[1:]
    if "type" not in rest:
        raise EngineProtocolError(line, "option line without 'type'")
    cut = rest.index("type")
    name = " ".join(rest[:cut])
    tail = rest[cut + 1:]
    if not name or not tail:
        raise EngineProtocolError(line, "option line without a name or a type")
    fields: list[tuple[str, list[str]]] = []
    for word in tail[1:]:
        if word in ("default", "min", "max", "var"):
            fields.append((word, []))
        elif fields:
            fields[-1][1].append(word)
    found = {key: " ".join(value) for key, value in fields if key != "var"}
    default = found.get("default", "")
    return OptionSpec(
        name=name, type=tail[0], default="" if default == "<empty>" else default,
        minimum=_parse_int(line, "min", found["min"]) if "min" in found else None,
        maximum=_parse_int(line, "max", found["max"]) if "max" in found else None,
        choices=tuple(" ".join(value) for key, value in fields if key == "var"),
    )


def _parse_score(line: str, words: list[str], i: int) -> tuple[Score, int]:
    """Parse from ``words[i]`` (just after ``score``); returns the score and next index."""
    kind = words[i] if i < len(words) else None
    if kind in ("cp", "mate"):
        value = _parse_int(line, f"score {kind}", words[i + 1] if i + 1 < len(words) else None)
        i += 2
    else:  # UCCI: "score 34"
        kind = "cp"
        value = _parse_int(line, "score", words[i] if i < len(words) else None)
        i += 1
    bound = ""
    if i < len(words) and words[i] in ("lowerbound", "upperbound"):
        bound = words[i].removesuffix("bound")
        i += 1
    score = Score(cp=value, bound=bound) if kind == "cp" else Score(mate=value, bound=bound)
    return score, i


def _parse_info(line: str, words: list[str], dialect: Dialect) -> Info:
    ints: dict[str, int] = {}
    score: Score | None = None
    pv: tuple[str, ...] = ()
    i = 0
    while i < len(words):
        key = words[i]
        if key in _INT_FIELDS:
            ints[_INT_FIELDS[key]] = _parse_int(line, key, words[i + 1] if i + 1 < len(words)
                                                else None)
            i += 2
        elif key == "score":
            score, i = _parse_score(line, words, i + 1)
        elif key == "pv":
            try:
                pv = pv_to_iccs(words[i + 1:], dialect)
            except ValueError as exc:
                raise EngineProtocolError(line, f"pv: {exc}") from None
            break
        elif key == "string":
            return _info(ints, score, (), " ".join(words[i + 1:]))
        else:  # hashfull, tbhits, currmove ...: one value each, ignored
            i += 2
    return _info(ints, score, pv, "")


def _info(ints: dict[str, int], score: Score | None, pv: tuple[str, ...], string: str) -> Info:
    return Info(depth=ints.get("depth"), seldepth=ints.get("seldepth"),
                multipv=ints.get("multipv"), score=score, nodes=ints.get("nodes"),
                nps=ints.get("nps"), time_ms=ints.get("time_ms"), pv=pv, string=string)


def _parse_bestmove(line: str, words: list[str], dialect: Dialect) -> BestMove:
    if not words:
        raise EngineProtocolError(line, say("engine.best_move_empty"))
    move: str | None = None if words[0] in _NO_MOVE else words[0]
    ponder: str | None = None
    if "ponder" in words:
        at = words.index("ponder")
        if at + 1 < len(words) and words[at + 1] not in _NO_MOVE:
            try:
                ponder = from_engine(words[at + 1], dialect).iccs
            except ValueError:
                raise EngineProtocolError(line, say("engine.bad_ponder", reason=shape_message(
                    words[at + 1], dialect))) from None
    return BestMove(move, ponder, draw="draw" in words[1:], resign="resign" in words[1:])
