"""The position editor (摆棋) driven by mouse: set up a position from the palette, drag and
remove pieces, and see an impossible position refused with its reason."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from xiangqi_gui.rules import START_FEN
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.position_editor import ERASER, PositionEditor


def _sq(name: str) -> int:
    return (int(name[1])) * 9 + "abcdefghi".index(name[0])


def _click_point(qtbot, editor: PositionEditor, name: str) -> None:  # type: ignore[no-untyped-def]
    centre = editor.board.square_center(_sq(name))
    qtbot.mouseClick(editor.board, Qt.MouseButton.LeftButton,
                     pos=QPoint(round(centre.x()), round(centre.y())))


def _editor(qtbot) -> PositionEditor:  # type: ignore[no-untyped-def]
    editor = PositionEditor()
    qtbot.addWidget(editor)
    editor.resize(480, 760)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def _ok(editor: PositionEditor) -> bool:
    return editor.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def test_set_up_two_chariots_mate_by_mouse(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot)
    assert editor.fen() == START_FEN and _ok(editor)
    qtbot.mouseClick(editor.clear_button, Qt.MouseButton.LeftButton)
    assert editor.fen() == "9/9/9/9/9/9/9/9/9/9 w - - 0 1"
    assert not _ok(editor) and "general is missing" in editor.reason.text()
    for tool, points in (("k", ["e9"]), ("R", ["a8", "b7"]), ("K", ["d0"])):
        qtbot.mouseClick(editor.tool_buttons[tool], Qt.MouseButton.LeftButton)
        for name in points:
            _click_point(qtbot, editor, name)
    assert editor.fen() == "4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1"
    assert _ok(editor) and editor.reason.text() == ""


def test_impossible_positions_are_refused_with_the_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot)
    # a red advisor outside the palace (art. 2.2: it never leaves the 九宫)
    qtbot.mouseClick(editor.tool_buttons["A"], Qt.MouseButton.LeftButton)
    _click_point(qtbot, editor, "a4")
    assert not _ok(editor)
    assert "a4" in editor.reason.text() and "cannot stand there" in editor.reason.text()
    # the eraser takes it away again and the position is possible once more
    qtbot.mouseClick(editor.tool_buttons[ERASER], Qt.MouseButton.LeftButton)
    _click_point(qtbot, editor, "a4")
    assert editor.fen() == START_FEN and _ok(editor)
    # generals facing on an open file: the side not to move would be in check
    editor.set_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1")
    assert not _ok(editor)
    assert "check" in editor.reason.text()
    qtbot.mouseClick(editor.start_button, Qt.MouseButton.LeftButton)
    assert editor.fen() == START_FEN and _ok(editor)


def test_drag_moves_a_piece_and_dragging_off_the_board_removes_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot)
    board = editor.board
    start = board.square_center(_sq("h2")).toPoint()
    end = board.square_center(_sq("e2")).toPoint()
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(board, end)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end)
    assert editor.fen().startswith("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w")
    assert editor.board.pieces()[_sq("e2")] == "C"
    editor.black_to_move.setChecked(True)
    assert editor.fen().split()[1] == "b"
    # a piece dragged off the board is removed
    off = QPoint(2, 2)
    assert board.square_at(off.toPointF()) is None
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=end)
    qtbot.mouseMove(board, off)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=off)
    assert _sq("e2") not in editor.board.pieces()
    assert editor.fen().startswith("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b")


def test_the_reason_in_chinese(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 11: the reason reads in the UI language, the piece named as players say it."""
    install_language("zh_Hans")
    try:
        editor = _editor(qtbot)
        qtbot.mouseClick(editor.tool_buttons["A"], Qt.MouseButton.LeftButton)
        _click_point(qtbot, editor, "a4")
        assert editor.reason.text() == ("不可能的局面：红方九路仕不能摆在这里"
                                        "（第2.2条：只能在九宫斜线上）")
        qtbot.mouseClick(editor.clear_button, Qt.MouseButton.LeftButton)
        assert editor.reason.text() == "不可能的局面：红方缺少帅（将）"
        editor.set_fen("4k4/9/9/9/9/9/9/9/9/4K4 x")
        assert editor.reason.text() == "无法读取此 FEN：FEN 的走棋方应为 w、r 或 b，而不是 'x'"
    finally:
        install_language("en")
