"""Which module judges positions of which game: ``ai/<family>.py`` for every game of that family."""
from __future__ import annotations

import importlib
from types import ModuleType

from ..engine import get_game, registered_games

_PLUGS: dict[str, ModuleType] = {}


def _family_module(game: str) -> ModuleType | None:
    """The evaluation module of ``game``'s family (``ai/<family>.py``), if it has one and knows the game."""
    try:
        family = get_game(game).family
        module = importlib.import_module(f"{__package__}.{family}")
    except (KeyError, ValueError, ModuleNotFoundError):
        return None
    return module if game in getattr(module, "GAMES", ()) else None


def plug_for(game: str) -> ModuleType:
    """The evaluation module of ``game``; ValueError when no computer player knows the game."""
    if game not in _PLUGS:
        module = _family_module(game)
        if module is None:
            raise ValueError(f"no computer player for the game {game!r}")
        _PLUGS[game] = module
    return _PLUGS[game]


def ai_games() -> tuple[str, ...]:
    """The games a computer player can play: every registered game whose family has a module here."""
    return tuple(dict.fromkeys([*(g for g in registered_games() if _family_module(g) is not None), *_PLUGS]))


def register(game: str, module: ModuleType) -> None:
    """Plug in a game's evaluation module (it provides values, turn_key, round_key, representatives, reasons,
    canonical, state_from_dict, weights_for, DEFAULT and HARD)."""
    _PLUGS[game] = module
