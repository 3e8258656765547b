"""R3, R5, R6: building industry tiles - cards, network, overbuilding, slots, eras, coal and iron.

Tile values come from tiles.json / seed 000's table; market prices from tracks.json
(cheapest first 1,1,2,2,3,3,4,4; £5 when empty); income track positions from
tracks.json (start space 10 = income £0).  Every expected number is written out by hand.
"""
from __future__ import annotations

from brass_desktop.engine import BuildIndustry, RuleOptions
from brass_desktop.engine.brass.state import Tile
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
    set_stack,
    set_turn,
)


# -- card requirement (R3.1) ------------------------------------------------------------------------
def test_location_card_builds_outside_the_network_and_pays_the_cost() -> None:
    game = new_game()
    link(game, "preston__wigan", 0)  # network: preston, wigan
    give_cards(game, 0, ["bolton", "wigan"])
    action = BuildIndustry(("bolton",), "bolton/0", "cotton")
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.tiles["bolton/0"] == Tile(0, "cotton", 1, 0, False)
    assert money(game, 0) == 18  # £30 - cotton level 1 cost £12
    assert state.players[0].spent == 12
    assert state.players[0].stacks["cotton"] == (1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4)
    assert state.players[0].hand == ["wigan"]  # no refill after the first action (R2.5)
    assert state.discard[-1] == "bolton"
    assert state.actions_left == 1
    assert income(game, 0) == 10  # cotton mills stay unflipped (R3.8)


def test_location_card_for_another_location_is_refused() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("wigan",), "bolton/0", "cotton"),
                   [("card_wrong_location", {"card": "wigan", "location": "bolton"})])


def test_card_not_in_hand_is_refused() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/0", "cotton"),
                   [("card_not_in_hand", {"card": "bolton"})])


def test_industry_card_in_network_via_own_link() -> None:
    game = new_game()
    link(game, "bolton__bury", 0)
    give_cards(game, 0, ["cotton"])
    action = BuildIndustry(("cotton",), "bury/0", "cotton")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["bury/0"] == Tile(0, "cotton", 1, 0, False)
    assert money(game, 0) == 18


def test_industry_card_in_network_via_own_tile() -> None:
    game = new_game(era=RAIL)
    place(game, "manchester/0", 0, "cotton", 2)
    set_stack(game, 0, "coal", [2, 3])
    give_cards(game, 0, ["coal"])
    action = BuildIndustry(("coal",), "manchester/1", "coal")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["manchester/1"] == Tile(0, "coal", 2, 3, False)  # no market connection: cubes stay
    assert money(game, 0) == 23  # £30 - coal level 2 £7


def test_industry_card_outside_the_network_is_refused() -> None:
    game = new_game()
    link(game, "bolton__bury", 0)  # bolton and bury have free cotton slots, so Q1 does not apply
    give_cards(game, 0, ["cotton"])
    assert_illegal(game, BuildIndustry(("cotton",), "colne/0", "cotton"),
                   [("not_in_network", {"location": "colne"})])


def test_industry_card_of_another_industry_is_refused() -> None:
    game = new_game()
    link(game, "bolton__bury", 0)
    give_cards(game, 0, ["port"])
    assert_illegal(game, BuildIndustry(("port",), "bury/0", "cotton"),
                   [("card_wrong_industry", {"card": "port", "industry": "cotton"})])


def test_links_of_other_players_do_not_extend_the_network() -> None:
    game = new_game()
    link(game, "bolton__bury", 0)
    link(game, "bury__manchester", 1)
    give_cards(game, 0, ["cotton"])
    assert_illegal(game, BuildIndustry(("cotton",), "manchester/0", "cotton"),
                   [("not_in_network", {"location": "manchester"})])


# -- first-build exception (R3.2) and seed Q1 exception ---------------------------------------------
def test_first_build_with_an_industry_card_may_go_anywhere() -> None:
    game = new_game()
    place(game, "colne/1", 1, "cotton", 1)  # other players' pieces do not matter
    give_cards(game, 0, ["cotton"])
    action = BuildIndustry(("cotton",), "colne/0", "cotton")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["colne/0"] == Tile(0, "cotton", 1, 0, False)


def test_first_build_exception_also_applies_in_the_rail_era() -> None:
    game = new_game(era=RAIL)
    set_stack(game, 0, "port", [2])
    give_cards(game, 0, ["port"])
    assert_legal(game, BuildIndustry(("port",), "fleetwood/0", "port"))


