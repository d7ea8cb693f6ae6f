"""Help ▸ About: version, rule edition, licences (the program's and the bundled fonts')."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from xiangqi_gui import __version__
from xiangqi_gui.resources import resource_dir
from xiangqi_gui.ui.on_screen import keep_on_screen

#: Licence files shown when present: (tab title source text, path relative to resources or repo).
_LICENCE_FILES = (("Licence", ("LICENSE", "../LICENSE")),
                  ("Third-party notices", ("THIRD_PARTY_NOTICES.txt",
                                           "../THIRD_PARTY_NOTICES.txt")),
                  ("Font licence (SIL OFL 1.1)", ("fonts/OFL.txt",)))


def licence_texts() -> list[tuple[str, str]]:
    """(title, text) of every licence file found among the resources (or the checkout root)."""
    try:
        base = resource_dir()
    except FileNotFoundError:
        return []
    found = []
    for title, names in _LICENCE_FILES:
        for name in names:
            path = (base / name).resolve()
            if path.is_file():
                found.append((title, path.read_text(encoding="utf-8", errors="replace")))
                break
    return found


class AboutDialog(QDialog):
    """Version, the rule edition the arbiter follows, and a tab per licence text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)
        self.setWindowTitle(self.tr("About xiangqi_gui"))
        self.summary_label = QLabel(self.summary())
        self.summary_label.setWordWrap(True)
        self.tabs = QTabWidget()
        titles = {"Licence": self.tr("Licence"),
                  "Third-party notices": self.tr("Third-party notices"),
                  "Font licence (SIL OFL 1.1)": self.tr("Font licence (SIL OFL 1.1)")}
        for title, text in licence_texts():
            view = QTextBrowser()
            view.setPlainText(text)
            self.tabs.addTab(view, titles.get(title, title))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(620, 480)

    def summary(self) -> str:
        """The text above the licence tabs."""
        return "\n".join([
            self.tr("xiangqi_gui {0}").format(__version__),
            self.tr("Board, chess clock, score sheet and arbiter for Chinese chess (象棋)."),
            self.tr("Rules: Chinese Xiangqi Association, Xiangqi Competition Rules, "
                    "2011 edition (中国象棋竞赛规则 2011)."),
            self.tr("Program licence: MIT. Fonts: Noto Serif CJK and Noto Sans CJK subsets, "
                    "SIL Open Font License 1.1."),
        ])
