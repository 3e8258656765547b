"""BirminghamOptions: each switch (rules.md §13 open questions, §9 starter game) changes exactly
its rule; the same position is played with the default and with the switch.

Manufacturer IV per Q1 (tiles.json variants): 8/6 (default), 14/7, 14/6; 1 iron, 1 beer.
Iron market 8 cubes: the cheapest filled space costs £2.
"""
from __future__ import annotations

import pytest

from brass_desktop.engine import CANAL, BuildIndustry, Pass, Sell
from brass_desktop.engine.brass.options import BirminghamOptions
from brass_desktop.engine.brass.rules.shortfall import sale_value
from brass_desktop.engine.brass.ruleset import BIRMINGHAM
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    markets,
    merchant_beer,
    money,
    new_birmingham,
    place,
    set_money,
    set_stack,
    set_turn,
    vp,
)


# -- Q1 manufacturer IV --------------------------------------------------------------------------------
@pytest.mark.parametrize("variant, cost, spaces", [("8/6", 8, 6), ("14/7", 14, 7), ("14/6", 14, 6)])
def test_manufacturer_iv_cost_and_income(variant: str, cost: int, spaces: int) -> None:
    game = new_birmingham(options=BirminghamOptions(manufacturer_iv=variant),
                          merchants={"shrewsbury/m0": "manufacturer"})
    link(game, "coalbrookdale__wolverhampton", 0)
    link(game, "coalbrookdale__shrewsbury", 0)
    set_stack(game, 0, "manufacturer", [4, 5])
    set_money(game, 0, 20)
    give_cards(game, 0, ["wolverhampton", "dudley"])
    game.apply(BuildIndustry(("wolverhampton",), "wolverhampton/0", "manufacturer"))
    assert money(game, 0) == 20 - cost - 2  # + 1 market iron
    assert sale_value(game.context, "wolverhampton/0") == cost // 2  # 6.5: half the mat cost
    game.apply(Sell("dudley", "wolverhampton/0", "shrewsbury/m0"))  # Shrewsbury's barrel: +4 VP
    assert income(game, 0) == 10 + spaces
    assert vp(game, 0) == 4


# -- Q2 merchant barrel for a sale that needs no beer -----------------------------------------------------
def _manufacturer_iii(options: BirminghamOptions):
    game = new_birmingham(options=options, merchants={"oxford/m0": "manufacturer"})
    link(game, "birmingham__oxford", 0)
    place(game, "birmingham/1", 0, "manufacturer", 3)  # 0 beer, +4 spaces
    give_cards(game, 0, ["dudley"])
    return game


def test_merchant_beer_without_need_offers_the_barrel_and_its_bonus() -> None:
    game = _manufacturer_iii(BirminghamOptions(merchant_beer_without_need=True))
    sales = game.legal_actions("sell")
    assert sales == [Sell("dudley", "birmingham/1", "oxford/m0", ()),
                     Sell("dudley", "birmingham/1", "oxford/m0", ("merchant",))]
    game.apply(Sell("dudley", "birmingham/1", "oxford/m0", ("merchant",)))
    assert income(game, 0) == 10 + 4 + 2  # Oxford's bonus
    assert merchant_beer(game, "oxford/m0") == 0


def test_by_default_a_no_beer_sale_leaves_the_barrel() -> None:
    game = _manufacturer_iii(BirminghamOptions())
    assert game.legal_actions("sell") == [Sell("dudley", "birmingham/1", "oxford/m0", ())]
    game.apply(Sell("dudley", "birmingham/1", "oxford/m0"))
    assert income(game, 0) == 14
    assert merchant_beer(game, "oxford/m0") == 1


# -- Q3 optional merchant bonus ---------------------------------------------------------------------------
def _gloucester(options: BirminghamOptions):
    game = new_birmingham(options=options, merchants={"gloucester/m0": "cotton"})
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    give_cards(game, 0, ["dudley"])
    return game


def test_merchant_bonus_optional_lets_the_player_decline_the_free_develop() -> None:
    game = _gloucester(BirminghamOptions(merchant_bonus_optional=True))
    action = Sell("dudley", "worcester/0", "gloucester/m0", develop="")
    assert_legal(game, action)
    stacks = dict(game.state.players[0].stacks)
    game.apply(action)
    assert game.state.players[0].stacks == stacks
    assert merchant_beer(game, "gloucester/m0") == 0  # the barrel is still used
    assert income(game, 0) == 15


