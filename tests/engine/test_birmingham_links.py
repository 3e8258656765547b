"""Brass: Birmingham 3.2 Network and 5 connections: canal £3, rail £5 + 1 coal, two rails £15 +
2 coal + 1 brewery beer, links with nothing on the board, merchant locations as network nodes,
and the Kidderminster-Worcester link adjacent to three locations (5.3).

Lines from board.json (birmingham__nuneaton rail only, burton_on_trent__walsall canal only);
coal market 13 of 14 cubes at the start: the cheapest filled space costs £1 (tracks.json).
"""
from __future__ import annotations

from brass_desktop.engine import RAIL, BuildIndustry, BuildLink, Sell
from tests.engine.scenario import (
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    money,
    new_birmingham,
    place,
    set_money,
)


# -- canal era (3.2.1, 3.2.2) ---------------------------------------------------------------------------
def test_canal_link_costs_3_and_goes_anywhere_with_nothing_on_the_board() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 1, "coal", 1, cubes=2)  # other players' pieces do not matter
    give_cards(game, 0, ["coventry"])
    action = BuildLink("coventry", ("gloucester__redditch",))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.links == {"gloucester__redditch": 0}
    assert money(game, 0) == 14
    assert state.players[0].spent == 3
    assert state.players[0].links_left == 13
    assert state.discard[-1] == "coventry"  # any card will do (2.6)


def test_canal_link_must_touch_the_network_once_you_have_a_piece() -> None:
    game = new_birmingham()
    link(game, "birmingham__coventry", 0)
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("dudley__kidderminster",)),
                   [("link_not_in_network", {"line": "dudley__kidderminster", "empty": False})])
    assert_legal(game, BuildLink("coventry", ("birmingham__dudley",)))


def test_an_industry_tile_alone_puts_its_location_in_the_network() -> None:
    game = new_birmingham()
    place(game, "dudley/0", 0, "coal", 1, cubes=2)
    give_cards(game, 0, ["coventry"])
    assert_legal(game, BuildLink("coventry", ("dudley__kidderminster",)))
    assert_illegal(game, BuildLink("coventry", ("birmingham__coventry",)),
                   [("link_not_in_network", {"line": "birmingham__coventry", "empty": False})])


def test_a_merchant_location_extends_the_network() -> None:
    game = new_birmingham()
    link(game, "birmingham__oxford", 0)  # 5.1a: Oxford is in the network
    give_cards(game, 0, ["coventry"])
    assert_legal(game, BuildLink("coventry", ("oxford__redditch",)))


def test_canal_era_refuses_rail_only_lines_and_two_links() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("birmingham__nuneaton",)),
                   [("line_wrong_era", {"line": "birmingham__nuneaton", "era": "canal"})])
    assert_illegal(game, BuildLink("coventry", ("birmingham__coventry", "birmingham__dudley")),
                   [("too_many_links", {"count": 2, "era": "canal"})])


def test_taken_line_and_no_link_tiles_left() -> None:
    game = new_birmingham()
    link(game, "birmingham__coventry", 1)
    link(game, "birmingham__dudley", 0)
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("birmingham__coventry",)),
                   [("line_taken", {"line": "birmingham__coventry", "owner": 1})])
    game.state.players[0].links_left = 0
    assert_illegal(game, BuildLink("coventry", ("birmingham__walsall",)), [("no_link_tiles", {"left": 0})])


# -- rail era (3.2.3, 4.1) --------------------------------------------------------------------------------
def test_rail_link_costs_5_and_a_coal_from_the_nearest_connected_mine() -> None:
    game = new_birmingham(era=RAIL)
    place(game, "cannock/1", 1, "coal", 2, cubes=1)
    give_cards(game, 0, ["coventry"])
    action = BuildLink("coventry", ("cannock__walsall",))  # nothing of mine on the board: anywhere
    assert_legal(game, action)
    game.apply(action)
    assert money(game, 0) == 12
    assert game.state.tiles["cannock/1"].flipped  # the mine's last cube: flips for its owner (+7)
    assert income(game, 1) == 17
    assert game.state.coal_market == 13


def test_rail_link_without_coal_is_refused_and_market_coal_needs_a_merchant() -> None:
    game = new_birmingham(era=RAIL)
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("birmingham__coventry",)),
                   [("no_coal", {"location": "birmingham", "line": "birmingham__coventry"})])
    action = BuildLink("coventry", ("birmingham__oxford",))  # the new link itself reaches Oxford
    assert_legal(game, action)
    game.apply(action)
    assert money(game, 0) == 17 - 5 - 1
    assert game.state.coal_market == 12
    assert game.state.players[0].spent == 6


