"""Show the core's messages (:class:`~xiangqi_gui.rules.message.Message`) in a UI language.

The template of a message id is translated through Qt (context ``Message``; lupdate
collects the templates from the modules that register them: ``rules/outcome.py``,
``arbiter/texts.py``, ``play/texts.py``), and its arguments are named the way players of the
language say them (:mod:`xiangqi_gui.notation.describe`): a side (红方, "Red", "Đỏ"), a piece
on its square (红方二路炮, "Red's cannon on file 2 (h2)", "Pháo cột 2 của Đỏ (h2)"), a move
(炮二平五, 傌二進三 in traditional characters, "C2=5 (h2e2)"), a list joined the language's way.

The language is the installed UI language unless one is given (the printout may be made in
another): then that language's ``.qm`` is read by a translator of its own, not installed.

Text that is not a message (an arbiter's typed reason, a record's comment, an outcome read
from older data) is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from xiangqi_gui.notation.describe import LANGUAGES, describe_piece, piece_name, side_word
from xiangqi_gui.play.sheet import Annotation, AnnotationKind
from xiangqi_gui.rules import Color, Outcome, Piece
from xiangqi_gui.rules.message import Message, MoveRef, PieceRef, joiner
from xiangqi_gui.rules.system_texts import system_error
from xiangqi_gui.ui.i18n import current_language, translation_file

CONTEXT = "Message"
#: List separators by language: (pieces, moves, articles, other).
_JOINERS = {"zh_Hans": ("和", "，", "、", "；"), "zh_Hant": ("和", "，", "、", "；"),
            "en": (" and ", " ", ", ", "; "), "vi": (" và ", " ", ", ", "; ")}
#: The core's Chinese terms (棋例 names such as 长将, 允许着法; move natures 将, 捉 ...) in
#: traditional characters, for the format spec ``term`` in 繁體 (``{name:term}``).
_TRADITIONAL_TERMS = str.maketrans("长将杀许着兑献拦闲", "長將殺許著兌獻攔閒")
#: What a move without notation (an illegal one) is called in a Chinese sentence.
_THIS_MOVE = {"zh_Hans": "此着", "zh_Hant": "此著"}
_translators: dict[str, QTranslator] = {}


def language_of(language: str | None) -> str:
    """``language`` when it is one of :data:`LANGUAGES`, else the installed UI language."""
    if language in LANGUAGES:
        return str(language)
    chosen = current_language()
    return chosen if chosen in LANGUAGES else "en"


def translate(context: str, source: str, language: str | None = None,
              disambiguation: str | None = None, n: int = -1) -> str:
    """``source`` of ``context`` translated into ``language`` (default: installed);
    ``disambiguation`` and ``n`` (the count of a ``%n`` plural form) as in Qt's
    ``translate``."""
    lang = language_of(language)
    if lang == current_language():
        return QCoreApplication.translate(context, source, disambiguation, n)
    translator = _translators.get(lang)
    if translator is None:
        translator = QTranslator()
        path = translation_file(lang)
        if not (Path(path).is_file() and translator.load(str(path))):
            return source.replace("%n", str(n)) if n >= 0 else source
        _translators[lang] = translator
    text = translator.translate(context, source, disambiguation, n) or source
    return text.replace("%n", str(n)) if n >= 0 else text


def render(message: Message | str | None, language: str | None = None) -> str:
    """``message`` in ``language`` (default: the installed UI language); a plain string is
    returned as it is, None as ``""``."""
    if message is None:
        return ""
    if isinstance(message, str):
        return message
    lang = language_of(language)

    def template(msg: Message) -> str:
        return translate(CONTEXT, msg.template, lang) if msg.template else msg.id

    return message.render(template, lambda value, spec: value_text(value, spec, lang))


def error_text(error: BaseException | str, language: str | None = None) -> str:
    """An error of the core in ``language`` (default: the UI's): its ``message`` (a
    :class:`Message`: engine, tournament, library errors) rendered when it carries one, an
    ``OSError`` in the system's words (:func:`~xiangqi_gui.rules.system_texts.system_error`)
    after its file name, else its English text."""
    if isinstance(error, str):
        return error
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return render(message, language)
    if isinstance(error, OSError):  # the system's words, and the file when it names one
        words = render(system_error(error), language)
        return with_file(str(error.filename), words, language) if error.filename else words
    return str(error)


def with_file(path: str, text: str, language: str | None = None) -> str:
    """``text`` about the file ``path``: "path：text" in Chinese, "path: text" else."""
    return f"{path}{'：' if language_of(language).startswith('zh') else ': '}{text}"


def render_all(messages: Iterable[Message | str], language: str | None = None) -> str:
    """Several messages as one status-bar line (joined by a space; none in Chinese)."""
    lang = language_of(language)
    texts = [t for t in (render(m, lang) for m in messages) if t]
    return ("" if lang.startswith("zh") else " ").join(texts)


def value_text(value: Any, spec: str, language: str) -> str:
    """One argument in ``language`` (``spec`` ``"bare"``: a piece without its side;
    ``"term"``: one of the core's Chinese terms, in traditional characters for 繁體)."""
    if spec == "term" and isinstance(value, str):
        return value.translate(_TRADITIONAL_TERMS) if language == "zh_Hant" else value
    if isinstance(value, Color):
        return side_word(value, language)
    if isinstance(value, PieceRef):
        return describe_piece(Piece(value.color, value.kind), value.square, language,
                              tandem=value.tandem, side=spec != "bare")
    if isinstance(value, Piece):
        return piece_name(value, language)
    if isinstance(value, MoveRef):
        return _move_text(value, language)
    if isinstance(value, Message):
        return render(value, language)
    if isinstance(value, tuple):
        pieces, moves, articles, other = _JOINERS[language]
        separator = joiner(value, pieces, moves, articles, other)
        return separator.join(value_text(v, spec, language) for v in value)
    return str(value)


def _move_text(move: MoveRef, language: str) -> str:
    chinese, traditional, wxf = move.texts()
    if language == "zh_Hans":
        return chinese or _THIS_MOVE[language]
    if language == "zh_Hant":
        return traditional or chinese or _THIS_MOVE[language]
    return f"{wxf} ({move.iccs})" if wxf else move.iccs


def outcome_reason(outcome: Outcome, language: str | None = None) -> str:
    """How ``outcome`` came about in ``language`` (its stored reason when it has no
    message: older data, or the arbiter's own words)."""
    return render(outcome.message if outcome.message is not None else outcome.reason, language)


def note_label(note: Annotation, language: str | None = None) -> str:
    """A sheet note's short text: 犯规 8.1.5 / "Foul 8.1.5", 提和 / "Draw offer", or the
    comment (a program's note rendered, a record's comment as it is)."""
    lang = language_of(language)
    if note.kind == AnnotationKind.FOUL:
        if lang == current_language():
            word = QCoreApplication.translate("SheetNote", "Foul {0}")
        else:
            word = translate("SheetNote", "Foul {0}", lang)
        return word.format(note.article).strip()
    if note.kind == AnnotationKind.DRAW_OFFER:
        if lang == current_language():
            return QCoreApplication.translate("SheetNote", "Draw offer")
        return translate("SheetNote", "Draw offer", lang)
    return render(note.message if note.message is not None else note.text, lang)


def note_detail(note: Annotation, language: str | None = None) -> str:
    """The label followed by the foul's description when there is one (tooltips,
    printout)."""
    label = note_label(note, language)
    if note.kind != AnnotationKind.FOUL or not (note.text or note.message):
        return label
    lang = language_of(language)
    text = render(note.message if note.message is not None else note.text, lang)
    return f"{label}：{text}" if lang.startswith("zh") else f"{label}: {text}"
