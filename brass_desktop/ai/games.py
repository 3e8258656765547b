"""Which module judges positions of which game (``ai/brass.py``; later ``ai/industria.py``)."""
from __future__ import annotations

from types import ModuleType

from . import brass, industria

_PLUGS: dict[str, ModuleType] = {game: module for module in (brass, industria) for game in module.GAMES}


def plug_for(game: str) -> ModuleType:
    """The evaluation module of ``game``; ValueError when no computer player knows the game."""
    try:
        return _PLUGS[game]
    except KeyError:
        raise ValueError(f"no computer player for the game {game!r}") from None


def ai_games() -> tuple[str, ...]:
    """The games a computer player can play."""
    return tuple(_PLUGS)


def register(game: str, module: ModuleType) -> None:
    """Plug in a game's evaluation module (it provides values, turn_key, round_key, representatives, reasons,
    canonical, state_from_dict, weights_for, DEFAULT and HARD)."""
    _PLUGS[game] = module
