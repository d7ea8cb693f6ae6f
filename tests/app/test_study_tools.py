"""The Study menu in the real main window: 打谱 by mouse (variations at ply 1 and 20,
promote, delete, comment) saved as PGN and XQF and read back identical; typed moves and
clock-mode key presses playing a game whose score sheet and PDF carry the typed moves."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import drag, make_session, open_and_wait
from tests.conftest import corpus_path
from xiangqi_gui.clock import ManualTimeSource, PressMode, seconds
from xiangqi_gui.formats.loader import load_file
from xiangqi_gui.game.edit import delete, promote
from xiangqi_gui.game.node import GameNode
from xiangqi_gui.notation import Notator
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Move, square_name

GAME = "walker8088-cchess/tests/data/game_test.xqf"


def _shape(node: GameNode) -> list[tuple[str, str, list]]:  # type: ignore[type-arg]
    return [(c.move.iccs if c.move else "", c.comment, _shape(c)) for c in node.children]


def _other_move(session, ply: int) -> Move:  # type: ignore[no-untyped-def]
    """A legal move at ``ply`` of the shown record other than the one it plays."""
    browser = session.browser
    browser.show_node(browser.record.mainline_nodes()[ply - 1] if ply else browser.record.root)
    played = browser.record.mainline_moves()[ply]
    return next(m for m in browser.position().legal_moves() if m != played)


def rows_text(session, ply: int) -> str:  # type: ignore[no-untyped-def]
    """The Chinese text of ``ply`` on the window's score sheet."""
    return str(session.window.sheet.rows.entry(ply).texts.chinese)


def test_record_editing_by_mouse_round_trips(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, file=str(corpus_path(GAME)))
    study, board, browser = session.study, session.window.board, session.browser
    study.tree_dock.show()
    record = browser.record
    main = record.mainline_moves()
    for ply in (0, 19):
        move = _other_move(session, ply)
        drag(qtbot, board, square_name(move.from_square), square_name(move.to_square))
        assert browser.node is not None and browser.node.move == move
        assert not browser.node.is_mainline()
        assert study.tree.current_node() is browser.node  # the tree shows where we are
        assert session.controller.game.moves == []
    assert record.mainline_moves() == main
    branch = record.mainline_nodes()[18].children[1]
    study.tree.apply_edit(branch, lambda: promote(branch))
    assert record.mainline_moves() == main[:19] + [branch.move]
    study.tree.apply_edit(branch, lambda: delete(branch))
    assert record.mainline_moves() == main
    browser.show_node(record.mainline_nodes()[9])
    study.refresh()
    study.comments.editor.setPlainText("第十步：好棋")
    assert record.mainline_nodes()[9].comment == "第十步：好棋"
    for name in ("edited.pgn", "edited.xqf"):
        out = tmp_path / name
        assert session.save_file(str(out))
        [back] = load_file(out).games
        assert back.error is None
        assert _shape(back.record.root) == _shape(record.root), name


