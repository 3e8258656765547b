"""Brass: Birmingham 3.1 Build and section 4 resources: cards, network, farm breweries, spaces,
era badges, overbuilding, coal, iron, beer produced and market sales of new mines and works.

Tile values from tiles.json (e.g. coal I £5 2 cubes +4 income; coal II £7 3 cubes; iron I £5
1 coal 4 cubes +3; brewery I £5 1 iron; manufacturer III £12 2 coal; pottery I £17 1 iron);
markets from tracks.json: coal prices 1,1,2,2,3,3,4,4,5,5,6,6,7,7 (£8 empty, 13 cubes at
the start), iron 1,1,2,2,3,3,4,4,5,5 (£6 empty, 8 cubes).  Income spaces from tracks.json.
"""
from __future__ import annotations

import pytest

from brass_desktop.engine import RAIL, BuildIndustry
from brass_desktop.engine.brass.state import Tile
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    markets,
    money,
    new_birmingham,
    place,
    set_stack,
)


# -- cards (3.1.1) ------------------------------------------------------------------------------------
def test_location_card_builds_outside_the_network() -> None:
    game = new_birmingham()
    link(game, "birmingham__coventry", 0)
    give_cards(game, 0, ["dudley", "coventry"])
    action = BuildIndustry(("dudley",), "dudley/0", "coal")
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.tiles["dudley/0"] == Tile(0, "coal", 1, 2, False)  # not connected to a merchant: cubes stay
    assert money(game, 0) == 12  # £17 - coal I £5
    assert state.players[0].spent == 5
    assert state.players[0].stacks["coal"] == (2, 2, 3, 3, 4, 4)
    assert state.discard[-1] == "dudley"
    assert state.coal_market == 13


def test_location_card_of_another_location_is_refused() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildIndustry(("coventry",), "dudley/0", "coal"),
                   [("card_wrong_location", {"card": "coventry", "location": "dudley"})])


def test_wild_location_card_builds_anywhere_and_returns_to_its_pile() -> None:
    game = new_birmingham()
    link(game, "birmingham__coventry", 0)
    give_cards(game, 0, ["wild_location", "coventry"])
    discard_before = list(game.state.discard)
    action = BuildIndustry(("wild_location",), "dudley/0", "coal")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["dudley/0"] == Tile(0, "coal", 1, 2, False)
    assert game.state.players[0].hand == ["coventry"]
    assert game.state.discard == discard_before  # 2.5: a wild card never enters a discard pile


@pytest.mark.parametrize("farm", ["farm_brewery_north", "farm_brewery_south"])
def test_wild_location_card_cannot_build_a_farm_brewery(farm: str) -> None:
    game = new_birmingham()
    give_cards(game, 0, ["wild_location"])
    assert_illegal(game, BuildIndustry(("wild_location",), f"{farm}/0", "brewery"),
                   [("card_wrong_location", {"card": "wild_location", "location": farm})])


def test_industry_card_builds_in_the_network() -> None:
    game = new_birmingham()
    link(game, "birmingham__walsall", 0)  # network: birmingham, walsall
    give_cards(game, 0, ["brewery"])
    action = BuildIndustry(("brewery",), "walsall/1", "brewery")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["walsall/1"] == Tile(0, "brewery", 1, 1, False)  # 3.1.7: 1 barrel in the canal era
    assert money(game, 0) == 10  # £5 + 1 iron from the market (8 cubes: cheapest filled space £2)
    assert game.state.iron_market == 7
    assert game.state.players[0].spent == 7


def test_industry_card_outside_the_network_is_refused() -> None:
    game = new_birmingham()
    link(game, "birmingham__walsall", 0)
    give_cards(game, 0, ["brewery"])
    assert_illegal(game, BuildIndustry(("brewery",), "stafford/0", "brewery"),
                   [("not_in_network", {"location": "stafford"})])


