"""Translations (issue 11): every .ts is finished and compiled, and the main window, New game,
Preferences, the time-control, About, arbiter and position dialogs, the tournament window,
clock mode's faces, and Qt's own file and print dialogs show no English word in zh_Hans,
zh_Hant or vi.

The walk reads what a person sees: menu titles and actions, tool and status tips, dialog
titles, form labels, check boxes, buttons and combo-box items.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QFileInfo, Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFileDialog,
    QFileIconProvider,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMenu,
    QWidget,
)

from tests.conftest import REPO
from xiangqi_gui.app.main import build_parser, create_session
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.tournament import EventConfig, System
from xiangqi_gui.tournament.store import TournamentFile
from xiangqi_gui.ui.about_dialog import AboutDialog
from xiangqi_gui.ui.arbiter_dialogs import CorrectTimeDialog, DeclareResultDialog, FoulDialog
from xiangqi_gui.ui.i18n import LANGUAGES, install_language, language_for_locale
from xiangqi_gui.ui.new_game_dialog import NewGameDialog
from xiangqi_gui.ui.position_editor import PositionEditor
from xiangqi_gui.ui.preferences_dialog import PreferencesDialog, PreferenceValues
from xiangqi_gui.ui.time_control_dialog import TimeControlDialog
from xiangqi_gui.ui.tournament_window import TournamentWindow

TS_DIR = REPO / "resources" / "translations"
#: The only Latin-letter names a zh_Hans, zh_Hant or vi text may show: notation and file
#: formats (and XQF's magic bytes, XQ), rule bodies, the names of tie-breaks, a rating and a
#: clock delay, programs, fonts and their licences, key names and one command-line metavar.
#: Phrases are matched whole.
LATIN_NAMES = (
    "SIL Open Font License", "Noto Serif CJK", "Noto Sans CJK", "WinBoard", "SAN",
    "apt-get install fairy-stockfish", "pip install 'xiangqi-gui[sound]'", "xiangqi-gui[sound]",
    "Sonneborn-Berger", "fairy-stockfish", "xiangqi_gui",
    "ICCS", "WXF", "UCI", "UCCI", "PGN", "XQF", "XQ", "FEN", "DhtmlXQ", "CSV", "PDF", "ECCO",
    "binit", "bestmove", "NUL", "PATH", "CXA", "AXF", "Bronstein", "Buchholz", "Elo",
    "QtMultimedia", "SIL", "OFL", "MIT", "Home", "End", "Enter", "SCREEN",
)
_NAMES = re.compile("|".join(rf"(?<![A-Za-z0-9_-]){re.escape(n)}(?![A-Za-z0-9_-])"
                             for n in sorted(LATIN_NAMES, key=len, reverse=True)))
#: Further Latin words of the widget walk: engine program names the window shows as data.
ALLOWED = {"pikafish", "eleeye"}
WORD = re.compile(r"[A-Za-z][A-Za-z']+")
#: What is not text in a .ts translation: rich-text tags, entities, format placeholders
#: ({0}, {side}, %1, %Ln, %p, %v, %m) and file patterns (*.pgn).
NOT_TEXT = re.compile(r"<[^>]*>|&\w+;|\{[^}]*\}|%L?\d+|%L?n|%[pvm]|\*\.\w+")
MNEMONIC = re.compile(r"\(&\w\)|&(?=\w)")  # (&F) in Chinese, &F in place elsewhere
#: A run of Latin letters (Vietnamese ones too), digits and the signs of names and examples.
LATIN_TOKEN = re.compile(r"[A-Za-z0-9_'=+\[\]\u00C0-\u024F\u1E00-\u1EFF-]+")


def _english_words() -> set[str]:
    """Every word of every English source text (what an untranslated string would show)."""
    words: set[str] = set()
    root = ET.parse(TS_DIR / "xiangqi_gui_en.ts").getroot()
    for source in root.iter("source"):
        words.update(w.lower() for w in WORD.findall(source.text or ""))
    return words


ENGLISH = _english_words()
#: Vietnamese words spelled like an English word of the sources, and loanwords Vietnamese
#: writes as English does (byte, the unit ms)
VIETNAMESE_HOMOGRAPHS = {"in", "do", "an", "the", "so", "to", "ban", "hay", "cho", "con",
                         "sau", "tin", "ten", "mode", "byte", "ms"}


def english_left(text: str, language: str) -> list[str]:
    """The English words of ``text`` that a translation to ``language`` should not show."""
    text = re.sub(r"<[^>]*>", " ", text)  # rich-text tags
    text = re.sub(r"&(?=\w)", "", text)  # mnemonics
    for name in LANGUAGES.values():  # each language's name in itself
        text = text.replace(name, " ")
    text = _NAMES.sub(" ", text)
    found = []
    for word in WORD.findall(text):
        if word in ALLOWED:
            continue
        if language.startswith("zh"):
            found.append(word)  # no Latin words in Chinese beyond the allowed names
        elif word.lower() in ENGLISH and word.lower() not in VIETNAMESE_HOMOGRAPHS:
            found.append(word)
    return found


def latin_left(translation: str, source: str, language: str) -> list[str]:
    """The Latin-letter words of a .ts ``translation`` of ``source`` that are not allowed.

    Allowed: :data:`LATIN_NAMES`; symbols copied from the source (a lone letter or a range of
    two, or letters with digits: ``h2e2``, ``C2=5``, ``w, r or b``, ``a-i``, ``UTF-8``); in
    Vietnamese, any word that is not an English word of the sources. Chinese allows no other
    Latin word.
    """
    text = _NAMES.sub(" ", NOT_TEXT.sub(" ", MNEMONIC.sub("", translation)))
    symbols = {t for t in LATIN_TOKEN.findall(NOT_TEXT.sub(" ", source))
               if re.search(r"\d", t) or re.fullmatch(r"[A-Za-z](-[A-Za-z])?", t)}
    found = []
    for token in LATIN_TOKEN.findall(text):
        token = token.strip("-'=+")
        if not re.search("[A-Za-z]", token) or token in symbols:
            continue
        words = re.findall(r"[A-Za-z\u00C0-\u024F\u1E00-\u1EFF]+", token)
        if language.startswith("zh") or any(
                w.lower() in ENGLISH and w.lower() not in VIETNAMESE_HOMOGRAPHS for w in words):
            found.append(token)
    return found


def ts_translations(language: str) -> Iterator[tuple[str, str, str]]:
    """(context, source, translation) of every message (each plural form) in a .ts file."""
    root = ET.parse(TS_DIR / f"xiangqi_gui_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            for form in forms or [translation.text or ""]:
                yield name, source, form


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "vi"])
def test_translations_hold_latin_letters_only_in_names(language: str) -> None:
    """Every translation in the .ts file, not only those the walk below meets: no text is
    left as its English source, and Latin letters are names or the source's symbols."""
    left = {(context, source): words for context, source, text in ts_translations(language)
            if (words := latin_left(text, source, language))}
    assert left == {}
    same = [(context, source) for context, source, text in ts_translations(language)
            if text == source and latin_left(source, "", language)]
    assert same == []


