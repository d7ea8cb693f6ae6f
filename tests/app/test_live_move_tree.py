"""The Moves pane during a live game (issue 11, a fresh-user trial): it was empty while
the score sheet filled. It now shows the live game's moves as they are played, read-only,
made from the live game (the one owner that fills the sheet too)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from tests.app.play_helpers import make_session, open_and_wait
from tests.conftest import FIXTURE_RECORDS
from xiangqi_gui.clock import ManualTimeSource
from xiangqi_gui.play.live import LiveGame
from xiangqi_gui.play.setup import GameSetup
from xiangqi_gui.rules import Move
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.messages import translate


def _texts(item: QTreeWidgetItem | None, out: list[str]) -> list[str]:
    if item is not None:
        out.append(item.text(0))
        for i in range(item.childCount()):
            _texts(item.child(i), out)
    return out


def _tree_texts(session) -> list[str]:  # type: ignore[no-untyped-def]
    tree = session.study.tree
    texts: list[str] = []
    for i in range(tree.topLevelItemCount()):
        _texts(tree.topLevelItem(i), texts)
    return texts


def test_the_moves_pane_follows_a_live_game(qtbot: QtBot, tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="甲", black="乙"),
                           ManualTimeSource())
    study, controller = session.study, session.controller
    study.tree_dock.show()
    assert _tree_texts(session) == ["Start position"]
    for iccs in ("h2e2", "h9g7", "h0g2"):
        move = Move.from_iccs(iccs)
        controller.act(LiveGame.move, move.from_square, move.to_square)
    assert _tree_texts(session) == ["Start position", "1. 炮二平五", "马8进7", "2. 马二进三"]
    shown = study.tree.shown_record()
    move = Move.from_iccs("i9h9")
    controller.act(LiveGame.move, move.from_square, move.to_square)
    assert study.tree.shown_record() is shown  # a move is added, the tree not rebuilt
    assert _tree_texts(session)[-1] == "车9平8"
    controller.act(LiveGame.offer_draw)  # a note on the sheet: the move gets its mark
    assert _tree_texts(session)[-1] == "车9平8 ✎"
    # the draw offer (art. 22.1) in the UI language; a saved record keeps 提和
    assert study.comments.editor.toPlainText() == "Draw offer"
    assert controller.game.to_record().mainline_nodes()[-1].comment == "提和"
    assert controller.act(LiveGame.undo).reset  # a take-back: the tree is made anew
    assert _tree_texts(session) == ["Start position", "1. 炮二平五", "马8进7", "2. 马二进三"]
    assert study.tree.current_node().ply == 3  # the last move played is selected
    assert [session.window.sheet.rows.entry(p).texts.chinese for p in (1, 2, 3)] == [
        "炮二平五", "马8进7", "马二进三"]
    # a click on a move shows that position, as a click on the score sheet does
    tree = study.tree
    tree.itemClicked.emit(tree.topLevelItem(2), 0)
    assert controller.viewing_ply == 2
    assert session.window.sheet.current_ply == 2
    assert study.tree.current_node().ply == 2
    session.navigate(-1)  # ← goes on from there, the tree follows
    assert controller.viewing_ply == 1 and study.tree.current_node().ply == 1
    session.navigate(-1, absolute=True)  # End: back to the game
    assert controller.viewing_ply is None and study.tree.current_node().ply == 3
    # read-only: the live game is not edited through the tree or the comment pane
    assert not study.tree.editable
    assert study.comments.editor.isReadOnly()
    assert study.comments.editor.placeholderText() == "No comment."  # not "Type here…"
    assert controller.act(LiveGame.undo).reset  # a take-back in casual play: the tree too
    assert _tree_texts(session) == ["Start position", "1. 炮二平五", "马8进7"]


def test_a_record_opened_after_a_game_is_editable_in_the_tree(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    session = make_session(qtbot, tmp_path, GameSetup.casual(), ManualTimeSource())
    session.study.tree_dock.show()
    move = Move.from_iccs("h2e2")
    session.controller.act(LiveGame.move, move.from_square, move.to_square)
    assert _tree_texts(session)[1] == "1. 炮二平五"
    assert open_and_wait(qtbot, session, str(FIXTURE_RECORDS / "fifteen_games.pgn"))
    study = session.study
    assert study.tree.shown_record() is session.browser.record
    assert study.tree.editable
    assert not study.comments.editor.isReadOnly()
    assert study.comments.editor.placeholderText() == "No comment. Type here to add one."


def test_a_draw_offer_in_the_moves_pane_follows_the_ui_language(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    """The note's word is the UI language's (提和 / Đề nghị hòa); what is saved is 提和."""
    session = make_session(qtbot, tmp_path, GameSetup.casual(red="甲", black="乙"),
                           ManualTimeSource())
    controller, study = session.controller, session.study
    vietnamese = translate("SheetNote", "Draw offer", "vi")
    assert vietnamese == "Đề nghị hòa"
    # Red offers after its move, Black after its own: both notes stand at ply 2 (the
    # move in progress goes with the last move); the one made in Chinese is said again in
    # Vietnamese after the language changed
    for language, text in (("zh_Hans", "提和"), ("vi", f"{vietnamese} {vietnamese}")):
        install_language(language)
        study.tree_dock.show()
        move = Move.from_iccs("h2e2" if language == "zh_Hans" else "h9g7")
        controller.act(LiveGame.move, move.from_square, move.to_square)
        controller.act(LiveGame.offer_draw)
        assert study.comments.editor.toPlainText() == text
    path = tmp_path / "saved.pgn"
    assert session.save_file(str(path))
    assert path.read_text(encoding="utf-8").count("提和") == 2