def test_dual_card_builds_cotton_or_manufacturer_but_not_pottery() -> None:
    game = new_birmingham()
    link(game, "stoke_on_trent__warrington", 0)  # network: stoke_on_trent, warrington
    give_cards(game, 0, ["cotton_or_manufacturer"])
    assert_legal(game, BuildIndustry(("cotton_or_manufacturer",), "stoke_on_trent/0", "cotton"))
    assert_illegal(game, BuildIndustry(("cotton_or_manufacturer",), "stoke_on_trent/1", "pottery"),
                   [("card_wrong_industry", {"card": "cotton_or_manufacturer", "industry": "pottery"})])
    action = BuildIndustry(("cotton_or_manufacturer",), "stoke_on_trent/2", "manufacturer")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["stoke_on_trent/2"] == Tile(0, "manufacturer", 1, 0, False)
    assert money(game, 0) == 8  # manufacturer I £8 + 1 market coal (via Warrington) £1
    assert game.state.coal_market == 12


def test_wild_industry_card_builds_any_industry_in_the_network_only() -> None:
    game = new_birmingham()
    link(game, "birmingham__dudley", 0)
    give_cards(game, 0, ["wild_industry"])
    assert_legal(game, BuildIndustry(("wild_industry",), "dudley/0", "coal"))
    assert_illegal(game, BuildIndustry(("wild_industry",), "cannock/1", "coal"),
                   [("not_in_network", {"location": "cannock"})])
    discard_before = list(game.state.discard)
    game.apply(BuildIndustry(("wild_industry",), "dudley/0", "coal"))
    assert game.state.discard == discard_before
    assert game.state.players[0].hand == []


# -- farm breweries (3.1.1, 5.3, 5.4, edge case 11) -------------------------------------------------------
def test_north_farm_brewery_needs_the_cannock_farm_link_in_the_network() -> None:
    game = new_birmingham()
    place(game, "cannock/1", 0, "coal", 1, cubes=2)  # a tile in Cannock is not enough
    give_cards(game, 0, ["brewery", "cannock", "wild_industry"])
    assert_illegal(game, BuildIndustry(("brewery",), "farm_brewery_north/0", "brewery"),
                   [("not_in_network", {"location": "farm_brewery_north"})])
    assert_illegal(game, BuildIndustry(("cannock",), "farm_brewery_north/0", "brewery"),
                   [("card_wrong_location", {"card": "cannock", "location": "farm_brewery_north"})])
    link(game, "cannock__farm_brewery_north", 1)  # an opponent's link does not extend my network
    assert_illegal(game, BuildIndustry(("wild_industry",), "farm_brewery_north/0", "brewery"),
                   [("not_in_network", {"location": "farm_brewery_north"})])
    link(game, "cannock__farm_brewery_north", 0)
    assert_legal(game, BuildIndustry(("wild_industry",), "farm_brewery_north/0", "brewery"))
    game.apply(BuildIndustry(("brewery",), "farm_brewery_north/0", "brewery"))
    assert game.state.tiles["farm_brewery_north/0"] == Tile(0, "brewery", 1, 1, False)
    assert money(game, 0) == 10  # £5 + iron £2


def test_south_farm_brewery_is_reached_by_the_kidderminster_worcester_link() -> None:
    game = new_birmingham()
    link(game, "kidderminster__worcester", 0)  # 5.3: adjacent to the southern farm brewery too
    give_cards(game, 0, ["brewery"])
    action = BuildIndustry(("brewery",), "farm_brewery_south/0", "brewery")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["farm_brewery_south/0"] == Tile(0, "brewery", 1, 1, False)


def test_farm_brewery_is_its_own_location_for_the_canal_limit() -> None:
    game = new_birmingham()
    link(game, "cannock__farm_brewery_north", 0)
    place(game, "cannock/1", 0, "coal", 1, cubes=2)
    give_cards(game, 0, ["brewery"])
    assert_legal(game, BuildIndustry(("brewery",), "farm_brewery_north/0", "brewery"))


