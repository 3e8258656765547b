"""The Industria estimate judges a lot under auction by the auctioneer's choice (rules.md 5.3):
sell to the highest bidder when the bid is worth more than the lot, else keep it for free."""
from __future__ import annotations

import pytest

from brass_desktop.ai import industria
from brass_desktop.engine import Game

from .helpers import new_game


def auction(lot: str | None, bid: int = 0, bidder: int | None = None) -> Game:
    """A seeded 4-player game at its first auction (player 2 the auctioneer), the lot and bid set."""
    game = new_game("industria", 4, 3)
    while game.state.lot is None:
        game.apply(game.legal_actions()[0])
    state = game.state.clone()
    assert state.auctioneer == 2 and state.to_bid == [3, 0, 1]
    state.lot, state.high_bid, state.high_bidder = lot, bid, bidder
    return Game(game.setup, state)


def gains(lot: str, bid: int = 0, bidder: int | None = None) -> list[float]:
    base = industria.values(auction(None))
    return [round(a - b, 3) for a, b in zip(industria.values(auction(lot, bid, bidder)), base, strict=True)]


def test_a_lot_nobody_bid_on_is_the_auctioneers() -> None:
    # II-T-optics: a technology of 4 VP, in hand worth 0.3 x 4 = 1.2
    assert gains("II-T-optics") == [0.0, 0.0, 1.2, 0.0]


def test_a_bid_worth_less_than_the_lot_is_refused() -> None:
    assert gains("II-T-optics", 3, 0) == [0.0, 0.0, 1.2, 0.0]  # 3 coins = 1 VP < 1.2: the auctioneer keeps it


def test_a_bid_worth_more_than_the_lot_is_taken() -> None:
    # 4 coins = 1.333 VP > 1.2: sold; the bidder gains the lot less the coins
    assert gains("II-T-optics", 4, 0) == pytest.approx([-0.133, 0.0, 1.333, 0.0], abs=1e-3)


def test_a_raw_tile_is_worth_its_coin() -> None:
    assert gains("II-R-glass") == pytest.approx([0.0, 0.0, 0.333, 0.0], abs=1e-3)
