"""R2, R9.3-R9.5, R10: turns, turn order, refills, income, shortfall, era scoring and the end.

Income levels come from tracks.json (space 10 = £0, 15 = £3, 17 = £4, 5 = -£5); tile VP
and sale values (half the cost, rounded down) from tiles.json; printed rings from
board.json (Scotland, Blackpool, Southport, Northwich, The Midlands, Yorkshire: 2 each).
"""
from __future__ import annotations

import pytest

from brass_desktop.engine import CANAL, RAIL, BuildIndustry, BuildLink, Game, GameSetup, Pass, SellTile, TakeLoan
from brass_desktop.engine.brass.state import Tile
from tests.engine.scenario import (
    NAMES,
    assert_illegal,
    give_cards,
    income,
    link,
    markets,
    money,
    new_game,
    place,
    set_income,
    set_money,
    set_turn,
)


# -- turns (R2.2, R2.5) -----------------------------------------------------------------------------
def test_first_canal_round_has_one_action_per_turn_and_refills_one_card() -> None:
    game = Game.new(GameSetup(NAMES[:3], seed=7))
    state = game.state
    assert (state.era, state.round, state.actions_left) == (CANAL, 1, 1)
    assert len(state.deck) == 33  # 66 cards - 9 removed (3 players) - 3 x 8 dealt
    order = list(state.turn_order)
    for index, player in enumerate(order):
        assert game.current_player == player
        assert state.actions_left == 1
        game.apply(Pass(state.players[player].hand[0]))
        assert len(state.players[player].hand) == 8  # 7 left + 1 drawn at the end of the turn
        assert len(state.deck) == 33 - (index + 1)
    assert state.round == 2
    assert state.turn_order == order  # nobody spent anything: the order is kept
    assert state.actions_left == 2


def test_hands_are_refilled_at_the_end_of_the_turn_not_after_each_action() -> None:
    game = new_game()
    game.state.deck = ["bolton", "bury", "colne"]
    give_cards(game, 0, ["wigan", "port", "iron", "coal", "cotton", "wigan", "port", "iron"])
    give_cards(game, 1, ["wigan"])
    game.apply(Pass("wigan"))
    assert len(game.state.players[0].hand) == 7
    assert game.state.deck == ["bolton", "bury", "colne"]
    game.apply(Pass("port"))
    assert game.state.players[0].hand[-2:] == ["bolton", "bury"]
    assert len(game.state.players[0].hand) == 8
    assert game.state.deck == ["colne"]
    assert game.current_player == 1


def test_actions_after_the_turn_belong_to_the_next_player() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan", "port"])
    give_cards(game, 1, ["wigan", "port"])
    game.apply(TakeLoan("wigan", 10))
    game.apply(TakeLoan("port", 10))
    assert game.current_player == 1
    assert game.state.actions_left == 2
    assert money(game, 0) == 50


# -- turn order and income (R2.3, R2.4, R9.3) ---------------------------------------------------------
def _last_turn_of_round(order: list[int], spent: dict[int, int]) -> Game:
    """Round 2: the last player in ``order`` has one action left; everybody still has cards."""
    game = new_game()
    set_turn(game, order[-1], actions_left=1, order=order)
    for player, amount in spent.items():
        game.state.players[player].spent = amount
    for player in range(3):
        give_cards(game, player, ["wigan", "port"])
    return game


def test_turn_order_by_money_spent_ties_keep_the_previous_order() -> None:
    game = _last_turn_of_round([2, 0, 1], {2: 10, 0: 10})
    game.apply(TakeLoan("wigan", 30))  # a loan is not spending: player 1 spent £0
    state = game.state
    assert state.turn_order == [1, 2, 0]
    assert [p.spent for p in state.players] == [0, 0, 0]
    assert (state.round, state.turn_index, state.actions_left) == (3, 0, 2)
    assert game.current_player == 1


def test_turn_order_counts_the_money_spent_on_the_last_action() -> None:
    game = _last_turn_of_round([2, 0, 1], {2: 10, 0: 11})
    game.apply(BuildIndustry(("port",), "fleetwood/0", "port"))  # first build (R3.2): port level 1, £6
    assert game.state.turn_order == [1, 2, 0]  # player 1 spent £6 < £10 < £11


