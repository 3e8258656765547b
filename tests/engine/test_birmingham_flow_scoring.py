"""Brass: Birmingham 6 end of round (turn order, income, shortfall), 7 end of era (link and
industry scoring, level-1 removal, merchant beer, new deck and hands), 8 winning, 9 starter game.

Income levels from tracks.json (space 17 = level 4, 5 = -5, 8 = -2, 11 and 12 = level 1);
tile VP, link icons and costs from tiles.json (cotton I 5 VP 1 icon £12; manufacturer I 3 VP
2 icons; brewery I 4 VP 2 icons; coal I £5; coal II 2 VP 1 icon; pottery II £0 1 VP);
merchant locations always count 2 link icons (board.json link_scoring).
"""
from __future__ import annotations

from collections import Counter

import pytest

from brass_desktop.engine import CANAL, RAIL, BuildIndustry, Game, Pass, Sell, SellTile, TakeLoan
from brass_desktop.engine.brass.actions import WILD_CARDS
from brass_desktop.engine.brass.options import BirminghamOptions
from brass_desktop.engine.brass.state import Tile
from tests.engine.scenario import (
    assert_illegal,
    give_cards,
    income,
    link,
    merchant_beer,
    money,
    new_birmingham,
    place,
    set_income,
    set_merchant_beer,
    set_money,
    set_turn,
    vp,
)


# -- end of round (6.3, 6.4) ------------------------------------------------------------------------
def _last_turn_of_round(order: list[int], spent: dict[int, int]) -> Game:
    """Round 3 of the canal era: the last player in ``order`` has one action left."""
    game = new_birmingham(round_=3)
    set_turn(game, order[-1], actions_left=1, order=order)
    for player, amount in spent.items():
        game.state.players[player].spent = amount
    for player in range(3):
        give_cards(game, player, ["dudley", "coventry"])
    return game


def test_turn_order_by_money_spent_ties_keep_the_previous_order() -> None:
    game = _last_turn_of_round([2, 0, 1], {2: 10, 0: 10})
    game.apply(TakeLoan("dudley", 30))  # a loan is not spending: player 1 spent £0
    state = game.state
    assert state.turn_order == [1, 2, 0]
    assert [p.spent for p in state.players] == [0, 0, 0]
    assert (state.round, state.turn_index, state.actions_left, game.current_player) == (4, 0, 2, 1)


def test_turn_order_counts_market_purchases() -> None:
    game = _last_turn_of_round([0, 1, 2], {0: 6, 1: 7})
    link(game, "birmingham__walsall", 2)
    give_cards(game, 2, ["brewery"])
    game.apply(BuildIndustry(("brewery",), "walsall/1", "brewery"))  # £5 + market iron £2 = £7
    assert game.state.turn_order == [0, 1, 2]  # 6 < 7 = 7: the tie keeps 1 before 2


def test_income_is_paid_by_level_including_negative_income() -> None:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 0, 17)  # level 4
    set_income(game, 1, 5)  # level -5
    set_income(game, 2, 12)  # level 1
    game.apply(Pass("dudley"))
    assert [money(game, p) for p in range(3)] == [21, 12, 18]
    assert [income(game, p) for p in range(3)] == [17, 5, 12]
    assert [p.spent for p in game.state.players] == [0, 0, 0]


# -- shortfall (6.5) ----------------------------------------------------------------------------------
def _shortfall(cash: int, vp_before: int = 0) -> Game:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 5)  # pays £5
    set_money(game, 1, cash)
    game.state.players[1].vp = vp_before
    place(game, "worcester/0", 1, "cotton", 1, flipped=True)  # £12 -> £6
    place(game, "stafford/1", 1, "pottery", 2)  # £0 -> £0
    place(game, "dudley/0", 1, "coal", 1, cubes=2)  # £5 -> £2
    link(game, "birmingham__dudley", 1)  # links are never sold
    place(game, "coventry/0", 0, "pottery", 1)
    game.apply(Pass("dudley"))
    return game


def test_shortfall_player_chooses_tiles_sold_at_half_cost() -> None:
    game = _shortfall(1)
    state = game.state
    assert (state.phase, game.current_player) == ("shortfall", 1)
    # pottery II at stafford/1 is worth £0: it is no way to pay (6.5), so it is not offered
    assert game.legal_actions() == [SellTile("dudley/0"), SellTile("worcester/0")]
    assert_illegal(game, SellTile("coventry/0"), [("not_your_tile", {"slot": "coventry/0"})])
    assert_illegal(game, SellTile("stafford/1"), [("tile_worth_nothing", {"slot": "stafford/1"})])
    game.apply(SellTile("dudley/0"))  # coal I: £2 (its cubes go back to the supply)
    assert (state.phase, money(game, 1)) == ("shortfall", 3)
    assert state.cubes_created["coal"] == 0
    game.apply(SellTile("worcester/0"))  # cotton I: £6; £9 - £5 = £4, the excess is kept
    assert (state.phase, money(game, 1)) == ("action", 4)
    assert state.links == {"birmingham__dudley": 1}
    assert (vp(game, 1), income(game, 1)) == (0, 5)
    assert money(game, 2) == 17  # paid after player 1 in turn order
    assert state.tiles["stafford/1"] == Tile(1, "pottery", 2, 0, False)  # the £0 tile stays


