"""R8: selling cotton to connected ports and to the distant market, several mills per action.

Distant market (tracks.json): marker positions 0..7, X at 8; income spaces beside the
positions: 3,3,2,2,1,1,0,0.  Flip income from tiles.json: cotton 1/2 = +5/+4 spaces,
port 1/2 = +3/+3.
"""
from __future__ import annotations

from brass_desktop.engine import DISTANT, EndSell, Sell, SellMore
from brass_desktop.engine.brass.state import Tile
from tests.engine.scenario import (
    RAIL,
    assert_illegal,
    assert_legal,
    give_cards,
    income,
    link,
    money,
    new_game,
    place,
    set_income,
)


def port_sale_position():
    """Player 0's mill at manchester, player 1's port at ellesmere port, joined by two canals."""
    game = new_game()
    place(game, "manchester/0", 0, "cotton", 1)
    place(game, "ellesmere_port/0", 1, "port", 1)
    link(game, "manchester__warrington_runcorn", 2)
    link(game, "ellesmere_port__warrington_runcorn", 1)
    give_cards(game, 0, ["wigan", "port"])
    return game


def test_sell_to_another_players_connected_port_flips_both_and_raises_both_incomes() -> None:
    game = port_sale_position()
    action = Sell("wigan", "manchester/0", "ellesmere_port/0")
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.tiles["manchester/0"] == Tile(0, "cotton", 1, 0, True)
    assert state.tiles["ellesmere_port/0"] == Tile(1, "port", 1, 0, True)
    assert income(game, 0) == 15  # cotton level 1: +5 spaces
    assert income(game, 1) == 13  # port level 1: +3 spaces
    assert money(game, 0) == 30
    assert state.players[0].hand == ["port"]
    assert state.phase == "action"  # no other mill to sell: the action is over
    assert state.actions_left == 1


def test_sell_to_an_unconnected_port_is_refused() -> None:
    game = port_sale_position()
    del game.state.links["ellesmere_port__warrington_runcorn"]
    game.edit()  # the state was edited by hand
    assert_illegal(game, Sell("wigan", "manchester/0", "ellesmere_port/0"),
                   [("port_not_connected", {"mill": "manchester/0", "port": "ellesmere_port/0"})])


def test_sell_to_a_flipped_port_is_refused() -> None:
    game = port_sale_position()
    game.state.tiles["ellesmere_port/0"] = game.state.tiles["ellesmere_port/0"].turned()
    game.edit()  # the state was edited by hand
    assert_illegal(game, Sell("wigan", "manchester/0", "ellesmere_port/0"),
                   [("port_flipped", {"slot": "ellesmere_port/0"})])


def test_sell_needs_an_own_unflipped_mill_and_a_port_target() -> None:
    game = port_sale_position()
    place(game, "manchester/1", 1, "cotton", 1)
    place(game, "manchester/2", 0, "coal", 1, cubes=1)
    assert_illegal(game, Sell("wigan", "manchester/1", "ellesmere_port/0"),
                   [("not_your_mill", {"slot": "manchester/1"})])
    assert_illegal(game, Sell("wigan", "manchester/0", "manchester/2"), [("not_a_port", {"slot": "manchester/2"})])
    game.state.tiles["manchester/0"] = game.state.tiles["manchester/0"].turned()
    game.edit()  # the state was edited by hand
    assert_illegal(game, Sell("wigan", "manchester/0", "ellesmere_port/0"),
                   [("mill_flipped", {"slot": "manchester/0"})])


def test_sell_to_own_port_in_the_same_location() -> None:
    game = new_game()
    place(game, "warrington_runcorn/0", 0, "cotton", 1)
    place(game, "warrington_runcorn/1", 0, "port", 2)
    give_cards(game, 0, ["wigan"])
    game.apply(Sell("wigan", "warrington_runcorn/0", "warrington_runcorn/1"))
    assert income(game, 0) == 18  # +5 (cotton level 1) + 3 (port level 2)


# -- distant market (R8.1 b) ------------------------------------------------------------------------
def _distant_position(tiles: list[int], pos: int = 0, era: str = "canal"):
    game = new_game(era=era)
    level = 1 if era == "canal" else 2
    place(game, "colne/0", 0, "cotton", level)
    link(game, "colne__yorkshire", 2)
    game.state.distant_tiles = list(tiles)
    game.state.distant_pos = pos
    give_cards(game, 0, ["wigan", "port"])
    return game


def test_distant_sale_moves_the_marker_and_pays_the_new_space_then_flips() -> None:
    game = _distant_position([2, 3, 4])
    action = Sell("wigan", "colne/0", DISTANT)
    assert_legal(game, action)
    game.apply(action)
    state = game.state
    assert state.distant_pos == 2
    assert state.distant_tiles == [3, 4, 2]  # the revealed tile goes under the stack
    assert state.tiles["colne/0"] == Tile(0, "cotton", 1, 0, True)
    assert income(game, 0) == 17  # +2 spaces (marker on the 3rd space) + 5 (cotton level 1)
    assert not state.distant_closed


def test_distant_sale_on_a_zero_space() -> None:
    game = _distant_position([1], pos=6)
    game.apply(Sell("wigan", "colne/0", DISTANT))
    assert game.state.distant_pos == 7
    assert income(game, 0) == 15  # 0 spaces + 5


