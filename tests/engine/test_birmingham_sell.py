"""Brass: Birmingham 3.4 Sell and 4.3 beer: connected merchants that buy the industry, beer from
your own breweries, connected opponents' breweries or that merchant's barrel with its bonus
(3.4.7: Gloucester free develop, Oxford +2 income spaces, Nottingham +3 VP, Shrewsbury +4 VP,
Warrington £5), several tiles in one action, no sale without beer.

Tile values from tiles.json: cotton I +5 income spaces, 1 beer; manufacturer III 0 beer, +4;
pottery III 2 beer, +5; brewery I flips for +4, brewery II for +5.  Start space 10.
"""
from __future__ import annotations

from brass_desktop.engine import EndSell, Sell, SellMore
from brass_desktop.engine.brass.options import BirminghamOptions
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    merchant_beer,
    money,
    new_birmingham,
    place,
    set_merchant_beer,
    set_stack,
    violations,
    vp,
)

GLOUCESTER_DEVELOP = ["brewery", "coal", "cotton", "iron", "manufacturer"]  # not pottery I (lightbulb)


def _worcester_cotton(merchants: dict[str, str], players: int = 3, options: BirminghamOptions | None = None):
    """My cotton I at Worcester, linked to Gloucester; my card is a location card elsewhere."""
    game = new_birmingham(players=players, options=options, merchants=merchants)
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton", "coventry"])
    return game


def test_sell_with_beer_from_my_own_unconnected_brewery() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    place(game, "stafford/0", 0, "brewery", 1, cubes=1)
    action = Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("stafford/0",))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.tiles["worcester/0"].flipped
    assert state.tiles["stafford/0"].flipped  # its last barrel
    assert income(game, 0) == 10 + 5 + 4  # cotton I +5, my brewery I +4
    assert merchant_beer(game, "gloucester/m0") == 1
    assert state.players[0].stacks["coal"] == (1, 2, 2, 3, 3, 4, 4)  # no bonus without the barrel
    assert (money(game, 0), state.players[0].spent) == (17, 0)
    assert (state.phase, state.actions_left) == ("action", 1)  # nothing else to sell: the action ends


def test_the_beer_choice_is_spelled_out_when_there_is_one() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    place(game, "stafford/0", 0, "brewery", 1, cubes=1)
    sales = game.legal_actions("sell", card="nuneaton")
    assert {(a.beer, a.develop) for a in sales} == {(("stafford/0",), "")} | {
        (("merchant",), k) for k in GLOUCESTER_DEVELOP}


def test_merchant_that_does_not_buy_the_industry() -> None:
    game = _worcester_cotton({"gloucester/m0": "manufacturer", "gloucester/m1": "blank"})
    for merchant in ("gloucester/m0", "gloucester/m1"):
        assert_illegal(game, Sell("nuneaton", "worcester/0", merchant, beer=("merchant",)),
                       [("merchant_does_not_buy",
                         {"merchant": merchant, "location": "gloucester", "industry": "cotton"})])


def test_any_merchant_buys_all_three() -> None:
    game = _worcester_cotton({"gloucester/m0": "any"})
    # the merchant barrel is the only beer: no choice, so the listed action leaves ``beer`` empty
    assert_legal(game, Sell("nuneaton", "worcester/0", "gloucester/m0", develop="coal"))
    # one spelling per move: naming the only barrel is refused, the listed spelling leaves it out
    assert violations(game, Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("merchant",), develop="coal")) == [
        ("no_source_choice", {"resource": "beer", "given": ["merchant"]})]


def test_merchant_must_be_connected_to_the_tile() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton"})
    place(game, "kidderminster/1", 0, "cotton", 1)
    link(game, "gloucester__redditch", 0)
    give_cards(game, 0, ["nuneaton"])
    assert_illegal(game, Sell("nuneaton", "kidderminster/1", "gloucester/m0", beer=("merchant",), develop="coal"),
                   [("merchant_not_connected", {"slot": "kidderminster/1", "location": "gloucester"})])