def test_a_link_alone_ends_the_first_build_exception() -> None:
    game = new_game()
    link(game, "preston__wigan", 0)  # preston/1 is a free cotton slot in the network
    give_cards(game, 0, ["cotton"])
    assert_illegal(game, BuildIndustry(("cotton",), "colne/0", "cotton"),
                   [("not_in_network", {"location": "colne"})])


def test_seed_q1_exception_on_allows_building_anywhere_without_a_matching_slot_in_the_network() -> None:
    game = new_game()
    place(game, "colne/0", 0, "cotton", 1)  # network {colne}: no port slot there
    give_cards(game, 0, ["port"])
    action = BuildIndustry(("port",), "fleetwood/0", "port")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["fleetwood/0"] == Tile(0, "port", 1, 0, False)
    assert money(game, 0) == 24  # £30 - port level 1 £6


def test_seed_q1_exception_needs_no_free_matching_slot_in_the_network() -> None:
    game = new_game()
    place(game, "colne/0", 0, "cotton", 1)  # colne/1 is still a free cotton slot
    give_cards(game, 0, ["cotton"])
    assert_illegal(game, BuildIndustry(("cotton",), "bolton/0", "cotton"),
                   [("not_in_network", {"location": "bolton"})])


def test_seed_q1_exception_off_refuses_the_same_build() -> None:
    game = new_game(options=RuleOptions(seed_no_matching_slot_exception=False))
    place(game, "colne/0", 0, "cotton", 1)
    give_cards(game, 0, ["port"])
    assert_illegal(game, BuildIndustry(("port",), "fleetwood/0", "port"),
                   [("not_in_network", {"location": "fleetwood"})])


# -- virtual Liverpool-Birkenhead line (R3.1) ---------------------------------------------------------
def test_virtual_line_allows_an_industry_card_build_in_birkenhead() -> None:
    game = new_game(era=RAIL)
    place(game, "liverpool/0", 0, "port", 2)  # network {liverpool}; liverpool/2 shipyard slot is free (no Q1)
    place(game, "ellesmere_port/0", 1, "port", 2)
    link(game, "birkenhead__ellesmere_port", 1)  # gives birkenhead a market connection for coal
    set_stack(game, 0, "shipyard", [2, 2])
    give_cards(game, 0, ["shipyard"])
    action = BuildIndustry(("shipyard",), "birkenhead/0", "shipyard")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["birkenhead/0"] == Tile(0, "shipyard", 2, 0, True)  # shipyards flip at once
    assert money(game, 0) == 3  # £30 - £25 shipyard level 2 - £1 coal - £1 iron (cheapest market cubes)
    assert game.state.coal_market == 7
    assert game.state.iron_market == 7
    assert income(game, 0) == 11  # shipyard level 2: +1 space


def test_virtual_line_works_from_birkenhead_to_liverpool() -> None:
    game = new_game(era=RAIL, options=RuleOptions(seed_no_matching_slot_exception=False))
    place(game, "birkenhead/0", 0, "shipyard", 2, flipped=True)
    set_stack(game, 0, "port", [2])
    give_cards(game, 0, ["port"])
    assert_legal(game, BuildIndustry(("port",), "liverpool/0", "port"))


def test_virtual_line_is_not_a_network_connection_for_other_locations() -> None:
    game = new_game(era=RAIL, options=RuleOptions(seed_no_matching_slot_exception=False))
    place(game, "birkenhead/0", 0, "shipyard", 2, flipped=True)
    set_stack(game, 0, "port", [2])
    give_cards(game, 0, ["port"])
    assert_illegal(game, BuildIndustry(("port",), "ellesmere_port/0", "port"),
                   [("not_in_network", {"location": "ellesmere_port"})])


# -- double-action build (R3.3) ---------------------------------------------------------------------
def test_double_action_build_uses_any_two_cards_for_any_location_and_ends_the_turn() -> None:
    game = new_game()
    link(game, "preston__wigan", 0)
    give_cards(game, 0, ["wigan", "port", "iron"])
    deck_before = len(game.state.deck)
    action = BuildIndustry(("port", "wigan"), "colne/0", "cotton")
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.tiles["colne/0"] == Tile(0, "cotton", 1, 0, False)
    assert money(game, 0) == 18
    assert state.discard[-2:] == ["port", "wigan"]
    assert len(state.players[0].hand) == 8  # refilled at the end of the turn: 1 kept + 7 drawn
    assert len(state.deck) == deck_before - 7
    assert state.turn_index == 1  # both actions used: player 1 moves next
    assert game.current_player == 1


