"""The games and player counts the conformance suite runs for (every game gets it on its first day).

Until the registry (engine/core/registry.py) lands on main this reads the engine's game list;
then the one line below becomes
``[(n, tuple(range(get_game(n).min_players, get_game(n).max_players + 1))) for n in registered_games()]``.
"""
from __future__ import annotations

from brass_desktop.engine.games import GAMES


def games_under_test() -> list[tuple[str, tuple[int, ...]]]:
    """(game name, player counts) for every game the engine plays."""
    return [(name, (2, 3, 4)) for name in GAMES]


def cases() -> list[tuple[str, int]]:
    """Every (game, players) pair."""
    return [(name, players) for name, counts in games_under_test() for players in counts]
