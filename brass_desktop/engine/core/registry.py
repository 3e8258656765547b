"""The registry of games: each game package registers its definition once on import.

A game may also be *declared* by name with the package that registers it (``declare_game``):
it is listed at once, and its package is imported the first time ``get_game`` asks for it, so
importing the engine does not import the code of every game (import time, issue 13).
"""
from __future__ import annotations

from importlib import import_module

from .definition import GameDefinition

_GAMES: dict[str, GameDefinition] = {}
_PACKAGES: dict[str, str] = {}  # declared game -> the package that registers it when imported
_ORDER: list[str] = []  # every registered or declared game, first come first


def register_game(definition: GameDefinition) -> GameDefinition:
    """Add a game; a second game with the same name is a programming error."""
    if definition.name in _GAMES and _GAMES[definition.name] is not definition:
        raise ValueError(f"game {definition.name!r} is registered twice")
    _GAMES[definition.name] = definition
    if definition.name not in _ORDER:
        _ORDER.append(definition.name)
    return definition


def declare_game(name: str, package: str) -> None:
    """List game ``name`` now; import ``package`` (which registers it) when it is first asked for."""
    _PACKAGES[name] = package
    if name not in _ORDER:
        _ORDER.append(name)


def get_game(name: str) -> GameDefinition:
    """The definition of game ``name``; raises KeyError for an unknown game."""
    definition = _GAMES.get(name)
    if definition is None:
        if name not in _PACKAGES:
            raise KeyError(name)
        import_module(_PACKAGES[name])
        definition = _GAMES[name]  # a KeyError here: the package did not register the game it was declared for
    return definition


def registered_games() -> tuple[str, ...]:
    """Names of every registered (or declared) game, in registration order."""
    return tuple(_ORDER)
