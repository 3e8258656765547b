"""Brass: Birmingham 3.3 Develop: remove 1 or 2 lowest tiles, 1 iron each (4.2); lightbulb
potteries (I and III) cannot be developed (3.3.3).

Iron market from tracks.json: prices 1,1,2,2,3,3,4,4,5,5, 8 cubes at the start (the cheapest
filled space costs £2, then £2), £6 when empty.  Iron works I flips for +3 income spaces.
"""
from __future__ import annotations

from brass_desktop.engine import Develop
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    markets,
    money,
    new_birmingham,
    place,
    set_money,
    set_stack,
    vp,
)


def test_develop_one_tile_with_iron_from_any_works_which_flips() -> None:
    game = new_birmingham()
    place(game, "coalbrookdale/1", 2, "iron", 1, cubes=1)  # unconnected, another player's
    give_cards(game, 0, ["dudley"])
    action = Develop("dudley", ("coal",))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.players[0].stacks["coal"] == (2, 2, 3, 3, 4, 4)
    assert money(game, 0) == 17  # works iron is free
    assert state.tiles["coalbrookdale/1"].flipped
    assert income(game, 2) == 13
    assert (income(game, 0), vp(game, 0)) == (10, 0)  # 3.3.4: no income, no VP
    assert state.iron_market == 8
    assert state.discard[-1] == "dudley"


def test_develop_two_industries_with_market_iron() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    game.apply(Develop("dudley", ("cotton", "brewery")))
    state = game.state
    assert state.players[0].stacks["cotton"] == (1, 1, 2, 2, 3, 3, 3, 4, 4, 4)
    assert state.players[0].stacks["brewery"] == (1, 2, 2, 3, 3, 4)
    assert money(game, 0) == 13  # 8 cubes: £2, then 7 cubes: £2
    assert state.players[0].spent == 4
    assert state.iron_market == 6


def test_develop_two_tiles_of_one_industry_takes_the_lowest_then_the_next() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    game.apply(Develop("dudley", ("coal", "coal")))
    assert game.state.players[0].stacks["coal"] == (2, 3, 3, 4, 4)


def test_develop_mixes_the_last_works_iron_with_market_iron() -> None:
    game = new_birmingham()
    place(game, "dudley/1", 1, "iron", 1, cubes=1)
    give_cards(game, 0, ["dudley"])
    game.apply(Develop("dudley", ("coal", "iron")))
    assert money(game, 0) == 15  # 1 free from the works, 1 from the market at £2
    assert game.state.iron_market == 7
    assert game.state.tiles["dudley/1"].flipped


def test_develop_with_an_empty_iron_market_costs_6_each() -> None:
    game = new_birmingham()
    markets(game, iron=0)
    give_cards(game, 0, ["dudley"])
    game.apply(Develop("dudley", ("coal", "iron")))
    assert money(game, 0) == 5
    assert game.state.iron_market == 0


def test_develop_needs_the_money_for_market_iron() -> None:
    game = new_birmingham()
    set_money(game, 0, 3)
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, Develop("dudley", ("coal", "iron")), [("cannot_afford", {"cost": 4, "money": 3})])


def test_lightbulb_potteries_cannot_be_developed() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, Develop("dudley", ("pottery",)),
                   [("cannot_develop", {"industry": "pottery", "level": 1})])
    assert not [a for a in game.legal_actions("develop") if "pottery" in a.industries]
    set_stack(game, 0, "pottery", [2, 3, 4, 5])
    assert_legal(game, Develop("dudley", ("pottery",)))
    assert_illegal(game, Develop("dudley", ("pottery", "pottery")),  # the second would be pottery III
                   [("cannot_develop", {"industry": "pottery", "level": 3})])


def test_develop_counts_and_empty_stacks() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, Develop("dudley", ("coal", "iron", "cotton")), [("develop_count", {"count": 3})])
    assert_illegal(game, Develop("dudley", ()), [("develop_count", {"count": 0})])
    set_stack(game, 0, "iron", [4])
    assert_illegal(game, Develop("dudley", ("iron", "iron")), [("no_tiles_left", {"industry": "iron"})])