def test_by_default_the_free_develop_must_be_taken() -> None:
    game = _gloucester(BirminghamOptions())
    assert_illegal(game, Sell("dudley", "worcester/0", "gloucester/m0", develop=""),
                   [("bad_bonus_choice",
                     {"develop": "", "options": ["brewery", "coal", "cotton", "iron", "manufacturer"]})])


# -- Q4 Kidderminster-Worcester link scoring ----------------------------------------------------------------
@pytest.mark.parametrize("scores_farm, link_vp", [(True, 1 + 2), (False, 1)])
def test_kidderminster_worcester_link_scores_the_farm_brewery_only_with_q4(scores_farm: bool,
                                                                          link_vp: int) -> None:
    game = new_birmingham(round_=9, options=BirminghamOptions(kidderminster_worcester_scores_farm=scores_farm))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 2, ["dudley"])
    link(game, "kidderminster__worcester", 0)
    place(game, "worcester/0", 1, "cotton", 1, flipped=True)  # 1 icon, 5 VP for player 1
    place(game, "farm_brewery_south/0", 2, "brewery", 1, flipped=True)  # 2 icons, 4 VP for player 2
    game.apply(Pass("dudley"))
    assert [vp(game, p) for p in range(3)] == [link_vp, 5, 4]


# -- Q6 canal-era overbuild of an opponent's mine beside my own tile -------------------------------------------
@pytest.mark.parametrize("allowed", [False, True])
def test_canal_overbuild_beside_own_tile(allowed: bool) -> None:
    game = new_birmingham(options=BirminghamOptions(canal_overbuild_beside_own_tile=allowed))
    place(game, "dudley/1", 0, "iron", 1, flipped=True)
    place(game, "dudley/0", 1, "coal", 1, flipped=True)
    markets(game, coal=0)
    set_stack(game, 0, "coal", [2])
    give_cards(game, 0, ["dudley"])
    action = BuildIndustry(("dudley",), "dudley/0", "coal")
    if allowed:
        assert_legal(game, action)
        game.apply(action)
        assert game.state.tiles["dudley/0"].owner == 0
        assert money(game, 0) == 10
    else:
        assert_illegal(game, action, [("one_tile_per_location", {"location": "dudley"})])
    # overbuilding my own (only) tile there is unaffected by the switch
    del game.state.tiles["dudley/1"]
    place(game, "dudley/0", 0, "coal", 1, flipped=True)
    set_stack(game, 0, "coal", [2])
    set_money(game, 0, 17)
    give_cards(game, 0, ["dudley"])
    assert_legal(game, action)


# -- starter (9.1, 9.2) --------------------------------------------------------------------------------------
@pytest.mark.parametrize("starter", [False, True])
def test_starter_switch_ends_the_game_after_the_canal_era(starter: bool) -> None:
    game = new_birmingham(round_=9, options=BirminghamOptions(starter=starter))
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 2, ["dudley"])
    set_money(game, 0, 20)
    game.apply(Pass("dudley"))
    if starter:
        assert game.is_over()
        assert game.state.era == CANAL
        assert [vp(game, p) for p in range(3)] == [5, 4, 4]  # £20 // 4 = 5, £17 // 4 = 4
        assert money(game, 0) == 20  # no income after the final round
    else:
        assert not game.is_over()
        assert [vp(game, p) for p in range(3)] == [0, 0, 0]


# -- validation ----------------------------------------------------------------------------------------------
def test_options_round_trip_and_refuse_unknown_names_and_values() -> None:
    options = BirminghamOptions(manufacturer_iv="14/7", starter=True)
    assert BirminghamOptions.from_dict(options.to_dict()) == options
    assert options.non_default() == {"manufacturer_iv": "14/7", "starter": True}
    # the starter game is Birmingham's canal-only game: a fact of its ruleset, not a fake option
    assert not hasattr(options, "canal_only") and not hasattr(BirminghamOptions, "shortfall_without_tiles")
    assert BIRMINGHAM.rule(options, "canal_only") is True
    assert BIRMINGHAM.rule(BirminghamOptions(), "canal_only") is False
    assert BIRMINGHAM.rule(options, "shortfall_without_tiles") == "lose_vp"  # 6.5
    with pytest.raises(ValueError):
        BirminghamOptions.from_dict({"virtual_link": True})
    with pytest.raises(ValueError):
        BirminghamOptions.from_dict({"manufacturer_iv": "9/9"})
