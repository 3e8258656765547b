"""Hard's view of the auctioneer's role (ai/industria.py ``Weights.role``): an auctioneer who sells
stays auctioneer and may still keep one of the tiles left on display for free (rules.md 5.3a-b);
one who keeps passes that chance to the player on its left.

The positions are those of tests/ai/test_industria_estimate.py (the first auction of seed 3, player
2 the auctioneer, a coin worth 1/3 + 0.3 VP), with the tiles still on display set by hand."""
from __future__ import annotations

import math
import random

import pytest

from brass_desktop.ai import industria
from brass_desktop.ai.games import plug_for
from brass_desktop.ai.industria import DEFAULT, HARD, Weights
from brass_desktop.ai.search import Budget, Searcher
from brass_desktop.engine import Game

from .test_industria_estimate import COIN, position

ROLE = Weights(role=1.0)
ROLE_BID_ONLY = Weights(role=1.0, foresee=0.0)
ARCHITECTURE = 0.9 * 0.35 * (3 + 0.5 + 0.1 - COIN)  # Architecture's worth to a holder (as in the estimate tests)


def on_display(game: Game, *tiles: str) -> Game:
    """``game`` with exactly ``tiles`` still revealed (taken out of the stacks)."""
    state = game.state.clone()
    state.stacks = {e: tuple(t for t in s if t not in tiles) for e, s in state.stacks.items()}
    state.revealed = tiles
    return Game(game.setup, state)


def role_gain(weights: Weights, base: Weights, game: Game) -> list[float]:
    return [round(a - b, 4) for a, b in zip(industria.values(game, weights), industria.values(game, base),
                                            strict=True)]


def test_the_auctioneer_to_put_up_counts_the_best_tile_it_may_still_keep() -> None:
    # Architecture 0.9345 VP to player 2, the raw stone its coin (0.633): the best is kept
    game = on_display(position(), "I-T-architecture", "I-R-stone")
    assert role_gain(ROLE, DEFAULT, game) == pytest.approx([0, 0, ARCHITECTURE, 0], abs=1e-4)
    assert role_gain(Weights(role=0.5), DEFAULT, game) == pytest.approx([0, 0, ARCHITECTURE / 2, 0], abs=1e-4)


def test_the_role_stays_with_a_sale_and_passes_left_with_a_keep() -> None:
    # a bid of 1 by player 0 for Architecture, judged by the bid made only: sold with the chance
    # 1 / (1 + e^((0.9345 - 0.633) / 0.5)) = 0.425 (the estimate tests); the raw stone left on
    # display is worth its coin to both the auctioneer (2) and the player on its left (3)
    game = on_display(position("I-T-architecture", bid=1, bidder=0), "I-R-stone")
    sold = 1 / (1 + math.exp((ARCHITECTURE - COIN) / 0.5))
    assert role_gain(ROLE_BID_ONLY, Weights(foresee=0.0), game) == pytest.approx(
        [0, 0, sold * COIN, (1 - sold) * COIN], abs=1e-4)


def test_a_lot_nobody_bid_for_passes_the_role() -> None:
    game = on_display(position("I-T-architecture"), "I-R-stone")
    game.state.to_bid = []  # everyone passed: the auctioneer must keep it (5.3)
    assert role_gain(ROLE, DEFAULT, game) == pytest.approx([0, 0, 0, COIN], abs=1e-4)


def test_no_role_is_counted_for_the_last_lot_nor_by_easy() -> None:
    game = on_display(position("I-T-architecture", bid=1, bidder=0))
    assert role_gain(ROLE, DEFAULT, game) == [0, 0, 0, 0]
    # round 13: Medium sees the role as Hard does (without it Medium lost to three Easy)
    roles = {level: industria.weights_for("industria", level, level == "hard").role
             for level in ("easy", "medium", "hard")}
    assert roles == {"easy": 0.0, "medium": 1.0, "hard": 1.0}
    assert DEFAULT.role == 0.0


def test_hard_sells_a_lot_cheaply_to_stay_auctioneer_for_the_tile_it_wants() -> None:
    # everyone has bid: 1 coin from player 0 for Architecture, Mechanics still on display.  Without
    # the role the auctioneer keeps Architecture (utility 3.997 against 3.955 for the coin); with
    # it, selling keeps the auctioneer's chance to keep Mechanics for free (4.669 against 3.937)
    game = on_display(position("I-T-architecture", bid=1, bidder=0), "I-T-mechanics")
    game.state.to_bid = []
    assert [a.kind for a in game.legal_actions()] == ["sell", "keep"]
    for weights, best, utilities in ((HARD, "sell", (4.669, 3.937)),
                                     (Weights(coin_early=0.5), "keep", (3.955, 3.997))):
        searcher = Searcher(plug_for("industria"), weights, random.Random(1), Budget(100))
        ranked = searcher.ranked_children(game)
        assert ranked[0].actions[0].kind == best
        by_kind = {plan.actions[0].kind: plan.utility for plan in ranked}
        assert (by_kind["sell"], by_kind["keep"]) == pytest.approx(utilities, abs=1e-3)
