"""Brass: Birmingham 3.5 Loan (£30, back 3 income levels to the top space of the new level, not
below level -10, no deadline), 3.6 Scout (3 cards for both wild cards, not while holding one),
3.7 Pass and 2.5 (wild cards never enter a discard pile).

Income track from tracks.json: spaces 0-10 are levels -10..0 one space each; level 1 = spaces
11-12, 2 = 13-14, 5 = 19-20, 9 = 27-28, 12 = 34-36.
"""
from __future__ import annotations

import pytest

from brass_desktop.engine import RAIL, BuildIndustry, Pass, TakeLoan
from brass_desktop.engine.brass.actions import Scout
from tests.engine.scenario import assert_illegal, assert_legal, give_cards, income, money, new_birmingham, set_income


@pytest.mark.parametrize("start, landing", [(10, 7), (20, 14), (19, 14), (34, 28), (36, 28), (12, 8), (3, 0)])
def test_loan_gives_30_and_moves_back_three_levels_to_the_top_space(start: int, landing: int) -> None:
    game = new_birmingham()
    set_income(game, 0, start)
    give_cards(game, 0, ["dudley"])
    action = TakeLoan("dudley", 30)
    assert_legal(game, action)
    game.apply(action)
    assert money(game, 0) == 47
    assert income(game, 0) == landing
    assert game.state.players[0].spent == 0  # 0.6: a loan is not spending


def test_loan_refused_below_level_minus_7() -> None:
    game = new_birmingham()
    set_income(game, 0, 2)  # level -8: a loan would reach -11
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, TakeLoan("dudley", 30), [("loan_too_low", {"amount": 30, "level": -8})])
    assert game.legal_actions("loan") == []


def test_loan_is_always_30() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, TakeLoan("dudley", 10), [("loan_amount", {"amount": 10})])
    assert game.legal_actions("loan") == [TakeLoan("dudley", 30)]


def test_loans_stay_open_when_the_rail_deck_is_empty() -> None:
    game = new_birmingham(era=RAIL, round_=8)
    game.state.deck = []
    give_cards(game, 0, ["dudley", "coventry"])
    assert_legal(game, TakeLoan("dudley", 30))


def test_pass_discards_a_card() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley", "coventry"])
    discard = list(game.state.discard)
    game.apply(Pass("coventry"))
    assert game.state.players[0].hand == ["dudley"]
    assert game.state.discard == discard + ["coventry"]
    assert game.state.actions_left == 1


# -- scout (3.6) ------------------------------------------------------------------------------------
def test_scout_discards_three_and_takes_both_wild_cards() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley", "coventry", "coal", "iron"])
    discard = list(game.state.discard)
    action = Scout(("coal", "coventry", "dudley"))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert sorted(state.players[0].hand) == ["iron", "wild_industry", "wild_location"]
    assert state.discard == discard + ["coal", "coventry", "dudley"]
    assert state.actions_left == 1
    assert money(game, 0) == 17


def test_scout_refused_while_holding_a_wild_card() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley", "coventry", "coal", "wild_industry"])
    assert_illegal(game, Scout(("coal", "coventry", "dudley")), [("scout_holds_wild", {"card": "wild_industry"})])
    assert game.legal_actions("scout") == []


def test_scout_needs_exactly_three_cards_in_hand() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley", "coventry"])
    assert_illegal(game, Scout(("coventry", "dudley")), [("scout_card_count", {"count": 2})])
    assert game.legal_actions("scout") == []
    assert_illegal(game, Scout(("coventry", "dudley", "coal")), [("card_not_in_hand", {"card": "coal"})])


def test_scout_twice_in_one_turn_is_impossible() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley", "coventry", "coal", "iron", "pottery", "brewery"])
    game.apply(Scout(("coal", "coventry", "dudley")))
    assert_illegal(game, Scout(("brewery", "iron", "pottery")), [("scout_holds_wild", {"card": "wild_industry"})])


def test_played_wild_cards_return_to_their_piles_not_the_discard() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["wild_location", "wild_industry"])
    discard = list(game.state.discard)
    game.apply(Pass("wild_location"))
    game.apply(BuildIndustry(("wild_industry",), "dudley/0", "coal"))  # first build: anywhere
    assert game.state.discard == discard
    assert game.state.tiles["dudley/0"].owner == 0
    assert game.current_player == 1
    hand = game.state.players[0].hand
    assert len(hand) == 8 and not {"wild_location", "wild_industry"} & set(hand)  # refilled from the deck
