"""Shared helpers for the computer-player tests."""
from __future__ import annotations

from brass_desktop.ai.tournament import options_for
from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent


def new_game(game: str, players: int, seed: int) -> Game:
    names = tuple(f"P{i + 1}" for i in range(players))
    return Game.new(GameSetup(players=names, seed=seed, game=game, options=options_for(game)))


def mid_game(game: str, players: int, seed: int, actions: int) -> Game:
    """A position ``actions`` random builder moves into a seeded game."""
    g = new_game(game, players, seed)
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        g.apply(agent.choose(g))
    return g