def test_unknown_merchant_and_unsellable_tiles() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    assert_illegal(game, Sell("nuneaton", "worcester/0", "nottingham/m0"),  # 3p: no Nottingham tiles
                   [("unknown_merchant", {"merchant": "nottingham/m0"})])
    place(game, "worcester/1", 1, "cotton", 1)
    assert_illegal(game, Sell("nuneaton", "worcester/1", "gloucester/m0"), [("not_sellable", {"slot": "worcester/1"})])
    place(game, "dudley/0", 0, "coal", 1, cubes=1)
    assert_illegal(game, Sell("nuneaton", "dudley/0", "gloucester/m0"), [("not_sellable", {"slot": "dudley/0"})])
    place(game, "worcester/0", 0, "cotton", 1, flipped=True)
    assert_illegal(game, Sell("nuneaton", "worcester/0", "gloucester/m0"), [("mill_flipped", {"slot": "worcester/0"})])


def test_no_sale_without_beer() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    set_merchant_beer(game, "gloucester/m0", 0)
    place(game, "stafford/0", 1, "brewery", 1, cubes=1)  # an opponent's brewery, not connected
    assert_illegal(game, Sell("nuneaton", "worcester/0", "gloucester/m0"),
                   [("no_beer", {"need": 1, "slot": "worcester/0"})])
    assert game.legal_actions("sell") == []


def test_opponents_brewery_connected_to_the_tile_being_sold() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    set_merchant_beer(game, "gloucester/m0", 0)
    place(game, "walsall/1", 1, "brewery", 2, cubes=2)
    link(game, "birmingham__walsall", 2)
    link(game, "birmingham__worcester", 2)
    action = Sell("nuneaton", "worcester/0", "gloucester/m0")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["walsall/1"].cubes == 1
    assert income(game, 1) == 10  # not flipped yet: no income for the owner


def test_another_merchants_barrel_cannot_be_used() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton", "gloucester/m1": "manufacturer"})
    set_merchant_beer(game, "gloucester/m0", 0)
    assert merchant_beer(game, "gloucester/m1") == 1
    assert_illegal(game, Sell("nuneaton", "worcester/0", "gloucester/m0"),
                   [("no_beer", {"need": 1, "slot": "worcester/0"})])


# -- merchant bonuses (3.4.7) -------------------------------------------------------------------------
def test_gloucester_barrel_gives_a_free_develop_of_my_choice() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    action = Sell("nuneaton", "worcester/0", "gloucester/m0", develop="iron")  # the only beer: the barrel
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.players[0].stacks["iron"] == (2, 3, 4)
    assert (state.iron_market, money(game, 0)) == (8, 17)  # no iron, no money
    assert merchant_beer(game, "gloucester/m0") == 0
    assert income(game, 0) == 15


def test_gloucester_develop_must_be_chosen_and_may_not_be_a_lightbulb_pottery() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    for develop in ("", "pottery"):
        assert_illegal(game, Sell("nuneaton", "worcester/0", "gloucester/m0", develop=develop),
                       [("bad_bonus_choice", {"develop": develop, "options": GLOUCESTER_DEVELOP})])
    set_stack(game, 0, "pottery", [2, 3])
    assert_legal(game, Sell("nuneaton", "worcester/0", "gloucester/m0", develop="pottery"))


def test_develop_bonus_only_with_the_gloucester_barrel() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    place(game, "stafford/0", 0, "brewery", 1, cubes=1)
    assert_illegal(game, Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("stafford/0",), develop="coal"),
                   [("bad_bonus_choice", {"develop": "coal", "options": [""]})])


def test_oxford_barrel_gives_two_income_spaces() -> None:
    game = new_birmingham(merchants={"oxford/m1": "cotton"})
    link(game, "oxford__redditch", 0)
    link(game, "birmingham__redditch", 0)
    place(game, "birmingham/0", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "birmingham/0", "oxford/m1"))
    assert income(game, 0) == 10 + 5 + 2
    assert merchant_beer(game, "oxford/m1") == 0


