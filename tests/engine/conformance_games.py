"""The games and player counts the conformance suite runs for (every game gets it on its first day).

Read from the registry (engine/core/registry.py): a newly registered game is tested at once.
"""
from __future__ import annotations

from brass_desktop.engine import get_game, registered_games


def games_under_test() -> list[tuple[str, tuple[int, ...]]]:
    """(game name, player counts) for every game the engine plays."""
    return [(n, tuple(range(get_game(n).min_players, get_game(n).max_players + 1))) for n in registered_games()]


def cases() -> list[tuple[str, int]]:
    """Every (game, players) pair."""
    return [(name, players) for name, counts in games_under_test() for players in counts]