def test_double_action_build_as_second_action_needs_both_actions() -> None:
    game = new_game()
    set_turn(game, 0, actions_left=1)
    give_cards(game, 0, ["wigan", "port"])
    assert_illegal(game, BuildIndustry(("port", "wigan"), "colne/0", "cotton"),
                   [("needs_both_actions", {"actions_left": 1})])


def test_double_action_build_impossible_in_the_first_canal_round() -> None:
    game = new_game(round_=1)
    assert game.state.actions_left == 1
    give_cards(game, 0, ["wigan", "port"])
    assert_illegal(game, BuildIndustry(("port", "wigan"), "colne/0", "cotton"),
                   [("needs_both_actions", {"actions_left": 1})])


def test_double_action_build_still_obeys_the_canal_one_tile_per_location_rule() -> None:
    game = new_game()
    place(game, "colne/1", 0, "cotton", 1)
    give_cards(game, 0, ["wigan", "port"])
    assert_illegal(game, BuildIndustry(("port", "wigan"), "colne/0", "cotton"),
                   [("one_tile_per_location", {"location": "colne"})])


# -- overbuilding (R3.9) ----------------------------------------------------------------------------
def test_overbuild_own_tile_with_a_higher_level() -> None:
    game = new_game()
    place(game, "lancaster/0", 0, "port", 1)
    set_stack(game, 0, "port", [2, 3])
    give_cards(game, 0, ["lancaster"])
    action = BuildIndustry(("lancaster",), "lancaster/0", "port")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["lancaster/0"] == Tile(0, "port", 2, 0, False)
    assert money(game, 0) == 23  # £30 - port level 2 £7


def test_overbuild_own_tile_needs_a_higher_level() -> None:
    game = new_game()
    place(game, "lancaster/0", 0, "port", 2)
    set_stack(game, 0, "port", [2, 3])
    give_cards(game, 0, ["lancaster"])
    assert_illegal(game, BuildIndustry(("lancaster",), "lancaster/0", "port"),
                   [("overbuild_level_not_higher", {"level": 2, "existing": 2})])


def test_overbuild_own_tile_of_another_industry_is_refused() -> None:
    game = new_game()
    place(game, "bolton/0", 0, "cotton", 1)
    give_cards(game, 0, ["bolton"])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/0", "coal"),
                   [("slot_taken", {"owner": 0, "industry": "cotton"})])


def test_overbuild_own_coal_mine_returns_its_cubes_to_the_supply() -> None:
    game = new_game()
    place(game, "wigan/0", 0, "coal", 1, cubes=2)
    set_stack(game, 0, "coal", [2, 2])
    give_cards(game, 0, ["wigan"])
    game.apply(BuildIndustry(("wigan",), "wigan/0", "coal"))
    assert game.state.tiles["wigan/0"] == Tile(0, "coal", 2, 3, False)
    assert money(game, 0) == 23


def test_overbuild_other_players_coal_mine_when_no_coal_is_left_anywhere() -> None:
    game = new_game()
    place(game, "wigan/0", 1, "coal", 1, flipped=True)
    place(game, "preston/0", 2, "port", 1)
    link(game, "preston__wigan", 2)  # wigan has a market connection
    markets(game, coal=0)
    set_stack(game, 0, "coal", [2, 2])
    give_cards(game, 0, ["wigan"])
    action = BuildIndustry(("wigan",), "wigan/0", "coal")
    assert_legal(game, action)
    game.apply(action)
    # coal level 2 has 3 cubes; the empty market takes all three, most expensive space first: £4 + £4 + £3
    assert game.state.coal_market == 3
    assert game.state.tiles["wigan/0"] == Tile(0, "coal", 2, 0, True)
    assert money(game, 0) == 34  # £30 - £7 + £11
    assert game.state.players[0].spent == 7  # market receipts are not spending
    assert income(game, 0) == 17  # flipped coal level 2: +7 spaces
    assert income(game, 1) == 10  # the replaced tile's owner loses no income