def test_nottingham_barrel_gives_three_vp() -> None:
    game = new_birmingham(players=4, merchants={"nottingham/m0": "cotton"})
    link(game, "derby__nottingham", 0)
    place(game, "derby/1", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "derby/1", "nottingham/m0"))
    assert (vp(game, 0), income(game, 0)) == (3, 15)


def test_shrewsbury_barrel_gives_four_vp() -> None:
    game = new_birmingham(merchants={"shrewsbury/m0": "any"})
    link(game, "coalbrookdale__shrewsbury", 1)
    link(game, "coalbrookdale__kidderminster", 2)
    place(game, "kidderminster/1", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "kidderminster/1", "shrewsbury/m0"))
    assert (vp(game, 0), income(game, 0)) == (4, 15)


def test_warrington_barrel_gives_five_pounds_not_counted_as_spending() -> None:
    game = new_birmingham(merchants={"warrington/m1": "manufacturer"})
    link(game, "stoke_on_trent__warrington", 0)
    place(game, "stoke_on_trent/2", 0, "manufacturer", 2)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "stoke_on_trent/2", "warrington/m1"))
    assert (money(game, 0), game.state.players[0].spent) == (22, 0)
    assert income(game, 0) == 11  # manufacturer II: +1 space


# -- several tiles in one action (3.4.5), beer counts (3.4.3, edge case 9) -----------------------------
def test_several_tiles_of_different_industries_in_one_sell_action() -> None:
    game = new_birmingham(era="rail", merchants={"oxford/m0": "any", "oxford/m1": "pottery"})
    link(game, "birmingham__oxford", 0)
    link(game, "birmingham__coventry", 1)
    place(game, "birmingham/0", 0, "cotton", 2)
    place(game, "birmingham/1", 0, "manufacturer", 3)  # needs no beer
    place(game, "coventry/0", 0, "pottery", 3)  # needs 2 beer
    place(game, "walsall/1", 0, "brewery", 2, cubes=2)
    give_cards(game, 0, ["nuneaton", "dudley"])
    game.apply(Sell("nuneaton", "birmingham/1", "oxford/m0"))
    state = game.state
    assert (state.phase, game.current_player, state.actions_left) == ("sell_more", 0, 1)
    assert income(game, 0) == 14  # manufacturer III +4
    assert merchant_beer(game, "oxford/m0") == 1  # a no-beer sale leaves the barrel (Q2 default)
    assert_illegal(game, Sell("dudley", "birmingham/0", "oxford/m0", beer=("merchant",)),
                   [("wrong_phase", {"phase": "sell_more", "needed": "action"})])
    game.apply(SellMore("coventry/0", "oxford/m1", beer=("merchant", "walsall/1")))
    assert income(game, 0) == 14 + 5 + 2  # pottery III +5, Oxford's barrel +2 once
    assert merchant_beer(game, "oxford/m1") == 0
    assert state.tiles["walsall/1"].cubes == 1
    assert state.phase == "sell_more"
    game.apply(SellMore("birmingham/0", "oxford/m0", beer=("walsall/1",)))
    assert state.tiles["walsall/1"].flipped  # my brewery II: +5
    assert income(game, 0) == 21 + 4 + 5  # cotton II +4
    assert (state.phase, state.actions_left) == ("action", 1)  # nothing left to sell: done
    assert state.players[0].hand == ["dudley"]


def test_sell_more_may_stop_with_end_sell() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton"})
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "worcester/1", 0, "cotton", 1)  # (positions edited by hand: two tiles of mine)
    place(game, "walsall/1", 0, "brewery", 2, cubes=2)
    give_cards(game, 0, ["nuneaton", "dudley"])
    game.apply(Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("walsall/1",)))
    assert EndSell() in game.legal_actions()
    game.apply(EndSell())
    assert (game.state.phase, game.state.actions_left) == ("action", 1)
    assert not game.state.tiles["worcester/1"].flipped