@pytest.mark.parametrize(("language", "word"), [("zh_Hans", "引擎"), ("zh_Hant", "引擎"),
                                                 ("vi", "máy")])
def test_one_word_for_the_engine(language: str, word: str) -> None:
    """Every text about the engine names it with the one word of the field."""
    missing = [(context, source, text) for context, source, text in ts_translations(language)
               if re.search(r"\bengines?\b", source, re.IGNORECASE)
               and word not in text.lower()]
    assert missing == []


def visible_texts(widget: QWidget) -> Iterator[str]:
    """Titles, labels, buttons, combo items and tips of ``widget`` and its children."""
    yield widget.windowTitle()
    for child in widget.findChildren(QWidget):
        if isinstance(child, (QLabel, QAbstractButton)):
            yield child.text()
        elif isinstance(child, QGroupBox):
            yield child.title()
        elif isinstance(child, QComboBox):
            yield from (child.itemText(i) for i in range(child.count()))
        if child.toolTip():
            yield child.toolTip()


def menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        if action.menu() is not None:
            yield from menu_texts(action.menu())  # type: ignore[arg-type]
        elif not action.isSeparator():
            yield action.text()
            yield action.statusTip()


def test_every_ts_file_is_finished() -> None:
    for language in LANGUAGES:
        ts = TS_DIR / f"xiangqi_gui_{language}.ts"
        text = ts.read_text(encoding="utf-8")
        assert 'type="unfinished"' not in text, ts.name
        assert 'type="vanished"' not in text and 'type="obsolete"' not in text, ts.name
        root = ET.fromstring(text)
        messages = list(root.iter("message"))
        assert len(messages) > 200, ts.name
        for message in messages:
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            source = message.findtext("source") or ""
            if source.strip():
                assert all(forms), (ts.name, source)