# -- first build (3.1.9) -----------------------------------------------------------------------------
def test_first_build_with_an_industry_card_goes_anywhere() -> None:
    game = new_birmingham()
    place(game, "cannock/1", 1, "coal", 1, cubes=2)  # opponents' tiles do not matter
    give_cards(game, 0, ["coal"])
    assert_legal(game, BuildIndustry(("coal",), "dudley/0", "coal"))
    assert_legal(game, BuildIndustry(("coal",), "tamworth/0", "coal"))


def test_first_build_ends_once_a_link_of_yours_is_on_the_board() -> None:
    game = new_birmingham()
    link(game, "birmingham__coventry", 0)
    give_cards(game, 0, ["coal"])
    assert_illegal(game, BuildIndustry(("coal",), "dudley/0", "coal"),
                   [("not_in_network", {"location": "dudley"})])


def test_first_build_farm_brewery_with_a_brewery_card() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["brewery"])
    assert_legal(game, BuildIndustry(("brewery",), "farm_brewery_north/0", "brewery"))


# -- spaces (3.1.4) and the canal limit (3.1.5) -----------------------------------------------------------
def test_single_icon_space_must_be_used_first() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["birmingham"])
    # Birmingham: [cotton, manufacturer], [manufacturer], [iron], [manufacturer]
    assert_illegal(game, BuildIndustry(("birmingham",), "birmingham/0", "manufacturer"),
                   [("single_icon_slot_first",
                     {"location": "birmingham", "slot": "birmingham/1", "industry": "manufacturer"})])
    assert_legal(game, BuildIndustry(("birmingham",), "birmingham/0", "cotton"))  # no cotton-only space
    place(game, "birmingham/1", 1, "manufacturer", 1)
    assert_illegal(game, BuildIndustry(("birmingham",), "birmingham/0", "manufacturer"),
                   [("single_icon_slot_first",
                     {"location": "birmingham", "slot": "birmingham/3", "industry": "manufacturer"})])
    place(game, "birmingham/3", 2, "manufacturer", 1)
    markets(game, coal=13)
    link(game, "birmingham__oxford", 1)  # coal for manufacturer I from the market
    assert_legal(game, BuildIndustry(("birmingham",), "birmingham/0", "manufacturer"))


def test_no_space_with_the_icon() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, BuildIndustry(("dudley",), "dudley/0", "iron"),
                   [("industry_not_in_slot", {"slot": "dudley/0", "industry": "iron"})])


def test_canal_era_one_own_tile_per_location_rail_era_no_limit() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 0, "coal", 1, cubes=2)
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, BuildIndustry(("dudley",), "dudley/1", "iron"),
                   [("one_tile_per_location", {"location": "dudley"})])
    place(game, "dudley/0", 1, "coal", 1, cubes=2)  # an opponent's tile there does not count
    assert_legal(game, BuildIndustry(("dudley",), "dudley/1", "iron"))
    rail = new_birmingham(era=RAIL)
    place(rail, "dudley/0", 0, "coal", 2, cubes=2)
    set_stack(rail, 0, "iron", [2])
    give_cards(rail, 0, ["dudley"])
    assert_legal(rail, BuildIndustry(("dudley",), "dudley/1", "iron"))


# -- era badges (3.1.2, 3.1.3, D4) ------------------------------------------------------------------------
@pytest.mark.parametrize("industry, slot", [("cotton", "worcester/0"), ("coal", "dudley/0"),
                                            ("iron", "dudley/1"), ("manufacturer", "wolverhampton/0"),
                                            ("brewery", "burton_on_trent/1")])
def test_level_1_tiles_other_than_pottery_cannot_be_built_in_the_rail_era(industry: str, slot: str) -> None:
    game = new_birmingham(era=RAIL)
    loc = slot.split("/")[0]
    give_cards(game, 0, [loc])
    assert_illegal(game, BuildIndustry((loc,), slot, industry),
                   [("level_wrong_era", {"industry": industry, "level": 1, "era": "rail"})])