def test_distant_sale_with_a_zero_tile_pays_the_current_space() -> None:
    game = _distant_position([0], pos=3)
    game.apply(Sell("wigan", "colne/0", DISTANT))
    assert game.state.distant_pos == 3
    assert income(game, 0) == 17  # +2 (position 3) + 5


def test_failed_distant_sale_closes_the_market_and_flips_nothing() -> None:
    game = _distant_position([2, 1], pos=6)
    game.apply(Sell("wigan", "colne/0", DISTANT))
    state = game.state
    assert state.distant_closed
    assert state.tiles["colne/0"] == Tile(0, "cotton", 1, 0, False)
    assert income(game, 0) == 10
    assert state.phase == "action"
    assert state.actions_left == 1
    assert_illegal(game, Sell("port", "colne/0", DISTANT), [("distant_closed", {})])


def test_distant_sale_needs_a_market_connection() -> None:
    game = _distant_position([2])
    game.state.links.clear()
    game.edit()  # the state was edited by hand
    assert_illegal(game, Sell("wigan", "colne/0", DISTANT), [("no_market_connection", {"location": "colne"})])


def test_port_used_as_market_access_is_not_flipped() -> None:
    game = new_game()
    place(game, "warrington_runcorn/0", 0, "cotton", 1)
    place(game, "warrington_runcorn/1", 1, "port", 1)
    game.state.distant_tiles = [1]
    give_cards(game, 0, ["wigan"])
    game.apply(Sell("wigan", "warrington_runcorn/0", DISTANT))
    assert game.state.tiles["warrington_runcorn/1"] == Tile(1, "port", 1, 0, False)
    assert income(game, 1) == 10
    assert income(game, 0) == 18  # +3 (position 1) + 5


# -- several mills in one action (R8.2) ---------------------------------------------------------------
def _two_mills(tiles: list[int], pos: int = 0):
    game = new_game(era=RAIL)
    place(game, "colne/0", 0, "cotton", 2)
    place(game, "colne/1", 0, "cotton", 2)
    link(game, "colne__yorkshire", 2)
    game.state.distant_tiles = list(tiles)
    game.state.distant_pos = pos
    give_cards(game, 0, ["wigan", "port"])
    return game


def test_several_mills_in_one_sell_action() -> None:
    game = _two_mills([1, 0, 3])
    game.apply(Sell("wigan", "colne/0", DISTANT))
    state = game.state
    assert state.phase == "sell_more"
    assert income(game, 0) == 17  # +3 (position 1) + 4 (cotton level 2)
    assert game.legal_actions() == [SellMore("colne/1", DISTANT), EndSell()]
    game.apply(SellMore("colne/1", DISTANT))
    assert state.phase == "action"
    assert state.distant_pos == 1
    assert income(game, 0) == 24  # +3 + 4 again
    assert state.tiles["colne/1"].flipped
    assert state.actions_left == 1  # one card, one action
    assert state.players[0].hand == ["port"]


def test_end_sell_stops_selling() -> None:
    game = _two_mills([1, 0])
    game.apply(Sell("wigan", "colne/0", DISTANT))
    game.apply(EndSell())
    assert game.state.phase == "action"
    assert game.state.actions_left == 1
    assert not game.state.tiles["colne/1"].flipped
    assert game.current_player == 0


def test_failed_distant_sale_ends_the_whole_sell_action() -> None:
    game = _two_mills([1, 4], pos=5)
    place(game, "colne/1", 0, "cotton", 2)
    place(game, "burnley/0", 0, "cotton", 2)
    place(game, "burnley/1", 1, "port", 2)
    link(game, "burnley__colne", 1)
    game.apply(Sell("wigan", "colne/0", DISTANT))  # 5 -> 6: +0 spaces, flips (+4)
    assert income(game, 0) == 14
    assert game.state.phase == "sell_more"
    game.apply(SellMore("colne/1", DISTANT))  # 6 + 4 -> X: fails
    state = game.state
    assert state.distant_closed
    assert state.phase == "action"  # burnley/0 could still sell to the port, but the action is over
    assert not state.tiles["colne/1"].flipped
    assert not state.tiles["burnley/0"].flipped
    assert income(game, 0) == 14
    assert state.actions_left == 1


def test_sell_more_to_a_port_flips_the_port() -> None:
    game = _two_mills([1])
    place(game, "burnley/1", 1, "port", 2)
    link(game, "burnley__colne", 1)
    game.apply(Sell("wigan", "colne/0", DISTANT))
    game.apply(SellMore("colne/1", "burnley/1"))
    assert game.state.tiles["burnley/1"].flipped
    assert income(game, 1) == 13  # port level 2: +3 spaces
    assert income(game, 0) == 21  # 10 + 3 + 4 + 4


def test_sell_more_outside_a_sell_action_is_refused() -> None:
    game = _two_mills([1])
    assert_illegal(game, SellMore("colne/1", DISTANT),
                   [("wrong_phase", {"phase": "action", "needed": "sell_more"})])


def test_income_marker_stops_at_space_99() -> None:
    game = _distant_position([0])
    set_income(game, 0, 95)
    game.apply(Sell("wigan", "colne/0", DISTANT))
    assert income(game, 0) == 99  # 95 + 3 + 5 capped at 99 (income 30)
