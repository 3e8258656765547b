"""R4 (with R5 for rail coal): building canals and rails.

Costs from seed 000 §3(2): canal £3 (one per action); rail £5, or two rails for £15;
each rail takes one coal like a building.  Coal market prices from tracks.json.
"""
from __future__ import annotations

from brass_desktop.engine import BuildLink, RuleOptions
from tests.engine.scenario import (
    RAIL,
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    markets,
    money,
    new_game,
    place,
    set_money,
)


def test_canal_costs_three_pounds_and_needs_no_coal() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    place(game, "bury/0", 1, "coal", 1, cubes=2)
    give_cards(game, 0, ["wigan", "port"])
    action = BuildLink("wigan", ("bolton__bury",))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.links == {"bolton__bury": 0}
    assert money(game, 0) == 27
    assert state.players[0].spent == 3
    assert state.players[0].links_left == 13
    assert state.players[0].hand == ["port"]
    assert state.tiles["bury/0"].cubes == 2
    assert state.coal_market == 8
    assert state.actions_left == 1


def test_canal_era_allows_only_one_link_per_action() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury", "bury__manchester")),
                   [("too_many_links", {"count": 2, "era": "canal"})])


def test_canal_may_not_use_a_rail_only_line() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan",)),
                   [("line_wrong_era", {"line": "bolton__wigan", "era": "canal"})])


def test_rail_may_not_use_a_canal_only_line() -> None:
    game = new_game(era=RAIL)
    place(game, "liverpool/0", 0, "port", 2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("ellesmere_port__liverpool",)),
                   [("line_wrong_era", {"line": "ellesmere_port__liverpool", "era": "rail"})])


def test_a_line_holds_one_link() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    link(game, "bolton__bury", 1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)),
                   [("line_taken", {"line": "bolton__bury", "owner": 1})])


def test_link_must_touch_the_network() -> None:
    game = new_game()
    place(game, "colne/0", 0, "cotton", 1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)),
                   [("link_not_in_network", {"line": "bolton__bury", "empty": False})])


def test_no_link_with_an_empty_network() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)),
                   [("link_not_in_network", {"line": "bolton__bury", "empty": True})])
    assert game.legal_actions("link") == []


def test_link_may_extend_from_the_end_of_an_own_link() -> None:
    game = new_game()
    link(game, "bolton__bury", 0)
    give_cards(game, 0, ["wigan"])
    assert_legal(game, BuildLink("wigan", ("bury__manchester",)))


def test_other_players_links_do_not_extend_the_network() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    link(game, "bolton__bury", 1)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bury__manchester",)),
                   [("link_not_in_network", {"line": "bury__manchester", "empty": False})])


def test_no_link_tiles_left() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    game.state.players[0].links_left = 0
    game.edit()  # the state was edited by hand
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)), [("no_link_tiles", {"left": 0})])


def test_canal_cannot_afford() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    set_money(game, 0, 2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)), [("cannot_afford", {"cost": 3, "money": 2})])


# -- rails (R4.3) ---------------------------------------------------------------------------------
def test_one_rail_costs_five_pounds_and_one_coal_from_the_far_end() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=2)  # wigan is at distance 0 once the rail is placed
    give_cards(game, 0, ["wigan"])
    action = BuildLink("wigan", ("bolton__wigan",))
    assert_legal(game, action)
    game.apply(action)
    assert game.state.links == {"bolton__wigan": 0}
    assert game.state.tiles["wigan/0"].cubes == 1
    assert money(game, 0) == 25
    assert game.state.players[0].links_left == 13


def test_two_rails_cost_fifteen_pounds_and_two_coal_the_second_extending_the_first() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=2)
    give_cards(game, 0, ["wigan"])
    action = BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan"))
    assert_legal(game, action)
    game.apply(action)
    assert game.state.links == {"bolton__wigan": 0, "warrington_runcorn__wigan": 0}
    assert game.state.tiles["wigan/0"].cubes == 0
    assert game.state.tiles["wigan/0"].flipped
    assert income(game, 1) == 17  # coal level 2 flips: +7 spaces
    assert money(game, 0) == 15  # £30 - £15
    assert game.state.players[0].spent == 15
    assert game.state.players[0].links_left == 12