def test_pottery_1_can_be_built_in_the_rail_era() -> None:
    game = new_birmingham(era=RAIL)
    give_cards(game, 0, ["stafford"])
    game.state.players[0].money = 30
    action = BuildIndustry(("stafford",), "stafford/1", "pottery")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["stafford/1"] == Tile(0, "pottery", 1, 0, False)
    assert money(game, 0) == 11  # £30 - pottery I £17 - 1 market iron £2


@pytest.mark.parametrize("industry, level, slot", [("pottery", 5, "stafford/1"), ("brewery", 4, "burton_on_trent/1")])
def test_pottery_v_and_brewery_iv_are_rail_era_only(industry: str, level: int, slot: str) -> None:
    game = new_birmingham()
    set_stack(game, 0, industry, [level])
    loc = slot.split("/")[0]
    give_cards(game, 0, [loc])
    assert_illegal(game, BuildIndustry((loc,), slot, industry),
                   [("level_wrong_era", {"industry": industry, "level": level, "era": "canal"})])


def test_a_canal_only_tile_left_on_the_mat_blocks_the_industry_in_the_rail_era() -> None:
    game = new_birmingham(era=RAIL)
    set_stack(game, 0, "coal", [1, 2, 3])  # 3.1.2: no skipping to coal II
    give_cards(game, 0, ["dudley"])
    assert_illegal(game, BuildIndustry(("dudley",), "dudley/0", "coal"),
                   [("level_wrong_era", {"industry": "coal", "level": 1, "era": "rail"})])


# -- overbuilding (3.1.11, D5, D13) ------------------------------------------------------------------------
def test_overbuild_own_brewery_returns_its_barrel_to_the_supply() -> None:
    game = new_birmingham()
    place(game, "burton_on_trent/1", 0, "brewery", 1, cubes=1)
    set_stack(game, 0, "brewery", [2, 3])
    give_cards(game, 0, ["burton_on_trent"])
    action = BuildIndustry(("burton_on_trent",), "burton_on_trent/1", "brewery")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["burton_on_trent/1"] == Tile(0, "brewery", 2, 1, False)  # the new tile's barrel
    assert game.state.cubes_created["beer"] == 1  # the old barrel went back to the supply
    assert money(game, 0) == 8  # £7 + iron £2


def test_overbuild_own_tile_of_any_industry_with_a_higher_level_only() -> None:
    game = new_birmingham(era=RAIL)
    place(game, "wolverhampton/0", 0, "manufacturer", 2, flipped=True)
    give_cards(game, 0, ["wolverhampton"])
    set_stack(game, 0, "manufacturer", [2, 6])
    assert_illegal(game, BuildIndustry(("wolverhampton",), "wolverhampton/0", "manufacturer"),
                   [("overbuild_level_not_higher", {"level": 2, "existing": 2})])
    set_stack(game, 0, "manufacturer", [6])
    game.state.players[0].money = 25
    game.apply(BuildIndustry(("wolverhampton",), "wolverhampton/0", "manufacturer"))
    assert game.state.tiles["wolverhampton/0"] == Tile(0, "manufacturer", 6, 0, False)
    assert money(game, 0) == 5  # manufacturer VI £20
    assert income(game, 0) == 10  # the replaced tile's income is kept, nothing new


def test_opponents_tiles_other_than_coal_and_iron_cannot_be_overbuilt() -> None:
    game = new_birmingham()
    place(game, "burton_on_trent/1", 1, "brewery", 1, flipped=True)
    set_stack(game, 0, "brewery", [2])
    give_cards(game, 0, ["burton_on_trent"])
    assert_illegal(game, BuildIndustry(("burton_on_trent",), "burton_on_trent/1", "brewery"),
                   [("slot_taken", {"owner": 1, "industry": "brewery"})])