def test_overbuild_other_players_coal_mine_refused_while_the_market_has_coal() -> None:
    game = new_game()
    place(game, "wigan/0", 1, "coal", 1, flipped=True)
    markets(game, coal=1)
    set_stack(game, 0, "coal", [2, 2])
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("wigan",), "wigan/0", "coal"),
                   [("overbuild_resource_left", {"resource": "coal", "board": 0, "market": 1})])


def test_overbuild_other_players_coal_mine_refused_while_a_mine_has_coal() -> None:
    game = new_game()
    place(game, "wigan/0", 1, "coal", 1, flipped=True)
    place(game, "bury/0", 2, "coal", 2, cubes=2)
    markets(game, coal=0)
    set_stack(game, 0, "coal", [2, 2])
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("wigan",), "wigan/0", "coal"),
                   [("overbuild_resource_left", {"resource": "coal", "board": 2, "market": 0})])


def test_overbuild_other_players_coal_mine_needs_a_higher_level() -> None:
    game = new_game()
    place(game, "wigan/0", 1, "coal", 2, flipped=True)
    markets(game, coal=0)
    set_stack(game, 0, "coal", [2, 3])
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("wigan",), "wigan/0", "coal"),
                   [("overbuild_level_not_higher", {"level": 2, "existing": 2})])


def test_overbuild_other_players_iron_works_when_no_iron_is_left_anywhere() -> None:
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, flipped=True)
    place(game, "bolton/0", 2, "coal", 1, cubes=2)  # the coal the iron works needs (distance 0)
    markets(game, iron=0)
    set_stack(game, 0, "iron", [2, 3])
    give_cards(game, 0, ["bolton"])
    action = BuildIndustry(("bolton",), "bolton/2", "iron")
    assert_legal(game, action)
    game.apply(action)
    # iron level 2: 4 cubes, all into the empty iron market (no connection needed): £4 + £4 + £3 + £3
    assert game.state.iron_market == 4
    assert game.state.tiles["bolton/2"] == Tile(0, "iron", 2, 0, True)
    assert game.state.tiles["bolton/0"].cubes == 1
    assert money(game, 0) == 37  # £30 - £7 + £14
    assert income(game, 0) == 13  # iron level 2: +3 spaces


def test_overbuild_other_players_iron_works_refused_while_iron_is_left() -> None:
    game = new_game()
    place(game, "bolton/2", 1, "iron", 1, flipped=True)
    place(game, "rochdale/2", 2, "iron", 1, cubes=1)
    markets(game, iron=0)
    set_stack(game, 0, "iron", [2, 3])
    give_cards(game, 0, ["bolton"])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron"),
                   [("overbuild_resource_left", {"resource": "iron", "board": 1, "market": 0})])
    markets(game, iron=2)
    game.state.tiles.pop("rochdale/2")
    game.edit()  # the state was edited by hand
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron"),
                   [("overbuild_resource_left", {"resource": "iron", "board": 0, "market": 2})])


def test_other_players_cotton_mill_is_never_overbuilt() -> None:
    game = new_game(era=RAIL)
    place(game, "bolton/0", 1, "cotton", 1)
    markets(game, coal=0, iron=0)
    set_stack(game, 0, "cotton", [4])
    give_cards(game, 0, ["bolton"])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/0", "cotton"),
                   [("slot_taken", {"owner": 1, "industry": "cotton"})])


def test_other_players_port_is_never_overbuilt() -> None:
    game = new_game(era=RAIL)
    place(game, "fleetwood/0", 1, "port", 2)
    set_stack(game, 0, "port", [4])
    give_cards(game, 0, ["fleetwood"])
    assert_illegal(game, BuildIndustry(("fleetwood",), "fleetwood/0", "port"),
                   [("slot_taken", {"owner": 1, "industry": "port"})])


# -- slots, locations and eras (R3.5, R3.6) -----------------------------------------------------------
def test_lancaster_port_must_use_the_single_icon_slot_first() -> None:
    game = new_game()
    give_cards(game, 0, ["lancaster"])
    assert_illegal(game, BuildIndustry(("lancaster",), "lancaster/1", "port"),
                   [("single_icon_slot_first", {"location": "lancaster", "slot": "lancaster/0", "industry": "port"})])
    builds = {(a.slot, a.industry) for a in game.legal_actions("build")}
    assert builds == {("lancaster/0", "port"), ("lancaster/1", "cotton")}


