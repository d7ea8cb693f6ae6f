"""Printing and PDF export off the UI thread (issue 12): progress and a Cancel button in
the status bar, a cancel that stops the worker and removes the partial file, and printing
on a QPrinter painted in a worker thread while the event loop keeps running."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session
from tests.conftest import corpus_path
from xiangqi_gui.app.session import AppSession
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.ui.job_progress import JobProgress
from xiangqi_gui.ui.print_sheet import PdfExport

pypdf = pytest.importorskip("pypdf", reason="pypdf (test dependency) reads the PDF back")

LONG_GAME = "walker8088-cchess/games/对局谱/已转换/antiwin(9段)-和-弈者无心(9段) 09-06-20.pgn"


def browsing_long_game(qtbot: QtBot, tmp_path: Path) -> AppSession:
    session = make_session(qtbot, tmp_path / "data", GameSetup.casual(red="A", black="B"))
    assert session.open_file(str(corpus_path(LONG_GAME)), 0)
    assert session.window.sheet.ply_count == 330  # 165 moves: 4 A4 pages
    return session


def held_start(monkeypatch: pytest.MonkeyPatch) -> Callable[[PdfExport], None]:
    """Make the session's jobs wait for the returned ``start`` (tests connect first)."""
    real = PdfExport.start
    monkeypatch.setattr(PdfExport, "start", lambda _self, _pool=None: None)
    return lambda job: real(job)


def job_progress(session: AppSession) -> JobProgress | None:
    return session.window.statusBar().findChild(JobProgress)


def test_pdf_export_shows_progress_and_cancel_stops_it_and_removes_the_file(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = browsing_long_game(qtbot, tmp_path)
    path = tmp_path / "sheet.pdf"
    gate, painted = threading.Event(), threading.Event()
    pages: list[tuple[int, int]] = []

    def hold(done: int, total: int) -> None:  # in the worker thread, after each page
        pages.append((done, total))
        painted.set()
        assert gate.wait(20)

    start = held_start(monkeypatch)
    export = session.export_pdf_in_background(str(path))
    export.progress.connect(hold, Qt.ConnectionType.DirectConnection)
    start(export)
    progress = job_progress(session)
    assert progress is not None and progress.isVisible()
    assert progress.cancel_button.isEnabled()
    qtbot.waitUntil(painted.is_set, timeout=20_000)  # page 1 painted, the worker waits
    qtbot.mouseClick(progress.cancel_button, Qt.MouseButton.LeftButton)
    assert not progress.cancel_button.isEnabled()
    with qtbot.waitSignal(export.cancelled, timeout=20_000):
        gate.set()
    assert pages == [(1, 4)]  # stopped after the page being painted
    assert export.wait(5)
    assert not path.exists()  # the partial file is removed
    qtbot.waitUntil(lambda: job_progress(session) is None)
    assert "cancelled" in session.window.statusBar().currentMessage()


def test_pdf_export_progress_reaches_every_page_then_leaves_the_status_bar(
        qtbot: QtBot, tmp_path: Path) -> None:
    session = browsing_long_game(qtbot, tmp_path)
    path = tmp_path / "sheet.pdf"
    export = session.export_pdf_in_background(str(path))
    progress = job_progress(session)
    assert progress is not None
    seen: list[str] = []
    export.progress.connect(lambda _d, _t: seen.append(progress.bar.format()))
    with qtbot.waitSignal(export.finished, timeout=60_000) as finished:
        pass
    assert finished.args == [4]
    assert seen[-1] == "page 4 of 4"
    qtbot.waitUntil(lambda: job_progress(session) is None)
    assert session.window.statusBar().currentMessage() == (
        f"Score sheet written to {path} (4 pages).")
    assert len(pypdf.PdfReader(str(path)).pages) == 4


def test_printing_paints_on_the_printer_in_a_worker_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = browsing_long_game(qtbot, tmp_path)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # no real printer here
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    threads: list[int] = []
    gate, painted = threading.Event(), threading.Event()

    def after_page(done: int, _total: int) -> None:  # in the painting thread
        threads.append(threading.get_ident())
        if done == 2:
            painted.set()
            assert gate.wait(20)  # the job stays half done until the loop has run

    beats: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: beats.append(1.0))
    start = held_start(monkeypatch)
    job = session.print_in_background(printer)
    job.progress.connect(after_page, Qt.ConnectionType.DirectConnection)
    start(job)
    qtbot.waitUntil(painted.is_set, timeout=20_000)
    timer.start()
    qtbot.waitUntil(lambda: len(beats) >= 3)  # the event loop runs while pages are painted
    timer.stop()
    assert not job.wait(0)
    with qtbot.waitSignal(job.finished, timeout=60_000) as finished:
        gate.set()
    assert finished.args == [4]
    assert len(threads) == 4 and threading.get_ident() not in threads
    reader = pypdf.PdfReader(str(path))
    text = "".join("".join(page.extract_text().split()) for page in reader.pages)
    assert len(reader.pages) == 4
    assert "1马八进七" in text and "165帅四进一" in text  # the first and the last move
    qtbot.waitUntil(lambda: job_progress(session) is None)
    assert "printed.pdf" in session.window.statusBar().currentMessage()


def test_cancelled_printing_leaves_no_output_file(qtbot: QtBot, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    session = browsing_long_game(qtbot, tmp_path)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    gate, painted = threading.Event(), threading.Event()

    def hold(_done: int, _total: int) -> None:
        painted.set()
        assert gate.wait(20)

    start = held_start(monkeypatch)
    job = session.print_in_background(printer)
    job.progress.connect(hold, Qt.ConnectionType.DirectConnection)
    start(job)
    qtbot.waitUntil(painted.is_set, timeout=20_000)
    progress = job_progress(session)
    assert progress is not None
    qtbot.mouseClick(progress.cancel_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(job.cancelled, timeout=20_000):
        gate.set()
    assert job.wait(5)
    assert not path.exists()


def test_the_export_keeps_the_sheet_as_it_was_when_started(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.play.sheet import Annotation, ScoreRows
    from xiangqi_gui.rules import Color, Move
    from xiangqi_gui.ui.print_sheet import PdfExport, SheetData

    rows = ScoreRows.from_moves("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
                                [Move.from_iccs("h2e2")])
    rows.annotations[1] = [Annotation.draw_offer(Color.RED)]
    export = PdfExport(SheetData(rows, red="A", black="B"), tmp_path / "x.pdf")
    rows.append(Move.from_iccs("h9g7"))  # the game goes on while the PDF is written
    rows.annotations[1].append(Annotation.draw_offer(Color.BLACK))
    assert len(export.data.rows) == 1 and len(rows) == 2
    assert len(export.data.rows.annotations[1]) == 1


def test_the_pdf_worker_paces_itself_row_by_row(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker painting the PDF pauses now and then (a Pacer's pace before each row),
    so that the window's paints find the interpreter lock free (issue 12: a paint while
    the PDF was written took twice its CPU time, waiting for the lock)."""
    from xiangqi_gui.ui.pacing import Pacer

    threads: list[int] = []
    real = Pacer.pace

    def pace(self: Pacer) -> None:
        threads.append(threading.get_ident())
        real(self)

    monkeypatch.setattr(Pacer, "pace", pace)
    session = browsing_long_game(qtbot, tmp_path)
    export = session.export_pdf_in_background(str(tmp_path / "sheet.pdf"))
    with qtbot.waitSignal(export.finished, timeout=60_000):
        pass
    assert len(threads) == 165  # one a row: 165 moves
    assert threading.get_ident() not in threads
