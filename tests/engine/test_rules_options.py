"""Each named rule option (options.py) changes exactly the rule it names, and nothing else.

Expected values: deck sizes and removals from cards.json / seed 000 (original 66 cards,
3p removal 9/6, 4p 6/2; 2p community 40 cards, 2/0) and rules.md section 11 (Roxley
64/54/40 cards, one card per player kept out in the canal era, 3p 9 rounds); start money
R1.3; market prices tracks.json (8 spaces 1,1,2,2,3,3,4,4; 2p community 6 spaces 2,2,3,3,4,4).
"""
from __future__ import annotations

from collections import Counter

import pytest

from brass_desktop.engine import (
    CANAL,
    RAIL,
    BuildIndustry,
    BuildLink,
    Develop,
    Game,
    GameSetup,
    Pass,
    RuleOptions,
    SellTile,
)
from tests.engine.scenario import (
    NAMES,
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    markets,
    money,
    new_game,
    place,
    set_income,
    set_money,
    set_stack,
    set_turn,
)


# -- Q1: seed_no_matching_slot_exception ------------------------------------------------------------
@pytest.mark.parametrize("on", [True, False])
def test_q1_option_changes_only_the_no_matching_slot_exception(on: bool) -> None:
    game = new_game(options=RuleOptions(seed_no_matching_slot_exception=on))
    place(game, "colne/0", 0, "cotton", 1)  # no port slot in the network
    give_cards(game, 0, ["port", "cotton"])
    port_anywhere = BuildIndustry(("port",), "fleetwood/0", "port")
    if on:
        assert_legal(game, port_anywhere)
    else:
        assert_illegal(game, port_anywhere, [("not_in_network", {"location": "fleetwood"})])
    # unaffected: a free cotton slot in the network (colne/1) keeps the cotton card at home ...
    assert_illegal(game, BuildIndustry(("cotton",), "bolton/0", "cotton"),
                   [("not_in_network", {"location": "bolton"})])
    # ... and the first-build exception of a player with nothing on the board
    set_turn(game, 1)
    give_cards(game, 1, ["port"])
    assert_legal(game, BuildIndustry(("port",), "fleetwood/0", "port"))


# -- D1: virtual_link / Q3: virtual_link_for_links -----------------------------------------------------
@pytest.mark.parametrize("on", [True, False])
def test_virtual_link_option_controls_the_birkenhead_industry_card_build(on: bool) -> None:
    game = new_game(era=RAIL, options=RuleOptions(virtual_link=on))
    place(game, "liverpool/0", 0, "port", 2)
    place(game, "ellesmere_port/0", 1, "port", 2)
    link(game, "birkenhead__ellesmere_port", 1)
    set_stack(game, 0, "shipyard", [2, 2])
    give_cards(game, 0, ["shipyard"])
    action = BuildIndustry(("shipyard",), "birkenhead/0", "shipyard")
    if on:
        assert_legal(game, action)
    else:
        assert_illegal(game, action, [("not_in_network", {"location": "birkenhead"})])
    # unaffected: a shipyard in the own location
    assert_legal(game, BuildIndustry(("shipyard",), "liverpool/2", "shipyard"))


@pytest.mark.parametrize("virtual_link, for_links, legal", [
    (True, False, False), (True, True, True), (False, True, False)])
def test_virtual_link_for_links_option(virtual_link: bool, for_links: bool, legal: bool) -> None:
    game = new_game(era=RAIL, options=RuleOptions(virtual_link=virtual_link, virtual_link_for_links=for_links))
    place(game, "liverpool/0", 0, "port", 2)
    place(game, "ellesmere_port/0", 1, "port", 2)
    give_cards(game, 0, ["wigan"])
    action = BuildLink("wigan", ("birkenhead__ellesmere_port",))
    if legal:
        assert_legal(game, action)
    else:
        assert_illegal(game, action, [("link_not_in_network",
                                       {"line": "birkenhead__ellesmere_port", "empty": False})])


def test_virtual_line_without_market_access_means_no_coal_for_the_rail() -> None:
    game = new_game(era=RAIL, options=RuleOptions(virtual_link_for_links=True))
    place(game, "liverpool/0", 0, "shipyard", 2, flipped=True)
    place(game, "liverpool/1", 1, "coal", 2, cubes=3)
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, BuildLink("wigan", ("birkenhead__ellesmere_port",)),
                   [("no_coal", {"location": "birkenhead", "line": "birkenhead__ellesmere_port"})])


# -- Q2 / D6: shortfall_without_tiles --------------------------------------------------------------
def _short_without_tiles(mode: str, vp: int) -> Game:
    game = new_game(options=RuleOptions(shortfall_without_tiles=mode))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    for player in range(3):
        give_cards(game, player, ["wigan", "port"])
    set_income(game, 1, 5)  # -£5
    set_money(game, 1, 2)
    game.state.players[1].vp = vp
    game.apply(Pass("wigan"))
    return game


def test_shortfall_without_tiles_negative_money() -> None:
    game = _short_without_tiles("negative_money", 4)
    assert money(game, 1) == -3
    assert game.state.players[1].vp == 4