def test_lancaster_port_may_use_the_shared_slot_once_the_port_slot_is_taken() -> None:
    game = new_game()
    place(game, "lancaster/0", 1, "port", 1)
    give_cards(game, 0, ["lancaster"])
    assert_legal(game, BuildIndustry(("lancaster",), "lancaster/1", "port"))


def test_preston_port_must_use_the_single_icon_slot_first() -> None:
    game = new_game()
    give_cards(game, 0, ["preston"])
    assert_illegal(game, BuildIndustry(("preston",), "preston/1", "port"),
                   [("single_icon_slot_first", {"location": "preston", "slot": "preston/0", "industry": "port"})])
    assert_legal(game, BuildIndustry(("preston",), "preston/1", "cotton"))


def test_industry_must_match_the_slot_icon() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildIndustry(("wigan",), "wigan/0", "cotton"),
                   [("industry_not_in_slot", {"slot": "wigan/0", "industry": "cotton"})])


def test_barrow_in_furness_and_birkenhead_are_rail_era_only() -> None:
    game = new_game()
    set_stack(game, 0, "shipyard", [1, 1, 2, 2])
    give_cards(game, 0, ["barrow_in_furness", "birkenhead"])
    assert_illegal(game, BuildIndustry(("barrow_in_furness",), "barrow_in_furness/1", "iron"),
                   [("location_wrong_era", {"location": "barrow_in_furness", "era": "canal"})])
    assert_illegal(game, BuildIndustry(("birkenhead",), "birkenhead/0", "shipyard"),
                   [("location_wrong_era", {"location": "birkenhead", "era": "canal"})])


def test_barrow_in_furness_iron_works_in_the_rail_era() -> None:
    game = new_game(era=RAIL)
    link(game, "barrow_in_furness__lancaster", 0)
    place(game, "lancaster/0", 1, "port", 2)
    set_stack(game, 0, "iron", [2, 3])
    give_cards(game, 0, ["barrow_in_furness"])
    action = BuildIndustry(("barrow_in_furness",), "barrow_in_furness/1", "iron")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["barrow_in_furness/1"] == Tile(0, "iron", 2, 4, False)  # full iron market
    assert game.state.coal_market == 7
    assert money(game, 0) == 22  # £30 - £7 - £1 coal


def test_canal_era_one_own_tile_per_location() -> None:
    game = new_game()
    place(game, "manchester/0", 0, "cotton", 1)
    give_cards(game, 0, ["manchester"])
    assert_illegal(game, BuildIndustry(("manchester",), "manchester/1", "coal"),
                   [("one_tile_per_location", {"location": "manchester"})])


def test_canal_era_other_players_tiles_do_not_count_for_the_limit() -> None:
    game = new_game()
    place(game, "manchester/0", 1, "cotton", 1)
    place(game, "manchester/1", 2, "coal", 1, cubes=2)
    give_cards(game, 0, ["manchester"])
    assert_legal(game, BuildIndustry(("manchester",), "manchester/2", "coal"))


def test_rail_era_has_no_limit_per_location() -> None:
    game = new_game(era=RAIL)
    place(game, "manchester/0", 0, "cotton", 2)
    set_stack(game, 0, "coal", [2])
    give_cards(game, 0, ["manchester"])
    assert_legal(game, BuildIndustry(("manchester",), "manchester/1", "coal"))


def test_level_1_tiles_cannot_be_built_in_the_rail_era() -> None:
    game = new_game(era=RAIL)
    give_cards(game, 0, ["fleetwood"])
    assert_illegal(game, BuildIndustry(("fleetwood",), "fleetwood/0", "port"),
                   [("level_wrong_era", {"industry": "port", "level": 1, "era": "rail"})])


def test_level_2_shipyard_cannot_be_built_in_the_canal_era() -> None:
    game = new_game()
    set_stack(game, 0, "shipyard", [2, 2])
    give_cards(game, 0, ["liverpool"])
    assert_illegal(game, BuildIndustry(("liverpool",), "liverpool/2", "shipyard"),
                   [("level_wrong_era", {"industry": "shipyard", "level": 2, "era": "canal"})])


def test_level_0_shipyard_is_never_built() -> None:
    for era in ("canal", RAIL):
        game = new_game(era=era)
        give_cards(game, 0, ["liverpool"])
        assert game.state.players[0].stacks["shipyard"][0] == 0
        assert_illegal(game, BuildIndustry(("liverpool",), "liverpool/2", "shipyard"),
                       [("level_zero", {"industry": "shipyard"})])