def test_english_plural_forms() -> None:
    root = ET.parse(TS_DIR / "xiangqi_gui_en.ts").getroot()
    numerus = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert numerus
    for message in numerus:
        forms = [f.text or "" for f in message.iter("numerusform")]
        assert len(forms) == 2 and "(s)" not in "".join(forms), forms


def test_translations_are_current_and_compiled() -> None:
    """A fresh lupdate changes no .ts file and a fresh lrelease gives the committed .qm."""
    import sys

    sys.path.insert(0, str(REPO / "packaging"))
    try:
        import update_translations
    finally:
        sys.path.pop(0)
    assert update_translations.check(REPO) == []


@pytest.mark.parametrize(("name", "code"), [
    ("zh_CN.UTF-8", "zh_Hans"), ("zh_SG", "zh_Hans"), ("zh_TW.UTF-8", "zh_Hant"),
    ("zh_HK", "zh_Hant"), ("zh_MO", "zh_Hant"), ("vi_VN", "vi"), ("en_GB", "en"),
    ("de_DE.UTF-8", "en"), ("C", "en"),
])
def test_language_for_locale(name: str, code: str) -> None:
    assert language_for_locale(name) == code


def _session(tmp_path: Path, language: str) -> AppSession:
    folder = tmp_path / language
    folder.mkdir()
    (folder / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    session = create_session(build_parser().parse_args([]), folder=folder,
                             ask=lambda _t, _q: False)
    # the Games list and the library pane are built at their dock's first show or use
    # (ui/dock_content, start-up): build them so that their texts are walked too
    assert session.opener is not None
    session.opener.list  # noqa: B018
    session.library_panel.pane  # type: ignore[attr-defined]  # noqa: B018
    return session


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "vi"])
def test_no_english_left_in_the_main_window_and_dialogs(
        qapp: QApplication, tmp_path: Path, language: str) -> None:
    session = _session(tmp_path, language)
    window = session.window
    try:
        texts = [text for action in window.menuBar().actions()
                 for text in menu_texts(action.menu())]  # type: ignore[arg-type]
        texts += list(visible_texts(window))
        texts += _qt_dialog_texts(window)  # column headers too (game list, library, sheet)
        new_game = NewGameDialog(window, date="2026.12.01")
        texts += list(visible_texts(new_game))
        preferences = PreferencesDialog(PreferenceValues(), window)
        texts += list(visible_texts(preferences))
        dialogs = [TimeControlDialog(window), AboutDialog(window),
                   CorrectTimeDialog(window), FoulDialog(window), DeclareResultDialog(window),
                   PositionEditor(parent=window)]
        tfile = TournamentFile.create(tmp_path / "event.xqt",
                                      EventConfig("市象棋赛", System.SWISS, 5, level="provincial"))
        dialogs.append(TournamentWindow(tfile, None))  # level and time control combos too
        for dialog in dialogs:
            texts += list(visible_texts(dialog))
        study = session.study  # clock mode (F11) of a game without names: the sides only
        study.clock_mode_action.trigger()
        faces = (study.clock_view.left.name, study.clock_view.right.name)
        study.clock_mode_action.trigger()
        assert faces == {"zh_Hans": ("红方", "黑方"), "zh_Hant": ("紅方", "黑方"),
                         "vi": ("Đỏ", "Đen")}[language]
        assert len([t for t in texts if t]) > 200
        left = {text: words for text in texts if (words := english_left(text, language))}
        assert left == {}
        first_menu = {"zh_Hans": "文件(&F)", "zh_Hant": "檔案(&F)", "vi": "&Tệp"}[language]
        assert window.menuBar().actions()[0].text() == first_menu
        for dialog in [new_game, preferences, *dialogs]:
            dialog.deleteLater()
    finally:
        session.controller.stop()
        window.close()
        install_language("en")


def _qt_dialog_texts(dialog: QWidget) -> list[str]:
    """Labels, buttons, tips and column headers Qt's own dialog shows (not its combo
    boxes: they hold the folder's path and the filter the program gave)."""
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    texts += [w.toolTip() for w in dialog.findChildren(QWidget)]
    for header in dialog.findChildren(QHeaderView):
        model = header.model()
        if header.orientation() is Qt.Orientation.Horizontal and model is not None:
            texts += [str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                      for c in range(header.count())]
    return [t for t in texts if t]