def test_shortfall_without_tiles_lose_vp() -> None:
    game = _short_without_tiles("lose_vp", 4)
    assert money(game, 1) == 0
    assert game.state.players[1].vp == 1  # £3 short: 3 VP


def test_shortfall_without_tiles_lose_vp_never_below_zero() -> None:
    game = _short_without_tiles("lose_vp", 1)
    assert money(game, 1) == 0
    assert game.state.players[1].vp == 0


def test_shortfall_lose_vp_still_sells_tiles_first() -> None:
    game = new_game(options=RuleOptions(shortfall_without_tiles="lose_vp"))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    for player in range(3):
        give_cards(game, player, ["wigan", "port"])
    set_income(game, 1, 5)
    set_money(game, 1, 0)
    game.state.players[1].vp = 4
    place(game, "fleetwood/0", 1, "port", 1)  # sells for £3
    game.apply(Pass("wigan"))
    assert game.state.phase == "shortfall"
    game.apply(SellTile("fleetwood/0"))
    assert money(game, 1) == 0
    assert game.state.players[1].vp == 2  # £3 from the tile, £2 short


# -- Q6: income_tiebreak / D7: final_tiebreak ----------------------------------------------------------
def _final(options: RuleOptions, cash: list[int], positions: list[int]) -> Game:
    game = new_game(era=RAIL, options=options)
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    for player in range(3):
        game.state.players[player].vp = 20 if player < 2 else 0
        set_money(game, player, cash[player])
        set_income(game, player, positions[player])
        give_cards(game, player, [])
    give_cards(game, 2, ["wigan"])
    game.apply(Pass("wigan"))
    return game


def test_income_tiebreak_by_level_ignores_the_space() -> None:
    game = _final(RuleOptions(), [30, 35, 0], [18, 17, 10])  # both income £4; VP 23 each
    assert game.outcome().winners == (1,)
    assert game.outcome().decided_by == "money"


def test_income_tiebreak_by_space() -> None:
    game = _final(RuleOptions(income_tiebreak="space"), [30, 35, 0], [18, 17, 10])
    assert game.outcome().winners == (0,)
    assert game.outcome().decided_by == "income"


def test_final_tiebreak_turn_order() -> None:
    game = _final(RuleOptions(), [30, 30, 0], [17, 17, 10])
    assert game.outcome().winners == (0,)
    assert game.outcome().decided_by == "turn_order"


def test_final_tiebreak_shared() -> None:
    game = _final(RuleOptions(final_tiebreak="shared"), [30, 30, 0], [17, 17, 10])
    assert game.outcome().winners == (0, 1)
    assert game.outcome().decided_by == "shared"


# -- D2: cotton_level1_vp --------------------------------------------------------------------------------
@pytest.mark.parametrize("vp, expected", [(3, [3 + 2, 5]), (5, [5 + 2, 5])])
def test_cotton_level1_vp_changes_only_level_1_mills(vp: int, expected: list[int]) -> None:
    game = new_game(options=RuleOptions(cotton_level1_vp=vp))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    place(game, "bolton/0", 0, "cotton", 1, flipped=True)
    place(game, "fleetwood/0", 0, "port", 1, flipped=True)  # 2 VP
    place(game, "bury/0", 1, "cotton", 2, flipped=True)  # 5 VP either way
    game.apply(Pass("wigan"))
    assert [p.vp for p in game.state.players[:2]] == expected


# -- D3/D4/D5: deck -------------------------------------------------------------------------------
@pytest.mark.parametrize("deck, players, cards, canal_removed, rail_removed, rounds, money_, tiles", [
    ("original", 4, 66, 6, 2, 8, 30, 12),
    ("original", 3, 66, 9, 6, 10, 30, 12),
    ("original", 2, 40, 2, 0, 10, 25, 8),
    ("roxley", 4, 64, 4, 0, 8, 30, 12),
    ("roxley", 3, 54, 3, 0, 9, 30, 10),
    ("roxley", 2, 40, 2, 0, 10, 30, 8),
])
def test_deck_option(deck: str, players: int, cards: int, canal_removed: int, rail_removed: int, rounds: int,
                     money_: int, tiles: int) -> None:
    game = Game.new(GameSetup(NAMES[:players], seed=3, options=RuleOptions(deck=deck)))
    setup, state = game.setup, game.state
    assert len(setup["canal_deck"]) == cards
    assert Counter(setup["rail_deck"]) == Counter(setup["canal_deck"])
    assert setup["canal_removed"] == canal_removed
    assert setup["rail_removed"] == rail_removed
    assert len(state.removed) == canal_removed
    assert len(state.deck) == cards - canal_removed - 8 * players
    assert state.rounds_in_era == rounds
    assert [p.money for p in state.players] == [money_] * players
    assert len(state.distant_tiles) == tiles


def test_roxley_3_player_distant_tiles() -> None:
    game = Game.new(GameSetup(NAMES[:3], seed=3, options=RuleOptions(deck="roxley")))
    assert sorted(game.state.distant_tiles) == [0, 1, 2, 2, 2, 2, 3, 3, 3, 4]  # rules.md D4