def test_rail_era_refuses_canal_only_lines() -> None:
    game = new_birmingham(era=RAIL)
    place(game, "walsall/0", 0, "iron", 2, flipped=True)
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("burton_on_trent__walsall",)),
                   [("line_wrong_era", {"line": "burton_on_trent__walsall", "era": "rail"})])


def _double_rail_board() -> object:
    """Rail era: my mines at Cannock (3 cubes) and Burton (2); £20."""
    game = new_birmingham(era=RAIL)
    place(game, "cannock/1", 0, "coal", 2, cubes=3)
    place(game, "burton_on_trent/0", 0, "coal", 2, cubes=2)
    set_money(game, 0, 20)
    give_cards(game, 0, ["coventry"])
    return game


def test_two_rails_cost_15_two_coal_and_a_barrel_from_my_own_brewery_anywhere() -> None:
    game = _double_rail_board()
    place(game, "derby/0", 0, "brewery", 2, cubes=1)  # not connected to anything
    action = BuildLink("coventry", ("cannock__walsall", "birmingham__walsall"))
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.links == {"cannock__walsall": 0, "birmingham__walsall": 0}
    assert money(game, 0) == 5  # £15, both coal from my Cannock mine (distance 0, then 1)
    assert state.tiles["cannock/1"].cubes == 1
    assert state.tiles["derby/0"].flipped  # its last barrel: brewery II flips, +5 spaces
    assert income(game, 0) == 15
    assert state.players[0].links_left == 12
    assert state.players[0].spent == 15
    assert state.actions_left == 1  # one action


def test_second_rail_beer_from_an_opponent_must_be_connected_to_the_second_link() -> None:
    game = _double_rail_board()
    place(game, "walsall/1", 1, "brewery", 2, cubes=2)
    assert_illegal(game, BuildLink("coventry", ("cannock__walsall", "burton_on_trent__derby")),
                   [("no_beer", {"need": 1, "line": "burton_on_trent__derby"})])
    action = BuildLink("coventry", ("burton_on_trent__derby", "cannock__walsall"))
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["walsall/1"].cubes == 1
    assert income(game, 1) == 10
    # coal: Burton's mine for the first rail, Cannock's for the second (each at distance 0)
    assert (game.state.tiles["burton_on_trent/0"].cubes, game.state.tiles["cannock/1"].cubes) == (1, 2)


def test_merchant_beer_never_pays_for_the_second_rail() -> None:
    game = new_birmingham(era=RAIL, merchants={"oxford/m0": "any", "oxford/m1": "cotton"})
    assert [m["beer"] for m in game.state.merchants if m["location"] == "oxford"] == [1, 1]
    place(game, "birmingham/2", 0, "iron", 2, flipped=True)
    set_money(game, 0, 30)
    give_cards(game, 0, ["coventry"])
    # coal from the market through Oxford for both rails; the only barrels are Oxford's
    assert_illegal(game, BuildLink("coventry", ("birmingham__oxford", "oxford__redditch")),
                   [("no_beer", {"need": 1, "line": "oxford__redditch"})])
    assert_legal(game, BuildLink("coventry", ("birmingham__oxford",)))
    place(game, "derby/0", 0, "brewery", 2, cubes=1)
    game.apply(BuildLink("coventry", ("birmingham__oxford", "oxford__redditch")))
    assert money(game, 0) == 30 - 15 - 1 - 2  # market coal: 13 cubes -> £1, then 12 cubes -> £2
    assert [m["beer"] for m in game.state.merchants if m["location"] == "oxford"] == [1, 1]


def test_second_rail_must_touch_the_network_including_the_first() -> None:
    game = _double_rail_board()
    place(game, "derby/0", 0, "brewery", 2, cubes=1)
    assert_legal(game, BuildLink("coventry", ("cannock__walsall", "walsall__wolverhampton")))
    assert_illegal(game, BuildLink("coventry", ("cannock__walsall", "coventry__nuneaton")),
                   [("link_not_in_network", {"line": "coventry__nuneaton", "empty": False})])


