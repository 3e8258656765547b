"""The position estimate of Industria for the game-neutral search (plugged in by ``ai/games.py``).

A simple, readable estimate (issue 12: a computer seat at least as good as random play): the VP
scored so far, coins at their end value (rules.md 8.4: 1 VP per full 3 coins; raw tiles are cashed
for 1 coin each first), a tile in hand at part of what building it would score, and each built
tile's share of the roads and lines still to close, and a built tile's worth for later
builds.  Hidden stacks (and hidden hands) are put in a
fixed order by ``canonical``, so a decision depends only on what the player knows.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Game, get_game
from ..engine.industria.data import RAW, load_industria_data
from ..engine.industria.state import IndustriaState
from .hints import HintReason

GAMES = ("industria",)


class Weights:
    """The tunable numbers of the estimate."""

    def __init__(self, **values: float) -> None:
        self.coin = 1 / 3  # rules.md 8.4: 1 VP per full 3 coins at the end
        self.in_hand = 0.3  # of a held tile's printed VP: it still has to be paid for and built
        self.built = 1.5  # a built tile's worth beyond its VP: resources for later builds, symbols, ties (8.5)
        self.connection = 1.0  # VP per road or line one of whose ends the player has built (3 if both)
        self.others = 0.25  # weight of the opponents' mean in a player's own utility (not zero-sum)
        for name, value in values.items():
            if not hasattr(self, name):
                raise ValueError(f"unknown weight {name!r}")
            setattr(self, name, value)


DEFAULT = Weights()
HARD = Weights(connection=1.2)


def canonical(state: IndustriaState, player: int) -> IndustriaState:
    """``state`` with every tile hidden from ``player`` dealt in a fixed order (the engine's own
    determinize with a constant seed: it reads only what the player can see)."""
    definition = get_game("industria")
    return definition.determinize(state, player, random.Random(0))  # type: ignore[no-any-return]


def state_from_dict(data: dict[str, Any]) -> IndustriaState:
    """The state of a ``to_dict`` (worker packets)."""
    return IndustriaState.from_dict(data)


def values(game: Game, weights: Weights = DEFAULT) -> list[float]:
    """Every player's estimated final VP (the actual VP once the game is over)."""
    state = game.state
    if game.is_over():
        return [float(p.vp) for p in state.players]
    data = load_industria_data()
    owner = {tile: seat for seat, p in enumerate(state.players) for tile in p.built}
    out = [p.vp + weights.coin * p.coins + sum(_held(data, weights, t) for t in p.hand)
           + weights.built * len(p.built) for p in state.players]
    if state.lot is not None and state.lot in data.tiles:
        # rules.md 5.3: the auctioneer sells to the highest bidder or keeps the lot for free; judged
        # by what the lot and the bid are worth to the auctioneer (without this a bid would change
        # nothing the estimate sees, and every bid would look alike).
        worth = _held(data, weights, state.lot)
        paid = weights.coin * state.high_bid
        if state.high_bidder is not None and paid > worth:
            out[state.auctioneer] += paid
            out[state.high_bidder] += worth - paid
        else:
            out[state.auctioneer] += worth
    for edge in data.edges:  # roads and lines (rules.md 8.2): 3 VP when both ends are one player's
        ends = (owner.get(edge.a), owner.get(edge.b))
        for end in {e for e in ends if e is not None}:
            out[end] += 3.0 if ends[0] == ends[1] else weights.connection
    return out


def _held(data: Any, weights: Weights, tile: str) -> float:
    """A tile in hand: a raw tile is worth its coin (rules.md 6.6), another part of its printed VP."""
    spec = data.tiles.get(tile)
    if spec is None:
        return 0.0
    return float(weights.coin) if spec.kind == RAW else weights.in_hand * spec.vp


def turn_key(game: Game) -> tuple[Any, ...]:
    """Changes exactly when the mover's turn ends: a bid, a sale or keep, or an ended build turn."""
    s = game.state
    return (s.epoch, s.round, s.phase, s.lot, s.auctioneer, len(s.to_bid), len(s.builders))


def representatives(game: Game, actions: Sequence[Any]) -> list[Any]:
    """Every Industria action does something different: no interchangeable cards to fold."""
    return list(actions)


def reasons(before: Game, after: Game, player: int, plan: Sequence[Any]) -> tuple[HintReason, ...]:
    """No worded hint reasons for Industria yet: a hint shows the move and its value."""
    return ()
