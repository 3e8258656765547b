"""The registry of games: each game package registers its definition once on import."""
from __future__ import annotations

from .definition import GameDefinition

_GAMES: dict[str, GameDefinition] = {}


def register_game(definition: GameDefinition) -> GameDefinition:
    """Add a game; a second game with the same name is a programming error."""
    if definition.name in _GAMES and _GAMES[definition.name] is not definition:
        raise ValueError(f"game {definition.name!r} is registered twice")
    _GAMES[definition.name] = definition
    return definition


def get_game(name: str) -> GameDefinition:
    """The definition of game ``name``; raises KeyError for an unknown game."""
    return _GAMES[name]


def registered_games() -> tuple[str, ...]:
    """Names of every registered game, in registration order."""
    return tuple(_GAMES)
