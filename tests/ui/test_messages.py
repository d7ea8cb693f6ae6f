"""Every message id of the core rendered in each UI language (issue 11).

Each registered template is filled with arguments of the kinds its fields take (a side, a
piece on a square, a move, nested messages ...) and rendered in 简体, 繁體, Tiếng Việt and
English. In Chinese no ICCS square may appear and pieces are named side + file + piece
(红方二路炮, 黑方8路马); every template has a real translation in zh_Hans, zh_Hant and vi.
Real rulings from the arbiter are checked the same way, and stored messages survive JSON.
"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

import xiangqi_gui.arbiter.texts  # noqa: F401 (registers the arbiter's templates)
import xiangqi_gui.engine.texts  # noqa: F401 (the engine errors')
import xiangqi_gui.formats.texts  # noqa: F401 (the record readers' and XQF writer's)
import xiangqi_gui.library.importer  # noqa: F401 (the library import's)
import xiangqi_gui.library.store  # noqa: F401 (the library's errors)
import xiangqi_gui.notation.texts  # noqa: F401 (the notation readers')
import xiangqi_gui.play.texts  # noqa: F401 (registers the live game's templates)
import xiangqi_gui.rules.system_texts  # noqa: F401 (the system's and SQLite's words)
import xiangqi_gui.tournament.texts  # noqa: F401 (the tournament's errors and warnings)
from xiangqi_gui.arbiter import Arbiter, ClaimKind, Foul, preset
from xiangqi_gui.rules import Color, Outcome, Piece, PieceKind, parse_square
from xiangqi_gui.rules.message import TEMPLATES, Message, MoveRef, PieceRef
from xiangqi_gui.ui.i18n import install_language
from xiangqi_gui.ui.messages import render, translate

ICCS_SQUARE = re.compile(r"(?<![A-Za-z])[a-i][0-9](?![0-9])")
CHINESE = ("zh_Hans", "zh_Hant")
RED_CANNON = PieceRef(6, parse_square("h2"))  # 红方二路炮
BLACK_HORSE = PieceRef(-4, parse_square("h9"))  # 黑方8路马
RED_KING = PieceRef(1, parse_square("e0"))
CANNON_MOVE = MoveRef("h2e2", ("炮二平五", "炮二平五", "C2=5"))
NAMES = {"zh_Hans": ("红方二路炮", "黑方8路马"), "zh_Hant": ("紅方二路炮", "黑方8路馬")}
#: ``{side}`` names Red in every sample.
#: Templates whose translation may equal the source (no words of their own).
NO_WORDS = {"{reason}", ": {chases}", "{fouls}. {then}", "{duty} (art. {article})",
            "{move} (自杀)", "Red: {red}; Black: {black}", "{name}",
            "{text}"}  # os.other: the system's own words, as they came
#: Templates whose text holds what a rendered template otherwise never does: a literal
#: brace (the PGN comment that is never closed), an ICCS example (what ICCS looks like).
LITERAL_BRACE = {"record.open_comment"}
ICCS_EXAMPLE = {"notation.not_iccs"}
_NESTED = Message.of("touch.must_move", side=Color.RED, piece=RED_CANNON)
_ARTICLE = Message.of("article", article="8.1.5")


def sample(key: str, name: str) -> Any:
    """An argument of the kind field ``name`` of message ``key`` takes."""
    pieces = {"piece": RED_CANNON, "target": BLACK_HORSE, "general": RED_KING,
              "attacker": RED_CANNON, "attackers": (BLACK_HORSE, RED_CANNON),
              "where": RED_CANNON, "kind": Piece(Color.RED, PieceKind.CANNON)}
    if name in pieces:
        return pieces[name]
    if key == "dead.material" and name in ("red", "black"):
        color = Color.RED if name == "red" else Color.BLACK
        return (Piece(color, PieceKind.KING), Piece(color, PieceKind.CANNON))
    values: dict[str, Any] = {
        "side": Color.RED, "opponent": Color.BLACK, "move": CANNON_MOVE,
        "annulled": (CANNON_MOVE, MoveRef("h9g7", ("马8进7", "馬8進7", "H8+7"))),
        "articles": (_ARTICLE, Message.of("article", article="8.1.7")),
        "chases": (Message.of("repetition.chase", attacker=RED_CANNON, target=BLACK_HORSE),),
        "red": "长捉", "black": "允许着法", "name": "长捉", "nature": "捉",
        "reason": "裁判说明", "detail": "裁判说明", "error": "—", "text": _NESTED,
        "why": _NESTED, "duty": _NESTED, "ruling": _NESTED, "then": _NESTED,
        "order": _NESTED, "basis": Message.of("basis.both_allowed"),
        "fouls": (Message.of("touch.foul", text=_NESTED),),
        "pattern": Message.of("repetition.pattern", red="长捉", black="允许着法"),
        "level": Message.of("level.provincial"), "article": "5.1", "result": "1-0",
        "old": "1-0", "new": "0-1", "time": "0:45:00"}
    return values.get(name, 3)  # counts, limits, plies


def sample_message(key: str) -> Message:
    """``key`` with every field its English template or its translations name (a translation
    may name a piece ``{where}``, 红方二路炮, where English says ``{side} {kind} on {square}``)."""
    names = set()
    for language in ("en", *CHINESE, "vi"):
        template = translate("Message", TEMPLATES[key], language)
        names |= {f.split(":")[0] for _, f, _, _ in string.Formatter().parse(template) if f}
    return Message.of(key, **{n: sample(key, n) for n in sorted(names)})


ALL_IDS = sorted(TEMPLATES)


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    install_language("zh_Hans")
    yield
    install_language("en")


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant", "vi", "en"])
def test_every_message_id_renders_in_the_language(qapp: QApplication, language: str) -> None:
    assert len(ALL_IDS) > 140  # rules, arbiter and live game all registered
    for key in ALL_IDS:
        msg = sample_message(key)
        source = TEMPLATES[key]
        text = render(msg, language)
        assert text and ("{" not in text or key in LITERAL_BRACE), (key, text)
        if language != "en" and source not in NO_WORDS:
            assert translate("Message", source, language) != source, (language, key)
        if language in CHINESE:
            assert not ICCS_SQUARE.search(text) or key in ICCS_EXAMPLE, (key, text)
            red, black = NAMES[language]
            if "{piece" in source or "{attacker}" in source:
                assert red[2:] in text, (key, text)  # 二路炮, with or without 红方
            if "{target}" in source:
                assert black in text, (key, text)  # 黑方8路马
            if "{side}" in source:
                assert red[:2] in text, (key, text)
        if language == "en":
            assert text == render(msg, "en")


def test_english_logs_keep_iccs_and_the_ui_names_files(qapp: QApplication) -> None:
    msg = Message.of("touch.must_move", side=Color.RED, piece=RED_CANNON)
    assert str(msg) == "Red must move the red cannon on h2"
    assert render(msg, "en") == "Red must move Red's cannon on file 2 (h2)"
    assert render(msg, "zh_Hans") == "红方摸了二路炮，必须走这个棋子"
    assert render(msg, "zh_Hant") == "紅方摸了二路炮，必須走這個棋子"
    assert render(msg, "vi") == "Đỏ đã chạm Pháo cột 2 (h2), phải đi quân này"
    pattern = Message.of("repetition.pattern", red="长将", black="允许着法")  # 棋例 terms
    assert render(pattern, "zh_Hans") == "红方：长将；黑方：允许着法"
    assert render(pattern, "zh_Hant") == "紅方：長將；黑方：允許著法"
    assert str(pattern) == "Red: 长将; Black: 允许着法"


def test_capture_touch_says_what_art_5_requires(qapp: QApplication) -> None:
    """Art. 5.2: touching an opposing piece obliges capturing it with any piece that can;
    5.4.2: when the touched own piece cannot, another piece must capture it."""
    arbiter = Arbiter(preset("provincial"), "3k5/9/9/9/9/4n4/9/4R4/9/4K4 w - - 0 1")
    duty = arbiter.touch(Color.RED, parse_square("e4")).obligation
    assert duty is not None and duty.article == "5.2"
    assert render(duty.said, "zh_Hans") == ("红方摸了黑方5路马，必须吃掉这个棋子"
                                           "（己方任何能吃的子均可）")
    assert duty.text == ("Red touched the black horse on e4: Red must capture it with any "
                         "piece that can")
    arbiter = Arbiter(preset("provincial"), "3k5/9/9/9/9/4n4/9/4R4/9/3AK4 w - - 0 1")
    ruling = arbiter.touch(Color.RED, parse_square("e4"), parse_square("d0"))  # at once: 5.5
    assert ruling.obligation is not None and ruling.obligation.article == "5.4.2"
    text = render(ruling.obligation.said, "zh_Hans")
    assert text == ("红方先摸黑方5路马、后摸六路仕：六路仕吃不到黑方5路马，必须用别的棋子吃掉"
                    "黑方5路马")


def test_real_rulings_in_chinese_name_no_square(chinese: None) -> None:
    arbiter = Arbiter(preset("provincial"))
    texts = [render(arbiter.touch(Color.RED, parse_square("h2")).said),
             render(arbiter.move(Color.RED, parse_square("h2"), parse_square("g3")).said),
             render(arbiter.move(Color.RED, parse_square("h2"), parse_square("e2")).said),
             render(arbiter.clock_press_without_move(Color.BLACK).said),
             render(arbiter.claim(Color.BLACK, ClaimKind.NATURAL_LIMIT).said),
             render(arbiter.resign(Color.BLACK).said)]
    assert texts[0] == "红方摸了二路炮，必须走这个棋子（第5.1条）"
    assert texts[2].startswith("红方走炮二平五")
    assert texts[-1] == "黑方认输（第4.1.12条）。"
    for text in texts:
        assert not ICCS_SQUARE.search(text), text


def test_stored_fouls_and_outcomes_keep_their_message_and_old_data_still_loads() -> None:
    arbiter = Arbiter(preset("provincial"))
    arbiter.touch(Color.RED, parse_square("h2"))
    arbiter.move(Color.RED, parse_square("h2"), parse_square("g3"))
    arbiter.resign(Color.RED)
    data = json.loads(json.dumps(arbiter.to_dict()))
    again = Arbiter.from_dict(data)
    assert again.fouls == arbiter.fouls and again.fouls[0].message == arbiter.fouls[0].message
    assert again.outcome is not None and again.outcome.message == arbiter.outcome.message
    # data written before messages existed: text only, shown as it was stored
    old = dict(data, fouls=[{k: v for k, v in f.items() if k != "message"}
                            for f in data["fouls"]])
    old["outcome"] = {k: v for k, v in data["outcome"].items() if k != "message"}
    legacy = Arbiter.from_dict(old)
    assert legacy.fouls[0].message is None and legacy.fouls[0].text == arbiter.fouls[0].text
    assert legacy.outcome is not None and legacy.outcome.message is None
    assert legacy.outcome.reason == "Red resigns (art. 4.1.12)."
    assert Foul.from_dict(old["fouls"][0]).text.startswith("h2g3 is not a legal move")
    assert Outcome.from_dict(old["outcome"]) == arbiter.outcome
