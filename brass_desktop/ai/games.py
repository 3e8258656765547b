"""Which module judges positions of which game: ``ai/<family>.py`` for every game of that family.

A game's AI plug-in is a module that provides what ``AIPlugin`` names; the shared search and
agents (``ai/search.py``, ``ai/agent.py``) only ever reach a game through it and through the
game's definition (its action codec ``action_to_dict``/``action_from_dict``): they import no
game's classes (tests/engine/test_typed_seams.py).
"""
from __future__ import annotations

import importlib
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ..engine import get_game, registered_games

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine.core.protocols import State
    from .hints import HintReason

St = TypeVar("St", bound="State")  # the game's state
Ac = TypeVar("Ac")  # the game's action
W = TypeVar("W")  # the plug-in's weights (an ``ai.search.Weights``)


class AIPlugin(Protocol[St, Ac, W]):
    """A game family's computer-player module (``ai/<family>.py``), generic over the game's state,
    action and the plug-in's weights; each plug-in asserts itself against it for mypy.

    ``GAMES``: the games it serves; ``DEFAULT``/``HARD`` and ``weights_for``: the estimate's
    weights; ``values``: each player's estimated final VP; ``turn_key``/``round_key``: equal while
    the same turn/round goes on; ``representatives``: the actions worth searching (one per class
    of equivalent actions); ``reasons``: why a plan is good, as hint reason codes;
    ``canonical``/``state_from_dict``: a player's knowledge as a state, and a state from its dict
    (worker processes).  Optional: ``LEVELS``/``GAME_LEVELS`` (``agent.level_changes``)."""

    @property
    def GAMES(self) -> Sequence[str]: ...  # noqa: N802 (a module constant)

    @property
    def DEFAULT(self) -> W: ...  # noqa: N802

    @property
    def HARD(self) -> W: ...  # noqa: N802

    def weights_for(self, game: str, level: str, tuned: bool) -> W: ...

    def canonical(self, state: St, player: int) -> St: ...

    def state_from_dict(self, data: dict[str, Any]) -> St: ...

    def values(self, game: Game[St, Ac], weights: W = ...) -> list[float]: ...

    def turn_key(self, game: Game[St, Ac]) -> Hashable: ...

    def round_key(self, game: Game[St, Ac]) -> Hashable: ...

    def representatives(self, game: Game[St, Ac], actions: Sequence[Ac]) -> list[Ac]: ...

    def reasons(self, before: Game[St, Ac], after: Game[St, Ac], player: int,
                plan: Sequence[Ac]) -> tuple[HintReason, ...]: ...


#: a plug-in of any game (the shared code does not know the game's types)
AnyPlugin = AIPlugin[Any, Any, Any]

_PLUGS: dict[str, AnyPlugin] = {}


def _family_module(game: str) -> AnyPlugin | None:
    """The evaluation module of ``game``'s family (``ai/<family>.py``), if it has one and knows the game."""
    try:
        family = get_game(game).family
        module = importlib.import_module(f"{__package__}.{family}")
    except (KeyError, ValueError, ModuleNotFoundError):
        return None
    plugin: AnyPlugin = module  # a family's module is its plug-in (ai/<family>.py asserts it for mypy)
    return plugin if game in getattr(module, "GAMES", ()) else None


def plug_for(game: str) -> AnyPlugin:
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


def register(game: str, module: AnyPlugin) -> None:
    """Plug in a game's evaluation module (``AIPlugin``: values, turn_key, round_key, representatives,
    reasons, canonical, state_from_dict, weights_for, DEFAULT and HARD)."""
    _PLUGS[game] = module