def test_turn_order_spending_includes_market_cubes() -> None:
    game = _last_turn_of_round([0, 1, 2], {0: 12, 1: 13})
    link(game, "rochdale__yorkshire", 0)
    give_cards(game, 2, ["rochdale"])
    game.state.players[2].stacks["cotton"] = (2,)
    game.edit()  # the state was edited by hand
    game.apply(BuildIndustry(("rochdale",), "rochdale/0", "cotton"))  # £14 + £1 coal = £15
    assert game.state.turn_order == [0, 1, 2]


def test_income_is_paid_at_the_end_of_the_round_including_negative_income() -> None:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 0, 17)  # £4
    set_income(game, 1, 5)  # -£5
    set_income(game, 2, 10)  # £0
    game.apply(Pass("wigan"))
    assert [money(game, p) for p in range(3)] == [34, 25, 30]
    assert game.state.players[1].spent == 0  # negative income is not spending
    assert [income(game, p) for p in range(3)] == [17, 5, 10]


# -- shortfall (R9.4) -------------------------------------------------------------------------------
def _shortfall(player_money: int) -> Game:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 0, 17)  # £4
    set_income(game, 1, 5)  # -£5
    set_income(game, 2, 17)
    set_money(game, 1, player_money)
    place(game, "bolton/0", 1, "cotton", 1)  # sells for £6
    place(game, "preston/0", 1, "port", 1, flipped=True)  # sells for £3
    place(game, "wigan/0", 1, "coal", 2, cubes=2)  # sells for £3
    place(game, "colne/0", 0, "cotton", 1)
    game.apply(Pass("wigan"))
    return game


def test_shortfall_lets_the_player_choose_which_tiles_to_sell() -> None:
    game = _shortfall(2)
    state = game.state
    assert state.phase == "shortfall"
    assert game.current_player == 1
    assert money(game, 0) == 34  # paid before player 1 in turn order
    assert money(game, 2) == 30  # waits for player 1
    assert game.legal_actions() == [SellTile("bolton/0"), SellTile("preston/0"), SellTile("wigan/0")]
    assert_illegal(game, SellTile("colne/0"), [("not_your_tile", {"slot": "colne/0"})])
    assert_illegal(game, Pass("wigan"), [("wrong_phase", {"phase": "shortfall", "needed": "action"})])


def test_shortfall_stops_once_the_debt_is_covered() -> None:
    game = _shortfall(2)
    game.apply(SellTile("preston/0"))  # £2 + £3 = £5 = the debt
    state = game.state
    assert money(game, 1) == 0
    assert "preston/0" not in state.tiles
    assert set(state.tiles) == {"bolton/0", "wigan/0", "colne/0"}
    assert state.phase == "action"
    assert money(game, 2) == 34
    assert income(game, 1) == 5  # selling tiles does not change income
    assert (state.round, game.current_player) == (3, 0)
    assert_illegal(game, SellTile("bolton/0"), [("wrong_phase", {"phase": "action", "needed": "shortfall"})])


def test_shortfall_keeps_the_excess() -> None:
    game = _shortfall(2)
    game.apply(SellTile("bolton/0"))  # £2 + £6 - £5
    assert money(game, 1) == 3
    assert game.state.players[1].spent == 0


def test_shortfall_may_need_several_sales() -> None:
    game = _shortfall(0)
    game.apply(SellTile("wigan/0"))  # £3 < £5: still short
    assert game.state.phase == "shortfall"
    assert money(game, 1) == 3
    assert game.state.cubes_created["coal"] == 0  # the mine's cubes went back to the supply
    game.apply(SellTile("preston/0"))  # £6 - £5
    assert money(game, 1) == 1
    assert game.state.phase == "action"


def test_shortfall_without_tiles_leaves_money_negative_by_default() -> None:
    game = _last_turn_of_round([0, 1, 2], {})
    set_income(game, 1, 5)
    set_money(game, 1, 2)
    game.apply(Pass("wigan"))
    assert money(game, 1) == -3
    assert game.state.phase == "action"


# -- end of the canal era (R10.2-R10.4, R9.5) -------------------------------------------------------------
def _last_turn_of_era(era: str) -> Game:
    """Player 2 takes the last action of the era; every other hand and the deck are empty."""
    game = new_game(era=era)
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    return game


