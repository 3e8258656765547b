"""Computer players.  ``RandomAgent`` (tests, benchmarks, placeholder opponent) picks a
uniformly random action kind, then a uniformly random action of that kind, so that the
many double-build card pairs do not crowd out every other kind (``choose_move``: then a move of
that kind, then a card that can pay for it)."""
from __future__ import annotations

import random
from math import floor
from typing import Any

from .core.actions import Move
from .core.game import Game


class RandomAgent:
    """Random legal play; ``weights`` (kind -> weight) bias the choice of action kind."""

    def __init__(self, seed: int = 0, weights: dict[str, float] | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = weights or {}

    def choose(self, game: Game, actions: list[Any] | None = None) -> Any:
        actions = actions if actions is not None else game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        return self._pick(actions)

    def choose_move(self, game: Game, moves: list[Move] | None = None) -> Any:
        """A random action picked from the grouped listing (``Game.legal_moves``): a kind as
        ``choose`` picks it, then a move of that kind, then one of the cards that can pay for it."""
        moves = moves if moves is not None else game.legal_moves()
        if not moves:
            raise ValueError("no legal move to choose from")
        move: Move = self._pick(moves)
        return move.action(self.rng.choice(move.cards)) if move.cards else move.action()

    def _pick(self, items: list[Any]) -> Any:
        """A random kind (weighted), then a random item of that kind (actions and moves both have
        a ``kind``)."""
        by_kind: dict[str, list[Any]] = {}
        for item in items:  # at every decision of self-play: get-then-append, no list made per item
            group = by_kind.get(item.kind)
            if group is None:
                by_kind[item.kind] = [item]
            else:
                group.append(item)
        kinds = sorted(by_kind)
        if self.weights:
            kind = self.rng.choices(kinds, [self.weights.get(k, 1.0) for k in kinds])[0]
        else:  # equal weights: the draw random.choices makes then, one random() (same games, less work)
            kind = kinds[floor(self.rng.random() * len(kinds))]
        return self.rng.choice(by_kind[kind])


# Plays more like people do (builds, links and sales over loans and passes), which reaches
# far more rule situations in self-play tests than uniform choice.
BUILDER_WEIGHTS = {"build": 6.0, "link": 4.0, "sell": 6.0, "sell_more": 6.0, "end_sell": 1.0,
                   "develop": 1.5, "loan": 1.0, "pass": 0.2, "sell_tile": 1.0}


def play_random_game(game: Game, seed: int = 0, max_actions: int = 5000,
                     weights: dict[str, float] | None = None) -> Game:
    """Play ``game`` to the end with random legal actions; returns it."""
    agent = RandomAgent(seed, weights)
    for _ in range(max_actions):
        if game.is_over():
            return game
        game.apply(agent.choose(game))
    raise RuntimeError("game did not end")
