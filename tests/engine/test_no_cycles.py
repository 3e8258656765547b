"""Play makes no reference cycles (``engine/core/collector.py`` relies on it to pace the collector).

Every registered game is played through the engine's whole play surface — listing (flat and
grouped), explain of a refused action, checked and unchecked apply, undo and redo, look-ahead
copies and children, determinized worlds and player views — with the cyclic collector off; what
it then finds unreachable is garbage that only it could free.  There must be none.
"""
from __future__ import annotations

import gc
import random
from collections.abc import Iterator

import pytest

from brass_desktop.engine import Game, GameSetup, IllegalActionError, get_game, registered_games

NAMES = ("Ada", "Brunel", "Cort", "Darby")


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.collect()
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def play(name: str, seed: int) -> int:
    """A seeded 4-player (or the game's most) game over every play call; returns the decisions."""
    players = NAMES[:min(4, get_game(name).max_players)]
    game = Game.new(GameSetup(players=players, seed=seed, game=name, options=get_game(name).options_class()))
    rng = random.Random(seed)
    decisions = 0
    earlier = None
    while not game.is_over() and decisions < 400:
        actions = game.legal_actions()
        moves = game.legal_moves()
        assert len(actions) == sum(len(move.actions()) for move in moves)
        action = rng.choice(actions)
        player = game.current_player
        assert player is not None
        game.child(action).legal_moves()
        game.copy().determinize(player, rng).legal_actions()
        game.view_for(player)
        if earlier is not None and game.explain(earlier):
            with pytest.raises(IllegalActionError):
                game.apply(earlier)
        game.apply(action)
        if rng.random() < 0.2:
            game.undo()
            game.redo()
        if rng.random() < 0.2:
            game.undo()
            game.apply(action, checked=False)
        earlier = action
        decisions += 1
    return decisions


@pytest.mark.parametrize("name", registered_games())
def test_play_leaves_nothing_for_the_cycle_collector(name: str) -> None:
    play(name, 3)  # a first game imports lazily and builds static tables: once a process, not per game
    gc.collect()
    gc.disable()
    try:
        decisions = play(name, 7)
    finally:
        gc.enable()
    assert decisions > 50
    found = gc.collect()
    assert found == 0, f"{name}: {found} objects in reference cycles after {decisions} decisions"


def test_the_test_sees_a_cycle(collector_off: None) -> None:
    """The measure itself: one cycle made during the test is found."""
    class Node:
        other: object = None

    a, b = Node(), Node()
    a.other, b.other = b, a
    del a, b
    assert gc.collect() >= 2