def test_shortfall_from_no_money_sells_until_the_debt_is_covered() -> None:
    game = _shortfall(0, vp_before=10)
    game.apply(SellTile("dudley/0"))
    assert game.state.phase == "shortfall"
    game.apply(SellTile("worcester/0"))  # £2 + £6 = £8; £8 - £5 = £3 kept
    assert (money(game, 1), vp(game, 1)) == (3, 10)  # covered by tiles: no VP lost
    assert game.state.phase == "action"
    assert "stafford/1" in game.state.tiles


def test_shortfall_with_only_a_pottery_ii_pays_in_vp_at_once() -> None:
    """Issue 16: a £0 tile is no way to pay: no decision, £4 short -> 4 VP, the tile stays."""
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 5)  # level -5
    set_money(game, 1, 1)
    game.state.players[1].vp = 9
    place(game, "stafford/1", 1, "pottery", 2, flipped=True)  # £0
    game.apply(Pass("dudley"))
    assert game.state.phase == "action"
    assert (money(game, 1), vp(game, 1)) == (0, 5)
    assert game.state.tiles["stafford/1"] == Tile(1, "pottery", 2, 0, True)
    assert game.legal_actions("sell_tile") == []


def test_shortfall_asks_only_for_the_paying_tile_then_vp() -> None:
    """One £0 tile (pottery IV) and one paying tile (coal I, £2): only the coal mine is offered;
    £1 + £2 = £3 against £7 leaves £4 short -> 4 VP; the pottery stays."""
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 3)  # level -7
    set_money(game, 1, 1)
    game.state.players[1].vp = 20
    place(game, "stoke_on_trent/1", 1, "pottery", 4)
    place(game, "dudley/0", 1, "coal", 1, cubes=2)  # £5 -> £2
    game.apply(Pass("dudley"))
    assert (game.state.phase, game.current_player) == ("shortfall", 1)
    assert game.legal_actions() == [SellTile("dudley/0")]
    assert_illegal(game, SellTile("stoke_on_trent/1"), [("tile_worth_nothing", {"slot": "stoke_on_trent/1"})])
    game.apply(SellTile("dudley/0"))
    assert game.state.phase == "action"
    assert (money(game, 1), vp(game, 1)) == (0, 16)
    assert sorted(s for s, t in game.state.tiles.items() if t.owner == 1) == ["stoke_on_trent/1"]


def test_shortfall_without_tiles_loses_vp_but_not_below_zero() -> None:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 5)
    set_money(game, 1, 2)
    game.state.players[1].vp = 2
    set_income(game, 2, 4)  # level -6
    set_money(game, 2, 1)
    game.state.players[2].vp = 9
    game.apply(Pass("dudley"))
    assert (money(game, 1), vp(game, 1)) == (0, 0)  # £3 short, only 2 VP to lose
    assert (money(game, 2), vp(game, 2)) == (0, 4)  # £5 short: -5 VP
    assert game.state.phase == "action"


# -- end of the canal era (7.1-7.8) ----------------------------------------------------------------------
def _last_turn_of_era(era: str, options: BirminghamOptions | None = None,
                      merchants: dict[str, str] | None = None) -> Game:
    """Player 2 takes the last action of the era; every other hand and the deck are empty."""
    game = new_birmingham(era=era, round_=9, options=options, merchants=merchants)
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["dudley"])
    return game


def _canal_board(game: Game) -> None:
    link(game, "gloucester__worcester", 0)  # Gloucester 2 + Worcester 1 = 3
    place(game, "worcester/0", 0, "cotton", 1, flipped=True)  # 5 VP, 1 icon
    link(game, "birmingham__worcester", 0)  # Birmingham 2 + Worcester 1 = 3
    place(game, "birmingham/1", 1, "manufacturer", 1, flipped=True)  # 3 VP, 2 icons
    place(game, "birmingham/2", 2, "iron", 1, cubes=2)  # unflipped: no icons, no VP
    link(game, "kidderminster__worcester", 1)  # Kidderminster 0 + Worcester 1 + farm 2 = 3 (Q4)
    place(game, "farm_brewery_south/0", 1, "brewery", 1, flipped=True)  # 4 VP, 2 icons
    place(game, "kidderminster/0", 2, "coal", 1, cubes=1)
    link(game, "birmingham__oxford", 2)  # Birmingham 2 + Oxford 2 = 4
    place(game, "dudley/0", 2, "coal", 2, flipped=True)  # 2 VP, no adjacent link
    place(game, "cannock/1", 1, "coal", 2, cubes=2)  # level 2, unflipped: stays with its cubes