def test_opponents_coal_mine_only_when_no_coal_on_the_board_nor_in_the_market() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 1, "coal", 1, flipped=True)
    place(game, "cannock/1", 2, "coal", 1, cubes=1)
    set_stack(game, 0, "coal", [2])
    give_cards(game, 0, ["dudley"])
    action = BuildIndustry(("dudley",), "dudley/0", "coal")
    assert_illegal(game, action, [("overbuild_resource_left", {"resource": "coal", "board": 1, "market": 13})])
    place(game, "cannock/1", 2, "coal", 1, flipped=True)
    assert_illegal(game, action, [("overbuild_resource_left", {"resource": "coal", "board": 0, "market": 13})])
    markets(game, coal=0)
    assert_legal(game, action)
    game.apply(action)
    # coal II: £7, 3 cubes; dudley is not connected to a merchant, so they stay
    assert game.state.tiles["dudley/0"] == Tile(0, "coal", 2, 3, False)
    assert money(game, 0) == 10
    assert income(game, 1) == 10  # the owner keeps what was gained, loses the tile


def test_opponents_iron_works_only_when_no_iron_anywhere() -> None:
    game = new_birmingham()
    place(game, "dudley/1", 1, "iron", 1, flipped=True)
    place(game, "dudley/0", 2, "coal", 1, cubes=2)
    set_stack(game, 0, "iron", [2])
    give_cards(game, 0, ["dudley"])
    action = BuildIndustry(("dudley",), "dudley/1", "iron")
    assert_illegal(game, action, [("overbuild_resource_left", {"resource": "iron", "board": 0, "market": 8})])
    markets(game, iron=0)
    game.apply(action)
    # iron II £7 + 1 coal from dudley/0 (same location, free); 4 iron all to the empty market:
    # £5 + £5 + £4 + £4 = £18, the tile flips: +3 income spaces
    assert game.state.tiles["dudley/1"] == Tile(0, "iron", 2, 0, True)
    assert game.state.iron_market == 4
    assert money(game, 0) == 17 - 7 + 18
    assert income(game, 0) == 13
    assert game.state.tiles["dudley/0"].cubes == 1


# -- coal (4.1) --------------------------------------------------------------------------------------
def test_coal_from_the_nearest_connected_mine_of_any_owner() -> None:
    game = new_birmingham()
    link(game, "birmingham__dudley", 1)
    link(game, "birmingham__walsall", 2)
    link(game, "dudley__wolverhampton", 2)
    place(game, "dudley/0", 1, "coal", 2, cubes=1)  # distance 1 from birmingham
    place(game, "wolverhampton/1", 2, "coal", 2, cubes=3)  # distance 2 from birmingham
    set_stack(game, 0, "iron", [2])
    give_cards(game, 0, ["birmingham"])
    action = BuildIndustry(("birmingham",), "birmingham/2", "iron")  # iron II: £7 + 1 coal
    assert_illegal(game, BuildIndustry(("birmingham",), "birmingham/2", "iron", coal=("wolverhampton/1",)),
                   [("bad_coal_source", {"given": ["wolverhampton/1"], "options": [["dudley/0"]]})])
    assert_legal(game, action)
    game.apply(action)
    assert "dudley/0" in game.state.tiles and game.state.tiles["dudley/0"].flipped  # 4.1.5: flips at once
    assert income(game, 1) == 17  # coal II +7 spaces for its owner
    assert money(game, 0) == 17 - 7 + 2  # iron II, coal free; 2 of 4 iron sold: market 8 -> 10 (£1 + £1)
    assert game.state.tiles["birmingham/2"] == Tile(0, "iron", 2, 2, False)


def test_equally_near_mines_are_the_players_choice() -> None:
    game = new_birmingham()
    link(game, "birmingham__dudley", 1)
    link(game, "birmingham__walsall", 2)
    place(game, "dudley/0", 1, "coal", 2, cubes=2)
    place(game, "walsall/0", 2, "iron", 1, flipped=True)
    place(game, "cannock/1", 2, "coal", 2, cubes=2)  # not connected
    set_stack(game, 0, "iron", [2])
    place(game, "wolverhampton/1", 1, "coal", 2, cubes=2)
    link(game, "walsall__wolverhampton", 1)  # wolverhampton mine: distance 2 from birmingham
    give_cards(game, 0, ["birmingham"])
    builds = [a for a in game.legal_actions("build") if a.slot == "birmingham/2"]
    assert {a.coal for a in builds} == {()}  # one nearest mine: no choice to spell out
    link(game, "birmingham__tamworth", 2)
    place(game, "tamworth/0", 2, "coal", 2, cubes=1)
    builds = [a for a in game.legal_actions("build") if a.slot == "birmingham/2"]
    assert {a.coal for a in builds} == {("dudley/0",), ("tamworth/0",)}


