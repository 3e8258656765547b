"""Computer players.  ``RandomAgent`` (tests, benchmarks, placeholder opponent) picks a
uniformly random action kind, then a uniformly random action of that kind, so that the
many double-build card pairs do not crowd out every other kind."""
from __future__ import annotations

import random

from .actions import Action
from .game import Game


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, actions: list[Action] | None = None) -> Action:
        actions = actions if actions is not None else game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        by_kind: dict[str, list[Action]] = {}
        for action in actions:
            by_kind.setdefault(action.kind, []).append(action)
        kind = self.rng.choice(sorted(by_kind))
        return self.rng.choice(by_kind[kind])


def play_random_game(game: Game, seed: int = 0, max_actions: int = 5000) -> Game:
    """Play ``game`` to the end with random legal actions; returns it."""
    agent = RandomAgent(seed)
    for _ in range(max_actions):
        if game.is_over():
            return game
        game.apply(agent.choose(game))
    raise RuntimeError("game did not end")