def test_canal_era_scoring_links_then_flipped_industries() -> None:
    game = _last_turn_of_era(CANAL)
    _canal_board(game)
    game.apply(Pass("dudley"))
    # player 0: links 3 + 3, cotton I 5 = 11
    # player 1: link 3, manufacturer I 3 + brewery I 4 = 10
    # player 2: link 4, coal II 2 = 6
    assert [vp(game, p) for p in range(3)] == [11, 10, 6]


def test_canal_cleanup_removes_links_and_level_1_tiles_and_refills_merchant_beer() -> None:
    game = _last_turn_of_era(CANAL, merchants={"gloucester/m0": "cotton", "gloucester/m1": "blank",
                                               "oxford/m0": "any", "oxford/m1": "pottery"})
    _canal_board(game)
    set_merchant_beer(game, "gloucester/m0", 0)
    set_merchant_beer(game, "oxford/m1", 0)
    game.state.coal_market, game.state.iron_market = 4, 9
    game.state.players[0].links_left = 12
    set_income(game, 0, 17)  # level 4
    set_income(game, 1, 12)  # level 1
    set_income(game, 2, 10)  # level 0
    game.state.players[1].spent = 3
    game.apply(Pass("dudley"))
    state = game.state
    assert state.links == {}
    assert [p.links_left for p in state.players] == [14, 14, 14]
    assert state.tiles == {"dudley/0": Tile(2, "coal", 2, 0, True), "cannock/1": Tile(1, "coal", 2, 2, False)}
    assert state.cubes_created["coal"] == 2 and state.cubes_created["iron"] == 0
    assert [merchant_beer(game, m) for m in ("gloucester/m0", "gloucester/m1", "oxford/m0", "oxford/m1")] == [
        1, 0, 1, 1]
    assert (state.coal_market, state.iron_market) == (4, 9)  # 7.8: markets carry over
    assert [money(game, p) for p in range(3)] == [21, 18, 17]  # last canal round's income (6.4)
    assert [income(game, p) for p in range(3)] == [17, 12, 10]
    assert state.turn_order == [0, 2, 1]  # spending in the last canal round: 0, 3, 0


def test_rail_era_starts_with_a_new_deck_without_wild_cards_eight_cards_and_two_actions() -> None:
    game = _last_turn_of_era(CANAL)
    game.apply(Pass("dudley"))
    state = game.state
    assert (state.era, state.round, state.turn_index, state.actions_left) == (RAIL, 1, 0, 2)
    assert [len(p.hand) for p in state.players] == [8, 8, 8]
    assert len(state.deck) == 54 - 24
    assert state.discard == []
    cards = state.deck + [c for p in state.players for c in p.hand]
    assert Counter(cards) == Counter(game.data.decks["3p"])  # 7.6: every card, no wild card
    assert not set(cards) & set(WILD_CARDS)
    assert state.rounds_in_era == 9


# -- end of the game (6.4, 7, 8) ----------------------------------------------------------------------
def test_rail_era_scoring_counts_level_2_tiles_again_no_income_no_money_vp() -> None:
    game = _last_turn_of_era(RAIL)
    game.state.players[0].vp = 11
    place(game, "dudley/0", 0, "coal", 2, flipped=True)  # scored in the canal era, scores again: 2
    place(game, "dudley/1", 1, "iron", 2, cubes=1)  # unflipped
    link(game, "birmingham__dudley", 1)  # Birmingham 0 + Dudley 1 = 1
    link(game, "coalbrookdale__shrewsbury", 2)  # Coalbrookdale 0 + Shrewsbury 2 = 2
    set_income(game, 0, 17)
    set_money(game, 0, 80)
    game.apply(Pass("dudley"))
    assert [vp(game, p) for p in range(3)] == [13, 1, 2]
    assert money(game, 0) == 80  # no income after the final round, money is not VP
    assert game.state.phase == "over"
    outcome = game.outcome()
    assert (outcome.winners, outcome.ranking, outcome.decided_by) == ((0,), (0, 2, 1), "vp")


def _final(vps: list[int], cash: list[int], positions: list[int]) -> Game:
    game = _last_turn_of_era(RAIL)
    for player in range(3):
        game.state.players[player].vp = vps[player]
        set_money(game, player, cash[player])
        set_income(game, player, positions[player])
    game.apply(Pass("dudley"))
    return game