def test_no_tiles_left_in_the_stack() -> None:
    game = new_game()
    set_stack(game, 0, "iron", [])
    give_cards(game, 0, ["bolton"])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron"),
                   [("no_tiles_left", {"industry": "iron"})])


# -- coal (R5) --------------------------------------------------------------------------------------
def _coal_position():
    """Bury needs coal; bolton/0 and manchester/0 are 1 link away, oldham/0 is 2 links away."""
    game = new_game()
    link(game, "bolton__bury", 1)
    link(game, "bury__manchester", 2)
    link(game, "manchester__oldham", 1)
    place(game, "bolton/0", 1, "coal", 1, cubes=2)
    place(game, "manchester/0", 2, "coal", 1, cubes=1)
    place(game, "oldham/0", 1, "coal", 2, cubes=3)
    set_stack(game, 0, "cotton", [2, 2])
    give_cards(game, 0, ["bury"])
    return game


def test_coal_ties_between_equally_near_mines_are_separate_legal_actions() -> None:
    game = _coal_position()
    builds = [a for a in game.legal_actions("build") if a.slot == "bury/0" and a.industry == "cotton"]
    assert builds == [BuildIndustry(("bury",), "bury/0", "cotton", ("bolton/0",), ()),
                      BuildIndustry(("bury",), "bury/0", "cotton", ("manchester/0",), ())]


def test_coal_from_the_chosen_nearest_mine_flips_it_and_raises_its_owners_income() -> None:
    game = _coal_position()
    game.apply(BuildIndustry(("bury",), "bury/0", "cotton", ("manchester/0",)))
    assert game.state.tiles["manchester/0"] == Tile(2, "coal", 1, 0, True)
    assert income(game, 2) == 14  # coal level 1 flips: +4 spaces (on another player's turn)
    assert game.state.tiles["bolton/0"].cubes == 2
    assert money(game, 0) == 16  # £30 - cotton level 2 £14; coal from a mine is free
    assert game.state.coal_market == 8


def test_coal_from_a_farther_mine_is_refused() -> None:
    game = _coal_position()
    assert_illegal(game, BuildIndustry(("bury",), "bury/0", "cotton", ("oldham/0",)),
                   [("bad_coal_source", {"given": ["oldham/0"],
                                         "options": [["bolton/0"], ["manchester/0"]]})])


def test_coal_from_a_mine_in_the_same_location_comes_first() -> None:
    game = _coal_position()
    place(game, "bury/1", 2, "coal", 1, cubes=1)
    builds = [a for a in game.legal_actions("build") if a.slot == "bury/0" and a.industry == "cotton"]
    assert builds == [BuildIndustry(("bury",), "bury/0", "cotton")]
    game.apply(builds[0])
    assert game.state.tiles["bury/1"] == Tile(2, "coal", 1, 0, True)


def test_coal_from_a_connected_mine_even_when_the_market_is_reachable() -> None:
    game = new_game()
    link(game, "rochdale__yorkshire", 1)  # market connection
    link(game, "oldham__rochdale", 1)
    place(game, "oldham/0", 2, "coal", 1, cubes=2)
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["rochdale"])
    assert_illegal(game, BuildIndustry(("rochdale",), "rochdale/0", "cotton", ("market",)),
                   [("bad_coal_source", {"given": ["market"], "options": [["oldham/0"]]})])
    game.apply(BuildIndustry(("rochdale",), "rochdale/0", "cotton"))
    assert game.state.tiles["oldham/0"].cubes == 1
    assert game.state.coal_market == 8
    assert money(game, 0) == 16


def test_coal_from_the_market_through_an_external_location() -> None:
    game = new_game()
    link(game, "rochdale__yorkshire", 1)
    place(game, "wigan/0", 2, "coal", 1, cubes=2)  # not connected to rochdale
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["rochdale"])
    game.apply(BuildIndustry(("rochdale",), "rochdale/0", "cotton"))
    assert game.state.coal_market == 7
    assert money(game, 0) == 15  # £30 - £14 - £1 (cheapest cube of a full market)
    assert game.state.players[0].spent == 15
    assert game.state.tiles["wigan/0"].cubes == 2


