"""What a computer player may see: its player's knowledge of a game, and worlds sampled from it.

The engine says what a player may know (``Game.view_for``: hidden items shown as UNKNOWN) and
samples full states consistent with it (``Game.determinize``).  A computer player needs a
*playable* game, and one that depends only on what its player knows, so that two games that
differ only in hidden information lead to the same choice for the same seed:

- ``knowledge(game, player)`` is the player's view with every UNKNOWN filled from the multiset
  of unseen items (which the player knows: the deck's make-up is public) in a fixed, sorted
  order.  It carries no hidden arrangement: the other hands, the deck order, the face-down
  cards and tiles are not in it.  This is what a worker process receives (``view_packet``).
- ``observe(game, player, rng)`` = ``knowledge(...).determinize(player, rng)``: one world.

How the UNKNOWNs are filled is a game's business: the evaluation module's ``canonical(state,
player)`` (``ai/brass.py``).  ``tests/ai/test_fairness.py`` checks the view, the packet and every
level's choice stay the same when everything hidden is scrambled.
"""
from __future__ import annotations

import random
from typing import Any

from ..engine import Game
from .games import plug_for

# Setup keys a player's knowledge keeps (the seed and the drawn decks would tell the hidden cards;
# the decks are rebuilt from the canonical state by the game's ``determinized_setup``).
_DROPPED_SETUP_KEYS = ("seed",)


def knowledge(game: Game, player: int) -> Game:
    """A new game (no history, no undo) holding exactly what ``player`` knows of ``game``."""
    state = plug_for(game.definition.name).canonical(game.state, player)
    setup = {k: v for k, v in game.definition.determinized_setup(game.setup, state).items()
             if k not in _DROPPED_SETUP_KEYS}
    return Game(setup, state)


def observe(game: Game, player: int, rng: random.Random) -> Game:
    """One world ``player`` cannot tell from ``game``: the unseen items dealt again from ``rng``."""
    world = knowledge(game, player).determinize(player, rng)
    world.setup.pop("seed", None)
    return world


def view_packet(game: Game, player: int) -> dict[str, Any]:
    """What a worker process gets to decide for ``player``: plain, picklable data holding only the
    player's knowledge (``knowledge``), and how many actions the game has seen (decision seeds)."""
    known = knowledge(game, player)
    return {"setup": known.setup, "state": known.state.to_dict(), "player": player, "moves": len(game.history)}


def game_of_packet(packet: dict[str, Any]) -> Game:
    """The playable game of a ``view_packet``."""
    state = plug_for(packet["setup"]["game"]).state_from_dict(packet["state"])
    return Game(packet["setup"], state)