def test_typed_moves_and_clock_mode_keys_play_a_game(qtbot: QtBot, tmp_path: Path) -> None:
    source = ManualTimeSource()
    setup = GameSetup.casual(red="许银川", black="吕钦", press_mode=PressMode.PHYSICAL)
    session = make_session(qtbot, tmp_path, setup, source)
    study, controller = session.study, session.controller
    record = load_file(corpus_path(GAME)).games[0].record
    moves = record.mainline_moves()[:20]
    study.entry_dock.show()
    study.set_clock_mode(True)
    view = study.clock_view
    # a clock beside the board: Red's face (the left keys') left of Black's, side by side
    assert (view.left.name, view.right.name) == ("Red 许银川", "Black 吕钦")
    assert view.left.geometry().right() < view.right.geometry().left()
    assert view.left.geometry().top() == view.right.geometry().top()
    pos = record.start_position()
    typed_texts = []
    for ply, move in enumerate(moves):
        texts = Notator(pos).texts(move)
        text = (texts.chinese, texts.wxf, texts.iccs)[ply % 3]
        typed_texts.append(texts.chinese)
        study.entry.field.setText(text)
        QTest.keyClick(study.entry.field, Qt.Key.Key_Return)
        assert controller.game.moves[-1] == move, (ply, text)
        source.advance(seconds(7))
        # the mover presses the own face: Red (the first mover) has the left face
        QTest.keyClick(view, Qt.Key.Key_Q if ply % 2 == 0 else Qt.Key.Key_P)
        readings = controller.view().readings
        assert readings is not None
        mover = readings[ply % 2]
        assert mover.moves == ply // 2 + 1
        assert mover.main_ns == setup.red_control.stages[0].time_ns - seconds(7) * (ply // 2 + 1) \
            + setup.red_control.stages[0].increment_ns * (ply // 2 + 1)
        assert view.face("left" if ply % 2 == 0 else "right").reading == mover
        assert rows_text(session, ply + 1) == texts.chinese
        pos.push(move)
    rows = session.window.sheet.rows
    assert [rows.entry(ply).texts.chinese for ply in range(1, 21)] == typed_texts
    study.set_clock_mode(False)
    assert not view.isVisible()
    pdf = tmp_path / "sheet.pdf"
    assert session.export_pdf(str(pdf))
    text = "".join(page.extract_text() for page in PdfReader(str(pdf)).pages)
    # the printed sheet writes Black's digits full-width (炮２平５), as the CXA form does
    printed = unicodedata.normalize("NFKC", text).replace(" ", "")
    for chinese in typed_texts:
        assert chinese in printed, chinese


def test_copy_and_paste_movetext(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(), ManualTimeSource())
    study = session.study
    assert study.paste_moves("1. 炮二平五 马8进7 2. H2+3 i9h9 3. 车1平2") == 5
    assert [m.iccs for m in session.controller.game.moves] == [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0"]
    assert study.copy_moves() == "1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二"
    assert study.paste_moves("车1进1 h2h9") == 0  # 车1进1 fits, h2h9 then does not
    assert len(session.controller.game.moves) == 5
    assert "move 2 of the pasted text" in session.window.statusBar().currentMessage()
    # while a record is shown, pasted moves are 打谱 on it
    assert open_and_wait(qtbot, session, str(corpus_path(GAME)))
    record = session.browser.record
    first = record.mainline_moves()[0]
    other = next(m for m in record.start_position().legal_moves() if m != first)
    assert study.paste_moves(Notator(record.start_position()).chinese(other)) == 1
    assert [c.move for c in record.root.children] == [first, other]


def test_analysis_follows_the_record_and_is_off_in_competitions(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    from tests.engine.real_engine import fairy_stockfish

    session = make_session(qtbot, tmp_path, file=str(corpus_path(GAME)))
    study = session.study
    study.analysis.set_engine(fairy_stockfish())
    study.analysis_dock.show()
    study.analysis.start()
    board = session.window.board
    # the wait is for the engine's first line on a loaded 2-core machine, not a speed target
    qtbot.waitUntil(lambda: board.arrow is not None, timeout=20_000)
    assert board.arrow in session.browser.position().legal_moves()
    for _ in range(3):
        QTest.keyClick(session.window, Qt.Key.Key_Right)
    shown = session.browser.position()
    assert study.analysis._lines.position.fen() == shown.fen()  # noqa: SLF001
    qtbot.waitUntil(lambda: board.arrow is not None and board.arrow in shown.legal_moves(),
                    timeout=20_000)
    study.analysis.stop()
    assert session.start_game(GameSetup(red="甲", black="乙"))  # a provincial game
    assert not study.analysis.isEnabled() and not study.analysis.running


def test_review_from_the_menu_asks_remembers_and_marks_the_tree(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tests.engine.real_engine import fairy_stockfish
    from xiangqi_gui.engine import Dialect
    from xiangqi_gui.formats.pgn_writer import write_pgn
    from xiangqi_gui.game.node import nag_symbol
    from xiangqi_gui.study.review import ReviewSettings
    from xiangqi_gui.ui.review_dialog import ReviewSettingsDialog

    engine = str(fairy_stockfish())
    session = make_session(qtbot, tmp_path, file=str(corpus_path(GAME)))
    study = session.study
    study.tree_dock.show()
    seen: list[ReviewSettings] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ReviewSettingsDialog)
        seen.append(dialog.settings())
        dialog.engine_edit.setText(engine)
        dialog.depth_spin.setValue(6)
        dialog.accept()

    QTimer.singleShot(200, answer)
    with qtbot.waitSignal(study.review.finished, timeout=180_000) as done:
        study.start_review()
    assert seen[0].depth == 12  # the shared default, shown the first time
    assert session.preferences is not None
    assert session.preferences.review_settings() == ReviewSettings(
        engine, depth=6, dialect=Dialect.UCI_FSF)  # the protocol its check learned
    record = session.browser.record
    marked = [(r.ply, r.mark) for r in done.args[0] if r.mark is not None]
    assert marked, "a depth-6 review of this game marks some moves"
    nodes = record.mainline_nodes()
    for ply, mark in marked:
        assert nodes[ply].nags == (mark.nag,)
        assert mark.symbol in study.tree.node_text(nodes[ply])
        assert nag_symbol(nodes[ply].nags) == mark.symbol
    assert f"${marked[0][1].nag}" in write_pgn(record)


def test_a_files_nags_show_on_the_score_sheet_and_in_the_move_list(qtbot: QtBot,
                                                                    tmp_path: Path) -> None:
    pgn = tmp_path / "nags.pgn"
    pgn.write_text('[Game "Chinese Chess"]\n\n'
                   "1. 炮二平五 马８进７ $2 2. 马二进三 $6 {稳健} 车９平８ *\n", encoding="utf-8")
    session = make_session(qtbot, tmp_path, file=str(pgn))
    sheet, study = session.window.sheet, session.study
    study.tree_dock.show()
    assert [n.label() for n in sheet.rows.notes(2)] == ["?"]
    assert [n.label() for n in sheet.rows.notes(3)] == ["?!", "稳健"]
    assert sheet.rows.notes(1) == [] and sheet.rows.notes(4) == []
    nodes = session.browser.record.mainline_nodes()
    assert study.tree.node_text(nodes[1]) == "马8进7?"
    assert study.tree.node_text(nodes[2]) == "2. 马二进三?! ✎"