def test_two_rails_need_15_and_two_link_tiles() -> None:
    game = _double_rail_board()
    place(game, "derby/0", 0, "brewery", 2, cubes=1)
    set_money(game, 0, 14)
    action = BuildLink("coventry", ("cannock__walsall", "birmingham__walsall"))
    assert_illegal(game, action, [("cannot_afford", {"cost": 15, "money": 14})])
    set_money(game, 0, 20)
    game.state.players[0].links_left = 1
    assert_illegal(game, action, [("no_link_tiles", {"left": 1})])


def test_two_rails_with_nothing_on_the_board_the_second_extends_the_first() -> None:
    game = new_birmingham(era=RAIL)
    place(game, "cannock/1", 1, "coal", 2, cubes=3)
    place(game, "walsall/1", 1, "brewery", 2, cubes=2)
    set_money(game, 0, 20)
    give_cards(game, 0, ["coventry"])
    assert_legal(game, BuildLink("coventry", ("cannock__walsall", "birmingham__walsall")))
    assert_illegal(game, BuildLink("coventry", ("cannock__walsall", "coventry__nuneaton")),
                   [("link_not_in_network", {"line": "coventry__nuneaton", "empty": False})])


# -- Kidderminster-Worcester (5.3, edge case 3) -----------------------------------------------------------
def test_kidderminster_worcester_counts_as_one_link_for_coal_distance() -> None:
    game = new_birmingham(era=RAIL)
    link(game, "kidderminster__worcester", 1)
    link(game, "birmingham__dudley", 1)
    link(game, "coalbrookdale__kidderminster", 1)
    place(game, "kidderminster/0", 1, "coal", 2, cubes=2)  # distance 1 from Worcester
    place(game, "dudley/0", 1, "coal", 2, cubes=2)  # distance 1 from Birmingham
    place(game, "coalbrookdale/2", 2, "coal", 2, cubes=2)  # distance 2
    give_cards(game, 0, ["coventry"])
    rails = [a for a in game.legal_actions("link") if a.lines == ("birmingham__worcester",)]
    assert {a.coal for a in rails} == {("dudley/0",), ("kidderminster/0",)}


def test_farm_brewery_south_is_connected_through_the_kidderminster_worcester_link() -> None:
    game = new_birmingham(merchants={"gloucester/m0": "cotton"})
    link(game, "kidderminster__worcester", 2)
    link(game, "gloucester__worcester", 0)
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "farm_brewery_south/0", 1, "brewery", 1, cubes=1)
    give_cards(game, 0, ["coventry"])
    game.state.merchants[1]["beer"] = 0  # no merchant barrel: only the farm's beer can pay
    game.edit()  # the state was edited by hand
    action = Sell("coventry", "worcester/0", "gloucester/m0")
    assert_legal(game, action)
    game.apply(action)
    assert game.state.tiles["farm_brewery_south/0"].flipped
    assert income(game, 1) == 14  # brewery I: +4 spaces
    assert income(game, 0) == 15  # cotton I: +5 spaces


def test_kidderminster_worcester_link_puts_all_three_in_the_network() -> None:
    game = new_birmingham()
    link(game, "kidderminster__worcester", 0)
    give_cards(game, 0, ["wild_industry"])
    for slot, industry in [("kidderminster/1", "cotton"), ("worcester/0", "cotton"),
                           ("farm_brewery_south/0", "brewery")]:
        assert_legal(game, BuildIndustry(("wild_industry",), slot, industry))


def test_double_rail_order_that_reaches_the_beer_is_listed_even_when_coal_is_the_same() -> None:
    """Regression: both orders take market coal, but only Walsall's brewery (connected to the
    Oxford side) can pay, so only the order ending at Birmingham-Oxford is legal (3.2.3)."""
    game = new_birmingham(era=RAIL)
    place(game, "birmingham/2", 0, "iron", 2, flipped=True)
    place(game, "stoke_on_trent/0", 0, "cotton", 2, flipped=True)
    place(game, "walsall/1", 1, "brewery", 2, cubes=2)
    link(game, "birmingham__walsall", 1)
    set_money(game, 0, 30)
    give_cards(game, 0, ["coventry"])
    assert_illegal(game, BuildLink("coventry", ("birmingham__oxford", "stoke_on_trent__warrington")),
                   [("no_beer", {"need": 1, "line": "stoke_on_trent__warrington"})])
    action = BuildLink("coventry", ("stoke_on_trent__warrington", "birmingham__oxford"))
    assert_legal(game, action)
    game.apply(action)
    assert money(game, 0) == 30 - 15 - 1 - 2  # market coal: £1 then £2
    assert game.state.tiles["walsall/1"].cubes == 1
