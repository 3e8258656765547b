"""The Industria estimate (ai/industria.py): what a tile in hand is worth to its holder, what built
tiles will still score, and how an auction will end (rules.md 5.2-5.3).

Every position is the first auction of a seeded 4-player game (epoch I, round 1: 3 build turns
left for everyone, four epochs to come, 5 coins each; player 2 the auctioneer, players 3, 0, 1 to
bid), with tiles placed by hand.  A coin is then worth 1/3 + 0.3 = 0.6333 VP (its end value and
all of the early premium)."""
from __future__ import annotations

import math

import pytest

from brass_desktop.ai import industria
from brass_desktop.ai.industria import DEFAULT, EASY, Weights
from brass_desktop.engine import Game

from .helpers import new_game

COIN = 1 / 3 + 0.3
BID_ONLY = Weights(foresee=0.0)  # the default estimate, an auction judged by the bid made only


def position(lot: str | None = None, bid: int = 0, bidder: int | None = None,
             built: dict[int, tuple[str, ...]] | None = None,
             hands: dict[int, tuple[str, ...]] | None = None) -> Game:
    """The first auction of seed 3, the lot and bid set, tiles taken out of the stacks and display
    and given to players (built or in hand)."""
    game = new_game("industria", 4, 3)
    while game.state.lot is None:
        game.apply(game.legal_actions()[0])
    state = game.state.clone()
    assert state.auctioneer == 2 and state.to_bid == [3, 0, 1] and [p.coins for p in state.players] == [5] * 4
    placed = {t for tiles in (built or {}).values() for t in tiles} | {t for tiles in (hands or {}).values()
                                                                     for t in tiles}
    placed |= {lot} if lot else set()
    state.stacks = {e: tuple(t for t in s if t not in placed) for e, s in state.stacks.items()}
    state.revealed = tuple(t for t in state.revealed if t not in placed)
    for seat, tiles in (built or {}).items():
        state.players[seat].built = tiles
    for seat, tiles in (hands or {}).items():
        state.players[seat].hand = tiles
    state.lot, state.high_bid, state.high_bidder = lot, bid, bidder
    return Game(game.setup, state)


def gains(weights: industria.Weights = DEFAULT, **kwargs: object) -> list[float]:
    """What the lot and bid change in every player's estimate, against no lot at all."""
    lot = kwargs.pop("lot")
    base = industria.values(position(None, **kwargs), weights)  # type: ignore[arg-type]
    after = industria.values(position(lot, **kwargs), weights)  # type: ignore[arg-type]
    return [round(a - b, 4) for a, b in zip(after, base, strict=True)]


def test_a_coin_is_worth_its_end_value_and_the_early_premium() -> None:
    state = position().state
    assert industria.values(position()) == pytest.approx([5 * COIN] * 4)
    state.players[0].coins = 8
    assert industria.values(Game(position().setup, state))[0] == pytest.approx(8 * COIN)


def test_a_technology_waiting_for_its_resource_counts_by_its_chance() -> None:
    # Architecture: 3 VP, needs stone; nobody built the quarry and the bank sells none in epoch I
    # (6.5): chance 0.35; 1 coin for the stone; its line to Hydraulics (still to come) 0.5 VP;
    # 0.1 for the tile.  Held, not built: 0.9.
    worth = 0.9 * 0.35 * (3 + 0.5 + 0.1 - COIN)
    assert gains(BID_ONLY, lot="I-T-architecture") == pytest.approx([0, 0, worth, 0], abs=1e-4)


def test_its_own_producer_in_hand_makes_a_technology_likely() -> None:
    # the Stone Quarry in hand is laid first in the same turn (design.md 8.5): chance 0.9, stone free
    worth = 0.9 * 0.9 * (3 + 0.5 + 0.1)
    hand = ("I-F-stone",)
    got = gains(BID_ONLY, lot="I-T-architecture", hands={2: hand})
    assert got == pytest.approx([0, 0, worth, 0], abs=1e-4)