def test_tie_broken_by_income_level_not_space() -> None:
    game = _final([20, 20, 5], [10, 10, 0], [13, 12, 10])  # levels 2 and 1
    assert game.outcome().winners == (0,)
    assert game.outcome().decided_by == "income"
    game = _final([20, 20, 5], [10, 11, 0], [12, 11, 10])  # both level 1: money decides
    assert game.outcome().winners == (1,)
    assert game.outcome().ranking == (1, 0, 2)
    assert game.outcome().decided_by == "money"


def test_full_tie_is_shared_whatever_the_turn_order() -> None:
    game = _final([20, 20, 20], [10, 10, 9], [12, 11, 12])
    outcome = game.outcome()
    assert outcome.winners == (0, 1)
    assert outcome.decided_by == "shared"


# -- starter game (9) -----------------------------------------------------------------------------------
def test_starter_game_ends_after_the_canal_era_with_its_extra_scoring() -> None:
    game = _last_turn_of_era(CANAL, options=BirminghamOptions(starter=True))
    place(game, "dudley/0", 0, "coal", 2, flipped=True)  # 2 VP, and again as a level-2 tile
    place(game, "worcester/0", 0, "cotton", 1, flipped=True)  # 5 VP, level 1: once
    place(game, "walsall/0", 1, "iron", 2, cubes=1)  # unflipped: nothing
    set_money(game, 0, 70)  # 17 VP by £4, capped at 15
    set_income(game, 0, 17)  # level 4
    set_money(game, 1, 23)  # 5 VP
    set_income(game, 1, 7)  # level -3
    set_money(game, 2, 3)  # 0 VP
    set_income(game, 2, 8)  # level -2
    game.state.players[2].vp = 4
    game.apply(Pass("dudley"))
    # player 0: 2 + 5 + 15 + 4 + 2 = 28; player 1: 5 - 3 = 2; player 2: 4 - 2 = 2
    assert [vp(game, p) for p in range(3)] == [28, 2, 2]
    assert game.state.phase == "over"
    assert [money(game, p) for p in range(3)] == [70, 23, 3]  # no income after the final round
    outcome = game.outcome()
    assert outcome.winners == (0,)
    assert outcome.ranking == (0, 2, 1)  # 2 VP each: level -2 beats level -3 (8.2)


# -- more end-of-round and era details --------------------------------------------------------------
def test_shortfall_selling_every_tile_then_vp() -> None:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 3)  # level -7
    set_money(game, 1, 1)
    game.state.players[1].vp = 20
    place(game, "dudley/0", 1, "coal", 1, cubes=2)  # £5 -> £2
    game.apply(Pass("dudley"))
    assert game.state.phase == "shortfall"
    game.apply(SellTile("dudley/0"))
    # £1 + £2 = £3 against £7: £4 short -> 4 VP
    assert (money(game, 1), vp(game, 1)) == (0, 16)
    assert game.state.phase == "action"


def test_hands_refill_at_the_end_of_the_turn_not_after_each_action() -> None:
    game = new_birmingham()
    deck = list(game.state.deck[:3])
    give_cards(game, 0, ["dudley", "coventry", "coal", "iron", "brewery", "pottery", "stafford", "cannock"])
    game.apply(Pass("dudley"))
    assert len(game.state.players[0].hand) == 7
    game.apply(Pass("coventry"))
    assert game.state.players[0].hand[-2:] == deck[:2]
    assert game.state.deck[0] == deck[2]


@pytest.mark.parametrize("start", [92, 96, 98])
def test_income_cannot_pass_space_99(start: int) -> None:
    game = new_birmingham(merchants={"oxford/m0": "cotton"})
    link(game, "birmingham__oxford", 0)
    place(game, "birmingham/0", 0, "cotton", 1)
    set_income(game, 0, start)
    give_cards(game, 0, ["dudley"])
    game.apply(Sell("dudley", "birmingham/0", "oxford/m0"))  # cotton I +5, then Oxford's barrel +2
    assert income(game, 0) == 99  # 6.2 and edge case 16: 92 + 7 = 99; the rest is lost
    assert game.data.income_level(99) == 30


def test_shortfall_in_the_last_canal_round_is_settled_before_scoring() -> None:
    game = _last_turn_of_era(CANAL)
    set_income(game, 1, 5)  # level -5
    set_money(game, 1, 0)
    place(game, "worcester/0", 1, "cotton", 1, flipped=True)  # 5 VP, sells for £6
    place(game, "dudley/0", 1, "coal", 2, flipped=True)  # 2 VP, sells for £3
    game.apply(Pass("dudley"))
    assert (game.state.phase, game.state.era) == ("shortfall", CANAL)
    game.apply(SellTile("worcester/0"))  # £6 - £5 = £1
    state = game.state
    assert money(game, 1) == 1
    assert vp(game, 1) == 2  # only the coal mine was left to score
    assert (state.era, state.round, state.phase) == (RAIL, 1, "action")
    assert state.tiles == {"dudley/0": Tile(1, "coal", 2, 0, True)}