def test_no_beer_sale_cannot_take_the_merchant_barrel_by_default() -> None:
    game = new_birmingham(merchants={"oxford/m0": "manufacturer"})
    link(game, "birmingham__oxford", 0)
    place(game, "birmingham/1", 0, "manufacturer", 3)
    give_cards(game, 0, ["nuneaton"])
    assert_illegal(game, Sell("nuneaton", "birmingham/1", "oxford/m0", beer=("merchant",)),
                   [("bad_beer_source", {"given": ["merchant"], "options": [[]]})])


def test_the_merchant_barrel_is_gone_for_the_next_sale() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton"})
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "worcester/1", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "worcester/0", "gloucester/m0", develop="coal"))
    # no beer left anywhere: the action ends at once
    assert (game.state.phase, game.state.actions_left) == ("action", 1)
    assert not game.state.tiles["worcester/1"].flipped


def test_two_gloucester_barrels_give_two_free_develops_in_one_action() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton", "gloucester/m1": "any"})
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "worcester/1", 0, "cotton", 1)
    give_cards(game, 0, ["nuneaton"])
    game.apply(Sell("nuneaton", "worcester/0", "gloucester/m0", develop="coal"))
    game.apply(SellMore("worcester/1", "gloucester/m1", develop="coal"))
    state = game.state
    assert state.players[0].stacks["coal"] == (2, 3, 3, 4, 4)  # coal I, then coal II
    assert [merchant_beer(game, m) for m in ("gloucester/m0", "gloucester/m1")] == [0, 0]
    assert income(game, 0) == 10 + 5 + 5
    assert (state.phase, state.actions_left) == ("action", 1)


def test_any_merchant_buys_manufacturer_and_pottery_a_pottery_merchant_only_pottery() -> None:
    game = new_birmingham(era="rail", merchants={"oxford/m0": "any", "oxford/m1": "pottery"})
    link(game, "birmingham__oxford", 0)
    link(game, "birmingham__coventry", 0)
    place(game, "birmingham/1", 0, "manufacturer", 2)
    place(game, "coventry/0", 0, "pottery", 2)
    place(game, "walsall/1", 0, "brewery", 2, cubes=2)
    give_cards(game, 0, ["nuneaton"])
    assert_legal(game, Sell("nuneaton", "birmingham/1", "oxford/m0", beer=("walsall/1",)))
    assert_legal(game, Sell("nuneaton", "coventry/0", "oxford/m0", beer=("walsall/1",)))
    assert_legal(game, Sell("nuneaton", "coventry/0", "oxford/m1", beer=("walsall/1",)))
    assert_illegal(game, Sell("nuneaton", "birmingham/1", "oxford/m1", beer=("walsall/1",)),
                   [("merchant_does_not_buy",
                     {"merchant": "oxford/m1", "location": "oxford", "industry": "manufacturer"})])


def test_selling_as_the_last_action_ends_the_turn_only_after_end_sell() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton"})
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "worcester/1", 0, "cotton", 1)
    place(game, "walsall/1", 0, "brewery", 2, cubes=2)
    give_cards(game, 0, ["nuneaton"])
    game.state.actions_left = 1
    game.apply(Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("walsall/1",)))
    assert (game.state.phase, game.current_player, game.state.actions_left) == ("sell_more", 0, 0)
    game.apply(EndSell())
    assert game.current_player == 1
    assert len(game.state.players[0].hand) == 8  # refilled at the end of the turn


def test_preview_names_the_barrels_the_choices_and_the_bonus() -> None:
    game = _worcester_cotton({"gloucester/m0": "cotton"})
    place(game, "stafford/0", 0, "brewery", 1, cubes=1)
    by_barrel = game.preview(Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("merchant",), develop="iron"))
    assert by_barrel.sources["beer"] == ("merchant",) and by_barrel.bonus == "develop"
    assert sorted(by_barrel.options["beer"]) == [("merchant",), ("stafford/0",)]
    by_brewery = game.preview(Sell("nuneaton", "worcester/0", "gloucester/m0", beer=("stafford/0",)))
    assert (by_brewery.sources["beer"], by_brewery.bonus, by_brewery.money_after) == (("stafford/0",), "", 17)
