"""Messages of the Qt-free core as ids with structured arguments (:class:`Message`).

The core (rules, arbiter, live game) never writes a finished sentence for the user: it
returns a :class:`Message`, an id (``"touch.must_move"``) with arguments (a side, a piece on
its square, a move, an article, a count ...). Each id has one English template, registered
by the module that produces it (:func:`register`); ``str(message)`` fills it in English with
ICCS squares, for logs, the command line and the tests. The UI fills the translated
template (``QCoreApplication.translate("Message", template)``) with the arguments named in
the UI language (:mod:`xiangqi_gui.ui.messages`): 红方二路炮, "Red's cannon on file 2 (h2)".

Templates use :meth:`str.format` fields named after the arguments: ``"{side} must move
{piece}"``. A piece argument also takes the format spec ``bare`` (without the side,
``{piece:bare}``: 二路炮), for translations that name the side once.

Argument values (all JSON-ready through :meth:`Message.to_dict`): ``int``, ``str``,
:class:`~xiangqi_gui.rules.Color` (a side), :class:`~xiangqi_gui.rules.Piece` (a kind of
piece: material), :class:`PieceRef` (a piece on a square),
:class:`MoveRef` (a move with its notation texts), a nested :class:`Message`, or a tuple
of these (a list, joined in the language's way).

>>> from xiangqi_gui.rules import Color
>>> msg = Message.of("outcome.checkmate", side=Color.BLACK)
>>> str(msg)
'Black is checkmated (将死).'
>>> Message.from_dict(msg.to_dict()) == msg
True
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

from .types import ENGLISH_NAMES, Color, Piece, PieceKind, square_name


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker name)
    """Mark ``text`` for Qt's lupdate (context ``context``) and return it unchanged.

    The core stays Qt-free: this only lets ``packaging/update_translations.py`` collect the
    templates into the ``.ts`` files; the UI translates them at display time.
    """
    del context
    return text


@dataclass(frozen=True)
class PieceRef:
    """A piece standing on a square, as a message names it.

    ``code``: board code (+kind Red, -kind Black, 1..7); ``square``: 0..89 (ICCS
    numbering); ``tandem``: ``"前"``, ``"中"``, ``"后"`` when like pieces of the side share its
    file (art. 7.5 naming), else ``""``.
    """

    code: int
    square: int
    tandem: str = ""

    @property
    def color(self) -> Color:
        """The piece's side."""
        return Color.RED if self.code > 0 else Color.BLACK

    @property
    def kind(self) -> PieceKind:
        """The piece's kind."""
        return PieceKind(abs(self.code))

    def english(self) -> str:
        """``"the black horse on c7"`` (the log wording, ICCS square)."""
        color = "red" if self.code > 0 else "black"
        return f"the {color} {ENGLISH_NAMES[self.kind]} on {square_name(self.square)}"


@dataclass(frozen=True)
class MoveRef:
    """A move as a message names it: ICCS (``"h2e2"``) and, for a legal move, its Chinese
    full notation (``"炮二平五"``), traditional Chinese and WXF (``"C2=5"``); ``""`` where
    unknown (an illegal move has no notation).

    The three texts are given, or written on first use by ``writer`` (a function returning
    ``(chinese, traditional, wxf)``), so that a move nobody displays costs no notation.
    """

    iccs: str
    given: tuple[str, str, str] = ("", "", "")
    writer: Callable[[], tuple[str, str, str]] | None = field(
        default=None, compare=False, repr=False)

    def texts(self) -> tuple[str, str, str]:
        """``(chinese, traditional, wxf)``, written now if a writer was given."""
        if self.writer is None:
            return self.given
        texts = self.writer()
        object.__setattr__(self, "given", texts)
        object.__setattr__(self, "writer", None)
        return texts

    @property
    def chinese(self) -> str:
        """Chinese full notation (炮二平五), ``""`` when unknown."""
        return self.texts()[0]

    @property
    def chinese_traditional(self) -> str:
        """Chinese full notation in traditional characters (傌二進三), ``""`` when unknown."""
        return self.texts()[1]

    @property
    def wxf(self) -> str:
        """WXF notation (C2=5), ``""`` when unknown."""
        return self.texts()[2]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MoveRef):
            return NotImplemented
        return (self.iccs, self.texts()) == (other.iccs, other.texts())

    def __hash__(self) -> int:
        return hash(self.iccs)


Arg = Union[int, str, Color, Piece, PieceRef, MoveRef, "Message", tuple[Any, ...]]

#: English templates by id; filled by :func:`register` in the modules that produce messages.
TEMPLATES: dict[str, str] = {}


def register(templates: Mapping[str, str]) -> None:
    """Add ``templates`` (id → English template) to :data:`TEMPLATES`.

    Raises ``ValueError`` when an id is registered twice with a different template.
    """
    for key, template in templates.items():
        old = TEMPLATES.get(key)
        if old is not None and old != template:
            raise ValueError(f"message id {key!r} registered twice")
        TEMPLATES[key] = template