def test_a_bid_below_the_auctioneers_worth_is_probably_refused() -> None:
    # judged by the bid made only: the auctioneer (worth of the lot 0.934) sells at 1 coin
    # (0.633 VP) with the chance 1 / (1 + e^((0.934 - 0.633) / 0.5)) = 0.425
    keep = 0.9 * 0.35 * (3 + 0.5 + 0.1 - COIN)
    sold = 1 / (1 + math.exp((keep - COIN) / 0.5))
    got = gains(BID_ONLY, lot="I-T-architecture", bid=1, bidder=0)
    bidder = sold * (keep - COIN)  # the lot (its coin for the stone still paid) less the bid
    assert got == pytest.approx([bidder, 0, sold * COIN + (1 - sold) * keep, 0], abs=1e-4)


def test_the_bidder_who_values_the_lot_most_wins_it_at_the_auctioneers_price() -> None:
    # Printing Press: 2 VP, needs wood; player 3 built the Sawmill (wood free), the others pay it
    # 1 coin.  Lines to Mechanics and Optics, both to come: 0.5 each; 0.1 for the tile.
    own = 0.9 * (2 + 0.5 + 0.5 + 0.1)
    other = 0.9 * (2 + 0.5 + 0.5 + 0.1 - COIN)
    # Player 3 would pay up to 4 coins (own - 4 coins > 0 > own - 5 coins), players 0 and 1 up
    # to 3; the auctioneer sells above its own worth: from 4 coins.  Player 3 wins at 4 coins,
    # sold with the chance 1 / (1 + e^((other - 4 coins) / 0.5)).
    assert own - 4 * COIN > 0 > own - 5 * COIN and other - 3 * COIN > 0 > other - 4 * COIN
    sold = 1 / (1 + math.exp((other - 4 * COIN) / 0.5))
    got = gains(DEFAULT, lot="I-T-printing", built={3: ("I-F-wood",)})
    assert got == pytest.approx([0, 0, sold * 4 * COIN + (1 - sold) * other, sold * (own - 4 * COIN)], abs=1e-4)
    # judged by the bid made only, the auctioneer keeps the lot
    assert gains(BID_ONLY, lot="I-T-printing", built={3: ("I-F-wood",)}) == pytest.approx([0, 0, other, 0], abs=1e-4)


def test_easy_judges_a_tile_by_itself_and_coins_near_their_end_value() -> None:
    # no line to Hydraulics still to come; a coin 1/3 + 0.15 = 0.4833 VP
    coin = 1 / 3 + 0.15
    assert industria.values(position(), EASY) == pytest.approx([5 * coin] * 4)
    worth = 0.9 * 0.35 * (3 + 0.1 - coin)
    assert gains(EASY, lot="I-T-architecture") == pytest.approx([0, 0, worth, 0], abs=1e-4)


def test_a_raw_tile_is_worth_its_coin() -> None:
    assert gains(BID_ONLY, lot="II-R-glass") == pytest.approx([0, 0, COIN, 0], abs=1e-4)


def test_built_tiles_count_their_bonus_points_connections_and_what_may_join_them() -> None:
    # Windmill and the canal bonus built: canal 2 VP (8.3); the Windmill's roads to the Brickworks
    # and the Weaving Mill (both to come) 0.5 each; canal factories to come (Stone Quarry, Weaving
    # Mill, Bank, Shipyard) 0.3 each for the bonus tile; 0.1 per built tile.
    alone = industria.values(position())[0]
    got = industria.values(position(built={0: ("I-F-windmill", "I-B-canal")}))[0] - alone
    assert got == pytest.approx(2 + 0.5 + 0.5 + 4 * 0.3 + 2 * 0.1)
    # the Brickworks built too: their road scores 3 VP (8.4); the Brickworks' road to the
    # Ironworks is still to come (0.5); as the producer of brick it earns or saves 0.5 coin for
    # each of the 7 tiles still to be built that need brick (design.md 4)
    got = industria.values(position(built={0: ("I-F-windmill", "I-B-canal", "I-F-brick")}))[0] - alone
    assert got == pytest.approx(2 + 3 + 0.5 + 0.5 + 4 * 0.3 + 3 * 0.1 + 0.5 * COIN * 7)


def test_the_estimate_is_the_score_once_the_game_is_over() -> None:
    game = position()
    game.state.phase = "over"
    assert game.is_over()
    assert industria.values(game) == [float(p.vp) for p in game.state.players]
