"""The printed score sheet (art. 9): PDF through Qt print support, read back with pypdf.

Games are real corpus records: a 1997 World Championship game that ends in mate (ICCS
movetext, the Outcome comes from the rules core) and a 165-move online game for pagination.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from pytestqt.qtbot import QtBot

from tests.conftest import corpus_path
from tests.ui.test_score_sheet import read_chinese_game, replay
from xiangqi_gui.play.sheet import Annotation, ScoreRows
from xiangqi_gui.rules import START_FEN, Color, Move, Position
from xiangqi_gui.rules.outcome import Outcome, Termination
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.print_sheet import (
    RESULT_LABELS,
    TERMINATION_LABELS,
    TITLE,
    PrintError,
    SheetData,
    fixed_texts,
    missing_glyphs,
    paginate,
    print_preview,
    print_score_sheet,
    print_with_dialog,
    rows_per_page,
    unprintable,
)

pypdf = pytest.importorskip("pypdf", reason="pypdf (test dependency) reads the PDF back")

WORLD_1997 = "maksimkorzh-wukong-xiangqi/xqdb/games_pgn/bulk_games_uci.pgn"
LONG_GAME = "walker8088-cchess/games/对局谱/已转换/antiwin(9段)-和-弈者无心(9段) 09-06-20.pgn"
A4_CONTENT_HEIGHT = (297 - 2 * 15) / 25.4 * 72  # A4 minus the 15 mm margins, in points


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def pdf_pages(path: Path) -> list[str]:
    """The text of every page, white space removed (pypdf puts tabs/newlines between runs)."""
    return [_squeeze(page.extract_text()) for page in pypdf.PdfReader(str(path)).pages]


def mate_game() -> tuple[dict[str, str], list[Move]]:
    """LE Thien Vi - BI BingJian, World Xiangqi Championships 1997 (Red mates, 43 plies)."""
    text = corpus_path(WORLD_1997).read_text(encoding="utf-8")
    for chunk in text.split("[Event")[1:]:
        headers = dict(re.findall(r'(\w+) "([^"]*)"\]', "[Event" + chunk))
        if headers["Red"] == "LE Thien Vi":
            moves = [Move.from_iccs(t) for t in re.findall(r"\b[a-i]\d[a-i]\d\b", chunk)]
            return headers, moves
    raise AssertionError("game not found in the corpus file")


@pytest.fixture(scope="module")
def long_moves() -> list[Move]:
    _, tokens = read_chinese_game(corpus_path(LONG_GAME))
    return replay(tokens)


def mate_data() -> SheetData:
    headers, moves = mate_game()
    pos = Position()
    for move in moves:
        pos.push(move)
    outcome = pos.outcome()
    assert outcome is not None and outcome.termination == Termination.CHECKMATE
    times = [(7 + 3 * i) * 1_000_000_000 for i in range(len(moves))]
    notes = {
        6: [Annotation.foul(Color.BLACK, "8.1.5", "touched a piece that cannot move")],
        17: [Annotation.draw_offer(Color.RED)],
    }
    return SheetData(
        ScoreRows.from_moves(START_FEN, moves, notes, times),
        event=headers["Event"],
        round="5",
        date="1997",
        red=headers["Red"],
        black=headers["Black"],
        red_team="Vietnam",
        black_team="China",
        arbiter="Chief Arbiter",
        result=outcome.result,
        outcome=outcome,
        language="zh_Hans",  # the CXA form
    )


def test_pdf_of_a_real_game_names_players_moves_result_and_signatures(
    qapp: object, tmp_path: Path
) -> None:
    data = mate_data()
    path = tmp_path / "sheet.pdf"
    assert print_score_sheet(data, path) == 1  # 22 rows fit on page 1 with the closing block
    assert path.stat().st_size > 1000
    (text,) = pdf_pages(path)
    assert TITLE == "Xiangqi Competition Score Sheet"  # the source; printed in Chinese
    for expected in (
        "中国象棋比赛记录表",
        "LE Thien Vi",
        "BI BingJian",
        "LE Thien Vi（Vietnam）",
        "World Xiangqi Championships",
    ):
        assert _squeeze(expected) in text
    rows = data.rows
    for ply in (1, 2, 9, 43):
        entry = rows.entry(ply)
        assert entry.texts.chinese in text
        assert entry.abbr.text in text
    assert rows.entry(1).texts.chinese == "炮二平五"
    assert "结果：红胜1-0" in text
    assert "终局：将死（第4.1.1条）" in text
    assert "黑方犯规：第3回合犯规8.1.5" in text  # ply 6 is Black's 3rd move
    assert "红方犯规：无" in text
    assert "红：提和" in text  # ply 17 is Red's 9th move, in the notes column
    red_total = sum((7 + 3 * i) for i in range(0, 43, 2))
    black_total = sum((7 + 3 * i) for i in range(1, 43, 2))
    assert f"用时：红方{red_total // 60}:{red_total % 60:02d}" in text
    assert f"黑方{black_total // 60}:{black_total % 60:02d}" in text
    for label in ("红方签名", "黑方签名", "裁判签名"):
        assert label + "：" in text
    assert "第1页/共1页" in text
    assert "黑方被将死。" in text  # the ending's reason in the sheet's language


def _row_pages(pages: list[str], rows: ScoreRows) -> list[int]:
    """The page (1-based) on which each table row is printed: number, full, abbreviated."""
    found = []
    for row in range(rows.row_count()):
        red = rows.entry(rows.ply_at(row, Color.RED))
        key = f"{rows.move_number(row)}{red.texts.chinese}{red.abbr.text}"
        hits = [i + 1 for i, page in enumerate(pages) if key in page]
        assert hits, f"row {row + 1} ({key}) is not printed"
        found.append(hits[0])
    return found


def test_long_game_paginates_every_row_once(
    qapp: object, tmp_path: Path, long_moves: list[Move]
) -> None:
    assert len(long_moves) == 330  # 165 moves, 和棋
    data = SheetData(ScoreRows.from_moves(START_FEN, long_moves), red="antiwin", black="弈者无心",
                     language="zh_Hans")
    path = tmp_path / "long.pdf"
    # A4 with 15 mm margins: 45 rows under the page-1 header, 50 on later pages; the 20 rows
    # left for page 4 leave room for the closing block.
    assert rows_per_page(A4_CONTENT_HEIGHT, first=True) == 45
    assert rows_per_page(A4_CONTENT_HEIGHT, first=False) == 50
    assert print_score_sheet(data, path) == 4
    pages = pdf_pages(path)
    assert len(pages) == 4
    assert _row_pages(pages, data.rows) == [1] * 45 + [2] * 50 + [3] * 50 + [4] * 20
    assert all("共4页" in page for page in pages)
    assert ["裁判签名" in page for page in pages] == [False, False, False, True]
    assert "antiwin对" in pages[1]  # the running head repeats the players


def test_closing_block_moves_to_its_own_page_when_the_last_page_is_full(
    qapp: object, tmp_path: Path, long_moves: list[Move]
) -> None:
    moves = long_moves[: 2 * (45 + 50)]  # exactly fills pages 1 and 2
    data = SheetData(ScoreRows.from_moves(START_FEN, moves), red="antiwin", black="弈者无心",
                     language="zh_Hans")
    path = tmp_path / "full.pdf"
    assert print_score_sheet(data, path) == 3
    pages = pdf_pages(path)
    assert _row_pages(pages, data.rows) == [1] * 45 + [2] * 50
    assert "裁判签名" not in pages[1]
    assert "裁判签名" in pages[2] and "结果：未完*" in pages[2]


def test_paginate_plans() -> None:
    plans = paginate(0, A4_CONTENT_HEIGHT, 150.0)
    assert [(p.first_row, p.end_row, p.header, p.footer) for p in plans] == [(0, 0, True, True)]
    plans = paginate(96, A4_CONTENT_HEIGHT, 150.0)
    assert [(p.first_row, p.end_row) for p in plans] == [(0, 45), (45, 95), (95, 96)]
    assert plans[-1].footer and not plans[0].footer


def test_printer_in_pdf_mode_prints_the_sheet(qapp: object, tmp_path: Path) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printer.pdf"
    printer.setOutputFileName(str(path))
    assert print_score_sheet(mate_data(), printer) == 1
    (text,) = pdf_pages(path)
    assert "LEThienVi" in text and "炮二平五" in text


def test_print_dialog_prints_when_accepted_and_not_when_cancelled(
    qapp: object, tmp_path: Path
) -> None:
    path = tmp_path / "dialog.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # the dialog's "print to file"
    printer.setOutputFileName(str(path))

    def accept(dialog: QPrintDialog) -> None:
        QTimer.singleShot(0, dialog.accept)

    def cancel(dialog: QPrintDialog) -> None:
        QTimer.singleShot(0, dialog.reject)

    assert print_with_dialog(mate_data(), printer=printer, prepare=cancel) is None
    assert not path.exists()
    assert print_with_dialog(mate_data(), printer=printer, prepare=accept) == 1
    assert "BIBingJian" in pdf_pages(path)[0]


def test_unwritable_path_raises_print_error(qapp: object, tmp_path: Path) -> None:
    with pytest.raises(PrintError):
        print_score_sheet(mate_data(), tmp_path / "no-such-folder" / "sheet.pdf")


def test_bundled_font_holds_every_fixed_printout_character(qapp: object) -> None:
    """On a machine without CJK fonts (CI) every label still prints with the bundled font:
    the CXA form's 简体 labels with the piece face, every language's with the two faces."""
    simplified = fixed_texts("zh_Hans")
    assert "中国象棋比赛记录表" in simplified and "裁判签名" in simplified
    assert len({fixed_texts(lang)[0] for lang in ("zh_Hans", "zh_Hant", "en", "vi")}) == 4
    assert missing_glyphs(simplified) == set()
    for language in ("zh_Hant", "en", "vi"):
        assert unprintable(fixed_texts(language)) == set(), language


def test_bundled_font_holds_every_move_text_of_a_long_game(
    qapp: object, long_moves: list[Move]
) -> None:
    rows = ScoreRows.from_moves(START_FEN, long_moves)
    texts = [e.texts.chinese + e.chinese_fullwidth + e.abbr.text for e in rows.entries]
    assert missing_glyphs(texts) == set()


def test_termination_labels_cover_every_ending() -> None:
    assert set(TERMINATION_LABELS) == set(Termination)
    assert set(RESULT_LABELS) == {"1-0", "0-1", "1/2-1/2", "*"}


def test_time_forfeit_prints_its_article(qapp: object, tmp_path: Path) -> None:
    data = mate_data()
    flag = Outcome("0-1", Termination.TIME_FORFEIT, "4.1.6", "Red's flag fell.")
    path = tmp_path / "flag.pdf"
    print_score_sheet(SheetData(data.rows, red="A", black="B", result="0-1", outcome=flag,
                                language="zh_Hans"), path)
    (text,) = pdf_pages(path)
    assert "结果：黑胜0-1" in text
    assert "终局：超时（第4.1.6条）Red'sflagfell." in text


def test_headers_of_a_real_record_fill_the_sheet(
    qapp: object, tmp_path: Path, long_moves: list[Move]
) -> None:
    headers, _ = read_chinese_game(corpus_path(LONG_GAME))
    rows = ScoreRows.from_moves(START_FEN, long_moves[:20])
    data = SheetData.from_headers(rows, headers, round="2", fullwidth=True, language="zh_Hans")
    assert (data.red, data.black, data.site, data.date) == (
        "antiwin(9段)",
        "弈者无心(9段)",
        "大理国",
        "09-06-20",
    )
    assert (data.result, data.round) == ("1/2-1/2", "2")
    path = tmp_path / "headers.pdf"
    print_score_sheet(data, path)
    (text,) = pdf_pages(path)
    assert "日期：09-06-20" in text and "结果：和棋1/2-1/2" in text
    assert "1马八进七马87卒７进１卒71" in text  # full-width Black digits, plain abbr
    assert SheetData.from_headers(rows, {"Result": "红胜"}).result == "*"


def test_a_game_without_names_prints_blank_name_lines(qapp: object, tmp_path: Path) -> None:
    """A casual game's placeholder names ("Red", "Black") are not printed as names on the
    Chinese CXA form (it showed 红方：Red 黑方：Black, fresh-user trial): the lines stay blank."""
    rows = ScoreRows.from_moves(START_FEN, [])
    data = SheetData.from_headers(rows, {"Red": "Red", "Black": "Black"}, language="zh_Hans")
    assert (data.red, data.black) == ("", "")
    named = SheetData.from_headers(rows, {"Red": "许银川", "Black": "Black"}, language="zh_Hans")
    assert (named.red, named.black) == ("许银川", "")
    path = tmp_path / "casual.pdf"
    print_score_sheet(data, path)
    (text,) = pdf_pages(path)
    assert "红方：" in text and "Red" not in text and "Black" not in text


def test_print_preview_renders_the_pages(qapp: object) -> None:
    seen: dict[str, int] = {}

    def inspect(dialog: QPrintPreviewDialog) -> None:
        def look() -> None:
            widget = dialog.findChild(QPrintPreviewWidget)
            assert widget is not None
            seen["pages"] = widget.pageCount()
            dialog.reject()

        QTimer.singleShot(0, look)

    assert print_preview(mate_data(), prepare=inspect) is False
    assert seen == {"pages": 1}


def test_long_ending_and_foul_sentences_wrap_instead_of_being_cut(
    qapp: object, tmp_path: Path
) -> None:
    # a fresh-user trial found "…is retaken (a…" and "...red cha..." cut on the sheet
    from dataclasses import replace

    data = mate_data()
    reason = ("Red violated the move rules (a0a6 is not a legal move of the red chariot "
              "on a0); violation number 2 loses at the provincial level.")
    long_foul = ("an illegal move a0a6 is recorded; the move is retaken (art. 5.8.3) with "
                 "the touched piece, which must move if it can")
    notes = {6: [Annotation.foul(Color.RED, "8.1.8", long_foul)]}
    _, moves = mate_game()
    rows = ScoreRows.from_moves(START_FEN, moves, notes, [])
    data = replace(data, rows=rows, result="0-1",
                   outcome=Outcome("0-1", Termination.ILLEGAL_MOVE, "4.1.8", reason))
    path = tmp_path / "sheet.pdf"
    print_score_sheet(data, path)
    text = "".join(pdf_pages(path))
    assert _squeeze("violation number 2 loses at the provincial level.") in text
    assert _squeeze("which must move if it can") in text


def test_pdf_export_runs_in_a_worker_thread_with_progress(qtbot: QtBot, tmp_path: Path) -> None:
    """Writing the PDF happens off the UI thread; pages are reported as they are painted."""
    import threading

    from xiangqi_gui.ui.print_sheet import PdfExport

    data = mate_data()
    path = tmp_path / "sheet.pdf"
    export = PdfExport(data, path)
    threads: list[int] = []
    progress: list[tuple[int, int]] = []
    export.progress.connect(lambda done, total: progress.append((done, total)))
    real_run = export._run

    def run() -> None:
        threads.append(threading.get_ident())
        real_run()

    export._run = run  # type: ignore[method-assign]
    with qtbot.waitSignal(export.finished, timeout=20_000) as finished:
        export.start()
    assert finished.args == [1]
    assert threads and threads[0] != threading.get_ident()
    assert progress == [(1, 1)]
    assert path.read_bytes()[:5] == b"%PDF-"


def test_pdf_export_cancel_removes_the_file(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.ui.print_sheet import PdfExport

    path = tmp_path / "sheet.pdf"
    export = PdfExport(mate_data(), path)
    export.cancel()
    with qtbot.waitSignal(export.cancelled, timeout=20_000):
        export.start()
    assert not path.exists()


def test_pdf_export_failure_is_one_sentence(qtbot: QtBot, tmp_path: Path) -> None:
    from xiangqi_gui.ui.print_sheet import PdfExport

    export = PdfExport(mate_data(), tmp_path / "no-such-folder" / "sheet.pdf")
    with qtbot.waitSignal(export.failed, timeout=20_000) as failed:
        export.start()
    assert "writable" in failed.args[0] or "not written" in failed.args[0]


def test_printout_follows_the_ui_language_or_the_one_chosen(qapp: object, tmp_path: Path) -> None:
    """Issue 11: the sheet in English has translated labels; in 简体 it is the CXA form;
    without a chosen language it follows the UI language."""
    from dataclasses import replace

    data = replace(mate_data(), language="en")
    path = tmp_path / "en.pdf"
    print_score_sheet(data, path)
    (text,) = pdf_pages(path)
    for expected in ("Xiangqi Competition Score Sheet", "Red: LE Thien Vi (Vietnam)",
                     "Result: Red wins 1-0",
                     "Ending: checkmate (art. 4.1.1) Black is checkmated (将死).",
                     "Red's fouls: none", "Black's fouls: move 3 Foul 8.1.5:",
                     "R: Draw offer", "Red's signature:", "Arbiter's signature:",
                     "Page 1 of 1"):
        assert _squeeze(expected) in text, expected
    assert "记录表" not in text and "红方" not in text
    assert "炮二平五" in text  # moves stay in Chinese notation (art. 7.5)
    install_language("zh_Hans")
    try:
        path = tmp_path / "ui.pdf"
        print_score_sheet(replace(data, language=None), path)
        (text,) = pdf_pages(path)
    finally:
        install_language("en")
    for expected in ("中国象棋比赛记录表", "结果：红胜1-0", "终局：将死（第4.1.1条）黑方被将死。",
                     "黑方犯规：第3回合犯规8.1.5", "红：提和", "第1页/共1页"):
        assert expected in text, expected
    assert "Score Sheet" not in text


def _text_runs(path: Path) -> list[tuple[float, list[float]]]:
    """Every text object (BT..ET) of page 1: its font size and the x offsets of its ``Td``
    operators (Qt places each glyph with one: the first is the run's start, each next one
    the advance of the glyph before, in text space units)."""
    reader = pypdf.PdfReader(str(path))
    stream = pypdf.generic.ContentStream(reader.pages[0].get_contents(), reader)
    runs: list[tuple[float, list[float]]] = []
    starts: list[float] | None = None
    size = 0.0
    for operands, op in stream.operations:
        if op == b"BT":
            starts = []
        elif op == b"Tf":
            size = float(operands[1])
        elif op == b"Td" and starts is not None:
            starts.append(float(operands[0]))
        elif op == b"ET" and starts is not None:
            runs.append((size, starts))
            starts = None
    return runs


def test_black_full_width_digits_print_as_tight_as_red_moves(
    qapp: object, tmp_path: Path, long_moves: list[Move]
) -> None:
    """Black's 马８进７ (full-width digits, the CXA form) printed as 马 8 进 7: each digit's
    glyph sat in a whole em (fresh-user trial). With their proportional widths the four
    characters of a Black move span about 2.5 em, Red's 炮二平五 4 whole ems (3 advances)."""
    rows = ScoreRows.from_moves(START_FEN, long_moves[:20])
    data = SheetData.from_headers(rows, {}, fullwidth=True, language="zh_Hans")
    path = tmp_path / "digits.pdf"
    print_score_sheet(data, path)
    spans: dict[float, list[float]] = {}  # a column's x -> its moves' spans in em
    for size, starts in _text_runs(path):
        if len(starts) == 4:
            spans.setdefault(round(starts[0], 1), []).append(sum(starts[1:]) / size)
    red_x, black_x = sorted(x for x, found in spans.items() if len(found) == 10)
    assert [round(s, 2) for s in spans[red_x]] == [3.0] * 10
    assert all(2.3 < s < 2.65 for s in spans[black_x]), spans[black_x]
    (text,) = pdf_pages(path)
    assert "1马八进七马87卒７进１卒71" in text  # the characters stay full-width