@pytest.mark.parametrize(("language", "look_in", "file_type"), [
    ("zh_Hans", "查找范围(&L)：", "文件类型(&T)："),
    ("zh_Hant", "搜尋位置(&L)：", "檔案類型(&T)："),
    ("vi", "&Tìm trong:", "&Kiểu tệp:")])
def test_qt_file_and_print_dialogs_speak_the_ui_language(
        qapp: QApplication, tmp_path: Path, language: str, look_in: str,
        file_type: str) -> None:
    """Qt's own non-native file dialog (Open, Save, Import) and print dialog: Qt's
    catalogues (qtbase_zh_CN/zh_TW) plus the texts they miss (qtbase_extra_zh_*.ts, and
    qtbase_vi.ts for Vietnamese, which Qt ships none of)."""
    install_language(language)
    try:
        for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
            dialog = QFileDialog(None, "", str(tmp_path))
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
            dialog.setAcceptMode(mode)
            labels = {w.objectName(): w.text() for w in dialog.findChildren(QLabel)}
            folder_type = QFileIconProvider().type(QFileInfo(str(tmp_path)))  # "Type" column
            assert folder_type == {"zh_Hans": "文件夹", "zh_Hant": "資料夾",
                                   "vi": "Thư mục"}[language]
            assert (labels["lookInLabel"], labels["fileTypeLabel"]) == (look_in, file_type)
            texts = _qt_dialog_texts(dialog)
            assert len(texts) > 12
            left = {text: words for text in texts if (words := english_left(text, language))}
            assert left == {}
            dialog.deleteLater()
        printer = QPrinter()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog = QPrintDialog(printer)
        texts = _qt_dialog_texts(dialog)
        assert len(texts) > 20
        left = {text: words for text in texts if (words := english_left(text, language))}
        assert left == {}
        dialog.deleteLater()
    finally:
        install_language("en")


def test_english_window_is_english(qapp: QApplication, tmp_path: Path) -> None:
    session = _session(tmp_path, "en")
    try:
        titles = [a.text() for a in session.window.menuBar().actions()]
        assert titles == ["&File", "&Game", "&Arbiter", "&Record", "&View", "&Study",
                          "&Library", "&Tournament", "&Help"]
    finally:
        session.controller.stop()
        session.window.close()


def test_chinese_words_of_the_field(qapp: QApplication) -> None:
    """Arbiters' terms in Simplified Chinese, Traditional faces of them, cờ tướng terms."""
    from xiangqi_gui.rules import Termination
    from xiangqi_gui.ui.game_end_dialog import termination_text
    from xiangqi_gui.ui.time_text import TimeText

    expected = {
        "zh_Hans": ("长将", "自然限着", "将死", "1小时30分钟，每着加30秒"),
        "zh_Hant": ("長將", "自然限著", "將死", "1小時30分鐘，每著加30秒"),
        "vi": ("chiếu mãi", "giới hạn nước tự nhiên", "chiếu hết", "1 giờ 30 phút + 30 giây/nước"),
        "en": ("perpetual check", "natural move limit", "checkmate", "1 h 30 min + 30 s/move"),
    }
    from xiangqi_gui.clock import Stage

    for language, (perpetual, limit, mate, control) in expected.items():
        install_language(language)
        got = (termination_text(Termination.PERPETUAL_CHECK),
               termination_text(Termination.NATURAL_LIMIT),
               termination_text(Termination.CHECKMATE),
               TimeText().stage(Stage(90 * 60 * 10**9, increment_ns=30 * 10**9)))
        assert got == (perpetual, limit, mate, control)
    install_language("en")


def test_no_engine_reason_in_the_ui_language(qapp: QApplication,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh install without fairy-stockfish: New game says why in the UI language (the
    core's EngineNotFoundError sentence stays English for logs)."""
    from xiangqi_gui.app import session as session_module
    from xiangqi_gui.engine import EngineNotFoundError

    def nothing() -> None:
        raise EngineNotFoundError("no engine found: looked for fairy-stockfish on PATH")

    monkeypatch.setattr(session_module, "find_engine", nothing)
    install_language("zh_Hans")
    try:
        assert session_module.default_engine() == (
            "", "本机未找到引擎：请安装 fairy-stockfish（apt-get install fairy-stockfish），"
                "或选择引擎文件。")
    finally:
        install_language("en")
