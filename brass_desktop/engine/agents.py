"""Computer players.  ``RandomAgent`` (tests, benchmarks, placeholder opponent) picks a
uniformly random action kind, then a uniformly random action of that kind, so that the
many double-build card pairs do not crowd out every other kind (``choose_move``: then a move of
that kind, then a card that can pay for it)."""
from __future__ import annotations

import random
from bisect import bisect
from itertools import accumulate
from math import floor
from typing import Any

from .core.actions import Move
from .core.game import Game


class RandomAgent:
    """Random legal play; ``weights`` (kind -> weight) bias the choice of action kind."""

    def __init__(self, seed: int = 0, weights: dict[str, float] | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = weights or {}
        # a set of kinds -> the kinds in order and their running weights (_pick)
        self._cumulative: dict[frozenset[str], tuple[list[str], list[float]]] = {}

    def choose(self, game: Game, actions: list[Any] | None = None) -> Any:
        actions = actions if actions is not None else game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        return self._pick(actions)

    def choose_move(self, game: Game, moves: list[Move] | None = None) -> Any:
        """A random action picked from the grouped listing (``Game.legal_moves``): a kind as
        ``choose`` picks it, then a move of that kind, then one of the cards that can pay for it."""
        move, card = self.pick_move(game, moves)
        return move.action(card)

    def pick_move(self, game: Game, moves: list[Move] | None = None) -> tuple[Move, Any]:
        """The move and card ``choose_move`` picks (the same draws), for ``Game.apply_move``, which
        does not check again a move of the position's own listing."""
        moves = moves if moves is not None else game.legal_moves()
        if not moves:
            raise ValueError("no legal move to choose from")
        move: Move = self._pick(moves)
        return move, (self.rng.choice(move.cards) if move.cards else None)

    def play_move(self, game: Game) -> list[Any]:
        """List ``game``'s moves, pick one (``pick_move``) and apply it through the listing's fast
        path (``Game.apply_move``); returns its events."""
        move, card = self.pick_move(game, game.legal_moves())
        return game.apply_move(move, card)

    def _pick(self, items: list[Any]) -> Any:
        """A random kind (weighted), then a random item of that kind (actions and moves both have
        a ``kind``)."""
        kind_of = [item.kind for item in items]
        rng = self.rng
        if self.weights:
            # the draw ``rng.choices(kinds, weights)`` makes (one random(), the same games), with the
            # kinds in order and their running weights kept per set of kinds: the same few sets
            # come back at every decision
            present = frozenset(kind_of)
            kept = self._cumulative.get(present)
            if kept is None:
                ordered = sorted(present)
                running = list(accumulate(self.weights.get(k, 1.0) for k in ordered))
                kept = self._cumulative[present] = (ordered, running)
                if not running[-1] > 0:
                    raise ValueError("the weights of the kinds listed add up to nothing")
            kinds, cumulative = kept
            kind = kinds[bisect(cumulative, rng.random() * (cumulative[-1] + 0.0), 0, len(kinds) - 1)]
        else:  # equal weights: the draw random.choices makes then, one random() (same games, less work)
            kinds = sorted(set(kind_of))
            kind = kinds[floor(rng.random() * len(kinds))]
        # The items of one kind, in listing order: a module lists its kinds in runs, so usually one
        # slice (list.index and list.count compare in C); otherwise picked out one by one.
        first, count = kind_of.index(kind), kind_of.count(kind)
        if kind_of[first:first + count].count(kind) == count:
            return rng.choice(items[first:first + count])
        return rng.choice([item for item in items if item.kind == kind])


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