def test_market_coal_needs_a_merchant_connection_and_costs_the_cheapest_space() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["birmingham"])
    set_stack(game, 0, "iron", [2])
    assert_illegal(game, BuildIndustry(("birmingham",), "birmingham/2", "iron"),
                   [("no_coal", {"location": "birmingham"})])
    link(game, "birmingham__oxford", 1)  # Oxford: a merchant location (any owner's link)
    game.apply(BuildIndustry(("birmingham",), "birmingham/2", "iron"))
    # coal market 13 cubes: the cheapest filled space is £1; 4 iron: 2 sold at £1 each
    assert game.state.coal_market == 12
    assert money(game, 0) == 17 - 7 - 1 + 2
    assert game.state.players[0].spent == 8  # 0.6: the market coal counts, the sale does not


def test_empty_coal_market_still_sells_at_8_with_a_connection() -> None:
    game = new_birmingham()
    link(game, "birmingham__oxford", 1)
    markets(game, coal=0)
    set_stack(game, 0, "iron", [2])
    give_cards(game, 0, ["birmingham"])
    game.apply(BuildIndustry(("birmingham",), "birmingham/2", "iron"))
    assert game.state.coal_market == 0
    assert money(game, 0) == 17 - 7 - 8 + 2


def test_mixed_coal_takes_the_last_mine_cube_then_buys_the_rest() -> None:
    game = new_birmingham()
    link(game, "birmingham__oxford", 0)
    link(game, "birmingham__dudley", 1)
    place(game, "dudley/0", 1, "coal", 2, cubes=1)
    set_stack(game, 0, "manufacturer", [3])  # manufacturer III: £12 + 2 coal
    give_cards(game, 0, ["birmingham"])
    action = BuildIndustry(("birmingham",), "birmingham/1", "manufacturer")
    assert_illegal(game, BuildIndustry(("birmingham",), "birmingham/1", "manufacturer",
                                       coal=("market", "market")),
                   [("bad_coal_source", {"given": ["market", "market"], "options": [["dudley/0", "market"]]})])
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["dudley/0"].flipped  # emptied: flips, owner +7 spaces
    assert income(game, 1) == 17
    assert game.state.coal_market == 12
    assert money(game, 0) == 17 - 12 - 1


# -- iron (4.2) ----------------------------------------------------------------------------------------
def test_iron_from_any_works_without_connection_and_the_works_flips() -> None:
    game = new_birmingham()
    place(game, "coalbrookdale/1", 2, "iron", 1, cubes=1)  # nowhere near
    link(game, "birmingham__walsall", 0)
    give_cards(game, 0, ["brewery"])
    game.apply(BuildIndustry(("brewery",), "walsall/1", "brewery"))
    assert money(game, 0) == 12  # brewery I £5, the iron is free
    assert game.state.iron_market == 8
    assert game.state.tiles["coalbrookdale/1"].flipped
    assert income(game, 2) == 13  # iron I: +3 spaces


def test_iron_from_the_market_when_no_works_has_iron_and_6_when_empty() -> None:
    game = new_birmingham()
    link(game, "birmingham__walsall", 0)
    give_cards(game, 0, ["brewery"])
    markets(game, iron=0)
    game.apply(BuildIndustry(("brewery",), "walsall/1", "brewery"))
    assert money(game, 0) == 17 - 5 - 6
    assert game.state.players[0].spent == 11


