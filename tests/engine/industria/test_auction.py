"""rules.md 5 / design.md 8.1-8.2: putting up, bidding once each, selling and keeping."""
from __future__ import annotations

import pytest

from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.reasons import IllegalActionError
from brass_desktop.engine.industria.actions import (
    Bid,
    Build,
    EndBuild,
    Exchange,
    Keep,
    PassBid,
    PutUp,
    Sell,
)
from brass_desktop.engine.industria.rules import auction
from brass_desktop.engine.industria.state import BUILD

from .scenario import auction_position, explain_as, reasons

TILES = ["I-F-stone", "I-F-wood", "I-T-printing", "I-B-canal"]


def fresh() -> Game:
    return auction_position(revealed=TILES, coins=[5, 5, 3, 0])


def test_auctioneer_puts_up_any_revealed_tile_and_bidding_starts_at_the_left() -> None:
    game = fresh()
    assert game.current_player == 0
    assert game.legal_actions() == [PutUp(t) for t in TILES]
    game.apply(PutUp("I-T-printing"))
    assert game.state.lot == "I-T-printing" and game.state.revealed == ("I-F-stone", "I-F-wood", "I-B-canal")
    assert game.state.to_bid == [1, 2, 3] and game.current_player == 1
    assert game.legal_actions() == [Bid(1), Bid(2), Bid(3), Bid(4), Bid(5), PassBid()]


def test_each_bid_must_beat_the_high_bid_and_stay_within_the_coins() -> None:
    game = fresh()
    game.apply(PutUp("I-F-stone"))
    game.apply(Bid(2))
    assert game.current_player == 2
    assert game.legal_actions() == [Bid(3), PassBid()]  # Cort has 3 coins
    assert reasons(game.explain(Bid(2))) == [("industria_bid_too_low", {"bid": 2, "minimum": 3})]
    assert reasons(game.explain(Bid(4))) == [("industria_bid_over_coins", {"bid": 4, "coins": 3})]
    assert reasons(game.explain(Bid(0))) == [("industria_bid_too_low", {"bid": 0, "minimum": 3})]
    game.apply(PassBid())
    assert game.current_player == 3 and game.legal_actions() == [PassBid()]  # Darby has no coins
    assert reasons(game.explain(Bid(3))) == [("industria_bid_over_coins", {"bid": 3, "coins": 0})]


def test_a_bid_both_too_low_and_over_the_coins_gives_both_reasons() -> None:
    game = fresh()
    game.apply(PutUp("I-F-stone"))
    game.apply(Bid(5))
    game.apply(PassBid())  # Cort (3 coins) passes; Darby has 0
    assert reasons(game.explain(Bid(4))) == [("industria_bid_too_low", {"bid": 4, "minimum": 6}),
                                             ("industria_bid_over_coins", {"bid": 4, "coins": 0})]


def test_sell_pays_the_auctioneer_who_stays_auctioneer() -> None:
    game = fresh()
    game.apply(PutUp("I-F-stone"))
    game.apply(Bid(1))
    game.apply(Bid(3))
    game.apply(PassBid())
    assert game.current_player == 0 and game.legal_actions() == [Sell(), Keep()]
    events = game.apply(Sell())
    assert [p.coins for p in game.state.players] == [8, 5, 0, 0]
    assert game.state.players[2].hand == ("I-F-stone",)
    assert {"type": "sold", "player": 0, "buyer": 2, "tile": "I-F-stone", "price": 3} in events
    assert game.state.auctioneer == 0 and game.current_player == 0 and game.state.start_player == 0


def test_keep_is_free_and_passes_the_role_left_but_not_the_start_player() -> None:
    game = fresh()
    game.apply(PutUp("I-F-wood"))
    game.apply(Bid(4))
    game.apply(PassBid())
    game.apply(PassBid())
    game.apply(Keep())
    assert [p.coins for p in game.state.players] == [5, 5, 3, 0]
    assert game.state.players[0].hand == ("I-F-wood",)
    assert game.state.auctioneer == 1 and game.current_player == 1 and game.state.start_player == 0
    game.apply(PutUp("I-B-canal"))
    assert game.state.to_bid == [2, 3, 0]  # the former auctioneer bids normally (5.5)


def test_without_a_bid_the_auctioneer_must_keep() -> None:
    game = fresh()
    game.apply(PutUp("I-F-wood"))
    for _ in range(3):
        game.apply(PassBid())
    assert game.legal_actions() == [Keep()]
    assert reasons(game.explain(Sell())) == [("industria_no_bid", {})]
    with pytest.raises(IllegalActionError):
        game.apply(Sell())


