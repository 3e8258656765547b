"""What a computer player may see: its player's view of a game, as a playable copy.

``observe(game, player, rng)`` returns a new :class:`Game` in which everything ``player``
cannot see has been dealt again at random from what it could be: the other hands, the draw
pile, the cards removed face down (R1.7), Birmingham's face-down setup discards (1.16), the
pre-shuffled rail-era deck and the face-down distant-market tiles (R8.4).  The unseen cards
are pooled and *sorted* before they are shuffled, so the copy depends only on what the player
sees and on ``rng``: two games that differ only in hidden information give the same copy.

This is the adapter the computer players use until the engine's own player views
(``game.view_for``/``game.determinize``) arrive; then ``observe`` will call those.
"""
from __future__ import annotations

import copy
import random

from ..engine import Game
from ..engine.brass.data import CANAL
from ..engine.brass.state import GameState


def hidden_discards(state: GameState) -> int:
    """How many cards at the bottom of the discard pile lie face down (Birmingham 1.16: one per player
    at setup; the rail era starts a new pile)."""
    if state.game == "birmingham" and state.era == CANAL:
        return min(len(state.players), len(state.discard))
    return 0


def resample(state: GameState, player: int, rng: random.Random) -> GameState:
    """A copy of ``state`` with every card and tile ``player`` cannot see dealt again from ``rng``."""
    new = state.clone()
    face_down = hidden_discards(new)
    others = [i for i in range(len(new.players)) if i != player]
    pool = sorted([c for i in others for c in new.players[i].hand] + new.deck + new.removed
                  + new.discard[:face_down])
    rng.shuffle(pool)
    for i in others:
        size = len(new.players[i].hand)
        new.players[i].hand, pool = pool[:size], pool[size:]
    new.removed, pool = pool[:len(new.removed)], pool[len(new.removed):]
    new.discard[:face_down], pool = pool[:face_down], pool[face_down:]
    new.deck = pool
    # The rail deck is a full deck shuffled at setup; only its order is secret.
    new.rail_deck = sorted(new.rail_deck)
    rng.shuffle(new.rail_deck)
    for name in ("distant_tiles", "rail_distant_tiles"):
        tiles = sorted(getattr(new, name))
        rng.shuffle(tiles)
        setattr(new, name, tiles)
    return new


def observe(game: Game, player: int, rng: random.Random) -> Game:
    """A fresh game (no history, no undo) holding ``player``'s view of ``game``, hidden parts resampled."""
    view = copy.copy(game)
    view.state = resample(game.state, player, rng)
    view.history, view._snapshots, view._redo = [], [], []
    view._context = None
    # The setup block holds every chance outcome of the game: a view must not carry it.
    view.setup = {k: v for k, v in game.setup.items()
                  if k in ("game", "players", "options", "canal_removed", "rail_removed")}
    return view
