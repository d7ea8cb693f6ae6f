"""``plain_words`` (the movetext split of the plain-game fast path, issue 14) gives exactly
the words the PGN tokenizer's plain-token expression gives, whatever the text."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from xiangqi_gui.formats.pgn_reader import _PLAIN_TOKEN, plain_words


def _by_expression(text: str) -> list[str]:
    return list(filter(None, _PLAIN_TOKEN.findall(text)))


_PIECES = st.sampled_from(["1.", "12.", "3...", "..", ".", "…", "……", " ", "  ", "\n", "\t",
                           "\u3000", "h2e2", "炮二平五", "马８进７", "1-0", "0-1", "*",
                           "12", "0", "a", "１.", "e", "\r", "\x1c"])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join))
def test_plain_words_agrees_with_the_token_expression(text: str) -> None:
    assert plain_words(text) == _by_expression(text)


@given(st.text(alphabet="0123456789.…h e\n", max_size=30))
def test_plain_words_agrees_on_digits_dots_and_spaces(text: str) -> None:
    assert plain_words(text) == _by_expression(text)


_NUMBERED = st.lists(
    st.tuples(st.sampled_from(["1.", "12.", "3...", "1", ".", "…", "1-0", "h2e2", "*"]),
              st.sampled_from(["h2e2", "炮二平五", "1.", "...", "0-1", "e", "*"]),
              st.sampled_from(["h9g7", "马８进７", "2.", "…", "1/2-1/2", "和棋", "x"])),
    max_size=8)


@settings(max_examples=400, deadline=None)
@given(_NUMBERED, st.integers(0, 2), st.sampled_from(["", "1-0", "*", "红胜", "2."]),
       st.sampled_from([" ", "\n", "  \t"]))
def test_plain_words_agrees_on_numbered_pairs(pairs: list[tuple[str, str, str]], cut: int,
                                             tail: str, space: str) -> None:
    """The ``1. w w 2. w w`` layout (taken by slicing) with a result or a stray token
    anywhere: the same words as the expression."""
    tokens = [token for triple in pairs for token in triple]
    text = space.join(tokens[:len(tokens) - cut] + [tail])
    assert plain_words(text) == _by_expression(text)


def test_plain_words_of_numbered_pairs() -> None:
    assert plain_words("1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 1-0") == [
        "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "1-0"]
    assert plain_words("10. h2e2 h9g7\n11. h0g2") == ["h2e2", "h9g7", "h0g2"]


def test_plain_words_of_a_real_movetext() -> None:
    text = "1. h2e2 h9g7 2. h0g2 i9h9 3...\n i0h0 1.b2e2 12 . c3c4 1-0"
    assert plain_words(text) == ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b2e2", "c3c4",
                                 "1-0"]
    assert plain_words(text, 3) == plain_words(text[3:])


def test_every_iccs_pair_is_detected_as_iccs() -> None:
    """build_line takes a first move text found in its ICCS table as ICCS without asking
    the detector; the detector must agree on every one of them."""
    from xiangqi_gui.formats.build import _iccs_moves
    from xiangqi_gui.notation import detect_notation

    assert len(_iccs_moves()) == 8010
    assert {detect_notation(text) for text in _iccs_moves()} == {"iccs"}