def test_second_rail_buys_market_coal_when_the_mine_is_exhausted() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=1)
    place(game, "warrington_runcorn/1", 2, "port", 2)
    give_cards(game, 0, ["wigan"])
    actions = [a for a in game.legal_actions("link") if a.lines == ("bolton__wigan", "warrington_runcorn__wigan")]
    assert actions == [BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan"))]
    game.apply(actions[0])
    assert game.state.tiles["wigan/0"].cubes == 0
    assert game.state.coal_market == 7
    assert money(game, 0) == 14  # £30 - £15 - £1


def test_second_rail_must_touch_the_network_or_the_first_rail() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan", "manchester__oldham")),
                   [("link_not_in_network", {"line": "manchester__oldham", "empty": False})])


def test_at_most_two_rails_per_action() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan", "bolton__bury", "bolton__manchester")),
                   [("too_many_links", {"count": 3, "era": "rail"})])


def test_rail_needs_coal() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",)),
                   [("no_coal", {"location": "bolton", "line": "bolton__bury"})])


def test_rail_coal_from_the_market_through_an_external_location() -> None:
    game = new_game(era=RAIL)
    place(game, "colne/0", 0, "cotton", 2)
    markets(game, coal=0)
    give_cards(game, 0, ["wigan"])
    game.apply(BuildLink("wigan", ("colne__yorkshire",)))
    assert money(game, 0) == 20  # £30 - £5 - £5 (empty coal market)
    assert game.state.coal_market == 0


def test_rail_coal_from_the_nearest_mine() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    link(game, "bolton__manchester", 1)
    place(game, "manchester/0", 1, "coal", 2, cubes=3)  # distance 1 from bolton
    place(game, "bury/0", 2, "coal", 2, cubes=3)  # distance 0 once bolton__bury is placed
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__bury",), ("manchester/0",)),
                   [("bad_coal_source", {"given": ["manchester/0"], "options": [["bury/0"]]})])
    game.apply(BuildLink("wigan", ("bolton__bury",)))
    assert game.state.tiles["bury/0"].cubes == 2
    assert game.state.tiles["manchester/0"].cubes == 3


def test_two_rails_cannot_afford() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=2)
    set_money(game, 0, 14)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan")),
                   [("cannot_afford", {"cost": 15, "money": 14})])
    assert_legal(game, BuildLink("wigan", ("bolton__wigan",)))


def test_virtual_line_does_not_extend_the_network_for_links_by_default() -> None:
    game = new_game(era=RAIL)
    place(game, "liverpool/0", 0, "port", 2)
    place(game, "ellesmere_port/0", 1, "port", 2)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("birkenhead__ellesmere_port",)),
                   [("link_not_in_network", {"line": "birkenhead__ellesmere_port", "empty": False})])


def test_virtual_line_for_links_option_extends_the_network() -> None:
    game = new_game(era=RAIL, options=RuleOptions(virtual_link_for_links=True))
    place(game, "liverpool/0", 0, "port", 2)
    place(game, "ellesmere_port/0", 1, "port", 2)
    give_cards(game, 0, ["wigan"])
    action = BuildLink("wigan", ("birkenhead__ellesmere_port",))
    assert_legal(game, action)
    game.apply(action)
    assert game.state.coal_market == 7  # the virtual line carries no coal: market via the port
    assert money(game, 0) == 24  # £30 - £5 - £1


def test_linking_a_mine_to_a_port_later_sells_no_cubes() -> None:
    game = new_game()
    place(game, "wigan/0", 0, "coal", 1, cubes=2)
    place(game, "preston/0", 1, "port", 1)
    markets(game, coal=0)
    give_cards(game, 0, ["wigan"])
    game.apply(BuildLink("wigan", ("preston__wigan",)))  # cubes go to the market only when the mine is built
    assert game.state.tiles["wigan/0"].cubes == 2
    assert game.state.coal_market == 0
    assert money(game, 0) == 27


def test_first_rail_takes_its_coal_before_the_second_rail_is_placed() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "warrington_runcorn/1", 1, "port", 2)  # reached only by the second rail
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan")),
                   [("no_coal", {"location": "bolton", "line": "bolton__wigan"})])
    game.state.links["liverpool__wigan"] = 2
    place(game, "liverpool/0", 2, "port", 2)  # now wigan itself has a market connection
    game.apply(BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan")))
    assert game.state.coal_market == 6
    assert money(game, 0) == 13  # £30 - £15 - £1 - £1


def test_no_coal_names_the_second_rail_when_only_it_lacks_coal() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 0, "cotton", 2)
    place(game, "wigan/0", 1, "coal", 2, cubes=1)  # enough for one rail only, and no market connection
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("bolton__wigan", "warrington_runcorn__wigan")),
                   [("no_coal", {"location": "warrington_runcorn", "line": "warrington_runcorn__wigan"})])
    assert_legal(game, BuildLink("wigan", ("bolton__wigan",)))