@dataclass(frozen=True)
class Message:
    """One message of the core: ``id`` (a key of :data:`TEMPLATES`) and its arguments.

    ``args`` is a tuple of ``(name, value)`` pairs (hashable); build with :meth:`of`, read
    with :meth:`arg`. ``str()`` gives the English text; :meth:`render` any language.
    """

    id: str
    args: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, id: str, **args: Arg) -> Message:  # noqa: A002 (the message's id)
        """``Message(id, args)`` from keyword arguments (raises ``KeyError`` for an id no
        module registered)."""
        if id not in TEMPLATES:
            raise KeyError(f"unknown message id {id!r}")
        return cls(id, tuple(args.items()))

    @property
    def arguments(self) -> dict[str, Any]:
        """The arguments as a mapping."""
        return dict(self.args)

    def arg(self, name: str) -> Any:
        """The argument ``name`` (raises ``KeyError`` when absent)."""
        return self.arguments[name]

    @property
    def template(self) -> str:
        """The English template of :attr:`id` (``""`` for an unknown id)."""
        return TEMPLATES.get(self.id, "")

    def render(self, template_of: Callable[[Message], str],
               value_text: Callable[[Any, str], str]) -> str:
        """Fill the template ``template_of(self)`` with each argument written by
        ``value_text(value, spec)``; nested messages are rendered the same way. A
        template naming an unknown field falls back to the English template."""
        fields = {name: _Field(value, self._writer(template_of, value_text))
                  for name, value in self.args}
        for template in (template_of(self), self.template):
            try:
                return string.Formatter().vformat(template, (), fields)
            except (KeyError, IndexError, ValueError):
                continue
        return self.id

    @staticmethod
    def _writer(template_of: Callable[[Message], str],
                value_text: Callable[[Any, str], str]) -> Callable[[Any, str], str]:
        def write(value: Any, spec: str) -> str:
            if isinstance(value, Message):
                return value.render(template_of, value_text)
            return value_text(value, spec)
        return write

    def __str__(self) -> str:
        return self.render(lambda m: m.template, english_value)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready ``{"id": ..., "args": {...}}`` (see :func:`encode_value`)."""
        return {"id": self.id, "args": {k: encode_value(v) for k, v in self.args}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Message:
        """Inverse of :meth:`to_dict`; raises ``ValueError`` for malformed data (an id
        unknown to this version is kept: it renders as its id)."""
        key, args = data.get("id"), data.get("args", {})
        if not isinstance(key, str) or not isinstance(args, Mapping):
            raise ValueError(f"bad message record {data!r}")
        return cls(key, tuple((str(k), decode_value(v)) for k, v in args.items()))


@dataclass(frozen=True)
class _Field:
    """A template field: formats its value with the spec (``{piece:bare}``)."""

    value: Any
    write: Callable[[Any, str], str]

    def __format__(self, spec: str) -> str:
        return self.write(self.value, spec)


def english_value(value: Any, spec: str = "") -> str:
    """An argument in the English of :meth:`Message.__str__` (logs, CLI): Red/Black (red/black
    for the spec ``lower``: ``{side:lower}``), the piece with its ICCS square, the move in
    ICCS (in Chinese notation for the spec ``chinese``: ``{move:chinese}``), lists joined by
    ``"; "``."""
    if isinstance(value, Color):
        word = "Red" if value is Color.RED else "Black"
        return word.lower() if spec == "lower" else word
    if isinstance(value, PieceRef):
        return value.english()
    if isinstance(value, Piece):
        return ENGLISH_NAMES[value.kind]
    if isinstance(value, MoveRef):
        return value.chinese if spec == "chinese" and value.chinese else value.iccs
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, tuple):
        return joiner(value, " and ", " ", ", ", "; ").join(english_value(v) for v in value)
    return str(value)


def joiner(items: tuple[Any, ...], pieces: str, moves: str, articles: str, other: str) -> str:
    """The separator for a list argument: ``pieces`` between pieces, ``moves`` between
    moves, ``articles`` between articles (messages with id ``"article"``), else ``other``."""
    if all(isinstance(v, Piece | PieceRef) for v in items):
        return pieces
    if all(isinstance(v, MoveRef) for v in items):
        return moves
    if all(isinstance(v, Message) and v.id == "article" for v in items):
        return articles
    return other


def encode_value(value: Any) -> Any:
    """One argument as JSON-ready data (inverse: :func:`decode_value`)."""
    if isinstance(value, Color):
        return {"side": int(value)}
    if isinstance(value, PieceRef):
        return {"piece": value.code, "square": value.square, "tandem": value.tandem}
    if isinstance(value, Piece):
        return {"kind": value.code}
    if isinstance(value, MoveRef):
        return {"move": value.iccs, "chinese": value.chinese,
                "traditional": value.chinese_traditional, "wxf": value.wxf}
    if isinstance(value, Message):
        return {"message": value.to_dict()}
    if isinstance(value, tuple):
        return [encode_value(v) for v in value]
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError(f"a message argument cannot be {value!r}")
    return value


def decode_value(data: Any) -> Any:
    """Inverse of :func:`encode_value`; raises ``ValueError`` for anything else."""
    if isinstance(data, list):
        return tuple(decode_value(v) for v in data)
    if isinstance(data, dict):
        if "side" in data:
            return Color(int(data["side"]))
        if "piece" in data:
            return PieceRef(int(data["piece"]), int(data["square"]), str(data.get("tandem", "")))
        if "kind" in data:
            code = int(data["kind"])
            return Piece(Color.RED if code > 0 else Color.BLACK, PieceKind(abs(code)))
        if "move" in data:
            return MoveRef(str(data["move"]), (str(data.get("chinese", "")),
                                           str(data.get("traditional", "")),
                                           str(data.get("wxf", ""))))
        if "message" in data:
            return Message.from_dict(data["message"])
    if isinstance(data, int | str) and not isinstance(data, bool):
        return data
    raise ValueError(f"bad message argument {data!r}")
