"""The user interface language: Qt translators for the program and for Qt's own buttons.

Four languages (issue 11): ``zh_Hans`` (简体中文), ``zh_Hant`` (繁體中文), ``en`` and ``vi``
(Tiếng Việt). The program's translations are ``resources/translations/xiangqi_gui_<code>.qm``,
compiled by ``pyside6-lrelease`` from the ``.ts`` sources beside them
(``packaging/update_translations.py`` regenerates both). Qt's standard buttons (OK, Cancel,
Yes, No …) come from Qt's own ``qtbase_<locale>.qm`` in ``QLibraryInfo``'s translations path;
Qt ships no Vietnamese one, so ``resources/translations/qtbase_vi.qm`` (hand-kept) stands in.

The language is chosen before any widget is built: the user's choice in Preferences, else
the system locale (:func:`language_for_locale`). A change in Preferences is installed at once:
the windows say their words again on ``QEvent.LanguageChange``
(:mod:`xiangqi_gui.ui.live_text`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from xiangqi_gui.resources import resource_path

#: Language codes in the order Preferences lists them, with their names in themselves.
LANGUAGES: dict[str, str] = {
    "zh_Hans": "简体中文",
    "zh_Hant": "繁體中文",
    "en": "English",
    "vi": "Tiếng Việt",
}
DEFAULT_LANGUAGE = "en"

#: Qt's own translation file (``qtbase_<suffix>.qm``) for each language, when Qt ships one.
_QT_SUFFIX = {"zh_Hans": "zh_CN", "zh_Hant": "zh_TW", "en": "en"}
_TRADITIONAL_REGIONS = {"TW", "HK", "MO"}

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker name)
    """Mark ``text`` for translation in ``context`` and return it unchanged (typed ``str``,
    unlike PySide6's own marker); translate it later with ``QCoreApplication.translate``."""
    del context
    return text


def language_for_locale(name: str) -> str:
    """The language code for a POSIX/BCP-47 locale name such as ``zh_CN.UTF-8`` or ``zh-Hant-TW``.

    zh_CN, zh_SG (and any other or no region) → ``zh_Hans``; zh_TW, zh_HK, zh_MO or an explicit
    Hant script → ``zh_Hant``; vi → ``vi``; everything else → ``en``.

    >>> [language_for_locale(n) for n in ("zh_CN.UTF-8", "zh_HK", "zh-Hant", "vi_VN", "de_DE")]
    ['zh_Hans', 'zh_Hant', 'zh_Hant', 'vi', 'en']
    """
    parts = name.split(".")[0].split("@")[0].replace("-", "_").split("_")
    language = parts[0].lower()
    rest = {p.upper() for p in parts[1:]}
    if language == "zh":
        if "HANT" in rest:
            return "zh_Hant"
        if "HANS" in rest:
            return "zh_Hans"
        return "zh_Hant" if rest & _TRADITIONAL_REGIONS else "zh_Hans"
    if language == "vi":
        return "vi"
    return "en"


def system_language() -> str:
    """The language of the system locale (``QLocale.system()``), see :func:`language_for_locale`."""
    locale = QLocale.system()
    if locale.language() == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript
        return "zh_Hant" if traditional else "zh_Hans"
    return language_for_locale(locale.name())


def translation_file(language: str) -> Path:
    """Path of the program's compiled translation for ``language`` (may not exist for ``en``)."""
    return resource_path("translations", f"xiangqi_gui_{language}.qm")


def install_language(language: str) -> str:
    """Install the translators of ``language`` in the running Q(Core)Application.

    Replaces the translators a previous call installed. An unknown code falls back to
    English. Returns the language installed. A missing ``.qm`` leaves the English source
    text (never raises). The language already installed is left as it is: every change of
    translators sends a LanguageChange event to every widget.
    """
    global _current
    app = QCoreApplication.instance()
    if language not in LANGUAGES:
        language = DEFAULT_LANGUAGE
    if _installed and language == _current and app is not None:
        return language
    for translator in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(translator)
    _installed.clear()
    _current = language
    if app is None:
        return language
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    suffix = _QT_SUFFIX.get(language)
    candidates = [str(translation_file(language))]
    if suffix is not None:
        candidates.append(str(Path(qt_dir) / f"qtbase_{suffix}.qm"))
        # the file-dialog labels Qt 6 renamed ("&Look in:"), missing from Qt's catalogue
        candidates.append(str(resource_path("translations", f"qtbase_extra_{language}.qm")))
    else:  # Qt has none: our own translation of Qt's buttons and file dialog (qtbase_vi.ts)
        candidates.append(str(resource_path("translations", f"qtbase_{language}.qm")))
    for path in candidates:
        translator = QTranslator(app)
        if Path(path).is_file() and translator.load(path):
            QCoreApplication.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(_locale_name(language)))
    return language


def current_language() -> str:
    """The language :func:`install_language` last installed (``en`` before any call)."""
    return _current


def _locale_name(language: str) -> str:
    return {"zh_Hans": "zh_CN", "zh_Hant": "zh_TW", "vi": "vi_VN"}.get(language, "en_US")
