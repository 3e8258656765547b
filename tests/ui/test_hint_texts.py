"""Hint lines worded from reason codes: each move by what it is, then what it does, in every language."""
from __future__ import annotations

import pytest

from brass_desktop.engine import load_game_data, load_industria_data
from brass_desktop.engine.industria.actions import END_BUILD, PASS_BID, Bid
from brass_desktop.ui import texts

NAMES = ("Ada", "Brunel", "Cort")


def reason(code: str, **params: object) -> dict[str, object]:
    return {"code": code, "params": params}


@pytest.fixture
def english(qapp):
    from brass_desktop import i18n
    i18n.install("en")
    yield
    i18n.install("en")


def test_a_brass_turn_is_worded_move_by_move(english) -> None:
    data = load_game_data("lancashire")
    hint = {"reasons": [reason("build", industry="coal", location="wigan", move=0),
                        reason("link", lines=[["bolton", "bury"], ["southport", "wigan"]], move=1),
                        reason("income", levels=2), reason("flips", count=1), reason("value", vp=3.25)]}
    line = texts.hint_line(hint, [object(), object()], NAMES, data)
    assert line == ("Build coal mine in Wigan + Link Bolton – Bury, Southport – Wigan: +2 income, "
                    "flips 1 of your tiles, about +3.2 VP by the end")


def test_hints_ranked_below_the_best_say_by_how_much(english) -> None:
    data = load_game_data("birmingham")
    loan = reason("loan", amount=30, move=0)
    behind = texts.hint_line({"reasons": [loan, reason("behind", vp=1.25)]}, [object()], NAMES, data)
    level = texts.hint_line({"reasons": [loan, reason("behind", vp=0.04)]}, [object()], NAMES, data)
    assert behind == "Take a loan of £30: about 1.2 VP less than hint 1"
    assert level == "Take a loan of £30: about as good as hint 1"


def test_a_move_without_a_reason_keeps_its_title_and_an_industria_bid_names_coins_and_tile(english) -> None:
    data = load_industria_data()
    import brass_desktop.ui.industria.words  # noqa: F401  (registers Industria's action titles)
    bid = {"reasons": [reason("bid", amount=3, tile="I-F-brick", move=0), reason("worth", amount=5)]}
    assert texts.hint_line(bid, [Bid(3)], NAMES, data) == "Bid 3 coins for Brickworks: worth about 5 coins to you"
    sold = {"reasons": [reason("sell_lot", amount=4, player=1, move=0), reason("coins", amount=4)]}
    assert texts.hint_line(sold, [PASS_BID], NAMES, data) == "Sell to Brunel for 4 coins: +4 coins now"
    assert texts.hint_line({"reasons": []}, [END_BUILD], NAMES, data) == "End build"


@pytest.mark.parametrize("language", ["zh_TW", "zh_CN"])
def test_hint_words_are_translated(qapp, language: str) -> None:
    from brass_desktop import i18n
    data = load_game_data("lancashire")
    hint = {"reasons": [reason("build", industry="coal", location="wigan", move=0), reason("behind", vp=2.0)]}
    english = texts.hint_line(hint, [object()], NAMES, data)
    try:
        i18n.install(language)
        worded = texts.hint_line(hint, [object()], NAMES, data)
    finally:
        i18n.install("en")
    assert worded != english and "hint" not in worded and "Build" not in worded


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "3 VP and 5 income spaces when it flips", "4 VP and 9 income spaces when they flip"),
    ("zh_TW", "翻面後計 3 分，收入前進 5 格", "翻面後共計 4 分，收入前進 9 格"),
    ("zh_CN", "翻面后计 3 分，收入前进 5 格", "翻面后共计 4 分，收入前进 9 格")])
def test_a_build_says_what_it_brings_when_it_flips(qapp, language: str, one: str, two: str) -> None:
    from brass_desktop import i18n
    data = load_game_data("lancashire")
    build = reason("build", industry="cotton", location="preston", move=0)
    try:
        i18n.install(language)
        single = texts.hint_line({"reasons": [build, reason("on_flip", tile_vp=3, spaces=5)]}, [object()], NAMES, data)
        double = texts.hint_line({"reasons": [build, reason("on_flips", tile_vp=4, spaces=9)]}, [object()], NAMES, data)
    finally:
        i18n.install("en")
    assert single.endswith(one) and double.endswith(two)