def test_coal_market_price_cheapest_first() -> None:
    game = new_game()
    link(game, "rochdale__yorkshire", 1)
    markets(game, coal=3)  # occupied spaces are the three most expensive: 3, 4, 4
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["rochdale"])
    game.apply(BuildIndustry(("rochdale",), "rochdale/0", "cotton"))
    assert game.state.coal_market == 2
    assert money(game, 0) == 13  # £30 - £14 - £3


def test_coal_costs_five_pounds_when_the_market_is_empty() -> None:
    game = new_game()
    link(game, "rochdale__yorkshire", 1)
    markets(game, coal=0)
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["rochdale"])
    game.apply(BuildIndustry(("rochdale",), "rochdale/0", "cotton"))
    assert game.state.coal_market == 0
    assert money(game, 0) == 11  # £30 - £14 - £5


def test_coal_from_the_market_through_a_port_in_the_same_location() -> None:
    game = new_game()
    place(game, "warrington_runcorn/1", 1, "port", 1, flipped=True)  # flipped ports count too
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["warrington_runcorn"])
    game.apply(BuildIndustry(("warrington_runcorn",), "warrington_runcorn/0", "cotton"))
    assert game.state.coal_market == 7
    assert money(game, 0) == 15


def test_no_coal_without_a_connected_mine_or_a_market_connection() -> None:
    game = new_game()
    place(game, "wigan/0", 2, "coal", 1, cubes=2)
    set_stack(game, 0, "cotton", [2])
    give_cards(game, 0, ["bury"])
    assert_illegal(game, BuildIndustry(("bury",), "bury/0", "cotton"), [("no_coal", {"location": "bury"})])


def test_cannot_afford_counts_the_market_coal() -> None:
    game = new_game()
    link(game, "rochdale__yorkshire", 1)
    set_stack(game, 0, "cotton", [2])
    set_money(game, 0, 14)
    give_cards(game, 0, ["rochdale"])
    assert_illegal(game, BuildIndustry(("rochdale",), "rochdale/0", "cotton"),
                   [("cannot_afford", {"cost": 15, "money": 14})])


# -- iron (R6) ------------------------------------------------------------------------------------
def test_iron_from_any_works_is_the_players_choice() -> None:
    game = new_game()
    place(game, "bury/1", 1, "coal", 1, cubes=2)
    place(game, "bolton/2", 1, "iron", 1, cubes=2)
    place(game, "blackburn/2", 2, "iron", 1, cubes=1)  # not connected: no matter for iron
    set_stack(game, 0, "cotton", [3])
    give_cards(game, 0, ["bury"])
    builds = [a for a in game.legal_actions("build") if a.slot == "bury/0" and a.industry == "cotton"]
    assert builds == [BuildIndustry(("bury",), "bury/0", "cotton", (), ("blackburn/2",)),
                      BuildIndustry(("bury",), "bury/0", "cotton", (), ("bolton/2",))]
    game.apply(builds[0])
    assert game.state.tiles["blackburn/2"] == Tile(2, "iron", 1, 0, True)
    assert income(game, 2) == 13  # iron level 1: +3 spaces
    assert game.state.tiles["bury/1"].cubes == 1
    assert game.state.iron_market == 8
    assert money(game, 0) == 14  # £30 - cotton level 3 £16


def test_iron_from_the_market_only_when_no_works_has_iron() -> None:
    game = new_game()
    place(game, "bury/1", 1, "coal", 1, cubes=2)
    place(game, "bolton/2", 1, "iron", 1, cubes=1)
    set_stack(game, 0, "cotton", [3])
    give_cards(game, 0, ["bury"])
    assert_illegal(game, BuildIndustry(("bury",), "bury/0", "cotton", (), ("market",)),
                   [("bad_iron_source", {"given": ["market"], "options": [["bolton/2"]]})])
    game.state.tiles["bolton/2"] = game.state.tiles["bolton/2"].with_cubes(0)
    markets(game, iron=5)
    game.apply(BuildIndustry(("bury",), "bury/0", "cotton"))
    assert game.state.iron_market == 4
    assert money(game, 0) == 12  # £30 - £16 - £2 (5 cubes left: cheapest is the third space, £2)