def test_cannot_afford_counts_market_cubes() -> None:
    game = new_birmingham()
    link(game, "birmingham__walsall", 0)
    give_cards(game, 0, ["brewery"])
    game.state.players[0].money = 6
    assert_illegal(game, BuildIndustry(("brewery",), "walsall/1", "brewery"),
                   [("cannot_afford", {"cost": 7, "money": 6})])


# -- resources on new tiles (3.1.7) and immediate market sales (3.1.8, edge cases 1, 2) --------------
def test_brewery_gets_two_barrels_in_the_rail_era() -> None:
    game = new_birmingham(era=RAIL)
    set_stack(game, 0, "brewery", [2])
    give_cards(game, 0, ["burton_on_trent"])
    game.apply(BuildIndustry(("burton_on_trent",), "burton_on_trent/1", "brewery"))
    assert game.state.tiles["burton_on_trent/1"] == Tile(0, "brewery", 2, 2, False)


def test_new_coal_mine_connected_to_a_merchant_location_without_a_tile_sells() -> None:
    game = new_birmingham(players=2)  # 2p: no merchant tiles at Warrington (1.5)
    assert [m["location"] for m in game.state.merchants if m["location"] == "warrington"] == []
    link(game, "stoke_on_trent__warrington", 1)
    link(game, "leek__stoke_on_trent", 1)
    markets(game, coal=11)
    give_cards(game, 0, ["coal"])
    game.apply(BuildIndustry(("coal",), "leek/1", "coal"))  # first build: anywhere
    # coal I: 2 cubes into the 2 empty spaces, most expensive first: £2 then £1; the mine flips (+4)
    assert game.state.tiles["leek/1"] == Tile(0, "coal", 1, 0, True)
    assert game.state.coal_market == 13
    assert money(game, 0) == 17 - 5 + 3
    assert game.state.players[0].spent == 5
    assert income(game, 0) == 14


def test_coal_market_fills_up_and_the_rest_stays_on_the_mine() -> None:
    game = new_birmingham()
    link(game, "birmingham__oxford", 1)
    give_cards(game, 0, ["coal"])
    set_stack(game, 0, "coal", [2])
    link(game, "birmingham__tamworth", 1)
    game.apply(BuildIndustry(("coal",), "tamworth/0", "coal"))
    # coal II: 3 cubes; market 13 of 14: one cube to the £1 space, 2 stay
    assert game.state.tiles["tamworth/0"] == Tile(0, "coal", 2, 2, False)
    assert game.state.coal_market == 14
    assert money(game, 0) == 17 - 7 + 1


def test_new_coal_mine_without_a_merchant_connection_keeps_its_cubes() -> None:
    game = new_birmingham()
    markets(game, coal=5)
    give_cards(game, 0, ["coal"])
    game.apply(BuildIndustry(("coal",), "tamworth/0", "coal"))
    assert game.state.tiles["tamworth/0"] == Tile(0, "coal", 1, 2, False)
    assert game.state.coal_market == 5
    assert money(game, 0) == 12


def test_new_iron_works_always_sells_and_flips_when_emptied() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 1, "coal", 2, cubes=2)
    markets(game, iron=6)
    give_cards(game, 0, ["iron"])
    game.apply(BuildIndustry(("iron",), "dudley/1", "iron"))  # first build, not connected to anything
    # iron I: 4 cubes into spaces priced 2, 2, 1, 1 (most expensive empty first) = £6; flips: +3
    assert game.state.tiles["dudley/1"] == Tile(0, "iron", 1, 0, True)
    assert game.state.iron_market == 10
    assert money(game, 0) == 17 - 5 + 6
    assert income(game, 0) == 13
    assert game.state.tiles["dudley/0"].cubes == 1  # its coal came from the mine in the same town


def test_full_iron_market_buys_nothing() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 1, "coal", 2, cubes=2)
    markets(game, iron=10)
    give_cards(game, 0, ["iron"])
    game.apply(BuildIndustry(("iron",), "dudley/1", "iron"))
    assert game.state.tiles["dudley/1"] == Tile(0, "iron", 1, 4, False)
    assert money(game, 0) == 12