def test_the_auctioneer_cannot_bid_and_nobody_acts_out_of_turn() -> None:
    game = fresh()
    assert reasons(game.explain(Bid(1))) == [("industria_no_lot", {})]
    assert reasons(game.explain(Sell())) == [("industria_no_lot", {})]
    assert reasons(game.explain(Keep())) == [("industria_no_lot", {})]
    assert reasons(game.explain(PutUp("I-F-brick"))) == [("industria_tile_not_revealed", {"tile": "I-F-brick"})]
    assert reasons(game.explain(Build("I-F-stone", ()))) == [("industria_wrong_phase", {"phase": "auction"})]
    assert reasons(game.explain(EndBuild())) == [("industria_wrong_phase", {"phase": "auction"})]
    game.apply(PutUp("I-F-wood"))
    assert reasons(game.explain(PutUp("I-F-stone"))) == [("industria_lot_already_up", {"tile": "I-F-wood"})]
    assert reasons(explain_as(game, 0, Bid(1))) == [("industria_not_your_turn", {"player": 1})]
    assert reasons(explain_as(game, 0, Sell())) == [("industria_not_your_turn", {"player": 1})]
    assert reasons(explain_as(game, 2, Bid(1))) == [("industria_not_your_turn", {"player": 1})]
    assert reasons(game.explain(Keep())) == [("industria_not_auctioneer", {"auctioneer": 0})]
    assert reasons(game.explain(Sell())) == [("industria_not_auctioneer", {"auctioneer": 0})]
    for _ in range(3):
        game.apply(PassBid())
    assert reasons(game.explain(Bid(1))) == [("industria_auctioneer_cannot_bid", {})]
    assert reasons(game.explain(PassBid())) == [("industria_auctioneer_cannot_bid", {})]
    assert reasons(explain_as(game, 1, Bid(1))) == [("industria_not_your_turn", {"player": 0})]


def test_a_bid_that_is_not_a_whole_number_is_refused() -> None:
    game = fresh()
    game.apply(PutUp("I-F-wood"))
    # the core checks an action's shape before its rule module (Game._check): a malformed field is the
    # core's bad action, naming the field
    assert reasons(game.explain(Bid(True))) == [("bad_action", {"field": "amount"})]
    assert reasons(game.explain(Bid("2"))) == [("bad_action", {"field": "amount"})]  # type: ignore[arg-type]


def test_raw_tiles_may_be_exchanged_before_bidding() -> None:
    game = auction_position(revealed=TILES, coins=[5, 1, 3, 0], hands={1: ["I-R-stone", "I-R-wood"]})
    game.apply(PutUp("I-F-stone"))
    assert game.legal_actions() == [Bid(1), PassBid(), Exchange("I-R-stone"), Exchange("I-R-wood")]
    game.apply(Exchange("I-R-wood"))
    assert game.state.players[1].coins == 2 and game.state.removed[-1] == "I-R-wood"
    assert game.current_player == 1  # still Brunel's decision
    game.apply(Bid(2))
    assert game.state.high_bid == 2


def test_a_refused_action_changes_nothing() -> None:
    game = fresh()
    game.apply(PutUp("I-F-wood"))
    before = game.state.to_dict()
    for bad in (Bid(9), Sell(), Keep(), PutUp("I-F-stone"), Exchange("I-F-stone")):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    assert game.state.to_dict() == before


def test_the_auction_ends_when_every_tile_is_gone_then_the_start_player_builds() -> None:
    game = fresh()
    for _ in TILES:
        game.apply(game.legal_actions()[0])  # put up the first tile
        while game.state.to_bid:
            game.apply(PassBid())
        game.apply(Keep())
    # every tile was kept, so the role went round once: 0, 1, 2, 3
    assert [p.hand for p in game.state.players] == [("I-F-stone",), ("I-F-wood",), ("I-T-printing",), ("I-B-canal",)]
    assert game.state.phase == BUILD and game.current_player == 0 and game.state.builders == [0, 1, 2, 3]


def test_minimum_bid_is_one() -> None:
    game = fresh()
    game.apply(PutUp("I-F-wood"))
    assert auction.minimum_bid(game.context) == 1
    game.apply(Bid(2))
    assert auction.minimum_bid(game.context) == 3