def _canal_board(game: Game) -> None:
    link(game, "bolton__bury", 0)
    place(game, "bolton/0", 0, "cotton", 1, flipped=True)
    place(game, "bolton/1", 1, "coal", 1, cubes=1)  # unflipped: no ring, no VP
    place(game, "bury/0", 1, "coal", 2, flipped=True)
    link(game, "colne__yorkshire", 1)
    place(game, "colne/0", 2, "cotton", 2, flipped=True)
    link(game, "northwich__the_midlands", 2)
    link(game, "ellesmere_port__northwich", 2)
    place(game, "ellesmere_port/0", 2, "port", 1, flipped=True)
    place(game, "wigan/0", 0, "coal", 2, cubes=2)


def test_canal_era_scoring_counts_flipped_tiles_and_printed_rings() -> None:
    game = _last_turn_of_era(CANAL)
    _canal_board(game)
    game.apply(Pass("wigan"))
    # player 0: bolton__bury 1 + 1 = 2; cotton level 1 = 3                          -> 5
    # player 1: colne__yorkshire 1 + 2 = 3; coal level 2 = 2 (coal level 1 unflipped) -> 5
    # player 2: northwich__the_midlands 2 + 2 = 4; ellesmere_port__northwich 1 + 2 = 3;
    #           cotton level 2 = 5; port level 1 = 2                                 -> 14
    assert [p.vp for p in game.state.players] == [5, 5, 14]


def test_canal_cleanup_removes_links_and_level_1_tiles_only() -> None:
    game = _last_turn_of_era(CANAL)
    _canal_board(game)
    markets(game, coal=3, iron=5)
    state = game.state
    state.distant_pos = 5
    state.distant_closed = True
    state.players[0].links_left = 13
    set_income(game, 0, 15)  # £3
    set_income(game, 1, 14)  # £2
    set_income(game, 2, 21)  # £6
    game.apply(Pass("wigan"))
    assert state.links == {}
    assert [p.links_left for p in state.players] == [14, 14, 14]
    assert state.tiles == {"bury/0": Tile(1, "coal", 2, 0, True), "colne/0": Tile(2, "cotton", 2, 0, True),
                           "wigan/0": Tile(0, "coal", 2, 2, False)}
    assert (state.coal_market, state.iron_market) == (3, 5)  # markets are not reset
    assert (state.distant_pos, state.distant_closed) == (0, False)
    assert state.distant_tiles == game.setup["rail_distant_tiles"]
    assert [income(game, p) for p in range(3)] == [15, 14, 21]  # removed tiles cost no income
    # income of the last canal round is paid after scoring and clean-up (R9.5)
    assert [money(game, p) for p in range(3)] == [33, 32, 36]


def test_rail_era_starts_with_a_new_deck_and_full_hands() -> None:
    game = _last_turn_of_era(CANAL)
    game.state.players[2].spent = 4
    game.state.players[0].spent = 4
    game.apply(Pass("wigan"))
    state = game.state
    rail_deck = game.setup["rail_deck"]
    assert (state.era, state.round, state.turn_index, state.actions_left) == (RAIL, 1, 0, 2)
    assert state.removed == rail_deck[:6]  # 3 players: 6 cards removed in the rail era
    assert state.players[0].hand == rail_deck[6:14]
    assert state.players[2].hand == rail_deck[22:30]
    assert state.deck == rail_deck[30:]
    assert len(state.deck) == 36
    assert state.discard == []
    assert state.rounds_in_era == 10  # 3 players: 10 rounds per era
    assert state.turn_order == [1, 0, 2]  # last canal round spending: 0, 4, 4 (tie keeps 0 before 2)


# -- end of the game (R10.5, R10.6) ---------------------------------------------------------------------
def _final(vp: list[int], cash: list[int], positions: list[int], order: list[int]) -> Game:
    game = new_game(era=RAIL)
    set_turn(game, order[-1], actions_left=1, order=order)
    game.state.deck = []
    for player in range(3):
        game.state.players[player].vp = vp[player]
        set_money(game, player, cash[player])
        set_income(game, player, positions[player])
        give_cards(game, player, [])
    give_cards(game, order[-1], ["wigan"])
    game.apply(Pass("wigan"))
    return game


