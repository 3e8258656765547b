"""R7 (with R6 for iron): develop removes one or two top tiles, one iron each."""
from __future__ import annotations

from brass_desktop.engine import Develop
from brass_desktop.engine.brass.state import Tile
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    markets,
    money,
    new_game,
    place,
    set_money,
    set_stack,
)


def test_develop_one_tile_with_iron_from_a_works() -> None:
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, cubes=2)
    give_cards(game, 0, ["wigan", "port"])
    action = Develop("wigan", ("shipyard",))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.players[0].stacks["shipyard"] == (0, 1, 1, 2, 2)
    assert state.tiles["bolton/2"].cubes == 1
    assert money(game, 0) == 30
    assert state.iron_market == 8
    assert state.players[0].hand == ["port"]
    assert state.actions_left == 1


def test_develop_two_tiles_of_the_same_stack_from_the_market() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    game.apply(Develop("wigan", ("shipyard", "shipyard")))
    assert game.state.players[0].stacks["shipyard"] == (1, 1, 2, 2)
    assert game.state.iron_market == 6
    assert money(game, 0) == 28  # two cheapest cubes of a full market: £1 + £1
    assert game.state.players[0].spent == 2


def test_develop_two_different_stacks_market_then_empty_price() -> None:
    game = new_game()
    markets(game, iron=1)
    give_cards(game, 0, ["wigan"])
    game.apply(Develop("wigan", ("cotton", "coal")))
    assert game.state.players[0].stacks["coal"] == (2, 2, 3, 3, 4, 4)
    assert game.state.players[0].stacks["cotton"] == (1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4)
    assert game.state.iron_market == 0
    assert money(game, 0) == 21  # last cube £4 + £5 from the empty market


def test_develop_iron_sources_are_the_players_choice() -> None:
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, cubes=1)
    place(game, "blackburn/2", 2, "iron", 1, cubes=2)
    give_cards(game, 0, ["wigan"])
    develops = [a for a in game.legal_actions("develop") if a.industries == ("coal", "coal")]
    assert develops == [Develop("wigan", ("coal", "coal"), ("blackburn/2", "blackburn/2")),
                        Develop("wigan", ("coal", "coal"), ("blackburn/2", "bolton/2"))]
    game.apply(develops[1])
    assert game.state.tiles["bolton/2"] == Tile(1, "iron", 1, 0, True)
    assert game.state.tiles["blackburn/2"].cubes == 1
    assert income(game, 1) == 13  # iron level 1 flips: +3 spaces
    assert money(game, 0) == 30


def test_develop_takes_the_board_iron_first_then_the_market() -> None:
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, cubes=1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, Develop("wigan", ("coal", "coal"), ("market", "market")),
                   [("bad_iron_source", {"given": ["market", "market"], "options": [["bolton/2", "market"]]})])
    game.apply(Develop("wigan", ("coal", "coal")))
    assert game.state.tiles["bolton/2"].cubes == 0
    assert game.state.iron_market == 7
    assert money(game, 0) == 29


def test_develop_count_is_one_or_two() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, Develop("wigan", ()), [("develop_count", {"count": 0})])
    assert_illegal(game, Develop("wigan", ("coal", "coal", "coal")), [("develop_count", {"count": 3})])


def test_develop_needs_tiles_in_the_stack() -> None:
    game = new_game()
    set_stack(game, 0, "iron", [4])
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, Develop("wigan", ("iron", "iron")), [("no_tiles_left", {"industry": "iron"})])


def test_develop_cannot_afford() -> None:
    game = new_game()
    markets(game, iron=0)
    set_money(game, 0, 9)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, Develop("wigan", ("cotton", "coal")), [("cannot_afford", {"cost": 10, "money": 9})])