def test_original_deck_composition() -> None:
    game = Game.new(GameSetup(NAMES[:4], seed=3))
    deck = Counter(game.setup["canal_deck"])
    # seed 000: 41 location cards and 25 industry cards
    assert deck["cotton"] == 8 and deck["port"] == 6 and deck["coal"] == 5
    assert deck["iron"] == 3 and deck["shipyard"] == 3
    assert deck["liverpool"] == 4 and deck["manchester"] == 4 and deck["bury"] == 1


# -- D8: transition_income --------------------------------------------------------------------------
def _canal_end(mode: str) -> Game:
    game = new_game(options=RuleOptions(transition_income=mode))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    set_income(game, 0, 17)  # £4
    set_income(game, 1, 5)  # -£5
    set_money(game, 1, 0)
    place(game, "bolton/0", 1, "cotton", 1, flipped=True)  # 3 VP, sells for £6, leaves at the era end
    place(game, "preston/0", 1, "port", 2)  # unflipped, sells for £3
    game.apply(Pass("wigan"))
    return game


def test_transition_income_after_scoring() -> None:
    game = _canal_end("after_scoring")
    assert game.state.era == RAIL
    assert game.state.players[1].vp == 3
    assert game.state.phase == "shortfall"
    assert game.legal_actions() == [SellTile("preston/0")]  # the level-1 mill has already left
    game.apply(SellTile("preston/0"))
    assert money(game, 1) == -2  # £3 - £5, nothing left to sell
    assert money(game, 0) == 34  # income paid once
    assert game.state.round == 1


def test_transition_income_before_scoring() -> None:
    game = _canal_end("before_scoring")
    assert game.state.era == CANAL
    assert game.state.phase == "shortfall"
    assert game.legal_actions() == [SellTile("bolton/0"), SellTile("preston/0")]
    game.apply(SellTile("bolton/0"))
    assert money(game, 1) == 1  # £6 - £5
    assert game.state.players[1].vp == 0  # the sold mill did not score
    assert game.state.era == RAIL
    assert game.state.round == 1
    assert money(game, 0) == 34  # income paid once
    assert game.state.tiles == {"preston/0": game.state.tiles["preston/0"]}


# -- D10: canal_only ------------------------------------------------------------------------------
def test_canal_only_ends_the_game_after_the_canal_era() -> None:
    game = new_game(options=RuleOptions(canal_only=True))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    place(game, "bolton/0", 0, "cotton", 1, flipped=True)
    set_money(game, 0, 39)
    game.apply(Pass("wigan"))
    assert game.state.phase == "over"
    assert game.state.era == CANAL
    assert game.state.players[0].vp == 6  # 3 (cotton level 1) + £39 // 10
    assert "bolton/0" in game.state.tiles


def test_without_canal_only_the_rail_era_follows() -> None:
    game = new_game()
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    game.apply(Pass("wigan"))
    assert game.state.phase == "action"
    assert game.state.era == RAIL


# -- Q4: two_player_small_markets ---------------------------------------------------------------------
def test_two_player_small_markets() -> None:
    game = new_game(players=2, options=RuleOptions(two_player_small_markets=True))
    state = game.state
    assert (state.coal_spaces, state.iron_spaces, state.coal_market, state.iron_market) == (6, 6, 6, 6)
    give_cards(game, 0, ["wigan"])
    game.apply(Develop("wigan", ("shipyard", "shipyard")))
    assert money(game, 0) == 21  # £25 (2p) - £2 - £2
    assert state.iron_market == 4


def test_two_player_small_markets_sell_into_the_most_expensive_space() -> None:
    game = new_game(players=2, options=RuleOptions(two_player_small_markets=True))
    markets(game, iron=0)
    place(game, "bolton/0", 1, "coal", 1, cubes=1)
    give_cards(game, 0, ["bolton"])
    game.apply(BuildIndustry(("bolton",), "bolton/2", "iron"))
    assert game.state.iron_market == 4
    assert money(game, 0) == 34  # £25 - £5 + (£4 + £4 + £3 + £3)
    assert income(game, 0) == 13


@pytest.mark.parametrize("players, option", [(2, False), (3, True)])
def test_normal_markets_otherwise(players: int, option: bool) -> None:
    game = new_game(players=players, options=RuleOptions(two_player_small_markets=option))
    assert (game.state.coal_spaces, game.state.coal_market) == (8, 8)
    give_cards(game, 0, ["wigan"])
    game.apply(Develop("wigan", ("shipyard",)))
    assert money(game, 0) == (25 if players == 2 else 30) - 1


def test_roxley_preset_is_every_roxley_difference() -> None:
    assert RuleOptions.roxley().non_default() == {
        "shortfall_without_tiles": "lose_vp", "virtual_link": False, "income_tiebreak": "space",
        "cotton_level1_vp": 5, "deck": "roxley", "final_tiebreak": "shared", "transition_income": "before_scoring"}


def test_unknown_or_invalid_options_are_refused() -> None:
    with pytest.raises(ValueError):
        RuleOptions.from_dict({"no_such_rule": True})
    with pytest.raises(ValueError):
        RuleOptions.from_dict({"deck": "birmingham"})