def test_rail_era_end_scores_links_and_tiles_again_then_money() -> None:
    game = new_game(era=RAIL)
    set_turn(game, 2, actions_left=1, order=[0, 1, 2])
    game.state.deck = []
    give_cards(game, 0, [])
    give_cards(game, 1, [])
    give_cards(game, 2, ["wigan"])
    game.state.players[0].vp = 7
    place(game, "preston/0", 0, "port", 2, flipped=True)
    place(game, "preston/2", 1, "iron", 2, cubes=1)  # unflipped
    link(game, "blackpool__preston", 1)
    set_money(game, 0, 39)
    set_money(game, 1, 9)
    set_money(game, 2, -5)
    game.apply(Pass("wigan"))
    # player 0: 7 + port level 2 (4) + £39 // 10 (3) = 14
    # player 1: blackpool__preston 2 + 1 = 3; £9 -> 0                = 3
    # player 2: negative money scores 0                              = 0
    assert [p.vp for p in game.state.players] == [14, 3, 0]
    assert game.state.phase == "over"
    assert game.current_player is None
    assert game.legal_actions() == []
    outcome = game.outcome()
    assert outcome.ranking == (0, 1, 2)
    assert outcome.winners == (0,)
    assert outcome.decided_by == "vp"


def test_no_income_after_the_last_rail_round() -> None:
    game = _final([0, 0, 0], [30, 30, 30], [17, 5, 10], [0, 1, 2])
    assert [money(game, p) for p in range(3)] == [30, 30, 30]


def test_tie_broken_by_income_level() -> None:
    game = _final([20, 21, 0], [30, 20, 0], [17, 19, 10], [0, 1, 2])  # VP 23, 23; income £4 vs £5
    outcome = game.outcome()
    assert [p.vp for p in game.state.players] == [23, 23, 0]
    assert outcome.winners == (1,)
    assert outcome.decided_by == "income"


def test_tie_broken_by_money() -> None:
    game = _final([20, 20, 0], [35, 39, 0], [17, 18, 10], [0, 1, 2])  # both £4 income
    outcome = game.outcome()
    assert outcome.winners == (1,)
    assert outcome.ranking == (1, 0, 2)
    assert outcome.decided_by == "money"


def test_tie_broken_by_final_turn_order() -> None:
    game = _final([20, 20, 0], [35, 35, 0], [17, 18, 10], [1, 0, 2])
    outcome = game.outcome()
    assert outcome.winners == (1,)
    assert outcome.ranking == (1, 0, 2)
    assert outcome.decided_by == "turn_order"


def test_game_over_refuses_every_action() -> None:
    game = _final([0, 0, 0], [0, 0, 0], [10, 10, 10], [0, 1, 2])
    assert [(v.reason.value, v.params) for v in game.explain(Pass("wigan"))] == [("game_over", {})]
    assert [(v.reason.value, v.params) for v in game.explain(BuildLink("wigan", ("bolton__bury",)))] == [
        ("game_over", {})]


# -- whole eras (R1.7, R2.5, R9.2, R10.1) -------------------------------------------------------------
@pytest.mark.parametrize("players, rounds", [(2, 10), (3, 10), (4, 8)])
def test_eras_last_the_printed_number_of_rounds_and_loans_close_for_the_last_four(players: int,
                                                                                  rounds: int) -> None:
    game = Game.new(GameSetup(NAMES[:players], seed=11))
    seen: dict[str, set[int]] = {CANAL: set(), RAIL: set()}
    loans_open: dict[int, set[bool]] = {}
    while not game.is_over():
        state = game.state
        player = game.current_player
        seen[state.era].add(state.round)
        card = state.players[player].hand[0]
        if state.era == RAIL:
            loans_open.setdefault(state.round, set()).add(game.is_legal(TakeLoan(card, 10)))
        game.apply(Pass(card))
    assert seen[CANAL] == set(range(1, rounds + 1))
    assert seen[RAIL] == set(range(1, rounds + 1))
    assert loans_open == {
        r: ({True} if r <= rounds - 4 else {False}) for r in range(1, rounds + 1)}
