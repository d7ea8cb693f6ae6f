"""Preferences ▸ Printed score sheet (issue 11): the printout is the CXA form in Chinese by
default, whatever the interface language, and can be printed in the interface language;
the choice is stored and used by print and PDF export."""

from __future__ import annotations

from pathlib import Path

import pypdf
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session
from xiangqi_gui.app.desktop import DesktopShell
from xiangqi_gui.app.preferences import Preferences
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.print_sheet import PRINT_CXA


def _pdf_text(path: Path) -> str:
    return "".join("".join(page.extract_text().split())
                   for page in pypdf.PdfReader(str(path)).pages)


def test_the_printout_language_is_chosen_stored_and_used(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="许银川", black="吕钦"))
    shell = session.desktop  # type: ignore[attr-defined]
    assert isinstance(shell, DesktopShell)
    drag(qtbot, session.window.board, "h2", "e2")
    pdf = tmp_path / "sheet.pdf"
    assert session.print_language == PRINT_CXA  # the default: the CXA form
    assert session.export_pdf(str(pdf)) is not None
    text = _pdf_text(pdf)
    assert "红方签名" in text and "炮二平五" in text and "signature" not in text.lower()
    assert "1小时，每着加30秒" in text  # the time control in the sheet's words too

    dialog = shell.preferences_dialog()
    assert dialog.values().printout == "cxa"
    assert [dialog.printout_box.itemData(i) for i in range(dialog.printout_box.count())] == [
        "cxa", "ui"]
    dialog.printout_box.setCurrentIndex(dialog.printout_box.findData("ui"))
    dialog.accept()
    assert Preferences(tmp_path).printout() == "ui"  # stored
    assert session.print_language is None  # applied: the interface language (English here)
    assert session.export_pdf(str(pdf)) is not None
    text = _pdf_text(pdf)
    assert "Red'ssignature" in text and "炮二平五" in text and "红方签名" not in text
    assert "1h+30s/move" in text and "每着" not in text
    install_language("vi")
    try:
        assert session.export_pdf(str(pdf)) is not None
        text = _pdf_text(pdf)
        assert "红方签名" not in text and "1giờ+30giây/nước" in text
    finally:
        install_language("en")

    dialog = shell.preferences_dialog()  # the stored choice is shown, and can be undone
    assert dialog.values().printout == "ui"
    dialog.printout_box.setCurrentIndex(dialog.printout_box.findData("cxa"))
    dialog.accept()
    assert Preferences(tmp_path).printout() == "cxa" and session.print_language == PRINT_CXA