# -- cubes of a new mine / works (R3.8) ---------------------------------------------------------------
def test_new_coal_mine_with_a_market_connection_fills_the_most_expensive_empty_spaces() -> None:
    game = new_game()
    place(game, "preston/0", 1, "port", 1)
    link(game, "preston__wigan", 1)
    markets(game, coal=5)  # empty spaces: £1, £1, £2
    give_cards(game, 0, ["wigan"])
    game.apply(BuildIndustry(("wigan",), "wigan/0", "coal"))
    assert game.state.coal_market == 7
    assert game.state.tiles["wigan/0"] == Tile(0, "coal", 1, 0, True)  # both cubes sold: £2 + £1
    assert money(game, 0) == 28  # £30 - £5 + £3
    assert game.state.players[0].spent == 5
    assert income(game, 0) == 14  # coal level 1: +4 spaces


def test_new_coal_mine_sells_only_as_many_cubes_as_there_are_empty_spaces() -> None:
    game = new_game()
    place(game, "preston/0", 1, "port", 1)
    link(game, "preston__wigan", 1)
    markets(game, coal=7)
    give_cards(game, 0, ["wigan"])
    game.apply(BuildIndustry(("wigan",), "wigan/0", "coal"))
    assert game.state.coal_market == 8
    assert game.state.tiles["wigan/0"] == Tile(0, "coal", 1, 1, False)
    assert money(game, 0) == 26  # £30 - £5 + £1
    assert income(game, 0) == 10


def test_new_coal_mine_without_a_market_connection_keeps_its_cubes() -> None:
    game = new_game()
    markets(game, coal=0)
    give_cards(game, 0, ["wigan"])
    game.apply(BuildIndustry(("wigan",), "wigan/0", "coal"))
    assert game.state.coal_market == 0
    assert game.state.tiles["wigan/0"] == Tile(0, "coal", 1, 2, False)
    assert money(game, 0) == 25


def test_new_iron_works_always_sells_to_the_iron_market() -> None:
    game = new_game()
    place(game, "bolton/0", 1, "coal", 1, cubes=1)
    markets(game, iron=5)  # empty spaces: £1, £1, £2
    give_cards(game, 0, ["bolton"])
    game.apply(BuildIndustry(("bolton",), "bolton/2", "iron"))
    assert game.state.iron_market == 8
    assert game.state.tiles["bolton/2"] == Tile(0, "iron", 1, 1, False)  # 4 cubes, 3 sold
    assert money(game, 0) == 29  # £30 - £5 + (£2 + £1 + £1)
    assert game.state.tiles["bolton/0"] == Tile(1, "coal", 1, 0, True)
    assert income(game, 1) == 14


def test_shipyard_flips_at_once() -> None:
    game = new_game()
    place(game, "liverpool/0", 1, "port", 1)  # market connection for the coal
    set_stack(game, 0, "shipyard", [1, 1, 2, 2])
    give_cards(game, 0, ["liverpool"])
    game.apply(BuildIndustry(("liverpool",), "liverpool/2", "shipyard"))
    assert game.state.tiles["liverpool/2"] == Tile(0, "shipyard", 1, 0, True)
    assert income(game, 0) == 12  # shipyard level 1: +2 spaces
    assert money(game, 0) == 12  # £30 - £16 - £1 coal - £1 iron


def test_explain_lists_every_target_problem_at_once() -> None:
    game = new_game()
    give_cards(game, 0, ["barrow_in_furness"])
    assert_illegal(game, BuildIndustry(("barrow_in_furness",), "barrow_in_furness/1", "cotton"), [
        ("industry_not_in_slot", {"slot": "barrow_in_furness/1", "industry": "cotton"}),
        ("location_wrong_era", {"location": "barrow_in_furness", "era": "canal"})])


def test_double_action_builds_are_listed_only_with_both_actions_left() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan", "port"])
    doubles = [a for a in game.legal_actions(BuildIndustry) if len(a.cards) == 2]
    assert BuildIndustry(("port", "wigan"), "colne/0", "cotton") in doubles
    set_turn(game, 0, actions_left=1)
    assert [a for a in game.legal_actions(BuildIndustry) if len(a.cards) == 2] == []


def test_double_action_build_with_two_copies_of_one_card() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan", "wigan"])
    assert_legal(game, BuildIndustry(("wigan", "wigan"), "colne/0", "cotton"))
    give_cards(game, 0, ["wigan", "port"])
    assert_illegal(game, BuildIndustry(("wigan", "wigan"), "colne/0", "cotton"),
                   [("card_not_in_hand", {"card": "wigan"})])
