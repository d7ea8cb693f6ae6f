"""Widgets are tested in English, with the English translation installed as the program
installs it (plural forms such as "1 move" come from ``xiangqi_gui_en.qm``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from xiangqi_gui.ui.i18n import install_language


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """Install the English translators before each test (a test may switch languages)."""
    install_language("en")
    yield
    install_language("en")
