"""Reader errors (token and reason), ambiguity, notation detection, writer errors."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from xiangqi_gui.notation import (
    AmbiguousNotationError,
    NotationError,
    detect_notation,
    read_abbr,
    read_chinese,
    read_iccs,
    read_move,
    read_wxf,
    write_abbr,
    write_chinese,
    write_wxf,
)
from xiangqi_gui.rules import Move, Position

LONE_ROOK = "3k5/9/9/9/9/9/9/9/7R1/4K4 w - - 0 1"  # red chariot on h1 (file 二)


@pytest.mark.parametrize(
    ("reader", "token", "reason"),
    [
        (read_chinese, "猫二平五", "unknown piece '猫'"),
        (read_chinese, "炮二跳五", "unexpected character '跳'"),
        (read_chinese, "炮二平", "not Chinese notation"),
        (read_chinese, "炮三平五", "there is no 炮 on file 3"),
        (read_chinese, "前炮平五", "there is no front 炮"),
        (read_chinese, "六兵进一", "no such tandem ordinal 6"),
        (read_chinese, "车一进三", "not a legal move for the 车 on file 1"),
        (read_chinese, "马二平三", "a 马 cannot move sideways (平)"),
        (read_chinese, "兵七退一", "a 兵 cannot retreat (退)"),
        (read_wxf, "X2=5", "unknown piece letter 'X'"),
        (read_wxf, "C2*5", "not WXF notation"),
        (read_wxf, "C3=5", "there is no 炮 on file 3"),
        (read_wxf, "R1+3", "not a legal move"),
        (read_iccs, "h2h8", "not a legal move"),  # case R20 (docs/references.md §8): no screen
        (read_iccs, "e4e5", "no piece of the side to move on e4"),
        (read_iccs, "h9h8", "no piece of the side to move on h9"),
        (read_iccs, "z2e2", "not ICCS notation"),
        (read_abbr, "炮35", "there is no 炮 on file 3"),
        (read_abbr, "炮2", "not a move text"),
        (read_move, "hello", "not a move in any known notation"),
        (read_move, "", "not a move in any known notation"),
    ],
)
def test_unreadable_tokens_name_the_token_and_reason(
    reader: Callable[[Position, str], Move], token: str, reason: str
) -> None:
    with pytest.raises(NotationError) as info:
        reader(Position(), token)
    assert info.value.token == token
    assert reason in info.value.reason
    assert token in str(info.value) and isinstance(info.value, ValueError)


def test_legal_capture_over_one_screen() -> None:
    """R20's other half: the cannon captures the horse over exactly one screen."""
    assert read_iccs(Position(), "h2h9") == Move.from_iccs("h2h9")
    assert write_chinese(Position(), Move.from_iccs("h2h9")) == "炮二进七"


def test_plain_abbreviation_reports_both_candidates() -> None:
    pos = Position.from_fen(LONE_ROOK)
    advance, traverse = Move.from_iccs("h1h4"), Move.from_iccs("h1g1")
    assert (write_abbr(pos, advance).text, write_abbr(pos, traverse).text) == ("车23", "车23")
    with pytest.raises(AmbiguousNotationError) as info:
        read_abbr(pos, "车23")
    assert set(info.value.candidates) == {advance, traverse}
    assert isinstance(info.value, NotationError)
    assert "h1h4" in info.value.reason and "h1g1" in info.value.reason
    assert read_abbr(pos, "车23\u0332") == advance
    assert read_abbr(pos, "车23", "advance") == advance
    assert read_abbr(pos, "车23", "traverse") == traverse
    assert read_abbr(pos, write_abbr(pos, advance).marked) == advance
    retreat = Move.from_iccs("h1h0")
    assert write_abbr(pos, retreat).marked == "车21\u0305"
    assert read_abbr(pos, "车21\u0305") == retreat
    with pytest.raises(AmbiguousNotationError) as info:
        read_abbr(pos, "车21")  # 车二进一, 车二退一 and 车二平一
    assert {m.iccs for m in info.value.candidates} == {"h1h2", "h1h0", "h1i1"}


def test_plain_abbreviation_unique_when_only_one_move_fits() -> None:
    pos = Position()
    assert read_abbr(pos, "马23") == Move.from_iccs("h0g2")  # a horse cannot 平
    assert read_abbr(pos, "炮25") == Move.from_iccs("h2e2")  # 炮二进五 is blocked


@pytest.mark.parametrize(
    ("text", "notation"),
    [
        ("h2e2", "iccs"),
        ("H2-E2", "iccs"),
        ("C2=5", "wxf"),
        ("Ｃ２＝５", "wxf"),
        ("c2.5", "wxf"),
        ("+C-2", "wxf"),
        ("C+.3", "wxf"),
        ("15+1", "wxf"),
        ("62.5", "wxf"),
        ("炮二平五", "chinese"),
        ("馬８進７", "chinese"),
        ("前九平八", "chinese"),
        ("二7平6", "chinese"),
        ("1.兵七进一", "chinese"),
        ("炮25", "abbr"),
        ("后车2\u0332", "abbr"),
        ("前兵98", "abbr"),
        ("hello", None),
        ("", None),
        ("炮二平", None),
    ],
)
def test_detect_notation(text: str, notation: str | None) -> None:
    assert detect_notation(text) == notation


def test_read_move_with_a_named_notation() -> None:
    pos = Position()
    assert read_move(pos, "C2=5", "wxf") == Move.from_iccs("h2e2")
    with pytest.raises(NotationError):
        read_move(pos, "炮二平五", "iccs")
    with pytest.raises(ValueError, match="unknown notation"):
        read_move(pos, "h2e2", "san")


def test_writers_reject_a_move_of_the_wrong_side() -> None:
    for writer in (write_chinese, write_wxf, write_abbr):
        with pytest.raises(NotationError) as info:
            writer(Position(), Move.from_iccs("h9g7"))
        assert info.value.token == "h9g7"


def test_unknown_pawn_style_is_rejected() -> None:
    with pytest.raises(ValueError):
        write_chinese(Position(), Move.from_iccs("h2e2"), pawn_style="fancy")
